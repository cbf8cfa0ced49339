"""The lobby: seeks from anyone, in any chat, on any platform, paired at once across
processes, and the game each pair plays in both players' own places (docs/lobby.md)."""
