"""The lobby's use cases: ``/seek`` (post a seek, paired at once when a matching one is
open anywhere), ``/seek`` alone (the usual seeks and one's last terms, as buttons), a seek
again from its button, ``/seek cancel``, and the sweep that widens waiting seeks' ranges
and expires old ones (docs/lobby.md)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from bot.domain import GameStatus
from bot.identity import Actor, ChatRef
from bot.ratings import DEFAULT_RATING
from bot.service.accounts import BotAccounts
from bot.service.answers.answer import Result, answer, duplicate, refusal
from bot.service.answers.buttons import Action, Button, LinkButton
from bot.service.answers.replies import Arg, Reply, Status, game_tag
from bot.service.answers.seek_views import SeekView
from bot.service.answers.views import Views
from bot.service.chats.chat_settings import MAX_SIZE, MIN_SIZE
from bot.service.chats.setting_checks import time_fits
from bot.service.delivery.outbox import Announcement, Delivery, outbox_item
from bot.service.events import EventGuard, acting, idempotent
from bot.service.seeks.commands import CancelSeek, ListSeeks, Seek, SeekAgain
from bot.service.seeks.pairing import last_color, seat_pair
from bot.service.seeks.reach import LOBBY_PAGE, OwnPlaces, PrivateChats
from bot.service.seeks.settings import SeekSettings
from bot.service.seeks.terms import USUAL, SeekTerms
from bot.storage.protocol import Conflict, DuplicateEvent, Storage
from bot.storage.scopes import OVERALL, rating_scope
from bot.storage.seeks_port import NewSeek, SeekRow, stored_seek


def terms_reply(terms: SeekTerms) -> Reply:
    """The terms as the reader's words put them."""
    return Reply("seek-terms", {"width": terms.width, "height": terms.height,
                                "start": terms.start.value, "clock": terms.time.describe(),
                                "rated": "yes" if terms.rated else "no"})


LISTED = 100
"""Open seeks the lobby lists at most, oldest first."""


def seek_view(row: SeekRow, now: datetime, reader: Actor) -> SeekView:
    terms = SeekTerms.from_word(row.terms)
    return SeekView(row.id, terms_reply(terms), row.terms, terms.width, terms.height,
                    terms.start.value, terms.time.describe(), terms.rated, row.rating,
                    row.low, row.high, max(now - row.created_at, timedelta()),
                    row.person == reader.ref)


@dataclass(eq=False, repr=False, kw_only=True)
class SeekUseCases:
    guard: EventGuard
    accounts: BotAccounts
    delivery: Delivery
    now: Callable[[], datetime]
    storage: Storage
    views: Views
    settings: SeekSettings
    places: dict[str, OwnPlaces] = field(default_factory=dict)
    """Each platform's word on where a person can be written to alone."""

    def use_own_places(self, platform: str, places: OwnPlaces) -> None:
        self.places[platform] = places

    # ------------------------------------------------------------ the commands
    @idempotent
    async def seek(self, event: str, chat: ChatRef, actor: Actor, command: Seek) -> Result:
        lang = await self.guard.language(actor, chat)
        if command.options is None:
            return await self._menu(lang, chat, actor)
        terms = SeekTerms.of(command.options)
        if not (MIN_SIZE <= terms.width <= MAX_SIZE and MIN_SIZE <= terms.height <= MAX_SIZE):
            return refusal(lang, "error-field-size", width=terms.width, height=terms.height,
                           min=MIN_SIZE, max=MAX_SIZE)
        if not time_fits(terms.time):
            return refusal(lang, "error-time-control", time=terms.time.describe())
        return await self._post(event, lang, chat, actor, terms, command.spread)

    @idempotent
    async def again(self, event: str, chat: ChatRef, actor: Actor, command: SeekAgain
                    ) -> Result:
        """A seek on the terms of one's own earlier seek (another's button is refused)."""
        lang = await self.guard.language(actor, chat)
        earlier = await self.storage.seek(command.seek)
        if earlier is None or earlier.person != actor.ref:
            return refusal(lang, "error-seek-not-yours")
        spread = None if earlier.low is None else earlier.rating - earlier.low
        return await self._post(event, lang, chat, actor, SeekTerms.from_word(earlier.terms),
                                spread)

    @idempotent
    async def cancel(self, event: str, chat: ChatRef, actor: Actor, command: CancelSeek
                     ) -> Result:
        lang = await self.guard.language(actor, chat)
        if await self.storage.open_seek(actor.ref) is None:
            return refusal(lang, "error-seek-none")
        try:
            async with acting(self.storage, event, actor, self.now()) as tx:
                closed = await tx.close_seeks(actor.ref, "cancelled", self.now())
        except DuplicateEvent:
            return duplicate(lang)
        if not closed:
            return refusal(lang, "error-seek-none")
        return answer(lang, Reply("seek-cancelled", {"terms": self._terms(closed[0])}))

    # ------------------------------------------------------------ seeking
    async def _post(self, event: str, lang: str, chat: ChatRef, actor: Actor,
                    terms: SeekTerms, spread: int | None) -> Result:
        now = self.now()
        lapsed = await self.storage.no_shows(actor.ref, now - self.settings.no_show_pause)
        if lapsed >= self.settings.no_show_limit:
            minutes = int(self.settings.no_show_pause.total_seconds() // 60)
            return refusal(lang, "error-seek-no-shows", count=lapsed, minutes=minutes)
        playing = await self._live_game(actor) if not terms.time.correspondence else None
        if playing is not None:
            return refusal(lang, "error-seek-playing", game=game_tag(playing))
        place, asked, name = await self._where(chat, actor)
        if place is None:
            bot = self.accounts.username(actor.platform)
            return refusal(lang, "error-seek-unreachable", bot=f"@{bot}" if bot else "")
        found = await self.storage.rating(rating_scope(OVERALL, terms.time_class), actor.ref)
        rating = round(found.rating.rating if found else DEFAULT_RATING)
        widen = now + self.settings.widen_every if spread is not None else None
        own_lang = await self.guard.langs.own_language(actor)
        last = await last_color(self.storage, actor.ref)
        new = NewSeek(actor.ref, name, own_lang, place, asked, terms.word, rating,
                      None if last is None else int(last),
                      None if spread is None else rating - spread,
                      None if spread is None else rating + spread, now, widen,
                      now + self.settings.ttl)
        try:
            async with acting(self.storage, event, actor, now) as tx:
                replaced = await tx.close_seeks(actor.ref, "replaced", now)
                seek_id = await tx.insert_seek(new)
                partner = await tx.claim_match(seek_id, now)
                game_id = None
                if partner is not None:
                    mine = stored_seek(new, seek_id, "paired")
                    game_id = await seat_pair(tx, mine, partner, now)
        except DuplicateEvent:
            return duplicate(lang)
        except Conflict:  # another seek of theirs, stored this moment
            return refusal(lang, "error-busy")
        for platform in {place.platform, chat.platform} | (
            {partner.place.platform, partner.asked.platform} if partner else set()
        ):
            self.delivery.wake(platform)
        said = [Reply("seek-replaced", {"terms": self._terms(replaced[0])})] if replaced else []
        if partner is not None and game_id is not None:
            key = "seek-paired" if place == chat else "seek-paired-elsewhere"
            said.append(Reply(key, {"game": game_tag(game_id), "name": partner.name,
                                    "rating": partner.rating}))
            return Result(Status.OK, lang, tuple(said))
        said.append(self._open(terms, new))
        cancel = self.views.codec.make(Action.SEEK_CANCEL, 0)
        return answer(lang, *said, buttons=(cancel,), links=self._lobby(chat, actor))

    async def _live_game(self, actor: Actor) -> int | None:
        """The lobby game the person plays now on a clock that is not correspondence's: a
        second one beside it would leave one of the two to lapse (the seek of a paired
        player names its game; their last few seeks are enough)."""
        for row in await self.storage.recent_seeks(actor.ref, 4):
            game = await self.storage.game(row.game_id) if row.game_id is not None else None
            if game is not None and game.status is GameStatus.ACTIVE and not (
                game.clock is not None and game.clock.control.correspondence
            ):
                return game.id
        return None

    async def _where(self, chat: ChatRef, actor: Actor) -> tuple[ChatRef | None, ChatRef, str]:
        """Where the person plays, where they are told of the seek, and their name. From
        the lobby page: both in their own place on the platform that signed them in, named
        as that platform last showed them (a link names its holder by account only)."""
        if chat != LOBBY_PAGE:
            own = self.places.get(chat.platform, PrivateChats())
            return await own.own_place(actor.ref, chat), chat, actor.name
        word = self.places.get(actor.platform)  # a platform's word asks it anew (a probe)
        private = ChatRef(actor.platform, actor.user_id)
        place = await (word.own_place(actor.ref, chat) if word is not None
                       else PrivateChats().own_place(actor.ref, private))
        known = await self.storage.user(actor.ref)
        return place, place or chat, known.name if known else actor.name

    def _open(self, terms: SeekTerms, new: NewSeek) -> Reply:
        minutes = int(self.settings.ttl.total_seconds() // 60)
        args: dict[str, Arg] = {"terms": terms_reply(terms), "minutes": minutes}
        if new.low is None or new.high is None:
            return Reply("seek-open", args)
        return Reply("seek-open-range", {**args, "low": new.low, "high": new.high})

    @staticmethod
    def _terms(row: SeekRow) -> Reply:
        return terms_reply(SeekTerms.from_word(row.terms))

    def _lobby(self, chat: ChatRef, actor: Actor) -> tuple[LinkButton, ...]:
        """The lobby page's button, signed in as the asker where that is safe
        (:meth:`Views.lobby_link`); none on the page itself."""
        found = self.views.lobby_link(chat, actor) if chat != LOBBY_PAGE else None
        return (found,) if found is not None else ()

    async def _menu(self, lang: str, chat: ChatRef, actor: Actor) -> Result:
        """The person's last terms first (those not among the usual), then the usual ones;
        their open seek's cancel button; the lobby page's."""
        codec = self.views.codec
        usual = {terms.word for terms in USUAL}
        mine: list[SeekRow] = []
        for row in await self.storage.recent_seeks(actor.ref, 10):
            if row.terms not in usual and row.terms not in {m.terms for m in mine}:
                mine.append(row)
        lines = [Reply("seek-last", {"terms": self._terms(row)}) for row in mine[:2]]
        buttons: list[Button] = [codec.make(Action.SEEK_AGAIN, row.id) for row in mine[:2]]
        lines += [Reply("seek-usual", {"terms": terms_reply(terms)}) for terms in USUAL]
        buttons += [codec.make(Action.SEEK, n) for n in range(len(USUAL))]
        if await self.storage.open_seek(actor.ref) is not None:
            buttons.append(codec.make(Action.SEEK_CANCEL, 0))
        return answer(lang, Reply("seek-menu"), *lines, buttons=tuple(buttons),
                      links=self._lobby(chat, actor))

    async def listing(self, chat: ChatRef, actor: Actor, command: ListSeeks) -> Result:
        """The open seeks, oldest first, naming nobody; the usual ones as buttons, and the
        reader's cancel button when they have a seek open."""
        lang = await self.guard.language(actor, chat)
        now = self.now()
        views = tuple(seek_view(row, now, actor) for row in
                      await self.storage.open_seeks(now, LISTED))
        codec = self.views.codec
        buttons = [codec.make(Action.SEEK, n) for n in range(len(USUAL))]
        if any(view.mine for view in views):
            buttons.append(codec.make(Action.SEEK_CANCEL, 0))
        return answer(lang, seeks=views, buttons=tuple(buttons))

    # ------------------------------------------------------------ the sweep
    async def sweep(self, limit: int = 50) -> int:
        """Expire the seeks past their time and widen the waiting ones' ranges, each person
        told where they sought (a widened seek is paired at once with what it now
        reaches); how many seeks changed."""
        now = self.now()
        changed = 0
        for row in await self.storage.due_seeks(now, limit):
            expired = row.expires_at <= now
            low = None if row.low is None else row.low - self.settings.widen_by
            high = None if row.high is None else row.high + self.settings.widen_by
            async with self.storage.transaction() as tx:
                if expired:
                    done = await tx.close_seek(row.id, "expired", now)
                    said = Reply("seek-expired", {"terms": self._terms(row)})
                else:
                    done = await tx.widen_seek(row.id, low, high, now + self.settings.widen_every)
                    said = Reply("seek-widened", {"low": low or 0, "high": high or 0})
                if done:
                    await tx.enqueue(outbox_item(Announcement(row.asked, (said,)), now))
            if not done:
                continue
            changed += 1
            self.delivery.wake(row.asked.platform)
            if not expired:
                await self.pair_waiting(row.id)
        return changed

    async def pair_waiting(self, seek_id: int) -> int | None:
        """Pair an open seek with the oldest one it matches now, if any: its game."""
        now = self.now()
        mine = await self.storage.seek(seek_id)
        if mine is None:
            return None
        async with self.storage.transaction() as tx:
            partner = await tx.claim_match(seek_id, now)
            if partner is None:
                return None
            game_id = await seat_pair(tx, mine, partner, now)
        for seek in (mine, partner):
            self.delivery.wake(seek.place.platform)
            self.delivery.wake(seek.asked.platform)
        return game_id
