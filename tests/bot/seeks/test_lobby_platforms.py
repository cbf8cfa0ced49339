"""The lobby across platforms, through the fakes with the real clients, in one ``python -m
bot`` process serving Telegram and Discord (``bot.__main__.serve``): a Telegram user and a
Discord user seek the same game, are paired, each plays in their own place (the private
chat, the DM) and sees the other's move, two taps a move in each place, the clocks on
both cards, and the end with both new ratings told in both; a Telegram user who never
started the bot is refused with the way to start it (the fake Bot API answers 403, as
Telegram does)."""

from __future__ import annotations

import asyncio
import contextlib
import re
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from pydantic import SecretStr

from bot.__main__ import serve
from bot.config import Settings
from tests.support.discord_table import embed_text
from tests.support.engines import FirstFreePoint
from tests.support.fakes.discord_api import FakeDiscord
from tests.support.fakes.discord_payloads import FakeChannel, FakeGuild, FakeUser
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_world import Chat, StoredMessage, User
from tests.support.telegram_table import buttons

RATINGS = re.compile(r"Ratings \(blitz\): Ann \d+ \(\+\d+\), Ben \d+ \(−\d+\)\.")
WAIT = 30.0
"""A hang guard, not a timing."""


@dataclass
class Both:
    telegram: TelegramFake
    discord: FakeDiscord
    guild: FakeGuild


@pytest.fixture
async def both(tmp_path: Path) -> AsyncIterator[Both]:
    """Both fakes, and the bot serving both from one process until the test ends."""
    discord = FakeDiscord()
    guild = discord.add_guild("Dots club")
    await discord.start()
    try:
        async with TelegramFake() as telegram:
            settings = Settings(  # type: ignore[call-arg]
                telegram_token=telegram.token, telegram_api_url=telegram.url,
                discord_token=SecretStr(discord.token), discord_api_url=discord.api_url,
                database_url=f"sqlite:///{tmp_path / 'dots.db'}", _env_file=None,
            )
            running = asyncio.create_task(serve(settings, engine=FirstFreePoint()))  # type: ignore[arg-type]
            try:
                await telegram.until(lambda: telegram.waiting_polls > 0 or running.done(),
                                     timeout=WAIT)
                await discord.wait_shard(0, timeout=WAIT)
                assert not running.done()
                yield Both(telegram, discord, guild)
            finally:
                running.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await running
    finally:
        await discord.stop()


def telegram_cards(fake: TelegramFake, chat: Chat) -> list[StoredMessage]:
    return [m for m in fake.visible(chat) if m.media is not None and m.caption
            and "#1" in m.caption]


def discord_cards(fake: FakeDiscord, channel: FakeChannel) -> list[str]:
    return [embed_text(m.payload) for m in fake.messages.in_channel(channel.id)
            if any(a["filename"] == "board.png" for a in m.attachments)]


@dataclass
class Pair:
    """A Telegram user and a Discord user the lobby paired, each with the game's card in
    their own place (the Telegram user, the older seek at equal ratings, plays Blue)."""

    alice: User
    private: Chat
    bob: FakeUser
    dm: FakeChannel


async def paired(both: Both, user_id: int, name: str, discord_name: str) -> Pair:
    """``name`` seeks 9×9 3+2 rated in their Telegram private chat, then ``discord_name``
    the same in their Discord DM: paired at once."""
    telegram, discord = both.telegram, both.discord
    alice = telegram.add_user(user_id, name, name.lower(), language_code="en")
    private = telegram.private_chat(alice)
    bob = discord.add_user(discord_name)
    dm = discord.dm_channel(bob)
    telegram.say(alice, private, "/seek 9x9 3+2 rated")
    await telegram.until(lambda: any("Seeking" in (m.text or "")
                                     for m in telegram.visible(private)), timeout=WAIT)
    interaction = await discord.slash(["seek"], bob, dm,
                                      {"size": "9x9", "time": "3+2", "rated": "rated"})
    answer = await discord.answer_to(interaction, timeout=WAIT)
    assert f"Paired with {name}" in str(answer.json), answer.json
    await telegram.until(lambda: bool(telegram_cards(telegram, private)), timeout=WAIT)
    await _until(lambda: bool(discord_cards(discord, dm)))
    return Pair(alice, private, bob, dm)


async def test_a_telegram_user_and_a_discord_user_seek_are_paired_and_play(both: Both) -> None:
    telegram, discord = both.telegram, both.discord
    pair = await paired(both, 501, "Alice", "bob")
    alice, private, bob, dm = pair.alice, pair.private, pair.bob, pair.dm
    telegram.say(alice, private, "3-3")
    await _until(lambda: any("3-3" in text for text in discord_cards(discord, dm)))

    moved = await discord.slash(["dots", "move"], bob, dm, {"point": "5-5"})
    await discord.answer_to(moved, timeout=WAIT)
    await _until(lambda: any("5-5" in (m.caption or "") for m in telegram_cards(telegram, private)))
    telegram.say(alice, private, "7-7")
    await _until(lambda: any("7-7" in text for text in discord_cards(discord, dm)))


async def test_a_seek_from_a_discord_server_plays_in_the_dm_and_the_server_hears_one_line(
    both: Both,
) -> None:
    telegram, discord = both.telegram, both.discord
    channel = both.guild.text_channels()[0]
    erin = discord.join(both.guild, discord.add_user("erin"))
    interaction = await discord.slash(["seek"], erin, channel, {"size": "9x9", "time": "3+2"})
    answer = await discord.answer_to(interaction, timeout=WAIT)
    assert "Seeking 9×9, 3+2, rated" in str(answer.json), answer.json
    alice = telegram.add_user(502, "Alice", "alice2", language_code="en")
    private = telegram.private_chat(alice)
    telegram.say(alice, private, "/seek 9x9 3+2")
    await _until(lambda: any("Paired with Erin" in (m.text or "")
                             for m in telegram.visible(private)))
    dm = discord.dm_channel(erin.user)
    await _until(lambda: bool(discord_cards(discord, dm)))
    await _until(lambda: any("Erin: your seek is paired" in str(m.payload)
                             for m in discord.messages.in_channel(channel.id)))
    assert not discord_cards(discord, channel), "the server is not flooded by the game"


async def test_a_telegram_user_who_never_started_the_bot_is_refused_in_a_group(
    both: Both,
) -> None:
    telegram = both.telegram
    carol = telegram.add_user(601, "Carol", "carol", started=False)
    group = telegram.add_chat(-700, "group", "Club")
    telegram.say(carol, group, "/seek 9x9 3+2")
    await _until(lambda: any("press Start" in (m.text or "")
                             for m in telegram.visible(group, to=carol)))
    (probe,) = telegram.calls_of("sendChatAction")
    assert probe.params["chat_id"] == 601 and probe.status == 403  # as Telegram answers
    assert not [m for m in telegram.visible(group, to=carol) if "Seeking" in (m.text or "")]


async def test_a_telegram_user_who_blocked_the_bot_is_refused_in_a_group(both: Both) -> None:
    telegram = both.telegram
    dave = telegram.add_user(602, "Dave", "dave")
    telegram.block(dave)
    group = telegram.add_chat(-701, "group", "Club")
    telegram.say(dave, group, "/seek 9x9 3+2")
    await _until(lambda: any("unblock the bot" in (m.text or "")
                             for m in telegram.visible(group, to=dave)))
    (probe,) = telegram.calls_of("sendChatAction")
    assert probe.status == 403 and "blocked" in str(probe.description)


async def _until(condition: Callable[[], bool]) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + WAIT
    while not condition():
        assert loop.time() < deadline, "hang guard"
        await asyncio.sleep(0.05)


async def test_a_lobby_game_across_platforms_is_tapped_timed_and_rated_in_both_places(
    both: Both,
) -> None:
    """Two taps a move in each place (the private chat's card, the DM's menus), each card
    with the clocks, and the end with both new ratings told in both places."""
    telegram, discord = both.telegram, both.discord
    pair = await paired(both, 503, "Ann", "ben")
    ann, private, ben, dm = pair.alice, pair.private, pair.bob, pair.dm
    for text in (telegram_cards(telegram, private)[-1].caption or "",
                 discord_cards(discord, dm)[-1]):
        assert "Rated, 3 minutes + 2 seconds a move" in text and "Clocks: Blue 3:00" in text

    # Ann (Blue, the older seek): two taps on her card, which is edited in place
    card = telegram_cards(telegram, private)[-1]
    telegram.press(ann, card, buttons(card)["1-1…5-5"])
    await telegram.until(lambda: "3-3" in buttons(telegram_cards(telegram, private)[-1]),
                         timeout=WAIT)
    card = telegram_cards(telegram, private)[-1]
    telegram.press(ann, card, buttons(card)["3-3"])
    await _until(lambda: any("Move 1: Blue 3-3" in text and "Clocks: Blue" in text
                             for text in discord_cards(discord, dm)))

    # Ben: the card's menu of sectors, then the point in the picker only he sees
    (shown,) = [m for m in discord.messages.in_channel(dm.id)
                if any(a["filename"] == "board.png" for a in m.attachments)]
    menu = next(c for c in shown.components() if c.get("type") == 3)
    sector = next(o["value"] for o in menu["options"] if o["label"] == "4-4…5-5")
    opened = await discord.answer_to(await discord.select(shown, menu["custom_id"], [sector], ben),
                                     timeout=WAIT)
    picker = discord.messages.get(int(opened.response["resource"]["message"]["id"]))
    point = next(c for c in picker.components() if c.get("label") == "5-5")
    await discord.answer_to(await discord.press(picker, str(point["custom_id"]), ben),
                            timeout=WAIT)
    await _until(lambda: any("Move 2: Red 5-5" in (m.caption or "")
                             for m in telegram_cards(telegram, private)))

    # Ben resigns in his DM: both places read the end and both new ratings
    resigned = await discord.slash(["dots", "resign"], ben, dm, {"confirm": "confirm"})
    answer = str((await discord.answer_to(resigned, timeout=WAIT)).json)
    rated = RATINGS.search(answer)
    assert "Ann wins" in answer and rated is not None, answer
    await _until(lambda: any(rated.group(0) in (m.text or m.caption or "")
                             for m in telegram.visible(private)))
    assert any("Ann wins" in (m.text or m.caption or "") for m in telegram.visible(private))
