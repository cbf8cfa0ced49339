"""Tournaments across processes. Pairing a round happens once: a bot process killed with
SIGKILL in the middle of pairing leaves nothing of the pairing (the sign-up it closed
before stays closed), and the next sweep pairs the round whole;
two processes starting the same tournament at once make one set of games. Processes
announcing at once in the same chats make one tournament in each; processes whose players
press Join at once sign every one of them up. On SQLite and on PostgreSQL."""

from __future__ import annotations

import asyncio
import subprocess
from dataclasses import replace
from datetime import timedelta
from pathlib import Path

from bot.identity import Actor, ChatRef
from bot.service import GameService
from bot.service.challenges.options import GameOptions
from bot.service.commands import AnnounceTournament, JoinTournament
from bot.storage import Storage
from bot.time_control import TimeControl
from bot.tournament.document import Tournament
from tests.bot.conftest import CHAT, Clock, ev, on_real_databases
from tests.support.processes import killed_at, python_child

ROOT = Path(__file__).resolve().parents[2]
GUARD = 60
PLAYERS = [Actor("test", str(n), f"P{n}", f"p{n}") for n in range(21, 28)]


async def announced(service: GameService, starts_in: int | None = None) -> None:
    """A Swiss of 8×8 games at 5+0 announced in the chat by its admin (the first player),
    its sign-up closing in ``starts_in`` minutes (or when started)."""
    admin = replace(PLAYERS[0], is_admin=True)
    options = GameOptions(width=8, height=8, time=TimeControl.parse("5+0"))
    made = await service.dispatch(
        ev(), CHAT, admin, AnnounceTournament("swiss", options, starts_in=starts_in)
    )
    assert made.ok, made


async def signed_up(service: GameService, clock: Clock) -> tuple[int, str]:
    """A Swiss of seven whose sign-up closes in ten minutes: its id, and a moment after
    the close (as a child process is told the time)."""
    await announced(service, starts_in=10)
    for player in PLAYERS[1:]:
        assert (await service.dispatch(ev(), CHAT, player, JoinTournament())).ok
    (row,) = await service.parts.storage.chat_tournaments(CHAT, 1)
    return row.id, (clock.moment + timedelta(minutes=11)).isoformat()


def child(database: str, stage: str, now: str, *span: int) -> subprocess.Popen[str]:
    return python_child("tests.bot.tournament_child", database, stage, now, *map(str, span))


async def ended(racers: list[subprocess.Popen[str]]) -> list[tuple[str, str]]:
    """What each process wrote (its output and its errors), once all have ended."""
    return await asyncio.gather(
        *(asyncio.to_thread(racer.communicate, timeout=GUARD) for racer in racers)
    )


async def one_set(storage: Storage, tournament_id: int) -> Tournament:
    """Round 1 paired once: three games for seven players, each linked once, and a bye."""
    row = await storage.tournament(tournament_id)
    assert row is not None and row.status == "running"
    doc = Tournament.from_json(row.body)
    games = [b.game_id for b in doc.boards]
    assert doc.round == 1 and len(games) == 3 and None not in games
    assert doc.bye_of(1) == 7
    stored = [await storage.game(g) for g in range(1, 10) if g is not None]
    assert sum(game is not None for game in stored) == 3, "no game of a killed pairing is left"
    for game_id in games:
        assert game_id is not None
        assert await storage.game_tournament(game_id) == tournament_id
    return doc


@on_real_databases
async def test_a_process_killed_while_pairing_leaves_one_set_of_games(
    service: GameService, database: str, clock: Clock
) -> None:
    tournament_id, later = await signed_up(service, clock)
    killed_at(child(database, "hang", later), "PAIRING")
    row = await service.parts.storage.tournament(tournament_id)
    assert row is not None and row.status == "running", "the sign-up was closed first"
    assert Tournament.from_json(row.body).round == 0, "the killed pairing left nothing"
    assert await service.parts.storage.game(1) is None
    clock.advance(minutes=11)
    assert await service.tournaments.rounds.sweep() == 1
    await one_set(service.parts.storage, tournament_id)
    assert await service.tournaments.sweep() == 0, "paired once"
    await one_set(service.parts.storage, tournament_id)


@on_real_databases
async def test_two_processes_starting_one_tournament_make_one_set(
    service: GameService, database: str, clock: Clock
) -> None:
    tournament_id, later = await signed_up(service, clock)
    racers = [child(database, "run", later) for _ in range(2)]
    outputs = await ended(racers)
    started = sorted(out.strip().rsplit(" ", 1)[-1] for out, _ in outputs)
    assert started == ["0", "1"], outputs
    await one_set(service.parts.storage, tournament_id)


async def answers(racers: list[subprocess.Popen[str]]) -> list[str]:
    """The first key of every answer the processes gave, once all have ended."""
    outputs = await ended(racers)
    for racer, (_, errors) in zip(racers, outputs, strict=True):
        assert racer.returncode == 0, errors
    return [line.split()[1] for out, _ in outputs for line in out.splitlines()
            if line.startswith("ANSWER")]


@on_real_databases
async def test_three_processes_announcing_in_five_chats_make_one_each(
    service: GameService, database: str, clock: Clock
) -> None:
    now = clock.moment.isoformat()
    said = await answers([child(database, "announce", now, n, n) for n in (1, 2, 3)])
    assert sorted(said) == ["error-tournament-open"] * 10 + ["tournament-announced"] * 5
    for n in range(5):
        rows = await service.parts.storage.chat_tournaments(ChatRef("test", f"club{n}"), 10)
        assert len(rows) == 1


@on_real_databases
async def test_two_processes_whose_players_join_at_once_sign_everyone_up(
    service: GameService, database: str, clock: Clock
) -> None:
    await announced(service)
    now = clock.moment.isoformat()
    said = await answers([child(database, "join", now, 100, 112),
                          child(database, "join", now, 113, 125)])
    assert said == ["tournament-joined"] * 26
    (row,) = await service.parts.storage.chat_tournaments(CHAT, 1)
    entrants = {e.user_id for e in Tournament.from_json(row.body).entrants}
    assert entrants == {PLAYERS[0].user_id, *(str(n) for n in range(100, 126))}
