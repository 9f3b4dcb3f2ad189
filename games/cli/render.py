"""Plain-text rendering of a seat's view for the terminal (suit symbols, sorted hand)."""

from __future__ import annotations

import re
from typing import Any

from games import TITLES
from games.cards import Card

_CARD_RE = re.compile(r"\b(?:[2-9TJQKA][SHDC]|JK)\b")


def pretty_text(text: str) -> str:
    """Replace record card codes in ``text`` with their symbol form (``TH`` → ``10♥``)."""
    return _CARD_RE.sub(lambda m: Card.parse(m.group(0)).pretty(), text)


def pretty_value(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, str):
        return pretty_text(value)
    if isinstance(value, list | tuple):
        return ", ".join(pretty_value(v) for v in value)
    if isinstance(value, dict):
        return "; ".join(f"{k} {pretty_value(v)}" for k, v in value.items())
    return str(value)


def hand_line(cards: list[str]) -> str:
    """A hand grouped by suit, in the order the engine sorted it."""
    groups: list[list[str]] = []
    last = None
    for text in cards:
        card = Card.parse(text)
        suit = None if card.is_joker else card.suit
        if suit != last or not groups:
            groups.append([])
            last = suit
        groups[-1].append(card.pretty())
    return "   ".join(" ".join(g) for g in groups)


def seat_names(seats: int, me: int) -> list[str]:
    return ["you" if s == me else f"bot {s}" for s in range(seats)]


_SHOWN = (
    "bids",
    "bidder",
    "bid",
    "contract",
    "target",
    "trump",
    "tricks_won",
    "bags",
    "discard_top",
    "stock_size",
    "spreads",
)


def render(view: dict[str, Any], names: list[str]) -> str:
    """The table as one seat sees it."""
    lines = []
    title = TITLES.get(view["game"], view["game"])
    dealer = names[view["dealer"]]
    number = view["hand_number"] + 1
    lines.append(f"── {title} · hand {number} · dealer {dealer} · {view['phase']} ──")
    teams = view["teams"]
    scores = view["scores"]
    score_parts = []
    for i, team in enumerate(teams):
        who = "+".join(names[s] for s in team)
        score_parts.append(f"{who}: {scores[i] if i < len(scores) else 0}")
    lines.append("scores  " + " · ".join(score_parts))
    for key in _SHOWN:
        if key in view and view[key] not in (None, [], {}):
            value = view[key]
            if key in ("bidder",) and isinstance(value, int):
                value = names[value]
            if isinstance(value, list) and len(value) == view["seats"] and key != "spreads":
                value = ", ".join(f"{names[s]} {pretty_value(v)}" for s, v in enumerate(value))
            lines.append(f"{key.replace('_', ' '):8s}{pretty_value(value)}")
    last = view.get("last_trick")
    if last:
        cards = ", ".join(f"{names[s]} {pretty_text(c)}" for s, c in last["cards"])
        lines.append(f"last    {cards}  → {names[last['winner']]}")
    trick = view.get("trick")
    if trick:
        lines.append("trick   " + ", ".join(f"{names[s]} {pretty_text(c)}" for s, c in trick))
    hand = view.get("hand")
    if hand is not None:
        lines.append("hand    " + (hand_line(hand) if hand else "(empty)"))
    elif view.get("seat") is not None:
        lines.append("hand    (not looked at yet)")
    return "\n".join(lines)
