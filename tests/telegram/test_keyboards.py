"""The Telegram keyboards of the move picker at every field size from 3×3 to 64×64: at most
8 buttons a row, 100 in all, 64 bytes of data each, the sectors laid out like the field and
the points like the board."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from aiogram.types import InlineKeyboardMarkup

from bot.i18n import Translator
from bot.output.items import Picker
from bot.output.present import Presenter
from bot.service import GameService
from bot.service.answers.game_views import GameView
from bot.service.commands import ShowBoard
from bot.service.play.picker_views import build_picker
from bot.telegram.keyboards import picker_keyboard
from core import Board, Color
from tests.bot.conftest import ALICE, CHAT, Clock, make_service, opened, start_game

EDGES = tuple(range(3, 65))
BIGGEST_GAME = 2**53


def check(markup: InlineKeyboardMarkup) -> None:
    rows = markup.inline_keyboard
    assert all(1 <= len(row) <= 8 for row in rows)
    assert sum(len(row) for row in rows) <= 100
    for row in rows:
        for button in row:
            assert button.text and button.callback_data is not None
            assert 1 <= len(button.callback_data.encode()) <= 64


async def test_picker_keyboards_fit_telegram_at_every_size(tmp_path: Path) -> None:
    async with opened(tmp_path / "dots.db") as storage:
        await check_edges(await make_service(storage, Clock()))


async def check_edges(service: GameService) -> None:
    await start_game(service)
    real = (await service.cards.board(CHAT, ALICE, ShowBoard())).game
    assert real is not None
    presenter = Presenter(Translator())
    for width, height in [(w, h) for w in EDGES for h in EDGES]:
        board = Board(width, height)
        board.place(1, height, Color.BLUE)
        view: GameView = replace(real, id=BIGGEST_GAME, ply=width * height, last_move=None)
        overview = build_picker(service.parts.views.codec, view, board, None, None)
        assert overview is not None
        sectors = picker_keyboard(presenter, Picker(overview, "", "en"))
        check(sectors)
        assert [len(row) for row in sectors.inline_keyboard] == [overview.columns] * (
            len(overview.sectors) // overview.columns
        )
        first = build_picker(service.parts.views.codec, view, board, 0, None)
        assert first is not None
        points = picker_keyboard(presenter, Picker(first, "", "en"))
        check(points)
        *grid, back = points.inline_keyboard
        assert first.sector is not None
        assert grid[0][0].text == "🔵"  # the dot at the top left, the top row first
        assert len(grid) == first.sector.rect.height
        assert grid[-1][0].text == f"1-{first.sector.rect.bottom}"
        assert back[0].callback_data == overview.back.data
