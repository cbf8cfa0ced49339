"""One lobby game, two places: each player plays in their own place (their private chat
with the bot, their Discord DM, the console) whatever platform the other is on.

The game's row lives in Blue's place (``games.chat``); Red's place shows the same game. A
card made for a place that is not the game's chat is that place's (:meth:`for_place`: its
own message, no card owed: ``GameView.home`` says whose chat the game is). Every change of
the game is announced through the outbox, in the change's own transaction, to each place
where nobody is waiting for its answer (:meth:`on_game_changed`), so a move made on
Telegram reaches a Discord DM whichever process serves Discord, and one made in a process
killed after it committed is still shown.

A lobby game called off before it began is counted as the lobby counts it (:meth:`_no_show`):
a no-show of the player who did not make the first move in time, or of the player who
pressed Abort (their seek so marked, as lichess counts aborts), which makes their seeks
wait (:class:`~bot.service.seeks.settings.SeekSettings`), and both places are told so. The
other player is never counted.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime

from bot.identity import ChatRef, PlayerRef
from bot.service.answers.game_views import GameView
from bot.service.answers.replies import Reply
from bot.service.delivery.outbox import Announcement, outbox_item
from bot.service.games.changes import Change
from bot.service.games.finder import seat_color
from bot.service.games.live import LiveGame
from bot.service.seeks.settings import SeekSettings
from bot.storage.protocol import Storage, Transaction
from bot.storage.records import GameRow
from bot.storage.seeks_port import SeekRow

KEPT = 4096
"""Games whose places are remembered (a game's places never change once paired)."""
LAPSED = "clock-aborted"
"""The sweep's word for a game whose player never moved (``changes.time_out``)."""
ABORTED = "game-aborted"
"""A player's Abort (``play._abort``)."""
COUNTED = {LAPSED: "seek-no-show", ABORTED: "seek-abort-no-show"}
"""Each way a lobby game is called off before it began, and its line saying whom it counts
against."""


class LobbyPlaces:
    """The places of each lobby game, read once a game and kept."""

    def __init__(self, storage: Storage, now: Callable[[], datetime],
                 settings: SeekSettings) -> None:
        self.storage = storage
        self.now = now
        self.settings = settings
        self._kept: OrderedDict[int, tuple[SeekRow, ...]] = OrderedDict()

    async def of(self, game_id: int, tx: Transaction | None = None) -> tuple[SeekRow, ...]:
        """The two seeks game ``game_id`` was paired from (none: not a lobby game), read
        in ``tx`` when given. A game is a lobby game from the transaction that makes it, so
        a game read as none stays none."""
        found = self._kept.get(game_id)
        if found is None:
            read = tx.seeks_of_game if tx is not None else self.storage.game_seeks
            found = tuple(await read(game_id))
            self._kept[game_id] = found
            while len(self._kept) > KEPT:
                self._kept.popitem(last=False)
        return found

    async def own_place(self, row: GameRow, chat: ChatRef, ref: PlayerRef) -> bool:
        """Whether ``chat`` is ``ref``'s own place of the lobby game ``row``."""
        return any(seek.person == ref and seek.place == chat for seek in await self.of(row.id))

    async def for_place(self, view: GameView, chat: ChatRef) -> GameView:
        """``view`` as shown in ``chat``: a player's own place of a lobby game shows it in
        its own message; any other place as the game's chat."""
        if chat == view.chat or view.home is not None:
            return view
        seek = next((s for s in await self.of(view.id) if s.place == chat), None)
        if seek is None:
            return view
        fresh = await self.storage.seek(seek.id)
        message = fresh.card_message_id if fresh is not None else None
        return replace(view, chat=chat, home=view.chat, card_message_id=message,
                       card_version=None, card_ply=None, card_carrier=None, card_due=None)

    async def on_game_changed(self, tx: Transaction, live: LiveGame, change: Change) -> None:
        """The change, announced to each place of a lobby game where nobody waits for its
        answer: the other player's, and the game's chat too when the change is not
        announced there already (the write path announces there what nobody waits for)."""
        row = live.row
        seeks = await self.of(row.id, tx)
        if not seeks:
            return
        if any(reply.key in COUNTED for reply in change.replies):
            await self._no_show(tx, live, seeks, change)
        told = {row.chat} if change.announce else set()
        if not change.announce:
            told |= {seek.place for seek in seeks
                     if change.by is not None and seat_color(row, seek.person) is change.by}
        for place in dict.fromkeys(seek.place for seek in seeks):
            if place in told:
                continue
            said = Announcement(place, change.replies, row.id, mention=change.mention)
            await tx.enqueue(outbox_item(said, self.now()))
            change.wakes.add(place.platform)

    async def _no_show(self, tx: Transaction, live: LiveGame, seeks: tuple[SeekRow, ...],
                       change: Change) -> None:
        """The game is called off before it began: the seek of the player who did not make
        the first move in time, or of the one who pressed Abort, counts as their no-show,
        and both places read it so."""
        aborted = any(reply.key == ABORTED for reply in change.replies)
        counted_against = change.by if aborted else live.game.to_move
        for seek in seeks:
            if seat_color(live.row, seek.person) is counted_against:
                await tx.count_no_show(seek.id, self.now())
        minutes = int(self.settings.no_show_pause.total_seconds() // 60)
        counted = {"limit": self.settings.no_show_limit, "minutes": minutes}
        change.replies = tuple(
            Reply(COUNTED[reply.key], {**reply.args, **counted}) if reply.key in COUNTED
            else reply
            for reply in change.replies
        )
