"""A tournament's table as a picture, worded in the reader's language: a round's pairings,
the standings (with the tie-breaks named in their order), or the crosstable."""

from __future__ import annotations

from bot.present import Presenter
from bot.service.chat_settings import PictureStyle
from bot.service.results import Attachment, TournamentShow, TournamentView
from bot.service.styles import theme_of
from bot.service.tournament_views import score_text
from renderers.tables import Align, Cell, Table, table_picture
from renderers.theme import resolve

PNG = "image/png"


def tournament_picture(
    presenter: Presenter, lang: str, view: TournamentView, style: PictureStyle
) -> Attachment:
    table = {
        TournamentShow.PAIRINGS: pairings_table,
        TournamentShow.STANDINGS: standings_table,
        TournamentShow.CROSSTABLE: crosstable_table,
    }[view.show](presenter, lang, view)
    theme, colorblind = theme_of(style)
    png = table_picture(table, resolve(theme, colorblind))
    name = f"tournament-{view.id}-{view.show.value}-{view.round}.png"
    return Attachment(name, png, PNG)


def pairings_table(presenter: Presenter, lang: str, view: TournamentView) -> Table:
    t = presenter.t
    rows = tuple(
        (
            Cell(str(line.board)),
            Cell(line.blue, color="blue"),
            Cell(line.red, color="red"),
            Cell(line.result or (f"#{line.game_id}" if line.game_id else "")),
        )
        for line in view.boards
    )
    return Table(
        title=t(lang, "table-pairings-title", id=str(view.id), round=view.round,
                rounds=view.rounds),
        columns=(t(lang, "table-board"), t(lang, "table-blue"), t(lang, "table-red"),
                 t(lang, "table-result")),
        rows=rows,
        align=("right", "left", "left", "center"),
        note=t(lang, "table-bye", name=view.bye) if view.bye else "",
    )


def _tiebreak_note(presenter: Presenter, lang: str, view: TournamentView) -> str:
    order = ", ".join(presenter.t(lang, f"tiebreak-{name}") for name in view.tiebreaks)
    return presenter.t(lang, "table-tiebreaks", order=order)


def standings_table(presenter: Presenter, lang: str, view: TournamentView) -> Table:
    t = presenter.t
    withdrawn = t(lang, "table-withdrawn")
    rows = tuple(
        (
            Cell(str(line.rank), bold=line.rank == 1),
            Cell(f"{line.name} ({withdrawn})" if line.withdrawn else line.name,
                 bold=line.rank == 1),
            Cell(score_text(line.points), bold=True),
            *(Cell(_number(value)) for value in line.tiebreaks),
            Cell(str(line.played)),
            Cell(f"{line.wins}–{line.draws}–{line.losses}"),
        )
        for line in view.standings
    )
    title_key = "table-final-title" if view.status == "finished" else "table-standings-title"
    return Table(
        title=t(lang, title_key, id=str(view.id), round=view.round),
        columns=(
            t(lang, "table-rank"), t(lang, "table-player"), t(lang, "table-points"),
            *(t(lang, f"tiebreak-{name}-short") for name in view.tiebreaks),
            t(lang, "table-played"), t(lang, "table-record"),
        ),
        rows=rows,
        align=("right", "left", "center", *_centered(len(view.tiebreaks)), "center", "center"),
        note=_tiebreak_note(presenter, lang, view),
    )


def crosstable_table(presenter: Presenter, lang: str, view: TournamentView) -> Table:
    t = presenter.t
    points = {line.name: line.points for line in view.standings}
    rows = tuple(
        (
            Cell(str(seat)),
            Cell(name),
            *(Cell("■" if seat == other else cell) for other, cell in enumerate(cells, 1)),
            Cell(score_text(points.get(name, 0.0)), bold=True),
        )
        for seat, (name, cells) in enumerate(zip(view.names, view.crosstable, strict=True), 1)
    )
    count = len(view.names)
    return Table(
        title=t(lang, "table-crosstable-title", id=str(view.id)),
        columns=(t(lang, "table-rank"), t(lang, "table-player"),
                 *(str(n) for n in range(1, count + 1)), t(lang, "table-points")),
        rows=rows,
        align=("right", "left", *_centered(count), "center"),
        note=_tiebreak_note(presenter, lang, view),
    )


def _number(value: float) -> str:
    """A tie-break's value: halves as ``½``, quarters (Sonneborn–Berger's half of a
    drawn opponent's half point) in decimals."""
    if abs(value * 2 - round(value * 2)) < 1e-9:
        return score_text(value)
    return f"{value:.2f}"


def _centered(count: int) -> tuple[Align, ...]:
    centered: Align = "center"
    return (centered,) * count
