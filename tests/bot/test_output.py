"""The output path's card logic, once for every platform, against a port that records what
it is asked (``output_port.FakePort``): the newest card wins, edit or post, whom to ping
after an edit and when that ping goes, a card past its due dropped, a card shown where its
game lives, the receipts reported back."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from datetime import timedelta

from bot.domain import ChallengeStatus, GameStatus
from bot.i18n import Translator
from bot.identity import ChatRef, PlayerRef, inline_place
from bot.output.cards import LATE_MARGIN, CardBook
from bot.output.delivery import Output
from bot.output.items import Card, ChallengeCard, Progress, Text
from bot.output.placement import Placement
from bot.output.plan import view_card
from bot.output.port import NAME_SLOT, Capabilities, Ping
from bot.output.present import Presenter
from bot.service.answers.answer import ProgressView
from bot.service.answers.challenge_views import ChallengeView
from bot.service.answers.game_views import GameView, SeatView
from bot.service.answers.replies import Audience, Reply
from bot.service.delivery.receipts import Receipt
from core import Color, Game, Rules

from .output_port import NOW, FakePort, Receipts

PRESENTER = Presenter(Translator())
CHAT = ChatRef("test", "100")
ALICE = SeatView("Alice", PlayerRef("test", "1"))
BOB = SeatView("Bob", PlayerRef("test", "2"))
QUEUES = Capabilities(queues=True, ping="telegram-your-move", drops_pings=True)
"""A platform like Telegram: a queue per chat, pings deleted with the next card."""
RETIRES = Capabilities(retires_replaced=True, ping="card-to-move", thread_per_game=True)
"""A platform like Discord: cards placed one at a time, a card posted anew retires the old."""
PRINTS = Capabilities(edits=False)
"""A platform like a terminal: it edits nothing."""


def view(version: int, message: str | None = "50", *, shown: int | None = None,
         due: timedelta | None = None, chat: ChatRef = CHAT) -> GameView:
    """Game 7 at ``version``; its card message ``message`` shows version ``shown``
    (``None``: the one before), due ``due`` from now."""
    rules = Rules(width=5, height=5)
    return GameView(
        id=7, chat=chat, blue=ALICE, red=BOB, rules=rules, status=GameStatus.ACTIVE,
        version=version, ply=version, to_move=Color.BLUE, last_move=None, blue_score=0,
        red_score=0, outcome=None, draw_offer=None, card_message_id=message,
        card_version=shown if shown is not None else version - 1,
        card_due=NOW + due if due is not None else None,
        position=Game.from_rules(rules),
    )


def card(version: int, placement: Placement = Placement.EDIT, *, mention: SeatView | None = None,
         **shown: object) -> Card:
    return view_card(PRESENTER, "en", view(version, **shown), placement, mention)  # type: ignore[arg-type]


def setup(caps: Capabilities) -> tuple[Output, FakePort, Receipts]:
    receipts = Receipts()
    return Output(receipts, PRESENTER), FakePort(caps), receipts


def versions(receipts: Receipts) -> list[tuple[int, str | None]]:
    return [(what.version, receipt.message_id) for what, receipt in receipts.reported
            if isinstance(what, GameView)]


# ----------------------------------------------------------------- newest wins
async def test_an_older_card_never_follows_a_newer_one() -> None:
    output, port, receipts = setup(RETIRES)
    await output.show([card(3)], port)
    await output.show([card(2)], port)  # a slow answer, after the computer's move
    assert port.names() == ["edit 50", "answer", "answer"]
    assert versions(receipts) == [(3, "50")]


async def test_a_queued_card_is_dropped_when_a_newer_one_comes_before_its_turn() -> None:
    output, port, receipts = setup(QUEUES)
    port.hold = asyncio.Event()
    first = asyncio.ensure_future(output.show([card(2)], port))
    await asyncio.sleep(0)
    second = asyncio.ensure_future(output.show([card(3)], port))
    await asyncio.sleep(0)
    port.hold.set()
    await asyncio.gather(first, second)
    assert [name for name in port.names() if name != "answer"] == ["dropped", "edit 50"]
    assert versions(receipts) == [(3, "50")]


async def test_cards_of_one_game_are_placed_one_at_a_time_where_nothing_queues() -> None:
    """The second card waits for the first, then edits the message the first posted."""
    output, port, receipts = setup(RETIRES)
    port.hold = asyncio.Event()
    first = asyncio.ensure_future(output.show([card(1, Placement.POST, message=None)], port))
    await asyncio.sleep(0)
    second = asyncio.ensure_future(output.show([card(2, message=None, shown=0)], port))
    await asyncio.sleep(0)
    port.hold.set()
    await asyncio.gather(first, second)
    assert [name for name in port.names() if name != "answer"] == ["post Card", "edit 100"]
    assert versions(receipts) == [(1, "100"), (2, "100")]


# ----------------------------------------------------------------- edit or post
async def test_a_card_placed_to_edit_edits_the_chats_card() -> None:
    output, port, receipts = setup(QUEUES)
    await output.show([card(4)], port)
    assert port.names() == ["edit 50", "answer"] and versions(receipts) == [(4, "50")]


async def test_a_card_whose_message_is_gone_is_posted_and_the_old_one_retired() -> None:
    output, port, receipts = setup(RETIRES)
    port.gone.add("50")
    await output.show([card(4)], port)
    assert port.names() == ["gone", "post Card", "retire 50", "answer"]
    assert versions(receipts) == [(4, "100")]
    await output.show([card(5, message="50", shown=4)], port)  # the view is behind
    assert port.names()[-2:] == ["edit 100", "answer"]  # the message posted last


async def test_a_card_placed_anew_is_posted_and_keeps_or_retires_the_old_one() -> None:
    for caps, after in ((QUEUES, []), (RETIRES, ["retire 50"])):
        output, port, receipts = setup(caps)
        await output.show([card(4, Placement.POST)], port)
        assert port.names() == ["post Card", *after, "answer"]
        assert versions(receipts) == [(4, "100")]


async def test_a_platform_that_edits_nothing_posts_every_card() -> None:
    output, port, receipts = setup(PRINTS)
    await output.show([card(4)], port)
    await output.show([card(5)], port)
    assert port.names() == ["post Card", "answer"] * 2
    assert versions(receipts) == [(4, "100"), (5, "101")]


async def test_a_view_that_knows_a_newer_card_edits_its_message() -> None:
    """Another process showed a newer card in another message: that one is edited."""
    output, port, _ = setup(RETIRES)
    await output.show([card(4)], port)
    await output.show([card(6, message="77", shown=5)], port)
    assert port.names()[-2] == "edit 77"


async def test_a_game_that_begins_gets_a_thread_of_its_own_where_there_are_threads() -> None:
    output, port, receipts = setup(RETIRES)
    place = ChatRef("test", "100", "900")
    port.threads.append(place)
    await output.show([card(1, Placement.THREAD, message=None, shown=0)], port)
    assert port.elsewhere[place].names() == ["post Card"]
    ((_, receipt),) = receipts.reported
    assert receipt == Receipt("100", place=place)
    output, port, receipts = setup(QUEUES)  # no threads: posted where it began
    await output.show([card(1, Placement.THREAD, message=None, shown=0)], port)
    assert port.names() == ["post Card", "answer"] and receipts.reported[0][1].place is None


# ----------------------------------------------------------------- pings
async def test_an_edit_pings_the_player_to_move_and_the_next_card_deletes_the_ping() -> None:
    output, port, _ = setup(QUEUES)
    await output.show([card(4, mention=ALICE)], port)
    assert port.names() == ["edit 50", "post Ping", "answer"]
    ping = port.calls[1][1]
    assert isinstance(ping, Ping) and ping.seat == ALICE and NAME_SLOT in ping.text
    assert ping.text == PRESENTER.t("en", "telegram-your-move", name=NAME_SLOT, game="#7")
    await output.show([card(5)], port)
    assert port.names()[-3:] == ["edit 50", "delete 100", "answer"]


async def test_a_ping_the_chat_had_no_budget_to_delete_goes_with_the_card_after() -> None:
    output, port, _ = setup(QUEUES)
    await output.show([card(4, mention=ALICE)], port)
    port.busy.add("100")
    await output.show([card(5)], port)
    assert "delete 100" not in port.names()
    await output.show([card(6)], port)
    assert port.names()[-2:] == ["delete 100", "answer"]


async def test_a_posted_card_names_its_player_itself_and_pings_stay_where_pings_go_with_it(
) -> None:
    output, port, _ = setup(QUEUES)
    await output.show([card(4, Placement.POST, mention=ALICE)], port)
    assert "post Ping" not in port.names()  # the new message notifies by itself
    output, port, _ = setup(RETIRES)
    await output.show([card(4, mention=ALICE)], port)
    await output.show([card(5)], port)
    assert port.names().count("post Ping") == 1 and not any(
        name.startswith("delete") for name in port.names())
    ping = port.calls[1][1]
    assert isinstance(ping, Ping)
    assert ping.text == PRESENTER.t("en", "card-to-move", name=NAME_SLOT, color=str(Color.BLUE))


async def test_no_ping_when_a_newer_card_came_meanwhile() -> None:
    output, port, _ = setup(QUEUES)
    port.hold = asyncio.Event()
    first = asyncio.ensure_future(output.show([card(4, mention=ALICE)], port))
    await asyncio.sleep(0)
    output.book.handed(7, 5)  # the next move's card is on its way
    port.hold.set()
    await first
    assert "post Ping" not in port.names()


async def test_a_platform_without_pings_pings_nobody() -> None:
    output, port, _ = setup(PRINTS)
    await output.show([card(4, mention=ALICE)], port)
    assert port.names() == ["post Card", "answer"]


# ----------------------------------------------------------------- late cards
async def test_a_card_past_its_due_is_left_to_the_card_sweep() -> None:
    output, port, receipts = setup(QUEUES)
    await output.show([card(4, due=LATE_MARGIN)], port)  # due now: the sweep's
    assert port.names() == ["answer"] and receipts.reported == []
    await output.show([card(4, due=LATE_MARGIN * 2)], port)
    assert port.names()[1:] == ["edit 50", "answer"]


async def test_a_card_that_falls_due_while_queued_is_dropped_at_its_turn() -> None:
    output, port, receipts = setup(QUEUES)
    port.hold = asyncio.Event()
    shown = asyncio.ensure_future(output.show([card(4, due=timedelta(seconds=20))], port))
    await asyncio.sleep(0)
    receipts.moment = NOW + timedelta(seconds=19)  # held in the chat's queue this long
    port.hold.set()
    await shown
    assert port.names() == ["dropped", "answer"] and receipts.reported == []


async def test_a_shown_card_is_no_longer_late() -> None:
    """Only a card its view says is behind can be late: one that shows the game as it is
    is nobody's debt."""
    output, port, _ = setup(QUEUES)
    current = card(4, due=timedelta(seconds=-60), shown=4)
    await output.show([current], port)
    assert port.names()[0] == "edit 50"


# ----------------------------------------------------------------- places
async def test_a_card_of_a_game_played_elsewhere_is_shown_there_and_the_asker_told() -> None:
    output, port, receipts = setup(QUEUES)
    inline = inline_place("test", "AbC")
    port.elsewhere[inline] = there = FakePort(QUEUES)
    moved = view_card(PRESENTER, "en", view(4, chat=inline), Placement.EDIT)
    await output.show([moved], port)
    assert there.names() == ["edit 50"] and versions(receipts) == [(4, "50")]
    (said,) = [item for name, item in port.calls if name == "post Text"]
    assert isinstance(said, Text) and said.audience is Audience.SENDER
    assert said.text == PRESENTER.t("en", "inline-moved", game="#7")


async def test_a_challenges_card_and_a_progress_message_are_edited_once_posted() -> None:
    output, port, receipts = setup(RETIRES)
    challenge = ChallengeView(
        id=3, chat=CHAT, challenger=ALICE, challenger_color=Color.BLUE, target_name="Bob",
        computer=False, rules=Rules(), status=ChallengeStatus.PENDING,
        expires_at=NOW, game_id=None, card_message_id=None,
    )
    posted = ChallengeCard(challenge, "Alice challenges Bob", (), Placement.POST)
    progress = Progress(ProgressView(7, Reply("x"), None), "analysing")
    await output.show([posted, progress], port)
    assert port.names() == ["post ChallengeCard", "post Progress", "answer"]
    assert [(type(what).__name__, r.message_id) for what, r in receipts.reported] == [
        ("ChallengeView", "100"), ("ProgressView", "101")]
    edited = replace(posted, challenge=replace(challenge, card_message_id="100"),
                     placement=Placement.EDIT)
    later = Progress(ProgressView(7, Reply("x"), "101"), "done")
    await output.show([edited, later], port)
    assert port.names()[-3:] == ["edit 100", "edit 101", "answer"]
    assert len(receipts.reported) == 2  # the same messages: nothing new to report


def test_the_book_forgets_the_oldest_games_beyond_its_size() -> None:
    book = CardBook(kept=2)
    for game_id in (1, 2, 3):
        book.handed(game_id, 5)
    assert not book.outdated(1, 4) and book.outdated(3, 4)
