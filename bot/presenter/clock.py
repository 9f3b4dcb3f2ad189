"""The presenter's clock (``Clock``): when an edit was made, and the pause until the next one.

Monotonic time and ``asyncio.sleep`` in the bot; a test hands in a clock it moves itself, so the
edit interval can be the shipped default and nothing sleeps for real.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Clock:
    now: Callable[[], float] = time.monotonic
    """Seconds, monotonic: only differences count."""
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep
    """Wait that many seconds of this clock (the edit timers)."""


REAL = Clock()
