"""The bot's own accounts on each platform: nobody can challenge them, and
``/command@handle`` is told apart from another bot's."""

from __future__ import annotations

from bot.identity import PlayerRef


class BotAccounts:
    def __init__(self) -> None:
        self._ids: set[PlayerRef] = set()
        self._usernames: set[tuple[str, str]] = set()

    def add(self, platform: str, user_id: str, username: str | None = None) -> None:
        """Tell the service the bot's own account, so nobody can challenge it."""
        self._ids.add(PlayerRef(platform, user_id))
        if username:
            self._usernames.add((platform, username.lstrip("@").lower()))

    def username(self, platform: str) -> str | None:
        """The bot's own handle on ``platform`` (``/command@handle`` is for it), if known."""
        return next((name for found, name in sorted(self._usernames) if found == platform),
                    None)

    def is_bot(self, platform: str, ref: PlayerRef | None, username: str | None) -> bool:
        if ref is not None and ref in self._ids:
            return True
        return bool(username) and (platform, (username or "").lower()) in self._usernames
