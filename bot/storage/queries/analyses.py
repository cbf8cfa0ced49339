"""Analyses of finished games, for every backend: one row per game, asked for once,
claimed with a lease by the process that reviews it, its positions kept as each part is
done (:mod:`bot.service.coach.analysis_runs`)."""

from __future__ import annotations

from datetime import datetime

from bot.identity import ChatRef, PlayerRef
from bot.storage.records import AnalysisRow, AnalysisUpdate, NewAnalysis
from bot.storage.rows import Row, from_json, maybe_time, time_of, to_json
from bot.storage.sql import Session, SqlBase
from bot.storage.values import Params

ANALYSIS_COLUMNS = (
    "game_id, platform, chat_id, thread_id, status, playouts, seed, positions, estimates,"
    " message_id, lease_owner, lease_until, attempts, created_at, updated_at,"
    " asker_platform, asker_id, place"
)
RUNNING, DONE, FAILED = "running", "done", "failed"
SERVING_ORDER = "place, created_at, game_id"
"""The order analyses are taken up in: each asker's first before anyone's second."""


def analysis_row(row: Row) -> AnalysisRow:
    estimates = row[8]
    return AnalysisRow(
        game_id=int(row[0]),
        chat=ChatRef(row[1], row[2], row[3]),
        status=row[4],
        playouts=int(row[5]),
        seed=int(row[6]),
        positions=int(row[7]),
        estimates=from_json(estimates) if isinstance(estimates, str) else list(estimates),
        message_id=row[9],
        lease_owner=row[10],
        lease_until=maybe_time(row[11]),
        attempts=int(row[12]),
        at=time_of(row[13]),
        updated_at=time_of(row[14]),
        asker=PlayerRef(row[15], row[16]) if row[15] else None,
        place=int(row[17]),
    )


class AnalysisMethods(SqlBase):
    async def analysis(self, game_id: int) -> AnalysisRow | None:
        return await self._keyed(analysis_row, ANALYSIS_COLUMNS, "analyses", "game_id", game_id)

    async def request_analysis(self, new: NewAnalysis, most: int | None = None
                               ) -> AnalysisRow | None:
        """The game's analysis: asked for now (again, where it failed: what it did is
        kept), or as it stands when it was asked before; ``None`` when the asker has
        ``most`` analyses waiting already (one statement: of requests at the same moment,
        no more than ``most`` get in)."""
        p = self.params()
        chat, asker = new.chat, new.asker
        values = [new.game_id, chat.platform, chat.chat_id, chat.thread_id, RUNNING,
                  new.playouts, new.seed, new.positions, "[]"]
        columns = ANALYSIS_COLUMNS.replace(", message_id", "")
        who = (asker.platform, asker.user_id) if asker is not None else ("", "")

        def theirs() -> str:
            return (f"FROM analyses WHERE asker_platform = {p(who[0])}"
                    f" AND asker_id = {p(who[1])} AND status = '{RUNNING}'")

        sql = (  # the values in the order they stand: SQLite's placeholders are positional
            f"INSERT INTO analyses ({columns}) SELECT {p.all(values)}, NULL, NULL, 0,"
            f" {p.time(new.at)}, {p.time(new.at)}, {p(who[0])}, {p(who[1])},"
            f" (SELECT COALESCE(MAX(place) + 1, 0) {theirs()})"
        )
        sql += f" WHERE (SELECT COUNT(*) {theirs()}) < {p(most)}" if most else " WHERE 1 = 1"
        sql += (
            " ON CONFLICT (game_id) DO UPDATE SET status = excluded.status, attempts = 0,"
            " lease_owner = NULL, lease_until = NULL, message_id = NULL,"
            " platform = excluded.platform, chat_id = excluded.chat_id,"
            " thread_id = excluded.thread_id, updated_at = excluded.updated_at,"
            " asker_platform = excluded.asker_platform, asker_id = excluded.asker_id,"
            " place = excluded.place"
            f" WHERE analyses.status = '{FAILED}' RETURNING {ANALYSIS_COLUMNS}"
        )
        written = await self._write_rows(sql, p.values)
        if written:
            return analysis_row(written[0])
        found = await self.analysis(new.game_id)
        return found if found is not None and found.status != FAILED else None

    async def claim_analysis(
        self, owner: str, now: datetime, until: datetime
    ) -> AnalysisRow | None:
        """The first analysis nobody holds in the serving order (``SERVING_ORDER``), held
        by ``owner`` until ``until``. One statement: of claimants at the same moment, one
        wins the row."""
        p = self.params()
        sql = (  # the values in the order they stand: SQLite's placeholders are positional
            f"UPDATE analyses SET lease_owner = {p(owner)}, lease_until = {p.time(until)}"
            " WHERE game_id = (SELECT game_id FROM analyses"
            f" WHERE status = {p(RUNNING)} AND (lease_until IS NULL OR lease_until <="
            f" {p.time(now)}) ORDER BY {SERVING_ORDER} LIMIT 1"
            f"{self.encoding.skip_locked})"
            f" AND (lease_until IS NULL OR lease_until <= {p.time(now)})"
            f" RETURNING {ANALYSIS_COLUMNS}"
        )
        rows = await self._write_rows(sql, p.values)
        return analysis_row(rows[0]) if rows else None

    async def waiting_analyses(self) -> list[AnalysisRow]:
        """The analyses not done yet (held or waiting), in the serving order."""
        p = self.params()
        rows = await self._read(
            f"SELECT {ANALYSIS_COLUMNS} FROM analyses WHERE status = {p(RUNNING)}"
            f" ORDER BY {SERVING_ORDER}", p.values
        )
        return [analysis_row(row) for row in rows]

    async def analysis_shown(self, game_id: int, message_id: str | None) -> None:
        """The message that shows the analysis's progress (edited as it goes)."""
        p = self.params()
        await self._write(
            f"UPDATE analyses SET message_id = {p(message_id)} WHERE game_id = {p(game_id)}",
            p.values,
        )


async def update_analysis(
    db: Session, known: None, game_id: int, owner: str, update: AnalysisUpdate
) -> bool:
    """Write the analysis's progress if ``owner`` still holds it; whether it did."""
    p = Params(db.encoding)
    sql = (
        f"UPDATE analyses SET status = {p(update.status)},"
        f" estimates = {p(to_json(update.estimates))}, attempts = {p(update.attempts)},"
        f" lease_owner = {p(owner if update.held else None)},"
        f" lease_until = {p.time(update.lease_until)}, updated_at = {p.time(update.at)}"
        f" WHERE game_id = {p(game_id)} AND lease_owner = {p(owner)}"
    )
    return await db.execute(sql, p.values) == 1
