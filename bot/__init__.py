"""Dots bot: the game service, its storage, the message catalog and the chat adapters."""
