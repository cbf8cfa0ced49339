"""Send budgets, for every backend: one ``UPDATE ... RETURNING`` claims tokens (SQLite
runs it under ``BEGIN IMMEDIATE``, PostgreSQL locks the row), so two processes never take
the same token. The SQL is plain ``CASE`` (no ``LEAST``/``MIN``, no ``FLOOR``) to read the
same in both dialects; a grant of whole tokens counts them one by one, up to
:data:`~bot.storage.budget_port.MOST_CLAIMED`."""

from __future__ import annotations

from typing import Any

from bot.send_budget import MOST_CLAIMED, BucketTerms, Claimed
from bot.storage.sql import SqlBase
from bot.storage.values import Encoding, marks

START = (
    "INSERT INTO send_budgets (name, tokens, updated, granted) VALUES ({}, {}, {}, 0)"
    " ON CONFLICT (name) DO NOTHING"
)


def _claim(want: int, encoding: Encoding) -> str:
    # each value is named by its number, said more than once (SQLite's ``?3``)
    name, now, rate, burst, keep = (
        f"{'$' if encoding.numbered else '?'}{n}" for n in range(1, 6)
    )
    elapsed = f"(CASE WHEN {now} > updated THEN {now} - updated ELSE 0 END)"
    filled = f"(tokens + {elapsed} * {rate})"
    level = f"(CASE WHEN {filled} > {burst} THEN {burst} ELSE {filled} END)"
    granted = " + ".join(
        f"(CASE WHEN {level} - {keep} >= {count} - 0.000000001 THEN 1 ELSE 0 END)"
        for count in range(1, want + 1)
    ) or "0"
    return (
        f"UPDATE send_budgets SET tokens = {level} - ({granted}), granted = {granted},"
        f" updated = CASE WHEN {now} > updated THEN {now} ELSE updated END"
        f" WHERE name = {name} RETURNING granted, tokens"
    )


def claim(
    name: str, want: int, keep: int, terms: BucketTerms, now: float, encoding: Encoding
) -> tuple[str, list[Any]]:
    want = max(0, min(want, MOST_CLAIMED))
    return _claim(want, encoding), [name, now, terms.rate, float(terms.burst), float(keep)]


def start(name: str, terms: BucketTerms, now: float, encoding: Encoding) -> tuple[str, list[Any]]:
    return START.format(*marks(3, encoding)), [name, float(terms.burst), now]


class BudgetMethods(SqlBase):
    async def claim_send_tokens(
        self, name: str, want: int, keep: int, terms: BucketTerms, now: float
    ) -> Claimed:
        rows = await self._write_rows(*claim(name, want, keep, terms, now, self.encoding))
        if not rows:  # the budget's first claim: a full bucket
            await self._write(*start(name, terms, now, self.encoding))
            rows = await self._write_rows(*claim(name, want, keep, terms, now, self.encoding))
        return Claimed(int(rows[0][0]), float(rows[0][1]))
