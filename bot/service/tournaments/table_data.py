"""What a tournament's tables hold, for the pictures that show them (``Result.tournament``)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.identity import ChatRef
from bot.tournament.scoring import Standing


@dataclass(frozen=True, slots=True)
class BoardLine:
    """One pairing of a tournament's round as its table shows it."""

    board: int
    blue: str
    red: str
    result: str | None = None
    """``1–0``, ``½–½``, ``0–1`` (``+``/``−`` for a forfeit); ``None`` while played."""
    game_id: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class StandingLine(Standing):
    """A player's standing as the table shows it: with their name and place."""

    name: str
    withdrawn: bool = False
    place: str = ""
    """The place as written: ``3``, or ``3–4`` shared by players equal on everything."""


@dataclass(frozen=True, slots=True)
class CrossLine:
    """One player's row of the crosstable."""

    rank: int
    place: str
    """As in :class:`StandingLine`."""
    seed: int
    name: str
    points: float
    results: tuple[str, ...]
    """Against each seed in turn, 1 first (``""`` where they have not met, and against
    themselves)."""


class TournamentShow(StrEnum):
    """Which picture of a tournament a result carries."""

    PAIRINGS = "pairings"
    STANDINGS = "standings"
    CROSSTABLE = "crosstable"


@dataclass(frozen=True, slots=True)
class TournamentView:
    """A tournament's table as a picture shows it: a round's pairings, the standings after
    a round, or the crosstable (players by place, each one's results against each seed)."""

    id: int
    chat: ChatRef
    format: str
    status: str
    round: int
    """The round shown: its pairings, or the last round the standings count."""
    rounds: int
    show: TournamentShow
    boards: tuple[BoardLine, ...] = ()
    bye: str | None = None
    standings: tuple[StandingLine, ...] = ()
    tiebreaks: tuple[str, ...] = ()
    crosstable: tuple[CrossLine, ...] = ()
    playing: int = 0
    """The round being played now (0: none, before the start or once it is over)."""
