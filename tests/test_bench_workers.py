"""The many-workers bench keeps working: a tiny run, one real ``python -m bot`` process on
SQLite serving Telegram by webhook (through the fake Bot API) and Discord (through the fake
gateway), every move stored and shown, nothing lost, doubled, sent twice or never sent."""

from __future__ import annotations

from bench.workers.run import Options, run

GAMES, DISCORD, MOVES = 5, 1, 3


async def test_a_tiny_run_stores_and_shows_every_move_once() -> None:
    outcome = await run(
        postgres=False,
        workers=1,
        chaos=False,
        options=Options(
            games=GAMES, discord=DISCORD, moves=MOVES, think=0.0, limit=90.0, card_timeout=30.0
        ),
    )
    found = outcome.reckoning
    assert found.notes == []
    assert (found.lost, found.doubled, found.sent_twice, found.never_sent) == (0, 0, 0, 0)
    telegram = GAMES - DISCORD
    assert (outcome.games, outcome.discord_games) == (telegram, DISCORD)
    assert not outcome.failures
    assert outcome.moves == telegram * MOVES and outcome.discord_moves == DISCORD * MOVES
    assert found.stored_moves == GAMES * MOVES
    assert len(outcome.latencies) == telegram * MOVES
    assert outcome.webhooks_set == 1  # the worker registered its webhook with the fake
