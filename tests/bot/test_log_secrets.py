"""No secret reaches the log, at any level, from our code or a library's.

The real ``python -m bot`` starts at ``LOG_LEVEL=DEBUG`` on a new database (SQLite, and
PostgreSQL with a password in its URL), with Telegram on a webhook and Discord against the
fakes, the web board mounted on the webhook's server. A game is played, the board is asked
for with ``initData`` and signed links (good, bad, one in an address's query), then the
process is stopped and the whole log is searched for every secret it held: the two keys
read from the database afterwards, both tokens, the webhook secret, the database password,
the ``initData`` and the link tokens.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import io
import logging
import os
import re
import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from urllib.parse import quote

import aiohttp
import asyncpg

from bot.identity import PlayerRef
from bot.log_secrets import SecretFilter
from bot.service.places.web_links import LinkSigner
from tests.bot import conftest as service_fixtures
from tests.support.discord_table import button, with_button
from tests.support.fakes.discord_api import FakeDiscord
from tests.support.fakes.discord_payloads import FakeChannel, FakeMember
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.ports import free_port
from tests.support.postgres_server import PostgresServer
from tests.support.processes import bot_env_in, bot_running
from tests.support.telegram_init_data import sign_init_data

postgres_server = service_fixtures.postgres_server

SLOW = 60.0
"""Seconds to wait for the bot to do something (a hang guard, not a timing)."""
WEBHOOK_SECRET = "webhook-secret-kept-out-of-logs"
DB_PASSWORD = "pg-password-kept-out-of-logs"


def forms(secret: bytes | str) -> Iterator[bytes]:
    """Every way a log line could spell ``secret``."""
    raw = secret.encode() if isinstance(secret, str) else secret
    yield raw
    yield repr(raw)[2:-1].encode()
    yield raw.hex().encode()
    yield base64.b64encode(raw).rstrip(b"=")
    yield base64.urlsafe_b64encode(raw).rstrip(b"=")


def leaks(log: bytes, secrets: dict[str, bytes | str]) -> list[str]:
    return [name for name, secret in secrets.items()
            if any(form in log for form in forms(secret))]


async def ask_the_board(url: str, auths: list[str], tokens: list[str]) -> list[int]:
    """Requests a page, an attacker and a careless operator make; their statuses."""
    statuses = []
    async with aiohttp.ClientSession() as http:
        for auth in auths:
            for path in ("/board/api/games/1", "/board/api/link"):
                async with http.get(url + path, headers={"Authorization": auth}) as response:
                    statuses.append(response.status)
            async with http.post(url + "/board/api/games/1/moves", json={"x": 1, "y": 1, "ply": 0},
                                 headers={"Authorization": auth}) as response:
                statuses.append(response.status)
        for token in tokens:  # a token pasted into an address
            async with http.get(f"{url}/board/?t={token}") as response:
                statuses.append(response.status)
            async with http.get(f"{url}/board/api/games/1?auth={token}") as response:
                statuses.append(response.status)
    return statuses


async def a_debug_run(tmp_path: Path, database_url: str) -> tuple[bytes, dict[str, bytes | str]]:
    """The log of a DEBUG run on ``database_url``, and the secrets that run held (the
    database's keys are read by the caller)."""
    port = free_port()
    public = f"http://127.0.0.1:{port}"
    log = tmp_path / "bot.log"
    async with TelegramFake() as telegram:
        discord = FakeDiscord()
        await discord.start()
        guild = discord.add_guild("Dots club")
        ann = discord.join(guild, discord.add_user("ann"))
        ben = discord.join(guild, discord.add_user("ben"))
        channel = guild.text_channels()[0]
        try:
            env = bot_env_in(tmp_path)
            env.update(
                DATABASE_URL=database_url,
                LOG_LEVEL="DEBUG",
                TELEGRAM_TOKEN=telegram.token,
                TELEGRAM_API_URL=telegram.url,
                TELEGRAM_WEBHOOK_URL=f"{public}/telegram",
                TELEGRAM_WEBHOOK_HOST="127.0.0.1",
                TELEGRAM_WEBHOOK_PORT=str(port),
                TELEGRAM_WEBHOOK_SECRET=WEBHOOK_SECRET,
                DISCORD_TOKEN=discord.token,
                DISCORD_API_URL=discord.api_url,
                DISCORD_ACTIVITY="on",
                DISCORD_CLIENT_ID=discord.oauth.client_id,
                DISCORD_CLIENT_SECRET=discord.oauth.secret,
                PUBLIC_URL=public,
            )
            async with bot_running(env, tmp_path, log, timeout=SLOW):
                await telegram.wait_call("setWebhook", timeout=SLOW)
                await discord.wait_shard(0, timeout=SLOW)
                alice = telegram.add_user(501, "Alice", "alice")
                telegram.say(alice, telegram.private_chat(alice), "/play 7x7")
                await telegram.wait_call("sendPhoto", timeout=SLOW)
                held = await held_secrets(database_url, telegram.token)
                signer = LinkSigner(held["web-links key"])  # type: ignore[arg-type]
                expires = datetime.now(UTC) + timedelta(days=1)
                seat = signer.make(1, PlayerRef("telegram", "501"), expires)
                spectator = signer.make(1, None, expires)
                init = sign_init_data(telegram.token, 501, "Alice", auth_date=datetime.now(UTC))
                statuses = await ask_the_board(
                    public,
                    [f"Link {seat}", f"Link {spectator}", f"tma {init}", f"Link {seat}é",
                     f"tma {init}%C3%A9", "Link abc.ééé"],
                    [seat, init],
                )
                assert 200 in statuses  # the board was really read
                discord_link, interaction = await a_link_in_discord(discord, channel, ann, ben)
                code = discord.oauth.code_for(ann.user)
                credentials = await an_activity_sign_in(public, code, channel)
        finally:
            await discord.stop()
    held |= {
        "Telegram token": telegram.token,
        "Discord token": discord.token,
        "webhook secret": WEBHOOK_SECRET,
        "player's link": seat,
        "spectator's link": spectator,
        "initData": init,
        "initData's hash": init.rpartition("hash=")[2],
        "link given in Discord": discord_link,
        "Discord interaction's token": interaction,
        "Discord client secret": discord.oauth.secret,
        "Activity's sign-in code": code,
        "Activity's credentials": credentials,
    }
    held |= {f"Discord token {n}": token for n, token in enumerate(discord.oauth.tokens)}
    return log.read_bytes(), held


async def a_link_in_discord(
    discord: FakeDiscord, channel: FakeChannel, ann: FakeMember, ben: FakeMember
) -> tuple[str, str]:
    """Ann challenges Ben, he accepts, she presses Live board: her link's token, and the
    token of the interaction that answered it."""
    challenge = await discord.slash(["dots", "challenge"], ann, channel,
                                    {"opponent": ben, "size": "9x9", "start": "empty"})
    await discord.answer_to(challenge, timeout=SLOW)
    offer = with_button(discord, channel, "a")
    await discord.answer_to(await discord.press(offer, button(offer, "a"), ben), timeout=SLOW)
    for _ in range(int(SLOW * 20)):  # the card is posted by the outbox (a hang guard)
        with contextlib.suppress(AssertionError):
            card = with_button(discord, channel, "v")
            break
        await asyncio.sleep(0.05)
    asked = await discord.press(card, button(card, "v"), ann)  # its Live board button
    launch = await discord.answer_to(asked, timeout=SLOW)  # the Activity: not enabled
    assert (launch.json["type"], launch.status) == (12, 400)
    answer = await discord.answer_to(asked, timeout=SLOW)  # so her link
    content = answer.json["data"]["content"]
    found = re.findall(r"#t=([A-Za-z0-9_.-]+)", content)
    assert len(found) == 1, content
    return found[0], asked.token


async def an_activity_sign_in(url: str, code: str, channel: FakeChannel) -> str:
    """The Activity's page signs Ann in with ``code`` (and a forged one is refused): the
    credentials it was given, with which it reads her game."""
    place = {"guild": str(channel.guild_id), "channel": str(channel.id)}
    async with aiohttp.ClientSession() as http:
        sign_in = url + "/board/api/sign-in/discord"
        async with http.post(sign_in, json={"code": "forged", **place}) as refused:
            assert refused.status == 401
        async with http.post(sign_in, json={"code": code, **place}) as signed:
            assert signed.status == 200
            credentials: str = (await signed.json())["credentials"]
        headers = {"Authorization": f"Discord {credentials}"}
        async with http.get(url + "/board/api/link", headers=headers) as linked:
            assert (linked.status, (await linked.json())["game"]) == (200, 2)
    return credentials


async def held_secrets(database_url: str, token: str) -> dict[str, bytes | str]:
    """The keys the bot made in its database."""
    if database_url.startswith("sqlite:///"):
        with contextlib.closing(sqlite3.connect(database_url.removeprefix("sqlite:///"))) as db:
            rows = db.execute("SELECT name, value FROM secrets").fetchall()
    else:
        conn = await asyncpg.connect(database_url)
        try:
            rows = await conn.fetch("SELECT name, value FROM secrets")
        finally:
            await conn.close()
    keys = {f"{name} key": bytes(value) for name, value in rows}
    assert set(keys) == {"buttons key", "web-links key"}
    return keys  # type: ignore[return-value]


async def test_a_debug_log_on_a_new_sqlite_database_holds_no_secret(tmp_path: Path) -> None:
    log, held = await a_debug_run(tmp_path, f"sqlite:///{tmp_path / 'dots.db'}")
    assert b"INSERT INTO" in log or b"DEBUG" in log  # it did log at DEBUG
    assert leaks(log, held) == []
    assert b"Traceback" not in log


async def test_a_debug_log_on_a_new_postgresql_database_holds_no_secret(
    tmp_path: Path, postgres_server: PostgresServer
) -> None:
    schema = f"secrets_{os.getpid()}"
    plain = await postgres_server.new_schema(schema)
    url = plain.replace("postgres@", f"postgres:{DB_PASSWORD}@", 1)
    log, held = await a_debug_run(tmp_path, url)
    held["database password"] = DB_PASSWORD
    assert b"DEBUG" in log
    assert leaks(log, held) == []
    assert b"Traceback" not in log



def test_the_filter_rewrites_every_spelling_of_a_secret() -> None:
    """The second layer, should a library log what it was never meant to: whatever logger
    writes a secret, in whatever spelling, the line says ``<secret>``."""
    key, token = os.urandom(32), "123456:AAE-token_of/the+bot"
    secrets = SecretFilter()
    secrets.add(key, token, None, "")
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.addFilter(secrets)
    logger = logging.getLogger("some.library")
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    try:
        logger.debug("executing %r", ("INSERT INTO secrets VALUES (?, ?)", ("buttons", key)))
        logger.info("key %s, %s, %s", key.hex(), base64.b64encode(key).decode(),
                    base64.urlsafe_b64encode(key).decode())
        logger.warning("GET https://api.telegram.org/bot%s/getMe", quote(token, safe=""))
        try:
            raise ConnectionError(f"cannot reach /bot{token}/getUpdates")
        except ConnectionError:
            logger.exception("request failed")
    finally:
        logger.removeHandler(handler)
    written = out.getvalue().encode()
    assert leaks(written, {"key": key, "token": token}) == []
    assert written.count(b"<secret>") >= 6 and b"Traceback" in written
