"""A console game in each language added for the Dots world (Belarusian, Kazakh, Czech
and German), typed at a pseudo-terminal one line at a time, with the bot's language set
by the operator (``DEFAULT_LANGUAGE``): every line the game shows comes in that language,
with no English left over."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.i18n import Translator

from .terminal import Terminal

LANGUAGES = ("be", "kk", "cs", "de")
ENGLISH = ("Game #", "Challenge", "Waiting", "Score", " to move", "Move 1", "Picture",
           "Blue", "Red", "Accept", "Draw", "Ground", "Board", "Bye")
"""English words a game shows, none of which may be left in another language's game (the
command words, typed by the player, are not among them)."""
CATALOG = Translator()


def said(lang: str, key: str, **args: object) -> str:
    return CATALOG.t(lang, key, **args)


def before(text: str, placeholder: str) -> str:
    """The words of a message before a value it quotes (a path, a number)."""
    return text.split(placeholder)[0].strip()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_console_game_in_the_language(tmp_path: Path, lang: str) -> None:
    terminal = Terminal(tmp_path, DEFAULT_LANGUAGE=lang)
    try:
        picture = before(said(lang, "console-picture", path="/PATH"), "/PATH")
        terminal.wait_for(said(lang, "console-welcome")[:30])
        waiting = said(lang, "challenge-card-status", status="pending", game="")
        terminal.answer("@ann /challenge @ben 7x7 empty", waiting)
        answer = terminal.answer("@ben /accept", picture)
        assert said(lang, "card-title", game="#1", blue="ann", red="ben") in answer
        answer = terminal.answer("@ann 4-4", picture)
        assert said(lang, "card-score", blue=0, red=0) in answer
        answer = terminal.answer("@ben 3-3", picture)
        assert said(lang, "card-to-move", color="blue", name="ann") in answer
        asked = said(lang, "resign-confirm", game="#1", command="/resign confirm #1")
        terminal.answer("@ann /resign", before(asked, "#1"))
        terminal.answer("@ann /resign confirm", picture)
        terminal.end_of_input()
        assert terminal.wait() == 0
        shown = terminal.text
        for key, args in [
            ("card-title", {"game": "#1", "blue": "ann", "red": "ben"}),
            ("card-score", {"blue": 0, "red": 0}),
            ("console-picture", {"path": ""}),
            ("console-bye", {}),
        ]:
            english = said("en", key, **args).strip()
            assert english not in shown, f"{lang}: English {english!r} shown"
        assert said(lang, "console-bye").strip() in shown
        leftovers = [word for word in ENGLISH if word in shown]
        assert not leftovers, f"{lang}: English words shown: {leftovers}"
        assert "Traceback" not in shown
    finally:
        terminal.close()


def test_a_hint_picture_is_named_in_the_players_language(tmp_path: Path) -> None:
    """The line naming a file (the hint's picture) follows ``/lang``, as its words do."""
    terminal = Terminal(tmp_path)
    try:
        terminal.wait_for(said("en", "console-welcome")[:30])
        terminal.answer("/lang ru", said("ru", "lang-set"))
        picture = before(said("ru", "console-picture", path="/PATH"), "/PATH")
        terminal.answer("play bot easy 9x9", picture)
        named = before(said("ru", "console-file", path="/PATH"), "/PATH")
        answer = terminal.answer("/hint", named)
        assert before(said("en", "console-file", path="/PATH"), "/PATH") not in answer
        terminal.end_of_input()
        assert terminal.wait() == 0
    finally:
        terminal.close()


def test_the_card_follows_the_language_of_whoever_acted_last(tmp_path: Path) -> None:
    """The console's admins chose no language: a card speaks the language of the person it
    answers, so a player's ``/lang`` never locks the chat's cards in theirs."""
    terminal = Terminal(tmp_path)
    try:
        terminal.wait_for("End of input quits.")
        first = terminal.answer("play bot easy 9x9", "Picture:")
        assert "Game #1 begins" in first
        terminal.answer("/resign confirm", "Picture:")
        terminal.answer("/lang ru", "\n")
        russian = terminal.answer("play bot easy 9x9", "[8] ")
        assert "Партия #2: player1 (синие)" in russian  # the card answers a Russian speaker
        terminal.answer("/lang en", "\n")
        board = terminal.answer("/board", "[8] ")
        assert "Game #2: player1 (Blue)" in board, board  # English again, as /lang said
        assert "Партия" not in board
        terminal.end_of_input()
        assert terminal.wait() == 0
    finally:
        terminal.close()
