"""The lobby's settings, the operator's (``SEEK_MINUTES``) and the house's."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta


@dataclass(frozen=True, slots=True)
class SeekSettings:
    ttl: timedelta = timedelta(minutes=10)
    """How long a seek waits for a match (``SEEK_MINUTES``)."""
    widen_every: timedelta = timedelta(minutes=2)
    widen_by: int = 100
    """A seek with a rating range widens it by this much each side every ``widen_every``."""
    no_show_limit: int = 2
    no_show_pause: timedelta = timedelta(minutes=30)
    """After ``no_show_limit`` lobby games let lapse within this long, seeks wait."""
