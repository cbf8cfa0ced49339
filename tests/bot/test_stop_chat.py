"""STOP in the chat (docs/rules.md §8.2): ``/stop`` asked first and then sent by the player to
move, the other side placing dots alone until ``/end`` or ``/auto``, every refusal a reply
that changes nothing, the STOP stored (games.stop_ply) and replayed after a restart, on the
card and in SGF; and the computer, stopped against, ending the game with ``/auto``."""

from __future__ import annotations

from bot.domain import GameStatus
from bot.i18n import Translator, available_languages
from bot.identity import Actor
from bot.output.present import Presenter
from bot.service import Action, GameService
from bot.service.answers.answer import Result
from bot.storage import Storage
from core import Color, EndReason, Start, sgf

from . import conftest
from .conftest import ALICE, BOB, CHAT, Clock, ev, make_service, on_every_store, start_game
from .test_analysis import analysing
from .test_analysis_endings import analysed
from .test_grounding import PRESENTER
from .test_play import each_refused, snapshot
from .test_territory_chat import say_all

BEFORE_STOP = [(ALICE, "4-3"), (BOB, "2-2"), (ALICE, "6-3"), (BOB, "1-1"), (ALICE, "6-1"),
               (BOB, "5-2"), (ALICE, "6-2"), (BOB, "5-1"), (ALICE, "4-2")]
"""Red's dots of docs/rules.md §8.2 S1 on 6×3 (Blue's far off at the right), Red to move."""
RING = ["1-2", "2-3", "3-2", "2-1"]
"""Blue's dots after Red's STOP: the last closes the ring around Red 2-2 (S1)."""


async def stop_game(service: GameService) -> int:
    return await start_game(service, width=6, height=3, start=Start.EMPTY, rated=False,
                            variants=(("stop", True),))


async def said(service: GameService, actor: Actor, text: str) -> Result:
    result = await service.say(ev(), CHAT, actor, text)
    assert result is not None, text
    return result


@on_every_store
async def test_8_2_stop_is_asked_first_then_the_other_plays_alone_and_ends_with_end(
    service: GameService, storage: Storage, clock: Clock,
) -> None:
    game_id = await stop_game(service)
    await say_all(service, BEFORE_STOP)
    before = await snapshot(storage, game_id)
    await each_refused(service, storage, game_id, [
        (ALICE, "/stop", "error-not-your-turn"),
        (ALICE, "/end", "error-stop-not-stopped"),
        (ALICE, "/auto", "error-stop-not-stopped"),
        (BOB, "/auto", "error-stop-not-stopped"),
    ])
    asked = await said(service, BOB, "/stop")
    assert asked.keys == ("stop-confirm",)
    assert [b.action for b in asked.buttons] == [Action.STOP_CONFIRM]
    assert await snapshot(storage, game_id) == before  # only asked
    stopped = await said(service, BOB, f"/stop confirm #{game_id}")
    assert stopped.keys == ("stopped",)
    row = await storage.game(game_id)
    assert row is not None and row.stop_ply == 9 and row.to_move == int(Color.BLUE)
    await each_refused(service, storage, game_id, [
        (BOB, "/stop", "error-stop-already"),
        (BOB, "3-3", "error-stop-stopper"),
        (BOB, "/end", "error-stop-stopper"),
        (BOB, "/auto", "error-stop-stopper"),
    ])
    for point in RING:  # Blue moves four times in a row
        played = await said(service, ALICE, point)
        assert played.ok, (point, played)
    assert "move-captured" in played.keys
    again = await make_service(storage, clock)  # a restart: the STOP is replayed
    refused = await said(again, BOB, "3-3")
    assert refused.keys == ("error-stop-stopper",)
    ended = await said(again, ALICE, "/end")
    assert ended.keys[:2] == ("stop-ended", "game-ended"), ended
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.FINISHED and row.result is not None
    assert row.result.reason == EndReason.GROUNDING.value
    assert (row.result.blue, row.result.red, row.result.winner) == (1, 0, int(Color.BLUE))
    text = await make_service(storage, clock)
    record = await text.history.export_sgf(game_id)
    assert record is not None and "W pressed STOP" in record
    loaded = sgf.loads(record).game
    assert loaded.stopped is Color.RED and loaded.stopped_after == 9
    assert loaded.outcome is not None and (loaded.outcome.blue, loaded.outcome.red) == (1, 0)


@on_every_store
async def test_8_2_auto_ends_the_game_as_the_stoppers_grounding_counts(
    service: GameService, storage: Storage,
) -> None:
    game_id = await stop_game(service)
    await say_all(service, [*BEFORE_STOP, (BOB, "/stop confirm")])
    view = await service.cards.game(game_id)
    assert view is not None and view.stopped is Color.RED and view.to_move is Color.BLUE
    card = Presenter(Translator()).card("en", view)
    assert "STOP: Bob sent it after move 9" in card
    ended = await said(service, ALICE, "/auto")
    assert ended.keys[:2] == ("stop-auto", "game-ended"), ended
    assert ended.replies[0].args["own"] == 1  # Red 2-2 hangs on 1-1 by a diagonal only
    row = await storage.game(game_id)
    assert row is not None and row.result is not None
    assert (row.result.blue, row.result.red, row.result.by) == (1, 0, int(Color.RED))
    finished = await service.cards.game(game_id)
    assert finished is not None and finished.outcome is not None
    assert finished.outcome.blue == 1


@on_every_store
async def test_8_2_stop_and_auto_are_refused_without_the_variant(
    service: GameService, storage: Storage,
) -> None:
    game_id = await start_game(service, width=6, height=3, start=Start.EMPTY)
    await each_refused(service, storage, game_id, [
        (ALICE, "/stop", "error-stop-variant"),
        (ALICE, "/stop confirm", "error-stop-variant"),
        (ALICE, "/auto", "error-stop-variant"),
        (ALICE, "/end", "error-end-territory-only"),
    ])


async def test_8_2_the_computer_stopped_against_ends_the_game_with_auto(
    computer_service: GameService, storage: Storage,
) -> None:
    """The test engine plays the lowest free point; Alice (Red) stops at once, and the
    computer (Blue) ends the game with /auto: it never waits for a dot of hers."""
    game_id, turns = await conftest.computer_game(computer_service, 5, 5, "stop")
    await turns.settle()  # the computer's first dot
    assert (await said(computer_service, ALICE, "3-3")).ok
    await turns.settle()
    stopped = await said(computer_service, ALICE, "/stop confirm")
    assert stopped.keys == ("stopped",)
    await turns.settle()
    row = await storage.game(game_id)
    assert row is not None and row.status is GameStatus.FINISHED and row.result is not None
    assert row.result.reason == EndReason.GROUNDING.value
    assert row.result.by == int(Color.RED)  # counted as Red's grounding
    assert row.result.blue == 1  # Red 3-3 stands alone in the middle: ungrounded


@on_every_store
async def test_8_2_a_takeback_keeps_the_stop_before_it_and_undoes_one_after(
    service: GameService, storage: Storage, clock: Clock,
) -> None:
    """Alice takes back her dot after Bob's STOP: the STOP stays; Bob takes back his last
    dot, made before it: the STOP goes with it."""
    game_id = await stop_game(service)
    await say_all(service, [*BEFORE_STOP, (BOB, "/stop confirm"), (ALICE, "1-2"),
                            (ALICE, "/takeback"), (BOB, "/takeback accept")])
    row = await storage.game(game_id)
    assert row is not None and (row.ply, row.stop_ply, row.to_move) == (9, 9, int(Color.BLUE))
    again = await make_service(storage, clock)
    assert (await said(again, BOB, "3-3")).keys == ("error-stop-stopper",)
    await say_all(again, [(BOB, "/takeback"), (ALICE, "/takeback accept")])
    row = await storage.game(game_id)
    assert row is not None and (row.ply, row.stop_ply, row.to_move) == (7, None, int(Color.RED))
    assert (await said(again, BOB, "3-3")).ok  # Bob moves again: no STOP


async def test_8_2_a_stop_game_is_analysed_without_a_grounding_declared(
    storage: Storage, clock: Clock,
) -> None:
    """The review replays the STOP (Blue moves twice in a row after it) and names no one
    as having declared grounding: /auto is not a declaration."""
    service = await analysing(storage, clock)
    game_id = await stop_game(service)
    await say_all(service, [*BEFORE_STOP, (BOB, "/stop confirm"), (ALICE, "1-2"),
                            (ALICE, "2-3"), (ALICE, "/auto")])
    shown = await analysed(service, game_id)
    assert "analysis-grounding" not in shown.keys, shown.keys
    assert any(key.startswith("analysis-") for key in shown.keys)


@on_every_store
async def test_8_2_the_card_carries_stop_then_auto(service: GameService) -> None:
    """The card's button where grounding's would be: STOP (asking first), and after it
    the end by /auto; a tap by the stopper is refused."""
    game_id = await stop_game(service)
    await say_all(service, BEFORE_STOP)
    view = await service.cards.game(game_id)
    assert view is not None
    (stop,) = [b for b in view.buttons if b.action is Action.STOP]
    assert Action.GROUND not in {b.action for b in view.buttons}
    asked = await service.press(ev(), CHAT, BOB, stop.data)
    assert asked.keys == ("stop-confirm",)
    (yes,) = asked.buttons
    assert (await service.press(ev(), CHAT, BOB, yes.data)).keys == ("stopped",)
    view = await service.cards.game(game_id)
    assert view is not None
    (auto,) = [b for b in view.buttons if b.action is Action.AUTO_END]
    assert Action.STOP not in {b.action for b in view.buttons}
    assert (await service.press(ev(), CHAT, BOB, auto.data)).keys == ("error-stop-stopper",)
    ended = await service.press(ev(), CHAT, ALICE, auto.data)
    assert ended.keys[:2] == ("stop-auto", "game-ended")


async def test_8_2_a_stop_game_is_said_to_end_after_stop_not_grounding_in_every_language(
    service: GameService, storage: Storage,
) -> None:
    """A STOP game ended by /end is stored as grounding played out (its SGF's ``RE``), but
    its end is said as STOP's (core.variants: the variant declares it), on the card, in
    the announcement, in /history and on the picture, in every language."""
    game_id = await stop_game(service)
    await say_all(service, [*BEFORE_STOP, (BOB, "/stop confirm"),
                            *((ALICE, point) for point in RING)])
    ended = await said(service, ALICE, "/end")
    announced = ended.replies[1]
    assert announced.key == "game-ended" and announced.args["reason"] == "stop"
    lines = await said(service, ALICE, "/history")
    (line,) = [reply for reply in lines.replies if reply.key == "history-line"]
    assert line.args["reason"] == "stop"
    view = await service.cards.game(game_id)
    assert view is not None and view.outcome is not None
    presenter = PRESENTER
    translator = presenter.translator
    said_in: dict[str, str] = {}
    for lang in available_languages():
        card = presenter.card(lang, view)
        grounding = {
            key: translator.t(lang, key, **{**reply.args, "reason": "grounding"})
            for key, reply in (("game-ended", announced), ("history-line", line))
        }
        assert grounding["game-ended"] not in card, (lang, card)
        for key, reply in (("game-ended", announced), ("history-line", line)):
            text = translator.t(lang, key, **reply.args)
            assert text != grounding[key] and "(stop)" not in text, (lang, key, text)
        labels = presenter.labels(lang)
        assert labels.stop != labels.grounding, lang
        said_in[lang] = translator.t(lang, "game-ended", **announced.args)
    assert "after STOP" in said_in["en"]
    assert len(set(said_in.values())) == len(said_in)  # each language its own words
