"""Settings from the environment and ``.env``, validated once at start-up.

A bot that starts with a wrong setting fails later in a confusing place (a login error, a database
in a surprising folder), so everything is checked here and a problem is reported as one line that
says which variable to set and where.  The token is a ``SecretStr``: it never appears in a
message, a ``repr`` or a log line.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Literal

from dotenv import dotenv_values
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SecretStr,
    ValidationError,
    field_validator,
    model_validator,
)

from bot.cluster import parse_shard_ids

ENV_FILE = Path(".env")

# Environment variable -> field name, and the hint shown when the value is wrong.
VARIABLES: dict[str, tuple[str, str]] = {
    "DISCORD_TOKEN": ("discord_token", "your bot's token from the Discord developer portal"),
    "DATABASE_PATH": ("database_path", "a file path such as ./data/cardroom.db"),
    "DATABASE_URL": (
        "database_url",
        "a PostgreSQL URL such as postgresql://cardroom:secret@localhost:5432/cardroom, "
        "or nothing (SQLite at DATABASE_PATH)",
    ),
    "REDIS_URL": (
        "redis_url",
        "a Redis URL such as redis://localhost:6379/0 (one request budget for the cluster), "
        "or nothing (each process keeps to its own share)",
    ),
    "DEV_GUILD_ID": ("dev_guild_id", "a server id (a number) or nothing"),
    "LOG_LEVEL": ("log_level", "one of DEBUG, INFO, WARNING, ERROR"),
    "LIBRARY_LOG_LEVEL": ("library_log_level", "one of DEBUG, INFO, WARNING, ERROR"),
    "LOG_FORMAT": ("log_format", "text or json (one JSON object a line)"),
    "METRICS_PORT": (
        "metrics_port",
        "a port (1 to 65535) for /metrics and /healthz, or nothing (no metrics server)",
    ),
    "METRICS_HOST": (
        "metrics_host",
        "the address the metrics server listens on, such as 127.0.0.1 or 0.0.0.0 (all)",
    ),
    "TURN_SECONDS": ("turn_seconds", "a whole number of seconds from 15 to 86400"),
    "COMPUTER_PAUSE": ("computer_pause", "seconds (0 to 30) a computer waits before it plays"),
    "EDIT_INTERVAL": ("edit_interval", "seconds (0 to 10) between edits of a table message"),
    "HAND_LIVE_SECONDS": (
        "hand_live_seconds",
        "seconds (0 to 870) a hand message follows the table after a click on it",
    ),
    "SHUTDOWN_FLUSH": (
        "shutdown_flush",
        "seconds (0 to 8) a stopping bot may spend bringing table messages up to date",
    ),
    "HEALTH_INTERVAL": (
        "health_interval",
        "seconds (0.01 to 300) between two heartbeats for `python -m bot health`",
    ),
    "COMPUTER_PROCESSES": (
        "computer_processes",
        "a number of worker processes (0 to 8) for strong computer players, or nothing",
    ),
    "COMPUTER_QUEUE_URL": (
        "computer_queue_url",
        "a Redis URL such as redis://:secret@10.0.0.5:6379/0 (strong computers on "
        "`python -m bot computers` workers), or nothing (this machine's processes)",
    ),
    "LOBBY_EXPIRY_MINUTES": (
        "lobby_expiry_minutes",
        "minutes (0 to 10080) a lobby may stay without a change before it closes; 0: never",
    ),
    "MAX_TABLES_PER_HOST": (
        "max_tables_per_host",
        "how many open tables (0 to 100) one person may host in a server; 0: no limit",
    ),
    "MAX_TABLES_PER_SERVER": (
        "max_tables_per_server",
        "how many open tables (0 to 1000) a server may have at once; 0: no limit",
    ),
    "REMATCH_HOLD_MINUTES": (
        "rematch_hold_minutes",
        "minutes (0 to 60) a rematch holds the seats of the last table's people for them",
    ),
    "SHARD_COUNT": (
        "shard_count",
        "the number of shards (1 to 4096) the bot's servers are split into, or nothing "
        "(the count Discord recommends)",
    ),
    "SHARD_IDS": (
        "shard_ids",
        "the shards this process runs, such as 0-3 or 0,2 (each below SHARD_COUNT), or "
        "nothing (all of them)",
    ),
    "CARD_EMOJIS": ("card_emojis", "on or off: card faces as emojis beside the card names"),
    "STAKE_UNIT": (
        "stake_unit",
        "the name of the stakes in the ledger, at most 16 characters, such as chips, $ or points",
    ),
}


REDIS_SCHEMES = ("redis://", "rediss://", "unix://")


def redis_url(v: SecretStr | None) -> SecretStr | None:
    if v is not None and not v.get_secret_value().startswith(REDIS_SCHEMES):
        raise ValueError("not a redis:// URL")
    return v


class SettingsError(Exception):
    """A setting is missing or malformed; the message is the one line to print."""


class Settings(BaseModel):
    """Everything the bot reads from its environment."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    discord_token: SecretStr
    database_path: Path = Path("./data/cardroom.db")
    """The SQLite database (without ``database_url``); its folder holds the heartbeat either way."""
    database_url: SecretStr | None = None
    """A PostgreSQL database (``postgresql://...``, asyncpg) instead of SQLite.  A secret: the
    URL may hold a password, so it is never printed, nor in a ``repr``."""
    redis_url: SecretStr | None = None
    """A Redis server (``redis://...``) where every process of a cluster draws from one request
    budget (``bot.presenter.shared_budget``); without it each keeps to its own share.  A secret:
    the URL may hold a password."""
    dev_guild_id: int | None = Field(default=None, gt=0)
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "INFO"
    """The level of the bot's own log lines (which never hold a card or a token)."""
    library_log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "WARNING"
    """The level of discord.py's, aiosqlite's and every other library's log lines, whatever
    ``log_level`` says: at DEBUG they hold every hand and every interaction token."""
    log_format: Literal["text", "json"] = "text"
    """``json``: every log line is one JSON object (time, level, logger, message, extra fields;
    ``bot.log.JsonFormatter``), through the same redaction as the text lines."""
    metrics_port: int | None = Field(default=None, ge=1, le=65535)
    """Where ``/metrics`` (Prometheus) and ``/healthz`` are served (``bot.metrics``); None: no
    server."""
    metrics_host: str = Field(default="127.0.0.1", min_length=1, max_length=253)
    """The address the metrics server listens on: this machine only by default; ``0.0.0.0`` in
    a container whose port is published."""
    turn_seconds: int = Field(default=120, ge=15, le=86400)
    """The default turn time of a new table; a reminder comes at half of it."""
    computer_pause: float = Field(default=1.0, ge=0, le=30)
    """A computer seat waits this long before it plays, so that people can follow."""
    edit_interval: float = Field(default=1.0, ge=0, le=10)
    """Edits of one table message are coalesced to at most one per interval (rate limits)."""
    hand_live_seconds: float = Field(default=840, ge=0, le=870)
    """A hand message follows the table for this long after the person's last click on it
    (Discord's interaction tokens last 15 minutes: keep a margin); then it says Refresh."""
    shutdown_flush: float = Field(default=3.0, ge=0, le=8)
    """At a stop, the seconds spent at most on bringing table messages up to date and making
    the posts due; what is left is shown at the next start.  Below Docker's 10 s grace."""
    health_interval: float = Field(default=10.0, ge=0.01, le=300)
    """Seconds between two heartbeats (``bot/health.py``); three missed ones are unhealthy."""
    computer_processes: int | None = Field(default=None, ge=0, le=8)
    """Worker processes that run strong computer players (None: one per spare core, at most
    two; 0: a thread of the bot's process, which competes with the event loop)."""
    computer_queue_url: SecretStr | None = None
    """A Redis job queue (``redis://``, ``rediss://``, ``unix://``): strong decisions go to the
    ``python -m bot computers`` workers that serve it instead of ``computer_processes``.  A
    secret: the URL may hold a password."""
    lobby_expiry_minutes: int = Field(default=60, ge=0, le=10080)
    """A lobby without any change for this long is closed (0: lobbies never expire)."""
    max_tables_per_host: int = Field(default=3, ge=0, le=100)
    """Open tables (lobby or playing) one person may host in a server (0: no limit)."""
    max_tables_per_server: int = Field(default=25, ge=0, le=1000)
    """Open tables a server may have at once (0: no limit); each holds an active thread."""
    rematch_hold_minutes: float = Field(default=5, ge=0, le=60)
    """A rematch holds the seats of the last table's people for them this long (then they are
    free to anyone)."""
    card_emojis: bool = True
    """Card faces as application emojis on hands and tables, beside the text (off: text only)."""
    stake_unit: str | None = Field(default=None, min_length=1, max_length=16)
    """What the friends' ledger counts Tonk stakes in (``/ledger``) where a server chose no unit
    of its own (``/config stake-unit``): a word is written after the amount (12 chips), a symbol
    before it ($12).  None: chips, in each reader's language (``ledger-money-default``)."""

    shard_count: int | None = Field(default=None, ge=1, le=4096)
    """The shards the bot's servers are split into (None: the count Discord recommends)."""
    shard_ids: tuple[int, ...] | None = None
    """The shards this process runs (None: all of them); a cluster's processes each run some,
    on one PostgreSQL database (``bot.cluster``, ``bot.db.lease``)."""

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _shard_list(cls, v: object) -> object:
        return parse_shard_ids(v) if isinstance(v, str) else v

    @model_validator(mode="after")
    def _cluster(self) -> Settings:
        ids, count = self.shard_ids, self.shard_count
        if ids is None:
            return self
        if count is None:
            raise ValueError(
                "SHARD_IDS needs SHARD_COUNT: set SHARD_COUNT to the number of shards of the "
                "whole cluster (the same in every process)"
            )
        if ids[-1] >= count:
            raise ValueError(
                f"SHARD_IDS has shard {ids[-1]}, but SHARD_COUNT={count} has shards 0 to "
                f"{count - 1}: set SHARD_IDS within them"
            )
        if len(ids) < count and self.database_url is None:
            raise ValueError(
                f"SHARD_IDS={','.join(map(str, ids))} runs part of the {count} shards: a cluster "
                "needs PostgreSQL (set DATABASE_URL, the same for every process); with SQLite "
                "leave SHARD_IDS unset (one process runs every shard)"
            )
        return self

    @field_validator("stake_unit")
    @classmethod
    def _unit_shape(cls, v: str | None) -> str | None:
        # Shown in posts and embeds: no line breaks, mentions or Markdown that would reshape them.
        if v is None:
            return v
        if any(ch.isspace() and ch != " " for ch in v) or any(ch in v for ch in "@<>*_`~|#\\"):
            raise ValueError("not a short plain name")
        return v

    @property
    def database(self) -> Path | str:
        """Where the tables are stored: the PostgreSQL URL if set, else the SQLite file."""
        return self.database_url.get_secret_value() if self.database_url else self.database_path

    @property
    def redis(self) -> str | None:
        """The Redis URL in clear (for its client only), or None: no shared budget."""
        return self.redis_url.get_secret_value() if self.redis_url else None

    @field_validator("database_url")
    @classmethod
    def _postgres_url(cls, v: SecretStr | None) -> SecretStr | None:
        if v is not None and not v.get_secret_value().startswith(("postgresql://", "postgres://")):
            raise ValueError("not a postgresql:// URL")
        return v

    @field_validator("redis_url")
    @classmethod
    def _redis_url(cls, v: SecretStr | None) -> SecretStr | None:
        return redis_url(v)

    @field_validator("computer_queue_url")
    @classmethod
    def _queue_url(cls, v: SecretStr | None) -> SecretStr | None:
        return redis_url(v)

    @field_validator("discord_token")
    @classmethod
    def _token_shape(cls, v: SecretStr) -> SecretStr:
        token = v.get_secret_value()
        if not token or any(ch.isspace() for ch in token) or token.startswith(("'", '"', "<")):
            # The value is never echoed: a half-pasted token is still a secret.
            raise ValueError("malformed token")
        return v

    @field_validator("log_level", "library_log_level", mode="before")
    @classmethod
    def _upper(cls, v: object) -> object:
        return v.upper() if isinstance(v, str) else v

    @field_validator("log_format", mode="before")
    @classmethod
    def _lower(cls, v: object) -> object:
        return v.lower() if isinstance(v, str) else v


def _values(environ: Mapping[str, str] | None, env_file: Path | None) -> dict[str, str]:
    values: dict[str, str] = {}
    if env_file is not None and env_file.is_file():
        values.update({k: v for k, v in dotenv_values(env_file).items() if v is not None})
    values.update(os.environ if environ is None else environ)
    return values


def database_path(
    environ: Mapping[str, str] | None = None, env_file: Path | None = ENV_FILE
) -> Path:
    """Only ``DATABASE_PATH`` (same sources, same default): what ``python -m bot health`` and
    ``backup`` need, without the token."""
    raw = (_values(environ, env_file).get("DATABASE_PATH") or "").strip()
    default = Settings.model_fields["database_path"].default
    return Path(raw) if raw else Path(default)


def database_url(environ: Mapping[str, str] | None = None, env_file: Path | None = ENV_FILE) -> str:
    """Only ``DATABASE_URL`` (same sources; empty: SQLite), for ``python -m bot backup``."""
    return (_values(environ, env_file).get("DATABASE_URL") or "").strip()


def load_settings(
    environ: Mapping[str, str] | None = None, env_file: Path | None = ENV_FILE
) -> Settings:
    """Read settings: the process environment wins over ``env_file`` (``.env``).

    Raises ``SettingsError`` with one line naming the variable and what to put in it.
    """
    values = _values(environ, env_file)
    data: dict[str, object] = {}
    for var, (field, _hint) in VARIABLES.items():
        raw = values.get(var)
        if raw is None or (raw.strip() == "" and var != "DISCORD_TOKEN"):
            continue
        data[field] = raw.strip() if var != "DISCORD_TOKEN" else raw
    if not data.get("discord_token"):
        raise SettingsError(
            "DISCORD_TOKEN is not set: put DISCORD_TOKEN=<your bot token> in .env (in the folder "
            "you start the bot from) or in the environment; see .env.example"
        )
    try:
        return Settings.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        field = str(err["loc"][0]) if err.get("loc") else ""
        if not field:  # a rule across settings (the shards): its message says it all
            raise SettingsError(str(err["msg"]).removeprefix("Value error, ")) from None
        var = next((k for k, (f, _) in VARIABLES.items() if f == field), field.upper())
        hint = VARIABLES.get(var, ("", "a valid value"))[1]
        secret = var in ("DISCORD_TOKEN", "DATABASE_URL", "REDIS_URL", "COMPUTER_QUEUE_URL")
        shown = "" if secret else f" (got {str(data.get(field))[:40]!r})"
        raise SettingsError(
            f"{var} is not valid{shown}: set it to {hint} in .env or in the environment"
        ) from None


# ----- a computers' worker (``python -m bot computers``): no token, no database --------------

WORKER_VARIABLES: dict[str, tuple[str, str]] = {
    "COMPUTER_QUEUE_URL": VARIABLES["COMPUTER_QUEUE_URL"],
    "COMPUTER_WORKERS": (
        "computer_workers",
        "a number of worker processes (1 to 64) on this machine, or nothing (one per core)",
    ),
    "LOG_LEVEL": VARIABLES["LOG_LEVEL"],
    "LIBRARY_LOG_LEVEL": VARIABLES["LIBRARY_LOG_LEVEL"],
}


class WorkerSettings(BaseModel):
    """What ``python -m bot computers`` reads: the queue, how many processes, the log."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    computer_queue_url: SecretStr
    computer_workers: int | None = Field(default=None, ge=1, le=64)
    """Worker processes on this machine, each one decision at a time (None: one per core)."""
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "INFO"
    library_log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "WARNING"

    @field_validator("computer_queue_url")
    @classmethod
    def _redis_url(cls, v: SecretStr) -> SecretStr:
        redis_url(v)
        return v

    @field_validator("log_level", "library_log_level", mode="before")
    @classmethod
    def _upper(cls, v: object) -> object:
        return v.upper() if isinstance(v, str) else v


def load_worker_settings(
    environ: Mapping[str, str] | None = None, env_file: Path | None = ENV_FILE
) -> WorkerSettings:
    """The worker's settings (same sources as ``load_settings``); ``SettingsError`` with one
    line naming the variable."""
    values = _values(environ, env_file)
    data = {
        f: values[v].strip() for v, (f, _) in WORKER_VARIABLES.items() if values.get(v, "").strip()
    }
    if "computer_queue_url" not in data:
        raise SettingsError(
            "COMPUTER_QUEUE_URL is not set: put the bot's Redis queue, such as "
            "redis://:secret@10.0.0.5:6379/0, in .env or in the environment (docs/operations.md)"
        )
    try:
        return WorkerSettings.model_validate(data)
    except ValidationError as exc:
        field = str(exc.errors()[0].get("loc", ("",))[0])
        var = next((k for k, (f, _) in WORKER_VARIABLES.items() if f == field), field.upper())
        shown = "" if var == "COMPUTER_QUEUE_URL" else f" (got {str(data.get(field))[:40]!r})"
        hint = WORKER_VARIABLES.get(var, ("", "a valid value"))[1]
        raise SettingsError(
            f"{var} is not valid{shown}: set it to {hint} in .env or in the environment"
        ) from None
