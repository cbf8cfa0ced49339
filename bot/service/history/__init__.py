"""Finished games: history, exports, rematch, and the ratings they make."""
