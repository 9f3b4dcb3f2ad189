"""The import picture of a package: circles, imports that run up a layer, the largest files.

    python benchmarks/imports.py games          # from the repository root
    python benchmarks/imports.py bot --json

Every ``import`` / ``from ... import`` counts, wherever it is written (module level, inside a
function, under ``TYPE_CHECKING``): a circle that only a lazy or type-checking import keeps
from failing is still a circle in the design.  The implicit import of a parent package is not
counted (every module would then sit in a circle with its package's ``__init__``).

Layers are a ranking of module-name prefixes (``LAYERS``, lowest first; the longest matching
prefix decides); an import from a lower layer to a higher one is reported as upward.  Inside
a game package of ``games`` a second rule holds: the view reads the hand, never the match,
and nothing below the match imports it (``GAME_FILES``).  Nothing here is imported at run time.
"""

from __future__ import annotations

import argparse
import ast
import json
import sys
from pathlib import Path
from typing import Any

LAYERS: dict[str, list[list[str]]] = {
    "games": [
        [
            "games.errors",
            "games.cards",
            "games.actions",
            "games.options",
            "games.shuffle",
            "games.fast_shuffle",
        ],
        ["games.core"],
        [
            "games",
            "games.records",
            "games.sheets",
            "games.replays",
            "games.stats",
            "games.twentynine",
            "games.schmier",
            "games.spades",
            "games.tonk",
        ],
        ["games.players"],
        ["games.arena", "games.bench", "games.cli", "games.__main__"],
    ],
    "bot": [
        ["bot.settings", "bot.log"],
        ["bot.db"],
        ["bot.leagues"],
        ["bot.tables", "bot.computers"],
        ["bot.presenter"],
        ["bot.render", "bot.emojis"],
        ["bot.views", "bot.components"],
        ["bot.exts"],
        ["bot", "bot.bot", "bot.__main__", "bot.health"],
    ],
}
"""Layers of each package, lowest first (``shared/docs/house.md``); unlisted modules are free."""

GAME_PACKAGES = ("games.twentynine", "games.schmier", "games.spades", "games.tonk")
GAME_FILES = {"view": 1, "match": 2, "__init__": 3}
"""Rank of a game's files; every other file of the game (hand, scoring, options, tables) is 0."""


def module_name(root: Path, path: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def typing_only(tree: ast.AST) -> set[int]:
    """The ids of the import nodes under ``if TYPE_CHECKING:`` (a name for a type hint only)."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            out.update(id(n) for stmt in node.body for n in ast.walk(stmt))
    return out


def imports_of(
    tree: ast.AST, name: str, is_pkg: bool, known: set[str], *, typing: bool = True
) -> set[str]:
    """The package's modules that ``name`` imports (submodules named in ``from`` included);
    without ``typing``, those under ``if TYPE_CHECKING:`` are left out."""
    out: set[str] = set()
    package = name if is_pkg else name.rpartition(".")[0]
    skip = set() if typing else typing_only(tree)
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in known:
                    out.add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")
                up = up[: len(up) - node.level + 1]
                base = ".".join([*up, base] if base else up)
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                if sub in known:
                    out.add(sub)
                elif base in known:
                    out.add(base)
    out.discard(name)
    return out


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's components with more than one module (each one is a circle or several)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = 0

    def visit(v: str) -> None:
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    sys.setrecursionlimit(10_000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(out)


def layer_of(name: str, layers: list[list[str]]) -> int | None:
    best: tuple[int, int] | None = None
    for rank, prefixes in enumerate(layers):
        for p in prefixes:
            if (name == p or name.startswith(p + ".")) and (best is None or len(p) > best[0]):
                best = (len(p), rank)
    return None if best is None else best[1]


def game_rank(name: str) -> tuple[str, int] | None:
    for pkg in GAME_PACKAGES:
        if name == pkg:
            return pkg, GAME_FILES["__init__"]
        if name.startswith(pkg + "."):
            return pkg, GAME_FILES.get(name[len(pkg) + 1 :].split(".")[0], 0)
    return None


def upward(graph: dict[str, set[str]], layers: list[list[str]]) -> list[list[str]]:
    out = []
    for a in sorted(graph):
        for b in sorted(graph[a]):
            la, lb = layer_of(a, layers), layer_of(b, layers)
            if la is not None and lb is not None and lb > la:
                out.append([a, b])
                continue
            ga, gb = game_rank(a), game_rank(b)
            if ga and gb and ga[0] == gb[0] and gb[1] > ga[1]:
                out.append([a, b])
    return out


def picture(root: Path, top: int, typing: bool = True) -> dict[str, Any]:
    files = {module_name(root, p): p for p in sorted(root.rglob("*.py"))}
    known = set(files)
    graph = {
        name: imports_of(
            ast.parse(p.read_text()), name, p.name == "__init__.py", known, typing=typing
        )
        for name, p in files.items()
    }
    sizes = sorted(
        ((len(p.read_text().splitlines()), str(p)) for p in files.values()), reverse=True
    )
    circles = strongly_connected(graph)
    ups = upward(graph, LAYERS.get(root.name, []))
    return {
        "package": root.name,
        "modules": len(files),
        "lines": sum(n for n, _ in sizes),
        "circles": len(circles),
        "circle_modules": circles,
        "upward_imports": len(ups),
        "upward": ups,
        "largest": [[path, n] for n, path in sizes[:top]],
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("package", help="the package directory, e.g. games or bot")
    p.add_argument("--top", type=int, default=8, help="how many of the largest files to list")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--no-typing",
        action="store_true",
        help="leave out the imports under `if TYPE_CHECKING:` (names for type hints only)",
    )
    args = p.parse_args(argv)
    doc = picture(Path(args.package).resolve(), args.top, typing=not args.no_typing)
    if args.json:
        print(json.dumps(doc))
        return 0
    print(f"{doc['package']}: {doc['modules']} modules, {doc['lines']} lines")
    print(f"circles: {doc['circles']}")
    for c in doc["circle_modules"]:
        print("  " + " <-> ".join(c))
    print(f"upward imports: {doc['upward_imports']}")
    for a, b in doc["upward"]:
        print(f"  {a} -> {b}")
    print("largest files:")
    here = Path.cwd()
    for path, n in doc["largest"]:
        shown = Path(path).relative_to(here) if Path(path).is_relative_to(here) else path
        print(f"  {n:6d}  {shown}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
