"""Sync application commands only when they changed.

Discord allows 200 command creates a day per guild, so the bot never syncs on every start:
it keeps a hash of the payload it last sent (per guild, or global) in the storage's meta
values and syncs again only when the hash differs, or when told to (``--sync-commands``).
With several processes, let the one that runs shard 0 do it.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Protocol

import discord
from discord import app_commands


class MetaStore(Protocol):
    async def meta(self, key: str) -> str | None: ...

    async def set_meta(self, key: str, value: str) -> None: ...


def meta_key(guild: discord.abc.Snowflake | None) -> str:
    return f"discord:commands:{guild.id if guild is not None else 'global'}"


async def command_payload(
    tree: app_commands.CommandTree[Any], guild: discord.abc.Snowflake | None = None
) -> list[dict[str, Any]]:
    """What :meth:`CommandTree.sync` would send for ``guild`` (translations included)."""
    commands = tree.get_commands(guild=guild)
    translator = tree.translator
    if translator is None:
        return [command.to_dict(tree) for command in commands]
    return [await command.get_translated_payload(tree, translator) for command in commands]


async def tree_digest(
    tree: app_commands.CommandTree[Any], guild: discord.abc.Snowflake | None = None
) -> str:
    """A hash of the command payload for ``guild``: equal payloads, equal hashes."""
    payload = await command_payload(tree, guild)
    text = json.dumps(payload, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


async def sync_if_changed(
    tree: app_commands.CommandTree[Any],
    store: MetaStore,
    *,
    guild: discord.abc.Snowflake | None = None,
    digest: str | None = None,
    force: bool = False,
) -> bool:
    """Sync ``guild``'s (or the global) commands if their hash changed; True if synced.

    ``digest`` is the command table's hash when the caller has one; otherwise the hash of
    the payload itself. The hash is stored only after Discord accepted the sync.
    """
    digest = digest if digest is not None else await tree_digest(tree, guild)
    key = meta_key(guild)
    if not force and await store.meta(key) == digest:
        return False
    await tree.sync(guild=guild)
    await store.set_meta(key, digest)
    return True
