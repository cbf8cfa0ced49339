"""The rule variants of :data:`core.variants.VARIANTS` in words: read from a command's, and
said on the card, in ``/settings``, ``/rules`` and ``/help``.

Core names each variant's words (``word``) and the stem of its catalog keys (``key``); the
catalog holds the words a reader sees, in every language:

- ``option-<word>``: what the option does (menus, ``/help``, ``/rules``);
- ``card-variant-<key>``: the card's words for it when a game is played with it (``$value``);
- ``$<key>`` in ``settings-variant``: its value among the chat's settings (yes/no, a number);
- ``error-variant-clash-<reason>``: why it cannot be played with another (``$first``,
  ``$second``: their words; :func:`bot.service.chats.setting_checks.check_rules`).
"""

from __future__ import annotations

from bot.service.answers.replies import Arg, Reply
from bot.service.grammar.command_parse import Parsed
from core import Rules
from core.variants import VARIANTS, VariantKind


def variant_values(parsed: Parsed) -> tuple[tuple[str, int], ...]:
    """The variants a command's words chose, as (name, value): a flag's word switches it,
    ``word=N`` gives a number."""
    found: list[tuple[str, int]] = []
    for entry in VARIANTS:
        value = parsed.get(entry.word)
        if entry.kind is VariantKind.FLAG and value is True:
            found.append((entry.name, entry.switched))
        elif isinstance(value, int) and not isinstance(value, bool):
            found.append((entry.name, value))
    return tuple(found)


def card_variants(rules: Rules) -> tuple[Reply, ...]:
    """The card's words for each variant a game is played with, in the table's order."""
    return tuple(
        Reply(f"card-variant-{entry.key}", {"value": rules.variant(entry.name)})
        for entry in VARIANTS
        if rules.variant(entry.name) != entry.default
    )


def setting_args(rules: Rules) -> dict[str, Arg]:
    """``settings-variant``'s arguments: each variant's value (a flag as yes or no)."""
    args: dict[str, Arg] = {}
    for entry in VARIANTS:
        value = rules.variant(entry.name)
        args[entry.key] = ("yes" if value else "no") if entry.kind is VariantKind.FLAG else value
    return args


def explained() -> Arg:
    """Every variant with what it does, for ``/rules``: ``extra`` — An extra move after each
    capture; … (one ``rules-variant`` each, joined by ``rules-variants``)."""
    said: Arg = ""
    for entry in reversed(VARIANTS):
        text = Reply(f"option-{entry.word}")
        one = Reply("rules-variant", {"words": entry.written, "text": text})
        said = one if said == "" else Reply("rules-variants", {"first": one, "rest": said})
    return said

