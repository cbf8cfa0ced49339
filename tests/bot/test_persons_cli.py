"""An operator answers a person's request from the command line: ``python -m bot persons
show`` says what is kept about every account linked with one, ``persons forget`` erases
them as their own ``/forget confirm`` does, refused while they play."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

from bot.identity import FORGOTTEN_NAME, Actor, ChatRef
from bot.service.commands import Link, Resign

from .conftest import ALICE, BOB, CHAT, Clock, ev, make_service, opened, start_game

ALICE_ALONE = Actor(ALICE.platform, ALICE.user_id, ALICE.name, ALICE.username, alone=True)
"""Alice in her private chat with the bot, where a link code is given."""
ALICE_THERE = Actor("other", "11", "Alice O.", alone=True)


def persons(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bot", "persons", *args],
                          capture_output=True, text=True, timeout=120, check=False)


async def test_an_operator_shows_and_forgets_a_person(db_path: Path, clock: Clock) -> None:
    url = f"sqlite:///{db_path}"
    async with opened(db_path) as store:
        service = await make_service(store, clock)
        finished = await start_game(service, rated=True)
        assert (await service.dispatch(ev(), CHAT, BOB, Resign(finished, confirmed=True))).ok
        code = await service.dispatch(ev(), ChatRef("test", "1"), ALICE_ALONE, Link())
        typed = str(code.replies[0].args["code"])
        linked = await service.dispatch(ev(), ChatRef("other", "11"), ALICE_THERE, Link(typed))
        assert linked.ok, linked
        playing = await start_game(service)

    shown = await asyncio.to_thread(persons, "show", "other:11", url)
    assert shown.returncode == 0, shown.stderr
    assert "named 'Alice'" in shown.stdout and "test:1: name 'Alice'" in shown.stdout
    assert "other:11: name 'Alice O.'" in shown.stdout
    assert "rating, correspondence:" in shown.stdout and "finished games: 1" in shown.stdout

    refused = await asyncio.to_thread(persons, "forget", "test:1", url)
    assert refused.returncode == 1 and "Finish or resign your games first" in refused.stderr
    async with opened(db_path) as store:
        service = await make_service(store, clock)
        assert (await service.dispatch(ev(), CHAT, BOB, Resign(playing, confirmed=True))).ok

    done = await asyncio.to_thread(persons, "forget", "test:1", url)
    assert done.returncode == 0, done.stderr
    assert "forgotten you on Test, Other" in done.stdout
    after = await asyncio.to_thread(persons, "show", "other:11", url)
    assert "other:11: nothing (never seen, or forgotten)" in after.stdout
    assert "finished games: 0" in after.stdout and "rating" not in after.stdout
    async with opened(db_path) as store:
        game = await store.game(finished)
        assert game is not None and game.blue.name.startswith(FORGOTTEN_NAME)
        assert await store.user(ALICE.ref) is None and await store.user(BOB.ref) is not None
