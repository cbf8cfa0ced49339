"""A test run ends with its summary line ("N passed in …"), with or without ``-q``: the
project's pytest settings must not hide it, since CI's log is read from its last line."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SUMMARY = re.compile(r"=* ?1 passed in [\d.]+s(?: \([\d:]+\))? ?=*")


@pytest.mark.parametrize("options", [[], ["-q"]], ids=["plain", "quiet"])
def test_a_run_ends_with_its_summary_line(tmp_path: Path, options: list[str]) -> None:
    sample = tmp_path / "test_sample.py"
    sample.write_text("def test_sum() -> None:\n    assert sum([1, 1]) == 2\n")
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-c", str(ROOT / "pyproject.toml"),
         "--rootdir", str(tmp_path), "-p", "no:cacheprovider", *options, str(sample)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert SUMMARY.fullmatch(done.stdout.rstrip().splitlines()[-1]), done.stdout
