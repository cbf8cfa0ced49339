"""Two players at one terminal, typed one line at a time: a STOP game (docs/rules.md §8.2)
ended by ``/auto``, and a Territory game (docs/rules.md §8.1) with realms announced by ``!``,
``!P`` and ``=``, a refused border, and an end agreed with the count shown first."""

from __future__ import annotations

import os

import pytest

from .terminal import Terminal

pytestmark = pytest.mark.skipif(os.name != "posix", reason="pseudo-terminals are POSIX")


TERMINAL_ENV = {"DATABASE_URL": "memory://"}
"""What the console starts with (the ``terminal`` fixture of conftest.py)."""


def moves(terminal: Terminal, lines: list[str]) -> str:
    """Type each move and read its answer up to the picture's path; all that was shown."""
    shown = ""
    for line in lines:
        shown += terminal.answer(line, "Picture:")
        assert "\n! " not in shown, shown
    return shown


def finish(terminal: Terminal) -> None:
    terminal.end_of_input()
    assert terminal.wait() == 0
    assert terminal.text.rstrip().endswith("Bye.")
    assert "Traceback" not in terminal.text


def test_a_stop_game_ended_by_auto_typed_at_a_terminal(terminal: Terminal) -> None:
    terminal.wait_for("End of input quits.")
    terminal.answer("@alice /challenge @bob 6x3 empty stop", "/accept")
    terminal.answer("@bob /accept", "Picture:")
    moves(terminal, ["@alice 4-3", "@bob 2-2", "@alice 6-3", "@bob 1-1", "@alice 6-1",
                     "@bob 5-2", "@alice 6-2", "@bob 5-1", "@alice 4-2"])
    asked = terminal.answer("@bob /stop", "/stop confirm #1")
    assert "Send STOP in game #1?" in asked
    stopped = terminal.answer("1", "Picture:")  # the button "Yes, STOP", pressed by Bob
    assert "bob sends STOP in #1 and places no more dots" in stopped
    assert "STOP: bob sent it after move 9" in stopped
    refused = terminal.answer("@bob 3-3", "your opponent ends the game.")
    assert "You sent STOP in #1" in refused
    shown = moves(terminal, ["@alice 1-2", "@alice 2-3"])  # Blue moves twice in a row
    assert "Move 11: Blue 2-3" in shown
    ended = terminal.answer("@alice /auto", "is over")
    ended += terminal.wait_for("\n")
    assert "alice ends #1 with /auto: the dots of bob that could still be surrounded (1)" in ended
    assert "alice wins after STOP" in ended and "Blue 1, Red 0" in ended
    finish(terminal)


def test_a_territory_game_with_announced_realms_typed_at_a_terminal(terminal: Terminal) -> None:
    terminal.wait_for("End of input quits.")
    terminal.answer("@alice /challenge @bob 7x7 empty territory", "/accept")
    terminal.answer("@bob /accept", "Picture:")
    shown = moves(terminal, ["@alice 2-3", "@bob 2-2", "@alice 1-2", "@bob 6-6",
                             "@alice 3-2", "@bob 2-6", "@alice 2-1!"])
    assert "alice (Blue) captures 1 dot" in shown  # "!": the realm the dot completes
    shown = moves(terminal, ["@bob 5-1", "@alice 6-7", "@bob 6-1", "@alice 5-6", "@bob 7-1",
                             "@alice 7-6", "@bob 5-2", "@alice 6-5"])
    assert "captures" not in shown  # a ring without "!" stays a pool
    moves(terminal, ["@bob 7-3", "@alice 2-7", "@bob 4-1", "@alice 1-6", "@bob 3-1",
                     "@alice 3-6", "@bob 4-2"])
    refused = terminal.answer("@alice 2-5=2-5 1-6 2-7 3-5", "Nothing was played.")
    assert "that is no border: two points in a row are not neighbours" in refused
    shown = moves(terminal, ["@alice 2-5=2-5 1-6 2-7 3-6", "@bob 5-3", "@alice 4-4!6-6"])
    assert shown.count("alice (Blue) captures 1 dot") == 2  # "=" and "!P"
    moves(terminal, ["@bob 6-3"])
    proposed = terminal.answer("@alice /end", "just move.")
    assert "proposes to end #1 by the count: Blue 3, Red 0" in proposed
    ended = terminal.answer("@bob /end", "is over")
    ended += terminal.wait_for("\n")
    assert "alice wins by the count, as agreed" in ended and "Blue 3, Red 0" in ended
    finish(terminal)
