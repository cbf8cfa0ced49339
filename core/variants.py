"""The rule variants, declared once (docs/rules.md §8): one table everything else reads.

Each entry says what a variant is called (``name``: the attribute of :class:`~core.rules.Rules`
and the key of stored rules), what it takes (a flag, or a whole number from ``low``) and its
default (the sport rules), the words that ask for it (``extra``, ``instant=10``), the variants
it cannot be played with and why, its tag in SGF's ``RU[…]``, and the stem of the catalog keys
that word it (``key``; the words themselves live in ``bot/i18n``, never here).

The game's options, the command words of ``/challenge``, ``/play``, ``/tournament`` and the
inline offers, the chat's ``/settings variant``, the card, ``/rules``, stored rules and SGF
all read :data:`VARIANTS`. Adding a variant is an entry here, its rules in core and its words
in the catalog (docs/development.md, "Adding a rule variant").
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from enum import StrEnum

from core.errors import DotsError

Chosen = tuple[tuple[str, int], ...]
"""Variants away from their defaults, as (name, value) in the table's order."""


class VariantKind(StrEnum):
    FLAG = "flag"
    """On or off (a ``bool``); its word switches it away from its default."""
    NUMBER = "number"
    """A whole number from ``low``, written ``word=N``."""


class VariantError(DotsError, code="variant"):
    """A variant that is not in the table (no ``value`` given), or a value it does not take."""

    def __init__(self, name: str, *value: object) -> None:
        said = f"{name} does not take {value[0]!r}" if value else f"no rule variant {name!r}"
        super().__init__(said)
        self.name, self.value = name, value[0] if value else None


class VariantClashError(DotsError, code="variant_clash"):
    """Two variants that cannot be played together, and why (the clash's ``reason``)."""

    def __init__(self, first: str, second: str, reason: str, needed: bool = False) -> None:
        said = "without" if needed else "with"
        super().__init__(f"{first} cannot be played {said} {second}: {reason}")
        self.first, self.second, self.reason = first, second, reason


@dataclass(frozen=True, slots=True)
class Clash:
    """A variant this one cannot be played with, and why (a stable id the catalog words);
    with ``needed``, one it cannot be played without (it is an option of that one)."""

    other: str
    reason: str
    needed: bool = False


@dataclass(frozen=True, slots=True)
class RuleVariant:
    """One rule variant: its name, type, range and default, its words, clashes, SGF tag and
    catalog stem."""

    name: str
    kind: VariantKind
    default: int
    words: tuple[str, ...]
    """FLAG: the words that switch it; NUMBER: the ``word=`` spellings. The first names the
    option in commands, menus and ``option-<word>``."""
    key: str
    """The stem of its catalog words: ``card-variant-<key>`` on the card, ``$<key>`` in
    ``settings-variant``."""
    sgf: str
    """Its tag in ``RU[…]``: a flag as 0/1, a number as itself."""
    low: int = 0
    high: int = 1
    """The largest value offered (the grammar's limit); stored rules keep any from ``low``."""
    clashes: tuple[Clash, ...] = ()
    sgf_tags: tuple[tuple[str, str], ...] = ()
    """A flag that several ``RU`` tags say together (docs/rules.md §8.7.1: free contour is
    ``MustSurr=1,MinArea=0``): the tags written when it is played, each over zagram's value;
    it is read as played when every one of them is given so. Empty: ``sgf`` alone says it."""
    endings: tuple[tuple[str, str], ...] = ()
    """How a game played with it ends in its own way: (the end stored, its word). A STOP
    game ended by ``/end`` or ``/auto`` is counted and stored as grounding played out
    (docs/rules.md §8.2), but said "after STOP"; the catalog words ``stop`` as a reason of
    ``game-ended``, ``history-line`` and ``picture-reason``."""

    @property
    def word(self) -> str:
        return self.words[0]

    @property
    def written(self) -> str:
        """How it is asked for after ``/challenge`` (the same in every language): its word,
        or ``word=N``."""
        return self.word if self.kind is VariantKind.FLAG else f"{self.word}=N"

    @property
    def switched(self) -> int:
        """A flag's value when its word is given: the other one than its default."""
        return not self.default

    def value(self, raw: object) -> int:
        """``raw`` as this variant's value (a flag's as ``bool``), or :class:`VariantError`."""
        if self.kind is VariantKind.FLAG:
            if isinstance(raw, bool) or raw in (0, 1):
                return bool(raw)
        elif isinstance(raw, int) and not isinstance(raw, bool) and raw >= self.low:
            return raw
        raise VariantError(self.name, raw)

    def written_tags(self, value: int, zagram: Collection[str]) -> dict[str, str]:
        """The ``RU`` tags that say ``value``, beyond zagram's ten written for every game
        (:data:`core.sgf.ZAGRAM_RULES`, whose tags ``zagram`` names): a variant of zagram's
        tags always, another only when played."""
        if self.sgf_tags:
            return dict(self.sgf_tags) if value != self.default else {}
        if self.sgf in zagram or value != self.default:
            return {self.sgf: self.sgf_text(value)}
        return {}

    def read_tags(self, tags: Mapping[str, str]) -> int | None:
        """The value ``RU``'s ``tags`` give, or None when they do not name it;
        ``ValueError`` if unreadable."""
        if self.sgf_tags:
            played = all(tags.get(tag) == text for tag, text in self.sgf_tags)
            return self.switched if played else self.default
        return self.from_sgf(tags[self.sgf]) if self.sgf in tags else None

    def sgf_text(self, value: int) -> str:
        return str(int(value))

    def from_sgf(self, text: str) -> int:
        """The value an ``RU`` tag gives (empty: the default); ``ValueError`` if unreadable."""
        text = text.strip()
        if not text:
            return self.default
        if self.kind is VariantKind.FLAG:
            return text != "0"
        return self.value(int(float(text)))


VARIANTS: tuple[RuleVariant, ...] = (
    RuleVariant("extra_move", VariantKind.FLAG, False, ("extra",), "extra", "AddTurn"),
    RuleVariant(
        "score_transfer", VariantKind.FLAG, True, ("notransfer", "no-transfer"), "transfer",
        "Transfer",
    ),
    RuleVariant(
        "instant_win", VariantKind.NUMBER, 0, ("instant", "win"), "instant", "InstantWin",
        high=64 * 64,  # a lead beyond the largest field's points is never reached
    ),
    RuleVariant(
        "stop", VariantKind.FLAG, False, ("stop",), "stop", "Grounding",
        sgf_tags=(("Stop", "1"), ("Grounding", "0")),  # zagram's Stop=1 is also the sport's
        endings=(("grounding", "stop"),),
    ),
    RuleVariant(
        "free_contour", VariantKind.FLAG, False, ("free",), "free", "MinArea",
        sgf_tags=(("MustSurr", "1"), ("MinArea", "0")),
    ),
    RuleVariant("painted_houses", VariantKind.FLAG, False, ("painted",), "painted", "BaseMode"),
    RuleVariant(
        "suicide", VariantKind.FLAG, True, ("nosuicide", "no-suicide"), "suicide", "Suicide",
    ),
    RuleVariant(
        "edge_wall", VariantKind.FLAG, False, ("wall",), "wall", "Border",
        clashes=(Clash("stop", "wall-and-stop"), Clash("free_contour", "wall-and-free")),
    ),
    RuleVariant(
        "territory", VariantKind.FLAG, False, ("territory",), "territory", "MustSurr",
        sgf_tags=(("MustSurr", "0"), ("MinArea", "0"), ("Stop", "0")),
        clashes=tuple(
            Clash(other, "territory-and-board")
            for other in ("stop", "free_contour", "painted_houses", "suicide", "edge_wall")
        ),
    ),
    RuleVariant(
        "szkrab", VariantKind.FLAG, False, ("szkrab",), "szkrab", "Holes",
        sgf_tags=(("MustSurr", "0"), ("MinArea", "0"), ("Stop", "0"), ("Holes", "0"),
                  ("LastSafe", "1")),
        clashes=(Clash("territory", "szkrab-without-territory", needed=True),),
    ),
)
"""Every variant, in the order commands, cards and settings name them. Modules read it when
they are imported or called: a variant declared here is offered everywhere."""


def variant(name: str) -> RuleVariant:
    """The variant called ``name``, or :class:`VariantError`."""
    for entry in VARIANTS:
        if entry.name == name:
            return entry
    raise VariantError(name)


def chosen(values: Mapping[str, object]) -> Chosen:
    """``values`` checked: the variants away from their defaults in the table's order, or
    :class:`VariantError` (an unknown name, a value it does not take) or
    :class:`VariantClashError` (two that cannot be played together)."""
    for name in values:
        variant(name)
    found = tuple(
        (entry.name, entry.value(values[entry.name]))
        for entry in VARIANTS
        if entry.name in values and entry.value(values[entry.name]) != entry.default
    )
    names = {name for name, _ in found}
    for name, _ in found:
        for clash in variant(name).clashes:
            if (clash.other in names) is not clash.needed:
                raise VariantClashError(name, clash.other, clash.reason, clash.needed)
    return found


def value_of(played: Chosen, name: str) -> int:
    """A variant's value among ``played`` (its default when it is not there)."""
    for found, value in played:
        if found == name:
            return value
    return variant(name).default


def ending(played: Chosen, reason: str) -> str:
    """The word of a game's end ``reason`` (a :class:`core.game.EndReason`'s value) under
    the variants ``played``: the variant's own where it declares one (``endings``)."""
    for name, _ in played:
        for stored, word in variant(name).endings:
            if stored == reason:
                return word
    return reason


def written() -> str:
    """Every variant as asked for: ``extra, notransfer, instant=N``."""
    return ", ".join(entry.written for entry in VARIANTS)
