"""Ratings per time class: a game moves its players' ratings in its class only, in the
chat and overall; /rating shows each class, /top one class (the busiest by default); the
card names the class; recomputing from the stored games gives the live numbers, twice
alike, and moves ratings kept before classes into the class of their games."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.i18n import Translator
from bot.identity import Actor, ChatRef
from bot.output.present import Presenter
from bot.service import GameService
from bot.service.answers.replies import Reply
from bot.service.commands import Configure, Resign, ShowRating, ShowTop
from bot.service.history.rating_games import RATINGS_KIND, RATINGS_META, recompute, recompute_once
from bot.storage import Storage
from bot.storage.records import RatingChange, RatingRow
from bot.storage.scopes import OVERALL, chat_scope, class_scopes, rating_scope
from bot.time_class import TimeClass
from bot.time_control import TimeControl

from . import conftest
from .conftest import ALICE, BOB, CAROL, CHAT, OTHER_CHAT, Clock, TextChat, ev, make_service
from .conftest import start_game as begin
from .test_cli_storage import bot

BLITZ, RAPID, CORR = TimeClass.BLITZ, TimeClass.RAPID, TimeClass.CORRESPONDENCE
FIVE = TimeControl.parse("5+5")
FIFTEEN = TimeControl.parse("15+10")
ADMIN = Actor("test", "9", "Admin", is_admin=True)
PRESENTER = Presenter(Translator())


async def win(
    service: GameService, winner: Actor, loser: Actor, chat: ChatRef = CHAT,
    time: TimeControl | None = None,
) -> int:
    game_id = await begin(service, winner, loser, chat, time=time)
    done = await service.play.resign(ev(), chat, loser, Resign(game_id, confirmed=True))
    assert done.ok, done
    return game_id


async def two_classes(service: GameService) -> list[int]:
    """Alice beats Bob twice at blitz, Bob beats Alice once by correspondence, Carol
    beats Bob once at blitz in another chat."""
    return [
        await win(service, ALICE, BOB, time=FIVE),
        await win(service, ALICE, BOB, time=FIVE),
        await win(service, BOB, ALICE),
        await win(service, CAROL, BOB, OTHER_CHAT, time=FIVE),
    ]


def class_of(reply: Reply) -> str:
    named = reply.args["class"]
    assert isinstance(named, Reply) and named.key == "time-class"
    return str(named.args["class"])


Snapshot = tuple[list[RatingRow], list[RatingChange]]


async def snapshot(storage: Storage, games: list[int]) -> Snapshot:
    """Every rating of the tests' chats and overall, and what each game did."""
    rows: list[RatingRow] = []
    for base in (chat_scope(CHAT), chat_scope(OTHER_CHAT), OVERALL):
        for scope in class_scopes(base).values():
            rows += await storage.leaderboard(scope, 0, 100)
    changes = [change for game in games for change in await storage.rating_changes(game)]
    return rows, changes


async def rated_live(service: GameService, storage: Storage) -> tuple[list[int], Snapshot]:
    """The games of :func:`two_classes`, rated as each ended, and what the rating made of
    them."""
    games = await two_classes(service)
    return games, await snapshot(storage, games)


@conftest.on_real_databases
async def test_each_game_moves_the_ratings_of_its_class(
    service: GameService, storage: Storage
) -> None:
    games = await two_classes(service)
    blitz = await storage.rating(rating_scope(chat_scope(CHAT), BLITZ), ALICE.ref)
    corr = await storage.rating(rating_scope(chat_scope(CHAT), CORR), ALICE.ref)
    assert blitz is not None and corr is not None
    assert (blitz.rating.games, blitz.wins, blitz.losses) == (2, 2, 0)
    assert (corr.rating.games, corr.wins, corr.losses) == (1, 0, 1)
    assert blitz.rating.rating > 1500 > corr.rating.rating
    bob = await storage.rating(rating_scope(OVERALL, BLITZ), BOB.ref)
    assert bob is not None and bob.rating.games == 3  # both chats
    assert await storage.rating(rating_scope(chat_scope(CHAT), RAPID), ALICE.ref) is None
    assert await storage.rating(chat_scope(CHAT), ALICE.ref) is None  # no rating of no class
    changes = await storage.rating_changes(games[0])
    assert {c.scope for c in changes} == {
        rating_scope(chat_scope(CHAT), BLITZ), rating_scope(OVERALL, BLITZ)
    }


async def test_the_rating_reply_names_the_class(service: GameService) -> None:
    game_id = await begin(service, time=FIFTEEN)
    done = await service.play.resign(ev(), CHAT, BOB, Resign(game_id, confirmed=True))
    changed = done.replies[-1]
    assert changed.key == "rating-changed"
    said = PRESENTER.reply("en", changed)
    assert said.startswith("Ratings (rapid): Alice 1662 (+162), Bob")
    assert PRESENTER.reply("ru", changed).startswith("Рейтинг (рапид): Alice")


async def test_the_card_names_the_class(service: GameService) -> None:
    game_id = await begin(service, time=FIVE)
    view = await service.cards.game(game_id)
    assert view is not None
    assert "Rated, 5 minutes + 5 seconds a move (blitz)" in PRESENTER.card("en", view)
    assert "(блиц)" in PRESENTER.card("ru", view)
    casual = await begin(service, CAROL, BOB, rated=False, time=TimeControl())
    view = await service.cards.game(casual)
    assert view is not None
    assert "Casual, no clock\n" in PRESENTER.card("en", view)  # no ratings, no clock: no class
    assert "(correspondence)" not in PRESENTER.card("en", view)


async def test_rating_shows_each_class(service: GameService) -> None:
    await two_classes(service)
    mine = await service.standings.rating(CHAT, ALICE, ShowRating())
    assert mine.keys == ("rating-card",) * 4
    shown = [(r.args["where"], class_of(r), r.args["games"]) for r in mine.replies]
    assert shown == [
        ("chat", "blitz", 2), ("chat", "correspondence", 1),
        ("overall", "blitz", 2), ("overall", "correspondence", 1),
    ]
    text = PRESENTER.text(mine)
    assert "In this chat, blitz: Alice — " in text
    assert "Overall, correspondence: Alice — " in text


async def test_top_shows_one_class_the_busiest_by_default(service: GameService) -> None:
    assert (await service.settings.configure(ev(), CHAT, ADMIN, Configure("min_games", ("1",)))).ok
    await two_classes(service)
    busiest = await service.standings.top(CHAT, CAROL, ShowTop())
    assert PRESENTER.reply("en", busiest.replies[0]).startswith("Leaderboard of this chat (blitz,")
    assert [r.args["name"] for r in busiest.replies[1:]] == ["Alice", "Bob"]
    corr = await service.standings.top(CHAT, CAROL, ShowTop(time_class=CORR))
    assert [r.args["name"] for r in corr.replies[1:]] == ["Bob", "Alice"]
    rapid = await service.standings.top(CHAT, CAROL, ShowTop(time_class=RAPID))
    assert PRESENTER.text(rapid).startswith("Nobody is on the leaderboard (rapid) yet")
    overall = await service.standings.top(CHAT, CAROL, ShowTop(overall=True, time_class=BLITZ))
    assert [r.args["name"] for r in overall.replies[1:]] == ["Alice", "Carol", "Bob"]


async def test_the_default_class_follows_the_games(service: GameService) -> None:
    admin = Configure("time", ("15+10",))  # none rated yet: the chat's clock's class
    assert (await service.settings.configure(ev(), CHAT, ADMIN, admin)).ok
    empty = await service.standings.top(CHAT, CAROL, ShowTop())
    assert PRESENTER.text(empty).startswith("Nobody is on the leaderboard (rapid) yet")
    await win(service, ALICE, BOB, time=FIVE)
    await win(service, BOB, ALICE, time=TimeControl.parse("24h"))
    await win(service, ALICE, BOB, time=TimeControl.parse("24h"))
    top = await service.standings.top(CHAT, CAROL, ShowTop())
    assert PRESENTER.text(top).startswith("Nobody is on the leaderboard (correspondence) yet")


async def test_top_reads_a_class_word(service: GameService) -> None:
    assert (await service.settings.configure(ev(), CHAT, ADMIN, Configure("min_games", ("1",)))).ok
    await two_classes(service)
    chat = TextChat(service, "dots_bot")
    for line, where, kind in (
        ("/top blitz", "chat", "blitz"),
        ("/top overall blitz", "overall", "blitz"),
        ("/top all correspondence", "overall", "correspondence"),
        ("/top блиц", "chat", "blitz"),
        ("/top заочные", "chat", "correspondence"),
        ("/top overall", "overall", "blitz"),
    ):
        result = await chat.handle(ev(), CHAT, CAROL, line)
        assert result is not None and result.keys[0] == "top-header", line
        header = result.replies[0].args
        assert header["where"] == where, line
        assert class_of(result.replies[0]) == kind, line
    bad = await chat.handle(ev(), CHAT, CAROL, "/top bullet")
    assert bad is not None and bad.keys == ("error-usage",)


@conftest.on_real_databases
async def test_recomputing_gives_the_live_ratings_twice_alike(
    service: GameService, storage: Storage
) -> None:
    games, live = await rated_live(service, storage)
    assert await recompute(storage) == 4
    once = await snapshot(storage, games)
    assert await recompute(storage) == 4
    assert await snapshot(storage, games) == once
    assert once == live
    assert len(once[0]) == 11 and len(once[1]) == 16


@conftest.on_real_databases
async def test_ratings_kept_before_classes_move_into_their_class(
    service: GameService, storage: Storage, clock: Clock
) -> None:
    games, live = await rated_live(service, storage)
    async with storage.transaction() as tx:  # the ratings as an older bot kept them
        await tx.clear_ratings()
        for base in (chat_scope(CHAT), OVERALL):
            old = [row for row in live[0] if row.scope == rating_scope(base, BLITZ)]
            for row in old:
                await tx.put_rating(RatingRow(base, row.ref, row.name, row.rating), clock())
            await tx.insert_rating_change(RatingChange(games[0], base, ALICE.ref, 1500, 1600))
    await storage.set_meta(RATINGS_META, "one-per-chat")
    assert await storage.rating(chat_scope(CHAT), ALICE.ref) is not None
    await make_service(storage, clock)  # starting recomputes, once
    assert await storage.meta(RATINGS_META) == RATINGS_KIND
    assert await storage.rating(chat_scope(CHAT), ALICE.ref) is None
    assert await storage.leaderboard(OVERALL, 0, 10) == []
    assert await snapshot(storage, games) == live
    assert await recompute_once(storage) is None  # up to date: nothing to do


@conftest.on_sqlite
async def test_operators_recompute_from_the_command_line(
    service: GameService, storage: Storage, db_path: Path
) -> None:
    games, live = await rated_live(service, storage)
    done = await asyncio.to_thread(bot, "ratings", "recompute", f"sqlite:///{db_path}")
    assert done.returncode == 0, done.stderr
    assert done.stdout == "rated 4 games again, each in its time class\n"
    assert await snapshot(storage, games) == live
    assert (await asyncio.to_thread(bot, "ratings")).returncode == 2  # recompute what?
