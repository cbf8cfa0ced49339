"""The lobby through the service: a seek paired at once with a matching one from another
chat, the game played in each player's own place (a move in one is announced to the
other), replaced, cancelled and expired seeks, ranges widening, a chat the bot cannot
write to privately, colours by history, and no-shows."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import timedelta

import pytest

from bot.identity import Actor, ChatRef, PlayerRef
from bot.service import GameService, Notice, Result
from bot.service.challenges.options import GameOptions
from bot.service.commands import Abort, CancelSeek, Move, Resign, Seek
from bot.service.seeks.terms import USUAL
from bot.storage.scopes import OVERALL, rating_scope
from bot.time_class import TimeClass
from bot.time_control import TimeControl
from core import Color
from tests.bot.conftest import Clock, ev

ANN = Actor("test", "11", "Ann", "ann")
BEN = Actor("test", "12", "Ben", "ben")
CID = Actor("test", "13", "Cid", "cid")
GROUP = ChatRef("test", "-500")
QUICK = GameOptions(width=10, height=10, time=TimeControl.parse("3+2"), rated=True)


def own(actor: Actor) -> ChatRef:
    """A person's private chat with the bot (on the test platform, its id is theirs)."""
    return ChatRef("test", actor.user_id)


@dataclass
class Board:
    """What the test platform's announcements showed, place by place."""

    shown: list[Notice] = field(default_factory=list)

    async def __call__(self, notice: Notice) -> None:
        self.shown.append(notice)

    def at(self, chat: ChatRef) -> list[Notice]:
        return [notice for notice in self.shown if notice.chat == chat]


@pytest.fixture
async def board(service: GameService) -> Board:
    found = Board()
    service.connect("test", found)
    return found


async def seek(service: GameService, actor: Actor, options: GameOptions | None = QUICK,
               chat: ChatRef | None = None, spread: int | None = None) -> Result:
    return await service.dispatch(ev(), chat or own(actor), actor, Seek(options, spread))


async def test_matching_seeks_from_two_places_are_paired_at_once(
    service: GameService, board: Board
) -> None:
    first = await seek(service, ANN)
    assert first.ok and first.keys == ("seek-open",)
    second = await seek(service, BEN)
    assert second.ok and second.keys == ("seek-paired",)
    game_id = int(str(second.replies[0].args["game"]).lstrip("#"))
    row = await service.parts.storage.game(game_id)
    assert row is not None and row.rated
    assert {row.blue.ref, row.red.ref} == {ANN.ref, BEN.ref}
    await service.delivery.drain("test")
    for actor in (ANN, BEN):
        (notice,) = board.at(own(actor))
        assert notice.result.keys == ("seek-game-started",)
        assert notice.result.game is not None and notice.result.game.id == game_id
        assert notice.result.game.chat == own(actor), "each card in the player's own place"
    assert await service.parts.storage.open_seek(ANN.ref) is None


async def test_a_move_in_one_place_is_shown_in_the_other(
    service: GameService, board: Board
) -> None:
    await seek(service, ANN)
    await seek(service, BEN)
    await service.delivery.drain("test")
    (notice,) = board.at(own(ANN))
    assert notice.result.game is not None
    game = notice.result.game
    blue = ANN if game.blue.ref == ANN.ref else BEN
    red = BEN if blue is ANN else ANN
    moved = await service.dispatch(ev(), own(blue), blue, Move((3, 3)))
    assert moved.ok and moved.game is not None and moved.game.ply == 1
    assert moved.game.chat == own(blue)
    await service.delivery.drain("test")
    (shown,) = [n for n in board.at(own(red)) if n.result.game and n.result.game.ply == 1]
    assert shown.result.game is not None and shown.result.game.chat == own(red)
    assert not [n for n in board.at(own(blue)) if n.result.game and n.result.game.ply == 1], (
        "the mover sees the answer, not an announcement too")
    answered = await service.dispatch(ev(), own(red), red, Move((5, 5)))
    assert answered.ok and answered.game is not None and answered.game.chat == own(red)
    assert answered.game.home is not None
    await service.delivery.drain("test")
    assert [n for n in board.at(own(blue)) if n.result.game and n.result.game.ply == 2]


async def test_a_second_seek_replaces_the_first_and_says_so(service: GameService) -> None:
    await seek(service, ANN)
    again = await seek(service, ANN, GameOptions(width=15, height=15, rated=False))
    assert again.keys == ("seek-replaced", "seek-open")
    found = await service.parts.storage.open_seek(ANN.ref)
    assert found is not None and found.terms == "15x15 empty 3+2 casual"
    paired = await seek(service, BEN)  # the first one's terms: nobody there any more
    assert paired.keys == ("seek-open",)


async def test_cancel_takes_the_seek_back(service: GameService) -> None:
    await seek(service, ANN)
    cancelled = await service.dispatch(ev(), own(ANN), ANN, CancelSeek())
    assert cancelled.keys == ("seek-cancelled",)
    again = await service.dispatch(ev(), own(ANN), ANN, CancelSeek())
    assert not again.ok and again.keys == ("error-seek-none",)
    assert (await seek(service, BEN)).keys == ("seek-open",)


async def test_a_seek_expires_and_says_so(
    service: GameService, board: Board, clock: Clock
) -> None:
    await seek(service, ANN)
    clock.advance(minutes=9)
    assert await service.seeks.sweep() == 0
    clock.advance(minutes=2)
    assert await service.seeks.sweep() == 1
    await service.delivery.drain("test")
    assert [n.result.keys for n in board.at(own(ANN))] == [("seek-expired",)]
    assert (await seek(service, BEN)).keys == ("seek-open",), "an expired seek pairs nobody"


async def test_a_range_widens_as_it_waits_and_then_pairs(
    service: GameService, board: Board, clock: Clock
) -> None:
    narrow = await seek(service, ANN, spread=50)
    assert narrow.keys == ("seek-open-range",)
    row = await service.parts.storage.open_seek(ANN.ref)
    assert row is not None and (row.low, row.high) == (1450, 1550)
    async with service.parts.storage.transaction() as tx:  # Ben is rated 1620
        await tx.close_seeks(BEN.ref, "cancelled", clock())
    from bot.ratings import Rating
    from bot.storage.records import RatingRow
    from bot.storage.scopes import OVERALL, rating_scope
    async with service.parts.storage.transaction() as tx:
        await tx.put_rating(RatingRow(rating_scope(OVERALL, USUAL[1].time_class), BEN.ref,
                                      "Ben", Rating(1620.0)), clock())
    assert (await seek(service, BEN)).keys == ("seek-open",), "1620 is out of Ann's range"
    clock.advance(minutes=2)
    assert await service.seeks.sweep() >= 1
    await service.delivery.drain("test")
    widened = [n.result for n in board.at(own(ANN)) if n.result.keys == ("seek-widened",)]
    assert widened and widened[0].replies[0].args == {"low": 1350, "high": 1650}
    assert await service.parts.storage.open_seek(ANN.ref) is None, "paired once wide enough"
    assert [n for n in board.at(own(BEN)) if n.result.keys == ("seek-game-started",)]


async def test_a_seek_from_a_chat_that_cannot_reach_the_person_privately_is_refused(
    service: GameService,
) -> None:
    service.add_bot_account("test", "999", "dots_bot")
    refused = await seek(service, ANN, chat=GROUP)
    assert not refused.ok and refused.keys == ("error-seek-unreachable",)
    assert refused.replies[0].args["bot"] == "@dots_bot"
    assert await service.parts.storage.open_seek(ANN.ref) is None


async def test_a_seek_from_a_group_plays_in_private_and_the_group_hears_one_line(
    service: GameService, board: Board
) -> None:
    class Reachable:
        async def own_place(self, person: PlayerRef, asked: ChatRef) -> ChatRef:
            return ChatRef("test", person.user_id)

    service.connect("test", board, own_places=Reachable())
    await seek(service, ANN, chat=GROUP)
    paired = await seek(service, BEN, chat=GROUP)
    assert paired.keys == ("seek-paired-elsewhere",)
    await service.delivery.drain("test")
    assert [n.result.keys for n in board.at(GROUP)] == [("seek-paired-there",)]
    assert [n.result.keys for n in board.at(own(ANN))] == [("seek-game-started",)]
    assert [n.result.keys for n in board.at(own(BEN))] == [("seek-game-started",)]


async def test_who_had_red_last_gets_blue(service: GameService, board: Board) -> None:
    await seek(service, ANN)
    await seek(service, BEN)
    await service.delivery.drain("test")
    (first,) = [n.result.game for n in board.shown if n.result.game][:1]
    assert first is not None
    had_red = ANN if first.red.ref == ANN.ref else BEN
    other = BEN if had_red is ANN else ANN
    assert (await service.dispatch(ev(), own(ANN), ANN, Resign(first.id, confirmed=True))).ok
    await service.dispatch(ev(), own(other), other, Seek(QUICK))
    await service.dispatch(ev(), own(had_red), had_red, Seek(QUICK))
    await service.delivery.drain("test")
    games = {n.result.game.id: n.result.game for n in board.shown if n.result.game}
    second = games[max(games)]
    assert second.blue.ref == had_red.ref


async def test_no_shows_make_seeks_wait(service: GameService, clock: Clock) -> None:
    for _ in range(2):
        await seek(service, ANN)
        await seek(service, CID, GameOptions(width=10, height=10, rated=True,
                                             time=TimeControl.parse("3+2")))
        game_id = (await service.parts.storage.recent_seeks(ANN.ref, 1))[0].game_id
        row = await service.parts.storage.game(game_id or 0)
        assert row is not None
        if row.blue.ref == CID.ref:  # Cid moves: Ann is the one to let it lapse
            assert (await service.dispatch(ev(), own(CID), CID, Move((3, 3)))).ok
        clock.advance(seconds=91 if row.blue.ref == ANN.ref else 200)
        await service.sweeper.sweep()
        done = await service.parts.storage.game(game_id or 0)
        assert done is not None and done.status.value == "aborted"
    refused = await seek(service, ANN)
    assert not refused.ok and refused.keys == ("error-seek-no-shows",)
    assert refused.replies[0].args == {"count": 2, "minutes": 30}
    assert (await seek(service, CID)).ok, "the one who moved may seek"


def test_usual_seeks_cover_the_sport_field_a_quick_game_and_a_casual_one() -> None:
    assert [terms.word for terms in USUAL] == [
        "39x32 cross 5+3 rated", "20x20 empty 3+2 rated", "15x15 empty 3+2 casual"]
    assert Color.BLUE  # the colours' words are str(Color)


async def test_seek_alone_offers_the_last_terms_first_then_the_usual_ones(
    service: GameService,
) -> None:
    from bot.service.answers.buttons import Action

    await seek(service, ANN, GameOptions(width=25, height=25, time=TimeControl.parse("5+5")))
    menu = await seek(service, ANN, None)
    assert menu.keys == ("seek-menu", "seek-last", "seek-usual", "seek-usual", "seek-usual")
    assert menu.replies[1].args["terms"].args["width"] == 25  # type: ignore[union-attr]
    assert [b.action for b in menu.buttons] == [
        Action.SEEK_AGAIN, Action.SEEK, Action.SEEK, Action.SEEK, Action.SEEK_CANCEL]
    again, usual = menu.buttons[0], menu.buttons[2]
    assert [b.label_key for b in menu.buttons[1:4]] == [
        "button-seek-0", "button-seek-1", "button-seek-2"]
    pressed = await service.press(ev(), own(ANN), ANN, usual.data)  # 20×20 3+2 rated
    assert pressed.keys == ("seek-replaced", "seek-open")
    found = await service.parts.storage.open_seek(ANN.ref)
    assert found is not None and found.terms == USUAL[1].word
    stolen = await service.press(ev(), own(BEN), BEN, again.data)
    assert not stolen.ok and stolen.keys == ("error-seek-not-yours",)
    back = await service.press(ev(), own(ANN), ANN, again.data)
    assert back.keys == ("seek-replaced", "seek-open")
    found = await service.parts.storage.open_seek(ANN.ref)
    assert found is not None and found.terms == "25x25 empty 5+5 rated"


async def test_each_side_reads_the_game_in_their_own_language(
    service: GameService, board: Board
) -> None:
    from dataclasses import replace

    russian, german = replace(ANN, locale="ru"), replace(BEN, locale="de")
    await seek(service, russian)
    await seek(service, german)
    await service.delivery.drain("test")
    (to_ann,) = board.at(own(ANN))
    (to_ben,) = board.at(own(BEN))
    assert (to_ann.result.shared_lang, to_ben.result.shared_lang) == ("ru", "de")


async def ann_and_ben_paired(service: GameService) -> tuple[Actor, Actor]:
    """Ann and Ben seek the same and are paired into game 1: Blue, then Red."""
    await seek(service, ANN)
    await seek(service, BEN)
    row = await service.parts.storage.game(1)
    assert row is not None
    return (ANN, BEN) if row.blue.ref == ANN.ref else (BEN, ANN)


async def test_the_end_of_a_rated_lobby_game_tells_both_places_the_ratings(
    service: GameService, board: Board
) -> None:
    """The other player's place is told the whole end: the result and both ratings, as the
    one who resigned reads them in the answer."""
    blue, red = await ann_and_ben_paired(service)
    resigned = await service.dispatch(ev(), own(red), red, Resign(1, confirmed=True))
    assert resigned.ok and resigned.keys[-1] == "rating-changed", resigned.keys
    await service.delivery.drain("test")
    told = [n.result for n in board.at(own(blue)) if "game-ended" in n.result.keys]
    assert [result.keys for result in told] == [resigned.keys]
    assert told[0].replies[-1].args == resigned.replies[-1].args
    blitz = rating_scope(OVERALL, TimeClass.BLITZ)
    for actor in (blue, red):
        found = await service.parts.storage.rating(blitz, actor.ref)
        assert found is not None and found.rating.rating != 1500


async def test_an_abort_is_no_no_show_of_the_one_who_did_not_abort(
    service: GameService, clock: Clock, board: Board
) -> None:
    """The opponent dropping a fresh lobby game (Abort, before Blue could move) is not Blue's
    no-show; it counts against the one who pressed Abort, as a lapse does, and both places
    read so on the abort's line."""
    blue, red = await ann_and_ben_paired(service)
    dropped = await service.dispatch(ev(), own(red), red, Abort(1))
    assert dropped.ok and dropped.keys == ("seek-abort-no-show",), dropped.keys
    assert dropped.replies[0].args == {"game": "#1", "name": red.name, "limit": 2,
                                       "minutes": 30}
    since = clock() - timedelta(minutes=30)
    assert await service.parts.storage.no_shows(blue.ref, since) == 0
    assert await service.parts.storage.no_shows(red.ref, since) == 1
    await service.delivery.drain("test")
    told = [n.result for n in board.at(own(blue)) if n.result.replies]
    assert [result.keys for result in told][-1] == ("seek-abort-no-show",)


async def test_aborting_lobby_games_makes_the_aborters_seeks_wait(
    service: GameService, clock: Clock
) -> None:
    """Two lobby games dropped with Abort by one player within the window: that player's
    next seek is refused as after two lapses; the other seeks on."""
    for game_id in (1, 2):
        await seek(service, ANN)
        await seek(service, BEN)
        assert (await service.dispatch(ev(), own(ANN), ANN, Abort(game_id))).ok
    refused = await seek(service, ANN)
    assert not refused.ok and refused.keys == ("error-seek-no-shows",)
    assert refused.replies[0].args == {"count": 2, "minutes": 30}
    assert (await seek(service, BEN)).ok, "the one who did not abort may seek"


async def test_a_player_in_a_live_lobby_game_cannot_seek_another_until_it_ends(
    service: GameService,
) -> None:
    await seek(service, ANN)
    assert (await seek(service, CID)).ok
    game_id = (await service.parts.storage.recent_seeks(ANN.ref, 1))[0].game_id
    refused = await seek(service, ANN, GameOptions(width=15, height=15, rated=False,
                                                   time=TimeControl.parse("3+2")))
    assert not refused.ok and refused.keys == ("error-seek-playing",)
    assert refused.replies[0].args == {"game": f"#{game_id}"}
    assert await service.parts.storage.open_seek(ANN.ref) is None, "nothing was posted"
    daily = GameOptions(width=15, height=15, time=TimeControl.parse("24h"))
    assert (await seek(service, ANN, daily)).ok, "a correspondence game may run beside it"
    resigned = await service.dispatch(ev(), own(ANN), ANN, Resign(game_id, confirmed=True))
    assert resigned.ok
    assert (await seek(service, ANN)).ok, "once the game is over, seeking is open again"
