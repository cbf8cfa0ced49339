"""The many-workers load and chaos bench (``bench/bench_workers.py``), in parts."""
