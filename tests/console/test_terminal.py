"""``python -m bot`` at a terminal, played as a person plays it: whole games against the
computer typed one line at a time, Ctrl-C, SIGTERM while the computer thinks."""

from __future__ import annotations

import os
import re
import signal
import termios
import time
from pathlib import Path
from random import Random

import pytest
from PIL import Image

from renderers.theme import DARK

from .terminal import Terminal

pytestmark = pytest.mark.skipif(os.name != "posix", reason="pseudo-terminals are POSIX")

SIZE = 5
MOVES_MAX = 40
"""Blue's moves before the test resigns a game that is still going (5×5 fills sooner)."""
ROW = re.compile(rf"^\s*(\d+)((?:[ ()][.,XOxo]){{{SIZE}}})[ ()]\1$")


TERMINAL_ENV = {"ENGINE_SECONDS": "0.2"}
"""What the console starts with (the ``terminal`` fixture of conftest.py)."""


def after_last_picture(text: str) -> list[str]:
    """What the terminal showed after the last answer, blank lines, an echoed ``^C`` and
    the card's numbered buttons left out."""
    tail = [line.removeprefix("^C") for line in text.rsplit("Picture:", 1)[1].splitlines()[1:]]
    return [line for line in tail if line.strip() and not line.startswith("[1] ")]


def free_points(answer: str) -> list[tuple[int, int]]:
    """The empty playable points of the last text board in ``answer``."""
    rows: dict[int, str] = {}
    for line in answer.splitlines():
        row = ROW.match(line)
        if row:
            rows[int(row.group(1))] = row.group(2)[1::2]
    assert len(rows) == SIZE, answer
    return [(x + 1, y) for y, cells in rows.items() for x, cell in enumerate(cells) if cell == "."]


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_whole_game_against_the_computer_typed_at_a_terminal(
    terminal: Terminal, level: str
) -> None:
    terminal.wait_for("End of input quits.")
    answer = terminal.answer(f"play bot {level} {SIZE}x{SIZE}", "Picture:")
    assert "Game #1 begins: player1 plays Blue" in answer
    rng, played = Random(level), 0
    while "is over" not in answer and played < MOVES_MAX:
        x, y = rng.choice(free_points(answer))
        answer = terminal.answer(f"{x}-{y}", "Picture:")  # the move, answered at once
        if "is over" not in answer:  # then the computer's, through the outbox
            answer += terminal.wait_for("Picture:")
        played += 1
        assert not re.search(r"^! ", answer, re.MULTILINE), answer
        assert "is over" in answer or f"Move {2 * played}: Red " in answer, answer
        assert "Blue to move: player1" in answer or "is over" in answer, answer
    if "is over" not in answer:
        terminal.answer("/resign", "/resign confirm")
        answer = terminal.answer("/resign confirm", "is over")
    assert played >= 2
    terminal.end_of_input()
    assert terminal.wait() == 0
    assert terminal.text.rstrip().endswith("Bye.")
    assert "Traceback" not in terminal.text
    assert terminal.gone()


def test_ctrl_c_says_goodbye_and_exits_130(terminal: Terminal) -> None:
    terminal.wait_for("End of input quits.")
    terminal.answer("play bot easy 5x5", "Picture:")
    terminal.answer("1-1", "Picture:")
    terminal.wait_for("Picture:")  # the computer answered: its worker waits for work
    terminal.wait_for("] Board")  # and its card's buttons are shown
    terminal.send(b"\x03")  # reaches that worker too: it must stay quiet
    assert terminal.wait() == 130
    assert after_last_picture(terminal.text) == ["Bye."]
    assert terminal.gone()


@pytest.mark.parametrize(("stop", "status"), [("SIGTERM", 0), ("Ctrl-C", 130)])
def test_sigterm_or_ctrl_c_while_the_computer_thinks_ends_the_bot_cleanly(
    tmp_path: Path, stop: str, status: int
) -> None:
    terminal = Terminal(tmp_path, ENGINE_SECONDS="30")
    try:
        terminal.wait_for("End of input quits.")
        terminal.answer("play bot hard 9x9", "Picture:")
        terminal.answer("3-3", "Picture:")  # the move is stored and shown at once
        time.sleep(1.0)  # a pause, as a person waits: the computer thinks
        if stop == "SIGTERM":
            terminal.signal(signal.SIGTERM)
        else:
            terminal.send(b"\x03")  # reaches the worker too: it must stay quiet
        assert terminal.wait() == status
        assert after_last_picture(terminal.text) == ["Bye."]  # no answer, no trace
        assert terminal.gone()
    finally:
        terminal.close()


def test_a_line_of_thousands_of_digits_is_a_plain_refusal(tmp_path: Path) -> None:
    """Python refuses to read an integer of more than 4,300 digits; a line of them is
    answered like any line the bot does not understand, and the log does not quote it.
    The terminal is switched out of canonical mode, whose line buffer would cut the line
    at 4,095 characters."""
    terminal = Terminal(tmp_path, LOG_LEVEL="INFO")
    try:
        canonical = termios.tcgetattr(terminal.fd)
        raw = [*canonical[:3], canonical[3] & ~(termios.ICANON | termios.ECHOCTL), *canonical[4:]]
        termios.tcsetattr(terminal.fd, termios.TCSANOW, raw)
        terminal.wait_for("End of input quits.")
        terminal.answer("play bot easy 5x5", "Picture:")
        for line in ("9" * 4301, "1-1 #" + "9" * 5000, "/board " + "9" * 4400):
            terminal.type(line)
            answer = terminal.wait_for("\n! ")
            answer += terminal.wait_for("\n")
            assert "Something went wrong" not in answer, answer[-300:]
        assert "That is not a command" in terminal.text
        assert "There is no game #" in terminal.text
        termios.tcsetattr(terminal.fd, termios.TCSANOW, canonical)  # for Ctrl-D, read next
        terminal.answer("/games", "#1")  # the session goes on
        terminal.end_of_input()
        assert terminal.wait() == 0
        assert "Traceback" not in terminal.text
        runs = [len(run) for run in re.findall("9{100,}", terminal.text)]
        assert runs == [4301, 5000, 4400]  # the terminal's echo of each line, nothing more
    finally:
        terminal.close()


def test_a_style_chosen_at_the_terminal(terminal: Terminal) -> None:
    """``/style dark`` is answered, and the cards of whoever chose it are drawn dark: the
    console's admins chose no style, so its cards take the style of whoever acted last."""
    terminal.wait_for("End of input quits.")
    chosen = terminal.answer("/style dark", "set: dark.")
    assert chosen.strip() == "Picture style set: dark.", chosen
    shown = terminal.answer("/style", "auto follows the chat's again.")
    assert "Your picture style: dark." in shown, shown
    refused = terminal.answer("/style neon", "auto.")
    assert "There is no picture style “neon”" in refused, refused
    answer = terminal.answer(f"play bot easy {SIZE}x{SIZE}", "Picture:")
    assert "Game #1 begins" in answer
    path = Path(terminal.wait_for(".png").strip())
    with Image.open(path) as picture:
        assert picture.convert("RGB").getpixel((1, 1)) == DARK.background
    terminal.end_of_input()
    assert terminal.wait() == 0
    assert "Traceback" not in terminal.text
