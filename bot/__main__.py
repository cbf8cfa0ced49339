"""Start the bot: every chat adapter whose token is set, sharing one service; with no
token, console play on standard input and output. A background task sweeps meanwhile
(games out of time, reminders, expired challenges: :mod:`bot.background`).

An adapter is a module ``bot.<platform>`` with ``async def run(service, settings)``.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import logging
import signal
import sys
from collections.abc import Awaitable, Callable
from typing import TextIO

from pydantic import ValidationError

from bot import cli_storage
from bot.background import background
from bot.config import Settings
from bot.console import run as run_console
from bot.i18n import Translator
from bot.present import Presenter
from bot.service import GameService
from bot.service.engine import ComputerPlayer
from bot.storage import DatabaseUrlError, StorageOpenError, open_storage

log = logging.getLogger("bot")

AdapterRun = Callable[[GameService, Settings], Awaitable[None]]


class StartupError(Exception):
    """The bot cannot start as configured; the message says what to change."""


def adapters(settings: Settings) -> list[tuple[str, AdapterRun]]:
    """The chat adapters to start: those whose token is set."""
    wanted = [
        name
        for name, token in (
            ("telegram", settings.telegram_token),
            ("discord", settings.discord_token),
        )
        if token is not None
    ]
    found: list[tuple[str, AdapterRun]] = []
    for name in wanted:
        try:
            module = importlib.import_module(f"bot.{name}")
        except ModuleNotFoundError as error:
            if error.name not in (f"bot.{name}",):
                raise StartupError(
                    f"the {name} adapter needs a package that is not installed: {error.name}"
                    f" (pip install 'dots-bot[{name}]')"
                ) from error
            raise StartupError(
                f"{name.upper()}_TOKEN is set, but this version has no {name} adapter yet;"
                " unset the token to play in the console"
            ) from error
        found.append((name, module.run))
    return found


async def serve(
    settings: Settings, *, stdin: TextIO | None = None, stdout: TextIO | None = None
) -> None:
    translator = Translator(default=settings.default_language)
    try:
        storage = open_storage(settings.database_url)
    except DatabaseUrlError as error:
        raise StartupError(str(error)) from error
    chosen = adapters(settings)
    try:
        await storage.open()
    except StorageOpenError as error:
        raise StartupError(str(error)) from error
    engine = ComputerPlayer(seconds=settings.engine_seconds, workers=settings.engine_workers)
    try:
        service = GameService(
            storage,
            languages=translator.languages,
            default_lang=settings.default_language,
            challenge_ttl=settings.challenge_ttl,
            button_secret=settings.secret_bytes(),
            engine=engine,
        )
        await service.start()
        service.use_labels(Presenter(translator).labels)
        platforms = [name for name, _ in chosen] or ["console"]
        async with background(service, platforms):  # sweeps clocks and challenges
            if chosen:
                log.info("starting %s", ", ".join(name for name, _ in chosen))
                await asyncio.gather(*(run(service, settings) for _, run in chosen))
            else:
                await run_console(
                    service,
                    Presenter(translator),
                    images_dir=settings.images_dir,
                    stdin=stdin,
                    stdout=stdout,
                )
    finally:
        engine.close()
        await storage.close()


async def _run(settings: Settings) -> None:
    """Serve until done; SIGTERM (``docker stop``) ends it the same way, storage closed."""
    task = asyncio.current_task()
    if task is not None:
        with contextlib.suppress(NotImplementedError):  # no signal handlers on Windows
            asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, task.cancel)
    try:
        await serve(settings)
    except asyncio.CancelledError:
        log.info("stopped")


def main() -> int:
    """``python -m bot`` and the ``dots-bot`` script."""
    if sys.argv[1:2] and sys.argv[1] in cli_storage.COMMANDS:
        return cli_storage.main(sys.argv[1:])
    try:
        settings = Settings()
    except ValidationError as error:
        print(f"dots-bot: bad setting: {error}", file=sys.stderr)
        return 2
    logging.basicConfig(
        level=settings.log_level.upper(),
        stream=sys.stderr,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    try:
        asyncio.run(_run(settings))
    except StartupError as error:
        print(f"dots-bot: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
