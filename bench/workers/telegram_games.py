"""Telegram games driven through the webhook workers: the driver is both the players (who
write ``/challenge``, press Accept, write ``/move x-y``) and the load balancer in front of
the workers (each update posted to the next worker; one that fails or times out is
posted to another, as Telegram redelivers an update nobody acknowledged)."""

from __future__ import annotations

import asyncio
import itertools
import random
import time
from dataclasses import dataclass
from typing import Any

import aiohttp

from bench.workers.fleet import Worker
from bench.workers.platform import BenchTelegram, Seen
from bench.workers.table import FIELD, MoveRecord, Pace, Posted, Table, empty_board


class Balancer:
    """Posts updates to the workers in turn, at most ``connections`` at once (Telegram's
    ``max_connections``; the others wait their turn, as updates wait at Telegram); an update
    not answered 200 (a refused connection, a 5xx, no answer within ``timeout`` of being
    sent: Telegram waits 60 s) goes to the next worker, after a pause that doubles with
    every failed try (from ``first_pause`` up to ``max_pause``), as Telegram backs off: with
    every worker down, updates do not storm the restarting workers."""

    first_pause = 0.05
    max_pause = 5.0

    def __init__(
        self,
        fake: BenchTelegram,
        workers: list[Worker],
        secret: str,
        timeout: float = 60.0,
        connections: int = 80,
    ) -> None:
        self.fake = fake
        self.workers = workers
        self.secret = secret
        self.timeout = timeout
        self._turn = itertools.count()
        self._slots = asyncio.Semaphore(connections)  # below the client's own 100
        self.retries = 0

    async def post(self, update: dict[str, Any], until: float) -> Posted:
        """Post ``update`` until a worker answers 200 or ``until`` (monotonic) passes."""
        posted = Posted(time.monotonic())
        pause = self.first_pause
        while time.monotonic() < until:
            worker = self.workers[next(self._turn) % len(self.workers)]
            assert worker.webhook is not None
            posted.tries += 1
            async with self._slots:
                try:
                    status = await asyncio.wait_for(
                        self.fake.post_update(worker.webhook, update, secret=self.secret),
                        self.timeout,
                    )
                except (aiohttp.ClientError, TimeoutError, ConnectionError):
                    status = 0
            if status == 200:
                posted.acked = time.monotonic()
                return posted
            self.retries += 1
            await asyncio.sleep(pause * random.uniform(0.5, 1.0))
            pause = min(pause * 2, self.max_pause)
        return posted


@dataclass
class TelegramTable(Table[Seen]):
    """One group chat with its two players and their game."""

    index: int
    fake: BenchTelegram
    balancer: Balancer
    pace: Pace
    rng: random.Random
    start_card_at: float | None = None

    def __post_init__(self) -> None:
        self.chat_id = -(1_000_000 + self.index)
        self.first = self.fake.add_user(100_000 + 2 * self.index, f"A{self.index}",
                                        f"pa{self.index}")
        self.second = self.fake.add_user(100_001 + 2 * self.index, f"B{self.index}",
                                         f"pb{self.index}")
        self.chat = self.fake.add_chat(self.chat_id, "group", f"Game {self.index}",
                                       admins=(self.first,))
        self.inbox = self.fake.inbox(self.chat_id)
        self.board = empty_board()

    def _answered(self, seen: Seen) -> bool:
        return seen.ok

    async def _send(self, update: dict[str, Any]) -> Posted | None:
        posted = await self.balancer.post(update, self.pace.redeliver_until)
        return posted if posted.acked is not None else None

    async def set_up(self) -> bool:
        """Board in post mode, the challenge, Accept: the first card."""
        fake, timeout = self.fake, self.pace.card_timeout
        fake.say(self.first, self.chat, "/settings board post")
        if await self._send(fake.take_update()) is None:
            return self._fail("settings not acknowledged")
        if await self._expect(lambda s: s.method == "sendmessage", timeout) is None:
            return self._fail("no answer to /settings")
        fake.say(self.first, self.chat, f"/challenge @pb{self.index} {FIELD}x{FIELD} empty")
        if await self._send(fake.take_update()) is None:
            return self._fail("challenge not acknowledged")
        card = await self._expect(lambda s: _button(s, "Accept") is not None, timeout)
        if card is None:
            return self._fail("no challenge card")
        data = _button(card, "Accept")
        message = fake.messages[(self.chat_id, int(card.call.result["message_id"]))]
        fake.press(self.second, message, str(data))
        if await self._send(fake.take_update()) is None:
            return self._fail("accept not acknowledged")
        first = await self._first_card(timeout)
        if first is None or first.card is None:
            return self._fail("no first card")
        self.game_id, self.start_card_at = first.card[0], first.at
        return True

    async def _move(self, ply: int, x: int, y: int) -> bool:
        """``/move x-y`` by the player whose turn it is, posted until acknowledged."""
        players = (self.first, self.second)
        self.fake.say(players[(ply - 1) % 2], self.chat, f"/move {x}-{y}")
        update = self.fake.take_update()
        posted = await self.balancer.post(update, self.pace.redeliver_until)
        record = MoveRecord(ply, x, y, posted)
        self.moves.append(record)
        if posted.acked is None:
            return self._fail(f"move {ply} not acknowledged")
        shown = await self._card(ply, self.pace.card_timeout)
        if shown is None:
            return self._fail(f"no card for move {ply}")
        record.card_at = shown.at
        return True


def _button(seen: Seen, label: str) -> str | None:
    """The callback data of the button ``label`` under a message the call sent."""
    markup = seen.call.params.get("reply_markup") or {}
    for row in markup.get("inline_keyboard", []) if isinstance(markup, dict) else []:
        for button in row:
            if button.get("text") == label:
                return str(button.get("callback_data"))
    return None
