"""Where games are played (a thread, a group DM through a user install, typed moves with
the Message Content intent), the commands as Discord receives them, and faults."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.identity import Actor, ChatRef
from bot.service.chats.setting_change import SettingChange
from bot.service.commands import ChangeSetting
from tests.discord.conftest import World
from tests.discord.test_picker import covers, labelled
from tests.support.discord_table import Table, button, embed_text, table, with_button
from tests.support.fakes.discord_api import FakeDiscord
from tests.support.fakes.discord_interactions import FakeInteraction
from tests.support.fakes.discord_messages import UploadedFile
from tests.support.fakes.discord_records import Call

EPHEMERAL = 64


async def test_a_game_in_a_thread_belongs_to_the_thread(world: World, t: Table) -> None:
    fake, alice, bob = world.fake, world.alice, world.bob
    thread = fake.add_thread(world.channel, "dots")
    card = await t.start_game(alice, bob, thread)
    assert card.channel_id == thread.id
    await t.slash("move", alice, thread, {"point": "3-3"})
    _, elsewhere = await t.slash("move", bob, world.channel, {"point": "4-4"})
    assert elsewhere.json["data"]["flags"] & EPHEMERAL  # no game in the channel itself
    await t.slash("move", bob, thread, {"point": "4-4"})
    assert (await t.game()).ply == 2


async def test_a_server_may_give_each_game_a_thread_of_its_own(
    world: World, t: Table
) -> None:
    fake, alice, bob, channel = world.fake, world.alice, world.bob, world.channel
    owner = Actor("discord", "1", "Owner", is_admin=True)
    server = ChatRef("discord", str(world.guild.id))
    turned = await t.service.settings.change(
        "test:threads", server, owner, ChangeSetting(SettingChange.threads(True))
    )
    assert turned.ok
    await t.accept(await t.challenge(alice, bob, channel, start="empty"), bob)
    (thread,) = [c for c in fake.channels.values() if c.parent_id == channel.id]
    card = t.card(thread)  # the card is in the game's own thread
    assert card.channel_id == thread.id
    view = await t.game()
    assert view.chat.thread_id == str(thread.id)
    await t.slash("move", alice, thread, {"point": "3-3"})
    await t.slash("move", bob, thread, {"point": "4-4"})
    assert (await t.game()).ply == 2  # played in the thread


async def test_friends_play_in_a_group_dm_through_a_user_install(
    world: World, t: Table
) -> None:
    fake, alice, bob = world.fake, world.alice.user, world.bob.user
    group = fake.group_dm(alice, bob)
    card = await t.start_game(world.alice, world.bob, group)  # members as users there
    assert card.channel_id == group.id
    await t.slash("move", alice, group, {"x": 3, "y": 3})
    card = t.card(group)
    assert "3-3" in embed_text(card.payload)
    assert str(bob.id) in card.content  # Bob's turn, Bob pinged
    assert not fake.calls_to("POST", rf"^/channels/{group.id}/messages$")  # all answers


async def test_in_a_group_dm_a_challenge_is_one_command_and_one_tap_as_inline_on_telegram(
    world: World, t: Table
) -> None:
    """Parity with Telegram's inline mode (docs/telegram.md): where the bot is no member,
    one command makes the challenge, one tap begins the game, a move is a pick or two."""
    fake, alice, bob = world.fake, world.alice.user, world.bob.user
    group = fake.group_dm(alice, bob)
    sent = len(fake.calls)
    challenge = await t.challenge(world.alice, world.bob, group, size="9x9", start="empty")
    await t.accept(challenge, bob)
    card = t.card(group)
    assert "Alice" in embed_text(card.payload) and str(alice.id) in card.content
    posted = [c for c in fake.calls[sent:] if c.method == "POST" and "/channels/" in c.path]
    assert not posted  # everything was an answer to the command or the tap
    menus = [c for c in card.components() if c.get("type") == 3]
    menu, value = next(
        (menu, option["value"]) for menu in menus for option in menu["options"]
        if covers(option["label"], 5, 5)
    )
    chosen = await fake.select(card, menu["custom_id"], [value], alice)  # tap 1: a part
    opened = await fake.answer_to(chosen)
    await t.adapter.done(chosen)
    picker = fake.messages.get(int(opened.response["resource"]["message"]["id"]))
    point = labelled(picker, "5-5")
    assert point is not None  # a 9×9 part holds its points: no third tap
    await t.press(picker, str(point["custom_id"]), alice)  # tap 2: the point
    assert (await t.game()).ply == 1


async def test_typed_moves_count_with_the_message_content_intent(
    world: World, tmp_path: Path
) -> None:
    fake, alice, bob, channel = world.fake, world.alice, world.bob, world.channel
    intents = discord.Intents.default()
    intents.message_content = True
    async with table(fake, tmp_path / "dots.db", intents=intents) as t:
        card = await t.start_game(alice, bob, channel)
        await fake.user_message(channel, alice.user, "just chatting")
        await fake.user_message(channel, alice.user, "5-5")
        edited = await fake.next_call("PATCH", rf"^/channels/{channel.id}/messages/{card.id}$")
        assert edited.status == 200
        assert (await t.game()).ply == 1
        assert "5-5" in embed_text(card.payload)
        assert str(bob.id) in card.content


async def test_commands_reach_discord_typed_and_translated(world: World, tmp_path: Path) -> None:
    fake = world.fake
    async with table(fake, tmp_path / "dots.db"):
        synced = {command["name"]: command for command in fake.commands[None]}
    group, seek, watch = synced["dots"], synced["seek"], synced["watch"]
    assert fake.commands[None][0] is group
    assert seek["name"] == "seek", "the lobby's own command: the group's 25 are taken"
    assert watch["name"] == "watch" and [o["name"] for o in watch["options"]] == ["game"]
    assert watch["integration_types"] == [0, 1] and watch["contexts"] == [0, 1, 2]
    assert seek["integration_types"] == [0, 1] and seek["contexts"] == [0, 1, 2]
    assert {o["name"] for o in seek["options"]} >= {"cancel", "size", "time", "rated", "range"}
    assert group["integration_types"] == [0, 1] and group["contexts"] == [0, 1, 2]
    assert set(group["description_localizations"]) == {"ru", "uk", "pl", "cs", "de"}
    subcommands = {c["name"]: c for c in group["options"]}
    assert "decline_draw" not in subcommands  # not in menus
    move = {o["name"]: o for o in subcommands["move"]["options"]}
    assert move["x"]["type"] == 4 and (move["x"]["min_value"], move["x"]["max_value"]) == (1, 64)
    assert move["point"]["type"] == 3
    challenge = {o["name"]: o for o in subcommands["challenge"]["options"]}
    assert challenge["opponent"]["type"] == 6
    assert [c["value"] for c in challenge["color"]["choices"]] == ["blue", "red"]
    assert challenge["extra"]["type"] == 5
    assert challenge["instant"]["max_value"] == 64 * 64
    lang = subcommands["lang"]["options"][0]
    codes = {"auto", "en", "ru", "uk", "pl", "be", "kk", "cs", "de"}
    assert {c["value"] for c in lang["choices"]} == codes
    style = subcommands["style"]["options"][0]
    assert [c["value"] for c in style["choices"]] == ["light", "dark", "colorblind", "auto"]
    assert subcommands["style"]["description_localizations"]["uk"]
    assert subcommands["resign"]["description_localizations"]["pl"]


async def test_an_unexpected_fault_is_answered_and_the_bot_goes_on(
    world: World, t: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake, alice, bob, channel = world.fake, world.alice, world.bob, world.channel

    async def broken(*args: Any, **kwargs: Any) -> bytes:
        raise RuntimeError("the renderer broke")

    card = await t.start_game(alice, bob, channel)
    monkeypatch.setattr(t.adapter.output.pictures, "card", broken)
    _, failed = await t.slash("move", alice, channel, {"point": "3-3"}, locale="pl")
    assert failed.json["data"]["flags"] & EPHEMERAL
    assert failed.json["data"]["content"] == t.adapter.presenter.t("pl", "error-internal")
    monkeypatch.undo()
    await t.slash("move", bob, channel, {"point": "4-4"})
    assert (await t.game()).ply == 2  # the move was saved; play goes on
    assert with_button(fake, channel, "w").id != card.id
    assert button(t.card(channel), "w")


def sent_files(t: Table, interaction: FakeInteraction, answer: Call) -> list[UploadedFile]:
    """Every file the bot sent in answer to ``interaction`` (its reply and follow-ups)."""
    calls = t.fake.calls_to("POST", re.escape(interaction.token))
    return [file for call in calls for file in call.files]


async def test_files_lists_and_languages_through_slash_commands(
    world: World, t: Table
) -> None:
    alice, bob, channel = world.alice, world.bob, world.channel
    card = await t.start_game(alice, bob, channel)
    await t.slash("move", alice, channel, {"point": "3-3"})
    await t.slash("resign", bob, channel, {"confirm": "confirm"})
    assert card.id != t.card(channel).id
    (sgf,) = sent_files(t, *await t.slash("sgf", alice, channel, {"game": 1}))
    assert sgf.filename.endswith(".sgf")
    assert b"GM[40]" in sgf.data and b"SZ[9:9]" in sgf.data
    (replay,) = sent_files(t, *await t.slash("replay", alice, channel))
    assert replay.data.startswith(b"GIF8")
    _, history = await t.slash("history", alice, channel)
    assert "#1" in history.json["data"]["content"]
    _, whole = await t.slash("history", bob, channel, {"who_word": "chat"})
    assert "#1" in whole.json["data"]["content"]  # the words beside a member option
    _, both = await t.slash("history", bob, channel, {"who": alice, "who_word": "chat"})
    refusal = str(both.json["data"]["content"])  # a member and a word: not understood
    assert "/history" in refusal and "#1" not in refusal
    _, chosen = await t.slash("lang", alice, channel, {"language": "ru"})
    assert chosen.json["data"]["flags"] & EPHEMERAL
    _, russian = await t.slash("help", alice, channel)
    help_text = str(russian.json["data"]["content"])
    assert any("а" <= letter <= "я" for letter in help_text.lower())  # in Russian now
    _, games = await t.slash("games", bob, channel)
    assert games.json["data"]["flags"] & EPHEMERAL


async def test_commands_are_synced_when_changed_or_when_told(
    world: World, tmp_path: Path
) -> None:
    fake = world.fake
    puts = rf"^/applications/{fake.application_id}/commands$"
    for sync, expected in ((None, 1), (None, 1), (True, 2), (False, 2)):
        async with table(fake, tmp_path / "dots.db", sync=sync):
            pass
        assert len(fake.calls_to("PUT", puts)) == expected, sync


async def test_a_card_discord_will_not_edit_is_posted_anew(world: World, tmp_path: Path) -> None:
    fake, alice, bob, channel = world.fake, world.alice, world.bob, world.channel
    intents = discord.Intents.default()
    intents.message_content = True
    async with table(fake, tmp_path / "dots.db", intents=intents) as t:
        card = await t.start_game(alice, bob, channel)
        fake.fail("PATCH", rf"^/channels/{channel.id}/messages/{card.id}$", status=400)
        await fake.user_message(channel, alice.user, "5-5")  # e.g. error 30046: too old
        posted = await fake.next_call("POST", rf"^/channels/{channel.id}/messages$")
        assert posted.status == 200
        reposted = t.card(channel)
        assert reposted.id != card.id and "5-5" in embed_text(reposted.payload)


async def test_cards_speak_the_servers_language_and_answers_the_members(
    fake: FakeDiscord, t: Table
) -> None:
    guild = fake.add_guild("Klub kropek", locale="pl")
    alice = fake.join(guild, fake.add_user("alice"))  # English clients
    bob = fake.join(guild, fake.add_user("bob"))
    channel = guild.text_channels()[0]
    card = await t.start_game(alice, bob, channel)
    presenter = t.adapter.presenter
    assert presenter.t("pl", "picture-blue") != presenter.t("en", "picture-blue")
    view = await t.game()
    said, shown = embed_text(card.payload).split("\n\n", 1)  # the first card announces
    assert said.startswith("Bob przyjmuje wyzwanie 1") and shown == presenter.card("pl", view)
    _, refused = await t.slash("move", bob, channel, {"point": "3-3"})  # not Bob's turn
    assert refused.json["data"]["flags"] & EPHEMERAL
    english = presenter.t("en", "error-not-your-turn", game="#1")
    assert refused.json["data"]["content"] == english
