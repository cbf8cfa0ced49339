"""What a platform can show and what its places are called: the facts of its declaration
(:mod:`bot.platforms`) that the service and the output path read. Plain data, below both,
so that reading them ties neither to the platforms' registry."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class PlaceWords:
    """What a platform's places are called where the bot says where a game is: the whole
    chat a thread belongs to (a ``chat``; a Discord ``server``) and a thread of it (a
    Telegram forum ``topic``; a Discord ``channel``). Catalog words, in every language."""

    group: str = "chat"
    thread: str = "topic"


def usual_place_words(platform: str) -> PlaceWords:
    """The usual words, whatever the platform (a service built without the platforms'
    declarations: most tests and benchmarks)."""
    return PlaceWords()


@dataclass(frozen=True, slots=True)
class Limits:
    """A platform's sizes, declared with its platform (:mod:`bot.platforms`): the plan
    words every answer within them (:mod:`bot.output.plan`), its port and transport keep
    to them."""

    caption: int
    """Characters of a card's words (a picture's caption, an embed's description)."""
    text: int
    """Characters of one text of an answer (a port whose messages are shorter splits it)."""
    alert: int | None
    """Characters of the notice answering a press (``None``: none of its own, a message
    answers)."""
    buttons_per_row: int
    per_minute: int | None
    """Messages a busy chat takes a minute, edits included (``None``: no such limit)."""


NO_LIMITS = Limits(caption=sys.maxsize, text=sys.maxsize, alert=None,
                   buttons_per_row=sys.maxsize, per_minute=None)
"""A terminal's: it prints whatever it is given."""


def narrowest(limits: Iterable[Limits]) -> Limits:
    """The smallest of each of ``limits`` (none: :data:`NO_LIMITS`)."""
    found = list(limits)
    if not found:
        return NO_LIMITS
    alerts = [limit.alert for limit in found if limit.alert is not None]
    paced = [limit.per_minute for limit in found if limit.per_minute is not None]
    return Limits(
        caption=min(limit.caption for limit in found),
        text=min(limit.text for limit in found),
        alert=min(alerts) if alerts else None,
        buttons_per_row=min(limit.buttons_per_row for limit in found),
        per_minute=min(paced) if paced else None,
    )


@dataclass(frozen=True, slots=True)
class Capabilities:
    """What a platform can do, as the output path decides by it."""

    limits: Limits = field(default=NO_LIMITS)
    """Its sizes (:data:`NO_LIMITS`: none, a terminal's)."""
    edits: bool = True
    """A message can be edited in place (a terminal prints every card whole)."""
    queues: bool = False
    """Its transport queues what it sends and asks whether a send is still wanted at its
    turn (:data:`bot.output.port.Wanted`; Telegram's pace): a game's cards may be handed
    over at once, the queue drops the older. Otherwise the output path places a game's
    cards one at a time."""
    retires_replaced: bool = False
    """A card posted anew takes the buttons off the message it replaces."""
    ping: str | None = None
    """The catalog key of the ping after an edit (:class:`bot.output.port.Ping`;
    ``None``: no pings)."""
    drops_pings: bool = False
    """A ping is deleted when the next card of its game is shown."""
    thread_per_game: bool = False
    """A game that begins may get a thread of its own (:meth:`bot.output.port.Port.thread`)."""
    pictures: bool = True
    """A card shows its board's picture (else its words alone: no picture is drawn)."""
