"""Playing a game: its commands, one small frozen dataclass per request (all of them:
:mod:`bot.service.commands`)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.service.command_kinds import AnnouncedGameRequest, GameRequest
from core import Point


@dataclass(frozen=True, slots=True)
class ListGames:
    pass


@dataclass(frozen=True, slots=True)
class Move:
    """A point as the player wrote it (read once, against the game's field) or tapped."""

    point: str | Point
    game: int | None = None
    ply: int | None = None
    """Only if the game is still at this ply (a picker's button, drawn then)."""
    announced: bool = False
    """Nobody waits in the chat for the answer (a move from the web board): the change is
    announced to the game's chat through the outbox."""
    enclose: bool | None = False
    """Territory, a tapped point (docs/rules.md §8.1.2): place only (False), place and draw
    every realm the dot completes (True, as ``20-17!``), or ``None`` (the picker's tap):
    ask which when the dot would complete a realm, else place."""
    borders: tuple[tuple[Point, ...], ...] = ()
    """A tapped point with the borders tapped after it, each a chain of the mover's dots
    in order: Territory's realms drawn (as ``20-17=…``), or a free contour's chains
    through the dot (docs/rules.md §8.3)."""


class ProposeEnd(AnnouncedGameRequest):
    """``/end``: in Territory, propose to end the game by the count (docs/rules.md §8.1.3), or
    agree to the other player's proposal."""


@dataclass(frozen=True, slots=True)
class Resign(AnnouncedGameRequest):
    """``/resign``: asks first, ``/resign confirm`` (or the button) resigns."""

    confirmed: bool = False
    asker: int | None = None
    """"Yes, resign" pressed: the colour of the player it was shown to (only they may)."""


class OfferDraw(AnnouncedGameRequest):
    """``/draw``: offer a draw, or accept the opponent's standing offer."""


class DeclineDraw(AnnouncedGameRequest):
    """``/decline_draw``: decline the opponent's draw offer."""


@dataclass(frozen=True, slots=True)
class Ground(GameRequest):
    """``/ground``: asks first, saying how it would end; confirmed, the game ends and is
    counted (docs/rules.md §8.2–§8.4)."""

    confirmed: bool = False
    asker: int | None = None
    """"Yes, ground" pressed: the colour of the player it was shown to (only they may)."""


@dataclass(frozen=True, slots=True)
class Stop(AnnouncedGameRequest):
    """``/stop`` (docs/rules.md §8.2): instead of a move, place no more dots; the other side
    plays on alone. Unconfirmed, only asked first (it cannot be taken back)."""

    confirmed: bool = False
    asker: int | None = None
    """"Yes, STOP" pressed: the colour of the player it was shown to (only they may)."""


class AutoEnd(AnnouncedGameRequest):
    """``/auto`` after the other's STOP (docs/rules.md §8.2): end the game as the stopper's
    grounding would count it (section 7's computation), without placing the dots."""


class Abort(GameRequest):
    """``/abort``: drop a game without a result before both players have moved."""


class ShowBoard(GameRequest):
    """``/board``: show a game (anyone in the chat may)."""


@dataclass(frozen=True, slots=True)
class OpenPicker:
    """The move picker: the sectors, or the points of one sector (or of one part of it),
    as the button drawn at ``ply`` asks."""

    game: int
    ply: int | None = None
    sector: int | None = None
    part: int | None = None


@dataclass(frozen=True, slots=True)
class NameTopic:
    """The platform says the topic the command is run in is called ``name`` (made or
    renamed): a game there is pointed to by it when asked for elsewhere."""

    name: str


@dataclass(frozen=True, slots=True)
class ShowAgain:
    """An update stored already arrived again: the card to show now, if any.
    ``carrier`` names the update where its webhook answer could carry a card."""

    carrier: str | None = None
