"""zagram's STOP in SGF (docs/rules.md §8.2, §8.7.2): the comment ``C[W pressed STOP]`` on
the node before the stopper's turn, read and written for ``core.sgf``."""

from __future__ import annotations

import re

from core.color import Color
from core.errors import DotsError, SgfError
from core.game import Game
from core.rules import Rules

_STOP = re.compile(r"\b([BW]) pressed STOP\b")
"""zagram's comment on the node before the stopper's turn (docs/rules.md §8.7.2)."""
_COLOR_OF = {"B": Color.BLUE, "W": Color.RED}
Node = list[tuple[str, list[str]]]


def stop_said(node: Node) -> Color | None:
    """The side whose STOP this node's comment announces, if it does."""
    for key, values in node:
        found = _STOP.search(values[0]) if key == "C" else None
        if found:
            return _COLOR_OF[found[1]]
    return None


def without_stop(node: Node) -> Node:
    """The node without its STOP sentence (the game keeps the STOP, and writes it again)."""
    kept: Node = []
    for key, values in node:
        if key == "C":
            said = _STOP.sub("", values[0]).strip()
            if not said:
                continue
            values = [said]
        kept.append((key, values))
    return kept


def stop_at(game: Game, node: Node, where: str) -> None:
    stopper = stop_said(node)
    if stopper is not None:
        try:
            game.stop(stopper)
        except DotsError as exc:
            raise SgfError(f"SGF: a STOP that cannot be in {where}: {exc}") from None


def rules_with_stop(rules: Rules) -> Rules:
    try:
        return Rules(**{**rules.to_dict(), "stop": True})
    except DotsError as exc:
        raise SgfError(f"SGF: a STOP in a game whose rules have none: {exc}") from None
