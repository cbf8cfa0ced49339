"""Small things the Telegram tests share: pictures and keyboards."""

from __future__ import annotations

import io

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup
from PIL import Image


def picture(size: tuple[int, int], kind: str = "PNG") -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, "white").save(out, kind)
    return out.getvalue()


def keyboard(*data: str) -> InlineKeyboardMarkup:
    return InlineKeyboardMarkup(
        inline_keyboard=[[InlineKeyboardButton(text=d, callback_data=d) for d in data]]
    )
