"""The game service: one object every adapter talks to, composed of use cases.

Every mutating call takes an idempotency key (``event``: the platform's update or
interaction id) and answers with a :class:`~bot.service.results.Result`: ``move``,
``challenge``, ``accept``, ``decline``, ``cancel``, ``resign``, ``offer_draw``,
``decline_draw``, ``ground``, ``abort``, ``rematch``, ``set_language``, ``settings``,
``press`` (a button's data). Read-only calls take none: ``board``, ``games``, ``help``,
``top``, ``rating``, ``history``, ``sgf`` and ``replay`` (a file in ``Result.attachment``).
``sweep(now)`` ends games out of time, sends reminders and expires challenges, returning
:class:`~bot.service.notices.Notice` items for the chats concerned.

Each feature is one file, one object with its dependencies passed in: play
(:mod:`~bot.service.play`), challenges, the sweeper (clocks), standings, history and
exports, settings, the picker, looking at games, the guide (help, languages) and the
computer's turns; all share one :class:`~bot.service.context.ServiceContext`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import renderers
from bot.identity import Actor, ChatRef
from bot.service.buttons import Action, Button, ButtonCodec
from bot.service.challenges import ChallengeUseCases
from bot.service.computer_moves import ComputerUseCases
from bot.service.context import ServiceContext, UseCase, idempotent
from bot.service.engine import LEVELS
from bot.service.guide import GuideUseCases, rules_picture
from bot.service.history import HistoryUseCases
from bot.service.looking import LookingUseCases
from bot.service.options import Opponent
from bot.service.picker import PickerUseCases
from bot.service.play import PlayUseCases
from bot.service.results import Result
from bot.service.settings import SettingsUseCases
from bot.service.standings import StandingsUseCases
from bot.service.sweeper import SweepUseCases
from bot.service.views import computer_buttons
from bot.storage.protocol import Storage


class GameService(UseCase):
    """Challenges, games and moves, clocks, ratings, history and chat settings for every
    platform, over one storage. Its methods are those of the use cases, by name."""

    def __init__(self, storage: Storage, **options: Any) -> None:
        super().__init__(ServiceContext(storage, **options))
        ctx = self.ctx
        self.play = play = PlayUseCases(ctx)
        self.challenges = challenges = ChallengeUseCases(ctx)
        self.sweeper = SweepUseCases(ctx)
        self.standings = standings = StandingsUseCases(ctx)
        ctx.game_hooks.append(standings.on_game_changed)
        self.past = HistoryUseCases(ctx, standings, challenges)
        self.chat_admin = SettingsUseCases(ctx)
        self.picker = picker = PickerUseCases(ctx, play)
        self.looking = looking = LookingUseCases(ctx, picker)
        self.guide = guide = GuideUseCases(ctx)
        self.computer = ComputerUseCases(ctx, play)
        # the shared context, as adapters and tests read it
        self.storage, self.notices, self.delivery = ctx.storage, ctx.notices, ctx.delivery
        self.engine, self.now, self.turns = ctx.engine, ctx.now, ctx.turns
        self.languages, self.default_lang = ctx.languages, ctx.default_lang
        self.start, self.add_bot_account = ctx.start, ctx.add_bot_account
        self.language, self.chat_language = ctx.language, ctx.chat_language
        self.chat_settings, self.match_language = ctx.chat_settings, ctx.match_language
        self.use_chat_defaults = ctx.langs.use_chat_defaults
        self.use_chat_locale = ctx.langs.use_chat_locale
        self.lock, self.live, self.forget = ctx.lock, ctx.live, ctx.forget
        self.fail, self.answer = ctx.fail, ctx.answer
        self._cache = ctx._cache  # its size is read by tests and bench/bench_memory.py
        self.game_view, self.challenge_view = ctx.game_view, ctx.challenge_view
        # play
        self.move, self.resign, self.offer_draw = play.move, play.resign, play.offer_draw
        self.decline_draw, self.ground, self.abort = (
            play.decline_draw, play.ground, play.abort
        )
        # challenges
        self.challenge, self.accept = challenges.challenge, challenges.accept
        self.decline, self.cancel = challenges.decline, challenges.cancel
        # clocks
        self.sweep = self.sweeper.sweep
        # standings
        self.top, self.rating, self.resolve = standings.top, standings.rating, standings.resolve
        # history and exports
        self.history, self.sgf, self.replay = self.past.history, self.past.sgf, self.past.replay
        self.rematch, self.export_sgf = self.past.rematch, self.past.export_sgf
        self.use_labels = self.past.use_labels
        # settings
        self.settings, self.move_chat = self.chat_admin.settings, self.chat_admin.move_chat
        self.change_setting = self.chat_admin.change_setting
        self.move_game = self.chat_admin.move_game
        # the picker
        self.open_picker, self.play_picked = picker.open_picker, picker.play_picked
        self.confirm_resign, self.legal_points = picker.confirm_resign, picker.legal_points
        self.position_of = picker.position_of
        # looking at games
        self.board, self.view, self.game, self.games = (
            looking.board, looking.view, looking.game, looking.games
        )
        self.card_shown, self.challenge_shown = looking.card_shown, looking.challenge_shown
        self.card_late, self.picture = looking.card_late, looking.picture
        self.board_text, self.card_again = looking.board_text, looking.card_again
        # the guide
        self.help, self.rules, self.set_language = guide.help, guide.rules, guide.set_language
        self.rules_picture = rules_picture
        # the computer
        self.scan_computer = self.computer.scan_computer
        # helpers callers of the earlier API may still name: the same objects' methods
        self.challenge_ttl, self.event_ttl = ctx.challenge_ttl, ctx.event_ttl
        self.render_in_thread, self.duplicate = ctx.render_in_thread, ctx.duplicate
        self.seat_color, self.is_bot_account = ctx.seat_color, ctx.is_bot_account
        self.user_language, self.forget_chat = ctx.langs.user_language, ctx.langs.forget_chat
        self.apply, self.commit, self.computer_due = ctx.apply, ctx.commit, ctx.computer_due
        self.announced_views = ctx.announced_views
        self.on_game_changed = standings.on_game_changed
        self.find_game, self.pick_game = play.find_game, self.past.pick_game
        self.issue, self.too_many_games = challenges.issue, challenges.too_many_games

    @property
    def labels_for(self) -> Callable[[str], renderers.Labels] | None:
        """The words of pictures and replays in a language (set by ``use_labels``)."""
        return self.past.labels_for

    def computer_buttons(self) -> tuple[Button, ...]:
        """One button per level: a training game against the computer."""
        return computer_buttons(self.ctx.codec)

    @property
    def codec(self) -> ButtonCodec:
        return self.ctx.codec

    @idempotent
    async def press(self, event: str, chat: ChatRef, actor: Actor, data: str) -> Result:
        """A button was pressed: check its signature, then do what it says."""
        button = self.ctx.codec.read(data)
        if button is None:
            return self.ctx.fail(await self.ctx.language(actor, chat), "error-button-invalid")
        action, target, args = button.action, button.target, button.args
        if action is Action.ACCEPT:
            return await self.accept(event, chat, actor, target)
        if action is Action.DECLINE:
            return await self.decline(event, chat, actor, target)
        if action is Action.CANCEL:
            return await self.cancel(event, chat, actor, target)
        if action is Action.RESIGN:
            return await self.resign(event, chat, actor, target)
        if action is Action.RESIGN_CONFIRM:
            return await self.confirm_resign(event, chat, actor, target, args[0])
        if action is Action.DRAW:
            return await self.offer_draw(event, chat, actor, target)
        if action is Action.DECLINE_DRAW:
            return await self.decline_draw(event, chat, actor, target)
        if action is Action.GROUND:
            return await self.ground(event, chat, actor, target)
        if action is Action.ABORT:
            return await self.abort(event, chat, actor, target)
        if action is Action.PICK:
            return await self.open_picker(chat, actor, target)
        if action is Action.SECTOR:
            return await self.open_picker(chat, actor, target, *args)
        if action is Action.MOVE:
            return await self.play_picked(event, chat, actor, target, *args)
        if action is Action.SGF:
            return await self.sgf(chat, actor, target)
        if action is Action.REPLAY:
            return await self.replay(chat, actor, target)
        if action is Action.REMATCH:
            return await self.rematch(event, chat, actor, target)
        if action is Action.PLAY_COMPUTER:
            if not 0 <= target < len(LEVELS):
                return self.ctx.fail(await self.ctx.language(actor, chat), "error-button-invalid")
            return await self.challenge(event, chat, actor, Opponent.computer(LEVELS[target]))
        return await self.board(chat, actor, target)
