"""A numbered choice at the console is pressed by whom it was shown to: "Yes, resign",
offered to the player who asked, is theirs to press without naming themselves."""

from __future__ import annotations

from pathlib import Path

from bot.service import GameService

from .helpers import play

# Ann and Ben's game, two moves in, where Ben has asked to resign: "really resign?" for Ben
# alone, with its button [1].
BEN_ASKS_TO_RESIGN = (
    "@ann /challenge @ben 9x9",
    "@ben /accept",
    "@ann 4-4",
    "@ben 4-5",
    "@ben /resign",
)


async def test_the_player_who_asked_presses_yes_resign_by_its_number(
    service: GameService, tmp_path: Path
) -> None:
    text = await play(
        service,
        tmp_path,
        *BEN_ASKS_TO_RESIGN,
        "1",  # Ann is to move, but the button was Ben's
    )
    assert "This button is not for you" not in text
    assert "ben resigns game #1." in text


async def test_a_card_button_is_still_the_player_to_moves(
    service: GameService, tmp_path: Path
) -> None:
    text = await play(
        service,
        tmp_path,
        *BEN_ASKS_TO_RESIGN,
        "@ann 3-3",  # Ann moves instead: the card's buttons are shown again
        "5",  # Ben, to move, presses the card's Resign, always 5 (it asks him)
    )
    assert text.count("Do you really want to resign game #1?") == 2
