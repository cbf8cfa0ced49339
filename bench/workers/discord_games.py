"""Discord games through the fake Discord of the adapter tests, served by shard processes:
each game in a guild of its own (spread over the shards), started by ``/dots challenge``
and Accept, played by ``/dots move`` interactions pushed through the fake gateway. A
move's latency runs from the interaction's first dispatch to the answer carrying its card.

Discord does not deliver an interaction again: one dispatched while its shard is down
(killed by the chaos) is lost, as is one a shard was killed handling; the player, seeing
the card unchanged, sends the move again after :data:`REPEAT_AFTER` (a move stored
already is refused then, and its card comes from the card sweep of a live shard)."""

from __future__ import annotations

import asyncio
import random
import re
import time
from dataclasses import dataclass
from typing import Any

from bench.workers.table import FIELD, MoveRecord, Pace, Posted, Table, empty_board
from tests.support.fakes.discord_api import FakeDiscord
from tests.support.fakes.discord_records import Call

GAME = re.compile(r"Game #(\d+)")
MOVE = re.compile(r"Move (\d+):")
REPEAT_AFTER = 8.0
"""Seconds a player waits for the card of their move before sending the move again."""
TOKEN = re.compile(r"^/(?:interactions/\d+|webhooks/\d+)/([^/]+)")
CHANNEL = re.compile(r"^/channels/(\d+)/")


@dataclass(frozen=True, slots=True)
class DiscordSeen:
    at: float
    channel_id: int | None
    card: tuple[int, int] | None
    call: Call


def discord_card(call: Call) -> tuple[int, int] | None:
    """The game and ply a call's board picture shows (its embed says both)."""
    if not any(getattr(upload, "filename", "") == "board.png" for upload in call.files):
        return None
    body = call.json if isinstance(call.json, dict) else {}
    data = body.get("data", body) if isinstance(body.get("data"), dict) else body
    text = "\n".join(str(embed.get("description", "")) for embed in data.get("embeds", []))
    game, ply = GAME.search(text), MOVE.search(text)
    if game is None:
        return None
    return int(game[1]), int(ply[1]) if ply else 0


class BenchDiscord(FakeDiscord):
    """The fake Discord, each call stamped with the moment it came and handed to the
    driver of its channel."""

    def __init__(self) -> None:
        super().__init__(shard_count=2)
        self.seen: list[DiscordSeen] = []
        self._inboxes: dict[int, asyncio.Queue[DiscordSeen]] = {}
        self.lost = 0
        """Gateway events dispatched while their shard was down (Discord drops them)."""

    async def dispatch(self, event: str, data: dict[str, Any], guild: Any) -> None:
        try:
            await self._session_for(guild).dispatch(event, data)
        except (AssertionError, ConnectionResetError):  # the shard was killed (is closing)
            self.lost += 1

    def inbox(self, channel_id: int) -> asyncio.Queue[DiscordSeen]:
        return self._inboxes.setdefault(channel_id, asyncio.Queue())

    def record(self, call: Call) -> None:
        super().record(call)
        if call.method == "WS":
            return
        seen = DiscordSeen(time.monotonic(), self._channel(call), discord_card(call), call)
        self.seen.append(seen)
        if seen.channel_id is not None and seen.channel_id in self._inboxes:
            self._inboxes[seen.channel_id].put_nowait(seen)

    def _channel(self, call: Call) -> int | None:
        found = TOKEN.match(call.path)
        if found:
            interaction = self.interactions.get(found[1])
            return interaction.channel_id if interaction is not None else None
        found = CHANNEL.match(call.path)
        return int(found[1]) if found else None


@dataclass
class DiscordTable(Table[DiscordSeen]):
    """One guild with its two players and their game."""

    index: int
    fake: BenchDiscord
    pace: Pace
    rng: random.Random

    def __post_init__(self) -> None:
        guild = self.fake.add_guild(f"Guild {self.index}", shard=self.index % 2)
        self.first = self.fake.join(guild, self.fake.add_user(f"da{self.index}"))
        self.second = self.fake.join(guild, self.fake.add_user(f"db{self.index}"))
        self.channel = guild.text_channels()[0]
        self.inbox = self.fake.inbox(self.channel.id)
        self.board = empty_board()

    def _answered(self, seen: DiscordSeen) -> bool:
        return seen.call.status < 300

    async def set_up(self) -> bool:
        timeout = self.pace.card_timeout
        await self.fake.slash(["dots", "challenge"], self.first, self.channel,
                              {"opponent": self.second, "size": f"{FIELD}x{FIELD}",
                               "start": "empty"})
        offer = await self._expect(lambda s: _custom_id(s.call, "a") is not None, timeout)
        if offer is None:
            return self._fail("no challenge card")
        answer = offer.call.response or {}  # a message, or an interaction's answer with one
        message = answer.get("resource", {}).get("message", answer)
        message_id = int(message.get("id", 0))
        custom_id = _custom_id(offer.call, "a")
        assert custom_id is not None
        await self.fake.press(message_id, custom_id, self.second)
        first = await self._first_card(timeout)
        if first is None or first.card is None:
            return self._fail("no first card")
        self.game_id = first.card[0]
        return True

    async def _move(self, ply: int, x: int, y: int) -> bool:
        """``/dots move x-y`` by the player whose turn it is, sent again after
        :data:`REPEAT_AFTER` while its card does not come."""
        players = (self.first, self.second)
        posted = Posted(time.monotonic(), tries=0)
        record = MoveRecord(ply, x, y, posted)
        self.moves.append(record)
        end = posted.at + self.pace.card_timeout
        shown = None
        while shown is None and time.monotonic() < end:
            posted.tries += 1
            await self.fake.slash(["dots", "move"], players[(ply - 1) % 2], self.channel,
                                  {"point": f"{x}-{y}"})
            shown = await self._card(ply, min(REPEAT_AFTER, end - time.monotonic()))
        if shown is None:
            return self._fail(f"no card for move {ply}")
        posted.acked = record.card_at = shown.at
        return True


def _custom_id(call: Call, code: str) -> str | None:
    """The custom id of the first button of action ``code`` a call sent."""
    body = call.json if isinstance(call.json, dict) else {}
    data = body.get("data") if isinstance(body.get("data"), dict) else body
    for row in (data or {}).get("components", []):
        for component in row.get("components", []):
            custom = str(component.get("custom_id", ""))
            if custom[:1] == code and custom[1:2].isdigit():
                return custom
    return None
