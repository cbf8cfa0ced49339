"""Chat tournaments, the pure parts: pairing (Swiss and round robin) and standings."""

from bot.tournament.pairing import (
    BYE_POINTS,
    Bye,
    Format,
    Game,
    NoPairing,
    Player,
    RoundPairing,
    default_swiss_rounds,
    round_robin_round,
    round_robin_rounds,
)
from bot.tournament.scoring import TIEBREAKS, Standing, crosstable, standings
from bot.tournament.swiss import swiss_round

__all__ = [
    "BYE_POINTS",
    "TIEBREAKS",
    "Bye",
    "Format",
    "Game",
    "NoPairing",
    "Player",
    "RoundPairing",
    "Standing",
    "crosstable",
    "default_swiss_rounds",
    "round_robin_round",
    "round_robin_rounds",
    "standings",
    "swiss_round",
]
