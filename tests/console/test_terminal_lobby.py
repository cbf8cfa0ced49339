"""Two speakers at one terminal paired from the lobby, typed one line at a time: after the
pairing a line that names nobody is spoken by the player to move in the lobby game, as for
any game shown (docs/lobby.md), not by whoever sought last."""

from __future__ import annotations

import os

import pytest

from .terminal import Terminal

pytestmark = pytest.mark.skipif(os.name != "posix", reason="pseudo-terminals are POSIX")


def test_a_bare_move_after_a_lobby_pairing_is_the_player_to_moves(terminal: Terminal) -> None:
    terminal.wait_for("End of input quits.")
    terminal.answer("@ann /seek 9x9 3+2", "Cancel my seek")
    terminal.answer("@bob /seek 9x9 3+2", "Paired with ann (1,500): game #1.")
    terminal.wait_for("You play Red.")  # bob's card, after ann's
    terminal.wait_for("Picture:")
    moved = terminal.answer("3-3", "Picture:")  # ann, Blue, to move: not bob, who spoke last
    assert "Move 1: Blue 3-3\nRed to move: bob" in moved, moved
    moved = terminal.answer("5-5", "Picture:")
    assert "Move 2: Red 5-5\nBlue to move: ann" in moved, moved
    terminal.end_of_input()
    terminal.wait_for("Bye.")
    assert "not your turn" not in terminal.text and "Traceback" not in terminal.text
