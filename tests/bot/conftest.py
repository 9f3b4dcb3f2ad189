"""Fixtures for the bot's tests: a fake Discord, a bot on a temporary database, helpers that act
only on what the bot rendered (as a user would)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "cardroom.db"
