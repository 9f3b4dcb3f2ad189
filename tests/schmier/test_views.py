"""Hidden information: what each seat's view holds, and what nobody else's does."""

from __future__ import annotations

import pytest

from games.actions import Discard

from .helpers import cards_in, dealer_auto_discard, make_deal, play, start
from .test_scenarios import _sc12_match


def test_a_discard_is_seen_only_by_its_maker() -> None:
    deal = make_deal({1: "2S 3S 4S 5S 6S 7S"}, stock="2C 3C 4C")
    m = start(deal, discards={1: "discard 2S 3S 4S"})
    mine = m.view(1)
    assert mine["discarded"] == ["2S", "3S", "4S"]
    assert mine["drawn"] == ["2C", "3C", "4C"]
    assert [1, "discard 2S 3S 4S"] in mine["history"]
    for seat in (None, 0, 2, 3, 4, 5):
        v = m.view(seat)
        assert [1, "discard 3 cards"] in v["history"]
        assert not {"2S", "3S", "4S", "2C", "3C", "4C"} & cards_in(v)
        assert v["discard_counts"][1] == 3


def test_no_discard_is_still_an_action() -> None:
    m = start(make_deal({}))
    assert [1, "discard 0 cards"] in m.view(2)["history"]
    assert [1, "discard"] in m.view(1)["history"]
    assert [a for s, a in m.record()["hands"][0]["actions"] if s == 1][-1] == "discard"


def test_dealer_pickup_and_discard_are_private() -> None:
    m = _sc12_match()
    assert m.view(0)["drawn"] == ["5S", "6S", "2H", "JK"]
    for seat in (None, 1, 2, 3, 4, 5):
        v = m.view(seat)
        assert v["hand_sizes"][0] == 10 and v["stock_size"] == 0
        assert not {"5S", "6S", "2H", "JK", "AH", "KH"} & cards_in(v)
    m.apply(0, "discard 5S 6S KH QH")
    for seat in (None, 1, 2, 3, 4, 5):
        v = m.view(seat)
        assert [0, "discard 4 cards"] in v["history"]
        assert v["dealer_trump_discards"] == []
        assert not {"5S", "6S", "KH", "QH"} & cards_in(v)


def test_show_dealer_trump_discards() -> None:
    m = _sc12_match()
    m = type(m)({"show_dealer_trump_discards": True}, dealer=0, deals=[m.hands[0].deal], seed=0)
    for s, text in ((1, "bid 3"), (2, "pass"), (3, "pass"), (4, "pass"), (5, "pass"), (0, "pass")):
        m.apply(s, text)
    m.apply(1, "trump H")
    for s, n in ((1, 3), (2, 3), (3, 3), (4, 3), (5, 1)):
        rule = m.discard_constraints(s)
        assert rule is not None
        m.apply(s, Discard(rule.may[:n]))
    assert m.view(3)["dealer_trump_discards"] is None
    m.apply(0, "discard 5S 6S KH QH")
    for seat in (None, 1, 2, 3, 4, 5):
        v = m.view(seat)
        assert v["dealer_trump_discards"] == ["QH", "KH"]
        assert [0, "discard 4 cards (trumps QH KH)"] in v["history"]
        assert not {"5S", "6S"} & cards_in(v)


def test_discard_rule_only_in_the_discarders_own_view() -> None:
    m = start(make_deal({}), discards={})
    assert m.view(1)["discard_rule"] is None
    m2 = _sc12_match()
    assert m2.view(0)["discard_rule"] == {
        "min": 4,
        "max": 4,
        "must": ["5S", "6S"],
        "may": ["TH", "QH", "KH"],
        "dealer": True,
    }
    assert m2.view(1)["discard_rule"] is None and m2.view(None)["discard_rule"] is None


def test_hand_display_order() -> None:
    m = start(make_deal({1: "AD 2S JD JK 5H QC"}))
    assert m.view(1)["hand"] == ["JD", "5H", "JK", "2S", "AD", "QC"]  # trumps first
    m2 = type(m)(dealer=0, deals=[make_deal({1: "AD 2S JD JK 5H QC"})], seed=0)
    assert m2.view(1)["hand"] == ["2S", "5H", "AD", "JD", "QC", "JK"]  # before trump


def test_public_view_during_play() -> None:
    m = start(make_deal({1: "AD 2S 3S 4S 5S 6S"}))
    play(m, "AD")
    v = m.view()
    assert v["hand"] is None and v["trick"] == [[1, "AD"]] and v["leader"] == 1
    assert v["trump"] == "H" and v["bidder"] == 1 and v["bid"] == 3
    assert v["bids"] == ["pass", 3, "pass", "pass", "pass", "pass"]
    assert v["phase"] == "play" and v["to_act"] == [2]


@pytest.mark.parametrize("seat", [None, 0, 1, 2, 3, 4, 5])
def test_views_before_trump_hold_only_own_cards(seat: int | None) -> None:
    deal = make_deal({})
    m = type(start(deal))(dealer=0, deals=[deal], seed=0)
    own = set() if seat is None else {str(c) for c in deal.hands[seat]}
    assert cards_in(m.view(seat)) == own


def test_dealer_auto_discard_helper_is_legal() -> None:
    m = start(make_deal({}), discards={})
    assert m.phase == "play"
    assert dealer_auto_discard  # used by start()
