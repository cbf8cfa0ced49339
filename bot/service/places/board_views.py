"""What the web board's page is given and who asks for it: the position as a page draws it
(:class:`BoardView`, made by :func:`board_view`), the viewer a platform or a link vouched
for (:class:`Viewer`) and, once admitted to play, their seat (:class:`BoardSeat`)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from bot.identity import Actor, ChatRef, PlayerRef
from bot.service.answers.game_views import GameView
from bot.service.chats.chat_settings import PictureStyle
from bot.service.games.live import LiveGame
from bot.service.places.web_actions import (
    AnalysisState,
    WebAction,
    allowed_actions,
    move_forms,
)
from bot.service.teams.rotation import Member
from core import Color, Point
from core.game import Move as Placed


@dataclass(frozen=True, slots=True)
class BoardDot:
    x: int
    y: int
    color: Color
    captured: bool


@dataclass(frozen=True, slots=True)
class OfferMaker:
    """Who made an offer that stands, as a page names them: the side's player, or in a
    team game the member who made it (docs/rules.md §8.6)."""

    name: str
    yours: bool
    """The viewer made it (their page says so instead of naming them)."""


@dataclass(frozen=True, slots=True)
class BoardView:
    """What the page draws: the game's view, its dots and areas, and whose page it is."""

    game: GameView
    dots: tuple[BoardDot, ...]
    areas: tuple[tuple[Color, tuple[Point, ...]], ...]
    you: Color | None
    """The viewer's side; ``None``: a spectator (the page cannot move)."""
    style: PictureStyle | None
    """The viewer's own picture style; ``None``: follow the device's light or dark."""
    lang: str
    at: datetime
    moves: tuple[Placed, ...] = ()
    """Every move of the game so far, in order."""
    actions: frozenset[WebAction] = frozenset()
    """What the viewer may ask for now besides a move."""
    analysis: AnalysisState | None = None
    """The finished game's analysis, for its players (``None``: none to show or ask)."""
    forms: frozenset[str] = frozenset()
    """What a move may carry beyond its point here (:func:`move_forms`)."""
    pools: tuple[tuple[Color, tuple[Point, ...]], ...] = ()
    """Territory: each side's pools not drawn yet, by their borders (drawn apart from the
    realms, which are ``areas``)."""
    end_offer: Color | None = None
    """Territory: the side whose proposal to end by the count waits for the other."""
    end_count: tuple[int, int] | None = None
    """The count of that end now (Blue's, Red's: docs/rules.md §8.1.3)."""
    end_by: OfferMaker | None = None
    """Who proposed that end."""
    draw_by: OfferMaker | None = None
    """Who offered the draw that stands."""

    @property
    def can_move(self) -> bool:
        return self.you is not None and self.game.to_move is self.you


@dataclass(frozen=True, slots=True)
class BoardSeat:
    """A player of the game at its page: who asks, and the game's chat, where the commands
    the page asks for run (:meth:`~bot.service.service.GameService.dispatch`)."""

    actor: Actor
    chat: ChatRef


@dataclass(frozen=True, slots=True)
class Viewer:
    """Who opens a page: a person the platform vouched for, or a link's holder."""

    actor: Actor | None
    """``None``: a spectator's link, nobody in particular."""
    game: int | None = None
    """The game a link opens (a Telegram user names the game in the address)."""
    may_play: bool = True
    """A spectator's link never plays, whoever holds it."""
    link: str | None = None
    """A signed link's own mark (its signature): its holder sees ``game`` and no other."""
    chat: ChatRef | None = None
    """The chat the platform says the page was opened from."""
    seat: BoardSeat | None = None
    """Set by :meth:`WebBoardUseCases.admit` for a player of the game asked about, to play."""
    signed: datetime | None = None
    """When the platform signed the viewer in (Telegram's ``initData``), if it says."""
    picture: int | None = None
    """A card picture's address (:class:`PictureTicket`): the one ply it shows, nothing
    more of the game."""
    place: ChatRef | None = None
    """Where the page says it was opened (a Discord Activity's channel): not vouched for
    by the platform, so it grants nothing; it names the game of the viewer's own there
    when they name none (:meth:`WebBoardUseCases.admit`)."""


class ChatAccess(Protocol):
    """A platform's word on who may read a chat: a port its adapter gives the service
    (:meth:`WebBoardUseCases.use_chat_access`)."""

    async def sees(self, chat: ChatRef, user: PlayerRef) -> bool:
        """Whether ``user`` may read what is posted in ``chat``: a member of it, or
        anyone when the chat is open to all; ``False`` when the platform cannot say."""
        ...


def offer_maker(view: GameView, side: Color, member: Member | None, you: Color | None,
                viewer: PlayerRef | None) -> OfferMaker:
    """Who of ``side`` made its offer: ``member`` of a team game, else the side's player."""
    if member is None:
        return OfferMaker(view.seat(side).name, you is side)
    return OfferMaker(member.name, you is side and member.ref == viewer)


def board_view(live: LiveGame, view: GameView, you: Color | None, style: PictureStyle | None,
               lang: str, at: datetime, *, engine: bool = False,
               viewer: PlayerRef | None = None) -> BoardView:
    """``engine``: the computer is here (hints); ``viewer``: who looks (a team game's
    offers are theirs only if they made them)."""
    game = live.game
    board = game.board
    dots = tuple(
        BoardDot(x, y, color, board.is_captured(x, y)) for x, y, color in board.dots()
    )
    areas = tuple((area.owner, area.chain) for area in board.areas)
    actions = allowed_actions(live, view, you, engine=engine)
    offer = live.row.end_offer
    pools = tuple((pool.owner, pool.border) for pool in game.pools())
    end_offer = Color(offer) if offer and not game.is_over else None
    count = game.end_count() if end_offer is not None else None
    team, draw_offer = live.team, view.draw_offer
    end_by = draw_by = None
    if end_offer is not None:
        end_by = offer_maker(view, end_offer, team.end_proposer if team else None, you, viewer)
    if draw_offer is not None:
        draw_by = offer_maker(view, draw_offer, team.draw_offerer if team else None, you,
                              viewer)
    return BoardView(view, dots, areas, you, style, lang, at, tuple(game.moves), actions,
                     forms=move_forms(game.rules), pools=pools, end_offer=end_offer,
                     end_count=(count.blue, count.red) if count is not None else None,
                     end_by=end_by, draw_by=draw_by)
