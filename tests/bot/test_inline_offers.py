"""What ``@bot words`` offers (Telegram's inline mode), read from the words of
``/challenge``: the common fields for no words (the asker's last first), exactly the
challenge words ask for, and for words that cannot all be read the nearest challenge with
the reason."""

from __future__ import annotations

import pytest

from bot.service import GameService
from bot.service.challenges.options import GameOptions, Opponent
from bot.service.commands import Challenge as TextChallenge
from bot.service.commands import TakeOffer, WithdrawOffer
from bot.service.grammar import reading
from bot.service.places.inline_games import inline_place
from bot.service.places.inline_offers import PRESETS, inline_offers
from bot.storage import Storage
from bot.time_control import TimeKind
from core import Color, Start

from .conftest import ALICE, BOB, CAROL, CHAT, ev


def test_no_words_offer_the_common_fields_the_askers_last_first() -> None:
    fresh = inline_offers("")
    assert [o.challenge.options for o in fresh.offers] == list(PRESETS)
    assert [(o.width, o.height) for o in PRESETS] == [(10, 10), (15, 15), (20, 20), (39, 32)]
    assert PRESETS[0].rated is False and PRESETS[-1].start is Start.CROSS
    assert all(o.challenge.opponent.kind == "open" and o.reason is None for o in fresh.offers)
    assert not fresh.personal  # the same for everyone: cacheable for all

    last = GameOptions(width=25, height=25, rated=False)
    mine = inline_offers("", last)
    assert [o.challenge.options for o in mine.offers] == [last, *PRESETS]
    assert mine.personal
    again = inline_offers("", PRESETS[2])  # a preset is not offered twice
    assert [o.challenge.options for o in again.offers] == [PRESETS[2], *PRESETS[:2], PRESETS[3]]


def test_words_offer_exactly_that_challenge() -> None:
    (offer,) = inline_offers("15x15 5+5 red").offers
    options = offer.challenge.options
    assert (options.width, options.height, options.color) == (15, 15, Color.RED)
    assert options.time is not None and options.time.kind is TimeKind.LIVE
    assert offer.reason is None
    (named,) = inline_offers("@Bob 20x20 cross casual").offers
    assert named.challenge.opponent.kind == "user" and named.challenge.opponent.username == "bob"
    assert named.challenge.options.start is Start.CROSS and named.challenge.options.rated is False


def test_words_that_cannot_all_be_read_offer_the_nearest_with_the_reason() -> None:
    (offer,) = inline_offers("15x15 banana red").offers
    assert (offer.challenge.options.width, offer.challenge.options.color) == (15, Color.RED)
    assert offer.reason is not None and offer.reason.key == "error-usage"
    assert offer.reason.args["token"] == "banana"
    (too_big,) = inline_offers("99x99 notransfer").offers
    assert too_big.challenge.options.width is None  # the chat's default field
    assert too_big.challenge.options.score_transfer is False
    assert too_big.reason is not None and too_big.reason.key == "error-field-size"
    (nothing,) = inline_offers("what is this").offers
    assert nothing.challenge.options == GameOptions() and nothing.reason is not None
    (longest,) = inline_offers(" ".join(["junk"] * 40 + ["20x20"])).offers
    assert longest.reason is not None  # at most 16 words are read: 20x20 is not among them


def test_offers_are_read_from_the_words_not_from_a_line_written_for_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def no_line(*args: object) -> None:
        raise AssertionError(f"a line of text was written to be read again: {args}")

    monkeypatch.setattr(reading, "parse", no_line)
    (offer,) = inline_offers("15x15 extra instant=7 @Bob").offers
    options = offer.challenge.options
    assert (options.width, options.extra_move, options.instant_win) == (15, True, 7)
    assert offer.challenge.opponent.username == "bob" and offer.reason is None


def test_the_computer_is_not_offered_in_someone_elses_chat() -> None:
    (offer,) = inline_offers("computer hard 11x11").offers
    assert offer.challenge.opponent.kind == "open"
    assert (offer.challenge.options.width, offer.challenge.options.height) == (11, 11)
    assert offer.reason is not None and offer.reason.key == "error-inline-computer"


async def test_the_askers_last_challenge_comes_first(service: GameService) -> None:
    made = await service.dispatch(ev(), CHAT, ALICE, TextChallenge(
        Opponent.anyone(), GameOptions(width=25, height=25, color=Color.RED, rated=False)))
    assert made.ok
    mine = await service.inline.offers(ALICE, "")
    first = mine.offers[0]
    assert (first.rules.width, first.rules.height, first.challenger_color, first.rated) == (
        25, 25, Color.RED, False)
    assert mine.personal and len(mine.offers) == 1 + len(PRESETS)
    theirs = await service.inline.offers(BOB, "")
    assert [(o.rules.width, o.rules.height) for o in theirs.offers] == [
        (p.width, p.height) for p in PRESETS]
    assert not theirs.personal
    (asked,) = (await service.inline.offers(ALICE, "9x9")).offers  # words: exactly those
    assert asked.rules.width == 9 and asked.reason is None


async def test_an_offer_is_stored_once_and_becomes_one_challenge_where_it_is_posted(
    service: GameService, storage: Storage
) -> None:
    (offer,) = (await service.inline.offers(ALICE, "@bob 7x7 casual")).offers
    (again,) = (await service.inline.offers(ALICE, "@bob 7x7 casual")).offers
    assert offer.id == again.id and offer.target_name == "@bob"
    (bobs,) = (await service.inline.offers(BOB, "@alice 7x7 casual")).offers
    assert bobs.id != offer.id
    place = inline_place("test", "AgAAAB")
    posted = await service.inline.post(place, offer.id)
    assert posted.ok and posted.challenge is not None and posted.challenge.chat == place
    twice = await service.inline.post(place, offer.id)  # feedback, then a first press
    assert twice.duplicate
    (made,) = await storage.challenges_in(place)
    assert made.challenger.ref == ALICE.ref and made.target_username == "bob"
    assert not made.rated

    taken = await service.dispatch(ev(), place, CAROL, TakeOffer(offer.id))
    assert taken.keys == ("error-challenge-not-for-you",)
    taken = await service.dispatch(ev(), place, BOB, TakeOffer(offer.id))
    assert taken.ok and taken.game is not None and taken.game.id
    late = await service.dispatch(ev(), place, BOB, WithdrawOffer(offer.id))
    assert late.keys == ("error-challenge-closed",)


async def test_a_press_on_an_offer_never_stored_or_long_gone_is_refused(
    service: GameService, storage: Storage
) -> None:
    place = inline_place("test", "gone")
    refused = await service.dispatch(ev(), place, BOB, TakeOffer(12345))
    assert refused.keys == ("error-inline-gone",)
    assert await storage.challenges_in(place) == []


@pytest.mark.parametrize(
    ("words", "size"),
    [("/challenge 15x15 5+5", 15), ("/challenge@dots_bot 20x20", 20), ("@bob 9x9", 9),
     ("15x15", 15)],
)
async def test_a_guest_message_with_a_challenge_offers_that_one(
    service: GameService, words: str, size: int
) -> None:
    answer = await service.inline.offers(ALICE, words, guest=True)
    (offer,) = answer.offers
    assert offer.rules.width == size and offer.reason is None and not answer.replies


@pytest.mark.parametrize(
    ("words", "key"),
    [("rules", "rules-summary"), ("/rules", "rules-summary"), ("", "guest-help"),
     ("hello there", "guest-help"), ("15x15 banana", "guest-help"),
     ("/challenge computer", "guest-help")],
)
async def test_a_guest_message_without_a_whole_challenge_says_the_rules_or_how_to_ask(
    service: GameService, storage: Storage, words: str, key: str
) -> None:
    answer = await service.inline.offers(ALICE, words, guest=True)
    assert answer.offers == () and [reply.key for reply in answer.replies] == [key]
    assert await storage.offer(1) is None, "nothing offered, nothing stored"
