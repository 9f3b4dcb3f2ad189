"""The computer-player interface.

A player is given the seat's view (``Match.view(seat)``), the legal actions, a seeded random
generator and a deadline, and returns one of the legal actions.  It never receives the match, so
it cannot read hidden cards: ``choose_for`` is the only bridge and passes copies of public data.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from importlib import import_module
from typing import Any, Protocol, TypeVar

from games.actions import Action

ViewT_contra = TypeVar("ViewT_contra", contravariant=True)
"""The view a player reads: its game's declared type (``games.spades.SpadesView``, ...)."""


class Player(Protocol[ViewT_contra]):
    """A computer player of one level, reading its game's view type."""

    level: str

    def choose(
        self,
        view: ViewT_contra,
        legal: Sequence[Action],
        rng: random.Random,
        deadline: float,
    ) -> Action:
        """Return one action of ``legal``; ``deadline`` is a ``time.monotonic()`` value."""
        ...


class Seated(Protocol):
    """What ``choose_for`` reads of a match: a seat's legal actions and its view (a protocol,
    so the bridge does not depend on the match's type parameters)."""

    def legal_actions(self, seat: int) -> Sequence[Action]: ...

    def view(self, seat: int | None = None) -> Any: ...


def choose_for(
    match: Seated, seat: int, player: Player[Any], rng: random.Random, budget: float = 1.0
) -> Action:
    """Ask ``player`` for ``seat``'s action, giving it only the seat's view and legal actions."""
    legal = match.legal_actions(seat)
    if not legal:
        raise ValueError(f"seat {seat} has no legal action")
    action = player.choose(match.view(seat), legal, rng, time.monotonic() + budget)
    if action not in legal:
        raise RuntimeError(f"{player.level} player chose an illegal action: {action}")
    return action


LEVELS: tuple[str, ...] = ("random", "basic", "strong")


REFERENCE_SUFFIX = "-ref"
"""A level named ``...-ref`` (``strong-ref``) is a pinned reference kept for measurement: today's
player with every later saving switched off, run by ``bench-ai --against`` and arenas.  Each game
package lists it in its ``LEVELS`` like any level; ``make_player`` builds it, but ``levels_for``
does not offer it, so no table ever gets one."""


def is_reference(level: str) -> bool:
    return level.endswith(REFERENCE_SUFFIX)


def levels_for(game: str) -> tuple[str, ...]:
    """The levels people may choose for ``game`` (each game's package ``games.players.<game>``)."""
    return ("random", *(lv for lv in _game_levels(game) if not is_reference(lv)))


def reference_levels(game: str) -> tuple[str, ...]:
    """The pinned reference levels of ``game`` (measurement only, never offered)."""
    return tuple(lv for lv in _game_levels(game) if is_reference(lv))


def _game_levels(game: str) -> dict[str, Callable[[], Player[Any]]]:
    try:
        module = import_module(f"games.players.{game}")
    except ModuleNotFoundError as exc:
        if exc.name != f"games.players.{game}":
            raise
        return {}
    levels: dict[str, Callable[[], Player[Any]]] = dict(module.LEVELS)
    return levels


def make_player(level: str, game: str) -> Player[Any]:
    """The computer player of ``level`` for ``game``."""
    from games.players.random_player import RandomPlayer

    if level == "random":
        return RandomPlayer()
    levels = _game_levels(game)
    if level not in levels:
        known = ", ".join((*levels_for(game), *reference_levels(game)))
        raise ValueError(f"unknown computer level {level!r} for {game} (levels: {known})")
    return levels[level]()
