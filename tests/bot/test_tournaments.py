"""Tournaments through the service: a Swiss of five and a round robin of four played to
the end (resignations, draws, a time-out, a game never begun, a withdrawal, byes), the
sign-up's refusals, and the outbox's announcements of every round."""

from __future__ import annotations

import asyncio
import io
import zipfile
from dataclasses import replace

from bot.domain import GameStatus
from bot.identity import Actor
from bot.service import GameService
from bot.service.answers.buttons import Action
from bot.service.challenges.options import GameOptions
from bot.service.commands import (
    Abort,
    AnnounceTournament,
    AskTakeback,
    CancelTournament,
    JoinTournament,
    LeaveTournament,
    ListTournaments,
    Move,
    OfferDraw,
    Resign,
    ShowStandings,
    StartTournament,
)
from bot.service.delivery.outbox import announcement_of
from bot.service.tournaments.table_data import TournamentShow
from bot.time_control import TimeControl
from bot.tournament.document import Tournament
from tests.bot.conftest import CHAT, Clock, ev, on_real_databases

PLAYERS = [Actor("test", str(n), name, name.lower()) for n, name in enumerate(
    ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay"), start=11)]
ADMIN = replace(PLAYERS[0], is_admin=True)
BLITZ = TimeControl.parse("5+0")


def actor_of(user_id: str) -> Actor:
    return next(p for p in PLAYERS if p.user_id == user_id)


async def announce(service: GameService, fmt: str = "swiss", **kwargs: object) -> int:
    options = kwargs.pop("options", GameOptions(width=10, height=10, time=BLITZ))
    result = await service.dispatch(
        ev(), CHAT, ADMIN, AnnounceTournament(fmt, options, **kwargs)  # type: ignore[arg-type]
    )
    assert result.ok, result
    assert result.keys[0] == "tournament-announced"
    rows = await service.parts.storage.chat_tournaments(CHAT, 1)
    return rows[0].id


async def sign_up(service: GameService, count: int) -> None:
    for player in PLAYERS[1:count]:
        joined = await service.dispatch(ev(), CHAT, player, JoinTournament())
        assert joined.ok, joined


async def started(service: GameService, fmt: str, count: int, **kwargs: object) -> int:
    """A tournament of ``count`` players announced, signed up and begun: its id."""
    tournament_id = await announce(service, fmt, **kwargs)
    await sign_up(service, count)
    assert (await service.dispatch(ev(), CHAT, ADMIN, StartTournament())).ok
    return tournament_id


async def signed_up_by(service: GameService, clock: Clock, count: int, starts_in: int) -> int:
    """A Swiss of ``count`` players whose sign-up closed a minute ago, not swept yet: its id."""
    tournament_id = await announce(service, "swiss", starts_in=starts_in)
    await sign_up(service, count)
    clock.advance(minutes=starts_in + 1)
    return tournament_id


async def doc_of(service: GameService, tournament_id: int) -> Tournament:
    row = await service.parts.storage.tournament(tournament_id)
    assert row is not None
    return Tournament.from_json(row.body)


async def round_games(service: GameService, tournament_id: int) -> list[int]:
    doc = await doc_of(service, tournament_id)
    return [b.game_id for b in doc.round_boards(doc.round) if b.game_id is not None]


async def end_game(service: GameService, game_id: int, how: str, clock: Clock) -> None:
    """Blue wins (Red resigns), Red wins, a draw, or Red loses on time after a move each."""
    row = await service.parts.storage.game(game_id)
    assert row is not None and row.status is GameStatus.ACTIVE
    blue, red = actor_of(row.blue.ref.user_id), actor_of(row.red.ref.user_id)
    if how == "blue":
        done = await service.dispatch(ev(), CHAT, red, Resign(game_id, confirmed=True))
    elif how == "red":
        done = await service.dispatch(ev(), CHAT, blue, Resign(game_id, confirmed=True))
    elif how == "draw":
        assert (await service.dispatch(ev(), CHAT, blue, OfferDraw(game_id))).ok
        done = await service.dispatch(ev(), CHAT, red, OfferDraw(game_id))
    else:
        assert (await service.dispatch(ev(), CHAT, blue, Move("2-2", game_id))).ok
        assert (await service.dispatch(ev(), CHAT, red, Move("3-3", game_id))).ok
        assert (await service.dispatch(ev(), CHAT, blue, Move("4-4", game_id))).ok
        clock.advance(minutes=6)
        await service.sweeper.sweep()
        ended = await service.parts.storage.game(game_id)
        assert ended is not None and ended.status is GameStatus.FINISHED
        return
    assert done.ok, done


async def play_round(
    service: GameService, tournament_id: int, clock: Clock, outcomes: list[str]
) -> None:
    games = await round_games(service, tournament_id)
    for game_id, how in zip(games, outcomes, strict=False):
        await end_game(service, game_id, how, clock)


async def announced(service: GameService) -> list[tuple[str, ...]]:
    """The keys of every announcement waiting in the outbox, oldest first, and each
    tournament table's kind."""
    rows = await service.parts.storage.claim_outbox(
        "test", "reader", service.parts.now(), service.parts.now(), 500
    )
    said = []
    for row in rows:
        found = announcement_of(row)
        keys = tuple(reply.key for reply in found.replies)
        said.append((*keys, found.show or ""))
    return said


async def test_a_swiss_of_five_is_played_to_the_end_with_byes_a_time_out_and_a_draw(
    service: GameService, clock: Clock
) -> None:
    tournament_id = await announce(service, "swiss")
    await sign_up(service, 5)
    started = await service.dispatch(ev(), CHAT, ADMIN, StartTournament())
    assert started.ok and started.keys == ("tournament-started",)
    doc = await doc_of(service, tournament_id)
    assert doc.rounds == 4  # ⌈log2 5⌉ + 1
    assert len(doc.round_boards(1)) == 2 and doc.bye_of(1) == 5
    outcomes = [["blue", "timeout"], ["draw", "red"], ["blue", "blue"], ["red", "draw"]]
    for number, outcome in enumerate(outcomes, start=1):
        await play_round(service, tournament_id, clock, outcome)
        doc = await doc_of(service, tournament_id)
        assert doc.round == min(number + 1, 4)
    row = await service.parts.storage.tournament(tournament_id)
    assert row is not None and row.status == "finished"
    doc = Tournament.from_json(row.body)
    pairs = [frozenset((b.blue, b.red)) for b in doc.boards]
    assert len(pairs) == len(set(pairs)) == 8, "no pair meets twice"
    # FIDE C.04.3 decides round 2: 1, 4 and 5 have a point each, 1 and 4 both had Blue,
    # and 5's bye counts as a float down, so 5 plays 1 (each has the colour due, nobody
    # floats down twice running) and 4 floats down; the hand-written pairing played 1–4.
    # By round 4 neither player without a bye, 1 nor 4, can sit out with no pair meeting
    # twice, so 3 has a second one.
    assert [b.seat for b in doc.byes] == [5, 2, 3, 3]
    table = doc.standings()
    assert sum(s.points for s in table) == 8 + 4  # 8 games and 4 byes
    said = await announced(service)
    kinds = [entry[-1] for entry in said]
    assert kinds.count("pairings:1") == 1 and kinds.count("pairings:4") == 1
    assert [entry[0] for entry in said].count("tournament-round-over") == 3
    assert said[-1][0] == "tournament-finished"
    assert sum(1 for entry in said if entry[0] == "tournament-game") == 8


async def test_a_round_robin_of_four_with_a_withdrawal_gives_forfeits(
    service: GameService, clock: Clock
) -> None:
    tournament_id = await started(service, "roundrobin", 4)
    doc = await doc_of(service, tournament_id)
    assert doc.rounds == 3 and len(doc.round_boards(1)) == 2
    await play_round(service, tournament_id, clock, ["blue", "draw"])
    leaver = doc.seat(4)
    games = await round_games(service, tournament_id)
    left = await service.dispatch(ev(), CHAT, actor_of(leaver.user_id), LeaveTournament())
    assert left.ok and left.keys == ("tournament-withdrew",)
    doc = await doc_of(service, tournament_id)
    assert doc.seat(4).withdrawn_after == 2
    his = [b for b in doc.round_boards(2) if 4 in (b.blue, b.red)]
    assert his and his[0].decided, "the game in progress was lost"
    for game_id in games:
        game = await service.parts.storage.game(game_id)
        assert game is not None
        if game.status is GameStatus.ACTIVE:
            await end_game(service, game_id, "blue", clock)
    doc = await doc_of(service, tournament_id)
    assert doc.round == 3
    forfeits = [b for b in doc.round_boards(3) if b.forfeit]
    assert len(forfeits) == 1 and forfeits[0].game_id is None
    await play_round(service, tournament_id, clock, ["red"])
    row = await service.parts.storage.tournament(tournament_id)
    assert row is not None and row.status == "finished"
    pairs = [frozenset((b.blue, b.red)) for b in Tournament.from_json(row.body).boards]
    assert len(set(pairs)) == 6, "every pair met once"


async def test_a_game_never_begun_is_a_forfeit_and_cannot_be_aborted(
    service: GameService, clock: Clock
) -> None:
    tournament_id = await started(service, "roundrobin", 3)
    (game_id,) = await round_games(service, tournament_id)
    row = await service.parts.storage.game(game_id)
    assert row is not None
    refused = await service.dispatch(ev(), CHAT, actor_of(row.blue.ref.user_id), Abort(game_id))
    assert refused.keys == ("error-tournament-abort",)
    clock.advance(minutes=6)
    await service.sweeper.sweep()
    doc = await doc_of(service, tournament_id)
    (board,) = doc.round_boards(1)
    assert board.blue_score == 0.0 and board.forfeit, "Blue never moved: Blue lost"
    assert doc.round == 2


async def test_sign_up_refusals_change_nothing(service: GameService) -> None:
    player = PLAYERS[1]
    refused = await service.dispatch(ev(), CHAT, player, AnnounceTournament("swiss"))
    assert refused.keys == ("error-tournament-admin",)
    no_clock = GameOptions(time=TimeControl())
    refused = await service.dispatch(
        ev(), CHAT, ADMIN, AnnounceTournament("swiss", no_clock)
    )
    assert refused.keys == ("error-tournament-clock",)
    assert (await service.dispatch(ev(), CHAT, player, JoinTournament())).keys == (
        "error-tournament-none",
    )
    tournament_id = await announce(service, "swiss")
    again = await service.dispatch(
        ev(), CHAT, ADMIN, AnnounceTournament("roundrobin", GameOptions(time=BLITZ))
    )
    assert again.keys == ("error-tournament-open",)
    assert (await service.dispatch(ev(), CHAT, ADMIN, JoinTournament())).keys == (
        "error-tournament-joined",
    )
    assert (await service.dispatch(ev(), CHAT, player, StartTournament())).keys == (
        "error-tournament-organizer",
    )
    assert (await service.dispatch(ev(), CHAT, ADMIN, StartTournament())).keys == (
        "error-tournament-few",
    )
    event = ev()
    assert (await service.dispatch(event, CHAT, player, JoinTournament())).ok
    assert (await service.dispatch(event, CHAT, player, JoinTournament())).duplicate
    doc = await doc_of(service, tournament_id)
    assert [e.name for e in doc.entrants] == ["Ann", "Ben"]
    standings = await service.dispatch(ev(), CHAT, player, ShowStandings())
    assert standings.keys[0] == "tournament-signup" and standings.private
    cancelled = await service.dispatch(ev(), CHAT, ADMIN, CancelTournament())
    assert cancelled.keys == ("tournament-cancelled",)
    listing = await service.dispatch(ev(), CHAT, player, ListTournaments())
    assert listing.keys == ("tournaments-title", "tournaments-line")


async def test_the_sign_up_deadline_starts_it_or_cancels_it(
    service: GameService, clock: Clock
) -> None:
    first = await signed_up_by(service, clock, 2, starts_in=30)
    assert await service.tournaments.sweep() == 1
    row = await service.parts.storage.tournament(first)
    assert row is not None and row.status == "cancelled"
    second = await announce(service, "swiss", starts_in=10)
    await sign_up(service, 4)
    clock.advance(minutes=9)
    assert await service.tournaments.sweep() == 0
    clock.advance(minutes=2)
    assert await service.tournaments.sweep() == 1
    assert await service.tournaments.sweep() == 0
    doc = await doc_of(service, second)
    assert doc.round == 1 and len(doc.round_boards(1)) == 2


async def test_tables_and_the_archive(service: GameService, clock: Clock) -> None:
    tournament_id = await started(service, "roundrobin", 3)
    for outcome in (["blue"], ["draw"], ["red"]):
        await play_round(service, tournament_id, clock, outcome)
    table = await service.dispatch(ev(), CHAT, ADMIN, ListTournaments(tournament_id))
    assert table.ok and table.tournament is not None
    view = table.tournament
    assert view.show is TournamentShow.CROSSTABLE and len(view.crosstable) == 3
    assert sum(line.points for line in view.standings) == 3 + 3  # 3 games, 3 byes
    archive = await service.dispatch(ev(), CHAT, ADMIN, ListTournaments(tournament_id, True))
    assert archive.attachment is not None and archive.attachment.filename.endswith(".zip")
    names = zipfile.ZipFile(io.BytesIO(archive.attachment.data)).namelist()
    assert len(names) == 3 and all(name.endswith(".sgf") for name in names)


@on_real_databases
async def test_two_workers_ending_a_round_at_once_pair_the_next_once(
    service: GameService, second_worker: GameService, clock: Clock
) -> None:
    tournament_id = await started(service, "swiss", 4)
    first, second = await round_games(service, tournament_id)
    rows = [await service.parts.storage.game(g) for g in (first, second)]
    losers = [actor_of(row.red.ref.user_id) for row in rows if row is not None]
    await asyncio.gather(
        service.dispatch(ev(), CHAT, losers[0], Resign(first, confirmed=True)),
        second_worker.dispatch(ev(), CHAT, losers[1], Resign(second, confirmed=True)),
    )
    doc = await doc_of(service, tournament_id)
    assert doc.round == 2 and len(doc.round_boards(2)) == 2
    games = await service.parts.storage.chat_tournaments(CHAT, 5)
    assert len(games) == 1
    all_games = [b.game_id for b in doc.boards if b.game_id is not None]
    assert len(all_games) == len(set(all_games)) == 4



async def test_a_casual_tournament_game_takes_no_move_back(
    service: GameService, clock: Clock
) -> None:
    casual = GameOptions(width=10, height=10, time=BLITZ, rated=False)
    tournament_id = await started(service, "roundrobin", 3, options=casual)
    (game_id,) = await round_games(service, tournament_id)
    row = await service.parts.storage.game(game_id)
    assert row is not None and not row.rated
    blue = actor_of(row.blue.ref.user_id)
    assert (await service.dispatch(ev(), CHAT, blue, Move("2-2", game_id))).ok
    view = await service.cards.game(game_id)
    assert view is not None and all(b.action is not Action.TAKEBACK for b in view.buttons)
    refused = await service.dispatch(ev(), CHAT, blue, AskTakeback(game_id))
    assert refused.keys == ("error-takeback-tournament",)


@on_real_databases
async def test_the_sweep_starts_only_the_tournaments_of_its_platforms(
    service: GameService, clock: Clock
) -> None:
    tournament_id = await signed_up_by(service, clock, 3, starts_in=5)
    assert await service.tournaments.sweep(["discord"]) == 0
    assert await service.tournaments.sweep(["discord", "test"]) == 1
    doc = await doc_of(service, tournament_id)
    assert doc.round == 1
