"""What a game looks like to the output path: its seats, clock, outcome and card, and
its move picker (sectors and points), as plain data made by :mod:`bot.service.answers.views`."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta

from bot.domain import GameStatus
from bot.identity import ChatRef, PlayerRef
from bot.service.answers.buttons import Button
from bot.service.play.sectors import PointState, Rect
from bot.service.teams.rotation import Teams
from bot.time_control import TimeControl
from core import Color, EndReason, Game, Move, Rules


@dataclass(frozen=True, slots=True)
class SeatView:
    name: str
    ref: PlayerRef
    computer: bool = False


@dataclass(frozen=True, slots=True)
class OutcomeView:
    """How a game ended; ``by`` is the side that resigned, grounded or ran out of time."""

    winner: Color | None
    reason: EndReason
    blue: int
    red: int
    by: Color | None = None


@dataclass(frozen=True, slots=True)
class ClockView:
    """A game's clock as of the moment the view was made."""

    control: TimeControl
    blue_left: timedelta | None
    """Live clocks: each side's time now; ``None`` for correspondence."""
    red_left: timedelta | None
    deadline: datetime | None
    """When the side to move loses on time (``None`` once the game is over)."""
    left: timedelta | None
    """What the side to move has left now."""


@dataclass(frozen=True, slots=True)
class GameView:
    id: int
    chat: ChatRef
    blue: SeatView
    red: SeatView
    rules: Rules
    status: GameStatus
    version: int
    ply: int
    to_move: Color | None
    """The side to move; ``None`` once the game is over."""
    last_move: Move | None
    blue_score: int
    red_score: int
    outcome: OutcomeView | None
    draw_offer: Color | None
    card_message_id: str | None
    card_ply: int | None = None
    """The ply the card message shows (``None``: not known)."""
    card_carrier: str | None = None
    """The update whose webhook answer carries the card (sent that way, it has no id)."""
    card_version: int | None = None
    """The version of the game the card message shows (``None``: none shown yet)."""
    card_due: datetime | None = None
    """Until when showing this card is the work of whoever made the change
    (:mod:`bot.service.delivery.owed_cards`)."""
    home: ChatRef | None = None
    """The game's own chat, when this card is shown in a player's own place instead (a
    lobby game: :mod:`bot.service.seeks.places`); ``None``: shown in ``chat``."""
    buttons: tuple[Button, ...] = ()
    rated: bool = False
    clock: ClockView | None = None
    """``None``: the game has no clock."""
    waiting_since: datetime | None = None
    """When the player to move last acted (their last move, or the game's start), as far
    as known; ``None`` once the game is over."""
    sectors: tuple[SectorView, ...] = ()
    """The field's sectors at this ply, each with its parts, for a card that is its own
    move picker (the first tap opens a sector's points); none once the game is over."""
    sector_columns: int = 0
    """``sectors`` a row, the top row first."""
    board_url: str | None = None
    """The live web board's page for this game (``PUBLIC_URL`` set, the game running):
    where Telegram's Mini App button opens, its user signed in by Telegram."""
    board_app_url: str | None = None
    """The Mini App's own link to the board (``TELEGRAM_WEBAPP_NAME`` set, the bot's
    Telegram username known): the board's button where a Mini App button cannot be."""
    picture_url: str | None = None
    """The address of this position's picture under ``PUBLIC_URL`` (its language and style
    to be added: :func:`bot.output.pictures.picture_address`), for places that take a
    picture by address (:mod:`bot.service.places.picture_links`)."""
    takeback_offer: Color | None = None
    """The player asking to take back their last move, waiting for the other's answer."""
    takebacks: int = 0
    """How many takebacks the game has had."""
    hints: int = 0
    """How many hints the computer gave in this training game."""
    team: Teams | None = None
    """A team game's sides and their rotations (docs/rules.md §8.6)."""
    stopped: Color | None = None
    """STOP (docs/rules.md §8.2): the side that stopped; the other moves alone."""
    stopped_after: int = 0
    """How many moves were made when it stopped."""
    position: Game | None = field(default=None, compare=False, repr=False)
    """The position this view shows: a copy of the game as it stood when the view was
    made, for the output path to draw (:mod:`bot.output.pictures`) without reading the
    game again; ``None`` in a view made by hand."""

    def seat(self, color: Color) -> SeatView:
        return self.blue if color is Color.BLUE else self.red

    @property
    def draw_offerer(self) -> str | None:
        """Who offers the draw that stands: its side's player, or in a team game the member
        who offered it (docs/rules.md §8.6)."""
        if self.draw_offer is None:
            return None
        member = self.team.draw_offerer if self.team is not None else None
        return member.name if member is not None else self.seat(self.draw_offer).name

    @property
    def card_behind(self) -> bool:
        """The card message does not show the game as this view does (or there is none)."""
        return self.card_version is None or self.card_version < self.version

    def color_of(self, ref: PlayerRef) -> Color | None:
        if self.blue.ref == ref:
            return Color.BLUE
        if self.red.ref == ref:
            return Color.RED
        return None

    def score(self, color: Color) -> int:
        return self.blue_score if color is Color.BLUE else self.red_score


@dataclass(frozen=True, slots=True)
class PickerPoint:
    """One point of a picker: what it holds, and the button that plays it (empty points)."""

    x: int
    y: int
    state: PointState
    button: Button | None = None
    last: bool = False
    """The last move was played here."""


@dataclass(frozen=True, slots=True)
class SectorView:
    """A sector (or a part of one) of a picker and the button that shows its points."""

    index: int
    rect: Rect
    button: Button
    legal: int
    """How many of its points are legal moves."""
    last: bool = False
    """The last move was played in it."""
    parts: tuple[SectorView, ...] = ()
    """Its parts of at most 4×4 points (a sector of a card's picker)."""

    @property
    def label(self) -> str:
        return self.rect.label


@dataclass(frozen=True, slots=True)
class PickerView:
    """The move picker of a game as of ``ply``, shown to the player to move only.

    Without ``sector`` it lists the field's sectors (``sectors``, ``columns`` a row, the
    top row first; ``last_first`` puts the sector of the last move first); with it, the
    points of ``shown`` (the sector, or one of its ``parts``) row by row, the top row
    first, as the board shows them. ``back`` opens the list of sectors again.
    """

    game: GameView
    ply: int
    columns: int
    sectors: tuple[SectorView, ...]
    back: Button
    sector: SectorView | None = None
    shown: Rect | None = None
    rows: tuple[tuple[PickerPoint, ...], ...] = ()
    parts: tuple[SectorView, ...] = ()
    """The sector cut into parts of at most 4×4 points (for Discord's 5×5 components)."""

    @property
    def last_first(self) -> tuple[SectorView, ...]:
        """The sectors with the one holding the last move first (a select menu's order)."""
        return tuple(sorted(self.sectors, key=lambda sector: not sector.last))
