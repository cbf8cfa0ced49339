"""Shared machinery of the game service: languages, settings, caches, locks, views and
the write path."""

from __future__ import annotations

import asyncio
import functools
import logging
from collections import OrderedDict
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any, Concatenate, ParamSpec, TypeVar
from weakref import WeakValueDictionary

from bot.clocks import TimeControl, TimeKind, remaining
from bot.identity import Actor, ChatRef, PlayerRef
from bot.service.buttons import Action, Button, ButtonCodec
from bot.service.changes import Change, Mutation, clock_of, flag_fell, game_tag, time_out
from bot.service.chat_settings import ChatSettings
from bot.service.computer import ComputerTurns, owed
from bot.service.engine import ENGINE_PLATFORM, Engine
from bot.service.expiring import Expiring
from bot.service.faults import STORAGE_FAULTS, fault_result
from bot.service.live import LiveCache, LiveGame, apply_ending, replay
from bot.service.notices import NoticeBoard
from bot.service.outbox import Announcement, Delivery, outbox_item
from bot.service.results import (
    Audience,
    ChallengeView,
    ClockView,
    GameView,
    OutcomeView,
    Reply,
    Result,
    SeatView,
    Status,
)
from bot.storage.protocol import Conflict, DuplicateEvent, Storage, Transaction
from bot.storage.records import (
    ChallengeRow,
    ChallengeStatus,
    GameRow,
    GameStatus,
    GameUpdate,
    Seat,
)
from core import Color, DotsError, EndReason, Rules

__all__ = ["Change", "Mutation", "ServiceBase", "game_tag", "idempotent", "may_abort"]

log = logging.getLogger(__name__)

Clock = Callable[[], datetime]
WRITE_ATTEMPTS = 3


def utc_now() -> datetime:
    return datetime.now(UTC)


S = TypeVar("S", bound="ServiceBase")
P = ParamSpec("P")
UseCase = Callable[Concatenate[S, str, ChatRef, Actor, P], Coroutine[Any, Any, Result]]


def idempotent(method: UseCase[S, P]) -> UseCase[S, P]:
    """Apply an event at most once: a key seen before, or seen by the time a refusal is
    ready (the same event won a race elsewhere), answers DUPLICATE and says nothing.

    A storage fault (busy, full, damaged) becomes a reply that says whether the event was
    saved (:mod:`bot.service.faults`)."""

    @functools.wraps(method)
    async def wrapper(
        self: S, event: str, chat: ChatRef, actor: Actor, /, *args: P.args, **kwargs: P.kwargs
    ) -> Result:
        try:
            if await self.storage.event_seen(event):
                return self.duplicate(await self.language(actor, chat))
            result = await method(self, event, chat, actor, *args, **kwargs)
            if result.status is Status.ERROR and await self.storage.event_seen(event):
                return self.duplicate(result.lang)
            if result.ok and (result.game or result.challenge) and result.chat_lang is None:
                result = replace(result, chat_lang=await self.chat_language(chat))
        except STORAGE_FAULTS as error:
            return await fault_result(self, event, chat, actor, error)
        return result

    return wrapper


def group(chat: ChatRef) -> ChatRef:
    """The whole chat a thread or topic belongs to: settings and ratings live there."""
    return ChatRef(chat.platform, chat.chat_id) if chat.thread_id else chat


class ServiceBase:
    def __init__(
        self,
        storage: Storage,
        *,
        languages: Sequence[str] = ("en", "ru", "uk", "pl"),
        default_lang: str = "en",
        now: Clock = utc_now,
        challenge_ttl: timedelta = timedelta(minutes=10),
        event_ttl: timedelta = timedelta(days=7),
        engine: Engine | None = None,
        button_secret: bytes | None = None,
        cache_size: int = 2048,
        render_in_thread: bool = False,
    ) -> None:
        """``render_in_thread`` draws pictures in a worker thread. Off by default: on one
        core the thread only adds GIL hand-offs (p99 latency about doubles in
        ``bench/bench_service.py``), while a 39×32 picture blocks the loop for ~4 ms."""
        if default_lang not in languages:
            raise ValueError(f"default language {default_lang!r} is not among {languages}")
        self.storage = storage
        self.languages = tuple(languages)
        self.default_lang = default_lang
        self.now = now
        self.challenge_ttl = challenge_ttl
        self.event_ttl = event_ttl
        """How long an event's key is kept: as long as a platform may redeliver it."""
        self.engine = engine
        self.render_in_thread = render_in_thread
        self.notices = NoticeBoard()
        self.delivery = Delivery(
            storage,
            self.announced_views,
            self.notices.deliver,
            now,
            ready=lambda platform: platform in self.notices.platforms,
        )
        self.turns: ComputerTurns | None = None
        """The computer's turns, when there is an engine (``GameService`` sets it up)."""
        self._codec = ButtonCodec(button_secret) if button_secret else None
        self._cache = LiveCache(cache_size)
        self._locks: WeakValueDictionary[int, asyncio.Lock] = WeakValueDictionary()
        self._user_langs: Expiring[PlayerRef, str] = Expiring()
        self._chat_settings: Expiring[ChatRef, ChatSettings] = Expiring()
        self._chat_defaults: dict[str, ChatSettings] = {}
        self._chat_locales: dict[ChatRef, str] = {}
        self._bot_ids: set[PlayerRef] = set()
        self._bot_usernames: set[tuple[str, str]] = set()
        self._pictures: OrderedDict[tuple[int, int, object], bytes] = OrderedDict()

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

    def is_bot_account(self, platform: str, ref: PlayerRef | None, username: str | None) -> bool:
        if ref is not None and ref in self._bot_ids:
            return True
        return bool(username) and (platform, (username or "").lower()) in self._bot_usernames

    # --------------------------------------------------------------- languages
    def match_language(self, code: str | None) -> str | None:
        """A supported language for a code like ``ru``, ``ru-RU``, ``en_GB`` or ``uk``."""
        if not code:
            return None
        base = code.replace("_", "-").split("-")[0].lower()
        return base if base in self.languages else None

    async def user_language(self, ref: PlayerRef) -> str | None:
        """The language the user chose with ``/lang``, if any."""
        cached = self._user_langs.get(ref)
        if cached is None:
            user = await self.storage.user(ref)
            cached = (user.lang if user else None) or ""
            self._user_langs.put(ref, cached)
        return cached or None

    async def language(self, actor: Actor, chat: ChatRef | None = None) -> str:
        """The sender's chosen language, else the chat's, else their client's, else the
        default."""
        chosen = await self.user_language(actor.ref)
        if chosen:
            return chosen
        if chat is not None:
            settings = await self.chat_settings(chat)
            if settings.lang in self.languages:
                return settings.lang
        return self.match_language(actor.locale) or self.default_lang

    async def chat_language(self, chat: ChatRef) -> str:
        """The language of what the whole chat sees: the one its admins chose, else the one
        its platform says it uses (:meth:`use_chat_locale`), else the default."""
        lang = (await self.chat_settings(chat)).lang
        if lang in self.languages:
            return lang
        return self._chat_locales.get(group(chat), self.default_lang)

    def use_chat_locale(self, chat: ChatRef, locale: str | None) -> None:
        """Remember the language a platform reports for the group ``chat`` belongs to (a
        Discord server's locale), for its shared cards when its admins chose none."""
        code = self.match_language(locale)
        if code is not None:
            self._chat_locales[group(chat)] = code

    async def chat_settings(self, chat: ChatRef) -> ChatSettings:
        """The settings of the group ``chat`` belongs to (threads share them)."""
        key = group(chat)
        settings = self._chat_settings.get(key)
        if settings is None:
            row = await self.storage.chat(key)
            defaults = self._chat_defaults.get(chat.platform, ChatSettings())
            settings = ChatSettings.load(row.settings, row.lang, defaults) if row else defaults
            self._chat_settings.put(key, settings)
        return settings

    def use_chat_defaults(self, platform: str, defaults: ChatSettings) -> None:
        """What a chat of ``platform`` starts with, before its admins change anything."""
        self._chat_defaults[platform] = defaults
        self._chat_settings = Expiring()

    def forget_chat(self, chat: ChatRef) -> None:
        self._chat_settings.drop(group(chat))

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
        copy is dropped when the write fails. Raises Conflict and DuplicateEvent."""
        row = live.row
        try:
            async with self.storage.transaction(event) as tx:
                if change.move is not None:
                    await tx.insert_move(row.id, change.move)
                version = await tx.update_game(row.id, row.version, change.update)
                await self.on_game_changed(tx, live, change)
                if change.announce:
                    said = Announcement(row.chat, change.replies, row.id, mention=change.mention)
                    await tx.enqueue(outbox_item(said, self.now()))
        except BaseException:
            self.forget(row.id)
            raise
        live.row = _updated(row, change.update, version)
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

    async def on_game_changed(self, tx: Transaction, live: LiveGame, change: Change) -> None:
        """A seam inside the move's transaction (ratings hook in here); ``live.row`` is
        still the row before the change."""

    @staticmethod
    def seat_color(row: GameRow, ref: PlayerRef) -> Color | None:
        if row.blue.ref == ref:
            return Color.BLUE
        if row.red.ref == ref:
            return Color.RED
        return None

    # ------------------------------------------------------------------- views
    def game_view(self, live: LiveGame) -> GameView:
        row, game = live.row, live.game
        active = row.status is GameStatus.ACTIVE
        outcome = None
        if row.result is not None:
            result = row.result
            outcome = OutcomeView(
                winner=Color(result["winner"]) if result["winner"] else None,
                reason=EndReason(result["reason"]),
                blue=result["blue"],
                red=result["red"],
                by=Color(result["by"]) if result.get("by") else None,
            )
        return GameView(
            id=row.id,
            chat=row.chat,
            blue=seat_view(row.blue),
            red=seat_view(row.red),
            rules=game.rules,
            status=row.status,
            version=row.version,
            ply=row.ply,
            to_move=game.to_move if active else None,
            last_move=game.last_move,
            blue_score=game.score(Color.BLUE),
            red_score=game.score(Color.RED),
            outcome=outcome,
            draw_offer=Color(row.draw_offer) if row.draw_offer else None,
            card_message_id=row.card_message_id,
            buttons=self._game_buttons(live) if active else (),
            rated=row.rated,
            clock=self._clock_view(live, active),
        )

    def _clock_view(self, live: LiveGame, active: bool) -> ClockView | None:
        clock = clock_of(live.row)
        if clock is None or clock.control.kind is TimeKind.NONE:
            return None
        to_move = live.game.to_move
        now = self.now()
        blue = red = None
        if clock.control.kind is TimeKind.LIVE:
            if active:
                blue = remaining(clock, Color.BLUE, to_move, now)
                red = remaining(clock, Color.RED, to_move, now)
            else:
                blue, red = clock.blue_left, clock.red_left
        left = remaining(clock, to_move, to_move, now) if active else None
        deadline = live.row.deadline if active else None
        return ClockView(clock.control, blue, red, deadline, left)

    def _game_buttons(self, live: LiveGame) -> tuple[Button, ...]:
        make, game_id = self.codec.make, live.row.id
        buttons = [make(Action.PICK, game_id), make(Action.DRAW, game_id)]
        if live.row.draw_offer:
            buttons.append(make(Action.DECLINE_DRAW, game_id))
        buttons += [make(Action.RESIGN, game_id), make(Action.GROUND, game_id)]
        if may_abort(live):
            buttons.append(make(Action.ABORT, game_id))
        buttons.append(make(Action.BOARD, game_id))
        return tuple(buttons)

    def challenge_view(self, row: ChallengeRow) -> ChallengeView:
        buttons: tuple[Button, ...] = ()
        if row.status is ChallengeStatus.PENDING:
            make = self.codec.make
            answer = [make(Action.ACCEPT, row.id)]
            if not row.is_open:
                answer.append(make(Action.DECLINE, row.id))
            buttons = (*answer, make(Action.CANCEL, row.id))
        return ChallengeView(
            id=row.id,
            chat=row.chat,
            challenger=seat_view(row.challenger),
            challenger_color=Color(row.challenger_color),
            target_name=row.target_name or row.target_username,
            computer=row.computer is not None,
            rules=Rules.from_dict(row.rules),
            status=row.status,
            expires_at=row.expires_at,
            game_id=row.game_id,
            card_message_id=row.card_message_id,
            buttons=buttons,
            time=TimeControl.from_dict(row.time_control) if row.time_control else TimeControl(),
            rated=row.rated,
            target=row.target,
        )


def seat_view(seat: Seat) -> SeatView:
    return SeatView(seat.name, seat.ref, seat.ref.platform == ENGINE_PLATFORM)


def may_abort(live: LiveGame) -> bool:
    """A game may be dropped without result until both sides have moved."""
    return len({move.color for move in live.game.moves}) < 2


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
        version=version,
    )
