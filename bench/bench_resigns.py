"""Were hard's resignations right? Play each one on with resigning switched off.

    python bench/bench_resigns.py bench/journals/hard-20x20-handicap.jsonl hard@1 hard@2 \\
        --size 20 --seed 1 --second-tree /tmp/engine-563e18514f92 \\
        --out bench/journals/resigns-20x20-handicap.jsonl

For every game of the match (as ``bench_ai.py match`` journals it, this engine's games)
that the first player lost by resigning, the position before its resignation is played
on: the first player as it played the match but never resigning (``-nr``), the second
as in the match (it may still resign), each at the match's time a move, with the match's
colours and seeds. Each game played on goes to ``--out`` as it ends, and a run started
again plays only the ones not there yet; ``--workers 2`` plays two at a time, as a match
run with two workers had them. The table says, for each: the game, the move at
which hard resigned, its deficit then, and how the game ended when played on.

``--match-engine`` plays on the resignations of another engine's match (its fingerprint)
with this tree's engine, as after a fix of the referee; ``--games`` takes only those
games (their numbers in the table). Each row names the engine that played it on.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import match_journal
from bench.ai_games import Job, played
from bench.bench_ai import field_size


def never_resigning(spec: str) -> str:
    """The player ``spec`` with resigning switched off (``-nr``, before its budget)."""
    at = min(i for i in (spec.find("@"), spec.find(":"), len(spec)) if i >= 0)
    return f"{spec[:at]}-nr{spec[at:]}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("journal", type=Path)
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("--size", type=field_size, required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--second-tree", type=Path, default=None)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--workers", type=int, default=1,
                        help="games played on at a time (as the match had them)")
    parser.add_argument("--match-engine", default=None,
                        help="the fingerprint of the engine whose match it reads "
                             "(default: this tree's)")
    parser.add_argument("--games", type=game_numbers, default=None,
                        help="only these games, by their numbers in the table: 39,40")
    args = parser.parse_args()
    second_fingerprint = (None if args.second_tree is None
                          else match_journal.engine_fingerprint(args.second_tree))
    engine = match_journal.engine_fingerprint()
    key = match_journal.match_key(args.first, args.second, args.size, args.seed,
                                  args.match_engine or engine, second_fingerprint)
    games, _ = match_journal.read(args.journal, key)
    resigned = {i: g for i, g in sorted(games.items())
                if g["reason"] == "resignation" and g["winner"] == "B"
                and (args.games is None or i + 1 in args.games)}
    done = {}
    if args.out.exists():
        done = {int(e["index"]): e for e in map(json.loads, args.out.read_text().splitlines())}
    print(f"{len(games)} games of engine {key['engine']} in the journal (played on by "
          f"{engine}), "
          f"{len(resigned)} resigned by {args.first}; {len(done)} played on already")
    tree = None if args.second_tree is None else str(args.second_tree.resolve())
    openings = {index: [(x, y) for _, x, y in match_journal.record_of(str(entry["record"]))]
                for index, entry in resigned.items() if index not in done}
    jobs: list[Job] = [(never_resigning(args.first), args.second, args.size, index,
                        args.seed * 1_000_003 + index, tree) for index in openings]
    for index, result, _ in played(jobs, args.workers, openings):
        entry = resigned[index]
        first_blue = entry["first_color"] == "blue"
        lead = int(str(entry["blue"])) - int(str(entry["red"]))
        done[index] = {"index": index, "move": len(openings[index]) + 1,
                       "deficit": lead if first_blue else -lead, "winner": result.winner,
                       "reason": result.reason, "blue": result.blue, "red": result.red,
                       "moves": result.moves, "engine": engine}
        with args.out.open("a", encoding="utf-8") as out:
            out.write(json.dumps(done[index]) + "\n")
        print(row(done[index]), flush=True)
    print("| game | resigned at move | deficit | played on |\n|---|---|---|---|")
    for index in sorted(done):
        print(row(done[index]))
    saved = sum(e["winner"] != "B" for e in done.values())
    print(f"saved: {saved} of {len(done)} (won or drawn when played on)")


def game_numbers(text: str) -> set[int]:
    """``39,40`` as the set of those game numbers (1 for the match's first game)."""
    return {int(part) for part in text.split(",") if part.strip()}


def row(entry: dict[str, object]) -> str:
    outcome = {"A": "won", "B": "lost", None: "drawn"}[entry["winner"]]  # type: ignore[index]
    return (f"| {int(str(entry['index'])) + 1} | {entry['move']} | {entry['deficit']} | "
            f"{outcome} ({entry['reason']}), Blue {entry['blue']} : Red {entry['red']}, "
            f"{entry['moves']} moves |")


if __name__ == "__main__":
    main()
