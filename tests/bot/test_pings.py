"""Whom a game's card pings (bot.service.answers.pings), through the service: nobody while both
play quickly, a player who was away once, every turn by correspondence, never in a game
against the computer, and as the chat's ``pings`` setting says."""

from __future__ import annotations

import dataclasses

import pytest

from bot.identity import Actor, PlayerRef
from bot.output.items import Card
from bot.output.plan import plan, plan_notice
from bot.output.present import Presenter
from bot.service import GameOptions, GameService, Notice, Opponent, Result
from bot.service.commands import Accept, Challenge, Configure, Move, OfferDraw, ShowBoard
from bot.storage import Storage
from bot.time_control import TimeControl
from core import Color, Start
from tests.support.engines import FirstFreePoint

from .conftest import ALICE, BOB, CHAT, Clock, card_shown, ev, make_service
from .test_plan import PRESENTER

ADMIN_ALICE = dataclasses.replace(ALICE, is_admin=True)
LIVE = TimeControl.parse("5+5")


def pinged(result: Result) -> PlayerRef | None:
    return result.mention.ref if result.mention is not None else None


async def begin(service: GameService, time: str = "5+5") -> Result:
    """Alice challenges Bob, who accepts at once: Alice (Blue) moves first. The first
    card, shown."""
    options = GameOptions(time=TimeControl.parse(time), width=9, height=9, start=Start.EMPTY)
    made = await service.dispatch(ev(), CHAT, ALICE, Challenge(Opponent.user("bob"), options))
    assert made.challenge is not None
    started = await service.dispatch(ev(), CHAT, BOB, Accept(made.challenge.id))
    assert started.game is not None
    await card_shown(service, started.game.id, "card")
    return started


async def move(service: GameService, player: Actor, point: str) -> Result:
    """A move through the service as an adapter sends it; its card is then shown."""
    result = await service.dispatch(ev(), CHAT, player, Move(point))
    assert result.ok and result.game is not None, result
    await card_shown(service, result.game.id, "card")
    return result


@pytest.mark.parametrize("time", ["5+5", "none"])
async def test_nobody_is_pinged_while_both_play_quickly(
    service: GameService, clock: Clock, time: str
) -> None:
    # Alice challenged a moment ago: she is here
    assert pinged(await begin(service, time)) is None
    for n, (player, point) in enumerate(
        [(ALICE, "3-3"), (BOB, "4-4"), (ALICE, "3-5"), (BOB, "5-5"), (ALICE, "6-3")]
    ):
        clock.advance(seconds=20 + n * 5)  # each answers within the minute
        assert pinged(await move(service, player, point)) is None


async def test_a_player_away_is_pinged_once(service: GameService, clock: Clock) -> None:
    started = await begin(service)
    assert started.game is not None and pinged(started) is None
    game_id = started.game.id
    await move(service, ALICE, "3-3")
    clock.advance(seconds=10)
    await move(service, BOB, "4-4")
    clock.advance(minutes=3)  # Alice thinks; Bob, who moved 3 minutes ago, may have left
    away = await move(service, ALICE, "3-5")
    assert pinged(away) == BOB.ref
    (card,) = [item for item in plan(away, PRESENTER) if isinstance(item, Card)]
    assert card.mention is not None and card.mention.ref == BOB.ref
    clock.advance(minutes=2)
    again = await service.dispatch(ev(), CHAT, ALICE, OfferDraw())  # the same turn
    assert again.ok and pinged(again) is None
    board = await service.dispatch(ev(), CHAT, ALICE, ShowBoard(game_id))
    assert board.ok and pinged(board) is None
    clock.advance(seconds=5)
    assert pinged(await move(service, BOB, "5-5")) is None  # Alice offered a draw just now


async def test_a_challenger_who_waited_is_pinged_when_the_game_begins(
    service: GameService, clock: Clock
) -> None:
    options = GameOptions(time=LIVE, width=9, height=9, start=Start.EMPTY)
    made = await service.dispatch(ev(), CHAT, ALICE, Challenge(Opponent.user("bob"), options))
    assert made.challenge is not None
    clock.advance(minutes=5)
    started = await service.dispatch(ev(), CHAT, BOB, Accept(made.challenge.id))
    assert pinged(started) == ALICE.ref  # Alice moves first and may have left

    as_red = GameOptions(time=LIVE, width=9, height=9, color=Color.RED)
    other = await service.dispatch(ev(), CHAT, BOB, Challenge(Opponent.user("alice"), as_red))
    assert other.challenge is not None
    clock.advance(minutes=5)
    begun = await service.dispatch(ev(), CHAT, ALICE, Accept(other.challenge.id))
    assert begun.ok and pinged(begun) is None  # Alice moves first: she just accepted


async def test_a_correspondence_game_pings_every_turn(
    service: GameService, clock: Clock
) -> None:
    assert pinged(await begin(service, "24h")) == ALICE.ref  # every turn, the first too
    for player, other, point in [(ALICE, BOB, "3-3"), (BOB, ALICE, "4-4"), (ALICE, BOB, "5-5")]:
        clock.advance(seconds=5)
        assert pinged(await move(service, player, point)) == other.ref


async def test_the_chat_setting_chooses_when(service: GameService, clock: Clock) -> None:
    changed = await service.dispatch(ev(), CHAT, ADMIN_ALICE, Configure("pings", ("always",)))
    assert changed.ok and changed.replies[1].args == {"pings": "always"}
    await begin(service)
    clock.advance(seconds=5)
    assert pinged(await move(service, ALICE, "3-3")) == BOB.ref  # quick, pinged all the same
    await service.dispatch(ev(), CHAT, ADMIN_ALICE, Configure("pings", ("off",)))
    clock.advance(minutes=3)
    assert pinged(await move(service, BOB, "4-4")) is None
    refused = await service.dispatch(ev(), CHAT, ADMIN_ALICE, Configure("pings", ("loud",)))
    assert refused.keys == ("error-settings-value",)
    assert PRESENTER.reply("en", refused.replies[0]).endswith("smart, always or off.")


async def test_off_leaves_a_reminder_without_its_ping(service: GameService, clock: Clock) -> None:
    await service.dispatch(ev(), CHAT, ADMIN_ALICE, Configure("pings", ("off",)))
    await begin(service, "24h")
    await move(service, ALICE, "3-3")
    clock.advance(hours=21)
    posted = await delivered(service)
    (reminder,) = posted
    assert "clock-reminder" in reminder.result.keys and reminder.result.mention is None


async def delivered(service: GameService) -> list[Notice]:
    """Sweep, then deliver the outbox to the chat: what it is told."""
    posted: list[Notice] = []

    async def post(notice: Notice) -> None:
        posted.append(notice)

    service.notices.subscribe(CHAT.platform, post)
    await service.sweeper.sweep()
    if service.computer.turns is not None:
        await service.computer.turns.settle()
    await service.delivery.drain(CHAT.platform)
    return posted


async def test_a_game_against_the_computer_pings_nobody_and_shows_no_far_deadline(
    storage: Storage, clock: Clock
) -> None:
    service = await make_service(storage, clock, engine=FirstFreePoint())
    presenter = Presenter(PRESENTER.translator)
    started = await service.dispatch(ev(), CHAT, ALICE, Challenge(Opponent.computer("easy")))
    assert started.ok and started.game is not None and pinged(started) is None
    game_id = started.game.id
    for n, point in enumerate(["1-10", "3-10", "5-10"]):
        clock.advance(minutes=5 * n)  # quick or not, the computer's answer is the card
        moved = await service.dispatch(ev(), CHAT, ALICE, Move(point))
        assert moved.ok and pinged(moved) is None
        (answer,) = await delivered(service)
        assert answer.result.game is not None and answer.result.game.to_move is Color.BLUE
        (card,) = [item for item in plan_notice(answer, presenter) if isinstance(item, Card)]
        assert card.mention is None
        assert "Time to move" not in card.caption  # a day per move: no clock line
        await card_shown(service, game_id, "card")
    clock.advance(hours=21)  # the reminder comes, as words, without a ping
    (reminder,) = await delivered(service)
    assert "clock-reminder" in reminder.result.keys and reminder.result.mention is None
    (card,) = [item for item in plan_notice(reminder, presenter) if isinstance(item, Card)]
    assert "Time to move (Alice): 3 hours" in card.caption  # near now: shown
