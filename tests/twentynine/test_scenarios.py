"""RULES.md §1.7: every Twenty-Nine scenario row, by its ID.

Seats N=0, E=1, S=2, W=3; dealer W, so N speaks and leads first; NS (team 0) vs EW (team 1).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from games.errors import IllegalAction, NotYourTurn
from games.twentynine import TwentyNineMatch
from tests.twentynine.helpers import (
    E,
    N,
    S,
    W,
    act,
    auction_to,
    deal,
    first_legal_to_end,
    last,
    plays,
    sweep_match,
    table,
    texts,
)

# Every seat holds two cards of each suit, so nobody is void in trick 1.
BAL = deal(
    "7H 8H 7S 8S 7D 8D 7C 8C",
    "AH TH QS KS QD KD QC KC",
    "9H QH AS TS AD TD AC TC",
    "JH KH JS 9S JD 9D JC 9C",
)

# T29-10: S bids 20, trump H; S is void in diamonds at trick 2; N holds KH QH.
PAIR_DEAL = deal(
    "JS 7D AS TC 8C KH QH 9D",
    "7S 8D TS AC KD JH 9H 8H",
    "8S 7C 9S JC KC TH AH 7H",
    "QS AD KS 9C QC JD TD QD",
)
PAIR_TRICKS_1_TO_3 = "JS 7S 8S QS  7D 8D 7C AD  KS AS TS 9S"


def test_T29_01_natural_ranking_and_trick_points() -> None:
    m = table(BAL)
    auction_to(m, S, 15, "trump S")
    plays(m, "7H AH 9H JH")
    v = m.view(None)
    assert v["last_trick"] == {"cards": [[0, "7H"], [1, "AH"], [2, "9H"], [3, "JH"]], "winner": W}
    assert v["points"] == [0, 6]
    assert v["trump_revealed"] is False


def test_T29_02_ace_beats_ten_beats_king() -> None:
    m = table(
        deal(
            "TS 7S 7H 8H 7D 8D 7C 8C",
            "AS 8S AH TH QD KD QC KC",
            "KS 9S 9H QH AD TD AC TC",
            "QS JS JH KH JD 9D JC 9C",
        )
    )
    auction_to(m, S, 15, "trump H")
    plays(m, "TS AS KS QS")
    assert m.view(None)["last_trick"]["winner"] == E
    assert m.view(None)["points"] == [0, 2]


@pytest.mark.parametrize("min_bid", [15, 16])
def test_T29_03_forced_dealer_bid(min_bid: int) -> None:
    m = table(BAL, options={"min_bid": min_bid})
    act(m, "pass", "pass", "pass")
    assert m.to_act == (W,)
    assert texts(m, W) == [f"bid {min_bid}"]
    before = m.record()
    with pytest.raises(IllegalAction, match="may not pass"):
        m.apply(W, "pass")
    with pytest.raises(IllegalAction, match=f"must bid exactly {min_bid}"):
        m.apply(W, f"bid {min_bid + 1}")
    assert m.record() == before
    m.apply(W, f"bid {min_bid}")
    assert m.phase == "trump" and m.to_act == (W,)
    assert m.view(None)["bidder"] == W and m.view(None)["bid"] == min_bid


def test_T29_04_partner_overcall_and_pass_counting() -> None:
    m = table(BAL)
    act(m, "bid 16", "pass", "bid 17", "pass", "pass", "pass")
    v = m.view(None)
    assert m.phase == "trump" and v["bidder"] == S and v["bid"] == 17
    assert v["bids"] == ["pass", "pass", 17, "pass"]


def test_T29_05_a_passed_player_re_enters() -> None:
    m = table(BAL)
    act(m, "pass", "bid 16", "pass", "pass", "bid 17", "pass", "pass", "pass")
    v = m.view(None)
    assert m.phase == "trump" and v["bidder"] == N and v["bid"] == 17


def test_T29_06_max_bid_ends_the_auction() -> None:
    m = table(BAL)
    m.apply(N, "bid 28")
    assert m.phase == "trump" and m.to_act == (N,)
    for seat in (E, S, W):
        assert m.legal_actions(seat) == ()
        with pytest.raises(NotYourTurn):
            m.apply(seat, "pass")


T07_DEAL = deal(
    "AH 8H 9S 8S 9D 8D 9C 8C",
    "7S 7D KS KD QS QD QC KC",
    "JH 9H AS TS AD TD AC TC",
    "TH KH QH 7H JS JD JC 7C",
)


@pytest.mark.parametrize(("e_card", "winner"), [("7D", S), ("7S", E)])
def test_T29_07_reveal_before_the_void_player_plays(e_card: str, winner: int) -> None:
    m = table(T07_DEAL)
    auction_to(m, S, 15, "trump S")
    assert m.view(None)["trump"] is None
    plays(m, "AH")
    v = m.view(None)
    assert v["trump"] == "S" and v["trump_revealed"] and v["revealed_by"] == E
    assert len(m.legal_actions(E)) == 8  # any card: trumping allowed, not required
    plays(m, f"{e_card} JH 7H")
    assert m.view(None)["last_trick"]["winner"] == winner


def test_T29_08_led_suit_is_the_secret_trump() -> None:
    m = table(
        deal(
            "9S 7S 7H 8H 7D 8D 7C 8C",
            "AS 8S AH TH QD KD QC KC",
            "JS TS 9H QH AD TD AC TC",
            "KS QS JH KH JD 9D JC 9C",
        )
    )
    auction_to(m, S, 15, "trump S")
    plays(m, "9S AS JS KS")
    assert m.view(None)["last_trick"]["winner"] == S
    assert m.view(S)["trump"] == "S"
    for seat in (None, N, E, W):
        v = m.view(seat)
        assert v["trump"] is None and v["trump_revealed"] is False
        assert "trump S" not in json.dumps(v)
        assert [S, "trump ?"] in v["history"]


T09_DEAL = deal(
    "JD 9D AD TD KD QD 8D 7S",
    "9C JC AC TC JS 9S AS TS",
    "7D 7H 8H QH KH KS QS 8S",
    "8C KC QC 7C JH 9H AH TH",
)
OPTIONAL = {"reveal_mode": "optional", "caller_must_trump": True}


def test_T29_09_a_later_reveal_turns_an_earlier_discard_into_trump() -> None:
    m = table(T09_DEAL, options=OPTIONAL)
    auction_to(m, E, 15, "trump C")
    plays(m, "JD")
    assert "reveal" in texts(m, E)
    plays(m, "9C 7D")  # E discards a club without revealing
    assert m.view(None)["trump_revealed"] is False
    m.apply(W, "reveal")
    assert m.view(None)["trump"] == "C"
    assert texts(m, W) == ["play 7C", "play 8C", "play QC", "play KC"]  # the caller must trump
    with pytest.raises(IllegalAction, match="must play a trump"):
        m.apply(W, "play JH")
    plays(m, "8C")
    assert m.view(None)["last_trick"]["winner"] == E


def _pair_table(options: dict[str, Any] | None = None) -> TwentyNineMatch:
    m = table(PAIR_DEAL, options=options)
    act(m, "pass", "pass", "bid 20", "pass", "pass", "pass", "trump H")
    plays(m, PAIR_TRICKS_1_TO_3)
    return m


PAIR_REST = "AH QD KH JH  8H 7H JD QH  9D 9H TH TD"


def test_T29_10_pair_lowers_the_target() -> None:
    m = table(PAIR_DEAL)
    act(m, "pass", "pass", "bid 20", "pass", "pass", "pass", "trump H")
    plays(m, "JS 7S 8S QS  7D 8D")
    assert m.view(None)["revealed_by"] == S  # trick 2: the bidder is void and declares
    plays(m, "7C AD  KS AS TS 9S")
    assert m.view(None)["last_trick"]["winner"] == S
    assert "pair" in texts(m, N) and m.to_act == (S,)  # N declares out of turn
    m.apply(N, "pair")
    assert m.view(None)["target"] == 16 and m.view(None)["pair_by"] == N
    plays(m, "JC 9C TC AC  KC QC 8C KD " + PAIR_REST)
    r = last(m)
    assert r == {
        "bidder": S,
        "bid": 20,
        "target": 16,
        "trump": "H",
        "points": [17, 11],
        "made": True,
        "scores": [1, 0],
    }


def test_T29_10_without_the_pair_the_contract_fails() -> None:
    m = _pair_table()
    plays(m, "JC 9C TC AC  KC QC 8C KD " + PAIR_REST)
    r = last(m)
    assert r["target"] == 20 and r["points"] == [17, 11] and r["made"] is False
    assert r["scores"] == [-1, 0]


# E holds KH QH and is void in spades: the reveal comes at trick 1, which E wins with JH.
T11_DEAL = deal(
    "7S AS 7D 8D 9D TD 7C 8C",
    "KH QH JH 9H JD QD KD AD",
    "8S TS 7H 8H AH TH JC 9C",
    "9S JS KS QS AC TC KC QC",
)
# The same with S (the bidder) holding KH QH and winning trick 1.
T12_DEAL = deal(
    "7S AS 7D 8D 9D TD 7C 8C",
    "8S TS 7H 8H AH TH JC 9C",
    "KH QH JH 9H JD QD KD AD",
    "9S JS KS QS AC TC KC QC",
)


@pytest.mark.parametrize(("adjust", "target"), [("all_or_nothing", 26), ("clamp", 28)])
def test_T29_11_defenders_pair_upper_bound(adjust: str, target: int) -> None:
    m = table(T11_DEAL, options={"pair_adjust": adjust})
    auction_to(m, S, 26, "trump H")
    plays(m, "7S")
    assert m.view(None)["revealed_by"] == E
    plays(m, "JH 8S 9S")
    assert m.view(None)["last_trick"]["winner"] == E
    m.apply(E, "pair")  # legal even when it cannot change the target (§0.4)
    v = m.view(None)
    assert v["target"] == target and v["pair_by"] == E
    assert "pair" not in texts(m, E)  # once per deal


@pytest.mark.parametrize(
    ("adjust", "min_bid", "target"),
    [("all_or_nothing", 15, 18), ("clamp", 15, 15), ("clamp", 16, 16)],
)
def test_T29_12_bidders_pair_floor(adjust: str, min_bid: int, target: int) -> None:
    m = table(T12_DEAL, options={"pair_adjust": adjust, "min_bid": min_bid})
    auction_to(m, S, 18, "trump H")
    plays(m, "7S 8S")
    assert m.view(None)["revealed_by"] == S
    plays(m, "JH 9S")
    m.apply(S, "pair")
    assert m.view(None)["target"] == target


class TestT29_13_pair_attempts_rejected:
    def _assert_rejected(self, m: TwentyNineMatch, seat: int, reason: str) -> None:
        before = m.record()
        assert "pair" not in texts(m, seat)
        with pytest.raises(IllegalAction, match=reason):
            m.apply(seat, "pair")
        assert m.record() == before

    def test_before_the_reveal(self) -> None:
        m = table(PAIR_DEAL)
        act(m, "pass", "pass", "bid 20", "pass", "pass", "pass", "trump H")
        plays(m, "JS 7S 8S QS")  # N wins trick 1, trump still hidden
        self._assert_rejected(m, N, "not been revealed")

    def test_king_and_queen_split_between_partners(self) -> None:
        m = table(
            deal(
                "7S AS 7D 8D 9D TD 7C QH",
                "8S TS 7H 8H AH TH JC 9C",
                "KH 8C JH 9H JD QD KD AD",
                "9S JS KS QS AC TC KC QC",
            )
        )
        auction_to(m, S, 18, "trump H")
        plays(m, "7S 8S JH 9S")
        assert m.view(None)["last_trick"]["winner"] == S and m.view(None)["trump_revealed"]
        self._assert_rejected(m, S, "both the king and the queen")
        self._assert_rejected(m, N, "both the king and the queen")

    def test_after_the_queen_was_played(self) -> None:
        m = table(T12_DEAL)
        auction_to(m, S, 18, "trump H")
        plays(m, "7S 8S JH 9S  QH AC 7D 7H")
        assert m.view(None)["last_trick"]["winner"] == S
        self._assert_rejected(m, S, "both the king and the queen")

    def test_in_the_window_of_an_opponents_trick(self) -> None:
        m = table(PAIR_DEAL)
        act(m, "pass", "pass", "bid 20", "pass", "pass", "pass", "trump H")
        plays(m, "JS 7S 8S QS  7D 8D 7C AD")  # EW wins trick 2 with trump revealed
        assert m.view(None)["last_trick"]["winner"] == W
        self._assert_rejected(m, N, "right after your side wins")

    @pytest.mark.parametrize("window", ["after_own_side_trick", "any_time_after_eligible"])
    def test_after_an_own_trick_won_before_the_reveal(self, window: str) -> None:
        m = table(PAIR_DEAL, options={"pair_window": window})
        act(m, "pass", "pass", "bid 20", "pass", "pass", "pass", "trump H")
        plays(m, "JS 7S 8S QS  7D 8D 7C AD")  # NS's only trick came before the reveal
        self._assert_rejected(m, N, "your side")


def test_T29_14_doubling_overshoots_the_target() -> None:
    m = sweep_match({"double_redouble": True}, team=0, hands=5)
    assert m.scores == (5, 0) and not m.is_over
    auction_to(m, S, 15, "trump S")
    act(m, "double", "pass", "pass")
    first_legal_to_end(m)
    assert last(m)["made"] is True
    assert m.scores == (7, 0) and m.is_over and m.winner == 0


def test_T29_15_a_failed_contract_at_minus_five_loses() -> None:
    m = sweep_match(None, team=1, hands=5)
    assert m.scores == (0, -5)
    auction_to(m, E, 15, "trump S")
    first_legal_to_end(m)
    assert last(m)["made"] is False
    assert m.scores == (0, -6) and m.is_over and m.winner == 0


T16_DEAL = deal(
    "JS 9S AS TS JH QC AH TH",
    "KS QS 8S 7S KH QH 8H 7H",
    "JD 9D AD TD JC 9C AC TC",
    "KD QD 8D 7D KC 9H 8C 7C",
)
T16_PLAY = (
    "AS KS 9D 8C  QC QS TC KC  8S JD 9H TS  9S 7S AD QD  "
    "TH 7H JC 7C  JS QH AC KD  JH 8H 9C 8D  AH KH TD 7D"
)


def test_T29_16_last_trick_point_makes_29() -> None:
    m = table(T16_DEAL, options={"last_trick_point": True})
    assert "bid 29" in texts(m, N)
    auction_to(m, N, 15, "trump S")
    plays(m, T16_PLAY)
    r = last(m)
    assert r["points"] == [28, 1]  # 27 card points + the last trick, against 1 card point
    assert sum(r["points"]) == 29
    m2 = table(T16_DEAL, options={"last_trick_point": True})
    m2.apply(N, "bid 29")
    assert m2.phase == "trump"  # 29 is the top bid: the auction ends
    m3 = table(T16_DEAL)
    assert "bid 29" not in texts(m3, N)
    with pytest.raises(IllegalAction, match="highest bid is 28"):
        m3.apply(N, "bid 29")


# S's second batch is 8D KC 7H AS: the seventh card is 7H, S's only heart.
T17_DEAL = deal(
    "JD 9H AH TH JH 8H KH 7C",
    "7D QD 7S 8S QH 9S TS KS",
    "9D TD 9C JC 8D KC 7H AS",
    "AD KD QS JS TC AC QC 8C",
)


@pytest.mark.parametrize("mode", ["mandatory", "optional"])
def test_T29_17_seventh_card_is_not_playable_until_revealed(mode: str) -> None:
    m = table(T17_DEAL, options={"seventh_card": True, "reveal_mode": mode})
    auction_to(m, S, 15, "trump seventh")
    assert m.phase == "play"
    vs = m.view(S)
    assert vs["trump"] == "H" and vs["trump_card"] == "7H" and "7H" not in vs["hand"]
    for seat in (None, N, E, W):
        v = m.view(seat)
        assert v["trump"] is None and v["trump_card"] is None and v["trump_card_down"] is True
        assert "7H" not in json.dumps(v)
    assert m.view(None)["hand_sizes"] == [8, 8, 8, 8]
    plays(m, "JD 7D")
    with pytest.raises(IllegalAction, match="face-down"):
        m.apply(S, "play 7H")
    plays(m, "8D AD")
    assert m.view(None)["last_trick"]["winner"] == N
    plays(m, "JH QH")  # hearts led: S's only heart is face down, so S counts as void
    if mode == "optional":
        assert "reveal" in texts(m, S) and "play 7H" not in texts(m, S)
        m.apply(S, "reveal")
    v = m.view(None)
    assert v["trump_revealed"] and v["trump"] == "H" and v["revealed_by"] == S
    assert v["trump_card"] == "7H" and v["trump_card_down"] is False
    assert texts(m, S) == ["play 7H"]  # back in hand: S must follow with it


# Everyone holds two of each suit; S's seventh card is TH; hearts are led once before trick 8.
T18_DEAL = deal(
    "JS 7S JD 7D JH 7H AC 7C",
    "9S 8S 9D 8D 9H 8H TC 8C",
    "AS TS AD TD AH JC TH 9C",
    "KS QS KD QD KH QH KC QC",
)


def test_T29_18_auto_reveal_when_only_the_trump_card_is_left() -> None:
    m = table(T18_DEAL, options={"seventh_card": True})
    auction_to(m, S, 15, "trump seventh")
    plays(m, "JS 8S TS QS  JD 8D TD QD  JH 8H AH QH  7S 9S AS KS  9D AD KD 7D")
    plays(m, "8C 9C QC 7C  JC KC AC TC")
    v = m.view(None)
    assert v["leader"] == S and v["trump_revealed"] and v["revealed_by"] == S
    assert v["trump_card"] == "TH"
    assert texts(m, S) == ["play TH"]
    plays(m, "TH KH 7H 9H")
    assert last(m)["trump"] == "H"


@pytest.mark.parametrize("seed", range(5))
def test_T29_19_conservation_in_a_full_hand(seed: int) -> None:
    from games import new_match

    m = new_match("twentynine", seed=seed)
    hand = m.hands[-1]
    first_legal_to_end(m)
    played = [str(a) for _, a in hand.actions if str(a).startswith("play")]
    assert len(played) == 32 and len(set(played)) == 32
    assert sum(last(m)["points"]) == 28


def test_T29_20_next_of_dealer_leads_not_the_bidder() -> None:
    m = table(BAL)
    auction_to(m, S, 15, "trump S")
    assert m.phase == "play" and m.to_act == (N,)
    assert m.view(None)["leader"] == N
