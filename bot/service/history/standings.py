"""Ratings: Glicko-2 per time class (blitz, rapid, classic, correspondence: see
:mod:`bot.time_class`), in each chat and overall, updated in the transaction that ends a
rated game (:mod:`bot.service.history.rating_games`); the leaderboard of a class, a player's
record in each class and head-to-head.

Only finished rated games between two people count: casual games, aborted ones and games
against the computer leave ratings alone. Each game is one rating period.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from bot.domain import GameStatus
from bot.identity import FORGOTTEN_PREFIX, Actor, ChatRef, PlayerRef
from bot.ratings import expected_score
from bot.service.answers.answer import Result, answer, refusal
from bot.service.answers.replies import Arg, Reply
from bot.service.answers.seek_views import ClassLeadersView, LeaderView
from bot.service.challenges.options import Opponent
from bot.service.chats.languages import Languages
from bot.service.games.changes import Change
from bot.service.games.live import LiveGame
from bot.service.history.commands import ShowRating, ShowTop
from bot.service.history.rating_games import between_people, game_class, rate_game
from bot.storage.protocol import Storage, Transaction
from bot.storage.records import RatingRow
from bot.storage.scopes import OVERALL, chat_scope, class_scopes, rating_scope
from bot.time_class import TimeClass, time_class

TOP_SIZE = 10


def signed(delta: float) -> str:
    """A rating change as players read it: ``+12``, ``−7``, ``±0``."""
    whole = round(delta)
    if whole == 0:
        return "±0"
    return f"+{whole}" if whole > 0 else f"−{-whole}"


@dataclass(eq=False, repr=False, kw_only=True)
class StandingsUseCases:
    langs: Languages
    now: Callable[[], datetime]
    storage: Storage

    # ------------------------------------------------------------- rating games
    async def on_game_changed(self, tx: Transaction, live: LiveGame, change: Change) -> None:
        """Rate a rated game between two people as it finishes, in its transaction, in
        its time class."""
        row, done = live.row, change.update
        if not row.rated or row.status is not GameStatus.ACTIVE:
            return
        if done.status is not GameStatus.FINISHED or done.result is None:
            return
        if not between_people(row):
            return
        moved = await rate_game(tx, row, done.result, self.now())
        if moved is None:  # one person's two accounts: no rating moves
            return
        args: dict[str, Arg] = {"class": class_word(game_class(row))}
        for side, seat, (before, after) in zip(("blue", "red"), (row.blue, row.red), moved,
                                               strict=True):
            args[side] = seat.name
            args[f"{side}_rating"] = after.shown
            args[f"{side}_delta"] = signed(after.rating - before.rating)
        change.replies = (*change.replies, Reply("rating-changed", args))

    # ------------------------------------------------------------------ reading
    async def resolve(self, chat: ChatRef, who: Opponent) -> PlayerRef | None:
        """The account a mention or ``@handle`` names, if the bot has seen it."""
        if who.ref is not None:
            return who.ref
        if who.username:
            user = await self.storage.user_by_username(chat.platform, who.username)
            return user.ref if user else None
        return None

    async def top(self, chat: ChatRef, actor: Actor, command: ShowTop) -> Result:
        """The leaderboard of one time class in the chat (or overall): players with
        enough rated games. Without a class: the class with the most rated games there."""
        lang, overall = await self.langs.language(actor, chat), command.overall
        settings = await self.langs.chat_settings(chat)
        min_games, base = settings.min_games, OVERALL if overall else chat_scope(chat)
        chosen = command.time_class or (await self.busiest(base, time_class(settings.time)))[0]
        rows = await self.storage.leaderboard(rating_scope(base, chosen), min_games,
                                                  TOP_SIZE)
        named = class_word(chosen)
        if not rows:
            return answer(lang, Reply("top-empty", {"min": min_games, "class": named}))
        where = "overall" if overall else "chat"
        replies = [Reply("top-header", {"where": where, "min": min_games, "class": named})]
        replies += [Reply("top-line", {"place": place, **_record(row)})
                    for place, row in ranked(rows)]
        return answer(lang, *replies)

    async def leaders(self, chat: ChatRef) -> tuple[ClassLeadersView, ...]:
        """The overall leaderboard of each time class that has one, as ``/top overall``
        reads it (the chat's minimum of rated games): the lobby page's top players. A
        forgotten person (``/forget``) has no rating left, and a game's placeholder name
        is never listed."""
        min_games = (await self.langs.chat_settings(chat)).min_games
        found = []
        for kind in TimeClass:
            rows = [row for row in await self.storage.leaderboard(
                rating_scope(OVERALL, kind), min_games, TOP_SIZE)
                if not row.ref.user_id.startswith(FORGOTTEN_PREFIX)]
            if rows:
                found.append(ClassLeadersView(kind.value, tuple(
                    LeaderView(place, row.name, row.rating.shown, row.rating.games)
                    for place, row in ranked(rows))))
        return tuple(found)

    async def busiest(self, base: str, default: TimeClass) -> list[TimeClass]:
        """The time classes by how many rated games they have under ``base``, most first
        (a tie: the faster first); none rated: ``default`` first (the chat's clock's)."""
        scopes = class_scopes(base)
        counts = await self.storage.scope_games(scopes.values())
        order = list(TimeClass)
        if not counts:
            order.remove(default)
            return [default, *order]
        return sorted(order, key=lambda c: -counts.get(scopes[c], 0))

    async def rating(self, chat: ChatRef, actor: Actor, command: ShowRating) -> Result:
        """A player's ratings and record (the sender's without ``players``), and the
        head-to-head of two players (``/rating @a @b``, or the sender and the one named)."""
        lang, players = await self.langs.language(actor, chat), command.players
        if len(players) > 2:
            token = players[2].name or ""
            return refusal(lang, "error-usage", command="/rating", token=token)
        refs: list[tuple[PlayerRef, str]] = []
        for who in players:
            ref = await self.resolve(chat, who)
            if ref is None:
                return refusal(lang, "error-unknown-player", name=who.name or "?")
            refs.append((ref, who.name or ref.user_id))
        if len(refs) == 2:
            versus = await self._versus(chat, refs[0], refs[1])
            named = versus[0].args  # each person's own name
            each = await self._each(chat, (refs[0][0], str(named["first"])),
                                    (refs[1][0], str(named["second"])))
            return answer(lang, versus[0], *each, *versus[1:])
        subject = refs[0] if refs else (actor.ref, actor.name)
        replies = await self._card(chat, subject[0], subject[1])
        if subject[0] != actor.ref:
            replies += await self._versus(chat, (actor.ref, actor.name), subject, quiet=True)
        return answer(lang, *replies)

    async def _card(self, chat: ChatRef, ref: PlayerRef, shown: str) -> list[Reply]:
        """A line for each time class the player is rated in, in the chat then overall."""
        min_games = (await self.langs.chat_settings(chat)).min_games
        replies: list[Reply] = []
        key = await self.storage.rating_account(ref)  # linked accounts: one rating
        for where, base in (("chat", chat_scope(chat)), ("overall", OVERALL)):
            for kind, scope in class_scopes(base).items():
                row = await self.storage.rating(scope, key)
                if row is None:
                    continue
                rank = await self.storage.rank(scope, key, min_games)
                replies.append(Reply("rating-card", {
                    "where": where,
                    "class": class_word(kind),
                    **_record(row),
                    "deviation": round(row.rating.rd),
                    "provisional": "yes" if row.rating.provisional else "no",
                    "place": rank or 0,
                }))
        if not replies:
            user = await self.storage.user(ref)
            replies.append(Reply("rating-none", {"name": user.name if user else shown}))
        return replies

    async def _versus(
        self,
        chat: ChatRef,
        first: tuple[PlayerRef, str],
        second: tuple[PlayerRef, str],
        *,
        quiet: bool = False,
    ) -> list[Reply]:
        """The head-to-head line, person against person (every account each linked);
        ``quiet``: nothing when they never finished a game."""
        (mine, first_name), (theirs, second_name) = [
            await self._person(ref, shown) for ref, shown in (first, second)]
        tally = await self.storage.head_to_head(mine, theirs)
        if tally.games == 0 and quiet:
            return []
        names = [first_name, second_name]
        replies = [
            Reply(
                "rating-versus",
                {
                    "first": names[0],
                    "second": names[1],
                    "games": tally.games,
                    "wins": tally.wins,
                    "losses": tally.losses,
                    "draws": tally.draws,
                },
            )
        ]
        chance = await self._chance(chat, first[0], second[0])
        if chance is not None:
            args: dict[str, Arg] = {"first": names[0], "second": names[1],
                                    "chance": chance[1], "class": class_word(chance[0])}
            replies.append(Reply("rating-chance", args))
        return replies

    async def _person(self, ref: PlayerRef, shown: str) -> tuple[tuple[PlayerRef, ...], str]:
        """A player's accounts and name: a linked person's all and chosen one."""
        person = await self.storage.person(ref)
        if person is not None:
            return person.accounts, person.name
        user = await self.storage.user(ref)
        return (ref,), user.name if user else shown

    async def _each(
        self, chat: ChatRef, first: tuple[PlayerRef, str], second: tuple[PlayerRef, str]
    ) -> list[Reply]:
        """The rating each of two people (an account and the person's name) has overall,
        in the busiest time class either is rated in (none: no line)."""
        default = time_class((await self.langs.chat_settings(chat)).time)
        people = [(await self.storage.rating_account(ref), name) for ref, name in (first, second)]
        for kind in await self.busiest(OVERALL, default):
            scope = rating_scope(OVERALL, kind)
            sides: list[Reply] = []
            rated = False
            for key, name in people:
                row = await self.storage.rating(scope, key)
                rated = rated or row is not None
                sides.append(Reply("rating-unrated", {"name": name}) if row is None else
                             Reply("rating-of", {"name": name, "rating": row.rating.shown}))
            if rated:
                return [Reply("rating-each", {"class": class_word(kind),
                                              "first": sides[0], "second": sides[1]})]
        return []

    async def _chance(
        self, chat: ChatRef, first: PlayerRef, second: PlayerRef
    ) -> tuple[TimeClass, int] | None:
        """The first's expected score (in %) by the chat's ratings, in the busiest class
        both are rated in; ``None`` when there is none."""
        base = chat_scope(chat)
        default = time_class((await self.langs.chat_settings(chat)).time)
        for kind in await self.busiest(base, default):
            scope = rating_scope(base, kind)
            ratings = [await self.storage.rating(scope, await self.storage.rating_account(ref))
                       for ref in (first, second)]
            if ratings[0] is not None and ratings[1] is not None:
                return kind, round(100 * expected_score(ratings[0].rating, ratings[1].rating))
        return None


def ranked(rows: list[RatingRow]) -> list[tuple[int, RatingRow]]:
    """A leaderboard's rows with their places (equal shown ratings share one)."""
    placed, place, last = [], 0, None
    for index, row in enumerate(rows, start=1):
        if row.rating.shown != last:
            place, last = index, row.rating.shown
        placed.append((place, row))
    return placed


def class_word(kind: TimeClass) -> Reply:
    """The class as the reader's language names it."""
    return Reply("time-class", {"class": kind.value})


def _record(row: RatingRow) -> dict[str, Arg]:
    """A player's rating and record, as leaderboards and cards show them."""
    return {
        "name": row.name,
        "rating": row.rating.shown,
        "games": row.rating.games,
        "wins": row.wins,
        "losses": row.losses,
        "draws": row.draws,
    }
