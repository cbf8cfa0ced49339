"""What a user can ask for, as data: one small frozen dataclass per request.

Every way in produces these directly, never text to be read again: the text grammar
(:mod:`bot.service.grammar.reading`), a button's data
(:func:`bot.service.answers.buttons.command_of`), a Discord slash command's options and a
typed point (:mod:`bot.discord.slash`).
:meth:`bot.service.service.GameService.dispatch` runs any of them. The command table
(:mod:`bot.service.grammar.command_table`) stays the one source of names, options and limits.

A game or challenge left ``None`` means "the obvious one here" (:mod:`bot.service.games.finder`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from bot.service.challenges.options import GameOptions, Opponent
from bot.service.chats.setting_change import SettingChange
from bot.time_class import TimeClass
from core import Point


@dataclass(frozen=True, slots=True)
class Help:
    pass


@dataclass(frozen=True, slots=True)
class ShowRules:
    pass


@dataclass(frozen=True, slots=True)
class ListGames:
    pass


@dataclass(frozen=True, slots=True)
class Challenge:
    opponent: Opponent = field(default_factory=Opponent.anyone)
    options: GameOptions = field(default_factory=GameOptions)


@dataclass(frozen=True, slots=True)
class Accept:
    challenge: int | None = None


@dataclass(frozen=True, slots=True)
class Decline:
    challenge: int | None = None


@dataclass(frozen=True, slots=True)
class Cancel:
    challenge: int | None = None


@dataclass(frozen=True, slots=True)
class Move:
    """A point as the player wrote it (read once, against the game's field) or tapped."""

    point: str | Point
    game: int | None = None
    ply: int | None = None
    """Only if the game is still at this ply (a picker's button, drawn then)."""
    announced: bool = False
    """Nobody waits in the chat for the answer (a move from the web board): the change is
    announced to the game's chat through the outbox."""


@dataclass(frozen=True, slots=True)
class Resign:
    game: int | None = None
    confirmed: bool = False
    asker: int | None = None
    """"Yes, resign" pressed: the colour of the player it was shown to (only they may)."""
    announced: bool = False
    """Nobody waits in the chat for the answer (the web board): announced to the game's
    chat through the outbox."""


@dataclass(frozen=True, slots=True)
class OfferDraw:
    game: int | None = None
    announced: bool = False
    """Nobody waits in the chat for the answer (the web board): announced to the game's
    chat through the outbox."""


@dataclass(frozen=True, slots=True)
class DeclineDraw:
    game: int | None = None
    announced: bool = False
    """Nobody waits in the chat for the answer (the web board): announced to the game's
    chat through the outbox."""


@dataclass(frozen=True, slots=True)
class Ground:
    game: int | None = None
    confirmed: bool = False
    asker: int | None = None
    """"Yes, ground" pressed: the colour of the player it was shown to (only they may)."""


@dataclass(frozen=True, slots=True)
class Abort:
    game: int | None = None


@dataclass(frozen=True, slots=True)
class ShowBoard:
    game: int | None = None


@dataclass(frozen=True, slots=True)
class OpenPicker:
    """The move picker: the sectors, or the points of one sector (or of one part of it),
    as the button drawn at ``ply`` asks."""

    game: int
    ply: int | None = None
    sector: int | None = None
    part: int | None = None


@dataclass(frozen=True, slots=True)
class ShowHistory:
    player: Opponent | None = None
    whole_chat: bool = False
    before_game: int | None = None


@dataclass(frozen=True, slots=True)
class ExportSgf:
    game: int | None = None


@dataclass(frozen=True, slots=True)
class Replay:
    game: int | None = None


@dataclass(frozen=True, slots=True)
class Rematch:
    game: int | None = None


@dataclass(frozen=True, slots=True)
class ShowTop:
    overall: bool = False
    time_class: TimeClass | None = None
    """``None``: the class with the most rated games there."""


@dataclass(frozen=True, slots=True)
class ShowRating:
    players: tuple[Opponent, ...] = ()


@dataclass(frozen=True, slots=True)
class Configure:
    """``/settings``: without ``key`` the chat's settings; with it, the words of a change
    (read by the settings use case, which knows the languages and who may)."""

    key: str | None = None
    words: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ChangeSetting:
    """A change of one setting, typed (what an adapter with its own options makes)."""

    change: SettingChange


@dataclass(frozen=True, slots=True)
class SetLanguage:
    code: str | None = None


@dataclass(frozen=True, slots=True)
class SetStyle:
    """``/style``: show the sender's picture style, or choose it (the word as typed,
    checked by the service)."""

    word: str | None = None


@dataclass(frozen=True, slots=True)
class TakeOffer:
    """Accept the challenge an inline message offers (posting it first if need be)."""

    offer: int


@dataclass(frozen=True, slots=True)
class WithdrawOffer:
    """Cancel the challenge an inline message offers (its challenger only)."""

    offer: int


@dataclass(frozen=True, slots=True)
class Refused:
    """A request that could not be read: the catalog key saying why, and its arguments.
    Dispatched, it is that refusal for the sender."""

    key: str
    args: Mapping[str, str | int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class OpenWebBoard:
    """``/web``: a link to a game's live board, for the asker alone."""

    game: int | None = None


@dataclass(frozen=True, slots=True)
class AnnounceTournament:
    """``/tournament swiss|roundrobin …``: a tournament for this chat, signing up."""

    format: str
    options: GameOptions = field(default_factory=GameOptions)
    double: bool = False
    rounds: int | None = None
    starts_in: int | None = None
    """Minutes until sign-up closes and round 1 is paired (``None``: its organizer starts
    it with ``/tournament start``)."""


@dataclass(frozen=True, slots=True)
class JoinTournament:
    tournament: int | None = None


@dataclass(frozen=True, slots=True)
class LeaveTournament:
    tournament: int | None = None


@dataclass(frozen=True, slots=True)
class StartTournament:
    tournament: int | None = None


@dataclass(frozen=True, slots=True)
class CancelTournament:
    tournament: int | None = None


@dataclass(frozen=True, slots=True)
class ShowStandings:
    tournament: int | None = None


@dataclass(frozen=True, slots=True)
class ListTournaments:
    """``/tournaments``: the chat's tournaments; with a number, its crosstable, or the
    records of all its games as one archive (``sgf``)."""

    tournament: int | None = None
    archive: bool = False


@dataclass(frozen=True, slots=True)
class AskTakeback:
    """``/takeback``: ask to take back one's last move (and the answer to it)."""

    game: int | None = None
    announced: bool = False
    """Nobody waits in the chat for the answer (the web board): announced to the game's
    chat through the outbox."""


@dataclass(frozen=True, slots=True)
class AnswerTakeback:
    """``/takeback accept|decline``: answer the opponent's takeback offer."""

    accept: bool
    game: int | None = None
    announced: bool = False
    """Nobody waits in the chat for the answer (the web board): announced to the game's
    chat through the outbox."""


@dataclass(frozen=True, slots=True)
class Hint:
    """``/hint``: the computer's suggested move in one's training game against it."""

    game: int | None = None


@dataclass(frozen=True, slots=True)
class Analyse:
    """``/analysis``: the computer's review of a finished game."""

    game: int | None = None


Command = (
    Help | ShowRules | ListGames | Challenge | Accept | Decline | Cancel | Move | Resign
    | OfferDraw | DeclineDraw | Ground | Abort | ShowBoard | OpenPicker | ShowHistory
    | ExportSgf | Replay | Rematch | ShowTop | ShowRating | Configure | ChangeSetting | SetLanguage
    | SetStyle | TakeOffer | WithdrawOffer | OpenWebBoard | AnnounceTournament | JoinTournament
    | LeaveTournament | StartTournament | CancelTournament | ShowStandings | ListTournaments
    | AskTakeback | AnswerTakeback | Hint | Analyse | Refused
)
"""Anything :meth:`~bot.service.service.GameService.dispatch` runs."""

