"""``python -m bot persons``: what the bot keeps about a person, and erasing it, for an
operator answering a person's request (docs/operators.md, "Privacy and deletion requests").

``python -m bot persons show PLATFORM:ID [DATABASE_URL]``
    the accounts linked with that account (``/link``), the name they chose, each account's
    name, handle, language and style, their ratings and how many finished games they have.
``python -m bot persons forget PLATFORM:ID [DATABASE_URL]``
    erase them on every linked platform as their own ``/forget confirm`` does: the same
    command through the service's door (refused while one of their games is being played).
"""

from __future__ import annotations

import argparse
import uuid
from typing import Any, TextIO

from bot.i18n import Translator
from bot.identity import Actor, ChatRef, PlayerRef
from bot.output.present import Presenter
from bot.service import build_service
from bot.service.commands import Forget
from bot.storage import Storage, StorageError, open_storage
from bot.storage.records import FinishedGames
from bot.storage.scopes import OVERALL, class_scopes

MOST_GAMES = 100_000
"""Finished games counted at most by ``show``."""


class PersonCommandError(StorageError):
    """A persons command that could not be done (the service refused it); the message
    says why."""


def account(text: str) -> PlayerRef:
    """``telegram:123`` as an account."""
    platform, _, user_id = text.partition(":")
    if not platform or not user_id:
        raise argparse.ArgumentTypeError(f"not an account (PLATFORM:ID): {text!r}")
    return PlayerRef(platform, user_id)


def add_parser(sub: Any) -> None:
    """The ``persons`` command on the storage commands' parser."""
    persons = sub.add_parser("persons", help="what the bot keeps about a person; erase it")
    actions = persons.add_subparsers(dest="action", required=True)
    for action, said in (
        ("show", "what the bot keeps about an account's person"),
        ("forget", "erase a person on every linked platform, as their /forget does"),
    ):
        one = actions.add_parser(action, help=said)
        one.add_argument("account", type=account, help="PLATFORM:ID, e.g. telegram:123456")
        one.add_argument("url", nargs="?", help="the database (default: DATABASE_URL)")


async def show(storage: Storage, ref: PlayerRef, out: TextIO) -> None:
    person = await storage.person(ref)
    accounts = person.accounts if person else (ref,)
    if person is not None:
        print(f"person {person.id}, named {person.name!r}, ratings kept under"
              f" {person.rating_account.platform}:{person.rating_account.user_id}", file=out)
    for each in accounts:
        user = await storage.user(each)
        kept = ("nothing (never seen, or forgotten)" if user is None else
                f"name {user.name!r}, handle {user.username!r}, language {user.lang!r},"
                f" style {user.style!r}")
        print(f"{each.platform}:{each.user_id}: {kept}", file=out)
    key = await storage.rating_account(ref)
    for kind, scope in class_scopes(OVERALL).items():
        row = await storage.rating(scope, key)
        if row is not None:
            print(f"rating, {kind.value}: {row.rating.shown} after {row.rating.games} games",
                  file=out)
    games = await storage.finished_games(FinishedGames(player=ref, limit=MOST_GAMES))
    print(f"finished games: {len(games)}", file=out)


async def forget(storage: Storage, ref: PlayerRef, out: TextIO) -> None:
    service = build_service(storage)
    await service.start()
    said = await service.dispatch(
        f"operator:forget:{uuid.uuid4().hex}", ChatRef(ref.platform, ref.user_id),
        Actor(ref.platform, ref.user_id, ref.user_id), Forget(confirmed=True),
    )
    presenter = Presenter(Translator())
    words = "\n".join(presenter.reply("en", reply) for reply in said.replies)
    if not said.ok:
        raise PersonCommandError(words)
    print(words, file=out)


async def run(action: str, ref: PlayerRef, url: str, out: TextIO) -> None:
    """Do ``action`` for the person of ``ref`` on the database."""
    storage = open_storage(url)
    await storage.open()
    try:
        await (show if action == "show" else forget)(storage, ref, out)
    finally:
        await storage.close()
