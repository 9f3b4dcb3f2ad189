"""RULES.md §2.5: every scenario row SC-01..SC-18, by its ID.

Setup as in the table unless a test says otherwise: dealer 0, trump hearts (RB = JH, LB = JD),
teams 3x2 (A = 0 {0,3}, B = 1 {1,4}, C = 2 {2,5}); seat 1 bids and leads.
"""

from __future__ import annotations

import itertools

import pytest

from games.actions import PLAY, Discard, Play
from games.cards import CARDS, parse_cards
from games.core import Deal
from games.errors import IllegalAction, NotYourTurn
from games.schmier import SchmierMatch
from games.schmier.discards import dealer_rule
from games.schmier.scoring import decide_winner, game_award, hand_points, score_hand
from games.schmier.trumps import CARD_VALUES, TABLES, trick_winner_index

from .helpers import (
    bid_and_trump,
    c,
    dealer_auto_discard,
    hand_cards,
    make_deal,
    play,
    play_low,
    snapshot,
    start,
)

HEARTS = TABLES[1]


def legal_cards(m: SchmierMatch, seat: int) -> set[str]:
    return {str(a.card) for a in m.legal_actions(seat) if isinstance(a, Play)}


def test_SC_01_left_bauer_is_not_a_diamond() -> None:
    deal = make_deal({1: "AD 2S 3S 4S 5S 6S", 2: "JD 5C 6C 7C 8S 9S"})
    m = start(deal)
    play(m, "AD")
    assert legal_cards(m, 2) == {"JD", "5C", "6C", "7C", "8S", "9S"}  # void in diamonds
    play(m, "JD")
    for _ in range(4):
        play_low(m)
    assert m.view()["last_trick"]["winner"] == 2  # the left bauer trumps the ace


def test_SC_01_void_seat_may_also_play_the_club() -> None:
    m = start(make_deal({1: "AD 2S 3S 4S 5S 6S", 2: "JD 5C 6C 7C 8S 9S"}))
    play(m, "AD", "5C")
    assert m.view()["trick"] == [[1, "AD"], [2, "5C"]]


def test_SC_02_revoke_via_left_bauer_is_rejected() -> None:
    m = start(make_deal({1: "AD 2S 3S 4S 5S 6S", 2: "JD 3D 5C 6C 8S 9S"}))
    play(m, "AD")
    assert legal_cards(m, 2) == {"3D"}
    before = snapshot(m)
    with pytest.raises(IllegalAction, match=r"must follow diamonds \(JD is a trump\)"):
        m.apply(2, "play JD")
    with pytest.raises(IllegalAction, match="must follow diamonds"):
        m.apply(2, "play 5C")
    assert snapshot(m) == before
    play(m, "3D")


def test_SC_02_trump_anytime_lets_the_bauer_in_but_not_an_off_suit() -> None:
    deal = make_deal({1: "AD 2S 3S 4S 5S 6S", 2: "JD 3D 5C 6C 8S 9S"})
    m = start(deal, options={"trump_anytime": True})
    play(m, "AD")
    assert legal_cards(m, 2) == {"3D", "JD"}
    with pytest.raises(IllegalAction, match="must follow diamonds"):
        m.apply(2, "play 5C")


def test_SC_03_bauer_and_joker_must_follow_a_trump_lead() -> None:
    deal = make_deal({1: "5H 2S 3S 4S 6S 7S", 2: "JD 2C 3C 4C 5C 6C", 3: "JK 7C 8C 9C TC QC"})
    m = start(deal)
    play(m, "5H")
    assert legal_cards(m, 2) == {"JD"}
    with pytest.raises(IllegalAction, match="must follow trumps"):
        m.apply(2, "play 2C")
    play(m, "JD")
    assert legal_cards(m, 3) == {"JK"}
    with pytest.raises(IllegalAction, match="must follow trumps"):
        m.apply(3, "play 7C")


def _winner(texts: str) -> str:
    cards = list(parse_cards(texts))
    return str(cards[trick_winner_index(cards, HEARTS)])


def test_SC_04_joker_and_bauer_order() -> None:
    assert _winner("JD TH JK 2H") == "JD"
    assert _winner("2H JK") == "2H" and _winner("JK 2H") == "2H"
    assert _winner("JK AS KS AD AC QS") == "JK"  # led joker, no other trump: it wins
    assert _winner("AS JK") == "JK"  # the lowest trump still trumps


def test_SC_04_led_joker_wins_a_trick_in_a_real_hand() -> None:
    # the dealer bids, keeps JK AH JH JD 2H 3H (it must keep the protected trumps) and leads
    deal = make_deal({0: "JK AH JH JD 2H 3H"}, stock="4H 5H 6H 7H 8H 9H TH QH KH")
    m = start(deal, bids=["pass"] * 5 + ["bid 3"])
    assert hand_cards(m, 0) == {"JK", "AH", "JH", "JD", "2H", "3H"}
    assert m.to_act == (0,)
    play(m, "JK")
    for _ in range(5):
        play_low(m)
    v = m.view()
    assert v["last_trick"]["winner"] == 0
    assert v["awards"] == {"joker": 0}


def test_SC_05_ace_king_queen_above_the_bauers() -> None:
    cards = list(parse_cards("AH KH QH JH JD 3H"))
    for perm in itertools.permutations(cards):
        assert CARDS[perm[trick_winner_index(list(perm), HEARTS)]] == c("AH")
    order = list(parse_cards("AH KH QH JH JD TH 9H 8H 7H 6H 5H 4H 3H 2H JK"))
    for hi, lo in itertools.pairwise(order):
        assert _winner(f"{lo} {hi}") == str(hi) and _winner(f"{hi} {lo}") == str(hi)


def test_SC_06_low_goes_to_the_team_that_plays_the_two() -> None:
    deal = make_deal({0: "QH KH AH JH JK 2S", 1: "3H 4H 5H 6H 7H 8H", 4: "2H 9H TH JD 5S 6S"})
    m = start(deal)
    play(m, "3H")
    play_low(m)
    play_low(m)
    play(m, "2H")
    play_low(m)
    play(m, "QH")
    v = m.view()
    trick = [CARDS[c(x)] for _, x in v["last_trick"]["cards"]]
    assert v["last_trick"]["winner"] == 0
    assert v["awards"] == {"low": 1}  # seat 4, team B, played the two
    assert v["game_values"] == [sum(CARD_VALUES[x] for x in trick), 0, 0]
    assert CARD_VALUES[c("QH")] == 2
    while m.hand_number == 0:
        play_low(m)
    result = m.results[0].to_json()
    assert result["awards"]["low"] == 1


def test_SC_07_game_point_tie_goes_to_nobody() -> None:
    assert game_award([14, 14, 5]) is None
    assert game_award([18, 18, 5]) is None
    assert game_award([18, 17, 5]) == 0
    awards = {"high": 0, "low": 1, "right": 2, "left": 0, "joker": 1, "game": None}
    assert hand_points(awards, 3) == [2, 2, 1]
    assert sum(hand_points(awards, 3)) == 5
    # a real hand with the tie is in records/game_tie.json (test_records.py)


def test_SC_08_every_point_awarded_once() -> None:
    m = start(make_deal({1: "AD 2S 3S 4S 5S 6S"}))
    while m.hand_number == 0:
        play_low(m)
    r = m.results[0].to_json()
    assert all(r["awards"][k] is not None for k in ("high", "low", "right", "left", "joker"))
    assert sum(r["points"]) in (5, 6)
    # the random-match property test checks this for many hands


def test_SC_09_a_bid_of_six_ends_the_auction() -> None:
    m = SchmierMatch(dealer=0, deals=[make_deal({})], seed=0)
    m.apply(1, "bid 3")
    m.apply(2, "pass")
    m.apply(3, "bid 6")
    assert m.phase == "trump" and m.to_act == (3,)
    assert m.view()["bids"] == [None, 3, "pass", 6, None, None]
    for s in (4, 5, 0):
        assert m.legal_actions(s) == ()
        with pytest.raises(NotYourTurn):
            m.apply(s, "pass")


def test_SC_10_all_pass_same_dealer_redeals() -> None:
    m = SchmierMatch(dealer=0, seed=5)
    first = m.hands[0].deal
    for s in (1, 2, 3, 4, 5, 0):
        m.apply(s, "pass")
    assert m.results[0].to_json() == {"redeal": True, "scores": [0, 0, 0]}
    assert m.results[0].redeal
    assert m.hand_number == 1 and m.dealer == 0
    assert m.hands[1].deal != first  # a new shuffle
    assert m.phase == "bid" and m.to_act == (1,)


def test_SC_10_redeal_next_dealer_option() -> None:
    m = SchmierMatch({"all_pass": "redeal_next_dealer"}, dealer=0, seed=5)
    for s in (1, 2, 3, 4, 5, 0):
        m.apply(s, "pass")
    assert m.hand_number == 1 and m.dealer == 1 and m.to_act == (2,)


def test_SC_10_dealer_stuck_option() -> None:
    m = SchmierMatch({"all_pass": "dealer_stuck"}, dealer=0, seed=5)
    for s in (1, 2, 3, 4, 5):
        m.apply(s, "pass")
    assert [str(a) for a in m.legal_actions(0)] == ["bid 3", "bid 4", "bid 5", "bid 6"]
    before = snapshot(m)
    with pytest.raises(IllegalAction, match="dealer must bid"):
        m.apply(0, "pass")
    assert snapshot(m) == before
    m.apply(0, "bid 3")
    assert m.phase == "trump" and m.to_act == (0,)


def test_SC_10_dealer_stuck_dealer_may_pass_after_a_bid() -> None:
    m = SchmierMatch({"all_pass": "dealer_stuck"}, dealer=0, seed=5)
    for s, text in zip((1, 2, 3, 4, 5), ("pass", "bid 4", "pass", "pass", "pass"), strict=True):
        m.apply(s, text)
    assert [str(a) for a in m.legal_actions(0)] == ["pass", "bid 5", "bid 6"]


def test_SC_11_non_dealer_may_not_discard_trumps_or_four() -> None:
    deal = make_deal({1: "4H JD 2S 3S 4S 5S", 2: "JK 6S 7S 8S 9S TS"}, stock="2C 3C 4C")
    m = SchmierMatch(dealer=0, deals=[deal], seed=0)
    for s, text in ((1, "bid 3"), (2, "pass"), (3, "pass"), (4, "pass"), (5, "pass")):
        m.apply(s, text)
    m.apply(0, "pass")
    m.apply(1, "trump H")
    before = snapshot(m)
    for bad, why in (
        ("discard 4H", "trump"),
        ("discard JD", "trump"),
        ("discard JD 2S", "trump"),
        ("discard 2S 3S 4S 5S", "at most 3"),
        ("discard 6S", "do not hold"),
    ):
        with pytest.raises(IllegalAction, match=why):
            m.apply(1, bad)
        assert snapshot(m) == before
    legal = m.legal_actions(1)
    assert len(legal) == 1 + 4 + 6 + 4
    assert all(not HEARTS.mask >> x & 1 for a in legal for x in a.cards)
    m.apply(1, "discard 2S 3S")
    assert hand_cards(m, 1) == {"4H", "JD", "4S", "5S", "2C", "3C"}  # the top of the stock
    with pytest.raises(IllegalAction, match="trump"):
        m.apply(2, "discard JK")
    m.apply(2, "discard 6S")
    assert "4C" in hand_cards(m, 2)


def _sc12_deal() -> Deal:
    # stock: 13 non-trumps for the non-dealers' replacements, then 2H JK 5S 6S for the dealer
    return make_deal(
        {0: "AH KH QH JH JD TH"},
        stock="2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC 2H JK 5S 6S",
    )


def _sc12_match() -> SchmierMatch:
    m = SchmierMatch(dealer=0, deals=[_sc12_deal()], seed=0)
    for s, text in ((1, "bid 3"), (2, "pass"), (3, "pass"), (4, "pass"), (5, "pass"), (0, "pass")):
        m.apply(s, text)
    m.apply(1, "trump H")
    for s, n in ((1, 3), (2, 3), (3, 3), (4, 3), (5, 1)):
        rule = m.discard_constraints(s)
        assert rule is not None
        m.apply(s, Discard(rule.may[:n]))
    return m


def test_SC_12_dealer_with_eight_trumps() -> None:
    m = _sc12_match()
    assert hand_cards(m, 0) == {"AH", "KH", "QH", "JH", "JD", "TH", "2H", "JK", "5S", "6S"}
    rule = m.discard_constraints(0)
    assert rule is not None
    assert rule.min_count == rule.max_count == 4
    assert {str(x) for x in rule.must} == {"5S", "6S"}
    assert {str(x) for x in rule.may} == {"KH", "QH", "TH"}
    legal = {frozenset(str(x) for x in a.cards) for a in m.legal_actions(0)}
    assert legal == {
        frozenset({"5S", "6S", *pair}) for pair in itertools.combinations(["KH", "QH", "TH"], 2)
    }
    before = snapshot(m)
    for protected in ("AH", "JH", "JD", "2H", "JK"):
        with pytest.raises(IllegalAction, match="may never be discarded"):
            m.apply(0, f"discard 5S 6S KH {protected}")
        assert snapshot(m) == before
    with pytest.raises(IllegalAction, match="keeps exactly six trumps"):
        m.apply(0, "discard 5S KH QH TH")
    with pytest.raises(IllegalAction, match="exactly 4 cards"):
        m.apply(0, "discard 5S 6S KH")
    m.apply(0, "discard 5S 6S KH QH")
    assert hand_cards(m, 0) == {"AH", "JH", "JD", "TH", "2H", "JK"}
    assert m.phase == "play" and m.to_act == (1,)


def test_SC_12_dealer_with_six_trumps_or_fewer_keeps_them() -> None:
    rule = dealer_rule(sum(1 << x for x in parse_cards("AH KH 3H 4S 5S 6S 7S 8S 9S")), HEARTS)
    assert rule.min_count == 3 and rule.must == ()
    assert {str(x) for x in rule.may} == {"4S", "5S", "6S", "7S", "8S", "9S"}
    assert rule.count() == 20


def test_SC_12_dealer_list_with_more_than_six_trumps_is_short() -> None:
    # 11 trumps with one protected (the joker): keep it and 5 of the other 10 → C(10, 5)
    hand = sum(1 << x for x in parse_cards("JK KH QH TH 9H 8H 7H 6H 5H 4H 3H 2S 3S"))
    rule = dealer_rule(hand, HEARTS)
    assert {str(x) for x in rule.must} == {"2S", "3S"}
    assert rule.min_count == 7 and rule.count() == 252


def test_SC_13_bidders_set() -> None:
    assert score_hand([0, 0, 0], [5, 1, 0], 0, 4) == [5, 1, 0]
    assert score_hand([0, 0, 0], [3, 2, 1], 0, 4) == [-4, 2, 1]
    assert score_hand([10, 3, 7], [1, 3, 2], 2, 2) == [11, 6, 9]
    assert score_hand([10, 3, 7], [1, 3, 1], 2, 2) == [11, 6, 5]


def _played_hand_points(deal: Deal, bids: list[str]) -> tuple[list[int], int]:
    m = start(deal, bids=bids)
    while m.hand_number == 0:
        play_low(m)
    r = m.results[0].to_json()
    return r["points"], r["bid"]


def _end_after(deal: Deal, bids: list[str], totals: list[int], **options: object) -> SchmierMatch:
    m = start(deal, bids=bids, options=dict(options))
    m._totals = list(totals)
    while m.hand_number == 0 and not m.is_over:
        play_low(m)
    return m


# the dealer (team A) bids and keeps the five protected trumps, so team A makes its bid
_STRONG = make_deal({0: "JK AH JH JD 2H 3H"}, stock="4H 5H 6H 7H 8H 9H TH QH KH")
_DEALER_BIDS = ["pass"] * 5 + ["bid 3"]


def test_SC_14_higher_score_wins_when_two_reach_21() -> None:
    assert decide_winner([18, 19, 0], [22, 21, 0], {}, 0, True, 21, "another_hand") == 0
    points, _ = _played_hand_points(_STRONG, _DEALER_BIDS)
    a, b = points[0], points[1]
    m = _end_after(_STRONG, _DEALER_BIDS, [22 - a, 21 - b, 0])
    assert m.scores[:2] == (22, 21) and m.is_over and m.winner == 0


def test_SC_15_bidder_wins_a_tie() -> None:
    assert decide_winner([18, 20, 0], [23, 23, 0], {}, 0, True, 21, "another_hand") == 0
    assert decide_winner([18, 20, 0], [23, 23, 0], {}, 1, True, 21, "another_hand") == 1
    points, _ = _played_hand_points(_STRONG, _DEALER_BIDS)
    m = _end_after(_STRONG, _DEALER_BIDS, [23 - points[0], 23 - points[1], 0])
    assert m.scores[:2] == (23, 23) and m.is_over and m.winner == 0


def test_SC_16_three_team_tie_plays_another_hand() -> None:
    awards = {"high": 1, "low": 2, "right": 1, "left": 2, "joker": 2, "game": 1}
    assert decide_winner([10, 18, 18], [4, 21, 21], awards, 0, False, 21, "another_hand") is None
    # count out from 18/18: B reaches 21 with its third point (game) after C's third (joker)
    assert decide_winner([10, 18, 18], [4, 21, 21], awards, 0, False, 21, "count_out_order") == 2
    # a set bidder's points never count, a tied team's do
    awards = {"high": 0, "low": 1, "right": 1, "left": 2, "joker": 1, "game": 2}
    assert decide_winner([0, 18, 19], [-6, 21, 21], awards, 0, False, 21, "count_out_order") == 1
    # only the tied teams count out: A (bidder, made, 21) reaches the target first but is lower
    awards = {"high": 0, "low": 1, "right": 2, "left": 1, "joker": 2, "game": None}
    assert decide_winner([20, 20, 20], [21, 22, 22], awards, 0, True, 21, "count_out_order") == 1


def test_SC_16_in_a_match() -> None:
    # seat 1 (team B) bids 6 and is set: the dealer's team A takes the five trump points
    bids = ["bid 6"]
    points, bid = _played_hand_points(_STRONG, bids)
    assert bid == 6 and points[1] < 6
    a, cc = points[0], points[2]
    m = _end_after(_STRONG, bids, [21 - a, 10, 21 - cc])
    assert m.scores == (21, 4, 21)
    assert not m.is_over and m.hand_number == 1 and m.phase == "bid"  # another hand
    m = _end_after(_STRONG, bids, [21 - a, 10, 21 - cc], tie_fallback="count_out_order")
    assert m.is_over and m.winner == 0  # A's trump points come before the game point


def test_SC_17_bidder_leads_the_first_trick() -> None:
    deal = make_deal({})
    m = start(deal, bids=["pass", "pass", "bid 4", "pass", "pass", "pass"])
    assert m.view()["bidder"] == 3
    assert m.to_act == (3,) and m.view()["leader"] == 3
    assert m.legal_actions(1) == ()
    with pytest.raises(NotYourTurn, match="seat 3's turn"):
        m.apply(1, PLAY[m.hand.hands[1].bit_length() - 1])


def test_SC_18_thirty_six_cards_played_discards_never_count() -> None:
    m = _sc12_match()
    dealer_auto_discard(m)
    discarded = [x for s in range(6) for x in parse_cards(m.view(s)["discarded"])]
    assert len(discarded) == 17
    while m.hand_number == 0:
        play_low(m)
    plays = [a for _, a in m.hands[0].actions if isinstance(a, Play)]
    assert len(plays) == 36
    assert len({a.card for a in plays} | set(discarded)) == 53
    r = m.results[0].to_json()
    assert sum(r["game_values"]) == 81 - sum(CARD_VALUES[x] for x in discarded)


def test_largest_dealer_discard_list() -> None:
    """No discards and no trump for the dealer: it keeps 6 of 23 cards, C(23, 6) ways."""
    trumps = [str(x) for x in parse_cards("AH KH QH JH JD TH 9H 8H 7H 6H 5H 4H 3H 2H JK")]
    plain = [str(x) for x in parse_cards("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS 2C 3C")]
    hands = {s: " ".join(trumps[3 * s - 3 : 3 * s] + plain[3 * s - 3 : 3 * s]) for s in range(1, 6)}
    m = SchmierMatch(dealer=0, deals=[make_deal(hands)], seed=0)
    bid_and_trump(m)
    for s in range(1, 6):
        m.apply(s, "discard")
    rule = m.discard_constraints(0)
    assert rule is not None and rule.count() == 100_947 and rule.min_count == 17
    legal = m.legal_actions(0)
    assert len(legal) == len(set(legal)) == 100_947
    assert m.legal_actions(0) is legal  # cached until the state changes
    assert m.is_legal(0, legal[12345]) and not m.is_legal(0, Discard(legal[0].cards[:-1]))
    m.apply(0, legal[-1])
    assert m.phase == "play" and len(hand_cards(m, 0)) == 6
