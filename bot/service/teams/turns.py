"""A team game being played (docs/rules.md §8.6): only the member on turn may move (the
others are told whose turn it is, and nothing changes); resigning takes more than half of
the side; a draw offer and Territory's proposal to end by the count come from any member,
and the side they are made to answers by majority (a draw is declined once it can no
longer win one); the turn of a member who does not move in time passes to the side's next
member.

The member of each side on turn sits in the game's seat of that colour, so the rest of the
bot (the card, its ping, the picker, the web board) knows a team game as a game of two. A
hook of the write path (:meth:`TeamTurns.stored`) keeps the rotation in the same
transaction as every change of the game: after a side's move its next member is seated.

The clock (docs/rules.md §8.6 leaves it to us): with a correspondence clock the member on
turn has the clock's time per move, and when it runs out the turn passes, with the whole
time again, to the side's next member; once every member of the side has let the turn
pass in a row, the side loses on time. A live clock is one per side, as in a game of two:
its flag falling loses the game. Without a clock nobody's turn passes.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, fields, replace
from datetime import datetime
from typing import Concatenate, ParamSpec, TypeVar

from bot.domain import GameStatus
from bot.identity import Actor, ChatRef
from bot.service.answers.answer import Result, duplicate, refusal
from bot.service.answers.replies import Reply, Status, game_tag
from bot.service.coach.commands import AskTakeback
from bot.service.coach.takeback import TakebackUseCases
from bot.service.command_kinds import GameRequest
from bot.service.events import EventGuard, EventMethod, idempotent
from bot.service.games.changes import Change, Mutation, update
from bot.service.games.live import LiveGame
from bot.service.games.writes import WritePath
from bot.service.play.commands import DeclineDraw, Move, OfferDraw, ProposeEnd, Resign
from bot.service.play.play import PlayUseCases
from bot.service.teams.commands import LeaveTeam
from bot.service.teams.proposals import PLAYING
from bot.service.teams.rotation import (
    Member,
    Teams,
    from_body,
    to_body,
    vote,
    voted,
)
from bot.storage.protocol import Conflict, DuplicateEvent, Storage
from bot.storage.records import GameRow
from bot.storage.team_port import TeamGameRow, TeamGameUpdate
from bot.time_control import TimeControl, TimeKind
from core import Color, Rules

Asked = TypeVar("Asked", bound=GameRequest)
Extra = ParamSpec("Extra")
Use = Callable[[str, ChatRef, Actor, Asked], Awaitable[Result]]
"""A use case of a game of two that a team game's member may run (:meth:`TeamTurns._side`,
:meth:`TeamTurns.on_turn_only`)."""


@dataclass(slots=True)
class PassedTurn(Change):
    """The member on turn did not move in time: the turn passes to the side's next."""


@dataclass(slots=True)
class Offered(Change):
    """A member offered a draw, or proposed the end by the count, for their side: the team
    game keeps who."""

    member: str = ""
    """The member's key (:attr:`~bot.service.teams.rotation.Member.key`)."""
    kind: str = "draw"
    """What they offered: ``draw`` or ``end``."""


@dataclass(slots=True)
class LeftSide(Change):
    """A member left their side: the rotation goes on without them."""

    member: str = ""
    """The member's key (:attr:`~bot.service.teams.rotation.Member.key`)."""
    color: Color = Color.BLUE


@dataclass(frozen=True, slots=True)
class Seated:
    """A team game here that the sender plays in, and their place in it."""

    team: TeamGameRow
    teams: Teams
    color: Color
    member: Member

    @property
    def game_id(self) -> int:
        assert self.team.game_id is not None
        return self.team.game_id


def seat_actor(row: GameRow, color: Color) -> Actor:
    """The player seated for ``color``: whom a side's decision is made in the name of."""
    seat = row.blue if color is Color.BLUE else row.red
    return Actor(seat.ref.platform, seat.ref.user_id, seat.name)


def _per_move(control: TimeControl | None) -> bool:
    return control is not None and control.kind is TimeKind.CORRESPONDENCE


def _while_running(
    step: Callable[Concatenate[TeamTurns, str, str, GameRow, Actor, Seated, Extra],
                   Awaitable[Result]],
) -> EventMethod[TeamTurns, Concatenate[Seated, Extra]]:
    """A change of a team game, applied once per event (:func:`idempotent`), made while
    its game runs: ``step`` is given the reader's language and the game's row; a game over
    is refused, saying so."""

    @functools.wraps(step)
    async def use_case(
        self: TeamTurns, event: str, chat: ChatRef, actor: Actor, seated: Seated, /,
        *args: Extra.args, **kwargs: Extra.kwargs,
    ) -> Result:
        lang = await self.guard.language(actor, chat)
        row = await self.storage.game(seated.game_id)
        if row is None or row.status is not GameStatus.ACTIVE:
            return refusal(lang, "error-game-over", game=game_tag(seated.game_id))
        return await step(self, event, lang, row, actor, seated, *args, **kwargs)

    return idempotent(use_case)


@dataclass(eq=False, repr=False, kw_only=True)
class TeamTurns:
    guard: EventGuard
    now: Callable[[], datetime]
    storage: Storage
    writes: WritePath
    play: PlayUseCases
    takeback: TakebackUseCases

    async def seated(self, chat: ChatRef, actor: Actor, game_id: int | None) -> Seated | None:
        """The team game here the sender plays in (the one named), if exactly one."""
        found = []
        for team in await self.storage.chat_team_games(chat, (PLAYING,)):
            if game_id is not None and team.game_id != game_id:
                continue
            teams = from_body(team.body)
            place = teams.member(actor.ref, actor.username)
            if place is not None:
                found.append(Seated(team, teams, *place))
        return found[0] if len(found) == 1 else None

    # --------------------------------------------------------------------- move
    async def move(self, event: str, chat: ChatRef, actor: Actor, command: Move) -> Result:
        """A move: in a team game, only by the member on turn; any other move as ever."""
        seated = await self.seated(chat, actor, command.game)
        if seated is None:
            return await self.play.move(event, chat, actor, command)
        return await self._team_move(event, chat, actor, seated, command)

    @_while_running
    async def _team_move(
        self, event: str, lang: str, row: GameRow, actor: Actor, seated: Seated, command: Move
    ) -> Result:
        to_move = Color(row.to_move)
        on_turn = seated.teams.on_turn(to_move)
        if not on_turn.is_(actor.ref, actor.username):
            return refusal(lang, "team-not-your-turn", game=game_tag(row.id),
                           name=on_turn.name, color=str(to_move))
        return await self.play.move_in(event, lang, row, actor, command, _per_move_kept)

    # ------------------------------------------------------------- decisions
    async def resign(self, event: str, chat: ChatRef, actor: Actor, command: Resign) -> Result:
        """In a team game a resignation is a member's vote (docs/rules.md §8.6)."""
        return await self._side(event, chat, actor, command, "resign", self.play.resign)

    async def offer_draw(
        self, event: str, chat: ChatRef, actor: Actor, command: OfferDraw
    ) -> Result:
        """In a team game any member offers a draw; the other side accepts by majority."""
        return await self._side(event, chat, actor, command, "draw", self.play.offer_draw)

    async def decline_draw(
        self, event: str, chat: ChatRef, actor: Actor, command: DeclineDraw
    ) -> Result:
        """In a team game declining a draw is a vote of the side it was offered to."""
        return await self._side(event, chat, actor, command, "nodraw", self.play.decline_draw)

    async def propose_end(
        self, event: str, chat: ChatRef, actor: Actor, command: ProposeEnd
    ) -> Result:
        """Territory's end in a team game: any member proposes it for the side, the other
        side agrees by majority (docs/rules.md §8.6); after a STOP, ``/end`` is part of the
        side's move, its member on turn's."""
        return await self._side(event, chat, actor, command, "end", self.play.propose_end)

    async def _side(
        self, event: str, chat: ChatRef, actor: Actor, command: Asked, kind: str,
        alone: Use[Asked],
    ) -> Result:
        """A side's decision of ``kind`` in a team game here that the sender plays in;
        else the command as in a game of two (``alone``)."""
        seated = await self.seated(chat, actor, command.game)
        if seated is None:
            return await alone(event, chat, actor, command)
        return await self._decide(event, chat, actor, seated, kind)

    def on_turn_only(self, alone: Use[Asked]) -> Use[Asked]:
        """``alone`` (grounding, STOP, the end after it: a side's move, its member on turn's,
        docs/rules.md §8.6); a member of a team game here not seated is told whose turn it
        is, and nothing changes."""

        async def run(event: str, chat: ChatRef, actor: Actor, command: Asked) -> Result:
            seated = await self.seated(chat, actor, command.game)
            row = await self.storage.game(seated.game_id) if seated is not None else None
            if seated is None or row is None or row.status is not GameStatus.ACTIVE:
                return await alone(event, chat, actor, command)
            if seated.teams.on_turn(seated.color).is_(actor.ref, actor.username):
                return await alone(event, chat, actor, command)
            lang = await self.guard.language(actor, chat)
            to_move = Color(row.to_move)
            return refusal(lang, "team-not-your-turn", game=game_tag(row.id),
                           name=seated.teams.on_turn(to_move).name, color=str(to_move))

        return run

    async def ask_takeback(
        self, event: str, chat: ChatRef, actor: Actor, command: AskTakeback
    ) -> Result:
        """A team game takes no move back: the rotation went on after it (as a rated game
        keeps its moves: §2.6, a move made is final)."""
        seated = await self.seated(chat, actor, command.game)
        if seated is None:
            return await self.takeback.ask(event, chat, actor, command)
        lang = await self.guard.language(actor, chat)
        return refusal(lang, "team-error-takeback", game=game_tag(seated.game_id))

    async def leave(self, event: str, chat: ChatRef, actor: Actor, command: LeaveTeam) -> Result:
        """A member leaves their side at once; a side left with no one resigns
        (docs/rules.md §8.6)."""
        seated = await self.seated(chat, actor, command.game)
        if seated is None:
            lang = await self.guard.language(actor, chat)
            return refusal(lang, "team-error-not-playing")
        return await self._leave(event, chat, actor, seated)

    @_while_running
    async def _leave(
        self, event: str, lang: str, row: GameRow, actor: Actor, seated: Seated
    ) -> Result:
        tag = game_tag(row.id)
        color, member = seated.color, seated.member
        words: dict[str, str | int] = {"game": tag, "name": member.name, "color": str(color)}
        side = seat_actor(row, color)
        if len(seated.teams.side(color)) == 1:
            said = Reply("team-left-last", words)
            return await self.writes.apply(event, lang, row.id, side,
                                           _said(self.play.resign_step, said))

        def leaving(live: LiveGame, color: Color) -> Change:
            kept = update(live, self.now(), draw_offer=live.row.draw_offer)
            return LeftSide(kept, (Reply("team-left", words),), member=member.key, color=color)

        return await self.writes.apply(event, lang, row.id, side, leaving)

    @_while_running
    async def _decide(
        self, event: str, lang: str, row: GameRow, actor: Actor, seated: Seated, kind: str
    ) -> Result:
        tag = game_tag(row.id)
        color, member, teams = seated.color, seated.member, seated.teams
        side = seat_actor(row, color)
        if kind == "end" and Rules.from_dict(row.rules).stop:
            if teams.on_turn(color) is not member:  # the end after a STOP: a move's part
                return refusal(lang, "team-not-your-turn", game=tag,
                               name=teams.on_turn(color).name, color=str(color))
            return await self.writes.apply(event, lang, row.id, side, self.play.end_step)
        offer = row.end_offer if kind == "end" else row.draw_offer
        if kind != "resign" and offer != int(color.opponent):
            return await self._offer(event, lang, row, seated, kind)
        if voted(teams, member, color, kind):
            return refusal(lang, "team-error-voted", game=tag)
        after, decided = vote(teams, kind, color, member)
        words: dict[str, str | int] = {"game": tag, "name": member.name, "color": str(color),
                 "votes": len(getattr(after, kind)[color]), "members": len(teams.side(color))}
        said = Reply(f"team-{kind}-vote", words)
        if decided:
            steps = {"resign": self.play.resign_step, "draw": self.play.draw_step,
                     "nodraw": self.play.decline_draw_step, "end": self.play.end_step}
            return await self.writes.apply(event, lang, row.id, side, _said(steps[kind], said))
        team = seated.team
        try:
            async with self.storage.transaction(event) as tx:
                await tx.update_team_game(team.id, team.version, TeamGameUpdate(
                    PLAYING, {**team.body, **to_body(after)}, self.now(), team.game_id,
                    team.deadline))
        except DuplicateEvent:
            return duplicate(lang)
        except Conflict:
            return refusal(lang, "error-busy")
        return Result(Status.OK, lang, (said,))

    async def _offer(
        self, event: str, lang: str, row: GameRow, seated: Seated, kind: str
    ) -> Result:
        """No offer of the other side stands: a draw offered, or the end by the count
        proposed, for the member's side (``nodraw``: nothing to decline)."""
        tag, color, name = game_tag(row.id), seated.color, seated.member.name
        side, key = seat_actor(row, color), seated.member.key
        if kind == "nodraw":
            return refusal(lang, "error-no-draw-offer", game=tag)
        if kind == "end":
            majority = Reply("team-end-majority", {"game": tag})
            return await self.writes.apply(event, lang, row.id, side, _offered_by(
                _proposed(self.play.end_step, name, majority), key, "end"))
        if row.draw_offer == int(color):
            return refusal(lang, "error-draw-already-offered", game=tag)
        offered = Reply("team-draw-offered", {"game": tag, "name": name, "color": str(color)})
        return await self.writes.apply(event, lang, row.id, side, _offered_by(
            _said(self.play.draw_step, offered), key, "draw"))


def _proposed(step: Mutation, name: str, majority: Reply) -> Mutation:
    """``step`` proposing the end by the count in the name of the member who proposed it,
    with how the other side answers."""

    def proposed(live: LiveGame, color: Color) -> Change | Reply:
        change = step(live, color)
        if isinstance(change, Change):
            change.replies = (*(Reply(r.key, {**r.args, "name": name})
                                if r.key == "end-offered" else r for r in change.replies),
                              majority)
        return change

    return proposed


def _said(step: Mutation, said: Reply) -> Mutation:
    """``step`` with a side's words first (who of it acted, the votes)."""

    def said_step(live: LiveGame, color: Color) -> Change | Reply:
        change = step(live, color)
        if isinstance(change, Change):
            kept = [r for r in change.replies if r.key != "draw-offered"]
            change.replies = (said, *kept)
        return change

    return said_step


def _offered_by(step: Mutation, member: str, kind: str) -> Mutation:
    """``step``, a draw offered or the end proposed (``kind``), kept as made by ``member``
    (its key)."""

    def offered(live: LiveGame, color: Color) -> Change | Reply:
        change = step(live, color)
        if not isinstance(change, Change):
            return change
        kept = {part.name: getattr(change, part.name) for part in fields(Change)}
        return Offered(**kept, member=member, kind=kind)

    return offered


def _per_move_kept(step: Mutation) -> Mutation:
    """``step`` without the game's own deadline under a correspondence clock: the team
    game keeps it, and the turn passes instead of the game ending (:class:`TeamChanges`)."""

    def kept(live: LiveGame, color: Color) -> Change | Reply:
        change = step(live, color)
        clock = change.update.clock if isinstance(change, Change) else None
        if isinstance(change, Change) and clock is not None and _per_move(clock.control):
            change.update = replace(change.update, deadline=None, remind_at=None)
        return change

    return kept
