"""The project's own checks run with the tests: ruff everywhere, mypy --strict on the
pure packages (core, renderers) and on the application (bot); modules of the
application and the renderers stay small."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=ROOT, capture_output=True, text=True, check=False)


@pytest.mark.skipif(shutil.which("ruff") is None and not (Path(sys.prefix) / "bin/ruff").exists(),
                    reason="ruff is installed by the [test] extra")
def test_ruff_is_clean() -> None:
    result = run(sys.executable, "-m", "ruff", "check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_is_clean_on_core_and_renderers() -> None:
    result = run(sys.executable, "-m", "mypy", "--strict", "core", "renderers")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_is_clean_on_bot() -> None:
    result = run(sys.executable, "-m", "mypy", "--strict", "bot")
    assert result.returncode == 0, result.stdout + result.stderr


MAX_LINES = 400
"""A module past this many lines is asking to be split along a line the reader can name."""


@pytest.mark.parametrize("package", ["bot", "renderers"])
def test_modules_stay_small(package: str) -> None:
    long = {
        str(path.relative_to(ROOT)): lines
        for path in sorted((ROOT / package).rglob("*.py"))
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert not long, long


ADAPTERS = ["bot/console", "bot/telegram", "bot/discord", "bot/plan.py", "bot/present.py"]


@pytest.mark.parametrize("place", ADAPTERS)
def test_adapters_and_the_presenter_import_nothing_from_storage(place: str) -> None:
    root = ROOT / place
    files = sorted(root.rglob("*.py")) if root.is_dir() else [root]
    found = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in files
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if line.lstrip().startswith(("from bot.storage", "import bot.storage"))
    ]
    assert not found, found
