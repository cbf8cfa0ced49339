"""Writes the tournament pictures of docs/tournaments.md into this folder, from a Swiss of
seven played through the service (in memory): round 2's pairings and the final standings.

    python docs/img/make_tournament.py
"""

from __future__ import annotations

import asyncio
import itertools
import random
import sys
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent))

from bot.clocks import TimeControl
from bot.i18n import Translator
from bot.identity import Actor, ChatRef
from bot.output.present import Presenter
from bot.output.tournament_tables import tournament_picture
from bot.service import GameService, ServiceConfig, build_service
from bot.service.challenges.options import GameOptions
from bot.service.chats.chat_settings import PictureStyle
from bot.service.commands import (
    AnnounceTournament,
    JoinTournament,
    OfferDraw,
    Resign,
    StartTournament,
)
from bot.service.tournaments.table_data import TournamentShow
from bot.storage import open_storage
from bot.tournament.document import Tournament

HERE = Path(__file__).resolve().parent
CHAT = ChatRef("docs", "club")
NAMES = ("Алёна", "Bartek", "Dmytro", "Aigerim", "Hanna", "Jonas", "Ольга")
PLAYERS = [Actor("docs", str(n), name) for n, name in enumerate(NAMES, 1)]
_events = itertools.count()


def ev() -> str:
    return f"docs:{next(_events)}"


async def play(service: GameService, tournament_id: int, rng: random.Random) -> None:
    """Every game of every round ends by a resignation or an agreed draw, at random."""
    while True:
        row = await service.ctx.storage.tournament(tournament_id)
        assert row is not None
        if row.status != "running":
            return
        doc = Tournament.from_json(row.body)
        for board in doc.round_boards(doc.round):
            if board.game_id is None or board.decided:
                continue
            blue, red = doc.seat(board.blue), doc.seat(board.red)
            actors = {p.user_id: p for p in PLAYERS}
            roll = rng.random()
            if roll < 0.2:
                await service.dispatch(ev(), CHAT, actors[blue.user_id], OfferDraw(board.game_id))
                await service.dispatch(ev(), CHAT, actors[red.user_id], OfferDraw(board.game_id))
            else:
                loser = red if roll < 0.65 else blue
                await service.dispatch(
                    ev(), CHAT, actors[loser.user_id], Resign(board.game_id, confirmed=True)
                )


async def main() -> None:
    storage = open_storage("memory://")
    await storage.open()
    moment = datetime(2026, 12, 1, 18, 0, tzinfo=UTC)
    service = build_service(storage, ServiceConfig(now=lambda: moment))
    await service.start()
    presenter = Presenter(Translator())
    service.use_labels(presenter.labels)
    admin = replace(PLAYERS[0], is_admin=True)
    options = GameOptions(width=15, height=15, time=TimeControl.parse("5+3"))
    await service.dispatch(ev(), CHAT, admin, AnnounceTournament("swiss", options))
    for player in PLAYERS[1:]:
        await service.dispatch(ev(), CHAT, player, JoinTournament())
    await service.dispatch(ev(), CHAT, admin, StartTournament())
    (row,) = await storage.chat_tournaments(CHAT, 1)
    rng = random.Random(7)
    await play(service, row.id, rng)
    shows = {"pairings": f"{TournamentShow.PAIRINGS.value}:2",
             "standings": TournamentShow.STANDINGS.value}
    for name, show in shows.items():
        table = await service.tournaments.tables.table(row.id, show, "en")
        assert table is not None and table.tournament is not None
        picture = tournament_picture(presenter, "en", table.tournament, PictureStyle.LIGHT)
        (HERE / f"tournament-{name}.png").write_bytes(picture.data)
    await storage.close()


if __name__ == "__main__":
    asyncio.run(main())
