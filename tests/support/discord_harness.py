"""Run the real discord.py bot against the fake Discord, as production runs it.

In-process (:func:`running_bot`) for most tests; in a child process (:class:`BotProcess`,
``python -m tests.support.discord_bot_process``) for tests that kill a shard with ``kill -9`` or run
two shards as two processes. Both build the bot with :func:`bot.discord.connect.build_bot`
from settings (``DISCORD_API_URL`` at the fake, shard ids and count), without the 5 s pause
between IDENTIFYs and with a short wait for guilds.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import asynccontextmanager, suppress
from pathlib import Path

import discord
from discord.ext import commands
from pydantic import SecretStr

from bot.config import Settings
from bot.discord.connect import DotsBot, build_bot
from tests.support.fakes.discord_api import FakeDiscord
from tests.support.patience import PROCESS_PATIENCE

ROOT = Path(__file__).resolve().parents[2]
READY_TIMEOUT = PROCESS_PATIENCE
GUILD_READY_TIMEOUT = 0.1

Setup = Callable[[commands.AutoShardedBot], Awaitable[None]]


def settings_for(
    fake: FakeDiscord,
    *,
    shard_ids: tuple[int, ...] | None = None,
    shard_count: int | None = None,
    database_url: str = "sqlite:///:memory:",
) -> Settings:
    return Settings(
        _env_file=None,  # type: ignore[call-arg]
        discord_token=SecretStr(fake.token),
        discord_api_url=fake.api_url,
        discord_shard_ids=shard_ids,
        discord_shard_count=shard_count,
        database_url=database_url,
    )


def bot_for_tests(settings: Settings, intents: discord.Intents | None = None) -> DotsBot:
    """The production bot with the test timings."""
    return build_bot(
        settings, intents=intents, identify_pause=0, guild_ready_timeout=GUILD_READY_TIMEOUT
    )


@asynccontextmanager
async def running_bot(
    fake: FakeDiscord,
    setup: Setup | None = None,
    *,
    shard_ids: tuple[int, ...] | None = None,
    shard_count: int | None = None,
    intents: discord.Intents | None = None,
) -> AsyncIterator[DotsBot]:
    """A logged-in bot whose every shard got READY and its guilds; closed afterwards."""
    settings = settings_for(fake, shard_ids=shard_ids, shard_count=shard_count)
    bot = bot_for_tests(settings, intents)
    if setup is not None:
        await setup(bot)
    assert settings.discord_token is not None
    runner = asyncio.create_task(bot.start(settings.discord_token.get_secret_value()))
    ready = asyncio.create_task(bot.wait_until_ready())
    try:
        done, _ = await asyncio.wait(
            {runner, ready}, timeout=READY_TIMEOUT, return_when=asyncio.FIRST_COMPLETED
        )
        if runner in done:
            runner.result()  # raises what stopped the bot
            raise AssertionError("the bot stopped before it was ready")
        assert ready in done, "the bot did not get ready"
        yield bot
    finally:
        ready.cancel()
        await bot.close()
        stopped, _ = await asyncio.wait({runner}, timeout=READY_TIMEOUT)
        if not stopped:  # say so: waiting for a cancellation it ignores would hang the test
            runner.cancel()
            raise AssertionError(f"the bot did not stop within {READY_TIMEOUT} s of close()")
        if not runner.cancelled():
            runner.result()  # raises what stopped the bot


class BotProcess:
    """The bot in a child process: ``python -m <module>`` with the fake's settings in its
    environment (``env`` adds more). The default module runs the probe cog and prints
    ``ready <shards>`` when every shard got its guilds."""

    def __init__(
        self,
        fake: FakeDiscord,
        *,
        shard_ids: tuple[int, ...] | None = None,
        shard_count: int | None = None,
        database_url: str = "sqlite:///:memory:",
        module: str = "tests.support.discord_bot_process",
        env: Mapping[str, str] | None = None,
    ) -> None:
        self.module = module
        self.env = {
            **os.environ,
            "PYTHONPATH": str(ROOT),
            "DISCORD_TOKEN": fake.token,
            "DISCORD_API_URL": fake.api_url,
            "DISCORD_SHARD_IDS": ",".join(map(str, shard_ids or ())),
            "DISCORD_SHARD_COUNT": str(shard_count or ""),
            "DATABASE_URL": database_url,
            **(env or {}),
        }
        self.process: asyncio.subprocess.Process | None = None
        self.output: list[str] = []

    async def start(self) -> None:
        self.process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            self.module,
            cwd=ROOT,
            env=self.env,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
        )

    async def wait_for_line(self, prefix: str, timeout: float = READY_TIMEOUT) -> str:
        """The next line of the child's output that starts with ``prefix``."""
        line = await self.wait_until(lambda line: line.startswith(prefix), timeout)
        return line.strip()

    async def wait_until(
        self, wanted: Callable[[str], bool], timeout: float = READY_TIMEOUT
    ) -> str:
        """The next line of the child's output that is ``wanted``; every line read is kept
        in ``output``."""
        assert self.process is not None and self.process.stdout is not None
        stdout = self.process.stdout

        async def read() -> str:
            while True:
                raw = await stdout.readline()
                if not raw:
                    raise AssertionError("the bot process ended:\n" + "".join(self.output))
                line = raw.decode(errors="replace")
                self.output.append(line)
                if wanted(line):
                    return line

        return await asyncio.wait_for(read(), timeout)

    def kill(self) -> None:
        """``kill -9``: no goodbye to the gateway, nothing flushed."""
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)

    async def stop(self) -> int:
        assert self.process is not None
        if self.process.returncode is None:
            with suppress(ProcessLookupError):
                self.process.terminate()
        try:
            return await asyncio.wait_for(self.process.wait(), READY_TIMEOUT)
        except TimeoutError:
            self.process.kill()
            return await self.process.wait()


@asynccontextmanager
async def bot_process(fake: FakeDiscord, **options: object) -> AsyncIterator[BotProcess]:
    child = BotProcess(fake, **options)  # type: ignore[arg-type]
    await child.start()
    try:
        await child.wait_for_line("ready")
        yield child
    finally:
        await child.stop()
