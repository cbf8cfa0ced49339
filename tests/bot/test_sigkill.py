"""A bot killed with SIGKILL loses no acknowledged move; after a restart the position and
the pending challenges are the same."""

from __future__ import annotations

import contextlib
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.support.processes import bot_env_in, gone

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")

DEADLINE = 60.0
"""Seconds to wait for a line before calling the bot stuck (a hang guard, not a timing)."""


class Bot:
    """``python -m bot`` in console mode, fed line by line, its output read as it comes."""

    def __init__(self, tmp_path: Path, **env: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "bot"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=tmp_path,
            env={**bot_env_in(tmp_path), **env},
            start_new_session=True,  # its own process group, with no terminal
        )
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._pump, daemon=True).start()

    def _pump(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def send(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def wait_for(self, text: str) -> list[str]:
        """Read until a line containing ``text``; return the lines read since the last call."""
        start, got = time.monotonic(), []
        while time.monotonic() - start < DEADLINE:
            try:
                line = self.lines.get(timeout=1)
            except queue.Empty:
                continue
            got.append(line)
            if text in line:
                self.seen += got
                return got
        raise AssertionError(f"no {text!r} in {got}")

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=DEADLINE)

    def close(self) -> str:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=DEADLINE)
        assert self.process.stderr is not None
        return self.process.stderr.read()


    def begin_game(self, size: str) -> None:
        """Once the console is up, Ann challenges Ben on an empty board of this size and Ben
        accepts: game #1."""
        self.wait_for("Dots in the console")
        self.send(f"@ann /challenge @ben {size} empty")
        self.wait_for("challenges @ben")
        self.send("/accept")
        self.wait_for("Game #1 begins")

    def stop(self) -> None:
        """Kill what is left of the bot's process group (after a failed test)."""
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)


def board_block(lines: list[str]) -> list[str]:
    """The last text board and card printed, up to its picture line (9×9: one label row)."""
    end = max(i for i, line in enumerate(lines) if line.startswith("Picture:"))
    labels = [i for i, line in enumerate(lines[:end]) if line.startswith("  1 2 3")]
    return lines[labels[-2] : end]


MOVES = ["3-3", "3-4", "4-4", "5-5", "2-4", "6-6", "3-5", "6-7", "4-5", "7-7"]


def test_sigkill_between_moves_loses_nothing(tmp_path: Path) -> None:
    bot = Bot(tmp_path)
    try:
        bot.begin_game("9x9")
        for ply, point in enumerate(MOVES, start=1):
            bot.send(point)
            shown = bot.wait_for(f"Move {ply}: ")
        before = board_block(shown + bot.wait_for("Picture:"))
        bot.send("@cat /challenge @dan 12x12")  # a challenge left waiting
        bot.wait_for("challenges @dan")
    finally:
        bot.kill()
    assert bot.process.returncode == -signal.SIGKILL

    again = Bot(tmp_path)
    try:
        again.wait_for("Dots in the console")
        again.send("@ann /board #1")
        after = again.wait_for("Picture:")
        again.send("/games")
        listing = again.wait_for("Challenge 2:")
    finally:
        errors = again.close()
    assert board_block(after) == before
    assert "Move 10: Red 7-7" in after and "Blue to move: ann" in after
    assert "#1: ann vs ben, move 10, ann to move" in listing
    assert listing[-1].startswith("Challenge 2: cat (Blue) vs @dan, 12×12")
    assert "Traceback" not in errors


def test_sigkill_in_a_stream_of_moves_keeps_every_acknowledged_one(tmp_path: Path) -> None:
    bot = Bot(tmp_path)
    try:
        bot.begin_game("12x12")
        points = [f"{x}-{y}" for y in range(1, 13, 3) for x in range(1, 13)]
        for point in points:  # sent at once, without waiting: the bot is mid-work when killed
            bot.send(point)
        acknowledged = 0
        for ply in range(1, 16):
            bot.wait_for(f"Move {ply}: ")
            acknowledged = ply
    finally:
        bot.kill()

    again = Bot(tmp_path)
    try:
        again.wait_for("Dots in the console")
        again.send("@ann /games")
        listing = again.wait_for("#1: ann vs ben")
    finally:
        again.close()
    stored = int(listing[-1].split("move ")[1].split(",")[0])
    assert acknowledged <= stored <= len(points)


@pytest.mark.parametrize(("signum", "status"), [(signal.SIGTERM, 0), (signal.SIGINT, 130)])
def test_sigterm_and_ctrl_c_stop_the_console_cleanly(
    tmp_path: Path, signum: int, status: int
) -> None:
    bot = Bot(tmp_path)
    bot.wait_for("Dots in the console")
    bot.send("@ann /challenge open")
    bot.wait_for("challenges anyone")
    bot.process.send_signal(signum)
    assert bot.process.wait(timeout=DEADLINE) == status  # Ctrl-C: 128 + SIGINT, as shells do
    bot.wait_for("Bye.")
    assert bot.process.stderr is not None
    assert "Traceback" not in bot.process.stderr.read()


def test_a_bot_killed_with_sigkill_leaves_no_worker_behind(tmp_path: Path) -> None:
    bot = Bot(tmp_path, ENGINE_SECONDS="0.2")
    try:
        bot.wait_for("Dots in the console")
        bot.send("play bot easy 5x5")
        bot.send("1-1")
        bot.wait_for("Move 2: Red")  # the computer's worker has answered
        bot.kill()
        # Without a terminal no hang-up signal reaches the group: the worker must notice.
        assert gone(bot.process.pid, group=True)
    finally:
        bot.stop()
