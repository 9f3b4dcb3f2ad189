"""``compile``: the optional compiled build of the computers' hot modules (``games.compiled``).

Builds them in place with mypyc from the same typed source (mypy, from the test extra, and a C
compiler); ``--clean`` removes every compiled file again, back to the pure-Python default.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from typing import Any

from games import compiled
from games.cli.common import fail

BUILD_DIR = "build/mypyc"
"""mypyc's C sources and the compiler's objects, under the directory holding ``games``."""


def add_parser(sub: Any) -> None:
    p = sub.add_parser("compile", help="build (or --clean) the optional compiled modules")
    p.add_argument("--clean", action="store_true", help="remove the compiled files")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="parallel compilers")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.clean:
        removed = clean()
        print(f"removed {removed} compiled files: the pure-Python build runs")
        return 0
    try:
        import mypyc.build  # noqa: F401  (installed with mypy, in the test extra)
    except ImportError:
        fail('compile needs mypyc, which comes with mypy: pip install -e ".[test]"', 2)
    clean()
    start = time.monotonic()
    # A child process: setuptools and mypyc stay out of this one, and the build runs where the
    # ``games`` package is (mypyc names each module by its path from there).
    proc = subprocess.run([sys.executable, "-c", _BUILD, str(args.jobs)], cwd=compiled.ROOT)
    if proc.returncode:
        clean()
        fail("compile failed (see above); nothing compiled is left behind", 1)
    sources = {m: compiled.digest(compiled.source_of(m)) for m in compiled.MODULES}
    manifest = compiled.ROOT / "games" / compiled.SOURCES_FILE
    manifest.write_text(json.dumps(sources, indent=1, sort_keys=True) + "\n")
    print(
        f"compiled {len(compiled.MODULES)} modules in {time.monotonic() - start:.0f} s "
        f"(python -m games compile --clean removes them)"
    )
    return 0


def clean() -> int:
    """Remove the extensions, the shared library, the manifest and mypyc's build directory."""
    files = compiled.extension_files()
    manifest = compiled.ROOT / "games" / compiled.SOURCES_FILE
    if manifest.exists():
        files.append(manifest)
    for path in files:
        path.unlink()
    shutil.rmtree(compiled.ROOT / BUILD_DIR, ignore_errors=True)
    return len(files)


_BUILD = f"""
import sys
from mypyc.build import mypycify
from setuptools import Distribution
from games.compiled import GROUP, MODULES, source_of, ROOT

paths = [str(source_of(m).relative_to(ROOT)) for m in MODULES]
# The project's mypy settings (pyproject.toml) hold; its lab and pyspiel sections are unused here.
extensions = mypycify(
    ["--no-warn-unused-configs", *paths], opt_level="3", group_name=GROUP, target_dir="{BUILD_DIR}"
)
# A bare Distribution: setup() would read pyproject.toml's [project], which needs a newer
# setuptools than a Python 3.11 venv has (pip builds the project with its own).
dist = Distribution({{"name": "cardroom-compiled", "ext_modules": extensions}})
dist.script_name = "compile"
dist.script_args = [
    "build_ext", "--inplace", "--parallel", sys.argv[1],
    "--build-temp", "{BUILD_DIR}/temp", "--build-lib", "{BUILD_DIR}/lib",
]
dist.parse_command_line()
dist.run_commands()
"""
