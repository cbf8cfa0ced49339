"""A position under search, and the random games (playouts) that judge it.

``Sim`` is a board plus whose turn it is and the variants that change turn order or end
the game early (extra move, instant win, the side that moves alone after a STOP). It
moves by ``Board.place`` and so obeys every surrounding rule, houses included; it skips
``Game``'s bookkeeping, which search does not need.

A playout finishes a position with a fast policy, in this order of preference:

1. take a capture next to the last two moves (the largest);
2. save own dots: put a dot where the opponent would close a chain next to the last move;
3. answer locally: a random free neighbour of the last move (half of the time);
4. anything: a random playable point, never into the other side's house.

It stops when the field is full, the game ends, no sensible point is left, or after
``max_moves``; the score then decides.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from core.ai.fast import EMPTY, JOINS, View, capture_gain, mask_of
from core.board import Board
from core.color import Color
from core.game import Game
from core.regions import Area
from core.variant_board import VariantBoard

COLORS = (Color.BLUE, Color.BLUE, Color.RED)
"""Color by cell code (index 0 unused)."""


class Sim:
    """Board, side to move and the turn-order variants; cheap to copy."""

    __slots__ = ("alone", "board", "extra_move", "instant_win", "last", "masks", "over",
                 "prev", "to_move")

    def __init__(self, board: Board, to_move: int, extra_move: bool, instant_win: int,
                 last: int = 0, prev: int = 0,
                 masks: tuple[list[int], list[int], list[int]] | None = None,
                 alone: int = 0) -> None:
        self.board = board
        if masks is None:
            size = (board.width + 2) * (board.height + 2)
            blue, red = [0] * size, [0] * size
            stride = board.width + 2
            for y in range(1, board.height + 1):
                for i in range(y * stride + 1, y * stride + board.width + 1):
                    blue[i] = mask_of(board, i, 1)
                    red[i] = mask_of(board, i, 2)
            masks = ([], blue, red)
        self.masks = masks
        """By colour: each point's neighbourhood mask of that colour's dots in play
        (``fast.mask_of``), kept up to date move by move."""
        self.to_move = to_move
        self.alone = alone
        """The colour code of the side that moves alone (the other has STOPped,
        docs/rules.md §8.2), or 0."""
        self.extra_move = extra_move
        self.instant_win = instant_win
        self.over = board.empty_count == 0
        self.last = last  # index of the last move, 0 when none
        self.prev = prev  # the move before it

    @classmethod
    def from_game(cls, game: Game) -> Sim:
        stride = game.board.width + 2
        moves = game.moves
        last = moves[-1].y * stride + moves[-1].x if moves else 0
        prev = moves[-2].y * stride + moves[-2].x if len(moves) > 1 else 0
        rules = game.rules
        board = game.board.copy()
        if isinstance(board, VariantBoard):
            board.suicide = True  # a dot into a house is captured; the root keeps to legal ones
        alone = int(game.stopped.opponent) if game.stopped is not None else 0
        sim = cls(board, int(game.to_move), rules.extra_move, rules.instant_win, last, prev,
                  alone=alone)
        sim.over = game.is_over
        return sim

    def copy(self) -> Sim:
        masks = self.masks
        return Sim(self.board.copy(), self.to_move, self.extra_move, self.instant_win,
                   self.last, self.prev, ([], masks[1][:], masks[2][:]), self.alone)

    def play(self, i: int) -> None:
        """Put the mover's dot on index ``i`` and pass the turn as the rules say."""
        board = self.board
        c = self.to_move
        y, x = divmod(i, board.width + 2)
        result = board.place(x, y, COLORS[c])
        n, ne, e, se, s, sw, w, nw = board.offsets
        m = self.masks[c]
        m[i + n] |= 16  # seen from the north neighbour, the new dot is to the south
        m[i + ne] |= 32
        m[i + e] |= 64
        m[i + se] |= 128
        m[i + s] |= 1
        m[i + sw] |= 2
        m[i + w] |= 4
        m[i + nw] |= 8
        if result.areas:
            self._left_play(result.areas)
            if self.extra_move and any(area.owner == c for area in result.areas):
                c = 3 - c  # undone by the flip below: the mover goes again
            if self.instant_win and abs(self.lead()) >= self.instant_win:
                self.over = True
        self.to_move = self.alone or 3 - c
        self.prev = self.last
        self.last = i
        if board.empty_count == 0:
            self.over = True

    def _left_play(self, areas: tuple[Area, ...]) -> None:
        """Clear the mask bits of dots that an area took out of play."""
        offsets = self.board.offsets
        blue, red = self.masks[1], self.masks[2]
        for area in areas:
            for p in area.indices:
                for k, d in enumerate(offsets):
                    bit = ~(1 << ((k + 4) & 7))
                    blue[p + d] &= bit
                    red[p + d] &= bit

    def lead(self) -> int:
        """Blue's score minus Red's."""
        board = self.board
        return board.score(Color.BLUE) - board.score(Color.RED)


def playout(sim: Sim, view: View, rng: Random, max_moves: int, limit: int,
            moves: list[int], colors: list[int]) -> None:
    """Finish ``sim`` in place with the fast policy, recording every move and its colour."""
    cells = sim.board.cells
    house_ids = sim.board.house_ids
    order = view.points[:]  # shuffled as it is drawn from: order[:drawn] are drawn
    n = len(order)
    drawn = 0
    random = rng.random
    for _ in range(max_moves):
        if sim.over:
            return
        c = sim.to_move
        choice = local_move(sim, view, random, limit) if sim.last else 0
        if not choice:  # 4. anything: the next point of the shuffle that is sensible
            enemy_house = house_ids[3 - c]
            while drawn < n:
                j = drawn + int(random() * (n - drawn))
                t = order[j]
                order[j] = order[drawn]
                order[drawn] = t
                drawn += 1
                if cells[t] == EMPTY and not enemy_house[t]:
                    choice = t
                    break
            if not choice:
                return
        moves.append(choice)
        colors.append(c)
        sim.play(choice)


def local_move(sim: Sim, view: View, random: Callable[[], float], limit: int) -> int:
    """Steps 1 to 3 of the playout policy, next to the last moves (``sim.last`` is set):
    the largest capture, a dot that saves own dots, or half of the time a random free
    neighbour of the last move; 0 when none of them gives a move."""
    board = sim.board
    cells = board.cells
    neighbours = view.neighbours
    c = sim.to_move
    e = 3 - c
    local = [t for t in neighbours[sim.last] if cells[t] == EMPTY]
    near = local
    if sim.prev:
        near = local + [t for t in neighbours[sim.prev] if cells[t] == EMPTY]
    best = choice = 0
    mine = sim.masks[c]
    for t in near:
        m = mine[t]
        if JOINS[m]:
            gain = capture_gain(board, t, c, limit, m)
            if gain > best:
                best = gain
                choice = t
    if choice:
        return choice
    enemy_house = board.house_ids[e]
    theirs = sim.masks[e]
    for t in local:
        m = theirs[t]
        if JOINS[m] and not enemy_house[t] and capture_gain(board, t, e, limit, m):
            return t
    if local and random() < 0.5:
        t = local[int(random() * len(local))]
        if not enemy_house[t]:
            return t
    return 0
