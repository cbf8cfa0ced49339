"""The pictures of what a place sees: a game card's board, a picker's framed sector, the
board in text and an empty field.

Every view the service answers with carries the position it shows
(:attr:`~bot.service.answers.game_views.GameView.position`), so a picture is drawn from the answer
itself, never from the game read again: an older card draws the position it was made for,
whatever happened since. Pictures are cached by game, version, frame, language and style.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Callable
from functools import partial

import renderers
from bot.output.wording import Wording
from bot.service.answers.game_views import GameView, PickerView
from bot.service.chats.chat_settings import PictureStyle
from bot.service.chats.styles import theme_of
from bot.service.play.picker_views import picker_frame
from core import Game, Rules

PICTURE_CACHE = 64
"""Pictures kept: a card edited again and again in a busy chat, the pickers of a turn."""


def position(view: GameView) -> Game:
    """The position ``view`` shows (a view made by hand has none to draw)."""
    if view.position is None:
        raise LookupError(f"the view of game {view.id} carries no position to draw")
    return view.position


def board_text(view: GameView) -> str:
    """The position ``view`` shows as text (the console's board, an inline message posted
    as words)."""
    game = position(view)
    last = game.last_move
    return renderers.render_text(game.board, last=last.point if last else None)


def picture_address(url: str | None, lang: str, style: PictureStyle) -> str | None:
    """A picture's address under ``PUBLIC_URL`` (a card's, an empty field's) in the
    reader's language and style; ``None`` without one."""
    return None if url is None else f"{url}?l={lang}&s={style.value}"


class Pictures:
    """Draws the pictures of answers in the reader's words (``wording``) and style;
    ``in_thread``: off the event loop (on one core the thread only adds hand-offs)."""

    def __init__(
        self, wording: Wording, *, in_thread: bool = False, kept: int = PICTURE_CACHE
    ) -> None:
        self.wording = wording
        self.in_thread = in_thread
        self.kept = kept
        self._drawn: OrderedDict[tuple[object, ...], bytes] = OrderedDict()

    async def card(
        self, view: GameView | PickerView, lang: str,
        style: PictureStyle = PictureStyle.LIGHT,
    ) -> bytes:
        """The PNG of the position ``view`` shows; a picker's frames its sector."""
        game, frame = (view.game, picker_frame(view)) if isinstance(view, PickerView) else (
            view, None
        )
        key = (game.id, game.version, frame, lang, style)
        png = self._drawn.get(key)
        if png is not None:
            self._drawn.move_to_end(key)
            return png
        theme, colorblind = theme_of(style)
        png = await self._render(partial(
            renderers.render_png, position(game), names=(game.blue.name, game.red.name),
            labels=self.wording.labels(lang), frame=frame, theme=theme, colorblind=colorblind,
        ))
        self._drawn[key] = png
        while len(self._drawn) > self.kept:
            self._drawn.popitem(last=False)
        return png

    async def field(self, rules: Rules, lang: str) -> bytes:
        """The PNG of a field before its first move (what a challenge offers)."""
        return await self._render(partial(
            renderers.render_png, Game.from_rules(rules), labels=self.wording.labels(lang)
        ))

    async def _render(self, render: Callable[[], bytes]) -> bytes:
        return await asyncio.to_thread(render) if self.in_thread else render()
