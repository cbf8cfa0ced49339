"""The storage port: everything the service needs from a database, and nothing more.

Writes happen only inside :meth:`Storage.transaction`, one transaction per use case (one per
move). A transaction opened with an idempotency key records that key together with its effect,
so a redelivered platform event is applied once; a stale game version or a taken ``(game, ply)``
slot raises :class:`Conflict` and nothing is written.

Faults of the database itself come as :class:`StorageUnavailable` (busy past the retries),
:class:`StorageFull` and :class:`StorageDamaged`, from reads and writes alike; a write that raises
one stored nothing, its event key included, so the event may be retried. Opening raises
:class:`StorageOpenError`. Parts of the port have modules of their own (``*_port``)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from contextlib import AbstractAsyncContextManager
from datetime import datetime
from typing import Any, Protocol

from bot.identity import ChatRef, PlayerRef
from bot.storage.analysis_port import AnalysisReads, AnalysisWrites
from bot.storage.budget_port import BudgetPort
from bot.storage.inbox_port import InboxPort
from bot.storage.persons_port import PersonReads, PersonWrites
from bot.storage.records import (
    CardShown,
    ChallengeRow,
    ChallengeUpdate,
    ChatRow,
    FinishedGames,
    GameRow,
    GameUpdate,
    MoveRow,
    NewChallenge,
    NewGame,
    NewOutbox,
    OfferRow,
    OutboxRow,
    RatingChange,
    RatingRow,
    Tally,
    UserRow,
)
from bot.storage.seeks_port import SeekReads, SeekWrites
from bot.storage.set_aside_port import SetAsidePort
from bot.storage.team_port import TeamReads, TeamWrites
from bot.storage.tournament_port import TournamentReads, TournamentWrites


class StorageError(Exception):
    """A storage failure the service reports as a fault, never as a user's mistake."""


class Conflict(StorageError):
    """Someone else changed the row first (stale version, taken ply, status moved on)."""


class DuplicateEvent(StorageError):
    """The idempotency key was already recorded: the event was applied before."""


class StorageUnavailable(StorageError):
    """Busy, locked or unreachable past the retries: nothing was written; try again."""


class StorageFull(StorageError):
    """The disk (or quota) is full: nothing was written."""


class StorageDamaged(StorageError):
    """The database file is damaged (malformed page, failed quick_check)."""


class StorageOpenError(StorageError):
    """The database cannot be opened at start; the message names the place and the cause."""


class Transaction(AnalysisWrites, TournamentWrites, SeekWrites, TeamWrites, PersonWrites,
                  Protocol):
    async def insert_game(self, game: NewGame) -> int: ...

    async def update_game(self, game_id: int, expected_version: int, update: GameUpdate) -> int:
        """Write ``update`` if the row still has ``expected_version``; return the new version."""
        ...

    async def insert_move(self, game_id: int, move: MoveRow) -> None: ...

    async def delete_moves_from(self, game_id: int, ply: int) -> None:
        """Remove the game's moves from ``ply`` on (a takeback by consent)."""
        ...

    async def insert_challenge(self, challenge: NewChallenge) -> int: ...

    async def update_challenge(self, challenge_id: int, change: ChallengeUpdate) -> None:
        """Move a challenge on from ``change.expected`` (Conflict if it already moved on)."""
        ...

    async def upsert_user(self, ref: PlayerRef, name: str, username: str | None,
                          at: datetime) -> None: ...

    async def set_user_lang(self, ref: PlayerRef, lang: str | None) -> None: ...

    async def set_user_style(self, ref: PlayerRef, style: str | None) -> None:
        """The picture style the user chose (``None``: none, the chat's applies)."""
        ...

    async def set_chat_lang(self, chat: ChatRef, lang: str | None) -> None: ...

    async def update_chat_settings(self, chat: ChatRef, changes: dict[str, Any]) -> dict[str, Any]:
        """Merge ``changes`` into the chat's settings (``None`` removes a key); return them."""
        ...

    async def rating(self, scope: str, ref: PlayerRef) -> RatingRow | None:
        """The rating as this transaction sees it (read under the write lock)."""
        ...

    async def put_rating(self, row: RatingRow, at: datetime) -> None: ...

    async def enqueue(self, item: NewOutbox) -> int:
        """Write an announcement to deliver once this transaction commits (the outbox)."""

    async def insert_rating_change(self, change: RatingChange) -> None:
        """Record what a game did to a rating (Conflict if it was recorded before)."""
        ...

    async def clear_ratings(self) -> None:
        """Forget every rating and rating change, to rate every game again from the start
        in this transaction (two such transactions at once run one after the other)."""
        ...

    async def move_game(self, game_id: int, chat: ChatRef) -> None:
        """The game now lives in ``chat`` (a thread made for it); Conflict if no such game."""
        ...

    async def move_chat(self, platform: str, old_id: str, new_id: str) -> list[int]:
        """Give a chat's games, challenges, settings, ratings and waiting announcements
        to the chat's new id (a Telegram group that became a supergroup); the ids of the
        games moved. What the new id already holds is kept."""
        ...


class Storage(AnalysisReads, TournamentReads, InboxPort, SetAsidePort, SeekReads,
              TeamReads, PersonReads, BudgetPort, Protocol):
    async def open(self) -> None:
        """Connect, check the database and apply pending migrations; on failure close
        whatever was opened and raise :class:`StorageOpenError`."""
        ...

    async def close(self) -> None: ...

    async def ping(self) -> None:
        """Ask the database a trivial question once, without retrying (health checks);
        raises when it cannot answer."""
        ...

    def transaction(self, event: str | None = None) -> AbstractAsyncContextManager[Transaction]:
        """One atomic unit of work; ``event`` is the idempotency key to record with it."""
        ...

    async def event_seen(self, event: str) -> bool: ...

    async def prune_events(self, before: datetime) -> int:
        """Forget idempotency keys recorded before ``before``; how many were removed."""
        ...

    async def game(self, game_id: int) -> GameRow | None: ...

    async def game_versions(self, game_ids: Collection[int]) -> dict[int, int]:
        """The stored version of each of ``game_ids`` that exists."""
        ...

    async def moves(self, game_id: int, after_ply: int = 0) -> list[MoveRow]: ...

    async def active_games(self, chat: ChatRef) -> list[GameRow]: ...

    async def challenge(self, challenge_id: int) -> ChallengeRow | None: ...

    async def pending_challenges(self, chat: ChatRef, now: datetime) -> list[ChallengeRow]:
        """Challenges in the chat still waiting for an answer and not yet expired."""
        ...

    async def last_challenge(self, ref: PlayerRef) -> ChallengeRow | None:
        """The newest challenge ``ref`` made to a person or to anyone (not the computer),
        in any chat: what they like to play."""
        ...

    async def challenges_in(self, chat: ChatRef) -> list[ChallengeRow]:
        """Every challenge made in the chat, whatever became of it, oldest first."""
        ...

    # inline offers (bot.storage.queries.offers)
    async def save_offer(self, challenger: PlayerRef, body: dict[str, Any], now: datetime) -> int:
        """Keep a challenge offered in inline mode, as a write of its own; its id. The same
        challenger and body again keep their id, offered again at ``now``."""
        ...

    async def offer(self, offer_id: int) -> OfferRow | None: ...

    async def prune_offers(self, before: datetime) -> int:
        """Forget offers last offered before ``before``; how many."""
        ...

    async def user(self, ref: PlayerRef) -> UserRow | None: ...

    async def user_by_username(self, platform: str, username: str) -> UserRow | None:
        """The user last seen with this handle (case-insensitive, ``@`` optional)."""
        ...

    async def chat(self, chat: ChatRef) -> ChatRow | None: ...

    async def secret(self, name: str) -> bytes:
        """A random secret made once per database and kept (button signatures)."""
        ...

    # cards (bot.storage.queries.cards)
    async def game_card_shown(self, game_id: int, shown: CardShown) -> None:
        """Remember the message showing a game's card and the game as it shows it; a card
        of the game as it is pays the card owed. A card older than the one recorded
        changes nothing."""
        ...

    async def challenge_card_shown(self, challenge_id: int, message_id: str | None) -> None:
        """Remember the message showing a challenge's card."""
        ...

    async def claim_card(self, game_id: int, seen: datetime | None, until: datetime) -> bool:
        """Take the showing of the game's card until ``until`` if its ``card_due`` is still
        ``seen`` (what the claimant read); whether this claim won."""
        ...

    async def claim_due_cards(
        self, platform: str, now: datetime, until: datetime, stale_before: datetime,
        limit: int = 20,
    ) -> list[int]:
        """The games of ``platform`` whose card is behind and past due, claimed until
        ``until`` (a change older than ``stale_before`` is given up instead)."""
        ...

    async def release_card(self, game_id: int, until: datetime) -> None:
        """Let the claim made until ``until`` go, if it is still the game's."""
        ...

    async def meta(self, key: str) -> str | None:
        """A value the bot keeps about itself (``None`` if never set)."""
        ...

    async def set_meta(self, key: str, value: str) -> None:
        """Keep ``value`` under ``key``, replacing what was there."""
        ...

    # history, limits
    async def finished_games(self, page: FinishedGames) -> list[GameRow]:
        """The page of finished games asked for (see :class:`FinishedGames`)."""
        ...

    async def open_count(self, chat: ChatRef, ref: PlayerRef, now: datetime) -> int:
        """The player's active games plus waiting challenges in the group of ``chat``."""
        ...

    async def players_games(self, chat: ChatRef, ref: PlayerRef) -> list[GameRow]:
        """The player's active games in the group of ``chat``, in any of its threads or
        topics, oldest first."""
        ...

    async def head_to_head(
        self, first: Sequence[PlayerRef], second: Sequence[PlayerRef]
    ) -> Tally:
        """Finished games between two people (rated or not), each given by all their
        accounts (one person across platforms), from ``first``'s side."""
        ...

    # ratings
    async def rating(self, scope: str, ref: PlayerRef) -> RatingRow | None: ...

    async def leaderboard(self, scope: str, min_games: int, limit: int) -> list[RatingRow]: ...

    async def rank(self, scope: str, ref: PlayerRef, min_games: int) -> int | None:
        """The player's place on the leaderboard, or ``None`` when not on it."""
        ...

    async def rating_changes(self, game_id: int) -> list[RatingChange]: ...

    async def scope_games(self, scopes: Collection[str]) -> dict[str, int]:
        """The rated games counted in each of ``scopes`` that has any, a game once for
        each of its players (a leaderboard's size, to pick the busiest)."""
        ...

    async def rated_games(self) -> list[GameRow]:
        """Every finished rated game, in the order they ended (``updated_at``, then
        ``id``): what a recomputation of the ratings rates again."""
        ...

    # the sweeper
    async def due_games(
        self, now: datetime, platforms: Collection[str] | None = None, limit: int = 100
    ) -> list[GameRow]:
        """Active games whose side to move has run out of time, the earliest first."""
        ...

    async def due_reminders(
        self, now: datetime, platforms: Collection[str] | None = None, limit: int = 100
    ) -> list[GameRow]:
        """Active games whose side to move is due a reminder and still has time."""
        ...

    async def expired_challenges(
        self, now: datetime, platforms: Collection[str] | None = None, limit: int = 100
    ) -> list[ChallengeRow]:
        """Challenges still marked pending after their time ran out."""
        ...

    # the outbox and the computer's turns
    async def claim_outbox(
        self, platform: str, owner: str, now: datetime, until: datetime, limit: int = 20
    ) -> list[OutboxRow]:
        """Due announcements of ``platform`` nobody holds, leased to ``owner`` until
        ``until``, oldest first."""
        ...

    async def outbox_sent(self, row_id: int, at: datetime) -> None:
        """The row was delivered: never again."""
        ...

    async def outbox_retry(self, row_id: int, due: datetime) -> None:
        """Delivery failed: try again at ``due`` (whoever claims it then)."""
        ...

    async def outbox_waiting(self, platform: str | None = None) -> int:
        """How many announcements wait to be delivered (for one platform, or all)."""
        ...

    async def prune_outbox(self, before: datetime) -> int:
        """Forget announcements delivered before ``before``; how many."""
        ...

    async def engine_turns(self, engine_platform: str, limit: int = 100) -> list[int]:
        """Active games where the computer is to move or owes an answer to a draw offer."""
        ...

    async def claim_engine_turn(
        self, game_id: int, version: int, owner: str, now: datetime, until: datetime
    ) -> int | None:
        """Claim the computer's turn at ``version`` of ``game_id`` for ``owner`` until
        ``until``; the failed tries on that version so far, or None while another process
        holds a live lease on it (or the claim is on a newer version already). The same
        owner claims again at will; an expired lease is anyone's. Atomic: of processes
        claiming at once, exactly one wins."""
        ...

    async def engine_turn_failed(self, game_id: int, version: int) -> int:
        """One more failed try on the turn at ``version``, its lease let go so that anyone
        may try next; how many tries failed on it so far."""
        ...

    async def release_engine_turn(self, game_id: int, owner: str, version: int) -> None:
        """Forget ``owner``'s claim on ``game_id``, and any claim on a version older than
        ``version`` (the game's version now: those turns are gone)."""
        ...

    async def prune_engine_claims(self) -> int:
        """Forget the claims of games that are over; how many."""
        ...
