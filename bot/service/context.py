"""The context every use case of the game service shares, passed to each explicitly:
storage, the clock, languages and chat settings, the live-game cache and its locks, the
button codec, the outbox, and the write path every change of a game takes."""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec, TypeVar
from weakref import WeakValueDictionary

import renderers
from bot.domain import GameStatus
from bot.identity import Actor, ChatRef, PlayerRef, process_owner
from bot.metrics import METRICS, count_storage_error
from bot.service.buttons import ButtonCodec
from bot.service.changes import Change, Mutation, flag_fell, game_tag, time_out
from bot.service.computer.turns import ComputerTurns, owed
from bot.service.faults import STORAGE_FAULTS, fault_result
from bot.service.languages import Languages
from bot.service.live import LiveCache, LiveGame, apply_ending, replay
from bot.service.lookup import GameFinder, Wanted, seat_color
from bot.service.notices import NoticeBoard
from bot.service.outbox import Announcement, Delivery, outbox_item
from bot.service.owed_cards import CARD_GRACE
from bot.service.placement import place_challenge_card, place_game_card
from bot.service.results import (
    Audience,
    ChallengeView,
    GameView,
    Reply,
    Result,
    Status,
)
from bot.service.views import challenge_view, game_view
from bot.storage.protocol import Conflict, DuplicateEvent, Storage, Transaction
from bot.storage.records import ChallengeRow, GameRow, GameUpdate
from core import Color, DotsError

if TYPE_CHECKING:
    from bot.service.setup import ServiceConfig

__all__ = ["WRITE_ATTEMPTS", "GameHook", "ServiceContext", "UseCase", "idempotent"]

log = logging.getLogger(__name__)

Clock = Callable[[], datetime]
WRITE_ATTEMPTS = 3


S = TypeVar("S", bound="UseCase")
P = ParamSpec("P")
EventMethod = Callable[Concatenate[S, str, ChatRef, Actor, P], Coroutine[Any, Any, Result]]


def idempotent(method: EventMethod[S, P]) -> EventMethod[S, P]:
    """Apply an event at most once: a key seen before, or seen by the time a refusal is
    ready (the same event won a race elsewhere), answers DUPLICATE and says nothing.

    A storage fault (busy, full, damaged) becomes a reply that says whether the event was
    saved (:mod:`bot.service.faults`)."""

    @functools.wraps(method)
    async def wrapper(
        self: S, event: str, chat: ChatRef, actor: Actor, /, *args: P.args, **kwargs: P.kwargs
    ) -> Result:
        ctx = self.ctx
        try:
            if await ctx.storage.event_seen(event):
                return ctx.duplicate(await ctx.language(actor, chat))
            result = await method(self, event, chat, actor, *args, **kwargs)
            if result.status is Status.ERROR and await ctx.storage.event_seen(event):
                return ctx.duplicate(result.lang)
            if result.ok and (result.game or result.challenge) and result.chat_lang is None:
                result = replace(result, chat_lang=await ctx.chat_language(chat))
        except STORAGE_FAULTS as error:
            count_storage_error(error)
            return await fault_result(ctx, event, chat, actor, error)
        return result

    return wrapper


class UseCase:
    """A group of use cases (one file per feature) over the shared context."""

    def __init__(self, ctx: ServiceContext) -> None:
        self.ctx = ctx


GameHook = Callable[[Transaction, LiveGame, Change], Awaitable[None]]
"""Work done inside the transaction of every change of a game (``live.row`` is still the
row before the change): ratings hook in here."""


class ServiceContext:
    def __init__(self, storage: Storage, config: ServiceConfig) -> None:
        self.storage = storage
        self.langs = Languages(storage, config.languages, config.default_lang)
        self.languages = self.langs.codes
        self.default_lang = config.default_lang
        self.language = self.langs.language
        self.chat_language = self.langs.chat_language
        self.chat_settings = self.langs.chat_settings
        self.match_language = self.langs.match_language
        now = self.now = config.now
        self.challenge_ttl = config.challenge_ttl
        self.event_ttl = config.event_ttl
        self.engine = config.engine
        self.render_in_thread = config.render_in_thread
        self.notices = NoticeBoard()
        self.owner = process_owner()
        """This service's name in the leases it takes (outbox rows, the computer's turns)."""
        self.delivery = Delivery(
            storage,
            self.announced_views,
            self.notices.deliver,
            now,
            placed=self.placed,
            ready=lambda platform: platform in self.notices.platforms,
            owner=self.owner,
        )
        self.turns: ComputerTurns | None = None
        """The computer's turns, when there is an engine (set up by
        :class:`~bot.service.computer.seat.ComputerUseCases`)."""
        secret = config.button_secret
        self._codec = ButtonCodec(secret) if secret else None
        self.finder = GameFinder(storage)
        self._cache = LiveCache(config.cache_size)
        self._locks: WeakValueDictionary[int, asyncio.Lock] = WeakValueDictionary()
        self.game_hooks: list[GameHook] = []
        self._bot_ids: set[PlayerRef] = set()
        self._bot_usernames: set[tuple[str, str]] = set()
        self._labels_for: Callable[[str], renderers.Labels] | None = None

    def use_labels(self, labels_for: Callable[[str], renderers.Labels]) -> None:
        """Where the words of pictures and replays come from (``Presenter.labels``)."""
        self._labels_for = labels_for

    def labels(self, lang: str) -> renderers.Labels:
        """The words of a picture in ``lang`` (English until :meth:`use_labels`)."""
        return self._labels_for(lang) if self._labels_for else renderers.ENGLISH

    async def start(self) -> None:
        """Load what the service needs from storage (the button secret); call once."""
        if self._codec is None:
            self._codec = ButtonCodec(await self.storage.secret("buttons"))

    @property
    def codec(self) -> ButtonCodec:
        if self._codec is None:
            raise RuntimeError("GameService.start() was not awaited")
        return self._codec

    # ---------------------------------------------------------------- accounts
    def add_bot_account(self, platform: str, user_id: str, username: str | None = None) -> None:
        """Tell the service the bot's own account, so nobody can challenge it."""
        self._bot_ids.add(PlayerRef(platform, user_id))
        if username:
            self._bot_usernames.add((platform, username.lstrip("@").lower()))

    def bot_username(self, platform: str) -> str | None:
        """The bot's own handle on ``platform`` (``/command@handle`` is for it), if known."""
        return next((name for found, name in sorted(self._bot_usernames) if found == platform),
                    None)

    def is_bot_account(self, platform: str, ref: PlayerRef | None, username: str | None) -> bool:
        if ref is not None and ref in self._bot_ids:
            return True
        return bool(username) and (platform, (username or "").lower()) in self._bot_usernames

    # ------------------------------------------------------------------ results
    @staticmethod
    def fail(lang: str, key: str, **args: str | int) -> Result:
        return Result(Status.ERROR, lang, (Reply(key, args),), audience=Audience.SENDER)

    @staticmethod
    def answer(lang: str, *replies: Reply, **fields: Any) -> Result:
        """An answer for the sender alone (help, lists, settings, confirmations)."""
        return Result(Status.OK, lang, replies, audience=Audience.SENDER, **fields)

    @staticmethod
    def duplicate(lang: str) -> Result:
        return Result(Status.DUPLICATE, lang)

    # ------------------------------------------------------------- live games
    def lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[game_id] = lock
        return lock

    async def live(self, row: GameRow) -> LiveGame:
        """The game as of ``row`` (call under the game's lock): from the cache, caught up,
        or rebuilt by replay. A row read before a commit landed is read again, so a view
        never mixes two versions and the cache never goes back in time. Only active games
        are kept in the cache."""
        live = self._cache.get(row.id)
        if live is not None and live.row.version > row.version:
            row = await self.storage.game(row.id) or row  # read before the last commit
        if live is not None and live.row.version == row.version:
            live.row = row  # the same position; a card may have moved since (no new version)
            return live
        if live is not None and live.row.ply <= row.ply and not live.game.is_over:
            try:
                for move in await self.storage.moves(row.id, live.row.ply):
                    live.game.play(move.x, move.y, Color(move.color))
                if live.game.ply == row.ply:
                    apply_ending(live.game, row.result)
                    live.row = row
                    self._keep(live)
                    return live
            except DotsError:
                log.warning("game %s: cached copy could not catch up, replaying", row.id)
            self.forget(row.id)
        for _ in range(WRITE_ATTEMPTS):
            moves = await self.storage.moves(row.id)
            if len(moves) == row.ply:
                break
            row = await self.storage.game(row.id) or row  # a move landed in between
        live = LiveGame(row, replay(row, moves))
        self._keep(live)
        return live

    def _keep(self, live: LiveGame) -> None:
        """Cache an active game; a finished one is read again when someone asks."""
        if live.row.status is GameStatus.ACTIVE:
            self._cache.put(live)
        else:
            self._cache.drop(live.row.id)

    def forget(self, game_id: int) -> None:
        self._cache.drop(game_id)

    def card_moved(self, game_id: int, message_id: str | None) -> None:
        """A game's card is now ``message_id``: a cached copy showing another message is
        dropped (the same message, edited, keeps the copy; a new row is adopted anyway)."""
        live = self._cache.get(game_id)
        if live is not None and live.row.card_message_id != message_id:
            self.forget(game_id)

    async def apply(
        self,
        event: str | None,
        lang: str,
        game_id: int,
        actor: Actor,
        action: Mutation,
        *,
        announce: bool = False,
    ) -> Result:
        """Run one action on a game: check, apply, store in one transaction, answer.

        The per-game lock orders actions inside this process; the version check in storage
        orders them between processes. A lost race reloads the game and checks again, so
        the loser of two identical moves hears "not your turn". Once the side to move is
        out of time, any action ends the game on time instead (the flag has fallen).
        ``announce``: nobody waits for the answer (the computer moves): the change is
        announced to the chat through the outbox.
        """
        for _ in range(WRITE_ATTEMPTS):
            async with self.lock(game_id):
                row = await self.storage.game(game_id)
                if row is None:
                    return self.fail(lang, "error-unknown-game", game=game_tag(game_id))
                live = await self.live(row)
                color = self.seat_color(row, actor.ref)
                if color is None:
                    return self.fail(lang, "error-not-a-player", game=game_tag(game_id))
                if row.status is not GameStatus.ACTIVE:
                    return self.fail(lang, "error-game-over", game=game_tag(game_id))
                now = self.now()
                outcome = time_out(live, now) if flag_fell(row, now) else action(live, color)
                if isinstance(outcome, Reply):
                    return Result(Status.ERROR, lang, (outcome,))
                outcome.announce = outcome.announce or announce
                try:
                    await self.commit(event, live, outcome)
                except DuplicateEvent:
                    return self.duplicate(lang)
                except Conflict:
                    continue
                view = self.game_view(live)
                self._keep(live)
                return Result(Status.OK, lang, outcome.replies, game=view)
        return self.fail(lang, "error-busy")

    async def commit(self, event: str | None, live: LiveGame, change: Change) -> None:
        """Store a change made to ``live`` (under its lock) in one transaction; the cached
        copy is dropped when the write fails. Raises Conflict and DuplicateEvent.

        The change owes its chat a card (:mod:`bot.service.owed_cards`): due from its maker
        within the grace, or, when it is announced, from the outbox."""
        row = live.row
        due = None if change.announce else self.now() + CARD_GRACE
        update = replace(change.update, card_due=due)
        try:
            async with self.storage.transaction(event) as tx:
                if change.move is not None:
                    await tx.insert_move(row.id, change.move)
                version = await tx.update_game(row.id, row.version, update)
                for hook in self.game_hooks:
                    await hook(tx, live, change)
                if change.announce:
                    said = Announcement(row.chat, change.replies, row.id, mention=change.mention)
                    await tx.enqueue(outbox_item(said, self.now()))
        except BaseException:
            self.forget(row.id)
            raise
        live.row = _updated(row, update, version)
        if change.move is not None:
            METRICS.moves.inc(platform=row.chat.platform)
        if change.announce:
            self.delivery.wake(row.chat.platform)
        self.computer_due(live.row)

    def computer_due(self, row: GameRow) -> None:
        """Wake the computer when ``row`` leaves it a turn (or a draw offer to answer)."""
        if self.turns is not None and owed(row) is not None:
            self.turns.wake(row.id)

    async def announced_views(
        self, said: Announcement
    ) -> tuple[str, GameView | None, ChallengeView | None]:
        """The chat's language and the current views an outbox row shows when delivered."""
        lang = await self.chat_language(said.chat)
        game = challenge = None
        if said.game_id is not None:
            async with self.lock(said.game_id):
                found = await self.storage.game(said.game_id)
                game = self.game_view(await self.live(found)) if found else None
        if said.challenge_id is not None:
            row = await self.storage.challenge(said.challenge_id)
            challenge = self.challenge_view(row) if row else None
        return lang, game, challenge

    @staticmethod
    def seat_color(row: GameRow, ref: PlayerRef) -> Color | None:
        return seat_color(row, ref)

    async def find(
        self, lang: str, chat: ChatRef, actor: Actor, game_id: int | None, wanted: Wanted
    ) -> GameRow | Result:
        """The game a command means (:mod:`bot.service.lookup`), or the refusal."""
        found = await self.finder.find(chat, actor, game_id, wanted)
        if isinstance(found, Reply):
            return Result(Status.ERROR, lang, (found,), audience=Audience.SENDER)
        return found

    async def placed(self, result: Result) -> Result:
        """``result`` with the placement of its cards decided: the one rule of
        :mod:`bot.service.placement`, from the chat's settings."""
        if not result.ok or (result.game is None and result.challenge is None):
            return result
        game = challenge = None
        if result.game is not None:
            settings = await self.chat_settings(result.game.chat)
            game = place_game_card(result.game, settings, asked_new=result.new_card)
        if result.challenge is not None:
            challenge = place_challenge_card(result.challenge)
        return replace(result, placement=game, challenge_placement=challenge)

    # ------------------------------------------------------------------- views
    def game_view(self, live: LiveGame) -> GameView:
        return game_view(live, self.codec, self.now())

    def challenge_view(self, row: ChallengeRow) -> ChallengeView:
        return challenge_view(row, self.codec)


def _updated(row: GameRow, update: GameUpdate, version: int) -> GameRow:
    return replace(
        row,
        status=update.status,
        ply=update.ply,
        to_move=update.to_move,
        draw_offer=update.draw_offer,
        result=update.result,
        updated_at=update.updated_at,
        clock=update.clock,
        deadline=update.deadline,
        remind_at=update.remind_at,
        card_due=update.card_due,
        version=version,
    )
