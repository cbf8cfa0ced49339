"""Shapes: what the 3×3 neighbourhood of a point says about a quiet move there.

A point's shape, seen by the side to move, is which of its eight neighbours hold that
side's dots in play, which the other side's, and which lie off the field or in an area
(``kernel.h`` ``shape_key``); turned and mirrored shapes form one class. From the games
of hard at 1 s a move on 39×32 (the match journals in ``bench/journals``),
``bench/bench_shapes.py`` counts, for each class, how often a point of that shape was
among the moves the search considers and how often it was the move played
(``core.ai.shape_table``). A class's *gamma* is its share of moves played over the share of
all such points: 1 for a shape played as often as any point, 170 for the diagonal block
played a third of the times it stands, 0.003 for a point walled in by the other side.

The compiled search weighs the prior of every quiet move (one that captures nothing and
answers no threat) by gamma ** ``settings.SHAPES``, at the root and in the tree, on fields
above ``settings.SHAPES_FIELD`` (the fields the gammas were learnt and tried on), and its
shaped playouts draw the moves next to the last one by gamma ** ``PLAYOUT_SHAPES``.
"""

from __future__ import annotations

from core.ai import kernel, settings
from core.ai.shape_table import GAMMA, UNSEEN

_installed: list[float] = []
"""The strengths the kernel's weights were last set with (priors, playouts)."""


def install(area: int) -> None:
    """Set the kernel's shape weights for a search on a field of ``area`` points:
    ``settings.SHAPES`` above ``SHAPES_FIELD``, else even, and ``PLAYOUT_SHAPES`` (set
    again only when a strength changes: a worker's searches share one table)."""
    module = kernel.load()
    priors = settings.SHAPES if area > settings.SHAPES_FIELD else 0.0
    strengths = [priors, settings.PLAYOUT_SHAPES]
    if module is None or _installed == strengths:
        return
    classes = list(GAMMA)
    for playouts, strength in enumerate(strengths):
        module.set_shapes(classes, [GAMMA[c] ** strength for c in classes],
                          UNSEEN ** strength, bool(playouts))
    _installed[:] = strengths
