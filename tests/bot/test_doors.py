"""Every change from any door is a typed command through the one dispatch: an inline offer
posted, a chat that got a new id, a topic the platform named, an update delivered again;
and the words an adapter needs outside an answer are worded by the service, in the
language it decides for the asker."""

from __future__ import annotations

from dataclasses import replace

from bot.identity import Actor, ChatRef, inline_place
from bot.service import GameService, GameView, MoveChat, NameTopic, PostOffer, ShowAgain, Words
from bot.service.commands import ListGames, Move, SetLanguage
from bot.service.delivery.owed_cards import CARD_GRACE
from bot.storage import Storage
from tests.bot.conftest import ALICE, BOB, CHAT, Clock, ev, start_game

NEW = ChatRef(CHAT.platform, "-1009")
TOPIC = ChatRef(CHAT.platform, "100", "7")


async def test_an_inline_offer_is_posted_through_dispatch_and_answered_placed(
    service: GameService, storage: Storage
) -> None:
    (offer,) = (await service.inline.offers(ALICE, "@bob 7x7 casual")).offers
    place = inline_place("test", "AgAAAB")
    posted = await service.dispatch(ev(), place, ALICE, PostOffer(offer.id))
    assert posted.ok and posted.challenge is not None and posted.challenge.chat == place
    assert posted.chat_lang == "en" and posted.settings is not None  # placed: what it sees
    again = await service.dispatch(ev(), place, BOB, PostOffer(offer.id))  # a first press
    assert again.duplicate
    (made,) = await storage.challenges_in(place)
    assert made.challenger.ref == ALICE.ref and made.target_username == "bob"


async def test_a_chat_with_a_new_id_is_moved_through_dispatch_once(
    service: GameService, storage: Storage
) -> None:
    game = await start_game(service, width=5, height=5)
    telegram = Actor(CHAT.platform, "0", "Telegram", locale="de")
    event = ev()
    moved = await service.dispatch(event, CHAT, telegram, MoveChat(NEW.chat_id))
    assert moved.ok and moved.replies == ()  # nothing to show: the cards follow the games
    assert (await service.dispatch(event, CHAT, telegram, MoveChat(NEW.chat_id))).ok
    listed = await service.dispatch(ev(), NEW, ALICE, ListGames())
    assert [view.id for view in listed.games] == [game]
    assert (await service.dispatch(ev(), NEW, ALICE, Move("1-1", game))).ok
    assert await storage.chat(CHAT) is None  # the platform's word records no language


async def test_a_topic_named_by_its_platform_is_named_through_dispatch(
    service: GameService,
) -> None:
    game = await start_game(service, ALICE, BOB, TOPIC)
    named = await service.dispatch(ev(), TOPIC, ALICE, NameTopic("Dots club"))
    assert named.ok and named.replies == ()
    refused = await service.dispatch(ev(), ChatRef(CHAT.platform, "100", "8"), ALICE,
                                     Move("1-1", game))
    assert refused.keys == ("error-game-in-place",)
    assert refused.replies[0].args["place"] == "Dots club"


async def test_an_update_delivered_again_asks_for_its_card_through_dispatch(
    service: GameService, clock: Clock
) -> None:
    game = await start_game(service, width=10, height=10)
    await service.cards.card_shown(await _view(service, game), "100")
    assert (await service.dispatch(ev(), CHAT, ALICE, Move("2-2"))).ok
    waiting = await service.dispatch(ev(), CHAT, ALICE, ShowAgain())
    assert waiting.retry  # its maker may be showing it now
    clock.advance(seconds=CARD_GRACE.total_seconds())
    behind = await service.dispatch(ev(), CHAT, ALICE, ShowAgain())
    assert behind.ok and behind.game is not None and behind.game.ply == 1
    assert behind.settings is not None  # placed, as every answer is
    await service.cards.card_shown(behind.game, "100")
    shown = await service.dispatch(ev(), CHAT, ALICE, ShowAgain())
    assert shown.ok and shown.game is None  # the chat's card shows the game as it is


async def _view(service: GameService, game: int) -> GameView:
    view = await service.cards.game(game)
    assert view is not None
    return view


async def test_words_are_worded_in_the_language_the_service_decides(
    service: GameService, storage: Storage
) -> None:
    ukrainian = replace(BOB, locale="uk-UA")
    said = await service.dispatch("", CHAT, ukrainian, Words(("error-internal",)))
    assert said.lang == "uk" and said.keys == ("error-internal",)
    assert (await service.dispatch(ev(), CHAT, ALICE, SetLanguage("pl"))).ok
    chosen = replace(ALICE, locale="de")
    said = await service.dispatch("", CHAT, chosen, Words(("button-pick", "picker-back")))
    assert said.lang == "pl" and said.keys == ("button-pick", "picker-back")  # their /lang
    browser = Actor("web", "", "-", locale="xx, de-CH;q=0.9, en;q=0.8")
    said = await service.dispatch("", ChatRef("web", ""), browser, Words(("web-error",)))
    assert said.lang == "de"  # the first of the browser's list the bot speaks
    assert await storage.chat(ChatRef("web", "")) is None  # asking records nothing


async def test_a_platforms_word_on_a_servers_language_comes_with_who_asks(
    service: GameService,
) -> None:
    server = ChatRef("discord", "55", "1")
    alice = Actor("discord", "1", "Alice", "alice", place_locale="ru")
    assert (await service.dispatch(ev(), server, alice, ListGames())).ok
    assert await service.languages.chat_language(server) == "ru"
