"""The kernel's shape weights steer the shaped playouts (``settings.PLAYOUT_SHAPES``):
the moves next to the last one go where the weights say."""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import pytest

from core import Game
from core.ai import kernel, settings, shapes
from core.ai.shape_table import GAMMA, UNSEEN

needs_kernel = pytest.mark.skipif(kernel.load() is None, reason="the kernel is not built")

DRAWS = 400


@pytest.fixture
def module() -> Iterator[object]:
    """The kernel with even weights, its priors' and playouts' (hard's own installed
    again by its next search)."""
    loaded = kernel.load()
    assert loaded is not None
    for playouts in (False, True):
        loaded.set_shapes([], [], 1.0, playouts)
    shapes._installed.clear()
    yield loaded
    for playouts in (False, True):
        loaded.set_shapes([], [], 1.0, playouts)
    shapes._installed.clear()


def first_moves(position: object, policy: str) -> list[int]:
    """The first move of DRAWS playouts of ``policy`` from ``position``."""
    index = kernel.PLAYOUT_POLICIES.index(policy)  # type: ignore[arg-type]
    return [position.copy().playout(seed, 1, 48, index)[0]  # type: ignore[attr-defined]
            for seed in range(DRAWS)]


@needs_kernel
def test_shaped_playouts_draw_the_neighbour_their_weights_favour(module: object) -> None:
    game = Game(width=9, height=9)
    for x, y in ((3, 3), (7, 7), (3, 7), (6, 3)):
        game.play(x, y)
    position = kernel.position_of(game)
    _, _, _, to_move, _, last = position.state()
    stride = game.rules.width + 2
    keys = position.shapes(to_move)
    cells = position.cells()
    around = [last + d for d in (-stride - 1, -stride, -stride + 1, -1, 1,
                                 stride - 1, stride, stride + 1) if cells[last + d] == 0]
    classes = {p: module.shape_class(keys[2 * p] | keys[2 * p + 1] << 8)  # type: ignore[attr-defined]
               for p in around}
    # a free neighbour of the last move whose shape no other free neighbour has
    favoured = next(p for p in around if list(classes.values()).count(classes[p]) == 1)
    module.set_shapes([classes[favoured]], [16.0], 0.0, True)  # type: ignore[attr-defined]

    shaped = first_moves(position, "shaped").count(favoured)
    local = first_moves(position, "local").count(favoured)
    # half of the moves go next to the last one, nearly all of those to the favoured point
    assert shaped > 0.4 * DRAWS, (shaped, local)
    assert local < 0.2 * DRAWS, (shaped, local)


def candidates_and_classes(module: object, size: int, dots: tuple[tuple[int, int], ...]
                           ) -> tuple[Any, list[int], list[int]]:
    """The kernel's position after ``dots`` on a ``size`` square field, the points its
    search considers, and the shape class of each for the side to move."""
    game = Game(width=size, height=size)
    for x, y in dots:
        game.play(x, y)
    position = kernel.position_of(game)
    _, _, _, to_move, _, _ = position.state()
    points: list[int] = position.candidates()
    keys = position.shapes(to_move)
    classes = [module.shape_class(keys[2 * p] | keys[2 * p + 1] << 8)  # type: ignore[attr-defined]
               for p in points]
    return position, points, classes


@needs_kernel
def test_the_priors_weigh_quiet_moves_by_their_shapes_and_even_ones_alike(
        module: object) -> None:
    """A shape class weighted above the rest raises its moves' priors; with every weight
    back at 1 (where the kernel skips the weights) the priors are as before."""
    position, points, classes = candidates_and_classes(
        module, 9, ((3, 3), (7, 7), (3, 7), (6, 3)))
    favoured = next(c for c in classes if c != classes[0])
    before = position.priors(points, False)
    try:
        module.set_shapes([favoured], [8.0], 1.0, False)  # type: ignore[attr-defined]
        weighted = position.priors(points, False)
    finally:
        module.set_shapes([], [], 1.0, False)  # type: ignore[attr-defined]
    p = classes.index(favoured)
    assert weighted[p] / weighted[0] > 4 * before[p] / before[0]
    assert position.priors(points, False) == before


@needs_kernel
def test_hard_weighs_its_priors_by_the_shapes_gamma_above_the_shapes_field(
        module: object) -> None:
    """``shapes.install`` (done by every compiled search) sets the priors' weights to the
    table's gamma ** ``settings.SHAPES`` on a field above ``SHAPES_FIELD``: two quiet moves
    of different classes then stand in about that ratio beside their even priors; on a
    field no bigger the priors stay even."""
    assert settings.SHAPES > 0 and 9 * 9 <= settings.SHAPES_FIELD < 20 * 20
    position, points, classes = candidates_and_classes(
        module, 20, ((5, 5), (15, 15), (5, 15), (14, 5), (6, 6)))
    even = position.priors(points, False)
    shapes.install(9 * 9)
    assert position.priors(points, False) == even
    shapes.install(20 * 20)
    weighted = position.priors(points, False)
    gamma = [GAMMA.get(c, UNSEEN) ** settings.SHAPES for c in classes]
    a = 0
    b = max(range(len(points)), key=lambda i: abs(math.log(gamma[i] / gamma[a])))
    assert gamma[b] != gamma[a]
    seen = (weighted[b] / weighted[a]) / (even[b] / even[a])
    assert seen == pytest.approx(gamma[b] / gamma[a], rel=0.15), (classes[a], classes[b])
    shapes.install(9 * 9)
    assert position.priors(points, False) == even
