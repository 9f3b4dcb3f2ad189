"""The optional compiled build (``games.compiled``): the modules run the build that is on disk,
and a source edited after its build is reported stale, never run compiled unseen.  CI runs
this file in the pure build (the README's command) and again after ``python -m games compile``
(``.ci/run``): each time it checks the build that is there."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

from games import compiled


def test_the_modules_run_the_build_on_disk() -> None:
    """With no compiled file every module imports from its source (``pure``); after a build
    every one imports from its extension, none is stale (``compiled``)."""
    modules = [importlib.import_module(m) for m in compiled.MODULES]
    built = [m for m in compiled.MODULES if compiled.compiled_file(m) is not None]
    if not compiled.extension_files():
        assert not any(map(compiled.is_compiled, modules))
        assert compiled.build_word() == "pure"
    else:
        assert built == list(compiled.MODULES), "a build compiles every module it lists"
        assert all(map(compiled.is_compiled, modules))
        assert compiled.stale_modules() == []
        assert compiled.build_word() == "compiled"


def test_an_edited_source_is_stale(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The manifest holds each compiled source's hash: a source changed since (or a module
    missing from the manifest) is stale; a module with no extension is not."""
    monkeypatch.setattr(compiled, "ROOT", tmp_path)
    for m in compiled.MODULES:
        path = compiled.source_of(m)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"# {m}\n")
    manifest = {m: compiled.digest(compiled.source_of(m)) for m in compiled.MODULES}
    (tmp_path / "games" / compiled.SOURCES_FILE).write_text(json.dumps(manifest))
    have = set(compiled.MODULES[:3])
    monkeypatch.setattr(compiled, "compiled_file", lambda m: Path(f"{m}.so") if m in have else None)
    assert compiled.stale_modules() == []
    edited = compiled.MODULES[1]
    compiled.source_of(edited).write_text("# edited\n")
    compiled.source_of(compiled.MODULES[5]).write_text("# edited, but not compiled\n")
    assert compiled.stale_modules() == [edited]
    (tmp_path / "games" / compiled.SOURCES_FILE).unlink()
    assert compiled.stale_modules() == list(compiled.MODULES[:3]), "no manifest: none trusted"
