"""A tournament's tables as the chat sees them: the standings name the last round that is
over (in the words, in the picture's title, in an announcement delivered after the next
round was paired) and count that round's games only; points and tie-breaks are written in
one notation (quarters as ¼ ½ ¾); the crosstable lists the players by place, a shared place
as ``3–4``, with each one's seed beside it."""

from __future__ import annotations

from bot.i18n import Translator
from bot.identity import ChatRef
from bot.output.present import Presenter
from bot.output.tournament_tables import crosstable_table, standings_table, tournament_picture
from bot.service import GameService
from bot.service.answers.answer import Result
from bot.service.chats.chat_settings import PictureStyle
from bot.service.commands import ListTournaments, ShowStandings
from bot.service.delivery.outbox import announcement_of
from bot.service.tournaments.table_data import StandingLine, TournamentShow, TournamentView
from bot.service.tournaments.table_views import score_text, tournament_view
from bot.storage.records import TournamentRow
from bot.tournament.document import Board, Entrant, Tournament
from bot.tournament.pairing import Format
from tests.bot.conftest import CHAT, Clock, ev
from tests.bot.test_tournaments import (
    ADMIN,
    doc_of,
    end_game,
    play_round,
    round_games,
    started,
)

PRESENTER = Presenter(Translator())
LANGS = ("en", "ru", "uk", "pl", "be", "kk", "cs", "de")


def words(result: Result) -> str:
    return PRESENTER.text(result)


def texts(table: object) -> list[list[str]]:
    return [[cell.text for cell in row] for row in table.rows]  # type: ignore[attr-defined]


async def swiss_of_four_in_two_rounds(service: GameService) -> int:
    return await started(service, "swiss", 4, rounds=2)


async def test_the_standings_announced_after_round_1_are_those_after_round_1(
    service: GameService, clock: Clock
) -> None:
    tournament_id = await swiss_of_four_in_two_rounds(service)
    await play_round(service, tournament_id, clock, ["blue", "draw"])
    assert (await doc_of(service, tournament_id)).round == 2, "round 2 is paired already"
    rows = await service.parts.storage.claim_outbox("test", "me", clock(), clock(), 100)
    (over,) = [row for row in rows
               if announcement_of(row).replies[0].key == "tournament-round-over"]
    notice = await service.parts.delivery.notice(over)  # delivered now, in round 2
    assert "round 1 of 2 is over" in words(notice.result)
    view = notice.result.tournament
    assert view is not None and view.show is TournamentShow.STANDINGS
    assert view.round == 1 and view.playing == 2
    assert sum(line.points for line in view.standings) == 2, "round 1's two games"
    title = standings_table(PRESENTER, "en", view).title
    assert title == "Tournament #1 · standings after round 1 of 2"
    picture = tournament_picture(PRESENTER, "en", view, PictureStyle.LIGHT)
    assert picture.data.startswith(b"\x89PNG") and picture.filename.endswith("-1.png")


async def test_standings_asked_during_round_2_name_round_1_and_say_round_2_is_on(
    service: GameService, clock: Clock
) -> None:
    tournament_id = await swiss_of_four_in_two_rounds(service)
    await play_round(service, tournament_id, clock, ["blue", "blue"])
    first, _ = await round_games(service, tournament_id)
    await end_game(service, first, "red", clock)  # one game of round 2 is over
    asked = await service.dispatch(ev(), CHAT, ADMIN, ShowStandings())
    assert asked.keys == ("tournament-table-standings", "tournament-round-playing")
    said = words(asked)
    assert "standings after round 1 of 2" in said and "Round 2 of 2 is being played" in said
    view = asked.tournament
    assert view is not None and (view.round, view.playing) == (1, 2)
    assert sorted(line.points for line in view.standings) == [0, 0, 1, 1]
    assert standings_table(PRESENTER, "en", view).title.endswith("after round 1 of 2")
    await end_game(service, (await round_games(service, tournament_id))[1], "blue", clock)
    final = await service.dispatch(ev(), CHAT, ADMIN, ShowStandings(tournament_id))
    assert final.keys == ("tournament-table-standings",)
    assert "after round 2 of 2" in words(final)
    assert final.tournament is not None and final.tournament.playing == 0
    assert standings_table(PRESENTER, "en", final.tournament).title == (
        "Tournament #1 · final standings"
    )


async def test_standings_before_any_round_is_over_show_round_1s_pairings(
    service: GameService,
) -> None:
    await swiss_of_four_in_two_rounds(service)
    asked = await service.dispatch(ev(), CHAT, ADMIN, ShowStandings())
    assert asked.keys == ("tournament-standings-none",)
    assert "round 1 of 2 is being played" in words(asked)
    assert asked.tournament is not None and asked.tournament.show is TournamentShow.PAIRINGS
    assert asked.tournament.round == 1 and asked.private


def test_every_language_words_the_standings_titles() -> None:
    view = TournamentView(1, CHAT, "swiss", "running", 1, 2, TournamentShow.STANDINGS,
                          playing=2)
    for lang in LANGS:
        title = standings_table(PRESENTER, lang, view).title
        assert "1" in title and "2" in title, (lang, title)
        note = standings_table(PRESENTER, lang, view).note
        assert "2" in note, (lang, note)


# ------------------------------------------------------------------ notation
def test_points_and_tie_breaks_are_written_in_one_notation() -> None:
    assert [score_text(v) for v in (0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2.75, 10)] == [
        "0", "¼", "½", "¾", "1", "1¼", "1½", "2¾", "10"
    ]
    line = StandingLine(1, 1, 2.5, (1.5, 0.25), 3, 2, 1, 0, name="Ann", place="1")
    view = TournamentView(1, CHAT, "roundrobin", "finished", 3, 3, TournamentShow.STANDINGS,
                          standings=(line,), tiebreaks=("sonneborn-berger", "head-to-head"))
    (row,) = texts(standings_table(PRESENTER, "en", view))
    assert row[:4] == ["1", "Ann", "2½", "1½"] and row[4] == "¼"


async def test_a_round_robin_with_draws_has_no_decimal_point_anywhere(
    service: GameService, clock: Clock
) -> None:
    tournament_id = await started(service, "roundrobin", 4)
    for outcome in (["draw", "blue"], ["draw", "draw"], ["red", "draw"]):
        await play_round(service, tournament_id, clock, outcome)
    view = (await service.dispatch(ev(), CHAT, ADMIN, ShowStandings(tournament_id))).tournament
    assert view is not None
    sb = [line.tiebreaks[0] for line in view.standings]
    assert any(value * 2 != int(value * 2) for value in sb), "a quarter to write"
    cross = (await service.dispatch(ev(), CHAT, ADMIN, ListTournaments(tournament_id)))
    assert cross.tournament is not None
    cells = [cell for row in texts(standings_table(PRESENTER, "en", view)) for cell in row]
    cells += [cell for row in texts(crosstable_table(PRESENTER, "en", cross.tournament))
              for cell in row]
    assert not any("." in cell for cell in cells), cells


# ---------------------------------------------------------------- crosstable
def tied_tournament() -> TournamentRow:
    """A round robin of five over: seat 3 won every game; seats 1 and 5 are equal on
    points and every tie-break (places 2–3), as are seats 2 and 4, who drew with each
    other and lost the rest (places 4–5). Seats 1 and 4 have the same name."""
    entrants = tuple(Entrant(n, "test", str(n), name) for n, name in
                     enumerate(("Ann", "Ben", "Cat", "Ann", "Eve"), 1))
    results = {(1, 2): 1.0, (1, 3): 0.0, (1, 4): 1.0, (1, 5): 0.5, (2, 3): 0.0,
               (2, 4): 0.5, (2, 5): 0.0, (3, 4): 1.0, (3, 5): 1.0, (4, 5): 0.0}
    boards = tuple(Board(n, 1, blue, red, game_id=n, blue_score=score)
                   for n, ((blue, red), score) in enumerate(results.items(), 1))
    doc = Tournament(Format.ROUND_ROBIN, entrants[0], {"rules": {}, "time": {}, "rated": False},
                     rounds=10, entrants=entrants, boards=boards, round=10)
    row = TournamentRow(chat=ChatRef("test", "1"), status="finished", body=doc.to_json(),
                        starts_at=None, created_at=Clock()(), id=7, version=1,
                        updated_at=Clock()())
    return row


def test_the_crosstable_lists_places_with_ties_shared_and_the_seeds() -> None:
    view = tournament_view(tied_tournament(), TournamentShow.CROSSTABLE.value)
    table = crosstable_table(PRESENTER, "en", view)
    assert table.columns[:3] == ("#", "Seed", "Player")
    assert table.columns[3:8] == ("1", "2", "3", "4", "5")
    rows = texts(table)
    assert [row[:3] for row in rows] == [
        ["1", "3", "Cat"], ["2–3", "1", "Ann"], ["2–3", "5", "Eve"],
        ["4–5", "2", "Ben"], ["4–5", "4", "Ann"],
    ]
    assert [row[-1] for row in rows] == ["4", "2½", "2½", "½", "½"], "points by seat"
    cat = rows[0]
    assert cat[3 + 2] == "■" and cat[3:8] == ["1", "1", "■", "1", "1"]
    first_ann = rows[1]
    assert first_ann[3:8] == ["■", "1", "0", "1", "½"]
