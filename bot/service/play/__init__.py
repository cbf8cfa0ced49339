"""Playing a game: moves, resignation, draws, grounding and abort; the move picker; looking
at games and their cards; the clocks, reminders and expiry (the sweeper)."""
