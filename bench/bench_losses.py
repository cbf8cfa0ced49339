"""Where a match's long games were lost, read from its journal (``bench_ai.py match --journal``).

    python bench/bench_losses.py bench/journals/hard-39x32.jsonl --engine 6981188ac077
    python bench/bench_losses.py bench/journals/handicap-1s-2s-20x20.jsonl --engine 46e1b5ac6b4d \\
        --moves 0

For the games of 300 moves or more (``--moves``: of that many or more), every capture of
four dots or more by the second player within the first 400 moves (``--window``: that
many) is traced back with the kernel's three-ply reading (``Position.big_threats``: a
move, any answer, a move) over the points around the captured region. For the games the
first player lost it tells:

- whether the first player's move before the threat appeared left none there (the
  threat then came from the opponent's next move, a setup);
- whether, when the threat first stood, one of its answers removed it;
- where none did, whether a move one setup deeper (its move, any setup of the opponent,
  an answer) left every setup answered. That is what a five-ply reading at the root would
  find;
- for each setup, whether hard's setup reading (``core.ai.kernel.setup_reading``) could
  have seen it: after the first player's move, is the setup sure of a capture five plies
  deep; did it lie within the reading's reach of the game's last moves; and read as if it
  did, would the reading have held the move played back, or does no root move stop it.

It prints the counts and the dots they cost. The positions come from the rules core; one
core, about 35 s for the 60 games of the 39×32 match at the handicap with ``--window 1200``.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import match_journal
from core import Color, Game
from core.ai import kernel

LONG_GAME = 300
WINDOW = 400
SMALLEST = 4
AROUND = 2


@dataclass(frozen=True)
class Snapshot:
    """The kernel's position before one of the first player's moves, and the move played."""

    position: Any
    free: list[int]
    played: int
    recent: tuple[int, ...] = ()  # the game's last moves, as the setup reading takes them


@dataclass(frozen=True)
class Capture:
    """One capture of the second player and what the reading says of it."""

    dots: int
    stood: int  # how many of the first player's moves the threat stood before it
    made_by_setup: bool  # the first player's move before it left no threat there
    answered_at_first: bool  # when it first stood, some answer left no threat
    setup_defence: bool | None  # one setup deeper, a move left every setup answered
    before: int | None = field(default=None, compare=False)
    """The ply of the first player's move before the threat stood (None for games won)."""
    seen: SetupSeen | None = field(default=None, compare=False)
    """For a setup the five-ply reading finds sure after the move before it: how the
    setup reading stood to it."""


@dataclass(frozen=True)
class SetupSeen:
    """How hard's setup reading stood to a setup before the move that let it through."""

    reach: int  # king steps from the game's last moves (the reading looks within SETUP_REACH)
    held_back: bool  # read as within reach, the move played loses dots by the reading
    stoppable: bool  # read so, some root move stops more than another


def setup_seen(snap: Snapshot, setup: int, enemy: int, stride: int) -> SetupSeen | None:
    """None where, after the move played, ``setup`` is not sure of a capture five plies
    deep (``Position.setup_losses``)."""
    after = snap.position.copy()
    after.play(snap.played)
    if not after.setup_losses([setup], enemy, SMALLEST)[0]:
        return None
    reach = min(kernel._distance(setup, move, stride) for move in snap.recent)
    read = kernel.setup_reading(snap.position, snap.position.candidates(), SMALLEST, stride,
                                [*snap.recent, setup])
    return SetupSeen(reach, read.get(snap.played, 0) < 0, bool(read))


def free_points(position: Any) -> list[int]:
    """Every free point of the kernel's position (cell code 0)."""
    return [q for q, cell in enumerate(position.cells()) if cell == 0]


def around(points: list[int], free: list[int], stride: int) -> list[int]:
    """The free points within ``AROUND`` of ``points``."""
    free_set = set(free)
    near = {q + dy * stride + dx for q in points
            for dx in range(-AROUND, AROUND + 1) for dy in range(-AROUND, AROUND + 1)}
    return sorted(near & free_set)


def threat_after(position: Any, moves: list[int], region: list[int], enemy: int) -> int | None:
    """The biggest capture around ``region`` the enemy is sure of after ``moves``; None
    where one of them is not playable (taken, or inside a house by then)."""
    for move in moves:
        if position.cells()[move] != 0:
            return None
        position = position.copy()
        position.play(move)
    free = set(free_points(position))
    return max(position.big_threats([q for q in region if q in free], enemy, SMALLEST),
               default=0)


def setup_defended(snap: Snapshot, region: list[int], enemy: int) -> bool:
    """Has the first player a move after which every setup around ``region`` is answered?"""
    def answered(move: int, setup: int) -> bool:
        threats = (threat_after(snap.position, [move, setup, answer], region, enemy)
                   for answer in region)
        return threat_after(snap.position, [move, setup], region, enemy) is None or 0 in threats
    return any(all(answered(move, setup) for setup in region) for move in region)


def trace(snaps: dict[int, Snapshot], ply: int, region: list[int], enemy: int,
          stride: int, dots: int, lost: bool) -> Capture:
    """Trace the capture made at ``ply`` back through the first player's moves."""
    def standing(at: int) -> int:
        snap = snaps[at]
        return threat_after(snap.position, [], around(region, snap.free, stride), enemy) or 0
    stood, at = 0, ply - 1
    while at in snaps and standing(at) > 0:
        stood, at = stood + 1, at - 2
    before = snaps.get(at)
    if before is None or not lost:
        return Capture(dots, stood, False, False, None)
    near = around(region, before.free, stride)
    made_by_setup = threat_after(before.position, [before.played], near, enemy) == 0
    first = snaps.get(at + 2)
    answered = first is not None and any(
        threat_after(first.position, [answer], near, enemy) == 0
        for answer in around(region, first.free, stride))
    deeper = (setup_defended(before, near, enemy)
              if made_by_setup and not answered and stood == 2 else None)
    return Capture(dots, stood, made_by_setup, answered, deeper, at)


def captures_of(entry: dict[str, Any], window: int = WINDOW) -> list[Capture]:
    """The second player's captures of ``SMALLEST`` or more in one journal game's first
    ``window`` moves."""
    width, height = entry["size"]
    first = Color.BLUE if entry["first_color"] == "blue" else Color.RED
    enemy = int(first.opponent)
    game = Game(width=width, height=height)
    board, stride = game.board, width + 2
    snaps: dict[int, Snapshot] = {}
    found: list[Capture] = []
    record = match_journal.record_of(entry["record"])
    for ply, (_, x, y) in enumerate(record[:window]):
        if game.to_move is first:
            position = kernel.position_of(game)
            recent = tuple(m.y * stride + m.x for m in game.moves[-kernel.SETUP_MOVES:])
            snaps[ply] = Snapshot(position, free_points(position), y * stride + x, recent)
        owners, score = board.owners[:], game.score(first.opponent)
        game.play(x, y)
        dots = game.score(first.opponent) - score
        if dots >= SMALLEST and ply - 1 in snaps:
            region = [q for q, owner in enumerate(board.owners) if owner != owners[q]]
            capture = trace(snaps, ply, region, enemy, stride, dots, lost=entry["winner"] == "B")
            if capture.made_by_setup and capture.before is not None:
                _, sx, sy = record[capture.before + 1]
                seen = setup_seen(snaps[capture.before], sy * stride + sx, enemy, stride)
                capture = replace(capture, seen=seen)
            found.append(capture)
    return found


def tally(name: str, captures: list[Capture]) -> str:
    return f"{name}: {len(captures)} ({sum(c.dots for c in captures)} dots)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("journal", type=Path)
    parser.add_argument("--engine", default=match_journal.engine_fingerprint(),
                        help="the engine fingerprint whose games are read (default: this code's)")
    parser.add_argument("--moves", type=int, default=LONG_GAME,
                        help=f"read the games of this many moves or more (default {LONG_GAME})")
    parser.add_argument("--window", type=int, default=WINDOW,
                        help=f"read the captures of each game's first this many moves "
                             f"(default {WINDOW}; the sport field's games run past 1,000)")
    args = parser.parse_args()
    if kernel.load() is None:
        sys.exit("the reading needs the compiled kernel: python setup.py build_ext --inplace")
    games = [entry for entry in map(json.loads, args.journal.read_text().splitlines())
             if entry.get("engine") == args.engine and entry["moves"] >= args.moves]
    lost = [c for entry in games if entry["winner"] == "B"
            for c in captures_of(entry, args.window)]
    won = [c for entry in games if entry["winner"] == "A"
           for c in captures_of(entry, args.window)]
    results = Counter(entry["winner"] for entry in games)
    print(f"engine {args.engine}: {len(games)} games of {args.moves} moves or more, "
          f"the first player won {results['A']}, lost {results['B']}")
    print(f"the second player's captures of {SMALLEST} dots or more in the first {args.window} "
          f"moves: {tally('in the games lost', lost)}; {tally('in the games won', won)}")
    setups = [c for c in lost if c.made_by_setup]
    unanswered = [c for c in setups if not c.answered_at_first and c.stood == 2]
    print("in the games lost:")
    print("  " + tally("the first player's move before the threat left none", setups))
    print("  " + tally("of those, an answer removed it when it first stood",
                       [c for c in setups if c.answered_at_first]))
    print("  " + tally("no answer helped, the threat standing two moves", unanswered))
    print("  " + tally("of those, a move one setup deeper left every setup answered",
                       [c for c in unanswered if c.setup_defence]))
    seen = [c for c in setups if c.seen is not None]
    far = [c for c in seen if c.seen is not None and c.seen.reach > kernel.SETUP_REACH]
    print("  " + tally("setups sure five plies deep after the move before them", seen))
    print("    " + tally(f"of those, more than {kernel.SETUP_REACH} points from the last "
                         f"{kernel.SETUP_MOVES} moves (beyond the setup reading)", far))
    print("    " + tally("read as within reach, the reading holds the move played back",
                         [c for c in seen if c.seen is not None and c.seen.held_back]))
    print("    " + tally("read so, it holds no root move back",
                         [c for c in seen if c.seen is not None and not c.seen.stoppable]))


if __name__ == "__main__":
    main()
