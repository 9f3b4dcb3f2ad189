"""The Discord side's rooms (docs/architecture.md): imports only go down, and generic code asks
a game's face instead of testing the game's name.

Read from the source (the ``ast`` of every module): an import under ``if TYPE_CHECKING:`` is
for types only and not counted; ``bot.bot`` (which builds everything) and ``bot.__main__`` may
import anything.
"""

from __future__ import annotations

import ast
from pathlib import Path

from games import GAMES

ROOT = Path(__file__).resolve().parents[2]
BOT = ROOT / "bot"

FORBIDDEN = {
    # Formatting makes no calls (aiohttp) and builds no components (``bot.views`` was their
    # package's name before issue 11).
    "bot.render": (
        "bot.components",
        "bot.views",
        "bot.presenter",
        "bot.exts",
        "bot.bot",
        "aiohttp",
    ),
    "bot.presenter": ("bot.render", "bot.components", "bot.exts", "bot.bot", "bot.tables.service"),
    "bot.components": ("bot.presenter", "bot.exts", "bot.bot"),
    "bot.tables": ("bot.render", "bot.components", "bot.presenter", "bot.exts", "discord"),
}
"""What each room may not import at run time (a room: the modules under a package)."""
GENERIC = ("bot.components", "bot.presenter", "bot.exts", "bot.render")
"""Rooms without a game's name in a comparison; ``bot.render.games`` holds the faces."""


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def runtime_imports(tree: ast.Module) -> set[str]:
    """Modules imported outside ``if TYPE_CHECKING:`` blocks."""
    found: set[str] = set()

    def walk(nodes: list[ast.stmt]) -> None:
        for node in nodes:
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                walk(node.orelse)
                continue
            for sub in ast.walk(node):
                if isinstance(sub, ast.Import):
                    found.update(alias.name for alias in sub.names)
                elif isinstance(sub, ast.ImportFrom) and sub.module and sub.level == 0:
                    found.add(sub.module)
                    found.update(f"{sub.module}.{alias.name}" for alias in sub.names)

    walk(tree.body)
    return found


def modules() -> dict[str, ast.Module]:
    return {module_name(p): ast.parse(p.read_text()) for p in sorted(BOT.rglob("*.py"))}


def under(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def test_imports_only_go_down() -> None:
    wrong = []
    for name, tree in modules().items():
        for room, forbidden in FORBIDDEN.items():
            if not under(name, room):
                continue
            for imported in runtime_imports(tree):
                if any(under(imported, f) for f in forbidden):
                    wrong.append(f"{name} imports {imported}")
    assert wrong == []


def test_the_presenter_holds_no_service() -> None:
    """Built with the store, the messages and a few table calls (``TableCalls``)."""
    checked = [name for name in modules() if under(name, "bot.presenter")]
    assert "bot.presenter.presenter" in checked  # its own room (not ``bot.render.publisher``)
    for name, tree in modules().items():
        if under(name, "bot.presenter"):
            names = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
            assert "service" not in names, name


def test_no_game_names_in_generic_code() -> None:
    """A game's peculiarities are its face's (``bot.render.games``), not an ``if game == ...``
    in the code every game runs through."""
    found = []
    for name, tree in modules().items():
        if not any(under(name, room) for room in GENERIC) or under(name, "bot.render.games"):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
                literals = {s.value for s in sides if isinstance(s, ast.Constant)}
                if literals & set(GAMES):
                    found.append(f"{name}:{node.lineno}: {ast.unparse(node)}")
            elif isinstance(node, ast.Dict):
                keys = {k.value for k in node.keys if isinstance(k, ast.Constant)}
                if keys & set(GAMES) and not keys >= set(GAMES):
                    found.append(f"{name}:{node.lineno}: a chart of some games")
    assert found == []
