"""Tournaments in a chat: announce one (Swiss or round robin, with the terms of its
games), sign up and leave, start it (by its organizer, or by the clock at the end of its
sign-up), the standings, cancel it, and the chat's past tournaments (a crosstable, the
records of all its games as one archive).

Its rounds are paired by :mod:`bot.service.tournaments.rounds`, once the transaction that
ends a round's last game (or closes the sign-up) is stored. One tournament at a time signs
up or runs in a chat.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable, Collection
from dataclasses import InitVar, dataclass, replace
from datetime import datetime, timedelta
from typing import TypeVar

from bot.domain import GameStatus
from bot.identity import Actor, ChatRef, inline_message
from bot.service.answers.answer import Result, duplicate, refusal
from bot.service.answers.replies import Reply, Status
from bot.service.challenges.challenges import ChallengeUseCases
from bot.service.chats.languages import Languages
from bot.service.command_kinds import TournamentRequest
from bot.service.delivery.outbox import Announcement, Delivery, outbox_item
from bot.service.events import EventGuard, EventMethod, acting, idempotent
from bot.service.games.replay import stored_setup
from bot.service.games.writes import WritePath
from bot.service.history.history import HistoryUseCases
from bot.service.play.play import PlayUseCases
from bot.service.tournaments.commands import (
    AnnounceTournament,
    CancelTournament,
    JoinTournament,
    LeaveTournament,
    StartTournament,
)
from bot.service.tournaments.rounds import Step, TournamentRounds, control
from bot.service.tournaments.tables import TournamentTables, tag
from bot.storage.protocol import Conflict, DuplicateEvent, Storage
from bot.storage.records import NewTournament, TournamentRow
from bot.storage.scopes import chat_scope, rating_scope
from bot.time_class import time_class
from bot.tournament.document import (
    MAX_ROUND_ROBIN,
    MAX_SWISS,
    MIN_PLAYERS,
    Entrant,
    Tournament,
)
from bot.tournament.document import (
    Status as TournamentStatus,
)
from bot.tournament.pairing import Format

ZIP_TYPE = "application/zip"
ATTEMPTS = 5
"""How many times an announcement or a sign-up is tried when the chat's tournament moved
on under it (one is stored first, or ends, meanwhile)."""


Named = TypeVar("Named", bound=TournamentRequest)
Meant = Callable[
    ["TournamentUseCases", str, ChatRef, Actor, Named, str, TournamentRow], Awaitable[Result]
]
"""A use case on the tournament its command means, given the reader's language and its row."""


def _meant(
    *, organizer: bool = False
) -> Callable[[Meant[Named]], EventMethod[TournamentUseCases, [Named]]]:
    """Run a use case, once per event (:func:`idempotent`), on the tournament its command
    means (:meth:`TournamentTables.find`); ``organizer``: only for its organizer or an
    admin. Anything else is refused, saying why."""

    def opened(step: Meant[Named]) -> EventMethod[TournamentUseCases, [Named]]:
        @functools.wraps(step)
        async def use_case(
            self: TournamentUseCases, event: str, chat: ChatRef, actor: Actor, command: Named
        ) -> Result:
            lang = await self.langs.language(actor, chat)
            row = await self.tables.find(lang, chat, command.tournament)
            if isinstance(row, Result):
                return row
            if organizer:
                head = Tournament.from_json(row.body).organizer
                if actor.ref != head.ref and not actor.is_admin:
                    return refusal(lang, "error-tournament-organizer", id=tag(row.id),
                                   organizer=head.name)
            return await step(self, event, chat, actor, command, lang, row)

        return idempotent(use_case)

    return opened


class Refused(Exception):
    """A change decided inside its transaction not to be made: roll it back, answer this."""

    def __init__(self, result: Result) -> None:
        super().__init__(result.keys)
        self.result = result


@dataclass(eq=False, repr=False, kw_only=True)
class TournamentUseCases:
    guard: EventGuard
    delivery: Delivery
    langs: Languages
    now: Callable[[], datetime]
    storage: Storage
    writes: WritePath
    challenges: ChallengeUseCases
    history: InitVar[HistoryUseCases]
    tables: TournamentTables
    play: PlayUseCases

    def __post_init__(self, history: HistoryUseCases) -> None:
        """The tournaments' tables and the chat's past ones (what only reads)."""
        self.rounds = TournamentRounds(self.now, self.storage, self.delivery.wake)
        self.writes.hooks.append(self.rounds.on_game_changed)
        self.delivery.tables = self.tables.table

    # ------------------------------------------------------------- announce

    @idempotent
    async def announce(
        self, event: str, chat: ChatRef, actor: Actor, command: AnnounceTournament
    ) -> Result:
        lang = await self.langs.language(actor, chat)
        refused = await self._may_announce(lang, chat, actor, command)
        if refused is not None:
            return refused
        terms = await self.challenges.terms(lang, chat, command.options)
        if isinstance(terms, Result):
            return terms
        if not terms.time.timed:
            return refusal(lang, "error-tournament-clock")
        now = self.now()
        organizer = Entrant(0, actor.platform, actor.user_id, actor.name)
        doc = Tournament(
            Format(command.format),
            organizer,
            {"rules": terms.game.rules.to_dict(), "setup": stored_setup(terms.game),
             "time": terms.time.to_dict(), "rated": terms.rated},
            rounds=command.rounds or 0,
            double=command.double,
        )
        doc = doc.joined(actor.ref, actor.name, await self._rating(chat, actor, doc))
        starts = now + timedelta(minutes=command.starts_in) if command.starts_in else None
        new = NewTournament(chat, TournamentStatus.SIGNUP, doc.to_json(), starts, now)
        for _ in range(ATTEMPTS):
            try:
                async with acting(self.storage, event, actor, now) as tx:
                    tournament_id = await tx.insert_tournament(new)
            except DuplicateEvent:
                return duplicate(lang)
            except Conflict:  # another announcement here was stored first
                refused = await self._open_already(lang, chat)
                if refused is not None:
                    return refused
                continue  # and it is over already: there is room again
            row = await self.storage.tournament(tournament_id)
            assert row is not None
            return self.tables.signup_result(lang, row, "tournament-announced")
        return refusal(lang, "error-tournament-busy")

    async def _open_already(self, lang: str, chat: ChatRef) -> Result | None:
        """The refusal naming the chat's open tournament (the storage keeps one at a
        time in a chat), if there is one."""
        found = await self.storage.chat_tournaments(chat, 1, open_only=True)
        if not found:
            return None
        return refusal(lang, "error-tournament-open", id=tag(found[0].id))

    async def _may_announce(
        self, lang: str, chat: ChatRef, actor: Actor, command: AnnounceTournament
    ) -> Result | None:
        if inline_message(chat) is not None:
            return refusal(lang, "error-tournament-where")
        anyone = (await self.langs.chat_settings(chat)).tournaments == "anyone"
        if not actor.is_admin and not anyone:
            return refusal(lang, "error-tournament-admin")
        if command.double and command.format != Format.ROUND_ROBIN:
            return refusal(lang, "error-tournament-double")
        if command.rounds is not None and command.format != Format.SWISS:
            return refusal(lang, "error-tournament-rounds")
        return await self._open_already(lang, chat)

    async def _rating(self, chat: ChatRef, actor: Actor, doc: Tournament) -> float:
        """The player's rating in this chat in the time class of the tournament's games,
        for seeding (1500 for a newcomer)."""
        scope = rating_scope(chat_scope(chat), time_class(control(doc)))
        row = await self.storage.rating(scope, actor.ref)
        return row.rating.rating if row else 1500.0

    # ------------------------------------------------------------ join, leave
    @_meant()
    async def join(
        self, event: str, chat: ChatRef, actor: Actor, command: JoinTournament, lang: str,
        row: TournamentRow,
    ) -> Result:
        rating = await self._rating(chat, actor, Tournament.from_json(row.body))

        def joined(held: TournamentRow) -> Tournament | Result:
            doc = Tournament.from_json(held.body)
            if held.status != TournamentStatus.SIGNUP:
                return refusal(lang, "error-tournament-started", id=tag(held.id))
            if doc.entrant(actor.ref) is not None:
                return refusal(lang, "error-tournament-joined", id=tag(held.id))
            limit = MAX_ROUND_ROBIN if doc.format is Format.ROUND_ROBIN else MAX_SWISS
            if len(doc.entrants) >= limit:
                return refusal(lang, "error-tournament-full", id=tag(held.id), max=limit)
            return doc.joined(actor.ref, actor.name, rating)

        return await self._signup_change(event, lang, actor, row, joined, "tournament-joined")

    @_meant()
    async def leave(
        self, event: str, chat: ChatRef, actor: Actor, command: LeaveTournament, lang: str,
        row: TournamentRow,
    ) -> Result:
        entrant = Tournament.from_json(row.body).entrant(actor.ref)
        if entrant is None or not entrant.playing:
            return refusal(lang, "error-tournament-not-in", id=tag(row.id))
        if row.status == TournamentStatus.RUNNING:
            return await self._withdraw(event, lang, actor, row)
        if row.status != TournamentStatus.SIGNUP:
            return refusal(lang, "error-tournament-over", id=tag(row.id))

        def left(held: TournamentRow) -> Tournament | Result:
            doc = Tournament.from_json(held.body)
            entrant = doc.entrant(actor.ref)
            if entrant is None or not entrant.playing:
                return refusal(lang, "error-tournament-not-in", id=tag(held.id))
            if held.status != TournamentStatus.SIGNUP:  # begun or over meanwhile
                return refusal(lang, "error-tournament-started", id=tag(held.id))
            return doc.left(actor.ref)

        return await self._signup_change(event, lang, actor, row, left, "tournament-left")

    async def _signup_change(
        self, event: str, lang: str, actor: Actor, row: TournamentRow,
        change: Callable[[TournamentRow], Tournament | Result], key: str,
    ) -> Result:
        """Sign ``actor`` up or out: ``change`` decides on the tournament as it is under
        its lock, in the transaction that stores the result, so people joining at once
        are all applied one after the other. Should the version still have moved on (a
        PostgreSQL transaction replayed on a new connection), it is tried again here, a
        few times, rather than asking the person to."""
        for _ in range(ATTEMPTS):
            try:
                async with acting(self.storage, event, actor, self.now()) as tx:
                    held = await tx.tournament_for_update(row.id)
                    if held is None:
                        raise Refused(refusal(lang, "error-tournament-unknown",
                                                    id=tag(row.id)))
                    doc = change(held)
                    if isinstance(doc, Result):
                        raise Refused(doc)  # nothing is stored, the event key neither
                    await self.rounds.store(tx, held, Step(doc, held.status))
            except Refused as refused:
                # the same event, delivered twice at once, may be refused for what its
                # twin just stored ("already in"): it was applied, so it is a duplicate
                if await self.storage.event_seen(event):
                    return duplicate(lang)
                return refused.result
            except DuplicateEvent:
                return duplicate(lang)
            except Conflict:
                continue
            stored = replace(held, body=doc.to_json(), version=held.version + 1)
            return self.tables.signup_result(lang, stored, key, name=actor.name)
        return refusal(lang, "error-tournament-busy")

    async def _withdraw(self, event: str, lang: str, actor: Actor, row: TournamentRow) -> Result:
        """A player leaves a running tournament: first marked withdrawn (never paired
        again; a round robin's later games are forfeits), then their game of this round is
        lost as a resignation, which records it like any ending."""
        try:
            async with acting(self.storage, event, actor, self.now()) as tx:
                held = await tx.tournament_for_update(row.id)
                if held is None or held.status != TournamentStatus.RUNNING:
                    raise Conflict("the tournament is over")
                doc = Tournament.from_json(held.body).left(actor.ref)
                await self.rounds.advance(tx, held, Step(doc, held.status))
        except DuplicateEvent:
            return duplicate(lang)
        except Conflict:
            return refusal(lang, "error-tournament-over", id=tag(row.id))
        await self.rounds.pair_due(row.id)
        for game_id in await self._open_games(row, actor):
            await self.writes.apply(
                f"{event}:forfeit:{game_id}", lang, game_id, actor, self.play.resign_step
            )
        self.delivery.wake(row.chat.platform)
        reply = Reply("tournament-withdrew", {"id": str(row.id), "name": actor.name})
        return Result(Status.OK, lang, (reply,))

    async def _open_games(self, row: TournamentRow, actor: Actor) -> list[int]:
        doc = Tournament.from_json(row.body)
        entrant = doc.entrant(actor.ref)
        assert entrant is not None
        found = []
        for board in doc.round_boards(doc.round):
            mine = entrant.seat in (board.blue, board.red)
            if board.game_id is None or board.decided or not mine:
                continue
            game = await self.storage.game(board.game_id)
            if game is not None and game.status is GameStatus.ACTIVE:
                found.append(board.game_id)
        return found

    # ---------------------------------------------------------------- start
    @_meant(organizer=True)
    async def start(
        self, event: str, chat: ChatRef, actor: Actor, command: StartTournament, lang: str,
        row: TournamentRow,
    ) -> Result:
        doc = Tournament.from_json(row.body)
        if row.status != TournamentStatus.SIGNUP:
            return refusal(lang, "error-tournament-started", id=tag(row.id))
        if len(doc.entrants) < MIN_PLAYERS:
            return refusal(lang, "error-tournament-few", id=tag(row.id), min=MIN_PLAYERS)
        if not await self.begin(event, row):
            return refusal(lang, "error-tournament-started", id=tag(row.id))
        return Result(Status.OK, lang, (Reply("tournament-started", {"id": str(row.id)}),))

    async def begin(self, event: str | None, row: TournamentRow) -> bool:
        """Close the sign-up, once (False when it had begun or ended meanwhile), then
        pair round 1: its games, its announcements."""
        now = self.now()
        try:
            async with self.storage.transaction(event) as tx:
                held = await tx.tournament_for_update(row.id)
                if held is None or held.status != TournamentStatus.SIGNUP:
                    return False
                step = Step(Tournament.from_json(held.body).started(), TournamentStatus.RUNNING)
                await self.rounds.store(tx, replace(held, starts_at=held.starts_at or now), step)
        except (Conflict, DuplicateEvent):
            return False
        await self.rounds.pair_due(row.id)
        return True

    async def sweep(self, platforms: Collection[str] | None = None) -> int:
        """Start the tournaments whose sign-up is over (or cancel those with too few
        players) on ``platforms``, and pair the rounds a stopped process left unpaired;
        how many were started or cancelled."""
        now = self.now()
        done = 0
        for row in await self.storage.due_tournaments(now, platforms):
            doc = Tournament.from_json(row.body)
            if len(doc.entrants) >= MIN_PLAYERS:
                done += await self.begin(f"tournament:{row.id}:start", row)
            else:
                done += await self._close(row, "tournament-too-few", None)
        await self.rounds.sweep(platforms)
        return done

    # ----------------------------------------------------------------- cancel
    @_meant(organizer=True)
    async def cancel(
        self, event: str, chat: ChatRef, actor: Actor, command: CancelTournament, lang: str,
        row: TournamentRow,
    ) -> Result:
        if row.status not in (TournamentStatus.SIGNUP, TournamentStatus.RUNNING):
            return refusal(lang, "error-tournament-over", id=tag(row.id))
        if not await self._close(row, "tournament-cancelled", event, actor.name):
            return refusal(lang, "error-tournament-over", id=tag(row.id))
        reply = Reply("tournament-cancelled", {"id": str(row.id), "name": actor.name})
        return Result(Status.OK, lang, (reply,))

    async def _close(
        self, row: TournamentRow, key: str, event: str | None, name: str = ""
    ) -> bool:
        """End a tournament without a winner (its games go on as ordinary games); the
        clock's doing is announced to the chat. Whether it was ended here."""
        reply = Reply(key, {"id": str(row.id), "name": name})
        try:
            async with self.storage.transaction(event) as tx:
                held = await tx.tournament_for_update(row.id)
                if held is None or held.status not in (
                    TournamentStatus.SIGNUP, TournamentStatus.RUNNING
                ):
                    return False
                step = Step(Tournament.from_json(held.body), TournamentStatus.CANCELLED)
                await self.rounds.store(tx, held, step)
                if event is None:
                    said = Announcement(row.chat, (reply,))
                    await tx.enqueue(outbox_item(said, self.now()))
        except (Conflict, DuplicateEvent):
            return False
        self.delivery.wake(row.chat.platform)
        return True
