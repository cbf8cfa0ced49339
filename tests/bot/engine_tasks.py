"""Work for the computer's worker processes in the pool's tests. A module of its own that
imports nothing heavy, so a fresh worker loads it in milliseconds, well within a deadline
even on a loaded machine (the test module itself imports the whole service)."""

from __future__ import annotations

import time
from pathlib import Path


def hang(seconds: float) -> None:
    """A decision that never comes back in time (a worker stuck on a lock)."""
    time.sleep(seconds)


def think(seconds: float, answer: int) -> int:
    """A decision that takes ``seconds``."""
    time.sleep(seconds)
    return answer


def held(gate: str) -> str:
    """A decision that holds its worker until the file ``gate`` exists."""
    path = Path(gate)
    while not path.exists():
        time.sleep(0.01)
    return "held"


def noted(log: str, name: str, seconds: float = 0.0) -> str:
    """A decision that writes its name to ``log`` as it starts (the order the worker
    takes work in), then takes ``seconds``."""
    with open(log, "a", encoding="utf-8") as out:
        out.write(name + "\n")
    time.sleep(seconds)
    return name
