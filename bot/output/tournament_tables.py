"""A tournament's table as a picture, worded in the reader's language: a round's pairings,
the standings (with the tie-breaks named in their order), or the crosstable."""

from __future__ import annotations

from bot.output.wording import Wording
from bot.service.answers.answer import Attachment
from bot.service.chats.chat_settings import PictureStyle
from bot.service.chats.styles import theme_of
from bot.service.tournaments.table_data import TournamentShow, TournamentView
from bot.service.tournaments.table_views import score_text
from renderers.tables import Align, Cell, Table, table_picture
from renderers.theme import resolve

PNG = "image/png"


def tournament_picture(
    wording: Wording, lang: str, view: TournamentView, style: PictureStyle
) -> Attachment:
    table = {
        TournamentShow.PAIRINGS: pairings_table,
        TournamentShow.STANDINGS: standings_table,
        TournamentShow.CROSSTABLE: crosstable_table,
    }[view.show](wording, lang, view)
    theme, colorblind = theme_of(style)
    png = table_picture(table, resolve(theme, colorblind))
    name = f"tournament-{view.id}-{view.show.value}-{view.round}.png"
    return Attachment(name, png, PNG)


def pairings_table(wording: Wording, lang: str, view: TournamentView) -> Table:
    t = wording.t
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


def _tiebreak_note(wording: Wording, lang: str, view: TournamentView) -> str:
    order = ", ".join(wording.t(lang, f"tiebreak-{name}") for name in view.tiebreaks)
    return wording.t(lang, "table-tiebreaks", order=order)


def standings_table(wording: Wording, lang: str, view: TournamentView) -> Table:
    """The standings after round ``view.round`` (its games and those before), saying
    which round is being played, if one is."""
    t = wording.t
    withdrawn = t(lang, "table-withdrawn")
    rows = tuple(
        (
            Cell(line.place, bold=line.rank == 1),
            Cell(f"{line.name} ({withdrawn})" if line.withdrawn else line.name,
                 bold=line.rank == 1),
            Cell(score_text(line.points), bold=True),
            *(Cell(score_text(value)) for value in line.tiebreaks),
            Cell(str(line.played)),
            Cell(f"{line.wins}–{line.draws}–{line.losses}"),
        )
        for line in view.standings
    )
    title_key = "table-final-title" if view.status == "finished" else "table-standings-title"
    note = _tiebreak_note(wording, lang, view)
    if view.playing:
        playing = t(lang, "tournament-round-playing", round=view.playing, rounds=view.rounds)
        note = f"{playing} {note}"
    return Table(
        title=t(lang, title_key, id=str(view.id), round=view.round, rounds=view.rounds),
        columns=(
            t(lang, "table-rank"), t(lang, "table-player"), t(lang, "table-points"),
            *(t(lang, f"tiebreak-{name}-short") for name in view.tiebreaks),
            t(lang, "table-played"), t(lang, "table-record"),
        ),
        rows=rows,
        align=("right", "left", "center", *_centered(len(view.tiebreaks)), "center", "center"),
        note=note,
    )


def crosstable_table(wording: Wording, lang: str, view: TournamentView) -> Table:
    """Every player by place (a shared place as ``2–3``), their seed, and their results
    against each seed in turn (the columns are headed by seed)."""
    t = wording.t
    rows = tuple(
        (
            Cell(line.place, bold=line.rank == 1),
            Cell(str(line.seed)),
            Cell(line.name),
            *(Cell("■" if seed == line.seed else cell)
              for seed, cell in enumerate(line.results, 1)),
            Cell(score_text(line.points), bold=True),
        )
        for line in view.crosstable
    )
    count = len(view.crosstable)
    return Table(
        title=t(lang, "table-crosstable-title", id=str(view.id)),
        columns=(t(lang, "table-rank"), t(lang, "table-seed"), t(lang, "table-player"),
                 *(str(n) for n in range(1, count + 1)), t(lang, "table-points")),
        rows=rows,
        align=("right", "right", "left", *_centered(count), "center"),
        note=_tiebreak_note(wording, lang, view),
    )


def _centered(count: int) -> tuple[Align, ...]:
    centered: Align = "center"
    return (centered,) * count
