"""One chat, one language: what the whole chat sees (cards, their buttons, announcements)
speaks the chat's language, chosen by its admins, else the language of whoever started
the chat's first game; answers to one person stay in theirs."""

from __future__ import annotations

from bot.identity import Actor
from bot.service import GameService
from bot.service.commands import Challenge, Configure, ShowBoard
from bot.storage import Storage

from .conftest import CHAT, OTHER_CHAT, TextChat, ev, start_game

OLGA = Actor("test", "11", "Olga", "olga", locale="ru-RU")
BOB = Actor("test", "12", "Bob", "bob", locale="en-US")
CAROL = Actor("test", "13", "Carol", "carol", locale="en")
ADMIN = Actor("test", "50", "Ada", "ada", locale="en", is_admin=True)


async def shown_language(service: GameService, asker: Actor) -> tuple[str, str]:
    """The languages of ``asker``'s ``/board``: (theirs, the card's)."""
    board = await service.dispatch(ev(), CHAT, asker, ShowBoard())
    assert board.ok and board.game is not None, board
    return board.lang, board.shared_lang


async def test_a_board_asked_by_anyone_speaks_the_language_of_the_chats_first_game(
    service: GameService,
) -> None:
    await start_game(service, OLGA, BOB)
    assert await shown_language(service, CAROL) == ("en", "ru")
    assert await shown_language(service, BOB) == ("en", "ru")
    assert await shown_language(service, OLGA) == ("ru", "ru")
    shown = await TextChat(service).handle(ev(), CHAT, CAROL, "/board")
    assert shown is not None and shown.lang == "en" and shown.shared_lang == "ru"


async def test_the_first_games_language_is_kept_among_the_chats_settings_which_show_it(
    service: GameService, storage: Storage
) -> None:
    await start_game(service, OLGA, BOB)
    row = await storage.chat(CHAT)
    assert row is not None and row.lang is None  # each user's answers stay in their language
    assert row.settings["first_lang"] == "ru"
    listed = await service.settings.configure(ev(), CHAT, CAROL, Configure())
    args = {reply.key: reply.args for reply in listed.replies}
    assert args["settings-lang"] == {"language": "auto", "cards": "ru"} and listed.lang == "en"
    await start_game(service, BOB, CAROL)  # a later game keeps the chat's language
    assert await service.languages.chat_language(CHAT) == "ru"
    assert await service.languages.chat_language(OTHER_CHAT) == "en"


async def test_the_admins_choice_is_kept_and_a_starter_without_a_language_sets_none(
    service: GameService, storage: Storage
) -> None:
    await service.settings.configure(ev(), CHAT, ADMIN, Configure("lang", ("uk",)))
    await start_game(service, OLGA, BOB)
    assert await shown_language(service, OLGA) == ("uk", "uk")  # the chat's beats her app's
    nobody = Actor("test", "14", "Nemo", "nemo")
    made = await service.challenges.challenge(ev(), OTHER_CHAT, nobody, Challenge())
    assert made.ok and made.shared_lang == "en"
    assert await storage.chat(OTHER_CHAT) is None


async def test_an_answer_to_one_person_stays_in_theirs(service: GameService) -> None:
    await start_game(service, OLGA, BOB)
    refused = await service.dispatch(ev(), CHAT, CAROL, Configure("size", ("9x9",)))
    assert refused.private and refused.lang == "en"
