"""A chat that changes its id (a Telegram group upgraded to a supergroup) keeps its games,
challenges, settings and ratings under the new id."""

from __future__ import annotations

from dataclasses import replace

from bot.identity import ChatRef
from bot.service import GameOptions, GameService, Opponent
from bot.service.commands import Accept, Challenge, Configure, Move, Resign
from bot.storage.scopes import chat_scope, rating_scope
from bot.time_class import TimeClass

from .conftest import ALICE, BOB, CAROL, CHAT, ev, start_game

NEW = ChatRef(CHAT.platform, "-1009")


async def test_games_challenges_settings_and_ratings_follow_the_new_id(
    service: GameService,
) -> None:
    admin = replace(ALICE, is_admin=True)
    assert (await service.settings.configure(ev(), CHAT, admin, Configure("size", ("9x9",)))).ok
    finished = await start_game(service, width=5, height=5)
    assert (await service.play.resign(ev(), CHAT, BOB, Resign(finished, confirmed=True))).ok
    playing = await start_game(service, width=5, height=5)
    waiting = await service.challenges.challenge(
        ev(), CHAT, CAROL, Challenge(Opponent.anyone(), GameOptions())
    )
    assert waiting.challenge is not None

    event = ev()
    assert await service.settings.move_chat(event, CHAT.platform, CHAT.chat_id, NEW.chat_id) == 2
    assert await service.settings.move_chat(event, CHAT.platform, CHAT.chat_id, NEW.chat_id) == 0

    assert (await service.play.move(ev(), NEW, ALICE, Move("1-1", playing))).ok
    assert not (await service.play.move(
        ev(), CHAT, BOB, Move("1-2", playing)
    )).ok  # not there any more
    assert (await service.challenges.accept(ev(), NEW, BOB, Accept(waiting.challenge.id))).ok
    assert (await service.languages.chat_settings(NEW)).rules.width == 9
    assert (await service.languages.chat_settings(CHAT)).rules.width != 9
    corr = TimeClass.CORRESPONDENCE
    rating = await service.parts.storage.rating(rating_scope(chat_scope(NEW), corr), ALICE.ref)
    assert rating is not None and rating.wins == 1
    storage = service.parts.storage
    assert await storage.rating(rating_scope(chat_scope(CHAT), corr), ALICE.ref) is None
    assert [c.scope for c in await service.parts.storage.rating_changes(finished)] == [
        "overall/correspondence", "overall/correspondence",
        rating_scope(chat_scope(NEW), corr), rating_scope(chat_scope(NEW), corr),
    ]


async def test_what_the_new_id_holds_already_is_kept(service: GameService) -> None:
    admin = replace(ALICE, is_admin=True)
    assert (await service.settings.configure(ev(), CHAT, admin, Configure("size", ("9x9",)))).ok
    assert (await service.settings.configure(ev(), NEW, admin, Configure("size", ("7x7",)))).ok
    assert await service.settings.move_chat(ev(), CHAT.platform, CHAT.chat_id, NEW.chat_id) == 0
    assert (await service.languages.chat_settings(NEW)).rules.width == 7
    assert await service.parts.storage.chat(CHAT) is None
