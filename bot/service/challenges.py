"""Use cases before a game: challenge (direct, open, the computer), accept, decline, cancel."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from bot.identity import Actor, ChatRef, PlayerRef
from bot.service.base import game_tag, idempotent
from bot.service.engine import ENGINE_PLATFORM
from bot.service.live import LiveGame, stored_setup
from bot.service.play import PlayUseCases
from bot.service.results import Reply, Result, Status
from bot.storage.protocol import Conflict, DuplicateEvent
from bot.storage.records import (
    ChallengeRow,
    ChallengeStatus,
    NewChallenge,
    NewGame,
    Seat,
)
from core import Color, DotsError, Game, Rules, Start

MIN_SIZE, MAX_SIZE = 3, 64


@dataclass(frozen=True, slots=True)
class Opponent:
    """Whom a challenge is for: anyone (open), one user, or the computer."""

    kind: Literal["open", "user", "computer"] = "open"
    ref: PlayerRef | None = None
    """The user's account when the adapter could resolve it (a mention, a reply)."""
    username: str | None = None
    """The handle typed after ``@`` (matched case-insensitively when the ref is unknown)."""
    name: str | None = None

    @classmethod
    def anyone(cls) -> Opponent:
        return cls("open")

    @classmethod
    def user(
        cls, username: str | None = None, ref: PlayerRef | None = None, name: str | None = None
    ) -> Opponent:
        handle = username.lstrip("@").lower() if username else None
        shown = name or (f"@{handle}" if handle else ref.user_id if ref else None)
        return cls("user", ref, handle, shown)

    @classmethod
    def computer(cls) -> Opponent:
        return cls("computer")


@dataclass(frozen=True, slots=True)
class GameOptions:
    """What the challenger chose; ``None`` takes the chat's default."""

    width: int | None = None
    height: int | None = None
    start: Start | None = None
    color: Color | None = None
    """The challenger's side (Blue, who moves first, by default)."""
    extra_move: bool | None = None
    instant_win: int | None = None
    score_transfer: bool | None = None


def _is_target(row: ChallengeRow, actor: Actor) -> bool:
    if row.target is not None and row.target == actor.ref:
        return True
    return bool(row.target_username) and row.target_username == (actor.username or "").lower()


class ChallengeUseCases(PlayUseCases):
    async def chat_rules(self, chat: ChatRef) -> dict[str, Any]:
        """The chat's default rules (chat settings may hold a partial ``rules`` dict)."""
        row = await self.storage.chat(chat)
        rules = Rules().to_dict()
        if row is not None:
            rules.update(row.settings.get("rules", {}))
        return rules

    async def _rules(self, lang: str, chat: ChatRef, options: GameOptions) -> Game | Result:
        rules = await self.chat_rules(chat)
        chosen = {
            "width": options.width,
            "height": options.height,
            "start": options.start.value if options.start else None,
            "extra_move": options.extra_move,
            "instant_win": options.instant_win,
            "score_transfer": options.score_transfer,
        }
        rules.update({k: v for k, v in chosen.items() if v is not None})
        width, height = rules["width"], rules["height"]
        if not (MIN_SIZE <= width <= MAX_SIZE and MIN_SIZE <= height <= MAX_SIZE):
            return self.fail(
                lang, "error-field-size", width=width, height=height, min=MIN_SIZE, max=MAX_SIZE
            )
        try:
            return Game.from_rules(Rules.from_dict(rules))
        except DotsError:
            return self.fail(
                lang, "error-start-size", start=rules["start"], width=width, height=height
            )

    @idempotent
    async def challenge(
        self,
        event: str,
        chat: ChatRef,
        actor: Actor,
        opponent: Opponent | None = None,
        options: GameOptions | None = None,
    ) -> Result:
        opponent = opponent or Opponent.anyone()
        options = options or GameOptions()
        lang = await self.language(actor, chat)
        if opponent.kind == "user":
            if opponent.ref == actor.ref or (
                opponent.username and opponent.username == (actor.username or "").lower()
            ):
                return self.fail(lang, "error-challenge-self")
            if self.is_bot_account(actor.platform, opponent.ref, opponent.username):
                return self.fail(lang, "error-challenge-bot")
            if opponent.ref is None and not opponent.username:
                return self.fail(lang, "error-challenge-whom")
        if opponent.kind == "computer" and self.engine is None:
            return self.fail(lang, "error-computer-unavailable")
        game = await self._rules(lang, chat, options)
        if isinstance(game, Result):
            return game
        color = options.color or Color.BLUE
        me = Seat(actor.ref, actor.name)
        if opponent.kind == "computer":
            return await self._play_computer(event, lang, chat, actor, me, color, game)
        now = self.now()
        new = NewChallenge(
            chat=chat,
            challenger=me,
            challenger_color=int(color),
            rules=game.rules.to_dict(),
            created_at=now,
            expires_at=now + self.challenge_ttl,
            target=opponent.ref,
            target_username=opponent.username,
            target_name=opponent.name,
            setup=stored_setup(game),
        )
        try:
            async with self.storage.transaction(event) as tx:
                await tx.upsert_user(actor.ref, actor.name, actor.username, now)
                challenge_id = await tx.insert_challenge(new)
        except DuplicateEvent:
            return self.duplicate(lang)
        row = await self.storage.challenge(challenge_id)
        assert row is not None
        view = self.challenge_view(row)
        minutes = int(self.challenge_ttl.total_seconds() // 60)
        key = "challenge-open" if opponent.kind == "open" else "challenge-direct"
        reply = Reply(
            key,
            {
                "id": str(row.id),
                "name": actor.name,
                "target": opponent.name or "",
                "color": str(color),
                "minutes": minutes,
            },
        )
        return Result(Status.OK, lang, (reply,), challenge=view)

    async def _play_computer(
        self,
        event: str,
        lang: str,
        chat: ChatRef,
        actor: Actor,
        me: Seat,
        color: Color,
        game: Game,
    ) -> Result:
        assert self.engine is not None
        engine = Seat(PlayerRef(ENGINE_PLATFORM, self.engine.name), self.engine.name)
        blue, red = (me, engine) if color is Color.BLUE else (engine, me)
        now = self.now()
        try:
            async with self.storage.transaction(event) as tx:
                await tx.upsert_user(actor.ref, actor.name, actor.username, now)
                game_id = await tx.insert_game(
                    NewGame(
                        chat,
                        blue,
                        red,
                        game.rules.to_dict(),
                        stored_setup(game),
                        int(game.to_move),
                        now,
                    )
                )
        except DuplicateEvent:
            return self.duplicate(lang)
        result = await self._started(lang, game_id, game)
        return await self.engine_turns(event, result)

    async def _started(self, lang: str, game_id: int, game: Game) -> Result:
        row = await self.storage.game(game_id)
        assert row is not None
        live = LiveGame(row, game)
        self._cache.put(live)
        reply = Reply(
            "game-started",
            {"game": game_tag(game_id), "blue": row.blue.name, "red": row.red.name},
        )
        return Result(Status.OK, lang, (reply,), game=self.game_view(live), new_card=True)

    # ------------------------------------------------------------ answering
    async def _find_challenge(
        self, lang: str, chat: ChatRef, actor: Actor, challenge_id: int | None, mine: bool
    ) -> ChallengeRow | Result:
        """The named challenge, or the only one the sender could answer (``mine``: cancel)."""
        if challenge_id is not None:
            row = await self.storage.challenge(challenge_id)
            if row is None or row.chat != chat:
                return self.fail(lang, "error-unknown-challenge", id=str(challenge_id))
            return row
        pending = await self.storage.pending_challenges(chat, self.now())
        if mine:
            rows = [r for r in pending if r.challenger.ref == actor.ref]
        else:
            rows = [r for r in pending if _is_target(r, actor)] or [
                r for r in pending if r.is_open and r.challenger.ref != actor.ref
            ]
        if not rows:
            return self.fail(lang, "error-no-challenge")
        if len(rows) > 1:
            return self.fail(
                lang, "error-ambiguous-challenge", ids=", ".join(str(r.id) for r in rows)
            )
        return rows[0]

    async def _still_pending(self, lang: str, row: ChallengeRow) -> Result | None:
        if row.status is not ChallengeStatus.PENDING:
            return self.fail(
                lang, "error-challenge-closed", id=str(row.id), status=row.status.value
            )
        if self.now() >= row.expires_at:
            try:
                async with self.storage.transaction() as tx:
                    await tx.update_challenge(row.id, row.status, ChallengeStatus.EXPIRED)
            except Conflict:
                pass
            fresh = await self.storage.challenge(row.id)
            result = self.fail(lang, "error-challenge-expired", id=str(row.id))
            return Result(
                result.status,
                lang,
                result.replies,
                challenge=self.challenge_view(fresh) if fresh else None,
            )
        return None

    @idempotent
    async def accept(
        self, event: str, chat: ChatRef, actor: Actor, challenge_id: int | None = None
    ) -> Result:
        lang = await self.language(actor, chat)
        row = await self._find_challenge(lang, chat, actor, challenge_id, mine=False)
        if isinstance(row, Result):
            return row
        refusal = await self._still_pending(lang, row)
        if refusal is not None:
            return refusal
        tag = str(row.id)
        if row.challenger.ref == actor.ref:
            return self.fail(lang, "error-challenge-own", id=tag)
        if not row.is_open and not _is_target(row, actor):
            return self.fail(lang, "error-challenge-not-for-you", id=tag)
        me = Seat(actor.ref, actor.name)
        color = Color(row.challenger_color)
        blue, red = (row.challenger, me) if color is Color.BLUE else (me, row.challenger)
        game = Game.from_rules(Rules.from_dict(row.rules), _setup(row))
        now = self.now()
        try:
            async with self.storage.transaction(event) as tx:
                await tx.upsert_user(actor.ref, actor.name, actor.username, now)
                game_id = await tx.insert_game(
                    NewGame(chat, blue, red, row.rules, row.setup, int(game.to_move), now, row.id)
                )
                await tx.update_challenge(
                    row.id, ChallengeStatus.PENDING, ChallengeStatus.ACCEPTED, game_id
                )
        except DuplicateEvent:
            return self.duplicate(lang)
        except Conflict:
            return self.fail(lang, "error-challenge-taken", id=tag)
        started = await self._started(lang, game_id, game)
        accepted = await self.storage.challenge(row.id)
        assert accepted is not None
        reply = Reply(
            "challenge-accepted", {"id": tag, "name": actor.name, "game": game_tag(game_id)}
        )
        return Result(
            Status.OK,
            lang,
            (reply, *started.replies),
            game=started.game,
            challenge=self.challenge_view(accepted),
            new_card=True,
        )

    @idempotent
    async def decline(
        self, event: str, chat: ChatRef, actor: Actor, challenge_id: int | None = None
    ) -> Result:
        return await self._close(event, chat, actor, challenge_id, ChallengeStatus.DECLINED)

    @idempotent
    async def cancel(
        self, event: str, chat: ChatRef, actor: Actor, challenge_id: int | None = None
    ) -> Result:
        return await self._close(event, chat, actor, challenge_id, ChallengeStatus.CANCELLED)

    async def _close(
        self,
        event: str,
        chat: ChatRef,
        actor: Actor,
        challenge_id: int | None,
        status: ChallengeStatus,
    ) -> Result:
        lang = await self.language(actor, chat)
        cancel = status is ChallengeStatus.CANCELLED
        row = await self._find_challenge(lang, chat, actor, challenge_id, mine=cancel)
        if isinstance(row, Result):
            return row
        refusal = await self._still_pending(lang, row)
        if refusal is not None:
            return refusal
        tag = str(row.id)
        if cancel and row.challenger.ref != actor.ref:
            return self.fail(lang, "error-challenge-not-yours", id=tag)
        if not cancel and row.is_open:
            return self.fail(lang, "error-challenge-open-decline", id=tag)
        if not cancel and not _is_target(row, actor):
            return self.fail(lang, "error-challenge-not-for-you", id=tag)
        try:
            async with self.storage.transaction(event) as tx:
                await tx.update_challenge(row.id, ChallengeStatus.PENDING, status)
        except DuplicateEvent:
            return self.duplicate(lang)
        except Conflict:
            fresh = await self.storage.challenge(row.id)
            return self.fail(
                lang,
                "error-challenge-closed",
                id=tag,
                status=fresh.status.value if fresh else "",
            )
        closed = await self.storage.challenge(row.id)
        assert closed is not None
        key = "challenge-cancelled" if cancel else "challenge-declined"
        return Result(
            Status.OK,
            lang,
            (Reply(key, {"id": tag, "name": actor.name}),),
            challenge=self.challenge_view(closed),
        )


def _setup(row: ChallengeRow) -> list[tuple[int, int, Color]] | None:
    if row.setup is None:
        return None
    return [(x, y, Color(c)) for x, y, c in row.setup]
