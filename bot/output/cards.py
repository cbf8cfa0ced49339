"""The cards one process showed, game by game: what the output path decides a card by.

* **The newest card wins.** A card older than one already handed to a platform is not
  shown, and a queued one is dropped at its turn (:meth:`CardBook.outdated`), so a slow
  send never puts an older position over a newer one.
* **Which message a card is.** A game's card edits the message shown last: the one this
  process placed, unless the view knows a newer one (another process showed it).
* **Pings wait for the next card.** On platforms whose pings go with the next card, the
  pings sent after edits are kept until then.
* **A card past its due is dropped** (:func:`is_late`): by then it is the card sweep's
  (:mod:`bot.service.delivery.owed_cards`), which may be showing it already.

The storage keeps a guard of its own (an older card never overwrites the record of a
newer one): that is the database's integrity; what to show is decided here.
"""

from __future__ import annotations

import asyncio
import contextlib
import weakref
from collections import OrderedDict
from collections.abc import AsyncIterator
from datetime import datetime, timedelta

from bot.identity import ChatRef
from bot.service.answers.game_views import GameView

LATE_MARGIN = timedelta(seconds=2)
"""A card not yet sent this close to its due is left to the sweep, which may start then."""
GAMES_KEPT = 4096
"""Games remembered; a game forgotten is placed from its view (the stored card) again."""


def is_late(view: GameView, now: datetime) -> bool:
    """Whether the card ``view`` shows is past the time its maker had to show it: the
    card sweep may be showing it already, so sending it too would show it twice."""
    due = view.card_due
    return view.card_behind and due is not None and now >= due - LATE_MARGIN


class CardBook:
    """The newest card of each game handed to a platform, the message that shows it in
    each place (a lobby game is shown in both players' own places: docs/lobby.md), and
    the pings waiting for the next card."""

    def __init__(self, kept: int = GAMES_KEPT) -> None:
        self._kept = kept
        self._newest: OrderedDict[int, int] = OrderedDict()
        self._shown: dict[int, dict[ChatRef, tuple[int, str]]] = {}
        self._pings: dict[int, dict[ChatRef, list[str]]] = {}
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = (
            weakref.WeakValueDictionary()
        )

    def outdated(self, game_id: int, version: int) -> bool:
        """Whether a newer card of the game than ``version`` was handed over already."""
        return self._newest.get(game_id, -1) > version

    def handed(self, game_id: int, version: int) -> None:
        """A card of the game at ``version`` goes to its platform now."""
        self._newest[game_id] = max(version, self._newest.get(game_id, -1))
        self._newest.move_to_end(game_id)
        while len(self._newest) > self._kept:
            forgotten, _ = self._newest.popitem(last=False)
            self._shown.pop(forgotten, None)
            self._pings.pop(forgotten, None)

    def shown(self, view: GameView, message_id: str | None) -> None:
        """``view``'s card is shown in ``message_id`` (in ``view.chat``)."""
        if message_id is not None and view.id in self._newest:
            self._shown.setdefault(view.id, {})[view.chat] = (view.version, message_id)

    def message(self, view: GameView) -> str | None:
        """The message a card of ``view``'s game edits in its place: the one shown last
        from here, unless the view knows of a newer one."""
        last = self._shown.get(view.id, {}).get(view.chat)
        if last is None:
            return view.card_message_id
        version, message_id = last
        known = view.card_version if view.card_version is not None else -1
        return message_id if version >= known else view.card_message_id

    def pinged(self, view: GameView, message_id: str) -> None:
        """A ping of the game in its place, to go when its next card there is shown."""
        self._pings.setdefault(view.id, {}).setdefault(view.chat, []).append(message_id)

    def take_pings(self, view: GameView) -> list[str]:
        return self._pings.get(view.id, {}).pop(view.chat, [])

    def give_back(self, view: GameView, pings: list[str]) -> None:
        """Pings that could not go now: they go with the card after."""
        if pings:
            waiting = self._pings.setdefault(view.id, {})
            waiting[view.chat] = pings + waiting.get(view.chat, [])

    @contextlib.asynccontextmanager
    async def placing(self, game_id: int, *, one_at_a_time: bool) -> AsyncIterator[None]:
        """While a card of the game is placed: with ``one_at_a_time``, alone (a platform
        that queues nothing: a card announced meanwhile lands on the newest message)."""
        if not one_at_a_time:
            yield
            return
        lock = self._locks.setdefault(game_id, asyncio.Lock())
        async with lock:
            yield
