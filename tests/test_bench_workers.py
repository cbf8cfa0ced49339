"""The many-workers bench keeps working: a tiny run, one real ``python -m bot`` webhook
worker on SQLite through the fake Bot API, every move stored and shown, nothing lost,
doubled, sent twice or never sent."""

from __future__ import annotations

from bench.workers.run import Options, run

GAMES, MOVES = 5, 3


async def test_a_tiny_run_stores_and_shows_every_move_once() -> None:
    outcome = await run(
        postgres=False,
        workers=1,
        chaos=False,
        options=Options(games=GAMES, moves=MOVES, think=0.0, limit=90.0, card_timeout=30.0),
    )
    found = outcome.reckoning
    assert found.notes == []
    assert (found.lost, found.doubled, found.sent_twice, found.never_sent) == (0, 0, 0, 0)
    assert outcome.games == GAMES and not outcome.failures
    assert outcome.moves == GAMES * MOVES == found.stored_moves
    assert len(outcome.latencies) == GAMES * MOVES
    assert outcome.webhooks_set == 1  # the worker registered its webhook with the fake
