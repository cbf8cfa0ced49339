"""The storage commands of ``python -m bot``:

``python -m bot migrate [DATABASE_URL]``
    apply pending migrations (to ``DATABASE_URL`` from the settings when not given) and
    say where the schema stands; workers opened with ``migrate=False`` then start on it.
``python -m bot copy sqlite:///dots.db postgresql://user:password@host/db``
    copy a bot's SQLite database (games, moves, challenges, users, chats and their
    settings, ratings and rating changes, the button secret, recent event keys, the bot's
    own values, the announcements and the inline offers) into an empty PostgreSQL
    database, then check the copy: every game read back from PostgreSQL must equal the
    original, and replay to the same position.
``python -m bot ratings recompute [DATABASE_URL]``
    rate every finished rated game again from the start, in the order they ended, in its
    time class (:mod:`bot.service.history.rating_games`): the same numbers however often it runs.
``python -m bot games damaged|show N|release N|abort N [DATABASE_URL]``
    the games set aside because their rows cannot be read (:mod:`bot.cli_games`).
``python -m bot persons show|forget PLATFORM:ID [DATABASE_URL]``
    what the bot keeps about a person, and erasing it (:mod:`bot.cli_persons`).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from bot import cli_games, cli_persons
from bot.config import Settings
from bot.service.games.replay import replay
from bot.service.history.rating_games import recompute
from bot.storage import (
    DatabaseUrlError,
    PostgresStorage,
    SqliteStorage,
    Storage,
    StorageError,
    is_postgres,
    open_storage,
    sqlite_path,
)
from bot.storage.copy import CopyReport, copy_sqlite_to_postgres
from bot.storage.migrate import migrations
from bot.storage.records import GameRow, MoveRow
from core import Color

COMMANDS = ("migrate", "copy", "ratings", "games", "persons")


class CopyMismatch(StorageError):
    """A copied game does not read back or replay as the original."""


def parser() -> argparse.ArgumentParser:
    commands = argparse.ArgumentParser(prog="python -m bot", description="Storage commands.")
    sub = commands.add_subparsers(dest="command", required=True)
    migrate = sub.add_parser("migrate", help="apply pending database migrations")
    migrate.add_argument("url", nargs="?", help="the database (default: DATABASE_URL)")
    copy = sub.add_parser("copy", help="copy a SQLite database into an empty PostgreSQL one")
    copy.add_argument("source", help="sqlite:///dots.db")
    copy.add_argument("target", help="postgresql://user:password@host:port/db")
    ratings = sub.add_parser("ratings", help="rate every finished rated game again")
    ratings.add_argument("action", choices=("recompute",))
    ratings.add_argument("url", nargs="?", help="the database (default: DATABASE_URL)")
    cli_games.add_parser(sub)
    cli_persons.add_parser(sub)
    return commands


async def migrate(url: str, out: TextIO) -> None:
    storage = open_storage(url)  # opening applies what is pending
    await storage.open()
    try:
        assert isinstance(storage, SqliteStorage | PostgresStorage)
        applied = await storage.applied_migrations()
    finally:
        await storage.close()
    dialect = "postgres" if is_postgres(url) else "sqlite"
    latest = [number for number, _, _ in migrations(dialect)]
    print(f"the database is at migration {applied[-1]:03d} of {latest[-1]:03d}", file=out)


async def recompute_ratings(url: str, out: TextIO) -> int:
    storage = open_storage(url)
    await storage.open()
    try:
        games = await recompute(storage)
    finally:
        await storage.close()
    print(f"rated {games} games again, each in its time class", file=out)
    return games


def position(row: GameRow, moves: list[MoveRow]) -> tuple[Any, ...]:
    """What a replayed game is: its moves, how it ended, the score."""
    game = replay(row, moves)
    return game.moves, game.outcome, game.score(Color.BLUE), game.score(Color.RED)


async def verify(source: Storage, target: Storage, game_ids: Sequence[int]) -> None:
    """Every copied game reads back as the original and replays to the same position."""
    for game_id in game_ids:
        row, moves = await source.game(game_id), await source.moves(game_id)
        copied_row, copied_moves = await target.game(game_id), await target.moves(game_id)
        if row is None or copied_row != row or copied_moves != moves:
            raise CopyMismatch(f"game {game_id} reads back differently from PostgreSQL")
        if position(row, moves) != position(copied_row, copied_moves):
            raise CopyMismatch(f"game {game_id} replays differently from PostgreSQL")


async def copy(source_url: str, target_url: str, out: TextIO) -> CopyReport:
    if is_postgres(source_url) or not is_postgres(target_url):
        raise DatabaseUrlError("copy goes from a SQLite database to a PostgreSQL one")
    if not Path(sqlite_path(source_url)).is_file():
        raise DatabaseUrlError(f"no SQLite database at {sqlite_path(source_url)}")
    source, target = open_storage(source_url), open_storage(target_url)
    assert isinstance(source, SqliteStorage) and isinstance(target, PostgresStorage)
    await source.open()
    try:
        await target.open()
        try:
            report = await copy_sqlite_to_postgres(source, target)
            await verify(source, target, report.game_ids)
        finally:
            await target.close()
    finally:
        await source.close()
    copied = ", ".join(f"{count} {table}" for table, count in report.rows.items())
    print(f"copied {copied}", file=out)
    print(f"verified {len(report.game_ids)} games by replay", file=out)
    return report


def main(argv: Sequence[str], out: TextIO = sys.stdout) -> int:
    """Run a storage command; 0 when done, 1 when it failed, 2 on bad arguments."""
    args = parser().parse_args(argv)
    try:
        if args.command == "migrate":
            asyncio.run(migrate(args.url or Settings().database_url, out))
        elif args.command == "ratings":
            asyncio.run(recompute_ratings(args.url or Settings().database_url, out))
        elif args.command == "persons":
            asyncio.run(cli_persons.run(args.action, args.account,
                                        args.url or Settings().database_url, out))
        elif args.command == "games":
            game = getattr(args, "game", None)
            asyncio.run(cli_games.run(args.action, game, args.url or Settings().database_url,
                                      out))
        else:
            asyncio.run(copy(args.source, args.target, out))
    except DatabaseUrlError as error:
        print(f"dots-bot {args.command}: {error}", file=sys.stderr)
        return 2
    except StorageError as error:
        print(f"dots-bot {args.command}: {error}", file=sys.stderr)
        return 1
    return 0
