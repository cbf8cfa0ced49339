"""Whole games on the fake Discord through the real client: slash commands, buttons,
pictures, refusals."""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta
from pathlib import Path

import discord

from tests.bot.test_computer import Scripted
from tests.discord.conftest import World
from tests.discord.test_files_and_limits import assert_png
from tests.support.discord_table import button, embed_text, table, with_button

EPHEMERAL = 64
# Blue surrounds Red's dot at 5-5 on a 9x9 field (Red plays away from it meanwhile).
CAPTURE = [("5-4", "2-2"), ("4-5", "5-5"), ("6-5", "8-8"), ("5-6", None)]


async def test_a_whole_game_from_challenge_to_capture_to_resignation(
    world: World, tmp_path: Path
) -> None:
    fake, alice, bob, channel = world.fake, world.alice, world.bob, world.channel
    async with table(fake, tmp_path / "dots.db") as t:
        _, offered = await t.slash(
            "challenge", alice, channel, {"opponent": bob, "size": "9x9", "start": "empty"}
        )
        challenge = with_button(fake, channel, "a")  # the answer itself: one message
        assert challenge.id == int(offered.response["resource"]["message"]["id"])
        assert challenge.content.startswith(f"<@{bob.id}>")
        assert challenge.payload["mentions"] == [{"id": str(bob.id)}]  # Bob alone is pinged
        assert offered.json["data"]["allowed_mentions"] == {"parse": [], "users": [bob.id]}

        _, outsider = await t.accept(challenge, alice)
        assert outsider.json["data"]["flags"] & EPHEMERAL  # not Alice's to accept

        _, accepted = await t.accept(challenge, bob)
        assert accepted.json["type"] == 7  # the challenge card edited in place
        card = t.card(channel)
        assert_png(card.attachment("board.png"))
        assert str(alice.id) in card.content  # Blue (the challenger) to move: pinged

        for blue, red in CAPTURE:
            _, moved = await t.slash("move", alice, channel, {"point": blue})
            assert not moved.json["data"].get("flags", 0) & EPHEMERAL, moved.json
            if red is not None:
                x, y = red.split("-")
                await t.slash("move", bob, channel, {"x": int(x), "y": int(y)})
        card = t.card(channel)
        assert_png(card.attachment("board.png"))
        assert "1" in embed_text(card.payload) and "5-6" in embed_text(card.payload)
        old_cards = [
            m for m in fake.messages.in_channel(channel.id)
            if m.attachments and m.id != card.id
        ]
        assert old_cards and all(not m.custom_ids() for m in old_cards)  # buttons moved on

        _, asked = await t.press(card, button(card, "r"), bob)
        assert asked.json["data"]["flags"] & EPHEMERAL  # "really resign?" for Bob only
        confirm = fake.messages.get(int(asked.response["resource"]["message"]["id"]))
        _, refused = await t.press(confirm, button(confirm, "R"), world.alice)
        assert refused.json["data"]["flags"] & EPHEMERAL
        await t.press(confirm, button(confirm, "R"), bob)
        ended = await t.game()
        assert ended.outcome is not None
        assert ended.outcome.winner is not None and str(ended.outcome.winner) == "blue"
        final = t.card(channel)
        assert_png(final.attachment("board.png"))


async def test_bad_coordinates_and_a_move_out_of_turn_are_refused_privately(
    world: World, tmp_path: Path
) -> None:
    fake, alice, bob, channel = world.fake, world.alice, world.bob, world.channel
    async with table(fake, tmp_path / "dots.db") as t:
        await t.start_game(alice, bob, channel)
        _, off_board = await t.slash("move", alice, channel, {"point": "12-3"})
        assert off_board.json["data"]["flags"] & EPHEMERAL
        _, nonsense = await t.slash("move", alice, channel, {"point": "banana"})
        assert nonsense.json["data"]["flags"] & EPHEMERAL
        _, early = await t.slash("move", bob, channel, {"point": "3-3"})
        assert early.json["data"]["flags"] & EPHEMERAL
        assert (await t.game()).ply == 0


async def test_the_computer_answers_after_the_humans_move_was_answered(
    world: World, tmp_path: Path
) -> None:
    fake, alice, channel = world.fake, world.alice, world.channel
    engine = Scripted()  # plays the first free point at once: no search in the tests
    async with table(fake, tmp_path / "dots.db", engine=engine, delivering=True) as t:
        await t.slash("play", alice, channel, {"level": "easy", "size": "9x9", "start": "empty"})
        first = t.card(channel)
        _, moved = await t.slash("move", alice, channel, {"point": "5-5"})
        assert moved.json["type"] == 4  # the human's move is answered by itself ...
        answer = fake.messages.get(int(moved.response["resource"]["message"]["id"]))
        assert "5-5" in embed_text(answer.payload)
        for _ in range(3000):  # ... the computer's move follows on the newest card (30 s guard)
            if "1-1" in embed_text(t.card(channel).payload):
                break
            await asyncio.sleep(0.01)
        card = t.card(channel)
        assert card.id == answer.id and "1-1" in embed_text(card.payload)
        assert not first.custom_ids() and card.custom_ids()  # one card has the buttons
        assert (await t.game()).ply == 2
        assert_png(card.attachment("board.png"))


async def test_a_429_is_waited_out_and_the_card_still_arrives(
    world: World, tmp_path: Path
) -> None:
    fake, alice, bob, channel = world.fake, world.alice, world.bob, world.channel
    answer = r"^/interactions/\d+/[^/]+/callback$"
    async with table(fake, tmp_path / "dots.db") as t:
        fake.fail("POST", answer, retry_after=0.1)
        await t.slash("challenge", alice, channel, {"opponent": bob, "size": "9x9"})
        limited, retried = fake.calls_to("POST", answer)[:2]
        assert (limited.status, retried.status) == (429, 200)
        challenge = with_button(fake, channel, "a")
        assert challenge.id == int(retried.response["resource"]["message"]["id"])


async def test_a_card_older_than_an_hour_is_posted_anew(world: World, tmp_path: Path) -> None:
    fake, alice, bob, channel = world.fake, world.alice, world.bob, world.channel
    later = timedelta()

    def clock() -> datetime:
        return discord.utils.snowflake_time(fake.ids()) + later

    async with table(fake, tmp_path / "dots.db", now=clock) as t:
        card = await t.start_game(alice, bob, channel)
        _, asked = await t.press(card, button(card, "w"), alice)  # a draw offer edits it
        assert asked.json["type"] == 7
        later = timedelta(hours=1, minutes=1)
        await t.press(card, button(card, "w"), bob)  # Bob accepts the draw an hour later
        reposted = t.card(channel)
        assert reposted.id != card.id
        assert not card.custom_ids()  # the old card's buttons are gone
        view = await t.game()
        assert view.outcome is not None
