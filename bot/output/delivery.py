"""Delivery: an answer or an announcement shown through a platform's port, the cards
decided here once for every platform (:mod:`bot.output.cards`).

:meth:`Output.answer` and :meth:`Output.notice` plan what a place sees
(:mod:`bot.output.plan`) and :meth:`Output.show` hands it to a :class:`~.port.Port`: texts,
files and pickers as they are; a game's card placed (edited in place, posted anew, in a
thread of its own), never older than one shown, never past its due, the player to move
pinged after an edit; a challenge's card and a progress message edited once posted. What
a port showed it reports back through :class:`~bot.service.delivery.receipts.Receipts`, the one
call into the service while delivering.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Protocol

from bot.output.cards import CardBook, is_late
from bot.output.items import Alert, Card, ChallengeCard, Outgoing, Picker, Progress, Text
from bot.output.pictures import Pictures
from bot.output.placement import Placement
from bot.output.plan import plan, plan_notice
from bot.output.port import GONE, NAME_SLOT, Draw, Ping, Port, Receipt, Wanted
from bot.output.present import Presenter
from bot.service.answers.answer import Result
from bot.service.answers.game_views import GameView, PickerView
from bot.service.answers.replies import Audience
from bot.service.chats.chat_settings import PictureStyle
from bot.service.delivery.notices import Notice
from bot.service.delivery.receipts import Shown

log = logging.getLogger(__name__)


class ReceiptDesk(Protocol):
    """Where what was shown is reported (the service's
    :class:`~bot.service.delivery.receipts.Receipts`), and the clock cards are due by."""

    now: Callable[[], datetime]

    async def shown(self, what: Shown, receipt: Receipt) -> None: ...


class Output:
    """One platform's way out: its cards' book, its pictures, and where receipts go."""

    def __init__(
        self, receipts: ReceiptDesk, presenter: Presenter, *, pictures: Pictures | None = None
    ) -> None:
        self.receipts = receipts
        self.presenter = presenter
        self.pictures = pictures or Pictures(presenter)
        self.book = CardBook()

    async def answer(self, result: Result, port: Port, *, pressed: bool = False,
                     then: Sequence[Outgoing] = ()) -> None:
        """Show the answer ``result`` (``pressed``: to a button press), and ``then``."""
        limits = port.capabilities.limits
        await self.show([*plan(result, self.presenter, pressed=pressed, limits=limits), *then],
                        port)

    async def notice(self, notice: Notice, port: Port) -> None:
        """Show an announcement in its chat."""
        await self.show(plan_notice(notice, self.presenter, limits=port.capabilities.limits),
                        port)

    async def show(self, items: Sequence[Outgoing], port: Port) -> None:
        """Show ``items`` through ``port``; a press is always answered."""
        try:
            for item in await self._elsewhere(await port.arrange(items), port):
                await self._one(item, port)
        finally:
            await port.answer()

    async def _one(self, item: Outgoing, port: Port) -> None:
        if isinstance(item, Alert):
            await port.answer(item.text)
        elif isinstance(item, Card):
            await self.card(item, port)
        elif isinstance(item, ChallengeCard | Progress):
            await self.message(item, port)
        elif isinstance(item, Picker):
            await port.post(item, self.draw(item.picker, item.lang, item.style)
                            if port.capabilities.pictures else None)
        else:
            await port.post(item)

    async def _elsewhere(self, items: Sequence[Outgoing], port: Port) -> list[Outgoing]:
        """A game's card is shown where the game lives when the platform reaches that place
        from here (a game played in an inline message, moved from a private chat); the
        asker is told where, when nothing else answers them."""
        rest: list[Outgoing] = []
        for item in items:
            there = port.at(item.game.chat) if isinstance(item, Card) else None
            if isinstance(item, Card) and there is not None:
                await self.card(item, there)
            else:
                rest.append(item)
        if rest or len(items) != 1 or not isinstance(items[0], Card):
            return rest
        card = items[0]
        said = self.presenter.t(card.lang, "inline-moved", game=f"#{card.game.id}")
        return [Text(said, Audience.SENDER, card.lang)]

    def draw(self, view: GameView | PickerView, lang: str, style: PictureStyle) -> Draw:
        async def drawn() -> bytes:
            return await self.pictures.card(view, lang, style)

        return drawn

    def late(self, view: GameView) -> bool:
        return is_late(view, self.receipts.now())

    def wanted(self, card: Card) -> Wanted:
        """Whether ``card`` is still to be shown: no newer card of its game was handed
        over since, and it is not past its due."""
        view = card.game
        return lambda: not self.book.outdated(view.id, card.version) and not self.late(view)

    # ------------------------------------------------------------------ game cards
    async def card(self, card: Card, port: Port) -> None:
        """Show a game's card as it was placed; an older card never overwrites a newer
        one, a card past its due is left to the card sweep."""
        view, caps = card.game, port.capabilities
        wanted = self.wanted(card)
        if not wanted():
            return
        async with self.book.placing(view.id, one_at_a_time=not caps.queues):
            if not wanted():
                return
            self.book.handed(view.id, card.version)
            older = self.book.take_pings(view) if caps.drops_pings else []
            await self._place(card, port, wanted)
            left = [ping for ping in older if not await port.delete(ping)]
            self.book.give_back(view, left)

    async def _place(self, card: Card, port: Port, wanted: Wanted) -> None:
        view = card.game
        draw = self.draw(view, card.lang, card.style) if port.capabilities.pictures else None
        message = self.book.message(view)
        if card.placement is Placement.EDIT and message is not None and port.capabilities.edits:
            edited = await port.edit(message, card, draw, wanted)
            if edited is GONE:
                log.info("card of game %d not edited: posting", view.id)
            else:
                if edited is not None:
                    await self._shown(view, edited)
                    await self._ping(card, port)
                return
        moved = None
        if card.placement is Placement.THREAD and port.capabilities.thread_per_game:
            found = await port.thread(card)
            if found is not None:
                port, moved = found
        posted = await port.post(card, draw, wanted)
        if posted is None:
            return
        await self._shown(view, replace(posted, place=moved) if moved is not None else posted)
        if port.capabilities.retires_replaced and message not in (None, posted.message_id):
            await port.retire(message)

    async def _shown(self, view: GameView, receipt: Receipt) -> None:
        self.book.shown(view, receipt.message_id)
        await self.receipts.shown(view, receipt)

    async def _ping(self, card: Card, port: Port) -> None:
        """An edit notifies nobody: the player the card pings gets a line that does,
        unless a newer card of the game came meanwhile."""
        seat, key, view = card.mention, port.capabilities.ping, card.game
        if seat is None or key is None or self.book.outdated(view.id, card.version):
            return
        words = self.presenter.t(card.lang, key, name=NAME_SLOT, game=f"#{view.id}",
                                 color=str(view.to_move))
        sent = await port.post(
            Ping(view, seat, words),
            wanted=lambda: not self.book.outdated(view.id, card.version),
        )
        if sent is not None and sent.message_id is not None and port.capabilities.drops_pings:
            self.book.pinged(view, sent.message_id)

    # ------------------------------------------------- challenges and progress
    async def message(self, item: ChallengeCard | Progress, port: Port) -> None:
        """A challenge's card or a progress message: edited in place once posted; the
        message posted is reported, the one it replaces retired."""
        view: Shown = item.challenge if isinstance(item, ChallengeCard) else item.view
        old = item.challenge.card_message_id if isinstance(item, ChallengeCard) else (
            item.message_id
        )
        editable = not item.new and old is not None and port.capabilities.edits
        if editable and old is not None and await port.edit(old, item) is not GONE:
            return
        posted = await port.post(item)
        if posted is None or posted.message_id is None:
            return
        await self.receipts.shown(view, posted)
        if port.capabilities.retires_replaced and old is not None and old != posted.message_id:
            await port.retire(old)
