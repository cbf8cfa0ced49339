"""Team play through the service's one door (docs/rules.md §8.6): proposed with /team,
begun when every member accepted, moved in rotation by the member on turn only, an
absent member's turn passing on a correspondence clock, resignation and draws by a
majority of a side, and the result rated in the team pool beside the individual
ratings."""

from __future__ import annotations

from bot.domain import GameStatus
from bot.i18n import Translator
from bot.identity import Actor
from bot.output.present import Presenter
from bot.service import GameService, Result, Status
from bot.storage import Storage
from core import Color

from .conftest import ALICE, BOB, CAROL, CHAT, Clock, ev

DAVE = Actor("test", "4", "Dave", "dave")
PRESENTER = Presenter(Translator())


async def say(service: GameService, actor: Actor, text: str) -> Result:
    result = await service.say(ev(), CHAT, actor, text, quiet=False)
    assert result is not None
    return result


def words(result: Result) -> str:
    return PRESENTER.text(result)


async def begun(service: GameService, options: str = "9x9") -> int:
    """Alice and Carol (Blue) against Bob and Dave (Red), everyone accepted."""
    proposed = await say(service, ALICE, f"/team @alice @carol vs @bob @dave {options}")
    assert proposed.ok, words(proposed)
    assert "Team game 1 waits for: @carol, @bob, @dave." in words(proposed)
    for member in (CAROL, BOB):
        assert (await say(service, member, "/team accept")).ok
    started = await say(service, DAVE, "/team accept")
    assert started.ok and started.game is not None, words(started)
    return started.game.id


async def test_a_team_game_begins_once_every_member_accepted(service: GameService) -> None:
    proposed = await say(service, ALICE, "/team @alice @carol vs @bob @dave 9x9")
    assert proposed.game is None and len(proposed.buttons) == 2
    assert (await say(service, CAROL, "/team accept")).game is None
    again = await say(service, CAROL, "/team accept")
    assert again.status is Status.ERROR and "already joined" in words(again)
    stranger = Actor("test", "9", "Eve", "eve")
    assert "not a member" in words(await say(service, stranger, "/team accept 1"))
    assert (await say(service, BOB, "/team accept")).game is None
    pressed = await service.press(ev(), CHAT, DAVE, proposed.buttons[0].data)
    assert pressed.ok and pressed.game is not None
    card = PRESENTER.card(pressed.lang, pressed.game)
    assert "Blue: ▸Alice, Carol · Red: ▸Bob, Dave" in card
    assert "Blue to move: Alice" in card


async def test_only_the_member_on_turn_moves_and_the_card_pings_them(
    service: GameService, storage: Storage
) -> None:
    game_id = await begun(service)
    played = [("@alice", "1-1"), ("@bob", "9-9"), ("@carol", "1-2"), ("@dave", "9-8"),
              ("@alice", "1-3")]
    actors = {"@alice": ALICE, "@bob": BOB, "@carol": CAROL, "@dave": DAVE}
    for turn, (who, point) in enumerate(played):
        for other, actor in actors.items():
            if other == who:
                continue
            before = await storage.game(game_id)
            refused = await say(service, actor, point)
            assert refused.status is Status.ERROR
            name = who.lstrip("@").title()
            assert f"it is {name}'s turn for" in words(refused), words(refused)
            assert await storage.game(game_id) == before  # nothing changed
        moved = await say(service, actors[who], point)
        assert moved.ok and moved.game is not None, words(moved)
        assert moved.mention is not None
        following = played[turn + 1][0] if turn + 1 < len(played) else "@bob"
        assert moved.mention.name == following.lstrip("@").title()
    row = await storage.game(game_id)
    assert row is not None and row.ply == 5
    assert (row.blue.name, row.red.name) == ("Carol", "Bob")


async def test_an_absent_member_s_turn_passes_on_the_clock(
    service: GameService, storage: Storage, clock: Clock
) -> None:
    game_id = await begun(service, "9x9 24h")
    assert (await say(service, ALICE, "1-1")).ok
    assert (await say(service, BOB, "9-9")).ok  # Carol is on turn now, and away
    clock.advance(hours=24, seconds=1)
    await service.settle("test", sweep=True)
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.ACTIVE and row.blue.name == "Alice"
    refused = await say(service, CAROL, "1-2")
    assert "it is Alice's turn for Blue" in words(refused)
    assert (await say(service, ALICE, "1-2")).ok  # Alice makes Blue's move 2
    assert (await say(service, DAVE, "9-8")).ok
    assert (await say(service, CAROL, "1-3")).ok  # Blue's move 3 is Carol's again


async def test_a_side_whose_whole_rotation_is_absent_loses_on_time(
    service: GameService, storage: Storage, clock: Clock
) -> None:
    game_id = await begun(service, "9x9 24h")
    for who, point in ((ALICE, "1-1"), (BOB, "9-9"), (CAROL, "1-2")):
        assert (await say(service, who, point)).ok
    clock.advance(hours=24, seconds=1)
    await service.settle("test", sweep=True)  # Dave's turn passes to Bob
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.ACTIVE and row.red.name == "Bob"
    clock.advance(hours=24, seconds=1)
    await service.settle("test", sweep=True)  # and Bob's: all of Red let it pass
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.FINISHED
    assert row.result is not None and row.result.winner == int(Color.BLUE)
    assert row.result.reason == "time"


async def test_resignation_takes_a_majority_of_the_side(
    service: GameService, storage: Storage
) -> None:
    game_id = await begun(service, "9x9 rated")
    first = await say(service, CAROL, "/resign")
    assert first.ok and "1 of 2" in words(first)
    assert "voted already" in words(await say(service, CAROL, "/resign"))
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.ACTIVE
    done = await say(service, ALICE, "/resign")
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.FINISHED
    assert row.result is not None and row.result.winner == int(Color.RED)
    text = words(done)
    assert "Bob, Dave wins" in text and "Team ratings:" in text, text
    bob = await storage.team_rating(BOB.ref)
    alice = await storage.team_rating(ALICE.ref)
    assert bob is not None and alice is not None
    assert bob.rating > 1500 > alice.rating and bob.games == 1
    assert await storage.leaderboard("overall/correspondence", 0, 10) == []  # no individual


async def test_a_draw_offered_by_one_member_needs_a_majority_of_the_others(
    service: GameService, storage: Storage
) -> None:
    game_id = await begun(service)
    offered = await say(service, CAROL, "/draw")
    assert offered.ok and "offers a draw for Blue" in words(offered)
    assert (await say(service, BOB, "/draw")).ok
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.ACTIVE
    await say(service, DAVE, "/draw")
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.FINISHED and row.result is not None
    assert row.result.winner is None


async def test_unequal_sides_play_unrated(service: GameService, storage: Storage) -> None:
    proposed = await say(service, ALICE, "/team @alice vs @bob @dave 9x9 rated")
    assert "sides of unequal size are not rated" in words(proposed)
    for member in (BOB, DAVE):
        await say(service, member, "/team accept")
    await say(service, ALICE, "/resign")
    assert await storage.team_rating(ALICE.ref) is None


async def test_bad_team_lines_are_refused_and_change_nothing(
    service: GameService, storage: Storage
) -> None:
    for line, said in (
        ("/team @alice @carol", "sides parted by vs"),
        ("/team @alice vs @bob", "game of two"),
        ("/team @alice @alice vs @bob", "named twice"),
        ("/team @alice @dots_bot vs @bob", "cannot play in a team"),
        ("/team @alice @carol vs @bob 9x9 purple", "purple"),
        ("/team accept", "No team game here"),
    ):
        refused = await say(service, ALICE, line)
        assert refused.status is Status.ERROR and said in words(refused), (line, words(refused))
    assert await storage.chat_team_games(CHAT, ("proposed", "playing")) == []


async def test_an_answer_or_a_move_arriving_twice_counts_once(
    service: GameService, storage: Storage
) -> None:
    await say(service, ALICE, "/team @alice @carol vs @bob @dave 9x9")
    for member in (CAROL, BOB):
        await say(service, member, "/team accept")
    event = ev()
    first = await service.say(event, CHAT, DAVE, "/team accept", quiet=False)
    again = await service.say(event, CHAT, DAVE, "/team accept", quiet=False)
    assert first is not None and first.game is not None
    assert again is not None and again.status is Status.DUPLICATE
    assert len(await storage.active_games(CHAT)) == 1
    move = ev()
    assert (await service.say(move, CHAT, ALICE, "1-1", quiet=False) or first).ok
    repeated = await service.say(move, CHAT, ALICE, "1-1", quiet=False)
    assert repeated is not None and repeated.status is Status.DUPLICATE
    (row,) = await storage.active_games(CHAT)
    assert row.ply == 1 and row.blue.name == "Carol"


async def test_a_proposal_waits_as_long_as_a_challenge(
    service: GameService, storage: Storage, clock: Clock
) -> None:
    await say(service, ALICE, "/team @alice @carol vs @bob @dave 9x9")
    await say(service, CAROL, "/team accept")
    clock.advance(minutes=10, seconds=1)
    late = await say(service, BOB, "/team accept 1")
    assert late.status is Status.ERROR and "no longer waiting" in words(late)
    assert "No team game here" in words(await say(service, DAVE, "/team accept"))
    assert await storage.active_games(CHAT) == []


async def test_a_team_game_takes_no_move_back(service: GameService, storage: Storage) -> None:
    game_id = await begun(service, "9x9 casual")
    assert (await say(service, ALICE, "1-1")).ok
    refused = await say(service, ALICE, "/takeback")
    assert refused.status is Status.ERROR and "takes no move back" in words(refused)
    row = await storage.game(game_id)
    assert row is not None and row.ply == 1 and row.takeback_offer is None


async def test_a_member_who_leaves_leaves_the_rotation_and_the_last_resigns(
    service: GameService, storage: Storage
) -> None:
    game_id = await begun(service)
    assert (await say(service, ALICE, "1-1")).ok
    assert (await say(service, BOB, "9-9")).ok
    gone = await say(service, CAROL, "/team leave")  # Carol was on turn for Blue
    assert gone.ok and "Carol leaves Blue" in words(gone)
    row = await storage.game(game_id)
    assert row is not None and row.blue.name == "Alice" and row.ply == 2
    assert "no team game here" in words(await say(service, CAROL, "/team leave"))
    assert (await say(service, ALICE, "1-2")).ok  # all later Blue moves are Alice's
    assert (await say(service, DAVE, "9-8")).ok
    assert (await say(service, ALICE, "1-3")).ok
    last = await say(service, ALICE, "/team leave")
    assert "the side resigns" in words(last)
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.FINISHED and row.result is not None
    assert row.result.winner == int(Color.RED)


async def test_the_record_names_each_side_in_rotation_order(service: GameService) -> None:
    game_id = await begun(service)
    assert (await say(service, ALICE, "1-1")).ok
    text = await service.history.export_sgf(game_id)
    assert text is not None and "PB[Alice, Carol]" in text and "PW[Bob, Dave]" in text
