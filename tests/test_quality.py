"""The project's own checks run with the tests: ruff everywhere, mypy --strict on the
pure packages (core, renderers) and on the application (bot); modules of the
application, the renderers and the rules core stay small, and so do the functions of
the rules core and the renderers."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bot.platforms import adapter_folders

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


@pytest.mark.parametrize("package", ["bot", "renderers", "core"])
def test_modules_stay_small(package: str) -> None:
    long = {
        str(path.relative_to(ROOT)): lines
        for path in sorted((ROOT / package).rglob("*.py"))
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert not long, long


MAX_FUNCTION_LINES = 60
"""A function past this many lines (from ``def`` to its last line) is asking to be split
into steps a reader can name."""


def long_functions(source: str) -> dict[str, int]:
    """Functions and methods of ``source`` over ``MAX_FUNCTION_LINES``: line and name."""
    return {
        f"{node.lineno}:{node.name}": length
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        and (length := (node.end_lineno or node.lineno) - node.lineno + 1) > MAX_FUNCTION_LINES
    }


@pytest.mark.parametrize("package", ["bot", "core", "renderers"])
def test_functions_stay_short(package: str) -> None:
    long = {
        f"{path.relative_to(ROOT)}:{where}": lines
        for path in sorted((ROOT / package).rglob("*.py"))
        for where, lines in long_functions(path.read_text(encoding="utf-8")).items()
    }
    assert not long, long


def test_a_long_function_is_found() -> None:
    body = "".join(f"        x{k} = {k}\n" for k in range(MAX_FUNCTION_LINES))
    source = f"def short():\n    pass\n\nclass C:\n    async def long(self):\n{body}"
    assert long_functions(source) == {"5:long": MAX_FUNCTION_LINES + 1}


ADAPTERS = [*adapter_folders(), "bot/output"]
"""Every declared platform's adapter, the web board's (:mod:`bot.platforms`), and the
output path."""


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
