"""What the whole chat sees (cards, their buttons, announcements) speaks the chat's language
when its admins chose one (``/settings lang``; on Discord, until they do, the server's);
otherwise the language of whoever acted last in the chat, so a card answers its asker in
theirs and nobody's ``/lang`` locks the chat. Answers to one person stay in theirs."""

from __future__ import annotations

from bot.identity import Actor
from bot.service import GameOptions, GameService, Notice, Opponent
from bot.service.commands import (
    Accept,
    Challenge,
    Configure,
    Move,
    Resign,
    SetLanguage,
    ShowBoard,
)
from bot.storage import Storage
from core import Color

from .conftest import CHAT, OTHER_CHAT, TextChat, ev

OLGA = Actor("test", "11", "Olga", "olga", locale="ru-RU")
BOB = Actor("test", "12", "Bob", "bob", locale="en-US")
CAROL = Actor("test", "13", "Carol", "carol", locale="en")
NEMO = Actor("test", "14", "Nemo", "nemo")
"""A client that says no language (the console's players)."""
ADMIN = Actor("test", "50", "Ada", "ada", locale="en", is_admin=True)


async def start_game(service: GameService, blue: Actor, red: Actor) -> None:
    """``blue`` challenges ``red`` in the chat and ``red`` accepts, as any adapter asks."""
    made = await service.dispatch(ev(), CHAT, blue, Challenge(Opponent.user(red.username)))
    assert made.ok and made.challenge is not None, made
    taken = await service.dispatch(ev(), CHAT, red, Accept(made.challenge.id))
    assert taken.ok, taken


async def shown_language(service: GameService, asker: Actor) -> tuple[str, str]:
    """The languages of ``asker``'s ``/board``: (theirs, the card's)."""
    board = await service.dispatch(ev(), CHAT, asker, ShowBoard())
    assert board.ok and board.game is not None, board
    return board.lang, board.shared_lang


async def test_a_card_speaks_the_language_of_whoever_asked_for_it(service: GameService) -> None:
    await start_game(service, OLGA, BOB)  # Olga challenges, Bob accepts
    assert await service.languages.chat_language(CHAT) == "en"  # Bob acted last
    assert await shown_language(service, OLGA) == ("ru", "ru")
    assert await shown_language(service, CAROL) == ("en", "en")
    shown = await TextChat(service).handle(ev(), CHAT, OLGA, "/board")
    assert shown is not None and shown.lang == "ru" and shown.shared_lang == "ru"
    moved = await service.dispatch(ev(), CHAT, OLGA, Move("1-1"))
    assert moved.shared_lang == "ru"
    assert await service.languages.chat_language(OTHER_CHAT) == "en"  # each chat its own


async def test_a_lang_choice_takes_the_cards_with_it_and_never_locks_them(
    computer_service: GameService,
) -> None:
    """The console's case: a player whose client says no language, ``/lang ru`` and
    back."""
    service = computer_service
    first = await service.dispatch(ev(), CHAT, NEMO, Challenge(Opponent.computer()))
    assert first.ok and first.shared_lang == "en"
    await service.dispatch(ev(), CHAT, NEMO, Resign(confirmed=True))
    await service.dispatch(ev(), CHAT, NEMO, SetLanguage("ru"))
    second = await service.dispatch(ev(), CHAT, NEMO, Challenge(Opponent.computer()))
    assert second.ok and second.shared_lang == "ru"
    await service.dispatch(ev(), CHAT, NEMO, SetLanguage("en"))
    assert await shown_language(service, NEMO) == ("en", "en")


async def test_an_announcement_speaks_the_language_of_whoever_acted_last(
    computer_service: GameService,
) -> None:
    service = computer_service
    heard: list[Notice] = []

    async def post(notice: Notice) -> None:
        heard.append(notice)

    service.notices.subscribe(CHAT.platform, post)
    red = GameOptions(color=Color.RED)
    await service.dispatch(ev(), CHAT, OLGA, Challenge(Opponent.computer(), red))
    turns = service.computer.turns
    assert turns is not None and await turns.settle() == 1  # the computer opens
    await service.delivery.drain(CHAT.platform)
    assert [notice.result.lang for notice in heard] == ["ru"]  # its move, said to Olga
    await service.dispatch(ev(), CHAT, CAROL, ShowBoard())  # Carol looks: English now
    await service.dispatch(ev(), CHAT, OLGA, Move("11-11"))
    await turns.settle()
    await service.delivery.drain(CHAT.platform)
    assert [notice.result.lang for notice in heard] == ["ru", "ru"]  # Olga moved last


async def test_someone_whose_language_is_unknown_changes_nothing(service: GameService) -> None:
    await start_game(service, OLGA, NEMO)
    assert await service.languages.chat_language(CHAT) == "ru"
    assert await shown_language(service, NEMO) == ("en", "ru")  # the card stays Olga's


async def test_the_admins_choice_beats_everyones(service: GameService) -> None:
    await service.settings.configure(ev(), CHAT, ADMIN, Configure("lang", ("uk",)))
    await start_game(service, OLGA, BOB)
    assert await shown_language(service, OLGA) == ("uk", "uk")  # the chat's beats her app's
    assert await shown_language(service, BOB) == ("uk", "uk")


async def test_the_last_language_is_kept_among_the_chats_settings_which_show_it(
    service: GameService, storage: Storage, second_worker: GameService
) -> None:
    await start_game(service, OLGA, BOB)
    await service.dispatch(ev(), CHAT, OLGA, ShowBoard())
    row = await storage.chat(CHAT)
    assert row is not None and row.lang is None  # each user's answers stay in their language
    assert row.settings["last_lang"] == "ru"
    assert await second_worker.languages.chat_language(CHAT) == "ru"  # another process too
    listed = await service.dispatch(ev(), CHAT, CAROL, Configure())
    args = {reply.key: reply.args for reply in listed.replies}
    assert args["settings-lang"] == {"language": "auto", "cards": "en"} and listed.lang == "en"


async def test_a_language_kept_from_a_chats_first_game_still_counts(
    service: GameService, storage: Storage
) -> None:
    """Chats stored before: the first game's language stands until someone acts."""
    async with storage.transaction() as tx:
        await tx.update_chat_settings(CHAT, {"first_lang": "pl"})
    assert await service.languages.chat_language(CHAT) == "pl"
    await service.dispatch(ev(), CHAT, NEMO, ShowBoard())  # a language not known: it stands
    assert await service.languages.chat_language(CHAT) == "pl"
    await service.dispatch(ev(), CHAT, BOB, ShowBoard())
    assert await service.languages.chat_language(CHAT) == "en"


async def test_an_answer_to_one_person_stays_in_theirs(service: GameService) -> None:
    await start_game(service, OLGA, BOB)
    refused = await service.dispatch(ev(), CHAT, CAROL, Configure("size", ("9x9",)))
    assert refused.private and refused.lang == "en"
