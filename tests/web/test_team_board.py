"""A team game's page over HTTP, with the real aiohttp server (docs/rules.md §8.6: a draw
offer and Territory's end "come from any member"): the line the page shows of an offer
names the member who made it, not the member seated for that colour; and it is the
viewer's own ("You …") only on the page of whoever made it."""

from __future__ import annotations

from tests.bot.conftest import ALICE, BOB
from tests.bot.test_teams import CAROL, begun, say, words
from tests.web.conftest import Site
from tests.web.test_api import link_auth, player_auth, state_of


async def offer_lines(site: Site, game: int, key: str) -> dict[str, str]:
    """The line of ``key`` the page shows to Alice (seated for Blue), Bob (seated for Red)
    and a spectator."""
    pages = {"alice": player_auth(site, game, ALICE), "bob": player_auth(site, game, BOB),
             "spectator": link_auth(site.service.web.link(game, None))}
    return {who: (await state_of(site, game, auth))["words"][key] for who, auth in pages.items()}


async def test_the_end_proposed_by_an_unseated_member_names_them_on_every_page(
    site: Site,
) -> None:
    game = await begun(site.service, "9x9 empty territory")
    proposed = await say(site.service, CAROL, "/end")  # Carol, not seated, proposes for Blue
    assert proposed.ok, words(proposed)
    for who, line in (await offer_lines(site, game, "web-end-offered")).items():
        assert line.startswith("Carol proposes to end by the count"), (who, line)


async def test_a_draw_offered_by_an_unseated_member_names_them_on_every_page(
    site: Site,
) -> None:
    game = await begun(site.service)
    offered = await say(site.service, CAROL, "/draw")
    assert offered.ok, words(offered)
    for who, line in (await offer_lines(site, game, "web-draw-offered")).items():
        assert line == "Carol offers a draw.", (who, line)


async def test_an_offer_is_the_viewer_s_own_only_on_the_page_of_who_made_it(
    site: Site,
) -> None:
    """Alice (seated) offers a draw herself: her page says it is hers, the others name her."""
    game = await begun(site.service)
    assert (await say(site.service, ALICE, "/draw")).ok
    lines = await offer_lines(site, game, "web-draw-offered")
    assert lines["alice"] == "You offered a draw: waiting for the answer.", lines
    assert lines["bob"] == lines["spectator"] == "Alice offers a draw.", lines
