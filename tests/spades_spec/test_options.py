"""RULES.md §3.4 options and the §0.4 Spades pinned decisions: one behaviour test (at least) per
option, and strict validation of option values.

Seats N=0, E=1, S=2, W=3; dealer W, so N bids and leads first.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from games import new_match
from games.errors import IllegalAction, InvalidOptions, InvalidRecord, NotYourTurn
from games.records import load_record
from games.spades import Options
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


def give(m: Any, seat: int, cards: Any) -> None:
    m.apply(seat, "give " + " ".join(cards))


# ----- defaults -------------------------------------------------------------------------------


def test_defaults_are_the_rules_table() -> None:
    assert Options().model_dump() == {
        "target": 500,
        "nil_value": 100,
        "blind_nil_value": 200,
        "blind_nil_enabled": True,
        "blind_nil_exchange_cards": 3,
        "blind_nil_min_deficit": 0,
        "nil_exchange_cards": 0,
        "nil_tricks_mode": "bags",
        "partnership_bid_cap": True,
        "bags_enabled": True,
        "bag_threshold": 10,
        "bag_penalty": 100,
        "first_lead": "left_of_dealer",
        "spades_lead_anytime": False,
        "no_spades_first_trick": False,
        "mercy_loss_at": None,
    }


# ----- blind nil ------------------------------------------------------------------------------


def test_blind_nil_exchange_cards_0_means_no_exchange() -> None:
    sc = script(N, [0, 4, 5, 4])
    m = table(sc, options={"blind_nil_exchange_cards": 0})
    look_all(m, skip=[N])
    bid(m, {N: "blind", E: 4, S: 4, W: 4})
    assert m.phase == "play" and m.to_act == (N,)
    assert m.view(N)["hand"] is None and m.view(N)["looked"] is False  # still never looked
    assert "look" in texts(m, N)
    play(m, sc)
    r = m.results[0].to_json()
    assert r["scores"] == [200 + 41, 80] and r["bags"] == [1, 0]
    assert not any(a.startswith("give") for _, a in m.record()["hands"][0]["actions"])


@pytest.mark.parametrize("k", [2, 3])
def test_blind_nil_exchange_cards_sizes(k: int) -> None:
    sc = script(N, [0, 3, 6, 4])
    given, returned = sc.hands[S][:k], sc.hands[N][:k]
    m = table(
        deal_of(exchanged(sc.hands, N, given, returned)), options={"blind_nil_exchange_cards": k}
    )
    look_all(m, skip=[N])
    bid(m, {N: "blind", E: 3, S: 5, W: 4})
    assert m.view(None)["exchange"] == {"giver": N, "receiver": S, "cards": k}
    assert {len(t.split()) - 1 for t in texts(m, N)} == {k}
    wrong = sc.hands[N][: 5 - k]  # 3 cards when k is 2, 2 when k is 3
    with pytest.raises(IllegalAction, match=f"give exactly {k} cards"):
        give(m, N, wrong)
    give(m, N, given)
    assert m.view(None)["hand_sizes"] == [13 - k, 13, 13 + k, 13]
    give(m, S, returned)
    play(m, sc)
    assert m.results[0].to_json()["scores"] == [251, 70]


def test_received_cards_may_be_returned() -> None:
    sc = script(N, [0, 3, 6, 4])
    m = table(sc)
    look_all(m, skip=[N])
    bid(m, {N: "blind", E: 3, S: 5, W: 4})
    cards = sc.hands[N][:3]
    give(m, N, cards)
    give(m, S, cards)  # S hands the very same cards back
    assert sorted(m.view(N)["hand"]) == sorted(sc.hands[N])
    play(m, sc)
    assert m.results[0].to_json()["scores"] == [251, 70]


def test_blind_nil_min_deficit_at_least() -> None:
    # hand 1: NS 40 (N nil made, S bid 6 took 1), EW 120: NS trail by exactly 80
    first = script(N, [0, 6, 1, 6])
    second = script(E, [0, 4, 5, 4])
    m = table(first, second, options={"blind_nil_min_deficit": 80})
    assert "bid blind" not in texts(m, N)  # 0-0: nobody trails
    hand(m, first, {N: "nil", E: 6, S: 6, W: 6})
    assert m.scores == (40, 120)
    look_all(m, skip=[N])
    for seat in (E, S, W):
        m.apply(seat, "bid 4")
    assert "bid blind" in texts(m, N)
    m.apply(N, "bid blind")
    assert m.view(None)["bids"] == ["blind", 4, 4, 4]


def test_blind_nil_min_deficit_blocks_the_leading_side() -> None:
    first = script(N, [0, 6, 1, 6])
    m = table(first, options={"blind_nil_min_deficit": 80})
    hand(m, first, {N: "nil", E: 6, S: 6, W: 6})  # NS 40, EW 120
    # EW lead: no blind nil for them, so they pick their cards up at once (no ``look`` offered);
    # NS trail by 80 and still choose whether to look.
    assert m.to_act == (E,) and m.view(E)["looked"] and m.view(W)["looked"]
    assert not m.view(N)["looked"] and not m.view(S)["looked"]
    assert "bid blind" not in texts(m, E) and "look" not in texts(m, E)
    assert "look" in texts(m, N)
    with pytest.raises(IllegalAction, match="trail by at least 80"):
        m.apply(E, "bid blind")


def test_blind_nil_disabled() -> None:
    m = table(script(N, [4, 3, 3, 3]), options={"blind_nil_enabled": False})
    assert "bid blind" not in texts(m, N)
    # Nothing to gain by not looking: every seat sees its cards from the deal on.
    assert all(m.view(s)["looked"] and len(m.view(s)["hand"]) == 13 for s in (N, E, S, W))
    assert all("look" not in texts(m, s) for s in (N, E, S, W))
    before = snapshot(m)
    m.apply(E, "look")  # an old record's ``look`` is still accepted, and changes nothing
    assert snapshot(m) != before  # it is logged (the version moves) ...
    assert m.view(E)["hand"] == json.loads(before)["views"][2]["hand"]  # ... the hand is the same
    before = snapshot(m)
    with pytest.raises(IllegalAction, match="blind nil"):
        m.apply(N, "bid blind")
    assert snapshot(m) == before


def test_blind_nil_value_and_nil_value() -> None:
    r = _one(script(N, [0, 4, 5, 4]), {N: "blind", E: 4, S: 4, W: 4}, blind_nil_value=300)
    assert r["scores"] == [341, 80]
    r = _one(script(N, [0, 4, 5, 4]), {N: "nil", E: 4, S: 4, W: 4}, nil_value=50)
    assert r["scores"] == [91, 80]
    r = _one(script(N, [2, 4, 3, 4]), {N: "nil", E: 4, S: 3, W: 4}, nil_value=50)
    assert r["scores"] == [-50 + 30 + 2, 80]


def _one(sc: Any, bids: dict, **options: Any) -> dict[str, Any]:
    m = table(sc, options={"blind_nil_exchange_cards": 0, **options})
    return hand(m, sc, bids)


# ----- nil exchange ---------------------------------------------------------------------------


def test_nil_exchange_cards_2() -> None:
    sc = script(N, [0, 4, 5, 4])
    given, returned = sc.hands[S][:2], sc.hands[N][:2]
    m = table(deal_of(exchanged(sc.hands, N, given, returned)), options={"nil_exchange_cards": 2})
    look_all(m)
    bid(m, {N: "nil", E: 4, S: 4, W: 4})
    assert m.phase == "exchange" and m.to_act == (N,)
    assert m.view(None)["exchange"] == {"giver": N, "receiver": S, "cards": 2}
    give(m, N, given)
    give(m, S, returned)
    assert m.phase == "play"
    play(m, sc)
    assert m.results[0].to_json()["scores"] == [141, 80]


@pytest.mark.parametrize("partner", ["nil", "blind"])
def test_nil_exchange_not_when_partner_also_nil(partner: str) -> None:
    m = table(script(N, [0, 4, 5, 4]), options={"nil_exchange_cards": 2})
    look_all(m, skip=[S])
    bid(m, {N: "nil", E: 4, S: partner, W: 4})
    if partner == "nil":
        assert m.phase == "play"
    else:  # only the blind-nil exchange runs, S first, with 3 cards
        assert m.view(None)["exchange"] == {"giver": S, "receiver": N, "cards": 3}
        give(m, S, m.view(S)["hand"][:3])
        give(m, N, m.view(N)["hand"][:3])
        assert m.phase == "play"


def test_exchanges_run_in_bidding_order() -> None:
    # dealer W: N bids first, so N's nil exchange (2 cards) runs before E's blind-nil one (3)
    m = table(script(N, [0, 4, 5, 4]), options={"nil_exchange_cards": 2})
    look_all(m, skip=[E])
    bid(m, {N: "nil", E: "blind", S: 4, W: 4})
    steps = []
    while m.phase == "exchange":
        x = m.view(None)["exchange"]
        steps.append((x["giver"], x["cards"]))
        g = x["giver"]
        give(m, g, m.view(g)["hand"][: x["cards"]])
    assert steps == [(N, 2), (S, 2), (E, 3), (W, 3)]


def test_exchange_order_follows_the_dealer() -> None:
    # dealer N: E bids first, so E's exchange runs before S's
    m = new_match("spades", {}, seed=3, dealer=N)
    for seat, b in [(E, "bid blind"), (S, "bid blind"), (W, "bid 3"), (N, "bid 3")]:
        m.apply(seat, b)
    assert m.view(None)["exchange"]["giver"] == E
    give(m, E, m.view(E)["hand"][:3])
    give(m, W, m.view(W)["hand"][:3])
    assert m.view(None)["exchange"]["giver"] == S


# ----- nil tricks -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("mode", "score", "bags"),
    [("bags", 1, 1), ("count_toward_contract", 1, 1), ("ignored", 0, 0)],
)
def test_nil_tricks_mode_both_nil(mode: str, score: int, bags: int) -> None:
    m = table(script(N, [0, 6, 1, 6]), options={"nil_tricks_mode": mode})
    r = hand(m, script(N, [0, 6, 1, 6]), {N: "nil", E: 6, S: "nil", W: 6})
    assert r["scores"] == [score, 120] and r["bags"] == [bags, 0]


@pytest.mark.parametrize(
    ("mode", "score", "bags"),
    [
        ("bags", -100 + 41 + 2, 3),
        ("count_toward_contract", -100 + 43, 3),
        ("ignored", -100 + 41, 1),
    ],
)
def test_nil_tricks_mode_failed_nil_with_made_contract_and_overtricks(
    mode: str, score: int, bags: int
) -> None:
    # N nil takes 2, S bid 4 takes 5; EW bid 6 take 6
    sc = script(N, [2, 3, 5, 3])
    r = hand(table(sc, options={"nil_tricks_mode": mode}), sc, {N: "nil", E: 3, S: 4, W: 3})
    assert r["scores"] == [score, 60] and r["bags"] == [bags, 0]


# ----- bidding --------------------------------------------------------------------------------


def test_partnership_bid_cap_off() -> None:
    m = table(script(N, [4, 3, 3, 3]), options={"partnership_bid_cap": False})
    look_all(m)
    m.apply(N, "bid 9")
    m.apply(E, "bid 3")
    assert texts(m, S) == [f"bid {n}" for n in range(14)]
    m.apply(S, "bid 13")
    assert m.view(None)["bids"] == [9, 3, 13, None]


def test_partnership_bid_cap_counts_nil_as_zero() -> None:
    m = table(script(N, [4, 3, 3, 3]))
    look_all(m)
    m.apply(N, "bid 0")
    m.apply(E, "bid 3")
    assert texts(m, S) == [f"bid {n}" for n in range(14)]
    with pytest.raises(IllegalAction, match="0 \\(nil\\) to 13"):
        m.apply(S, "bid 14")


# ----- bags -----------------------------------------------------------------------------------


def test_bags_disabled() -> None:
    sc1, sc2 = script(N, [7, 0, 6, 0]), script(E, [7, 0, 6, 0])
    m = table(sc1, sc2, options={"bags_enabled": False})
    r1 = hand(m, sc1, {N: 1, E: 1, S: 1, W: 1})
    r2 = hand(m, sc2, {N: 1, E: 1, S: 1, W: 1})
    assert r1["scores"] == [31, -20] and r1["bags"] == [0, 0]
    assert r2["scores"] == [62, -40] and r2["bags"] == [0, 0]
    assert m.bags == (0, 0)


@pytest.mark.parametrize(
    ("threshold", "penalty", "score", "bags"),
    [(5, 50, 46 - 50, 1), (3, 100, 46 - 200, 0), (10, 100, 46, 6)],
)
def test_bag_threshold_and_penalty(threshold: int, penalty: int, score: int, bags: int) -> None:
    sc = script(N, [5, 2, 5, 1])  # NS bid 4 take 10: 46 and 6 bags
    m = table(sc, options={"bag_threshold": threshold, "bag_penalty": penalty})
    r = hand(m, sc, {N: 2, E: 1, S: 2, W: 2})
    assert r["scores"][0] == score and r["bags"][0] == bags


# ----- play -----------------------------------------------------------------------------------

SP17 = (
    "AD KD QD JD AH KH QH JH AC KC QC JC TC",
    "2D 3D 4D AS KS QS JS TS 9S 8S 7S 6S 5S",
    "5D 6D 7D 8D TH 9H 8H 7H 6H 4S 3S 2S 9C",
    "9D TD 5H 4H 3H 2H 8C 7C 6C 5C 4C 3C 2C",  # W holds the 2 of clubs
)


def test_first_lead_two_of_clubs() -> None:
    m = table(deal_of([h.split() for h in SP17]), options={"first_lead": "two_of_clubs"})
    look_all(m)
    bid(m, {N: 5, E: 4, S: 2, W: 1})
    assert m.to_act == (W,) and m.view(None)["leader"] == W
    assert texts(m, W) == ["play 2C"]
    before = snapshot(m)
    with pytest.raises(IllegalAction, match="2 of clubs"):
        m.apply(W, "play 3C")
    with pytest.raises(NotYourTurn):
        m.apply(N, "play AC")
    assert snapshot(m) == before
    m.apply(W, "play 2C")
    assert plays(m, N) == {"AC", "KC", "QC", "JC", "TC"}


def test_first_lead_two_of_clubs_after_the_exchange_moved_it() -> None:
    hands = (
        "2C 3C 4C AH KH QH JH TH 9H 8H 7H 6H 5H",
        "4H 3H 2H AD KD QD JD TD 9D 8D 7D 6D 5D",
        "4D 3D 2D AS KS QS JS TS 9S 8S 7S 6S 5S",
        "4S 3S 2S AC KC QC JC TC 9C 8C 7C 6C 5C",
    )
    m = table(deal_of([h.split() for h in hands]), options={"first_lead": "two_of_clubs"})
    look_all(m, skip=[N])
    bid(m, {N: "blind", E: 4, S: 4, W: 4})
    give(m, N, ["2C", "3C", "4C"])
    give(m, S, ["AS", "KS", "QS"])
    assert m.to_act == (S,) and texts(m, S) == ["play 2C"]


def test_spades_lead_anytime() -> None:
    sc = script(N, [4, 3, 3, 3])
    m = table(sc, options={"spades_lead_anytime": True})
    look_all(m)
    bid(m, {N: 4, E: 3, S: 3, W: 3})
    assert plays(m, N) == set(sc.hands[N])  # spades too, at trick 1, holding hearts
    spade = next(c for c in sc.hands[N] if c.endswith("S"))
    m.apply(N, "play " + spade)
    assert m.view(None)["spades_broken"] is True


def test_without_spades_lead_anytime_default_forbids() -> None:
    sc = script(N, [4, 3, 3, 3])
    m = table(sc)
    look_all(m)
    bid(m, {N: 4, E: 3, S: 3, W: 3})
    assert plays(m, N) == {c for c in sc.hands[N] if not c.endswith("S")}


NSFT = (
    "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
    "AS KS QS JS TS 9S AD KD QD JD TD 9D 8D",  # E: void in hearts, spades and diamonds
    "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C",
    "8S 7S 6S 5S 4S 3S 2S 7D 6D 5D 4D 3D 2D",
)
ONLY_SPADES = (
    "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
    "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D",
    "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C",
    "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S",
)


def test_no_spades_first_trick() -> None:
    m = table(deal_of([h.split() for h in NSFT]), options={"no_spades_first_trick": True})
    look_all(m)
    bid(m, {N: 4, E: 4, S: 1, W: 4})
    m.apply(N, "play AH")
    assert plays(m, E) == {"AD", "KD", "QD", "JD", "TD", "9D", "8D"}
    before = snapshot(m)
    with pytest.raises(IllegalAction, match="first trick"):
        m.apply(E, "play AS")
    assert snapshot(m) == before
    m.apply(E, "play 8D")
    m.apply(S, "play 2C")
    assert plays(m, W) == {"7D", "6D", "5D", "4D", "3D", "2D"}
    m.apply(W, "play 2D")
    # trick 2: the ban is over
    m.apply(N, "play KH")
    assert {"AS", "9D"} <= plays(m, E)
    m.apply(E, "play AS")
    assert m.view(None)["spades_broken"] is True


def test_no_spades_first_trick_allows_a_hand_of_only_spades() -> None:
    m = table(deal_of([h.split() for h in ONLY_SPADES]), options={"no_spades_first_trick": True})
    look_all(m)
    bid(m, {N: 0, E: 0, S: 0, W: 13})
    for seat, card in [(N, "AH"), (E, "AD"), (S, "AC")]:
        m.apply(seat, "play " + card)
    assert plays(m, W) == set(ONLY_SPADES[W].split())
    m.apply(W, "play 2S")
    assert m.view(None)["last_trick"]["winner"] == W


def test_no_spades_first_trick_off_by_default() -> None:
    m = table(deal_of([h.split() for h in NSFT]))
    look_all(m)
    bid(m, {N: 4, E: 4, S: 1, W: 4})
    m.apply(N, "play AH")
    assert "AS" in plays(m, E)


# ----- the end of the match -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("counts", "bids", "scores", "winner"),
    [
        ([5, 2, 4, 2], {N: 5, E: 2, S: 5, W: 2}, [-100, 40], 1),  # NS exactly at -100
        ([4, 2, 4, 3], {N: 5, E: 2, S: 4, W: 3}, [-90, 50], None),  # above: play on
        ([3, 4, 2, 4], {N: 7, E: 6, S: 6, W: 6}, [-130, -120], 1),  # both below: higher
        ([3, 4, 3, 3], {N: 7, E: 7, S: 6, W: 6}, [-130, -130], None),  # equal: another hand
    ],
    ids=["at_mercy", "above", "both_below", "both_equal"],
)
def test_mercy_loss_at(
    counts: list[int], bids: dict, scores: list[int], winner: int | None
) -> None:
    sc = script(N, counts)
    m = table(sc, options={"mercy_loss_at": -100})
    r = hand(m, sc, bids)
    assert r["scores"] == scores
    assert m.winner == winner and m.is_over == (winner is not None)
    if winner is None:
        assert m.phase == "bid" and m.hand_number == 1


def test_mercy_off_by_default() -> None:
    sc = script(N, [3, 4, 2, 4])
    m = table(sc)
    hand(m, sc, {N: 7, E: 6, S: 6, W: 6})
    assert m.scores == (-130, -120) and not m.is_over


@pytest.mark.parametrize(("target", "over"), [(100, True), (101, False)])
def test_target(target: int, over: bool) -> None:
    sc = script(N, [5, 2, 5, 1])
    m = table(sc, options={"target": target})
    hand(m, sc, {N: 5, E: 2, S: 5, W: 1})
    assert m.scores == (100, 30)
    assert m.is_over == over and m.winner == (0 if over else None)
    if over:
        assert m.legal_actions(N) == () and m.to_act == ()
        with pytest.raises(IllegalAction):
            m.apply(N, "look")


# ----- pinned decisions: look ----------------------------------------------------------------


def test_look_any_seat_any_time_and_again() -> None:
    sc = script(N, [4, 3, 3, 3])
    m = table(sc)
    m.apply(S, "look")  # out of turn, during the bidding
    assert sorted(m.view(S)["hand"]) == sorted(sc.hands[S])
    assert "look" not in texts(m, S)
    seen = m.view(S)["hand"]
    m.apply(S, "look")  # again: nothing changes
    assert m.view(S)["hand"] == seen and m.view(S)["looked"] is True
    assert m.view(N)["looked"] is False and "look" in texts(m, N)
    bid(m, {N: 4, E: 3, S: 3, W: 3})
    m.apply(W, "look")  # during play, out of turn
    assert m.view(W)["looked"] is True
    # nobody else learns whether a seat has looked
    assert m.view(E)["looked"] is False and m.view(None)["looked"] is None
    assert all(t != "look" for s, t in m.view(E)["history"] if s != E)


# ----- validation -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("options", "name"),
    [
        ({"no_such_option": 1}, "no_such_option"),
        ({"bags_enabled": 1}, "bags_enabled"),
        ({"spades_lead_anytime": "yes"}, "spades_lead_anytime"),
        ({"target": True}, "target"),
        ({"bag_threshold": 2.5}, "bag_threshold"),
        ({"mercy_loss_at": False}, "mercy_loss_at"),
        ({"blind_nil_exchange_cards": 1}, "blind_nil_exchange_cards"),
        ({"nil_exchange_cards": 3}, "nil_exchange_cards"),
        ({"nil_tricks_mode": "count"}, "nil_tricks_mode"),
        ({"first_lead": "dealer"}, "first_lead"),
        ({"partnership_bid_cap": None}, "partnership_bid_cap"),
    ],
)
def test_bad_options_rejected(options: dict[str, Any], name: str) -> None:
    with pytest.raises(InvalidOptions, match=name):
        new_match("spades", options, seed=0)
    record = {"game": "spades", "options": options, "hands": []}
    with pytest.raises(InvalidRecord, match=name):
        load_record(record)


def test_good_options_accepted_and_recorded() -> None:
    opts = {"mercy_loss_at": -200, "nil_tricks_mode": "ignored", "bags_enabled": False}
    m = new_match("spades", opts, seed=0)
    assert m.record()["options"] == opts
    assert new_match("spades", {"mercy_loss_at": None}, seed=0).options.mercy_loss_at is None
