"""A long match's journal (``bench/match_journal.py``): kept games are not played again."""

from __future__ import annotations

import json
import shutil
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import pytest

from bench import ai_games, bench_ai, match_journal


def test_a_match_goes_on_from_its_journal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    journal = tmp_path / "match.jsonl"
    first = bench_ai.match("greedy", "random", (7, 7), 2, workers=1, seed=5, journal=journal)
    lines = [json.loads(line) for line in journal.read_text().splitlines()]
    assert [line["index"] for line in lines] == [0, 1]
    assert lines[0]["engine"] == match_journal.engine_fingerprint()

    played: list[int] = []
    real_game = ai_games.play_game

    def counted(job: ai_games.Job, opening: Sequence[tuple[int, int]] = ()) -> ai_games.GameResult:
        played.append(job[3])
        return real_game(job, opening)

    monkeypatch.setattr(ai_games, "play_game", counted)
    again = bench_ai.match("greedy", "random", (7, 7), 3, workers=1, seed=5, journal=journal)
    assert played == [2]  # games 0 and 1 came from the journal
    # read back whole, the record of every dot included; the journal keeps times to 0.01 s
    assert [replace(r, seconds={}) for r in again[:2]] == [replace(r, seconds={}) for r in first]
    assert len(journal.read_text().splitlines()) == 3
    kept = bench_ai.match("greedy", "random", (7, 7), 5, workers=1, seed=5, journal=journal,
                          play=False)  # only reads what the journal holds
    assert len(kept) == 3 and played == [2]


def test_games_of_another_engine_are_set_aside(tmp_path: Path) -> None:
    journal = tmp_path / "match.jsonl"
    bench_ai.match("greedy", "random", (7, 7), 1, workers=1, seed=5, journal=journal)
    entry = json.loads(journal.read_text())
    journal.write_text(json.dumps({**entry, "engine": "000000000000"}) + "\n")
    key = match_journal.match_key("greedy", "random", (7, 7), 5,
                                  match_journal.engine_fingerprint())
    assert match_journal.read(journal, key) == ({}, 1)
    other_seed = match_journal.match_key("greedy", "random", (7, 7), 6, "000000000000")
    assert match_journal.read(journal, other_seed) == ({}, 0)


def test_the_second_player_may_be_another_trees_engine(tmp_path: Path) -> None:
    """A match against an earlier engine (``--second-tree``): the other tree's engine
    answers from a process of its own, as its own benchmark plays it, and the journal
    keeps its fingerprint. A copy of this tree plays the same games as this one."""
    other = tmp_path / "other"
    for folder in ("core", "bench"):
        shutil.copytree(match_journal.ROOT / folder, other / folder,
                        ignore=shutil.ignore_patterns("__pycache__", "journals"))
    journal = tmp_path / "match.jsonl"
    here = bench_ai.match("greedy", "hard:60", (7, 7), 2, workers=1, seed=3)
    there = bench_ai.match("greedy", "hard:60", (7, 7), 2, workers=1, seed=3, journal=journal,
                           second_tree=other)
    assert [replace(r, seconds={}) for r in there] == [replace(r, seconds={}) for r in here]
    entries = [json.loads(line) for line in journal.read_text().splitlines()]
    assert [e["second_engine"] for e in entries] == [match_journal.engine_fingerprint(other)] * 2
    # a match with the engine of this tree keeps other games
    assert bench_ai.match("greedy", "hard:60", (7, 7), 2, workers=1, seed=3, journal=journal,
                          play=False) == []


def test_a_record_reads_back_as_played() -> None:
    record = ((1, 3, 4), (2, 5, 6), (1, 10, 2))
    assert match_journal.record_of(match_journal.moves_text(record)) == record


def test_the_fingerprint_follows_the_code_not_its_words(tmp_path: Path) -> None:
    for folder in match_journal.ENGINE_SOURCES:
        shutil.copytree(match_journal.ROOT / folder, tmp_path / folder,
                        ignore=shutil.ignore_patterns("*.so", "__pycache__"))
    before = match_journal.engine_fingerprint(tmp_path)
    assert before == match_journal.engine_fingerprint()
    player = tmp_path / "core" / "ai" / "player.py"
    text = player.read_text()
    player.write_text(text.replace("* easy: no search.", "* easy: no search at all.")
                      .replace('"""Seconds a move when', '"""Seconds for a move when'))
    search = tmp_path / "kernel" / "search.c"
    search.write_text(search.read_text().replace("/* a full tree stops",
                                                 "/* a full tree, grown, stops"))
    assert player.read_text() != text
    assert match_journal.engine_fingerprint(tmp_path) == before
    player.write_text(player.read_text().replace("SAFETY = 0.03", "SAFETY = 0.04"))
    assert match_journal.engine_fingerprint(tmp_path) != before
