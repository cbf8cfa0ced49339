"""A match's journal: every finished game on one JSON line, so a long match goes on.

A 100-game match on 39×32 at 1 s a move takes most of a day of one core. With
``bench_ai.py match ... --journal FILE`` each game is appended to FILE the moment it ends
(and flushed to disk), and a run started again with the same pairing, field and seed plays
only the games the journal does not hold yet; the summary counts them all.

A line belongs to a match by its pairing, field, seed and the *engine's fingerprint*: a
hash of the code that decides how the computer plays (``core/`` and ``kernel/``, without
docstrings and comments). Games
played by another version of the engine stay in the file but are neither counted nor
replayed over; the run says how many it set aside.
"""

from __future__ import annotations

import ast
import hashlib
import json
import os
import re
from collections.abc import Iterable
from pathlib import Path

from core import Color

ROOT = Path(__file__).resolve().parent.parent
ENGINE_SOURCES = ("core", "kernel")


def engine_fingerprint(root: Path = ROOT) -> str:
    """The first 12 hex digits of a hash over the engine's code: its Python files without
    docstrings and comments (their syntax trees), its C files without comments and
    spacing. Rewording a docstring leaves a match going on. The syntax trees are those of
    the Python that reads them, so a match goes on under the same minor version (3.11)."""
    digest = hashlib.sha256()
    for folder in ENGINE_SOURCES:
        for path in sorted((root / folder).rglob("*")):
            if path.suffix in {".py", ".c", ".h"} and path.is_file():
                digest.update(str(path.relative_to(root)).encode())
                digest.update(_code_of(path).encode())
    return digest.hexdigest()[:12]


C_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.DOTALL)


def _code_of(path: Path) -> str:
    text = path.read_text(encoding="utf-8")
    if path.suffix != ".py":
        return " ".join(C_COMMENT.sub(" ", text).split())
    tree = ast.parse(text)
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                and isinstance(body, list) and body and isinstance(body[0], ast.Expr)
                and isinstance(body[0].value, ast.Constant)
                and isinstance(body[0].value.value, str)):
            body[0] = ast.Pass()
    # an attribute's docstring (a string after an assignment) is code to the tree but
    # words to a reader: every statement that is a lone string goes
    for node in ast.walk(tree):
        for field in ("body", "orelse", "finalbody"):
            stmts = getattr(node, field, None)
            if isinstance(stmts, list):
                setattr(node, field, [
                    st for st in stmts
                    if not (isinstance(st, ast.Expr) and isinstance(st.value, ast.Constant)
                            and isinstance(st.value.value, str))
                ] or [ast.Pass()])
    return ast.dump(tree)


def match_key(first: str, second: str, size: tuple[int, int], seed: int,
              fingerprint: str, second_fingerprint: str | None = None) -> dict[str, object]:
    """A match's key; ``second_fingerprint``: the second player is the engine of another
    tree, this one (``bench_ai.py match --second-tree``)."""
    key: dict[str, object] = {"first": first, "second": second, "size": list(size),
                              "seed": seed, "engine": fingerprint}
    if second_fingerprint is not None:
        key["second_engine"] = second_fingerprint
    return key


def read(path: Path, key: dict[str, object]) -> tuple[dict[int, dict[str, object]], int]:
    """The games of the match ``key`` held in ``path`` by index, and how many lines of
    other versions of the engine were set aside (same pairing, field and seed)."""
    games: dict[int, dict[str, object]] = {}
    other = 0
    if not path.exists():
        return games, other
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        entry = json.loads(line)
        same = all(entry.get(k) == v for k, v in key.items() if k != "engine") and (
            entry.get("second_engine") == key.get("second_engine"))
        if same and entry.get("engine") == key["engine"]:
            games[int(entry["index"])] = entry
        elif same:
            other += 1
    return games, other


def append(path: Path, key: dict[str, object], index: int, game: dict[str, object]) -> None:
    """Add one finished game, durably: a run killed later keeps it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    line = json.dumps({**key, "index": index, **game}, separators=(",", ":"))
    with path.open("a", encoding="utf-8") as out:
        out.write(line + "\n")
        out.flush()
        os.fsync(out.fileno())


def moves_text(record: Iterable[tuple[int, int, int]]) -> str:
    """The dots in order as ``x-y`` words; colours alternate from Blue (no passes)."""
    colors = (int(Color.BLUE), int(Color.RED))
    words = []
    for i, (color, x, y) in enumerate(record):
        assert color == colors[i % 2], "the colours of a game alternate from Blue"
        words.append(f"{x}-{y}")
    return " ".join(words)


def record_of(text: str) -> tuple[tuple[int, int, int], ...]:
    colors = (int(Color.BLUE), int(Color.RED))
    points = [tuple(int(v) for v in word.split("-")) for word in text.split()]
    return tuple((colors[i % 2], x, y) for i, (x, y) in enumerate(points))
