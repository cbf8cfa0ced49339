"""Team games in the storage port, on every store (docs/rules.md §8.6): a proposal kept as
its document, changed only at the version read, its game pointing back at it; the member
on turn seated in the game; the games whose member on turn is out of time; the team pool
of ratings beside the individual ones."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.identity import ChatRef, PlayerRef
from bot.ratings import Rating
from bot.storage import Conflict, Storage
from bot.storage.records import NewGame, Seat
from bot.storage.team_port import NewTeamGame, TeamGameUpdate

from . import conftest

NOW = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
CHAT = ChatRef("test", "1", "5")
BODY = {"blue": [{"name": "@a", "username": "a"}], "red": [{"name": "@b", "username": "b"}]}


async def proposed(storage: Storage, chat: ChatRef = CHAT) -> int:
    async with storage.transaction() as tx:
        return await tx.insert_team_game(NewTeamGame(chat, BODY, NOW))


async def begun(storage: Storage) -> tuple[int, int]:
    team_id = await proposed(storage)
    game = NewGame(CHAT, Seat(PlayerRef("test", "a"), "A"), Seat(PlayerRef("test", "b"), "B"),
                   {"width": 10, "height": 10, "start": "cross"}, None, 1, NOW)
    async with storage.transaction() as tx:
        game_id = await tx.insert_game(game)
        await tx.update_team_game(team_id, 1, TeamGameUpdate(
            "playing", {**BODY, "turn": {"1": 0}}, NOW, game_id, NOW + timedelta(hours=24)))
    return team_id, game_id


@conftest.on_every_store
async def test_a_team_game_changes_only_at_the_version_read(storage: Storage) -> None:
    team_id = await proposed(storage)
    row = await storage.team_game(team_id)
    assert row is not None
    assert (row.status, row.version, row.body, row.game_id, row.chat) == (
        "proposed", 1, BODY, None, CHAT)
    async with storage.transaction() as tx:
        assert await tx.update_team_game(
            team_id, 1, TeamGameUpdate("cancelled", BODY, NOW)) == 2
    with pytest.raises(Conflict):  # a second answer that read version 1 changes nothing
        async with storage.transaction() as tx:
            await tx.update_team_game(team_id, 1, TeamGameUpdate("playing", BODY, NOW))
    again = await storage.team_game(team_id)
    assert again is not None and (again.status, again.version) == ("cancelled", 2)
    assert await storage.team_game(team_id + 100) is None


@conftest.on_every_store
async def test_a_chat_s_team_games_by_status_and_thread(storage: Storage) -> None:
    first = await proposed(storage)
    second = await proposed(storage)
    await proposed(storage, ChatRef("test", "1"))  # the group itself, not the topic
    await proposed(storage, ChatRef("test", "2", "5"))
    async with storage.transaction() as tx:
        await tx.update_team_game(second, 1, TeamGameUpdate("declined", BODY, NOW))
    found = await storage.chat_team_games(CHAT, ("proposed",))
    assert [row.id for row in found] == [first]
    both = await storage.chat_team_games(CHAT, ("proposed", "declined"))
    assert [row.id for row in both] == [first, second]


@conftest.on_every_store
async def test_a_begun_team_game_is_found_by_its_game_and_when_due(storage: Storage) -> None:
    team_id, game_id = await begun(storage)
    row = await storage.game_team(game_id)
    assert row is not None and row.id == team_id and row.game_id == game_id
    assert row.body["turn"] == {"1": 0}
    assert await storage.game_team(game_id + 1) is None
    assert await storage.due_team_games(NOW + timedelta(hours=23)) == []
    due = await storage.due_team_games(NOW + timedelta(hours=24))
    assert [r.id for r in due] == [team_id]
    assert await storage.due_team_games(NOW + timedelta(days=2), {"other"}) == []


@conftest.on_every_store
async def test_the_member_on_turn_sits_in_the_game(storage: Storage) -> None:
    _, game_id = await begun(storage)
    before = await storage.game(game_id)
    assert before is not None
    async with storage.transaction() as tx:
        await tx.seat_game(game_id, 1, Seat(PlayerRef("test", "c"), "Carol"))
    after = await storage.game(game_id)
    assert after is not None
    assert after.blue == Seat(PlayerRef("test", "c"), "Carol")
    assert after.red == before.red and after.version == before.version
    assert [row.id for row in await storage.players_games(CHAT, PlayerRef("test", "c"))] == [
        game_id]


@conftest.on_every_store
async def test_the_team_pool_is_kept_beside_the_individual_ratings(storage: Storage) -> None:
    carol = PlayerRef("test", "c")
    assert await storage.team_rating(carol) is None
    async with storage.transaction() as tx:
        await tx.put_team_rating(carol, "Carol", Rating(1520.5, 300.0, 0.06, 1), NOW)
        await tx.put_team_rating(carol, "Carol", Rating(1540.25, 280.0, 0.06, 2), NOW)
    assert await storage.team_rating(carol) == Rating(1540.25, 280.0, 0.06, 2)
    assert await storage.leaderboard("overall/blitz", 0, 10) == []
