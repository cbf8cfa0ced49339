"""A tournament's next round is paired after the transaction that ends a round's last game:
FIDE's Dutch system takes seconds for 64 players, and while it pairs, every other game of
the bot goes on (on SQLite a transaction held that long would stop their writes). A process
that stops between the two leaves the round over and unpaired; the next sweep pairs it."""

from __future__ import annotations

import asyncio
import threading

import pytest

from bot.domain import GameStatus
from bot.service import GameService
from bot.service.commands import Move
from bot.service.tournaments import rounds
from bot.tournament.document import Tournament
from tests.bot.conftest import ALICE, BOB, OTHER_CHAT, Clock, ev, on_real_databases, start_game
from tests.bot.test_tournaments import doc_of, end_game, round_games, started

GUARD = 60.0
"""Seconds before a test that waits on another task gives up (a hang, not a timing)."""


@on_real_databases
async def test_other_games_move_while_a_round_is_being_paired(
    service: GameService, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    tournament_id = await started(service, "swiss", 4)
    other = await start_game(service, ALICE, BOB, OTHER_CHAT, width=9, height=9)
    first, last = await round_games(service, tournament_id)
    await end_game(service, first, "blue", clock)

    pairing, release = threading.Event(), threading.Event()
    plan = rounds._planned

    def slow_plan(doc: Tournament) -> rounds.Planned:
        pairing.set()
        assert release.wait(GUARD), "the pairing was never let go"
        return plan(doc)

    monkeypatch.setattr(rounds, "_planned", slow_plan)
    ending = asyncio.create_task(end_game(service, last, "draw", clock))
    assert await asyncio.to_thread(pairing.wait, GUARD), "round 2 was never paired"

    ended = await service.parts.storage.game(last)
    assert ended is not None and ended.status is GameStatus.FINISHED, "stored before pairing"
    moved = await asyncio.wait_for(service.dispatch(ev(), OTHER_CHAT, ALICE, Move("2-2", other)),
                                   GUARD)
    assert moved.ok, moved
    assert not ending.done(), "the other game moved while round 2 was being paired"
    doc = await doc_of(service, tournament_id)
    assert doc.round == 1 and doc.round_over

    release.set()
    await asyncio.wait_for(ending, GUARD)
    doc = await doc_of(service, tournament_id)
    assert doc.round == 2 and len(await round_games(service, tournament_id)) == 2


async def test_a_round_left_unpaired_is_paired_by_the_next_sweep_once(
    service: GameService, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    tournament_id = await started(service, "swiss", 4)
    first, last = await round_games(service, tournament_id)
    await end_game(service, first, "red", clock)

    async def stopped(tournament_id: int) -> int:
        raise ConnectionError("the process stopped before pairing")

    monkeypatch.setattr(service.tournaments.rounds, "pair_due", stopped)
    await end_game(service, last, "blue", clock)  # answered: the ending itself is stored
    doc = await doc_of(service, tournament_id)
    assert doc.round == 1 and doc.round_over, "the round is over and unpaired"

    monkeypatch.undo()
    await service.tournaments.sweep()
    paired = await doc_of(service, tournament_id)
    games = await round_games(service, tournament_id)
    assert paired.round == 2 and len(games) == 2
    await service.tournaments.sweep()
    assert await doc_of(service, tournament_id) == paired, "the sweep pairs a round once"
