"""``/analysis`` at a terminal, typed one line at a time: a game between two people,
resigned, then its analysis by the computer in its real worker process. The progress
lines come as the review goes, then the picture's file and the lines naming the blunder;
asked again, the stored analysis comes at once."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.bot.test_analysis import BLUE_MOVES, RED_MOVES

from .terminal import Terminal

pytestmark = pytest.mark.skipif(os.name != "posix", reason="pseudo-terminals are POSIX")


TERMINAL_ENV = {"ENGINE_SECONDS": "0.2"}
"""What the console starts with (the ``terminal`` fixture of conftest.py)."""


def test_an_analysis_typed_at_a_terminal(terminal: Terminal, tmp_path: Path) -> None:
    terminal.wait_for("End of input quits.")
    terminal.answer("@ann /challenge @ben 7x7 empty", "/accept")
    terminal.answer("@ben /accept", "Picture:")
    for blue, red in zip(BLUE_MOVES, [*RED_MOVES, None], strict=True):
        terminal.answer(f"@ann {blue}", "Picture:")
        if red is not None:
            terminal.answer(f"@ben {red}", "Picture:")
    terminal.answer("@ben /resign confirm", "Picture:")
    started = terminal.answer("/analysis", "…")
    assert "🔎 Analysing #1 (13 moves)" in started
    done = terminal.wait_for("4-3 kept")
    assert "🔎 Analysis of #1: done." in done
    assert "The game turned at move 10, Red 7-1" in done
    terminal.wait_for("analysis-1.png")  # where the picture was written
    assert (tmp_path / "img" / "analysis-1.png").read_bytes().startswith(b"\x89PNG")
    again = terminal.answer("/analysis 1", "analysis-1.png")
    assert "Analysing" not in again and "4-3 kept" in again
    terminal.end_of_input()
    assert terminal.wait() == 0
