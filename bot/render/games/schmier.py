"""Schmier: team scores, the once-around auction, discards, the six points of a hand."""

from __future__ import annotations

from typing import Any

from bot.render.cards import suit
from bot.render.common import short_team, team_label
from bot.render.faces import NO_FACES, Faces

AWARDS = ("high", "low", "right", "left", "joker", "game")


def score_lines(view: dict[str, Any], names: list[str]) -> list[str]:
    teams, scores = view["teams"], view["scores"]
    target = (view.get("options") or {}).get("target", 21)
    parts = [f"{team_label(teams, i, names)}: **{scores[i]}**" for i in range(len(teams))]
    return [" · ".join(parts) + f" — playing to {target}"]


def state_lines(view: dict[str, Any], names: list[str], faces: Faces = NO_FACES) -> list[str]:
    lines = []
    bids = view.get("bids") or []
    if any(b is not None for b in bids):
        shown = " · ".join(f"{names[s]} {'—' if b is None else b}" for s, b in enumerate(bids))
        lines.append(f"**Bids** {shown}")
    if view.get("bidder") is not None:
        trump = view.get("trump")
        lines.append(
            f"**Contract** {names[view['bidder']]} {view.get('bid')}"
            + (f" · **Trump** {faces.suit(trump)}" if trump else "")
        )
    counts = view.get("discard_counts") or []
    if any(c is not None for c in counts):
        done = " · ".join(f"{names[s]} {c}" for s, c in enumerate(counts) if c is not None)
        lines.append(f"**Discarded** {done} (stock {view.get('stock_size', 0)})")
    if view.get("dealer_trump_discards"):
        lines.append(f"Dealer's discarded trumps: {faces.cards(view['dealer_trump_discards'])}")
    awards = view.get("awards") or {}
    if awards:
        teams = view["teams"]
        got = " · ".join(
            f"{k} → {short_team(teams, v, names)}" for k, v in awards.items() if v is not None
        )
        lines.append(f"**Points so far** {got}")
    return lines


def summary(
    result: dict[str, Any], deltas: list[int], view: dict[str, Any], names: list[str]
) -> str:
    teams = view["teams"]
    if result.get("redeal"):
        return "Everybody passed: the same dealer deals again."
    awards = result.get("awards") or {}
    got = " · ".join(
        f"{k} → {short_team(teams, awards[k], names) if awards.get(k) is not None else 'nobody'}"
        for k in AWARDS
        if k in awards
    )
    bidder = result.get("bidder")
    lines = [
        f"{names[bidder] if bidder is not None else '?'} bid {result.get('bid')} in "
        f"{suit(result.get('trump'))}. {got}"
    ]
    points = result.get("points") or []
    lines.append(
        "Hand: "
        + " · ".join(
            f"{short_team(teams, i, names)} {deltas[i] if i < len(deltas) else points[i]:+d}"
            for i in range(len(teams))
        )
        + " — totals "
        + " · ".join(str(s) for s in result["scores"])
    )
    return "\n".join(lines)
