"""How a tournament's Swiss pairs, and how long pairing a round takes, by pairing engine.

    python bench/bench_pairing.py [--tournaments 100] [--large 10]

Every engine pairs the same simulated Swisses (the same seeds, so the same random results
wherever the pairings agree): ``--tournaments`` of each size from 3 to 16 players (the
tournaments people play in chats) and ``--large`` of 32 and of 64, each to its default
number of rounds, players seeded by rating. Engines:

- ``fide-dutch``: the bot's Swiss, FIDE's Dutch system by caissify-pairings with our rules
  on top (bot/tournament/swiss.py);
- ``pairing-core``: pairing-core's Dutch 2026, when it is installed
  (``pip install pairing-core==0.4.1``), which the bot does not use: kept to compare.

The hand-written Swiss the bot had before was measured the same way at commit e358e71
(docs/benchmarks.md).

Prints the pairing time per round (p50 and max) and the standings' time by size, then for
the small fields and for 64 players: how many tournaments were paired to their last round,
stopped with no repeat-free pairing left, stopped although one was left, or failed (an
error, or a time-out); the rounds with a pair that had met before; colour balance (the
largest difference between a player's Blues and Reds at the end, the share of players
ending two or more apart, and players given one colour three times running); bye fairness
(byes to a player who already had one, or won by forfeit, and byes above the lowest score
group that could take it); and floats (players paired against another score group in the
same direction as in the round before, as a share of all such floats).
"""

from __future__ import annotations

import importlib.util
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.figures import whole_number_options
from bot.tournament.pairing import (
    Bye,
    Format,
    Game,
    NoPairing,
    Player,
    RoundPairing,
    default_swiss_rounds,
)
from bot.tournament.scoring import standings
from bot.tournament.swiss import Matcher, Record, records, swiss_round

Engine = Callable[[Sequence[Player], Sequence[Game], Sequence[Bye], int, int], RoundPairing]
SMALL = range(3, 17)
LARGE = (32, 64)
TIMED = (8, 16, 32, 64)


def pairing_core_dutch(players: Sequence[Player], games: Sequence[Game], byes: Sequence[Bye],
                 number: int, rounds: int) -> RoundPairing:
    """pairing-core's Dutch 2026 on the same records; "impossible" is ``NoPairing``."""
    from pairing_core.errors import ImpossiblePairingError  # type: ignore[import-not-found]
    from pairing_core.fide2026 import (  # type: ignore[import-not-found]
        DUTCH_2026,
        P26Player,
        P26Request,
        pair_2026,
    )

    here = {p.seat for p in players if p.withdrawn_after is None or p.withdrawn_after >= number}
    known = records(players, games, byes, number)

    def tag(floats: list[str], back: int) -> str:
        return {"up": "U", "down": "D"}.get(floats[-back], "") if len(floats) >= back else ""

    entrants = tuple(P26Player(
        id=r.seat, tpn=r.seat, score=r.points, rating=int(r.rating),
        colors="".join("W" if blue else "B" for blue in r.colours),
        opponents=tuple(sorted(r.met & here)), unplayed=len(r.floats) - len(r.colours),
        last_float=tag(r.floats, 1), prev_float=tag(r.floats, 2),
        got_pab=r.byes > 0, forfeit_win=r.forfeit_wins > 0, played=len(r.colours),
    ) for r in known.values() if r.seat in here)
    try:
        paired = pair_2026(P26Request(players=entrants, ruleset=DUTCH_2026, round_number=number,
                                      total_rounds=rounds, is_last_round=number >= rounds))
    except ImpossiblePairingError as exc:
        raise NoPairing(str(exc)) from exc
    games_ = tuple((p.white_id, p.black_id) for p in paired.pairs)
    return RoundPairing(number, games_, paired.bye_id)


def engines() -> dict[str, Engine]:
    found: dict[str, Engine] = {"fide-dutch": swiss_round}
    if importlib.util.find_spec("pairing_core") is None:
        print("pairing-core is not installed: pip install pairing-core==0.4.1 to compare it")
    else:
        found["pairing-core"] = pairing_core_dutch
    return found


@dataclass
class Tally:
    """What the tournaments of one engine and one group of sizes came to."""

    times: dict[int, list[float]] = field(default_factory=dict)
    tables: dict[int, list[float]] = field(default_factory=dict)
    ends: Counter[str] = field(default_factory=Counter)
    rounds: int = 0
    repeats: int = 0
    widest: int = 0
    players: int = 0
    two_apart: int = 0
    three_running: int = 0
    byes: int = 0
    second_byes: int = 0
    byes_above: int = 0
    floats: int = 0
    floats_again: int = 0


def play(engine: Engine, count: int, seed: int, tally: Tally) -> None:
    """One Swiss of ``count`` players with random results (``seed``) paired by ``engine``."""
    rng = random.Random(seed)
    players = [Player(seat, 2000.0 - seat * 10) for seat in range(1, count + 1)]
    rounds = min(default_swiss_rounds(count), count - 1 + count % 2)
    games: list[Game] = []
    byes: list[Bye] = []
    last_floats: dict[int, str] = {}
    for number in range(1, rounds + 1):
        known = records(players, games, byes, number)
        started = time.perf_counter()
        try:
            paired = engine(players, games, byes, number, rounds)
        except NoPairing:
            order = sorted(known, key=lambda s: (-known[s].points, s))
            matcher = Matcher(order, known)
            left = [None] if count % 2 == 0 else order
            stuck = not any(matcher.pairable_without(bye) for bye in left)
            tally.ends["stopped, no repeat-free pairing" if stuck else "stopped wrongly"] += 1
            return
        except Exception as exc:  # pairing-core's time-outs, or any fault
            tally.ends[f"failed ({type(exc).__name__})"] += 1
            return
        tally.times.setdefault(count, []).append(time.perf_counter() - started)
        tally.rounds += 1
        tally.repeats += any(red in known[blue].met for blue, red in paired.games)
        last_floats = count_floats(paired, known, last_floats, tally)
        if paired.bye is not None:
            count_bye(paired.bye, known, tally)
            byes.append(Bye(number, paired.bye))
        games += [Game(number, blue, red, rng.choice((1.0, 0.5, 0.0)))
                  for blue, red in paired.games]
        started = time.perf_counter()
        standings(Format.SWISS, players, games, byes)
        tally.tables.setdefault(count, []).append(time.perf_counter() - started)
    tally.ends["paired to the last round"] += 1
    count_colours(records(players, games, byes, rounds + 1).values(), tally)


def count_floats(paired: RoundPairing, known: dict[int, Record], last: dict[int, str],
                 tally: Tally) -> dict[int, str]:
    now = {} if paired.bye is None else {paired.bye: "down"}
    for blue, red in paired.games:
        gap = known[blue].points - known[red].points
        if gap:
            now[blue], now[red] = ("down", "up") if gap > 0 else ("up", "down")
    tally.floats += len(now)
    tally.floats_again += sum(last.get(seat) == way for seat, way in now.items())
    return now


def count_bye(bye: int, known: dict[int, Record], tally: Tally) -> None:
    order = sorted(known, key=lambda s: (-known[s].points, s))
    matcher = Matcher(order, known)
    could = [s for s in order if known[s].may_have_bye and matcher.pairable_without(s)]
    tally.byes += 1
    tally.second_byes += not known[bye].may_have_bye
    tally.byes_above += bool(could) and known[bye].points > min(known[s].points for s in could)


def count_colours(final: Iterable[Record], tally: Tally) -> None:
    for record in final:
        seen = record.colours
        spread = abs(seen.count(True) - seen.count(False))
        tally.widest = max(tally.widest, spread)
        tally.players += 1
        tally.two_apart += spread >= 2
        tally.three_running += any(seen[k] == seen[k + 1] == seen[k + 2]
                                   for k in range(len(seen) - 2))


def share(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "–"


def main() -> None:
    options = whole_number_options(__doc__ or "", tournaments=100, large=10)
    found = engines()
    tallies: dict[str, dict[int, Tally]] = {}
    for name, engine in found.items():
        tallies[name] = {0: Tally(), **{count: Tally() for count in LARGE}}
        for count in SMALL:
            for seed in range(options.tournaments):
                play(engine, count, seed, tallies[name][0])
        for count in LARGE:
            for seed in range(options.large):
                play(engine, count, seed, tallies[name][count])
        print(f"{name}: done", file=sys.stderr, flush=True)
    small = {name: by_size[0] for name, by_size in tallies.items()}
    large = {name: by_size[64] for name, by_size in tallies.items()}

    print("\n| engine | players | pairing p50 | pairing max | standings p50 |")
    print("| --- | --- | --- | --- | --- |")
    for name in found:
        for count in TIMED:
            tally = tallies[name][count if count in LARGE else 0]
            times, tables = tally.times.get(count, []), tally.tables.get(count, [])
            if not times:
                print(f"| {name} | {count} | – | – | – |")
                continue
            print(f"| {name} | {count} | {statistics.median(times) * 1000:.1f} ms |"
                  f" {max(times) * 1000:.1f} ms | {statistics.median(tables) * 1000:.2f} ms |")

    for title, tallies in ((f"3–16 players, {options.tournaments} of each size", small),
                           (f"64 players, {options.large} tournaments", large)):
        print(f"\n{title}:\n")
        print("| engine | tournaments | rounds with a repeat | widest colour gap |"
              " players 2+ apart | three running | second byes | byes above the lowest |"
              " floats again |")
        print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
        for name, t in tallies.items():
            ends = ", ".join(f"{what}: {n}" for what, n in sorted(t.ends.items()))
            print(f"| {name} | {ends} | {t.repeats} of {t.rounds} | {t.widest} |"
                  f" {share(t.two_apart, t.players)} | {t.three_running} |"
                  f" {t.second_byes} of {t.byes} | {t.byes_above} |"
                  f" {share(t.floats_again, t.floats)} |")


if __name__ == "__main__":
    main()
