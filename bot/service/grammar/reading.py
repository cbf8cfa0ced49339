"""Text commands, the same words on every platform, and buttons, read into typed commands.

The grammar is generated from the command table (:mod:`bot.service.grammar.command_table`) by
:mod:`bot.service.grammar.command_parse`; here each parsed command becomes its typed command
(:mod:`bot.service.commands`), once. A Discord slash command's options go through the
same builders (:func:`command_of`), its values read option by option by the same rules.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import bot.service.commands as asked
from bot.service.answers.buttons import Action, Button, ButtonCodec
from bot.service.challenges.options import GameOptions, Opponent
from bot.service.chats.chat_settings import SETTING_KEYS
from bot.service.commands import Command, Refused
from bot.service.computer.engine import LEVELS
from bot.service.grammar.command_parse import Parsed, Refusal, parse, read
from bot.service.grammar.command_table import TEAM_TERMS
from bot.service.grammar.variant_words import variant_values
from bot.service.seeks.terms import USUAL, usual_options
from bot.service.teams.commands import AnswerTeams, TeamAnswer
from bot.service.teams.reading import TeamRefusal, team_command
from bot.text import quote
from bot.time_class import TimeClass
from core import Color, Start

__all__ = ["Read", "command_of", "read_button", "read_text"]


@dataclass(frozen=True, slots=True)
class Read:
    """A line of chat read: the command, and whether it was a bare move (``20-17``)."""

    command: Command
    bare: bool = False


def read_text(
    text: str, mentions: Mapping[str, Opponent], bot_username: str | None = None
) -> Read | None:
    """The command a line of chat asks for (a refusal naming the word that could not be
    used is a :class:`Refused`), or ``None`` for text that is not for the bot.

    ``mentions`` maps tokens the adapter resolved (``@bob``, a text mention) to users."""
    parsed = parse(text, bot_username, mentions.keys())
    if parsed is None:
        return None
    if isinstance(parsed, Refusal):
        refusal = _refined(text, parsed)
        return Read(Refused(refusal.key, refusal.args))
    return Read(command_of(parsed, mentions), parsed.bare)


def command_of(parsed: Parsed, mentions: Mapping[str, Opponent]) -> Command:
    """The typed command of a parsed one, its users resolved through ``mentions``."""
    return _BUILDERS[parsed.name](_Values(parsed, mentions))


def _refined(text: str, refusal: Refusal) -> Refusal:
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


class _Values:
    """A parsed command's option values, typed, with its mentions resolved."""

    __slots__ = ("mentions", "parsed")

    def __init__(self, parsed: Parsed, mentions: Mapping[str, Opponent]) -> None:
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


def _move(values: _Values) -> Command:
    """A point as written, or as a pair of numbers (a Discord option's x and y)."""
    point = values.parsed.get("point")
    if isinstance(point, tuple) and len(point) == 2 and all(isinstance(n, int) for n in point):
        return asked.Move((int(point[0]), int(point[1])), values.int("game"))
    if not isinstance(point, str) or not point:
        return Refused("error-move-missing")
    return asked.Move(point, values.int("game"))


def _history(values: _Values) -> Command:
    return asked.ShowHistory(
        values.person("who"), whole_chat=values.text("who") == "chat",
        before_game=values.int("after"),
    )


def _rating(values: _Values) -> Command:
    players = (values.person("player"), values.person("other"))
    return asked.ShowRating(tuple(player for player in players if player is not None))


def _top(values: _Values) -> Command:
    chosen = values.text("speed")
    return asked.ShowTop(
        overall=values.text("where") == "all",
        time_class=TimeClass(chosen) if chosen else None,
    )


def _settings(values: _Values) -> Command:
    value = values.parsed.get("value")
    words = tuple(str(word) for word in value) if isinstance(value, tuple) else ()
    return asked.Configure(values.text("setting"), words)


def _challenge(values: _Values) -> Command:
    chosen = _opponent(values)
    if isinstance(chosen, Refused):
        return chosen
    return asked.Challenge(chosen, _options(values.parsed))


def _opponent(values: _Values) -> Opponent | Refused:
    """Whom a challenge is for; a level with a person or ``open`` is a contradiction."""
    parsed = values.parsed
    level = values.text("level")
    who = values.text("opponent")
    if parsed.name == "play" or who == "computer" or (who is None and level):
        return Opponent.computer(level)
    if level is not None:
        first, second = parsed.words["opponent"], parsed.words["level"]
        return Refused(
            "error-contradiction",
            {"command": f"/{parsed.name}", "first": quote(first), "second": quote(second)},
        )
    if who is None or who == "open":
        return Opponent.anyone()
    person = values.person("opponent")
    assert person is not None
    return person


def _options(parsed: Parsed) -> GameOptions:
    size = parsed.get("size")
    width, height = size if isinstance(size, tuple) and len(size) == 2 else (None, None)
    start, color = parsed.get("start"), parsed.get("color")
    rated = parsed.get("rated")
    return GameOptions(
        width=width if isinstance(width, int) else None,
        height=height if isinstance(height, int) else None,
        start=Start(start) if isinstance(start, str) else None,
        color=(Color.RED if color == "red" else Color.BLUE) if color else None,
        variants=variant_values(parsed),
        time=parsed.time(),
        rated=(rated == "rated") if rated else None,
    )



class _TermsRefused(Exception):
    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.key)
        self.refusal = refusal


def _team_terms(tokens: Sequence[str]) -> GameOptions:
    parsed = read(TEAM_TERMS, tokens)
    if isinstance(parsed, Refusal):
        raise _TermsRefused(parsed)
    return _options(parsed)


def _team(values: _Values) -> Command:
    """``/team``: a team game proposed or answered (:mod:`bot.service.teams.reading`)."""
    words = values.parsed.get("sides")
    tokens = tuple(str(word) for word in words) if isinstance(words, tuple) else ()
    try:
        return team_command(tokens, values.mentions, _team_terms)
    except TeamRefusal as refused:
        return Refused(refused.key)
    except _TermsRefused as refused:
        return Refused(refused.refusal.key, refused.refusal.args)


_TOURNAMENT_STEPS: dict[str, Callable[[int | None], Command]] = {
    "join": asked.JoinTournament,
    "leave": asked.LeaveTournament,
    "start": asked.StartTournament,
    "cancel": asked.CancelTournament,
    "standings": asked.ShowStandings,
}


def _tournament(values: _Values) -> Command:
    """``/tournament swiss|roundrobin [options]`` announces one; the other words act on
    the chat's tournament (``#N``: another one)."""
    action = values.text("action") or "standings"
    if action in ("list", "sgf"):
        return asked.ListTournaments(values.int("tournament"), archive=action == "sgf")
    step = _TOURNAMENT_STEPS.get(action)
    if step is not None:
        return step(values.int("tournament"))
    return asked.AnnounceTournament(
        action,
        _options(values.parsed),
        double=bool(values.parsed.get("double")),
        rounds=values.int("rounds"),
        starts_in=values.int("starts"),
    )
def _seek(values: _Values) -> Command:
    """``/seek`` alone offers the usual seeks; ``/seek cancel`` takes one's back."""
    parsed = values.parsed
    if parsed.get("cancel"):
        return asked.CancelSeek()
    spread = values.int("range")
    if not set(parsed.words) - {"range"} and spread is None:
        return asked.Seek(None)
    return asked.Seek(_options(parsed), spread)


def _takeback(values: _Values) -> Command:
    answer, game = values.text("answer"), values.int("game")
    if answer is None:
        return asked.AskTakeback(game)
    return asked.AnswerTakeback(game, accept=answer == "accept")


_BUILDERS: dict[str, Callable[[_Values], Command]] = {
    "help": lambda v: asked.Help(),
    "rules": lambda v: asked.ShowRules(),
    "games": lambda v: asked.ListGames(),
    "challenge": _challenge,
    "play": _challenge,
    "accept": lambda v: asked.Accept(v.int("challenge")),
    "decline": lambda v: asked.Decline(v.int("challenge")),
    "cancel": lambda v: asked.Cancel(v.int("challenge")),
    "move": _move,
    "resign": lambda v: asked.Resign(v.int("game"), confirmed="confirm" in v.parsed.values),
    "draw": lambda v: asked.OfferDraw(v.int("game")),
    "end": lambda v: asked.ProposeEnd(v.int("game")),
    "decline_draw": lambda v: asked.DeclineDraw(v.int("game")),
    "ground": lambda v: asked.Ground(v.int("game"), confirmed="confirm" in v.parsed.values),
    "stop": lambda v: asked.Stop(v.int("game"), confirmed="confirm" in v.parsed.values),
    "auto": lambda v: asked.AutoEnd(v.int("game")),
    "abort": lambda v: asked.Abort(v.int("game")),
    "board": lambda v: asked.ShowBoard(v.int("game")),
    "web": lambda v: asked.OpenWebBoard(v.int("game")),
    "sgf": lambda v: asked.ExportSgf(v.int("game")),
    "replay": lambda v: asked.Replay(v.int("game")),
    "rematch": lambda v: asked.Rematch(v.int("game")),
    "history": _history,
    "top": lambda v: _top(v),
    "rating": _rating,
    "settings": _settings,
    "lang": lambda v: asked.SetLanguage(v.text("language")),
    "style": lambda v: asked.SetStyle(v.text("style")),
    "time": lambda v: Refused("error-time-where"),
    "tournament": _tournament,
    "tournaments": lambda v: asked.ListTournaments(
        v.int("tournament"), archive=v.text("what") == "sgf"
    ),
    "takeback": _takeback,
    "seek": _seek,
    "watch": lambda v: asked.Watch(v.int("game")),
    "team": _team,
    "hint": lambda v: asked.Hint(v.int("game")),
    "analysis": lambda v: asked.Analyse(v.int("game")),
    "link": lambda v: asked.Link(v.text("code")),
    "unlink": lambda v: asked.Unlink(),
    "privacy": lambda v: asked.ShowPrivacy(),
    "forget": lambda v: asked.Forget(confirmed="confirm" in v.parsed.values),
}
"""Each command of the table, by name: what it asks for."""


INVALID_BUTTON = Refused("error-button-invalid")


def read_button(codec: ButtonCodec, data: str) -> Command:
    """What a button's data asks for; a forged or mangled one is refused."""
    button = codec.read(data)
    return INVALID_BUTTON if button is None else _pressed(button)


def _pressed(button: Button) -> Command:
    target, args = button.target, button.args
    action = button.action
    if action in (Action.MOVE, Action.PLACE, Action.ENCLOSE):
        ply, x, y = args
        enclose = None if action is Action.MOVE else action is Action.ENCLOSE
        return asked.Move((x, y), target, ply=ply, enclose=enclose)
    if action in (Action.PICK, Action.SECTOR):
        return asked.OpenPicker(target, *args)
    if action is Action.RESIGN_CONFIRM:
        return asked.Resign(target, confirmed=True, asker=args[0])
    if action is Action.GROUND_CONFIRM:
        return asked.Ground(target, confirmed=True, asker=args[0])
    if action is Action.STOP_CONFIRM:
        return asked.Stop(target, confirmed=True, asker=args[0])
    if action is Action.PLAY_COMPUTER:
        if not 0 <= target < len(LEVELS):
            return INVALID_BUTTON
        return asked.Challenge(Opponent.computer(LEVELS[target]))
    if action is Action.SEEK:
        return asked.Seek(usual_options(target)) if 0 <= target < len(USUAL) else INVALID_BUTTON
    return _PRESSED[action](target)


_PRESSED: dict[Action, Callable[[int], Command]] = {
    Action.ACCEPT: asked.Accept,
    Action.DECLINE: asked.Decline,
    Action.CANCEL: asked.Cancel,
    Action.RESIGN: asked.Resign,
    Action.DRAW: asked.OfferDraw,
    Action.DECLINE_DRAW: asked.DeclineDraw,
    Action.GROUND: asked.Ground,
    Action.STOP: asked.Stop,
    Action.AUTO_END: asked.AutoEnd,
    Action.END: asked.ProposeEnd,
    Action.ABORT: asked.Abort,
    Action.BOARD: asked.ShowBoard,
    Action.WEB_BOARD: asked.OpenWebBoard,
    Action.SGF: asked.ExportSgf,
    Action.REPLAY: asked.Replay,
    Action.REMATCH: asked.Rematch,
    Action.TAKE_OFFER: asked.TakeOffer,
    Action.WITHDRAW_OFFER: asked.WithdrawOffer,
    Action.JOIN_TOURNAMENT: asked.JoinTournament,
    Action.LEAVE_TOURNAMENT: asked.LeaveTournament,
    Action.START_TOURNAMENT: asked.StartTournament,
    Action.STANDINGS: asked.ShowStandings,
    Action.TAKEBACK: asked.AskTakeback,
    Action.ACCEPT_TAKEBACK: lambda game: asked.AnswerTakeback(game, accept=True),
    Action.DECLINE_TAKEBACK: lambda game: asked.AnswerTakeback(game, accept=False),
    Action.HINT: asked.Hint,
    Action.ANALYSIS: asked.Analyse,
    Action.SEEK_AGAIN: asked.SeekAgain,
    Action.SEEK_CANCEL: lambda _: asked.CancelSeek(),
    Action.SEEK_MENU: lambda _: asked.Seek(None),
    Action.TEAM_ACCEPT: lambda team: AnswerTeams(TeamAnswer.ACCEPT, team),
    Action.TEAM_DECLINE: lambda team: AnswerTeams(TeamAnswer.DECLINE, team),
}
"""Buttons that name their game or challenge and nothing more."""
