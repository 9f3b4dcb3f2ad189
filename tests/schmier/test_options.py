"""Options validation, the action verbs, and each option's effect on the rules."""

from __future__ import annotations

from typing import Any

import pytest

from games import new_match
from games.errors import IllegalAction, InvalidOptions, MalformedAction
from games.schmier import Options, SchmierMatch

from .helpers import hand_cards, make_deal, play, play_low, snapshot, start


def test_defaults_follow_rules_md() -> None:
    o = Options()
    assert o.to_json() == {
        "teams": "3x2",
        "target": 21,
        "min_bid": 3,
        "max_bid": 6,
        "all_pass": "redeal_same_dealer",
        "max_discard": 3,
        "trump_anytime": False,
        "bidder_must_lead_trump": False,
        "show_dealer_trump_discards": False,
        "tie_fallback": "another_hand",
    }
    m = new_match("schmier", seed=1)
    assert isinstance(m, SchmierMatch) and m.seats == 6
    assert m.teams == ((0, 3), (1, 4), (2, 5))
    assert m.record()["options"] == {}


@pytest.mark.parametrize(
    "bad",
    [
        {"colour": "red"},
        {"teams": "3x3"},
        {"target": 0},
        {"target": True},
        {"target": "21"},
        {"target": 21.5},
        {"min_bid": 0},
        {"max_bid": 7},
        {"min_bid": 5, "max_bid": 4},
        {"max_discard": 4},
        {"max_discard": -1},
        {"all_pass": "redeal"},
        {"trump_anytime": 1},
        {"trump_anytime": "true"},
        {"bidder_must_lead_trump": 0},
        {"show_dealer_trump_discards": None},
        {"tie_fallback": "bidder"},
    ],
)
def test_bad_options_are_rejected(bad: dict[str, Any]) -> None:
    with pytest.raises(InvalidOptions):
        SchmierMatch(bad, seed=1)


def test_changed_options_are_recorded() -> None:
    m = SchmierMatch({"teams": "2x3", "target": 11, "trump_anytime": True}, seed=1)
    assert m.record()["options"] == {"teams": "2x3", "target": 11, "trump_anytime": True}
    assert m.teams == ((0, 2, 4), (1, 3, 5))
    assert m.scores == (0, 0)


@pytest.mark.parametrize(
    "text", ["bid blind", "trump seventh", "look", "give AS", "draw stock", "drop", "hit 5H 0"]
)
def test_other_games_verbs_are_malformed(text: str) -> None:
    m = SchmierMatch(seed=1)
    with pytest.raises(MalformedAction):
        m.parse_action(text)
    with pytest.raises(MalformedAction):
        m.apply(m.to_act[0], text)


def test_action_text_forms() -> None:
    m = SchmierMatch(dealer=0, seed=1)
    m.apply(1, "  bid   4 ")
    assert str(m.parse_action("trump hearts")) == "trump H"
    assert str(m.parse_action("discard 10h jk")) == "discard TH JK"
    assert str(m.parse_action("discard")) == "discard"


def test_wrong_phase_and_out_of_range_bids() -> None:
    m = SchmierMatch(dealer=0, seed=1)
    before = snapshot(m)
    for text, why in (
        ("bid 7", "bids are 3 to 6"),
        ("bid 2", "bids are 3 to 6"),
        ("play AS", "time to bid"),
        ("trump H", "time to bid"),
        ("discard", "time to bid"),
    ):
        with pytest.raises(IllegalAction, match=why):
            m.apply(1, text)
    assert snapshot(m) == before
    m.apply(1, "bid 4")
    with pytest.raises(IllegalAction, match="bid must exceed 4"):
        m.apply(2, "bid 4")


def test_min_and_max_bid() -> None:
    m = SchmierMatch({"min_bid": 2, "max_bid": 4}, dealer=0, seed=1)
    assert [str(a) for a in m.legal_actions(1)] == ["pass", "bid 2", "bid 3", "bid 4"]
    m.apply(1, "bid 4")  # max_bid ends the auction
    assert m.phase == "trump" and m.to_act == (1,)


def test_max_discard() -> None:
    m = SchmierMatch({"max_discard": 1}, dealer=0, deals=[make_deal({})], seed=0)
    m.apply(1, "bid 6")
    m.apply(1, "trump S")
    assert all(len(a.cards) <= 1 for a in m.legal_actions(2 - 1))
    with pytest.raises(IllegalAction, match="at most 1 card"):
        m.apply(1, "discard " + " ".join(sorted(hand_cards(m, 1) - _spades_trumps())[:2]))


def _spades_trumps() -> set[str]:
    return {*(r + "S" for r in "23456789TJQKA"), "JC", "JK"}


def test_max_discard_zero_still_asks_each_seat() -> None:
    m = SchmierMatch({"max_discard": 0}, dealer=0, seed=3)
    m.apply(1, "bid 6")
    m.apply(1, "trump C")
    for s in (1, 2, 3, 4, 5):
        assert [str(a) for a in m.legal_actions(s)] == (["discard"] if s == m.to_act[0] else [])
        m.apply(s, "discard")
    rule = m.discard_constraints(0)
    assert rule is not None and rule.min_count == 17
    assert m.view(0)["hand_sizes"][0] == 23


def test_bidder_must_lead_trump() -> None:
    deal = make_deal({1: "5H AS KS QS JS TS"})
    m = start(deal, options={"bidder_must_lead_trump": True})
    assert [str(a) for a in m.legal_actions(1)] == ["play 5H"]
    before = snapshot(m)
    with pytest.raises(IllegalAction, match="must lead a trump"):
        m.apply(1, "play AS")
    assert snapshot(m) == before
    play(m, "5H")
    for _ in range(5):
        play_low(m)
    assert len(m.legal_actions(m.to_act[0])) >= 1  # later leads are free


def test_bidder_without_trump_may_lead_anything() -> None:
    deal = make_deal({1: "AS KS QS JS TS 9S"})
    m = start(deal, options={"bidder_must_lead_trump": True})
    assert len(m.legal_actions(1)) == 6


def test_teams_2x3_awards_and_scores() -> None:
    deal = make_deal({0: "JK AH JH JD 2H 3H"}, stock="4H 5H 6H 7H 8H 9H TH QH KH")
    m = start(deal, options={"teams": "2x3"}, bids=["pass"] * 5 + ["bid 3"])
    while m.hand_number == 0:
        play_low(m)
    r = m.results[0].to_json()
    assert len(r["points"]) == 2 and len(r["scores"]) == 2
    assert all(r["awards"][k] == 0 for k in ("high", "low", "right", "left", "joker"))
    assert r["points"][0] >= 5 and r["scores"][0] == r["points"][0]


def test_dealer_stuck_makes_every_hand_played() -> None:
    m = SchmierMatch({"all_pass": "dealer_stuck"}, seed=9)
    for s in [(m.dealer + i) % 6 for i in range(1, 6)]:
        m.apply(s, "pass")
    assert "pass" not in [str(a) for a in m.legal_actions(m.dealer)]


def test_seats_and_deals_are_checked() -> None:
    from games.core import Deal
    from games.errors import InvalidDeal, InvalidRecord

    with pytest.raises(InvalidRecord):
        SchmierMatch(seats=5, seed=1)
    assert SchmierMatch(seats=6, seed=1).seats == 6
    good = make_deal({})
    short = Deal(good.hands, good.stock[:-1])
    twice = Deal((good.hands[1], *good.hands[1:]), good.stock)
    for bad in (short, twice, Deal(good.hands[:5], good.stock)):
        with pytest.raises(InvalidDeal):
            SchmierMatch(dealer=0, deals=[bad], seed=0)


def test_the_end_of_a_match() -> None:
    import random

    from games.errors import NotYourTurn

    from .helpers import random_action

    m = SchmierMatch({"target": 3}, seed=4)
    rng = random.Random(4)
    while not m.is_over:
        m.apply(*random_action(m, rng))
    v = m.view(0)
    assert v["phase"] == "over" and v["over"] and v["winner"] == m.winner
    assert v["to_act"] == [] and v["last_hand"] == m.results[-1].to_json()
    assert all(m.legal_actions(s) == () for s in range(6))
    assert m.discard_constraints(m.dealer) is None
    with pytest.raises(NotYourTurn, match="over"):
        m.apply(0, "pass")
    assert max(m.scores) >= 3


def test_waiting_for_a_deal() -> None:
    from games.errors import NotYourTurn

    m = SchmierMatch(dealer=0, auto_deal=False, seed=0)
    assert m.phase == "deal" and m.to_act == () and m.legal_actions(1) == ()
    with pytest.raises(NotYourTurn):
        m.apply(1, "pass")
    m.supply_deal(make_deal({}), 0)
    assert m.phase == "bid" and m.to_act == (1,)
