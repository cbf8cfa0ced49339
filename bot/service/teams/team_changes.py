"""What every change of a team game does to its team (docs/rules.md §8.6), in the change's
own transaction (a hook of the write path): after a side's move its next member is seated
and its votes lapse; the answers to an offer lapse with it (declined, agreed or gone); an
absent member's turn passes; a finished game of equal sides is rated in the team pool and
its end names the winning side. The sweep passes the turns of members out of time (the
clock rule: :mod:`bot.service.teams.turns`)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Collection
from dataclasses import dataclass, replace
from datetime import datetime

from bot.domain import GameStatus
from bot.service.answers.replies import Reply, game_tag
from bot.service.events import EventGuard
from bot.service.games.changes import Change, clock_fields, time_out, update
from bot.service.games.live import LiveGame
from bot.service.games.writes import WritePath
from bot.service.teams.proposals import OVER, PLAYING, seat_of, side_names
from bot.service.teams.rotation import (
    Teams,
    from_body,
    left,
    offers_lapsed,
    side_moved,
    to_body,
    turn_passed,
)
from bot.service.teams.team_ratings import rate_teams
from bot.service.teams.turns import LeftSide, Offered, PassedTurn, seat_actor
from bot.storage.protocol import Storage, StorageError, Transaction
from bot.storage.team_port import TeamGameUpdate
from bot.time_control import TimeKind
from core import Color

log = logging.getLogger(__name__)


def _next_deadline(change: Change) -> datetime | None:
    """Until when the member on turn may move, under a correspondence clock."""
    clock = change.update.clock
    if change.update.status is not GameStatus.ACTIVE or clock is None:
        return None
    if clock.control.kind is not TimeKind.CORRESPONDENCE:
        return None
    return clock.turn_started + clock.control.per_move


def _sides_named(replies: tuple[Reply, ...], teams: Teams) -> tuple[Reply, ...]:
    """The end of a team game names the winning side, not the member seated last."""
    named = []
    for reply in replies:
        winner = reply.args.get("winner") if reply.key == "game-ended" else None
        if winner in ("blue", "red"):
            side = teams.side(Color.BLUE if winner == "blue" else Color.RED)
            reply = Reply(reply.key, {**reply.args, "winner_name": side_names(side)})
        named.append(reply)
    return tuple(named)


def _offerers_kept(teams: Teams, change: Change) -> Teams:
    """Who made each offer that stands: the member of an offer just made, none once an
    offer is gone."""
    after = change.update
    draw_by = None if after.draw_offer is None else teams.draw_by
    end_by = None if after.end_offer is None else teams.end_by
    if isinstance(change, Offered):
        if change.kind == "end":
            end_by = change.member
        else:
            draw_by = change.member
    return replace(teams, draw_by=draw_by, end_by=end_by)


@dataclass(eq=False, repr=False, kw_only=True)
class TeamChanges:
    guard: EventGuard
    now: Callable[[], datetime]
    storage: Storage
    writes: WritePath

    async def stored(self, tx: Transaction, live: LiveGame, change: Change) -> None:
        """The write path's hook: keep the team of a team game with its change."""
        if live.team is None:
            return
        team = await self.storage.game_team(live.row.id)
        if team is None:
            return
        teams, seated = from_body(team.body), None
        after = change.update
        if isinstance(change, PassedTurn):
            seated = Color(live.row.to_move)
            teams, _ = turn_passed(teams, seated)
        elif isinstance(change, LeftSide):
            teams, seated = left(teams, change.color, change.member), change.color
        elif change.move is not None:
            mover = Color(change.move.color)
            if after.to_move != int(mover) or after.status is not GameStatus.ACTIVE:
                teams, seated = side_moved(teams, mover), mover
        teams = _offerers_kept(
            offers_lapsed(teams, draw=after.draw_offer is None, end=after.end_offer is None),
            change)
        over = after.status is not GameStatus.ACTIVE
        if seated is not None and not over:
            await tx.seat_game(live.row.id, int(seated), seat_of(teams.on_turn(seated)))
        body = {**team.body, **to_body(teams)}
        await tx.update_team_game(team.id, team.version, TeamGameUpdate(
            OVER if over else PLAYING, body, self.now(), team.game_id, _next_deadline(change)))
        if over:
            change.replies = _sides_named(change.replies, teams)
        if after.status is GameStatus.FINISHED and after.result and body.get("rated"):
            control = live.row.clock.control if live.row.clock else None
            rated = await rate_teams(self.storage, tx, teams, after.result, control, self.now())
            change.replies = (*change.replies, rated)
        live.team = teams

    async def sweep(self, platforms: Collection[str] | None = None) -> None:
        """Pass the turn of each member out of time (a side whose whole rotation let its
        turn pass loses on time); announced to the game's chat."""
        now = self.now()
        for team in await self.storage.due_team_games(now, platforms):
            row = await self.storage.game(team.game_id) if team.game_id else None
            if row is None or row.status is not GameStatus.ACTIVE:
                continue
            absent = seat_actor(row, Color(row.to_move))
            try:
                await self.writes.apply(None, self.guard.default_lang, row.id, absent,
                                        self._passed(team.body), announce=True)
            except StorageError as error:
                log.warning("team game %s: the turn could not pass: %s", team.id, error)

    def _passed(self, body: dict[str, object]) -> Callable[[LiveGame, Color], Change]:
        def passed(live: LiveGame, color: Color) -> Change:
            teams = live.team or from_body(body)
            absent = teams.on_turn(color)
            after, lost = turn_passed(teams, color)
            now = self.now()
            if lost:
                return time_out(live, now)
            clock = live.row.clock
            assert clock is not None
            fields = clock_fields(replace(clock, turn_started=now, reminded=False), color, False)
            kept = (fields[0], None, None)
            following = after.on_turn(color)
            said = Reply("team-turn-passed", {
                "game": game_tag(live.row.id), "name": absent.name, "next": following.name,
                "color": str(color),
            })
            return PassedTurn(update(live, now, draw_offer=live.row.draw_offer, clock=kept),
                              (said,), announce=True, mention=following.ref)

        return passed
