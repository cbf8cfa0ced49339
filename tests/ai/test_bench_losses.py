"""``bench/bench_losses.py`` traces a lost game's captures back to the setups before them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bench import bench_losses, bench_setups
from core.ai import kernel

JOURNAL = Path(__file__).resolve().parents[2] / "bench/journals/hard-39x32.jsonl"

needs_kernel = pytest.mark.skipif(kernel.load() is None, reason="needs the compiled kernel")


def journal_game(index: int) -> dict[str, Any]:
    for line in JOURNAL.read_text().splitlines():
        entry: dict[str, Any] = json.loads(line)
        if entry.get("engine") == "6981188ac077" and entry["index"] == index:
            return entry
    raise LookupError(index)


@needs_kernel
def test_the_37_dots_of_a_lost_game_came_from_a_setup_a_deeper_move_answers() -> None:
    # Game 37 of the match of record: hard, as Blue, lost 37 dots at move 188. Its move
    # before left no forced capture there; the old hard's next move set one up that no
    # answer helped; one setup deeper, a move of hard's near the region answered them all.
    entry = journal_game(36)
    assert entry["winner"] == "B" and entry["first_color"] == "blue"
    captures = bench_losses.captures_of(entry)
    biggest = max(captures, key=lambda capture: capture.dots)
    assert biggest == bench_losses.Capture(dots=37, stood=2, made_by_setup=True,
                                           answered_at_first=False, setup_defence=True)


@needs_kernel
def test_a_game_won_is_counted_without_tracing_defences() -> None:
    entry = journal_game(17)  # the 18th game: hard, as Red, won in 985 moves
    assert entry["winner"] == "A" and entry["moves"] >= bench_losses.LONG_GAME
    # the old hard's one capture of four or more: 12 dots, its threat standing five moves
    assert bench_losses.captures_of(entry) == [
        bench_losses.Capture(dots=12, stood=5, made_by_setup=False, answered_at_first=False,
                             setup_defence=None)]


@needs_kernel
def test_the_setup_reading_counts_the_move_before_a_setup_as_losing(
        capsys: pytest.CaptureFixture[str]) -> None:
    # Game 28: hard, as Red, played 16-16 at move 54; the old hard's 19-13 then set up
    # eight dots no answer saved. The reading counts 16-16 as losing, and hard now plays
    # the setup's point itself, where without the reading it plays 16-16 again.
    entry = journal_game(27)
    bench_setups.losses([entry], playouts=5000)
    lines = capsys.readouterr().out.splitlines()
    assert "move   54   8 dots: played 16-16 (-7)" in lines[1]
    assert lines[1].endswith("hard 19-13, without 16-16")
    assert lines[-1].startswith("the move played counted as losing in 1 of 1;")


@needs_kernel
def test_a_window_reads_the_captures_past_the_first_400_moves() -> None:
    # Game 14: hard lost in 885 moves with no capture of four against it in the first 400;
    # at move 799 the old hard took four dots, its threat standing one move
    entry = journal_game(13)
    assert entry["winner"] == "B" and entry["moves"] == 885
    assert bench_losses.captures_of(entry) == []
    late = bench_losses.captures_of(entry, window=1_200)
    assert late == [bench_losses.Capture(dots=4, stood=1, made_by_setup=False,
                                         answered_at_first=False, setup_defence=None)]
    assert late[0].before == 795
