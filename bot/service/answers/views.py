"""What a game and a challenge look like to the adapters: views built from rows and live
games, with the buttons each may carry."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from bot.clocks import remaining
from bot.domain import ChallengeStatus, GameStatus
from bot.identity import Actor, ChatRef
from bot.service.accounts import BotAccounts
from bot.service.answers.buttons import Action, Button, ButtonCodec, LinkButton
from bot.service.answers.challenge_views import ChallengeView
from bot.service.answers.game_views import ClockView, GameView, OutcomeView, SeatView, SectorView
from bot.service.coach.hint_rules import hint_buttons
from bot.service.coach.takeback_rules import takeback_buttons
from bot.service.computer.engine import LEVELS, is_computer
from bot.service.games.live import LiveGame
from bot.service.places.picture_links import PictureSigner
from bot.service.places.web_links import (
    TELEGRAM,
    LinkSigner,
    link_lifetime,
    lobby_url,
    may_sign_in_as,
    page_url,
    telegram_app_link,
)
from bot.service.play.picker_views import field_sectors
from bot.service.teams.rotation import Teams
from bot.storage.protocol import Storage
from bot.storage.records import ChallengeRow, GameResult, Seat
from core import Color, EndReason, Rules


def game_view(
    live: LiveGame, codec: ButtonCodec, now: datetime, board_url: str | None = None,
    *, analysis: bool = False, app_url: str | None = None, picture_url: str | None = None,
) -> GameView:
    """``board_url``: the game's live web board, when there is one (``app_url``: the
    Mini App's link to it); ``analysis``: the computer can analyse a finished game;
    ``picture_url``: its picture's address under ``PUBLIC_URL``."""
    row, game = live.row, live.game
    active = row.status is GameStatus.ACTIVE
    columns, sectors = 0, tuple[SectorView, ...]()
    if active:
        last = game.last_move.point if game.last_move else None
        columns, sectors = field_sectors(codec, row.id, row.ply, game.board, last)
    return GameView(
        id=row.id,
        chat=row.chat,
        blue=seat_view(row.blue, live.team, Color.BLUE),
        red=seat_view(row.red, live.team, Color.RED),
        rules=game.rules,
        status=row.status,
        version=row.version,
        ply=row.ply,
        to_move=game.to_move if active else None,
        last_move=game.last_move,
        blue_score=game.score(Color.BLUE),
        red_score=game.score(Color.RED),
        outcome=outcome_view(row.result),
        draw_offer=Color(row.draw_offer) if row.draw_offer else None,
        takeback_offer=Color(row.takeback_offer) if row.takeback_offer else None,
        takebacks=row.takebacks,
        hints=row.hints,
        stopped=game.stopped, stopped_after=game.stopped_after,
        card_message_id=row.card_message_id,
        card_ply=row.card_ply,
        card_carrier=row.card_carrier,
        card_version=row.card_version,
        card_due=row.card_due,
        buttons=(
            game_buttons(live, codec, web=board_url is not None)
            if active
            else ended_buttons(live, codec, analysis=analysis)
        ),
        rated=row.rated,
        clock=clock_view(live, active, now),
        waiting_since=live.acted.get(game.to_move, row.created_at) if active else None,
        sectors=sectors,
        sector_columns=columns,
        board_url=board_url if active else None,
        board_app_url=app_url if active and board_url is not None else None,
        picture_url=picture_url,
        position=game.copy(),
        team=live.team,
    )


def outcome_view(result: GameResult | None) -> OutcomeView | None:
    if result is None:
        return None
    return OutcomeView(
        winner=Color(result.winner) if result.winner else None,
        reason=EndReason(result.reason),
        blue=result.blue,
        red=result.red,
        by=Color(result.by) if result.by else None,
    )


def clock_view(live: LiveGame, active: bool, now: datetime) -> ClockView | None:
    clock = live.row.clock
    if clock is None or not clock.control.timed:
        return None
    to_move = live.game.to_move
    blue = red = None
    if clock.control.live:
        if active:
            blue = remaining(clock, Color.BLUE, to_move, now)
            red = remaining(clock, Color.RED, to_move, now)
        else:
            blue, red = clock.blue_left, clock.red_left
    left = remaining(clock, to_move, to_move, now) if active else None
    deadline = live.row.deadline if active else None
    return ClockView(clock.control, blue, red, deadline, left)


def game_buttons(live: LiveGame, codec: ButtonCodec, *, web: bool = False) -> tuple[Button, ...]:
    """A running game's card; ``web``: its live board first (the web board is on)."""
    make, game_id = codec.make, live.row.id
    buttons = [make(Action.WEB_BOARD, game_id)] if web else []
    buttons += [make(Action.PICK, game_id), make(Action.DRAW, game_id)]
    if live.row.draw_offer:
        buttons.append(make(Action.DECLINE_DRAW, game_id))
    buttons += takeback_buttons(live, codec)
    buttons += hint_buttons(live, codec)
    buttons.append(make(Action.RESIGN, game_id))
    rules = live.game.rules
    if rules.grounding:  # not under STOP nor with the wall (docs/rules.md §8.2)
        buttons.append(make(Action.GROUND, game_id))
    elif rules.stop:  # STOP, then the end it leaves the other side (/end typed)
        buttons.append(make(Action.STOP if live.game.stopped is None else Action.AUTO_END,
                            game_id))
    elif rules.territory:  # the agreed end (docs/rules.md §8.1.3)
        buttons.append(make(Action.END, game_id))
    if may_abort(live):
        buttons.append(make(Action.ABORT, game_id))
    buttons.append(make(Action.BOARD, game_id))
    return tuple(buttons)


def ended_buttons(
    live: LiveGame, codec: ButtonCodec, *, analysis: bool = False
) -> tuple[Button, ...]:
    """A finished game's card: its record, its replay, its analysis by the computer
    (``analysis``: there is one to ask), and a rematch. An aborted game was called off
    before it began (at most one move): nothing to record, replay, analyse or play
    again."""
    if live.row.status is GameStatus.ABORTED:
        return ()
    game_id = live.row.id
    actions = (SGF, REPLAY, Action.ANALYSIS, REMATCH) if analysis else (SGF, REPLAY, REMATCH)
    return tuple(codec.make(action, game_id) for action in actions)


SGF, REPLAY, REMATCH = Action.SGF, Action.REPLAY, Action.REMATCH
LOBBY_BUTTON = "button-lobby"


def challenge_view(row: ChallengeRow, codec: ButtonCodec) -> ChallengeView:
    buttons: tuple[Button, ...] = ()
    if row.status is ChallengeStatus.PENDING:
        make = codec.make
        answer = [make(Action.ACCEPT, row.id)]
        if not row.is_open:
            answer.append(make(Action.DECLINE, row.id))
        buttons = (*answer, make(Action.CANCEL, row.id))
    return ChallengeView(
        id=row.id,
        chat=row.chat,
        challenger=seat_view(row.challenger),
        challenger_color=Color(row.challenger_color),
        target_name=row.target_name or row.target_username,
        computer=row.computer is not None,
        rules=Rules.from_dict(row.rules),
        status=row.status,
        expires_at=row.expires_at,
        game_id=row.game_id,
        card_message_id=row.card_message_id,
        buttons=buttons,
        time=row.control,
        rated=row.rated,
        target=row.target,
    )


def seat_view(seat: Seat, team: Teams | None = None, color: Color = Color.BLUE) -> SeatView:
    """A seat as shown; in a team game, the member of the side on turn (the seat of a
    side that just moved is its next member's from this change on)."""
    member = team.on_turn(color) if team is not None else None
    if member is not None and member.ref is not None:
        return SeatView(member.name, member.ref)
    return SeatView(seat.name, seat.ref, is_computer(seat.ref))


def may_abort(live: LiveGame) -> bool:
    """A game may be dropped without result until both sides have moved (never a
    tournament's: its round waits for a result)."""
    return not live.tournament and len({move.color for move in live.game.moves}) < 2


def computer_buttons(codec: ButtonCodec) -> tuple[Button, ...]:
    """One button per level: a training game against the computer."""
    return tuple(codec.make(Action.PLAY_COMPUTER, n) for n in range(len(LEVELS)))


def seek_button(codec: ButtonCodec) -> Button:
    """"Find an opponent": the lobby's choices (``/seek`` alone), from anywhere."""
    return codec.make(Action.SEEK_MENU, 0)


class Views:
    """Makes the views answers carry: signs their buttons (the key is loaded by
    :meth:`start` unless the service was built with one) and links the web board."""

    def __init__(
        self,
        now: Callable[[], datetime],
        accounts: BotAccounts,
        *,
        secret: bytes | None = None,
        public_url: str | None = None,
        telegram_webapp: str | None = None,
        analysis: bool = False,
    ) -> None:
        self.now = now
        self.accounts = accounts
        self._codec = ButtonCodec(secret) if secret else None
        self.public_url = public_url
        self.telegram_webapp = telegram_webapp
        self.analysis = analysis
        self.pictures: PictureSigner | None = None
        """Signs the addresses of card pictures (``PUBLIC_URL`` set)."""
        self.links: LinkSigner | None = None
        """Signs the web board's links (``PUBLIC_URL`` set)."""

    async def start(self, storage: Storage) -> None:
        """Load the button key kept in storage (unless built with one), and the web
        board's (``PUBLIC_URL`` set); call once."""
        if self._codec is None:
            self._codec = ButtonCodec(await storage.secret("buttons"))
        if self.public_url is not None and self.pictures is None:
            secret = await storage.secret("web-links")
            self.pictures = PictureSigner(secret, self.public_url)
            self.links = LinkSigner(secret)

    @property
    def codec(self) -> ButtonCodec:
        if self._codec is None:
            raise RuntimeError("GameService.start() was not awaited")
        return self._codec

    def game(self, live: LiveGame) -> GameView:
        board = f"{page_url(self.public_url)}?g={live.row.id}" if self.public_url else None
        app = telegram_app_link(self.telegram_webapp, self.accounts.username(TELEGRAM),
                                live.row.id)
        pictures, row = self.pictures, live.row
        picture = pictures.address(row.id, row.ply, self.now()) if pictures else None
        return game_view(live, self.codec, self.now(), board, analysis=self.analysis,
                         app_url=app, picture_url=picture)

    def lobby_link(self, chat: ChatRef, actor: Actor) -> LinkButton | None:
        """The lobby page's button on an answer to ``actor`` in ``chat``, signed in as them
        (the web board on). In a Telegram private chat, the Mini App's direct link where
        the app is registered (Telegram signs its user in), else their signed link; in a
        Telegram group none: an answer there may be seen, and its button tapped, by anyone,
        and a signed link would sign them in as the asker. Elsewhere their signed link
        (Discord answers the asker alone; the console is the speaker's own terminal)."""
        if self.public_url is None or self.links is None or not may_sign_in_as(chat, actor):
            return None
        if actor.platform == TELEGRAM:
            app = telegram_app_link(self.telegram_webapp, self.accounts.username(TELEGRAM),
                                    None)
            if app is not None:
                return LinkButton(LOBBY_BUTTON, app)
        expires = self.now() + link_lifetime(player=True)
        token = self.links.make_lobby(actor.ref, expires)
        return LinkButton(LOBBY_BUTTON, f"{lobby_url(self.public_url)}#t={token}")

    def field_url(self, rules: Rules) -> str | None:
        """The address of an empty field's picture (``PUBLIC_URL`` set)."""
        return self.pictures.field_address(rules) if self.pictures else None

    def challenge(self, row: ChallengeRow) -> ChallengeView:
        return challenge_view(row, self.codec)
