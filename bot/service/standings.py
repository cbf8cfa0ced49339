"""Ratings: Glicko-2 per chat and overall, updated in the transaction that ends a rated
game; the leaderboard, a player's record and head-to-head.

Only finished rated games between two people count: casual games, aborted ones and games
against the computer leave ratings alone. Each game is one rating period.
"""

from __future__ import annotations

from bot.domain import GameStatus
from bot.identity import Actor, ChatRef, PlayerRef
from bot.ratings import Rating, expected_score, rate
from bot.service.changes import Change
from bot.service.commands import ShowRating, ShowTop
from bot.service.context import UseCase
from bot.service.engine import is_computer
from bot.service.live import LiveGame
from bot.service.options import Opponent
from bot.service.results import Reply, Result
from bot.storage.protocol import Transaction
from bot.storage.records import OVERALL, RatingChange, RatingRow, Seat, chat_scope

TOP_SIZE = 10


def signed(delta: float) -> str:
    """A rating change as players read it: ``+12``, ``−7``, ``±0``."""
    whole = round(delta)
    if whole == 0:
        return "±0"
    return f"+{whole}" if whole > 0 else f"−{-whole}"


def _tally(row: RatingRow | None, score: float) -> tuple[int, int, int]:
    wins, losses, draws = (row.wins, row.losses, row.draws) if row else (0, 0, 0)
    if score == 1.0:
        return wins + 1, losses, draws
    if score == 0.0:
        return wins, losses + 1, draws
    return wins, losses, draws + 1


class StandingsUseCases(UseCase):
    # ------------------------------------------------------------- rating games
    async def on_game_changed(self, tx: Transaction, live: LiveGame, change: Change) -> None:
        """Rate a rated game between two people as it finishes, in its transaction."""
        row, done = live.row, change.update
        if not row.rated or row.status is not GameStatus.ACTIVE:
            return
        if done.status is not GameStatus.FINISHED or done.result is None:
            return
        if is_computer(row.blue.ref) or is_computer(row.red.ref):
            return
        winner = done.result.winner
        blue_score = 0.5 if winner is None else 1.0 if winner == 1 else 0.0
        args: dict[str, str | int] = {}
        for scope in (chat_scope(row.chat), OVERALL):
            moved = await self._rate(tx, scope, row.id, row.blue, row.red, blue_score)
            if scope != OVERALL:
                for side, (before, after) in zip(("blue", "red"), moved, strict=True):
                    args[side] = (row.blue if side == "blue" else row.red).name
                    args[f"{side}_rating"] = after.shown
                    args[f"{side}_delta"] = signed(after.rating - before.rating)
        change.replies = (*change.replies, Reply("rating-changed", args))

    async def _rate(
        self,
        tx: Transaction,
        scope: str,
        game_id: int,
        blue: Seat,
        red: Seat,
        blue_score: float,
    ) -> list[tuple[Rating, Rating]]:
        at = self.ctx.now()
        rows = [await tx.rating(scope, seat.ref) for seat in (blue, red)]
        before = [row.rating if row else Rating() for row in rows]
        after = rate(before[0], before[1], blue_score)
        for seat, row, old, new, score in zip(
            (blue, red), rows, before, after, (blue_score, 1.0 - blue_score), strict=True
        ):
            wins, losses, draws = _tally(row, score)
            await tx.put_rating(RatingRow(scope, seat.ref, seat.name, new, wins, losses, draws), at)
            await tx.insert_rating_change(
                RatingChange(game_id, scope, seat.ref, old.rating, new.rating)
            )
        return list(zip(before, after, strict=True))

    # ------------------------------------------------------------------ reading
    async def resolve(self, chat: ChatRef, who: Opponent) -> PlayerRef | None:
        """The account a mention or ``@handle`` names, if the bot has seen it."""
        if who.ref is not None:
            return who.ref
        if who.username:
            user = await self.ctx.storage.user_by_username(chat.platform, who.username)
            return user.ref if user else None
        return None

    async def top(self, chat: ChatRef, actor: Actor, command: ShowTop) -> Result:
        """The leaderboard of the chat (or overall): players with enough rated games."""
        lang, overall = await self.ctx.language(actor, chat), command.overall
        min_games = (await self.ctx.chat_settings(chat)).min_games
        scope = OVERALL if overall else chat_scope(chat)
        rows = await self.ctx.storage.leaderboard(scope, min_games, TOP_SIZE)
        where = "overall" if overall else "chat"
        if not rows:
            return self.ctx.answer(lang, Reply("top-empty", {"min": min_games}))
        replies = [Reply("top-header", {"where": where, "min": min_games})]
        place, last = 0, None
        for index, row in enumerate(rows, start=1):
            if row.rating.shown != last:
                place, last = index, row.rating.shown
            replies.append(
                Reply(
                    "top-line",
                    {
                        "place": place,
                        "name": row.name,
                        "rating": row.rating.shown,
                        "games": row.rating.games,
                        "wins": row.wins,
                        "losses": row.losses,
                        "draws": row.draws,
                    },
                )
            )
        return self.ctx.answer(lang, *replies)

    async def rating(self, chat: ChatRef, actor: Actor, command: ShowRating) -> Result:
        """A player's ratings and record (the sender's without ``players``), and the
        head-to-head of two players (``/rating @a @b``, or the sender and the one named)."""
        lang, players = await self.ctx.language(actor, chat), command.players
        if len(players) > 2:
            token = players[2].name or ""
            return self.ctx.fail(lang, "error-usage", command="/rating", token=token)
        refs: list[tuple[PlayerRef, str]] = []
        for who in players:
            ref = await self.resolve(chat, who)
            if ref is None:
                return self.ctx.fail(lang, "error-unknown-player", name=who.name or "?")
            refs.append((ref, who.name or ref.user_id))
        if len(refs) == 2:
            return self.ctx.answer(lang, *await self._versus(chat, refs[0], refs[1]))
        subject = refs[0] if refs else (actor.ref, actor.name)
        replies = await self._card(chat, subject[0], subject[1])
        if subject[0] != actor.ref:
            replies += await self._versus(chat, (actor.ref, actor.name), subject, quiet=True)
        return self.ctx.answer(lang, *replies)

    async def _card(self, chat: ChatRef, ref: PlayerRef, shown: str) -> list[Reply]:
        min_games = (await self.ctx.chat_settings(chat)).min_games
        replies: list[Reply] = []
        for where, scope in (("chat", chat_scope(chat)), ("overall", OVERALL)):
            row = await self.ctx.storage.rating(scope, ref)
            if row is None:
                continue
            rank = await self.ctx.storage.rank(scope, ref, min_games)
            replies.append(
                Reply(
                    "rating-card",
                    {
                        "where": where,
                        "name": row.name,
                        "rating": row.rating.shown,
                        "deviation": round(row.rating.rd),
                        "provisional": "yes" if row.rating.provisional else "no",
                        "games": row.rating.games,
                        "wins": row.wins,
                        "losses": row.losses,
                        "draws": row.draws,
                        "place": rank or 0,
                    },
                )
            )
        if not replies:
            user = await self.ctx.storage.user(ref)
            replies.append(Reply("rating-none", {"name": user.name if user else shown}))
        return replies

    async def _versus(
        self,
        chat: ChatRef,
        first: tuple[PlayerRef, str],
        second: tuple[PlayerRef, str],
        *,
        quiet: bool = False,
    ) -> list[Reply]:
        """The head-to-head line; ``quiet``: nothing when they never finished a game."""
        tally = await self.ctx.storage.head_to_head(first[0], second[0])
        if tally.games == 0 and quiet:
            return []
        names = [first[1], second[1]]
        for index, (ref, _) in enumerate((first, second)):
            user = await self.ctx.storage.user(ref)
            names[index] = user.name if user else names[index]
        replies = [
            Reply(
                "rating-versus",
                {
                    "first": names[0],
                    "second": names[1],
                    "games": tally.games,
                    "wins": tally.wins,
                    "losses": tally.losses,
                    "draws": tally.draws,
                },
            )
        ]
        scope = chat_scope(chat)
        ratings = [await self.ctx.storage.rating(scope, ref) for ref, _ in (first, second)]
        if ratings[0] is not None and ratings[1] is not None:
            chance = round(100 * expected_score(ratings[0].rating, ratings[1].rating))
            replies.append(
                Reply("rating-chance", {"first": names[0], "second": names[1], "chance": chance})
            )
        return replies
