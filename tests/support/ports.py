"""A free TCP port on 127.0.0.1 for a server a test or a benchmark starts."""

from __future__ import annotations

import socket


def free_port() -> int:
    """A port nothing listens on now (the system's pick; taken again by whoever binds it)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])
