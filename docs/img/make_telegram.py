"""Writes the README's pictures of a Telegram game card and move picker into this folder.

    python docs/img/make_telegram.py

A short game is played through the game service (on a temporary SQLite file); the card's
and the picker's pictures are the service's own (the real renderer), their captions come
from the catalog and their buttons from the Telegram adapter's keyboards, drawn below the
picture roughly as a Telegram client shows them.
"""

from __future__ import annotations

import asyncio
import io
import sys
from pathlib import Path

from bot.service.commands import Accept, Challenge, Move, OpenPicker, ShowBoard

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent))

from aiogram.types import InlineKeyboardMarkup
from PIL import Image, ImageDraw, ImageFont

from bench.scratch import scratch_service
from bot.i18n import Translator
from bot.identity import Actor, ChatRef
from bot.output.items import Card, Picker
from bot.output.pictures import Pictures
from bot.output.plan import plan
from bot.output.present import Presenter
from bot.service import GameOptions, Opponent, ServiceConfig
from bot.telegram.keyboards import card_keyboard, picker_keyboard
from core import Start

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_examples import greedy_game

HERE = Path(__file__).resolve().parent
FONTS = HERE.parent.parent / "renderers" / "fonts"
CHAT = ChatRef("telegram", "-100")
ALICE = Actor("telegram", "1", "Алиса", "alice")
BOB = Actor("telegram", "2", "Bob", "bob")
WIDTH = 720
PAPER, BUBBLE, BUTTON, INK = "#dfe7ef", "#ffffff", "#5b8bb5", "#ffffff"


def font(size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(FONTS / "DejaVuSans.ttf"), size)


def message(png: bytes, caption: str, markup: InlineKeyboardMarkup | None) -> bytes:
    """The picture, its caption and its inline keyboard, as a client lays them out."""
    picture = Image.open(io.BytesIO(png)).convert("RGB")
    picture = picture.resize((WIDTH, round(picture.height * WIDTH / picture.width)))
    text_font, key_font = font(17), font(16)
    lines = caption.split("\n")
    caption_height = 16 + 24 * len(lines)
    rows = markup.inline_keyboard if markup is not None else []
    key_height = 40
    height = picture.height + caption_height + len(rows) * (key_height + 4) + 8
    canvas = Image.new("RGB", (WIDTH + 16, height + 16), PAPER)
    draw = ImageDraw.Draw(canvas)
    draw.rounded_rectangle((8, 8, WIDTH + 8, 8 + picture.height + caption_height), 12, BUBBLE)
    canvas.paste(picture, (8, 8))
    for n, line in enumerate(lines):
        draw.text((20, 16 + picture.height + 24 * n), line, fill="#000000", font=text_font)
    top = 8 + picture.height + caption_height + 4
    for row in rows:
        cell = WIDTH / len(row)
        for n, button in enumerate(row):
            box = (8 + n * cell + 2, top, 8 + (n + 1) * cell - 2, top + key_height)
            fill = {"primary": "#3b6fd8", "danger": "#d84b3b"}.get(button.style or "", BUTTON)
            draw.rounded_rectangle(box, 8, fill)
            middle = ((box[0] + box[2]) / 2, top + key_height / 2)
            if button.text in ("🔵", "🔴"):  # a dot: drawn, as the fonts here have none
                x, y = middle
                draw.ellipse((x - 8, y - 8, x + 8, y + 8), fill=INK)
            else:
                draw.text(middle, button.text, fill=INK, font=key_font, anchor="mm")
        top += key_height + 4
    out = io.BytesIO()
    canvas.save(out, "PNG", optimize=True)
    return out.getvalue()


async def main() -> None:
    config = ServiceConfig(button_secret=b"pictures-of-the-readme-0123456789")
    async with scratch_service(config) as service:
        presenter = Presenter(Translator())
        service.use_labels(presenter.labels)
        options = GameOptions(width=15, height=15, start=Start.EMPTY, rated=False)
        made = await service.challenges.challenge(
            "e1", CHAT, ALICE, Challenge(Opponent.user("bob"), options)
        )
        assert made.challenge is not None
        await service.challenges.accept("e2", CHAT, BOB, Accept(made.challenge.id))
        moves = greedy_game(15, 15, 30, seed=3).moves
        for n, move in enumerate(moves):
            x, y = move.point
            await service.play.move(f"m{n}", CHAT, (ALICE, BOB)[n % 2], Move(f"{x}-{y}"))
        shown = await service.cards.board(CHAT, ALICE, ShowBoard())
        (card,) = [item for item in plan(shown, presenter) if isinstance(item, Card)]
        png = await Pictures(presenter).card(card.game, "en")
        (HERE / "telegram-card.png").write_bytes(
            message(png, card.caption, card_keyboard(card))
        )
        assert card.game.to_move is not None
        player = (ALICE, BOB)[int(card.game.to_move) - 1]
        picked = await service.picker.open_picker(
            CHAT, player, OpenPicker(card.game.id, card.game.ply, 0)
        )
        (picker,) = [item for item in plan(picked, presenter) if isinstance(item, Picker)]
        framed = await Pictures(presenter).card(picker.picker, "en")
        (HERE / "telegram-picker.png").write_bytes(  # as a private chat shows it
            message(framed, picker.text, picker_keyboard(presenter, picker))
        )


if __name__ == "__main__":
    asyncio.run(main())
