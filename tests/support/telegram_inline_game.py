"""Inline mode's games as a person plays them through the real aiogram client and the fake
Bot API: Alice, Bob and Carol with the bot, ``@bot words`` asked and posted, the inline
card's buttons pressed. Shared by ``tests/telegram/test_inline_game.py`` and
``bench/bench_inline.py``."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.identity import ChatRef
from bot.service.places.inline_games import inline_place
from bot.telegram.pacing import ChatPacer
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_harness import fake_settings
from tests.support.fakes.telegram_inline import InlineMessage
from tests.support.fakes.telegram_world import Chat, User
from tests.support.telegram_table import Table, buttons, table

LAST = "◉ "
MEDIA = 900
"""The operator's private chat with the bot: where inline pictures are uploaded."""


@dataclass
class Friends:
    alice: User
    bob: User
    carol: User
    chat: Chat
    """Alice and Bob's own chat: the bot is not in it."""


def inline_friends(
    fake: TelegramFake, *, bob_started: bool = True, media_open: bool = True
) -> Friends:
    """The operator (whose private chat takes the uploads), Alice, Bob and Carol, and Alice
    and Bob's own chat."""
    fake.add_user(MEDIA, "Operator", "operator", started=media_open)
    return Friends(
        fake.add_user(1, "Alice", "alice"),
        fake.add_user(2, "Bob", "bob", started=bob_started),
        fake.add_user(3, "Carol", "carol"),
        fake.chats.get(77) or fake.add_chat(77, "private", None),
    )


@asynccontextmanager
async def inline_table(
    fake: TelegramFake,
    tmp_path: Path,
    *,
    media: bool = True,
    bob_started: bool = True,
    database: Path | None = None,
    pacer: ChatPacer | None = None,
    media_open: bool = True,
    public_url: str | None = None,
) -> AsyncIterator[tuple[Table, Friends]]:
    """Alice, Bob and Carol with the bot; ``pacer`` (the bot's own pace) keeps the fake's
    flood limits on; ``public_url``: pictures are shown by their address there (the web
    server is the caller's to run)."""
    friends = inline_friends(fake, bob_started=bob_started, media_open=media_open)
    settings = fake_settings(fake, telegram_media_chat=MEDIA if media else None,
                             public_url=public_url)
    async with table(fake, tmp_path, settings=settings, database=database, pacer=pacer,
                     public_url=public_url) as t:
        yield t, friends


async def ask(t: Table, user: User, words: str) -> tuple[str, list[dict[str, object]]]:
    """``user`` types ``@bot words``: the query's id and the results offered."""
    query = t.fake.inline_query(user, words)
    await t.settled()
    await t.fake.until(lambda: t.fake.inline.queries[query].answer is not None)  # a slow one
    return query, t.fake.inline_results(query)


async def post(t: Table, user: User, words: str, chat: Chat) -> InlineMessage:
    """``user`` posts the first challenge ``@bot words`` offers into ``chat``."""
    query, results = await ask(t, user, words)
    inline = t.fake.choose(user, query, str(results[0]["id"]), chat)
    await t.settled()
    return inline


async def begun(t: Table, f: Friends, words: str) -> InlineMessage:
    """Alice posts ``@bot words`` in the friends' chat, Bob accepts: the game's card."""
    inline = await post(t, f.alice, words, f.chat)
    await press(t, f.bob, inline, "Accept")
    return inline


@asynccontextmanager
async def inline_game(
    fake: TelegramFake, tmp_path: Path, words: str, **options: Any
) -> AsyncIterator[tuple[Table, Friends, InlineMessage]]:
    """An inline table (``options``: as :func:`inline_table` takes them) where Alice posted
    ``@bot words`` in the friends' chat and Bob accepted: the table, the friends and the
    game's card."""
    async with inline_table(fake, tmp_path, **options) as (t, f):
        yield t, f, await begun(t, f, words)


async def press(t: Table, user: User, inline: InlineMessage, label: str) -> str:
    """``user`` presses ``label`` (the last move's sector is marked ◉)."""
    shown = {name.removeprefix(LAST): data for name, data in buttons(inline.message).items()}
    query = t.fake.press_inline(user, inline, shown[label])
    await t.settled()
    return query


async def play(t: Table, user: User, inline: InlineMessage, point: str) -> None:
    """Two taps: the sector holding ``point`` (5×5 is one), then the point."""
    await press(t, user, inline, "1-1…5-5")
    assert point in buttons(inline.message), buttons(inline.message)
    await press(t, user, inline, point)


def place_of(inline: InlineMessage) -> ChatRef:
    return inline_place("telegram", inline.id)


def media_uploads(fake: TelegramFake) -> int:
    return len([c for c in fake.calls_of("sendPhoto", ok=True) if c.params["chat_id"] == MEDIA])
