"""The computer player reads boards only through their view for engines (``Board.cells``,
``Board.offsets``, ``Board.house_ids``, ``Board.side_fills`` ...): no ``_name`` of the rules
core is used in ``core/ai``."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from core import Board, Color

AI = Path(__file__).resolve().parents[2] / "core" / "ai"
OWN = {"self", "cls"}


def private_uses(source: str) -> list[str]:
    """``x._name`` on anything but ``self``/``cls``, and ``_name`` imported from a module of
    the rules core (``core.*`` outside ``core.ai``; the compiled ``core.ai._kernel`` is
    the package's own)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute):
            private = node.attr.startswith("_") and not node.attr.startswith("__")
            owner = node.value.id if isinstance(node.value, ast.Name) else None
            if private and owner not in OWN:
                found.append(f"{node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("core"):
            if node.module == "core.ai" or (node.module or "").startswith("core.ai."):
                continue
            found += [f"{node.lineno}: from {node.module} import {alias.name}"
                      for alias in node.names if alias.name.startswith("_")]
    return found


@pytest.mark.parametrize("path", sorted(AI.glob("*.py")), ids=lambda p: p.name)
def test_the_computer_player_uses_no_private_name_of_the_rules_core(path: Path) -> None:
    assert not private_uses(path.read_text(encoding="utf-8"))


def test_the_scan_finds_private_reads_and_imports() -> None:
    source = (
        "from core.board import _ARCS, Board\n"
        "def f(board, sim):\n"
        "    return board._cells, sim.board._house_of, self._own, board.__class__\n"
    )
    assert sorted(private_uses(source)) == [
        "1: from core.board import _ARCS", "3: board._cells", "3: sim.board._house_of",
    ]


def test_the_view_hands_out_the_boards_own_lists() -> None:
    board = Board(5, 5)
    cells, owners, ids = board.cells, board.owners, board.house_ids
    for (x, y), color in zip(((2, 1), (1, 2), (3, 2), (2, 3), (2, 2)),
                             (Color.BLUE,) * 4 + (Color.RED,), strict=True):
        board.place(x, y, color)
    assert board.cells is cells and board.owners is owners and board.house_ids is ids
    centre = board.index(2, 2)
    assert cells[centre] == 3 and owners[centre] == int(Color.BLUE)  # captured, out of play
    assert board.score(Color.BLUE) == 1
