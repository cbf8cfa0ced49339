"""``python -m tests.support.discord_bot_process``: the bot with the probe cog, configured from the
environment exactly as ``python -m bot`` is; prints ``ready <shard ids>`` once every shard
got its guilds, and stops on SIGTERM."""

from __future__ import annotations

import asyncio
import contextlib
import signal

from bot.config import Settings
from tests.support.discord_harness import bot_for_tests
from tests.support.discord_probe import install


async def main() -> None:
    settings = Settings()
    bot = bot_for_tests(settings)
    await install(bot)

    @bot.event
    async def on_ready() -> None:
        print("ready", ",".join(map(str, sorted(bot.shards))), flush=True)

    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, lambda: asyncio.ensure_future(bot.close()))
    assert settings.discord_token is not None
    with contextlib.suppress(asyncio.CancelledError):
        await bot.start(settings.discord_token.get_secret_value())


if __name__ == "__main__":
    asyncio.run(main())
