"""A tournament's tables as views: a round's pairings, the standings, the crosstable."""

from __future__ import annotations

from bot.service.results import BoardLine, StandingLine, TournamentShow, TournamentView
from bot.storage.records import TournamentRow
from bot.tournament.document import Board, Tournament
from bot.tournament.scoring import TIEBREAKS


def score_text(score: float) -> str:
    """Points as players write them: ``1``, ``½``, ``2½``, ``0``."""
    whole, half = int(score), score - int(score) >= 0.5
    if not half:
        return str(whole)
    return "½" if whole == 0 else f"{whole}½"


def result_text(board: Board) -> str | None:
    if board.blue_score is None:
        return None
    if board.forfeit:
        return {1.0: "+ : −", 0.0: "− : +"}.get(board.blue_score, "− : −")
    blue, red = board.blue_score, 1.0 - board.blue_score
    return f"{score_text(blue)} : {score_text(red)}"


def _show(show: str | None, doc: Tournament) -> tuple[TournamentShow, int]:
    """Which table ``show`` asks for (``pairings:N``: round N's), and its round."""
    kind, _, number = (show or TournamentShow.STANDINGS.value).partition(":")
    known = {shown.value for shown in TournamentShow}
    shown = TournamentShow(kind) if kind in known else TournamentShow.STANDINGS
    return shown, int(number) if number.isdigit() else doc.round


def tournament_view(row: TournamentRow, show: str | None) -> TournamentView:
    doc = Tournament.from_json(row.body)
    shown, number = _show(show, doc)
    names = tuple(e.name for e in sorted(doc.entrants, key=lambda e: e.seat))
    boards = tuple(
        BoardLine(b.board, doc.seat(b.blue).name, doc.seat(b.red).name, result_text(b),
                  b.game_id)
        for b in doc.round_boards(number)
    )
    bye = doc.bye_of(number)
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
        standings=_standings(doc),
        tiebreaks=TIEBREAKS[doc.format],
        names=names,
        crosstable=_crosstable(doc) if shown is TournamentShow.CROSSTABLE else (),
    )


def _standings(doc: Tournament) -> tuple[StandingLine, ...]:
    if doc.round == 0:
        return ()
    return tuple(
        StandingLine(
            s.rank, doc.seat(s.seat).name, s.points, s.tiebreaks, s.played, s.wins, s.draws,
            s.losses, withdrawn=not doc.seat(s.seat).playing,
        )
        for s in doc.standings()
    )


def _crosstable(doc: Tournament) -> tuple[tuple[str, ...], ...]:
    """Each seat's results against each other seat, in round order (``+``/``−`` a
    forfeit, ``B`` nothing: a seat against itself is blank)."""
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
    return tuple(
        tuple(" ".join(cells.get((me, other), [])) for other in seats) for me in seats
    )
