"""Offline regret of card-play stopping rules, from value matrices of many sampled worlds.

For every play decision of ``strong-ref`` in bench-ai's first hands (with candidates to
compare), every candidate is scored in ``W`` worlds (the player's own sampler and rollouts /
exact search).  A rule sees a prefix of the worlds (at most ``REF`` of them); its choice is
judged by the mean of the later worlds (ground truth, independent of the prefix).  Regret:
ground-truth mean of the best card minus that of the chosen card, per decision.

    PYTHONPATH=. python -m lab.spades.regret collect 10 /tmp/mats.pkl
    PYTHONPATH=. python -m lab.spades.regret judge /tmp/mats.pkl
    PYTHONPATH=. python -m lab.spades.regret groups /tmp/mats.pkl   # the reference, by kind
"""

from __future__ import annotations

import math
import pickle
import random
import sys
import time
from typing import Any

from games import match_class
from games.bench import FAR_BUDGET
from games.players.base import choose_for, make_player
from games.players.options import options_of
from games.players.spades import strong
from games.players.spades.fastroll import play_out
from games.players.spades.knowledge import read_view
from games.players.spades.sampler import Sampler
from games.players.spades.search import EXACT_CARDS, cards_left, solve_moves
from games.players.spades.sim import Rules, value
from games.spades.options import Options

GT = 200


def matrix(view: Any, legal: Any, rng: random.Random) -> dict[str, Any] | None:
    k = read_view(view, Rules.from_options(options_of(view, Options), strong.BAG_SHARE))
    if k.phase != "play" or k.hand is None:
        return None
    cards = [int(a.card) for a in legal if hasattr(a, "card")]
    cands = strong._own_representatives(k, strong.safe_candidates(k, cards))
    if len(cands) < 2:
        return None
    sampler = Sampler(k, rng, fast=True)
    team, bids, bags, rules = k.team, k.bids, k.bags, k.rules
    exact = sum(k.hand_sizes) <= EXACT_CARDS
    n_ref = (
        strong.EXACT_SAMPLES
        if exact
        else max(strong.MIN_SAMPLES, min(strong.MAX_SAMPLES, strong.ROLLOUT_BUDGET // len(cands)))
    )

    def evalf(tricks: tuple[int, ...]) -> float:
        return value(rules, bids, tricks, team, bags)

    def world_values(st: Any) -> list[float]:
        """Every candidate's value in one world: solved when few cards are left, else rolled out."""
        if exact and cards_left(st) <= EXACT_CARDS:
            return solve_moves(st, team, evalf, cands)
        vals = []
        for c in cands:
            s = st.clone()
            s.play(c)
            play_out(s)
            vals.append(evalf(tuple(s.tricks)))
        return vals

    t0 = time.thread_time()
    rows = [world_values(k.state(sampler.sample())) for _ in range(n_ref + GT)]
    cpu = (time.thread_time() - t0) / (n_ref + GT)
    # importance-weighted worlds: one draw each, weighed by how well it explains the bids
    is_rows, is_w = [], []
    for _ in range(2 * n_ref):
        h = sampler.deal()
        is_w.append(sampler.weight(h) if sampler.use_bids else 1.0)
        is_rows.append(world_values(k.state(h)))
    return {
        "n_ref": n_ref,
        "rows": rows,
        "exact": exact,
        "cpu_world": cpu,
        "left": sum(k.hand_sizes),
        "is_rows": is_rows,
        "is_w": is_w,
    }


def collect(deals: int, path: str) -> None:
    player = make_player("strong-ref", "spades")
    out = []
    for i in range(deals):
        match = match_class("spades")(None, seed=f"bench-ai/1/{i}")
        rng = random.Random(f"bench-ai/1/{i}")
        mrng = random.Random(f"regret/{i}")
        while not match.is_over and all(getattr(r, "redeal", False) for r in match.results):
            seat = match.to_act[0]
            view = match.view(seat)
            legal = match.legal_actions(seat)
            m = matrix(view, legal, mrng)
            if m is not None:
                out.append(m)
            match.apply(seat, choose_for(match, seat, player, rng, FAR_BUDGET))
        print(i, len(out), file=sys.stderr)
    with open(path, "wb") as f:
        pickle.dump(out, f)


def mean(xs: list[float]) -> float:
    return sum(xs) / len(xs)


def run_rule(rows: list[list[float]], n_ref: int, rule: Any) -> tuple[int, int]:
    """(choice, rollouts spent) of a rule over the prefix ``rows[:n_ref]``."""
    choice, spent = rule(rows[:n_ref])
    return int(choice), int(spent)


def ref_rule(rows: list[list[float]]) -> tuple[int, int]:
    n = len(rows[0])
    tot = [sum(r[i] for r in rows) for i in range(n)]
    return max(range(n), key=lambda i: (tot[i], -i)), len(rows) * n


def judge(path: str) -> None:
    with open(path, "rb") as f:
        mats = pickle.load(f)
    rules = RULES
    print(f"{len(mats)} decisions")
    for name, rule in rules.items():
        reg = 0.0
        regs = []
        spent = 0
        spent_ref = 0
        worst = 0.0
        for m in mats:
            rows = m["rows"]
            n_ref = m["n_ref"]
            gt = rows[n_ref:]
            nc = len(rows[0])
            gm = [mean([r[i] for r in gt]) for i in range(nc)]
            if getattr(rule, "wants_m", False):
                c, cost = rule(m)
            else:
                c, cost = rule(rows[:n_ref])
            r = max(gm) - gm[c]
            regs.append(r)
            reg += r
            spent += cost
            spent_ref += n_ref * nc
            worst = max(worst, r)
        n = len(mats)
        sd = math.sqrt(sum((x - reg / n) ** 2 for x in regs) / (n - 1))
        print(
            f"{name:28} regret/decision {reg / n:6.3f} (se {sd / math.sqrt(n):.3f}) "
            f"worst {worst:6.1f}  rollouts {spent / spent_ref:5.1%}"
        )


def prefix_rule(k: int) -> Any:
    def rule(rows: list[list[float]]) -> tuple[int, int]:
        return ref_rule(rows[: max(2, min(len(rows), k))])

    return rule


def frac_rule(f: float) -> Any:
    def rule(rows: list[list[float]]) -> tuple[int, int]:
        return ref_rule(rows[: max(2, int(len(rows) * f))])

    return rule


RULES: dict[str, Any] = {
    "ref": ref_rule,
    "half worlds": frac_rule(0.5),
    "third": frac_rule(0.34),
    "fifth": frac_rule(0.2),
    "12 worlds": prefix_rule(12),
    "8 worlds": prefix_rule(8),
}


def race_rule(z: float, warm: int, never: bool = False, both: bool = False, tie: int = 0) -> Any:
    """Successive elimination over the prefix: after ``warm`` worlds a card is dropped when
    (``never``) it was better than the leader in no world so far and worse in some, and/or
    (``both``: and; otherwise or, z <= 0: off) its paired deficit is beyond ``z`` SE; stop with
    one left, or (``tie``) when every card scored alike in the first ``tie`` worlds."""

    def rule(rows: list[list[float]]) -> tuple[int, int]:
        nc = len(rows[0])
        alive = list(range(nc))
        tot = [0.0] * nc
        spent = 0
        for w, r in enumerate(rows, 1):
            spent += len(alive)
            for i in alive:
                tot[i] += r[i]
            if (
                tie
                and w == tie
                and all(rows[j][i] == rows[j][alive[0]] for j in range(w) for i in alive)
            ):
                break
            if w < warm or len(alive) == 1:
                continue
            lead = max(alive, key=lambda i: (tot[i], -i))
            keep = []
            for i in alive:
                if i == lead:
                    keep.append(i)
                    continue
                d = [rows[j][lead] - rows[j][i] for j in range(w)]
                nev = min(d) >= 0 and max(d) > 0
                m = sum(d) / w
                var = sum((x - m) ** 2 for x in d) / (w - 1)
                zs = z > 0 and var > 0 and m > z * math.sqrt(var / w)
                drop = (nev and zs) if both else ((never and nev) or zs)
                if not drop:
                    keep.append(i)
            alive = keep
            if len(alive) == 1:
                break
        best = max(alive, key=lambda i: (tot[i], -i))
        return best, spent

    return rule


RULES.update(
    {
        "race z2.6 w8": race_rule(2.6, 8),
        "race z3 w12": race_rule(3.0, 12),
        "race z4 w12": race_rule(4.0, 12),
        "never w8": race_rule(0, 8, never=True),
        "never w12": race_rule(0, 12, never=True),
        "never w16": race_rule(0, 16, never=True),
        "never&z2 w8": race_rule(2.0, 8, both=True),
        "never&z2 w12": race_rule(2.0, 12, both=True),
        "never|z3 w12": race_rule(3.0, 12, never=True),
        "tie12": race_rule(0, 999, tie=12),
        "tie12 never w12": race_rule(0, 12, never=True, tie=12),
    }
)


def is_rule(f: float) -> Any:
    def rule(m: dict[str, Any]) -> tuple[int, int]:
        n = max(2, int(m["n_ref"] * f))
        rows, ws = m["is_rows"][:n], m["is_w"][:n]
        nc = len(rows[0])
        tot = [sum(w * r[i] for w, r in zip(ws, rows, strict=True)) for i in range(nc)]
        return max(range(nc), key=lambda i: (tot[i], -i)), n * nc

    rule.wants_m = True  # type: ignore[attr-defined]
    return rule


RULES.update({"IS x1": is_rule(1.0), "IS x1.5": is_rule(1.5), "IS x2": is_rule(2.0)})


def exact_rule(k: int) -> Any:
    """The reference's worlds, but only ``k`` where the exact search decides."""

    def rule(m: dict[str, Any]) -> tuple[int, int]:
        rows = m["rows"][: k if m["exact"] else m["n_ref"]]
        return ref_rule(rows)

    rule.wants_m = True  # type: ignore[attr-defined]
    return rule


RULES.update({"exact 20": exact_rule(20), "exact 10": exact_rule(10)})


def groups(path: str) -> None:
    """The reference's regret and rollouts per decision, by candidate count and exactness:
    where more worlds would pay (and fewer would cost)."""
    with open(path, "rb") as f:
        mats = pickle.load(f)
    by: dict[tuple[int, bool], list[float]] = {}
    for m in mats:
        rows, n_ref = m["rows"], m["n_ref"]
        nc = len(rows[0])
        gm = [mean([r[i] for r in rows[n_ref:]]) for i in range(nc)]
        c, cost = ref_rule(rows[:n_ref])
        g = by.setdefault((min(nc, 5), m["exact"]), [0.0, 0.0, 0.0])
        g[0] += 1
        g[1] += max(gm) - gm[c]
        g[2] += cost
    for (size, exact), (n, reg, spent) in sorted(by.items()):
        label = f"{size}{'+' if size == 5 else ''} candidates{' exact' if exact else ''}"
        print(f"{label:22} {int(n):4} decisions  regret {reg / n:6.3f}  rollouts {spent / n:5.0f}")


if __name__ == "__main__":
    if sys.argv[1] == "collect":
        collect(int(sys.argv[2]), sys.argv[3])
    elif sys.argv[1] == "groups":
        groups(sys.argv[2])
    else:
        judge(sys.argv[2])
