"""The dispatch table: each command type and the use case that runs it, checked by type
(:class:`~bot.service.dispatch.Handlers`), grouped by what the commands act on."""

from __future__ import annotations

from typing import TYPE_CHECKING

import bot.service.commands as asked
from bot.service.dispatch import Handlers

if TYPE_CHECKING:
    from bot.service.service import GameService


def command_table(service: GameService) -> Handlers:
    table = Handlers()
    _games(table, service)
    _people(table, service)
    _gatherings(table, service)
    _reads(table, service)
    return table


def _games(table: Handlers, s: GameService) -> None:
    """Challenges and the moves, offers and endings of a game (a team game's member on
    turn, or a side's votes, go through the teams first)."""
    play, challenges, turns = s.play, s.challenges, s.team_turns
    table.change(asked.Challenge, challenges.challenge)
    table.change(asked.Accept, challenges.accept)
    table.change(asked.Decline, challenges.decline)
    table.change(asked.Cancel, challenges.cancel)
    table.change(asked.Move, turns.move)
    table.change(asked.OfferDraw, turns.offer_draw)
    table.change(asked.DeclineDraw, turns.decline_draw)
    table.change(asked.ProposeEnd, turns.propose_end)
    table.change(asked.Ground, turns.on_turn_only(play.ground))
    table.change(asked.Stop, turns.on_turn_only(s.stop.stop))
    table.change(asked.AutoEnd, turns.on_turn_only(s.stop.auto))
    table.change(asked.Abort, play.abort)
    table.change(asked.Resign, turns.resign)
    table.change(asked.AskTakeback, turns.ask_takeback)
    table.change(asked.AnswerTakeback, s.takeback.answer)
    table.change(asked.Hint, s.hint.hint)
    table.change(asked.Rematch, s.history.rematch)


def _people(table: Handlers, s: GameService) -> None:
    """A person's and a chat's settings, and one person across platforms."""
    settings, guide, persons = s.settings, s.guide, s.persons
    table.change(asked.Configure, settings.configure)
    table.change(asked.ChangeSetting, settings.change)
    table.change(asked.MoveChat, settings.move)
    table.change(asked.SetLanguage, guide.set_language)
    table.change(asked.SetStyle, guide.set_style)
    table.change(asked.Link, persons.link)
    table.change(asked.Unlink, persons.unlink)
    table.change(asked.Forget, persons.forget)
    table.read(asked.ShowPrivacy, persons.privacy)


def _gatherings(table: Handlers, s: GameService) -> None:
    """Where people find each other: inline offers, the lobby, team games, tournaments."""
    tournaments = s.tournaments
    table.change(asked.TakeOffer, s.inline.take)
    table.change(asked.WithdrawOffer, s.inline.withdraw)
    table.change(asked.PostOffer, s.inline.posted)
    table.change(asked.Seek, s.seeks.seek)
    table.change(asked.SeekAgain, s.seeks.again)
    table.change(asked.CancelSeek, s.seeks.cancel)
    table.read(asked.ListSeeks, s.lobby.listing)
    table.read(asked.Watch, s.lobby.watch)
    table.change(asked.ProposeTeams, s.teams.propose)
    table.change(asked.AnswerTeams, s.teams.answer)
    table.change(asked.LeaveTeam, s.team_turns.leave)
    table.change(asked.AnnounceTournament, tournaments.announce)
    table.change(asked.JoinTournament, tournaments.join)
    table.change(asked.LeaveTournament, tournaments.leave)
    table.change(asked.StartTournament, tournaments.start)
    table.change(asked.CancelTournament, tournaments.cancel)


def _reads(table: Handlers, s: GameService) -> None:
    """What only shows: help, cards, history, ratings, tables, the web board's link."""
    cards, guide, history, standings = s.cards, s.guide, s.history, s.standings
    table.read(asked.Help, guide.help)
    table.read(asked.ShowRules, guide.rules)
    table.read(asked.ListGames, cards.games)
    table.read(asked.ShowBoard, cards.board)
    table.read(asked.NameTopic, cards.name_topic)
    table.read(asked.ShowAgain, cards.again)
    table.read(asked.OpenPicker, s.picker.open_picker)
    table.read(asked.ShowHistory, history.listing)
    table.read(asked.ExportSgf, history.sgf)
    table.read(asked.Replay, history.replay)
    table.read(asked.ShowTop, standings.top)
    table.read(asked.ShowRating, standings.rating)
    table.read(asked.OpenWebBoard, s.web.open)
    table.read(asked.Analyse, s.analysis.analyse)
    table.read(asked.ShowStandings, s.tournaments.tables.standings)
    table.read(asked.ListTournaments, s.tournaments.tables.listing)
    table.read(asked.Refused, s._refused)
    table.read(asked.Words, s._words)
