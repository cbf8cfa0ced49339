"""Monte Carlo tree search with RAVE and heuristic priors.

Each iteration walks down the tree by a UCT rule blended with all-moves-as-first (RAVE)
statistics and a prior bonus that fades with visits, adds one node, finishes the game
with a playout (``core.ai.sim``) and backs the result up. A result is mostly
win/draw/loss, plus a small share for the score margin, so that a won (or lost) game is
still played for points instead of aimlessly.

The search stops at a playout budget, a deadline, or earlier when the most visited move
can no longer be caught in the time left. With a playout budget and no deadline the search
is fully deterministic for a given seed; with a deadline it depends on the machine's speed.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from random import Random
from typing import Literal

from core.ai.fast import View
from core.ai.policy import candidates, normalized, priors
from core.ai.sim import Sim, playout
from core.ai.tactics import threat_adjust

Playouts = Literal["heavy", "light", "local", "shaped"]


@dataclass(frozen=True)
class SearchConfig:
    playout_moves: int = 10_000
    """A playout stops after this many moves and the score decides."""
    fill_limit: int = 64
    """Largest enclosure the playouts and priors recognise as a capture."""
    exploration: float = 0.05
    prior_weight: float = 1.0
    rave_bias: float = 0.02
    margin_share: float = 0.1
    margin_scale: float = 4.0
    margin_from_root: bool = False
    """The compiled kernel's margin counts the dots won or lost since the root, not the
    lead: where a side is far ahead or behind every playout ends the same way, and only
    the margin still tells the moves apart."""
    expand_at: int = 1
    """The compiled kernel's tree gives a leaf its children once the leaf has been visited
    this often (the pure-Python tree at its second visit): fewer, better-founded nodes,
    fewer priors to read, and a shorter walk down the tree for each playout."""
    rave_until: int = 0
    """In the compiled kernel's tree a node's children stop learning RAVE (all moves as
    first) once the node has more visits than this; 0 never. RAVE speaks for a child
    while it has few visits of its own: the children of a node visited thousands of times
    have them, or have a RAVE value learnt over those thousands."""
    upgrade_at: int = 0
    """A node visited this often gets the root's careful priors (exact captures and
    two-move threats) for its children; 0 never. Long searches reach more such nodes,
    so extra time buys better knowledge below the root as well as more playouts."""
    playouts: Playouts = "heavy"
    """The compiled kernel's playout policy (``kernel.PLAYOUT_POLICIES``): ``heavy`` looks
    for captures around the last two moves and plays next to the last one half of the
    time; ``light`` plays uniformly random moves, several times more a second; ``local``
    plays next to the last move half of the time, else at random. The pure-Python
    search always plays its heavy policy."""
    reach: int = 0
    """The compiled kernel's light and local playouts play only the points within this
    many king steps of the dots in play when the playout starts; 0 the whole field. The
    pure-Python search always plays the whole field."""
    recent: int = 0
    """With a reach: the reach counts from the points of the game's last ``recent`` moves
    and the playout's moves in the tree, not from every dot in play; 0 every dot."""
    max_nodes: int = 1 << 23
    """The compiled kernel's tree grows to at most this many nodes (32 bytes each: 256 MiB,
    about 2.5 s of search on 39×32); then its playouts start from its leaves, and a long
    think on a big field cannot take all the memory. The pure-Python tree stays small."""
    enclosures: int = 0
    """With the kernel: the root reads enclosures of at least this many dots three plies
    deep (``kernel.enclosure_reading``) and counts them in its moves' material; 0 not."""
    small_enclosures: int = 0
    """Where that reading changes nothing, the root reads enclosures of at least this many
    dots the same way; 0 not."""
    setups: int = 0
    """With the kernel, where the opponent has no such enclosure standing: the root reads
    its setups of enclosures of at least this many dots five plies deep
    (``kernel.setup_reading``); 0 not."""
    setup_answers: bool = False
    """With ``setups``, where the opponent has such an enclosure standing: the root reads
    the setups each answer to it leaves (``kernel.setup_reading``)."""
    setup_depth: int = 0
    """With ``setups``: an answer that leaves no threat is read for the setups near it that
    build one again, so many times one inside another (``Position.setup_losses``; at most
    2)."""
    grounding: bool = False
    """With the kernel: a tree node whose side to move can win at once by declaring
    grounding (§8.4) ends the game there with that score, where the playouts (which never
    ground) would play on. The pure-Python search does not read it."""


@dataclass
class MoveStats:
    """What the search found out about one move at the root. ``visits`` and ``value``
    include what a kept tree learnt before this search (the kernel's re-rooting); the
    wins, draws and losses count only this search's playouts, so shares of them are taken
    over ``tallied``, never over ``visits``."""

    index: int
    visits: int
    value: float
    wins: int
    draws: int
    losses: int
    prior: float

    @property
    def tallied(self) -> int:
        """This search's playouts through the move (those its wins, draws, losses count)."""
        return self.wins + self.draws + self.losses


@dataclass
class SearchResult:
    playouts: int
    moves: list[MoveStats] = field(default_factory=list)
    """Root moves, most visited first."""
    material: dict[int, int] = field(default_factory=dict)
    """By root move, when read: dots won now minus the most the opponent wins next."""


class Node:
    __slots__ = ("children", "move", "n", "player", "prior", "rn", "rw", "upgraded", "w")

    def __init__(self, move: int, player: int, prior: float) -> None:
        self.move = move
        self.player = player  # who made ``move``
        self.prior = prior
        self.n = 0
        self.w = 0.0
        self.rn = 0
        self.rw = 0.0
        self.children: list[Node] | None = None
        self.upgraded = False


class Search:
    """One search from one position."""

    def __init__(self, root: Sim, rng: Random, config: SearchConfig,
                 root_points: Sequence[int] | None = None,
                 root_priors: Sequence[float] | None = None) -> None:
        self.root_sim = root
        self.view = View(root.board)
        self.rng = rng
        self.config = config
        self.root = Node(0, 3 - root.to_move, 1.0)
        self.root.upgraded = True  # the caller's priors are the careful ones
        points = list(root_points) if root_points is not None else candidates(root, self.view)
        weights = (list(root_priors) if root_priors is not None
                   else priors(root, self.view, points, config.fill_limit, exact=False))
        self.root.children = [
            Node(i, root.to_move, w) for i, w in zip(points, weights, strict=True)
        ]
        self.wdl: dict[int, list[int]] = {i: [0, 0, 0] for i in points}
        self.playouts = 0
        self._values: dict[int, tuple[float, float]] = {}

    # ---------------------------------------------------------------- running
    def run(self, max_playouts: int | None, deadline: float | None,
            clock: Callable[[], float]) -> SearchResult:
        if not self.root.children:
            return self.result()
        if len(self.root.children) == 1:
            self.iterate()
            return self.result()
        start = clock()
        while True:
            if max_playouts is not None and self.playouts >= max_playouts:
                break
            self.iterate()
            if deadline is not None:
                now = clock()
                if now >= deadline:
                    break
                if self.playouts % 16 == 0 and self.playouts >= 64 and self._decided(
                    now - start, deadline - now, max_playouts
                ):
                    break
        return self.result()

    def _decided(self, spent: float, left: float, max_playouts: int | None) -> bool:
        """Can the runner-up still overtake the most visited move in the time left?"""
        rate = self.playouts / max(spent, 1e-9)
        remaining = rate * left
        if max_playouts is not None:
            remaining = min(remaining, max_playouts - self.playouts)
        children = self.root.children or []
        visits = sorted((ch.n for ch in children), reverse=True)
        return len(visits) > 1 and visits[0] - visits[1] > remaining

    def iterate(self) -> None:
        config = self.config
        sim = self.root_sim.copy()
        node = self.root
        path = [node]
        moves: list[int] = []
        colors: list[int] = []
        while node.children is not None and not sim.over:
            if not node.children:
                break
            if not node.upgraded and config.upgrade_at and node.n >= config.upgrade_at:
                self.upgrade(node, sim)
            child = self.select(node)
            moves.append(child.move)
            colors.append(sim.to_move)
            sim.play(child.move)
            node = child
            path.append(node)
            if node.children is None and node.n >= 1 and not sim.over:
                self.expand(node, sim)
        tree_len = len(moves)
        playout(sim, self.view, self.rng, config.playout_moves, config.fill_limit, moves, colors)
        self.playouts += 1
        lead = sim.lead()
        blue, red = self.value(lead), self.value(-lead)
        values = (0.0, blue, red)
        for n in path:
            n.n += 1
            n.w += values[n.player]
        if len(path) > 1:
            stats = self.wdl[path[1].move]
            mover_lead = lead if path[1].player == 1 else -lead
            stats[0 if mover_lead > 0 else 1 if mover_lead == 0 else 2] += 1
        self.update_rave(path, moves, colors, tree_len, values)

    def value(self, lead: int) -> float:
        cached = self._values.get(lead)
        if cached is None:
            config = self.config
            wdl = 1.0 if lead > 0 else 0.5 if lead == 0 else 0.0
            margin = 0.5 + 0.5 * math.tanh(lead / config.margin_scale)
            cached = ((1 - config.margin_share) * wdl + config.margin_share * margin, 0.0)
            self._values[lead] = cached
        return cached[0]

    def update_rave(self, path: list[Node], moves: list[int], colors: list[int],
                    tree_len: int, values: tuple[float, float, float]) -> None:
        first = [0] * self.view.size
        for k in range(len(moves) - 1, tree_len - 1, -1):
            first[moves[k]] = colors[k]
        for d in range(len(path) - 1, -1, -1):
            if d < tree_len:
                first[moves[d]] = colors[d]
            children = path[d].children
            if not children:
                continue
            for ch in children:
                col = first[ch.move]
                if col == ch.player:
                    ch.rn += 1
                    ch.rw += values[col]

    def select(self, node: Node) -> Node:
        config = self.config
        log_n = math.log(node.n + 1)
        c = config.exploration
        k = config.prior_weight
        b = config.rave_bias
        children = node.children
        assert children  # only expanded nodes with moves are selected from
        best = children[0]
        best_v = -1.0
        for ch in children:
            n = ch.n
            rn = ch.rn
            if n:
                q = ch.w / n
                if rn:
                    beta = rn / (rn + n + rn * n * b)
                    q += beta * (ch.rw / rn - q)
            elif rn:
                q = ch.rw / rn
            else:
                q = 0.45
            v = q + k * ch.prior / (n + 1) + c * math.sqrt(log_n / (n + 1))
            if v > best_v:
                best_v = v
                best = ch
        return best

    def expand(self, node: Node, sim: Sim) -> None:
        points = candidates(sim, self.view)
        weights = priors(sim, self.view, points, self.config.fill_limit, exact=False)
        player = sim.to_move
        node.children = [Node(i, player, w) for i, w in zip(points, weights, strict=True)]

    def upgrade(self, node: Node, sim: Sim) -> None:
        node.upgraded = True
        children = node.children or []
        points = [ch.move for ch in children]
        weights = priors(sim, self.view, points, self.config.fill_limit, exact=True,
                         normalize=False)
        weights = normalized(threat_adjust(sim, self.view, points, weights))
        for ch, w in zip(children, weights, strict=True):
            ch.prior = w

    # ---------------------------------------------------------------- results
    def result(self) -> SearchResult:
        children = self.root.children or []
        ranked = sorted(children, key=lambda ch: (ch.n, ch.w, ch.prior), reverse=True)
        moves = []
        for ch in ranked:
            w, d, lo = self.wdl[ch.move]
            moves.append(MoveStats(ch.move, ch.n, ch.w / ch.n if ch.n else 0.0, w, d, lo,
                                   ch.prior))
        return SearchResult(self.playouts, moves)
