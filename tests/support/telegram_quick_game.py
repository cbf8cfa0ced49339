"""A quick game at a person's pace, watched from the chat's side: when each move was said,
which position each card the chat saw shows (its picture is ``game-<id>-<ply>.png``), and
which "your move" pings came. Shared by ``test_quick_game`` and
``bench/bench_quick_game.py``."""

from __future__ import annotations

import asyncio
import re
import time
from dataclasses import dataclass

from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_world import Chat, User
from tests.support.telegram_table import Cast, Table, buttons, challenge_by_alice

PICTURE = re.compile(r"game-\d+-(\d+)\.png")
PINGED = re.compile(r"tg://user\?id=(\d+)")
CARDS = ("sendphoto", "editmessagemedia")


@dataclass(frozen=True)
class Said:
    """A move said by ``user`` at ``moment``; the game is at ``ply`` once it is made."""

    moment: float
    user: int
    ply: int


@dataclass(frozen=True)
class Seen:
    """Something the chat saw at ``moment``: a card at ``ply``, or a ping of ``user``."""

    moment: float
    ply: int = -1
    user: int = 0


def cards_seen(fake: TelegramFake, chat_id: int) -> list[Seen]:
    """The game cards the chat was shown (posted or edited), in the order they came."""
    seen = []
    for call in fake.calls:
        if call.method.lower() not in CARDS or not call.ok or call.params.get("chat_id") != chat_id:
            continue
        plies = [PICTURE.fullmatch(name) for name in call.file_names.values()]
        seen += [Seen(call.moment, ply=int(found.group(1))) for found in plies if found]
    return seen


def pings_seen(fake: TelegramFake, chat_id: int, since: float) -> list[Seen]:
    """The "your move" pings sent to the chat after ``since``."""
    seen = []
    for call in fake.calls_of("sendMessage", ok=True):
        text = str(call.params.get("text", ""))
        named = PINGED.search(text)
        ours = call.params.get("chat_id") == chat_id and call.moment >= since
        if ours and named and "your move" in text:
            seen.append(Seen(call.moment, user=int(named.group(1))))
    return seen


def stale(pings: list[Seen], said: list[Said], cards: list[Seen]) -> list[Seen]:
    """Pings that came after the player they name had moved already: a move of theirs,
    said before the ping, past the newest position shown before it."""
    late = []
    for ping in pings:
        shown = max((c.ply for c in cards if c.moment <= ping.moment), default=-1)
        moved = [m for m in said if m.moment <= ping.moment and m.user == ping.user]
        if any(move.ply > shown for move in moved):
            late.append(ping)
    return late


def lags(said: list[Said], cards: list[Seen]) -> list[float]:
    """For each move, the seconds until a card showed it or a later position (``inf``:
    never)."""
    found = []
    for move in said:
        shown = [c.moment for c in cards if c.moment >= move.moment and c.ply >= move.ply]
        found.append(min(shown, default=float("inf")) - move.moment)
    return found


def out_of_order(cards: list[Seen]) -> list[Seen]:
    """Cards that showed an older position than a card before them."""
    newest, behind = -1, []
    for card in cards:
        if card.ply < newest:
            behind.append(card)
        newest = max(newest, card.ply)
    return behind


async def accepted(t: Table, c: Cast, options: str, within: float) -> None:
    """Alice challenges Bob with ``options`` in the group and Bob presses Accept at once
    (not waiting for the bot to settle, as players do not), until the chat is shown the
    game's first card (within ``within`` seconds)."""
    challenge = await challenge_by_alice(t, c, f"@bob {options}")
    t.fake.press(c.bob, challenge, buttons(challenge)["Accept"])
    await t.fake.until(lambda: bool(cards_seen(t.fake, c.group.id)), timeout=within)


async def play(
    fake: TelegramFake,
    chat: Chat,
    turns: list[tuple[User, str]],
    *,
    pause: float,
    first_ply: int = 0,
    step: int = 1,
) -> list[Said]:
    """Each user says their move, one every ``pause`` seconds; each move takes the game
    ``step`` plies further (2 when the computer answers every move)."""
    said = []
    for n, (user, text) in enumerate(turns):
        said.append(Said(time.monotonic(), user.id, first_ply + step * n + 1))
        fake.say(user, chat, text)
        await asyncio.sleep(pause)
    return said


def row_moves(row: int, count: int, *, command: str = "/move ", width: int = 15) -> list[str]:
    """Moves along one row, left to right, then along the row two above: dots in lines
    never enclose anything."""
    return [f"{command}{n % width + 1}-{row + 2 * (n // width)}" for n in range(count)]
