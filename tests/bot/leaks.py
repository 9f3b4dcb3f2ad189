"""The hidden-information scan: which cards were private to whom at each state version, and a
check of every payload the bot sent against that.

A card is private to a seat while it is in the seat's deal or hand and has not been played in
public (a Spades blind-nil exchange card is private to both partners).  Table messages (at the
public version) and hand messages carry their state version ("state 123"), so each is checked
against exactly the state it was rendered from; any other public post may not name a card of a
hand at all.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from bot.render.cards import SUITS, suit
from bot.tables.service import TableService

PRETTY_RE = re.compile(r"(10|[2-9JQKA])([♠♥♦♣])")
CODE_RE = re.compile(r"\b([2-9TJQKA][SHDC])\b")
STATE_RE = re.compile(r"state (\d+)")
SUIT_OF = {v: k for k, v in SUITS.items()}
PUBLIC_VERBS = ("play", "discard", "spread", "hit")


@dataclass
class TableState:
    private: dict[int, set[str]]  # seat -> cards private to it
    hidden_trump: str | None  # Twenty-Nine: the chosen trump while it is still hidden
    bidder: int | None


@dataclass
class Recorder:
    """Wraps ``TableService._record_ops`` to remember the private cards at each version."""

    states: dict[tuple[int, int], TableState] = field(default_factory=dict)
    seat_users: dict[int, dict[int, int]] = field(default_factory=dict)  # table -> user -> seat

    def install(self, service: TableService, monkeypatch: Any) -> None:
        original = service._record_ops

        def record_ops(t: Any) -> Any:
            out = original(t)
            self.capture(t)
            return out

        monkeypatch.setattr(service, "_record_ops", record_ops)

    def capture(self, t: Any) -> None:
        m = t.match
        if m is None or not m.hands:
            return
        public = m.view(None)
        played: set[str] = set()
        for _, text in public.get("history") or []:
            words = text.split()
            if words and words[0] in PUBLIC_VERBS:
                played.update(w.upper() for w in words[1:] if CODE_RE.fullmatch(w.upper()))
        private: dict[int, set[str]] = {}
        deal = m.hands[-1].deal
        for s in range(m.seats):
            v = m.view(s)
            cards = {str(c) for c in deal.hands[s]} - played
            cards |= set(v.get("hand") or [])
            cards |= set(v.get("discarded") or [])
            private[s] = cards
        hidden = bidder = None
        if m.game == "twentynine" and public.get("trump") is None:
            bidder = public.get("bidder")
            if bidder is not None:
                hidden = m.view(bidder).get("trump")
        state = TableState(private, hidden, bidder)
        self.states[(t.id, m.version)] = state
        # A table message carries the public version, which a Spades look does not move (the
        # look changes no card's privacy): the latest state at that version.
        self.states[(t.id, t.relevant_version)] = state
        self.seat_users[t.id] = {s.user_id: i for i, s in enumerate(t.seats) if s.user_id}


def payload_text(payload: dict[str, Any]) -> str:
    parts = [payload.get("content") or ""]
    for e in payload.get("embeds") or []:
        parts += [e.get("title") or "", e.get("description") or ""]
        parts += [(e.get("footer") or {}).get("text") or ""]
        for f in e.get("fields") or []:
            parts += [f.get("name", ""), f.get("value", "")]
    for row in payload.get("components") or []:
        for c in row.get("components") or []:
            parts += [c.get("label") or "", c.get("placeholder") or ""]
            for o in c.get("options") or []:
                parts.append(o.get("label", ""))
    return "\n".join(parts)


def payload_codes(payload: dict[str, Any]) -> set[str]:
    """Cards named in a payload: pretty forms in text, record codes in ids and values."""
    text = payload_text(payload)
    cards = {("T" if r == "10" else r) + SUIT_OF[s] for r, s in PRETTY_RE.findall(text)}
    for row in payload.get("components") or []:
        for c in row.get("components") or []:
            cid = c.get("custom_id") or ""
            if cid.startswith("cr:act:") or cid.startswith("cr:cards:"):
                cards |= set(CODE_RE.findall(cid.split(":", 4)[-1]))
            for o in c.get("options") or []:
                cards |= set(CODE_RE.findall(o.get("value", "")))
    return cards


def check_payloads(fake: Any, recorder: Recorder, table_id: int) -> int:
    """Check every payload the bot sent for this table's cards; return how many were checked."""
    checked = 0
    users = recorder.seat_users.get(table_id, {})
    for sp in fake.sent_payloads():
        payload = sp.payload if isinstance(sp.payload, dict) else {}
        payload = payload.get("data", payload) if "data" in payload else payload
        text = payload_text(payload)
        cards = payload_codes(payload)
        m = STATE_RE.search(text)
        state = recorder.states.get((table_id, int(m.group(1)))) if m else None
        viewer = None if sp.visible_to is None else users.get(int(sp.visible_to))
        checked += 1
        if state is None:
            if sp.visible_to is None and cards:
                # Untagged public posts (summaries, notices) must name no card of a hand.
                live = set().union(
                    *(s.private[x] for s in recorder.states.values() for x in s.private)
                )
                assert not (cards & live) or "Last trick" in text or "Trick" in text, (
                    f"untagged public payload names cards {cards}: {text[:300]}"
                )
            continue
        for seat, private in state.private.items():
            if viewer == seat:
                continue
            leaked = (cards & private) - (
                state.private.get(viewer, set()) if viewer is not None else set()
            )
            assert not leaked, (
                f"seat {seat}'s cards {leaked} shown to "
                f"{'everyone' if viewer is None else f'seat {viewer}'}: {text[:400]}"
            )
        if state.hidden_trump and viewer != state.bidder:
            assert "Trump (your secret)" not in text, text[:300]
            assert f"**Trump** {suit(state.hidden_trump)}" not in text, text[:300]
    return checked
