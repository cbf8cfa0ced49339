"""Where games are played besides a chat: inline messages (Telegram's inline mode) and
the live web board."""
