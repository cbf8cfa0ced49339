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


@needs_kernel
def test_a_setup_beyond_the_readings_reach_is_one_it_would_have_held_back() -> None:
    # Game 31 of the 39×32 match at the handicap: hard, as Red, lost 6 dots at move 166
    # and 12 at move 350, each set up by the other engine's move five points from the
    # game's last six moves, where hard's setup reading does not look; read as within
    # reach, it holds hard's move before each setup back
    handicap = JOURNAL.with_name("handicap-1s-2s-39x32.jsonl")
    entry = next(e for e in map(json.loads, handicap.read_text().splitlines())
                 if e.get("engine") == "e60de5871c16" and e["index"] == 30)
    assert entry["winner"] == "B"
    seen = [(c.dots, c.before, c.seen) for c in bench_losses.captures_of(entry)]
    far = bench_losses.SetupSeen(reach=5, held_back=True, stoppable=True)
    assert seen == [(6, 160, far), (12, 344, far)]
    assert far.reach > kernel.SETUP_REACH


@needs_kernel
def test_a_reading_cut_short_at_once_holds_no_move_back(
        capsys: pytest.CaptureFixture[str]) -> None:
    # Game 28's first 120 moves, every 15th: cut short before its first call, the reading
    # changes the root moves of every position where it held some back in full
    bench_setups.cost([journal_game(27)], every=15, until=120, bound=-1.0)
    full, cut = capsys.readouterr().out.splitlines()
    assert full.startswith("cost over 8 positions of 1 games: the reading changed root moves in 1;")
    assert cut.endswith("8 positions cut short, the root moves held back changed in 1")
