"""Challenges: direct, open and to the computer; accept, decline, cancel, expiry."""

from __future__ import annotations

import asyncio

from bot.domain import ChallengeStatus
from bot.identity import PlayerRef
from bot.service import GameOptions, GameService, Opponent, Status
from bot.service.commands import Accept, Cancel, Challenge, Decline
from bot.storage import Storage
from core import Color, Start

from .conftest import ALICE, BOB, CAROL, CHAT, OTHER_CHAT, Clock, ev


async def test_direct_challenge_accepted_makes_a_game_challenger_blue(
    service: GameService,
) -> None:
    made = await service.challenges.challenge(ev(), CHAT, ALICE, Challenge(Opponent.user("@Bob")))
    assert made.ok and made.keys == ("challenge-direct",)
    assert made.challenge is not None and made.challenge.status is ChallengeStatus.PENDING
    assert made.challenge.target_name == "@bob"
    # the only challenge waiting for Bob
    accepted = await service.challenges.accept(ev(), CHAT, BOB, Accept())
    assert accepted.ok and accepted.keys == ("challenge-accepted", "game-started")
    assert accepted.new_card and accepted.game is not None
    game = accepted.game
    assert (game.blue.name, game.red.name) == ("Alice", "Bob")
    assert game.to_move is Color.BLUE and game.ply == 0
    assert (game.rules.width, game.rules.height, game.rules.start) == (39, 32, Start.CROSS)
    assert accepted.challenge is not None
    assert accepted.challenge.status is ChallengeStatus.ACCEPTED
    assert accepted.challenge.game_id == game.id


async def test_challenger_may_play_red_and_choose_the_field(service: GameService) -> None:
    options = GameOptions(width=15, height=12, start=Start.EMPTY, color=Color.RED)
    made = await service.challenges.challenge(
        ev(), CHAT, ALICE, Challenge(Opponent.anyone(), options)
    )
    assert made.ok and made.keys == ("challenge-open",)
    accepted = await service.challenges.accept(ev(), CHAT, BOB, Accept())
    assert accepted.game is not None
    assert (accepted.game.blue.name, accepted.game.red.name) == ("Bob", "Alice")
    rules = accepted.game.rules
    assert (rules.width, rules.height, rules.start) == (15, 12, Start.EMPTY)


async def test_a_resolved_mention_is_matched_by_account(service: GameService) -> None:
    anonymous_bob = BOB.__class__("test", "2", "Bob")  # no username on the platform
    await service.challenges.challenge(
        ev(), CHAT, ALICE, Challenge(Opponent.user(ref=PlayerRef("test", "2"), name="Bob"))
    )
    accepted = await service.challenges.accept(ev(), CHAT, anonymous_bob, Accept())
    assert accepted.ok


async def test_open_challenge_goes_to_the_first_taker(service: GameService) -> None:
    made = await service.challenges.challenge(ev(), CHAT, ALICE, Challenge(Opponent.anyone()))
    assert made.challenge is not None
    first = await service.challenges.accept(ev(), CHAT, BOB, Accept(made.challenge.id))
    second = await service.challenges.accept(ev(), CHAT, CAROL, Accept(made.challenge.id))
    assert first.ok
    assert second.status is Status.ERROR and second.keys == ("error-challenge-closed",)


async def test_two_takers_racing_for_an_open_challenge_get_one_game(
    service: GameService, storage: Storage
) -> None:
    made = await service.challenges.challenge(ev(), CHAT, ALICE, Challenge(Opponent.anyone()))
    assert made.challenge is not None
    results = await asyncio.gather(
        service.challenges.accept(ev(), CHAT, BOB, Accept(made.challenge.id)),
        service.challenges.accept(ev(), CHAT, CAROL, Accept(made.challenge.id)),
    )
    assert sorted(r.status for r in results) == [Status.ERROR, Status.OK]
    assert len(await storage.active_games(CHAT)) == 1


async def test_decline_and_cancel(service: GameService, storage: Storage) -> None:
    one = await service.challenges.challenge(ev(), CHAT, ALICE, Challenge(Opponent.user("bob")))
    two = await service.challenges.challenge(ev(), CHAT, ALICE, Challenge(Opponent.user("carol")))
    assert one.challenge and two.challenge
    assert (await service.challenges.decline(
        ev(), CHAT, CAROL, Decline(one.challenge.id)
    )).keys == (
        "error-challenge-not-for-you",
    )
    declined = await service.challenges.decline(ev(), CHAT, BOB, Decline())
    assert declined.keys == ("challenge-declined",)
    assert declined.challenge and declined.challenge.status is ChallengeStatus.DECLINED
    assert (await service.challenges.cancel(ev(), CHAT, BOB, Cancel(two.challenge.id))).keys == (
        "error-challenge-not-yours",
    )
    cancelled = await service.challenges.cancel(ev(), CHAT, ALICE, Cancel())
    assert cancelled.keys == ("challenge-cancelled",)
    assert await storage.pending_challenges(CHAT, service.parts.now()) == []
    again = await service.challenges.accept(ev(), CHAT, CAROL, Accept(two.challenge.id))
    assert again.keys == ("error-challenge-closed",)


async def test_an_open_challenge_cannot_be_declined(service: GameService) -> None:
    made = await service.challenges.challenge(ev(), CHAT, ALICE, Challenge())
    assert made.challenge is not None
    result = await service.challenges.decline(ev(), CHAT, BOB, Decline(made.challenge.id))
    assert result.keys == ("error-challenge-open-decline",)


async def test_a_challenge_expires_after_ten_minutes(
    service: GameService, storage: Storage, clock: Clock
) -> None:
    made = await service.challenges.challenge(ev(), CHAT, ALICE, Challenge(Opponent.user("bob")))
    assert made.challenge is not None
    clock.advance(minutes=9, seconds=59)
    assert len(await storage.pending_challenges(CHAT, clock())) == 1
    clock.advance(seconds=1)
    assert await storage.pending_challenges(CHAT, clock()) == []
    late = await service.challenges.accept(ev(), CHAT, BOB, Accept(made.challenge.id))
    assert late.status is Status.ERROR and late.keys == ("error-challenge-expired",)
    assert late.challenge is not None and late.challenge.status is ChallengeStatus.EXPIRED
    assert await storage.active_games(CHAT) == []


async def test_accepting_without_a_number_when_several_wait_asks_which(
    service: GameService,
) -> None:
    await service.challenges.challenge(ev(), CHAT, ALICE, Challenge())
    await service.challenges.challenge(ev(), CHAT, CAROL, Challenge())
    result = await service.challenges.accept(ev(), CHAT, BOB, Accept())
    assert result.keys == ("error-ambiguous-challenge",)
    assert result.replies[0].args["ids"] == "1, 2"


async def test_refusals_change_nothing(service: GameService, storage: Storage) -> None:
    cases = [
        (Opponent.user("alice"), GameOptions(), "error-challenge-self"),
        (Opponent.user(ref=ALICE.ref), GameOptions(), "error-challenge-self"),
        (Opponent.user("@dots_bot"), GameOptions(), "error-challenge-bot"),
        (Opponent.user(ref=PlayerRef("test", "999")), GameOptions(), "error-challenge-bot"),
        (Opponent.computer(), GameOptions(), "error-computer-unavailable"),
        (Opponent.anyone(), GameOptions(width=65, height=10), "error-field-size"),
        (Opponent.anyone(), GameOptions(width=2), "error-field-size"),
        (
            Opponent.anyone(),
            GameOptions(width=5, height=5, start=Start.FOUR_CROSSES),
            "error-start-size",
        ),
    ]
    for opponent, options, key in cases:
        result = await service.challenges.challenge(ev(), CHAT, ALICE, Challenge(opponent, options))
        assert result.status is Status.ERROR and result.keys == (key,), (opponent, options)
    assert await storage.pending_challenges(CHAT, service.parts.now()) == []


async def test_own_unknown_and_foreign_challenges_are_refused(service: GameService) -> None:
    made = await service.challenges.challenge(ev(), CHAT, ALICE, Challenge())
    assert made.challenge is not None
    assert (await service.challenges.accept(ev(), CHAT, ALICE, Accept(made.challenge.id))).keys == (
        "error-challenge-own",
    )
    unknown = await service.challenges.accept(ev(), CHAT, BOB, Accept(77))
    assert unknown.keys == ("error-unknown-challenge",)
    assert (await service.challenges.accept(
        ev(), OTHER_CHAT, BOB, Accept(made.challenge.id)
    )).keys == (
        "error-unknown-challenge",
    )
    assert (await service.challenges.accept(
        ev(), OTHER_CHAT, BOB, Accept()
    )).keys == ("error-no-challenge",)
    assert (await service.challenges.cancel(
        ev(), CHAT, BOB, Cancel()
    )).keys == ("error-no-challenge",)


async def test_a_redelivered_challenge_is_made_once(
    service: GameService, storage: Storage
) -> None:
    key = ev()
    first = await service.challenges.challenge(key, CHAT, ALICE, Challenge())
    again = await service.challenges.challenge(key, CHAT, ALICE, Challenge())
    assert first.ok and again.status is Status.DUPLICATE
    assert len(await storage.pending_challenges(CHAT, service.parts.now())) == 1


async def test_chat_defaults_apply_when_nothing_is_chosen(
    service: GameService, storage: Storage
) -> None:
    async with storage.transaction() as tx:
        await tx.set_chat_lang(CHAT, None)
        await tx.update_chat_settings(
            CHAT, {"rules": {"width": 20, "height": 20, "start": "empty"}}
        )
    made = await service.challenges.challenge(
        ev(), CHAT, ALICE, Challenge(options=GameOptions(height=15))
    )
    assert made.challenge is not None
    rules = made.challenge.rules
    assert (rules.width, rules.height, rules.start) == (20, 15, Start.EMPTY)
