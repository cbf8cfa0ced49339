"""A move tapped on the board takes the service's one door, as a chat's move does: the
page's server dispatches the chat's own ``Move`` in the game's chat for the seated player,
and its answer comes back placed; the change is then shown on every place the game is
(the game's chat, through the outbox, and every open page)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.identity import Actor, ChatRef
from bot.service import Notice, Result
from bot.service.commands import Command, Move
from tests.bot.conftest import ALICE, BOB, CHAT, start_game
from tests.web.conftest import Site
from tests.web.test_api import player_auth, post_move, state_of


class Told:
    """The announcements the outbox posts to the game's chat."""

    def __init__(self) -> None:
        self.notices: list[Notice] = []

    async def post(self, notice: Notice) -> None:
        self.notices.append(notice)


@dataclass
class Dispatched:
    event: str
    chat: ChatRef
    actor: Actor
    command: Command
    result: Result


async def test_a_move_on_the_board_is_the_chats_move_through_dispatch(site: Site) -> None:
    service = site.service
    door = service.dispatch
    seen: list[Dispatched] = []

    async def dispatch(event: str, chat: ChatRef, actor: Actor, command: Command) -> Result:
        result = await door(event, chat, actor, command)
        seen.append(Dispatched(event, chat, actor, command, result))
        return result

    service.dispatch = dispatch  # type: ignore[method-assign]
    told = Told()
    service.notices.subscribe(CHAT.platform, told.post)
    game = await start_game(service)
    status, answer = await post_move(site, game, player_auth(site, game), 12, 9, 0)
    assert status == 200, answer
    moves = [call for call in seen if isinstance(call.command, Move)]
    assert [(call.chat, call.actor.ref, call.command) for call in moves] == [
        (CHAT, ALICE.ref, Move((12, 9), game, 0, announced=True, enclose=None))
    ]  # a tap, as the picker's: the service asks first where a variant makes it choose
    (moved,) = moves
    assert moved.event == f"web:{game}:0:{ALICE.platform}:{ALICE.user_id}"
    placed = moved.result
    assert placed.ok and placed.game is not None and placed.game.ply == 1
    assert placed.chat_lang == "en" and placed.settings is not None  # placed, as a chat's
    # shown where the game is: its chat's card (announced), and the other player's page
    assert await service.delivery.drain(CHAT.platform) == 1
    assert [(n.chat, n.result.game.ply) for n in told.notices if n.result.game] == [(CHAT, 1)]
    opponent = await state_of(site, game, player_auth(site, game, BOB))
    assert opponent["ply"] == 1 and opponent["can_move"] is True

