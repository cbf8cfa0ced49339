"""A tournament's rounds: recording each game's result as it ends, pairing the next round
and making its games (or the final standings) once a round is over.

Every write happens inside one transaction with the tournament held
(:meth:`Transaction.tournament_for_update`) and written at the version read, its
announcements in the outbox with it. The transaction that ends a round's last game only
records it: the next round is paired after it commits (:meth:`TournamentRounds.pair_due`),
from the stored document and off the event loop, because FIDE's Dutch system takes seconds
for 64 players and a transaction held that long would stop every other game's writes on
SQLite. The pairing is then written at the version it was made from, so a round is paired
once however many workers try; a process killed before it leaves the round over and
unpaired, and the next sweep of any worker pairs it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Collection
from dataclasses import dataclass, field, replace
from datetime import datetime

from bot.domain import GameStatus
from bot.identity import ChatRef
from bot.service.answers.replies import Reply, game_tag
from bot.service.delivery.outbox import Announcement, outbox_item
from bot.service.games.changes import Change
from bot.service.games.live import LiveGame
from bot.service.games.new_games import new_game
from bot.service.games.replay import setup_from_json
from bot.service.tournaments.table_data import TournamentShow
from bot.storage.protocol import Conflict, Storage, Transaction
from bot.storage.records import GameRow, NewGame, Seat, TournamentRow, TournamentUpdate
from bot.time_control import TimeControl
from bot.tournament.document import Board, Status, Tournament
from bot.tournament.pairing import Format, NoPairing, RoundPairing
from core import Color, Game, Rules

PAIR_ATTEMPTS = 5
"""How many times a round is paired again when its tournament changed while it was being
paired (a player left, another worker paired it)."""
Planned = tuple[Tournament, RoundPairing] | None
"""A round's pairing made outside the transaction (``None``: no round can be paired
without a repeat, so the tournament ends)."""


@dataclass
class Step:
    """What one step did to a tournament: its document now and what the chat is told."""

    doc: Tournament
    status: str
    said: list[Announcement] = field(default_factory=list)


def score_of(row: GameRow, status: GameStatus, winner: int | None, by: int | None) -> float:
    """Blue's points from a game that ended: a game aborted on time before its first move
    is lost by the side that never moved (a forfeit)."""
    if status is GameStatus.ABORTED:
        return 0.0 if (by or row.to_move) == int(Color.BLUE) else 1.0
    return 0.5 if winner is None else 1.0 if winner == int(Color.BLUE) else 0.0


class TournamentRounds:
    def __init__(
        self, now: Callable[[], datetime], storage: Storage, wake: Callable[[str], None]
    ) -> None:
        self.now = now
        self.storage = storage
        self.wake = wake
        """Wakes a platform's delivery once announcements are stored for it."""

    # ------------------------------------------------------------- the hook
    async def on_game_changed(self, tx: Transaction, live: LiveGame, change: Change) -> None:
        """A tournament's game ended: record it; a round over is paired once the change
        is stored."""
        row, done = live.row, change.update
        if row.status is not GameStatus.ACTIVE or done.status is GameStatus.ACTIVE:
            return
        tournament_id = await tx.game_tournament(row.id)
        if tournament_id is None:
            return
        held = await tx.tournament_for_update(tournament_id)
        if held is None or held.status != Status.RUNNING:
            return
        result = done.result
        winner = result.winner if result else None
        by = result.by if result else None
        score = score_of(row, done.status, winner, by)
        doc = Tournament.from_json(held.body)
        forfeit = done.status is GameStatus.ABORTED
        step = Step(doc.recorded(row.id, score, forfeit), held.status)
        await self.advance(tx, held, step)
        if step.said:
            change.wakes.add(held.chat.platform)
        if pairing_due(step):
            change.stored.append(lambda: self.pair_due(tournament_id))

    # ------------------------------------------------------------ the steps
    async def advance(self, tx: Transaction, held: TournamentRow, step: Step) -> None:
        """Finish the tournament when its last round is over; then store the document and
        the announcements. Another round due is paired after the transaction
        (:meth:`pair_due`)."""
        if step.doc.round_over and step.status == Status.RUNNING and step.doc.last_round:
            self.finish(held, step)
        await self.store(tx, held, step)

    async def store(self, tx: Transaction, held: TournamentRow, step: Step) -> None:
        now = self.now()
        update = TournamentUpdate(step.status, step.doc.to_json(), held.starts_at, now)
        await tx.update_tournament(held.id, held.version, update)
        for said in step.said:
            await tx.enqueue(outbox_item(said, now))

    async def pair_due(self, tournament_id: int) -> int:
        """Pair the tournament's next round while one is due: the pairing made from the
        stored document in a worker thread, then written (the standings of the round over,
        the new round's games and announcements) if the tournament is still at the version
        it was made from; otherwise made again. A round of forfeits alone is over at once,
        so the next is paired in turn. How many rounds were written here."""
        written = conflicts = 0
        while conflicts < PAIR_ATTEMPTS:
            row = await self.storage.tournament(tournament_id)
            if row is None or row.status != Status.RUNNING:
                break
            doc = Tournament.from_json(row.body)
            if not pairing_due(Step(doc, row.status)):
                break
            planned = await asyncio.to_thread(_planned, doc)
            try:
                async with self.storage.transaction() as tx:
                    held = await tx.tournament_for_update(tournament_id)
                    if held is None or held.version != row.version:
                        conflicts += 1
                        continue
                    step = Step(doc, held.status)
                    if doc.round_over:
                        self.announce_standings(held, step)
                    if planned is None:
                        self.finish(held, step)
                    else:
                        await self.place(tx, held, step, planned)
                    await self.advance(tx, held, step)
            except Conflict:
                conflicts += 1
                continue
            written += 1
            self.wake(row.chat.platform)
        return written

    async def sweep(self, platforms: Collection[str] | None = None) -> int:
        """Pair the rounds left due by a process that stopped before pairing them; how
        many were paired here."""
        rows = await self.storage.running_tournaments(platforms)
        due = [row for row in rows
               if pairing_due(Step(Tournament.from_json(row.body), row.status))]
        return sum([await self.pair_due(row.id) for row in due])

    async def place(
        self, tx: Transaction, held: TournamentRow, step: Step,
        planned: tuple[Tournament, RoundPairing],
    ) -> None:
        """The next round, paired already: a game for each board with two players."""
        doc, pairing = planned
        now = self.now()
        boards = doc.round_boards(doc.round)
        for board in boards:
            if board.forfeit:
                continue
            game_id = await self._make_game(tx, held.chat, doc, board, now)
            await tx.link_tournament_game(game_id, held.id)
            doc = doc.with_game(board.round, board.board, game_id)
        step.doc = doc
        replies = [Reply(
            "tournament-round", {"id": str(held.id), "round": doc.round, "rounds": doc.rounds}
        )]
        if pairing.bye is not None:  # Swiss: the bye rule said; a round robin's is its table's
            key = "tournament-bye" if doc.format is Format.SWISS else "table-bye"
            replies.append(Reply(key, {"name": doc.seat(pairing.bye).name}))
        step.said.append(
            Announcement(held.chat, tuple(replies), tournament_id=held.id,
                         show=f"{TournamentShow.PAIRINGS.value}:{doc.round}")
        )
        for board in doc.round_boards(doc.round):
            if board.game_id is not None:
                step.said.append(self._game_said(held, doc, board))

    def _game_said(self, held: TournamentRow, doc: Tournament, board: Board) -> Announcement:
        assert board.game_id is not None
        args: dict[str, str | int] = {
            "id": str(held.id), "round": board.round, "board": board.board,
            "blue": doc.seat(board.blue).name, "red": doc.seat(board.red).name,
            "game": game_tag(board.game_id),
        }
        return Announcement(held.chat, (Reply("tournament-game", args),), board.game_id)

    async def _make_game(
        self, tx: Transaction, chat: ChatRef, doc: Tournament, board: Board, now: datetime
    ) -> int:
        terms = doc.terms
        game = Game.from_rules(Rules.from_dict(terms["rules"]), setup_from_json(terms["setup"]))
        blue, red = doc.seat(board.blue), doc.seat(board.red)
        seats = (Seat(blue.ref, blue.name), Seat(red.ref, red.name))
        new = new_game(chat, seats, game, control(doc), now)
        new = _rated(new, bool(terms["rated"]))
        return await tx.insert_game(new)

    def announce_standings(self, held: TournamentRow, step: Step) -> None:
        """The standings after the round just over: that round's, named by number, as
        the picture is drawn when it is delivered (the next round is paired by then)."""
        number = step.doc.round
        reply = Reply(
            "tournament-round-over",
            {"id": str(held.id), "round": number, "rounds": step.doc.rounds},
        )
        step.said.append(
            Announcement(held.chat, (reply,), tournament_id=held.id,
                         show=f"{TournamentShow.STANDINGS.value}:{number}")
        )

    def finish(self, held: TournamentRow, step: Step) -> None:
        table = step.doc.standings()
        winners = [step.doc.seat(s.seat).name for s in table if s.rank == 1]
        step.status = Status.FINISHED
        reply = Reply(
            "tournament-finished",
            {"id": str(held.id), "winner": ", ".join(winners), "count": len(winners)},
        )
        step.said.append(
            Announcement(held.chat, (reply,), tournament_id=held.id,
                         show=TournamentShow.STANDINGS.value)
        )


def pairing_due(step: Step) -> bool:
    """A running tournament waits for its next round: the first (just started) or the one
    after a round over that was not the last."""
    doc = step.doc
    over = doc.round == 0 or doc.round_over
    return step.status == Status.RUNNING and over and not doc.last_round


def _planned(doc: Tournament) -> Planned:
    try:
        return doc.paired()
    except NoPairing:  # everyone left has met everyone: it ends here
        return None


def _rated(new: NewGame, rated: bool) -> NewGame:
    """A tournament's game is rated as its tournament says; its first card is announced
    through the outbox with the round (nobody's answer carries it)."""
    return replace(new, rated=rated, card_due=None)


def control(doc: Tournament) -> TimeControl:
    """The clock of every game of the tournament."""
    return TimeControl.from_dict(doc.terms["time"])
