"""The game service: one object every adapter talks to, composed of use cases.

Requests come in one way: as typed commands (:mod:`bot.service.commands`) to
:meth:`GameService.dispatch`, or as a line of chat (:meth:`GameService.say`) or a
button's data (:meth:`GameService.press`), which are read into typed commands first.
Every mutating request carries an idempotency key (``event``: the platform's update or
interaction id) and every answer is a :class:`~bot.service.answer.Result`.

Each feature is one object with its dependencies passed in, reached by name: ``play``
(moves, resignation, draws, grounding, abort), ``challenges``, ``sweeper`` (clocks,
reminders, expiry), ``standings`` (ratings), ``history`` (history, exports, rematch),
``settings`` (chat settings), ``picker`` (moving by tapping), ``cards`` (looking at games,
the cards adapters show and report back), ``guide`` (help, rules, languages, styles) and
``computer`` (its turns), ``web`` (the live web board), ``takeback`` (takebacks by
consent), ``hint`` (the computer's hints in training games), ``analysis`` (its review
of a finished game), ``tournaments`` and ``inbox`` (updates received by polling). All
share one :class:`~bot.service.context.ServiceContext`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import renderers
from bot.identity import Actor, ChatRef
from bot.service import commands as asked
from bot.service.analysis import AnalysisUseCases
from bot.service.answer import Result
from bot.service.buttons import Button
from bot.service.challenges import ChallengeUseCases
from bot.service.commands import Command
from bot.service.computer.seat import ComputerUseCases
from bot.service.context import ServiceContext, UseCase, idempotent
from bot.service.dispatch import Handlers, changing, reading
from bot.service.guide import GuideUseCases
from bot.service.hint import HintUseCases
from bot.service.history import HistoryUseCases
from bot.service.inbox import Inbox
from bot.service.inline_games import InlineUseCases
from bot.service.live_games import GameSetAside
from bot.service.looking import CardUseCases
from bot.service.options import Opponent
from bot.service.picker import PickerUseCases
from bot.service.play import PlayUseCases
from bot.service.probe import Probe
from bot.service.rating_games import recompute_once
from bot.service.reading import read_button, read_text
from bot.service.receipts import Receipts
from bot.service.replies import Status
from bot.service.settings import SettingsUseCases
from bot.service.standings import StandingsUseCases
from bot.service.sweeper import SweepUseCases
from bot.service.takeback import TakebackUseCases
from bot.service.tournaments import TournamentUseCases
from bot.service.views import computer_buttons
from bot.service.web_board import WebBoardUseCases

SET_ASIDE_AT_MOST = 4
"""Runs of one command while games it meets are set aside (each run sets one aside)."""


class GameService(UseCase):
    """Challenges, games and moves, clocks, ratings, history and chat settings for every
    platform, over one storage (build one with :func:`bot.service.setup.build_service`)."""

    def __init__(self, ctx: ServiceContext) -> None:
        super().__init__(ctx)
        self.play = PlayUseCases(ctx)
        self.challenges = ChallengeUseCases(ctx)
        self.sweeper = SweepUseCases(ctx)
        self.standings = StandingsUseCases(ctx)
        ctx.writes.hooks.append(self.standings.on_game_changed)
        self.history = HistoryUseCases(ctx, self.standings, self.challenges)
        self.settings = SettingsUseCases(ctx)
        self.picker = PickerUseCases(ctx, self.play)
        self.cards = CardUseCases(ctx)
        self.guide = GuideUseCases(ctx)
        self.computer = ComputerUseCases(ctx, self.play)
        self.inline = InlineUseCases(ctx, self.challenges)
        self.web = WebBoardUseCases(ctx, self.dispatch)
        self.tournaments = TournamentUseCases(ctx, self.challenges, self.history, self.play)
        self.takeback = TakebackUseCases(ctx)
        self.hint = HintUseCases(ctx)
        settings = ctx.analysis_settings
        self.analysis = AnalysisUseCases(ctx, settings)
        self.receipts = Receipts(self.cards, self.analysis, ctx.now)
        """Where the output path reports what it showed (:mod:`bot.output`)."""
        self.languages = ctx.langs
        """Who reads which language, and each chat's settings."""
        self.notices, self.delivery = ctx.notices, ctx.delivery
        self.inbox = Inbox(ctx.storage, ctx.owner, ctx.now)
        """Updates received by polling, recorded until handled."""
        self._probe = Probe(ctx.storage)
        self._handlers: Handlers = self._table()

    def _table(self) -> Handlers:
        """Each command type and the use case that runs it."""
        play, challenges, history = self.play, self.challenges, self.history
        cards, guide, standings, settings = self.cards, self.guide, self.standings, self.settings
        changes: dict[type, tuple[object, str]] = {
            asked.Challenge: (challenges, "challenge"),
            asked.Accept: (challenges, "accept"),
            asked.Decline: (challenges, "decline"),
            asked.Cancel: (challenges, "cancel"),
            asked.Move: (play, "move"),
            asked.OfferDraw: (play, "offer_draw"),
            asked.DeclineDraw: (play, "decline_draw"),
            asked.Ground: (play, "ground"),
            asked.Abort: (play, "abort"),
            asked.Rematch: (history, "rematch"),
            asked.Configure: (settings, "configure"),
            asked.ChangeSetting: (settings, "change"),
            asked.SetLanguage: (guide, "set_language"),
            asked.SetStyle: (guide, "set_style"),
            asked.Resign: (play, "resign"),
            asked.TakeOffer: (self.inline, "take"),
            asked.WithdrawOffer: (self.inline, "withdraw"),
            asked.AnnounceTournament: (self.tournaments, "announce"),
            asked.JoinTournament: (self.tournaments, "join"),
            asked.LeaveTournament: (self.tournaments, "leave"),
            asked.StartTournament: (self.tournaments, "start"),
            asked.CancelTournament: (self.tournaments, "cancel"),
            asked.AskTakeback: (self.takeback, "ask"),
            asked.AnswerTakeback: (self.takeback, "answer"),
            asked.Hint: (self.hint, "hint"),
        }
        reads: dict[type, tuple[object, str]] = {
            asked.Help: (guide, "help"),
            asked.ShowRules: (guide, "rules"),
            asked.ListGames: (cards, "games"),
            asked.ShowBoard: (cards, "board"),
            asked.OpenPicker: (self.picker, "open_picker"),
            asked.ShowHistory: (history, "listing"),
            asked.ExportSgf: (history, "sgf"),
            asked.Replay: (history, "replay"),
            asked.ShowTop: (standings, "top"),
            asked.ShowRating: (standings, "rating"),
            asked.OpenWebBoard: (self.web, "open"),
            asked.Analyse: (self.analysis, "analyse"),
            asked.ShowStandings: (self.tournaments.tables, "standings"),
            asked.ListTournaments: (self.tournaments.tables, "listing"),
            asked.Refused: (self, "_refused"),
        }
        table: Handlers = {kind: changing(*where) for kind, where in changes.items()}
        table.update({kind: reading(*where) for kind, where in reads.items()})
        return table

    async def _refused(self, chat: ChatRef, actor: Actor, command: asked.Refused) -> Result:
        lang = await self.languages.language(actor, chat)
        return self.ctx.fail(lang, command.key, **command.args)

    # ------------------------------------------------------------------ ways in
    async def dispatch(self, event: str, chat: ChatRef, actor: Actor, command: Command) -> Result:
        """Run one command for ``actor`` in ``chat``; ``event`` is its idempotency key. A
        game met on the way that cannot be read is set aside, and the command runs again
        without it (:mod:`bot.service.live_games`)."""
        handle = self._handlers[type(command)]
        await self.ctx.acted(actor, chat)  # the answer's cards speak the asker's language
        for _ in range(SET_ASIDE_AT_MOST):
            try:
                result = await handle(event, chat, actor, command)
            except GameSetAside:
                continue
            if result.ok:
                await self.ctx.acted(actor, chat)  # as they may have changed it (/lang, /style)
            return await self.ctx.placed(result, chat, actor)
        return self.ctx.fail(await self.languages.language(actor, chat), "error-internal")

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
        read = read_text(text, mentions or {}, self.ctx.bot_username(chat.platform))
        if read is None:
            if quiet:
                return None
            lang = await self.ctx.language(actor, chat)
            return self.ctx.fail(lang, "error-not-a-command")
        result = await self.dispatch(event, chat, actor, read.command)
        silent = result.status is Status.ERROR and result.keys == ("error-no-game",)
        return None if quiet and read.bare and silent else result

    def read_button(self, data: str) -> Command:
        """What a button's data asks for (a forged or mangled one: a refusal)."""
        return read_button(self.ctx.codec, data)

    @idempotent
    async def press(self, event: str, chat: ChatRef, actor: Actor, data: str) -> Result:
        """A button was pressed: check its signature, then do what it says."""
        return await self.dispatch(event, chat, actor, self.read_button(data))

    # ------------------------------------------------------------ set-up, ours
    async def start(self) -> None:
        """Load what the service needs from storage (the button secret); call once."""
        await self.ctx.start()
        await self.web.start()
        await recompute_once(self.ctx.storage)  # ratings kept before time classes

    async def database_answers(self) -> bool:
        """Whether the database answers a trivial question now (within a second)."""
        return await self._probe.check()

    async def close(self) -> None:
        """Let go of a health question still waiting for the database."""
        await self._probe.close()

    def add_bot_account(self, platform: str, user_id: str, username: str | None = None) -> None:
        """Tell the service the bot's own account, so nobody can challenge it, and its
        ``/command@username`` is told from another bot's."""
        self.ctx.add_bot_account(platform, user_id, username)

    def use_labels(self, labels_for: Callable[[str], renderers.Labels]) -> None:
        """Where the words of pictures and replays come from (``Presenter.labels``)."""
        self.ctx.use_labels(labels_for)

    def computer_buttons(self) -> tuple[Button, ...]:
        """One button per level: a training game against the computer."""
        return computer_buttons(self.ctx.codec)
