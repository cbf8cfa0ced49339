"""A side's answers in a team game (docs/rules.md §8.6: a draw offer, and Territory's end
agreement, "come from any member and need a majority of the other side"): any member of
the other side, seated or not, answers for it; a draw is declined once it can no longer
win that side's majority, and the end by the count is agreed by it; the votes lapse with
the offer."""

from __future__ import annotations

from bot.domain import GameStatus
from bot.identity import Actor
from bot.service import GameService, Status
from bot.storage import Storage
from core import Color, EndReason

from .conftest import ALICE, BOB, CAROL
from .test_play import snapshot
from .test_teams import DAVE, begun, say, words

EVE = Actor("test", "5", "Eve", "eve")


async def two_against_three(service: GameService) -> int:
    """Alice and Carol (Blue) against Bob, Dave and Eve (Red), everyone accepted: Alice
    and Bob are seated, the others wait their turn."""
    proposed = await say(service, ALICE, "/team @alice @carol vs @bob @dave @eve 9x9")
    assert proposed.ok, words(proposed)
    for member in (CAROL, BOB, DAVE):
        assert (await say(service, member, "/team accept")).ok
    started = await say(service, EVE, "/team accept")
    assert started.game is not None, words(started)
    return started.game.id


async def test_a_draw_is_declined_once_it_can_no_longer_win_the_other_sides_majority(
    service: GameService, storage: Storage
) -> None:
    game_id = await two_against_three(service)
    assert (await say(service, CAROL, "/draw")).ok  # Carol offers for Blue, unseated
    offered = await snapshot(storage, game_id)
    for actor in (ALICE, CAROL):  # Blue made the offer: it has none to decline
        refused = await say(service, actor, "/decline_draw")
        assert refused.status is Status.ERROR and "not offered a draw" in words(refused)
        assert await snapshot(storage, game_id) == offered
    first = await say(service, EVE, "/decline_draw")  # not seated: Bob is
    assert first.ok and "Eve votes to decline the draw" in words(first), words(first)
    assert "1 of 3" in words(first)
    row = await storage.game(game_id)
    assert row is not None and row.draw_offer == int(Color.BLUE)  # 2 of 3 may still accept
    assert "voted already" in words(await say(service, EVE, "/decline_draw"))
    assert "1 of 3" in words(await say(service, BOB, "/draw"))  # Bob accepts
    assert "voted already" in words(await say(service, BOB, "/decline_draw"))
    declined = await say(service, DAVE, "/decline_draw")  # 2 of 3 refuse: no majority left
    assert declined.ok and "was declined" in words(declined), words(declined)
    row = await storage.game(game_id)
    assert row is not None and row.draw_offer is None and row.status is GameStatus.ACTIVE
    assert (await say(service, ALICE, "/draw")).ok  # a new offer: the old votes are gone
    assert "1 of 3" in words(await say(service, BOB, "/draw"))
    assert "1 of 3" in words(await say(service, DAVE, "/decline_draw"))


async def test_one_member_of_two_declines_for_the_side(
    service: GameService, storage: Storage
) -> None:
    game_id = await begun(service)
    assert (await say(service, ALICE, "/draw")).ok
    declined = await say(service, DAVE, "/decline_draw")  # Dave is not seated: Bob is
    assert declined.ok and "was declined" in words(declined), words(declined)
    row = await storage.game(game_id)
    assert row is not None and row.draw_offer is None and row.status is GameStatus.ACTIVE


async def test_territory_s_end_is_proposed_by_any_member_and_agreed_by_a_majority(
    service: GameService, storage: Storage
) -> None:
    game_id = await begun(service, "9x9 empty territory")
    proposed = await say(service, CAROL, "/end")  # Carol, unseated, proposes for Blue
    assert proposed.ok, words(proposed)
    assert "Carol (Blue) proposes to end" in words(proposed), words(proposed)
    assert "each of its members writes /end" in words(proposed)
    row = await storage.game(game_id)
    assert row is not None and row.end_offer == int(Color.BLUE)
    again = await say(service, ALICE, "/end")
    assert again.status is Status.ERROR and "already proposed" in words(again)
    first = await say(service, BOB, "/end")
    assert first.ok and "Bob votes to end" in words(first) and "1 of 2" in words(first)
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.ACTIVE and row.end_offer is not None
    assert "voted already" in words(await say(service, BOB, "/end"))
    assert (await say(service, ALICE, "1-1")).ok  # a move: the proposal and its votes lapse
    lapsed = await say(service, DAVE, "/end")  # so Dave's /end proposes anew, for Red
    assert "Dave (Red) proposes to end" in words(lapsed), words(lapsed)
    assert "1 of 2" in words(await say(service, ALICE, "/end"))
    agreed = await say(service, CAROL, "/end")
    assert agreed.ok, words(agreed)
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.FINISHED and row.result is not None
    assert row.result.reason == EndReason.AGREED_END.value


async def test_after_a_stop_only_the_member_on_turn_ends_the_game(
    service: GameService, storage: Storage
) -> None:
    """Under STOP, /end is part of the side's move (docs/rules.md §8.6: grounding and STOP
    are the member on turn's)."""
    game_id = await begun(service, "9x9 empty stop")
    assert (await say(service, ALICE, "1-1")).ok
    assert (await say(service, BOB, "/stop confirm")).ok  # Red stops; Carol is on turn
    before = await snapshot(storage, game_id)
    refused = await say(service, ALICE, "/end")
    assert refused.status is Status.ERROR and "it is Carol's turn" in words(refused)
    assert await snapshot(storage, game_id) == before
    ended = await say(service, CAROL, "/end")
    assert ended.ok, words(ended)
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.FINISHED
