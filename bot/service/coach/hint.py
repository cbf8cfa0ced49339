"""Hints in training games against the computer: ``/hint`` or the card's Hint button.

The engine thinks for the person to move at its strongest level on a copy of the game
(off the event loop, as for its own turns), and the asker alone sees the position with
the suggested point ringed and the engine's estimate of their chances. A game between
people, rated or not, never gives one (its moves must be the players' own), nor does a
tournament's. Each hint given is a stored change of the game under its version, once per
event: the game's record counts the hints taken (its card shows how many). A person waits
for one hint at a time (``HINTS_IN_FLIGHT``); the computer thinks about hints after its
live turns.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from functools import partial

import renderers
from bot.domain import GameStatus
from bot.identity import Actor, ChatRef
from bot.service.answers.answer import Attachment, Result, refusal
from bot.service.answers.replies import Audience, Reply, Status, game_tag
from bot.service.chats.languages import Languages
from bot.service.chats.styles import PictureWords, Styles, theme_of
from bot.service.coach.commands import Hint
from bot.service.coach.hint_rules import HintsAsked, training_human
from bot.service.computer.engine import Engine, thinking_time
from bot.service.events import EventGuard, idempotent
from bot.service.games.changes import Change, update
from bot.service.games.finder import GameFinder, Wanted, seat_color
from bot.service.games.live import LiveGame
from bot.service.games.live_games import LiveGames
from bot.service.games.writes import WritePath
from bot.storage.protocol import Storage
from bot.storage.records import GameRow
from core import Color, Game
from core.ai import Decision, Intent, Level
from core.notation import format_point

__all__ = ["HINT_LEVEL", "HintUseCases"]

log = logging.getLogger(__name__)

HINT_LEVEL = Level.HARD.value
"""The engine's strongest level: a hint is its best advice."""


@dataclass(frozen=True, slots=True)
class Thought:
    """What the engine suggested, and the position it thought about."""

    game: Game
    """A copy of the game at the ply the engine thought at."""
    decision: Decision


@dataclass(eq=False, repr=False, kw_only=True)
class HintUseCases:
    guard: EventGuard
    engine: Engine | None
    finder: GameFinder
    games: LiveGames
    langs: Languages
    now: Callable[[], datetime]
    render_in_thread: bool
    storage: Storage
    styles: Styles
    words: PictureWords
    writes: WritePath

    def __post_init__(self) -> None:
        self.asked = HintsAsked()
        """The hints being thought out, by person (``HINTS_IN_FLIGHT`` each)."""

    @idempotent
    async def hint(self, event: str, chat: ChatRef, actor: Actor, command: Hint) -> Result:
        """The engine's suggestion for the asker's move, for the asker alone, counted."""
        lang = await self.langs.language(actor, chat)
        if self.asked.full(actor.ref):  # before reading the game: a flood costs little
            return Result(Status.ERROR, lang, (self.busy(actor),), audience=Audience.SENDER)
        row = await self.finder.find_for(lang, chat, actor, command.game, Wanted("hint"))
        if isinstance(row, Result):
            return row
        refused = await self.refusal(row, actor)
        if refused is not None:
            return Result(Status.ERROR, lang, (refused,), audience=Audience.SENDER)
        asked = self.asked.take(actor.ref, row.id, self.now())
        if asked is None:  # another of theirs got in meanwhile
            return Result(Status.ERROR, lang, (self.busy(actor),), audience=Audience.SENDER)
        try:
            thought = await self.think(row)
        finally:
            self.asked.done(actor.ref, asked)
        if thought is None:
            return refusal(lang, "error-hint-failed", game=game_tag(row.id))
        step = partial(self.counted, thought)
        result = await self.writes.apply(event, lang, row.id, actor, step)
        view = result.game
        if not result.ok or view is None or view.outcome is not None:
            return result  # refused, or the flag had fallen: the game ended on time
        picture = await self.picture(row, thought, actor, chat, lang)
        return replace(result, audience=Audience.SENDER, attachment=picture)

    def busy(self, actor: Actor) -> Reply:
        """The refusal of a hint asked while the person waits for as many: for which game,
        and when to ask again."""
        engine = self.engine
        assert engine is not None
        first = self.asked.first(actor.ref)
        game = game_tag(first.game_id) if first is not None else ""
        seconds = self.asked.wait(actor.ref, self.now(), thinking_time(engine))
        return Reply("error-hint-busy", {"game": game, "seconds": seconds})

    async def refusal(self, row: GameRow, actor: Actor) -> Reply | None:
        """Why ``actor`` may not have a hint in this game now, if they may not."""
        tag = {"game": game_tag(row.id)}
        color = seat_color(row, actor.ref)
        if color is None:
            return Reply("error-not-a-player", tag)
        if row.status is not GameStatus.ACTIVE:
            return Reply("error-game-over", tag)
        if await self.storage.game_tournament(row.id) is not None:
            return Reply("error-hint-tournament", tag)
        if training_human(row) is not color:
            return Reply("error-hint-people", tag)
        if self.engine is None:
            return Reply("error-hint-no-engine", tag)
        if row.to_move != color:
            return Reply("error-not-your-turn", tag)
        return None

    async def think(self, row: GameRow) -> Thought | None:
        """The engine's decision for the side to move, on a copy of the game as stored now
        (``None``: the engine failed)."""
        engine = self.engine
        assert engine is not None
        async with self.games.lock(row.id):
            fresh = await self.storage.game(row.id) or row
            game = (await self.games.live(fresh)).game.copy()
        try:
            decision = await engine.suggest(game.copy(), HINT_LEVEL)
        except Exception:  # a worker died or timed out: no hint, nothing counted
            log.exception("game %s: no hint", row.id)
            return None
        return Thought(game, decision)

    def counted(self, thought: Thought, live: LiveGame, color: Color) -> Change | Reply:
        """Count the hint, when the position is still the one the engine thought about."""
        row, tag = live.row, game_tag(live.row.id)
        if live.game.ply != thought.game.ply or live.game.to_move is not color:
            return Reply("error-hint-position-changed", {"game": tag})
        after = update(live, self.now(), draw_offer=row.draw_offer, hints=row.hints + 1)
        return Change(after, (hint_reply(tag, color, thought.decision),))

    async def picture(
        self, row: GameRow, thought: Thought, actor: Actor, chat: ChatRef, lang: str
    ) -> Attachment | None:
        """The position with the suggested point ringed, in the asker's style and words
        (none when the engine suggests no point)."""
        point = thought.decision.point
        if point is None:
            return None
        theme, colorblind = theme_of(await self.styles.style(actor, chat))
        render = partial(
            renderers.render_png, thought.game, names=(row.blue.name, row.red.name),
            labels=self.words.labels(lang), theme=theme, colorblind=colorblind, highlight=point,
        )
        png = await asyncio.to_thread(render) if self.render_in_thread else render()
        return Attachment(f"hint-{row.id}-{thought.game.ply}.png", png, "image/png")


def hint_reply(tag: str, color: Color, decision: Decision) -> Reply:
    """What the hint says: the point and, when the engine estimated it, the asker's
    chances; or, with no point to suggest, that grounding wins or the game is lost."""
    point = decision.point
    if point is None:
        key = "hint-ground" if decision.intent is Intent.GROUND else "hint-lost"
        return Reply(key, {"game": tag})
    words: dict[str, str | int] = {"game": tag, "point": format_point(point)}
    if decision.value is None:
        return Reply("hint-point", words)
    chances = round(100 * min(1.0, max(0.0, decision.value)))
    return Reply("hint-chances", {**words, "color": str(color), "chances": chances})
