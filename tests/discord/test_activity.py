"""The live web board as the application's Activity inside Discord (``DISCORD_ACTIVITY``):
the card's "Live board" launches it for a player (interaction callback type 12) through the
real discord.py client on the fake Discord, anyone else keeps a link, and with the setting
off every player keeps their signed link. In headless Chromium the page, opened as Discord
opens an Activity, signs the person in through the Embedded App SDK (a fake module served
where the page loads the SDK from) and the fake Discord's OAuth2 (a one-time code traded
for a token, ``/users/@me``), and plays a move; a code Discord does not know, or none (the
person declined), is refused in the person's language and changes nothing."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from bot.discord.web_sign_in import ActivitySignIn
from bot.i18n import Translator
from bot.output.present import Presenter
from bot.web.app import WebBoard
from bot.web.server import board_server
from tests.discord.conftest import World
from tests.support.browser import PHONE, browser
from tests.support.discord_table import Table, button, table
from tests.support.ports import free_port

LAUNCH_ACTIVITY, CHANNEL_MESSAGE = 12, 4
EPHEMERAL = 64
LINK = re.compile(r"https?://\S+/board/#t=[A-Za-z0-9_.-]+")
TIMEOUT = 15_000
"""Milliseconds a page may take to show what it should (a hang guard, not a timing)."""
SDK = "/npm/@discord/embedded-app-sdk@2/+esm"
FAKE_SDK = """
export class DiscordSDK {
  constructor(clientId) {
    const query = new URLSearchParams(location.search);
    this.clientId = clientId;
    this.instanceId = query.get('instance_id');
    this.channelId = query.get('channel_id');
    this.guildId = query.get('guild_id');
    this.commands = {
      authorize: async (asked) => {
        window.fakeAuthorized = asked;
        if (%CODE% === null) throw new Error('the person said no');
        return { code: %CODE% };
      },
    };
  }
  async ready() {}
}
"""


@asynccontextmanager
async def activity_game(world: World, tmp_path: Path) -> AsyncIterator[tuple[Table, Any]]:
    """The bot with the Activity on, a game of Alice (blue) and Bob begun in the channel,
    the board served with the Discord sign-in against the fake Discord's OAuth2, and
    Chromium: the table, and a way to open the Activity's page."""
    port = free_port()
    public = f"http://127.0.0.1:{port}"
    fake = world.fake
    fake.activities = True
    async with table(fake, tmp_path / "dots.db", public_url=public, delivering=True,
                     activity=True) as t:
        sign_in = ActivitySignIn(fake.oauth.client_id, fake.oauth.secret, fake.api_url, sdk=SDK)
        board = WebBoard(t.service, Presenter(Translator()), public_url=public,
                         sign_ins={"discord": sign_in})
        await t.start_game(world.alice, world.bob, world.channel, size="9x9")
        async with board_server(board, "127.0.0.1", port), browser() as chrome:

            async def open_activity(code: str | None, locale: str = "en-US") -> Any:
                """The board's page as Discord opens the Activity in the channel, its SDK
                the fake, whose ``authorize`` gives ``code`` (``None``: the person
                declines)."""
                context = await chrome.new_context(viewport=PHONE, locale=locale)

                async def fake_sdk(route: Any) -> None:
                    body = FAKE_SDK.replace("%CODE%", "null" if code is None else repr(code))
                    await route.fulfill(status=200, content_type="text/javascript", body=body)

                await context.route(f"**{SDK}", fake_sdk)
                page = await context.new_page()
                query = (f"frame_id=f1&instance_id=i1&platform=desktop"
                         f"&channel_id={world.channel.id}&guild_id={world.guild.id}")
                await page.goto(f"{public}/board/?{query}")
                return page

            yield t, open_activity


async def test_a_player_signed_in_by_discord_plays_in_the_activity(
    world: World, tmp_path: Path
) -> None:
    oauth = world.fake.oauth
    async with activity_game(world, tmp_path) as (t, open_activity):
        page = await open_activity(oauth.code_for(world.alice.user))
        await page.wait_for_function("() => window.dotsBoard.state !== null", timeout=TIMEOUT)
        asked = await page.evaluate("() => window.fakeAuthorized")
        assert asked["client_id"] == oauth.client_id and asked["scope"] == ["identify"]
        await page.get_by_role("button", name="5-5", exact=True).click(timeout=TIMEOUT)
        await page.click("#confirm", timeout=TIMEOUT)
        await page.wait_for_selector('.dot.blue[data-point="5-5"]', timeout=TIMEOUT)
        game = await t.game()
        assert game.ply == 1 and game.last_move is not None
        assert tuple(game.last_move.point) == (5, 5)
        assert len(oauth.traded) == 1  # the code was traded once, by the server


async def test_a_code_discord_does_not_know_or_none_is_refused_in_the_persons_language(
    world: World, tmp_path: Path
) -> None:
    oauth = world.fake.oauth
    async with activity_game(world, tmp_path) as (t, open_activity):
        oauth.code_for(world.alice.user)  # a real code exists; the page's is not it
        for code in ("forged-code-0000", None):  # a code Discord never gave; none at all
            page = await open_activity(code, locale="de-DE")
            toast = page.locator("#toast.fatal")
            await toast.wait_for(timeout=TIMEOUT)
            assert await toast.inner_text() == (
                "Discord hat nicht bestätigt, wer Sie sind. Schließen Sie das Brett und"
                " drücken Sie bei der Partie erneut „Live-Brett“."
            )
            assert await page.evaluate("() => window.dotsBoard.state") is None  # nothing
        assert oauth.traded == []
        game = await t.game()
        assert game.ply == 0  # nothing changed


async def test_live_board_launches_the_activity_for_a_player_where_it_is_on(
    world: World, tmp_path: Path
) -> None:
    fake = world.fake
    fake.activities = True
    carol = fake.join(world.guild, fake.add_user("carol"))
    async with table(fake, tmp_path / "dots.db", public_url="http://127.0.0.1:9",
                     activity=True) as t:
        card = await t.start_game(world.alice, world.bob, world.channel)
        _, launched = await t.press(card, button(card, "v"), world.alice)
        assert launched.json["type"] == LAUNCH_ACTIVITY and launched.status == 200
        _, watching = await t.press(card, button(card, "v"), carol)  # not a player: a link
        assert watching.json["type"] == CHANNEL_MESSAGE
        assert watching.json["data"]["flags"] & EPHEMERAL
        assert len(LINK.findall(watching.json["data"]["content"])) == 1


async def test_live_board_keeps_the_signed_link_where_the_activity_is_off(
    world: World, tmp_path: Path
) -> None:
    fake = world.fake
    fake.activities = True  # the application has one; the operator did not turn it on
    async with table(fake, tmp_path / "dots.db", public_url="http://127.0.0.1:9") as t:
        card = await t.start_game(world.alice, world.bob, world.channel)
        _, answer = await t.press(card, button(card, "v"), world.alice)
        assert answer.json["type"] == CHANNEL_MESSAGE
        assert len(LINK.findall(answer.json["data"]["content"])) == 1


async def test_a_refused_launch_falls_back_to_the_link(world: World, tmp_path: Path) -> None:
    """Turned on for an application whose Activity is not enabled: Discord refuses the
    launch, and the player gets their link instead of nothing."""
    async with table(world.fake, tmp_path / "dots.db", public_url="http://127.0.0.1:9",
                     activity=True) as t:
        card = await t.start_game(world.alice, world.bob, world.channel)
        interaction = await world.fake.press(card, button(card, "v"), world.alice)
        await t.adapter.done(interaction)
        answers = [call for call in world.fake.calls
                   if call.path.startswith(f"/interactions/{interaction.id}/")]
        assert [(call.json["type"], call.status) for call in answers] == [
            (LAUNCH_ACTIVITY, 400), (CHANNEL_MESSAGE, 200)]
        assert len(LINK.findall(answers[1].json["data"]["content"])) == 1
