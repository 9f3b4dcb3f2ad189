"""The Docker set-up, read from the files (no Docker engine runs here): the README's ``docker
run``, the Dockerfile, ``.env.example`` and the settings' defaults agree on where the data goes.

The database (with its lock and heartbeat beside it) must land on the image's volume, which the
image's non-root user can write, whatever line of ``.env.example`` is used: a database outside
the volume is lost with the container, and one the user cannot write stops the start.
"""

from __future__ import annotations

import json
import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from bot.__main__ import SHUTDOWN_GRACE
from bot.settings import VARIABLES, WORKER_VARIABLES, Settings

ROOT = Path(__file__).resolve().parents[2]
DOCKER_STOP_GRACE = 10.0
"""Seconds ``docker stop`` waits after SIGTERM before it kills the container."""


@dataclass
class Image:
    """What the Dockerfile sets up, as far as these checks need."""

    env: dict[str, str] = field(default_factory=dict)
    workdir: PurePosixPath = field(default_factory=lambda: PurePosixPath("/"))
    user: str = "root"
    volumes: list[PurePosixPath] = field(default_factory=list)
    links: dict[PurePosixPath, PurePosixPath] = field(default_factory=dict)  # link -> target
    owned: dict[PurePosixPath, str] = field(default_factory=dict)  # chown'ed path -> user
    healthcheck: str = ""
    cmd: str = ""


def instructions(text: str) -> list[tuple[str, str]]:
    """``(INSTRUCTION, arguments)`` with continuation lines joined and comments dropped."""
    out: list[tuple[str, str]] = []
    pending = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        pending += line[:-1] + " " if line.endswith("\\") else line
        if not line.endswith("\\"):
            word, _, rest = pending.partition(" ")
            out.append((word.upper(), rest.strip()))
            pending = ""
    return out


def parse_dockerfile(text: str) -> Image:
    image = Image()
    for word, args in instructions(text):
        if word == "ENV":
            image.env.update(dict(p.split("=", 1) for p in shlex.split(args) if "=" in p))
        elif word == "WORKDIR":
            image.workdir = image.workdir / args
        elif word == "USER":
            image.user = args.split(":")[0]
        elif word == "VOLUME":
            paths = json.loads(args) if args.startswith("[") else args.split()
            image.volumes += [PurePosixPath(p) for p in paths]
        elif word == "RUN":
            for command in re.split(r"&&|;", args):
                run_step(image, shlex.split(command))
        elif word == "HEALTHCHECK":
            image.healthcheck = args
        elif word == "CMD":
            image.cmd = args
    return image


def run_step(image: Image, argv: list[str]) -> None:
    """The parts of a RUN step that decide where files go and who owns them."""
    if not argv:
        return
    flags = [a for a in argv[1:] if a.startswith("-")]
    paths = [image.workdir / a for a in argv[1:] if not a.startswith("-")]
    if argv[0] == "ln" and any("s" in f for f in flags) and len(paths) == 2:
        image.links[paths[1]] = paths[0]
    elif argv[0] == "chown" and len(paths) >= 2:
        for path in paths[1:]:
            image.owned[path] = str(paths[0].name).split(":")[0]


def in_container(image: Image, value: str) -> PurePosixPath:
    """Where ``value`` (a DATABASE_PATH) points in the running container, links followed."""
    path = image.workdir / value  # an absolute value replaces the workdir
    parts = PurePosixPath(*[p for p in path.parts if p != "."])
    for link, target in image.links.items():
        if parts == link or link in parts.parents:
            parts = target / parts.relative_to(link)
    return parts


def env_lines(text: str) -> tuple[dict[str, str], dict[str, list[str]]]:
    """``.env.example``: the variables set, and every value shown for each (set or
    commented out, as a user may uncomment it)."""
    set_: dict[str, str] = {}
    shown: dict[str, list[str]] = {}
    for raw in text.splitlines():
        line = raw.strip()
        m = re.fullmatch(r"(#\s*)?([A-Z_]+)=(.*)", line)
        if m is None:
            continue
        name, value = m.group(2), m.group(3).strip()
        shown.setdefault(name, []).append(value)
        if m.group(1) is None:
            set_[name] = value
    return set_, shown


def readme_docker_run() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    m = re.search(r"docker run ([^`]*)`", text.replace("\n", " "))
    assert m is not None, "the README shows no docker run command"
    return shlex.split(m.group(1))


def test_the_database_is_on_the_volume_whatever_env_example_says() -> None:
    image = parse_dockerfile((ROOT / "Dockerfile").read_text(encoding="utf-8"))
    set_, shown = env_lines((ROOT / ".env.example").read_text(encoding="utf-8"))
    assert len(image.volumes) == 1, image.volumes
    [volume] = image.volumes
    default = str(Settings.model_fields["database_path"].default)
    # --env-file wins over the image's ENV, which wins over the settings' default.
    used = set_.get("DATABASE_PATH") or image.env.get("DATABASE_PATH") or default
    candidates = {used, default, *shown.get("DATABASE_PATH", []), image.env.get("DATABASE_PATH")}
    for value in filter(None, candidates):
        where = in_container(image, value)
        assert volume in where.parents, f"DATABASE_PATH={value} puts the database at {where}"
        # The lock and the heartbeat go beside it: the whole folder must be writable.
        assert image.owned.get(where.parent) == image.user, (
            f"{where.parent} is not writable by the image's user {image.user}"
        )
    assert image.user not in ("root", "0"), "the bot runs as a non-root user"


def test_readme_run_mounts_that_volume_and_reads_env() -> None:
    image = parse_dockerfile((ROOT / "Dockerfile").read_text(encoding="utf-8"))
    argv = readme_docker_run()
    assert "--env-file" in argv and argv[argv.index("--env-file") + 1] == ".env", argv
    mounts = [argv[i + 1] for i, a in enumerate(argv) if a in ("-v", "--volume")]
    assert [PurePosixPath(m.split(":")[1]) for m in mounts] == image.volumes, mounts
    assert not mounts[0].startswith(("/", ".")), "a named volume (it keeps the image's owner)"


def test_stop_and_health_check() -> None:
    """``docker stop`` reaches the bot (exec form: Python itself gets SIGTERM, not a shell),
    the bot stops within Docker's grace, and the health check is the documented command."""
    image = parse_dockerfile((ROOT / "Dockerfile").read_text(encoding="utf-8"))
    assert json.loads(image.cmd) == ["python", "-m", "bot"], image.cmd
    assert SHUTDOWN_GRACE < DOCKER_STOP_GRACE - 1
    assert "STOPSIGNAL" not in (ROOT / "Dockerfile").read_text(encoding="utf-8")
    check = image.healthcheck
    assert '["python", "-m", "bot", "health"]' in check, check


def test_env_example_names_every_setting() -> None:
    _, shown = env_lines((ROOT / ".env.example").read_text(encoding="utf-8"))
    compose_only = {"POSTGRES_PASSWORD"}  # compose.yaml's (tests/bot/test_compose.py)
    # The bot's settings and those of `python -m bot computers` (its workers).
    every = set(VARIABLES) | set(WORKER_VARIABLES)
    assert set(shown) - compose_only == every, set(shown) ^ every
