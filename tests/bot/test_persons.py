"""One person across platforms, through the service: /link's code joins two accounts once,
within its time, typed on the other platform; forged, expired, reused and foreign codes
change nothing and say why; wrong guesses are limited; /rating and /history are one
after linking; /unlink leaves each account the ratings; /forget erases a person on every
platform and their finished games show a placeholder."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from bot.identity import FORGOTTEN_NAME, Actor, ChatRef
from bot.service import GameService, Result
from bot.service.answers.replies import Reply
from bot.service.challenges.options import Opponent
from bot.service.commands import Forget, Link, Resign, ShowHistory, ShowPrivacy, ShowRating, Unlink
from bot.service.persons import codes
from bot.storage import Storage

from .conftest import Clock, ev, start_game

# Two platforms of the tests: "test" (the conftest's) and "other".
ANN = Actor("test", "1", "Ann", "ann", alone=True)
BOB = Actor("test", "2", "Bob", "bob")
ANN_THERE = Actor("other", "11", "Ann O.", "ann_o", alone=True)
CAT = Actor("other", "12", "Cat", "cat")
HERE, THERE = ChatRef("test", "100"), ChatRef("other", "300")
PRIVATE_HERE, PRIVATE_THERE = ChatRef("test", "1"), ChatRef("other", "11")


def code_in(result: Result) -> str:
    assert result.ok, result
    assert result.keys == ("persons-link-code",)
    code = result.replies[0].args["code"]
    assert isinstance(code, str) and re.fullmatch(r"[A-Z2-9]{4}-[A-Z2-9]{4}", code)
    return code


async def ask_code(service: GameService, actor: Actor = ANN) -> str:
    return code_in(await service.dispatch(ev(), PRIVATE_HERE, actor, Link()))


async def type_code(service: GameService, code: str, actor: Actor = ANN_THERE) -> Result:
    return await service.dispatch(ev(), PRIVATE_THERE, actor, Link(code))


async def win(service: GameService, winner: Actor, loser: Actor, chat: ChatRef) -> int:
    game = await start_game(service, winner, loser, chat, rated=True)
    assert (await service.dispatch(ev(), chat, loser, Resign(game, confirmed=True))).ok
    return game


def test_codes_are_random_readable_and_kept_as_digests() -> None:
    made = {codes.make_code() for _ in range(200)}
    assert len(made) == 200
    assert all(len(code) == codes.LENGTH and set(code) <= set(codes.ALPHABET) for code in made)
    code = made.pop()
    assert codes.normal(codes.shown(code).lower()) == code
    assert codes.digest(b"k", code) == codes.digest(b"k", f" {codes.shown(code)} ".lower())
    assert codes.digest(b"k", code) != codes.digest(b"other key", code)
    assert code not in codes.digest(b"k", code)


async def test_a_code_typed_on_the_other_platform_links_once(
    service: GameService, storage: Storage
) -> None:
    code = await ask_code(service)
    linked = await type_code(service, code.lower().replace("-", " "))
    assert linked.ok and linked.keys == ("persons-linked",)
    assert linked.replies[0].args == {"name": "Ann", "platforms": "Test"}
    person = await storage.person(ANN_THERE.ref)
    assert person is not None and person.accounts == (ANN.ref, ANN_THERE.ref)
    again = await type_code(service, code, CAT)  # reused, by anyone
    assert again.keys == ("error-link-used",)
    assert await storage.person(CAT.ref) is None


async def test_an_expired_code_changes_nothing(
    service: GameService, storage: Storage, clock: Clock
) -> None:
    code = await ask_code(service)
    clock.advance(minutes=10, seconds=1)
    late = await type_code(service, code)
    assert late.keys == ("error-link-expired",)
    assert late.replies[0].args == {"wait": codes.TTL}
    assert await storage.person(ANN.ref) is None and await storage.person(ANN_THERE.ref) is None


async def test_forged_and_foreign_codes_change_nothing(
    service: GameService, storage: Storage
) -> None:
    code = await ask_code(service)
    forged = await type_code(service, "ABCD-EFGH" if code != "ABCD-EFGH" else "ABCD-EFGJ")
    assert forged.keys == ("error-link-unknown",)
    own = await service.dispatch(ev(), PRIVATE_HERE, BOB, Link(code))  # same platform
    assert own.keys == ("error-link-same-platform",)
    assert await storage.person(ANN.ref) is None
    assert (await type_code(service, code)).ok  # the code still waited


async def test_a_code_is_given_only_where_its_asker_alone_reads(service: GameService) -> None:
    shared = await service.dispatch(ev(), HERE, replace(ANN, alone=False), Link())
    assert shared.keys == ("error-link-private",)


async def test_wrong_guesses_are_limited_per_account(
    service: GameService, clock: Clock
) -> None:
    code = await ask_code(service)
    for n in range(codes.WRONG_LIMIT):
        assert (await type_code(service, f"WRONG{n}")).keys == ("error-link-unknown",)
    stopped = await type_code(service, code)  # even the right one waits now
    assert stopped.keys == ("error-link-tries",)
    assert stopped.replies[0].args == {"wait": codes.WRONG_WINDOW}
    clock.advance(minutes=5)
    assert (await type_code(service, code)).ok  # the window passed, the code still waits


async def test_one_rating_and_one_history_after_linking(
    service: GameService, storage: Storage
) -> None:
    await win(service, ANN, BOB, HERE)
    await win(service, ANN_THERE, CAT, THERE)
    before = await service.dispatch(ev(), THERE, ANN_THERE, ShowRating())
    assert (await type_code(service, await ask_code(service))).ok
    ratings = [await service.dispatch(ev(), chat, actor, ShowRating())
               for chat, actor in ((PRIVATE_HERE, ANN), (PRIVATE_THERE, ANN_THERE))]
    overall = [[reply.args for reply in result.replies if reply.args.get("where") == "overall"]
               for result in ratings]
    assert overall[0] == overall[1] and len(overall[0]) == 1
    assert overall[0][0]["games"] == 2 and overall[0][0]["name"] == "Ann"
    assert before.replies != ratings[1].replies
    histories = [await service.dispatch(ev(), chat, actor, ShowHistory())
                 for chat, actor in ((PRIVATE_HERE, ANN), (PRIVATE_THERE, ANN_THERE))]
    assert histories[0].replies[1:] == histories[1].replies[1:]  # the same games
    assert len([r for r in histories[0].replies if r.key == "history-line"]) == 2
    await win(service, CAT, ANN_THERE, THERE)  # a game of either account moves the one rating
    row = await storage.rating("overall/correspondence", ANN.ref)
    assert row is not None and (row.wins, row.losses) == (2, 1)


async def test_head_to_head_is_between_people_on_every_platform_with_each_ones_rating(
    service: GameService, storage: Storage
) -> None:
    bob_there = Actor("other", "13", "Bob O.", "bob_o", alone=True)
    await win(service, ANN, BOB, HERE)  # Ann wins on this platform
    assert (await type_code(service, await ask_code(service))).ok
    bob_code = await ask_code(service, replace(BOB, alone=True))
    assert (await type_code(service, bob_code, bob_there)).ok
    await win(service, bob_there, ANN_THERE, THERE)  # Bob wins on the other
    asked = ShowRating((Opponent.user("ann"), Opponent.user("bob")))
    here = await service.dispatch(ev(), HERE, BOB, asked)
    assert here.keys[:2] == ("rating-versus", "rating-each"), here.keys
    versus = here.replies[0].args
    assert (versus["first"], versus["second"]) == ("Ann", "Bob")
    assert (versus["games"], versus["wins"], versus["losses"], versus["draws"]) == (2, 1, 1, 0)
    each = here.replies[1].args
    ann_row = await storage.rating("overall/correspondence", ANN.ref)
    bob_row = await storage.rating("overall/correspondence", BOB.ref)
    assert ann_row is not None and bob_row is not None
    first, second = each["first"], each["second"]
    assert isinstance(first, Reply) and isinstance(second, Reply)
    assert first.key == second.key == "rating-of"
    assert first.args == {"name": "Ann", "rating": ann_row.rating.shown}
    assert second.args == {"name": "Bob", "rating": bob_row.rating.shown}
    there = await service.dispatch(ev(), THERE, CAT, ShowRating(
        (Opponent.user("ann_o"), Opponent.user("bob_o"))))
    assert there.replies[:2] == here.replies[:2]  # the same people, the same lines


async def test_unlinking_leaves_each_account_the_ratings(
    service: GameService, storage: Storage
) -> None:
    await win(service, ANN, BOB, HERE)
    assert (await type_code(service, await ask_code(service))).ok
    parted = await service.dispatch(ev(), PRIVATE_THERE, ANN_THERE, Unlink())
    assert parted.keys == ("persons-unlinked",)
    for actor in (ANN, ANN_THERE):
        row = await storage.rating("overall/correspondence", actor.ref)
        assert row is not None and row.wins == 1
    assert (await service.dispatch(ev(), PRIVATE_HERE, ANN, Unlink())).keys == (
        "error-unlink-none",
    )


async def test_privacy_says_what_is_kept(service: GameService) -> None:
    alone = await service.dispatch(ev(), PRIVATE_HERE, ANN, ShowPrivacy())
    assert alone.keys == ("persons-privacy",) and alone.replies[0].args["linked"] == "no"
    assert (await type_code(service, await ask_code(service))).ok
    linked = await service.dispatch(ev(), PRIVATE_HERE, ANN, ShowPrivacy())
    assert linked.replies[0].args["linked"] == "yes"
    assert linked.replies[0].args["platforms"] == "Test, Other"


async def test_forget_asks_then_erases_on_every_linked_platform(
    service: GameService, storage: Storage
) -> None:
    first = await win(service, ANN, BOB, HERE)
    assert (await type_code(service, await ask_code(service))).ok
    asked = await service.dispatch(ev(), PRIVATE_THERE, ANN_THERE, Forget())
    assert asked.keys == ("persons-forget-ask",)
    assert await storage.user(ANN.ref) is not None  # nothing erased yet
    playing = await start_game(service, CAT, ANN_THERE, THERE)
    refused = await service.dispatch(ev(), PRIVATE_THERE, ANN_THERE, Forget(confirmed=True))
    assert refused.keys == ("error-forget-playing",)
    assert (await service.dispatch(ev(), THERE, ANN_THERE, Resign(playing, confirmed=True))).ok
    gone = await service.dispatch(ev(), PRIVATE_THERE, ANN_THERE, Forget(confirmed=True))
    assert gone.keys == ("persons-forgotten",) and gone.replies[0].args["games"] == 2
    for actor in (ANN, ANN_THERE):
        assert await storage.user(actor.ref) is None
        assert await storage.person(actor.ref) is None
        assert await storage.rating("overall/correspondence", actor.ref) is None
    game = await storage.game(first)
    assert game is not None and game.blue.name.startswith(FORGOTTEN_NAME)
    assert game.red.name == "Bob"


@pytest.mark.parametrize("typed", ["", "   "])
async def test_an_empty_code_is_no_code(service: GameService, typed: str) -> None:
    assert (await type_code(service, typed)).keys == ("error-link-unknown",)


async def test_one_account_a_platform_and_one_person_an_account(
    service: GameService, storage: Storage
) -> None:
    assert (await type_code(service, await ask_code(service))).ok
    again = await type_code(service, await ask_code(service))  # the same two accounts
    assert again.keys == ("error-link-already",)
    second = await type_code(service, await ask_code(service), CAT)  # Ann has an "other" one
    assert second.keys == ("error-link-platform-taken",)
    assert second.replies[0].args == {"platform": "Other"}
    bobs = await ask_code(service, replace(BOB, alone=True))
    taken = await type_code(service, bobs)  # Ann's "other" account is Ann's
    assert taken.keys == ("error-link-taken",)
    person = await storage.person(ANN.ref)
    assert person is not None and person.accounts == (ANN.ref, ANN_THERE.ref)
    assert await storage.person(CAT.ref) is None and await storage.person(BOB.ref) is None
