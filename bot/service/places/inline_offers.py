"""What ``@bot words`` offers in any chat (Telegram's inline mode): ready challenges its
sender may post there, read from the same words as ``/challenge`` by its grammar, straight
into the typed command (:func:`bot.service.grammar.command_parse.read`).

No words offer the common fields: 10×10 casual, 15×15, 20×20 and the 39×32 sport field with
the cross, the sender's last field first when it is known. Words offer exactly the challenge
they ask for; words that cannot all be read offer the nearest challenge (the words that
could be read) and say why the others could not. A challenge to the computer is not
offered: it is played in the bot's own chat, and nobody in another chat could accept it.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass

from bot.service.challenges.commands import Challenge
from bot.service.challenges.options import GameOptions, Opponent
from bot.service.commands import Refused
from bot.service.grammar.command_parse import Refusal, read
from bot.service.grammar.command_table import named
from bot.service.grammar.reading import command_of
from bot.storage.records import ChallengeRow
from core import Color, Rules, Start

PRESETS = (
    GameOptions(width=10, height=10, rated=False),
    GameOptions(width=15, height=15),
    GameOptions(width=20, height=20),
    GameOptions(width=39, height=32, start=Start.CROSS),
)
"""The challenges an empty query offers, the smallest first."""
CHALLENGE = named("challenge")
MAX_WORDS = 16
"""Words of a query read at the most (Telegram sends at most 256 characters)."""


@dataclass(frozen=True, slots=True)
class Offer:
    """A challenge to post, and why some of the words asked for were left out."""

    challenge: Challenge
    reason: Refused | None = None


@dataclass(frozen=True, slots=True)
class Offers:
    offers: tuple[Offer, ...]
    personal: bool
    """The offers depend on who asked (their last field first): not to be cached for all."""


def inline_offers(
    query: str,
    last: GameOptions | None = None,
    mentions: Mapping[str, Opponent] | None = None,
) -> Offers:
    """The challenges ``query`` offers; ``last`` is the asker's last challenge's options."""
    words = query.split()[:MAX_WORDS]
    if words:
        return Offers((nearest(words, mentions or {}),), personal=False)
    presets = [options for options in PRESETS if options != last]
    chosen = ([last] if last is not None else []) + presets
    offers = tuple(Offer(Challenge(Opponent.anyone(), options)) for options in chosen)
    return Offers(offers, personal=last is not None)


def nearest(words: list[str], mentions: Mapping[str, Opponent]) -> Offer:
    """The challenge ``words`` ask for; else the one the most of them ask for, leaving out
    the words that could not be read (the first refusal says why)."""
    reason: Refused | None = None
    kept = list(words)
    while True:
        found = _challenge(kept, mentions)
        if isinstance(found, Challenge):
            return Offer(found, reason)
        reason = reason or found
        kept = _without_one(kept, mentions)  # at worst none: an open challenge reads


def _challenge(words: list[str], mentions: Mapping[str, Opponent]) -> Challenge | Refused:
    parsed = read(CHALLENGE, words, mentions.keys())
    if isinstance(parsed, Refusal):
        return Refused(parsed.key, parsed.args)
    command = command_of(parsed, mentions)
    if isinstance(command, Challenge) and command.opponent.kind == "computer":
        return Refused("error-inline-computer")  # nobody in the chat could accept it
    if isinstance(command, Challenge):
        return command
    return command if isinstance(command, Refused) else Refused("error-usage")


def _without_one(words: list[str], mentions: Mapping[str, Opponent]) -> list[str]:
    """``words`` less the first word, or pair of words, whose leaving out makes them
    readable (``computer hard`` go together), else less the last word."""
    for left_out in (1, 2):
        for skipped in itertools.combinations(range(len(words)), left_out):
            fewer = [word for n, word in enumerate(words) if n not in skipped]
            if isinstance(_challenge(fewer, mentions), Challenge):
                return fewer
    return words[:-1]


def options_of(row: ChallengeRow) -> GameOptions:
    """The options a stored challenge was made with, to offer them again."""
    rules = Rules.from_dict(row.rules)
    return GameOptions(
        width=rules.width,
        height=rules.height,
        start=rules.start,
        color=Color(row.challenger_color),
        variants=rules.variants,
        time=row.control if row.time_control else None,
        rated=row.rated,
    )
