"""Cheap, read-only looks into a board's flat arrays, for search.

The computer player asks the same few questions millions of times: which points are
playable, which neighbours does a point have, would a dot here close a chain, is this
point inside a house. ``Board`` answers them through its public API at the price of
coordinate checks and objects; here they are answered on the board's padded cell list
(see ``core.geometry``) without changing anything. Only ``Board.place`` and
``Board.copy`` ever modify a board.

A point is a flat index ``y * stride + x`` as in ``core.geometry``.
"""

from __future__ import annotations

from core.board import _ARCS, _GAPS, EDGE, EMPTY, Board, neighbour_mask
from core.color import Color

__all__ = ["EDGE", "EMPTY", "View"]


class View:
    """Index arithmetic and read-only questions for one board (and its copies)."""

    __slots__ = ("diag", "height", "neighbours", "offsets", "orth", "points", "size",
                 "stride", "width")

    def __init__(self, board: Board) -> None:
        self.width = board.width
        self.height = board.height
        stride = board.width + 2
        self.stride = stride
        self.size = stride * (board.height + 2)
        self.offsets: tuple[int, ...] = tuple(board._offsets)
        self.orth = (1, -1, stride, -stride)
        self.diag = (stride + 1, stride - 1, 1 - stride, -1 - stride)
        self.points = [
            y * stride + x for y in range(1, board.height + 1) for x in range(1, board.width + 1)
        ]
        on_field = set(self.points)
        self.neighbours: list[tuple[int, ...]] = [
            tuple(i + d for d in self.offsets if i + d in on_field) if i in on_field else ()
            for i in range(self.size)
        ]

    def index(self, x: int, y: int) -> int:
        return y * self.stride + x

    def xy(self, index: int) -> tuple[int, int]:
        y, x = divmod(index, self.stride)
        return x, y

    def distance(self, a: int, b: int) -> int:
        """Chebyshev distance: how many king steps apart."""
        ay, ax = divmod(a, self.stride)
        by, bx = divmod(b, self.stride)
        return max(abs(ax - bx), abs(ay - by))

    def edge_distance(self, i: int) -> int:
        """0 on the first line, 1 on the second, ..."""
        y, x = divmod(i, self.stride)
        return min(x - 1, y - 1, self.width - x, self.height - y)


def playable(board: Board) -> list[int]:
    """Every playable point, in index order."""
    cells = board._cells
    return [i for i, cell in enumerate(cells) if cell == EMPTY]


def in_enemy_house(board: Board, i: int, color: int) -> bool:
    """Would a ``color`` dot at ``i`` be put into the other side's standing house?"""
    enemy = 3 - color
    if not board._house_of[enemy][i]:
        return False
    return board._inside_house(i, enemy)  # as the rules decide it, broken walls too


def in_own_house(board: Board, i: int, color: int) -> bool:
    hid = board._house_of[color][i]
    return bool(hid) and board._house_stands(board._houses[hid])


def _root(links: list[int], i: int) -> int:
    while links[i] != i:
        i = links[i]
    return i


def mask_of(board: Board, q: int, color: int) -> int:
    """Which of the eight neighbours of ``q`` hold ``color``'s dots in play (N bit 0,
    then clockwise), as ``core.board`` numbers them."""
    return neighbour_mask(board._cells, board._offsets, q, color)


SMALL_FILL = 8
RUNNING, CLOSED, OPEN, BIG = 0, 1, 2, 3

JOINS = tuple(len(arcs) >= 2 for arcs in _ARCS)
"""By neighbourhood mask: does a dot there join two or more runs of own dots (the first
condition for closing a chain)?"""


def capture_gain(board: Board, q: int, color: int, limit: int, mask: int = -1) -> int:
    """About how many enemy dots a ``color`` dot at ``q`` would surround; 0 for none.

    Each side of the new dot is flood-filled (4-connected, through anything but the
    mover's dots in play) up to ``limit`` points; a side that reaches the border or
    grows past ``limit`` counts as the outside. Enemy dots in play inside enclosed sides
    are counted. Exact for captures smaller than ``limit`` that transfer nothing; for
    the exact figure play the move on a copy. ``mask`` saves recomputing ``mask_of``.
    """
    if mask < 0:
        mask = mask_of(board, q, color)
    arcs = _ARCS[mask]
    if len(arcs) < 2:
        return 0
    cells = board._cells
    offsets = board._offsets
    c = color
    links = board._links
    roots = {_root(links, q + offsets[bit]) for bit in arcs}
    if len(roots) == len(arcs):
        return 0
    enemy = 3 - c
    stride = board.width + 2
    steps = (1, -1, stride, -stride)
    owner: dict[int, int] = {q: -1}
    gaps = _GAPS[mask]
    queues: list[list[int]] = []
    heads = [0] * len(gaps)
    found = [0] * len(gaps)
    state = [OPEN] * len(gaps)
    for k, bit in enumerate(gaps):
        start = q + offsets[bit]
        queues.append([start])
        if start in owner or cells[start] == EDGE:
            continue
        owner[start] = k
        found[k] = int(cells[start] == enemy)
        state[k] = RUNNING
    # First a small budget per side: a pocket resolves at once, the outside does not.
    # Only when no side closed are the big sides walked further, up to ``limit``.
    for budget in (min(SMALL_FILL, limit), limit):
        for k in range(len(gaps)):
            if state[k] != RUNNING:
                continue
            queue = queues[k]
            head = heads[k]
            outcome = RUNNING
            while head < len(queue):
                if len(queue) > budget:
                    outcome = BIG
                    break
                p = queue[head]
                head += 1
                for d in steps:
                    t = p + d
                    cell = cells[t]
                    if cell == c:
                        continue
                    o = owner.get(t)
                    if o is not None:
                        if o != k and o >= 0:
                            outcome = OPEN  # met another side: one big region
                            break
                        continue
                    if cell == EDGE:
                        outcome = OPEN
                        break
                    owner[t] = k
                    queue.append(t)
                    if cell == enemy:
                        found[k] += 1
                if outcome == OPEN:
                    break
            heads[k] = head
            state[k] = CLOSED if outcome == RUNNING else outcome
        if CLOSED in state:
            break
        for k in range(len(gaps)):
            if state[k] == BIG:
                state[k] = RUNNING
    total = 0
    for k in range(len(gaps)):
        if state[k] == CLOSED:
            total += found[k]
    return total


def may_close(board: Board, q: int, color: int) -> bool:
    """Could a ``color`` dot at ``q`` close a chain? The board's own cheap test.

    False is certain (the dot joins fewer than two runs of one group); True is only a
    chance, to be confirmed by a fill or a trial move.
    """
    mask = mask_of(board, q, color)
    arcs = _ARCS[mask]
    if len(arcs) < 2:
        return False
    links = board._links
    offsets = board._offsets
    roots = {_root(links, q + offsets[bit]) for bit in arcs}
    return len(roots) < len(arcs)


def exact_gain(board: Board, q: int, color: int) -> int:
    """How much ``color``'s lead grows if it plays ``q``: dots won, or lost (negative)
    when the dot is put into the other side's house."""
    if not may_close(board, q, color) and not in_enemy_house(board, q, color):
        return 0
    me, other = Color(color), Color(3 - color)
    trial = board.copy()
    before = trial.score(me) - trial.score(other)
    y, x = divmod(q, board.width + 2)
    trial.place(x, y, me)
    return trial.score(me) - trial.score(other) - before
