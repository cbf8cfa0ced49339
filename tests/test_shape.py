"""The house's shape, measured from the code: adapters reach the service only through its
ways in and never storage, no command is made of text the bot wrote itself, and where a
card goes is decided in one place."""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.platforms import WEB_BOARD, adapter_folders
from bot.service.grammar.command_table import COMMANDS

ROOT = Path(__file__).resolve().parent.parent
ADAPTERS = adapter_folders()
"""Every declared platform's adapter and the web board's (:mod:`bot.platforms`)."""
CHAT_ADAPTERS = tuple(place for place in ADAPTERS if place != WEB_BOARD.replace(".", "/"))
"""The adapters that read chat messages (the web board's texts are its HTTP paths)."""
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


@pytest.mark.parametrize("place", CHAT_ADAPTERS)
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


DOORS = frozenset({
    "dispatch", "say", "press",  # every command, and a line or a button read into one
    "receipts",  # what the output path showed, and the bot-wide budget it spends
    "connect", "settle",  # a platform's announcements, accounts and defaults; its quiet
    "inbox", "database_answers", "close",  # updates recorded first, health, its end
    "inline.offers", "guide",  # what inline mode offers; where slash commands' hash is kept
    "web.admit", "web.view", "web.watching",  # the web board's viewers, its board, its changes
})
"""The parts of the service adapters may use: everything else goes through ``dispatch``."""
DOOR_PLACES = ADAPTERS


def _service_part(node: ast.AST) -> str | None:
    """``a`` or ``a.b`` of an outermost ``….service.a[.b…]``."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
        if (isinstance(node, ast.Name) and node.id == "service") or (
            isinstance(node, ast.Attribute) and node.attr == "service"
        ):
            return ".".join(reversed(parts[-2:])) if len(parts) > 1 else parts[0]
    return None


def doors_used(*places: str) -> dict[str, list[str]]:
    """Each part of the service the code reaches (outermost references only), and each
    ``bot.service`` module it imports from, with where."""
    used: dict[str, list[str]] = {}
    for path, tree in sources(*places):
        inner: set[int] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("bot.service"):
                used.setdefault(f"import {node.module}", []).append(where(path, node))
            if not isinstance(node, ast.Attribute) or id(node) in inner:
                continue
            part = _service_part(node)
            if part is not None:
                used.setdefault(part, []).append(where(path, node))
                value = node.value
                while isinstance(value, ast.Attribute):
                    inner.add(id(value))
                    value = value.value
    return used


def test_adapters_reach_the_service_through_its_doors_alone() -> None:
    """Adapters use the service's doors (dispatch, the receipt, the web board's views...)
    and import its names from the package (``bot.service``), never from its modules."""
    used = doors_used(*DOOR_PLACES)
    others = {part: at for part, at in used.items()
              if part not in DOORS and part != "import bot.service"}
    assert not others, others
    assert len(DOORS) + 1 <= 15  # the doors and the package: what adapters touch, at most


def test_the_door_guard_finds_a_side_door() -> None:
    """What the guard finds: a use case called past dispatch, a part of the service read
    past the doors, a service module imported past the package."""
    tree = ast.parse(
        "from bot.service.places.web_board import Viewer\n"
        "async def move(self):\n"
        "    await self.service.web.move(1, viewer, (1, 1), 0)\n"
        "    self.service.languages.default\n"
        "    await self.service.dispatch(event, chat, actor, command)\n"
    )
    found = set()
    for node in ast.walk(tree):
        part = _service_part(node) if isinstance(node, ast.Attribute) else None
        if part is not None:
            found.add(part)
    assert {"web.move", "languages.default", "dispatch"} <= found
    assert {"web.move", "languages.default"}.isdisjoint(DOORS) and "dispatch" in DOORS


# ------------------------------------------------------------- what adapters import
LAYERS = ("bot.service", "bot.output", "bot.storage")
"""What an adapter may import without its imports being followed: the service's ways in and
the output path (storage is theirs to use), and storage itself, which is refused."""


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def module_map(*places: str, root: Path = ROOT) -> dict[str, Path]:
    """The modules of ``places`` (folders from ``root``) by name."""
    return {module_name(path, root): path
            for place in places for path in sorted((root / place).rglob("*.py"))}


MODULES = module_map("bot", *(place for place in ADAPTERS if not place.startswith("bot/")))


def within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def imported(module: str, modules: dict[str, Path] = MODULES) -> set[str]:
    """The modules of the project ``module`` imports, anywhere in it (a function's import
    too: it runs as surely, only later)."""
    path = modules[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parent, base] if base else parent)
            for alias in node.names:
                whole = f"{base}.{alias.name}"
                found.add(whole if whole in modules else base)
    return {name for name in found if name in modules}


def reached_beyond(adapter: str, adapters: tuple[str, ...],
                   modules: dict[str, Path] = MODULES) -> list[str]:
    """The import chains by which ``adapter`` reaches storage or another adapter, directly
    or through the helpers it imports (any module that is no layer and no adapter)."""
    chains: list[str] = []
    for start in sorted(name for name in modules if within(name, adapter)):
        seen, stack = {start}, [[start]]
        while stack:
            chain = stack.pop()
            for step in sorted(imported(chain[-1], modules) - seen):
                seen.add(step)
                other = any(within(step, a) for a in adapters if a != adapter)
                if other or within(step, "bot.storage"):
                    chains.append(" -> ".join([*chain, step]))
                elif not any(within(step, layer) for layer in (*LAYERS, adapter)):
                    stack.append([*chain, step])
    return chains


def packages(places: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(place.replace("/", ".") for place in places)


@pytest.mark.parametrize("place", ADAPTERS)
def test_no_adapter_imports_another_adapter_or_storage(place: str) -> None:
    """Start-up composes the adapters; each reaches the others and storage only through
    the service and the output path, never by an import of its own or of a helper's."""
    chains = reached_beyond(place.replace("/", "."), packages(ADAPTERS))
    assert not chains, chains


def test_the_import_guard_follows_a_helper(tmp_path: Path) -> None:
    """What the guard finds: a helper that imports storage, imported by an adapter; an
    adapter importing another."""
    files = {
        "bot/chat/__init__.py": "from bot import helper\n",
        "bot/helper.py": "def f():\n    from bot.storage.protocol import StorageError\n",
        "bot/storage/protocol.py": "",
        "bot/board/__init__.py": "from ..chat import x\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    modules = module_map("bot", root=tmp_path)
    assert reached_beyond("bot.chat", ("bot.chat", "bot.board"), modules) == [
        "bot.chat -> bot.helper -> bot.storage.protocol"
    ]
    assert reached_beyond("bot.board", ("bot.chat", "bot.board"), modules) == [
        "bot.board -> bot.chat"
    ]
