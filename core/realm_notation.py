"""Territory's moves as players type them (docs/rules.md §8.1.2).

* ``20-17``: place only.
* ``20-17!``: place and draw every minimal realm the dot completes.
* ``20-17!21-16``: place and draw the pool of the enemy dot 21-16; targets repeat
  (``20-17!21-16!30-4``).
* ``20-17=19-16 18-17 19-18``: place and draw the realm with this border, in order; the
  closing link is implied and repeating the first point is allowed; spaces or commas
  separate the points (``x-y`` only); more realms: ``…=…=…``.
* The same forms without the leading point draw realms without a dot (``!21-16``).

:func:`parse_territory_move` reads them into a :class:`~core.territory.TerritoryMove`;
bad syntax or a point off the field is refused (item 1), the rest is the referee's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from core.color import Color
from core.errors import InvalidMoveError, OffFieldError
from core.game import Game
from core.geometry import Point
from core.notation import format_point, parse_point, plain
from core.realms import Border
from core.territory import (
    EncloseAll,
    EncloseBorder,
    EnclosePool,
    Enclosure,
    TerritoryMove,
)

_LISTED = re.compile(r"^\s*([0-9]{1,3})-([0-9]{1,3})\s*$")
_SEGMENT = re.compile(r"([!=])([^!=]*)")


def is_territory_move(text: str) -> bool:
    """Does ``text`` announce an enclosure (``!`` or ``=``)?"""
    return "!" in text or "=" in text


def parse_territory_move(text: str, width: int, height: int) -> TerritoryMove:
    """Read a Territory move in the chat form of docs/rules.md §8.1.2."""
    cleaned = plain(text)
    cut = min((i for i in (cleaned.find("!"), cleaned.find("=")) if i >= 0), default=-1)
    head, tail = (cleaned, "") if cut < 0 else (cleaned[:cut], cleaned[cut:])
    dot = parse_point(head, width, height) if head.strip() else None
    enclosures: list[Enclosure] = []
    position = 0
    for match in _SEGMENT.finditer(tail):
        if match.start() != position:
            raise InvalidMoveError(f"not a Territory move: {text!r}")
        position = match.end()
        mark, body = match.group(1), match.group(2).strip()
        if mark == "!":
            enclosures.append(
                EnclosePool(parse_point(body, width, height)) if body else EncloseAll()
            )
        else:
            enclosures.append(EncloseBorder(_border(body, width, height, text)))
    if position != len(tail) or (dot is None and not enclosures):
        raise InvalidMoveError(f"not a Territory move: {text!r}")
    return TerritoryMove(dot, tuple(enclosures))


def _border(body: str, width: int, height: int, text: str) -> tuple[Point, ...]:
    """The points of a listed border: ``x-y`` each, spaces or commas between."""
    points = []
    for item in re.split(r"[\s,]+", body):
        if not item:
            continue
        match = _LISTED.match(item)
        if match is None:
            raise InvalidMoveError(f"not a point of a border: {item!r} in {text!r}")
        x, y = int(match.group(1)), int(match.group(2))
        if not (1 <= x <= width and 1 <= y <= height):
            raise OffFieldError(f"point off the {width}x{height} field: {item!r}")
        points.append((x, y))
    if not points:
        raise InvalidMoveError(f"a border without points in {text!r}")
    return tuple(points)


def format_territory_move(move: TerritoryMove) -> str:
    """A Territory move written in the chat form (a listed border for each realm)."""
    head = format_point(move.dot) if move.dot is not None else ""
    parts = []
    for enclosure in move.enclosures:
        if isinstance(enclosure, EncloseAll):
            parts.append("!")
        elif isinstance(enclosure, EnclosePool):
            parts.append("!" + format_point(enclosure.target))
        else:
            parts.append("=" + " ".join(format_point(p) for p in enclosure.border))
    return head + "".join(parts)


def listed_realms(borders: Sequence[Sequence[Point]]) -> str:
    """Realms written as listed borders after a dot (``=2-1 1-2 2-3 3-2``; empty for
    none): how a Territory move's realms are stored beside its dot."""
    return "".join("=" + " ".join(format_point(p) for p in border) for border in borders)


class ChainFormError(InvalidMoveError):
    """A free contour's move in another form than a dot and listed borders (``!`` is
    Territory's, docs/rules.md §8.3)."""

    code = "chain_form"


def parse_chosen_chains(text: str, width: int, height: int) -> tuple[Point, tuple[Border, ...]]:
    """A free contour's move (docs/rules.md §8.3, in the notation of docs/rules.md §8.1.2):
    the dot and the chains listed after ``=``, each through it (``20-17=19-16 18-17 19-18``)."""
    move = parse_territory_move(text, width, height)
    chains = tuple(e.border for e in move.enclosures if isinstance(e, EncloseBorder))
    if move.dot is None or len(chains) != len(move.enclosures):
        raise ChainFormError(f"a free contour lists its chains after '=': {text!r}")
    return move.dot, chains


def play_written(game: Game, x: int, y: int, color: Color, realms: str = "") -> None:
    """Play a stored move: the dot, and in Territory the realms ``listed_realms`` wrote
    (with free contour, the chains chosen)."""
    if not realms:
        game.play(x, y, color)
        return
    text, rules = f"{x}-{y}{realms}", game.rules
    if rules.territory:
        game.play_territory(parse_territory_move(text, rules.width, rules.height), color)
    else:
        _, chains = parse_chosen_chains(text, rules.width, rules.height)
        game.play(x, y, color, borders=chains)
