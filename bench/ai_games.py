"""The games and matches of ``bench_ai.py``: players as the benchmarks write them, one
game from the initial cross, a match with its journal (``match_journal``).

The second player of a match may be an engine from another tree of the project
(``bench_ai.py match --second-tree DIR``, ``other_engine``): it plays in a process of its
own, and the journal keeps its fingerprint beside this engine's.
"""

from __future__ import annotations

import re
import statistics
import time
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from random import Random

from bench import match_journal
from bench.other_engine import OtherEngine
from core import Color, Game
from core.ai import Intent, choose_move, greedy_move, kernel, player, random_move, settings

Job = tuple[str, str, tuple[int, int], int, int, "str | None"]
"""A game to play: the two players, the field, the game's index and seed, and the tree
of the second player's engine (None: this one)."""


@dataclass(frozen=True)
class GameResult:
    first: str  # the player named first in the pairing
    first_color: Color
    winner: str | None  # player spec, None for a draw
    reason: str
    moves: int
    blue: int
    red: int
    seconds: dict[str, float]
    turns: dict[str, int]
    record: tuple[tuple[int, int, int], ...] = ()
    """The dots played in order: (colour, x, y); ``bench_levels`` reads the moves back."""


FLAGS = {"-early": (player, "EARLY_RESIGN", True), "-g0": (settings, "GROUNDING", False),
         "-l0": (settings, "CHASES", False), "-m0": (settings, "MARGIN_FROM_ROOT", False),
         "-u0": (settings, "SETUPS", False), "-w0": (settings, "SETUP_ANSWERS", False)}
"""Options without a number: each sets a constant of hard (``-early``: resign early too)."""
NUMBERS = {"r": ("REACH",), "k": ("RECENT",), "e": ("ENCLOSURE",), "s": ("SMALL_ENCLOSURE",),
           "x": ("EXPAND_AT",), "a": ("RAVE_UNTIL",), "f": ("ENCLOSURE_FIELD", "CHASE_FIELD"),
           "M": ("MARGIN_FIELD",), "p": ("SHAPES",), "q": ("PLAYOUT_SHAPES",),
           "d": ("SETUP_DEPTH",)}
"""Options ``-LETTERn``: the constants they set (``-f`` and ``-M`` to n×n points)."""
SQUARED = {"f", "M"}
HUNDREDTHS = {"p", "q"}
"""``-p50``: shapes to the power 0.5."""
DEFAULTS = {name: getattr(settings, name)
            for name in ("HORIZON", "FULL_PLAYOUTS", "MARGIN_SHARE",
                         *(name for names in NUMBERS.values() for name in names))}
"""Hard's constants as this engine sets them, for the options a player does not name."""


def move_for(spec: str, game: Game, seed: int) -> tuple[Intent, tuple[int, int] | None]:
    if spec == "random":
        return Intent.PLAY, random_move(game, Random(seed))
    if spec == "greedy":
        return Intent.PLAY, greedy_move(game, Random(seed))
    compiled = "-py" not in spec
    resigns = "-nr" not in spec  # never resigns: the resignations played on
    spec = _set_options(spec.replace("-nr", ""))
    if "@" in spec:
        level, seconds = spec.split("@")
        decision = choose_move(game, level, float(seconds), seed=seed, compiled=compiled,
                               may_resign=resigns)
    elif ":" in spec:
        level, playouts = spec.split(":")
        decision = choose_move(game, level, None, seed=seed, max_playouts=int(playouts),
                               compiled=compiled, may_resign=resigns)
    else:
        decision = choose_move(game, spec, None, seed=seed, max_playouts=1, compiled=compiled,
                               may_resign=resigns)
    return decision.intent, decision.point


def _set_options(spec: str) -> str:
    """Set hard's constants as the player's options say (the module docstring of
    ``bench_ai`` lists them; any not named take their defaults) and return the level
    with its budget."""
    for flag, (module, name, value) in FLAGS.items():
        setattr(module, name, value if flag in spec else not value)
        spec = spec.replace(flag, "")
    for name, value in DEFAULTS.items():
        setattr(settings, name, value)
    settings.PLAYOUTS = next((p for p in kernel.PLAYOUT_POLICIES if f"-{p}" in spec), None)
    if "-cut" in spec:
        settings.FULL_PLAYOUTS = settings.SMALL_FIELD
    for option in ("-py", "-cut", *(f"-{p}" for p in kernel.PLAYOUT_POLICIES)):
        spec = spec.replace(option, "")
    horizon = re.search(r"-h(\d+)", spec)
    if horizon:
        settings.HORIZON = int(horizon[1])
        settings.FULL_PLAYOUTS = min(settings.FULL_PLAYOUTS, 20 * 20)
    share = re.search(r"-v(\d+)", spec)
    if share:
        settings.MARGIN_SHARE = int(share[1]) / 100
    for letter, amount in re.findall(r"-([a-zA-Z])(\d+)", spec):
        for name in NUMBERS.get(letter, ()):
            value = int(amount) ** 2 if letter in SQUARED else int(amount)
            setattr(settings, name, value / 100 if letter in HUNDREDTHS else value)
    return re.sub(r"-[a-zA-Z]\d+", "", spec)


def play_game(args: Job | tuple[str, str, tuple[int, int], int, int],
              opening: Sequence[tuple[int, int]] = ()) -> GameResult:
    """Game ``index`` of a match (its colours and seeds), from the initial cross or, with
    an ``opening``, from the position after those dots."""
    first, second, size, index, seed = args[:5]
    tree = args[5] if len(args) > 5 else None
    other = OtherEngine(Path(str(tree))) if tree else None
    try:
        return _game(first, second, size, index, seed, other, opening)
    finally:
        if other is not None:
            other.close()


def _game(first: str, second: str, size: tuple[int, int], index: int, seed: int,
          other: OtherEngine | None, opening: Sequence[tuple[int, int]]) -> GameResult:
    """One game; ``other`` (when given) plays the second player's moves."""
    first_color = Color.BLUE if index % 2 == 0 else Color.RED
    players = {first_color: first, first_color.opponent: second}
    names = {first_color: "A", first_color.opponent: "B"}
    game = Game(width=size[0], height=size[1])
    for x, y in opening:
        game.play(x, y)
    seconds = {"A": 0.0, "B": 0.0}
    turns = {"A": 0, "B": 0}
    while not game.is_over:
        color = game.to_move
        t0 = time.perf_counter()
        if other is not None and names[color] == "B":
            action, point, thought = other.move(players[color], game, seed * 10_007 + game.ply)
        else:
            action, point = move_for(players[color], game, seed * 10_007 + game.ply)
            thought = time.perf_counter() - t0
        seconds[names[color]] += thought
        turns[names[color]] += 1
        if action is Intent.RESIGN:
            game.resign(color)
        elif action is Intent.GROUND:
            game.declare_grounding(color)
        else:
            assert point is not None
            game.play(*point, color)  # an illegal move raises: the bench would stop
    outcome = game.outcome
    assert outcome is not None
    winner = None if outcome.winner is None else names[outcome.winner]
    record = tuple((int(m.color), m.x, m.y) for m in game.moves)
    return GameResult(first, first_color, winner, str(outcome.reason), game.ply,
                      outcome.blue, outcome.red, seconds, turns, record)


def match(first: str, second: str, size: tuple[int, int], games: int, workers: int,
          seed: int = 1, progress: bool = False,
          journal: Path | None = None, play: bool = True,
          second_tree: Path | None = None) -> list[GameResult]:
    """Play ``games`` games (game i has its own seed); with a ``journal`` (see
    ``match_journal``) each finished game is kept there and games already kept are not
    played again; ``play=False`` only reads them. ``second_tree``: the second player is
    the engine of that tree (``other_engine``). Results in game order."""
    tree = None if second_tree is None else str(second_tree.resolve())
    jobs: list[Job] = [(first, second, size, i, seed * 1_000_003 + i, tree)
                       for i in range(games)]
    done: dict[int, GameResult] = {}
    key: dict[str, object] = {}
    if journal is not None:
        key = match_journal.match_key(
            first, second, size, seed, match_journal.engine_fingerprint(),
            None if second_tree is None else match_journal.engine_fingerprint(second_tree))
        kept, other = match_journal.read(journal, key)
        done = {i: result_of(entry) for i, entry in kept.items() if i < games}
        if progress:
            against = f" against engine {key['second_engine']}" if second_tree else ""
            print(f"journal {journal}: engine {key['engine']}{against}, {len(done)} of "
                  f"{games} games kept, {other} of other engine versions set aside",
                  flush=True)
    todo = [job for job in jobs if job[3] not in done] if play else []
    for index, result, seconds in played(todo, workers):
        done[index] = result
        if journal is not None:
            match_journal.append(journal, key, index, entry_of(result, seconds))
        if progress:  # a long match says how it goes, game by game
            print(game_line(index, result, seconds), flush=True)
    return [done[i] for i in sorted(done)]


def played(jobs: list[Job], workers: int,
           openings: Mapping[int, Sequence[tuple[int, int]]] | None = None,
           ) -> Iterator[tuple[int, GameResult, float]]:
    """(index, result, seconds) of each game as it ends, ``workers`` at a time; a game
    whose index has an opening starts from the position after those dots."""
    openings = openings or {}
    if workers <= 1:
        for job in jobs:
            yield _timed_game(job, openings.get(job[3], ()))
        return
    with ProcessPoolExecutor(workers) as pool:  # each game as soon as it ends, in any order
        yield from (f.result() for f in as_completed(
            [pool.submit(_timed_game, job, openings.get(job[3], ())) for job in jobs]))


def _timed_game(job: Job, opening: Sequence[tuple[int, int]]) -> tuple[int, GameResult, float]:
    t0 = time.perf_counter()
    result = play_game(job, opening)
    return job[3], result, time.perf_counter() - t0


def entry_of(r: GameResult, seconds: float) -> dict[str, object]:
    """A game as a journal line holds it."""
    return {"first_color": r.first_color.name.lower(), "winner": r.winner, "reason": r.reason,
            "moves": r.moves, "blue": r.blue, "red": r.red, "seconds": round(seconds, 1),
            "engine_seconds": {k: round(v, 2) for k, v in r.seconds.items()},
            "turns": r.turns, "record": match_journal.moves_text(r.record)}


def result_of(entry: dict[str, object]) -> GameResult:
    """A journal line back as the game's result."""
    seconds = entry["engine_seconds"]
    turns = entry["turns"]
    assert isinstance(seconds, dict) and isinstance(turns, dict)
    winner = entry["winner"]
    return GameResult(str(entry["first"]), Color[str(entry["first_color"]).upper()],
                      None if winner is None else str(winner), str(entry["reason"]),
                      int(str(entry["moves"])), int(str(entry["blue"])), int(str(entry["red"])),
                      {k: float(v) for k, v in seconds.items()},
                      {k: int(v) for k, v in turns.items()},
                      match_journal.record_of(str(entry["record"])))


def game_line(index: int, r: GameResult, seconds: float) -> str:
    """One game of a match: A's colour, the winner, how it ended, the score."""
    winner = "draw" if r.winner is None else f"{r.winner} won"
    return (f"game {index + 1}: A {r.first_color.name.lower()}, {winner} ({r.reason}), "
            f"Blue {r.blue} : Red {r.red}, {r.moves} moves, {seconds:.0f} s")


def summary(first: str, second: str, size: tuple[int, int],
            results: Sequence[GameResult]) -> str:
    n = len(results)
    wins = sum(r.winner == "A" for r in results)
    draws = sum(r.winner is None for r in results)
    losses = n - wins - draws
    reasons: dict[str, int] = {}
    for r in results:
        reasons[r.reason] = reasons.get(r.reason, 0) + 1
    per_move = {
        who: sum(r.seconds[who] for r in results) / max(1, sum(r.turns[who] for r in results))
        for who in ("A", "B")
    }
    moves = statistics.mean(r.moves for r in results)
    ends = ", ".join(f"{k} {v}" for k, v in sorted(reasons.items()))
    as_blue = [r for r in results if r.first_color is Color.BLUE]
    blue_wins = sum(r.winner == "A" for r in as_blue)
    ends += f"; A won {blue_wins}/{len(as_blue)} as Blue"
    return (f"| {size[0]}x{size[1]} | {first} | {second} | {n} | {wins} | {draws} | {losses} | "
            f"{100 * wins / n:.1f}% | {moves:.0f} | {per_move['A']:.3f} / {per_move['B']:.3f} "
            f"| {ends} |")


HEADER = ("| field | A | B | games | A won | draws | B won | A's share | moves/game "
          "| s/move A / B | endings |\n|---|---|---|---|---|---|---|---|---|---|---|")
