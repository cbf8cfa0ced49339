"""One game whose rows cannot be read (a move off its field, a gap in its plies, rules that
do not parse, a field 100,000 wide) is set aside with one log line naming it, and the rest
of its chat goes on: ``/board``, ``/move``, ``/games`` and new challenges answer as before.
The operator's ``python -m bot games`` lists it, shows its rows and what is wrong, gives it
back once repaired, or aborts it. On SQLite and PostgreSQL, each written to behind the
bot's back as a fault or a careless hand would."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import subprocess
import sys

import asyncpg
import pytest

from bot.cli_storage import main
from bot.identity import Actor
from bot.service import GameService, Result, Status
from bot.storage import is_postgres
from bot.storage.records import GameStatus
from core import Start

from .conftest import ALICE, BOB, CAROL, CHAT, Clock, ev, make_service, on_real_databases, opened
from .conftest import start_game as begin

DAN = Actor("test", "4", "Dan", "dan")

DAMAGE = {
    "a move off the field": ["UPDATE moves SET x = 40 WHERE game_id = {game} AND ply = 2"],
    "a gap in the plies": ["DELETE FROM moves WHERE game_id = {game} AND ply = 2"],
    "unreadable rules": {
        "sqlite": ["UPDATE games SET rules = '{{\"width\": 9,' WHERE id = {game}"],
        "postgres": ["UPDATE games SET rules = '\"nine by nine\"' WHERE id = {game}"],
    },
    "a field 100,000 wide": {
        "sqlite": ["UPDATE games SET rules = json_set(rules, '$.width', 100000)"
                   " WHERE id = {game}"],
        "postgres": ["UPDATE games SET rules = jsonb_set(rules, '{{width}}', '100000')"
                     " WHERE id = {game}"],
    },
}
WHAT_IS_WRONG = {
    "a move off the field": "move 2 (40-4): point off the 9x9 field: 40-4",
    "a gap in the plies": "ply 2 is missing (the next stored is 3)",
    "unreadable rules": "rules: ",
    "a field 100,000 wide": "field size must be 3..64 each way, not 100000x9",
}


async def write_behind(database: str, statements: list[str]) -> None:
    """Run ``statements`` on the database with the driver alone, as a hand would."""
    if is_postgres(database):
        conn = await asyncpg.connect(database)
        try:
            for sql in statements:
                await conn.execute(sql)
        finally:
            await conn.close()
        return
    with sqlite3.connect(database) as lite:
        for sql in statements:
            lite.execute(sql)
    lite.close()


async def damage(database: str, kind: str, game_id: int) -> None:
    planned = DAMAGE[kind]
    statements = planned if isinstance(planned, list) else planned[
        "postgres" if is_postgres(database) else "sqlite"
    ]
    await write_behind(database, [sql.format(game=game_id) for sql in statements])


async def two_games(database: str, clock: Clock) -> tuple[int, int]:
    """Alice and Bob three moves into a 9×9 game, Carol and Dan just begun, in one chat:
    the two games' numbers."""
    async with opened(database) as store:
        service = await make_service(store, clock)
        damaged = await begin(service, ALICE, BOB, width=9, height=9, start=Start.EMPTY)
        for who, point in ((ALICE, "3-3"), (BOB, "4-4"), (ALICE, "5-5")):
            assert (await said(service, who, f"/move {point}")).ok
        other = await begin(service, CAROL, DAN, width=9, height=9, start=Start.EMPTY)
    return damaged, other


async def said(service: GameService, actor: Actor, text: str) -> Result:
    result = await service.say(ev(), CHAT, actor, text)
    assert result is not None
    return result


def bot(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bot", *args], capture_output=True, text=True,
                          timeout=120, check=False)


async def games_command(*args: str) -> subprocess.CompletedProcess[str]:
    """``python -m bot games ...`` run as the operator runs it."""
    return await asyncio.to_thread(bot, "games", *args)


@on_real_databases
@pytest.mark.parametrize("kind", DAMAGE)
async def test_a_game_that_cannot_be_read_is_set_aside_and_its_chat_goes_on(
    database: str, kind: str, clock: Clock, caplog: pytest.LogCaptureFixture
) -> None:
    damaged, other = await two_games(database, clock)
    await damage(database, kind, damaged)
    caplog.set_level(logging.INFO)
    async with opened(database) as store:  # a process started after the damage
        service = await make_service(store, clock)
        looked = await said(service, CAROL, "/board")
        assert looked.ok and looked.game is not None and looked.game.id == other
        listing = await said(service, CAROL, "/games")
        assert listing.ok and [game.id for game in listing.games] == [other]
        moved = await said(service, CAROL, "/move 2-2")
        assert moved.ok and moved.game is not None and moved.game.ply == 1
        for actor, text in ((ALICE, f"/board #{damaged}"), (ALICE, "/move 6-6"),
                            (BOB, "/resign"), (BOB, "/draw")):
            refused = await said(service, actor, text)
            assert refused.status is Status.ERROR
            assert refused.keys == ("error-game-set-aside",), (text, refused)
        watched = await said(service, BOB, "/board")  # the chat's other game, as onlookers do
        assert watched.ok and watched.game is not None and watched.game.id == other
        assert (await said(service, ALICE, "/games")).ok
        challenged = await said(service, ALICE, "/challenge @bob 9x9")
        assert challenged.ok and challenged.challenge is not None  # not held back by it
    named = [r for r in caplog.records if f"game {damaged} cannot be read" in r.getMessage()]
    assert len(named) == 1, [r.getMessage() for r in caplog.records]
    assert WHAT_IS_WRONG[kind] in named[0].getMessage()
    assert not [r for r in caplog.records if r.exc_info], "a traceback was logged"

    shown = await games_command("show", str(damaged), database)
    assert shown.returncode == 0, shown.stderr
    assert f"game {damaged} was set aside" in shown.stdout
    (now,) = [line for line in shown.stdout.splitlines() if line.startswith("what is wrong")]
    assert WHAT_IS_WRONG[kind] in now
    assert "  blue_name: 'Alice'" in shown.stdout and "moves (" in shown.stdout


@on_real_databases
async def test_a_repaired_game_is_released_and_an_abandoned_one_aborted(
    database: str, clock: Clock, capsys: pytest.CaptureFixture[str]
) -> None:
    damaged, other = await two_games(database, clock)
    await damage(database, "a move off the field", damaged)
    async with opened(database) as store:
        service = await make_service(store, clock)
        assert (await said(service, BOB, "/move 6-6")).keys == ("error-game-set-aside",)

    listed = await games_command("damaged", database)
    assert listed.returncode == 0, listed.stderr
    assert listed.stdout.startswith(f"#{damaged} test chat 100: Alice vs Bob, active; set aside")
    assert WHAT_IS_WRONG["a move off the field"] in listed.stdout
    assert f"#{other} " not in listed.stdout
    assert await asyncio.to_thread(main, ["games", "release", f"#{damaged}", database]) == 1
    assert f"game {damaged} still cannot be read: move 2 (40-4)" in capsys.readouterr().err
    await write_behind(database, [f"UPDATE moves SET x = 4 WHERE game_id = {damaged} AND ply = 2"])
    released = await games_command("release", str(damaged), database)
    assert released.returncode == 0, released.stderr
    assert f"game {damaged} is back in its chat" in released.stdout
    async with opened(database) as store:
        service = await make_service(store, clock)
        moved = await said(service, BOB, "/move 6-6")  # the game goes on where it was
        assert moved.ok and moved.game is not None and moved.game.id == damaged
        assert moved.game.ply == 4

    await damage(database, "unreadable rules", other)
    async with opened(database) as store:
        assert await store.game(other) is None  # read: found unreadable, set aside
    aborted = await games_command("abort", str(other), database)
    assert aborted.returncode == 0, aborted.stderr
    assert f"game {other} was aborted; it stays set aside" in aborted.stdout
    assert await asyncio.to_thread(main, ["games", "abort", str(other), database]) == 1
    assert "is over already (aborted)" in capsys.readouterr().err
    assert await asyncio.to_thread(main, ["games", "abort", str(damaged), database]) == 1
    assert "is not set aside" in capsys.readouterr().err
    async with opened(database) as store:
        (game,) = await store.set_aside_games(CHAT)
        assert game.id == other and game.status == GameStatus.ABORTED.value
        service = await make_service(store, clock)
        free = await said(service, CAROL, "/challenge @dan 9x9")  # Carol is free of it
        assert free.ok
