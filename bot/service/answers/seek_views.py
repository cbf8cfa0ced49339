"""What an open seek looks like to the output path: the lobby's list (the web board's lobby
page). It names nobody: a stranger's seek is its terms, the seeker's rating and range, and
how long it has waited."""

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
