"""Components V2 cards with a picture, and the trap of editing one in after a defer."""

from __future__ import annotations

from typing import Any

from tests.discord.conftest import World
from tests.discord.probe_v2 import BOARD, install_v2
from tests.discord.test_files_and_limits import assert_png
from tests.support.discord_harness import running_bot
from tests.support.fakes.discord_api import FakeDiscord

COMPONENTS_V2 = 1 << 15


def gallery_urls(components: list[dict[str, Any]]) -> list[str]:
    """The media URLs of every gallery in a V2 layout."""
    urls: list[str] = []
    stack = list(components)
    while stack:
        item = stack.pop()
        stack.extend(item.get("components", []))
        urls += [media["media"]["url"] for media in item.get("items", [])]
    return urls


async def test_a_button_replaces_the_picture_of_a_v2_card(fake: FakeDiscord, world: World) -> None:
    async with running_bot(fake, install_v2):
        posted = await fake.slash("cardv2", world.alice, world.channel)
        answer = await fake.answer_to(posted)
        assert answer.json["data"]["flags"] & COMPONENTS_V2
        assert gallery_urls(answer.json["data"]["components"]) == [BOARD]
        card = fake.original(posted)
        first_png = card.attachment("board.png")
        assert_png(first_png)

        pressed = await fake.press(card, "probe:v2:1", world.bob)
        update = await fake.answer_to(pressed)
        assert update.status == 200 and update.json["type"] == 7
        assert [f.filename for f in update.files] == ["board.png"]
        assert card.custom_ids() == ["probe:v2:2"]
        assert len(card.attachments) == 1  # the new picture replaced the old one
        assert_png(card.attachment("board.png"))


async def test_a_deferred_answer_cannot_show_a_new_upload(fake: FakeDiscord, world: World) -> None:
    async with running_bot(fake, install_v2):
        interaction = await fake.slash("deferv2", world.alice, world.channel)
        assert (await fake.answer_to(interaction)).json["type"] == 5
        refused = await fake.next_call("PATCH", "/messages/@original$")
        assert refused.status == 400
        notice = await fake.next_call("POST", rf"^/webhooks/{fake.application_id}/")
        assert notice.json["content"] == "edit refused: 400"
