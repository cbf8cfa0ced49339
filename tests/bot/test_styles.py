"""Picture styles: each person's (``/style``), each chat's (``/settings style``), which one
a picture is drawn in, and the users' choices on every store."""

from __future__ import annotations

import io
from datetime import UTC, datetime

import pytest
from PIL import Image

from bot.i18n import Translator
from bot.identity import Actor, ChatRef
from bot.output.items import Card, Picker
from bot.output.pictures import Pictures
from bot.output.plan import plan
from bot.output.present import Presenter
from bot.service import GameService, Opponent, Reply, Result, Status
from bot.service.chats.chat_settings import PictureStyle
from bot.service.commands import (
    Challenge,
    Configure,
    Move,
    OpenPicker,
    SetStyle,
    ShowBoard,
    ShowRules,
)
from bot.storage import Storage, StorageError
from renderers.theme import DARK, LIGHT

from .conftest import ALICE, BOB, CHAT, TextChat, ev, on_every_store, start_game

PRESENTER = Presenter(Translator())
DRAWN = Pictures(PRESENTER)
ADMIN = Actor("test", "50", "Ada", "ada", is_admin=True)
ALICE_ALONE = ChatRef("test", ALICE.user_id)
"""Alice's private chat with the bot (its id is hers)."""
NOW = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


def corner(png: bytes) -> tuple[int, int, int]:
    """The colour of a picture's top left pixel: its background."""
    with Image.open(io.BytesIO(png)) as image:
        red, green, blue = image.convert("RGB").getpixel((1, 1))  # type: ignore[misc]
    return red, green, blue


async def style(
    service: GameService, actor: Actor, word: str | None, chat: ChatRef = CHAT
) -> Result:
    return await service.dispatch(ev(), chat, actor, SetStyle(word))


def named(word: str) -> Reply:
    return Reply("style-name", {"style": word})


def the_card(result: Result) -> Card:
    (card,) = [item for item in plan(result, PRESENTER) if isinstance(item, Card)]
    return card


# ----------------------------------------------------------------- a person's
async def test_a_person_sets_shows_and_resets_their_style(service: GameService) -> None:
    shown = await style(service, ALICE, None)
    assert shown.ok and shown.private and shown.keys == ("style-current",)
    assert shown.replies[0].args == {"chosen": "no", "style": named("light")}
    chosen = await style(service, ALICE, "Dark")
    assert chosen.ok and chosen.keys == ("style-set",)
    assert chosen.replies[0].args == {"style": named("dark")}
    assert PRESENTER.replies(chosen) == ["Picture style set: dark."]
    again = await style(service, ALICE, None)
    assert again.replies[0].args == {"chosen": "yes", "style": named("dark")}
    assert await service.parts.styles.user_style(BOB.ref) is None  # Bob chose nothing
    reset = await style(service, ALICE, "auto")
    assert reset.keys == ("style-reset",)
    assert reset.replies[0].args == {"style": named("light")}
    assert await service.parts.styles.user_style(ALICE.ref) is None


async def test_a_choice_outlives_the_cache_and_reaches_another_process(
    service: GameService, second_worker: GameService
) -> None:
    await style(service, ALICE, "colourblind")
    assert await second_worker.parts.styles.user_style(ALICE.ref) is PictureStyle.COLORBLIND
    user = await service.parts.storage.user(ALICE.ref)
    assert user is not None and user.style == "colorblind"


async def test_a_bad_word_is_refused_in_the_readers_language(service: GameService) -> None:
    refused = await style(service, ALICE, "neon")
    assert refused.status is Status.ERROR and refused.keys == ("error-unknown-style",)
    assert PRESENTER.replies(refused) == [
        "There is no picture style “neon”. Choose light, dark, colorblind or auto."
    ]
    polish = Actor("test", "7", "Piotr", "piotr", locale="pl")
    said = PRESENTER.replies(await style(service, polish, "neon"))
    assert said == ["Nie ma stylu obrazków „neon”. Wybierz light, dark, colorblind albo auto."]
    assert await service.parts.styles.user_style(ALICE.ref) is None  # nothing stored


async def test_style_is_a_command_of_the_chat(service: GameService) -> None:
    chat = TextChat(service)
    chosen = await chat.handle(ev(), CHAT, ALICE, "/style dark")
    assert chosen is not None and chosen.keys == ("style-set",)
    shown = await chat.handle(ev(), CHAT, ALICE, "/style")
    assert shown is not None and shown.replies[0].args["chosen"] == "yes"
    refused = await chat.handle(ev(), CHAT, ALICE, "/style dark light")
    assert refused is not None and refused.keys == ("error-usage",)


# ----------------------------------------------------------------- a chat's
async def test_only_admins_change_the_chats_style(service: GameService) -> None:
    refused = await service.dispatch(ev(), CHAT, ALICE, Configure("style", ("dark",)))
    assert refused.status is Status.ERROR and refused.keys == ("error-settings-admin",)
    assert (await service.languages.chat_settings(CHAT)).style is None  # none chosen
    done = await service.dispatch(ev(), CHAT, ADMIN, Configure("style", ("dark",)))
    assert done.keys == ("settings-changed", "settings-style")
    assert done.replies[1].args == {"chosen": "yes", "style": named("dark")}
    assert (await service.languages.chat_settings(CHAT)).style is PictureStyle.DARK
    said = PRESENTER.replies(done)[1]
    assert said.startswith("• style: board pictures are dark")


# ----------------------------------------------------------------- pictures
async def test_a_groups_card_is_drawn_in_the_chats_style(service: GameService) -> None:
    await service.dispatch(ev(), CHAT, ADMIN, Configure("style", ("dark",)))
    await style(service, ALICE, "colorblind")
    await start_game(service, width=9, height=9)
    moved = await service.dispatch(ev(), CHAT, ALICE, Move("3-3"))
    card = the_card(moved)
    assert card.style is PictureStyle.DARK  # the chat's, not Alice's
    png = await DRAWN.card(card.game, "en", card.style)
    assert corner(png) == DARK.background
    light = await DRAWN.card(card.game, "en")
    assert corner(light) == LIGHT.background != DARK.background
    looked = the_card(await service.dispatch(ev(), CHAT, BOB, ShowBoard()))
    assert looked.style is PictureStyle.DARK
    picked = await service.dispatch(ev(), CHAT, BOB, OpenPicker(card.game.id))
    (picker,) = [item for item in plan(picked, PRESENTER) if isinstance(item, Picker)]
    assert picker.style is PictureStyle.DARK  # Bob chose none: the chat's
    alices = await service.dispatch(ev(), CHAT, ALICE, ShowBoard())
    assert alices.own_style is PictureStyle.COLORBLIND and alices.shared_style is PictureStyle.DARK


async def test_a_chats_card_takes_the_style_of_whoever_acted_last_until_admins_choose(
    service: GameService,
) -> None:
    """The console's case (``/style dark`` and nothing more), in any chat whose admins
    chose no style: the card answering someone is drawn as they see pictures."""
    await style(service, ALICE, "dark")
    game_id = await start_game(service, width=9, height=9)
    moved = the_card(await service.dispatch(ev(), CHAT, ALICE, Move("3-3")))
    assert moved.style is PictureStyle.DARK  # Alice's
    assert corner(await DRAWN.card(moved.game, "en", moved.style)) == DARK.background
    answered = the_card(await service.dispatch(ev(), CHAT, BOB, Move("4-4")))
    assert answered.style is PictureStyle.LIGHT  # Bob chose none
    assert await service.parts.styles.chat_style(CHAT) is PictureStyle.LIGHT
    looked = the_card(await service.dispatch(ev(), CHAT, ALICE, ShowBoard(game_id)))
    assert looked.style is PictureStyle.DARK
    await service.dispatch(ev(), CHAT, ADMIN, Configure("style", ("colorblind",)))
    chosen = the_card(await service.dispatch(ev(), CHAT, ALICE, Move("7-7")))
    assert chosen.style is PictureStyle.COLORBLIND  # the admins' choice beats everyone's


async def test_a_private_chats_pictures_are_drawn_in_the_persons_style(
    computer_service: GameService,
) -> None:
    service = computer_service
    await style(service, ALICE, "colorblind", ALICE_ALONE)
    started = await service.dispatch(ev(), ALICE_ALONE, ALICE, Challenge(Opponent.computer()))
    card = the_card(started)
    assert card.style is PictureStyle.COLORBLIND
    colorblind = await DRAWN.card(card.game, "en", card.style)
    light = await DRAWN.card(card.game, "en")
    assert colorblind != light  # a colour-blind card differs from a light one …
    assert corner(colorblind) == corner(light) == LIGHT.background  # … on the light theme
    await style(service, ALICE, "dark", ALICE_ALONE)
    looked = the_card(await service.dispatch(ev(), ALICE_ALONE, ALICE, ShowBoard()))
    assert looked.style is PictureStyle.DARK
    dark = await DRAWN.card(looked.game, "en", looked.style)
    assert corner(dark) == DARK.background
    rules = await service.dispatch(ev(), ALICE_ALONE, ALICE, ShowRules())
    plain = await service.dispatch(ev(), ALICE_ALONE, BOB, ShowRules())
    assert rules.attachment is not None and plain.attachment is not None
    assert corner(rules.attachment.data) == DARK.background
    assert corner(plain.attachment.data) == LIGHT.background
    await style(service, ALICE, "auto", ALICE_ALONE)
    again = the_card(await service.dispatch(ev(), ALICE_ALONE, ALICE, ShowBoard()))
    assert again.style is PictureStyle.LIGHT  # her chat's own style


# ----------------------------------------------------------------- storage
@on_every_store
async def test_a_users_style_is_stored_on_every_store(storage: Storage) -> None:
    async with storage.transaction() as tx:
        await tx.upsert_user(ALICE.ref, "Alice", "alice", NOW)
        await tx.set_user_style(ALICE.ref, "dark")
    user = await storage.user(ALICE.ref)
    assert user is not None and (user.lang, user.style) == (None, "dark")
    async with storage.transaction() as tx:
        await tx.upsert_user(ALICE.ref, "Alice B.", "alice", NOW)  # a new name keeps it
        await tx.set_user_lang(ALICE.ref, "pl")
    found = await storage.user_by_username("test", "@Alice")
    assert found is not None and (found.name, found.lang, found.style) == ("Alice B.", "pl", "dark")
    async with storage.transaction() as tx:
        await tx.set_user_style(ALICE.ref, None)
    user = await storage.user(ALICE.ref)
    assert user is not None and user.style is None and user.lang == "pl"
    with pytest.raises(StorageError):
        async with storage.transaction() as tx:
            await tx.set_user_style(BOB.ref, "dark")  # nobody knows Bob yet
    assert await storage.user(BOB.ref) is None
