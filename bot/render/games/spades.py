"""Spades: scores with bags, bids and contracts, the blind-nil exchange."""

from __future__ import annotations

from typing import Any

from bot.render.common import plural, short_team, team_label
from bot.render.faces import NO_FACES, Faces


def _bid(b: Any) -> str:
    if b is None:
        return "—"
    if b == "nil" or b == 0:
        return "nil"
    if b == "blind":
        return "blind nil"
    return str(b)


def _contract(bids: list[Any], team: list[int]) -> int:
    return sum(b for s in team if isinstance(b := bids[s], int))


def score_lines(view: dict[str, Any], names: list[str]) -> list[str]:
    teams, scores, bags = view["teams"], view["scores"], view.get("bags") or [0, 0]
    parts = []
    for i, _ in enumerate(teams):
        b = bags[i] if i < len(bags) else 0
        parts.append(f"{team_label(teams, i, names)}: **{scores[i]}** ({plural(b, 'bag')})")
    target = view.get("target") or view.get("options", {}).get("target")
    return [" · ".join(parts) + (f" — playing to {target}" if target else "")]


def state_lines(view: dict[str, Any], names: list[str], faces: Faces = NO_FACES) -> list[str]:
    lines = []
    bids = view.get("bids") or []
    if any(b is not None for b in bids):
        lines.append("**Bids** " + " · ".join(f"{names[s]} {_bid(b)}" for s, b in enumerate(bids)))
        if all(b is not None for b in bids):
            teams = view["teams"]
            contracts = " · ".join(
                f"{short_team(teams, i, names)} {_contract(bids, t)}" for i, t in enumerate(teams)
            )
            won = view.get("tricks_won") or []
            taken = " · ".join(
                f"{short_team(teams, i, names)} {sum(won[s] for s in t)}"
                for i, t in enumerate(teams)
            )
            lines.append(f"**Contracts** {contracts}  |  **Tricks** {taken}")
    ex = view.get("exchange")
    if ex:
        n = ex.get("cards")
        lines.append(
            f"**Blind-nil exchange**: {names[ex['giver']]} passes {plural(n, 'card')} to "
            f"{names[ex['receiver']]}"
        )
    if view.get("phase") == "play":
        lines.append("Spades are broken." if view.get("spades_broken") else "Spades not broken.")
    return lines


def summary(
    result: dict[str, Any], deltas: list[int], view: dict[str, Any], names: list[str]
) -> str:
    teams = view["teams"]
    bids, tricks = result.get("bids") or [], result.get("tricks") or []
    lines = []
    for i, t in enumerate(teams):
        who = ", ".join(f"{names[s]} bid {_bid(bids[s])} took {tricks[s]}" for s in t)
        d = deltas[i] if i < len(deltas) else 0
        lines.append(
            f"{short_team(teams, i, names)}: {who} → **{d:+d}** "
            f"(total {result['scores'][i]}, {plural(result.get('bags', [0, 0])[i], 'bag')})"
        )
    return "\n".join(lines)
