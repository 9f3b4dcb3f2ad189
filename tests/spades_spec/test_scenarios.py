"""RULES.md §3.5: every Spades scenario row SP-01..SP-21, played through real hands.

Setup as in the table: N=0, E=1, S=2, W=3; NS (team 0) vs EW (team 1); dealer W, so N bids and
leads first; the dealer then rotates, so hand k of a match is led by seat k % 4.  Every hand is an
explicit deal whose tricks come out exactly as the row needs (``helpers.script``); prior totals
(bags, -50, scores near 500) are reached through real hands played before the row's hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from games.errors import IllegalAction, NotYourTurn
from games.spades import SpadesMatch
from tests.spades_spec.helpers import (
    E,
    N,
    S,
    W,
    bid,
    deal_of,
    exchanged,
    hand,
    look_all,
    play,
    plays,
    script,
    snapshot,
    table,
    texts,
)

Spec = tuple[Sequence[int], Mapping[int, Any]]
"""One hand: tricks per seat (N, E, S, W) and each seat's bid."""


def played(*specs: Spec, options: Mapping[str, Any] | None = None) -> tuple[SpadesMatch, list]:
    """A match (dealer W) that plays ``specs`` hand after hand; returns it and the hand entries."""
    scripts = [script(k % 4, counts) for k, (counts, _) in enumerate(specs)]
    m = table(*scripts, options=options)
    out = []
    for sc, (counts, bids) in zip(scripts, specs, strict=True):
        entry = hand(m, sc, bids)
        assert entry["tricks"] == list(counts)
        out.append(entry)
    return m, out


def one(counts: Sequence[int], bids: Mapping[int, Any], **kw: Any) -> dict[str, Any]:
    return played((counts, bids), **kw)[1][0]


# ----- scoring ------------------------------------------------------------------------------


def test_SP_01_contract_made_with_bags() -> None:
    r = one([5, 2, 4, 2], {N: 4, E: 2, S: 3, W: 2})
    assert r == {"scores": [72, 40], "bids": [4, 2, 3, 2], "tricks": [5, 2, 4, 2], "bags": [2, 0]}


def test_SP_02_set_gives_no_bags() -> None:
    r = one([4, 2, 4, 3], {N: 4, E: 2, S: 4, W: 4})
    assert r == {"scores": [80, -60], "bids": [4, 2, 4, 4], "tricks": [4, 2, 4, 3], "bags": [0, 0]}


def test_SP_02_set_leaves_earlier_bags_unchanged() -> None:
    _, (h1, h2) = played(
        ([4, 3, 3, 3], {N: 4, E: 2, S: 3, W: 3}),  # EW bid 5 take 6: 51, 1 bag
        ([4, 2, 4, 3], {N: 4, E: 2, S: 4, W: 4}),  # EW bid 6 take 5: -60
    )
    assert h1["bags"] == [0, 1] and h1["scores"][1] == 51
    assert h2["scores"][1] - h1["scores"][1] == -60
    assert h2["bags"] == [0, 1]


def test_SP_03_nil_made_and_partner_overtrick() -> None:
    r = one([0, 4, 5, 4], {N: "nil", E: 4, S: 4, W: 4})
    assert r["scores"] == [141, 80]
    assert r["bags"] == [1, 0]
    assert r["bids"] == ["nil", 4, 4, 4]


@pytest.mark.parametrize(
    ("mode", "score", "bags"),
    [("bags", -58, 2), ("count_toward_contract", -58, 2), ("ignored", -60, 0)],
)
def test_SP_04_failed_nil_partner_makes(mode: str, score: int, bags: int) -> None:
    r = one([2, 3, 4, 4], {N: "nil", E: 3, S: 4, W: 4}, options={"nil_tricks_mode": mode})
    assert r["scores"] == [score, 70]
    assert r["bags"] == [bags, 0]


@pytest.mark.parametrize(
    ("mode", "score", "bags"),
    [("bags", -138, 2), ("count_toward_contract", -59, 1), ("ignored", -140, 0)],
)
def test_SP_05_failed_nil_partner_set(mode: str, score: int, bags: int) -> None:
    r = one([2, 4, 3, 4], {N: "nil", E: 4, S: 4, W: 4}, options={"nil_tricks_mode": mode})
    assert r["scores"] == [score, 80]
    assert r["bags"] == [bags, 0]


@pytest.mark.parametrize(
    ("ns_tricks", "score", "bags"),
    [((0, 1), 1, 1), ((0, 0), 200, 0), ((1, 2), -197, 3)],
    ids=["one_fails", "both_succeed", "both_fail"],
)
def test_SP_06_both_nil(ns_tricks: tuple[int, int], score: int, bags: int) -> None:
    n, s = ns_tricks
    ew = 13 - n - s
    counts = [n, ew - ew // 2, s, ew // 2]
    r = one(counts, {N: "nil", E: counts[E], S: "nil", W: counts[W]})
    assert r["scores"] == [score, 10 * ew]
    assert r["bags"] == [bags, 0]


def test_SP_07_blind_nil_exchange() -> None:
    sc = script(N, [0, 3, 6, 4])
    given = sc.hands[S][:3]  # N passes these (S ends up holding them) ...
    returned = sc.hands[N][:3]  # ... and S passes these back
    before = exchanged(sc.hands, N, given, returned)
    m = table(deal_of(before))
    look_all(m, skip=[N])
    assert m.view(N)["hand"] is None and not m.view(N)["looked"]
    assert "bid blind" in texts(m, N)
    bid(m, {N: "blind", E: 3, S: 5, W: 4})
    assert m.phase == "exchange" and m.to_act == (N,)
    assert m.view(N)["exchange"] == {"giver": N, "receiver": S, "cards": 3}
    assert sorted(m.view(N)["hand"]) == sorted(before[N])  # giving means seeing the hand
    assert all(t.startswith("give ") and len(t.split()) == 4 for t in texts(m, N))
    with pytest.raises(IllegalAction, match="give exactly 3 cards"):
        m.apply(N, "give " + " ".join(given[:2]))
    with pytest.raises(NotYourTurn):
        m.apply(S, "give " + " ".join(returned))  # the bidder gives first
    m.apply(N, "give " + " ".join(given))
    assert m.view(None)["hand_sizes"] == [10, 13, 16, 13]
    assert m.to_act == (S,)
    assert m.view(S)["exchange"] == {"giver": S, "receiver": N, "cards": 3}
    m.apply(S, "give " + " ".join(returned))
    assert m.view(None)["hand_sizes"] == [13, 13, 13, 13]
    assert m.phase == "play" and m.to_act == (N,)
    assert sorted(m.view(N)["hand"]) == sorted(sc.hands[N])
    assert sorted(m.view(S)["hand"]) == sorted(sc.hands[S])
    play(m, sc)
    assert m.results[0].to_json() == {
        "scores": [251, 70],
        "bids": ["blind", 3, 5, 4],
        "tricks": [0, 3, 6, 4],
        "bags": [1, 0],
    }


@pytest.mark.parametrize(
    ("counts", "ns_score", "ns_bags"),
    [([0, 7, 0, 6], 400, 0), ([0, 6, 2, 5], 2, 2)],
    ids=["both_succeed", "one_fails_k2"],
)
def test_SP_08_both_blind_nil_no_exchange(counts: list[int], ns_score: int, ns_bags: int) -> None:
    sc = script(N, counts)
    m = table(sc)
    look_all(m, skip=[N, S])
    bid(m, {N: "blind", E: counts[E], S: "blind", W: counts[W]})
    assert m.phase == "play" and m.to_act == (N,)  # no exchange phase
    assert m.view(None)["exchange"] is None
    assert not any(a.startswith("give") for _, a in m.record()["hands"][0]["actions"])
    play(m, sc)
    r = m.results[0].to_json()
    assert r["scores"] == [ns_score, 10 * (counts[E] + counts[W])]
    assert r["bags"] == [ns_bags, 0]
    assert r["bids"] == ["blind", counts[E], "blind", counts[W]]


def test_SP_09_blind_nil_after_looking_rejected() -> None:
    m = table(script(N, [4, 3, 3, 3]))
    m.apply(N, "look")
    assert "bid blind" not in texts(m, N)
    assert "bid 0" in texts(m, N)
    before = snapshot(m)
    with pytest.raises(IllegalAction, match="looked"):
        m.apply(N, "bid blind")
    assert snapshot(m) == before
    m.apply(N, "bid 0")  # regular nil is still allowed
    assert m.view(None)["bids"][N] == "nil"


def test_SP_09_blind_nil_needs_the_deficit() -> None:
    # hand 1: NS 40 (N nil made, S bid 6 took 1), EW 120 (bid 12 took 12): NS trail by 80
    first = script(N, [0, 6, 1, 6])
    second = script(E, [3, 3, 4, 3])  # hand 2: dealer N, E bids first
    m = table(first, second, options={"blind_nil_min_deficit": 100})
    hand(m, first, {N: "nil", E: 6, S: 6, W: 6})
    assert m.scores == (40, 120)
    look_all(m, skip=[N])
    for seat in (E, S, W):
        m.apply(seat, "bid 3")
    # NS trail by only 80: no blind nil this hand, so N holds its cards from the deal on.
    assert m.to_act == (N,) and m.view(N)["looked"]
    assert "bid blind" not in texts(m, N) and "look" not in texts(m, N)
    before = snapshot(m)
    with pytest.raises(IllegalAction, match="trail by at least 100"):
        m.apply(N, "bid blind")
    assert snapshot(m) == before
    assert "bid 0" in texts(m, N)


def test_SP_10_bag_carry_over() -> None:
    _, hs = played(
        ([4, 3, 3, 3], {N: 2, E: 3, S: 2, W: 3}),  # NS bid 4 take 7
        ([3, 4, 3, 3], {N: 2, E: 4, S: 1, W: 3}),  # NS bid 3 take 6
        ([5, 2, 4, 2], {N: 2, E: 2, S: 2, W: 2}),  # NS bid 4 take 9: 11 bags
    )
    assert [h["bags"][0] for h in hs] == [3, 6, 1]
    assert [h["scores"][0] for h in hs] == [43, 76, 76 + 45 - 100]


def test_SP_11_two_penalties_at_once() -> None:
    _, (h1, h2) = played(
        ([7, 0, 6, 0], {N: 2, E: 1, S: 2, W: 1}),  # NS bid 4 take 13: 49, 9 bags
        ([7, 0, 6, 0], {N: 1, E: 1, S: 1, W: 1}),  # NS bid 2 take 13
    )
    assert h1["scores"][0] == 49 and h1["bags"][0] == 9
    assert h2["scores"][0] - h1["scores"][0] == 20 + 11 - 200 == -169
    assert h2["bags"][0] == 0


def test_SP_12_bags_counted_explicitly_not_from_negative_score() -> None:
    _, (h1, h2, h3) = played(
        ([2, 5, 2, 4], {N: 3, E: 5, S: 2, W: 4}),  # NS bid 5 take 4: -50
        ([3, 4, 3, 3], {N: 2, E: 4, S: 1, W: 3}),  # NS bid 3 take 6: +33
        ([5, 1, 5, 2], {N: 2, E: 1, S: 1, W: 2}),  # NS bid 3 take 10: +37, 10 bags
    )
    assert (h1["scores"][0], h1["bags"][0]) == (-50, 0)
    assert (h2["scores"][0], h2["bags"][0]) == (-17, 3)
    assert (h3["scores"][0], h3["bags"][0]) == (-80, 0)


# ----- play ----------------------------------------------------------------------------------


def test_SP_13_spades_not_led_before_broken() -> None:
    m = table(script(N, [4, 3, 3, 3]))
    look_all(m)
    bid(m, {N: 4, E: 3, S: 3, W: 3})
    hand_n = m.view(N)["hand"]
    assert any(c.endswith("S") for c in hand_n) and any(c.endswith("H") for c in hand_n)
    assert plays(m, N) == {c for c in hand_n if not c.endswith("S")}
    spade = next(c for c in hand_n if c.endswith("S"))
    before = snapshot(m)
    with pytest.raises(IllegalAction, match="spades are not broken"):
        m.apply(N, "play " + spade)
    assert snapshot(m) == before


def test_SP_14_only_spades_may_lead_spade() -> None:
    sc = script(N, [13, 0, 0, 0])  # N holds all thirteen spades
    m = table(sc)
    look_all(m)
    bid(m, {N: 13, E: 0, S: 0, W: 0})
    assert plays(m, N) == set(sc.hands[N]) and all(c.endswith("S") for c in sc.hands[N])
    assert m.view(None)["spades_broken"] is False
    m.apply(N, "play AS")
    assert m.view(None)["spades_broken"] is True


SP15 = (
    "AC KC QC KD QD JD TD AH KH QH JH TH 9H",
    "2C 3S 4S 5S 6S 7S 8S 9S 8H 7H 6H 5H 4H",  # E: no diamonds
    "3C 4C 5C 6C 2D 3D 4D 5D 6D TS JS QS 3H",
    "7C 8C 9C TC JC 7D 8D 9D AD 2S KS AS 2H",
)


def test_SP_15_spades_broken_by_a_discard() -> None:
    m = table(deal_of([h.split() for h in SP15]))
    look_all(m)
    bid(m, {N: 3, E: 3, S: 3, W: 3})
    for seat, card in [(N, "AC"), (E, "2C"), (S, "3C"), (W, "7C")]:  # trick 1: N wins
        m.apply(seat, "play " + card)
    assert m.to_act == (N,) and m.view(None)["spades_broken"] is False
    for seat, card in [(N, "KD"), (E, "3S"), (S, "2D"), (W, "7D")]:  # E void discards 3S
        m.apply(seat, "play " + card)
    v = m.view(None)
    assert v["spades_broken"] is True
    assert v["last_trick"]["winner"] == E and m.to_act == (E,)
    # trick 3 led by E, who still holds hearts: spades may be led now
    assert {"4S", "5S", "9S"} <= plays(m, E) and "8H" in plays(m, E)
    m.apply(E, "play 9S")
    assert m.view(None)["trick"] == [[E, "9S"]]


SP16 = (
    "KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AH",
    "AD KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
    "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S",
    "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C",
)


def test_SP_16_lowest_spade_beats_led_ace_and_offsuit_ace() -> None:
    m = table(deal_of([h.split() for h in SP16]))
    look_all(m)
    bid(m, {N: 1, E: 1, S: 13 - 1, W: 1})
    for seat, card in [(N, "KD"), (E, "AD"), (S, "2S"), (W, "AC")]:
        m.apply(seat, "play " + card)
    v = m.view(None)
    assert v["last_trick"] == {
        "cards": [[N, "KD"], [E, "AD"], [S, "2S"], [W, "AC"]],
        "winner": S,
    }
    assert v["tricks_won"] == [0, 0, 1, 0]
    assert m.to_act == (S,)


SP17 = (
    "AD KD QD JD AH KH QH JH AC KC QC JC TC",
    "2D 3D 4D AS KS QS JS TS 9S 8S 7S 6S 5S",
    "5D 6D 7D 8D TH 9H 8H 7H 6H 4S 3S 2S 9C",
    "9D TD 5H 4H 3H 2H 8C 7C 6C 5C 4C 3C 2C",
)


def test_SP_17_must_follow_suit() -> None:
    m = table(deal_of([h.split() for h in SP17]))
    look_all(m)
    bid(m, {N: 5, E: 4, S: 2, W: 1})
    m.apply(N, "play AD")
    assert plays(m, E) == {"2D", "3D", "4D"}
    before = snapshot(m)
    with pytest.raises(IllegalAction, match="must follow diamonds"):
        m.apply(E, "play AS")
    assert snapshot(m) == before


def test_SP_18_partnership_cap() -> None:
    m = table(script(N, [4, 3, 3, 3]))
    look_all(m)
    m.apply(N, "bid 9")
    m.apply(E, "bid 3")
    assert texts(m, S) == [f"bid {n}" for n in range(5)]
    with pytest.raises(IllegalAction, match="at most 4"):
        m.apply(S, "bid 5")
    m.apply(S, "bid 4")


# ----- the end of the match -------------------------------------------------------------------


def test_SP_19_both_over_target_higher_wins() -> None:
    m, hs = played(
        ([0, 0, 2, 11], {N: "nil", E: "nil", S: 2, W: 11}),  # +120, +210
        ([0, 0, 13, 0], {N: "nil", E: 1, S: 13, W: 1}),  # +230, -20
        ([0, 13, 0, 0], {N: 1, E: 13, S: 1, W: "nil"}),  # -20, +230
        ([0, 7, 0, 6], {N: "nil", E: 4, S: "nil", W: 4}),  # +200, +85
    )
    assert [h["scores"] for h in hs] == [[120, 210], [350, 190], [330, 420], [530, 505]]
    assert m.is_over and m.winner == 0
    assert m.view(None)["winner"] == 0


def test_SP_20_tie_over_target_plays_another_hand() -> None:
    m, hs = played(
        ([0, 13, 0, 0], {N: "nil", E: 13, S: "nil", W: "nil"}),  # +200, +230
        ([0, 0, 0, 13], {N: "nil", E: "nil", S: "nil", W: 13}),  # +200, +230
        ([6, 0, 5, 2], {N: 6, E: "nil", S: 5, W: 5}),  # +110, +50
        ([2, 5, 2, 4], {N: 2, E: 5, S: 2, W: 4}),  # +40, +90
    )
    assert hs[2]["scores"] == [510, 510]
    assert hs[3]["scores"] == [550, 600]
    assert m.is_over and m.winner == 1


def test_SP_20_no_winner_right_after_the_tie() -> None:
    specs: list[Spec] = [
        ([0, 13, 0, 0], {N: "nil", E: 13, S: "nil", W: "nil"}),
        ([0, 0, 0, 13], {N: "nil", E: "nil", S: "nil", W: 13}),
        ([6, 0, 5, 2], {N: 6, E: "nil", S: 5, W: 5}),
    ]
    m, _ = played(*specs)
    assert m.scores == (510, 510)
    assert not m.is_over and m.winner is None
    assert m.phase == "bid" and m.hand_number == 3  # another hand is dealt


def test_SP_21_one_side_over_target_wins() -> None:
    m, hs = played(
        ([0, 13, 0, 0], {N: "nil", E: 13, S: "nil", W: "nil"}),  # +200, +230
        ([0, 0, 0, 13], {N: "nil", E: "nil", S: "nil", W: 13}),  # +200, +230
        ([6, 1, 6, 0], {N: 6, E: 11, S: 6, W: "nil"}),  # +120, -10
    )
    assert hs[-1]["scores"] == [520, 450]
    assert m.is_over and m.winner == 0


def test_SP_21_nobody_at_target_continues() -> None:
    m, hs = played(
        ([0, 7, 0, 6], {N: "nil", E: 7, S: "nil", W: 6}),  # +200, +130
        ([0, 0, 13, 0], {N: "nil", E: "nil", S: 13, W: "nil"}),  # +230, +200
        ([0, 0, 2, 11], {N: "nil", E: "nil", S: 4, W: 6}),  # +60, +165
    )
    assert hs[-1]["scores"] == [490, 495]
    assert not m.is_over and m.winner is None
    assert m.phase == "bid"
