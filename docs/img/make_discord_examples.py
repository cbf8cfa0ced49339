"""Draws how the Discord adapter's game card and move picker look in a channel.

    python docs/img/make_discord_examples.py

A short game is played through the game service; the card and the picker are laid out by
the adapter's own code (the embed's text, the picture it attaches, the buttons and their
rows) and drawn here in Discord's dark theme: a sketch of the message, not a screenshot.
"""

from __future__ import annotations

import asyncio
import io
import sys
from pathlib import Path

from bot.service.commands import Accept, Challenge, Move, OpenPicker

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent))

import discord
from PIL import Image, ImageDraw, ImageFont

from bench.scratch import scratch_service
from bot.discord.components import POINT_MARKS, card_view, picker_view
from bot.i18n import Translator
from bot.identity import Actor, ChatRef
from bot.output.items import Card, Picker
from bot.output.pictures import Pictures
from bot.output.plan import plan
from bot.output.present import Presenter
from bot.service import GameOptions, Opponent, ServiceConfig
from bot.service.play.sectors import PointState
from core import Start

HERE = Path(__file__).resolve().parent
FONTS = HERE.parent.parent / "renderers" / "fonts"
WIDTH = 560
BACKGROUND, EMBED, TEXT = (49, 51, 56), (43, 45, 49), (219, 222, 225)
STYLES = {
    discord.ButtonStyle.primary: (88, 101, 242),
    discord.ButtonStyle.secondary: (78, 80, 88),
    discord.ButtonStyle.success: (36, 128, 70),
    discord.ButtonStyle.danger: (218, 55, 60),
}
MARKS = {mark: state for state, mark in POINT_MARKS.items()}
MARK_COLOURS = {PointState.BLUE: (60, 110, 230), PointState.RED: (220, 60, 60)}
CHAT = ChatRef("discord", "1", "2")
ALICE = Actor("discord", "10", "Alice", "alice")
BOB = Actor("discord", "11", "Bob", "bob")
MOVES = ["10-10", "11-10", "10-11", "11-11", "12-11", "10-12", "11-12", "12-10", "12-12",
         "9-10", "11-13", "13-11"]


def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(FONTS / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")),
                              size)


def draw_message(text: str, png: bytes, view: discord.ui.View, title: str) -> Image.Image:
    picture = Image.open(io.BytesIO(png)).convert("RGB")
    picture.thumbnail((WIDTH - 40, 460))
    lines = text.splitlines()
    rows: dict[int, list[discord.ui.Item[discord.ui.View]]] = {}
    for item in view.children:
        rows.setdefault(item._rendered_row or 0, []).append(item)
    height = 50 + 20 * len(lines) + picture.height + 30 + 44 * len(rows) + 20
    image = Image.new("RGB", (WIDTH + 20, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.text((10, 10), title, fill=(242, 243, 245), font=font(15, bold=True))
    top = 38
    draw.rectangle((10, top, WIDTH + 10, top + 24 + 20 * len(lines) + picture.height),
                   fill=EMBED)
    draw.rectangle((10, top, 14, top + 24 + 20 * len(lines) + picture.height), fill=(88, 101, 242))
    for n, line in enumerate(lines):
        draw.text((24, top + 10 + 20 * n), line, fill=TEXT, font=font(13))
    image.paste(picture, (24, top + 16 + 20 * len(lines)))
    y = top + 34 + 20 * len(lines) + picture.height
    for row in sorted(rows):
        x = 10
        for item in rows[row]:
            x = draw_item(draw, item, x, y)
        y += 44
    return image


def draw_item(draw: ImageDraw.ImageDraw, item: discord.ui.Item[discord.ui.View], x: int,
              y: int) -> int:
    inner = getattr(item, "item", item)
    if isinstance(inner, discord.ui.Select):
        label = inner.placeholder or (inner.options[0].label if inner.options else "")
        draw.rounded_rectangle((x, y, x + WIDTH - 20, y + 36), 4, fill=(30, 31, 34))
        draw.text((x + 12, y + 10), f"{label}   ▾", fill=TEXT, font=font(13))
        return x + WIDTH
    assert isinstance(inner, discord.ui.Button)
    label = inner.label or ""
    mark = MARKS.get(label)
    width = max(44, 16 + int(draw.textlength(label, font=font(13)))) if mark is None else 44
    colour = STYLES.get(inner.style, STYLES[discord.ButtonStyle.secondary])
    if inner.disabled:
        colour = tuple(c // 2 + 20 for c in colour)
    draw.rounded_rectangle((x, y, x + width, y + 34), 4, fill=colour)
    if mark is None:
        draw.text((x + 8, y + 9), label, fill=(255, 255, 255), font=font(13))
    elif mark in MARK_COLOURS:
        draw.ellipse((x + 15, y + 10, x + 29, y + 24), fill=MARK_COLOURS[mark])
    else:
        draw.text((x + 19, y + 8), "·", fill=(200, 200, 200), font=font(14))
    return x + width + 8


async def main() -> None:
    translator = Translator()
    presenter = Presenter(translator)
    config = ServiceConfig(button_secret=b"example pictures only, not a secret")
    async with scratch_service(config) as service:
        service.use_labels(presenter.labels)
        options = GameOptions(width=20, height=20, start=Start.EMPTY)
        offered = await service.challenges.challenge(
            "e0", CHAT, ALICE, Challenge(Opponent.user(ref=BOB.ref, name="Bob"), options)
        )
        assert offered.challenge is not None
        result = await service.challenges.accept("e1", CHAT, BOB, Accept(offered.challenge.id))
        for n, point in enumerate(MOVES):
            result = await service.play.move(f"m{n}", CHAT, (ALICE, BOB)[n % 2], Move(point))
        card = next(item for item in plan(result, presenter) if isinstance(item, Card))
        png = await Pictures(presenter).card(card.game, "en")
        view = card_view(presenter, card)
        assert view is not None
        draw_message(card.caption, png, view, "Dots  BOT").save(HERE / "discord-card.png")

        picked = await service.picker.open_picker(
            CHAT, ALICE, OpenPicker(card.game.id, card.game.ply, 5, 0)
        )
        picker = next(item for item in plan(picked, presenter) if isinstance(item, Picker))
        png = await Pictures(presenter).card(picker.picker, "en")
        title = "Dots  BOT · only you can see this"
        draw_message(picker.text, png, picker_view(presenter, picker), title).save(
            HERE / "discord-picker.png"
        )


if __name__ == "__main__":
    asyncio.run(main())
