"""Rows as the storage port hands them out: plain data, no behaviour, no SQL."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from bot.clocks import Clock
from bot.domain import ChallengeStatus as ChallengeStatus  # kept for storage's readers
from bot.domain import GameStatus as GameStatus
from bot.identity import ChatRef, PlayerRef
from bot.ratings import Rating
from bot.time_control import TimeControl


@dataclass(frozen=True, slots=True)
class Seat:
    """A player in a game or challenge, with the name shown for them."""

    ref: PlayerRef
    name: str


@dataclass(frozen=True, slots=True)
class GameResult:
    """How a game ended, as stored; colours are 1 (blue) and 2 (red)."""

    reason: str
    """A ``core.EndReason`` value."""
    blue: int
    red: int
    winner: int | None = None
    """``None``: a draw."""
    by: int | None = None
    """Who resigned, grounded or ran out of time (the ending moves alone do not show)."""


SetupJson = list[list[int]]
"""Start dots as stored: ``[[x, y, color], ...]`` with Color values 1 (blue) and 2 (red)."""


@dataclass(frozen=True, slots=True)
class NewGame:
    """A game to store, as it is begun: where, by whom, under which rules and clock.
    Storage gives it its id; it begins active at ply 0."""

    chat: ChatRef
    blue: Seat
    red: Seat
    rules: dict[str, Any]
    setup: SetupJson | None
    to_move: int
    created_at: datetime
    challenge_id: int | None = None
    rated: bool = False
    clock: Clock | None = None
    """``None``: the game has no clock."""
    deadline: datetime | None = None
    """When the side to move loses on time (active games with a clock only)."""
    remind_at: datetime | None = None
    """When the side to move is reminded (correspondence, once per move)."""
    card_due: datetime | None = None
    """While the card is behind the game: until when showing it is the work of whoever
    made the latest change (past that, the card sweep shows it). For a card carried by a
    webhook answer: until when copies of that update count as delivered with it. For a
    new game: until when showing the first card is the work of whoever begins it."""


@dataclass(frozen=True, slots=True, kw_only=True)
class GameRow(NewGame):
    """A stored game: how it was begun, and where it stands now."""

    id: int
    status: GameStatus
    version: int
    ply: int
    draw_offer: int | None
    result: GameResult | None
    updated_at: datetime
    card_message_id: str | None = None
    card_ply: int | None = None
    """The ply the card message (``card_message_id``) shows, where the adapter said."""
    card_carrier: str | None = None
    """The update whose webhook answer carries the card, when it was sent that way."""
    card_version: int | None = None
    """The version of the game the card message shows (``None``: no card shown yet)."""
    takeback_offer: int | None = None
    """The colour of the player whose takeback offer waits for an answer."""
    takebacks: int = 0
    """How many takebacks the game has had (kept in its history)."""
    hints: int = 0
    """How many hints the computer gave in this training game (kept in its history)."""
    end_offer: int | None = None
    """Territory: the colour of the player whose proposal to end by the count waits."""
    stop_ply: int | None = None
    """STOP (docs/rules.md §8.2): the ply at which the player to move then sent it."""

    @property
    def card_behind(self) -> bool:
        """The card message does not show the game as it is (or there is none yet)."""
        return self.card_version is None or self.card_version < self.version


@dataclass(frozen=True, slots=True)
class GameUpdate:
    """The fields a use case may change on a game row; the version is bumped by storage.

    Every field is written: a use case that leaves the clock alone passes it on unchanged.
    """

    status: GameStatus
    ply: int
    to_move: int
    draw_offer: int | None
    result: GameResult | None
    updated_at: datetime
    clock: Clock | None = None
    deadline: datetime | None = None
    remind_at: datetime | None = None
    card_due: datetime | None = None
    """Until when showing the card of this change is the work of whoever made it
    (``None``: the outbox shows it, as for an announced change)."""
    takeback_offer: int | None = None
    takebacks: int = 0
    hints: int = 0
    end_offer: int | None = None
    stop_ply: int | None = None


@dataclass(frozen=True, slots=True)
class CardShown:
    """A game's card, as an adapter showed it: the message, and the game as it showed it."""

    message_id: str | None
    version: int
    ply: int
    carrier: str | None = None
    """The update whose webhook answer carries it (then it has no message id yet)."""
    carried_until: datetime | None = None
    """Until when copies of the carrying update count as delivered with it."""


@dataclass(frozen=True, slots=True)
class FinishedGames:
    """A page of finished games, last ended first (``updated_at`` then ``id``, both
    descending), of a group (every thread) and/or a player; ``before_game`` pages by key:
    only the games that come after that one in this order."""

    chat: ChatRef | None = None
    player: PlayerRef | None = None
    limit: int = 10
    before_game: int | None = None


@dataclass(frozen=True, slots=True)
class MoveRow:
    ply: int
    color: int
    x: int
    y: int
    at: datetime
    realms: str = ""
    """Territory: the realms drawn with the dot as listed borders (``=2-1 1-2 2-3 3-2``,
    ``core.realm_notation.listed_realms``); empty for a dot alone."""


@dataclass(frozen=True, slots=True)
class NewChallenge:
    """A challenge to store, as its challenger made it (storage gives its id; pending)."""

    chat: ChatRef
    challenger: Seat
    challenger_color: int
    rules: dict[str, Any]
    created_at: datetime
    expires_at: datetime
    target: PlayerRef | None = None
    target_username: str | None = None
    target_name: str | None = None
    computer: str | None = None
    setup: SetupJson | None = None
    time_control: dict[str, Any] | None = None
    """``bot.time_control.TimeControl.to_dict()``; ``None``: no clock."""
    rated: bool = False

    @property
    def control(self) -> TimeControl:
        """The clock its game gets (no clock when it names none)."""
        return TimeControl.from_dict(self.time_control) if self.time_control else TimeControl()


@dataclass(frozen=True, slots=True, kw_only=True)
class ChallengeRow(NewChallenge):
    """A stored challenge: its terms, and what became of it."""

    id: int
    status: ChallengeStatus
    game_id: int | None = None
    card_message_id: str | None = None

    @property
    def is_open(self) -> bool:
        return self.target is None and self.target_username is None and self.computer is None


@dataclass(frozen=True, slots=True)
class ChallengeUpdate:
    """A challenge moved on from ``expected`` to ``status``, with the game it began."""

    expected: ChallengeStatus
    status: ChallengeStatus
    game_id: int | None = None


@dataclass(frozen=True, slots=True)
class OfferRow:
    """A challenge offered in inline mode, as its challenger may post it into any chat
    (``body``: the challenge's terms, as the service wrote them); ``created_at``: when it
    was last offered."""

    id: int
    challenger: PlayerRef
    body: dict[str, Any]
    created_at: datetime


@dataclass(frozen=True, slots=True)
class UserRow:
    ref: PlayerRef
    name: str
    username: str | None
    lang: str | None
    style: str | None = None
    """The picture style they chose with ``/style`` (``None``: the chat's)."""


@dataclass(frozen=True, slots=True)
class ChatRow:
    chat: ChatRef
    lang: str | None
    settings: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class RatingRow:
    """A player's rating in one scope, with the record of their rated games."""

    scope: str
    ref: PlayerRef
    name: str
    rating: Rating
    wins: int = 0
    losses: int = 0
    draws: int = 0


@dataclass(frozen=True, slots=True)
class RatingChange:
    """One rating moved by one finished rated game."""

    game_id: int
    scope: str
    ref: PlayerRef
    before: float
    after: float


@dataclass(frozen=True, slots=True)
class Tally:
    """Finished games between two players, from the first one's side."""

    wins: int = 0
    losses: int = 0
    draws: int = 0

    @property
    def games(self) -> int:
        return self.wins + self.losses + self.draws


@dataclass(frozen=True, slots=True)
class NewOutbox:
    """An announcement to deliver to a chat (``payload``: the outbox's JSON)."""

    chat: ChatRef
    payload: dict[str, Any]
    at: datetime


@dataclass(frozen=True, slots=True)
class OutboxRow:
    id: int
    chat: ChatRef
    payload: dict[str, Any]
    created_at: datetime
    attempts: int


@dataclass(frozen=True, slots=True)
class NewTournament:
    """A tournament announced in a chat: its document (``bot.tournament.document``'s JSON)
    and when its sign-up closes (``None``: when its organizer starts it)."""

    chat: ChatRef
    status: str
    body: dict[str, Any]
    starts_at: datetime | None
    created_at: datetime


@dataclass(frozen=True, slots=True, kw_only=True)
class TournamentRow(NewTournament):
    id: int
    version: int
    updated_at: datetime


@dataclass(frozen=True, slots=True)
class TournamentUpdate:
    """A tournament's new state, written only at the version the use case read."""

    status: str
    body: dict[str, Any]
    starts_at: datetime | None
    updated_at: datetime


@dataclass(frozen=True, slots=True)
class NewAnalysis:
    """A game's review asked in ``chat`` by ``asker``: ``positions`` of ``playouts`` each."""

    game_id: int
    chat: ChatRef
    playouts: int
    seed: int
    positions: int
    at: datetime
    asker: PlayerRef | None = None
    """Who asked (``None``: asked before askers were kept)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class AnalysisRow(NewAnalysis):
    status: str
    """``running`` (waiting for a process or in one), ``done`` or ``failed``."""
    estimates: list[Any]
    """The positions reviewed so far, in order (``bot.service.coach.analysis_runs``'s JSON)."""
    message_id: str | None
    lease_owner: str | None
    lease_until: datetime | None
    attempts: int
    updated_at: datetime
    place: int = 0
    """Its place among the asker's analyses waiting when it was asked (0: the first):
    analyses are taken up by place, then by age."""

    @property
    def reviewed(self) -> int:
        return len(self.estimates)


@dataclass(frozen=True, slots=True)
class AnalysisUpdate:
    """An analysis's progress, written only by the process holding its lease."""

    status: str
    estimates: list[Any]
    attempts: int
    held: bool
    """Still held by its process (it goes on); else let go: done, given up, or a part
    failed and anyone may go on from ``lease_until``."""
    lease_until: datetime | None
    at: datetime
