"""Explicit Spades deals whose tricks come out exactly as a test needs, driven through the API.

``script(leader, counts)`` builds a whole hand as thirteen tricks, each a list of
``(seat, card)`` in play order, and the deal is simply what each seat plays.  Every step of the
script is a legal play under the default rules, and the trick winners follow from the cards alone:

* tricks 1-9 are one suit each (hearts, diamonds, clubs; three tricks per suit, ranks A-J, T-7,
  6-3), every seat follows suit and the designated winner holds the top card of the four;
* trick 10: the 2s of hearts, diamonds and clubs are held by the three seats other than the
  *spade seat* X, which holds only spades by then; the leader (not X) leads its 2, the others
  discard theirs and X wins with the 2 of spades, which breaks spades;
* tricks 11-13 are spade tricks (everyone holds only spades), ranks A-J, T-7, 6-3.

A seat that must take all thirteen tricks gets all thirteen spades and the other seats one plain
suit each.  Seats: N=0, E=1, S=2, W=3; teams NS (0) and EW (1).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from games import new_match
from games.core import Deal
from games.spades import SpadesMatch

N, E, S, W = 0, 1, 2, 3
GROUPS = ("AKQJ", "T987", "6543")

Trick = list[tuple[int, str]]


@dataclass(frozen=True)
class Script:
    hands: tuple[tuple[str, ...], ...]
    """What each seat holds when play starts (after any exchange) = what it plays."""
    tricks: tuple[tuple[tuple[int, str], ...], ...]

    @property
    def deal(self) -> Deal:
        return deal_of(self.hands)

    def winners(self) -> list[int]:
        """Each trick's winner by the rules (for checking the script itself)."""
        out = []
        for trick in self.tricks:
            led = trick[0][1][1]
            best = max(trick, key=lambda sc: _strength(sc[1], led))
            out.append(best[0])
        return out


def _strength(card: str, led: str) -> int:
    rank = "23456789TJQKA".index(card[0])
    if card[1] == "S":
        return 200 + rank
    return 100 + rank if card[1] == led else -1


def deal_of(hands: Sequence[Sequence[str]]) -> Deal:
    return Deal.from_json({"hands": [list(h) for h in hands], "stock": []})


def script(leader: int, counts: Sequence[int], spade_seat: int | None = None) -> Script:
    """A hand in which seat ``s`` takes exactly ``counts[s]`` tricks; ``leader`` leads trick 1."""
    assert len(counts) == 4 and sum(counts) == 13 and min(counts) >= 0
    if max(counts) == 13:
        return _sweep(leader, counts.index(13))
    x = spade_seat if spade_seat is not None else max(range(4), key=lambda s: (counts[s], -s))
    assert counts[x] >= 1
    rest = list(counts)
    rest[x] -= 1
    y = next(s for s in range(4) if s != x and rest[s] > 0)  # wins trick 9, so leads trick 10
    rest[y] -= 1
    pool = [s for s in range(4) for _ in range(rest[s])]
    suit_winners = [*pool[:8], y]
    spade_winners = pool[8:]
    tricks: list[Trick] = []
    lead = leader
    for k, w in enumerate(suit_winners):
        tricks.append(_same_suit(lead, w, "HDC"[k // 3], GROUPS[k % 3]))
        lead = w
    others = [s for s in range(4) if s != x]
    leftover = {s: "2" + suit for s, suit in zip(others, "HDC", strict=True)}
    leftover[x] = "2S"
    tricks.append([((lead + i) % 4, leftover[(lead + i) % 4]) for i in range(4)])
    lead = x
    for k, w in enumerate(spade_winners):
        tricks.append(_same_suit(lead, w, "S", GROUPS[k]))
        lead = w
    return _finish(tricks)


def _same_suit(lead: int, winner: int, suit: str, ranks: str) -> Trick:
    order = [(lead + i) % 4 for i in range(4)]
    low = iter(ranks[1:])
    return [(s, (ranks[0] if s == winner else next(low)) + suit) for s in order]


def _sweep(leader: int, taker: int) -> Script:
    """``taker`` holds every spade, the three others one plain suit each: ``taker`` takes 13."""
    plain = dict(zip([s for s in range(4) if s != taker], "HDC", strict=True))
    ranks = "AKQJT98765432"
    tricks: list[Trick] = []
    lead = leader
    for k in range(13):
        order = [(lead + i) % 4 for i in range(4)]
        tricks.append([(s, ranks[k] + ("S" if s == taker else plain[s])) for s in order])
        lead = taker
    return _finish(tricks)


def _finish(tricks: list[Trick]) -> Script:
    hands = tuple(tuple(c for t in tricks for s, c in t if s == seat) for seat in range(4))
    sc = Script(hands, tuple(tuple(t) for t in tricks))
    assert sorted(c for h in hands for c in h) == sorted(
        r + s for r in "23456789TJQKA" for s in "SHDC"
    )
    # the script is self-consistent: each trick is led by the previous winner
    ws = sc.winners()
    for k in range(1, 13):
        assert sc.tricks[k][0][0] == ws[k - 1]
    return sc


def exchanged(
    after: Sequence[Sequence[str]], giver: int, given: Sequence[str], returned: Sequence[str]
) -> tuple[tuple[str, ...], ...]:
    """The deal before an exchange in which ``giver`` passes ``given`` to its partner and gets
    ``returned`` back, so that the hands afterwards are ``after``."""
    partner = giver ^ 2
    assert set(given) <= set(after[partner]) and set(returned) <= set(after[giver])
    hands = [list(h) for h in after]
    hands[giver] = [c for c in after[giver] if c not in returned] + list(given)
    hands[partner] = [c for c in after[partner] if c not in given] + list(returned)
    return tuple(tuple(h) for h in hands)


def table(
    *deals: Deal | Script, options: Mapping[str, Any] | None = None, dealer: int = W
) -> SpadesMatch:
    """A match on explicit deals; dealer W by default, so N bids and leads first (§3.5)."""
    ds = [d.deal if isinstance(d, Script) else d for d in deals]
    m = new_match("spades", options, seed=0, dealer=dealer, deals=ds)
    assert isinstance(m, SpadesMatch)
    return m


def look_all(m: SpadesMatch, *, skip: Sequence[int] = ()) -> None:
    for s in range(4):
        if s not in skip:
            m.apply(s, "look")


def bid(m: SpadesMatch, bids: Mapping[int, str | int]) -> None:
    """Every seat bids in turn: ``bids[seat]`` is a number, ``"nil"`` (0) or ``"blind"``."""
    while m.phase == "bid":
        seat = m.to_act[0]
        b = bids[seat]
        m.apply(seat, "bid 0" if b == "nil" else f"bid {b}")


def play(m: SpadesMatch, sc: Script) -> None:
    for trick in sc.tricks:
        for seat, card in trick:
            m.apply(seat, "play " + card)


def hand(
    m: SpadesMatch,
    sc: Script,
    bids: Mapping[int, str | int],
) -> dict[str, Any]:
    """Look (except blind bidders), bid, play the script; return the hand's replay entry."""
    n = len(m.results)
    look_all(m, skip=[s for s, b in bids.items() if b == "blind"])
    bid(m, bids)
    play(m, sc)
    assert len(m.results) == n + 1
    return m.results[-1].to_json()


def texts(m: SpadesMatch, seat: int) -> list[str]:
    return [str(a) for a in m.legal_actions(seat)]


def plays(m: SpadesMatch, seat: int) -> set[str]:
    return {t[5:] for t in texts(m, seat) if t.startswith("play ")}


def snapshot(m: SpadesMatch) -> str:
    """Everything observable: the record and every seat's view."""
    return json.dumps(
        {"record": m.record(), "views": [m.view(s) for s in (None, 0, 1, 2, 3)]}, sort_keys=True
    )
