"""The message catalog: complete in every language, same placeholders, no unknown keys."""

from __future__ import annotations

import re
from pathlib import Path

from fluent.syntax import ast, parse

from bot.i18n import Translator, available_languages, catalog_sources
from bot.service.answers.buttons import Action, Button
from bot.service.computer.engine import LEVELS
from core import EndReason

BOT = Path(__file__).resolve().parents[2] / "bot"
KEY_PREFIXES = (
    "error",
    "game",
    "games",
    "challenge",
    "challenges",
    "draw",
    "resign",
    "lang",
    "card",
    "button",
    "console",
    "picture",
    "clock",
    "duration",
    "time",
    "rating",
    "top",
    "history",
    "sgf",
    "replay",
    "settings",
    "style",
    "help",
    "telegram",
)


def variables(node: object, found: set[str]) -> set[str]:
    """Every ``$variable`` a message uses, selectors and nested placeables included."""
    if isinstance(node, ast.VariableReference):
        found.add(node.id.name)
    elif isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for item in value if isinstance(value, list) else [value]:
                variables(item, found)
    return found


def catalog(lang: str) -> dict[str, set[str]]:
    messages: dict[str, set[str]] = {}
    for name, text in catalog_sources(lang).items():
        resource = parse(text)
        junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
        assert not junk, f"{lang}/{name}: unreadable {junk[0].content!r}"
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                assert entry.id.name not in messages, f"{lang}: {entry.id.name} twice"
                messages[entry.id.name] = variables(entry, set())
    return messages


def test_all_eight_languages_are_there() -> None:
    assert set(available_languages()) == {"en", "ru", "uk", "pl", "be", "kk", "cs", "de"}


def test_every_key_is_in_every_language_with_the_same_placeholders() -> None:
    languages = available_languages()
    reference = catalog("en")
    for lang in languages:
        other = catalog(lang)
        assert other.keys() == reference.keys(), (
            f"{lang}: missing {sorted(reference.keys() - other.keys())},"
            f" extra {sorted(other.keys() - reference.keys())}"
        )
        for key, names in reference.items():
            assert other[key] == names, f"{lang}/{key}: {sorted(other[key])} != {sorted(names)}"


def keys_in_code() -> set[str]:
    """String literals in bot/ that look like catalog keys."""
    prefixes = "|".join(KEY_PREFIXES)
    pattern = re.compile(r"""["']((?:""" + prefixes + r""")-[a-z]+(?:-[a-z]+)*)["']""")
    found: set[str] = set()
    for path in BOT.rglob("*.py"):
        found.update(pattern.findall(path.read_text(encoding="utf-8")))
    return found


def test_every_key_the_code_uses_exists() -> None:
    english = catalog("en")
    reasons = {reason.value for reason in EndReason}  # values passed to selectors, not keys
    buttons = {Button(a, n, "").label_key for a in Action for n in range(len(LEVELS))}
    used = keys_in_code() - reasons | {"help"} | buttons
    assert len(used) > 50
    missing = sorted(key for key in used if key not in english)
    assert not missing, missing


def test_russian_plurals_follow_the_number() -> None:
    t = Translator()
    texts = [
        t.t("ru", "challenge-open", name="A", color="blue", id="1", minutes=n) for n in (1, 3, 5)
    ]
    assert "1 минуту" in texts[0] and "3 минуты" in texts[1] and "5 минут" in texts[2]


def test_missing_language_and_key_fall_back() -> None:
    t = Translator()
    assert t.t("xx", "error-busy") == t.t("en", "error-busy")
    assert t.t("ru", "no-such-key") == "no-such-key"


def test_messages_come_out_without_isolation_marks() -> None:
    text = Translator().t("en", "error-unknown-game", game="#5")
    assert text == "There is no game #5 in this chat."
