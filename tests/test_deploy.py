"""``docker-compose.yml`` checked without a Docker engine: its services, images and builds,
commands, environment (every variable a real setting, every value one the bot accepts),
dependencies, health checks and volumes fit together and with the Dockerfile, the reverse
proxy's config and ``.env.example``. Where Docker Compose exists, ``docker compose config``
must accept the file too."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml

from bot.cli_storage import COMMANDS
from bot.config import Settings

ROOT = Path(__file__).resolve().parent.parent
COMPOSE = ROOT / "docker-compose.yml"
VARIABLE = re.compile(r"\$\{([A-Z_]+)(?::?[-?]([^}]*))?\}")
BOTS = ("migrate", "telegram", "discord-a", "discord-b")
WORKERS = ("telegram", "discord-a", "discord-b")


def compose() -> dict[str, Any]:
    loaded = yaml.safe_load(COMPOSE.read_text(encoding="utf-8"))
    assert isinstance(loaded, dict)
    return loaded


def services() -> dict[str, dict[str, Any]]:
    return dict(compose()["services"])


def interpolate(value: object) -> str:
    """A value as Compose fills it in with nothing set: each ``${NAME:-default}`` becomes
    its default."""
    return VARIABLE.sub(lambda m: m[2] or "", str(value))


def environment(service: str) -> dict[str, str]:
    found = services()[service].get("environment", {})
    assert isinstance(found, dict), f"{service}: environment as a mapping"
    return {name: interpolate(value) for name, value in found.items()}


def test_the_stack_has_its_services_and_each_bot_runs_the_dockerfiles_image() -> None:
    found = services()
    assert set(found) == {"postgres", "migrate", "telegram", "proxy", *WORKERS}
    assert (ROOT / "Dockerfile").is_file()
    for name in BOTS:
        assert found[name]["build"] == "." and found[name]["image"] == "dots-bot:latest", name
    assert found["migrate"]["command"][:3] == ["python", "-m", "bot"]
    assert found["migrate"]["command"][3] in COMMANDS
    assert found["migrate"]["restart"] == "no"  # one-shot
    for name in WORKERS:
        assert "command" not in found[name]  # the image's own: python -m bot
        assert found[name]["restart"] == "unless-stopped"
    assert 'CMD ["python", "-m", "bot"]' in (ROOT / "Dockerfile").read_text(encoding="utf-8")


def test_every_variable_is_a_setting_and_every_value_one_the_bot_accepts() -> None:
    known = {name.upper() for name in Settings.model_fields}
    for name in BOTS:
        env = environment(name)
        assert set(env) <= known, f"{name}: not settings: {set(env) - known}"
        fields = {key.lower(): value for key, value in env.items() if value != ""}
        Settings(_env_file=None, **fields)  # type: ignore[call-arg]  # raises when refused
    for name in WORKERS:
        env = environment(name)
        assert env["MIGRATE_ON_START"] == "false"  # the migrate service does it
        assert env["DATABASE_URL"] == environment("migrate")["DATABASE_URL"]
        assert env["DATABASE_URL"].startswith("postgresql://")


def test_the_discord_processes_run_every_shard_once() -> None:
    counts = {environment(name)["DISCORD_SHARD_COUNT"] for name in WORKERS[1:]}
    assert len(counts) == 1
    ids = ",".join(environment(name)["DISCORD_SHARD_IDS"] for name in WORKERS[1:])
    shards = [int(shard) for shard in ids.split(",")]
    assert sorted(shards) == list(range(int(counts.pop())))


def test_workers_wait_for_the_database_and_the_migration() -> None:
    found = services()
    conditions = {"service_started", "service_healthy", "service_completed_successfully"}
    for name, service in found.items():
        for target, rule in service.get("depends_on", {}).items():
            assert target in found, f"{name} depends on a missing service {target}"
            assert rule["condition"] in conditions
            if rule["condition"] == "service_healthy":
                assert "healthcheck" in found[target], f"{target} has no health check"
    for name in WORKERS:
        needs = found[name]["depends_on"]
        assert needs["migrate"]["condition"] == "service_completed_successfully"
        assert needs["postgres"]["condition"] == "service_healthy"


def test_worker_health_checks_ask_healthz_on_the_metrics_port() -> None:
    for name in WORKERS:
        check = " ".join(services()[name]["healthcheck"]["test"])
        port = environment(name)["METRICS_PORT"]
        assert f"http://127.0.0.1:{port}/healthz" in check, name


def test_volumes_are_declared_and_bind_mounts_exist() -> None:
    declared = set(compose().get("volumes") or {})
    used: set[str] = set()
    for name, service in services().items():
        for mount in service.get("volumes", []):
            source = mount.split(":")[0]
            if source.startswith("."):
                assert (ROOT / source).exists(), f"{name}: {source} is missing"
            else:
                used.add(source)
    assert "pgdata" in used and used == declared


def test_the_proxy_sends_the_webhook_path_to_the_workers_port() -> None:
    caddyfile = (ROOT / "deploy" / "Caddyfile").read_text(encoding="utf-8")
    env = environment("telegram")
    path = "/" + env["TELEGRAM_WEBHOOK_URL"].split("/", 3)[3]
    assert f"handle {path} {{" in caddyfile
    assert f"dynamic a telegram {env['TELEGRAM_WEBHOOK_PORT']}" in caddyfile
    assert "{$TELEGRAM_WEBHOOK_DOMAIN}" in caddyfile
    assert "TELEGRAM_WEBHOOK_DOMAIN" in services()["proxy"]["environment"]


def test_every_compose_variable_is_explained_in_env_example() -> None:
    example = (ROOT / ".env.example").read_text(encoding="utf-8")
    named = {m[1] for m in VARIABLE.finditer(COMPOSE.read_text(encoding="utf-8"))}
    for name in named:
        assert re.search(rf"^#?{name}=", example, re.MULTILINE), f"{name} not in .env.example"


def docker_compose() -> list[str] | None:
    """``docker compose`` or ``docker-compose``, where one works here."""
    for command in (["docker", "compose"], ["docker-compose"]):
        if shutil.which(command[0]) is None:
            continue
        done = subprocess.run([*command, "version"], capture_output=True, check=False)
        if done.returncode == 0:
            return command
    return None


@pytest.mark.skipif(docker_compose() is None, reason="Docker Compose is not installed here")
def test_docker_compose_accepts_the_file() -> None:
    command = docker_compose()
    assert command is not None
    done = subprocess.run(
        [*command, "-f", str(COMPOSE), "--profile", "telegram", "--profile", "discord",
         "config", "--quiet"],
        cwd=ROOT, capture_output=True, text=True, check=False, timeout=60,
    )
    assert done.returncode == 0, done.stderr
