"""A fake Telegram Bot API server on 127.0.0.1 for the real aiogram client.

It keeps users, chats and messages, records every call (method, parsed parameters, files as
bytes), hands updates out by long polling (``getUpdates`` with ``offset`` and ``timeout``) or
posts them to a webhook, and answers planned faults (429 with ``retry_after``, 500, a dropped
connection) from a queue per method, and holds a call planned to be held (never carried
out, never answered: the bot is caught in the middle of it, to be killed there). Tests
make users act through :class:`UserActions`
(``say``, ``edit``, ``press``) and wait for the bot with :meth:`TelegramFake.wait_call`.
Telegram's flood limits hold (``fake.limits``, :mod:`tests.support.fakes.telegram_limits`)::

    async with TelegramFake() as fake:
        alice = fake.add_user(1, "Alice", "alice")
        fake.say(alice, fake.private_chat(alice), "/start")
        reply = await fake.wait_call("sendMessage")
"""

from __future__ import annotations

import asyncio
import itertools
from collections import deque
from collections.abc import Callable
from types import TracebackType
from typing import Any

import aiohttp
from aiohttp import web

from tests.support.fakes.telegram_calls import (
    SECRET_HEADER,
    Call,
    Delivery,
    Fault,
    Signal,
    parse_request,
    parse_value,
)
from tests.support.fakes.telegram_checks import ApiError, picture_size
from tests.support.fakes.telegram_limits import FloodLimits
from tests.support.fakes.telegram_methods import BotApiMethods, Files, Params
from tests.support.fakes.telegram_updates import UserActions
from tests.support.fakes.telegram_world import Media, Upload
from tests.support.patience import PATIENCE

RECHECK = 0.05
"""Seconds between checks of a condition nothing signals."""

TOKEN = "123456:TEST-fake-token"


class TelegramFake(BotApiMethods, UserActions):
    """The fake server; ``async with`` starts it on a free port and stops it."""

    def __init__(
        self, *, token: str = TOKEN, bot_id: int | None = None, bot_username: str = "dots_bot"
    ) -> None:
        super().__init__(bot_id=bot_id or int(token.split(":")[0]), bot_username=bot_username)
        self.token = token
        self.calls: list[Call] = []
        self.deliveries: list[Delivery] = []
        self.webhook_targets: list[str] = []  # set: deliver round-robin here (a load balancer)
        self.webhook_retry_delay = 0.05
        self.limits = FloodLimits()
        self.fetched: list[str] = []
        """The picture addresses fetched, in order (each once)."""
        self.url = ""
        self.waiting_polls = 0  # getUpdates calls holding on for news now
        self._pending: list[dict[str, Any]] = []
        self._update_ids = itertools.count(1)
        self._faults: dict[str, deque[Fault]] = {}
        self._holds: dict[str, int] = {}
        self.held: list[Call] = []
        """Calls held: received, never carried out nor answered."""
        self._released = asyncio.Event()
        self._cursors: dict[str, int] = {}
        self._updates_changed = Signal()
        self._calls_changed = Signal()
        self._runner: web.AppRunner | None = None
        self._client: aiohttp.ClientSession | None = None
        self._delivery: asyncio.Task[None] | None = None
        self._closing = False
        self._targets = itertools.count()

    # -- running ----------------------------------------------------------------------------

    async def __aenter__(self) -> TelegramFake:
        app = web.Application()
        app.router.add_route("*", "/bot{token}/{method}", self._handle)
        self._runner = web.AppRunner(app, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = self._runner.addresses[0][1]
        self.url = f"http://127.0.0.1:{port}"
        self._client = aiohttp.ClientSession()
        self._delivery = asyncio.create_task(self._deliver_to_webhook())
        return self

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self._closing = True
        self._released.set()  # held calls end, unanswered
        self._updates_changed.notify()
        if self._delivery is not None:
            await self._delivery  # it sees ``_closing`` (cancelling may be lost in wait_for)
        if self._client is not None:
            await self._client.close()
        if self._runner is not None:
            await self._runner.cleanup()

    # -- planning faults and watching calls -------------------------------------------------

    def fail(
        self,
        method: str,
        status: int = 500,
        *,
        retry_after: int | None = None,
        description: str | None = None,
        times: int = 1,
        disconnect: bool = False,
    ) -> None:
        """Answer the next ``times`` calls of ``method`` with an error instead: a 429 with
        ``retry_after``, a 5xx, or (``disconnect``) a connection closed without answer."""
        if description is None:
            description = {
                429: f"Too Many Requests: retry after {retry_after}",
                500: "Internal Server Error",
                502: "Bad Gateway",
            }.get(status, "Error")
        fault = Fault(status, description, retry_after, disconnect)
        self._faults.setdefault(method.lower(), deque()).extend([fault] * times)

    def hold(self, method: str, *, times: int = 1) -> None:
        """Hold the next ``times`` calls of ``method``: each is recorded in :attr:`held`
        and neither carried out nor answered while the fake runs (the bot waits on it, as
        on a slow network, until it is killed)."""
        key = method.lower()
        self._holds[key] = self._holds.get(key, 0) + times

    def calls_of(self, method: str, *, ok: bool | None = None) -> list[Call]:
        return [
            call
            for call in self.calls
            if call.method.lower() == method.lower() and (ok is None or call.ok == ok)
        ]

    async def wait_call(
        self, method: str, *, timeout: float = PATIENCE, where: Callable[[Call], bool] | None = None
    ) -> Call:
        """The next call of ``method`` (matching ``where``) this test has not taken yet;
        waits up to ``timeout`` seconds for it. Calls of ``method`` before the one returned
        are passed over for good."""
        key = method.lower()
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            for index in range(self._cursors.get(key, 0), len(self.calls)):
                call = self.calls[index]
                if call.method.lower() == key and (where is None or where(call)):
                    self._cursors[key] = index + 1
                    return call
            remaining = deadline - asyncio.get_running_loop().time()
            if remaining <= 0:
                seen = ", ".join(f"{call.method}:{call.status}" for call in self.calls)
                raise AssertionError(f"no {method} call within {timeout} s; calls: {seen}")
            await self._calls_changed.wait(remaining)

    async def until(self, condition: Callable[[], bool], *, timeout: float = PATIENCE) -> None:
        """Wait until ``condition()`` holds, checking whenever a call came or a long poll
        began waiting, and every ``RECHECK`` seconds for what changes without a call (a
        webhook delivery answered, an update taken)."""
        deadline = asyncio.get_running_loop().time() + timeout
        while not condition():
            remaining = deadline - asyncio.get_running_loop().time()
            if remaining <= 0:
                raise AssertionError(f"condition not met within {timeout} s")
            await self._calls_changed.wait(min(remaining, RECHECK))

    # -- updates ----------------------------------------------------------------------------

    def push_update(self, kind: str, payload: dict[str, Any]) -> int:
        """Queue an update for the bot; returns its ``update_id``."""
        update_id = next(self._update_ids)
        self._pending.append({"update_id": update_id, kind: payload})
        self._updates_changed.notify()
        return update_id

    @property
    def pending_updates(self) -> list[dict[str, Any]]:
        """Updates the bot has not confirmed yet (by a later ``offset`` or a webhook 200)."""
        return list(self._pending)

    @staticmethod
    def _allowed(update: dict[str, Any], allowed: list[str] | None) -> bool:
        return not allowed or any(kind in update for kind in allowed)

    async def _get_updates(self, params: Params) -> list[dict[str, Any]]:
        if self.webhook is not None:
            raise ApiError(
                409,
                "Conflict: can't use getUpdates method while webhook is active;"
                " use deleteWebhook to delete the webhook first",
            )
        offset = int(params.get("offset") or 0)
        limit = int(params.get("limit") or 100)
        allowed = params.get("allowed_updates")
        self._pending = [u for u in self._pending if u["update_id"] >= offset]
        deadline = asyncio.get_running_loop().time() + float(params.get("timeout") or 0)
        while True:
            ready = [u for u in self._pending if self._allowed(u, allowed)][:limit]
            remaining = deadline - asyncio.get_running_loop().time()
            if ready or remaining <= 0 or self._closing:
                return ready
            self.waiting_polls += 1
            self._calls_changed.notify()
            try:
                await self._updates_changed.wait(remaining)
            finally:
                self.waiting_polls -= 1

    async def post_update(self, url: str, update: dict[str, Any], *, secret: str | None) -> int:
        """Post one update to a webhook as Telegram does; a reply carrying a method call
        is carried out and recorded. Returns the HTTP status."""
        assert self._client is not None
        headers = {SECRET_HEADER: secret} if secret is not None else {}
        async with self._client.post(url, json=update, headers=headers) as response:
            if response.status == 200 and response.content_type.startswith("multipart/"):
                await self._webhook_reply(response)
            return response.status

    async def _deliver_to_webhook(self) -> None:
        while not self._closing:
            if self.webhook is None or not self._pending:
                await self._updates_changed.wait(self.webhook_retry_delay)
                continue
            update = self._pending[0]
            if not self._allowed(update, self.webhook.get("allowed_updates")):
                self._pending.pop(0)
                continue
            targets = self.webhook_targets or [self.webhook["url"]]
            url = targets[next(self._targets) % len(targets)]
            try:
                status = await self.post_update(
                    url, update, secret=self.webhook.get("secret_token")
                )
            except aiohttp.ClientError:
                status = 0
            self.deliveries.append(Delivery(update["update_id"], url, status))
            if status == 200 and self._pending and self._pending[0] is update:
                self._pending.pop(0)
            elif status != 200:
                await asyncio.sleep(self.webhook_retry_delay)

    # -- serving calls ----------------------------------------------------------------------

    async def _handle(self, request: web.Request) -> web.StreamResponse:
        if request.match_info["token"] != self.token:
            return web.json_response(ApiError(401, "Unauthorized").body(), status=401)
        params, files = await parse_request(request)
        call = Call(request.match_info["method"], params)
        if self._holds.get(call.method.lower()):
            self._holds[call.method.lower()] -= 1
            self.held.append(call)
            self._calls_changed.notify()
            await self._released.wait()
            return web.Response(status=502)
        faults = self._faults.get(call.method.lower())
        if faults:
            fault = faults.popleft()
            if fault.disconnect:
                self._record(call, files, ApiError(0, "connection closed"))
                assert request.transport is not None
                request.transport.close()
                return web.Response()
            error = ApiError(fault.status, fault.description)
            if fault.retry_after is not None:
                error.parameters["retry_after"] = fault.retry_after
            self._record(call, files, error)
            return web.json_response(error.body(), status=fault.status)
        outcome = await self._carry_out(call, files)
        if isinstance(outcome, ApiError):
            return web.json_response(outcome.body(), status=outcome.status)
        return web.json_response({"ok": True, "result": outcome})

    async def _carry_out(self, call: Call, files: Files) -> Any:
        try:
            wait = self.limits.retry_after(call, self._inline_chat(call.params))
            if wait is not None:
                flooded = ApiError(429, f"Too Many Requests: retry after {wait}")
                flooded.parameters["retry_after"] = wait
                raise flooded
            await self._fetch_addresses(call.params)
            if call.method.lower() == "getupdates":
                result: Any = await self._get_updates(call.params)
            else:
                handler = getattr(self, f"m_{call.method.lower()}", None)
                if handler is None:
                    raise ApiError(404, "Not Found: method not found")
                result = handler(call.params, files)
        except ApiError as error:
            self._record(call, files, error)
            return error
        call.result = result
        self._record(call, files, None)
        return result

    async def _fetch_addresses(self, params: dict[str, Any]) -> None:
        """Fetch the pictures a call names by URL, as Telegram does before it shows one (a
        result of an inline query, a guest answer, an edited medium): each is then known
        by its address like an upload. One that cannot be fetched, or is no picture,
        refuses the call."""
        results = params.get("results")
        found = [*(results if isinstance(results, list) else []), params.get("result"),
                 params.get("media")]
        for item in found:
            if not isinstance(item, dict):
                continue
            for key in ("photo_url", "thumbnail_url", "media"):
                address = item.get(key)
                if isinstance(address, str) and address.startswith(("http://", "https://")):
                    await self._fetch(address)

    async def _fetch(self, address: str) -> None:
        if address in self._uploads:
            return
        try:
            async with aiohttp.ClientSession() as session, session.get(address) as response:
                body = await response.read()
                ok = response.status == 200 and response.content_type.startswith("image/")
        except aiohttp.ClientError:
            ok = False
        if not ok:
            raise ApiError(400, "Bad Request: failed to get HTTP URL content")
        width, height = picture_size(body)
        self.fetched.append(address)
        self._uploads[address] = Media("photo", body, address, address, width, height)

    def _inline_chat(self, params: dict[str, Any]) -> int | None:
        """The chat an inline message named by ``params`` was posted in (or a guest query's
        answer is posted in)."""
        guest = self.inline.guests.get(str(params.get("guest_query_id")))
        if guest is not None:
            return guest.chat.id
        inline = self.inline.messages.get(str(params.get("inline_message_id")))
        return inline.message.chat.id if inline is not None else None

    def _record(self, call: Call, files: Files, error: ApiError | None) -> None:
        call.files = {name: upload.data for name, upload in files.items()}
        call.file_names = {name: upload.filename for name, upload in files.items()}
        if error is not None:
            call.status, call.description = error.status, error.description
        self.calls.append(call)
        self._calls_changed.notify()

    async def _webhook_reply(self, response: aiohttp.ClientResponse) -> None:
        """aiogram may answer a webhook post with a method call in the response body."""
        params: Params = {}
        files: Files = {}
        reader = aiohttp.MultipartReader.from_response(response)
        while (part := await reader.next()) is not None:
            assert isinstance(part, aiohttp.BodyPartReader) and part.name is not None
            if part.filename is not None:
                files[part.name] = Upload(part.filename, bytes(await part.read()))
            else:
                params[part.name] = parse_value(part.name, await part.text())
        method = str(params.pop("method"))
        call = Call(method, params, via_webhook_reply=True)
        await self._carry_out(call, files)
