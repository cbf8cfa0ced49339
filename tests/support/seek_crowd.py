"""The lobby's crowd for the race tests and the seeks benchmark: seekers, each a person of
their own, in random pairs of a few kinds of game (a seed, so every worker process builds
the same crowd), and a worker process that seeks its share of them
(:mod:`tests.support.seek_crowd_worker`) as the test or benchmark sees it."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
from collections import Counter
from dataclasses import dataclass, field

from bot.identity import Actor, ChatRef
from bot.service import GameService, Result
from bot.service.challenges.options import GameOptions
from bot.service.commands import Seek
from bot.time_control import TimeControl
from tests.support.processes import HANG_GUARD, python_child

KINDS = (
    GameOptions(width=10, height=10, time=TimeControl.parse("3+2"), rated=True),
    GameOptions(width=15, height=15, time=TimeControl.parse("3+2"), rated=False),
    GameOptions(width=20, height=20, time=TimeControl.parse("5+3"), rated=True),
    GameOptions(width=12, height=12, time=TimeControl.parse("1+0"), rated=False),
)
SEED = 58
REAL_TIME = "now"
"""The worker's clock word for the real time (else an ISO moment it stays at)."""
REDELIVERIES = 20
"""Times an update the database could not take is delivered at most."""


def crowd(seekers: int, seed: int = SEED) -> list[tuple[Actor, int]]:
    """Each seeker and the index in :data:`KINDS` of the game they seek: every kind sought
    by an even number of people, in shuffled order; each crowd's people its own."""
    kinds = [n % len(KINDS) for n in range(seekers)]
    random.Random(seed).shuffle(kinds)
    people = [Actor("test", f"{seed}.{n}", f"P{n}") for n in range(seekers)]
    return list(zip(people, kinds, strict=True))


async def seek_delivered(service: GameService, event: str, person: Actor, kind: int) -> Result:
    """The person's seek from their private chat, delivered as a webhook's update is: one
    the database could not take (busy: ``retry``) is delivered again, under its key."""
    for _ in range(REDELIVERIES):
        result = await service.dispatch(event, ChatRef("test", person.user_id), person,
                                        Seek(KINDS[kind]))
        if not result.retry:
            break
    return result


@dataclass(frozen=True, slots=True)
class Answer:
    seeker: int
    """The seeker's place in the crowd."""
    key: str
    """The answer's first key (``seek-open``, ``seek-paired``), or ``duplicate``."""
    at: float
    """When it was answered (``time.time()``)."""


@dataclass
class Worker:
    """A worker process with its share of a crowd, started and ready to go: what it
    answered so far (``answers``), read from its output line by line."""

    process: subprocess.Popen[str]
    answers: list[Answer] = field(default_factory=list)

    @classmethod
    def start(cls, database: str, clock: str, seed: int, seekers: int, share: int,
              shares: int, hang: int | None = None) -> Worker:
        """The worker of every ``shares``-th seeker from ``share``, once it says it is
        ready; ``hang``: its ``hang``-th pairing stops inside its transaction."""
        args = [database, clock, str(seed), str(seekers), str(share), str(shares)]
        process = python_child("tests.support.seek_crowd_worker", *args,
                               *([str(hang)] if hang is not None else []), typed_at=True)
        worker = cls(process)
        worker.until("READY")
        return worker

    def go(self) -> None:
        """All its seekers arrive at once."""
        assert self.process.stdin is not None
        self.process.stdin.write("go\n")
        self.process.stdin.flush()

    def until(self, word: str) -> str:
        """Its next line saying ``word``, the answers before it kept (any other line, or
        its end, kills it and fails with its errors)."""
        assert self.process.stdout is not None
        while True:
            line = self.process.stdout.readline()
            if self._kept(line):
                continue
            if line.startswith(word):
                return line
            self.process.kill()
            errors = self.process.stderr.read() if self.process.stderr else ""
            raise AssertionError(f"{line!r} {errors}")

    def _kept(self, line: str) -> bool:
        """Whether ``line`` is an answer (kept in ``answers``)."""
        if not line.startswith("ANSWER "):
            return False
        _, seeker, key, at = line.split()
        self.answers.append(Answer(int(seeker), key, float(at)))
        return True

    def killed_pairing(self) -> int:
        """Wait until it is inside its hung pairing, then SIGKILL it: the game it was
        making (no answer it gave before is lost)."""
        game = int(self.until("PAIRING").split()[1])
        os.kill(self.process.pid, signal.SIGKILL)
        assert self.process.wait(HANG_GUARD) == -signal.SIGKILL
        assert self.process.stdout is not None
        for line in self.process.stdout:  # the answers it gave before it died
            self._kept(line)
        return game

    def done(self) -> Counter[str]:
        """Once it is done: how its seeks were answered, by key."""
        told = Counter(json.loads(self.until("DONE").split(" ", 1)[1]))
        assert self.process.wait(HANG_GUARD) == 0
        return told
