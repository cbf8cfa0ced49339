"""A seek paired: the pairing transaction's game, and the colours.

The seek is stored, claimed with the oldest matching open seek and the game made in one
transaction (:meth:`bot.storage.seeks_port.SeekWrites.claim_match`): a process killed
before it commits leaves both seeks open, after it both paired with one game. Each player's
place is announced the game through the outbox in that transaction, whichever process
serves its platform.

Colours: whoever had Red in their last lobby game gets Blue now, when only one of the two
did; else the lower rated (Blue moves first), else the one who waited longer.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta

from bot.identity import PlayerRef
from bot.service.answers.replies import Reply, game_tag
from bot.service.delivery.outbox import Announcement, outbox_item
from bot.service.games.finder import seat_color
from bot.service.games.new_games import new_game
from bot.service.seeks.terms import SeekTerms
from bot.storage.protocol import Storage, Transaction
from bot.storage.records import Seat
from bot.storage.seeks_port import SeekRow
from core import Color

FIRST_MOVE = timedelta(seconds=90)
"""The first move's clock of a lobby game: Blue not moving by then lets the game lapse
(aborted, counted as Blue's no-show), however long the game's clock."""


async def last_color(storage: Storage, person: PlayerRef) -> Color | None:
    """The colour ``person`` had in their last lobby game (kept with their next seek, so
    the pairing reads nothing but its transaction's rows)."""
    for seek in await storage.recent_seeks(person, 4):
        if seek.game_id is not None:
            row = await storage.game(seek.game_id)
            return seat_color(row, person) if row is not None else None
    return None


def blue_first(mine: SeekRow, theirs: SeekRow) -> bool:
    """Whether ``mine`` plays Blue."""
    red = int(Color.RED)
    if (mine.last_color == red) != (theirs.last_color == red):
        return mine.last_color == red
    if mine.rating != theirs.rating:
        return mine.rating < theirs.rating
    return (mine.created_at, mine.id) < (theirs.created_at, theirs.id)


async def seat_pair(tx: Transaction, mine: SeekRow, theirs: SeekRow, now: datetime) -> int:
    """The game of two claimed seeks, made in ``tx``: its row in Blue's place, both seeks
    naming it, each place told (and a player who sought in a group, there in one line)."""
    blue, red = (mine, theirs) if blue_first(mine, theirs) else (theirs, mine)
    terms = SeekTerms.from_word(mine.terms)
    game = terms.game()
    seats = (Seat(blue.person, blue.name), Seat(red.person, red.name))
    new = new_game(blue.place, seats, game, terms.time, now)
    first = now + FIRST_MOVE
    deadline = first if new.deadline is None else min(new.deadline, first)
    new = replace(new, rated=terms.rated, card_due=None, deadline=deadline, remind_at=None)
    game_id = await tx.insert_game(new)
    await tx.seat_seeks((mine.id, theirs.id), game_id)
    for seek, other, color in ((blue, red, Color.BLUE), (red, blue, Color.RED)):
        said = Reply("seek-game-started", {"game": game_tag(game_id), "name": other.name,
                                           "rating": other.rating, "color": str(color)})
        await tx.enqueue(outbox_item(Announcement(seek.place, (said,), game_id), now))
    if theirs.asked != theirs.place:
        there = Reply("seek-paired-there", {"name": theirs.name, "game": game_tag(game_id)})
        await tx.enqueue(outbox_item(Announcement(theirs.asked, (there,)), now))
    return game_id
