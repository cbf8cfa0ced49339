"""Grounding on the fake Discord through the real client: the card's Ground button asks
first, ephemerally, with the end it would bring; "Yes, ground" is the asker's alone and
ends the game; the ``confirm`` option of ``/dots ground`` grounds at once."""

from __future__ import annotations

from pathlib import Path

from bot.domain import GameStatus
from tests.discord.conftest import World
from tests.support.discord_table import button, table

EPHEMERAL = 64


async def test_the_ground_button_asks_first_and_only_the_asker_confirms(
    world: World, tmp_path: Path
) -> None:
    fake, alice, bob, channel = world.fake, world.alice, world.bob, world.channel
    async with table(fake, tmp_path / "dots.db") as t:
        await t.start_game(alice, bob, channel, size="5x5")
        for who, point in ((alice, "1-1"), (bob, "3-3"), (alice, "5-5")):
            await t.slash("move", who, channel, {"point": point})
        card = t.card(channel)
        _, asked = await t.press(card, button(card, "g"), bob)  # Red's 3-3 stands in the open
        data = asked.json["data"]
        assert data["flags"] & EPHEMERAL  # the question is Bob's alone
        assert "You would lose 0:1; 1 of your dots would go to Blue." in str(data), data
        assert (await t.game()).status is GameStatus.ACTIVE
        confirm = fake.messages.get(int(asked.response["resource"]["message"]["id"]))
        _, refused = await t.press(confirm, button(confirm, "G"), alice)
        assert refused.json["data"]["flags"] & EPHEMERAL  # not Alice's to press
        assert "nie jest dla ciebie" in str(refused.json), refused.json  # in her Polish
        assert (await t.game()).status is GameStatus.ACTIVE

        await t.press(confirm, button(confirm, "G"), bob)
        ended = await t.game()
        assert ended.outcome is not None and (ended.outcome.blue, ended.outcome.red) == (1, 0)


async def test_ground_confirm_grounds_at_once(world: World, tmp_path: Path) -> None:
    fake, alice, bob, channel = world.fake, world.alice, world.bob, world.channel
    async with table(fake, tmp_path / "dots.db") as t:
        await t.start_game(alice, bob, channel, size="5x5")
        await t.slash("move", alice, channel, {"point": "1-1"})
        await t.slash("ground", bob, channel, {"confirm": "confirm"})
        ended = await t.game()
        assert ended.status is GameStatus.FINISHED and ended.outcome is not None
