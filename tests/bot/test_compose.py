"""``compose.yaml``, read from the file (no Docker engine runs here): the bot on the Dockerfile's
image, its ``DATABASE_URL`` pointing at the compose's PostgreSQL with that service's user,
password and database, health checks on every service, named volumes where the data lives, the
metrics published on the host's loopback, and every variable it reads from ``.env`` shown in
``.env.example``."""

from __future__ import annotations

import re
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import urlsplit

import yaml

from bot.__main__ import SHUTDOWN_GRACE
from bot.settings import VARIABLES, load_settings
from tests.bot.test_docker import env_lines, in_container, parse_dockerfile

ROOT = Path(__file__).resolve().parents[2]
TEXT = (ROOT / "compose.yaml").read_text(encoding="utf-8")
COMPOSE: dict[str, Any] = yaml.safe_load(TEXT)
SERVICES: dict[str, Any] = COMPOSE["services"]
VARIABLE = re.compile(r"\$\{([A-Z_][A-Z0-9_]*)(?:[:?\-+][^}]*)?\}")
"""Compose's interpolation: ``${NAME}``, ``${NAME:?message}``, ``${NAME:-default}``."""


def filled(value: str, **values: str) -> str:
    """``value`` as compose makes it, with ``values`` for the variables it reads."""
    return VARIABLE.sub(lambda m: values[m.group(1)], value)


def environment(service: str) -> dict[str, str]:
    env = SERVICES[service].get("environment") or {}
    if isinstance(env, list):  # the other spelling: ["NAME=value", ...]
        env = dict(item.split("=", 1) for item in env)
    return {str(k): str(v) for k, v in env.items()}


def seconds(duration: str) -> float:
    m = re.fullmatch(r"(\d+(?:\.\d+)?)(ms|s|m)", duration)
    assert m is not None, duration
    return float(m.group(1)) * {"ms": 0.001, "s": 1, "m": 60}[m.group(2)]


def test_the_services() -> None:
    assert set(SERVICES) == {"bot", "postgres", "redis"}
    bot = SERVICES["bot"]
    assert bot["build"] == "." and (ROOT / "Dockerfile").is_file(), "the Dockerfile's image"
    assert bot["env_file"] == ".env"
    assert bot["depends_on"]["postgres"]["condition"] == "service_healthy"
    # Redis only where it is used (a cluster): a profile, which a plain `up` leaves out.
    assert SERVICES["redis"]["profiles"] == ["redis"]
    assert "redis" not in bot["depends_on"]
    for name, service in SERVICES.items():
        assert service["restart"] == "unless-stopped", name
    # docker stop's grace covers the bot's own stop.
    assert seconds(bot["stop_grace_period"]) > SHUTDOWN_GRACE


def test_the_bot_stores_in_the_compose_postgres() -> None:
    pg = environment("postgres")
    url = environment("bot")["DATABASE_URL"]
    assert "${POSTGRES_PASSWORD" in url and "${POSTGRES_PASSWORD" in pg["POSTGRES_PASSWORD"]
    made = filled(url, POSTGRES_PASSWORD="s3cret")
    parts = urlsplit(made)
    assert parts.scheme == "postgresql"
    assert parts.hostname == "postgres" and parts.hostname in SERVICES
    assert parts.port == 5432
    assert parts.username == pg["POSTGRES_USER"]
    assert parts.password == filled(pg["POSTGRES_PASSWORD"], POSTGRES_PASSWORD="s3cret")
    assert parts.path == "/" + pg["POSTGRES_DB"]
    # The bot takes it as it is (the settings' own check of a DATABASE_URL).
    settings = load_settings({"DISCORD_TOKEN": "x", **{k: filled(v, POSTGRES_PASSWORD="s3cret")
                              for k, v in environment("bot").items()}}, env_file=None)  # fmt: skip
    assert settings.database == made


def test_every_service_has_a_health_check() -> None:
    image = parse_dockerfile((ROOT / "Dockerfile").read_text(encoding="utf-8"))
    checks = {name: service["healthcheck"]["test"] for name, service in SERVICES.items()}
    # The bot's is the image's own: `python -m bot health` (its heartbeat, on the volume).
    assert checks["bot"] == ["CMD", "python", "-m", "bot", "health"]
    assert '["python", "-m", "bot", "health"]' in image.healthcheck
    assert checks["postgres"][:2] == ["CMD", "pg_isready"]
    pg = environment("postgres")
    assert f"--username={pg['POSTGRES_USER']}" in checks["postgres"]
    assert f"--dbname={pg['POSTGRES_DB']}" in checks["postgres"]
    assert checks["redis"] == ["CMD", "redis-cli", "ping"]


def test_the_data_is_on_named_volumes() -> None:
    """The bot's heartbeat folder (``DATABASE_PATH``'s, the image's volume) and PostgreSQL's
    data directory are on named volumes that the file declares; Redis keeps nothing."""
    image = parse_dockerfile((ROOT / "Dockerfile").read_text(encoding="utf-8"))
    declared = set(COMPOSE["volumes"])
    mounts: dict[str, dict[str, PurePosixPath]] = {}
    for name, service in SERVICES.items():
        for mount in service.get("volumes") or []:
            source, target = mount.split(":")[:2]
            assert not source.startswith(("/", ".", "~")), f"{name}: a bind mount {mount}"
            assert source in declared, f"{name}: {source} is not a declared volume"
            mounts.setdefault(name, {})[source] = PurePosixPath(target)
    assert list(mounts["bot"].values()) == image.volumes
    default = str(load_settings({"DISCORD_TOKEN": "x"}, env_file=None).database_path)
    assert image.volumes[0] in in_container(image, default).parents, "the heartbeat's folder"
    assert list(mounts["postgres"].values()) == [PurePosixPath("/var/lib/postgresql/data")]
    assert "redis" not in mounts
    assert set(declared) == {v for m in mounts.values() for v in m}, "no volume left unused"


def test_the_metrics_are_published_on_the_loopback_only() -> None:
    env = environment("bot")
    port = int(env["METRICS_PORT"])
    assert env["METRICS_HOST"] == "0.0.0.0", "all the container's addresses"
    assert SERVICES["bot"]["ports"] == [f"127.0.0.1:{port}:{port}"]
    assert "ports" not in SERVICES["postgres"], "the database is reached by the bot only"


def test_what_it_reads_is_a_setting_or_shown_in_env_example() -> None:
    _, shown = env_lines((ROOT / ".env.example").read_text(encoding="utf-8"))
    assert set(environment("bot")) <= set(VARIABLES), "the bot's environment: its settings"
    used = set(VARIABLE.findall(TEXT))
    assert used == {"POSTGRES_PASSWORD"}
    assert used <= set(shown), "each variable compose reads from .env is in .env.example"
