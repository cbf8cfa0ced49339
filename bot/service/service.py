"""The game service: one object every adapter talks to, composed of use cases.

Requests come in one way: as typed commands (:mod:`bot.service.commands`) to
:meth:`GameService.dispatch`, or as a line of chat (:meth:`GameService.say`) or a
button's data (:meth:`GameService.press`), which are read into typed commands first.
Every mutating request carries an idempotency key (``event``: the platform's update or
interaction id) and every answer is a :class:`~bot.service.answers.answer.Result`. Adapters
use only the service's doors (``dispatch``, ``say``, ``press``, ``receipts``, ``connect``,
``settle`` and a few read-only views: ``DOORS`` in ``tests/test_shape.py``); every change,
from any door, is a command through :meth:`GameService.dispatch`.

Each feature is one object with its dependencies passed in, reached by name: ``play``
(moves, resignation, draws, grounding, abort), ``stop`` (STOP and the end after it),
``challenges``, ``sweeper`` (clocks,
reminders, expiry), ``standings`` (ratings), ``history`` (history, exports, rematch),
``settings`` (chat settings), ``picker`` (moving by tapping), ``cards`` (looking at games,
the cards adapters show and report back), ``guide`` (help, rules, languages, styles) and
``computer`` (its turns), ``web`` (the live web board), ``takeback`` (takebacks by
consent), ``hint`` (the computer's hints in training games), ``analysis`` (its review
of a finished game), ``tournaments`` and ``inbox`` (updates received by polling), each
in the package named after it. The shared parts are made once by
:func:`~bot.service.setup.build_service`; each feature declares the parts it takes (the
fields of its dataclass) and is handed only those here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

import bot.service.commands as asked
import renderers
from bot.identity import Actor, ChatRef
from bot.service.answers.answer import Result, answer, refusal
from bot.service.answers.buttons import Button
from bot.service.answers.replies import Reply, Status
from bot.service.answers.views import computer_buttons
from bot.service.challenges.challenges import ChallengeUseCases
from bot.service.challenges.options import Opponent
from bot.service.chats.chat_settings import ChatSettings
from bot.service.chats.guide import GuideUseCases
from bot.service.chats.settings import SettingsUseCases
from bot.service.coach.analysis import AnalysisUseCases
from bot.service.coach.hint import HintUseCases
from bot.service.coach.takeback import TakebackUseCases
from bot.service.commands import Command
from bot.service.computer.seat import ComputerUseCases
from bot.service.delivery.notices import NoticeSink
from bot.service.delivery.receipts import Receipts
from bot.service.dispatch import Handlers
from bot.service.events import idempotent
from bot.service.games.live_games import GameSetAside
from bot.service.grammar.reading import read_button, read_text
from bot.service.history.history import HistoryUseCases
from bot.service.history.rating_games import recompute_once
from bot.service.history.standings import StandingsUseCases
from bot.service.inbox import Inbox
from bot.service.persons.persons import PersonUseCases
from bot.service.places.board_views import ChatAccess
from bot.service.places.inline_games import InlineUseCases
from bot.service.places.web_board import WebBoardUseCases
from bot.service.play.game_cards import CardUseCases
from bot.service.play.picker import PickerUseCases
from bot.service.play.play import PlayUseCases
from bot.service.play.stop import StopUseCases
from bot.service.play.sweeper import SweepUseCases
from bot.service.probe import Probe
from bot.service.seeks.lobby import LobbyUseCases
from bot.service.seeks.reach import OwnPlaces
from bot.service.seeks.seeks import SeekUseCases
from bot.service.teams.proposals import TeamProposals
from bot.service.teams.team_changes import TeamChanges
from bot.service.teams.turns import TeamTurns
from bot.service.tournaments.tables import TournamentTables
from bot.service.tournaments.use_cases import TournamentUseCases
from bot.storage.protocol import StorageError

if TYPE_CHECKING:
    from bot.service.parts import ServiceParts

SET_ASIDE_AT_MOST = 4
"""Runs of one command while games it meets are set aside (each run sets one aside)."""
UNACTED = (asked.PostOffer, asked.MoveChat, asked.NameTopic, asked.ShowAgain)
"""Commands a platform gives rather than a person (or an update's copy): the chat's
language and style do not follow whoever they name."""


class GameService:
    """Challenges, games and moves, clocks, ratings, history and chat settings for every
    platform, over one storage (build one with :func:`bot.service.setup.build_service`).

    Each feature is handed only the parts it uses (:class:`~bot.service.parts.ServiceParts`,
    made once by the builder) and the features it builds on; ``routes`` makes the table
    that sends each command to its feature (:func:`bot.service.routes.command_table`)."""

    def __init__(self, parts: ServiceParts, routes: Callable[[GameService], Handlers]) -> None:
        self.parts = parts
        """The shared parts the features were given (the storage, the clock, ...)."""
        self._wire_games(parts)
        self._wire_chats_and_records(parts)
        self._wire_places_and_coach(parts)
        self._wire_teams(parts)
        self.receipts = Receipts(self.cards, self.analysis, parts.now, parts.storage)
        """Where the output path reports what it showed (:mod:`bot.output`)."""
        self.languages = parts.langs
        """Who reads which language, and each chat's settings."""
        self.notices, self.delivery = parts.notices, parts.delivery
        self.inbox = Inbox(parts.storage, parts.owner, parts.now)
        """Updates received by polling, recorded until handled."""
        self.guard = parts.guard
        self.persons = PersonUseCases(
            guard=parts.guard, langs=parts.langs, now=parts.now, storage=parts.storage,
            styles=parts.styles,
        )
        """One person across platforms, and their privacy."""
        self._probe = Probe(parts.storage)
        self._handlers: Handlers = routes(self)

    def _wire_games(self, p: ServiceParts) -> None:
        """Play, challenges, the sweeper, the picker, the cards and the computer."""
        c = p.config
        self.play = PlayUseCases(
            guard=p.guard, finder=p.finder, games=p.games, langs=p.langs, now=p.now,
            views=p.views, writes=p.writes,
        )
        self.stop = StopUseCases(
            guard=p.guard, now=p.now, writes=p.writes, play=self.play,
        )
        self.challenges = ChallengeUseCases(
            guard=p.guard, accounts=p.accounts, bell=p.bell, games=p.games, langs=p.langs,
            now=p.now, storage=p.storage, views=p.views, challenge_ttl=c.challenge_ttl,
            engine=c.engine,
        )
        self.sweeper = SweepUseCases(
            delivery=p.delivery, games=p.games, langs=p.langs, now=p.now, storage=p.storage,
            views=p.views, writes=p.writes, challenge_ttl=c.challenge_ttl, event_ttl=c.event_ttl,
        )
        self.picker = PickerUseCases(
            games=p.games, langs=p.langs, storage=p.storage, views=p.views, play=self.play,
        )
        self.cards = CardUseCases(
            live_games=p.games, langs=p.langs, now=p.now, placing=p.placing, finder=p.finder,
            storage=p.storage, views=p.views, engine=c.engine,
        )
        self.seeks = SeekUseCases(
            guard=p.guard, accounts=p.accounts, delivery=p.delivery, now=p.now,
            storage=p.storage, views=p.views, settings=c.seeks,
        )
        self.computer = ComputerUseCases(
            bell=p.bell, games=p.games, langs=p.langs, now=p.now, owner=p.owner,
            storage=p.storage, writes=p.writes, engine=c.engine, play=self.play,
            stop=self.stop,
        )

    def _wire_teams(self, p: ServiceParts) -> None:
        """Team play (docs/rules.md §8.6): proposals, turns in rotation, the team's part of
        every change of a team game (a hook of the write path)."""
        self.teams = TeamProposals(
            guard=p.guard, accounts=p.accounts, games=p.games, now=p.now,
            storage=p.storage, views=p.views, challenges=self.challenges,
            challenge_ttl=p.config.challenge_ttl,
        )
        self.team_turns = TeamTurns(
            guard=p.guard, now=p.now, storage=p.storage, writes=p.writes, play=self.play,
            takeback=self.takeback,
        )
        self.team_changes = TeamChanges(guard=p.guard, now=p.now, storage=p.storage,
                                        writes=p.writes)
        p.writes.hooks.append(self.team_changes.stored)

    def _wire_chats_and_records(self, p: ServiceParts) -> None:
        """Standings, history, settings, the guide and tournaments."""
        self.standings = StandingsUseCases(langs=p.langs, now=p.now, storage=p.storage)
        p.writes.hooks.append(self.standings.on_game_changed)
        self.history = HistoryUseCases(
            guard=p.guard, finder=p.finder, games=p.games, langs=p.langs, storage=p.storage,
            words=p.words, engine=p.config.engine, standings=self.standings,
            challenges=self.challenges,
        )
        self.settings = SettingsUseCases(
            guard=p.guard, finder=p.finder, games=p.games, langs=p.langs, storage=p.storage,
            styles=p.styles,
        )
        self.guide = GuideUseCases(
            guard=p.guard, langs=p.langs, now=p.now, storage=p.storage, styles=p.styles,
            views=p.views, words=p.words, engine=p.config.engine,
        )
        tables = TournamentTables(
            langs=p.langs, storage=p.storage, views=p.views, history=self.history
        )
        self.tournaments = TournamentUseCases(
            guard=p.guard, delivery=p.delivery, langs=p.langs, now=p.now, storage=p.storage,
            writes=p.writes, challenges=self.challenges, history=self.history, tables=tables,
            play=self.play,
        )

    def _wire_places_and_coach(self, p: ServiceParts) -> None:
        """Inline messages, the web board, takebacks, hints and analysis."""
        c = p.config
        self.inline = InlineUseCases(
            langs=p.langs, now=p.now, storage=p.storage, views=p.views,
            challenge_ttl=c.challenge_ttl, challenges=self.challenges,
        )
        self.web = WebBoardUseCases(
            accounts=p.accounts, finder=p.finder, games=p.games, langs=p.langs, now=p.now,
            storage=p.storage, styles=p.styles, views=p.views, game_watch=p.watch,
            engine=c.engine, public_url=c.public_url, telegram_webapp=c.telegram_webapp,
            discord_activity=c.discord_activity,
        )
        self.takeback = TakebackUseCases(
            guard=p.guard, finder=p.finder, langs=p.langs, now=p.now, storage=p.storage,
            writes=p.writes,
        )
        self.hint = HintUseCases(
            guard=p.guard, finder=p.finder, games=p.games, langs=p.langs, now=p.now,
            storage=p.storage, styles=p.styles, words=p.words, writes=p.writes,
            engine=c.engine, render_in_thread=c.render_in_thread,
        )
        self.analysis = AnalysisUseCases(
            delivery=p.delivery, finder=p.finder, games=p.games, langs=p.langs, now=p.now,
            owner=p.owner, storage=p.storage, styles=p.styles, words=p.words, engine=c.engine,
            render_in_thread=c.render_in_thread, settings=c.analysis,
        )
        self.lobby = LobbyUseCases(guard=p.guard, lobby=p.lobby, storage=p.storage,
                                   seeks=self.seeks, standings=self.standings, web=self.web)
        """``/watch`` and the lobby page's list."""

    async def _refused(self, chat: ChatRef, actor: Actor, command: asked.Refused) -> Result:
        lang = await self.languages.language(actor, chat)
        return refusal(lang, command.key, **command.args)

    async def _words(self, chat: ChatRef, actor: Actor, command: asked.Words) -> Result:
        """The catalog's ``keys`` for ``actor``, in the one language an answer to them is
        decided in here (a fault's answer too: without the database, their client's)."""
        try:
            lang = await self.languages.language(actor, chat)
        except StorageError:
            lang = self.languages.match_language(actor.locale) or self.languages.default
        replies = tuple(Reply(key, dict(command.args)) for key in command.keys)
        return answer(lang, *replies)

    # ------------------------------------------------------------------ ways in
    async def dispatch(self, event: str, chat: ChatRef, actor: Actor, command: Command) -> Result:
        """Run one command for ``actor`` in ``chat``; ``event`` is its idempotency key. A
        game met on the way that cannot be read is set aside, and the command runs again
        without it (:mod:`bot.service.games.live_games`). The answer comes back placed: what
        the chat sees of it decided (:meth:`~bot.service.answers.placing.Placing.placed`),
        its language too."""
        if isinstance(command, asked.Words):  # nothing the chat sees, nothing recorded
            return await self._handlers.run(event, chat, actor, command)
        acting = not isinstance(command, UNACTED)
        if acting:
            self.languages.use_chat_locale(chat, actor.place_locale)
            # the answer's cards speak the asker's language
            await self.parts.placing.acted(actor, chat)
        for _ in range(SET_ASIDE_AT_MOST):
            try:
                result = await self._handlers.run(event, chat, actor, command)
            except GameSetAside:
                continue
            if result.ok and acting:
                # as they may have changed it (/lang, /style)
                await self.parts.placing.acted(actor, chat)
            return await self.parts.placing.placed(result, chat, actor)
        return refusal(await self.languages.language(actor, chat), "error-internal")

    async def say(
        self,
        event: str,
        chat: ChatRef,
        actor: Actor,
        text: str,
        *,
        mentions: Mapping[str, Opponent] | None = None,
        quiet: bool = True,
    ) -> Result | None:
        """Answer a line of chat. ``mentions`` maps a token such as ``@bob`` to the user
        the adapter resolved it to. With ``quiet`` (group chats) text that is not a
        command, and a bare move from someone with no game here, get no answer at all."""
        read = read_text(text, mentions or {}, self.parts.accounts.username(chat.platform))
        if read is None:
            if quiet:
                return None
            lang = await self.languages.language(actor, chat)
            return refusal(lang, "error-not-a-command")
        result = await self.dispatch(event, chat, actor, read.command)
        silent = result.status is Status.ERROR and result.keys == ("error-no-game",)
        return None if quiet and read.bare and silent else result

    def read_button(self, data: str) -> Command:
        """What a button's data asks for (a forged or mangled one: a refusal)."""
        return read_button(self.parts.views.codec, data)

    @idempotent
    async def press(self, event: str, chat: ChatRef, actor: Actor, data: str) -> Result:
        """A button was pressed: check its signature, then do what it says."""
        return await self.dispatch(event, chat, actor, self.read_button(data))

    # ------------------------------------------------------------ set-up, ours
    async def start(self) -> None:
        """Load what the service needs from storage (the button secret); call once."""
        await self.parts.views.start(self.parts.storage)
        await self.web.start()
        await recompute_once(self.parts.storage)  # ratings kept before time classes

    def connect(
        self,
        platform: str,
        sink: NoticeSink,
        *,
        account: tuple[str, str | None] | None = None,
        defaults: ChatSettings | None = None,
        chat_access: ChatAccess | None = None,
        own_places: OwnPlaces | None = None,
    ) -> None:
        """An adapter serves ``platform``: its announcements go to ``sink``; ``account``
        is the bot's own (its id and handle: nobody can challenge it, and its
        ``/command@handle`` is told from another bot's); a chat of it starts with
        ``defaults``; ``chat_access`` says who may read its chats (the web board asks);
        ``own_places`` where a person can be written to alone (the lobby asks)."""
        self.notices.subscribe(platform, sink)
        if account is not None:
            self.add_bot_account(platform, *account)
        if defaults is not None:
            self.languages.use_chat_defaults(platform, defaults)
        if chat_access is not None:
            self.web.use_chat_access(platform, chat_access)
        if own_places is not None:
            self.seeks.use_own_places(platform, own_places)

    async def settle(self, platform: str, *, sweep: bool = False) -> None:
        """Wait until the computer has answered (its turns are the background's) and every
        announcement for ``platform`` is delivered; with ``sweep``, announce first what
        ran out of time (a terminal's script reads as a game at the keyboard does)."""
        if sweep:
            await self.team_changes.sweep(platforms={platform})
            await self.sweeper.sweep(platforms={platform})
        turns = self.computer.turns
        if turns is not None:
            await turns.quiet()
        await self.delivery.drain(platform)

    async def database_answers(self) -> bool:
        """Whether the database answers a trivial question now (within a second)."""
        return await self._probe.check()

    async def close(self) -> None:
        """Let go of a health question still waiting for the database."""
        await self._probe.close()

    def add_bot_account(self, platform: str, user_id: str, username: str | None = None) -> None:
        """Tell the service the bot's own account, so nobody can challenge it, and its
        ``/command@username`` is told from another bot's."""
        self.parts.accounts.add(platform, user_id, username)

    def use_labels(self, labels_for: Callable[[str], renderers.Labels]) -> None:
        """Where the words of pictures and replays come from (``Presenter.labels``)."""
        self.parts.words.use(labels_for)

    def computer_buttons(self) -> tuple[Button, ...]:
        """One button per level: a training game against the computer."""
        return computer_buttons(self.parts.views.codec)
