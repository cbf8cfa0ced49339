"""The house's shape, measured from the code: adapters reach the service only through its
ways in and never storage, no command is made of text the bot wrote itself, and where a
card goes is decided in one place."""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.service.grammar.command_table import COMMANDS

ROOT = Path(__file__).resolve().parent.parent
ADAPTERS = ("bot/console", "bot/telegram", "bot/discord")
SENDING = (*ADAPTERS, "bot/output")
COMMAND_NAMES = {name for entry in COMMANDS for name in (entry.name, *entry.aliases)}


def sources(*places: str) -> list[tuple[Path, ast.Module]]:
    found = []
    for place in places:
        root = ROOT / place
        for path in sorted(root.rglob("*.py")) if root.is_dir() else [root]:
            found.append((path, ast.parse(path.read_text(encoding="utf-8"))))
    return found


def where(path: Path, node: ast.AST) -> str:
    return f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 0)}"


def found(matches: Callable[[ast.AST], bool], *places: str) -> list[str]:
    """Where the nodes that match stand in the sources of these places."""
    return [
        where(path, node)
        for path, tree in sources(*places)
        for node in ast.walk(tree)
        if matches(node)
    ]


def _reaches_inside(node: ast.AST) -> bool:
    return isinstance(node, ast.Attribute) and node.attr in ("storage", "ctx")


@pytest.mark.parametrize("place", ADAPTERS)
def test_no_adapter_reaches_storage_or_the_services_insides(place: str) -> None:
    """Not by import (tests/test_quality.py checks those), nor through an attribute."""
    reached = found(_reaches_inside, place)
    assert not reached, reached


def _starts_a_command(node: ast.AST) -> bool:
    text = None
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr) and node.values:
        first = node.values[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            text = first.value
    if not text or not text.startswith("/"):
        return False
    word = text[1:].split()[0] if text[1:].split() else ""
    return word.rstrip("{").lower() in COMMAND_NAMES


def _says_made_text(node: ast.AST) -> bool:
    """A ``say`` call whose line is text the code made, not the user's own."""
    return (
        isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
        and node.func.attr == "say" and len(node.args) >= 4
        and isinstance(node.args[3], ast.JoinedStr | ast.BinOp | ast.Constant)
    )


@pytest.mark.parametrize("place", ADAPTERS)
def test_no_adapter_writes_a_command_as_text_for_the_service_to_read(place: str) -> None:
    """Adapters produce typed commands; a line they hand to ``say`` is the user's own."""
    written = found(_starts_a_command, place)
    assert not written, written
    said = found(_says_made_text, place)
    assert not said, said


def names_used(*places: str) -> dict[str, list[str]]:
    used: dict[str, list[str]] = {}
    for path, tree in sources(*places):
        for node in ast.walk(tree):
            name = node.id if isinstance(node, ast.Name) else (
                node.attr if isinstance(node, ast.Attribute) else None
            )
            if name is not None:
                used.setdefault(name, []).append(where(path, node))
    return used


def _replaces_placement(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        and node.func.id == "replace"
        and any(keyword.arg == "placement" for keyword in node.keywords)
    )


def test_where_a_card_goes_is_decided_in_one_place() -> None:
    """The chat's board and threads settings and the placement rules are read by the
    output path's placement alone (:mod:`bot.output.placement`); the plan calls it once,
    the delivery and the adapters carry it out."""
    placement = "bot/output/placement.py"
    others = [str(path.relative_to(ROOT)) for path in sorted((ROOT / "bot/output").glob("*.py"))
              if str(path.relative_to(ROOT)) != placement]
    sending = names_used(*ADAPTERS, *others)
    for name in ("BoardMode", "chat_settings", "threads"):
        assert name not in sending, (name, sending.get(name))
    everywhere = names_used("bot")
    for rule in ("place_game_card", "place_challenge_card"):
        calling = {place.split(":")[0] for place in everywhere.get(rule, [])}
        assert calling == {"bot/output/plan.py"}, calling  # for every answer, once
    made = found(_replaces_placement, *SENDING)
    assert not made, made


DELIVERY = (
    "bot/output",
    "bot/console/screen.py",
    "bot/discord/outlet.py",
    "bot/discord/layouts.py",
    "bot/discord/components.py",
    "bot/telegram/cards.py",
    "bot/telegram/sender.py",
    "bot/telegram/inline_output.py",
    "bot/telegram/pictures.py",
    "bot/telegram/keyboards.py",
    "bot/telegram/pacing.py",
    "bot/telegram/capabilities.py",
)
"""What shows the service's answers: the output path and every platform's port."""
SINKS = {
    "bot/telegram/adapter.py": ("post_notice",),
    "bot/discord/adapter.py": ("deliver",),
    "bot/console/adapter.py": ("show", "show_notice"),
}
"""The adapters' own steps of a delivery: an announcement posted, an answer shown."""
SERVICE_PARTS = ("bot.service.service", "bot.service.setup", "bot.service.answers.placing")


def _reaches_the_service(node: ast.AST) -> bool:
    """A reference to the service object, or an import of it or of its use cases."""
    if isinstance(node, ast.Name | ast.Attribute):
        name = node.id if isinstance(node, ast.Name) else node.attr
        return name in ("service", "ctx")
    if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("bot.service"):
        names = [alias.name for alias in node.names]
        return node.module in SERVICE_PARTS or any(
            name == "GameService" or name.endswith("UseCases") for name in names
        )
    return False


def test_delivery_makes_no_call_into_the_service() -> None:
    """The output path and the ports hold no service: a delivery reaches it through the
    one receipts desk the output path reports to, and nothing else."""
    reached = found(_reaches_the_service, *DELIVERY)
    assert not reached, reached
    calls = [
        where(path, node)
        for path, tree in sources("bot/output")
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute)
        and node.value.attr == "receipts" and node.attr not in ("shown", "now")
    ]
    assert not calls, calls  # the receipt, and the clock cards are due by


def test_the_adapters_deliver_through_the_output_path_alone() -> None:
    for place, names in SINKS.items():
        path = ROOT / place
        tree = ast.parse(path.read_text(encoding="utf-8"))
        steps = [node for node in ast.walk(tree)
                 if isinstance(node, ast.AsyncFunctionDef) and node.name in names]
        assert {step.name for step in steps} == set(names), place
        reached = [where(path, node) for step in steps for node in ast.walk(step)
                   if isinstance(node, ast.Attribute) and node.attr == "service"]
        assert not reached, reached


def test_a_guard_finds_a_port_that_reads_the_game_again() -> None:
    """What the guard would have found before the output path: an adapter asking the
    service for a card's picture while it delivers."""
    tree = ast.parse("async def card(self):\n    await self.service.cards.picture(view)\n")
    assert [node for node in ast.walk(tree) if _reaches_the_service(node)]
