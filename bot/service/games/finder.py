"""Which game a command means: one rule for every command.

A game belongs to the topic or channel it was started in. There anyone may name it by
number, and a command that names no game looks only at the games of that topic or
channel. Settings and ratings belong to the whole chat (:func:`group`). A finished game may
also be named by number from anywhere in its chat by one of its players (to look at it,
export it or ask for a rematch). A game played in an inline message, where nobody can
write, may be named by its players from their private chat with the bot. Everything else
named by number is an unknown game.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from bot.capabilities import PlaceWords, usual_place_words
from bot.domain import GameStatus
from bot.identity import Actor, ChatRef, PlayerRef, inline_message, own_chat
from bot.service.answers.answer import Result
from bot.service.answers.replies import Audience, Reply, Status, game_tag
from bot.service.expiring import Expiring
from bot.storage.protocol import Storage
from bot.storage.records import FinishedGames, GameRow
from core import Color

PLACE_NAME_SECONDS = 7 * 24 * 3600.0
"""How long the name a platform gave a topic is trusted (it may be renamed unseen)."""


def group(chat: ChatRef) -> ChatRef:
    """The whole chat a thread or topic belongs to: settings and ratings live there."""
    return ChatRef(chat.platform, chat.chat_id) if chat.thread_id else chat


def seat_color(row: GameRow, ref: PlayerRef) -> Color | None:
    """The colour ``ref`` plays in a game, if they play in it."""
    if row.blue.ref == ref:
        return Color.BLUE
    if row.red.ref == ref:
        return Color.RED
    return None


def may_name(row: GameRow, chat: ChatRef, ref: PlayerRef) -> bool:
    """May ``ref``, writing in ``chat``, name this game by its number?"""
    if row.chat == chat:
        return True
    if inline_message(row.chat) is not None and own_chat(chat) == ref:
        return seat_color(row, ref) is not None
    return (
        row.status is not GameStatus.ACTIVE
        and group(row.chat) == group(chat)
        and seat_color(row, ref) is not None
    )


@dataclass(frozen=True, slots=True)
class Wanted:
    """What a command takes when it names no game (always among the sender's games of
    this topic or channel first)."""

    command: str
    """How the command starts, for the example in "which game?" (``resign``,
    ``move 20-17``)."""
    turn: bool = False
    """A move: the sender's game where it is their turn."""
    watching: bool = False
    """Looking on: any game here when the sender plays none."""
    past: bool = False
    """Exports: else the sender's last finished game in this chat."""
    finished: bool = False
    """A rematch: only the sender's last finished game in this chat."""


OwnPlace = Callable[[GameRow, ChatRef, PlayerRef], Awaitable[bool]]
"""Whether a chat is a player's own place of a lobby game (where they play it)."""


async def _nowhere(row: GameRow, chat: ChatRef, ref: PlayerRef) -> bool:
    return False


class GameFinder:
    """The rule above, over the storage; a lobby game is also its players' in their own
    places (:mod:`bot.service.seeks.places`)."""

    def __init__(self, storage: Storage, own_place: OwnPlace = _nowhere,
                 place_words: Callable[[str], PlaceWords] = usual_place_words) -> None:
        self.storage = storage
        self._own_place = own_place
        self._words = place_words
        self._names: Expiring[ChatRef, str] = Expiring(seconds=PLACE_NAME_SECONDS)

    def group_kind(self, chat: ChatRef) -> str:
        """What the whole chat is called where its settings are said: as its platform
        calls a chat with threads (a Discord server), else a chat."""
        return self._words(chat.platform).group if chat.thread_id else "chat"

    def place_kind(self, chat: ChatRef) -> str:
        """What the place a message came from is called: as its platform calls a thread
        (a Discord channel, a Telegram forum topic), else a chat."""
        return self._words(chat.platform).thread if chat.thread_id else "chat"

    def name_place(self, chat: ChatRef, name: str) -> None:
        """The name of a topic or channel, as its platform said it (a forum topic's), for
        refusals that point to a game there."""
        self._names.put(chat, name)

    async def named(self, chat: ChatRef, actor: Actor, game_id: int) -> GameRow | Reply:
        row = await self.storage.game(game_id)
        if row is None:
            aside = [game for game in await self.storage.set_aside_games(chat)
                     if game.id == game_id]
            if aside:  # named in its own chat: say why it cannot be had
                return Reply("error-game-set-aside", {"game": game_tag(game_id)})
        if row is None or not (
            may_name(row, chat, actor.ref) or await self._own_place(row, chat, actor.ref)
        ):
            if row is not None and group(row.chat) == group(chat) and seat_color(row, actor.ref):
                return self._elsewhere(chat, [row])  # their game, in another topic
            return Reply("error-unknown-game", {"game": game_tag(game_id)})
        return row

    async def find(
        self, chat: ChatRef, actor: Actor, game_id: int | None, wanted: Wanted
    ) -> GameRow | Reply:
        """The game a command means, or the refusal saying why there is none."""
        if game_id is not None:
            return await self.named(chat, actor, game_id)
        if wanted.finished:
            return await self._last_finished(chat, actor, wanted)
        active = await self.storage.games_played_in(chat)  # lobby games played here too
        mine = [row for row in active if seat_color(row, actor.ref)]
        if wanted.turn:
            return self._turn(mine, actor, wanted) if mine else await self._none(chat, actor)
        if wanted.watching:
            mine = mine or active
            if not mine:
                nothing = Reply("error-no-game-here", {"where": self.place_kind(chat)})
                return await self._set_aside(chat, actor) or nothing
        if wanted.past and not mine:
            return await self._last_finished(chat, actor, wanted)
        if not mine:
            return await self._none(chat, actor)
        return _only(mine, wanted, "error-ambiguous-game")

    async def find_for(
        self, lang: str, chat: ChatRef, actor: Actor, game_id: int | None, wanted: Wanted
    ) -> GameRow | Result:
        """The game a command means, or the refusal in ``lang``."""
        found = await self.find(chat, actor, game_id, wanted)
        if isinstance(found, Reply):
            return Result(Status.ERROR, lang, (found,), audience=Audience.SENDER)
        return found

    async def _none(self, chat: ChatRef, actor: Actor) -> Reply:
        """The sender plays no game here: where their game is when it is in another topic
        or channel of the same chat, that it was set aside when it cannot be read, else
        that they have none."""
        elsewhere = [
            row for row in await self.storage.players_games(chat, actor.ref) if row.chat != chat
        ]
        if elsewhere:
            return self._elsewhere(chat, elsewhere)
        nothing = Reply("error-no-game", {"where": self.place_kind(chat)})
        return await self._set_aside(chat, actor) or nothing

    async def _set_aside(self, chat: ChatRef, actor: Actor) -> Reply | None:
        """That the sender's game here was set aside (it cannot be read), if it was."""
        aside = [game for game in await self.storage.set_aside_games(chat)
                 if game.status == GameStatus.ACTIVE.value and game.chat == chat
                 and actor.ref in (game.blue, game.red)]
        if not aside:
            return None
        return Reply("error-game-set-aside", {"game": game_tag(aside[-1].id)})

    def _elsewhere(self, chat: ChatRef, elsewhere: list[GameRow]) -> Reply:
        """Where the sender's games in other topics or channels of ``chat``'s group are."""
        where = self.place_kind(chat if chat.thread_id else elsewhere[0].chat)
        games = _tags(elsewhere)
        name = self._names.get(elsewhere[0].chat) if len(elsewhere) == 1 else None
        if name is not None:
            return Reply("error-game-in-place", {"games": games, "where": where, "place": name})
        key = "error-game-elsewhere" if len(elsewhere) == 1 else "error-games-elsewhere"
        return Reply(key, {"games": games, "where": where, "group": self.group_kind(chat)})

    async def _last_finished(self, chat: ChatRef, actor: Actor, wanted: Wanted) -> GameRow | Reply:
        done = await self.storage.finished_games(FinishedGames(chat, actor.ref, limit=1))
        if not done:
            return Reply("error-no-past-game", {"command": f"/{wanted.command}"})
        return done[0]

    @staticmethod
    def _turn(mine: list[GameRow], actor: Actor, wanted: Wanted) -> GameRow | Reply:
        to_move = [row for row in mine if row.to_move == seat_color(row, actor.ref)]
        if not to_move and all(row.stop_ply is not None for row in mine):
            # docs/rules.md §8.2: after a STOP the other side moves alone, so the sender
            # is the stopper
            return Reply("error-stop-stopper", {"game": _tags(mine)})
        if not to_move:
            return Reply("error-not-your-turn", {"game": _tags(mine)})
        return _only(to_move, wanted, "error-ambiguous-move")


def _tags(rows: list[GameRow]) -> str:
    return ", ".join(game_tag(row.id) for row in rows)


def _only(rows: list[GameRow], wanted: Wanted, ambiguous: str) -> GameRow | Reply:
    if len(rows) == 1:
        return rows[0]
    example = f"/{wanted.command} {game_tag(rows[0].id)}"
    return Reply(ambiguous, {"games": _tags(rows), "example": example})
