"""Text commands, the same words on every platform, turned into service calls.

The grammar is generated from the command table (:mod:`bot.service.command_table`) by
:mod:`bot.service.command_parse`; here each parsed command becomes one call of the service.
``/help`` lists the commands; adapters with menus (Telegram, Discord) read the same table.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping

from bot.clocks import TimeControl
from bot.identity import Actor, ChatRef
from bot.service.chat_settings import SETTING_KEYS
from bot.service.command_parse import Parsed, Refusal, parse
from bot.service.options import GameOptions, Opponent
from bot.service.results import Result, Status
from bot.service.service import GameService
from bot.text import quote
from core import Color, Start

__all__ = ["Commands", "Parsed", "Refusal", "parse"]

Handler = Callable[["Call"], Awaitable[Result]]


class Call:
    """One parsed command on its way to the service, with who sent it and where."""

    __slots__ = ("actor", "chat", "event", "mentions", "parsed")

    def __init__(
        self,
        event: str,
        chat: ChatRef,
        actor: Actor,
        parsed: Parsed,
        mentions: Mapping[str, Opponent],
    ) -> None:
        self.event, self.chat, self.actor = event, chat, actor
        self.parsed, self.mentions = parsed, mentions

    def int(self, name: str) -> int | None:
        value = self.parsed.get(name)
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    def text(self, name: str) -> str | None:
        value = self.parsed.get(name)
        return value if isinstance(value, str) else None

    def person(self, name: str) -> Opponent | None:
        """A player named by a resolved mention or an ``@handle``."""
        token = self.text(name)
        if token is None:
            return None
        if token in self.mentions:
            return self.mentions[token]
        return Opponent.user(username=token) if token.startswith("@") else None


class Commands:
    """Dispatch parsed commands to the service; adapters word the results."""

    def __init__(self, service: GameService, bot_username: str | None = None) -> None:
        self.service = service
        self.bot_username = bot_username
        s = service
        self._handlers: dict[str, Handler] = {
            "help": lambda c: s.help(c.chat, c.actor),
            "rules": lambda c: s.rules(c.chat, c.actor),
            "games": lambda c: s.games(c.chat, c.actor),
            "challenge": self._challenge,
            "play": self._challenge,
            "accept": lambda c: s.accept(c.event, c.chat, c.actor, c.int("challenge")),
            "decline": lambda c: s.decline(c.event, c.chat, c.actor, c.int("challenge")),
            "cancel": lambda c: s.cancel(c.event, c.chat, c.actor, c.int("challenge")),
            "move": self._move,
            "resign": lambda c: s.resign(
                c.event, c.chat, c.actor, c.int("game"), confirm="confirm" in c.parsed.values
            ),
            "draw": lambda c: s.offer_draw(c.event, c.chat, c.actor, c.int("game")),
            "decline_draw": lambda c: s.decline_draw(c.event, c.chat, c.actor, c.int("game")),
            "ground": lambda c: s.ground(c.event, c.chat, c.actor, c.int("game")),
            "abort": lambda c: s.abort(c.event, c.chat, c.actor, c.int("game")),
            "board": lambda c: s.board(c.chat, c.actor, c.int("game")),
            "sgf": lambda c: s.sgf(c.chat, c.actor, c.int("game")),
            "replay": lambda c: s.replay(c.chat, c.actor, c.int("game")),
            "rematch": lambda c: s.rematch(c.event, c.chat, c.actor, c.int("game")),
            "history": self._history,
            "top": lambda c: s.top(c.chat, c.actor, overall=c.text("where") == "all"),
            "rating": self._rating,
            "settings": self._settings,
            "lang": lambda c: s.set_language(c.event, c.chat, c.actor, c.text("language")),
            "time": self._time,
        }

    async def handle(
        self,
        event: str,
        chat: ChatRef,
        actor: Actor,
        text: str,
        *,
        mentions: Mapping[str, Opponent] | None = None,
        quiet: bool = True,
    ) -> Result | None:
        """Answer one incoming text.

        ``mentions`` maps a token such as ``@bob`` to the user the adapter resolved it to.
        With ``quiet`` (group chats) text that is not a command, and a bare move from
        someone with no game here, get no answer at all.
        """
        mentions = mentions or {}
        parsed = parse(text, self.bot_username, mentions.keys())
        if parsed is None:
            if quiet:
                return None
            return await self._fail(chat, actor, Refusal("error-not-a-command"))
        if isinstance(parsed, Refusal):
            return await self._fail(chat, actor, self._refined(text, parsed))
        handler = self._handlers[parsed.name]
        result = await handler(Call(event, chat, actor, parsed, mentions))
        silent = result.status is Status.ERROR and result.keys == ("error-no-game",)
        return None if quiet and parsed.bare and silent else result

    async def _fail(self, chat: ChatRef, actor: Actor, refusal: Refusal) -> Result:
        lang = await self.service.language(actor, chat)
        return self.service.fail(lang, refusal.key, **refusal.args)

    def _refined(self, text: str, refusal: Refusal) -> Refusal:
        """``/settings junk`` names the settings there are, not just the word."""
        words = text.split()
        if (
            refusal.key == "error-usage"
            and refusal.args.get("command") == "/settings"
            and len(words) > 1
            and refusal.args.get("token") == quote(words[1])
        ):
            keys = ", ".join(SETTING_KEYS)
            return Refusal("error-settings-key", {"setting": quote(words[1]), "keys": keys})
        return refusal

    # ------------------------------------------------------------------ handlers
    async def _move(self, call: Call) -> Result:
        point = call.text("point")
        if not point:
            return await self._fail(call.chat, call.actor, Refusal("error-move-missing"))
        return await self.service.move(
            call.event, call.chat, call.actor, point, call.int("game")
        )

    async def _time(self, call: Call) -> Result:
        return await self._fail(call.chat, call.actor, Refusal("error-time-where"))

    async def _history(self, call: Call) -> Result:
        who = call.text("who")
        player = call.person("who")
        return await self.service.history(
            call.chat,
            call.actor,
            player,
            whole_chat=who == "chat",
            before_game=call.int("after"),
        )

    async def _rating(self, call: Call) -> Result:
        players = [p for p in (call.person("player"), call.person("other")) if p is not None]
        return await self.service.rating(call.chat, call.actor, players)

    async def _settings(self, call: Call) -> Result:
        key = call.text("setting")
        value = call.parsed.get("value")
        words = tuple(str(word) for word in value) if isinstance(value, tuple) else ()
        return await self.service.settings(call.event, call.chat, call.actor, key, words)

    async def _challenge(self, call: Call) -> Result:
        chosen = _opponent(call)
        if isinstance(chosen, Refusal):
            return await self._fail(call.chat, call.actor, chosen)
        return await self.service.challenge(
            call.event, call.chat, call.actor, chosen, _options(call.parsed)
        )


def _opponent(call: Call) -> Opponent | Refusal:
    """Whom a challenge is for; a level with a person or ``open`` is a contradiction."""
    parsed = call.parsed
    level = call.text("level")
    who = call.text("opponent")
    if parsed.name == "play" or who == "computer" or (who is None and level):
        return Opponent.computer(level)
    if level is not None:
        first, second = parsed.words["opponent"], parsed.words["level"]
        return Refusal(
            "error-contradiction",
            {"command": f"/{parsed.name}", "first": quote(first), "second": quote(second)},
        )
    if who is None or who == "open":
        return Opponent.anyone()
    person = call.person("opponent")
    assert person is not None
    return person


def _options(parsed: Parsed) -> GameOptions:
    size = parsed.get("size")
    width, height = size if isinstance(size, tuple) and len(size) == 2 else (None, None)
    start, color, instant = parsed.get("start"), parsed.get("color"), parsed.get("instant")
    time, rated = parsed.get("time"), parsed.get("rated")
    return GameOptions(
        width=width if isinstance(width, int) else None,
        height=height if isinstance(height, int) else None,
        start=Start(start) if isinstance(start, str) else None,
        color=(Color.RED if color == "red" else Color.BLUE) if color else None,
        extra_move=True if parsed.get("extra") else None,
        instant_win=instant if isinstance(instant, int) else None,
        score_transfer=False if parsed.get("notransfer") else None,
        time=time if isinstance(time, TimeControl) else None,
        rated=(rated == "rated") if rated else None,
    )
