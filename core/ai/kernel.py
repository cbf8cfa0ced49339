"""The compiled playout kernel, when it is built (``core.ai._kernel``, from ``kernel/``).

``pip install`` compiles it; where that was not possible, ``load()`` returns ``None``,
the search runs in pure Python (about a hundred times fewer playouts a second) and the
log says so once. ``position_of(game)`` replays a game into the kernel's own board: the
rules core stays the referee, and the tests replay random games in both, move by move.
"""

from __future__ import annotations

import logging
from types import ModuleType
from typing import Any

from core.game import Game

log = logging.getLogger(__name__)

_loaded: list[ModuleType | None] = []


def load() -> ModuleType | None:
    """The kernel module, or ``None`` (logged once) when it was not built."""
    if not _loaded:
        try:
            from core.ai import _kernel  # type: ignore[attr-defined]
        except ImportError:
            log.warning("the compiled playout kernel is missing: the computer player runs "
                        "in pure Python and plays weaker (reinstall with a C compiler)")
            _loaded.append(None)
        else:
            _loaded.append(_kernel)
    return _loaded[0]


def position_of(game: Game) -> Any:
    """The game's position on the kernel's board, with turn and last moves; the kernel
    must be loaded."""
    kernel = load()
    assert kernel is not None, "the kernel is not built"
    rules = game.rules
    stride = rules.width + 2
    position = kernel.Position(rules.width, rules.height, rules.score_transfer,
                               rules.extra_move, rules.instant_win)
    for x, y, color in game.setup:
        position.place(y * stride + x, int(color))
    moves = game.moves
    for move in moves:
        position.place(move.y * stride + move.x, int(move.color))
    last = moves[-1].y * stride + moves[-1].x if moves else 0
    prev = moves[-2].y * stride + moves[-2].x if len(moves) > 1 else 0
    position.set_turn(int(game.to_move), last, prev, game.is_over)
    return position
