"""Two levels against a third on the same duplicate deals, their per-deal margins paired.

The arena prints one level against another; "does A do as well against basic as B does" is
sharper paired deal by deal (both sides see the same cards), which this prints::

    PYTHONPATH=. python -m lab.spades.paired strong strong-ref basic 200 4
"""

from __future__ import annotations

import math
import sys

from games.arena import run_arena


def paired(a: str, b: str, against: str, deals: int, seed: int) -> str:
    """``a``'s and ``b``'s mean margins against ``against`` and their paired difference."""
    ma = run_arena("spades", a, against, deals=deals, seed=seed, budget=100.0).margins
    mb = run_arena("spades", b, against, deals=deals, seed=seed, budget=100.0).margins
    d = [x - y for x, y in zip(ma, mb, strict=True)]
    m = sum(d) / len(d)
    half = 1.96 * math.sqrt(sum((x - m) ** 2 for x in d) / (len(d) - 1) / len(d))
    return (
        f"{a} {sum(ma) / len(ma):+.2f}, {b} {sum(mb) / len(mb):+.2f} against {against}; "
        f"paired {a} - {b}: {m:+.2f} per deal, 95% CI [{m - half:+.2f}, {m + half:+.2f}]"
    )


if __name__ == "__main__":
    a, b, against, deals, seed = sys.argv[1:6]
    print(paired(a, b, against, int(deals), int(seed)))
