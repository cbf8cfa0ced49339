"""Use cases before a game: challenge (direct, open, the computer), accept, decline, cancel."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from bot.domain import ChallengeStatus
from bot.identity import Actor, ChatRef, PlayerRef
from bot.service.accounts import BotAccounts
from bot.service.answers.answer import Result, duplicate, refusal
from bot.service.answers.replies import Reply, Status, game_tag
from bot.service.answers.views import Views, seek_button
from bot.service.challenges.commands import Accept, Cancel, Challenge, Decline
from bot.service.challenges.options import GameOptions, Opponent, Terms
from bot.service.chats.languages import Languages
from bot.service.chats.setting_checks import SettingError, check_rules, time_fits
from bot.service.computer.engine import (
    DEFAULT_LEVEL,
    ENGINE_PLATFORM,
    TRAINING_SIZE,
    Engine,
    seat_name,
)
from bot.service.computer.turns import TurnBell
from bot.service.events import EventGuard, acting, idempotent
from bot.service.games.live import LiveGame
from bot.service.games.live_games import LiveGames
from bot.service.games.new_games import new_game
from bot.service.games.replay import stored_setup
from bot.storage.protocol import Conflict, DuplicateEvent, Storage
from bot.storage.records import ChallengeRow, ChallengeUpdate, NewChallenge, Seat
from core import Color, Game, Rules


def _is_target(row: ChallengeRow, actor: Actor) -> bool:
    if row.target is not None and row.target == actor.ref:
        return True
    return bool(row.target_username) and row.target_username == (actor.username or "").lower()


@dataclass(eq=False, repr=False, kw_only=True)
class ChallengeUseCases:
    guard: EventGuard
    accounts: BotAccounts
    bell: TurnBell
    challenge_ttl: timedelta
    engine: Engine | None
    games: LiveGames
    langs: Languages
    now: Callable[[], datetime]
    storage: Storage
    views: Views

    async def terms(self, lang: str, chat: ChatRef, options: GameOptions) -> Terms | Result:
        """The chat's defaults with the challenger's choices on top, checked."""
        settings = await self.langs.chat_settings(chat)
        rules = settings.rules.to_dict()
        chosen = {
            "width": options.width,
            "height": options.height,
            "start": options.start.value if options.start else None,
        }
        rules.update({k: v for k, v in chosen.items() if v is not None})
        rules.update(options.variants)
        try:
            checked = check_rules(rules)
        except SettingError as error:
            return refusal(lang, error.key, **error.args_)
        time = options.time or settings.time
        if not time_fits(time):
            return refusal(lang, "error-time-control", time=time.describe())
        rated = settings.rated if options.rated is None else options.rated
        return Terms(Game.from_rules(checked), time, rated)

    async def too_many_games(self, lang: str, chat: ChatRef, actor: Actor) -> Result | None:
        """A refusal when the player already has the chat's limit of games open."""
        limit = (await self.langs.chat_settings(chat)).max_games
        if await self.storage.open_count(chat, actor.ref, self.now()) >= limit:
            return refusal(lang, "error-too-many-games", max=limit)
        return None

    @idempotent
    async def challenge(
        self, event: str, chat: ChatRef, actor: Actor, command: Challenge
    ) -> Result:
        opponent, options = command.opponent, command.options
        lang = await self.langs.language(actor, chat)
        if opponent.kind == "user":
            if opponent.ref == actor.ref or (
                opponent.username and opponent.username == (actor.username or "").lower()
            ):
                return refusal(lang, "error-challenge-self")
            if self.accounts.is_bot(actor.platform, opponent.ref, opponent.username):
                return refusal(lang, "error-challenge-bot")
            if opponent.ref is None and not opponent.username:
                return refusal(lang, "error-challenge-whom")
        if opponent.kind == "computer":
            if self.engine is None:  # a person to play instead: the lobby
                off = refusal(lang, "error-computer-unavailable")
                return replace(off, buttons=(seek_button(self.views.codec),))
            if options.width is None:  # training games: 11x11 unless the player says
                width, height = TRAINING_SIZE
                options = replace(options, width=width, height=height)
        terms = await self.terms(lang, chat, options)
        if isinstance(terms, Result):
            return terms
        refused = await self.too_many_games(lang, chat, actor)
        if refused is not None:
            return refused
        return await self.issue(
            event, lang, chat, actor, opponent, options.color or Color.BLUE, terms
        )

    async def issue(
        self,
        event: str,
        lang: str,
        chat: ChatRef,
        actor: Actor,
        opponent: Opponent,
        color: Color,
        terms: Terms,
    ) -> Result:
        """Store a checked challenge (or start the game at once against the computer)."""
        me = Seat(actor.ref, actor.name)
        if opponent.kind == "computer":
            level = opponent.level or DEFAULT_LEVEL
            return await self._play_computer(event, lang, chat, actor, me, color, terms, level)
        now = self.now()
        game = terms.game
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
            time_control=terms.time.to_dict(),
            rated=terms.rated,
        )
        try:
            async with acting(self.storage, event, actor, now) as tx:
                challenge_id = await tx.insert_challenge(new)
        except DuplicateEvent:
            return duplicate(lang)
        row = await self.storage.challenge(challenge_id)
        assert row is not None
        view = self.views.challenge(row)
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
        terms: Terms,
        level: str,
    ) -> Result:
        """Games against the computer start at once and are never rated."""
        assert self.engine is not None
        engine = Seat(PlayerRef(ENGINE_PLATFORM, level), seat_name(self.engine, level))
        blue, red = (me, engine) if color is Color.BLUE else (engine, me)
        now = self.now()
        game = terms.game
        new = new_game(chat, (blue, red), game, terms.time, now)
        try:
            async with acting(self.storage, event, actor, now) as tx:
                game_id = await tx.insert_game(new)
        except DuplicateEvent:
            return duplicate(lang)
        result = await self._started(lang, game_id, game)
        started = await self.storage.game(game_id)
        if started is not None:
            self.bell.ring(started)  # the computer opens as Blue: it moves in the background
        return result

    async def _started(
        self, lang: str, game_id: int, game: Game, acted: dict[Color, datetime] | None = None
    ) -> Result:
        """The first card of a game that begins; ``acted``: when the challenger acted (made
        the challenge; the one who began the game acted now)."""
        row = await self.storage.game(game_id)
        assert row is not None
        live = LiveGame(row, game, dict(acted or {}))
        self.games.cache.put(live)
        reply = Reply(
            "game-started",
            {"game": game_tag(game_id), "blue": row.blue.name, "red": row.red.name},
        )
        return Result(Status.OK, lang, (reply,), game=self.views.game(live), new_card=True)

    # ------------------------------------------------------------ answering
    async def _find_challenge(
        self, lang: str, chat: ChatRef, actor: Actor, challenge_id: int | None, command: str
    ) -> ChallengeRow | Result:
        """The named challenge, or the only one the sender could answer (or, to cancel,
        the only one they made)."""
        mine = command == "cancel"
        if challenge_id is not None:
            row = await self.storage.challenge(challenge_id)
            if row is None or row.chat != chat:
                return refusal(lang, "error-unknown-challenge", id=str(challenge_id))
            return row
        pending = await self.storage.pending_challenges(chat, self.now())
        if mine:
            rows = [r for r in pending if r.challenger.ref == actor.ref]
        else:
            rows = [r for r in pending if _is_target(r, actor)] or [
                r for r in pending if r.is_open and r.challenger.ref != actor.ref
            ]
        if not rows:
            return refusal(lang, "error-no-challenge")
        if len(rows) > 1:
            return refusal(
                lang,
                "error-ambiguous-challenge",
                ids=", ".join(str(r.id) for r in rows),
                example=f"/{command} {rows[0].id}",
            )
        return rows[0]

    async def _still_pending(self, lang: str, row: ChallengeRow) -> Result | None:
        if row.status is not ChallengeStatus.PENDING:
            return refusal(
                lang, "error-challenge-closed", id=str(row.id), status=row.status.value
            )
        if self.now() >= row.expires_at:
            try:
                async with self.storage.transaction() as tx:
                    await tx.update_challenge(
                        row.id, ChallengeUpdate(row.status, ChallengeStatus.EXPIRED)
                    )
            except Conflict:
                pass
            fresh = await self.storage.challenge(row.id)
            result = refusal(lang, "error-challenge-expired", id=str(row.id))
            return Result(
                result.status,
                lang,
                result.replies,
                challenge=self.views.challenge(fresh) if fresh else None,
            )
        return None

    @idempotent
    async def accept(self, event: str, chat: ChatRef, actor: Actor, command: Accept) -> Result:
        lang = await self.langs.language(actor, chat)
        row = await self._find_challenge(lang, chat, actor, command.challenge, "accept")
        if isinstance(row, Result):
            return row
        refused = await self._may_accept(lang, chat, actor, row)
        if refused is not None:
            return refused
        me, tag = Seat(actor.ref, actor.name), str(row.id)
        color = Color(row.challenger_color)
        seats = (row.challenger, me) if color is Color.BLUE else (me, row.challenger)
        game = Game.from_rules(Rules.from_dict(row.rules), _setup(row))
        now = self.now()
        new = new_game(chat, seats, game, row.control, now, challenge=row)
        try:
            async with acting(self.storage, event, actor, now) as tx:
                game_id = await tx.insert_game(new)
                await tx.update_challenge(
                    row.id,
                    ChallengeUpdate(ChallengeStatus.PENDING, ChallengeStatus.ACCEPTED, game_id),
                )
        except DuplicateEvent:
            return duplicate(lang)
        except Conflict:
            return refusal(lang, "error-challenge-taken", id=tag)
        started = await self._started(lang, game_id, game, {color: row.created_at})
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
            challenge=self.views.challenge(accepted),
            new_card=True,
        )

    async def _may_accept(
        self, lang: str, chat: ChatRef, actor: Actor, row: ChallengeRow
    ) -> Result | None:
        """The refusal of an Accept: a challenge no longer waiting, one's own, one for
        someone else, or one more game than the chat allows."""
        refused = await self._still_pending(lang, row)
        if refused is not None:
            return refused
        tag = str(row.id)
        if row.challenger.ref == actor.ref:
            return refusal(lang, "error-challenge-own", id=tag)
        if not row.is_open and not _is_target(row, actor):
            return refusal(lang, "error-challenge-not-for-you", id=tag)
        return await self.too_many_games(lang, chat, actor)

    @idempotent
    async def decline(self, event: str, chat: ChatRef, actor: Actor, command: Decline) -> Result:
        return await self._close(event, chat, actor, command.challenge, ChallengeStatus.DECLINED)

    @idempotent
    async def cancel(self, event: str, chat: ChatRef, actor: Actor, command: Cancel) -> Result:
        return await self._close(event, chat, actor, command.challenge, ChallengeStatus.CANCELLED)

    async def _close(
        self,
        event: str,
        chat: ChatRef,
        actor: Actor,
        challenge_id: int | None,
        status: ChallengeStatus,
    ) -> Result:
        lang = await self.langs.language(actor, chat)
        cancel = status is ChallengeStatus.CANCELLED
        command = "cancel" if cancel else "decline"
        row = await self._find_challenge(lang, chat, actor, challenge_id, command)
        if isinstance(row, Result):
            return row
        refused = await self._still_pending(lang, row)
        if refused is not None:
            return refused
        tag = str(row.id)
        if cancel and row.challenger.ref != actor.ref:
            return refusal(lang, "error-challenge-not-yours", id=tag)
        if not cancel and row.is_open:
            return refusal(lang, "error-challenge-open-decline", id=tag)
        if not cancel and not _is_target(row, actor):
            return refusal(lang, "error-challenge-not-for-you", id=tag)
        try:
            async with self.storage.transaction(event) as tx:
                await tx.update_challenge(row.id, ChallengeUpdate(ChallengeStatus.PENDING, status))
        except DuplicateEvent:
            return duplicate(lang)
        except Conflict:
            fresh = await self.storage.challenge(row.id)
            return refusal(
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
            challenge=self.views.challenge(closed),
        )


def _setup(row: ChallengeRow) -> list[tuple[int, int, Color]] | None:
    if row.setup is None:
        return None
    return [(x, y, Color(c)) for x, y, c in row.setup]
