"""Territory's forms in SGF (docs/rules.md §8.7.2): dots with realms, realm-only moves and
the agreed end, read and written for ``core.sgf``.

* ``B[xy.chain.chain]`` is a dot and the realms with those borders; a chain lists its
  points and closes on the first (``bc.bcabbacbbc``).
* ``B[.chain]`` draws realms without a dot: at a full field, the last realms of the side
  that did not put the last dot (LastSafe=0).
* A move-less node ``TB[.chain…]TW[.chain…]`` holds each side's final realms at an agreed
  end; the game is then counted as docs/rules.md §8.1.3 says.

A chain that is no border (a single point, a link that is no link, a point with no dot of
the mover in play) is refused with an ``SgfError`` that names the node.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from core.color import Color
from core.errors import DotsError, SgfError
from core.game import Game
from core.geometry import Point
from core.realms import Border
from core.territory import EncloseBorder, TerritoryMove

FINAL_KEYS = {"TB": Color.BLUE, "TW": Color.RED}
"""The properties of an agreed end's final realms, by colour."""

PointReader = Callable[[str, str], Point]
"""Reads two letters as a point of the field (``where`` names the node for errors)."""


def chain_text(border: Sequence[Point], letter: Callable[[Point], str]) -> str:
    """A border written as a closed chain: its points, then the first again."""
    return "".join(letter(point) for point in (*border, border[0]))


def move_text(dot: Point | None, borders: Sequence[Border],
              letter: Callable[[Point], str]) -> str:
    """A move's value: the dot (or nothing) and ``.chain`` for each realm."""
    head = letter(dot) if dot is not None else ""
    return head + "".join("." + chain_text(border, letter) for border in borders)


def read_move(value: str, read_point: PointReader, where: str) -> TerritoryMove:
    """A move's value as a Territory move: the dot (``None`` when the value starts with a
    dot) and a border for each chain."""
    dot_text, *chains = value.split(".")
    dot = read_point(dot_text, where) if dot_text else None
    borders = read_chains(chains, read_point, where)
    return TerritoryMove(dot, tuple(EncloseBorder(border) for border in borders))


def read_chains(chains: Sequence[str], read_point: PointReader, where: str) -> list[Border]:
    """The borders the chains list, the closing point left out; a chain of fewer than
    two points is refused."""
    borders = []
    for chain in chains:
        if len(chain) % 2 or len(chain) < 4:
            raise SgfError(f"SGF: bad chain {chain!r} in {where}")
        points = [read_point(chain[i : i + 2], where) for i in range(0, len(chain), 2)]
        if len(points) > 1 and points[0] == points[-1]:
            points.pop()
        borders.append(tuple(points))
    return borders


def play_move(game: Game, color: Color, move: TerritoryMove, where: str) -> None:
    """Play a Territory move read from a record, or refuse it naming the node."""
    try:
        game.play_territory(move, color)
    except DotsError as exc:
        raise SgfError(f"SGF: illegal move in {where}: {exc}") from None


def final_realms(
    node: Sequence[tuple[str, list[str]]], read_point: PointReader, where: str
) -> dict[Color, tuple[Border, ...]]:
    """An agreed end's node: each side's final realms (``TB``, ``TW``)."""
    final: dict[Color, tuple[Border, ...]] = {}
    for key, values in node:
        if key in FINAL_KEYS:
            chains = [chain for value in values for chain in value.split(".") if chain]
            final[FINAL_KEYS[key]] = tuple(read_chains(chains, read_point, where))
    return final


def agree_end(game: Game, final: dict[Color, tuple[Border, ...]], where: str) -> None:
    """End ``game`` by agreement with the record's final realms, or refuse them."""
    try:
        game.agree_end(final)
    except DotsError as exc:
        raise SgfError(f"SGF: bad final realms in {where}: {exc}") from None
