"""A 2-vs-2 team game typed at a pseudo-terminal one line at a time (docs/rules.md §8.6):
proposed with /team, joined by each member, moved in rotation; a member out of turn is
told whose turn it is; an absent member's turn passes on the clock to the side's next
member, whose move it then is, and the rotation goes on after whoever moved.

The member's time running out is made by moving the stored deadline of the team game
into the past between two lines (the test waits for no clock)."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from .terminal import Terminal

pytestmark = pytest.mark.skipif(os.name != "posix", reason="pseudo-terminals are POSIX")


def time_runs_out(database: Path) -> None:
    """The member on turn's time is up: the team game's deadline lies in the past."""
    with sqlite3.connect(database) as db:
        changed = db.execute(
            "UPDATE team_games SET deadline = '2000-01-01T00:00:00.000000+00:00'"
            " WHERE status = 'playing'"
        ).rowcount
    assert changed == 1


def test_a_two_against_two_game_with_an_absent_member(terminal: Terminal, tmp_path: Path) -> None:
    terminal.wait_for("End of input quits.")
    proposed = terminal.answer("@alice /team @alice @carol vs @bob @dave 7x7 24h", "waits for")
    assert "alice proposes team game 1: alice, @carol (Blue) vs @bob, @dave (Red)" in proposed
    terminal.wait_for("@carol, @bob, @dave.")
    terminal.answer("@carol /team accept", "waits for: @bob, @dave.")
    terminal.answer("@bob /team accept", "waits for: @dave.")
    started = terminal.answer("@dave /team accept", "Picture:")
    assert "Team game 1 begins as game #1: alice, carol (Blue) vs bob, dave (Red)." in started
    assert "Blue: ▸alice, carol · Red: ▸bob, dave" in started
    assert "Blue to move: alice" in started

    refused = terminal.answer("@carol 1-1", "Blue.")
    assert refused.strip() == "! In #1 it is alice's turn for Blue."
    moved = terminal.answer("@alice 1-1", "Picture:")
    assert "Blue: alice, ▸carol · Red: ▸bob, dave" in moved
    assert "Red to move: bob" in moved
    moved = terminal.answer("@bob 7-7", "Picture:")
    assert "Blue to move: carol" in moved and "Red: bob, ▸dave" in moved

    time_runs_out(tmp_path / "dots.db")  # Carol is away: Blue's move 2 passes to Alice
    passed = terminal.answer("@carol 1-2", "Blue.")
    assert "#1: carol did not move in time, so the turn passes to alice (Blue)." in passed
    assert "In #1 it is alice's turn for Blue." in passed
    moved = terminal.answer("@alice 1-2", "Picture:")
    assert "Red to move: dave" in moved
    moved = terminal.answer("@dave 7-6", "Picture:")
    assert "Blue to move: carol" in moved  # Blue's move 3 is Carol's again
    assert "Blue: alice, ▸carol · Red: ▸bob, dave" in moved
    moved = terminal.answer("@carol 1-3", "Picture:")
    assert "Red to move: bob" in moved
    terminal.end_of_input()
    terminal.wait_for("Bye.")
