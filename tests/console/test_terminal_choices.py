"""The console's numbered buttons, typed at a pseudo-terminal: one number per action from
card to card (absent actions leave gaps), the move picker's sectors in reading order and
its way back from a sector's points as "⬅ Sectors" (always 0), and ``/ground`` asking
first, answered by its number."""

from __future__ import annotations

import os
import re

import pytest

from .terminal import Terminal

pytestmark = pytest.mark.skipif(os.name != "posix", reason="pseudo-terminals are POSIX")

CHOICE = re.compile(r"\[(\d+)\] ([^\[\n]+?)(?=\s*\[|\s*$)")


def choices(answer: str) -> dict[str, int]:
    """The last line of numbered choices in ``answer``: label → number."""
    line = [text for text in answer.splitlines() if text.startswith("[")][-1]
    return {label: int(number) for number, label in CHOICE.findall(line)}


def test_each_action_keeps_its_number_from_card_to_card(terminal: Terminal) -> None:
    terminal.wait_for("End of input quits.")
    terminal.answer("@ann /challenge @ben 9x9 empty", "/accept")
    begun = choices(terminal.answer("@ben /accept", "] Board\n"))
    assert begun == {"Move": 1, "Draw": 2, "Resign": 5, "Ground": 6, "Abort": 7, "Board": 8}
    first = choices(terminal.answer("@ann 5-5", "] Board\n"))
    assert first == {"Move": 1, "Draw": 2, "Take back": 3, "Resign": 5, "Ground": 6,
                     "Abort": 7, "Board": 8}  # Take back came in: nothing moved along
    second = choices(terminal.answer("@ben 4-4", "] Board\n"))
    assert second == {"Move": 1, "Draw": 2, "Take back": 3, "Resign": 5, "Ground": 6,
                      "Board": 8}  # Abort went: Board keeps 8

    sectors = terminal.answer("1", "6-1…9-5\n")  # Ann presses Move: the picker
    assert choices(sectors) == {"1-6…5-9": 1, "6-6…9-9": 2, "1-1…5-5": 3, "6-1…9-5": 4}
    assert "[1] 1-6…5-9  [2] 6-6…9-9  [3] 1-1…5-5  [4] 6-1…9-5" in sectors  # as drawn
    points = choices(terminal.answer("2", "Sectors\n"))  # the top right sector
    assert points["⬅ Sectors"] == 0 and "Move" not in points
    assert list(points)[:4] == ["6-9", "7-9", "8-9", "9-9"]  # its top row first
    again = choices(terminal.answer("0", "6-1…9-5\n"))  # back to the sectors
    assert list(again) == ["1-6…5-9", "6-6…9-9", "1-1…5-5", "6-1…9-5"]
    bottom_left = choices(terminal.answer("3", "Sectors\n"))
    assert list(bottom_left)[:5] == ["1-5", "2-5", "3-5", "4-5", "1-4"]  # 5-5 is taken
    played = terminal.answer(str(bottom_left["1-5"]), "Picture:")
    assert "Move 3: Blue 1-5" in played
    terminal.end_of_input()
    assert terminal.wait() == 0


def test_ground_asks_first_and_its_number_grounds(terminal: Terminal) -> None:
    terminal.wait_for("End of input quits.")
    terminal.answer("@ann /challenge @ben 5x5 empty", "/accept")
    terminal.answer("@ben /accept", "] Board\n")
    terminal.answer("@ann 1-1", "] Board\n")
    terminal.answer("@ben 3-3", "] Board\n")
    terminal.answer("@ann 5-5", "] Board\n")
    asked = terminal.answer("@ben /ground", "\n[1] Yes, ground\n")  # Red's 3-3 in the open
    assert ("Declare grounding in game #1? You would lose 0:1; 1 of your dots would go to"
            " Blue. To confirm, press the button or write /ground confirm #1") in asked
    assert "is over" not in asked and "Picture:" not in asked  # nothing ended yet
    ended = terminal.answer("@ben 1", "Picture:")
    assert "ben (Red) grounds in #1: 1 dot went to Blue." in ended
    assert "Game #1 is over: ann wins after grounding. Score: Blue 1, Red 0." in ended
    terminal.end_of_input()
    assert terminal.wait() == 0
