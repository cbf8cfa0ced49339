"""What a seek asks for, as one word two seeks match on (``39x32 cross 5+3 rated``), the
usual seeks ``/seek`` offers, and the rules and clock a paired game is played under.

A lobby game is played by the sport rules on the field and start asked for, with no other
variant: strangers agree on the game by its field, clock and whether it is rated."""

from __future__ import annotations

from dataclasses import dataclass

from bot.service.challenges.options import GameOptions
from bot.time_class import TimeClass, time_class
from bot.time_control import TimeControl
from core import Game, Rules, Start

DEFAULT_SIZE = (20, 20)
DEFAULT_TIME = "3+2"


@dataclass(frozen=True, slots=True)
class SeekTerms:
    width: int
    height: int
    start: Start
    time: TimeControl
    rated: bool

    @property
    def word(self) -> str:
        """The terms as stored and matched: equal words, equal games."""
        kind = "rated" if self.rated else "casual"
        return f"{self.width}x{self.height} {self.start.value} {self.time.describe()} {kind}"

    @property
    def time_class(self) -> TimeClass:
        """The rating pool a rated game of these terms is played in."""
        return time_class(self.time)

    def game(self) -> Game:
        rules = Rules.from_dict({**Rules().to_dict(), "width": self.width,
                                 "height": self.height, "start": self.start.value})
        return Game.from_rules(rules)

    @classmethod
    def from_word(cls, word: str) -> SeekTerms:
        size, start, time, kind = word.split(" ")
        width, height = (int(side) for side in size.split("x"))
        return cls(width, height, Start(start), TimeControl.parse(time), kind == "rated")

    @classmethod
    def of(cls, options: GameOptions) -> SeekTerms:
        """What was asked, the rest filled in: 20×20 from an empty field, 3+2, rated."""
        width = options.width or DEFAULT_SIZE[0]
        height = options.height or (width if options.width else DEFAULT_SIZE[1])
        start = options.start or Start.EMPTY
        time = options.time or TimeControl.parse(DEFAULT_TIME)
        return cls(width, height, start, time, True if options.rated is None else options.rated)


USUAL: tuple[SeekTerms, ...] = (
    SeekTerms(39, 32, Start.CROSS, TimeControl.parse("5+3"), True),
    SeekTerms(20, 20, Start.EMPTY, TimeControl.parse("3+2"), True),
    SeekTerms(15, 15, Start.EMPTY, TimeControl.parse("3+2"), False),
)
"""The usual seeks ``/seek`` offers: the sport field with the cross, a quick 20×20, a
casual 15×15 (their buttons are ``button-seek-0`` …)."""


def usual_options(number: int) -> GameOptions:
    """The usual seek ``number`` as what its button asks for."""
    terms = USUAL[number]
    return GameOptions(width=terms.width, height=terms.height, start=terms.start,
                       time=terms.time, rated=terms.rated)
