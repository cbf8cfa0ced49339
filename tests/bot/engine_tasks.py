"""Work for the computer's worker processes in the pool's tests. A module of its own that
imports nothing heavy, so a fresh worker loads it in milliseconds, well within a deadline
even on a loaded machine (the test module itself imports the whole service)."""

from __future__ import annotations

import time


def hang(seconds: float) -> None:
    """A decision that never comes back in time (a worker stuck on a lock)."""
    time.sleep(seconds)


def think(seconds: float, answer: int) -> int:
    """A decision that takes ``seconds``."""
    time.sleep(seconds)
    return answer
