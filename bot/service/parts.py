"""The parts the service's features share, each made once (:func:`build_parts`) and wired
to each other; a feature is handed the few it uses."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from bot.identity import process_owner
from bot.service.accounts import BotAccounts
from bot.service.answers.challenge_views import ChallengeView
from bot.service.answers.game_views import GameView
from bot.service.answers.placing import Placing
from bot.service.answers.views import Views
from bot.service.chats.languages import Languages
from bot.service.chats.styles import PictureWords, Styles
from bot.service.computer.turns import TurnBell
from bot.service.delivery.notices import NoticeBoard
from bot.service.delivery.outbox import Announcement, Delivery
from bot.service.events import EventGuard
from bot.service.games.finder import GameFinder
from bot.service.games.live_games import LiveGames
from bot.service.games.watch import GameWatch
from bot.service.games.writes import WritePath
from bot.service.seeks.places import LobbyPlaces
from bot.service.service_config import ServiceConfig
from bot.storage.protocol import Storage
from bot.storage.records import GameRow


@dataclass(frozen=True, eq=False)
class ServiceParts:
    """The parts features share, each made once; a feature is handed the few it uses."""

    config: ServiceConfig
    storage: Storage
    now: Callable[[], datetime]
    owner: str
    """This service's name in the leases it takes (outbox rows, the computer's turns)."""
    langs: Languages
    """Who reads which language, and each chat's settings."""
    styles: Styles
    """Which style each picture is drawn in."""
    words: PictureWords
    placing: Placing
    guard: EventGuard
    accounts: BotAccounts
    views: Views
    games: LiveGames
    """The games being played, in memory, and their locks."""
    finder: GameFinder
    watch: GameWatch
    """Who is told of each change of a game as it is stored (the web board's pages)."""
    notices: NoticeBoard
    bell: TurnBell
    delivery: Delivery
    writes: WritePath
    """The path every change of a game takes."""
    lobby: LobbyPlaces
    """The players' own places of each lobby game (:mod:`bot.service.seeks`)."""


def build_parts(storage: Storage, config: ServiceConfig) -> ServiceParts:
    """The shared parts over ``storage``, wired to each other."""
    now = config.now
    owner = process_owner()
    langs = Languages(storage, config.languages, config.default_lang)
    styles = Styles(storage, langs.chat_settings)
    lobby = LobbyPlaces(storage, now, config.seeks)
    placing = Placing(langs, styles, now, lobby=lobby.for_place)
    accounts = BotAccounts()
    views = Views(now, accounts, secret=config.button_secret, public_url=config.public_url,
                  telegram_webapp=config.telegram_webapp, analysis=config.engine is not None)
    games = LiveGames(storage, config.cache_size)
    watch, notices, bell = GameWatch(storage), NoticeBoard(), TurnBell()

    async def announced_views(
        said: Announcement,
    ) -> tuple[str, GameView | None, ChallengeView | None]:
        """The chat's language (in a person's private chat, theirs) and the current views
        an outbox row shows when delivered."""
        lang = await langs.reader_language(said.chat) or await langs.chat_language(said.chat)
        game = challenge = None
        if said.game_id is not None:
            async with games.lock(said.game_id):
                found = await storage.game(said.game_id)
                game = views.game(await games.live(found)) if found else None
        if said.challenge_id is not None:
            row = await storage.challenge(said.challenge_id)
            challenge = views.challenge(row) if row else None
        return lang, game, challenge

    delivery = Delivery(storage, announced_views, notices.deliver, now, placed=placing.placed,
                        ready=lambda platform: platform in notices.platforms, owner=owner)

    def game_changed(row: GameRow) -> None:
        """Told every row a change leaves: the computer may owe a turn, pages redraw."""
        bell.ring(row)
        watch.changed(row)

    writes = WritePath(storage, games, now, views.game, delivery.wake, game_changed)
    writes.announcers.append(lobby.on_game_changed)
    finder = GameFinder(storage, lobby.own_place, config.place_words)
    return ServiceParts(
        config=config, storage=storage, now=now, owner=owner, langs=langs, styles=styles,
        words=PictureWords(), placing=placing, guard=EventGuard(storage, langs, placing),
        accounts=accounts, views=views, games=games, finder=finder,
        watch=watch, notices=notices, bell=bell, delivery=delivery, writes=writes, lobby=lobby,
    )
