"""The web board's use cases: a link to open it, the position as a page draws it, and a
move or another action tapped on it.

Who may watch a game (:meth:`WebBoardUseCases.watching_refused`, asked before every
board, stream and move): its players; the holder of a signed link to it (``/web`` gave
it to someone the service let see the game); and a person signed in by a platform that
says they may read the game's chat (the chat the page was opened from, or the platform's
:class:`ChatAccess`: a member of the chat, or anyone for a chat open to all). Nobody else.

A move through the page is a move through chat: :meth:`WebBoardUseCases.admit` seats a
player of the game (:class:`BoardSeat`: who asks and the game's chat), and the page's
server runs the same command (``Move``) through the service's one door
(:meth:`~bot.service.service.GameService.dispatch`), with the same ply check and an event
key made of the game, the ply and the player, so a double tap plays once. Nobody waits in
a chat for its answer, so the change is announced to the game's chat through the outbox,
as the computer's moves are: the chat's card follows, on every place the game is shown.
The page's other actions (:mod:`bot.service.places.web_actions`) go the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from bot.domain import GameStatus
from bot.identity import Actor, ChatRef, PlayerRef
from bot.service.accounts import BotAccounts
from bot.service.answers.answer import Result, answer, refusal
from bot.service.answers.replies import Reply
from bot.service.answers.views import Views
from bot.service.chats.languages import Languages
from bot.service.chats.styles import Styles
from bot.service.computer.engine import Engine
from bot.service.games.finder import GameFinder, Wanted, seat_color
from bot.service.games.live_games import GameSetAside, LiveGames
from bot.service.games.watch import GameWatch, Watcher
from bot.service.places.board_views import BoardSeat, BoardView, ChatAccess, Viewer, board_view
from bot.service.places.commands import OpenWebBoard
from bot.service.places.picture_links import PictureTicket
from bot.service.places.web_actions import analysis_state
from bot.service.places.web_links import (
    DISCORD,
    LOBBY_EXPIRED,
    TELEGRAM,
    LinkGrant,
    LinkRefused,
    LinkSigner,
    LobbyGrant,
    link_lifetime,
    may_sign_in_as,
    page_url,
    telegram_app_link,
)
from bot.storage.protocol import Storage
from bot.storage.records import GameRow

SIGN_IN_MAX_AGE = timedelta(hours=24)
"""Telegram makes new ``initData`` each time the app is opened; aiogram checks only its
signature, so an old one (copied from a device, say) is refused past this age."""
_REFUSED_LINKS = {"expired": "error-web-expired", LOBBY_EXPIRED: "error-lobby-expired"}
"""What a link refused says (anything else: forged)."""
CLOCK_SKEW = timedelta(minutes=5)
"""How far in the future ``initData`` may be dated (Telegram's clock and ours differ a
little); any later, and it would outlive :data:`SIGN_IN_MAX_AGE`."""


@dataclass(eq=False, repr=False, kw_only=True)
class WebBoardUseCases:
    accounts: BotAccounts
    engine: Engine | None
    finder: GameFinder
    games: LiveGames
    langs: Languages
    now: Callable[[], datetime]
    public_url: str | None
    storage: Storage
    styles: Styles
    telegram_webapp: str | None
    views: Views
    game_watch: GameWatch
    discord_activity: bool = False
    """A Discord player's "Live board" opens the board inside Discord, as the
    application's Activity."""

    def __post_init__(self) -> None:
        self._signer: LinkSigner | None = None
        self._chat_access: dict[str, ChatAccess] = {}

    def use_chat_access(self, platform: str, access: ChatAccess) -> None:
        """Ask ``access`` who may read the chats of ``platform``."""
        self._chat_access[platform] = access

    @property
    def enabled(self) -> bool:
        return self.public_url is not None

    async def start(self) -> None:
        """Load the links' secret (shared by every process of the bot)."""
        if self.enabled and self._signer is None:  # the one the views sign with
            self._signer = self.views.links or LinkSigner(await self.storage.secret("web-links"))

    @property
    def signer(self) -> LinkSigner:
        if self._signer is None:
            raise RuntimeError("the web board is off, or GameService.start() was not awaited")
        return self._signer

    def watching(self, game_id: int) -> AbstractAsyncContextManager[Watcher]:
        """Be told of every change of ``game_id`` while inside (an open page), those other
        processes store too (looked for while any page is open)."""
        return self.game_watch.watching(game_id)

    # ------------------------------------------------------------------ links
    def link(self, game_id: int, player: PlayerRef | None) -> str:
        """A signed link to ``game_id``'s board: ``player``'s own, or a spectator's."""
        assert self.public_url is not None
        expires = self.now() + link_lifetime(player is not None)
        token = self.signer.make(game_id, player, expires)
        return f"{page_url(self.public_url)}#t={token}"

    def telegram_link(self, game_id: int) -> str | None:
        """The Mini App's own link to ``game_id`` (Telegram signs its user in), when the
        app is registered and the bot's username known."""
        return telegram_app_link(
            self.telegram_webapp, self.accounts.username(TELEGRAM), game_id
        )

    async def open(self, chat: ChatRef, actor: Actor, command: OpenWebBoard) -> Result:
        """``/web``: the asker's link to the game's board, for them alone. In Telegram the
        Mini App's link, which signs in whoever opens it; a signed link is a key to a
        player's seat, so it is given there only in the person's private chat."""
        lang = await self.langs.language(actor, chat)
        if not self.enabled:
            return refusal(lang, "error-web-off")
        wanted = Wanted("web", watching=True)
        row = await self.finder.find_for(lang, chat, actor, command.game, wanted)
        if isinstance(row, Result):
            return row
        player = seat_color(row, actor.ref) is not None
        tag = f"#{row.id}"
        if actor.platform == TELEGRAM:
            url = self.telegram_link(row.id)
            if url is None and not may_sign_in_as(chat, actor):
                return refusal(lang, "error-web-private", game=tag)
        else:
            url = None
        url = url or self.link(row.id, actor.ref if player else None)
        key = "web-link-player" if player else "web-link-spectator"
        # the Activity signs in whoever opens it and shows them their own game there: a
        # player's; anyone else keeps a spectator's link
        launch = self.discord_activity and player and actor.platform == DISCORD
        return answer(lang, Reply(key, {"game": tag, "url": url}), launch=launch)

    def read_link(self, token: str) -> LinkGrant | LobbyGrant:
        """Raises :class:`LinkRefused`."""
        return self.signer.read(token, self.now())

    # ------------------------------------------------------------------ who sees
    async def watching_refused(self, row: GameRow, viewer: Viewer) -> Reply | None:
        """Why ``viewer`` may not watch ``row`` (``None``: they may)."""
        tag = {"game": f"#{row.id}"}
        if viewer.link is not None:
            return None if viewer.game == row.id else Reply("error-web-other-game", tag)
        actor = viewer.actor
        if actor is None:
            return Reply("error-web-hidden", tag)
        if seat_color(row, actor.ref) is not None:
            return None
        chat = row.chat
        if viewer.chat is not None and (viewer.chat.platform, viewer.chat.chat_id) == (
            chat.platform, chat.chat_id
        ):
            return None
        access = self._chat_access.get(chat.platform)
        if access is not None and actor.platform == chat.platform and await access.sees(
            chat, actor.ref
        ):
            return None
        return Reply("error-web-hidden", tag)

    async def admit(
        self, who: Viewer | str | PictureTicket, game_id: int | None = None, *,
        playing: bool = False,
    ) -> Viewer | Reply:
        """Who asks: a viewer their platform signed in, or the holder of a link (its token,
        read here: a forged or expired one is refused), or of a card picture's address;
        and, for ``game_id``, whether they may watch it (an unknown game, or one not theirs
        to see, is refused). ``playing``: to act in it as one of its players, seated
        (:attr:`Viewer.seat`); a spectator is refused."""
        if isinstance(who, PictureTicket):
            viewer = self._picture_viewer(who.token)
        else:
            viewer = self._link_viewer(who) if isinstance(who, str) else self._signed_in(who)
        if not isinstance(viewer, Reply) and game_id is None:
            return await self._own_game_there(viewer)
        if isinstance(viewer, Reply) or game_id is None:
            return viewer
        tag = {"game": f"#{game_id}"}
        row = await self.storage.game(game_id)
        if row is None:
            return Reply("error-unknown-game", tag)
        refused = await self.watching_refused(row, viewer)
        if refused is not None or not playing:
            return refused or viewer
        actor = viewer.actor
        if actor is None or not viewer.may_play or seat_color(row, actor.ref) is None:
            return Reply("error-web-spectator", tag)
        return replace(viewer, seat=BoardSeat(actor, row.chat))

    def _signed_in(self, viewer: Viewer) -> Viewer | Reply:
        """A viewer their platform signed in, refused when that is too old, or dated too
        far ahead."""
        if viewer.signed is None:
            return viewer
        age = self.now() - viewer.signed
        if -CLOCK_SKEW <= age <= SIGN_IN_MAX_AGE:
            return viewer
        actor = viewer.actor
        code = actor is not None and actor.platform == DISCORD  # signed in by a code
        return Reply("error-web-signin-code" if code else "error-web-signin")

    async def _own_game_there(self, viewer: Viewer) -> Viewer | Reply:
        """A signed-in viewer naming no game but the place the page was opened in: their
        own game there (the one ``/web`` typed there would name; else their last finished
        one), never another's (the place is the page's word, not the platform's)."""
        actor, place = viewer.actor, viewer.place
        if viewer.game is not None or actor is None or place is None:
            return viewer
        found = await self.finder.find(place, actor, None, Wanted("web"))
        if isinstance(found, Reply):  # none in play there: the last they finished there
            last = await self.finder.find(place, actor, None, Wanted("web", finished=True))
            if isinstance(last, Reply):
                return found
            found = last
        return replace(viewer, game=found.id)

    def _link_viewer(self, token: str) -> Viewer | Reply:
        """The holder of a link: its player (known by account only: a move needs no
        name), or a spectator."""
        try:
            grant = self.read_link(token)
        except LinkRefused as refused:
            return Reply(_REFUSED_LINKS.get(refused.reason, "error-web-forged"))
        player = grant.player
        actor = Actor(player.platform, player.user_id, player.user_id) if player else None
        signature = token.rpartition(".")[2]
        if isinstance(grant, LobbyGrant):  # its person, in the lobby; no game is theirs by it
            return Viewer(actor, game=None, may_play=True, link=signature)
        return Viewer(actor, game=grant.game, may_play=player is not None, link=signature)

    def _picture_viewer(self, token: str) -> Viewer | Reply:
        """The holder of a card picture's address: the position it shows, nothing more."""
        signer = self.views.pictures
        if signer is None:
            return Reply("error-web-off")
        try:
            grant = signer.read(token, self.now())
        except LinkRefused as refused:
            expired = refused.reason == "expired"
            return Reply("error-web-expired" if expired else "error-web-forged")
        signature = token.rpartition(".")[2]
        return Viewer(None, game=grant.game, may_play=False, link=signature, picture=grant.ply)

    # ------------------------------------------------------------------ the page
    async def view(self, game_id: int, viewer: Viewer) -> BoardView | Reply:
        """The board as ``viewer`` sees it now (a refusal: an unknown game, or one not
        theirs to see)."""
        admitted = await self.admit(viewer, game_id)  # the platform may be asked: not locked
        if isinstance(admitted, Reply):
            return admitted
        async with self.games.lock(game_id):
            row = await self.storage.game(game_id)
            if row is None:
                return Reply("error-unknown-game", {"game": f"#{game_id}"})
            try:
                live = await self.games.live(row)
            except GameSetAside:
                return Reply("error-game-set-aside", {"game": f"#{game_id}"})
            view = self.views.game(live)
            actor = viewer.actor
            you = seat_color(row, actor.ref) if actor and viewer.may_play else None
            style = await self.styles.user_style(actor.ref) if actor else None
            lang = (await self.langs.language(actor, row.chat) if actor
                    else await self.langs.chat_language(row.chat))
            board = board_view(live, view, you, style, lang, self.now(),
                               engine=self.engine is not None,
                               viewer=actor.ref if actor else None)
        if you is None or row.status is GameStatus.ACTIVE:
            return board
        found = analysis_state(view, await self.storage.analysis(game_id))
        return replace(board, analysis=found)


__all__ = ["LinkRefused", "WebBoardUseCases", "page_url"]
