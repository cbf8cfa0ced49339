"""What a challenger asks for: whom to play and the game's options."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from bot.identity import PlayerRef
from bot.text import clean_name
from bot.time_control import TimeControl
from core import Color, Game, Start
from core.variants import variant


@dataclass(frozen=True, slots=True)
class Opponent:
    """Whom a challenge is for: anyone (open), one user, or the computer."""

    kind: Literal["open", "user", "computer"] = "open"
    ref: PlayerRef | None = None
    """The user's account when the adapter could resolve it (a mention, a reply)."""
    username: str | None = None
    """The handle typed after ``@`` (matched case-insensitively when the ref is unknown)."""
    name: str | None = None
    level: str | None = None
    """The computer's level (``bot.service.computer.engine.LEVELS``); ``None`` takes the default."""

    @classmethod
    def anyone(cls) -> Opponent:
        return cls("open")

    @classmethod
    def user(
        cls, username: str | None = None, ref: PlayerRef | None = None, name: str | None = None
    ) -> Opponent:
        handle = username.lstrip("@").lower() if username else None
        shown = clean_name(name) if name else None
        shown = shown or (f"@{handle}" if handle else ref.user_id if ref else None)
        return cls("user", ref, handle, shown)

    @classmethod
    def computer(cls, level: str | None = None) -> Opponent:
        return cls("computer", level=level)


@dataclass(frozen=True, slots=True)
class GameOptions:
    """What the challenger chose; ``None`` takes the chat's default."""

    width: int | None = None
    height: int | None = None
    start: Start | None = None
    color: Color | None = None
    """The challenger's side (Blue, who moves first, by default)."""
    variants: tuple[tuple[str, int], ...] = ()
    """The rule variants chosen, as (name, value) (:mod:`core.variants`); the others take
    the chat's defaults."""
    time: TimeControl | None = None
    rated: bool | None = None

    def variant(self, name: str) -> int | None:
        """The value chosen for the variant ``name``, ``None`` when not chosen."""
        variant(name)
        return dict(self.variants).get(name)

    @property
    def extra_move(self) -> bool | None:
        chosen = self.variant("extra_move")
        return None if chosen is None else bool(chosen)

    @property
    def instant_win(self) -> int | None:
        return self.variant("instant_win")

    @property
    def score_transfer(self) -> bool | None:
        chosen = self.variant("score_transfer")
        return None if chosen is None else bool(chosen)


@dataclass(frozen=True, slots=True)
class Terms:
    """What a new game is played under: rules and start, clock, rated or casual."""

    game: Game
    time: TimeControl
    rated: bool
