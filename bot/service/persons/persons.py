"""One person across platforms: ``/link`` gives a one-time code in a place its asker alone
reads; the same person types it on another platform within :data:`codes.TTL`, and the two
accounts are one person from then on (one rating a time class, one history, the name of
the account that gave the code). ``/unlink`` parts them, each keeping the ratings they had
together. ``/privacy`` says what the bot keeps, ``/forget`` erases it.

Typing the code is the second side's consent, asking for it the first's: the code is
given only where nobody else reads it (``Actor.alone``), so nobody else can type it; no
button on the first side is needed. A code is spent by its use, expires, and is kept only
as a digest; wrong codes are counted per account and stop being read past
:data:`codes.WRONG_LIMIT` a window.
"""

from __future__ import annotations

import math
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Protocol

from bot.identity import FORGOTTEN_NAME, FORGOTTEN_PREFIX, Actor, ChatRef, Person, PlayerRef
from bot.service.answers.answer import Result, answer, duplicate, refusal
from bot.service.answers.replies import Arg, Reply
from bot.service.chats.styles import Styles
from bot.service.events import EventGuard, acting, idempotent
from bot.service.persons import codes
from bot.service.persons.commands import Forget, Link, ShowPrivacy, Unlink
from bot.storage.persons_port import CodeState, CodeUse
from bot.storage.protocol import Conflict, DuplicateEvent, Storage

KEY_NAME = "link-codes"
"""The name of the database's key the codes' digests are made with."""
CODE_REFUSALS = {
    CodeState.UNKNOWN: "error-link-unknown",
    CodeState.EXPIRED: "error-link-expired",
    CodeState.USED: "error-link-used",
}


class Refused(Exception):
    """A ``/link CODE`` that links nothing: its catalog key; ``wrong``: a wrong code, one
    more guess counted."""

    def __init__(self, key: str, *, wrong: bool = False, **args: Arg) -> None:
        super().__init__(key)
        self.key, self.wrong, self.words = key, wrong, args


def platform_names(accounts: tuple[PlayerRef, ...]) -> str:
    """``Telegram, Discord``: the platforms of a person's accounts."""
    return ", ".join(account.platform.capitalize() for account in accounts)


class Readers(Protocol):
    """What this feature asks of the languages (:class:`~bot.service.chats.languages.
    Languages`): whom it answers in which, and forgetting a person's choice."""

    async def language(self, actor: Actor, chat: ChatRef | None = None) -> str: ...

    def remember_user(self, ref: PlayerRef, lang: str | None) -> None: ...


@dataclass(eq=False, repr=False, kw_only=True)
class PersonUseCases:
    guard: EventGuard
    langs: Readers
    now: Callable[[], datetime]
    storage: Storage
    styles: Styles

    async def _key(self) -> bytes:
        """The digests' key (a write of its own the first time: never inside another)."""
        return await self.storage.secret(KEY_NAME)

    # ------------------------------------------------------------------ /link
    @idempotent
    async def link(self, event: str, chat: ChatRef, actor: Actor, command: Link) -> Result:
        """Give a code (``/link``), or join the asker to the account that asked for the
        code they typed (``/link CODE``); a code that cannot be used is counted as a guess."""
        lang = await self.langs.language(actor, chat)
        if command.code is None:
            return await self._give_code(event, actor, lang)
        try:
            person = await self._take_code(event, actor, command.code)
        except Refused as refused:
            if refused.wrong:
                async with self.storage.transaction() as tx:
                    now = self.now()
                    await tx.count_wrong_code(actor.ref, now, now - codes.WRONG_WINDOW)
            return refusal(lang, refused.key, **refused.words)
        except DuplicateEvent:
            return duplicate(lang)
        others = tuple(account for account in person.accounts if account != actor.ref)
        return answer(lang, Reply("persons-linked", {
            "name": person.name, "platforms": platform_names(others),
        }))

    async def _give_code(self, event: str, actor: Actor, lang: str) -> Result:
        if not actor.alone:
            return refusal(lang, "error-link-private")
        code, now, key = codes.make_code(), self.now(), await self._key()
        try:
            async with acting(self.storage, event, actor, now) as tx:
                await tx.put_link_code(actor.ref, codes.digest(key, code), now + codes.TTL)
        except DuplicateEvent:
            return duplicate(lang)
        return answer(lang, Reply("persons-link-code", {
            "code": codes.shown(code), "wait": codes.TTL,
        }))

    async def _take_code(self, event: str, actor: Actor, typed: str) -> Person:
        """Link ``actor`` to the account that asked for ``typed``; :class:`Refused` when
        it cannot be (nothing changed then, the code still waits)."""
        now = self.now()
        tries = await self.storage.link_tries(actor.ref)
        if tries and tries.failures >= codes.WRONG_LIMIT:
            left = tries.since + codes.WRONG_WINDOW - now
            if left.total_seconds() > 0:
                whole = timedelta(minutes=math.ceil(left.total_seconds() / 60))
                raise Refused("error-link-tries", wait=whole)
        digest = codes.digest(await self._key(), typed)
        try:
            async with acting(self.storage, event, actor, now) as tx:
                use = await tx.take_link_code(digest, now)
                maker = await self._maker(use, actor)
                user = await self.storage.user(maker)
                name = user.name if user else maker.user_id
                return await tx.link_accounts(maker, actor.ref, name, now)
        except Conflict as conflict:  # linked by another use of theirs meanwhile
            raise Refused("error-link-taken") from conflict

    async def _maker(self, use: CodeUse, actor: Actor) -> PlayerRef:
        """The account a spent code joins ``actor`` to, if they may be joined."""
        if use.state is not CodeState.TAKEN or use.maker is None:
            raise Refused(CODE_REFUSALS.get(use.state, "error-link-unknown"), wrong=True,
                          wait=codes.TTL)
        maker = use.maker
        if maker.platform == actor.platform:
            raise Refused("error-link-same-platform")
        mine = await self.storage.person(actor.ref)
        if mine is not None:
            raise Refused("error-link-already" if maker in mine.accounts else "error-link-taken")
        theirs = await self.storage.person(maker)
        if theirs is not None and any(a.platform == actor.platform for a in theirs.accounts):
            raise Refused("error-link-platform-taken", platform=actor.platform.capitalize())
        return maker

    # ---------------------------------------------------------------- /unlink
    @idempotent
    async def unlink(self, event: str, chat: ChatRef, actor: Actor, command: Unlink) -> Result:
        lang = await self.langs.language(actor, chat)
        person = await self.storage.person(actor.ref)
        if person is None:
            return refusal(lang, "error-unlink-none")
        try:
            async with acting(self.storage, event, actor, self.now()) as tx:
                await tx.unlink_account(actor.ref, self.now())
        except DuplicateEvent:
            return duplicate(lang)
        except Conflict:  # unlinked by another use meanwhile
            return refusal(lang, "error-unlink-none")
        others = tuple(account for account in person.accounts if account != actor.ref)
        return answer(lang, Reply("persons-unlinked", {"platforms": platform_names(others)}))

    # ------------------------------------------------------- /privacy, /forget
    async def privacy(self, chat: ChatRef, actor: Actor, command: ShowPrivacy) -> Result:
        """What the bot keeps about the asker, and for how long."""
        lang = await self.langs.language(actor, chat)
        person = await self.storage.person(actor.ref)
        accounts = person.accounts if person else (actor.ref,)
        user = await self.storage.user(actor.ref)
        return answer(lang, Reply("persons-privacy", {
            "name": person.name if person else user.name if user else actor.name,
            "platforms": platform_names(accounts),
            "linked": "yes" if person else "no", "wait": codes.TTL,
        }))

    @idempotent
    async def forget(self, event: str, chat: ChatRef, actor: Actor, command: Forget) -> Result:
        """Erase the asker on every platform they linked (asked first, then confirmed):
        their names, settings, links and ratings; their finished games show a pseudonym."""
        lang = await self.langs.language(actor, chat)
        person = await self.storage.person(actor.ref)
        accounts = person.accounts if person else (actor.ref,)
        if not command.confirmed:
            return answer(lang, Reply("persons-forget-ask", {
                "platforms": platform_names(accounts),
            }))
        playing = await self.storage.active_games_of(accounts)
        if playing:
            return refusal(lang, "error-forget-playing", games=playing)
        pseudonym = FORGOTTEN_PREFIX + secrets.token_hex(4)
        try:
            async with self.storage.transaction(event) as tx:
                gone = await tx.forget_accounts(accounts, pseudonym,
                                                f"{FORGOTTEN_NAME} {pseudonym[-4:]}")
        except DuplicateEvent:
            return duplicate(lang)
        for account in accounts:  # what this process remembers of them
            self.langs.remember_user(account, None)
            self.styles.remember_user(account, None)
        return answer(lang, Reply("persons-forgotten", {
            "platforms": platform_names(accounts), "games": gone.games,
        }))
