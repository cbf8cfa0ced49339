"""A tournament's tables and the chat's tournaments: the standings, the picture an
announcement of it shows, the chat's past tournaments (a crosstable, the records of all
its games as one archive), and what the sign-up's answers show."""

from __future__ import annotations

import io
import zipfile
from dataclasses import dataclass, replace

from bot.identity import Actor, ChatRef
from bot.service.answers.answer import Attachment, Result, answer, refusal
from bot.service.answers.buttons import Action, Button
from bot.service.answers.replies import Reply, Status
from bot.service.answers.views import Views
from bot.service.chats.languages import Languages
from bot.service.history.history import HistoryUseCases
from bot.service.tournaments.commands import ListTournaments, ShowStandings
from bot.service.tournaments.rounds import control
from bot.service.tournaments.table_data import TournamentShow
from bot.service.tournaments.table_views import tournament_view
from bot.storage.protocol import Storage
from bot.storage.records import TournamentRow
from bot.time_class import time_class
from bot.tournament.document import Status as TournamentStatus
from bot.tournament.document import Tournament

ZIP_TYPE = "application/zip"


def tag(tournament_id: int) -> str:
    return f"#{tournament_id}"


@dataclass(eq=False, repr=False, kw_only=True)
class TournamentTables:
    langs: Languages
    storage: Storage
    views: Views
    history: HistoryUseCases

    async def find(
        self, lang: str, chat: ChatRef, number: int | None
    ) -> TournamentRow | Result:
        """The tournament a command means: named (in this group), or the chat's open one."""
        if number is not None:
            row = await self.storage.tournament(number)
            if row is None or (row.chat.platform, row.chat.chat_id) != (
                chat.platform, chat.chat_id
            ):
                return refusal(lang, "error-tournament-unknown", id=tag(number))
            return row
        found = await self.storage.chat_tournaments(chat, 1, open_only=True)
        if not found:
            return refusal(lang, "error-tournament-none")
        return found[0]

    def buttons(self, row: TournamentRow) -> tuple[Button, ...]:
        codec = self.views.codec
        actions: tuple[Action, ...]
        if row.status == TournamentStatus.SIGNUP:
            actions = (Action.JOIN_TOURNAMENT, Action.LEAVE_TOURNAMENT, Action.START_TOURNAMENT)
        elif row.status == TournamentStatus.RUNNING:
            actions = (Action.STANDINGS,)
        else:
            actions = ()
        return tuple(codec.make(action, row.id) for action in actions)

    def signup_result(self, lang: str, row: TournamentRow, key: str, **extra: str) -> Result:
        doc = Tournament.from_json(row.body)
        args: dict[str, str | int] = {
            "id": str(row.id),
            "format": doc.format.value,
            "double": "yes" if doc.double else "no",
            "rounds": doc.rounds,
            "organizer": doc.organizer.name,
            "count": len(doc.entrants),
            "players": ", ".join(e.name for e in doc.entrants),
            "size": f"{doc.terms['rules']['width']}×{doc.terms['rules']['height']}",
            "rated": "yes" if doc.terms["rated"] else "no",
            **extra,
        }
        speed = Reply("time-class", {"class": time_class(control(doc)).value})
        terms = Reply("card-time-class", {"terms": control(doc), "class": speed})
        time = Reply("tournament-time", {"time": terms})
        starts = (
            Reply("tournament-starts-at", {"at": row.starts_at}) if row.starts_at
            else Reply("tournament-starts-by-organizer", {"organizer": doc.organizer.name})
        )
        replies = (Reply(key, args), time, starts)
        return Result(Status.OK, lang, replies, buttons=self.buttons(row))

    # ----------------------------------------------------------------- tables
    async def standings(self, chat: ChatRef, actor: Actor, command: ShowStandings) -> Result:
        lang = await self.langs.language(actor, chat)
        row = await self.find(lang, chat, command.tournament)
        if isinstance(row, Result):
            return row
        audience = answer(lang).audience
        if row.status == TournamentStatus.SIGNUP:
            return replace(self.signup_result(lang, row, "tournament-signup"),
                           audience=audience)
        doc = Tournament.from_json(row.body)
        if doc.completed_round == 0:  # no standings yet: the round being played
            view = tournament_view(row, f"{TournamentShow.PAIRINGS.value}:{doc.round}")
            reply = Reply("tournament-standings-none",
                          {"id": str(row.id), "round": doc.round, "rounds": doc.rounds})
            return Result(Status.OK, lang, (reply,), tournament=view, audience=audience)
        table = await self.table(row.id, TournamentShow.STANDINGS.value, lang)
        assert table is not None
        return replace(table, audience=audience)

    async def table(self, tournament_id: int, show: str | None, lang: str) -> Result | None:
        """A tournament's table as a result (what an announcement of it shows): the
        standings name the last round they count, and the round being played, if any."""
        row = await self.storage.tournament(tournament_id)
        if row is None:
            return None
        view = tournament_view(row, show)
        key = f"tournament-table-{view.show.value}"
        replies = [Reply(key, {"id": str(row.id), "round": view.round, "rounds": view.rounds})]
        if view.show is TournamentShow.STANDINGS and view.playing:
            replies.append(Reply("tournament-round-playing",
                                 {"round": view.playing, "rounds": view.rounds}))
        return Result(Status.OK, lang, tuple(replies), tournament=view)

    async def listing(self, chat: ChatRef, actor: Actor, command: ListTournaments) -> Result:
        """``/tournaments``: the chat's tournaments; ``N``: its crosstable; ``N sgf``: the
        records of its games."""
        lang = await self.langs.language(actor, chat)
        if command.tournament is None:
            rows = await self.storage.chat_tournaments(chat, 10)
            if not rows:
                return answer(lang, Reply("tournaments-none"))
            lines = tuple(self._line(row) for row in rows)
            return answer(lang, Reply("tournaments-title"), *lines)
        row = await self.find(lang, chat, command.tournament)
        if isinstance(row, Result):
            return row
        if command.archive:
            return await self._archive(lang, row)
        table = await self.table(row.id, TournamentShow.CROSSTABLE.value, lang)
        assert table is not None
        return replace(table, audience=answer(lang).audience)

    @staticmethod
    def _line(row: TournamentRow) -> Reply:
        doc = Tournament.from_json(row.body)
        winners = ""
        if row.status == TournamentStatus.FINISHED:
            winners = ", ".join(doc.seat(s.seat).name for s in doc.standings() if s.rank == 1)
        return Reply("tournaments-line", {
            "id": str(row.id), "format": doc.format.value, "status": row.status,
            "count": len(doc.entrants), "winner": winners, "at": row.created_at,
        })

    async def _archive(self, lang: str, row: TournamentRow) -> Result:
        doc = Tournament.from_json(row.body)
        buffer = io.BytesIO()
        games = 0
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
            for board in doc.boards:
                if board.game_id is None:
                    continue
                text = await self.history.export_sgf(board.game_id)
                if text is None:
                    continue
                name = f"round{board.round:02d}-board{board.board:02d}-game{board.game_id}.sgf"
                archive.writestr(name, text)
                games += 1
        file = Attachment(f"tournament-{row.id}.zip", buffer.getvalue(), ZIP_TYPE)
        reply = Reply("tournament-archive", {"id": str(row.id), "games": games})
        return answer(lang, reply, attachment=file)

