"""Computer player: speed and strength.

    python bench/bench_ai.py speed                      # playouts/s per level, time per move
    python bench/bench_ai.py speed --budget 20000       # hard, fixed budget, kernel only
    python bench/bench_ai.py speed --budget 20000 --playouts heavy   # one policy everywhere
    python bench/bench_ai.py speed --budget 20000 --reach 0   # playouts over the whole field
    python bench/bench_ai.py speed --budget 20000 --recent 0  # reach from every dot in play
    python bench/bench_ai.py speed --budget 20000 --no-grounding   # hard without groundings
    python bench/bench_ai.py compare OTHER/core/ai/_kernel*.so [--budget 20000]  # two builds
    python bench/bench_ai.py tournament [--quick]       # the strength table
    python bench/bench_ai.py match hard:400 greedy --size 11 --games 20   # --size 39x32 too
    python bench/bench_ai.py --workers 2 match hard@1 hard-e0@1 --size 39x32 --games 100 \
        --journal bench/journals/hard-39x32.jsonl    # keeps each game, goes on where it stopped
    python bench/bench_ai.py match hard@1 hard-e0-early-g0-l0-m0@1 --size 39x32 --games 100 \
        --journal bench/journals/hard-39x32.jsonl --report   # the games kept so far
    python bench/bench_ai.py tactics                    # the tactical suite, fixed budgets
    python bench/bench_ai.py tactics --suite big [hard@1 medium:2000 ...]   # 39x32 suite

A player is written ``random``, ``greedy``, ``easy``, ``LEVEL:N`` (a budget of N playouts
a move; medium uses an eighth of it, see ``core.ai.player``) or ``LEVEL@S`` (S seconds a
move); ``hard-py@1`` is hard searching in pure Python (as before the compiled kernel);
``hard-cut@0.5`` is hard with its playouts cut at a horizon above 15×15 (as before they ran
to the end up to 20×20); ``hard-light``, ``hard-heavy`` and ``hard-local`` play that playout
policy (``core.ai.mcts.SearchConfig.playouts``) on every field, where hard picks one by the
field's size; ``hard-h8@0.5`` stops the playouts above 20×20 after an eighth of the points
(by default they run to the end up to 39×32, then stop after a fifth:
``core.ai.settings.FULL_PLAYOUTS`` and ``HORIZON``); ``hard-r2@0.5`` draws the playouts'
moves above 20×20 only within two points of the dots (``core.ai.settings.REACH``; ``-r0``
the whole field, as before); ``hard-k40@0.5`` counts that reach from the points of the
last 40 moves (``core.ai.settings.RECENT``; ``-k0`` from every dot in play, as before);
``hard-e0@1`` reads no enclosures at the root (``core.ai.settings.ENCLOSURE``: as before
that reading, on fields above 20×20), ``-e15`` only enclosures of 15 dots or more;
``hard-s0@1`` reads no smaller enclosures where none of those is at stake
(``core.ai.settings.SMALL_ENCLOSURE``, as before), ``-s6`` those of 6 dots or more;
``hard-early@1`` resigns in the first half of a 39×32 game too (``core.ai.player.EARLY_RESIGN``,
as before); ``hard-g0@1`` does not read groundings (``core.ai.settings.GROUNDING``);
``hard-l0@1`` does not hold back chases that fail (``core.ai.settings.CHASES``);
``hard-u0@1`` does not read the opponent's setups (``core.ai.settings.SETUPS``);
``hard-w0@1`` reads them only where no threat stands, not after each answer to one
(``core.ai.settings.SETUP_ANSWERS``); ``hard-d0@1`` reads the answers without reading an
answer that leaves no threat once more for the setups that build it again, ``-d2`` twice
(``core.ai.settings.SETUP_DEPTH``; both readings above 20×20 only, ``ANSWERS_FIELD``);
``hard-m0@1`` counts the search's score margin from the lead, not from the root's
(``core.ai.settings.MARGIN_FROM_ROOT``; without it the margin's share is 0.1 too); so
``hard-e0-early-g0-l0-m0@1`` is hard as it was before these changes;
``hard-v10@1`` gives the margin counted from the root 0.1 of a playout's value
(``core.ai.settings.MARGIN_SHARE``), ``-v50`` a half; ``-x8`` gives a leaf of the tree its
children at its eighth visit (``EXPAND_AT``), ``-a2000`` stops a node's RAVE learning past
2,000 visits (``RAVE_UNTIL``), ``-f15`` reads enclosures, setups and chases above 15×15
(``ENCLOSURE_FIELD``, ``CHASE_FIELD``), ``-M15`` counts the margin from the root above 15×15
(``MARGIN_FIELD``), ``-p0`` leaves quiet moves' priors unweighed by their shapes (as before
``SHAPES`` 0.5 above 15×15, ``core.ai.shapes``), ``-p100`` weighs them by gamma, ``-q50``
draws the playouts' moves next to the last one by their shapes to the power 0.5
(``PLAYOUT_SHAPES``), and ``-nr`` never resigns.
``--second-tree DIR`` makes the second player the engine of another tree of the project,
an earlier commit's (``bench/other_engine.py``): the engine of 563e18514f92 at 2 s a move,
say, is ``hard@2`` with ``--second-tree`` a checkout of that commit.
Games start from the initial cross; colours alternate from game to game; every game
has its own seed, so a run with playout budgets repeats exactly. A game ends as the rules
end it (full field, grounding, resignation); no game needs adjudication, since every move
fills a point and a field of W×H points takes at most W×H moves.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.machinery
import importlib.util
import math
import re
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from random import Random
from types import ModuleType

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.ai_games import (  # noqa: F401 (bench_levels imports these, other_engine move_for)
    DEFAULTS,
    HEADER,
    GameResult,
    match,
    move_for,
    summary,
)
from core import Game, sgf
from core.ai import DEFAULT_TIME, choose_move, greedy_move, kernel, settings
from core.ai.fast import View

# ------------------------------------------------------------------------ tournament


def tournament_plan(quick: bool) -> list[tuple[str, str, tuple[int, int], int]]:
    """(A, B, field size, games). Budgets are in playouts: see the module docstring."""
    n = 10 if quick else 100
    plan = []
    for side, hard in ((11, 100), (20, 50)):
        size = (side, side)
        plan += [
            (f"hard:{hard}", "random", size, n),
            (f"hard:{hard}", "greedy", size, n),
            (f"hard:{hard}", f"medium:{hard}", size, n),
            (f"medium:{hard}", "easy", size, n),
        ]
    return plan


def tournament(args: argparse.Namespace) -> None:
    plan = tournament_plan(args.quick)
    print(f"workers: {args.workers}; budgets in playouts a move (medium: 1/8 of its figure), "
          "except the first row, in seconds a move; the wall time of each row at the end")
    print(HEADER, flush=True)
    # The timed pairing first, while nothing else competes for the cores.
    time_games = 4 if args.quick else args.time_games
    if time_games:
        t0 = time.perf_counter()
        results = match("hard@2", "hard@0.5", (11, 11), time_games, args.workers, args.seed)
        print(summary("hard@2", "hard@0.5", (11, 11), results), f"{time.perf_counter() - t0:.0f} s",
              flush=True)
    for first, second, size, games in plan:
        t0 = time.perf_counter()
        results = match(first, second, size, games, args.workers, args.seed)
        print(summary(first, second, size, results), f"{time.perf_counter() - t0:.0f} s",
              flush=True)


def run_match(args: argparse.Namespace) -> None:
    t0 = time.perf_counter()
    results = match(args.first, args.second, args.size, args.games, args.workers, args.seed,
                    progress=True, journal=args.journal, play=not args.report,
                    second_tree=args.second_tree)
    if args.report:
        for r in results:
            print(f"{r.first_color.name.lower()} {r.winner or 'draw'} {r.reason} {r.moves}")
    if not results:
        print("no games of this engine kept yet")
        return
    print(HEADER)
    print(summary(args.first, args.second, args.size, results),
          f"{time.perf_counter() - t0:.0f} s")

# ----------------------------------------------------------------------------- speed


def position(size: tuple[int, int], moves: int, seed: int) -> Game:
    """A middle-game position: ``moves`` greedy moves from the cross."""
    game = Game(width=size[0], height=size[1])
    rng = Random(seed)
    while game.ply < moves and not game.is_over:
        game.play(*greedy_move(game, rng))
    return game


SPEED_POSITIONS = (((11, 11), 20), ((20, 20), 60), ((39, 32), 150))
"""(field, greedy moves played before the search) of the speed positions."""
CROSSES = ((11, 11), (39, 32))
"""Fields whose initial cross ``compare`` searches too (the issue's figures are from it)."""
RECORD = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "zagram352562.sgf"
RECORD_MOVES = (60, 120, 180)
"""Positions of a real 39×32 game between people (``RECORD``) after this many moves."""


def record_position(moves: int) -> Game:
    record = sgf.loads(RECORD.read_text(encoding="utf-8")).game
    game = Game.from_rules(record.rules, record.setup)
    for move in record.moves[:moves]:
        game.play(move.x, move.y, move.color)
    return game


def opening_positions(seed: int) -> list[Game]:
    """39×32 openings: 10 to 12 greedy moves from the cross."""
    return [position((39, 32), 10 + k, seed + k) for k in range(3)]


def budget_rate(games: Sequence[Game], budget: int) -> tuple[float, list[str]]:
    """Median playouts a second of hard over ``games`` (each search the fastest of three
    runs: on a shared machine it is the least disturbed), and its decisions."""
    found, decisions = [], []
    for k, game in enumerate(games):
        fastest = float("inf")
        for _ in range(3):
            t0 = time.process_time()
            decision = choose_move(game, "hard", None, seed=k, max_playouts=budget)
            fastest = min(fastest, time.process_time() - t0)
        found.append(decision.playouts / fastest)
        decisions.append(repr((decision.point, decision.playouts, decision.value)))
    return statistics.median(found), decisions


def budget_speed(args: argparse.Namespace) -> None:
    """Hard with a fixed budget in the kernel: no clock is read, and the digest of the
    decisions on the greedy positions tells whether two builds searched the same way."""
    settings.PLAYOUTS = args.playouts
    settings.REACH = settings.REACH if args.reach is None else args.reach
    settings.RECENT = settings.RECENT if args.recent is None else args.recent
    settings.GROUNDING = not args.no_grounding
    print(f"playouts per second on one core (CPU time of hard searches of {args.budget:,} "
          "playouts, compiled kernel, fastest of 3 runs, median of 3 positions):")
    digest = hashlib.sha256()
    for size, moves in SPEED_POSITIONS:
        games = [position(size, moves + k, args.seed + k) for k in range(3)]
        rate, decisions = budget_rate(games, args.budget)
        for decision in decisions:
            digest.update(decision.encode())
        config = settings.search_config(View(games[0].board))
        reach = f", within {config.reach} of the dots" if config.reach else ""
        if config.reach and config.recent:
            reach += f" of the last {config.recent} moves"
        print(f"  {size[0]}x{size[1]} hard ({config.playouts} playouts{reach}): "
              f"{rate:,.0f} playouts/s")
    rate, _ = budget_rate([record_position(n) for n in RECORD_MOVES], args.budget)
    print(f"  39x32 hard, a game between people after {'/'.join(map(str, RECORD_MOVES))} "
          f"moves: {rate:,.0f} playouts/s")
    rate, _ = budget_rate(opening_positions(args.seed), args.budget)
    print(f"  39x32 hard, an opening of 10 to 12 greedy moves: {rate:,.0f} playouts/s")
    print(f"digest of the decisions on the greedy positions: {digest.hexdigest()[:16]}")


def speed(args: argparse.Namespace) -> None:
    if args.budget:
        budget_speed(args)
        return
    print("playouts per second on one core (CPU time of 1 s searches from a greedy middle "
          "game, median of 3 positions), pure Python before / compiled kernel after:")
    for size, moves in SPEED_POSITIONS:
        for level in ("medium", "hard"):
            rates = {}
            for compiled in (False, True):
                found = []
                for k in range(3):
                    game = position(size, moves + k, args.seed + k)
                    t0 = time.process_time()
                    decision = choose_move(game, level, 1.0 if level == "hard" else 8.0,
                                           seed=k, clock=time.process_time, compiled=compiled)
                    found.append(decision.playouts / (time.process_time() - t0))
                rates[compiled] = statistics.median(found)
            print(f"  {size[0]}x{size[1]} {level}: {rates[False]:,.0f} -> {rates[True]:,.0f} "
                  f"playouts/s ({rates[True] / rates[False]:.0f}x)")
    print(f"time per move on 39x32 with the default budget ({DEFAULT_TIME:g} s), over "
          f"{args.moves} moves of a game against greedy:")
    for level in ("easy", "medium", "hard"):
        game = position((39, 32), 40, args.seed)
        rng = Random(args.seed)
        times = []
        while len(times) < args.moves and not game.is_over:
            t0 = time.perf_counter()
            decision = choose_move(game, level, seed=len(times))
            times.append(time.perf_counter() - t0)
            if decision.point is None:
                break
            game.play(*decision.point)
            if not game.is_over:
                game.play(*greedy_move(game, rng))
        print(f"  {level}: mean {statistics.mean(times):.3f} s, max {max(times):.3f} s")


def load_build(path: Path) -> ModuleType:
    """Another build of the kernel (its ``_kernel*.so``), loaded beside this one."""
    loader = importlib.machinery.ExtensionFileLoader("core.ai._kernel", str(path))
    spec = importlib.util.spec_from_file_location("core.ai._kernel", path, loader=loader)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def compare(args: argparse.Namespace) -> None:
    """This build's kernel against another one, search by search in one process.

    The machine's speed drifts by a tenth or more within minutes, so two runs of ``speed``
    one after the other cannot tell a change of a few percent; here the two builds take
    turns on every position (the order alternating), and the figure is the geometric mean
    of the ratios of the pairs. With a budget, the decisions must be the same.
    """
    this = kernel.load()
    assert this is not None, "the kernel is not built"
    builds = {"this": this, "other": load_build(args.other)}
    games = [position(size, moves + k, args.seed + k)
             for size, moves in SPEED_POSITIONS for k in range(3)]
    games += [record_position(n) for n in RECORD_MOVES]
    games += [position(size, 0, args.seed) for size in CROSSES]
    names = [f"{g.rules.width}x{g.rules.height} after {g.ply}" for g in games]
    names[len(names) - len(RECORD_MOVES) - len(CROSSES):] = [
        *(f"people after {n}" for n in RECORD_MOVES),
        *(f"{w}x{h} cross" for w, h in CROSSES)]
    rates: dict[str, list[list[float]]] = {b: [[] for _ in games] for b in builds}
    different = 0
    for round_ in range(args.rounds):
        for k, game in enumerate(games):
            order = ("this", "other") if (round_ + k) % 2 == 0 else ("other", "this")
            decisions = []
            for build in order:
                kernel._loaded[:] = [builds[build]]
                kernel._trees.clear()  # a fresh search each time, never a tree of the other
                t0 = time.process_time()
                if args.budget:
                    decision = choose_move(game, "hard", None, seed=k, max_playouts=args.budget)
                else:
                    decision = choose_move(game, "hard", args.seconds, seed=k,
                                           clock=time.process_time)
                rates[build][k].append(decision.playouts / (time.process_time() - t0))
                decisions.append((decision.point, decision.playouts, decision.value))
            different += args.budget > 0 and decisions[0] != decisions[1]
    kernel._loaded[:] = [this]
    kernel._trees.clear()
    what = f"{args.budget:,} playouts" if args.budget else f"{args.seconds:g} s"
    print(f"hard, searches of {what}, {args.rounds} rounds: playouts per second of CPU time, "
          f"medians, this build / {args.other}:")
    ratios = []
    for k, name in enumerate(names):
        pairs = [t / o for t, o in zip(rates["this"][k], rates["other"][k], strict=True)]
        ratios += pairs
        print(f"  {name:>16}: {statistics.median(rates['this'][k]):9,.0f} / "
              f"{statistics.median(rates['other'][k]):9,.0f}  ({statistics.median(pairs):.3f})")
    mean = math.exp(statistics.mean(map(math.log, ratios)))
    print(f"this build / the other, geometric mean of {len(ratios)} pairs: {mean:.3f}")
    if args.budget:
        print(f"decisions that differ: {different} of {len(games) * args.rounds}")


def tactics(args: argparse.Namespace) -> None:
    from tests.support.tactics import load, solves

    POSITIONS = load()

    if args.suite == "big":
        big_tactics(args, load("tactics_big.txt"))
        return
    print(f"tactical suite: {len(POSITIONS)} positions, fixed playout budgets")
    for level, compiled in (("medium", True), ("hard", True), ("medium", False),
                            ("hard", False)):
        solved = sum(solves(p, level, compiled=compiled) for p in POSITIONS)
        name = level if compiled else f"{level}-py"
        print(f"  {name}: {solved}/{len(POSITIONS)} ({100 * solved / len(POSITIONS):.0f}%)",
              flush=True)


def big_tactics(args: argparse.Namespace, positions: Sequence[object]) -> None:
    """The big-field suite: each player (``hard``, ``medium``, with ``-eN`` and ``-sN``
    as in a match; ``@S`` seconds or ``:N`` playouts) on every position, a fresh search
    each time, asked for a move even in a lost game (``may_resign=False``)."""
    from tests.support.tactics import Position, solves

    players = args.players or ["hard@1", "medium@1", "hard-e0@1", "hard:2000", "medium:2000",
                               "hard-e0:2000"]
    print(f"big-field suite: {len(positions)} positions (39x32), seed {args.seed}")
    for spec in players:
        level, options, timed, amount = re.fullmatch(r"(\w+)((?:-[es]\d+)*)([@:])([\d.]+)",
                                                     spec).groups()
        big, small = re.search(r"-e(\d+)", options), re.search(r"-s(\d+)", options)
        settings.ENCLOSURE = int(big[1]) if big else DEFAULTS["ENCLOSURE"]
        settings.SMALL_ENCLOSURE = int(small[1]) if small else DEFAULTS["SMALL_ENCLOSURE"]
        failed = []
        for k, position in enumerate(positions):
            assert isinstance(position, Position)
            kernel._trees.clear()  # no tree kept from the position before
            ok = solves(position, level, args.seed, budget=None if timed == "@" else int(amount),
                        seconds=float(amount) if timed == "@" else None, may_resign=False)
            if not ok:
                failed.append(k + 1)
        solved = len(positions) - len(failed)
        print(f"  {spec}: {solved}/{len(positions)} ({100 * solved / len(positions):.0f}%); "
              f"missed: {' '.join(map(str, failed)) or '-'}", flush=True)
    settings.ENCLOSURE = DEFAULTS["ENCLOSURE"]
    settings.SMALL_ENCLOSURE = DEFAULTS["SMALL_ENCLOSURE"]


def field_size(text: str) -> tuple[int, int]:
    width, _, height = text.lower().partition("x")
    return int(width), int(height or width)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    sub = parser.add_subparsers(dest="command", required=True)
    t = sub.add_parser("tournament")
    t.add_argument("--quick", action="store_true", help="10 games a pairing")
    t.add_argument("--time-games", type=int, default=16,
                   help="games of hard 2 s against hard 0.5 s (11x11)")
    m = sub.add_parser("match")
    m.add_argument("first")
    m.add_argument("second")
    m.add_argument("--size", type=field_size, default=(11, 11), help="11 or 39x32")
    m.add_argument("--games", type=int, default=20)
    m.add_argument("--journal", type=Path, default=None,
                   help="keep each finished game in this file and go on from it")
    m.add_argument("--report", action="store_true",
                   help="with --journal: sum up the games kept, play none")
    m.add_argument("--second-tree", type=Path, default=None,
                   help="the second player is the engine of this tree of the project "
                        "(its kernel built there), in a process of its own")
    s = sub.add_parser("speed")
    s.add_argument("--moves", type=int, default=10)
    s.add_argument("--budget", type=int, default=0,
                   help="hard with this many playouts a move, kernel only (no clock)")
    s.add_argument("--reach", type=int, default=None,
                   help="with --budget: the playouts' reach above 20x20 (0: the whole field)")
    s.add_argument("--recent", type=int, default=None,
                   help="with --budget: count the reach from this many last moves (0: all)")
    s.add_argument("--no-grounding", action="store_true",
                   help="with --budget: hard without its reading of groundings")
    s.add_argument("--playouts", choices=kernel.PLAYOUT_POLICIES,
                   help="with --budget: this playout policy on every field")
    c = sub.add_parser("compare")
    c.add_argument("other", type=Path, help="the other build's core/ai/_kernel*.so")
    c.add_argument("--budget", type=int, default=0, help="playouts a search (default: timed)")
    c.add_argument("--seconds", type=float, default=1.0)
    c.add_argument("--rounds", type=int, default=4)
    tc = sub.add_parser("tactics")
    tc.add_argument("--suite", choices=("small", "big"), default="small",
                    help="big: tests/ai/tactics_big.txt, 39x32, timed and fixed budgets")
    tc.add_argument("players", nargs="*",
                    help="with --suite big: e.g. hard@1 medium:2000 hard-e0@1")
    args = parser.parse_args()
    commands = {"tournament": tournament, "match": run_match, "speed": speed, "tactics": tactics,
                "compare": compare}
    commands[args.command](args)


if __name__ == "__main__":
    main()
