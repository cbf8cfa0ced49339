"""Rating one finished game, live or again later: the one step both take, so ratings
recomputed from the stored games are the ratings the games made as they ended.

A game moves its players' ratings in its time class (:mod:`bot.time_class`), in its chat
and overall. :func:`recompute` forgets every rating and rates every finished rated game
between two people again, in the order they ended (``updated_at``, then ``id``), in one
transaction: run twice it gives the same rows. The bot does it once at start when the
stored ratings are of an older kind (:func:`recompute_once`: ratings kept before time
classes move into the class of their games); operators run it with
``python -m bot ratings recompute``.
"""

from __future__ import annotations

from datetime import datetime

from bot.identity import PlayerRef
from bot.ratings import Rating, rate
from bot.service.computer.engine import is_computer
from bot.storage.protocol import Storage, Transaction
from bot.storage.records import GameResult, GameRow, GameStatus, RatingChange, RatingRow, Seat
from bot.storage.scopes import OVERALL, chat_scope, rating_scope
from bot.time_class import TimeClass, time_class

RATINGS_KIND = "by-time-class"
"""What the stored ratings are, kept in ``meta`` under :data:`RATINGS_META`; a change of
how games are rated (a new class, a new boundary) is a new kind, and the bot recomputes
once at start."""
RATINGS_META = "ratings_kind"

Moved = tuple[tuple[Rating, Rating], tuple[Rating, Rating]]
"""Blue's and red's rating (before, after)."""


def game_class(row: GameRow) -> TimeClass:
    """The time class a game is rated in: its clock's."""
    return time_class(row.clock.control if row.clock else None)


def between_people(row: GameRow) -> bool:
    return not (is_computer(row.blue.ref) or is_computer(row.red.ref))


def blue_score(result: GameResult) -> float:
    return 0.5 if result.winner is None else 1.0 if result.winner == 1 else 0.0


def _tally(row: RatingRow | None, score: float) -> tuple[int, int, int]:
    wins, losses, draws = (row.wins, row.losses, row.draws) if row else (0, 0, 0)
    if score == 1.0:
        return wins + 1, losses, draws
    if score == 0.0:
        return wins, losses + 1, draws
    return wins, losses, draws + 1


async def rate_game(
    tx: Transaction, row: GameRow, result: GameResult, at: datetime
) -> Moved | None:
    """Rate a finished game in its class, in its chat and then overall (always in this
    order: the scope locks are taken alike by every game, no deadlock), each player's
    person under the account their ratings are kept under (linked accounts share one);
    what it did to the chat's ratings, ``None`` when one person sat on both sides."""
    kind = game_class(row)
    keys = (await tx.rating_account(row.blue.ref), await tx.rating_account(row.red.ref))
    if keys[0] == keys[1]:
        return None
    moved = [await _rate(tx, rating_scope(base, kind), row, keys, result, at)
             for base in (chat_scope(row.chat), OVERALL)]
    return moved[0]


async def _rate(
    tx: Transaction, scope: str, game: GameRow, keys: tuple[PlayerRef, PlayerRef],
    result: GameResult, at: datetime,
) -> Moved:
    seats: tuple[Seat, Seat] = (game.blue, game.red)
    score = blue_score(result)
    rows = [await tx.rating(scope, key) for key in keys]
    before = [row.rating if row else Rating() for row in rows]
    after = rate(before[0], before[1], score)
    for seat, key, row, old, new, points in zip(
        seats, keys, rows, before, after, (score, 1.0 - score), strict=True
    ):
        wins, losses, draws = _tally(row, points)
        await tx.put_rating(RatingRow(scope, key, seat.name, new, wins, losses, draws), at)
        await tx.insert_rating_change(RatingChange(game.id, scope, key, old.rating,
                                                   new.rating))
    return (before[0], after[0]), (before[1], after[1])


async def recompute(storage: Storage) -> int:
    """Rate every finished rated game between two people again from the start; how many.
    Ratings recomputed while games end may miss those games: best run while the bot is
    stopped, or again after."""
    games = [row for row in await storage.rated_games()
             if row.status is GameStatus.FINISHED and row.result is not None
             and between_people(row)]
    async with storage.transaction() as tx:
        await tx.clear_ratings()
        for row in games:
            assert row.result is not None
            await rate_game(tx, row, row.result, row.updated_at)
    await storage.set_meta(RATINGS_META, RATINGS_KIND)
    return len(games)


async def recompute_once(storage: Storage) -> int | None:
    """Recompute when the stored ratings are of an older kind; how many games were rated
    again, ``None`` when they were up to date."""
    if await storage.meta(RATINGS_META) == RATINGS_KIND:
        return None
    return await recompute(storage)
