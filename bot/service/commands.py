"""What a user can ask for, as data: one small frozen dataclass per request, each defined
in the package of the feature that runs it (``play/commands.py``, ``challenges/commands.py``,
…) and all of them here, in :data:`Command`.

Every way in produces these directly, never text to be read again: the text grammar
(:mod:`bot.service.grammar.reading`), a button's data
(:func:`bot.service.grammar.reading.read_button`), a Discord slash command's options and a
typed point (:mod:`bot.discord.slash`).
:meth:`bot.service.service.GameService.dispatch` runs any of them. The command table
(:mod:`bot.service.grammar.command_table`) stays the one source of names, options and limits.

A game or challenge left ``None`` means "the obvious one here" (:mod:`bot.service.games.finder`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from bot.service.challenges.commands import (
    Accept,
    Cancel,
    Challenge,
    Decline,
)
from bot.service.chats.commands import (
    ChangeSetting,
    Configure,
    Help,
    MoveChat,
    SetLanguage,
    SetStyle,
    ShowRules,
    Words,
)
from bot.service.coach.commands import (
    Analyse,
    AnswerTakeback,
    AskTakeback,
    Hint,
)
from bot.service.history.commands import (
    ExportSgf,
    Rematch,
    Replay,
    ShowHistory,
    ShowRating,
    ShowTop,
)
from bot.service.persons.commands import Forget, Link, ShowPrivacy, Unlink
from bot.service.places.commands import (
    OpenWebBoard,
    PostOffer,
    TakeOffer,
    WithdrawOffer,
)
from bot.service.play.commands import (
    Abort,
    AutoEnd,
    DeclineDraw,
    Ground,
    ListGames,
    Move,
    NameTopic,
    OfferDraw,
    OpenPicker,
    ProposeEnd,
    Resign,
    ShowAgain,
    ShowBoard,
    Stop,
)
from bot.service.seeks.commands import CancelSeek, ListSeeks, Seek, SeekAgain, Watch
from bot.service.teams.commands import AnswerTeams, LeaveTeam, ProposeTeams
from bot.service.tournaments.commands import (
    AnnounceTournament,
    CancelTournament,
    JoinTournament,
    LeaveTournament,
    ListTournaments,
    ShowStandings,
    StartTournament,
)

__all__ = [
    "Abort",
    "Accept",
    "Analyse",
    "AnnounceTournament",
    "AnswerTakeback",
    "AnswerTeams",
    "AskTakeback",
    "AutoEnd",
    "Cancel",
    "CancelSeek",
    "CancelTournament",
    "Challenge",
    "ChangeSetting",
    "Command",
    "Configure",
    "Decline",
    "DeclineDraw",
    "ExportSgf",
    "Forget",
    "Ground",
    "Help",
    "Hint",
    "JoinTournament",
    "LeaveTeam",
    "LeaveTournament",
    "Link",
    "ListGames",
    "ListSeeks",
    "ListTournaments",
    "Move",
    "MoveChat",
    "NameTopic",
    "OfferDraw",
    "OpenPicker",
    "OpenWebBoard",
    "PostOffer",
    "ProposeEnd",
    "ProposeTeams",
    "Refused",
    "Rematch",
    "Replay",
    "Resign",
    "Seek",
    "SeekAgain",
    "SetLanguage",
    "SetStyle",
    "ShowAgain",
    "ShowBoard",
    "ShowHistory",
    "ShowPrivacy",
    "ShowRating",
    "ShowRules",
    "ShowStandings",
    "ShowTop",
    "StartTournament",
    "Stop",
    "TakeOffer",
    "Unlink",
    "Watch",
    "WithdrawOffer",
    "Words",
]


@dataclass(frozen=True, slots=True)
class Refused:
    """A request that could not be read: the catalog key saying why, and its arguments.
    Dispatched, it is that refusal for the sender."""

    key: str
    args: Mapping[str, str | int] = field(default_factory=dict)


Command = (
    Help | ShowRules | ListGames | Challenge | Accept | Decline | Cancel | Move | Resign
    | OfferDraw | DeclineDraw | ProposeEnd | Ground | Stop | AutoEnd | Abort
    | ShowBoard | OpenPicker | ShowHistory
    | ExportSgf | Replay | Rematch | ShowTop | ShowRating | Configure | ChangeSetting | SetLanguage
    | SetStyle | TakeOffer | WithdrawOffer | OpenWebBoard | AnnounceTournament | JoinTournament
    | LeaveTournament | StartTournament | CancelTournament | ShowStandings | ListTournaments
    | AskTakeback | AnswerTakeback | Hint | Analyse | Refused | PostOffer | MoveChat
    | NameTopic | ShowAgain | Words | Seek | SeekAgain | CancelSeek | ListSeeks | Watch
    | ProposeTeams | AnswerTeams | LeaveTeam
    | Link | Unlink | ShowPrivacy | Forget
)
"""Anything :meth:`~bot.service.service.GameService.dispatch` runs."""

