"""A bot process for the tournament tests: on the database given, it starts the
tournament whose sign-up is over, as the sweeper does, and with ``hang`` stops in the
middle of pairing round 1 (one game made, the rest not yet) to be killed there; with
``join`` the players numbered FIRST to LAST press Join at once, with ``announce`` admin
number FIRST announces a tournament in each of five chats at once (LAST unused).

    python -m tests.bot.tournament_child DATABASE (hang | run) ISO_NOW
    python -m tests.bot.tournament_child DATABASE (join | announce) ISO_NOW FIRST LAST
"""

from __future__ import annotations

import asyncio
import sys
from datetime import datetime

from bot.identity import Actor, ChatRef
from bot.service import GameService, ServiceConfig, build_service
from bot.service.challenges.options import GameOptions
from bot.service.commands import AnnounceTournament, JoinTournament
from bot.service.tournaments.rounds import TournamentRounds
from bot.storage import open_storage
from bot.time_control import TimeControl

CHAT = ChatRef("test", "100")


async def crowd(service: GameService, stage: str, first: int, last: int) -> None:
    """Everyone at once; one line per answer: its first key."""
    options = GameOptions(width=8, height=8, time=TimeControl.parse("5+0"))
    if stage == "join":
        calls = [
            service.dispatch(f"child:join:{n}", CHAT, Actor("test", str(n), f"P{n}"),
                             JoinTournament())
            for n in range(first, last + 1)
        ]
    else:
        admin = Actor("test", f"admin{first}", "Admin", is_admin=True)
        calls = [
            service.dispatch(f"child:announce:{first}:{n}", ChatRef("test", f"club{n}"), admin,
                             AnnounceTournament("swiss", options))
            for n in range(5)
        ]
    for result in await asyncio.gather(*calls):
        print("ANSWER", result.keys[0] if result.keys else result.status.value, flush=True)


async def main(database: str, stage: str, now: str, *span: str) -> None:
    storage = open_storage(database)
    await storage.open()
    moment = datetime.fromisoformat(now)
    service = build_service(storage, ServiceConfig(now=lambda: moment))
    await service.start()
    if stage in ("join", "announce"):
        await crowd(service, stage, int(span[0]), int(span[1]))
        await storage.close()
        return
    if stage == "hang":
        made = TournamentRounds._make_game

        async def make_then_hang(self: TournamentRounds, *args: object) -> int:
            game_id = await made(self, *args)  # type: ignore[arg-type]
            print("PAIRING", game_id, flush=True)
            await asyncio.Event().wait()  # killed inside the pairing's transaction
            return game_id

        TournamentRounds._make_game = make_then_hang  # type: ignore[method-assign]
    started = await service.tournaments.sweep()
    print("STARTED", started, flush=True)
    await storage.close()


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:]))
