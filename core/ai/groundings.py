"""Hard's root reading of groundings (§8.4), on the kernel's positions.

A side ahead whose dots all reach the edge ends the game by grounding and wins. The tree
sees that where it is (``SearchConfig.grounding``), but one dot that joins a group to the
edge is among a thousand moves on 39×32, and the tree rarely tries it two plies down. So
the root looks for those dots directly: the opponent's *setups*, points where its dot
leaves it a grounding that wins while the engine has no capture to answer. A root move
that leaves a setup open (or the opponent's winning grounding as it stands) loses the
game; the search then starts it behind (``kernel.run_search``), as it does moves that
leave dots hanging.

Only a capture changes the score or takes a side's grounded dots, so a move that
captures nothing stops a setup only by taking its point.
"""

from __future__ import annotations

from typing import Any


def wins_by_grounding(position: Any, color: int, transfer: bool) -> bool:
    """Would ``color`` win by declaring grounding in ``position`` now?"""
    blue, red = position.state()[:2]
    scores: dict[int, int] = {1: blue, 2: red}
    own_lost, captured_lost = position.grounding(color)
    mine = scores[color] - (captured_lost if transfer else 0)
    return bool(mine > scores[3 - color] + int(own_lost))


def has_capture(position: Any, color: int) -> bool:
    """Has ``color`` a dot that surrounds enemy dots now?"""
    limit = len(position.cells())
    return any(position.capture_gain(q, color, limit) > 0 for q in _free(position))


def setups(position: Any, color: int, transfer: bool, stride: int) -> set[int] | None:
    """The free points where a dot of ``color`` leaves it a winning grounding that the
    other side cannot answer with a capture; None when ``color`` wins by grounding now."""
    if wins_by_grounding(position, color, transfer):
        return None
    blue, red = position.state()[:2]
    ahead = (blue > red) if color == 1 else (red > blue)
    limit = len(position.cells())
    found = set()
    for q in _next_to(position, color, stride):
        if not ahead and position.capture_gain(q, color, limit) <= 0:
            continue  # a side not ahead wins by grounding only after a capture
        after = position.copy()
        after.place(q, color)
        if wins_by_grounding(after, color, transfer) and not has_capture(after, 3 - color):
            found.add(q)
    return found


def grounding_losses(position: Any, points: list[int], transfer: bool, stride: int,
                     stake: int) -> dict[int, int]:
    """−``stake`` for each root point (the side to move's) that leaves the opponent a
    winning grounding: its grounding as it stands, or a setup the move neither takes nor
    breaks with a capture. Empty when the opponent has none, or when no move helps."""
    me = position.state()[3]
    enemy = 3 - me
    open_setups = setups(position, enemy, transfer, stride)
    if open_setups is not None and not open_setups:
        return {}
    scores = position.state()[:2]
    losing = {}
    for p in points:
        after = position.copy()
        after.play(p)
        if after.state()[:2] != scores:  # a capture: read the grounding afresh
            left = setups(after, enemy, transfer, stride)
            lost = left is None or bool(left)
        else:
            lost = open_setups is None or bool(open_setups - {p})
        if lost:
            losing[p] = -stake
    return {} if len(losing) == len(points) else losing


def _free(position: Any) -> list[int]:
    return [i for i, cell in enumerate(position.cells()) if cell == 0]


def _next_to(position: Any, color: int, stride: int) -> list[int]:
    """Free points with a dot of ``color`` among their eight neighbours: a dot that joins
    a group to the edge or to other grounded dots stands there."""
    cells = position.cells()
    steps = (1, -1, stride, -stride, stride + 1, stride - 1, -stride + 1, -stride - 1)
    return [q for q, cell in enumerate(cells)
            if cell == 0 and any(cells[q + d] == color for d in steps)]
