"""``/analysis``: the computer's review of a finished game (or the card's Analysis button).

Asking starts the review in the background (:mod:`bot.service.coach.analysis_runs`) and posts a
progress message that is edited as it goes ("Analysing #12… 40%"); when it is done, the
chat where it was asked gets the picture (Blue's chances along the game above the board at
the biggest swing) and a few lines: where the game turned, and each side's biggest
mistakes with the engine's better point (:mod:`bot.service.coach.analysis_words`). The result is
stored: asking again shows it at once, anywhere the game may be looked at. Analyses are
taken up in turns between the people who asked, and a person may have only a few waiting.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import InitVar, dataclass
from datetime import datetime
from functools import partial

from bot.domain import GameStatus
from bot.identity import Actor, ChatRef
from bot.service.answers.answer import Attachment, ProgressView, Result, refusal
from bot.service.answers.replies import Audience, Reply, Status, game_tag
from bot.service.chats.chat_settings import PictureStyle
from bot.service.chats.languages import Languages
from bot.service.chats.styles import PictureWords, Styles, theme_of
from bot.service.coach.analysis_runs import AnalysisRuns, decode, percent
from bot.service.coach.analysis_words import outcome_of, shown, summary
from bot.service.coach.commands import Analyse
from bot.service.computer.engine import Engine
from bot.service.delivery.outbox import Delivery
from bot.service.games.finder import GameFinder, Wanted
from bot.service.games.live_games import LiveGames
from bot.service.places.inline_games import inline_message
from bot.service.service_config import AnalysisSettings
from bot.storage.protocol import Storage
from bot.storage.queries.analyses import DONE, FAILED
from bot.storage.records import AnalysisRow, GameRow, NewAnalysis
from core import Game
from core.ai.review import Review, assemble_review, default_playouts
from renderers.analysis import ChartLabels, analysis_picture

SEED = 1
"""Every analysis uses the same seed: a game's review is the same wherever it is made."""
ANALYSES_WAITING = 3
"""Analyses a person may have waiting (or under way) at once; one more is refused with when
to ask again. With the serving order (each person's first before anyone's second) one
person's many do not hold back another's one."""


@dataclass(eq=False, repr=False, kw_only=True)
class AnalysisUseCases:
    delivery: Delivery
    engine: Engine | None
    finder: GameFinder
    games: LiveGames
    langs: Languages
    now: Callable[[], datetime]
    owner: str
    render_in_thread: bool
    storage: Storage
    styles: Styles
    words: PictureWords
    settings: InitVar[AnalysisSettings]

    def __post_init__(self, settings: AnalysisSettings) -> None:
        self.playouts = settings.playouts
        self._asking = asyncio.Lock()
        self.runs: AnalysisRuns | None = None
        if self.engine is not None:
            self.runs = AnalysisRuns(
                self.storage, self.engine, self._game, self.owner, self.now, self.delivery.wake,
                at_once=settings.at_once, progress_every=settings.progress_every,
                part_playouts=settings.part_playouts,
            )
        self.delivery.analyses = self.announced

    async def analyse(self, chat: ChatRef, actor: Actor, command: Analyse) -> Result:
        """Show the game's analysis, or start it (a progress message) if there is none."""
        lang = await self.langs.language(actor, chat)
        if self.runs is None:
            return refusal(lang, "error-analysis-no-engine")
        if inline_message(chat) is not None:
            return refusal(lang, "error-analysis-where")
        wanted = Wanted("analysis", past=True)
        row = await self.finder.find_for(lang, chat, actor, command.game, wanted)
        if isinstance(row, Result):
            return row
        tag = game_tag(row.id)
        if row.status is GameStatus.ACTIVE:
            return refusal(lang, "error-analysis-playing", game=tag)
        if row.status is GameStatus.ABORTED or row.ply == 0:
            return refusal(lang, "error-analysis-empty", game=tag)
        found = await self.storage.analysis(row.id)
        if found is not None and found.status == DONE:
            theme = await self.styles.style(actor, chat)
            return await self.result(found, row, lang, theme)
        if found is not None and found.status != FAILED:
            reply = Reply("analysis-busy", {"game": tag, "percent": percent(found)})
            return Result(Status.OK, lang, (reply,), audience=Audience.SENDER)
        return await self.start(row, chat, actor, lang)

    async def start(self, row: GameRow, chat: ChatRef, actor: Actor, lang: str) -> Result:
        """Ask for the review (again, after a failure) and post its progress message; or
        refuse, saying when to ask again, while the asker has ``ANALYSES_WAITING``."""
        runs = self.runs
        assert runs is not None
        game = await self._game(row.id)
        assert game is not None
        rules = game.rules
        playouts = self.playouts or default_playouts(rules.width, rules.height)
        new = NewAnalysis(row.id, chat, playouts, SEED, len(game.moves), self.now(),
                          actor.ref)
        async with self._asking:  # one at a time here; the statement itself, elsewhere
            found = await self.storage.request_analysis(new, ANALYSES_WAITING)
        if found is None:
            waiting = await self.storage.waiting_analyses()
            minutes = runs.minutes_to_first(waiting, actor.ref, self.now())
            reply = Reply("error-analysis-waiting", {"count": ANALYSES_WAITING,
                                                     "minutes": minutes})
            return Result(Status.ERROR, lang, (reply,), audience=Audience.SENDER)
        runs.wake()
        return Result(Status.OK, lang, progress=ProgressView(row.id, progress(found), None))

    async def shown_at(self, game_id: int, message_id: str | None) -> None:
        """The adapter posted the progress message: it is edited from now on."""
        await self.storage.analysis_shown(game_id, message_id)

    async def announced(
        self, game_id: int, result_too: bool, lang: str, chat: ChatRef
    ) -> Result | None:
        """An analysis's announcement as it stands when delivered: its progress message,
        and (``result_too``, the announcement of its end) its result."""
        found = await self.storage.analysis(game_id)
        row = await self.storage.game(game_id)
        if found is None or row is None:
            return None
        message = ProgressView(game_id, progress(found), found.message_id)
        if found.status != DONE or not result_too:
            return Result(Status.OK, lang, progress=message)
        theme = await self.styles.chat_style(chat)
        shown_result = await self.result(found, row, lang, theme)
        return Result(Status.OK, lang, shown_result.replies,
                      attachment=shown_result.attachment, progress=message)

    async def result(
        self, found: AnalysisRow, row: GameRow, lang: str, style: PictureStyle
    ) -> Result:
        """The analysis's lines and picture, in ``lang`` and picture ``style``."""
        game = await self._game(row.id)
        assert game is not None
        estimates = [decode(item) for item in found.estimates]
        review = assemble_review(game, estimates, playouts=found.playouts, seed=found.seed,
                                 result=outcome_of(row))
        picture = await self.picture(review, game, row, lang, style)
        return Result(Status.OK, lang, summary(review, row), attachment=picture)

    async def picture(
        self, review: Review, game: Game, row: GameRow, lang: str, style: PictureStyle
    ) -> Attachment:
        labels = self.words.labels(lang)
        chart = ChartLabels(f"{labels.chances} · {game_tag(row.id)}", labels.chance,
                            labels.score, labels.chart_move)
        what = shown(review, game)
        theme, colorblind = theme_of(style)
        draw = partial(
            analysis_picture, review.points(), what.marked, what.board, what.best, chart,
            theme, colorblind=colorblind, names=(row.blue.name, row.red.name),
            board_labels=labels,
        )
        png = await asyncio.to_thread(draw) if self.render_in_thread else draw()
        return Attachment(f"analysis-{row.id}.png", png, "image/png")

    async def _game(self, game_id: int) -> Game | None:
        """A copy of the stored game, every move played."""
        async with self.games.lock(game_id):
            row = await self.storage.game(game_id)
            if row is None:
                return None
            return (await self.games.live(row)).game.copy()


def progress(found: AnalysisRow) -> Reply:
    """What the progress message says now."""
    tag = game_tag(found.game_id)
    if found.status == DONE:
        return Reply("analysis-finished", {"game": tag})
    if found.status == FAILED:
        return Reply("analysis-failed", {"game": tag})
    return Reply("analysis-progress", {"game": tag, "moves": found.positions,
                                       "percent": percent(found)})

