"""What the lobby looks like to the output path (the web board's lobby page): the open
seeks, the lobby games to watch and the top players of each time class. A seek and a game
name nobody: a stranger's seek is its terms, the seeker's rating and range, and how long it
has waited; a game its terms, both ratings and its moves. The top players are named as
``/top`` names them."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from bot.service.answers.replies import Reply


@dataclass(frozen=True, slots=True)
class SeekView:
    id: int
    terms: Reply
    """The terms as the reader's words put them (``seek-terms``)."""
    word: str
    """The terms as typed after ``/seek`` (``20x20 empty 3+2 rated``): seeking them again
    pairs with this seek (or an older one on the same terms)."""
    width: int
    height: int
    start: str
    clock: str
    rated: bool
    rating: int
    """The seeker's rating in the terms' time class."""
    low: int | None
    high: int | None
    """The ratings the seeker accepts (``None``: any)."""
    waited: timedelta
    mine: bool
    """The reader's own seek."""


@dataclass(frozen=True, slots=True)
class LobbyGameView:
    """A lobby game in progress, to watch."""

    id: int
    terms: Reply
    """The terms as the reader's words put them (``seek-terms``)."""
    width: int
    height: int
    clock: str
    rated: bool
    blue_rating: int
    red_rating: int
    """Each player's rating in the terms' time class when they sought."""
    moves: int
    url: str
    """A spectator's signed link to the game's live board."""


@dataclass(frozen=True, slots=True)
class LeaderView:
    place: int
    name: str
    rating: int
    games: int


@dataclass(frozen=True, slots=True)
class ClassLeadersView:
    """The overall leaderboard of one time class, as ``/top overall`` shows it."""

    time_class: str
    leaders: tuple[LeaderView, ...]
