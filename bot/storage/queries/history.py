"""Finished games and limits, for every backend: a group's or a player's history paged by
key (the last game seen, never an OFFSET to walk past), the games and challenges a player
has open in a group, and the tally between two players."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from bot.identity import ChatRef, PlayerRef
from bot.storage.records import FinishedGames, GameRow, GameStatus, Tally
from bot.storage.rows import GAME_COLUMNS, READABLE
from bot.storage.sql import SqlBase
from bot.storage.values import Params


def seated(p: Params, ref: PlayerRef) -> str:
    """The player sits at either side of the game."""
    return (
        f"((blue_platform = {p(ref.platform)} AND blue_id = {p(ref.user_id)})"
        f" OR (red_platform = {p(ref.platform)} AND red_id = {p(ref.user_id)}))"
    )


def played_by(p: Params, ref: PlayerRef) -> str:
    """A game of ``games`` was played by ``ref``'s person: by ``ref``, or by an account
    linked with it (one history across platforms)."""
    linked = (
        "SELECT 1 FROM person_links l JOIN person_links l2 ON l2.person_id = l.person_id"
        f" WHERE l.platform = {p(ref.platform)} AND l.user_id = {p(ref.user_id)}"
        " AND ((l2.platform = games.blue_platform AND l2.user_id = games.blue_id)"
        " OR (l2.platform = games.red_platform AND l2.user_id = games.red_id))"
    )
    return f"({seated(p, ref)} OR EXISTS ({linked}))"


class HistoryReads(SqlBase):
    async def finished_games(self, page: FinishedGames) -> list[GameRow]:
        p = self.params()
        where = [f"status = {p(GameStatus.FINISHED.value)}", READABLE]
        if page.before_game is not None:
            where.append(
                "(updated_at, id) < (SELECT updated_at, id FROM games"
                f" WHERE id = {p(page.before_game)})"
            )
        if page.chat is not None:
            where.append(
                f"platform = {p(page.chat.platform)} AND chat_id = {p(page.chat.chat_id)}"
            )
        if page.player is not None:  # every account of the person
            where.append(played_by(p, page.player))
        sql = (
            f"SELECT {GAME_COLUMNS} FROM games WHERE {' AND '.join(where)}"
            f" ORDER BY updated_at DESC, id DESC LIMIT {p(page.limit)}"
        )
        return await self._games(sql, p)

    async def open_count(self, chat: ChatRef, ref: PlayerRef, now: datetime) -> int:
        p = self.params()
        rows = await self._read(
            f"SELECT (SELECT count(*) FROM games WHERE platform = {p(chat.platform)}"
            f" AND chat_id = {p(chat.chat_id)} AND status = 'active' AND {READABLE}"
            f" AND {seated(p, ref)})"
            f" + (SELECT count(*) FROM challenges WHERE platform = {p(chat.platform)}"
            f" AND chat_id = {p(chat.chat_id)} AND status = 'pending'"
            f" AND expires_at > {p.time(now)} AND challenger_platform = {p(ref.platform)}"
            f" AND challenger_id = {p(ref.user_id)})",
            p.values,
        )
        return int(rows[0][0])

    async def players_games(self, chat: ChatRef, ref: PlayerRef) -> list[GameRow]:
        p = self.params()
        sql = (
            f"SELECT {GAME_COLUMNS} FROM games WHERE platform = {p(chat.platform)}"
            f" AND chat_id = {p(chat.chat_id)} AND status = {p(GameStatus.ACTIVE.value)}"
            f" AND {READABLE} AND {seated(p, ref)} ORDER BY id"
        )
        return await self._games(sql, p)

    async def head_to_head(
        self, first: Sequence[PlayerRef], second: Sequence[PlayerRef]
    ) -> Tally:
        p, winner = self.params(), self.encoding.winner

        def sits(side: str, refs: Sequence[PlayerRef]) -> str:
            accounts = " OR ".join(
                f"({side}_platform = {p(ref.platform)} AND {side}_id = {p(ref.user_id)})"
                for ref in refs
            )
            return f"({accounts or 'false'})"

        def won(mine: int, theirs: int) -> str:  # each fragment its own parameters
            return (f"sum(CASE WHEN ({sits('blue', first)} AND {winner} = {mine})"
                    f" OR ({sits('red', first)} AND {winner} = {theirs}) THEN 1 ELSE 0 END)")

        rows = await self._read(
            f"SELECT {won(1, 2)}, {won(2, 1)},"
            f" sum(CASE WHEN {winner} IS NULL THEN 1 ELSE 0 END)"
            " FROM games WHERE status = 'finished'"
            f" AND (({sits('blue', first)} AND {sits('red', second)})"
            f" OR ({sits('blue', second)} AND {sits('red', first)}))",
            p.values,
        )
        wins, losses, draws = rows[0]
        return Tally(wins or 0, losses or 0, draws or 0)
