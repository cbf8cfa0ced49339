"""A tournament's tables as views: a round's pairings, the standings after a round, the
crosstable.

Points and tie-breaks are written one way everywhere (the words, the pictures): whole
numbers with their quarters as ``¼``, ``½``, ``¾`` (a draw is ½; Sonneborn–Berger counts
half of a drawn opponent's points, so it has quarters too)."""

from __future__ import annotations

from collections import Counter

from bot.service.tournaments.table_data import (
    BoardLine,
    CrossLine,
    StandingLine,
    TournamentShow,
    TournamentView,
)
from bot.storage.records import TournamentRow
from bot.tournament.document import Board, Status, Tournament
from bot.tournament.scoring import TIEBREAKS, Standing

QUARTERS = {0: "", 1: "¼", 2: "½", 3: "¾"}


def score_text(score: float) -> str:
    """Points as players write them: ``1``, ``½``, ``2½``, ``0``, ``1¼`` (to the nearest
    quarter)."""
    quarters = round(score * 4)
    whole, part = divmod(quarters, 4)
    if whole == 0 and part:
        return QUARTERS[part]
    return f"{whole}{QUARTERS[part]}"


def result_text(board: Board) -> str | None:
    if board.blue_score is None:
        return None
    if board.forfeit:
        return {1.0: "+ : −", 0.0: "− : +"}.get(board.blue_score, "− : −")
    blue, red = board.blue_score, 1.0 - board.blue_score
    return f"{score_text(blue)} : {score_text(red)}"


def _show(show: str | None, doc: Tournament) -> tuple[TournamentShow, int]:
    """Which table ``show`` asks for (``pairings:N``: round N's; ``standings:N``: those
    after round N), and its round: without one, the round being played for the pairings,
    the last one over for the standings."""
    kind, _, number = (show or TournamentShow.STANDINGS.value).partition(":")
    known = {shown.value for shown in TournamentShow}
    shown = TournamentShow(kind) if kind in known else TournamentShow.STANDINGS
    if number.isdigit():
        return shown, int(number)
    return shown, doc.completed_round if shown is TournamentShow.STANDINGS else doc.round


def tournament_view(row: TournamentRow, show: str | None) -> TournamentView:
    doc = Tournament.from_json(row.body)
    shown, number = _show(show, doc)
    boards = tuple(
        BoardLine(b.board, doc.seat(b.blue).name, doc.seat(b.red).name, result_text(b),
                  b.game_id)
        for b in doc.round_boards(number)
    )
    bye = doc.bye_of(number)
    table = doc.standings(number if shown is TournamentShow.STANDINGS else None)
    playing = row.status == Status.RUNNING and not doc.round_over
    return TournamentView(
        id=row.id,
        chat=row.chat,
        format=doc.format.value,
        status=row.status,
        round=number,
        rounds=doc.rounds,
        show=shown,
        boards=boards,
        bye=doc.seat(bye).name if bye is not None else None,
        standings=_standings(doc, table),
        tiebreaks=TIEBREAKS[doc.format],
        crosstable=_crosstable(doc, table) if shown is TournamentShow.CROSSTABLE else (),
        playing=doc.round if playing else 0,
    )


def places(table: list[Standing]) -> dict[int, str]:
    """Each seat's place as written: its rank, or ``3–4`` for the players sharing it."""
    sharing = Counter(s.rank for s in table)
    last = {rank: rank + count - 1 for rank, count in sharing.items()}
    return {s.seat: str(s.rank) if last[s.rank] == s.rank else f"{s.rank}–{last[s.rank]}"
            for s in table}


def _standings(doc: Tournament, table: list[Standing]) -> tuple[StandingLine, ...]:
    if doc.round == 0:
        return ()
    written = places(table)
    return tuple(
        StandingLine(
            s.seat, s.rank, s.points, s.tiebreaks, s.played, s.wins, s.draws, s.losses,
            name=doc.seat(s.seat).name, withdrawn=not doc.seat(s.seat).playing,
            place=written[s.seat],
        )
        for s in table
    )


def _crosstable(doc: Tournament, table: list[Standing]) -> tuple[CrossLine, ...]:
    """Each player, by place, with their results against each seed (in round order;
    ``+``/``−``/``=`` a forfeit)."""
    seats = sorted(e.seat for e in doc.entrants)
    cells: dict[tuple[int, int], list[str]] = {}
    for board in doc.boards:
        if board.blue_score is None:
            continue
        for me, other, score in (
            (board.blue, board.red, board.blue_score),
            (board.red, board.blue, 1.0 - board.blue_score),
        ):
            mark = ("+" if score > 0.5 else "−" if score < 0.5 else "=") if board.forfeit else (
                score_text(score)
            )
            cells.setdefault((me, other), []).append(mark)
    written = places(table)
    return tuple(
        CrossLine(
            s.rank, written[s.seat], s.seat, doc.seat(s.seat).name, s.points,
            tuple(" ".join(cells.get((s.seat, other), [])) for other in seats),
        )
        for s in table
    )
