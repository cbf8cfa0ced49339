"""``python -m bot`` polling the fake Bot API, killed with SIGKILL while it handles an
update Telegram has already forgotten (a later ``getUpdates`` confirmed it): after a
restart the update is handled, once, and its chat answered once.

Where the kill lands is made certain, not hoped for: before the change is stored, the
game's row is held by a lock of the test's (PostgreSQL) and the kill waits until the bot
waits on it; after, the fake holds the bot's first reply and the kill waits for it."""

from __future__ import annotations

import asyncio
import os
import signal
import sqlite3
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from tests.bot.conftest import postgres_database, postgres_server  # noqa: F401 (a fixture)
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_world import StoredMessage
from tests.support.postgres_server import PostgresServer
from tests.support.telegram_table import Cast, buttons, cast

from .processes import SLOW, bot_process

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
GROUP = -900
OVER = "Game #1 is over: Bob wins by resignation."
RESIGNED = "Alice resigns game #1."


def bot_said(fake: TelegramFake, chat_id: int) -> list[StoredMessage]:
    return [m for m in fake.visible(fake.chats[chat_id]) if m.sender.id == fake.me.id]


class Database:
    """The bot's database as the test reads it, behind the bot's back."""

    def __init__(self, url: str) -> None:
        self.url = url

    async def rows(self, sql: str) -> list[tuple[Any, ...]]:
        if self.url.startswith("postgresql"):
            conn = await asyncpg.connect(self.url)
            try:
                return [tuple(row) for row in await conn.fetch(sql)]
            finally:
                await conn.close()
        with sqlite3.connect(self.url.removeprefix("sqlite:///")) as lite:
            found = list(lite.execute(sql))
        lite.close()
        return found

    async def settled(self) -> bool:
        """No update waits in the inbox and game #1 owes no card."""
        (waiting,) = await self.rows("SELECT count(*) FROM inbox WHERE handled_at IS NULL")
        (owed,) = await self.rows("SELECT count(*) FROM games WHERE card_due IS NOT NULL")
        return waiting[0] == 0 and owed[0] == 0

    async def ended_once(self) -> None:
        """Game #1 ended by Alice's resignation, and was rated once."""
        ((status, result),) = await self.rows("SELECT status, result FROM games WHERE id = 1")
        assert status == "finished" and '"reason":"resignation"' in str(result).replace(" ", "")
        counted = await self.rows("SELECT games, wins, losses FROM ratings")
        assert counted and all(games == 1 for games, _, _ in counted)  # rated once
        assert sorted((wins, losses) for _, wins, losses in counted) == sorted(
            [(0, 1), (1, 0)] * (len(counted) // 2)
        )


async def begin(fake: TelegramFake, c: Cast, database: Database) -> StoredMessage:
    """Alice challenges Bob, Bob accepts, Alice plays 3-3: game #1's card, once the bot
    has nothing left to do."""
    fake.say(c.alice, c.group, "/challenge @bob 5x5 empty")
    await fake.until(lambda: any("Accept" in buttons(m) for m in bot_said(fake, GROUP)),
                     timeout=SLOW)
    (offer,) = [m for m in bot_said(fake, GROUP) if "Accept" in buttons(m)]
    fake.press(c.bob, offer, buttons(offer)["Accept"])
    await fake.until(lambda: any(m.media for m in bot_said(fake, GROUP)), timeout=SLOW)
    (card,) = [m for m in bot_said(fake, GROUP) if m.media]
    fake.say(c.alice, c.group, "/move 3-3")
    await fake.until(lambda: "Move 1: Blue 3-3" in (card.caption or ""), timeout=SLOW)
    await until(database.settled)  # the move's card is recorded as shown
    return card


async def until(condition: Callable[[], Awaitable[bool]]) -> None:
    """Wait until ``condition`` holds, looking again every 50 ms (a database can say so
    only when asked)."""
    deadline = asyncio.get_running_loop().time() + SLOW
    while not await condition():
        assert asyncio.get_running_loop().time() < deadline, "the condition never came"
        await asyncio.sleep(0.05)


def texts(fake: TelegramFake, chat_id: int, words: str) -> list[str]:
    """The texts the bot sent to the chat that say ``words``."""
    return [str(call.params["text"]) for call in fake.calls_of("sendMessage", ok=True)
            if call.params.get("chat_id") == chat_id and words in str(call.params["text"])]


def cards_saying(fake: TelegramFake, chat_id: int, words: str) -> int:
    """How many cards shown in the chat say ``words``."""
    shown = [c for c in fake.calls if c.ok and c.method in ("editMessageMedia", "sendPhoto")]
    captions = [str(c.params.get("caption") or (c.params.get("media") or {}).get("caption"))
                for c in shown if c.params.get("chat_id") == chat_id]
    return sum(words in caption for caption in captions)


async def test_a_resignation_killed_before_it_was_stored_is_made_after_the_restart(
    fake: TelegramFake, tmp_path: Path, postgres_server: PostgresServer  # noqa: F811
) -> None:
    url = await postgres_database(postgres_server)
    database = Database(url)
    c = cast(fake, GROUP)
    async with bot_process(fake, tmp_path, DATABASE_URL=url) as pid:
        card = await begin(fake, c, database)
        lock = await asyncpg.connect(url)
        holding = lock.transaction()
        await holding.start()
        await lock.execute("SELECT id FROM games WHERE id = 1 FOR UPDATE")
        fake.say(c.alice, c.group, "/resign confirm")

        watch = await asyncpg.connect(url)  # outside a transaction: what is, now

        async def stuck_on_the_lock() -> bool:
            waiting = await watch.fetchval(
                "SELECT count(*) FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))"
                " AND query LIKE 'UPDATE games SET status%'",
                lock.get_server_pid(),
            )
            return bool(waiting) and not fake.pending_updates  # and Telegram forgot it

        await until(stuck_on_the_lock)
        os.killpg(pid, signal.SIGKILL)
    await holding.rollback()
    await lock.close()
    await watch.close()
    assert "is over" not in (card.caption or "") and not texts(fake, GROUP, RESIGNED)

    await restarted(fake, tmp_path, database, lambda: OVER in (card.caption or ""))
    assert texts(fake, GROUP, RESIGNED) == [texts(fake, GROUP, RESIGNED)[0]]  # answered once
    assert cards_saying(fake, GROUP, OVER) == 1
    await database.ended_once()
    assert "Traceback" not in (tmp_path / "stderr.log").read_text()


async def restarted(
    fake: TelegramFake, tmp_path: Path, database: Database, shown: Callable[[], bool]
) -> None:
    """The bot started again on ``database``, until the chat is ``shown`` what it should
    and the database owes nothing."""
    async with bot_process(fake, tmp_path, DATABASE_URL=database.url):
        await fake.until(shown, timeout=SLOW)
        await until(database.settled)


async def killed_answering(
    fake: TelegramFake, tmp_path: Path, text: str
) -> tuple[Database, StoredMessage, str]:
    """Alice says ``text`` in game #1's chat; the bot (on SQLite) is killed while its first
    reply is on the way (held by the fake, never carried out): its database, the game's
    card and that reply."""
    database = Database(f"sqlite:///{tmp_path / 'dots.db'}")
    c = cast(fake, GROUP)
    async with bot_process(fake, tmp_path, DATABASE_URL=database.url) as pid:
        card = await begin(fake, c, database)
        fake.hold("sendMessage")
        fake.say(c.alice, c.group, text)
        await fake.until(lambda: bool(fake.held) and not fake.pending_updates, timeout=SLOW)
        os.killpg(pid, signal.SIGKILL)
    return database, card, str(fake.held[0].params["text"])


async def test_a_resignation_killed_while_it_is_answered_ends_the_game_once(
    fake: TelegramFake, tmp_path: Path
) -> None:
    database, card, reply = await killed_answering(fake, tmp_path, "/resign confirm")
    assert RESIGNED in reply  # stored, then killed before it was said

    await restarted(fake, tmp_path, database, lambda: OVER in (card.caption or ""))
    assert cards_saying(fake, GROUP, OVER) == 1  # the game's answer, once
    assert texts(fake, GROUP, RESIGNED) == []  # the lost reply is not made up twice
    await database.ended_once()
    assert "Traceback" not in (tmp_path / "stderr.log").read_text()


async def test_a_question_killed_while_it_is_asked_is_asked_after_the_restart(
    fake: TelegramFake, tmp_path: Path
) -> None:
    database, _, question = await killed_answering(fake, tmp_path, "/resign")
    assert "resign" in question  # "Do you really want to resign game #1?"

    await restarted(fake, tmp_path, database, lambda: bool(texts(fake, GROUP, question)))
    assert texts(fake, GROUP, question) == [question]  # asked once
    ((status,),) = await database.rows("SELECT status FROM games WHERE id = 1")
    assert status == "active"
