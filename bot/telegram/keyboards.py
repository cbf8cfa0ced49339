"""Inline keyboards from the plan's choices and pickers, within Telegram's limits (8
buttons a row, 100 in all, 64 bytes of callback data: every sector of the service is at
most 8×8 points, and every button's data at most 37 bytes)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from bot.output.items import Card, Choice, Link, Picker
from bot.output.wording import Wording
from bot.service import Action, GameView, PickerPoint, PickerView, PointState
from bot.telegram.platform import LIMITS
from core import Color

WebButton = Callable[[str, GameView], InlineKeyboardButton | None]
"""The live board's button of a game's card, labelled, where the chat can have one."""
ROW = LIMITS.buttons_per_row
CARD_ROW = 3
"""A card's own buttons a row: their labels are words."""
_STYLE = {Color.BLUE: "primary", Color.RED: "danger"}
"""Bot API 9.4 button styles for the two sides."""
_SHOWN = {PointState.BLUE: "🔵", PointState.RED: "🔴", PointState.OUT: "·"}
LAST_MARK = "◉ "


def _button(label: str, data: str, color: Color | None = None) -> InlineKeyboardButton:
    style = _STYLE.get(color) if color is not None else None
    return InlineKeyboardButton(text=label, callback_data=data, style=style)


def keyboard(choices: Sequence[Choice], per_row: int = CARD_ROW,
             links: Sequence[Link] = ()) -> InlineKeyboardMarkup | None:
    """The choices as rows of ``per_row`` buttons, then the links a row each, or no
    keyboard at all."""
    if not choices and not links:
        return None
    buttons = [_button(choice.label, choice.data, choice.color) for choice in choices]
    rows = [buttons[n : n + per_row] for n in range(0, len(buttons), per_row)]
    rows += [[InlineKeyboardButton(text=link.label, url=link.url)] for link in links]
    return InlineKeyboardMarkup(inline_keyboard=rows)


def card_keyboard(card: Card, web: WebButton | None = None) -> InlineKeyboardMarkup | None:
    """A game's card is its own move picker: the field's sectors laid out like the field
    (the last move's sector marked; the first tap opens a sector's points), then the live
    board's button where ``web`` makes one, then the card's buttons ("Move" is the sectors
    themselves)."""
    game = card.game
    sectors = [
        _button((LAST_MARK if sector.last else "") + sector.label, sector.button.data)
        for sector in game.sectors
    ]
    columns = max(1, min(game.sector_columns, ROW))
    rows = [sectors[n : n + columns] for n in range(0, len(sectors), columns)]
    own = [
        choice
        for choice in card.choices
        if not (sectors and choice.action is Action.PICK) and choice.action is not Action.WEB_BOARD
    ]
    board = next((c for c in card.choices if c.action is Action.WEB_BOARD), None)
    opened = web(board.label, game) if web is not None and board is not None else None
    rows += [[opened]] if opened is not None else []
    below = keyboard(own)
    rows += below.inline_keyboard if below is not None else []
    return InlineKeyboardMarkup(inline_keyboard=rows) if rows else None


def _point(view: PickerView, point: PickerPoint) -> InlineKeyboardButton:
    """An empty point plays; an occupied one shows its colour and only shows the same
    sector again (nothing changes)."""
    label = f"{point.x}-{point.y}"
    if point.button is not None:
        return _button(LAST_MARK + label if point.last else label, point.button.data)
    assert view.sector is not None
    shown = _SHOWN.get(point.state, "·")
    color = {PointState.BLUE: Color.BLUE, PointState.RED: Color.RED}.get(point.state)
    return _button(shown, view.sector.button.data, color)


def picker_keyboard(wording: Wording, picker: Picker) -> InlineKeyboardMarkup:
    """Sectors laid out like the field (the last move's sector marked), or the points of
    one sector laid out like the board, the top row first, then "back"."""
    view = picker.picker
    if view.sector is None:
        buttons = [
            _button(
                (LAST_MARK if sector.last else "") + sector.label,
                sector.button.data,
            )
            for sector in view.sectors
        ]
        columns = min(view.columns, ROW)
        rows = [buttons[n : n + columns] for n in range(0, len(buttons), columns)]
        return InlineKeyboardMarkup(inline_keyboard=rows)
    rows = [[_point(view, point) for point in line] for line in view.rows]
    back = view.back
    rows.append([_button(wording.t(picker.lang, "picker-back"), back.data)])
    return InlineKeyboardMarkup(inline_keyboard=rows)
