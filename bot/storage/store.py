"""The storage port on SQL, written once: every query of :class:`SqlStorage` and every write
of :class:`SqlTransaction` comes from the shared modules; a dialect adds connecting, its
transactions and how it runs a statement (:class:`bot.storage.sql.SqlBase`,
:class:`bot.storage.sql.Session`)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any

from bot.identity import ChatRef, Person, PlayerRef
from bot.storage.persons_port import CodeUse, Forgotten, Tries
from bot.storage.queries import (
    analyses,
    challenges,
    games,
    outbox,
    ratings,
    seeks,
    tournaments,
    users,
)
from bot.storage.queries import persons as people
from bot.storage.queries.analyses import AnalysisMethods
from bot.storage.queries.bookkeeping import Bookkeeping
from bot.storage.queries.budgets import BudgetMethods
from bot.storage.queries.cards import CardMethods
from bot.storage.queries.challenges import ChallengeReads
from bot.storage.queries.claims import ClaimMethods
from bot.storage.queries.games import GameReads
from bot.storage.queries.history import HistoryReads
from bot.storage.queries.inbox import InboxMethods
from bot.storage.queries.offers import OfferMethods
from bot.storage.queries.outbox import OutboxMethods
from bot.storage.queries.persons import PersonMethods
from bot.storage.queries.ratings import RatingReads
from bot.storage.queries.seeks import SeekMethods
from bot.storage.queries.set_aside import SetAsideMethods
from bot.storage.queries.teams import TeamMethods, TeamTransaction
from bot.storage.queries.tournaments import TournamentReads
from bot.storage.queries.users import UserReads
from bot.storage.records import (
    AnalysisUpdate,
    ChallengeUpdate,
    GameUpdate,
    MoveRow,
    NewChallenge,
    NewGame,
    NewOutbox,
    NewTournament,
    RatingChange,
    RatingRow,
    TournamentRow,
    TournamentUpdate,
)
from bot.storage.seeks_port import NewSeek, SeekRow

Write = Callable[..., Awaitable[Any]]
"""A shared write: ``write(session, known, *args)`` (``known``: what a first run returned,
for a transaction replayed on a new connection; ``None`` otherwise)."""


class SqlStorage(
    GameReads,
    ChallengeReads,
    UserReads,
    RatingReads,
    HistoryReads,
    OutboxMethods,
    OfferMethods,
    ClaimMethods,
    CardMethods,
    Bookkeeping,
    TournamentReads,
    AnalysisMethods,
    InboxMethods,
    SetAsideMethods,
    SeekMethods,
    TeamMethods,
    PersonMethods,
    BudgetMethods,
):
    """The queries of :class:`bot.storage.protocol.Storage`, for either dialect."""


class SqlTransaction(TeamTransaction):
    """The writes of :class:`bot.storage.protocol.Transaction`, each a shared write run by
    the dialect's :meth:`_call`."""

    async def _call(self, write: Write, *args: Any) -> Any:
        raise NotImplementedError

    async def insert_game(self, game: NewGame) -> int:
        return int(await self._call(games.insert_game, game))

    async def update_game(self, game_id: int, expected_version: int, update: GameUpdate) -> int:
        return int(await self._call(games.update_game, game_id, expected_version, update))

    async def insert_move(self, game_id: int, move: MoveRow) -> None:
        await self._call(games.insert_move, game_id, move)

    async def delete_moves_from(self, game_id: int, ply: int) -> None:
        await self._call(games.delete_moves_from, game_id, ply)

    async def move_game(self, game_id: int, chat: ChatRef) -> None:
        await self._call(games.move_game, game_id, chat)

    async def insert_challenge(self, challenge: NewChallenge) -> int:
        return int(await self._call(challenges.insert_challenge, challenge))

    async def update_challenge(self, challenge_id: int, change: ChallengeUpdate) -> None:
        await self._call(challenges.update_challenge, challenge_id, change)

    async def upsert_user(
        self, ref: PlayerRef, name: str, username: str | None, at: datetime
    ) -> None:
        await self._call(users.upsert_user, ref, name, username, at)

    async def set_user_lang(self, ref: PlayerRef, lang: str | None) -> None:
        await self._call(users.set_user_lang, ref, lang)

    async def set_user_style(self, ref: PlayerRef, style: str | None) -> None:
        await self._call(users.set_user_style, ref, style)

    async def set_chat_lang(self, chat: ChatRef, lang: str | None) -> None:
        await self._call(users.set_chat_lang, chat, lang)

    async def update_chat_settings(self, chat: ChatRef, changes: dict[str, Any]) -> dict[str, Any]:
        settings: dict[str, Any] = await self._call(users.update_chat_settings, chat, changes)
        return settings

    async def move_chat(self, platform: str, old_id: str, new_id: str) -> list[int]:
        moved: list[int] = await self._call(users.move_chat, platform, old_id, new_id)
        return moved

    async def rating(self, scope: str, ref: PlayerRef) -> RatingRow | None:
        row: RatingRow | None = await self._call(ratings.rating, scope, ref)
        return row

    async def put_rating(self, row: RatingRow, at: datetime) -> None:
        await self._call(ratings.put_rating, row, at)

    async def insert_rating_change(self, change: RatingChange) -> None:
        await self._call(ratings.insert_rating_change, change)

    async def clear_ratings(self) -> None:
        await self._call(ratings.clear_ratings)

    async def enqueue(self, item: NewOutbox) -> int:
        return int(await self._call(outbox.enqueue, item))

    async def insert_tournament(self, new: NewTournament) -> int:
        return int(await self._call(tournaments.insert_tournament, new))

    async def tournament_for_update(self, tournament_id: int) -> TournamentRow | None:
        row: TournamentRow | None = await self._call(
            tournaments.tournament_for_update, tournament_id
        )
        return row

    async def update_tournament(
        self, tournament_id: int, expected: int, update: TournamentUpdate
    ) -> int:
        return int(await self._call(tournaments.update_tournament, tournament_id, expected, update))

    async def link_tournament_game(self, game_id: int, tournament_id: int) -> None:
        await self._call(tournaments.link_game, game_id, tournament_id)

    async def game_tournament(self, game_id: int) -> int | None:
        found: int | None = await self._call(tournaments.game_tournament, game_id)
        return found

    async def update_analysis(self, game_id: int, owner: str, update: AnalysisUpdate) -> bool:
        return bool(await self._call(analyses.update_analysis, game_id, owner, update))

    async def insert_seek(self, new: NewSeek) -> int:
        return int(await self._call(seeks.insert_seek, new))

    async def close_seeks(self, person: PlayerRef, status: str, at: datetime) -> list[SeekRow]:
        closed: list[SeekRow] = await self._call(seeks.close_seeks, person, status, at)
        return closed

    async def close_seek(self, seek_id: int, status: str, at: datetime) -> bool:
        return bool(await self._call(seeks.close_seek, seek_id, status, at))

    async def count_no_show(self, seek_id: int, at: datetime) -> bool:
        return bool(await self._call(seeks.count_no_show, seek_id, at))

    async def widen_seek(
        self, seek_id: int, low: int | None, high: int | None, widen_at: datetime | None
    ) -> bool:
        return bool(await self._call(seeks.widen_seek, seek_id, low, high, widen_at))

    async def claim_match(self, seek_id: int, now: datetime) -> SeekRow | None:
        found: SeekRow | None = await self._call(seeks.claim_match, seek_id, now)
        return found

    async def seeks_of_game(self, game_id: int) -> list[SeekRow]:
        found: list[SeekRow] = await self._call(seeks.seeks_of_game, game_id)
        return found

    async def seat_seeks(self, seek_ids: tuple[int, int], game_id: int) -> None:
        await self._call(seeks.seat_seeks, seek_ids, game_id)

    # people across platforms (bot.storage.queries.persons)
    async def rating_account(self, ref: PlayerRef) -> PlayerRef:
        key: PlayerRef = await self._call(people.rating_account, ref)
        return key

    async def put_link_code(self, ref: PlayerRef, digest: str, expires: datetime) -> None:
        await self._call(people.put_link_code, ref, digest, expires)

    async def take_link_code(self, digest: str, now: datetime) -> CodeUse:
        use: CodeUse = await self._call(people.take_link_code, digest, now)
        return use

    async def count_wrong_code(
        self, ref: PlayerRef, now: datetime, window_start: datetime
    ) -> Tries:
        tries: Tries = await self._call(people.count_wrong_code, ref, now, window_start)
        return tries

    async def link_accounts(
        self, first: PlayerRef, second: PlayerRef, name: str, at: datetime
    ) -> Person:
        person: Person = await self._call(people.link_accounts, first, second, name, at)
        return person

    async def unlink_account(self, ref: PlayerRef, at: datetime) -> Person | None:
        person: Person | None = await self._call(people.unlink_account, ref, at)
        return person

    async def forget_accounts(
        self, refs: tuple[PlayerRef, ...], pseudonym: str, name: str
    ) -> Forgotten:
        gone: Forgotten = await self._call(people.forget_accounts, refs, pseudonym, name)
        return gone
