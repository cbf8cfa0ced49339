"""Territory by taps through the real aiogram client in a group (docs/rules.md §8.1.2): two
taps still make a move, and a tap on a point whose dot would complete a realm asks the
player alone "Place" or "Place and enclose" (a third tap); "Place and enclose" draws the
realm and the card shows the capture; "Place" leaves a pool, outlined dashed in the card's
picture."""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from PIL import Image

from renderers import LIGHT
from renderers.layout import auto_cell, layout
from tests.support.fakes.telegram_api import TelegramFake
from tests.support.fakes.telegram_world import Chat, StoredMessage, User
from tests.support.telegram_table import (
    Cast,
    Table,
    buttons,
    group_game,
    moves_in_turn,
)

GROUP = -480


def shown_to(t: Table, chat: Chat, user: User) -> StoredMessage:
    """The one ephemeral message ``user`` sees in ``chat``."""
    shown = [m for m in t.fake.visible(chat, to=user) if m.receiver is not None
             and not m.deleted]
    assert len(shown) == 1, shown
    return shown[0]


@asynccontextmanager
async def ring_closing_asked(
    fake: TelegramFake, tmp_path: Path
) -> AsyncIterator[tuple[Table, Cast, StoredMessage]]:
    """A 3×3 territory game in a group: six moves, then Alice taps 2-1, which closes a ring
    round Red's 2-2: the table, its cast and the question."""
    async with group_game(fake, tmp_path, GROUP, "3x3 empty territory") as (t, c):
        await moves_in_turn(t, c, [(c.alice, "2-3"), (c.bob, "2-2"), (c.alice, "1-2"),
                                   (c.bob, "1-1"), (c.alice, "3-2"), (c.bob, "3-3")])
        card = t.card(GROUP)
        (sector,) = [label for label in buttons(card) if label.endswith("1-1…3-3")]
        await t.tap(c.alice, card, sector)  # tap 1: the sector
        points = shown_to(t, c.group, c.alice)
        await t.tap(c.alice, points, "2-1")  # tap 2: the point closes the ring round 2-2
        asked = [m for m in t.fake.visible(c.group, to=c.alice)
                 if m.receiver is not None and "closes a ring" in (m.text or "")]
        assert len(asked) == 1, t.fake.visible(c.group, to=c.alice)
        assert set(buttons(asked[0])) == {"Place", "Place and enclose"}
        assert "Move 7" not in (t.card(GROUP).caption or "")  # nothing played yet
        yield t, c, asked[0]


async def test_a_territory_game_by_taps_place_and_enclose(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with ring_closing_asked(fake, tmp_path) as (t, c, asked):
        await t.tap(c.alice, asked, "Place and enclose")  # tap 3
        caption = t.card(GROUP).caption or ""
        assert "Move 7: Blue 2-1" in caption and "Blue 1, Red 0" in caption, caption


async def test_a_dot_placed_without_enclosing_leaves_a_pool_drawn_dashed_on_the_card(
    fake: TelegramFake, tmp_path: Path
) -> None:
    async with ring_closing_asked(fake, tmp_path) as (t, c, asked):
        await t.tap(c.alice, asked, "Place")
        card = t.card(GROUP)
        assert "Move 7: Blue 2-1" in (card.caption or "")
        assert card.media is not None
        image = Image.open(io.BytesIO(card.media.data)).convert("RGB")
        lay = layout(3, 3, auto_cell(3, 3))
        (x0, y0), (x1, y1) = lay.xy(1, 2), lay.xy(2, 3)  # a link of the ring round 2-2

        def along(t: float) -> object:
            return image.getpixel((round(x0 + (x1 - x0) * t), round(y0 + (y1 - y0) * t)))

        assert along(0.5) == LIGHT.blue  # a dash between the dots
        assert along(0.3) == along(0.7) == LIGHT.background  # not a solid chain
