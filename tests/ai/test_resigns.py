"""Resignations played on (``bench/bench_resigns.py``): the position before each
resignation of the first player, played to its end without resigning."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from bench import bench_ai, bench_resigns, match_journal


def test_never_resigning_goes_before_the_budget() -> None:
    assert bench_resigns.never_resigning("hard@1") == "hard-nr@1"
    assert bench_resigns.never_resigning("hard-e0:300") == "hard-e0-nr:300"


def test_a_resignation_is_played_on_to_the_end(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    journal, out = tmp_path / "match.jsonl", tmp_path / "on.jsonl"
    bench_ai.match("hard:40", "hard:40", (7, 7), 2, workers=1, seed=4, journal=journal)
    entries = [json.loads(line) for line in journal.read_text().splitlines()]
    # as if the first player had resigned game 2 after 12 moves
    record = entries[1]["record"].split()[:12]
    entries[1].update(record=" ".join(record), reason="resignation", winner="B")
    journal.write_text("".join(json.dumps(e) + "\n" for e in entries))
    argv = ["bench_resigns.py", str(journal), "hard:40", "hard:40", "--size", "7", "--seed", "4",
            "--out", str(out)]
    monkeypatch.setattr(sys, "argv", argv)
    bench_resigns.main()
    played = [json.loads(line) for line in out.read_text().splitlines()]
    assert [(e["index"], e["move"]) for e in played] == [(1, 13)]
    assert played[0]["moves"] > 12 and played[0]["winner"] in ("A", "B", None)
    assert "| 2 | 13 |" in capsys.readouterr().out
    bench_resigns.main()  # again: nothing is played twice
    assert len(out.read_text().splitlines()) == 1
    assert match_journal.read(journal, match_journal.match_key(
        "hard:40", "hard:40", (7, 7), 4, match_journal.engine_fingerprint()))[0][1]["reason"] \
        == "resignation"


def test_resignations_are_played_on_two_at_a_time(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    journal, out = tmp_path / "match.jsonl", tmp_path / "on.jsonl"
    bench_ai.match("hard:40", "hard:40", (7, 7), 3, workers=1, seed=5, journal=journal)
    entries = [json.loads(line) for line in journal.read_text().splitlines()]
    for entry, moves in zip(entries, (10, 0, 14), strict=True):  # game 2 was not resigned
        if moves:
            entry.update(record=" ".join(entry["record"].split()[:moves]),
                         reason="resignation", winner="B")
        elif entry["reason"] == "resignation":
            entry.update(reason="grounding")
    journal.write_text("".join(json.dumps(e) + "\n" for e in entries))
    argv = ["bench_resigns.py", str(journal), "hard:40", "hard:40", "--size", "7", "--seed", "5",
            "--out", str(out), "--workers", "2"]
    monkeypatch.setattr(sys, "argv", argv)
    bench_resigns.main()
    played = sorted((json.loads(line) for line in out.read_text().splitlines()),
                    key=lambda e: e["index"])
    assert [(e["index"], e["move"]) for e in played] == [(0, 11), (2, 15)]
    assert all(e["moves"] > e["move"] - 1 for e in played)


def test_another_engines_resignations_are_played_on_by_this_one(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """As after a fix of the referee: the match was another engine's (its fingerprint
    in the journal), and only the games asked for are played on."""
    journal, out = tmp_path / "match.jsonl", tmp_path / "on.jsonl"
    bench_ai.match("hard:40", "hard:40", (7, 7), 2, workers=1, seed=6, journal=journal)
    entries = [json.loads(line) for line in journal.read_text().splitlines()]
    for entry in entries:
        entry.update(record=" ".join(entry["record"].split()[:10]), reason="resignation",
                     winner="B", engine="0123456789ab")
    journal.write_text("".join(json.dumps(e) + "\n" for e in entries))
    argv = ["bench_resigns.py", str(journal), "hard:40", "hard:40", "--size", "7", "--seed", "6",
            "--out", str(out), "--match-engine", "0123456789ab", "--games", "2"]
    monkeypatch.setattr(sys, "argv", argv)
    bench_resigns.main()
    (played,) = [json.loads(line) for line in out.read_text().splitlines()]
    assert (played["index"], played["move"]) == (1, 11)
    assert played["engine"] == match_journal.engine_fingerprint() != "0123456789ab"
    assert "2 games of engine 0123456789ab" in capsys.readouterr().out
    monkeypatch.setattr(sys, "argv", argv[:-4])  # this engine's match: none in the journal
    bench_resigns.main()
    assert "0 games of engine" in capsys.readouterr().out
