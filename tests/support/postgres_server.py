"""A throwaway PostgreSQL server for the tests: ``initdb`` and ``pg_ctl`` in a temp folder,
on a free port of 127.0.0.1, stopped and removed at the end.

PostgreSQL refuses to run as root: run as root, the server runs as the ``postgres`` user
(``runuser``) in a folder that user owns. Where no server can be started the PostgreSQL
tests are skipped, unless ``CI=true``: there a missing server is a failure.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import asyncpg

from tests.support.ports import free_port

SERVER_USER = "postgres"


class NoServer(Exception):
    """No PostgreSQL server can be started here; the message says why."""


def bin_dir() -> Path:
    """The folder with ``initdb`` and ``pg_ctl``: ``POSTGRES_BIN`` when set, else the one
    on the PATH, else the newest Debian one."""
    chosen = os.environ.get("POSTGRES_BIN")
    if chosen:
        if not (Path(chosen) / "initdb").is_file():
            raise NoServer(f"no initdb in POSTGRES_BIN={chosen}")
        return Path(chosen)
    found = shutil.which("initdb")
    if found:
        return Path(found).parent
    versions = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/initdb"),
        key=lambda path: int(Path(path).parent.parent.name),
    )
    if not versions:
        raise NoServer("initdb is not installed (Debian: apt-get install postgresql)")
    return Path(versions[-1]).parent


@dataclass
class PostgresServer:
    folder: Path
    port: int
    bin: Path
    user: str | None  # run as this user (when started as root)

    @property
    def data(self) -> Path:
        return self.folder / "data"

    def url(self, database: str = "postgres", **options: str) -> str:
        query = "&".join(f"{key}={value}" for key, value in options.items())
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}" + (
            f"?{query}" if query else ""
        )

    def _run(self, *args: str) -> None:
        command = [str(self.bin / args[0]), *args[1:]]
        if self.user is not None:
            command = ["runuser", "-u", self.user, "--", *command]
        done = subprocess.run(command, capture_output=True, text=True, check=False, timeout=120)
        if done.returncode != 0:
            raise NoServer(f"{args[0]} failed: {done.stderr.strip() or done.stdout.strip()}")

    def start(self) -> None:
        options = (
            f"-p {self.port} -c listen_addresses=127.0.0.1 -k {self.folder}"
            " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
            " -c max_connections=200"
        )
        self._run("pg_ctl", "-D", str(self.data), "-o", options, "-l",
                  str(self.folder / "log"), "-w", "-t", "60", "start")

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop")

    def remove(self, *, wait: bool = True) -> None:
        """Delete the folder; without ``wait``, in the background (a server that held
        hundreds of test schemas leaves tens of thousands of files)."""
        if wait:
            shutil.rmtree(self.folder, ignore_errors=True)
        else:
            subprocess.Popen(
                ["rm", "-rf", "--", str(self.folder)],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                start_new_session=True,
            )

    async def new_schema(self, name: str) -> str:
        """Make an empty schema; the ``DATABASE_URL`` that works in it."""
        conn = await asyncpg.connect(self.url())
        try:
            await conn.execute(f"CREATE SCHEMA {name}")
        finally:
            await conn.close()
        return self.url(search_path=name)


def start_server() -> PostgresServer:
    """initdb + pg_ctl start in a new temp folder; the caller stops and removes it."""
    binaries = bin_dir()
    user = None
    folder = Path(tempfile.mkdtemp(prefix="dots-pg-"))
    if os.geteuid() == 0:
        try:
            account = pwd.getpwnam(SERVER_USER)
        except KeyError as error:
            raise NoServer(f"running as root and there is no {SERVER_USER!r} user") from error
        os.chown(folder, account.pw_uid, account.pw_gid)
        user = SERVER_USER
    server = PostgresServer(folder, free_port(), binaries, user)
    try:
        server._run("initdb", "-D", str(server.data), "-U", "postgres", "-A", "trust",
                    "-E", "UTF8", "--no-sync", "--no-instructions")
        server.start()
    except BaseException:
        server.remove()
        raise
    return server


@contextlib.contextmanager
def throwaway_server() -> Iterator[PostgresServer | None]:
    """A server for a benchmark while the block runs, stopped and removed after;
    ``None`` (said on stdout) where none can start here."""
    try:
        server = start_server()
    except NoServer as error:
        print(f"PostgreSQL: not measured ({error})")
        yield None
        return
    try:
        yield server
    finally:
        server.stop("immediate")
        server.remove(wait=False)


def required() -> bool:
    """Whether a missing server fails the tests instead of skipping them (CI)."""
    return os.environ.get("CI", "").lower() in ("true", "1", "yes")
