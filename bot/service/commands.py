"""Text commands, the same words on every platform, turned into service calls.

``/challenge [@user|open|computer] [WxH] [empty|cross|four] [red|blue] [extra] [notransfer]
[instant=N] [5+5|24h|time=…|notime] [rated|casual]``, ``/accept [id]``, ``/decline [id]``,
``/cancel [id]``, a bare move ``20-17`` or ``/move 20-17 [#game]``, ``/resign [confirm]
[#game]``, ``/draw``, ``/decline_draw``, ``/ground``, ``/abort``, ``/board [#game]``,
``/games``, ``/help``, ``/lang [en|ru|uk|pl|auto]``, ``/settings [key value]``, ``/top
[all]``, ``/rating [@user [@user]]``, ``/history [chat|@user] [#game]``, ``/sgf [#game]``,
``/replay [#game]``, ``/rematch [#game]``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace

from bot.identity import Actor, ChatRef
from bot.service.chat_settings import parse_time
from bot.service.engine import LEVELS
from bot.service.options import GameOptions, Opponent
from bot.service.results import Result, Status
from bot.service.service import GameService
from core import Color, Start

_MOVE = re.compile(r"^\(?\s*\d{1,3}\s*(?:[-:;,.xх×*/\u2010-\u2015\u2212]|\s)\s*\d{1,3}\s*\)?$")
_SIZE = re.compile(r"^(\d{1,3})(?:\s*[xх×*]\s*(\d{1,3}))?$", re.IGNORECASE)
_REF = re.compile(r"^#?(\d{1,12})$")
_STARTS = {
    "empty": Start.EMPTY,
    "cross": Start.CROSS,
    "four": Start.FOUR_CROSSES,
    "four-crosses": Start.FOUR_CROSSES,
}
_COMPUTER = {"computer", "ai", "cpu", "bot"}
_LIVE_TIME = re.compile(r"^\d{1,5}(?:s|m|min)?\+\d{1,5}s?$")
_LONG_TIME = re.compile(r"^\d{1,5}(?:h|d)$")
_NO_TIME = {"notime", "no-time", "untimed"}


@dataclass(frozen=True, slots=True)
class Command:
    name: str
    args: tuple[str, ...]
    bare: bool = False
    """A move typed without a command."""


def parse(text: str, bot_username: str | None = None) -> Command | None:
    """A command or a bare move, or ``None`` for text that is not for the bot."""
    text = text.strip()
    if text.startswith("/"):
        head, *rest = text.split()
        name, _, addressee = head[1:].partition("@")
        if addressee and bot_username and addressee.lower() != bot_username.lower():
            return None
        return Command(name.lower(), tuple(rest))
    body, _, ref = text.rpartition(" ")
    if ref.startswith("#") and _MOVE.match(body.strip()):
        return Command("move", (body.strip(), ref), bare=True)
    if _MOVE.match(text):
        return Command("move", (text,), bare=True)
    return None


def _ref(token: str) -> int | None:
    match = _REF.match(token)
    return int(match.group(1)) if match else None


class Commands:
    """Dispatch parsed commands to the service; adapters word the results."""

    def __init__(self, service: GameService, bot_username: str | None = None) -> None:
        self.service = service
        self.bot_username = bot_username

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
        command = parse(text, self.bot_username)
        if command is None:
            if quiet:
                return None
            lang = await self.service.language(actor, chat)
            return self.service.fail(lang, "error-not-a-command")
        result = await self._dispatch(event, chat, actor, command, mentions or {})
        if (
            quiet
            and command.bare
            and result.status is Status.ERROR
            and result.keys == ("error-no-game",)
        ):
            return None
        return result

    async def _usage(self, chat: ChatRef, actor: Actor, command: str, token: str) -> Result:
        lang = await self.service.language(actor, chat)
        return self.service.fail(lang, "error-usage", command=f"/{command}", token=token)

    async def _dispatch(
        self,
        event: str,
        chat: ChatRef,
        actor: Actor,
        command: Command,
        mentions: Mapping[str, Opponent],
    ) -> Result:
        s, name, args = self.service, command.name, command.args
        if name == "challenge":
            return await self._challenge(event, chat, actor, args, mentions)
        if name == "play":  # "/play bot hard 15x15": a game against the computer
            words = tuple(a for a in args if a.lower() not in _COMPUTER)
            return await self._challenge(event, chat, actor, ("computer", *words), mentions)
        if name in ("help", "start"):
            return await s.help(chat, actor)
        if name == "games":
            return await s.games(chat, actor)
        if name == "lang":
            return await s.set_language(event, chat, actor, args[0] if args else None)
        if name == "settings":
            key = args[0] if args else None
            return await s.settings(event, chat, actor, key, args[1:])
        if name == "top":
            if args and args[0].lower() not in ("all", "overall", "chat"):
                return await self._usage(chat, actor, name, args[0])
            return await s.top(chat, actor, overall=bool(args) and args[0].lower() != "chat")
        if name == "rating":
            players = []
            for token in args:
                who = self._person(token, mentions)
                if who is None:
                    return await self._usage(chat, actor, name, token)
                players.append(who)
            return await s.rating(chat, actor, players)
        if name == "history":
            return await self._history(chat, actor, args, mentions)
        if name == "time":
            lang = await s.language(actor, chat)
            return s.fail(lang, "error-time-where")
        if name == "move":
            game_id = None
            if len(args) > 1 and args[-1].startswith("#"):
                game_id = _ref(args[-1])
                if game_id is None:
                    return await self._usage(chat, actor, name, args[-1])
                args = args[:-1]
            if not args:
                lang = await s.language(actor, chat)
                return s.fail(lang, "error-move-missing")
            return await s.move(event, chat, actor, " ".join(args), game_id)
        confirm = name == "resign" and any(a.lower() == "confirm" for a in args)
        if confirm:
            args = tuple(a for a in args if a.lower() != "confirm")
        if len(args) > 1:
            return await self._usage(chat, actor, name, args[1])
        target = None
        if args:
            target = _ref(args[0])
            if target is None:
                return await self._usage(chat, actor, name, args[0])
        if name == "accept":
            return await s.accept(event, chat, actor, target)
        if name == "decline":
            return await s.decline(event, chat, actor, target)
        if name == "cancel":
            return await s.cancel(event, chat, actor, target)
        if name == "resign":
            return await s.resign(event, chat, actor, target, confirm=confirm)
        if name == "draw":
            return await s.offer_draw(event, chat, actor, target)
        if name in ("decline_draw", "declinedraw", "nodraw"):
            return await s.decline_draw(event, chat, actor, target)
        if name == "ground":
            return await s.ground(event, chat, actor, target)
        if name == "abort":
            return await s.abort(event, chat, actor, target)
        if name == "board":
            return await s.board(chat, actor, target)
        if name == "sgf":
            return await s.sgf(chat, actor, target)
        if name == "replay":
            return await s.replay(chat, actor, target)
        if name == "rematch":
            return await s.rematch(event, chat, actor, target)
        lang = await s.language(actor, chat)
        return s.fail(lang, "error-unknown-command", command=f"/{name}")

    @staticmethod
    def _person(token: str, mentions: Mapping[str, Opponent]) -> Opponent | None:
        """A player named by a resolved mention or an ``@handle``."""
        if token in mentions:
            return mentions[token]
        if token.startswith("@") and len(token) > 1:
            return Opponent.user(username=token)
        return None

    async def _history(
        self,
        chat: ChatRef,
        actor: Actor,
        args: tuple[str, ...],
        mentions: Mapping[str, Opponent],
    ) -> Result:
        player, whole_chat, before_game = None, False, None
        for token in args:
            who = self._person(token, mentions)
            if who is not None and player is None and not whole_chat:
                player = who
            elif token.lower() in ("chat", "all") and player is None:
                whole_chat = True
            elif token.lower() in ("me", "mine") and player is None:
                continue
            elif _ref(token) is not None and before_game is None:
                before_game = _ref(token)
            else:
                return await self._usage(chat, actor, "history", token)
        return await self.service.history(
            chat, actor, player, whole_chat=whole_chat, before_game=before_game
        )

    async def _challenge(
        self,
        event: str,
        chat: ChatRef,
        actor: Actor,
        args: tuple[str, ...],
        mentions: Mapping[str, Opponent],
    ) -> Result:
        opponent = Opponent.anyone()
        options = GameOptions()
        tokens = list(args)
        while tokens:
            token = tokens.pop(0)
            word = token.lower()
            size = _SIZE.match(word)
            if word in ("time", "/time") and tokens:
                word = "time=" + tokens.pop(0).lower()
            if word.startswith("time=") or _LIVE_TIME.match(word) or _LONG_TIME.match(word):
                try:
                    options = replace(options, time=parse_time(word.removeprefix("time=")))
                except ValueError:
                    lang = await self.service.language(actor, chat)
                    return self.service.fail(lang, "error-time-control", time=token)
            elif word in _NO_TIME:
                options = replace(options, time=parse_time("none"))
            elif word in ("rated", "casual"):
                options = replace(options, rated=word == "rated")
            elif token in mentions:
                opponent = mentions[token]
            elif word.startswith("@") and len(word) > 1:
                opponent = Opponent.user(username=token)
            elif word in ("open", "any"):
                opponent = Opponent.anyone()
            elif word in _COMPUTER:
                opponent = Opponent.computer(opponent.level)
            elif word in LEVELS:
                opponent = Opponent.computer(word)
            elif size:
                width = int(size.group(1))
                options = replace(options, width=width, height=int(size.group(2) or width))
            elif word in _STARTS:
                options = replace(options, start=_STARTS[word])
            elif word in ("red", "blue"):
                options = replace(options, color=Color.RED if word == "red" else Color.BLUE)
            elif word == "extra":
                options = replace(options, extra_move=True)
            elif word in ("notransfer", "no-transfer"):
                options = replace(options, score_transfer=False)
            elif word.startswith(("instant=", "win=")) and word.partition("=")[2].isdigit():
                options = replace(options, instant_win=int(word.partition("=")[2]))
            else:
                return await self._usage(chat, actor, "challenge", token)
        return await self.service.challenge(event, chat, actor, opponent, options)
