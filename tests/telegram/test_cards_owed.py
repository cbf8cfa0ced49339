"""A move stored whose card could not be reported shown (the database went away between
the commit and the card's receipt) stays owed until the card sweep shows it: never lost,
and shown once (showing the game as it is again changes nothing)."""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from bot.service.delivery.owed_cards import CARD_GRACE
from bot.storage import StorageUnavailable
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_harness import webhook_settings
from tests.support.telegram_table import Table, cast, group_game, start_game, table

GROUP = -800
SECRET = "cards-owed-secret"
READS = ("game", "moves", "chat", "user", "event_seen", "game_card_shown", "active_games")


class Outage:
    """The database goes away right after the next change is committed, until ``end``."""

    def __init__(self, t: Table, monkeypatch: pytest.MonkeyPatch) -> None:
        self.down = False
        self.armed = False
        storage, writes = t.service.parts.storage, t.service.parts.writes
        for name in READS:
            monkeypatch.setattr(storage, name, self._guarded(getattr(storage, name)))
        commit = writes.commit

        async def committed(*args: Any, **kwargs: Any) -> None:
            await commit(*args, **kwargs)
            self.down = self.down or self.armed

        monkeypatch.setattr(writes, "commit", committed)

    def _guarded(self, method: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
        @functools.wraps(method)
        async def guarded(*args: Any, **kwargs: Any) -> Any:
            if self.down:
                raise StorageUnavailable("the database is unreachable (test)")
            return await method(*args, **kwargs)

        return guarded

    def end(self) -> None:
        self.down = self.armed = False


def cards(fake: TelegramFake, chat_id: int) -> list[str]:
    """The captions of every card the chat was shown, in order."""
    calls = [call for call in fake.calls if call.method in ("editMessageMedia", "sendPhoto")]
    return [
        str(call.params.get("caption") or (call.params.get("media") or {}).get("caption"))
        for call in calls
        if call.ok and str(call.params.get("chat_id")) == str(chat_id)
    ]


async def test_a_fault_after_the_commit_delays_the_card_and_never_drops_it(
    fake: TelegramFake, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with group_game(fake, tmp_path, GROUP) as (t, c):
        outage = Outage(t, monkeypatch)
        before = t.card(GROUP).caption
        outage.armed = True
        answers = len(fake.calls_of("sendMessage"))
        fake.say(c.alice, c.group, "/move 3-3")
        await t.settled()  # the update is kept to be handled again, with no word said
        assert len(fake.calls_of("sendMessage")) == answers
        assert await t.service.parts.storage.inbox_waiting() == 1
        outage.end()  # the database is back; the move was stored, its card never shown
        row = await t.service.parts.storage.game(1)
        assert row is not None and row.ply == 1 and row.card_behind
        await t.settled()
        # its maker showed it (a card's picture needs no database) but could not say so
        assert t.card(GROUP).caption != before
        row = await t.service.parts.storage.game(1)
        assert row is not None and row.card_behind  # so it is still owed
        t.clock.advance(CARD_GRACE)
        await t.settled()  # the delivery loop's card sweep
        assert "Move 1: Blue 3-3" in (t.card(GROUP).caption or "")
        row = await t.service.parts.storage.game(1)
        assert row is not None and not row.card_behind and row.card_due is None
        edits = len(fake.calls_of("editMessageMedia"))
        t.clock.advance(CARD_GRACE)
        await t.settled()
        assert len(fake.calls_of("editMessageMedia")) == edits  # shown once
        await t.said(c.bob, c.group, "/move 2-2")  # and the game goes on
        assert "Move 2: Red 2-2" in (t.card(GROUP).caption or "")


async def test_in_webhook_mode_the_copies_wait_and_the_card_is_shown_once(
    fake: TelegramFake, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Telegram sends the update whose handling failed again and again: while its card is
    due from the first delivery the copies are left unacknowledged; past due, the copy
    or the sweep that claims the card first shows it, and a later copy adds nothing."""
    c = cast(fake, GROUP - 1)
    settings, _ = webhook_settings(fake, SECRET)
    async with table(fake, tmp_path, settings=settings) as t:
        await start_game(t, c)
        await t.settled()
        outage = Outage(t, monkeypatch)
        shown = len(cards(fake, c.group.id))
        outage.armed = True
        mark = len(fake.deliveries)
        fake.say(c.alice, c.group, "/move 3-3")
        await fake.until(lambda: len(fake.deliveries) >= mark + 3)  # refused, again, refused
        outage.end()
        await fake.until(lambda: len(fake.deliveries) >= mark + 6)
        assert {d.status for d in fake.deliveries[mark:]} == {503}  # the card is still due
        # its maker showed it (a card's picture needs no database) but could not say so
        assert len(cards(fake, c.group.id)) == shown + 1
        t.clock.advance(CARD_GRACE)
        await fake.until(lambda: not t.unhandled())
        await t.settled()
        assert fake.deliveries[-1].status == 200
        captions = cards(fake, c.group.id)[shown:]
        assert len(captions) == 1 and "Move 1: Blue 3-3" in captions[0]
        assert len(await t.service.parts.storage.moves(1)) == 1
