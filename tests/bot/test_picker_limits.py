"""Every field size from 3×3 to 64×64: the sector layout covers the field evenly and the
pickers' keyboards and button data stay within Telegram's and Discord's limits."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.service import GameService
from bot.service.answers.buttons import Action, ButtonCodec
from bot.service.answers.game_views import GameView, PickerView
from bot.service.commands import ShowBoard
from bot.service.play.picker_views import build_picker
from bot.service.play.sectors import (
    PART_SIDE,
    Rect,
    legal_count,
    legal_points,
    sector_layout,
    spans,
    split,
)
from core import Board
from tests.support.random_games import random_game

from .conftest import ALICE, CHAT, start_game

TELEGRAM_DATA_BYTES = 64
TELEGRAM_ROW = 8
TELEGRAM_BUTTONS = 100
DISCORD_CUSTOM_ID = 100
DISCORD_ROWS = 5
DISCORD_ROW = 5
DISCORD_OPTIONS = 25
DISCORD_OPTION_LABEL = 100

BIGGEST_GAME = 2**53
SIZES = [(w, h) for w in range(3, 65) for h in range(3, 65)]


def test_spans_are_as_even_as_possible() -> None:
    assert spans(1, 39, 8) == [(1, 8), (9, 16), (17, 24), (25, 32), (33, 39)]
    assert spans(1, 32, 8) == [(1, 8), (9, 16), (17, 24), (25, 32)]
    assert spans(1, 9, 8) == [(1, 5), (6, 9)]
    assert spans(1, 3, 8) == [(1, 3)]
    layout = sector_layout(39, 32)
    assert (layout.columns, layout.rows) == (5, 4)
    assert layout.sectors[0] == Rect(1, 25, 8, 32) and layout.sectors[-1] == Rect(33, 1, 39, 8)


@settings(max_examples=60, deadline=None)
@given(st.integers(3, 20), st.integers(3, 20), st.integers(0, 10**6), st.data())
def test_a_sectors_count_of_legal_moves_is_its_legal_points(
    width: int, height: int, seed: int, data: st.DataObject
) -> None:
    board = random_game(width, height, width * height // 2, seed).board
    left = data.draw(st.integers(1, width))
    bottom = data.draw(st.integers(1, height))
    rect = Rect(left, bottom, data.draw(st.integers(left, width)),
                data.draw(st.integers(bottom, height)))
    assert legal_count(board, rect) == len(legal_points(board, rect))


def test_every_field_size_is_cut_into_even_sectors_of_at_most_8x8() -> None:
    for width, height in SIZES:
        layout = sector_layout(width, height)
        assert layout.columns == -(-width // 8) and layout.rows == -(-height // 8)
        assert len(layout.sectors) == layout.columns * layout.rows
        covered = [(x, y) for r in layout.sectors for row in r.rows() for x, y in row]
        assert len(covered) == len(set(covered)) == width * height, (width, height)
        widths = {r.width for r in layout.sectors}
        heights = {r.height for r in layout.sectors}
        assert max(widths) <= 8 and max(heights) <= 8
        assert max(widths) - min(widths) <= 1 and max(heights) - min(heights) <= 1


def data_of(picker: PickerView) -> list[str]:
    buttons = [picker.back, *(s.button for s in picker.sectors), *(s.button for s in picker.parts)]
    buttons += [p.button for row in picker.rows for p in row if p.button is not None]
    return [b.data for b in buttons]


def check_telegram(overview: PickerView, sector: PickerView) -> None:
    assert overview.columns <= TELEGRAM_ROW
    assert len(overview.sectors) + 1 <= TELEGRAM_BUTTONS  # and a row to go back
    assert all(len(row) <= TELEGRAM_ROW for row in sector.rows)
    assert sum(len(row) for row in sector.rows) + 1 <= TELEGRAM_BUTTONS


def check_discord(overview: PickerView, sector: PickerView, part: PickerView) -> None:
    selects = -(-len(overview.sectors) // DISCORD_OPTIONS)
    assert selects + 1 <= DISCORD_ROWS  # select menus of sectors, and a row of buttons
    assert all(len(s.label) <= DISCORD_OPTION_LABEL for s in overview.sectors)
    assert 1 <= len(sector.parts) <= DISCORD_ROW - 1  # the parts and "back" in one row
    assert len(part.rows) <= DISCORD_ROWS - 1
    assert all(len(row) <= DISCORD_ROW for row in part.rows)


def test_every_field_size_has_buttons_within_both_platforms_limits() -> None:
    """The longest data of each kind, at every size: the largest game id, a ply past any
    real game's, the last sector and its last part, the far corner of the field."""
    codec = ButtonCodec(b"a secret of twenty bytes")
    for width, height in SIZES:
        layout = sector_layout(width, height)
        last = len(layout.sectors) - 1
        parts = split(layout.sectors[last], PART_SIDE).sectors
        ply = width * height
        longest = [
            codec.make(Action.MOVE, BIGGEST_GAME, ply, width, height),
            codec.make(Action.SECTOR, BIGGEST_GAME, ply, last, len(parts) - 1),
            codec.make(Action.RESIGN_CONFIRM, BIGGEST_GAME, 2),
            codec.make(Action.PICK, BIGGEST_GAME),
        ]
        for button in longest:
            assert len(button.data.encode()) <= TELEGRAM_DATA_BYTES, button
            assert len(button.data) <= DISCORD_CUSTOM_ID
            assert codec.read(button.data) == button
        assert len(layout.sectors) + 1 <= TELEGRAM_BUTTONS and layout.columns <= TELEGRAM_ROW
        assert -(-len(layout.sectors) // DISCORD_OPTIONS) + 1 <= DISCORD_ROWS
        assert 1 <= len(parts) <= DISCORD_ROW - 1
        assert all(p.width <= DISCORD_ROW and p.height <= DISCORD_ROWS - 1 for p in parts)
        assert all(len(r.label) <= DISCORD_OPTION_LABEL for r in layout.sectors)


EDGES = (3, 4, 8, 9, 16, 17, 32, 39, 40, 41, 63, 64)
"""Sizes around the sector boundaries, where whole pickers are built and measured."""


async def test_whole_pickers_fit_both_platforms(service: GameService) -> None:
    await start_game(service)
    real = (await service.cards.board(CHAT, ALICE, ShowBoard())).game
    assert real is not None
    codec = service.parts.views.codec
    for width, height in [(w, h) for w in EDGES for h in EDGES]:
        board = Board(width, height)
        view: GameView = replace(real, id=BIGGEST_GAME, ply=width * height, last_move=None)
        overview = build_picker(codec, view, board, None, None)
        assert overview is not None
        assert [s.rect for s in overview.sectors] == list(sector_layout(width, height).sectors)
        last = len(overview.sectors) - 1
        sector = build_picker(codec, view, board, last, None)
        assert sector is not None
        part = build_picker(codec, view, board, last, len(sector.parts) - 1)
        assert part is not None
        check_telegram(overview, sector)
        check_discord(overview, sector, part)
        for data in data_of(overview) + data_of(sector) + data_of(part):
            assert len(data.encode()) <= TELEGRAM_DATA_BYTES and len(data) <= DISCORD_CUSTOM_ID
            assert codec.read(data) is not None
