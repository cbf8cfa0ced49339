"""Start the bot: every platform whose token is set, sharing one service; with no token,
the one that runs when no other does (console play on standard input and output). A
background task sweeps meanwhile (games out of time, reminders, expired challenges:
:mod:`bot.background`); with ``METRICS_PORT`` set, :mod:`bot.health` serves ``/healthz``
and ``/metrics``.

The platforms are those declared (:mod:`bot.platforms`); each one's adapter has ``async
def run(service, presenter, settings)``. Start-up composes them: the web board goes to
the platform whose server hosts it (``mount``). Adapters run side by side;
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
from datetime import timedelta
from functools import partial
from typing import Any, TextIO, cast
from urllib.parse import urlsplit

from pydantic import ValidationError

from bot import cli_storage
from bot.background import background
from bot.cli import EXIT_CONFIG, EXIT_FAILED, EXIT_INTERRUPTED, EXIT_OK, parser
from bot.computer import ComputerPlayer
from bot.config import Settings, settings_problem
from bot.health import ListenError, health_server
from bot.i18n import Translator
from bot.log_secrets import SECRETS, configure_logging
from bot.output.present import Presenter
from bot.platforms import Platform, place_words, platforms, web_sign_ins
from bot.service import GameService, ServiceConfig, build_service
from bot.service.seeks.settings import SeekSettings
from bot.service.service_config import AnalysisSettings
from bot.storage import DatabaseUrlError, Storage, StorageError, open_storage
from bot.web.app import WebBoard
from bot.web.server import WebListenError, board_server

log = logging.getLogger("bot")


class StartupError(Exception):
    """The bot cannot start as configured; the message says what to change."""


class AdapterFailed(Exception):
    """A chat adapter stopped with an error; the others were stopped with it."""

    def __init__(self, name: str, error: BaseException) -> None:
        super().__init__(f"the {name} adapter stopped: {type(error).__name__}: {error}")
        self.name = name


AdapterRun = Callable[[GameService, Presenter, Settings], Coroutine[Any, Any, None]]
"""An adapter's ``run``: serves its platform until cancelled."""


def adapters(settings: Settings) -> list[tuple[str, AdapterRun]]:
    """The adapters to start: those of the platforms whose token is set."""
    return [(found.name, _loaded(found)) for found in platforms() if found.starts(settings)]


def fallback() -> Platform:
    """The platform that runs when no other does (the console)."""
    return next(found for found in platforms() if found.token is None)


def _loaded(found: Platform) -> AdapterRun:
    """The adapter's ``run``, its library imported."""
    try:
        run: AdapterRun = importlib.import_module(found.adapter).run
        return run
    except ModuleNotFoundError as error:  # its library (aiogram, discord.py) is not installed
        extra = f" (pip install 'dots-bot[{found.extra}]')" if found.extra else ""
        raise StartupError(
            f"the {found.name} adapter needs a package that is not installed: {error.name}"
            + extra
        ) from error


def hosting(chosen: list[tuple[str, AdapterRun]], board: WebBoard | None,
            settings: Settings) -> list[tuple[str, AdapterRun]]:
    """The adapters, the one whose server hosts the web board handed its ``mount``."""
    if board is None or not settings.web_in_webhook:
        return chosen
    hosts = {found.name for found in platforms() if found.hosts_board}
    return [(name, partial(cast(Any, run), mount=board.mount) if name in hosts else run)
            for name, run in chosen]


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
        alone = None if chosen else fallback()
        names = [alone.name] if alone is not None else [name for name, _ in chosen]
        board = web_board(service, presenter, settings)
        chosen = hosting(chosen, board, settings)
        async with (
            health_server(storage, names, host=settings.metrics_host, port=settings.metrics_port),
            background(service, names),
            serving_board(board, settings),
        ):
            if alone is None:
                log.info("starting %s", ", ".join(name for name, _ in chosen))
                await run_adapters(service, presenter, settings, chosen)
            else:
                run = _loaded(alone)
                await run(service, presenter, settings, stdin=stdin, stdout=stdout)  # type: ignore[call-arg]
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
        seeks=SeekSettings(ttl=timedelta(minutes=settings.seek_minutes)),
        event_ttl=settings.event_ttl,
        button_secret=settings.secret_bytes(),
        engine=engine,
        public_url=settings.public_url,
        telegram_webapp=settings.telegram_webapp_name,
        discord_activity=settings.discord_activity,
        analysis=AnalysisSettings(at_once=settings.analyses_at_once),
        place_words=place_words,
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
    return WebBoard(
        service,
        presenter,
        public_url=settings.public_url,
        sign_ins=web_sign_ins(settings),
        behind_proxy=settings.web_behind_proxy,
    )


def serving_board(
    board: WebBoard | None, settings: Settings
) -> contextlib.AbstractAsyncContextManager[object]:
    """The board's own server (none when the webhook's server serves it)."""
    if board is None or settings.web_in_webhook:
        return contextlib.nullcontext()
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
