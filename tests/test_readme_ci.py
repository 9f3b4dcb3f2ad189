"""The README's set-up commands are the ones CI runs: a green CI run proves the README."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    setup = text.split("## Set up", 1)[1].split("\n## ", 1)[0]
    return [line[4:] for line in setup.splitlines() if line.startswith("    ")]


def test_readme_has_exactly_two_setup_commands() -> None:
    cmds = _commands()
    assert len(cmds) == 2, cmds
    assert "pytest" in cmds[0]
    assert "pytest" not in cmds[1]


def test_ci_runs_the_readme_test_command() -> None:
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    pattern = re.search(r"sed -n '(.*?)' README.md", script)
    assert pattern is not None
    out = subprocess.run(
        ["sed", "-n", pattern.group(1), str(ROOT / "README.md")],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    assert out[:1] == [_commands()[0]]
