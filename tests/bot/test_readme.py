"""The examples of README.md and of every docs/*.md page run as printed, each in a fresh
empty folder with none of the bot's settings in the environment (so the bot makes a new
``dots.db`` there, as it would for a reader, unless the example sets ``DATABASE_URL``):

* a line that pipes into console play (``… | python -m bot``, with or without a leading
  ``$ `` and settings before ``python``) answers without a single error line and ends with
  "Bye.", twice in the same folder (a reader runs it again); in a ``console`` block
  the lines after it are its output, compared line by line (``…`` stands for any text in a
  line, a line of ``…`` alone for any number of lines);
* a ``python`` block runs as a script without failing;
* a ``pycon`` block runs as a doctest."""

from __future__ import annotations

import difflib
import doctest
import io
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.config import Settings
from tests.support.processes import HANG_GUARD, ROOT

PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
CONSOLE_EXAMPLE = re.compile(
    r"^\s*(?:\$\s+)?(?P<command>\S.*\|\s*(?:[A-Z_]+=\S+\s+)*python -m bot)\s*$"
)
"""A line that pipes lines into console play (settings may come before the command)."""
FENCE = re.compile(r"^(?P<fence>```+|~~~+)\s*(?P<info>[\w-]*)")
ANY = "…"
"""In a console block's output: any text within a line, or (a line alone) any lines."""


@dataclass(frozen=True)
class Block:
    """A fenced code block of a page: its info string, the line it starts on, its lines."""

    page: Path
    info: str
    line: int
    lines: tuple[str, ...]

    @property
    def where(self) -> str:
        return f"{self.page.relative_to(ROOT)}:{self.line}"


@dataclass(frozen=True)
class ConsoleExample:
    where: str
    command: str
    output: tuple[str, ...] | None
    """What the page prints as the output, when it shows one."""


def blocks(page: Path) -> Iterator[Block]:
    """The fenced blocks of ``page``; lines outside them come as blocks with info ``""``
    of one line each, so that an example anywhere on the page is found."""
    lines = page.read_text(encoding="utf-8").splitlines()
    number = 0
    while number < len(lines):
        opened = FENCE.match(lines[number])
        if opened is None:
            yield Block(page, "", number + 1, (lines[number],))
            number += 1
            continue
        start, fence = number, opened["fence"]
        number += 1
        body: list[str] = []
        while number < len(lines) and not lines[number].startswith(fence):
            body.append(lines[number])
            number += 1
        number += 1  # the closing fence
        yield Block(page, opened["info"] or "text", start + 2, tuple(body))


def all_blocks() -> list[Block]:
    return [block for page in PAGES for block in blocks(page)]


def console_examples() -> list[ConsoleExample]:
    found: list[ConsoleExample] = []
    for block in all_blocks():
        if block.info == "console":
            found += _transcripts(block)
            continue
        for offset, line in enumerate(block.lines):
            if (m := CONSOLE_EXAMPLE.match(line)) is not None:
                where = f"{block.page.relative_to(ROOT)}:{block.line + offset}"
                found.append(ConsoleExample(where, m["command"], None))
    return found


def _transcripts(block: Block) -> list[ConsoleExample]:
    """The commands of a ``console`` block, each with the output printed under it."""
    found: list[ConsoleExample] = []
    for offset, line in enumerate(block.lines):
        if not line.startswith("$"):
            continue
        m = CONSOLE_EXAMPLE.match(line)
        where = f"{block.page.relative_to(ROOT)}:{block.line + offset}"
        assert m is not None, f"{where}: a console block shows console play only: {line}"
        rest = block.lines[offset + 1:]
        end = next((k for k, later in enumerate(rest) if later.startswith("$")), len(rest))
        found.append(ConsoleExample(where, m["command"], rest[:end] or None))
    return found


def code_blocks(info: str) -> list[Block]:
    return [block for block in all_blocks() if block.info == info]


def reader_env() -> dict[str, str]:
    """The environment of a reader who set nothing: none of the bot's settings, no tokens."""
    settings = {name.upper() for name in Settings.model_fields}
    env = {k: v for k, v in os.environ.items() if k not in settings and not k.endswith("_TOKEN")}
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    env["PYTHONPATH"] = str(ROOT)
    return env


def output_pattern(expected: tuple[str, ...]) -> re.Pattern[str]:
    parts = []
    for line in expected:
        if line.strip() == ANY:
            parts.append(r"(?:[^\n]*\n)*?")
        else:
            parts.append("[^\n]*?".join(re.escape(piece) for piece in line.split(ANY)) + r"\n")
    return re.compile("".join(parts))


def test_the_pages_have_examples() -> None:
    readme = [e for e in console_examples() if e.where.startswith("README.md:")]
    assert len(readme) >= 1 and any(e.output for e in readme)
    assert len(console_examples()) - len(readme) >= 2
    assert [b for b in code_blocks("pycon") if b.page.name == "README.md"]
    assert code_blocks("python")


def test_a_transcript_pattern_matches_what_it_shows() -> None:
    pattern = output_pattern(("a", ANY, "Picture: …/game-1.png", "Bye."))
    assert pattern.fullmatch("a\nb\nc\nPicture: /tmp/x/game-1.png\nBye.\n")
    assert pattern.fullmatch("a\nPicture: ./game-1.png\nBye.\n")
    assert not pattern.fullmatch("a\nPicture: /tmp/x/game-2.png\nBye.\n")
    assert not pattern.fullmatch("a\nPicture: /x/game-1.png\nBye.\nmore\n")


@pytest.mark.skipif(shutil.which("bash") is None, reason="the examples are shell lines")
@pytest.mark.parametrize("example", console_examples(), ids=lambda e: e.where)
def test_a_console_example_runs_as_printed(tmp_path: Path, example: ConsoleExample) -> None:
    for _ in range(2):  # and again in the same folder: a reader runs it more than once
        _runs_as_printed(tmp_path, example)


def _runs_as_printed(folder: Path, example: ConsoleExample) -> None:
    shell = ["bash", "-c", example.command]
    done = subprocess.run(shell, capture_output=True, text=True, cwd=folder, env=reader_env(),
                          timeout=HANG_GUARD, check=False)
    assert done.returncode == 0, done.stderr
    errors = [line for line in done.stdout.splitlines() if line.startswith("! ")]
    assert errors == [], done.stdout
    assert done.stdout.rstrip().endswith("Bye.")
    assert "Traceback" not in done.stderr
    # the default database, in the working folder, unless the example names another
    assert (folder / "dots.db").is_file() == ("DATABASE_URL=" not in example.command)
    if example.output is not None:
        diff = "\n".join(difflib.unified_diff(
            list(example.output), done.stdout.splitlines(), "printed", "run", lineterm=""
        ))
        assert output_pattern(example.output).fullmatch(done.stdout), diff


@pytest.mark.parametrize("block", code_blocks("python"), ids=lambda b: b.where)
def test_a_python_example_runs(tmp_path: Path, block: Block) -> None:
    script = tmp_path / "example.py"
    script.write_text("\n".join(block.lines) + "\n", encoding="utf-8")
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          cwd=tmp_path, env=reader_env(), timeout=HANG_GUARD, check=False)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("block", code_blocks("pycon"), ids=lambda b: b.where)
def test_a_python_session_prints_what_it_shows(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, block: Block
) -> None:
    monkeypatch.chdir(tmp_path)
    text = "\n".join(block.lines) + "\n"
    test = doctest.DocTestParser().get_doctest(text, {}, block.where, str(block.page), block.line)
    assert test.examples, block.where
    report = io.StringIO()
    runner = doctest.DocTestRunner(verbose=False)
    result = runner.run(test, out=report.write)
    assert result.failed == 0, report.getvalue()
