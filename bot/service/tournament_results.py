"""What a tournament's tables hold, for the pictures that show them (``Result.tournament``)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.identity import ChatRef


@dataclass(frozen=True, slots=True)
class BoardLine:
    """One pairing of a tournament's round as its table shows it."""

    board: int
    blue: str
    red: str
    result: str | None = None
    """``1–0``, ``½–½``, ``0–1`` (``+``/``−`` for a forfeit); ``None`` while played."""
    game_id: int | None = None


@dataclass(frozen=True, slots=True)
class StandingLine:
    rank: int
    name: str
    points: float
    tiebreaks: tuple[float, ...]
    played: int
    wins: int
    draws: int
    losses: int
    withdrawn: bool = False


class TournamentShow(StrEnum):
    """Which picture of a tournament a result carries."""

    PAIRINGS = "pairings"
    STANDINGS = "standings"
    CROSSTABLE = "crosstable"


@dataclass(frozen=True, slots=True)
class TournamentView:
    """A tournament's table as a picture shows it: a round's pairings, the standings, or
    the crosstable (names by seat, each seat's results against each other seat)."""

    id: int
    chat: ChatRef
    format: str
    status: str
    round: int
    rounds: int
    show: TournamentShow
    boards: tuple[BoardLine, ...] = ()
    bye: str | None = None
    standings: tuple[StandingLine, ...] = ()
    tiebreaks: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    crosstable: tuple[tuple[str, ...], ...] = ()
    """Row ``i``, column ``j``: seat ``i + 1``'s results against seat ``j + 1``."""
