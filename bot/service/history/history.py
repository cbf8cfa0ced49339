"""Finished games: a player's and a chat's history, SGF export, GIF replay, rematch."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from datetime import UTC
from functools import partial

import renderers
from bot.clocks import Clock, after_move
from bot.clocks import start as start_clock
from bot.domain import GameStatus
from bot.identity import Actor, ChatRef
from bot.service.answers.answer import Attachment, Result, answer, refusal
from bot.service.answers.replies import Reply, game_tag
from bot.service.challenges.challenges import ChallengeUseCases
from bot.service.challenges.options import Opponent, Terms
from bot.service.chats.languages import Languages
from bot.service.chats.styles import PictureWords
from bot.service.computer.engine import Engine, is_computer
from bot.service.events import EventGuard, idempotent
from bot.service.games.finder import GameFinder, Wanted, seat_color
from bot.service.games.live_games import LiveGames
from bot.service.games.replay import setup_from_json
from bot.service.history.commands import ExportSgf, Rematch, Replay, ShowHistory
from bot.service.history.standings import StandingsUseCases
from bot.storage.protocol import Storage
from bot.storage.records import FinishedGames, GameRow, Seat
from bot.time_control import TimeControl, TimeKind
from core import Color, Game, Rules, sgf

HISTORY_PAGE = 10
SGF_TYPE = "application/x-go-sgf"
"""The media type SGF files travel under (zagram and Go tools alike)."""


def _seconds(value: float) -> str:
    return f"{value:.1f}".removesuffix(".0")


def _time_properties(control: TimeControl) -> dict[str, str]:
    """Root properties of a clock: ``TM`` (main time, s) and ``OT`` (the rest, as text)."""
    if control.kind is TimeKind.LIVE:
        increment = _seconds(control.increment.total_seconds())
        return {"TM": _seconds(control.base.total_seconds()), "OT": f"+{increment}s per move"}
    if control.kind is TimeKind.CORRESPONDENCE:
        return {"OT": f"{_seconds(control.per_move.total_seconds())}s per move"}
    return {}


@dataclass(eq=False, repr=False, kw_only=True)
class HistoryUseCases:
    guard: EventGuard
    engine: Engine | None
    finder: GameFinder
    games: LiveGames
    langs: Languages
    storage: Storage
    words: PictureWords
    standings: StandingsUseCases
    challenges: ChallengeUseCases

    # ------------------------------------------------------------------ history
    async def listing(self, chat: ChatRef, actor: Actor, command: ShowHistory) -> Result:
        """Finished games, last first: the sender's (everywhere), a named player's in this
        chat, or the whole chat's; ``before_game`` continues the list after that game."""
        player, whole_chat, before_game = command.player, command.whole_chat, command.before_game
        lang = await self.langs.language(actor, chat)
        page = partial(FinishedGames, limit=HISTORY_PAGE + 1, before_game=before_game)
        if player is not None:
            ref = await self.standings.resolve(chat, player)
            if ref is None:
                return refusal(lang, "error-unknown-player", name=player.name or "?")
            rows = await self.storage.finished_games(page(chat, ref))
            handle = f"@{player.username}" if player.username else player.name or ""
            where, name, more = "player", player.name or ref.user_id, f"{handle} "
        elif whole_chat:
            rows = await self.storage.finished_games(page(chat))
            where, name, more = "chat", "", "chat "
        else:
            rows = await self.storage.finished_games(page(player=actor.ref))
            where, name, more = "mine", actor.name, ""
        if not rows and before_game is not None:
            return answer(lang, Reply("history-no-older", {"game": game_tag(before_game)}))
        if not rows:
            return answer(lang, Reply("history-none", {"where": where, "name": name}))
        after = game_tag(before_game) if before_game is not None else "none"
        replies = [Reply("history-header", {"where": where, "name": name, "after": after})]
        shown = rows[:HISTORY_PAGE]
        replies += [self._line(row) for row in shown]
        if len(rows) > HISTORY_PAGE:
            next_page = f"/history {more}{game_tag(shown[-1].id)}"
            replies.append(Reply("history-more", {"command": next_page}))
        return answer(lang, *replies)

    @staticmethod
    def _line(row: GameRow) -> Reply:
        result = row.result
        winner = result.winner if result else None
        return Reply(
            "history-line",
            {
                "game": game_tag(row.id),
                "date": row.updated_at,
                "blue": row.blue.name,
                "red": row.red.name,
                "winner": {1: "blue", 2: "red"}.get(winner, "none") if winner else "none",
                "reason": Rules.from_dict(row.rules).ending(result.reason) if result else "",
                "blue_score": result.blue if result else 0,
                "red_score": result.red if result else 0,
                "rated": "yes" if row.rated else "no",
            },
        )

    async def pick_game(
        self, lang: str, chat: ChatRef, actor: Actor, game_id: int | None, command: str
    ) -> GameRow | Result:
        """A game to export or replay: the named one, else the sender's game here (the one
        in progress, or the last one)."""
        return await self.finder.find_for(lang, chat, actor, game_id, Wanted(command, past=True))

    # ---------------------------------------------------------------- exports
    async def export_sgf(self, game_id: int) -> str | None:
        """The game as an SGF record (``GM[40]``), or None for an unknown game. Live
        clocks are kept as ``TM``/``OT`` and each move's time left (``BL``/``WL``); a team
        game names each side's members in rotation order."""
        async with self.games.lock(game_id):
            row = await self.storage.game(game_id)
            if row is None:
                return None
            live = await self.games.live(row)
            game, team = live.game.copy(), live.team
        blue, red = (row.blue.name, row.red.name) if team is None else (  # docs/rules.md §8.6
            ", ".join(m.name for m in team.blue), ", ".join(m.name for m in team.red))
        properties = {
            "GN": f"Dots {game_tag(row.id)}",
            "PB": blue,
            "PW": red,
            "DT": row.created_at.astimezone(UTC).date().isoformat(),
            "AP": "dots-bot",
        }
        if row.status is GameStatus.ABORTED:
            properties["C"] = "aborted"
        clock = row.clock
        per_move: list[dict[str, str]] = []
        if clock is not None:
            properties.update(_time_properties(clock.control))
            if clock.control.kind is TimeKind.LIVE:
                per_move = await self._times_left(row, clock)
        return sgf.dumps(game, properties, per_move)

    async def _times_left(self, row: GameRow, clock: Clock) -> list[dict[str, str]]:
        """Each mover's time left after their move, replayed from the move times."""
        running = start_clock(clock.control, row.created_at)
        left: list[dict[str, str]] = []
        for move in await self.storage.moves(row.id):
            color = Color(move.color)
            running = after_move(running, color, move.at)
            key = "BL" if color is Color.BLUE else "WL"
            left.append({key: _seconds(round(running.left(color).total_seconds(), 1))})
        return left

    async def sgf(self, chat: ChatRef, actor: Actor, command: ExportSgf) -> Result:
        """``/sgf``: the game's record as a file to upload."""
        lang = await self.langs.language(actor, chat)
        row = await self.pick_game(lang, chat, actor, command.game, "sgf")
        if isinstance(row, Result):
            return row
        text = await self.export_sgf(row.id)
        assert text is not None
        tag = game_tag(row.id)
        file = Attachment(f"dots-{row.id}.sgf", text.encode("utf-8"), SGF_TYPE)
        reply = Reply("sgf-ready", {"game": tag, "blue": row.blue.name, "red": row.red.name})
        return answer(lang, reply, attachment=file)

    async def replay(self, chat: ChatRef, actor: Actor, command: Replay) -> Result:
        """``/replay``: an animated GIF of the game from its start (drawn off the loop)."""
        lang = await self.langs.language(actor, chat)
        row = await self.pick_game(lang, chat, actor, command.game, "replay")
        if isinstance(row, Result):
            return row
        async with self.games.lock(row.id):
            game = (await self.games.live(row)).game.copy()
        labels = self.words.labels(lang)
        draw = partial(
            renderers.render_gif, game, names=(row.blue.name, row.red.name), labels=labels
        )
        gif = await asyncio.to_thread(draw)
        file = Attachment(f"dots-{row.id}.gif", gif, "image/gif")
        reply = Reply("replay-ready", {"game": game_tag(row.id), "moves": len(game.moves)})
        return answer(lang, reply, attachment=file)

    # ------------------------------------------------------------------ rematch
    @idempotent
    async def rematch(self, event: str, chat: ChatRef, actor: Actor, command: Rematch) -> Result:
        """Challenge the opponent of a finished game again, colours swapped, same terms."""
        lang = await self.langs.language(actor, chat)
        wanted = Wanted("rematch", finished=True)
        row = await self.finder.find_for(lang, chat, actor, command.game, wanted)
        if isinstance(row, Result):
            return row
        color = seat_color(row, actor.ref)
        if color is None:
            return refusal(lang, "error-not-a-player", game=game_tag(row.id))
        if row.status is GameStatus.ACTIVE:
            return refusal(lang, "error-rematch-active", game=game_tag(row.id))
        refused = await self.challenges.too_many_games(lang, chat, actor)
        if refused is not None:
            return refused
        other = row.red if color is Color.BLUE else row.blue
        clock = row.clock
        terms = Terms(
            Game.from_rules(Rules.from_dict(row.rules), setup_from_json(row.setup)),
            clock.control if clock else TimeControl(),
            row.rated,
        )
        if is_computer(other.ref):
            if self.engine is None:
                return refusal(lang, "error-computer-unavailable")
            opponent = Opponent.computer(other.ref.user_id)
        else:
            opponent = await seat_opponent(self.storage, other)
        return await self.challenges.issue(
            event, lang, chat, actor, opponent, color.opponent, terms
        )


async def seat_opponent(storage: Storage, seat: Seat) -> Opponent:
    """A game's player to challenge again: their account, and their handle as last seen."""
    user = await storage.user(seat.ref)
    return Opponent.user(username=user.username if user else None, ref=seat.ref, name=seat.name)
