"""The process's counters, in the Prometheus text format (``GET /metrics``, :mod:`bot.health`).

Counting happens where things happen (the service, the background loops, the transports),
in memory, per process: Prometheus adds the workers up. The format is written here rather
than taken from ``prometheus_client``: a dozen series need a few lines, and a module-level
registry of our own can be read and reset by the tests without a global collector registry.

The chat transports report a request Telegram or Discord answered with 429 (and that they
will retry) through :func:`count_rate_limited`; the service counts storage faults
(:func:`bot.service.faults.count_storage_error`). Nothing here knows storage: an adapter
counting here reaches no more than this module.
"""

from __future__ import annotations

import bisect
import functools
import math
import time
from collections.abc import Callable, Coroutine, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, ParamSpec, TypeVar

Labels = tuple[tuple[str, str], ...]
P = ParamSpec("P")
R = TypeVar("R")
Call = Callable[P, Coroutine[Any, Any, R]]

LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)
"""Upper bounds (seconds) of the move latency histogram; a move takes ~1 ms on an idle worker."""


def _labels(labels: Mapping[str, str]) -> Labels:
    return tuple(sorted(labels.items()))


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace("\n", "\\n").replace('"', '\\"')


def _series(name: str, labels: Labels, extra: Labels = ()) -> str:
    pairs = labels + extra
    if not pairs:
        return name
    inner = ",".join(f'{key}="{_escape(value)}"' for key, value in pairs)
    return f"{name}{{{inner}}}"


def _number(value: float) -> str:
    if value == math.inf:
        return "+Inf"
    return repr(float(value)) if value != int(value) else str(int(value))


@dataclass
class Counter:
    """A value that only grows, one per label set."""

    name: str
    help: str
    values: dict[Labels, float] = field(default_factory=dict)
    kind = "counter"

    def inc(self, amount: float = 1.0, **labels: str) -> None:
        key = _labels(labels)
        self.values[key] = self.values.get(key, 0.0) + amount

    def value(self, **labels: str) -> float:
        return self.values.get(_labels(labels), 0.0)

    def samples(self) -> Iterator[str]:
        for labels, value in sorted(self.values.items()):
            yield f"{_series(self.name, labels)} {_number(value)}"


@dataclass
class Gauge(Counter):
    """A value that is set (the outbox's depth, whether the database answers)."""

    kind = "gauge"

    def set(self, value: float, **labels: str) -> None:
        self.values[_labels(labels)] = value

    def forget(self, **labels: str) -> None:
        self.values.pop(_labels(labels), None)


@dataclass
class Histogram:
    """Observations counted into cumulative buckets, with their sum and count."""

    name: str
    help: str
    bounds: tuple[float, ...] = LATENCY_BUCKETS
    buckets: list[int] = field(default_factory=list)
    total: float = 0.0
    count: int = 0
    kind = "histogram"

    def __post_init__(self) -> None:
        self.buckets = [0] * (len(self.bounds) + 1)

    def observe(self, value: float) -> None:
        self.buckets[bisect.bisect_left(self.bounds, value)] += 1
        self.total += value
        self.count += 1

    @contextmanager
    def time(self) -> Iterator[None]:
        start = time.perf_counter()
        try:
            yield
        finally:
            self.observe(time.perf_counter() - start)

    def samples(self) -> Iterator[str]:
        running = 0
        for bound, count in zip((*self.bounds, math.inf), self.buckets, strict=True):
            running += count
            yield f"{_series(self.name + '_bucket', (), (('le', _number(bound)),))} {running}"
        yield f"{self.name}_sum {_number(self.total)}"
        yield f"{self.name}_count {self.count}"


Metric = Counter | Histogram


class Registry:
    """Every metric of the process, rendered in the order they were made."""

    def __init__(self) -> None:
        self.moves = Counter("dots_moves_total", "Moves stored, by the game's platform.")
        self.move_seconds = Histogram(
            "dots_move_seconds", "Time of the move use case, from the call to its result."
        )
        self.outbox_depth = Gauge(
            "dots_outbox_depth", "Announcements waiting in the outbox, by platform."
        )
        self.deliveries = Counter(
            "dots_deliveries_total", "Announcements posted from the outbox, by platform."
        )
        self.delivery_failures = Counter(
            "dots_delivery_failures_total",
            "Outbox posts that failed (retried later, dropped after many), by platform.",
        )
        self.rate_limited = Counter(
            "dots_rate_limited_retries_total",
            "Chat API requests answered 429 and retried after the wait, by platform.",
        )
        self.storage_errors = Counter(
            "dots_storage_errors_total", "Storage faults met by use cases and loops, by kind."
        )
        self.computer_turns = Counter(
            "dots_computer_turns_total", "Steps the computer played (moves, draw answers)."
        )
        self.computer_failures = Counter(
            "dots_computer_failures_total", "Computer turns whose decision failed."
        )
        self.database_up = Gauge(
            "dots_database_up", "1 when the last health check reached the database, else 0."
        )

    def all(self) -> list[Metric]:
        return [value for value in vars(self).values() if isinstance(value, Counter | Histogram)]

    def render(self) -> str:
        """The Prometheus text exposition format, version 0.0.4."""
        lines: list[str] = []
        for metric in self.all():
            lines.append(f"# HELP {metric.name} {metric.help}")
            lines.append(f"# TYPE {metric.name} {metric.kind}")
            lines.extend(metric.samples())
        return "\n".join(lines) + "\n"


METRICS = Registry()
CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"


def count_rate_limited(platform: str) -> None:
    """A chat API request was answered 429 and will be retried after the wait it names."""
    METRICS.rate_limited.inc(platform=platform)


def timed(histogram: Histogram) -> Callable[[Call[P, R]], Call[P, R]]:
    """Observe each call's time, from the call to its result, in ``histogram``."""

    def decorate(method: Call[P, R]) -> Call[P, R]:
        @functools.wraps(method)
        async def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
            with histogram.time():
                return await method(*args, **kwargs)

        return wrapper

    return decorate
