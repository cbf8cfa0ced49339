"""Analyses in memory: :mod:`bot.storage.queries.analyses`' semantics on the tables."""

from __future__ import annotations

from contextlib import AbstractAsyncContextManager
from dataclasses import replace
from datetime import datetime

from bot.storage.memory.tables import Tables, utc
from bot.storage.queries.analyses import FAILED, RUNNING
from bot.storage.records import AnalysisRow, AnalysisUpdate, NewAnalysis


def _copied(row: AnalysisRow) -> AnalysisRow:
    return replace(row, estimates=[list(e) if isinstance(e, list) else e for e in row.estimates])


def _serving_order(row: AnalysisRow) -> tuple[int, datetime, int]:
    """``bot.storage.queries.analyses.SERVING_ORDER``."""
    return row.place, row.at, row.game_id


class MemoryAnalyses:
    def _tables(self) -> Tables:
        raise NotImplementedError

    def _write(self) -> AbstractAsyncContextManager[Tables]:
        raise NotImplementedError

    async def analysis(self, game_id: int) -> AnalysisRow | None:
        row = self._tables().analyses.get(game_id)
        return None if row is None else _copied(row)

    async def request_analysis(self, new: NewAnalysis, most: int | None = None
                               ) -> AnalysisRow | None:
        async with self._write() as t:
            row = t.analyses.get(new.game_id)
            if row is not None and row.status != FAILED:
                return _copied(row)
            theirs = [other.place for other in t.analyses.values()
                      if other.status == RUNNING and other.asker == new.asker]
            if most and len(theirs) >= most:
                return None
            place = max(theirs, default=-1) + 1
            at = utc(new.at) or new.at
            if row is not None:
                row = replace(row, chat=new.chat, status=RUNNING, attempts=0, lease_owner=None,
                              lease_until=None, message_id=None, updated_at=at,
                              asker=new.asker, place=place)
            else:
                row = AnalysisRow(
                    game_id=new.game_id, chat=new.chat, playouts=new.playouts, seed=new.seed,
                    positions=new.positions, at=at, asker=new.asker, status=RUNNING,
                    estimates=[], message_id=None, lease_owner=None, lease_until=None,
                    attempts=0, updated_at=at, place=place,
                )
            t.analyses[new.game_id] = row
            return _copied(row)

    async def claim_analysis(
        self, owner: str, now: datetime, until: datetime
    ) -> AnalysisRow | None:
        moment = utc(now)
        async with self._write() as t:
            free = [
                row for row in t.analyses.values()
                if row.status == RUNNING
                and (row.lease_until is None or (moment is not None and row.lease_until <= moment))
            ]
            if not free:
                return None
            first = min(free, key=_serving_order)
            claimed = replace(first, lease_owner=owner, lease_until=utc(until))
            t.analyses[first.game_id] = claimed
            return _copied(claimed)

    async def waiting_analyses(self) -> list[AnalysisRow]:
        waiting = [row for row in self._tables().analyses.values() if row.status == RUNNING]
        return [_copied(row) for row in sorted(waiting, key=_serving_order)]

    async def analysis_shown(self, game_id: int, message_id: str | None) -> None:
        async with self._write() as t:
            row = t.analyses.get(game_id)
            if row is not None:
                t.analyses[game_id] = replace(row, message_id=message_id)


class MemoryAnalysisWrites:
    tables: Tables

    async def update_analysis(self, game_id: int, owner: str, update: AnalysisUpdate) -> bool:
        row = self.tables.analyses.get(game_id)
        if row is None or row.lease_owner != owner:
            return False
        self.tables.analyses[game_id] = replace(
            row, status=update.status, estimates=list(update.estimates),
            attempts=update.attempts, lease_owner=owner if update.held else None,
            lease_until=utc(update.lease_until), updated_at=utc(update.at) or update.at,
        )
        return True

