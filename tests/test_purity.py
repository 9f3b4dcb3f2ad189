"""The rules engines stay pure: nothing under games/ may import discord (or do I/O libraries)."""

from __future__ import annotations

import ast
from pathlib import Path

GAMES_DIR = Path(__file__).resolve().parent.parent / "games"
FORBIDDEN = {"discord", "aiosqlite", "asyncio", "sqlite3"}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found


def test_games_package_has_files() -> None:
    assert len(list(GAMES_DIR.rglob("*.py"))) > 5


def test_no_module_under_games_imports_discord() -> None:
    offenders = {
        str(p.relative_to(GAMES_DIR.parent)): sorted(_imports(p) & FORBIDDEN)
        for p in GAMES_DIR.rglob("*.py")
        if _imports(p) & FORBIDDEN
    }
    assert offenders == {}


def test_the_check_catches_an_import(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("import os\nfrom discord.ext import commands\n", encoding="utf-8")
    assert "discord" in _imports(bad)


BOT_DIR = GAMES_DIR.parent / "bot"


def test_nothing_that_runs_imports_the_research_tools() -> None:
    """``lab/`` (calibration, measurement) is never imported by the engines, players or bot."""
    offenders = sorted(
        str(p.relative_to(GAMES_DIR.parent))
        for d in (GAMES_DIR, BOT_DIR)
        for p in d.rglob("*.py")
        if "lab" in _imports(p)
    )
    assert offenders == []


def test_the_research_check_catches_an_import(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("from lab.tonk import measure\n", encoding="utf-8")
    assert "lab" in _imports(bad)
