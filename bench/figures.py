"""The figures the benchmarks print: percentiles of measured times and the command line
of the benchmarks whose options are all whole numbers."""

from __future__ import annotations

import argparse


def percentile(values: list[float], share: float) -> float:
    """The value ``share`` (0 to 1) of the way up the sorted ``values`` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def milliseconds(seconds: list[float]) -> list[float]:
    """Times in seconds as milliseconds, fastest first."""
    return sorted(s * 1000 for s in seconds)


def whole_number_options(description: str, **defaults: int) -> argparse.Namespace:
    """The command line: ``--name N`` for each of ``defaults``, in their order."""
    parser = argparse.ArgumentParser(description=description)
    for name, default in defaults.items():
        parser.add_argument(f"--{name}", type=int, default=default)
    return parser.parse_args()
