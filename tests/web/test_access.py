"""Who may watch which game on the board, over HTTP against the real server: a game's
players, the holders of a link to it, and those the platform says may read the game's
chat. Anyone else signed in by Telegram is refused (403) the board, its event stream and
its moves, whatever number they try."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.identity import Actor, ChatRef
from bot.service import GameService
from bot.storage import Storage
from tests.bot.conftest import Clock, ev, start_game
from tests.support.engines import FirstFreePoint
from tests.support.telegram_init_data import sign_init_data
from tests.web.conftest import TELEGRAM_TOKEN, Members, Site, running_board

ALICE = Actor("telegram", "601", "Alice", "alice")
BOB = Actor("telegram", "602", "Bob", "bob")
CAROL = Actor("telegram", "603", "Carol", "carol")
VERA = Actor("telegram", "604", "Vera", "vera")
GROUP = ChatRef("telegram", "-1006")
BOBS_CHAT = ChatRef("telegram", BOB.user_id)
PATHS = ("/board/api/games/{game}", "/board/api/games/{game}/events")


def tma(clock: Clock, who: Actor, **fields: object) -> str:
    return "tma " + sign_init_data(TELEGRAM_TOKEN, int(who.user_id), who.name,
                                   auth_date=clock(), **fields)  # type: ignore[arg-type]


async def computer_game(service: GameService, who: Actor, chat: ChatRef) -> int:
    played = await service.say(ev(), chat, who, "/play computer 9x9 empty", quiet=False)
    assert played is not None and played.game is not None, played
    return played.game.id


async def answers(site: Site, game: int, auth: str) -> list[int]:
    """The statuses of the board, its stream and a move, asked with ``auth``."""
    found = []
    for path in PATHS:
        async with await site.get(path.format(game=game), auth) as response:
            found.append(response.status)
            if response.status != 200:
                assert (await response.json())["error"] == "hidden"
    async with await site.post(f"/board/api/games/{game}/moves",
                               {"x": 2, "y": 2, "ply": 0}, auth) as response:
        found.append(response.status)
    return found


@pytest.fixture
def members() -> Members:
    return Members()


@pytest.fixture
async def site(storage: Storage, clock: Clock, members: Members) -> AsyncIterator[Site]:
    async with running_board(storage, clock, members=members, engine=FirstFreePoint()) as found:
        yield found


async def test_a_stranger_cannot_read_a_private_game_by_its_number(
    site: Site, clock: Clock
) -> None:
    """Alice, signed in, asks for Bob's game against the computer in his private chat."""
    game = await computer_game(site.service, BOB, BOBS_CHAT)
    assert await answers(site, game, tma(clock, ALICE)) == [403, 403, 403]
    # nor by naming it in the address the app was opened with
    assert await answers(site, game, tma(clock, ALICE, start_param=f"g{game}")) == [403] * 3
    assert await site.service.parts.storage.moves(game) == []
    async with await site.get(f"/board/api/games/{game}", tma(clock, BOB)) as response:
        assert response.status == 200  # its player reads it


async def test_members_of_the_games_chat_watch_it_and_nobody_else(
    site: Site, clock: Clock, members: Members
) -> None:
    game = await start_game(site.service, ALICE, BOB, GROUP)
    members.add(GROUP, VERA)
    vera = await answers(site, game, tma(clock, VERA))
    assert vera == [200, 200, 403]  # she watches; only players move
    assert await answers(site, game, tma(clock, CAROL)) == [403, 403, 403]
    assert (GROUP.chat_id, CAROL.user_id) in members.asked
    # players are not asked about: they always see their game
    members.asked.clear()
    async with await site.get(f"/board/api/games/{game}", tma(clock, ALICE)) as response:
        assert response.status == 200
    assert members.asked == []


async def test_a_chat_open_to_all_is_watched_by_anyone(
    site: Site, clock: Clock, members: Members
) -> None:
    game = await start_game(site.service, ALICE, BOB, GROUP)
    members.open_chats.add(GROUP.chat_id)
    assert (await answers(site, game, tma(clock, CAROL)))[:2] == [200, 200]


async def test_the_group_the_app_was_opened_in_vouches_for_its_member(
    storage: Storage, clock: Clock
) -> None:
    """Telegram names the group in ``initData`` (the app opened from its attachment menu):
    no other question is needed, and no other group's game opens with it."""
    async with running_board(storage, clock) as site:
        game = await start_game(site.service, ALICE, BOB, GROUP)
        other = await start_game(site.service, ALICE, BOB, ChatRef("telegram", "-1007"))
        from_group = tma(clock, CAROL, chat=int(GROUP.chat_id))
        assert (await answers(site, game, from_group))[:2] == [200, 200]
        assert await answers(site, other, from_group) == [403, 403, 403]


async def test_without_the_platforms_word_only_players_and_links_see(
    storage: Storage, clock: Clock
) -> None:
    async with running_board(storage, clock) as site:
        game = await start_game(site.service, ALICE, BOB, GROUP)
        assert await answers(site, game, tma(clock, VERA)) == [403, 403, 403]
        spectator = site.service.web.link(game, None)
        auth = "Link " + spectator.rpartition("#t=")[2]
        async with await site.get(f"/board/api/games/{game}", auth) as response:
            assert response.status == 200
