"""A bot process for the outbox tests: it writes an announcement (a challenge expires) and
then either stops before delivering it, or claims it and hangs while posting it. The test
kills it with SIGKILL at that point.

    python -m tests.bot.outbox_child DB_PATH (before-send | mid-send)
"""

from __future__ import annotations

import asyncio
import sys
from datetime import UTC, datetime, timedelta

from bot.identity import Actor, ChatRef
from bot.service import Notice, Opponent, ServiceConfig, build_service
from bot.service.commands import Challenge
from bot.storage import SqliteStorage

CHAT = ChatRef("test", "100")
ALICE = Actor("test", "1", "Alice", "alice")


async def main(path: str, stage: str) -> None:
    storage = SqliteStorage(path)
    await storage.open()
    moments = [datetime.now(UTC)]
    service = build_service(storage, ServiceConfig(now=lambda: moments[-1]))
    await service.start()
    made = await service.challenges.challenge(
        "child:1", CHAT, ALICE, Challenge(Opponent.user("bob"))
    )
    assert made.ok
    moments.append(moments[0] + timedelta(minutes=11))  # past the challenge's ten minutes
    notices = await service.sweeper.sweep()
    assert [n.result.keys for n in notices] == [("challenge-expired-notice",)]
    if stage == "before-send":
        print("COMMITTED", flush=True)  # the row is in the database; nothing was posted
        await asyncio.Event().wait()

    async def hang(notice: Notice) -> None:
        print("POSTING", notice.outbox_id, flush=True)
        await asyncio.Event().wait()  # killed while the platform is being called

    service.notices.subscribe(CHAT.platform, hang)
    await service.delivery.drain(CHAT.platform)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2]))
