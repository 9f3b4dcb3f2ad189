"""The hidden-information scan: which cards were private to whom at each state version, and a
check of every payload the bot sent against that.

A card is private to a seat while it is in the seat's deal or hand and has not been played in
public (a Spades blind-nil exchange card is private to both partners).  Table messages (at the
public version) and hand messages carry their state version ("state 123"), so each is checked
against exactly the state it was rendered from; any other public post may not name a card of a
hand at all.

A card is named by its text (``10♥``, ``🃏``), its record code in a custom id or an option
value, or its face: an emoji in a message (``<:cr_10_of_hearts:123>``) or on a button or select
option (``{"id": "123", "name": "cr_10_of_hearts"}``).  Faces are read from their names and,
independently, from their ids through the application's emojis on the fake Discord (an id it
does not own is a failure in itself).  A hidden Twenty-Nine trump may not show as its suit's
emoji either.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.render.cards import SUITS, suit
from bot.tables.service import TableService

PRETTY_RE = re.compile(r"(10|[2-9JQKA])([♠♥♦♣])")
JOKER_TEXT = "🃏"
CODE_RE = re.compile(r"\b([2-9TJQKA][SHDC]|JK)\b")
STATE_RE = re.compile(r"\b(?:state|cyflwr|състояние|eta) (\d+)")
"""The state tag of a hand message or a table message's footer, in each language (``hand-state``,
``table-footer``)."""
SUIT_OF = {v: k for k, v in SUITS.items()}
PUBLIC_VERBS = ("play", "discard", "spread", "hit")
EMOJI_TEXT_RE = re.compile(r"<a?:(\w+):(\d+)>")
FACE_NAME_RE = re.compile(r"cr_(ace|king|queen|jack|10|[2-9])_of_(spades|hearts|diamonds|clubs)")
SUIT_NAME_RE = re.compile(r"cr_(spades|hearts|diamonds|clubs)")
RANK_OF = {"ace": "A", "king": "K", "queen": "Q", "jack": "J", "10": "T"}
SUIT_LETTER = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}


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
    # (table, hand number) -> every card the public history has named in that hand so far.  A
    # view's history may stop naming a card later (Tonk: a discard reads ``discard`` once it is
    # buried), but a card once shown to everyone stays public: without this memory a buried
    # discard that comes back to the top (the card over it taken) counted as its discarder's.
    shown: dict[tuple[int, int], set[str]] = field(default_factory=dict)

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
        played = self.shown.setdefault((t.id, len(m.hands)), set())
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


def face_card(name: str) -> str | None:
    """The card an emoji's name shows (``cr_10_of_hearts`` -> ``TH``, ``cr_joker`` -> ``JK``)."""
    if name == "cr_joker":
        return "JK"
    m = FACE_NAME_RE.fullmatch(name)
    if m is None:
        return None
    return RANK_OF.get(m.group(1), m.group(1)) + SUIT_LETTER[m.group(2)]


def payload_emojis(payload: dict[str, Any]) -> Iterator[tuple[str, int | None]]:
    """Every custom emoji of a payload, as ``(name, id)``: in its text and on its components."""
    for name, emoji_id in EMOJI_TEXT_RE.findall(payload_text(payload)):
        yield name, int(emoji_id)
    for row in payload.get("components") or []:
        for c in row.get("components") or []:
            for e in [c.get("emoji")] + [o.get("emoji") for o in c.get("options") or []]:
                if isinstance(e, dict) and e.get("id") is not None:
                    yield str(e.get("name") or ""), int(e["id"])
                elif isinstance(e, dict) and e.get("name"):
                    yield str(e["name"]), None


def payload_codes(
    payload: dict[str, Any], emoji_names: Mapping[int, str] | None = None
) -> set[str]:
    """Cards named in a payload: pretty forms in text, record codes in ids and values, and the
    faces of its emojis (by name, and by id through ``emoji_names``: the application's emojis)."""
    text = payload_text(payload)
    cards = {("T" if r == "10" else r) + SUIT_OF[s] for r, s in PRETTY_RE.findall(text)}
    if JOKER_TEXT in text:
        cards.add("JK")
    for row in payload.get("components") or []:
        for c in row.get("components") or []:
            cid = c.get("custom_id") or ""
            if cid.startswith("cr:act:") or cid.startswith("cr:cards:"):
                cards |= set(CODE_RE.findall(cid.split(":", 4)[-1]))
            for o in c.get("options") or []:
                cards |= set(CODE_RE.findall(o.get("value", "")))
    for name, emoji_id in payload_emojis(payload):
        for shown in (name, (emoji_names or {}).get(emoji_id or 0, "")):
            card = face_card(shown)
            if card is not None:
                cards.add(card)
    return cards


def emoji_suits(payload: dict[str, Any], emoji_names: Mapping[int, str] | None = None) -> set[str]:
    """The suits a payload's suit emojis show (``cr_hearts`` -> ``H``), by name and by id."""
    suits = set()
    for name, emoji_id in payload_emojis(payload):
        for shown in (name, (emoji_names or {}).get(emoji_id or 0, "")):
            m = SUIT_NAME_RE.fullmatch(shown)
            if m is not None:
                suits.add(SUIT_LETTER[m.group(1)])
    return suits


def unknown_emojis(payload: dict[str, Any], emoji_names: Mapping[int, str]) -> list[int]:
    """Emoji ids in a payload that the application does not own."""
    return [i for _, i in payload_emojis(payload) if i is not None and i not in emoji_names]


def check_payloads(fake: Any, recorder: Recorder, table_id: int) -> int:
    """Check every payload the bot sent for this table's cards; return how many were checked."""
    checked = 0
    users = recorder.seat_users.get(table_id, {})
    emoji_names = {e["id"]: e["name"] for e in fake.application_emojis()}
    for sp in fake.sent_payloads():
        payload = sp.payload if isinstance(sp.payload, dict) else {}
        payload = payload.get("data", payload) if "data" in payload else payload
        text = payload_text(payload)
        cards = payload_codes(payload, emoji_names)
        unknown = unknown_emojis(payload, emoji_names)
        assert not unknown, f"emoji ids {unknown} are not the application's: {text[:300]}"
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
            assert state.hidden_trump not in emoji_suits(payload, emoji_names), text[:300]
    return checked
