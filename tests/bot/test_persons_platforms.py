"""One person on Telegram and Discord, through the fakes with the real clients, in one
``python -m bot`` serving both: no code is given in a group; Ann's code made on Discord
and typed on Telegram after it expired is refused, a forged one too, and nothing is
linked; ``/link`` on Telegram and the code typed in her Discord DM join her accounts, and
``/rating`` shows one rating on both; ``/forget`` then erases her, and the group's
finished game shows a placeholder. The codes never reach the log, at DEBUG."""

from __future__ import annotations

import asyncio
import re
import sqlite3
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

from bot.identity import FORGOTTEN_NAME
from tests.support.fakes.discord_api import FakeDiscord
from tests.support.fakes.discord_payloads import FakeChannel, FakeUser
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_world import Chat, User
from tests.support.processes import bot_env_in, bot_running

SLOW = 60.0
"""Seconds to wait for the bot to answer (a hang guard, not a timing)."""
CODE = re.compile(r"\b([A-Z2-9]{4}-[A-Z2-9]{4})\b")


async def until(found: Callable[[], str | None], what: str) -> str:
    for _ in range(int(SLOW * 20)):
        text = found()
        if text is not None:
            return text
        await asyncio.sleep(0.05)
    raise AssertionError(f"no answer: {what}")


class Telegram:
    """What a Telegram user says and reads in a chat."""

    def __init__(self, fake: TelegramFake) -> None:
        self.fake = fake

    def texts(self, chat: Chat) -> list[str]:
        """Every text and caption the bot sent or edited in ``chat``."""
        return [str(call.params.get("text") or call.params.get("caption") or "")
                for call in self.fake.calls if call.params.get("chat_id") == chat.id]

    async def ask(self, user: User, chat: Chat, text: str) -> str:
        seen = len(self.texts(chat))
        self.fake.say(user, chat, text)

        def answered() -> str | None:
            new = self.texts(chat)[seen:]
            return "\n".join(new) if new else None

        return await until(answered, f"{text} in Telegram")


class Discord:
    """What a Discord user writes in their DM with the bot and reads there."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake

    def texts(self, channel: FakeChannel) -> list[str]:
        return [m.content for m in self.fake.messages.in_channel(channel.id)
                if int(m.payload["author"]["id"]) == self.fake.bot_user.id]

    async def ask(self, user: FakeUser, text: str) -> str:
        channel = self.fake.dm_channel(user)
        seen = len(self.texts(channel))
        await self.fake.user_message(channel, user, text)

        def answered() -> str | None:
            new = self.texts(channel)[seen:]
            return "\n".join(new) if new else None

        return await until(answered, f"{text} in Discord")


def overall(rating: str) -> list[str]:
    """The lines of a /rating answer about the overall ratings."""
    return [line for line in rating.splitlines() if line.startswith("Overall")]


def links(database: Path) -> int:
    with closing(sqlite3.connect(database)) as db:
        return int(db.execute("SELECT count(*) FROM person_links").fetchone()[0])


def age_codes(database: Path) -> None:
    """Every waiting code's ten minutes have passed."""
    with closing(sqlite3.connect(database)) as db, db:
        db.execute("UPDATE link_codes SET expires_at = '2000-01-01T00:00:00+00:00'")


async def test_one_person_on_telegram_and_discord(tmp_path: Path) -> None:
    log, database = tmp_path / "bot.log", tmp_path / "dots.db"
    async with TelegramFake() as telegram_fake:
        discord_fake = FakeDiscord()
        await discord_fake.start()
        telegram, discord = Telegram(telegram_fake), Discord(discord_fake)
        ann = telegram_fake.add_user(501, "Ann", "ann")
        bob = telegram_fake.add_user(502, "Bob", "bob")
        group = telegram_fake.add_chat(-100)
        ann_dc = discord_fake.add_user("ann_dc")
        env = bot_env_in(tmp_path)
        env.update(
            LOG_LEVEL="DEBUG", TELEGRAM_TOKEN=telegram_fake.token,
            TELEGRAM_API_URL=telegram_fake.url, DISCORD_TOKEN=discord_fake.token,
            DISCORD_API_URL=discord_fake.api_url,
        )
        codes: list[str] = []
        try:
            async with bot_running(env, tmp_path, log, timeout=SLOW):
                await telegram_fake.wait_call("getUpdates", timeout=SLOW)
                await discord_fake.wait_shard(0, timeout=SLOW)
                # a rated game in a Telegram group: Bob resigns to Ann
                await telegram.ask(ann, group, "/challenge 7x7 rated")
                await telegram.ask(bob, group, "/accept")
                await telegram.ask(bob, group, "/resign confirm")
                private = telegram_fake.private_chat(ann)
                before = overall(await telegram.ask(ann, private, "/rating"))
                assert len(before) == 1 and "Ann" in before[0]

                # refusals: no code in a group, an expired code, a forged one; nothing linked
                in_group = await telegram.ask(ann, group, "/link")
                assert "private chat" in in_group and not CODE.search(in_group)
                made = sorted(set(CODE.findall(await discord.ask(ann_dc, "/link"))))
                assert len(made) == 1
                age_codes(database)
                expired = await telegram.ask(ann, private, f"/link {made[0]}")
                assert "expired" in expired
                forged = "ABCD-EFGH" if made[0] != "ABCD-EFGH" else "ABCD-EFGJ"
                refused = await telegram.ask(ann, private, f"/link {forged}")
                assert "not a link code I gave" in refused
                assert links(database) == 0

                # /link on Telegram, the code in the Discord DM: one rating on both
                given = sorted(set(CODE.findall(await telegram.ask(ann, private, "/link"))))
                assert len(given) == 1
                codes += [*made, *given]
                linked = await discord.ask(ann_dc, f"/link {given[0]}")
                assert "Linked" in linked and "Telegram" in linked and "Ann" in linked
                assert links(database) == 2
                on_discord = overall(await discord.ask(ann_dc, "/rating"))
                on_telegram = overall(await telegram.ask(ann, private, "/rating"))
                assert on_discord == on_telegram == before

                # /forget, confirmed: the group's finished game shows a placeholder
                assert "/forget confirm" in await telegram.ask(ann, private, "/forget")
                gone = await telegram.ask(ann, private, "/forget confirm")
                assert "forgotten you on Telegram, Discord" in gone
                history = await telegram.ask(bob, group, "/history chat")
                assert FORGOTTEN_NAME in history and "Ann" not in history and "Bob" in history
                assert links(database) == 0
        finally:
            await discord_fake.stop()
    written = log.read_text(encoding="utf-8", errors="replace")
    assert "ready" in written  # the log was written
    for code in codes:
        assert code not in written and code.replace("-", "") not in written
