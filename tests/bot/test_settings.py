"""Settings: a missing or malformed setting is one clear line, exit status 2, no token shown."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.settings import SettingsError, load_settings

ROOT = Path(__file__).resolve().parents[2]


def test_missing_token() -> None:
    with pytest.raises(SettingsError) as exc:
        load_settings({}, env_file=None)
    assert "DISCORD_TOKEN" in str(exc.value) and ".env" in str(exc.value)


def test_malformed_values_name_the_variable() -> None:
    secret = "abc def-THE-SECRET-PART"
    with pytest.raises(SettingsError) as exc:
        load_settings({"DISCORD_TOKEN": secret}, env_file=None)
    assert "DISCORD_TOKEN" in str(exc.value) and "SECRET" not in str(exc.value)
    with pytest.raises(SettingsError, match="TURN_SECONDS"):
        load_settings({"DISCORD_TOKEN": "x.y.z", "TURN_SECONDS": "soon"}, env_file=None)
    with pytest.raises(SettingsError, match="DEV_GUILD_ID"):
        load_settings({"DISCORD_TOKEN": "x.y.z", "DEV_GUILD_ID": "my server"}, env_file=None)


def test_computer_processes() -> None:
    def processes(value: str | None) -> int | None:
        env = {"DISCORD_TOKEN": "x.y.z"}
        if value is not None:
            env["COMPUTER_PROCESSES"] = value
        return load_settings(env, env_file=None).computer_processes

    assert processes(None) is None and processes("") is None, "default: from the cores"
    assert processes("0") == 0 and processes("2") == 2
    with pytest.raises(SettingsError, match="COMPUTER_PROCESSES"):
        processes("lots")


def test_env_file_and_defaults(tmp_path: Path) -> None:
    env = tmp_path / ".env"
    env.write_text("DISCORD_TOKEN=from.the.file\nTURN_SECONDS=90\nLOG_LEVEL=debug\n")
    s = load_settings({}, env_file=env)
    assert s.discord_token.get_secret_value() == "from.the.file"
    assert s.turn_seconds == 90 and s.log_level == "DEBUG"
    assert s.database_path == Path("data/cardroom.db")
    assert "from.the.file" not in repr(s)
    s = load_settings({"DISCORD_TOKEN": "from.env"}, env_file=env)
    assert s.discord_token.get_secret_value() == "from.env", "the environment wins over .env"


def run_bot(tmp_path: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "TURN_SECONDS")}
    clean["PYTHONPATH"] = str(ROOT)
    return subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env={**clean, **env},
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_python_m_bot_without_token(tmp_path: Path) -> None:
    done = run_bot(tmp_path, {})
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "DISCORD_TOKEN" in lines[0], done.stderr


def test_python_m_bot_never_prints_the_token(tmp_path: Path) -> None:
    done = run_bot(tmp_path, {"DISCORD_TOKEN": "tok.en.SECRET", "TURN_SECONDS": "x"})
    assert done.returncode == 2
    assert "TURN_SECONDS" in done.stderr and "SECRET" not in done.stderr + done.stdout


def test_library_log_level() -> None:
    def levels(env: dict[str, str]) -> tuple[str, str]:
        s = load_settings({"DISCORD_TOKEN": "x.y.z", **env}, env_file=None)
        return s.log_level, s.library_log_level

    assert levels({"LOG_LEVEL": "debug"}) == ("DEBUG", "WARNING"), "LOG_LEVEL is ours only"
    assert levels({"LIBRARY_LOG_LEVEL": "info"}) == ("INFO", "INFO")
    with pytest.raises(SettingsError, match="LIBRARY_LOG_LEVEL"):
        levels({"LIBRARY_LOG_LEVEL": "chatty"})
