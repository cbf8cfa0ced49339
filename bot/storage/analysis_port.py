"""The storage port's part for analyses of finished games (:mod:`bot.storage.queries.analyses`)."""

from __future__ import annotations

from datetime import datetime
from typing import Protocol

from bot.storage.records import AnalysisRow, AnalysisUpdate, NewAnalysis


class AnalysisReads(Protocol):
    async def analysis(self, game_id: int) -> AnalysisRow | None: ...

    async def request_analysis(self, new: NewAnalysis, most: int | None = None
                               ) -> AnalysisRow | None:
        """The game's analysis: asked for now (again, after it failed), or as it stands
        when asked before; ``None`` when the asker has ``most`` analyses waiting."""
        ...

    async def claim_analysis(
        self, owner: str, now: datetime, until: datetime
    ) -> AnalysisRow | None:
        """The first analysis nobody holds, in the serving order (by the place among its
        asker's, then by age), held by ``owner`` until ``until``."""
        ...

    async def waiting_analyses(self) -> list[AnalysisRow]:
        """The analyses not done yet (held or waiting), in the serving order."""
        ...

    async def analysis_shown(self, game_id: int, message_id: str | None) -> None:
        """The message that shows the analysis's progress."""
        ...


class AnalysisWrites(Protocol):
    async def update_analysis(self, game_id: int, owner: str, update: AnalysisUpdate) -> bool:
        """Write an analysis's progress while ``owner`` holds its lease; whether it did."""
        ...
