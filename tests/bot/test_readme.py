"""The README's console examples run as printed: each one, fed to ``python -m bot`` with a
fresh database and pictures folder, answers without a single error line."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .terminal import HANG_GUARD
from .test_console import ROOT, bot_env

CONSOLE_EXAMPLE = re.compile(r"^\s*(?P<command>\S.*\|\s*python -m bot)\s*$")
"""A line of the README that pipes lines into console play."""


def console_examples() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return [m["command"] for line in text.splitlines() if (m := CONSOLE_EXAMPLE.match(line))]


def test_the_readme_has_console_examples() -> None:
    assert len(console_examples()) >= 2


@pytest.mark.skipif(shutil.which("bash") is None, reason="the examples are shell lines")
@pytest.mark.parametrize("command", console_examples())
def test_a_readme_console_example_runs_as_printed(tmp_path: Path, command: str) -> None:
    env = bot_env(tmp_path)
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    shell = ["bash", "-c", command]
    done = subprocess.run(shell, capture_output=True, text=True, cwd=tmp_path, env=env,
                          timeout=HANG_GUARD, check=False)
    assert done.returncode == 0, done.stderr
    errors = [line for line in done.stdout.splitlines() if line.startswith("! ")]
    assert errors == [], done.stdout
    assert "Picture:" in done.stdout and done.stdout.rstrip().endswith("Bye.")
    assert "Traceback" not in done.stderr
