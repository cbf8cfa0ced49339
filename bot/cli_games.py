"""``python -m bot games``: the games set aside because their rows cannot be read (a move
off the field, a gap in the plies, rules that do not parse or are out of bounds).

``python -m bot games damaged [DATABASE_URL]``
    list them: number, chat, players, and what was wrong when it was set aside.
``python -m bot games show N [DATABASE_URL]``
    print game N's row and moves exactly as stored, and what is wrong with them now.
``python -m bot games release N [DATABASE_URL]``
    once its rows are repaired by hand, give the game back to its chat (refused while it
    still cannot be read).
``python -m bot games abort N [DATABASE_URL]``
    end a game set aside that was being played, as aborted (no result, no rating): its
    players are free of it. It stays set aside.
"""

from __future__ import annotations

import argparse
from datetime import UTC, datetime
from typing import Any, TextIO

from bot.service.games.replay import Unplayable, check_plies, replay
from bot.storage import Storage, StorageError, open_storage
from bot.storage.queries.set_aside import column_names
from bot.storage.records import MoveRow
from bot.storage.rows import GAME_COLUMNS, UnreadableGame, readable_game, time_of
from bot.storage.set_aside_port import GameDump, SetAsideGame


class GameCommandError(StorageError):
    """A games command that cannot be done as asked (no such game, not set aside, still
    unreadable); the message says which."""


def game_number(text: str) -> int:
    """A game's number as said in chats (``#12``) or bare (``12``)."""
    number = text.removeprefix("#")
    if not number.isdigit():
        raise argparse.ArgumentTypeError(f"not a game's number: {text!r}")
    return int(number)


def add_parser(sub: Any) -> None:
    """The ``games`` command on the storage commands' parser."""
    games = sub.add_parser("games", help="games set aside because they cannot be read")
    actions = games.add_subparsers(dest="action", required=True)
    listing = actions.add_parser("damaged", help="list the games set aside")
    listing.add_argument("url", nargs="?", help="the database (default: DATABASE_URL)")
    for action, said in (
        ("show", "print a game's rows as stored and what is wrong with them"),
        ("release", "give a repaired game back to its chat"),
        ("abort", "end a game set aside as aborted (it stays set aside)"),
    ):
        one = actions.add_parser(action, help=said)
        one.add_argument("game", type=game_number, help="its number")
        one.add_argument("url", nargs="?", help="the database (default: DATABASE_URL)")


def problem(dump: GameDump) -> str | None:
    """What is wrong with a game's rows as stored now, or None when they make a game."""
    try:
        row = readable_game([dump.columns[name] for name in column_names(GAME_COLUMNS)])
        moves = [MoveRow(ply, color, x, y, time_of(at), realms)
                 for ply, color, x, y, at, realms in dump.moves]
        check_plies(row, moves)
        replay(row, moves)
    except (UnreadableGame, Unplayable) as error:
        return error.reason
    return None


def _place(game: SetAsideGame) -> str:
    where = f"{game.chat.platform} chat {game.chat.chat_id}"
    return where + (f" (thread {game.chat.thread_id})" if game.chat.thread_id else "")


def _when(at: datetime | None) -> str:
    return "" if at is None else at.astimezone(UTC).strftime(" %Y-%m-%d %H:%M UTC")


async def damaged(storage: Storage, out: TextIO) -> None:
    games = await storage.set_aside_games()
    if not games:
        print("no game is set aside", file=out)
    for game in games:
        print(f"#{game.id} {_place(game)}: {game.blue_name} vs {game.red_name}, {game.status};"
              f" set aside{_when(game.at)}: {game.reason}", file=out)


async def _dump(storage: Storage, game_id: int) -> GameDump:
    dump = await storage.game_dump(game_id)
    if dump is None:
        raise GameCommandError(f"there is no game {game_id}")
    return dump


async def show(storage: Storage, game_id: int, out: TextIO) -> None:
    dump = await _dump(storage, game_id)
    reason = dump.columns["set_aside"]
    now = problem(dump)
    if reason is None:
        print(f"game {game_id} is not set aside", file=out)
    else:
        print(f"game {game_id} was set aside{_when(_time(dump.columns['set_aside_at']))}:"
              f" {reason}", file=out)
    print(f"what is wrong now: {now}" if now else "its rows make a game now", file=out)
    print("row:", file=out)
    for name, value in dump.columns.items():
        print(f"  {name}: {value!r}" if isinstance(value, str) else f"  {name}: {value}",
              file=out)
    print(f"moves ({len(dump.moves)}): ply, colour, x, y, time, realms", file=out)
    for ply, color, x, y, at, realms in dump.moves:
        print(f"  {ply} {color} {x} {y} {at}{' ' + realms if realms else ''}", file=out)


def _time(value: Any) -> datetime | None:
    return None if value is None else time_of(value)


async def release(storage: Storage, game_id: int, out: TextIO) -> None:
    dump = await _dump(storage, game_id)
    if dump.columns["set_aside"] is None:
        raise GameCommandError(f"game {game_id} is not set aside")
    wrong = problem(dump)
    if wrong is not None:
        raise GameCommandError(f"game {game_id} still cannot be read: {wrong}")
    await storage.release_game(game_id)
    print(f"game {game_id} is back in its chat", file=out)


async def abort(storage: Storage, game_id: int, out: TextIO) -> None:
    dump = await _dump(storage, game_id)
    if dump.columns["set_aside"] is None:
        raise GameCommandError(f"game {game_id} is not set aside: a player may /abort it")
    if not await storage.abort_set_aside_game(game_id, datetime.now(UTC)):
        raise GameCommandError(f"game {game_id} is over already ({dump.columns['status']})")
    print(f"game {game_id} was aborted; it stays set aside", file=out)


async def run(action: str, game_id: int | None, url: str, out: TextIO) -> None:
    """Do ``action`` (to game ``game_id``, for all but ``damaged``) on the database."""
    storage = open_storage(url)
    await storage.open()
    try:
        if game_id is None:
            await damaged(storage, out)
        else:
            step = {"show": show, "release": release, "abort": abort}[action]
            await step(storage, game_id, out)
    finally:
        await storage.close()
