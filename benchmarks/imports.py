"""The import picture of ``bot/``: import circles, imports that run up a layer, the largest files.

    python benchmarks/imports.py [--root DIR] [--top 12]

Reads the sources with ``ast`` (nothing is imported).  An import is *typing* when it sits under
``if TYPE_CHECKING:``, *lazy* when it sits inside a function, else *runtime*.  Circles are the
strongly connected components of the module graph, counted twice: over runtime imports (what
Python meets while importing) and over every import (what a reader meets).  The layers are
those of ``shared/docs/house.md``, lowest first; an import from a lower layer into a higher one
is *upward*.  ``from pkg import name`` counts as an import of ``pkg.name`` when that is a module,
else of ``pkg`` (its ``__init__``).  Not a test: it prints numbers.
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("games", ("games",)),
    ("base", ("bot.log", "bot.settings")),
    ("db", ("bot.db",)),
    ("leagues", ("bot.leagues",)),
    ("tables", ("bot.tables", "bot.computers")),
    ("render", ("bot.render", "bot.emojis")),
    ("presenter", ("bot.presenter", "bot.render.publisher", "bot.render.opening")),
    ("components", ("bot.views", "bot.components")),
    ("exts", ("bot.exts",)),
    ("app", ("bot.bot", "bot.__main__", "bot.health", "bot")),
)
"""Layers, lowest first, and the modules in each (the longest prefix wins).  Today's presenter
lives in ``bot/render/`` (``publisher``, ``opening``): it is counted in the presenter's layer."""


@dataclass(frozen=True, slots=True)
class Edge:
    source: str
    target: str
    kind: str  # runtime, typing, lazy
    line: int


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def layer_of(module: str) -> int:
    best, rank = -1, -1
    for i, (_, prefixes) in enumerate(LAYERS):
        for p in prefixes:
            if (module == p or module.startswith(p + ".")) and len(p) > best:
                best, rank = len(p), i
    return rank


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.Module) -> Iterator[tuple[ast.Import | ast.ImportFrom, str]]:
    """Every import statement with its kind."""

    def walk(nodes: list[ast.stmt], kind: str) -> Iterator[tuple[ast.Import | ast.ImportFrom, str]]:
        for node in nodes:
            if isinstance(node, ast.Import | ast.ImportFrom):
                yield node, kind
            elif isinstance(node, ast.If) and _is_type_checking(node.test):
                yield from walk(node.body, "typing")
                yield from walk(node.orelse, kind)
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                yield from walk(node.body, "lazy")
            else:
                inner: list[ast.stmt] = []
                for child in ast.iter_child_nodes(node):
                    if isinstance(child, ast.stmt):
                        inner.append(child)
                    elif isinstance(child, ast.ExceptHandler | ast.match_case):
                        inner.extend(child.body)
                yield from walk(inner, kind)

    yield from walk(tree.body, "runtime")


def edges_of(path: Path, module: str, modules: set[str]) -> list[Edge]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    out: list[Edge] = []
    for node, kind in _imports(tree):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        else:
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(up + ([base] if base else []))
            for a in node.names:
                sub = f"{base}.{a.name}"
                targets.append(sub if sub in modules else base)
        for target in targets:
            known = _known(target, modules)
            if known is not None and known != module:
                out.append(Edge(module, known, kind, node.lineno))
    return out


def _known(name: str, modules: set[str]) -> str | None:
    while name:
        if name in modules:
            return name
        name = name.rpartition(".")[0]
    return None


def circles(nodes: set[str], edges: list[Edge]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iteratively)."""
    graph: dict[str, set[str]] = {n: set() for n in nodes}
    for e in edges:
        graph[e.source].add(e.target)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = 0
    for start in sorted(nodes):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on.add(start)
        while work:
            node, it = work[-1]
            for nxt in it:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                    break
                if nxt in on:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    comp = []
                    while True:
                        w = stack.pop()
                        on.discard(w)
                        comp.append(w)
                        if w == node:
                            break
                    if len(comp) > 1:
                        out.append(sorted(comp))
    return sorted(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", type=Path, default=ROOT)
    parser.add_argument("--top", type=int, default=12)
    args = parser.parse_args(argv)
    root: Path = args.root
    files = {module_name(p, root): p for d in ("bot", "games") for p in (root / d).rglob("*.py")}
    modules = set(files)
    edges = [
        e for m, p in sorted(files.items()) if m.startswith("bot") for e in edges_of(p, m, modules)
    ]
    bot_modules = {m for m in modules if m == "bot" or m.startswith("bot.")}
    inner = [e for e in edges if e.target in bot_modules]

    print(f"bot/: {len(bot_modules)} modules, {len(inner)} imports between them")
    for title, kinds in (("runtime imports", {"runtime"}), ("every import", None)):
        chosen = [e for e in inner if kinds is None or e.kind in kinds]
        found = circles(bot_modules, chosen)
        print(f"\nimport circles over {title}: {len(found)}")
        for comp in found:
            print("  " + " ↔ ".join(comp))

    upward = [e for e in edges if layer_of(e.target) > layer_of(e.source)]
    print(f"\nupward imports (a layer importing one above it): {len(upward)}")
    names = [n for n, _ in LAYERS]
    for e in sorted(upward, key=lambda e: (e.source, e.target)):
        print(
            f"  {e.source} ({names[layer_of(e.source)]}) -> {e.target} "
            f"({names[layer_of(e.target)]}), line {e.line}, {e.kind}"
        )

    sizes = sorted(
        ((len(p.read_text(encoding="utf-8").splitlines()), m) for m, p in files.items()
         if m in bot_modules),
        reverse=True,
    )  # fmt: skip
    print(f"\nthe {args.top} largest files of bot/ (lines)")
    for n, m in sizes[: args.top]:
        print(f"  {n:5d}  {files[m].relative_to(root)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
