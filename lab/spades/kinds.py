"""CPU per decision of a Spades level by kind (bid, play by cards left), over bench-ai's deals.

PYTHONPATH=. python -m lab.spades.kinds strong 6
"""

from __future__ import annotations

import random
import sys
import time
from collections import defaultdict

from games import match_class
from games.bench import FAR_BUDGET
from games.players.base import choose_for, make_player


def main() -> None:
    level = sys.argv[1] if len(sys.argv) > 1 else "strong"
    deals = int(sys.argv[2]) if len(sys.argv) > 2 else 6
    player = make_player(level, "spades")
    by: dict[str, list[float]] = defaultdict(list)
    allt: list[float] = []
    for i in range(deals):
        match = match_class("spades")(None, seed=f"bench-ai/1/{i}")
        rng = random.Random(f"bench-ai/1/{i}")
        while not match.is_over and all(getattr(r, "redeal", False) for r in match.results):
            seat = match.to_act[0]
            view = match.view(seat)
            phase = view.get("phase", "?")
            t0 = time.thread_time()
            a = choose_for(match, seat, player, rng, FAR_BUDGET)
            dt = time.thread_time() - t0
            key = str(phase)
            if phase == "play":
                key = f"play{len(view.get('hand') or []):02d}"
            by[key].append(dt)
            allt.append(dt)
            match.apply(seat, a)
    allt.sort()
    n = len(allt)
    p50, p95 = allt[n // 2] * 1e3, allt[int(n * 0.95)] * 1e3
    print(f"{level}: {n} decisions p50 {p50:.1f} ms p95 {p95:.1f}")
    for key in sorted(by):
        v = sorted(by[key])
        mean_ms, max_ms = sum(v) / len(v) * 1e3, v[-1] * 1e3
        print(
            f"  {key:8} n={len(v):4} mean {mean_ms:7.1f} ms max {max_ms:7.1f} total {sum(v):6.2f} s"
        )


if __name__ == "__main__":
    main()
