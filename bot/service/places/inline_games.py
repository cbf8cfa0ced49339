"""Challenges posted with inline mode (``@bot words`` in any chat): what is offered, and
the posted message as a place of its own.

An offer is stored when it is offered (:meth:`InlineUseCases.offers`); the posted message
carries its id in its buttons. The message is its own place (:func:`inline_place`): there
the offer becomes a challenge once, when the platform says it was posted or at its first
press, whichever comes first (one event key for both, :func:`posted_event`), and then a
game, played in that message as in any chat.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from bot.domain import GameStatus
from bot.identity import Actor, ChatRef, PlayerRef, inline_message, inline_place
from bot.service.answers.answer import Result, refusal
from bot.service.answers.buttons import Action
from bot.service.answers.challenge_views import InlineAnswer, OfferView
from bot.service.answers.replies import Reply
from bot.service.answers.views import Views, seat_view
from bot.service.challenges.challenges import ChallengeUseCases
from bot.service.challenges.commands import Accept, Cancel, Challenge
from bot.service.challenges.options import GameOptions, Opponent
from bot.service.chats.languages import Languages
from bot.service.computer.engine import is_computer
from bot.service.games.finder import seat_color
from bot.service.grammar.command_table import named
from bot.service.grammar.variant_words import explained
from bot.service.history.history import seat_opponent
from bot.service.places.commands import PostOffer, TakeOffer, WithdrawOffer
from bot.service.places.inline_offers import MAX_WORDS, Offer, inline_offers, nearest, options_of
from bot.storage.protocol import Storage
from bot.storage.records import OfferRow, Seat
from bot.time_control import TimeControl
from core import Color, Rules, Start
from core.variants import VARIANTS

__all__ = ["InlineUseCases", "inline_message", "inline_place", "posted_event"]

def rematch_words(game_id: int) -> str:
    """What a finished inline card's Rematch puts after ``@bot``: its offer is the rematch."""
    return f"rematch #{game_id}"


def _names(command: str) -> frozenset[str]:
    """A command's name and its aliases, as typed without the slash."""
    entry = named(command)
    return frozenset((entry.name, *entry.aliases))


def posted_event(place: ChatRef) -> str:
    """The event of an inline message's offer becoming its challenge: once per message."""
    return f"{place.platform}:posted:{place.chat_id}"


# ------------------------------------------------------------------- offers, stored
def offer_body(actor: Actor, challenge: Challenge) -> dict[str, Any]:
    """What an offer stores: who makes it and what they ask for (the challenger's name and
    language as they were when offered)."""
    opponent, options = challenge.opponent, challenge.options
    return {
        "name": actor.name,
        "username": actor.username,
        "locale": actor.locale,
        "opponent": {
            "kind": opponent.kind,
            "username": opponent.username,
            "name": opponent.name,
            "ref": [opponent.ref.platform, opponent.ref.user_id] if opponent.ref else None,
        },
        "options": {
            "width": options.width,
            "height": options.height,
            "start": options.start.value if options.start else None,
            "color": int(options.color) if options.color else None,
            **{entry.name: options.variant(entry.name) for entry in VARIANTS},
            "time": options.time.to_dict() if options.time else None,
            "rated": options.rated,
        },
    }


def offered_challenge(body: Mapping[str, Any]) -> Challenge:
    who, chosen = body["opponent"], body["options"]
    ref = PlayerRef(*who["ref"]) if who.get("ref") else None
    opponent = (
        Opponent.user(username=who.get("username"), ref=ref, name=who.get("name"))
        if who.get("kind") == "user"
        else Opponent.anyone()
    )
    options = GameOptions(
        width=chosen.get("width"),
        height=chosen.get("height"),
        start=Start(chosen["start"]) if chosen.get("start") else None,
        color=Color(chosen["color"]) if chosen.get("color") else None,
        variants=tuple(
            (entry.name, chosen[entry.name])
            for entry in VARIANTS
            if chosen.get(entry.name) is not None
        ),
        time=TimeControl.from_dict(chosen["time"]) if chosen.get("time") else None,
        rated=chosen.get("rated"),
    )
    return Challenge(opponent, options)


def offer_challenger(row: OfferRow) -> Actor:
    body = row.body
    ref = row.challenger
    return Actor(ref.platform, ref.user_id, str(body.get("name") or ref.user_id),
                 username=body.get("username"), locale=body.get("locale"))


@dataclass(eq=False, repr=False, kw_only=True)
class InlineUseCases:
    challenge_ttl: timedelta
    langs: Languages
    now: Callable[[], datetime]
    storage: Storage
    views: Views
    challenges: ChallengeUseCases

    async def offers(
        self, actor: Actor, query: str, mentions: Mapping[str, Opponent] | None = None,
        *, guest: bool = False,
    ) -> InlineAnswer:
        """What ``@bot query`` offers ``actor`` (their last challenge's field first), each
        offer stored so that the message posted with it can become its challenge.
        ``guest``: the words of a message summoning the bot into a chat (guest mode), which
        posts one answer at once: see :meth:`_guest`."""
        lang = await self.langs.language(actor, self._defaults(actor))
        if guest:
            return await self._guest(actor, lang, query, mentions or {})
        rematch = REMATCH.fullmatch(query.strip())
        again = await self._rematch(actor, int(rematch[1])) if rematch else None
        if again is not None:
            view = await self._view(actor, lang, Offer(again))
            return InlineAnswer(lang, (view,) if view else (), personal=True)
        if rematch:  # not theirs to ask again: what no words offer
            query = ""
        last = await self.storage.last_challenge(actor.ref)
        found = inline_offers(query, options_of(last) if last else None, mentions)
        views = [await self._view(actor, lang, offer) for offer in found.offers]
        return InlineAnswer(lang, tuple(view for view in views if view is not None),
                            found.personal)

    async def _guest(
        self, actor: Actor, lang: str, words: str, mentions: Mapping[str, Opponent]
    ) -> InlineAnswer:
        """``/challenge …`` or a challenge's words alone (``@friend 20x20``) offer that
        challenge, read as ``@bot words`` reads them; ``rules`` says the rules in short;
        anything else, or words that cannot all be read, one line on how to ask."""
        said = words.split()[:MAX_WORDS]
        first = said[0].lower().lstrip("/").split("@")[0] if said else ""
        if first in _names("rules"):
            rules = Reply("rules-summary", {"variants": explained()})
            return InlineAnswer(lang, (), personal=False, replies=(rules,))
        if first in _names("challenge"):
            said = said[1:]
        offer = nearest(said, mentions) if said else None
        view = await self._view(actor, lang, offer) if offer and not offer.reason else None
        if view is None:
            return InlineAnswer(lang, (), personal=False, replies=(Reply("guest-help"),))
        return InlineAnswer(lang, (view,), personal=True)

    async def _rematch(self, actor: Actor, game_id: int) -> Challenge | None:
        """The same game again, colours swapped, against the same opponent: for a player
        of a finished game (a finished inline card's Rematch asks for it)."""
        row = await self.storage.game(game_id)
        if row is None or row.status is GameStatus.ACTIVE:
            return None
        color = seat_color(row, actor.ref)
        if color is None:
            return None
        other = row.red if color is Color.BLUE else row.blue
        if is_computer(other.ref):
            return None
        opponent = await seat_opponent(self.storage, other)
        rules = Rules.from_dict(row.rules)
        options = GameOptions(
            width=rules.width, height=rules.height, start=rules.start, color=color.opponent,
            variants=tuple((entry.name, rules.variant(entry.name)) for entry in VARIANTS),
            time=row.clock.control if row.clock else None, rated=row.rated,
        )
        return Challenge(opponent, options)

    def _defaults(self, actor: Actor) -> ChatRef:
        """A place no message is yet: its settings are every chat's defaults."""
        return inline_place(actor.platform, "")

    async def _view(self, actor: Actor, lang: str, offer: Offer) -> OfferView | None:
        challenge, refused = offer.challenge, offer.reason
        reason = Reply(refused.key, dict(refused.args)) if refused is not None else None
        terms = await self.challenges.terms(lang, self._defaults(actor), challenge.options)
        if isinstance(terms, Result):  # read, but not allowed: the defaults, and why
            reason = reason or terms.replies[0]
            challenge = Challenge(challenge.opponent, GameOptions())
            terms = await self.challenges.terms(lang, self._defaults(actor), GameOptions())
            if isinstance(terms, Result):
                return None
        now = self.now()
        offer_id = await self.storage.save_offer(
            actor.ref, offer_body(actor, challenge), now
        )
        make = self.views.codec.make
        return OfferView(
            id=offer_id,
            challenger=seat_view(Seat(actor.ref, actor.name)),
            challenger_color=challenge.options.color or Color.BLUE,
            target_name=challenge.opponent.name,
            rules=terms.game.rules,
            time=terms.time,
            rated=terms.rated,
            buttons=(make(Action.TAKE_OFFER, offer_id), make(Action.WITHDRAW_OFFER, offer_id)),
            reason=reason,
            field_url=self.views.field_url(terms.game.rules),
        )

    # --------------------------------------------------------------- the message
    async def posted(
        self, event: str, place: ChatRef, actor: Actor, command: PostOffer
    ) -> Result:
        """The platform says the offer was posted as the message ``place`` (:meth:`post`;
        its event is the message's own, whoever says so first)."""
        return await self.post(place, command.offer)

    async def post(self, place: ChatRef, offer_id: int) -> Result:
        """The offer ``offer_id``, posted as the inline message ``place``, becomes its
        challenge: once, however often it is asked (DUPLICATE after the first). An offer
        older than a challenge lives is refused (post it again)."""
        row = await self.storage.offer(offer_id)
        if row is None:
            lang = await self.langs.language(Actor(place.platform, "", "?"), place)
            return refusal(lang, "error-inline-gone")
        challenger = offer_challenger(row)
        if self.now() - row.created_at > self.challenge_ttl + POSTING_GRACE:
            lang = await self.langs.language(challenger, place)
            return refusal(lang, "error-inline-gone")
        challenge = offered_challenge(row.body)
        return await self.challenges.challenge(posted_event(place), place, challenger, challenge)

    async def take(self, event: str, place: ChatRef, actor: Actor, command: TakeOffer) -> Result:
        """Accept the challenge the message offers (made now if it was not yet)."""
        found = await self._challenge_at(place, command.offer)
        if isinstance(found, Result):
            return found
        return await self.challenges.accept(event, place, actor, Accept(found))

    async def withdraw(
        self, event: str, place: ChatRef, actor: Actor, command: WithdrawOffer
    ) -> Result:
        """Cancel the challenge the message offers (its challenger only)."""
        found = await self._challenge_at(place, command.offer)
        if isinstance(found, Result):
            return found
        return await self.challenges.cancel(event, place, actor, Cancel(found))

    async def _challenge_at(self, place: ChatRef, offer_id: int) -> int | Result:
        """The challenge made at ``place`` (from ``offer_id``, now, if none was yet)."""
        made = await self.storage.challenges_in(place)
        if made:
            return made[-1].id
        posted = await self.post(place, offer_id)
        if not posted.ok and not posted.duplicate:
            return posted
        made = await self.storage.challenges_in(place)
        if not made:  # the challenger may not make it (too many games): their refusal
            return posted
        return made[-1].id


REMATCH = re.compile(r"rematch\s+#?(\d{1,18})", re.IGNORECASE)
"""The words of a finished inline card's Rematch button (:func:`rematch_words`)."""
POSTING_GRACE = timedelta(minutes=5)
"""An offer is posted moments after it was offered: this long is allowed."""
