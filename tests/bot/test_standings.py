"""Ratings in play: Glicko-2 per chat and overall for finished rated games, written with
the game's end; casual, aborted and computer games left out; leaderboard, record,
head-to-head."""

from __future__ import annotations

import pytest

from bot.identity import Actor, ChatRef
from bot.ratings import Rating, rate
from bot.service import GameService, Opponent, Status
from bot.service.commands import Abort, Challenge, Configure, OfferDraw, Resign, ShowRating, ShowTop
from bot.service.history.standings import class_word
from bot.storage import Storage
from bot.storage.postgres import PostgresTransaction
from bot.storage.records import GameStatus
from bot.storage.scopes import OVERALL, chat_scope, rating_scope
from bot.storage.sqlite import SqliteTransaction
from bot.time_class import TimeClass
from bot.time_control import TimeControl

from .conftest import (
    ALICE,
    BOB,
    CAROL,
    CHAT,
    OTHER_CHAT,
    TextChat,
    ev,
    start_game,
)

DAVE = Actor("test", "4", "Dave", "dave")
CORR = TimeClass.CORRESPONDENCE
"""The class of the tests' games: the chat's default clock is a day per move."""
HERE, EVERYWHERE = rating_scope(chat_scope(CHAT), CORR), rating_scope(OVERALL, CORR)


async def win(
    service: GameService, winner: Actor, loser: Actor, chat: ChatRef = CHAT, **options: object
) -> int:
    """A game the loser resigns."""
    game_id = await start_game(service, winner, loser, chat, **options)
    done = await service.play.resign(ev(), chat, loser, Resign(game_id, confirmed=True))
    assert done.ok, done
    return game_id


async def test_a_rated_win_moves_both_ratings_in_the_chat_and_overall(
    service: GameService, storage: Storage
) -> None:
    game_id = await start_game(service)
    done = await service.play.resign(ev(), CHAT, BOB, Resign(confirmed=True))
    winner, loser = rate(Rating(), Rating(), 1.0)
    for scope in (HERE, EVERYWHERE):
        alice = await storage.rating(scope, ALICE.ref)
        bob = await storage.rating(scope, BOB.ref)
        assert alice is not None and bob is not None
        assert alice.rating == winner and bob.rating == loser
        assert (alice.wins, alice.losses, alice.draws) == (1, 0, 0)
        assert (bob.wins, bob.losses, bob.draws) == (0, 1, 0)
    changed = done.replies[-1]
    assert changed.key == "rating-changed"
    assert changed.args["blue_rating"] == winner.shown and changed.args["red_rating"] == loser.shown
    assert changed.args["blue_delta"] == f"+{round(winner.rating - 1500)}"
    assert str(changed.args["red_delta"]).startswith("−")
    changes = await storage.rating_changes(game_id)
    assert len(changes) == 4 and {c.before for c in changes} == {1500.0}


async def test_a_draw_counts_as_half(service: GameService, storage: Storage) -> None:
    await start_game(service)
    await service.play.offer_draw(ev(), CHAT, ALICE, OfferDraw())
    await service.play.offer_draw(ev(), CHAT, BOB, OfferDraw())
    alice = await storage.rating(EVERYWHERE, ALICE.ref)
    assert alice is not None and alice.draws == 1 and alice.rating.games == 1
    assert alice.rating.rating == pytest.approx(1500.0) and alice.rating.rd < 350


async def test_casual_aborted_and_computer_games_leave_ratings_alone(
    computer_service: GameService, storage: Storage
) -> None:
    casual = await win(computer_service, ALICE, BOB, rated=False)
    aborted = await start_game(computer_service)
    assert (await computer_service.play.abort(ev(), CHAT, ALICE, Abort(aborted))).ok
    started = await computer_service.challenges.challenge(
        ev(), CHAT, ALICE, Challenge(Opponent.computer())
    )
    assert started.game is not None and not started.game.rated
    resigned = Resign(started.game.id, confirmed=True)
    await computer_service.play.resign(ev(), CHAT, ALICE, resigned)
    for game_id in (casual, aborted, started.game.id):
        assert await storage.rating_changes(game_id) == []
    assert await storage.rating(EVERYWHERE, ALICE.ref) is None
    assert await storage.leaderboard(EVERYWHERE, 0, 10) == []


async def test_ratings_are_written_with_the_games_end_or_not_at_all(
    service: GameService, storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_id = await start_game(service)

    async def broken(self: object, *args: object) -> None:
        raise RuntimeError("disk full")

    for transaction in (SqliteTransaction, PostgresTransaction):
        monkeypatch.setattr(transaction, "put_rating", broken)
    with pytest.raises(RuntimeError):
        await service.play.resign(ev(), CHAT, BOB, Resign(confirmed=True))
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.ACTIVE  # the end was rolled back too
    assert await storage.rating_changes(game_id) == []
    monkeypatch.undo()
    assert (await service.play.resign(ev(), CHAT, BOB, Resign(confirmed=True))).ok
    assert len(await storage.rating_changes(game_id)) == 4


async def test_chat_ratings_are_per_chat_and_overall_adds_them_up(
    service: GameService, storage: Storage
) -> None:
    await win(service, ALICE, BOB)
    await win(service, ALICE, BOB, OTHER_CHAT)
    here = await storage.rating(HERE, ALICE.ref)
    there = await storage.rating(rating_scope(chat_scope(OTHER_CHAT), CORR), ALICE.ref)
    overall = await storage.rating(EVERYWHERE, ALICE.ref)
    assert here is not None and there is not None and overall is not None
    assert here.rating.games == there.rating.games == 1 and overall.rating.games == 2
    assert overall.rating.rating > here.rating.rating
    threaded = ChatRef("test", CHAT.chat_id, "topic-7")  # a topic shares its chat's ratings
    await win(service, BOB, ALICE, threaded)
    shared = await storage.rating(HERE, ALICE.ref)
    assert shared is not None and shared.rating.games == 2


async def test_the_leaderboard_lists_players_with_enough_games(
    service: GameService, storage: Storage
) -> None:
    for _ in range(3):
        await win(service, ALICE, BOB)
    await win(service, CAROL, BOB)
    top = await service.standings.top(CHAT, DAVE, ShowTop())
    assert top.keys == ("top-header", "top-line", "top-line")
    assert top.replies[0].args == {"where": "chat", "min": 3, "class": class_word(CORR)}
    first, second = top.replies[1].args, top.replies[2].args
    assert (first["place"], first["name"], first["games"], first["wins"]) == (1, "Alice", 3, 3)
    assert (second["name"], second["games"], second["losses"]) == ("Bob", 4, 4)
    assert isinstance(first["rating"], int) and isinstance(second["rating"], int)
    assert first["rating"] > second["rating"]
    overall = await service.standings.top(OTHER_CHAT, DAVE, ShowTop(overall=True))
    assert overall.replies[0].args["where"] == "overall" and len(overall.replies) == 3
    assert (await service.standings.top(OTHER_CHAT, DAVE, ShowTop())).keys == ("top-empty",)
    admin = Actor("test", "9", "Admin", is_admin=True)
    assert (await service.settings.configure(ev(), CHAT, admin, Configure("min_games", ("1",)))).ok
    assert len((await service.standings.top(
        CHAT, DAVE, ShowTop()
    )).replies) == 4  # Carol now counts


async def test_a_players_card_and_head_to_head(
    service: GameService, storage: Storage
) -> None:
    await win(service, ALICE, BOB)
    await win(service, ALICE, BOB)
    await win(service, BOB, ALICE, rated=False)  # head-to-head counts casual games too
    await win(service, ALICE, CAROL)
    mine = await service.standings.rating(CHAT, ALICE, ShowRating())
    assert mine.keys == ("rating-card", "rating-card")
    here, overall = (reply.args for reply in mine.replies)
    assert here["where"] == "chat" and overall["where"] == "overall"
    assert (here["games"], here["wins"], here["losses"], here["place"]) == (3, 3, 0, 1)
    assert here["provisional"] == "yes"
    bob = await service.standings.rating(CHAT, ALICE, ShowRating(tuple([Opponent.user("bob")])))
    assert bob.keys == ("rating-card", "rating-card", "rating-versus", "rating-chance")
    versus = bob.replies[2].args
    assert (versus["first"], versus["second"]) == ("Alice", "Bob")
    assert (versus["games"], versus["wins"], versus["losses"], versus["draws"]) == (3, 2, 1, 0)
    chance = bob.replies[3].args["chance"]
    assert isinstance(chance, int) and 50 < chance < 100
    pair = await service.standings.rating(
        CHAT, DAVE, ShowRating(tuple([Opponent.user("bob"), Opponent.user("carol")]))
    )
    assert pair.keys == ("rating-versus", "rating-each", "rating-chance")  # both rated here
    assert pair.replies[0].args["games"] == 0
    dave = await service.standings.rating(CHAT, DAVE, ShowRating())
    assert dave.keys == ("rating-none",)
    nobody = await service.standings.rating(CHAT, ALICE, ShowRating(tuple([Opponent.user("zed")])))
    assert nobody.status is Status.ERROR and nobody.keys == ("error-unknown-player",)


async def test_rating_commands(service: GameService) -> None:
    await win(service, ALICE, BOB)
    commands = TextChat(service, "dots_bot")
    result = await commands.handle(ev(), CHAT, CAROL, "/rating @Bob @alice")
    assert result is not None and result.keys == ("rating-versus", "rating-each", "rating-chance")
    assert result.replies[0].args["wins"] == 0 and result.replies[0].args["losses"] == 1
    top = await commands.handle(ev(), CHAT, CAROL, "/top all")
    assert top is not None and top.keys == ("top-empty",)  # one game each: below 3
    bad = await commands.handle(ev(), CHAT, CAROL, "/top everyone")
    assert bad is not None and bad.keys == ("error-usage",)
    word = await commands.handle(ev(), CHAT, CAROL, "/rating bob")
    assert word is not None and word.keys == ("error-usage",)


async def test_equal_ratings_share_a_place(service: GameService) -> None:
    admin = Actor("test", "9", "Admin", is_admin=True)
    await service.settings.configure(ev(), CHAT, admin, Configure("min_games", ("1",)))
    await win(service, ALICE, BOB)
    await win(service, CAROL, DAVE)
    top = await service.standings.top(CHAT, ALICE, ShowTop())
    places = [reply.args["place"] for reply in top.replies[1:]]
    assert places == [1, 1, 3, 3]


async def test_live_games_are_rated_too(service: GameService, storage: Storage) -> None:
    await win(service, ALICE, BOB, time=TimeControl.parse("5+5"))
    alice = await storage.rating(rating_scope(OVERALL, TimeClass.BLITZ), ALICE.ref)
    assert alice is not None and alice.wins == 1
    assert await storage.rating(EVERYWHERE, ALICE.ref) is None  # 5+5 is blitz
