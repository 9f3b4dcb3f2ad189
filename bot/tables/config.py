"""The table service's settings: turn time, the computers' pace and budget, retries, limits.

A plain value (the bot builds it from its settings; tests use small times), read by the service,
the lobby rules and the driver of computer seats and timers alike.
"""

from __future__ import annotations

from dataclasses import dataclass

DEADLINE_PER_BUDGET = 5.0
"""A computer's decision may take this many times its thinking budget (``computer_deadline``)."""
SAVE_RETRY_MAX = 60.0
"""Seconds at most between a computer's (or a timed-out turn's) tries to commit its move while
the store fails."""


@dataclass(frozen=True, slots=True)
class ServiceConfig:
    turn_seconds: int = 120
    computer_pause: float = 1.0
    computer_budget: float = 1.0
    """Seconds a computer may think about one decision (strong players use far less)."""
    computer_processes: int | None = None
    """Worker processes for strong decisions (None: one per spare core, at most two; 0: a
    thread, for tests)."""
    save_retry: float = 1.0
    """Seconds before a computer tries again a move whose commit failed; doubled at each
    failure in a row, up to ``SAVE_RETRY_MAX`` (a store that is down is not hammered)."""
    lobby_expiry: float = 3600.0
    """Seconds a lobby may stay without any change before it is closed (0: never)."""
    max_tables_per_host: int = 0
    """Open tables one person may host in a server (0: no limit; the bot passes its setting)."""
    max_tables_per_server: int = 0
    """Open tables a server may have at once (0: no limit; the bot passes its setting)."""
    rematch_hold: float = 300.0
    """Seconds a rematch holds the seats of the last table's people for them
    (``REMATCH_HOLD_MINUTES``)."""
    computer_deadline: float | None = None
    """Seconds one decision may take before the computer plays a basic move instead, and a
    worker process still busy with it is replaced (None: ``DEADLINE_PER_BUDGET`` times
    ``computer_budget``)."""

    @property
    def decision_deadline(self) -> float:
        if self.computer_deadline is not None:
            return self.computer_deadline
        return DEADLINE_PER_BUDGET * self.computer_budget
