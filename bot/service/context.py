"""The context every use case of the game service shares, passed to each explicitly, made
of parts: the games being played and their locks (:class:`~.live_games.LiveGames`, as
``games``), the write path every change takes (:class:`~.writes.WritePath`, as
``writes``), who reads which language and each chat's settings (``langs``), and the
clock, the button codec and the outbox."""

from __future__ import annotations

import contextlib
import functools
import logging
from collections.abc import AsyncIterator, Callable, Coroutine
from dataclasses import replace
from datetime import datetime
from typing import Any, Concatenate, ParamSpec, TypeVar

import renderers
from bot.identity import Actor, ChatRef, PlayerRef, own_chat, process_owner
from bot.metrics import count_storage_error
from bot.service.answer import Result, duplicate, refusal
from bot.service.buttons import ButtonCodec
from bot.service.challenge_views import ChallengeView
from bot.service.computer.turns import ComputerTurns, owed
from bot.service.faults import STORAGE_FAULTS, fault_result
from bot.service.game_views import GameView
from bot.service.game_watch import GameWatch
from bot.service.languages import Languages
from bot.service.live import LiveGame
from bot.service.live_games import LiveGames
from bot.service.lookup import GameFinder, Wanted, seat_color
from bot.service.notices import NoticeBoard
from bot.service.outbox import Announcement, Delivery
from bot.service.pings import whom_to_ping
from bot.service.replies import Audience, Reply, Status
from bot.service.service_config import ServiceConfig
from bot.service.styles import Styles
from bot.service.views import challenge_view, game_view
from bot.service.web_links import TELEGRAM, page_url, telegram_app_link
from bot.service.writes import WritePath
from bot.storage.protocol import Storage, Transaction
from bot.storage.records import ChallengeRow, GameRow
from core import Color

__all__ = ["ServiceContext", "UseCase", "idempotent"]

log = logging.getLogger(__name__)

Clock = Callable[[], datetime]


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
            result = await ctx.for_the_chat(result, chat)
        except STORAGE_FAULTS as error:
            count_storage_error(error)
            return await fault_result(ctx, event, chat, actor, error)
        return result

    return wrapper


class UseCase:
    """A group of use cases (one file per feature) over the shared context."""

    def __init__(self, ctx: ServiceContext) -> None:
        self.ctx = ctx


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
        self.styles = Styles(storage, self.langs)
        """Which style each picture is drawn in."""
        now = self.now = config.now
        self.challenge_ttl = config.challenge_ttl
        self.event_ttl = config.event_ttl
        self.engine = config.engine
        self.analysis_settings = config.analysis
        self.render_in_thread = config.render_in_thread
        self.public_url = config.public_url
        self.telegram_webapp = config.telegram_webapp
        self.watch = GameWatch(storage)
        """Who is told of each change of a game as it is stored (the web board's pages)."""
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
        self.games = LiveGames(storage, config.cache_size)
        """The games being played, in memory, and their locks."""
        self.writes = WritePath(
            storage, self.games, now, self.game_view, self.delivery.wake, self.game_changed
        )
        """The path every change of a game takes."""
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

    @contextlib.asynccontextmanager
    async def acting(
        self, event: str, actor: Actor, now: datetime
    ) -> AsyncIterator[Transaction]:
        """The transaction of ``event``, begun by recording the actor's name and username
        as of ``now`` (raises ``DuplicateEvent`` for an event seen before)."""
        async with self.storage.transaction(event) as tx:
            await tx.upsert_user(actor.ref, actor.name, actor.username, now)
            yield tx

    # ------------------------------------------------------------------ results
    @staticmethod
    def fail(lang: str, key: str, **args: str | int) -> Result:
        return refusal(lang, key, **args)

    @staticmethod
    def answer(lang: str, *replies: Reply, **fields: Any) -> Result:
        """An answer for the sender alone (help, lists, settings, confirmations)."""
        return Result(Status.OK, lang, replies, audience=Audience.SENDER, **fields)

    duplicate = staticmethod(duplicate)

    def game_changed(self, row: GameRow) -> None:
        """Told every row a change leaves: the computer may owe a turn, pages redraw."""
        self.computer_due(row)
        self.watch.changed(row)

    def computer_due(self, row: GameRow) -> None:
        """Wake the computer when ``row`` leaves it a turn (or a draw offer to answer)."""
        if self.turns is not None and owed(row) is not None:
            self.turns.wake(row.id)

    async def acted(self, actor: Actor, chat: ChatRef) -> None:
        """``actor`` gave a command in ``chat``: what the whole chat sees follows their
        language and style while its admins chose none (:meth:`Languages.remember_last`).
        A storage fault here is logged; the command still gets its answer."""
        self.langs.remember_client(actor)
        try:
            style = await self.styles.user_style(actor.ref)
            await self.langs.remember_last(chat, await self.langs.own_language(actor), style)
        except STORAGE_FAULTS as error:
            count_storage_error(error)
            log.warning("keeping the language and style of %s failed: %s", chat, error)

    async def announced_views(
        self, said: Announcement
    ) -> tuple[str, GameView | None, ChallengeView | None]:
        """The chat's language (in a person's private chat, theirs) and the current views
        an outbox row shows when delivered."""
        reader = await self.langs.reader_language(said.chat)
        lang = reader or await self.chat_language(said.chat)
        game = challenge = None
        if said.game_id is not None:
            async with self.games.lock(said.game_id):
                found = await self.storage.game(said.game_id)
                game = self.game_view(await self.games.live(found)) if found else None
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

    async def for_the_chat(self, result: Result, chat: ChatRef) -> Result:
        """``result`` with the language of what the whole chat sees of it decided: the
        chat's (:meth:`Languages.chat_language`), never the asker's, who is answered in
        theirs (``lang``)."""
        if not result.ok or result.chat_lang is not None:
            return result
        return replace(result, chat_lang=await self.chat_language(chat))

    async def placed(
        self, result: Result, chat: ChatRef | None = None, actor: Actor | None = None
    ) -> Result:
        """``result`` with what the chat sees of it decided: its language (from ``chat``,
        else its card's, :meth:`for_the_chat`), the styles of its pictures (the card's
        from the game's chat, the sender's from ``actor``: :mod:`bot.service.styles`), the
        settings of the chat its cards go to (the output path places them from those:
        :mod:`bot.output.placement`) and whom the game's card pings
        (:mod:`bot.service.pings`). In a person's private chat (a chat whose id is theirs,
        as Telegram's are) what the chat sees speaks their language: they are its one
        reader."""
        where = chat or (result.game.chat if result.game else None)
        if where is None and result.challenge is not None:
            where = result.challenge.chat
        if where is not None:
            result = await self.for_the_chat(result, where)
            result = await self.styled(result, where, actor)
        if actor is not None and chat is not None and own_chat(chat) == actor.ref:
            result = replace(result, chat_lang=result.lang)  # their own chat: theirs
        if not result.ok or (result.game is None and result.challenge is None):
            return result
        shown = next(view.chat for view in (result.game, result.challenge) if view is not None)
        settings = await self.chat_settings(shown)
        mention = None
        if result.game is not None:
            mention = whom_to_ping(
                result.game, settings.pings, self.now(), reminded=result.mention
            )
        return replace(result, settings=settings, mention=mention)

    async def styled(self, result: Result, chat: ChatRef, actor: Actor | None) -> Result:
        """``result`` with the styles of its pictures: the game's card in its own chat's
        style (``chat``'s when there is no game), a picture for the sender in theirs."""
        if not result.ok or (
            result.game is None and result.picker is None and result.tournament is None
        ):
            return result
        shared = await self.styles.chat_style(result.game.chat if result.game else chat)
        own = await self.styles.style(actor, chat) if actor is not None else shared
        return replace(result, style=own, chat_style=shared)

    # ------------------------------------------------------------------- views
    def game_view(self, live: LiveGame) -> GameView:
        board = f"{page_url(self.public_url)}?g={live.row.id}" if self.public_url else None
        app = telegram_app_link(self.telegram_webapp, self.bot_username(TELEGRAM), live.row.id)
        return game_view(live, self.codec, self.now(), board, analysis=self.engine is not None,
                         app_url=app)

    def challenge_view(self, row: ChallengeRow) -> ChallengeView:
        return challenge_view(row, self.codec)


