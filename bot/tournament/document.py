"""A tournament as one document: who entered, the terms of its games, every board of every
round and the byes, as stored in ``tournaments.body`` (JSON) and changed only by the pure
steps here (sign up, withdraw, start, pair a round, record a result).

The service stores each step at the version it read, so a step is taken once; pairing
itself is :mod:`bot.tournament.pairing` (a Swiss's: :mod:`bot.tournament.swiss`),
standings :mod:`bot.tournament.scoring`.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from typing import Any

from bot.identity import PlayerRef
from bot.tournament.pairing import (
    Bye,
    Format,
    Game,
    Player,
    RoundPairing,
    default_swiss_rounds,
    round_robin_round,
    round_robin_rounds,
)
from bot.tournament.scoring import Standing, standings
from bot.tournament.swiss import swiss_round

MIN_PLAYERS = 3
MAX_ROUND_ROBIN = 12
MAX_SWISS = 64
MAX_ROUNDS = 20


class Status:
    SIGNUP = "signup"
    RUNNING = "running"
    FINISHED = "finished"
    CANCELLED = "cancelled"


@dataclass(frozen=True, slots=True)
class Entrant:
    """A player signed up: their seat (sign-up order, then seeding order once it starts)."""

    seat: int
    platform: str
    user_id: str
    name: str
    rating: float = 1500.0
    withdrawn_after: int | None = None
    """The last round they took part in (they left then); ``None``: still playing."""

    @property
    def ref(self) -> PlayerRef:
        return PlayerRef(self.platform, self.user_id)

    @property
    def playing(self) -> bool:
        return self.withdrawn_after is None


@dataclass(frozen=True, slots=True)
class Board:
    """One pairing of one round: a game made for it, or a result decided without one."""

    round: int
    board: int
    blue: int
    red: int
    game_id: int | None = None
    blue_score: float | None = None
    """1, ½ or 0 once decided; ``None`` while the game is played."""
    forfeit: bool = False
    """Decided without play (a player withdrew)."""

    @property
    def decided(self) -> bool:
        return self.blue_score is not None


@dataclass(frozen=True, slots=True)
class Tournament:
    format: Format
    organizer: Entrant
    terms: dict[str, Any]
    """What its games are played under: ``rules``, ``setup``, ``time`` (a TimeControl's
    dict) and ``rated``."""
    rounds: int = 0
    """How many rounds (Swiss: chosen, or the default once it starts)."""
    double: bool = False
    entrants: tuple[Entrant, ...] = ()
    boards: tuple[Board, ...] = ()
    byes: tuple[Bye, ...] = ()
    round: int = 0
    """The round being played (0 before the start)."""

    # --------------------------------------------------------------- reading
    def entrant(self, ref: PlayerRef) -> Entrant | None:
        return next((e for e in self.entrants if e.ref == ref), None)

    def seat(self, number: int) -> Entrant:
        return next(e for e in self.entrants if e.seat == number)

    @property
    def playing(self) -> tuple[Entrant, ...]:
        return tuple(e for e in self.entrants if e.playing)

    def round_boards(self, number: int) -> tuple[Board, ...]:
        return tuple(b for b in self.boards if b.round == number)

    def bye_of(self, number: int) -> int | None:
        return next((b.seat for b in self.byes if b.round == number), None)

    def board_of_game(self, game_id: int) -> Board | None:
        return next((b for b in self.boards if b.game_id == game_id), None)

    @property
    def round_over(self) -> bool:
        return self.round > 0 and all(b.decided for b in self.round_boards(self.round))

    @property
    def completed_round(self) -> int:
        """The last round whose every game is decided (0 before the first is over)."""
        return self.round if self.round_over else max(self.round - 1, 0)

    @property
    def last_round(self) -> bool:
        """No round follows the one being played (all played, or too few left to pair)."""
        return self.round >= self.rounds or (
            self.format is Format.SWISS and len(self.playing) < 2
        )

    def players(self) -> list[Player]:
        return [Player(e.seat, e.rating, e.withdrawn_after) for e in self.entrants]

    def games(self) -> list[Game]:
        return [Game(b.round, b.blue, b.red, b.blue_score, b.forfeit) for b in self.boards]

    def standings(self, through: int | None = None) -> list[Standing]:
        """The standings after round ``through`` (its games and byes and those before);
        ``None``: every game decided so far."""
        games, byes = self.games(), list(self.byes)
        if through is not None:
            games = [g for g in games if g.round <= through]
            byes = [b for b in byes if b.round <= through]
        return standings(self.format, self.players(), games, byes)

    # ----------------------------------------------------------------- steps
    def joined(self, ref: PlayerRef, name: str, rating: float) -> Tournament:
        seat = max((e.seat for e in self.entrants), default=0) + 1
        entrant = Entrant(seat, ref.platform, ref.user_id, name, rating)
        return replace(self, entrants=(*self.entrants, entrant))

    def left(self, ref: PlayerRef) -> Tournament:
        """Before the start a player's entry is gone; after it they withdraw: unplayed
        games of later rounds are lost by forfeit (their game now ends by the service)."""
        if self.round == 0:
            kept = [e for e in self.entrants if e.ref != ref]
            seated = tuple(replace(e, seat=n) for n, e in enumerate(kept, 1))
            return replace(self, entrants=seated)
        entrants = tuple(
            replace(e, withdrawn_after=self.round) if e.ref == ref else e for e in self.entrants
        )
        return replace(self, entrants=entrants)

    def started(self) -> Tournament:
        """Seeded by rating (the sign-up order breaks ties), the rounds settled."""
        order = sorted(self.entrants, key=lambda e: (-e.rating, e.seat))
        seated = tuple(replace(e, seat=n) for n, e in enumerate(order, 1))
        count = len(seated)
        if self.format is Format.ROUND_ROBIN:
            rounds = round_robin_rounds(count, self.double)
        else:
            rounds = min(self.rounds or default_swiss_rounds(count), count - 1 + count % 2)
        return replace(self, entrants=seated, rounds=rounds)

    def paired(self) -> tuple[Tournament, RoundPairing]:
        """The next round's pairing, its boards added (games still to be made: no
        ``game_id``); a board with a withdrawn player is a forfeit already."""
        number = self.round + 1
        if self.format is Format.ROUND_ROBIN:
            seats = [e.seat for e in self.entrants]
            pairing = round_robin_round(seats, number, self.double)
        else:
            pairing = swiss_round(self.players(), self.games(), list(self.byes), number,
                                  self.rounds)
        boards = tuple(
            self._board(number, n, blue, red) for n, (blue, red) in enumerate(pairing.games, 1)
        )
        byes = self.byes
        if pairing.bye is not None and self.seat(pairing.bye).playing:
            byes = (*byes, Bye(number, pairing.bye))
        done = replace(self, round=number, boards=(*self.boards, *boards), byes=byes)
        return done, pairing

    def _board(self, number: int, board: int, blue: int, red: int) -> Board:
        blue_in, red_in = self.seat(blue).playing, self.seat(red).playing
        if blue_in and red_in:
            return Board(number, board, blue, red)
        score = 0.5 if blue_in == red_in else (1.0 if blue_in else 0.0)
        return Board(number, board, blue, red, blue_score=score, forfeit=True)

    def with_game(self, number: int, board: int, game_id: int) -> Tournament:
        return self._with_board(number, board, game_id=game_id)

    def recorded(self, game_id: int, blue_score: float, forfeit: bool = False) -> Tournament:
        found = self.board_of_game(game_id)
        if found is None or found.decided:
            return self
        return self._with_board(found.round, found.board, blue_score=blue_score, forfeit=forfeit)

    def _with_board(self, number: int, board: int, **changes: Any) -> Tournament:
        boards = tuple(
            replace(b, **changes) if (b.round, b.board) == (number, board) else b
            for b in self.boards
        )
        return replace(self, boards=boards)

    # ------------------------------------------------------------------- JSON
    def to_json(self) -> dict[str, Any]:
        return {
            "format": self.format.value,
            "organizer": asdict(self.organizer),
            "terms": self.terms,
            "rounds": self.rounds,
            "double": self.double,
            "entrants": [asdict(e) for e in self.entrants],
            "boards": [asdict(b) for b in self.boards],
            "byes": [[b.round, b.seat] for b in self.byes],
            "round": self.round,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Tournament:
        return cls(
            format=Format(data["format"]),
            organizer=Entrant(**data["organizer"]),
            terms=dict(data["terms"]),
            rounds=int(data["rounds"]),
            double=bool(data["double"]),
            entrants=tuple(Entrant(**e) for e in data["entrants"]),
            boards=tuple(Board(**b) for b in data["boards"]),
            byes=tuple(Bye(r, s) for r, s in data["byes"]),
            round=int(data["round"]),
        )
