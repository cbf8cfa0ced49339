"""What the game service is built with, typed (``python -m bot`` reads it from its
settings; tests and benchmarks pass their own)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from bot.capabilities import PlaceWords, usual_place_words
from bot.service.computer.engine import Engine
from bot.service.seeks.settings import SeekSettings


def utc_now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class AnalysisSettings:
    """How finished games are analysed (``/analysis``)."""

    at_once: int = 1
    """Analyses one process runs at a time (``ANALYSES_AT_ONCE``)."""
    playouts: int | None = None
    """The engine's budget per position; ``None``: by the field's size
    (:func:`core.ai.review.default_playouts`)."""
    progress_every: timedelta = timedelta(seconds=5)
    """The progress message is edited at most this often."""
    part_playouts: int = 20_000
    """Playouts in one part of the work (under half a second of search on 39×32): a live
    turn waits at most for one part, and a process killed loses at most one."""


@dataclass(frozen=True, slots=True)
class ServiceConfig:
    """What a :class:`GameService` is built with (``python -m bot`` reads these from its
    settings; tests and benchmarks pass their own)."""

    languages: tuple[str, ...] = ("en", "ru", "uk", "pl", "be", "kk", "cs", "de")
    default_lang: str = "en"
    now: Callable[[], datetime] = field(default=utc_now)
    """The clock every use case reads (tests pass one they move by hand)."""
    challenge_ttl: timedelta = timedelta(minutes=10)
    event_ttl: timedelta = timedelta(days=7)
    """How long an event's key is kept: as long as a platform may redeliver it."""
    engine: Engine | None = None
    """The computer player; ``None``: no games against the computer."""
    button_secret: bytes | None = None
    """The key that signs buttons; ``None``: the one kept in the database."""
    cache_size: int = 2048
    """Live games kept in memory."""
    render_in_thread: bool = False
    """Draw pictures in a worker thread. Off by default: on one core the thread only adds
    GIL hand-offs (p99 latency about doubles in ``bench/bench_service.py``), while a 39×32
    picture blocks the loop for ~4 ms."""
    public_url: str | None = None
    """Where the web board is reached (``PUBLIC_URL``); ``None``: no web board."""
    telegram_webapp: str | None = None
    """The short name of the bot's Mini App (``TELEGRAM_WEBAPP_NAME``): the web board's
    link in Telegram groups."""
    discord_activity: bool = False
    """The web board opens inside Discord as the application's Activity
    (``DISCORD_ACTIVITY``): a player's "Live board" launches it there."""
    analysis: AnalysisSettings = field(default_factory=AnalysisSettings)
    seeks: SeekSettings = field(default_factory=SeekSettings)
    """The lobby's seeks: how long one waits, how its range widens, no-shows."""
    place_words: Callable[[str], PlaceWords] = field(default=usual_place_words)
    """What each platform's places are called, by the platform's name, as its declaration
    says (``python -m bot``: :func:`bot.platforms.place_words`); by default the usual."""
