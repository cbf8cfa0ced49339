"""The game service: one object every adapter talks to.

Every mutating call takes an idempotency key (``event``: the platform's update or
interaction id) and answers with a :class:`~bot.service.results.Result`: ``move``,
``challenge``, ``accept``, ``decline``, ``cancel``, ``resign``, ``offer_draw``,
``decline_draw``, ``ground``, ``abort``, ``rematch``, ``set_language``, ``settings``,
``press`` (a button's data). Read-only calls take none: ``board``, ``games``, ``help``,
``top``, ``rating``, ``history``, ``sgf`` and ``replay`` (a file in ``Result.attachment``).
``sweep(now)`` ends games out of time, sends reminders and expires challenges, returning
:class:`~bot.service.notices.Notice` items for the chats concerned.
"""

from __future__ import annotations

import asyncio
import functools
from functools import partial
from typing import Any

import renderers
from bot.identity import Actor, ChatRef
from bot.service.base import game_tag, idempotent
from bot.service.buttons import Action, Button
from bot.service.changes import Mutation
from bot.service.command_table import COMMANDS, usage
from bot.service.computer import ComputerTurns, Steps
from bot.service.engine import ENGINE_PLATFORM, LEVELS
from bot.service.live import LiveGame
from bot.service.options import Opponent
from bot.service.picker import PickerUseCases
from bot.service.picker_views import picker_frame
from bot.service.results import GameView, PickerView, Reply, Result, Status
from bot.service.settings import SettingsUseCases
from bot.storage.protocol import DuplicateEvent, Storage
from bot.storage.records import GameRow
from bot.text import quote
from core import Game, Start

PICTURE_CACHE = 64
RULES_MOVES = ((3, 2), (3, 3), (2, 3), (1, 1), (4, 3), (5, 5), (3, 4))
"""Blue surrounds the Red dot at 3-3 with its seventh move."""
LANGUAGE_RESET = {"auto", "reset", "default", "none"}


class GameService(PickerUseCases, SettingsUseCases):
    """Challenges, games and moves, clocks, ratings, history and chat settings for every
    platform, over one storage."""

    def __init__(self, storage: Storage, **options: Any) -> None:
        super().__init__(storage, **options)
        if self.engine is not None:
            steps = Steps(
                lambda point: partial(self._play, point),
                self._draw,
                self._decline_draw,
                self._resign,
                self._ground,
            )
            self.turns = ComputerTurns(self.engine, self._engine_position, self._engine_step,
                                       steps)

    async def _engine_position(self, game_id: int) -> tuple[GameRow, LiveGame] | None:
        """The stored game and a copy of its position for the engine to think on."""
        async with self.lock(game_id):
            row = await self.storage.game(game_id)
            if row is None:
                return None
            live = await self.live(row)
            return live.row, LiveGame(live.row, live.game.copy())

    async def _engine_step(
        self, event: str, game_id: int, actor: Actor, step: Mutation
    ) -> Result:
        return await self.apply(event, self.default_lang, game_id, actor, step, announce=True)

    async def scan_computer(self) -> int:
        """Wake the computer for every game in the database that waits for it (after a
        restart, a killed worker, an engine error, or another process's crash)."""
        if self.turns is None:
            return 0
        found = await self.storage.engine_turns(ENGINE_PLATFORM)
        for game_id in found:
            self.turns.wake(game_id)
        return len(found)

    # ----------------------------------------------------------------- buttons
    @idempotent
    async def press(self, event: str, chat: ChatRef, actor: Actor, data: str) -> Result:
        """A button was pressed: check its signature, then do what it says."""
        button = self.codec.read(data)
        if button is None:
            return self.fail(await self.language(actor, chat), "error-button-invalid")
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
        if action is Action.PLAY_COMPUTER:
            if not 0 <= target < len(LEVELS):
                return self.fail(await self.language(actor, chat), "error-button-invalid")
            return await self.challenge(event, chat, actor, Opponent.computer(LEVELS[target]))
        return await self.board(chat, actor, target)

    # ------------------------------------------------------------------ reading
    async def board(self, chat: ChatRef, actor: Actor, game_id: int | None = None) -> Result:
        """Anyone in the chat may look at a game: the named one, or the obvious one."""
        lang = await self.language(actor, chat)
        if game_id is not None:
            row = await self.storage.game(game_id)
            if row is None or row.chat != chat:
                return self.fail(lang, "error-unknown-game", game=game_tag(game_id))
        else:
            active = await self.storage.active_games(chat)
            rows = [r for r in active if self.seat_color(r, actor.ref)] or active
            if not rows:
                return self.fail(lang, "error-no-game-here")
            if len(rows) > 1:
                return self.fail(
                    lang,
                    "error-ambiguous-game",
                    games=", ".join(game_tag(r.id) for r in rows),
                    example=f"/board {game_tag(rows[0].id)}",
                )
            row = rows[0]
        return Result(Status.OK, lang, game=await self.view(row), new_card=True)

    async def view(self, row: GameRow) -> GameView:
        """The game's view as stored now: the row is read again under the game's lock, so
        a move committed since ``row`` was read is in it, whole."""
        async with self.lock(row.id):
            fresh = await self.storage.game(row.id) or row
            return self.game_view(await self.live(fresh))

    async def game(self, game_id: int) -> GameView | None:
        """The current view of a game (for adapters refreshing a card), or None."""
        row = await self.storage.game(game_id)
        return await self.view(row) if row else None

    async def games(self, chat: ChatRef, actor: Actor) -> Result:
        """The games being played and the challenges waiting in this chat."""
        lang = await self.language(actor, chat)
        games = tuple([await self.view(row) for row in await self.storage.active_games(chat)])
        pending = await self.storage.pending_challenges(chat, self.now())
        idle = not games and not pending and self.engine is not None
        return self.answer(
            lang,
            games=games,
            challenges=tuple(self.challenge_view(row) for row in pending),
            listing=True,
            buttons=self.computer_buttons() if idle else (),
        )

    async def help(self, chat: ChatRef, actor: Actor) -> Result:
        """The commands of the command table, each with its options and what it does."""
        lang = await self.language(actor, chat)
        lines = tuple(
            Reply(
                "help-line",
                {
                    "command": f"/{entry.name}",
                    "usage": usage(entry),
                    "text": Reply(entry.description_key),
                },
            )
            for entry in COMMANDS
            if entry.menu
        )
        replies = (Reply("help"), *lines, Reply("help-more"))
        if self.engine is None:
            return self.answer(lang, *replies)
        return self.answer(
            lang, *replies, Reply("help-computer"), buttons=self.computer_buttons()
        )

    async def rules(self, chat: ChatRef, actor: Actor) -> Result:
        """The rules in short."""
        lang = await self.language(actor, chat)
        return self.answer(lang, Reply("rules-summary"))

    def computer_buttons(self) -> tuple[Button, ...]:
        """One button per level: a training game against the computer."""
        return tuple(self.codec.make(Action.PLAY_COMPUTER, n) for n in range(len(LEVELS)))

    # ----------------------------------------------------------------- language
    @idempotent
    async def set_language(
        self, event: str, chat: ChatRef, actor: Actor, code: str | None
    ) -> Result:
        """Show the sender's language, or choose it (``en``, ``ru``, ``uk``, ``pl``);
        ``auto`` drops the choice (the chat's language, else the client's, applies)."""
        lang = await self.language(actor, chat)
        available = ", ".join(self.languages)
        if not code:
            return self.answer(
                lang, Reply("lang-current", {"language": lang, "available": available})
            )
        reset = code.lower() in LANGUAGE_RESET
        chosen = None if reset else self.match_language(code)
        if chosen is None and not reset:
            return self.fail(
                lang, "error-unknown-language", language=quote(code), available=available
            )
        try:
            async with self.storage.transaction(event) as tx:
                await tx.upsert_user(actor.ref, actor.name, actor.username, self.now())
                await tx.set_user_lang(actor.ref, chosen)
        except DuplicateEvent:
            return self.duplicate(lang)
        self._user_langs.put(actor.ref, chosen or "")
        if chosen is None:
            lang = await self.language(actor, chat)
            return self.answer(lang, Reply("lang-reset", {"language": lang}))
        return self.answer(chosen, Reply("lang-set", {"language": chosen}))

    # --------------------------------------------------------------- for cards
    async def attach_card(self, kind: str, item_id: int, message_id: str | None) -> None:
        """Remember which message shows a game's or challenge's card, to edit it later."""
        await self.storage.set_card(kind, item_id, message_id)
        if kind == "game":
            self.forget(item_id)

    async def _current(self, view: GameView) -> LiveGame:
        row = await self.storage.game(view.id)
        if row is None:
            raise LookupError(f"no game {view.id}")
        return await self.live(row)

    async def picture(
        self, view: GameView | PickerView, labels: renderers.Labels | None = None
    ) -> bytes:
        """The PNG of the position ``view`` shows (its ply, whatever happened since),
        rendered off the event loop and cached; a picker's picture frames its sector.

        ``labels`` are the picture's words in the reader's language
        (:meth:`bot.present.Presenter.labels`).
        """
        labels = labels or renderers.ENGLISH
        game, frame = (view.game, picker_frame(view)) if isinstance(view, PickerView) else (
            view, None
        )
        async with self.lock(game.id):
            key = (game.id, game.version, (labels, frame))
            png = self._pictures.get(key)
            if png is None:
                position = await self.position_of(game)
                names = (game.blue.name, game.red.name)
                render = partial(
                    renderers.render_png, position, names=names, labels=labels, frame=frame
                )
                png = await asyncio.to_thread(render) if self.render_in_thread else render()
                self._pictures[key] = png
                while len(self._pictures) > PICTURE_CACHE:
                    self._pictures.popitem(last=False)
            return png

    @staticmethod
    def rules_picture(labels: renderers.Labels | None = None) -> bytes:
        """A small field where Blue has just captured a Red dot, for ``/rules``."""
        return _rules_picture(labels or renderers.ENGLISH)

    async def board_text(self, view: GameView) -> str:
        """The position as text (the console shows it after each move)."""
        async with self.lock(view.id):
            live = await self._current(view)
            last = live.game.last_move
            return renderers.render_text(live.game.board, last=last.point if last else None)


@functools.lru_cache(maxsize=8)
def _rules_picture(labels: renderers.Labels) -> bytes:
    game = Game(width=5, height=5, start=Start.EMPTY)
    for x, y in RULES_MOVES:
        game.play(x, y)
    return renderers.render_png(game, names=(labels.blue, labels.red), labels=labels)
