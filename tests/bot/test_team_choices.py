"""A team game plays as a game of two does (docs/rules.md §8.6): in Territory the member on
turn places or encloses (the picker's question, ``2-1!`` typed); the card names the member
who offered a draw; and a member not on turn who grounds, stops or ends after a STOP is
told whose turn it is, nothing changing."""

from __future__ import annotations

from bot.identity import Actor
from bot.service import GameService, Move, Status
from bot.storage import Storage

from .conftest import ALICE, BOB, CAROL, CHAT, ev, on_every_store
from .test_play import snapshot
from .test_teams import DAVE, PRESENTER, begun, say, words

RING = [(ALICE, "2-3"), (BOB, "2-2"), (CAROL, "1-2"), (DAVE, "1-1"), (ALICE, "3-2"),
        (BOB, "3-3")]
"""docs/rules.md §8.1.4 T1 in rotation: Carol's 2-1 next closes Blue's ring round Red's 2-2."""


async def territory_ring(service: GameService) -> int:
    game_id = await begun(service, "3x3 empty territory")
    for actor, point in RING:
        moved = await say(service, actor, point)
        assert moved.ok, words(moved)
    return game_id


async def test_the_member_on_turn_is_asked_place_or_enclose_and_enclosing_draws_the_realm(
    service: GameService, storage: Storage
) -> None:
    game_id = await territory_ring(service)
    before = await snapshot(storage, game_id)
    asked = await service.dispatch(ev(), CHAT, CAROL, Move((2, 1), game_id, ply=6, enclose=None))
    assert asked.keys == ("move-place-or-enclose",), words(asked)
    assert await snapshot(storage, game_id) == before  # only asked
    place, enclose = asked.buttons
    taken = await service.press(ev(), CHAT, CAROL, enclose.data)
    assert "move-captured" in taken.keys, words(taken)
    assert taken.game is not None and taken.game.blue_score == 1 and taken.game.ply == 7
    after = await snapshot(storage, game_id)
    again = await service.press(ev(), CHAT, CAROL, place.data)  # the other choice, too late
    assert "it is Dave's turn" in words(again) and await snapshot(storage, game_id) == after


async def test_place_keeps_the_ring_a_pool(service: GameService) -> None:
    game_id = await territory_ring(service)
    asked = await service.dispatch(ev(), CHAT, CAROL, Move((2, 1), game_id, ply=6, enclose=None))
    place, _ = asked.buttons
    placed = await service.press(ev(), CHAT, CAROL, place.data)
    assert placed.ok and "move-captured" not in placed.keys, words(placed)
    assert placed.game is not None and placed.game.blue_score == 0 and placed.game.ply == 7


async def test_a_typed_enclosure_draws_the_realm(service: GameService) -> None:
    await territory_ring(service)
    enclosed = await say(service, CAROL, "2-1!")
    assert "move-captured" in enclosed.keys, words(enclosed)
    assert enclosed.game is not None and enclosed.game.blue_score == 1


@on_every_store
async def test_the_card_names_the_member_who_offered_the_draw(service: GameService) -> None:
    game_id = await begun(service)
    assert (await say(service, CAROL, "/draw")).ok  # Carol offers for Blue; Alice is seated
    view = await service.cards.game(game_id)
    assert view is not None
    card = PRESENTER.card("en", view)
    assert "Carol offers a draw." in card and "Alice offers" not in card, card
    assert (await say(service, ALICE, "1-1")).ok  # the offer stands through Blue's own move
    view = await service.cards.game(game_id)
    assert view is not None and "Carol offers a draw." in PRESENTER.card("en", view)
    assert (await say(service, BOB, "9-9")).ok  # Red's move: the offer lapses, and its name
    view = await service.cards.game(game_id)
    assert view is not None and "offers a draw" not in PRESENTER.card("en", view)
    assert (await say(service, BOB, "/draw")).ok  # Bob offers for Red; Dave is seated now
    view = await service.cards.game(game_id)
    card = PRESENTER.card("en", view) if view is not None else ""
    assert "Bob offers a draw." in card and "Dave offers" not in card, card


async def told_whose_turn(
    service: GameService, storage: Storage, game_id: int, said: tuple[Actor, str], name: str
) -> None:
    """``said`` is refused, naming ``name`` as the member on turn, and nothing changes."""
    before = await snapshot(storage, game_id)
    refused = await say(service, *said)
    assert refused.status is Status.ERROR, words(refused)
    assert f"it is {name}'s turn for" in words(refused), words(refused)
    assert await snapshot(storage, game_id) == before


async def test_a_member_not_on_turn_who_stops_or_ends_after_a_stop_is_told_whose_turn_it_is(
    service: GameService, storage: Storage
) -> None:
    game_id = await begun(service, "9x9 empty stop")
    for said in ((CAROL, "/stop"), (CAROL, "/stop confirm"), (DAVE, "/stop")):
        await told_whose_turn(service, storage, game_id, said, "Alice")
    assert (await say(service, ALICE, "1-1")).ok
    assert (await say(service, BOB, "/stop confirm")).ok  # Red stops; Carol is on turn
    await told_whose_turn(service, storage, game_id, (ALICE, "/auto"), "Carol")
    assert (await say(service, CAROL, "/auto")).ok


async def test_a_member_not_on_turn_who_grounds_is_told_whose_turn_it_is(
    service: GameService, storage: Storage
) -> None:
    game_id = await begun(service)
    for said in ((CAROL, "/ground"), (CAROL, "/ground confirm"), (DAVE, "/ground")):
        await told_whose_turn(service, storage, game_id, said, "Alice")
    assert (await say(service, ALICE, "/ground")).ok  # the member on turn is asked
