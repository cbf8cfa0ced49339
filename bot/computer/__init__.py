"""The computer player: ``core.ai`` thinking in worker processes, under a deadline."""

from bot.computer.player import ComputerPlayer
from bot.computer.pool import EngineError

__all__ = ["ComputerPlayer", "EngineError"]
