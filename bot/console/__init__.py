"""Console play: the chat commands at a terminal, line by line from standard input."""

from bot.console.adapter import Console, run

__all__ = ["Console", "run"]
