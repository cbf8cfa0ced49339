"""Territory in the chat (docs/rules.md §8.1), as far as the chat plays it now: dots only,
rings stay pools (docs/playing.md). The chat cannot yet take realms without a dot, so a
full field ends the game by the score even where the other side could still draw a realm
(LastSafe=0), and the stored game reads back the same."""

from __future__ import annotations

from bot.domain import GameStatus
from bot.service import GameService
from bot.service.commands import Move
from bot.storage import Storage
from core import EndReason, Start, sgf

from .conftest import ALICE, BOB, CHAT, Clock, ev, make_service, on_every_store, start_game

RING = [(ALICE, "2-2"), (BOB, "2-1"), (ALICE, "1-1"), (BOB, "1-2"), (ALICE, "3-1"),
        (BOB, "3-2"), (ALICE, "1-3"), (BOB, "2-3"), (ALICE, "3-3")]
"""Red rings Blue 2-2 on 3×3, and Blue's last dot fills the field."""


@on_every_store
async def test_a_full_territory_field_ends_the_game_by_the_score(
    service: GameService, storage: Storage, clock: Clock,
) -> None:
    game_id = await start_game(
        service, width=3, height=3, start=Start.EMPTY, variants=(("territory", True),)
    )
    for actor, point in RING:
        result = await service.play.move(ev(), CHAT, actor, Move(point))
        assert result.ok, result
    assert "game-ended" in result.keys
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.FINISHED
    assert row.result is not None and row.result.reason == EndReason.FIELD_FULL.value
    assert (row.result.blue, row.result.red, row.result.winner) == (0, 0, None)
    again = await make_service(storage, clock)  # a restart: the game is replayed from storage
    text = await again.history.export_sgf(game_id)
    assert text is not None and "MustSurr=0" in text
    assert "RE[0]" in text  # the replayed game is over too: a draw by the score
    record = sgf.loads(text)
    assert record.game.outcome is not None
    assert record.game.outcome.reason is EndReason.FIELD_FULL
    assert len(record.game.moves) == 9
