"""``python -m bot`` at a pseudo-terminal, typed at the way a person types: one line, then
its answer, then the next line."""

from __future__ import annotations

import contextlib
import os
import pty
import select
import signal
import sys
import time
from pathlib import Path

from tests.support.processes import HANG_GUARD, bot_env_in, gone


class Terminal:
    """The bot in its own session with the pseudo-terminal as its controlling terminal, so
    ``\\x03`` is Ctrl-C and ``\\x04`` at the start of a line is end of input."""

    def __init__(self, tmp_path: Path, **env: str) -> None:
        environment = {**bot_env_in(tmp_path), **env}
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # the child: only exec, nothing that could wait on a lock
            try:
                os.chdir(tmp_path)
                os.execve(sys.executable, [sys.executable, "-m", "bot"], environment)
            finally:
                os._exit(127)
        self.text = ""
        """Everything the terminal showed so far (line ends as ``\\n``)."""
        self.mark = 0
        self.status: int | None = None

    def _read(self, timeout: float) -> bool:
        """Add what arrives within ``timeout``; False at the end of output."""
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return True
        try:
            data = os.read(self.fd, 65536)
        except OSError:  # EIO: the other side is closed
            return False
        if not data:
            return False
        self.text += data.decode(errors="replace").replace("\r\n", "\n")
        return True

    def wait_for(self, text: str) -> str:
        """Read until ``text`` appears after the last mark; return the output since then
        and move the mark past it."""
        start = time.monotonic()
        while text not in self.text[self.mark :]:
            if time.monotonic() - start > HANG_GUARD:
                raise AssertionError(f"no {text!r} after {self.text[self.mark :]!r}")
            if not self._read(0.2):
                raise AssertionError(f"output ended without {text!r}: {self.text[self.mark :]!r}")
        end = self.text.index(text, self.mark) + len(text)
        got, self.mark = self.text[self.mark : end], end
        return got

    def type(self, line: str, *, pause: float = 0.05) -> None:
        """Type a line after a short pause, as a person would, once the bot waits for it."""
        time.sleep(pause)
        os.write(self.fd, line.encode() + b"\n")

    def answer(self, line: str, until: str) -> str:
        """Type ``line`` and read its answer up to ``until``."""
        self.type(line)
        self.wait_for(line + "\n")  # the terminal's echo
        return self.wait_for(until)

    def send(self, keys: bytes) -> None:
        os.write(self.fd, keys)

    def end_of_input(self) -> None:
        self.send(b"\x04")

    def signal(self, signum: int) -> None:
        os.kill(self.pid, signum)

    def wait(self) -> int:
        """Read to the end of output; the exit status."""
        start = time.monotonic()
        while self._read(0.2):
            if time.monotonic() - start > HANG_GUARD:
                raise AssertionError(f"the bot did not end: {self.text[self.mark :]!r}")
        while self.status is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = os.waitstatus_to_exitcode(status)
            elif time.monotonic() - start > HANG_GUARD:
                raise AssertionError("the bot closed its terminal but did not exit")
            else:
                time.sleep(0.05)
        return self.status

    def gone(self) -> bool:
        """No process of the bot's group is left (its worker processes included)."""
        return gone(self.pid, group=True)

    def close(self) -> None:
        """Kill whatever is left of the bot's process group (after a failed test)."""
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.pid, signal.SIGKILL)
        if self.status is None:
            with contextlib.suppress(ChildProcessError):
                os.waitpid(self.pid, 0)
        os.close(self.fd)

