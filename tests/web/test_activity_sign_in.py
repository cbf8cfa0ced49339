"""Discord's Activity sign-in over HTTP against the real server, its codes traded at the
fake Discord's OAuth2: the credentials a code gives name the person and no more. The
channel the page names picks the person's own game there, never another's (a member with
no game there is refused it, and the games of that channel stay hidden); credentials
forged or past their day are refused in Discord's words, not Telegram's. Discord's clients
may frame the page."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.discord.web_sign_in import ActivitySignIn
from bot.identity import Actor, ChatRef
from bot.storage import Storage
from tests.bot.conftest import Clock, start_game
from tests.discord import conftest as discord_fixtures
from tests.support.fakes.discord_api import FakeDiscord
from tests.support.fakes.discord_payloads import FakeUser
from tests.web.conftest import Site, running_board

REFUSED_CODE = ("Discord did not confirm who you are. Close the board and press Live board on"
                " the game again.")


discord = discord_fixtures.fake
"""The fake Discord, for its OAuth2."""


@pytest.fixture
async def site(storage: Storage, clock: Clock, discord: FakeDiscord) -> AsyncIterator[Site]:
    oauth = discord.oauth
    sign_in = ActivitySignIn(oauth.client_id, oauth.secret, discord.api_url, sdk="/sdk.js",
                             now=clock)
    async with running_board(storage, clock, sign_ins={"discord": sign_in}) as found:
        yield found


def actor(user: FakeUser) -> Actor:
    return Actor("discord", str(user.id), user.username.capitalize(), user.username)


async def signed_in(site: Site, discord: FakeDiscord, user: FakeUser, channel: ChatRef) -> str:
    """The ``Authorization`` of ``user``'s page opened in ``channel``."""
    body = {"code": discord.oauth.code_for(user), "guild": channel.chat_id,
            "channel": channel.thread_id}
    async with await site.post("/board/api/sign-in/discord", body) as response:
        assert response.status == 200
        return "Discord " + (await response.json())["credentials"]


async def test_the_channel_a_page_names_shows_only_the_persons_own_game(
    site: Site, discord: FakeDiscord
) -> None:
    ann, ben, cid = discord.add_user("ann"), discord.add_user("ben"), discord.add_user("cid")
    channel = ChatRef("discord", "900", "901")
    game = await start_game(site.service, actor(ann), actor(ben), channel)
    async with await site.get("/board/") as response:  # Discord may frame the page
        ancestors = response.headers["Content-Security-Policy"].partition("frame-ancestors")[2]
        assert {"https://discord.com", "https://*.discordsays.com"} <= set(ancestors.split())
    async with await site.get("/board/api/sign-in/discord") as response:
        assert await response.json() == {"ok": True, "client_id": discord.oauth.client_id,
                                         "sdk": "/sdk.js", "scope": "identify"}

    ann_auth = await signed_in(site, discord, ann, channel)
    async with await site.get("/board/api/link", ann_auth) as response:
        assert (response.status, (await response.json())["game"]) == (200, game)
    async with await site.post(f"/board/api/games/{game}/moves", {"x": 3, "y": 3, "ply": 0},
                               ann_auth) as response:
        assert response.status == 200  # she plays

    cid_auth = await signed_in(site, discord, cid, channel)  # in the channel, no game there
    async with await site.get("/board/api/link", cid_auth) as response:
        assert response.status == 403
        assert (await response.json())["error"] == "no-game"
    async with await site.get(f"/board/api/games/{game}", cid_auth) as response:
        assert response.status == 403  # the page's word on its channel opens nothing
        assert (await response.json())["error"] == "hidden"


async def test_credentials_forged_or_past_their_day_are_refused_in_discords_words(
    site: Site, discord: FakeDiscord, clock: Clock
) -> None:
    ann, ben = discord.add_user("ann"), discord.add_user("ben")
    channel = ChatRef("discord", "900", "901")
    game = await start_game(site.service, actor(ann), actor(ben), channel)
    auth = await signed_in(site, discord, ann, channel)
    forged = auth[:-3] + ("AAA" if not auth.endswith("AAA") else "BBB")
    async with await site.get("/board/api/link", forged) as response:
        assert response.status == 401
        assert (await response.json())["message"] == REFUSED_CODE
    clock.advance(hours=25)
    async with await site.get(f"/board/api/games/{game}", auth) as response:
        assert response.status == 401
        assert (await response.json())["message"] == REFUSED_CODE
    body = {"code": "never-given", "guild": "900", "channel": "901"}
    async with await site.post("/board/api/sign-in/discord", body) as response:
        assert response.status == 401
        assert (await response.json())["message"] == REFUSED_CODE
    assert discord.oauth.traded == [discord.oauth.traded[0]]  # the one good code, once
