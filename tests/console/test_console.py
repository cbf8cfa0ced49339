"""Console play and starting the bot: scripted input, who speaks, pictures, clean exits."""

from __future__ import annotations

import asyncio
import io
import sys
import types
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from bot.__main__ import AdapterFailed, serve
from bot.config import Settings
from bot.console import Console
from bot.i18n import Translator
from bot.identity import ChatRef
from bot.output.present import Presenter
from bot.platforms import platforms
from bot.service import GameService
from bot.service.chats.chat_settings import DEFAULT_TIME
from tests.support.processes import ROOT, bot_env_in, run_bot

from .helpers import play


async def test_two_people_at_one_terminal(service: GameService, tmp_path: Path) -> None:
    text = await play(
        service,
        tmp_path,
        "@alice /challenge @bob 10x10",
        "/accept",  # spoken by bob, whom the challenge waits for
        "1-1",  # alice: Blue to move
        "2-2",  # bob
        "@bob 3-3",  # not bob's turn
        "/board",
    )
    assert "bob accepted challenge 1: game #1." in text
    assert "Move 1: Blue 1-1\nRed to move: bob" in text
    assert "Move 2: Red 2-2\nBlue to move: alice" in text
    assert "! It is not your turn in #1." in text
    assert "1(X)" in text and "2 .(O)" in text  # the text board marks the last move
    picture = tmp_path / "img" / "game-1.png"
    assert f"Picture: {picture.resolve()}" in text
    assert picture.read_bytes().startswith(b"\x89PNG")
    assert text.rstrip().endswith("Bye.")


async def test_answers_follow_the_speakers_language_and_cards_the_chats(
    service: GameService, tmp_path: Path
) -> None:
    text = await play(
        service,
        tmp_path,
        "@alice /lang ru",
        "@alice /challenge @bob 8x8",
        "@bob /accept",
        "@alice 1-1",
        "@alice 9-9",
        "",
        "# a comment",
        "@bob /settings lang uk",
        "@bob 2-2",
    )
    assert "Язык: русский." in text  # Alice's own answers: her language
    assert "! Сейчас не ваш ход в #1." in text
    assert "Ход 1: синие 1-1\nХодят красные: bob" in text  # the card: the chat's
    assert "Хід 2: червоні 2-2\nХодять сині: alice" in text  # after the chat chose Ukrainian


async def test_bad_lines_get_answers_not_tracebacks(service: GameService, tmp_path: Path) -> None:
    text = await play(service, tmp_path, "hello", "/nope", "/games", "/challenge 2x2", "@x")
    assert "! That is not a command." in text
    assert "! I don't know the command /nope." in text
    assert "No games or challenges in this chat." in text
    assert "! A field of 2×2 is not possible" in text
    assert "Traceback" not in text


async def test_console_games_default_to_casual_without_a_clock(
    service: GameService, tmp_path: Path
) -> None:
    text = await play(
        service,
        tmp_path,
        "@alice /challenge @bob 8x8",
        "/accept",
        "/settings",
        "@carol /challenge @dan 8x8 rated 24h",  # asked for: as in any chat
        "@dan /accept",
    )
    first, second = text.split("Game #2 begins")
    assert "Game #1: alice (Blue) vs bob (Red)\n8×8, cross\nCasual, no clock\n" in first
    assert "• time: no clock" in first and "• rated: no, games are casual" in first
    assert "Rated, 1 day per move" in second
    chat = await service.languages.chat_settings(ChatRef("telegram", "1"))
    assert chat.rated and chat.time == DEFAULT_TIME  # chats keep rated, a day per move


def test_python_m_bot_plays_a_script_and_exits_cleanly(tmp_path: Path) -> None:
    script = "@ann /challenge @ben 9x9 empty\n/accept\n5-5\n5-6\n/games\n"
    done = run_bot(tmp_path, bot_env_in(tmp_path), stdin=script, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Move 2: Red 5-6" in done.stdout
    assert "#1: ann vs ben, move 2, ann to move" in done.stdout
    assert done.stdout.rstrip().endswith("Bye.")
    assert (tmp_path / "dots.db").exists()


def test_an_unreachable_postgresql_server_is_named_at_start(tmp_path: Path) -> None:
    from tests.support.ports import free_port

    port = free_port()  # nothing listens there
    env = bot_env_in(tmp_path) | {"DATABASE_URL": f"postgresql://dots:secret@127.0.0.1:{port}/dots"}
    done = run_bot(tmp_path, env, stdin="", timeout=120)
    assert done.returncode == 2
    assert f"cannot open the PostgreSQL database 127.0.0.1:{port}/dots" in done.stderr
    assert "secret" not in done.stderr and "Traceback" not in done.stderr
    assert list(tmp_path.iterdir()) == []


def test_a_bad_setting_is_refused_at_start(tmp_path: Path) -> None:
    env = bot_env_in(tmp_path) | {"DEFAULT_LANGUAGE": "klingon"}
    done = run_bot(tmp_path, env, stdin="", timeout=120)
    assert done.returncode == 2 and "klingon" in done.stderr


def test_settings_read_env_and_dotenv(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    for name in ("TELEGRAM_TOKEN", "DISCORD_TOKEN", "DATABASE_URL", "DEFAULT_LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    (tmp_path / ".env").write_text("TELEGRAM_TOKEN=123:abc\nDEFAULT_LANGUAGE=ru\nDISCORD_TOKEN=\n")
    settings = Settings()
    assert settings.telegram_token is not None
    assert settings.telegram_token.get_secret_value() == "123:abc"
    assert "123:abc" not in repr(settings)
    assert settings.discord_token is None and settings.default_language == "ru"
    assert settings.database_url == "sqlite:///dots.db"
    monkeypatch.setenv("DATABASE_URL", "sqlite:////data/dots.db")
    assert Settings().database_url == "sqlite:////data/dots.db"


def test_env_example_lists_every_setting() -> None:
    example = (ROOT / ".env.example").read_text(encoding="utf-8")
    names = {
        line.split("=")[0]
        for line in example.splitlines()
        if "=" in line and not line.startswith("#")
    }
    assert names == {name.upper() for name in Settings.model_fields}


Adapter = Callable[[GameService, Presenter, Settings], Awaitable[None]]


def with_adapters(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, **runs: Adapter) -> Settings:
    """Settings with both tokens, and each named adapter module replaced by one whose ``run``
    is given (the platforms read first: their declarations live in the real packages)."""
    platforms()
    for name, run in runs.items():
        module = types.ModuleType(f"bot.{name}")
        module.run = run  # type: ignore[attr-defined]
        monkeypatch.setitem(sys.modules, f"bot.{name}", module)
    return Settings(
        database_url=f"sqlite:///{tmp_path / 'dots.db'}",
        telegram_token="1:x",  # type: ignore[arg-type]
        discord_token="y",  # type: ignore[arg-type]
        _env_file=None,  # type: ignore[call-arg]
    )


async def test_adapters_with_tokens_share_one_service(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[tuple[str, GameService]] = []

    def runner(name: str) -> Adapter:
        async def run(service: GameService, presenter: Presenter, settings: Settings) -> None:
            seen.append((name, service))

        return run

    settings = with_adapters(
        tmp_path, monkeypatch, telegram=runner("telegram"), discord=runner("discord")
    )
    out = io.StringIO()
    await serve(settings, stdin=io.StringIO("/help\n"), stdout=out)
    assert sorted(name for name, _ in seen) == ["discord", "telegram"]
    assert seen[0][1] is seen[1][1]
    assert out.getvalue() == ""  # no console when an adapter runs


async def test_a_failing_adapter_stops_the_other_and_is_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    stopped: list[str] = []

    async def telegram(service: GameService, presenter: Presenter, settings: Settings) -> None:
        try:
            await asyncio.Event().wait()  # serves until stopped
        finally:
            stopped.append("telegram")
            assert await service.parts.storage.event_seen("x") is False  # storage still open

    async def discord(service: GameService, presenter: Presenter, settings: Settings) -> None:
        await asyncio.sleep(0)
        raise ConnectionError("gateway refused the token")

    settings = with_adapters(tmp_path, monkeypatch, telegram=telegram, discord=discord)
    with pytest.raises(AdapterFailed, match="the discord adapter stopped: ConnectionError"):
        await serve(settings)
    assert stopped == ["telegram"]


async def test_console_sweeps_between_lines_and_its_speakers_are_admins(
    service: GameService, tmp_path: Path
) -> None:
    from tests.bot.conftest import Clock

    clock = service.parts.now
    assert isinstance(clock, Clock)
    out = io.StringIO()
    console = Console(service, Presenter(Translator()), images_dir=tmp_path / "img", out=out)
    script: list[str | float] = [
        "@alice /settings time 5+0",
        "@alice /challenge @bob 9x9",
        "@bob /accept",
        "@alice 1-1",
        "@bob 2-2",
        301.0,  # Alice thinks for five minutes and a second
        "@bob /games",
        "@bob /history",
    ]

    async def read_line() -> str:
        while script:
            item = script.pop(0)
            if isinstance(item, float):
                clock.advance(seconds=item)
                continue
            return item + "\n"
        return ""

    await console.run(read_line)
    text = out.getvalue()
    assert "Setting changed:\n• time: 5 minutes + 0 seconds a move" in text
    assert "Clocks: Blue 5:00, Red 5:00" in text
    assert "Game #1: alice ran out of time." in text
    assert "Game #1 is over: bob wins on time." in text
    assert text.index("ran out of time") < text.index("No games or challenges")
    assert "Your finished games:\n#1, May 1, 2024: alice vs bob — bob won on time" in text
