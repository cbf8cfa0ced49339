"""Tests and benchmarks lean one way: ``bench`` may import the support package
(``tests/support``: the fakes and the helpers both use), never a test module; the support
package imports neither ``bench`` nor the tests; a test imports ``bench`` only where it
tests a benchmark (docs/development.md, "Tests and benchmarks")."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SUPPORT = "tests.support"
TESTS_OF_BENCHMARKS = {
    "tests/test_bench_workers.py": "a tiny run of bench/workers",
    "tests/ai/test_bench_losses.py": "bench_losses traces a lost game of a match",
    "tests/ai/test_match_journal.py": "a match of bench_ai goes on from its journal",
    "tests/ai/test_levels.py": "bench_levels' order of the levels, on small games",
    "tests/ai/test_resigns.py": "bench_resigns plays a resignation on to its end",
}
"""The test modules that import ``bench``, each because a benchmark is what it tests."""


def modules_named(path: Path) -> list[tuple[int, str]]:
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    return named_in(path.read_text(encoding="utf-8"), package)


def named_in(source: str, package: str) -> list[tuple[int, str]]:
    """Every module ``source`` (a module of ``package``) imports, at any depth and relative
    ones made absolute, or names as a string to run (``python -m tests.…``), with its line."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level else ""
            name = ".".join(part for part in (base, node.module or "") if part)
            found.append((node.lineno, name))
        elif (
            isinstance(node, ast.Constant) and isinstance(node.value, str)
            and node.value.startswith(("tests.", "bench.")) and " " not in node.value
        ):
            found.append((node.lineno, node.value))
    return found


def within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def sources(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


def test_there_is_something_to_check() -> None:
    assert len(sources("bench")) > 20 and len(sources("tests/support")) > 20
    assert any(within(name, SUPPORT) for path in sources("bench")
               for _, name in modules_named(path))


@pytest.mark.parametrize("path", sources("bench"), ids=lambda p: str(p.relative_to(ROOT)))
def test_a_benchmark_takes_from_the_tests_only_their_support(path: Path) -> None:
    wrong = [f"{line}: {name}" for line, name in modules_named(path)
             if within(name, "tests") and not within(name, SUPPORT)]
    assert not wrong, f"{path.relative_to(ROOT)} imports tests outside {SUPPORT}: {wrong}"


@pytest.mark.parametrize("path", sources("tests/support"), ids=lambda p: str(p.relative_to(ROOT)))
def test_the_support_package_imports_neither_tests_nor_benchmarks(path: Path) -> None:
    wrong = [f"{line}: {name}" for line, name in modules_named(path)
             if within(name, "bench") or (within(name, "tests") and not within(name, SUPPORT))]
    assert not wrong, f"{path.relative_to(ROOT)}: {wrong}"


def test_only_the_tests_of_benchmarks_import_bench() -> None:
    importing = {
        str(path.relative_to(ROOT))
        for path in sources("tests")
        if path != Path(__file__).resolve()
        and any(within(name, "bench") for _, name in modules_named(path))
    }
    assert importing == set(TESTS_OF_BENCHMARKS)


def test_the_guard_reads_every_way_of_naming_a_module() -> None:
    source = (
        "import bench.figures\n"
        "from ..bot import conftest\n"
        "def run():\n"
        "    from .fakes.telegram_api import TelegramFake\n"
        "    return ['python', '-m', 'tests.discord.bot_process']\n"
    )
    assert named_in(source, "tests.support") == [
        (1, "bench.figures"),
        (2, "tests.bot"),
        (4, "tests.support.fakes.telegram_api"),
        (5, "tests.discord.bot_process"),
    ]
