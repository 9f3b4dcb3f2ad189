"""Two levels against one opponent on the same duplicate deals, and their paired difference.

``arena GAME --a X --b basic`` and ``--a Y --b basic`` give two margins with wide intervals; on
the same deals most hands go the same way under both, so the per-deal difference of X's margin
and Y's is measured far more tightly.  This runs both arenas (``games.arena.play_deal``, the
deals of ``arena --seed``) and prints the two margins and the difference::

    python -m lab.tonk.paired tonk strong strong-ref basic --deals 300
    python -m lab.tonk.paired schmier strong strong-ref basic --deals 200

Each level's per-deal margins are cached in ``--cache`` (a JSON file per game, level, opponent
and seed), so a variant is compared with a reference measured once.  Measurement only.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
from pathlib import Path

from games.arena import DealJob, play_deal


def margins(
    game: str, level: str, against: str, deals: int, seed: int, cache: Path | None
) -> list[float]:
    """Per-deal margins of ``level`` against ``against`` (the arena's deals of ``seed``)."""
    path = cache / f"{game}-{level}-{against}-{seed}.json" if cache else None
    got: list[float] = json.loads(path.read_text()) if path and path.exists() else []
    for i in range(len(got), deals):
        got.append(
            play_deal(DealJob(game, {}, None, level, against, f"arena/{seed}/deal/{i}", 1.0))
        )
        if path:
            path.write_text(json.dumps(got))
    return got[:deals]


def ci(xs: list[float]) -> tuple[float, float]:
    """Mean and 95% half-width (normal approximation)."""
    return statistics.fmean(xs), 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("game")
    ap.add_argument("x")
    ap.add_argument("y")
    ap.add_argument("against")
    ap.add_argument("--deals", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cache", type=Path, default=None, help="directory for per-deal margins")
    ap.add_argument("--no-cache-x", action="store_true", help="always replay level x")
    args = ap.parse_args(argv)
    if args.cache:
        args.cache.mkdir(parents=True, exist_ok=True)
    xs = margins(
        args.game,
        args.x,
        args.against,
        args.deals,
        args.seed,
        None if args.no_cache_x else args.cache,
    )
    ys = margins(args.game, args.y, args.against, args.deals, args.seed, args.cache)
    for name, m in (
        (args.x, xs),
        (args.y, ys),
        (f"{args.x} - {args.y}", [a - b for a, b in zip(xs, ys, strict=True)]),
    ):
        mean, hw = ci(m)
        print(
            f"{args.game} {name} vs {args.against}: {mean:+.3f}"
            f"  95% CI [{mean - hw:+.3f}, {mean + hw:+.3f}]"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
