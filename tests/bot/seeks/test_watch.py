"""``/watch #N`` through the service: a lobby game (paired from two seeks) is open to
anyone, who gets a spectator's signed link to its live board from any chat; any other game
is watched by the web board's own rules (``/web``: its chat, its players); without a web
board the usual refusal. Typed as a line of chat it is the same typed command. The lobby
page lists the lobby games in play, newest first, each with a spectator's link."""

from __future__ import annotations

from bot.identity import Actor, ChatRef
from bot.service import LOBBY_PAGE, GameService, ListSeeks, Result
from bot.service.commands import Resign, Seek, Watch
from bot.storage import Storage
from tests.bot.conftest import (
    ALICE,
    BOB,
    CHAT,
    Clock,
    ev,
    make_service,
    on_real_databases,
    start_game,
)

from .test_seeks import QUICK, own

ANN = Actor("test", "11", "Ann", "ann")
BEN = Actor("test", "12", "Ben", "ben")
CID = Actor("test", "13", "Cid", "cid")
DEE = Actor("test", "14", "Dee", "dee")
PUBLIC = "https://dots.example"


async def lobby_game(service: GameService) -> int:
    """Ann and Ben seek the same terms, each from their own chat: the game they are paired in."""
    assert (await service.dispatch(ev(), own(ANN), ANN, Seek(QUICK))).ok
    paired = await service.dispatch(ev(), own(BEN), BEN, Seek(QUICK))
    assert paired.keys == ("seek-paired",), paired
    return int(str(paired.replies[0].args["game"]).lstrip("#"))


def link_of(service: GameService, result: Result) -> tuple[int, object]:
    """The game and the player a reply's board link grants (``None``: a spectator)."""
    (reply,) = result.replies
    url = str(reply.args["url"])
    assert url.startswith(f"{PUBLIC}/board/#t="), url
    grant = service.web.read_link(url.partition("#t=")[2])
    return grant.game, grant.player


async def test_anyone_anywhere_watches_a_lobby_game_by_its_number(
    storage: Storage, clock: Clock
) -> None:
    service = await make_service(storage, clock, public_url=PUBLIC)
    game = await lobby_game(service)
    for chat in (own(CID), ChatRef("test", "-700")):  # a private chat, a group it is not in
        watched = await service.dispatch(ev(), chat, CID, Watch(game))
        assert watched.ok and watched.keys == ("web-link-spectator",), watched
        assert link_of(service, watched) == (game, None)
    typed = await service.say(ev(), own(CID), CID, f"/watch #{game}")
    assert typed is not None and link_of(service, typed) == (game, None)
    mine = await service.dispatch(ev(), own(ANN), ANN, Watch(game))  # a player watches too
    assert link_of(service, mine) == (game, None)


async def test_a_game_not_from_the_lobby_is_watched_as_the_web_board_allows(
    storage: Storage, clock: Clock
) -> None:
    service = await make_service(storage, clock, public_url=PUBLIC)
    game = await start_game(service, ALICE, BOB, CHAT)
    hidden = await service.dispatch(ev(), own(CID), CID, Watch(game))
    assert not hidden.ok and hidden.keys == ("error-unknown-game",)
    there = await service.dispatch(ev(), CHAT, CID, Watch(game))  # in the game's chat
    assert there.keys == ("web-link-spectator",) and link_of(service, there) == (game, None)
    player = await service.dispatch(ev(), own(ALICE), ALICE, Watch(game))
    assert not player.ok  # a game in progress is named in its own chat, as for /web
    assert (await service.dispatch(ev(), own(CID), CID, Watch(404))).keys == (
        "error-unknown-game",)


async def test_without_a_web_board_watching_is_refused(service: GameService) -> None:
    game = await lobby_game(service)
    refused = await service.dispatch(ev(), own(CID), CID, Watch(game))
    assert not refused.ok and refused.keys == ("error-web-off",)
    assert await service.parts.storage.game(game) is not None


@on_real_databases
async def test_the_lobby_lists_its_games_in_play_newest_first(
    storage: Storage, clock: Clock
) -> None:
    service = await make_service(storage, clock, public_url=PUBLIC)
    first = await lobby_game(service)
    await start_game(service, ALICE, BOB, CHAT)  # not a lobby game: not listed
    assert (await service.dispatch(ev(), own(CID), CID, Seek(QUICK))).ok
    second = await service.dispatch(ev(), own(DEE), DEE, Seek(QUICK))
    newest = int(str(second.replies[0].args["game"]).lstrip("#"))
    listed = await service.dispatch(ev(), LOBBY_PAGE, ALICE, ListSeeks())
    assert [game.id for game in listed.lobby_games] == [newest, first]
    for game in listed.lobby_games:
        assert (game.width, game.height, game.clock, game.rated) == (10, 10, "3+2", True)
        assert (game.blue_rating, game.red_rating, game.moves) == (1500, 1500, 0)
        grant = service.web.read_link(game.url.partition("#t=")[2])
        assert (grant.game, grant.player) == (game.id, None)
    resigned = await service.dispatch(ev(), own(ANN), ANN, Resign(first, confirmed=True))
    assert resigned.ok, resigned
    listed = await service.dispatch(ev(), LOBBY_PAGE, ALICE, ListSeeks())
    assert [game.id for game in listed.lobby_games] == [newest]  # a finished game is not
