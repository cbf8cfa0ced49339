"""What the fake Discord heard: every call recorded, awaited by tests; faults planned.

:meth:`CallLog.next_call` hands out each call once, in order, so a test awaiting "the next
POST to /channels/1/messages" sees the call whether it came before or after the await.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from tests.support.fakes.discord_messages import UploadedFile
from tests.support.fakes.discord_routes import error, json_response
from tests.support.patience import PATIENCE


@dataclass
class Call:
    """One request the client made: ``path`` is relative to the API base."""

    method: str
    path: str
    query: dict[str, str]
    json: Any
    files: list[UploadedFile]
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    response: Any = None  # the JSON the fake answered
    taken: bool = False


@dataclass
class Fault:
    method: str | None
    path: re.Pattern[str]
    status: int
    retry_after: float
    is_global: bool
    times: int


class CallLog:
    """The calls, in order, and the faults still planned."""

    def __init__(self) -> None:
        self.calls: list[Call] = []
        self._faults: list[Fault] = []
        self._new_call = asyncio.Condition()
        self._notifying: set[asyncio.Task[None]] = set()

    def record(self, call: Call) -> None:
        self.calls.append(call)
        task = asyncio.get_running_loop().create_task(self._notify_call())
        self._notifying.add(task)
        task.add_done_callback(self._notifying.discard)

    async def _notify_call(self) -> None:
        async with self._new_call:
            self._new_call.notify_all()

    def _first_untaken(self, method: str | None, match: Callable[[Call], bool]) -> Call | None:
        for call in self.calls:
            if not call.taken and (method is None or call.method == method) and match(call):
                return call
        return None

    async def next_call(
        self,
        method: str | None = None,
        path: str | Callable[[Call], bool] = "",
        *,
        timeout: float = PATIENCE,
    ) -> Call:
        """The first call not yet returned here whose method is ``method`` and whose path
        matches the regular expression ``path`` (or a predicate); waits for it."""
        match = path if callable(path) else (lambda call: re.search(path, call.path) is not None)

        async def found() -> Call:
            async with self._new_call:
                await self._new_call.wait_for(
                    lambda: self._first_untaken(method, match) is not None
                )
            call = self._first_untaken(method, match)
            assert call is not None
            call.taken = True
            return call

        try:
            return await asyncio.wait_for(found(), timeout)
        except TimeoutError:
            seen = "\n  ".join(f"{c.method} {c.path} -> {c.status}" for c in self.calls[-15:])
            raise AssertionError(
                f"no {method or 'call'} {path!r} within {timeout}s; last calls:\n  {seen}"
            ) from None

    def calls_to(self, method: str, path: str) -> list[Call]:
        return [c for c in self.calls if c.method == method and re.search(path, c.path)]

    # ------------------------------------------------------------------ faults
    def fail(
        self,
        method: str | None,
        path: str,
        *,
        status: int = 429,
        retry_after: float = 0.05,
        is_global: bool = False,
        times: int = 1,
    ) -> None:
        """Answer the next ``times`` matching calls with ``status`` (429: rate limited)."""
        self._faults.append(Fault(method, re.compile(path), status, retry_after, is_global, times))

    def fault_for(self, method: str, path: str) -> Fault | None:
        for fault in self._faults:
            if fault.times > 0 and fault.method in (None, method) and fault.path.search(path):
                fault.times -= 1
                return fault
        return None


def fault_response(fault: Fault) -> web.Response:
    if fault.status != 429:
        return error(fault.status, 0, "fault planned by the test")
    return rate_limited(fault.retry_after, fault.is_global)


def rate_limited(retry_after: float, is_global: bool = False) -> web.Response:
    """Discord's 429: how long to wait, in the body and the headers."""
    body = {
        "message": "You are being rate limited.",
        "retry_after": retry_after,
        "global": is_global,
        "code": 0,
    }
    headers = {
        "Retry-After": f"{retry_after}",
        "X-RateLimit-Scope": "global" if is_global else "user",
        "Via": "1.1 google",  # discord.py treats a 429 without it as a Cloudflare ban
    }
    return json_response(body, 429, headers)
