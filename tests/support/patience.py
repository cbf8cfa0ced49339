"""How long a test waits for what should come: an upper bound, never a pace. The suite runs
several tests at once on a few cores, so a reply that takes milliseconds alone may wait
its turn for seconds; a test that fails waits this long before it says so."""

PATIENCE = 20.0
"""Seconds to wait for a reply, a call or a condition."""

PROCESS_PATIENCE = 40.0
"""Seconds to wait for a bot process to start and say it is ready."""
