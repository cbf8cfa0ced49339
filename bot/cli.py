"""The command line of ``python -m bot``: usage, version, and room for subcommands.

Parsing comes before anything else: ``--help`` and ``--version`` read no settings and
touch no database.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import textwrap
from importlib import metadata
from pathlib import Path

from bot.config import Settings, allowed_values
from bot.config_activity import ActivitySettings

EXIT_OK = 0
EXIT_CONFIG = 2
"""Bad settings, a database that cannot be used, or a bad command line."""
EXIT_FAILED = 1
"""A chat adapter stopped with an error (the others were stopped with it)."""
EXIT_INTERRUPTED = 130
INDENT = " " * 6

DESCRIPTION = """\
Dots bot: play Dots (Точки, kropki) with friends. With TELEGRAM_TOKEN or DISCORD_TOKEN
set it serves those chats; with neither it opens console play on standard input and
output (type /help there)."""


def version() -> str:
    try:
        return metadata.version("dots-bot")
    except metadata.PackageNotFoundError:
        return "unknown"


def kernel_built() -> bool:
    """Whether ``pip install`` compiled the computer's playout kernel (``kernel/``)."""
    try:
        importlib.import_module("core.ai._kernel")
    except ImportError:
        return False
    return True


def version_line() -> str:
    """What ``--version`` prints: the version and whether the kernel was built."""
    kernel = ("playout kernel compiled" if kernel_built() else
              "playout kernel not built: the computer plays in pure Python, weaker"
              " (reinstall where gcc and the Python headers are)")
    return f"dots-bot {version()}, {kernel}"


def _listed() -> list[str]:
    """Every setting's name, the Discord Activity's (a part of the settings of its own)
    after Discord's other settings."""
    activity = list(ActivitySettings.model_fields)
    own = [name for name in Settings.model_fields if name not in activity]
    after = own.index("discord_sync_commands") + 1
    return own[:after] + activity + own[after:]


def _settings_help() -> str:
    lines = ["settings (environment variables, or NAME=value lines in ./.env):"]
    for name in _listed():
        field = Settings.model_fields[name]
        default = field.default
        shown = "" if default is None else f" [default: {default}]"
        lines.append(f"  {name.upper()}{shown}")
        lines += textwrap.wrap(
            str(field.description), 88, initial_indent=INDENT, subsequent_indent=INDENT
        )
        allowed = allowed_values(name)
        if allowed:
            lines += textwrap.wrap(
                f"values: {allowed}", 88, initial_indent=INDENT, subsequent_indent=INDENT + "  "
            )
    database = (Path.cwd() / "dots.db").resolve()
    lines += [
        "",
        f"the database: by default dots.db in the folder the bot starts in (here: {database});",
        "set DATABASE_URL to keep it elsewhere. A missing folder is created only when its",
        "parent exists.",
        "",
        "storage commands (each has its own --help):",
        "  python -m bot migrate [URL]          apply the database migrations, then exit",
        "  python -m bot copy SQLITE_URL PG_URL  move a bot's games, ratings and settings",
        "                                       from SQLite to PostgreSQL, checked by replay",
        "  python -m bot games damaged [URL]    list the games set aside as unreadable;",
        "                                       games show|release|abort N [URL] for one",
        "  python -m bot persons show|forget PLATFORM:ID [URL]  what the bot keeps about a",
        "                                       person; erase it on every linked platform",
        "",
        "exit status: 0 done, 1 a chat adapter failed, 2 bad settings, database or command",
        "line, 130 interrupted",
    ]
    return "\n".join(lines)


def parser() -> argparse.ArgumentParser:
    program = "dots-bot" if Path(sys.argv[0]).name == "dots-bot" else "python -m bot"
    parser = argparse.ArgumentParser(
        prog=program,
        description=DESCRIPTION,
        epilog=_settings_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=version_line())
    parser.add_argument(
        "--sync-commands",
        action="store_true",
        help="register Discord's application commands at start even when unchanged",
    )
    return parser
