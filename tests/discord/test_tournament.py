"""A Swiss of five in a Discord channel through the real discord.py client: announced
with ``/dots tournament`` by a member who manages the server, joined by the button,
started, every round paired with its pictures and game cards, played to the final
standings."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.domain import GameStatus
from bot.tournament.document import Tournament
from tests.discord.conftest import World
from tests.support.discord_table import Table, button, table, with_button
from tests.support.fakes.discord_payloads import MEMBER_PERMISSIONS, FakeMember

MANAGE_GUILD = 1 << 5


async def round_games(t: Table) -> list[tuple[int, str, str]]:
    row = await t.service.parts.storage.tournament(1)
    assert row is not None and row.chat.platform == "discord"
    doc = Tournament.from_json(row.body)
    return [
        (b.game_id, doc.seat(b.blue).user_id, doc.seat(b.red).user_id)
        for b in doc.round_boards(doc.round) if b.game_id is not None
    ]


async def posted_with(t: Table, channel_id: int, words: str) -> None:
    """Wait until a message with ``words`` is in the channel (a 15 s hang guard)."""
    for _ in range(1500):
        if any(words in (m.payload.get("content") or "")
               for m in t.fake.messages.in_channel(channel_id)):
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"nothing says {words!r}")


async def test_a_swiss_of_five_in_a_channel(world: World, tmp_path: Path) -> None:
    fake, channel = world.fake, world.channel
    organizer = fake.join(world.guild, fake.add_user("olga"),
                          permissions=MEMBER_PERMISSIONS | MANAGE_GUILD)
    members = [organizer, world.alice, world.bob,
               *(fake.join(world.guild, fake.add_user(name)) for name in ("carl", "dora"))]
    by_id: dict[str, FakeMember] = {str(m.user.id): m for m in members}
    async with table(fake, tmp_path / "dots.db", delivering=True) as t:
        _, refused = await t.slash("tournament", world.bob, channel,
                                   {"action": "swiss", "size": "6x6", "time": "5+0"})
        assert "admin" in str(refused.json["data"]).lower()
        await t.slash("tournament", organizer, channel,
                      {"action": "swiss", "size": "6x6", "time": "5+0"})
        for member in members[1:]:
            announcement = with_button(fake, channel, "j")
            await t.press(announcement, button(announcement, "j"), member)
        announcement = with_button(fake, channel, "z")
        await t.press(announcement, button(announcement, "z"), organizer)
        for number in range(1, 5):
            await posted_with(t, channel.id, f"round {number} of 4: the pairings")
            games = await round_games(t)
            assert len(games) == 2
            for game_id, _blue, red in games:
                await t.slash("resign", by_id[red], channel,
                              {"game": game_id, "confirm": "confirm"})
                row = await t.service.parts.storage.game(game_id)
                assert row is not None and row.status is GameStatus.FINISHED
        await posted_with(t, channel.id, "The final standings")
        posted = fake.messages.in_channel(channel.id)
        pictures = [m for m in posted if any(
            a["filename"].startswith("tournament-") for a in m.attachments)]
        assert len(pictures) == 4 + 3 + 1, "four pairings, three standings, the final"
        final = [m for m in pictures if "final standings" in (m.payload.get("content") or "")]
        assert len(final) == 1
        content = final[0].payload["content"]
        assert "The winner: " in content or "Shared first place: " in content
