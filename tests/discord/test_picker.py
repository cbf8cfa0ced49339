"""A game played entirely by picking: the card's own menus of the field's parts (a sector on
the biggest fields), then an ephemeral grid of the part's points for the player to move;
the public card edited once a move. Two interactions a move up to 25×25, three on 39×32."""

from __future__ import annotations

import re
from pathlib import Path

from tests.discord.conftest import World
from tests.discord.test_files_and_limits import assert_png
from tests.support.discord_table import Table, button, embed_text, table
from tests.support.fakes.discord_messages import StoredMessage
from tests.support.fakes.discord_payloads import FakeMember

EPHEMERAL = 64
CORNERS = re.compile(r"(\d+)-(\d+)\D+(\d+)-(\d+)")


def covers(label: str, x: int, y: int) -> bool:
    """Does a sector labelled by its corners (``1-5…5-9``) hold the point x-y?"""
    found = CORNERS.search(label)
    assert found is not None, label
    left, bottom, right, top = map(int, found.groups())
    return min(left, right) <= x <= max(left, right) and min(bottom, top) <= y <= max(bottom, top)


def labelled(message: StoredMessage, label: str) -> dict[str, object] | None:
    return next((c for c in message.components() if c.get("label") == label), None)


async def pick(t: Table, card: StoredMessage, who: FakeMember, x: int, y: int) -> int:
    """Play x-y from the card, as a player taps it: how many interactions it took."""
    fake = t.fake
    menus = [c for c in card.components() if c.get("type") == 3]
    assert menus and all(len(menu["options"]) <= 25 for menu in menus)
    menu, value = next(
        (menu, option["value"]) for menu in menus for option in menu["options"]
        if covers(option["label"], x, y)
    )
    chosen = await fake.select(card, menu["custom_id"], [value], who)
    opened = await fake.answer_to(chosen)
    await t.adapter.done(chosen)
    assert opened.json["data"]["flags"] & EPHEMERAL  # the points, for the player alone
    picker = fake.messages.get(int(opened.response["resource"]["message"]["id"]))
    assert_png(picker.attachment("board.png"))
    interactions = 1
    while labelled(picker, f"{x}-{y}") is None:  # a sector larger than 4×4: its parts
        rows = [c for c in picker.components() if c.get("type") == 1]
        assert len(rows) <= 5 and all(len(r["components"]) <= 5 for r in rows)
        part = next(
            c for c in picker.components()
            if c.get("type") == 2 and CORNERS.search(str(c.get("label", "")))
            and covers(str(c["label"]), x, y)
        )
        await t.press(picker, str(part["custom_id"]), who)
        interactions += 1
    backs = [t.adapter.presenter.t(lang, "picker-back") for lang in ("en", "pl", "ru", "uk")]
    assert any(labelled(picker, back) for back in backs)  # "⬅ Sectors", in their language
    point = labelled(picker, f"{x}-{y}")
    assert point is not None
    edits = card.edits
    _, played = await t.press(picker, str(point["custom_id"]), who)
    assert played.json["type"] == 6, played.json  # acknowledged; the picker goes away
    assert picker.deleted
    assert card.edits == edits + 1  # the public card, edited once
    return interactions + 1


async def test_a_game_played_entirely_with_the_picker(world: World, tmp_path: Path) -> None:
    fake, alice, bob, channel = world.fake, world.alice, world.bob, world.channel
    async with table(fake, tmp_path / "dots.db") as t:
        card = await t.start_game(alice, bob, channel)
        moves = [(alice, 5, 4), (bob, 5, 5), (alice, 4, 5), (bob, 8, 8), (alice, 6, 5),
                 (bob, 1, 1), (alice, 5, 6)]
        for who, x, y in moves:
            assert await pick(t, card, who, x, y) == 2
            other = bob if who is alice else alice
            ping = next(m for m in reversed(fake.messages.in_channel(channel.id))
                        if m.content.startswith("<@"))
            assert ping.content.startswith(f"<@{other.id}>")  # an edit pings no one: this does
            assert ping.payload["mentions"] == [{"id": str(other.id)}]
        view = await t.game()
        assert view.ply == len(moves) and view.blue_score == 1
        assert_png(card.attachment("board.png"))

        menu = next(c for c in card.components() if c.get("type") == 3)
        early = await fake.select(card, menu["custom_id"], [menu["options"][0]["value"]], alice)
        refused = await fake.answer_to(early)  # Bob to move
        assert refused.json["data"]["flags"] & EPHEMERAL
        assert "points" not in str(refused.json["data"].get("embeds", ""))
        _, asked = await t.press(card, button(card, "r"), bob)
        confirm = fake.messages.get(int(asked.response["resource"]["message"]["id"]))
        await t.press(confirm, button(confirm, "R"), bob)
        ended = await t.game()
        assert ended.outcome is not None


async def open_points(t: Table, card: StoredMessage, who: FakeMember) -> StoredMessage:
    """The points of the first part in the card's first menu, opened from the card."""
    fake = t.fake
    menu = next(c for c in card.components() if c.get("type") == 3)
    chosen = await fake.select(card, menu["custom_id"], [menu["options"][0]["value"]], who)
    opened = await fake.answer_to(chosen)
    await t.adapter.done(chosen)
    picker = fake.messages.get(int(opened.response["resource"]["message"]["id"]))
    assert any(str(c.get("custom_id", ""))[:1] == "m" for c in picker.components())
    return picker


async def test_a_stale_pick_is_refused_and_a_double_tap_plays_once(
    world: World, tmp_path: Path
) -> None:
    fake, alice, bob, channel = world.fake, world.alice, world.bob, world.channel
    async with table(fake, tmp_path / "dots.db") as t:
        card = await t.start_game(alice, bob, channel, "8x8")
        first, second = await open_points(t, card, alice), await open_points(t, card, alice)
        point = next(c for c in first.components() if str(c.get("custom_id", ""))[:1] == "m")
        await t.press(first, str(point["custom_id"]), alice)
        _, again = await t.press(second, str(point["custom_id"]), alice)
        assert again.json["type"] == 6  # the stale picker closes ...
        refusal = fake.calls_to("POST", rf"^/webhooks/{fake.application_id}/")[-1]
        assert refusal.json.get("flags", 0) & EPHEMERAL, refusal.json  # ... to Alice alone
        assert (await t.game()).ply == 1


async def test_a_third_member_cannot_use_the_players_buttons(
    world: World, tmp_path: Path
) -> None:
    fake, alice, bob, channel = world.fake, world.alice, world.bob, world.channel
    carol = fake.join(world.guild, fake.add_user("carol"))
    async with table(fake, tmp_path / "dots.db") as t:
        challenge = await t.challenge(alice, bob, channel, size="8x8")
        _, accept = await t.accept(challenge, carol)
        assert accept.json["data"]["flags"] & EPHEMERAL
        await t.accept(challenge, bob)
        card = t.card(channel)
        before = (card.edits, dict(card.payload))
        for code in ("r", "w"):
            _, refused = await t.press(card, button(card, code), carol)
            assert refused.json["data"]["flags"] & EPHEMERAL, code
        menu = next(c for c in card.components() if c.get("type") == 3)
        tried = await fake.select(card, menu["custom_id"], [menu["options"][0]["value"]], carol)
        refused = await fake.answer_to(tried)
        assert refused.json["data"]["flags"] & EPHEMERAL
        assert not any(str(c.get("custom_id", ""))[:1] == "m"
                       for c in fake.messages.get(int(refused.response["resource"]["message"]
                                                      ["id"])).components())
        assert (card.edits, card.payload) == before
        view = await t.game()
        assert view.ply == 0 and view.draw_offer is None


async def test_the_point_can_be_typed_in_a_form_from_the_card(
    world: World, tmp_path: Path
) -> None:
    fake, alice, bob, channel = world.fake, world.alice, world.bob, world.channel
    async with table(fake, tmp_path / "dots.db") as t:
        card = await t.start_game(alice, bob, channel)
        assert labelled(card, "Type the point") is not None
        assert not any(c[:1] == "k" and c[1:2].isdigit() for c in card.custom_ids())  # no "Move"
        asked, form = await t.press(card, "dots:point:1", alice)
        assert form.json["type"] == 9  # a modal
        assert form.json["data"]["title"] == t.adapter.presenter.t("pl", "button-pick")
        typed = await fake.submit(asked, {"point": "5-5"})
        await fake.answer_to(typed)
        await t.adapter.done(typed)
        assert (await t.game()).ply == 1
        assert "5-5" in embed_text(card.payload)  # the public card, edited
        again, _ = await t.press(card, "dots:point:1", bob)
        wrong = await fake.submit(again, {"point": "99-99"})
        refused = await fake.answer_to(wrong)
        assert refused.json["data"]["flags"] & EPHEMERAL


async def test_two_interactions_a_move_up_to_25x25_and_three_on_39x32(
    world: World, tmp_path: Path
) -> None:
    fake, alice, bob, channel = world.fake, world.alice, world.bob, world.channel
    async with table(fake, tmp_path / "dots.db") as t:
        for n, (size, corner, expected) in enumerate(
            [("20x20", (20, 20), 2), ("25x25", (13, 12), 2), ("39x32", (39, 32), 3)]
        ):
            card = await t.start_game(alice, bob, channel, size)
            rows = [c for c in card.components() if c.get("type") == 1]
            assert len(rows) <= 5  # the menus and the card's buttons fit Discord's rows
            assert await pick(t, card, alice, *corner) == expected, size
            assert (await t.game(n + 1)).ply == 1
