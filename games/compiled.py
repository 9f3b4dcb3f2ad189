"""The optional compiled build: the computers' hot modules compiled by mypyc from the same source.

Nothing is compiled unless asked (``python -m games compile``; ``--clean`` removes it): the
pure-Python install is the default, and a compiled module makes exactly the decisions of its
source (``docs/performance.md``).  The build writes a C extension beside each module of
``MODULES`` (Python then imports it instead of the ``.py``), one shared library
(``games/native__mypyc.*.so``) and ``SOURCES_FILE``, the hash of every compiled source, so that
an edited source is never run compiled unseen (``build_word``: ``stale``).
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import json
import sys
from pathlib import Path
from typing import Any

MODULES: tuple[str, ...] = (
    "games.players.masks",
    "games.players.draws",
    "games.players.spades.sim",
    "games.players.spades.policy",
    "games.players.spades.fastroll",
    "games.players.spades.bidding",
    "games.players.spades.rules",
    "games.players.spades.evaluate",
    "games.players.spades.search",
    "games.players.spades.sampler",
    "games.players.spades.tables",
    "games.players.twentynine.sim",
    "games.players.twentynine.policy",
    "games.players.twentynine.evaluate",
    "games.players.twentynine.search",
    "games.players.twentynine.sampler",
    "games.players.twentynine.tables",
    "games.players.schmier.sim",
    "games.players.schmier.policy",
    "games.players.schmier.model",
    "games.players.schmier.search",
    "games.players.tonk.sim",
    "games.players.tonk.sampler",
    "games.players.tonk.model",
    "games.players.tonk.evaluate",
    "games.spades.tricks",
    "games.twentynine.tricks",
    "games.tonk.melds",
)
"""The modules compiled: where the strong players spend their CPU (cProfile of ``bench-ai``).
Not compiled, because tests replace their functions or class methods (which compiled callers
would no longer see): ``racing``, Schmier's ``sampler``, the ``strong`` modules; nor
``games.schmier.trumps``, whose frozen tables a match's ``deepcopy`` must copy (a compiled frozen
dataclass cannot be rebuilt by ``copy``)."""

GROUP = "games.native"
"""mypyc's group: its shared library is ``games/native__mypyc`` plus the extension suffix."""

SOURCES_FILE = "native-sources.json"
"""Beside ``games/__init__.py``: ``{module: sha256 of its source}`` as compiled."""

ROOT = Path(__file__).resolve().parent.parent
"""The directory holding the ``games`` package (the checkout, or site-packages)."""


def source_of(module: str) -> Path:
    return ROOT.joinpath(*module.split(".")).with_suffix(".py")


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def extension_files() -> list[Path]:
    """Every compiled file under ``games/`` (the modules' extensions and the shared library)."""
    found: set[Path] = set()
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        found.update((ROOT / "games").rglob(f"*{suffix}"))
    return sorted(found)


def is_compiled(module: Any) -> bool:
    """Whether an imported module runs from a C extension rather than its source."""
    file = getattr(module, "__file__", None) or ""
    return file.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def compiled_file(module: str) -> Path | None:
    """The C extension built for ``module``, if there is one (it shadows the source)."""
    source = source_of(module)
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        path = source.with_name(source.stem + suffix)
        if path.exists():
            return path
    return None


def stale_modules() -> list[str]:
    """Compiled modules whose source changed since the build (or whose build is unknown)."""
    manifest = ROOT / "games" / SOURCES_FILE
    built: dict[str, str] = json.loads(manifest.read_text()) if manifest.exists() else {}
    return [
        m for m in MODULES if compiled_file(m) is not None and built.get(m) != digest(source_of(m))
    ]


def build_word() -> str:
    """One word for the build the modules of ``MODULES`` imported so far run: ``pure``,
    ``compiled``, ``mixed`` (some of each), or ``stale`` (a compiled source was edited since)."""
    loaded = [sys.modules[m] for m in MODULES if m in sys.modules]
    compiled = sum(map(is_compiled, loaded))
    if not compiled:
        return "pure"
    if stale_modules():
        return "stale"
    return "compiled" if compiled == len(loaded) else "mixed"
