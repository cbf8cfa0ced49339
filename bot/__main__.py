"""Start the bot: every chat adapter whose token is set, sharing one service; with no
token, console play on standard input and output. A background task sweeps meanwhile
(games out of time, reminders, expired challenges: :mod:`bot.background`); with
``METRICS_PORT`` set, :mod:`bot.health` serves ``/healthz`` and ``/metrics``.

An adapter is a package ``bot.<platform>`` with ``async def run(service, presenter,
settings)``. Adapters run side by side;
when one of them fails, the others are stopped, the storage is closed after all of them,
and the process exits with a line saying which adapter failed and why (a supervisor or a
container restarts it).
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import logging
import signal
import sys
from collections.abc import Callable, Coroutine, Sequence
from functools import partial
from typing import Any, TextIO, cast
from urllib.parse import urlsplit

from pydantic import ValidationError

from bot import cli_storage
from bot.background import background
from bot.cli import EXIT_CONFIG, EXIT_FAILED, EXIT_INTERRUPTED, EXIT_OK, parser
from bot.computer import ComputerPlayer
from bot.config import Settings, settings_problem
from bot.console import run as run_console
from bot.health import ListenError, health_server
from bot.i18n import Translator
from bot.log_secrets import SECRETS, configure_logging
from bot.output.present import Presenter
from bot.service import GameService, ServiceConfig, build_service
from bot.service.service_config import AnalysisSettings
from bot.storage import DatabaseUrlError, Storage, StorageError, open_storage
from bot.web.app import WebBoard
from bot.web.server import WebListenError, board_server, watching_games

log = logging.getLogger("bot")

AdapterRun = Callable[[GameService, Presenter, Settings], Coroutine[Any, Any, None]]


class StartupError(Exception):
    """The bot cannot start as configured; the message says what to change."""


class AdapterFailed(Exception):
    """A chat adapter stopped with an error; the others were stopped with it."""

    def __init__(self, name: str, error: BaseException) -> None:
        super().__init__(f"the {name} adapter stopped: {type(error).__name__}: {error}")
        self.name = name


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
        except ModuleNotFoundError as error:  # aiogram or discord.py is not installed
            raise StartupError(
                f"the {name} adapter needs a package that is not installed: {error.name}"
                f" (pip install 'dots-bot[{name}]')"
            ) from error
        found.append((name, module.run))
    return found


async def serve(
    settings: Settings,
    *,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    engine: ComputerPlayer | None = None,
) -> None:
    try:
        storage = open_storage(settings.database_url, migrate=settings.migrate_on_start)
    except DatabaseUrlError as error:
        raise StartupError(str(error)) from error
    chosen = adapters(settings)
    owned = engine is None
    try:
        try:
            await storage.open()
        except StorageError as error:
            raise StartupError(str(error)) from error
        engine = engine or computer_player(settings)
        service, presenter = await started_service(storage, settings, engine)
        platforms = [name for name, _ in chosen] or ["console"]
        board = web_board(service, presenter, settings)
        if board is not None and settings.web_in_webhook:
            # the webhook's server serves the board: Telegram's run takes it
            chosen = [(name, partial(cast(Any, run), board=board) if name == "telegram" else run)
                      for name, run in chosen]
        async with (
            health_server(
                storage, platforms, host=settings.metrics_host, port=settings.metrics_port
            ),
            background(service, platforms),
            serving_board(board, settings),
        ):
            if chosen:
                log.info("starting %s", ", ".join(name for name, _ in chosen))
                await run_adapters(service, presenter, settings, chosen)
            else:
                await run_console(
                    service,
                    presenter,
                    images_dir=settings.images_dir,
                    stdin=stdin,
                    stdout=stdout,
                )
    finally:
        if owned and engine is not None:
            engine.close()
        await storage.close()


async def started_service(
    storage: Storage, settings: Settings, engine: ComputerPlayer
) -> tuple[GameService, Presenter]:
    """The service over ``storage`` as ``settings`` say, started, and its words."""
    translator = Translator(default=settings.default_language)  # after: a bad file exits fast
    service = build_service(storage, ServiceConfig(
        languages=tuple(translator.languages),
        default_lang=settings.default_language,
        challenge_ttl=settings.challenge_ttl,
        event_ttl=settings.event_ttl,
        button_secret=settings.secret_bytes(),
        engine=engine,
        public_url=settings.public_url,
        telegram_webapp=settings.telegram_webapp_name,
        analysis=AnalysisSettings(at_once=settings.analyses_at_once),
    ))
    try:
        await service.start()
    except StorageError as error:
        raise StartupError(f"{settings.database_url}: {error}") from error
    presenter = Presenter(translator)
    service.use_labels(presenter.labels)
    return service, presenter


async def run_adapters(
    service: GameService,
    presenter: Presenter,
    settings: Settings,
    chosen: Sequence[tuple[str, AdapterRun]],
) -> None:
    """Run the adapters side by side until all end; the first to fail stops the others
    (cancelled and awaited, so none outlives the storage) and is reported."""
    tasks: dict[asyncio.Task[None], str] = {
        asyncio.create_task(run(service, presenter, settings), name=f"dots-{name}"): name
        for name, run in chosen
    }
    try:
        pending = set(tasks)
        while pending:
            done, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_EXCEPTION)
            failed = next((t for t in done if not t.cancelled() and t.exception()), None)
            if failed is not None:
                error = failed.exception()
                assert error is not None
                raise AdapterFailed(tasks[failed], error) from error
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


def web_board(service: GameService, presenter: Presenter, settings: Settings) -> WebBoard | None:
    """The live web board, when ``PUBLIC_URL`` is set."""
    if settings.public_url is None:
        return None
    if urlsplit(settings.public_url).scheme == "http":
        log.warning("PUBLIC_URL %s is plain http: the web board is for this machine only",
                    settings.public_url)
    disagree = settings.web_ports_disagree()
    if disagree is not None:
        log.warning(
            "PUBLIC_URL %s names port %d but the board is served on port %d: its links lead"
            " nowhere unless a proxy forwards them (then set WEB_BEHIND_PROXY=true)",
            settings.public_url, *disagree,
        )
    token = settings.telegram_token
    return WebBoard(
        service,
        presenter,
        public_url=settings.public_url,
        telegram_token=token.get_secret_value() if token else None,
        behind_proxy=settings.web_behind_proxy,
    )


def serving_board(
    board: WebBoard | None, settings: Settings
) -> contextlib.AbstractAsyncContextManager[object]:
    """The board's own server, or (the webhook's server serves it) only its watch."""
    if board is None:
        return contextlib.nullcontext()
    if settings.web_in_webhook:
        return watching_games(board)
    return board_server(board, settings.web_listen_host, settings.web_port)


def computer_player(settings: Settings) -> ComputerPlayer:
    return ComputerPlayer(seconds=settings.engine_seconds, workers=settings.engine_workers)


async def _run(settings: Settings, engine: ComputerPlayer) -> int:
    """Serve until done; SIGTERM (``docker stop``) and Ctrl-C end it the same way, storage
    closed; the exit status tells an interruption (130) from an ordinary end (0)."""
    task = asyncio.current_task()
    interrupted = False

    def interrupt() -> None:
        nonlocal interrupted
        interrupted = True
        if task is not None:
            task.cancel()

    if task is not None:
        loop = asyncio.get_running_loop()
        with contextlib.suppress(NotImplementedError):  # no signal handlers on Windows
            loop.add_signal_handler(signal.SIGTERM, task.cancel)
            loop.add_signal_handler(signal.SIGINT, interrupt)
    try:
        await serve(settings, engine=engine)
    except asyncio.CancelledError:
        log.info("stopped")
    return EXIT_INTERRUPTED if interrupted else EXIT_OK


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m bot`` and the ``dots-bot`` script. ``--help`` and ``--version`` exit
    here (0), an unknown option too (2); nothing is read or created before that.
    ``migrate``, ``copy`` and ``ratings`` are the storage commands (:mod:`bot.cli_storage`)."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] and args[0] in cli_storage.COMMANDS:
        return cli_storage.main(args)
    arguments = parser().parse_args(argv)
    try:
        settings = Settings()
        if arguments.sync_commands:
            settings = settings.model_copy(update={"discord_sync_commands": True})
    except ValidationError as error:
        print(f"dots-bot: {settings_problem(error)}", file=sys.stderr)
        return EXIT_CONFIG
    configure_logging(settings.log_level, settings.secret_values())
    engine = computer_player(settings)
    engine.start()  # before any thread exists: see bot.computer.pool
    try:
        return asyncio.run(_run(settings, engine))
    except (StartupError, ListenError, WebListenError) as error:
        print(f"dots-bot: {SECRETS.redact(str(error))}", file=sys.stderr)
        return EXIT_CONFIG
    except AdapterFailed as error:
        # One line for the operator (a refused token, an unreachable platform); the
        # traceback only with LOG_LEVEL=DEBUG.
        log.debug("%s", error, exc_info=error.__cause__)
        print(f"dots-bot: {SECRETS.redact(str(error))}", file=sys.stderr)
        return EXIT_FAILED
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    finally:
        engine.close()


if __name__ == "__main__":
    sys.exit(main())
