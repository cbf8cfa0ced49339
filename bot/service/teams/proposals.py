"""Proposing a team game and answering it (docs/rules.md §8.6): ``/team @alice @carol vs
@bob @dave [options]`` names each side in rotation order; every member accepts (a button
or ``/team accept``); the game begins when the last one does, its first members seated.

A team game is stored as one document (:mod:`bot.storage.queries.teams`) changed only at
the version read, so two members accepting at once begin the game once."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from bot.identity import Actor, ChatRef
from bot.service.accounts import BotAccounts
from bot.service.answers.answer import Result, duplicate, refusal
from bot.service.answers.buttons import Action
from bot.service.answers.replies import Reply, Status, game_tag
from bot.service.answers.views import Views
from bot.service.challenges.challenges import ChallengeUseCases
from bot.service.challenges.options import Opponent
from bot.service.events import EventGuard, acting, idempotent
from bot.service.games.live import LiveGame
from bot.service.games.live_games import LiveGames
from bot.service.games.new_games import new_game
from bot.service.teams.commands import AnswerTeams, ProposeTeams, TeamAnswer
from bot.service.teams.rotation import Member, Teams, from_body, to_body
from bot.storage.protocol import Conflict, DuplicateEvent, Storage
from bot.storage.records import Seat
from bot.storage.team_port import NewTeamGame, TeamGameRow, TeamGameUpdate
from bot.time_control import TimeControl, TimeKind
from core import Color, Game, Rules

MAX_SIDE = 8
"""Members a side may have at most."""
PROPOSED, PLAYING, OVER = "proposed", "playing", "over"


def side_names(members: tuple[Member, ...]) -> str:
    return ", ".join(member.name for member in members)


def seat_of(member: Member) -> Seat:
    assert member.ref is not None, "a member is seated once they accepted"
    return Seat(member.ref, member.name)


def _member(opponent: Opponent, actor: Actor) -> Member:
    """A side's member as proposed; the proposer, named, is counted as accepting."""
    member = Member(opponent.name or "?", opponent.username, opponent.ref)
    if member.is_(actor.ref, actor.username):
        return Member(actor.name, member.username, actor.ref, accepted=True)
    return member


@dataclass(eq=False, repr=False, kw_only=True)
class TeamProposals:
    guard: EventGuard
    accounts: BotAccounts
    challenges: ChallengeUseCases
    games: LiveGames
    now: Callable[[], datetime]
    storage: Storage
    views: Views
    challenge_ttl: timedelta
    """How long a proposal waits for its answers, as a challenge does."""

    def _refused_sides(
        self, chat: ChatRef, command: ProposeTeams
    ) -> tuple[str, dict[str, Any]] | None:
        blue, red = command.blue, command.red
        if not blue or not red:
            return "team-error-sides", {}
        if len(blue) == 1 and len(red) == 1:
            return "team-error-one-each", {}
        if len(blue) > MAX_SIDE or len(red) > MAX_SIDE:
            return "team-error-too-many", {"max": MAX_SIDE}
        seen: set[str] = set()
        for person in (*blue, *red):
            if person.ref is None and not person.username:
                return "team-error-sides", {}
            if self.accounts.is_bot(chat.platform, person.ref, person.username):
                return "team-error-bot", {}
            key = person.username or (person.ref.user_id if person.ref else "")
            if key in seen:
                return "team-error-twice", {"name": person.name or key}
            seen.add(key)
        return None

    @idempotent
    async def propose(
        self, event: str, chat: ChatRef, actor: Actor, command: ProposeTeams
    ) -> Result:
        lang = await self.guard.language(actor, chat)
        refused = self._refused_sides(chat, command)
        if refused is not None:
            return refusal(lang, refused[0], **refused[1])
        terms = await self.challenges.terms(lang, chat, command.options)
        if isinstance(terms, Result):
            return terms
        teams = Teams(tuple(_member(p, actor) for p in command.blue),
                      tuple(_member(p, actor) for p in command.red))
        body = {
            **to_body(teams),
            "rules": terms.game.rules.to_dict(),
            "time": terms.time.to_dict(),
            "rated": terms.rated and teams.equal,
            "proposer": f"{actor.platform}:{actor.user_id}",
        }
        now = self.now()
        try:
            async with acting(self.storage, event, actor, now) as tx:
                team_id = await tx.insert_team_game(NewTeamGame(chat, body, now))
        except DuplicateEvent:
            return duplicate(lang)
        proposed = Reply("team-proposed", {
            "id": team_id, "name": actor.name, "blue": side_names(teams.blue),
            "red": side_names(teams.red), "rated": "rated" if body["rated"] else (
                "unequal" if terms.rated else "casual"),
        })
        return self._waiting(lang, team_id, teams, proposed)

    def _waiting(self, lang: str, team_id: int, teams: Teams, *said: Reply) -> Result:
        """What the chat sees of a proposal still waiting: who has yet to answer, and the
        buttons to answer with."""
        waiting = [m.name for m in teams.everyone if not m.accepted]
        codec = self.views.codec
        buttons = (codec.make(Action.TEAM_ACCEPT, team_id),
                   codec.make(Action.TEAM_DECLINE, team_id))
        reply = Reply("team-waiting", {"id": team_id, "names": ", ".join(waiting)})
        return Result(Status.OK, lang, (*said, reply), buttons=buttons)

    def _waiting_still(self, row: TeamGameRow) -> bool:
        """A proposal waits for its answers as long as a challenge would."""
        return self.now() < row.created_at + self.challenge_ttl

    async def _find(
        self, lang: str, chat: ChatRef, actor: Actor, command: AnswerTeams
    ) -> TeamGameRow | Result:
        """The proposal named, or the only one here the sender may answer (or withdraw)."""
        if command.team is not None:
            row = await self.storage.team_game(command.team)
            if row is None or row.chat != chat:
                return refusal(lang, "team-error-unknown", id=command.team)
            return row
        mine = []
        for row in await self.storage.chat_team_games(chat, (PROPOSED,)):
            if not self._waiting_still(row):
                continue
            if command.answer is TeamAnswer.CANCEL:
                if row.body.get("proposer") == f"{actor.platform}:{actor.user_id}":
                    mine.append(row)
            elif from_body(row.body).member(actor.ref, actor.username) is not None:
                mine.append(row)
        if not mine:
            return refusal(lang, "team-error-none")
        if len(mine) > 1:
            ids = ", ".join(str(row.id) for row in mine)
            return refusal(lang, "team-error-ambiguous", ids=ids,
                           example=f"/team {command.answer.value} {mine[0].id}")
        return mine[0]

    @idempotent
    async def answer(
        self, event: str, chat: ChatRef, actor: Actor, command: AnswerTeams
    ) -> Result:
        lang = await self.guard.language(actor, chat)
        row = await self._find(lang, chat, actor, command)
        if isinstance(row, Result):
            return row
        if row.status != PROPOSED or not self._waiting_still(row):
            return refusal(lang, "team-error-closed", id=row.id)
        teams = from_body(row.body)
        found = teams.member(actor.ref, actor.username)
        if command.answer is TeamAnswer.CANCEL:
            if row.body.get("proposer") != f"{actor.platform}:{actor.user_id}":
                return refusal(lang, "team-error-not-proposer", id=row.id)
            return await self._close(event, lang, actor, row, "cancelled")
        if found is None:
            return refusal(lang, "team-error-not-member", id=row.id)
        if command.answer is TeamAnswer.DECLINE:
            return await self._close(event, lang, actor, row, "declined")
        color, member = found
        if member.accepted:
            return refusal(lang, "team-error-already", id=row.id)
        joined = Member(actor.name, member.username, actor.ref, accepted=True)
        side = tuple(joined if m is member else m for m in teams.side(color))
        teams = teams.with_side(color, side)
        accepted = Reply("team-accepted", {"id": row.id, "name": actor.name})
        if all(m.accepted for m in teams.everyone):
            return await self._begin(event, lang, chat, actor, row, teams, accepted)
        try:
            async with acting(self.storage, event, actor, self.now()) as tx:
                await tx.update_team_game(row.id, row.version, TeamGameUpdate(
                    PROPOSED, {**row.body, **to_body(teams)}, self.now()))
        except DuplicateEvent:
            return duplicate(lang)
        except Conflict:
            return refusal(lang, "error-busy")
        return self._waiting(lang, row.id, teams, accepted)

    async def _close(
        self, event: str, lang: str, actor: Actor, row: TeamGameRow, status: str
    ) -> Result:
        try:
            async with acting(self.storage, event, actor, self.now()) as tx:
                await tx.update_team_game(row.id, row.version,
                                          TeamGameUpdate(status, row.body, self.now()))
        except DuplicateEvent:
            return duplicate(lang)
        except Conflict:
            return refusal(lang, "error-busy")
        said = Reply(f"team-{status}", {"id": row.id, "name": actor.name})
        return Result(Status.OK, lang, (said,))

    async def _begin(
        self, event: str, lang: str, chat: ChatRef, actor: Actor, row: TeamGameRow,
        teams: Teams, *said: Reply,
    ) -> Result:
        """The last member accepted: the game begins, the first of each side seated. A
        team game is never rated among the individual ratings (its pool is its own)."""
        body = row.body
        game = Game.from_rules(Rules.from_dict(body["rules"]))
        control = TimeControl.from_dict(body["time"])
        now = self.now()
        seats = (seat_of(teams.on_turn(Color.BLUE)), seat_of(teams.on_turn(Color.RED)))
        new = new_game(chat, seats, game, control, now)
        deadline = None
        if control.kind is TimeKind.CORRESPONDENCE:  # the turn passes instead (teams/turns.py)
            deadline = new.deadline
            new = replace(new, deadline=None, remind_at=None)
        try:
            async with acting(self.storage, event, actor, now) as tx:
                game_id = await tx.insert_game(new)
                await tx.update_team_game(row.id, row.version, TeamGameUpdate(
                    PLAYING, {**body, **to_body(teams)}, now, game_id, deadline))
        except DuplicateEvent:
            return duplicate(lang)
        except Conflict:
            return refusal(lang, "team-error-closed", id=row.id)
        started = await self.storage.game(game_id)
        assert started is not None
        live = LiveGame(started, game, {Color.BLUE: now}, team=teams)
        self.games.cache.put(live)
        begins = Reply("team-started", {
            "id": row.id, "game": game_tag(game_id), "blue": side_names(teams.blue),
            "red": side_names(teams.red),
        })
        return Result(Status.OK, lang, (*said, begins), game=self.views.game(live),
                      new_card=True)
