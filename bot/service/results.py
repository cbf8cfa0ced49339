"""What the service answers: data for adapters to word through the catalog and lay out.

A :class:`Result` never holds finished text. ``replies`` are catalog keys with arguments;
``game`` and ``challenge`` are views for the cards an adapter shows (and edits in place:
``card_message_id`` is what the adapter reported with :meth:`GameService.card_shown`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from enum import StrEnum
from typing import TypeAlias

from bot.clocks import TimeControl
from bot.domain import ChallengeStatus, GameStatus
from bot.identity import ChatRef, PlayerRef
from bot.service.buttons import Button
from bot.service.chat_settings import ChatSettings, PictureStyle
from bot.service.sectors import PointState, Rect
from bot.service.tournament_results import (
    BoardLine as BoardLine,
)
from bot.service.tournament_results import (
    StandingLine as StandingLine,
)
from bot.service.tournament_results import (
    TournamentShow as TournamentShow,
)
from bot.service.tournament_results import (
    TournamentView as TournamentView,
)
from core import Color, EndReason, Game, Move, Rules

Arg: TypeAlias = "str | int | datetime | timedelta | TimeControl | Reply"
"""A reply's argument: text, a number (formatted by the reader's locale), a moment
(``DATETIME`` in the catalog), a duration or a time control (both worded by
:class:`bot.output.present.Presenter`), or another catalog message worded first."""


class Audience(StrEnum):
    """Who should see a result's replies."""

    CHAT = "chat"
    """Everyone in the chat: what happened to a game or a challenge."""
    SENDER = "sender"
    """Only the one who asked: refusals, confirmations, lists and help."""


class Status(StrEnum):
    OK = "ok"
    ERROR = "error"
    """Nothing changed; ``replies`` say why (show them to the sender only, if possible)."""
    DUPLICATE = "duplicate"
    """The event was applied before (a redelivery): say nothing."""


@dataclass(frozen=True, slots=True)
class Reply:
    """A message from the catalog: its key and the arguments it needs."""

    key: str
    args: Mapping[str, Arg] = field(default_factory=dict)


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
    (:mod:`bot.service.owed_cards`)."""
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
    takeback_offer: Color | None = None
    """The player asking to take back their last move, waiting for the other's answer."""
    takebacks: int = 0
    """How many takebacks the game has had."""
    hints: int = 0
    """How many hints the computer gave in this training game."""
    position: Game | None = field(default=None, compare=False, repr=False)
    """The position this view shows: a copy of the game as it stood when the view was
    made, for the output path to draw (:mod:`bot.output.pictures`) without reading the
    game again; ``None`` in a view made by hand."""

    def seat(self, color: Color) -> SeatView:
        return self.blue if color is Color.BLUE else self.red

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


@dataclass(frozen=True, slots=True)
class ChallengeView:
    id: int
    chat: ChatRef
    challenger: SeatView
    challenger_color: Color
    target_name: str | None
    """Who is challenged (``None``: an open challenge, or the computer)."""
    computer: bool
    rules: Rules
    status: ChallengeStatus
    expires_at: datetime
    game_id: int | None
    card_message_id: str | None
    buttons: tuple[Button, ...] = ()
    time: TimeControl = field(default_factory=TimeControl)
    rated: bool = False
    target: PlayerRef | None = None
    """The challenged player's account when known (to mention them by id)."""


@dataclass(frozen=True, slots=True)
class OfferView:
    """A challenge ready to post in any chat (inline mode), before anyone saw it: its
    terms as the challenge would be made, and why some words asked for were left out."""

    id: int
    challenger: SeatView
    challenger_color: Color
    target_name: str | None
    rules: Rules
    time: TimeControl
    rated: bool
    buttons: tuple[Button, ...]
    reason: Reply | None = None


@dataclass(frozen=True, slots=True)
class InlineAnswer:
    """What ``@bot words`` offers one user, in their language."""

    lang: str
    offers: tuple[OfferView, ...]
    personal: bool
    """It depends on who asked: a platform must not show it to anyone else."""


@dataclass(frozen=True, slots=True)
class Attachment:
    """A file to send with the answer (an SGF record, a GIF replay)."""

    filename: str
    data: bytes
    media_type: str


@dataclass(frozen=True, slots=True)
class ProgressView:
    """A long piece of work's progress message (a game's analysis): posted once, then
    edited in place as it goes."""

    game_id: int
    text: Reply
    message_id: str | None
    """The message showing it, once posted (``None``: post it)."""


@dataclass(frozen=True, slots=True)
class Result:
    status: Status
    lang: str
    """The language to word this result in (the sender's)."""
    replies: tuple[Reply, ...] = ()
    game: GameView | None = None
    """A game whose card changed: edit the card in place (or send it if there is none)."""
    challenge: ChallengeView | None = None
    """A challenge whose card changed (new, accepted, declined, cancelled, expired)."""
    new_card: bool = False
    """Someone asked for a new card (a game began, ``/board``): with the chat's
    ``settings``, what the output path places the card from (:mod:`bot.output.placement`)."""
    settings: ChatSettings | None = None
    """The settings of the chat its cards go to (its board mode, its threads); ``None``:
    not placed yet (its cards edit the chat's)."""
    mention: SeatView | None = None
    """Whom the game's card pings (decided with its chat's settings: :mod:`bot.service.pings`);
    an announcement sets it beforehand for the player a reminder is for."""
    games: tuple[GameView, ...] = ()
    challenges: tuple[ChallengeView, ...] = ()
    buttons: tuple[Button, ...] = ()
    """Buttons for the reply itself (e.g. "yes, resign")."""
    about: GameView | None = None
    """The game a question for the sender is about ("are you sure?"): where the question
    is shown on the game's card (an inline message), the card's buttons stay below it."""
    listing: bool = False
    """An answer to ``/games``: show ``games`` and ``challenges`` (or say there are none)."""
    attachment: Attachment | None = None
    """A file to upload with the replies (``/sgf``, ``/replay``)."""
    picker: PickerView | None = None
    """A move picker to show the sender only (a Move or sector button was pressed)."""
    tournament: TournamentView | None = None
    """A tournament's table, to show as a picture with the replies."""
    progress: ProgressView | None = None
    """A progress message to post, or to edit where it was posted."""
    audience: Audience = Audience.CHAT
    """Who should see the replies (a refusal is always the sender's alone)."""
    chat_lang: str | None = None
    """The chat's language, for the shared cards and announcements (``None``: ``lang``)."""
    style: PictureStyle | None = None
    """The style of the pictures for the sender alone (a picker): theirs, else the chat's
    (:mod:`bot.service.styles`; ``None``: light)."""
    chat_style: PictureStyle | None = None
    """The style of the game's card, what the chat sees (``None``: ``style``)."""
    retry: bool = False
    """Nothing was stored because the database could not be reached: a platform that
    redelivers an unacknowledged update (Telegram's webhook) should not acknowledge it."""

    @property
    def private(self) -> bool:
        """The replies are for the sender only."""
        return self.status is Status.ERROR or self.audience is Audience.SENDER

    @property
    def shared_lang(self) -> str:
        """The language of what the whole chat sees."""
        return self.chat_lang or self.lang

    @property
    def own_style(self) -> PictureStyle:
        """The style of a picture for the sender alone."""
        return self.style or PictureStyle.LIGHT

    @property
    def shared_style(self) -> PictureStyle:
        """The style of the game's card."""
        return self.chat_style or self.own_style

    @property
    def ok(self) -> bool:
        return self.status is Status.OK

    @property
    def duplicate(self) -> bool:
        return self.status is Status.DUPLICATE

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(reply.key for reply in self.replies)


def refusal(lang: str, key: str, **args: Arg) -> Result:
    """Nothing changed; the sender alone is told why (the catalog's ``key``)."""
    return Result(Status.ERROR, lang, (Reply(key, args),), audience=Audience.SENDER)


def duplicate(lang: str) -> Result:
    """An event applied before (a redelivery): nothing is said."""
    return Result(Status.DUPLICATE, lang)
