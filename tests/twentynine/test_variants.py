"""Every §1.5 option, and the choices docs/rules/twentynine.md records where RULES.md is silent."""

from __future__ import annotations

import json
from typing import Any, ClassVar

import pytest

from games import new_match
from games.cards import PACK_32
from games.errors import IllegalAction, InvalidDeal, InvalidOptions, NotYourTurn
from games.records import replay
from games.shuffle import DealShuffler
from games.twentynine import Options, TwentyNineMatch
from tests.twentynine.helpers import (
    SWEEP,
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
from tests.twentynine.test_scenarios import BAL, PAIR_DEAL, T07_DEAL, T09_DEAL

# E holds the jack and nine of every suit: alone, E wins every trick without trumps.
SOLO = deal(
    "AS TS AH TH AD TD AC TC",
    "JS 9S JH 9H JD 9D JC 9C",
    "KS QS KH QH KD QD KC QC",
    "8S 7S 8H 7H 8D 7D 8C 7C",
)
# N's first four score nothing.
N_POINTLESS = deal(
    "KS QS 8S 7S JH 9H AH TH",
    "JS 9S AS TS KH QH 8H 7H",
    "KD 9D AD TD JC 9C AC TC",
    "JD QD 8D 7D KC QC 8C 7C",
)


class TestOptionsModel:
    def test_defaults_are_the_shipped_profile(self) -> None:
        o = Options()
        assert o.min_bid == 15 and o.max_points == 28 and o.game_target == 6
        assert o.all_pass == "dealer_forced" and o.reveal_mode == "mandatory"
        assert o.trump_card_mode == "indicator" and o.pair_enabled
        assert o.pair_adjust == "all_or_nothing" and o.pair_window == "after_own_side_trick"
        assert not (o.double_redouble or o.seventh_card or o.single_hand or o.no_trump_reverse)
        assert o.seventh_card_visible_to_bidder and o.caller_must_trump
        assert o.single_hand_value == 3 and o.set_scoring == "bidder_loses"
        assert Options(last_trick_point=True).max_points == 29

    @pytest.mark.parametrize(
        "bad",
        [
            {"max_bid": 29},
            {"no_such_option": 1},
            {"min_bid": 17},
            {"min_bid": 15.0},
            {"min_bid": True},
            {"game_target": True},
            {"game_target": 0},
            {"single_hand_value": "3"},
            {"pair_enabled": 1},
            {"last_trick_point": "yes"},
            {"direction": "left"},
            {"all_pass": "forced"},
            {"reveal_mode": "never"},
            {"trump_card_mode": "card"},
            {"pair_adjust": "none"},
            {"pair_window": "always"},
            {"double_timing": "never"},
            {"set_scoring": "both"},
        ],
    )
    def test_bad_options_are_rejected(self, bad: dict[str, object]) -> None:
        with pytest.raises(InvalidOptions):
            new_match("twentynine", bad, seed=1)

    def test_changed_options_are_recorded(self) -> None:
        m = new_match("twentynine", {"min_bid": 16, "seventh_card": True}, seed=1)
        assert m.record()["options"] == {"min_bid": 16, "seventh_card": True}


class TestDeal:
    def test_dealt_one_at_a_time_from_next_of_dealer_in_two_batches(self) -> None:
        m = new_match("twentynine", seed=4, dealer=1)
        d = m.hands[0].deal
        assert d == m.random_deal(0, 1)  # reproducible from the seed
        order = list(PACK_32)
        DealShuffler(4, 0).shuffle(order)
        for i, card in enumerate(order):
            batch, rest = divmod(i, 16)
            rnd, k = divmod(rest, 4)
            assert d.hands[(1 + 1 + k) % 4][batch * 4 + rnd] == card
        assert d.stock == ()

    def test_auction_shows_only_the_first_batch(self) -> None:
        m = table(BAL)
        assert m.view(N)["hand"] == ["8S", "7S", "8H", "7H"]
        assert m.view(None)["hand"] is None and m.view(None)["hand_sizes"] == [4, 4, 4, 4]
        auction_to(m, S, 15, "trump S")
        assert len(m.view(N)["hand"]) == 8

    @pytest.mark.parametrize(
        ("seat", "cards", "reason"),
        [
            (0, "7H 8H 7S 8S 7D 8D 7C", "dealt 7 cards"),
            (0, "7H 8H 7S 8S 7D 8D 7C 2C", "not in this game's pack"),
            (1, "7H TH QS KS QD KD QC KC", "dealt twice"),
        ],
    )
    def test_bad_deals(self, seat: int, cards: str, reason: str) -> None:
        hands = [" ".join(str(c) for c in h) for h in BAL.hands]
        hands[seat] = cards
        with pytest.raises(InvalidDeal, match=reason):
            table(deal(*hands))


class TestAllPass:
    def test_redeal_passes_the_deal_on(self) -> None:
        m = table(BAL, BAL, options={"all_pass": "redeal"})
        act(m, "pass", "pass", "pass")
        assert texts(m, W)[:2] == ["pass", "bid 15"]
        m.apply(W, "pass")
        assert m.results[-1].to_json() == {"redeal": True, "scores": [0, 0]}
        assert m.dealer == N and m.hand_number == 1 and m.to_act == (E,)
        out = replay(json.loads(json.dumps(m.record())))
        assert out["hands"] == [{"redeal": True, "scores": [0, 0]}]

    def test_the_dealer_may_open_and_be_overcalled(self) -> None:
        m = table(BAL, options={"all_pass": "redeal"})
        act(m, "pass", "pass", "pass", "bid 15", "bid 16", "pass", "pass", "pass")
        assert m.phase == "trump" and m.view(None)["bidder"] == N


class TestAnnulment:
    def test_a_pointless_first_speaker_annuls_and_the_same_dealer_redeals(self) -> None:
        m = table(N_POINTLESS, PAIR_DEAL, options={"annul_pointless_first_four": True})
        assert m.results[0].to_json() == {"redeal": True, "scores": [0, 0]}
        assert m.hand_number == 1 and m.dealer == W and m.phase == "bid"
        rec = json.loads(json.dumps(m.record()))
        assert [h["dealer"] for h in rec["hands"]] == [W, W]
        assert rec["hands"][0]["actions"] == []
        assert replay(rec)["hands"] == [{"redeal": True, "scores": [0, 0]}]

    def test_the_second_speaker_counts_too_but_not_the_others(self) -> None:
        opts = {"annul_pointless_first_four": True}
        assert table(N_POINTLESS, PAIR_DEAL, options=opts, dealer=N).hand_number == 0
        assert table(N_POINTLESS, PAIR_DEAL, options=opts, dealer=E).hand_number == 0
        assert table(N_POINTLESS, PAIR_DEAL, options=opts, dealer=S).hand_number == 1
        assert table(N_POINTLESS, PAIR_DEAL, dealer=W).hand_number == 0  # option off


class TestNoTrumpReverse:
    OPTS: ClassVar[dict[str, Any]] = {"no_trump_reverse": True}

    def test_public_choice_and_reversed_ranks(self) -> None:
        m = table(BAL, options=self.OPTS)
        auction_to(m, S, 15, trump="")
        assert texts(m, S)[-1] == "trump nt"
        m.apply(S, "trump nt")
        for seat in (None, N, E, S, W):
            v = m.view(seat)
            assert v["trump"] == "NT" and v["no_trump"] is True
            assert [S, "trump nt"] in v["history"]
        assert m.view(N)["hand"][:2] == ["7S", "8S"]  # 7 high … J low
        plays(m, "7H AH 9H JH")
        assert m.view(None)["last_trick"]["winner"] == N

    def test_no_reveal_and_no_pair(self) -> None:
        m = table(T07_DEAL, options=self.OPTS)
        auction_to(m, S, 15, "trump nt")
        plays(m, "AH")
        assert not m.view(None)["trump_revealed"] and len(m.legal_actions(E)) == 8
        plays(m, "7S JH 7H")
        assert m.view(None)["last_trick"]["winner"] == W
        first_legal_to_end(m, skip=())
        assert all(str(a) != "pair" for _, a in m.hands[0].actions)
        assert last(m)["trump"] == "NT"


class TestDoubling:
    def test_off_by_default(self) -> None:
        m = table(BAL)
        auction_to(m, S, 15, "trump S")
        assert m.phase == "play"

    def test_after_the_second_deal(self) -> None:
        m = table(BAL, options={"double_redouble": True})
        auction_to(m, S, 15, "trump S")
        assert m.phase == "double" and m.to_act == (W,) and len(m.view(W)["hand"]) == 8
        assert texts(m, W) == ["double", "pass"]
        with pytest.raises(NotYourTurn):
            m.apply(S, "redouble")
        with pytest.raises(IllegalAction, match="only a doubled contract"):
            m.apply(W, "redouble")
        act(m, "pass")
        assert m.to_act == (E,)
        act(m, "double")
        assert m.to_act == (S,) and texts(m, S) == ["redouble", "pass"]
        act(m, "pass")
        assert m.to_act == (N,)
        act(m, "redouble")
        v = m.view(None)
        assert m.phase == "play" and v["multiplier"] == 4
        assert v["doubled_by"] == E and v["redoubled_by"] == N

    def test_after_the_trump_choice(self) -> None:
        m = table(BAL, options={"double_redouble": True, "double_timing": "after_trump_choice"})
        auction_to(m, S, 15, "trump S")
        assert m.phase == "double" and len(m.view(W)["hand"]) == 4
        act(m, "pass", "pass")
        assert m.phase == "play" and len(m.view(W)["hand"]) == 8
        assert m.view(None)["multiplier"] == 1

    @pytest.mark.parametrize(
        ("calls", "team", "scores"),
        [
            (("double", "pass", "pass"), 0, (2, 0)),
            (("double", "redouble"), 0, (4, 0)),
            (("pass", "double", "redouble"), 1, (0, -4)),
        ],
    )
    def test_multiplier(self, calls: tuple[str, ...], team: int, scores: tuple[int, int]) -> None:
        m = table(SWEEP, options={"double_redouble": True})
        auction_to(m, N if team == 0 else E, 15, "trump S")
        act(m, *calls)
        first_legal_to_end(m)
        assert m.scores == scores


class TestSingleHand:
    OPTS: ClassVar[dict[str, Any]] = {"single_hand": True}

    def test_claim_order_and_play_alone(self) -> None:
        m = table(SOLO, options=self.OPTS)
        auction_to(m, N, 15, "trump S")
        assert m.phase == "single" and m.to_act == (N,) and texts(m, N) == ["single", "pass"]
        act(m, "pass", "single")
        v = m.view(None)
        assert m.phase == "play" and v["single"] == E and v["sitting_out"] == W
        assert v["trump"] == "NT" and m.to_act == (E,)
        plays(m, "JS KS AS")
        assert m.view(None)["last_trick"]["winner"] == E and m.to_act == (E,)
        assert m.legal_actions(W) == ()
        first_legal_to_end(m)
        assert last(m) == {
            "bidder": E,
            "bid": None,
            "target": None,
            "trump": "NT",
            "points": [0, 28],
            "made": True,
            "single": True,
            "scores": [0, 3],
        }
        played = [str(a) for _, a in m.hands[0].actions if str(a).startswith("play")]
        assert len(played) == 24

    def test_a_lost_trick_fails_and_value_is_not_doubled(self) -> None:
        m = table(SOLO, options={**self.OPTS, "double_redouble": True, "single_hand_value": 5})
        auction_to(m, N, 15, "trump S")
        act(m, "double", "pass", "pass")  # E doubles N's contract
        assert m.phase == "single"
        act(m, "single")  # N claims
        first_legal_to_end(m)
        r = last(m)
        assert r["bidder"] == N and r["made"] is False and m.scores == (-5, 0)

    def test_four_passes_play_the_contract(self) -> None:
        m = table(SOLO, options=self.OPTS)
        auction_to(m, N, 15, "trump S")
        act(m, "pass", "pass", "pass", "pass")
        assert m.phase == "play" and m.to_act == (N,) and m.view(None)["single"] is None

    def test_the_face_down_card_goes_back_and_trump_stays_secret(self) -> None:
        m = table(T07_DEAL, options={**self.OPTS, "trump_card_mode": "own_card"})
        auction_to(m, S, 15, "trump S")
        assert "TS" not in m.view(S)["hand"] and m.view(S)["trump_card"] == "TS"
        act(m, "single")  # N
        assert "TS" in m.view(S)["hand"] and m.view(S)["trump_card"] is None
        assert m.view(None)["hand_sizes"] == [8, 8, 8, 8]
        for seat in (None, N, E, W):
            assert "trump S" not in json.dumps(m.view(seat))

    def test_single_after_no_trump_uses_the_normal_order(self) -> None:
        m = table(BAL, options={**self.OPTS, "no_trump_reverse": True})
        auction_to(m, N, 15, "trump nt")
        act(m, "single")
        plays(m, "7H AH JH")  # N declared, so S sits out
        assert m.view(None)["last_trick"]["winner"] == W


class TestOwnCard:
    OPTS: ClassVar[dict[str, Any]] = {"trump_card_mode": "own_card"}

    def test_only_suits_in_the_first_four(self) -> None:
        m = table(T07_DEAL, options=self.OPTS)
        auction_to(m, S, 15, trump="")
        assert texts(m, S) == ["trump S", "trump H"]
        with pytest.raises(IllegalAction, match="hold no diamonds"):
            m.apply(S, "trump D")

    def test_lowest_card_goes_down_and_comes_back_at_the_reveal(self) -> None:
        m = table(T07_DEAL, options=self.OPTS)
        auction_to(m, S, 15, "trump S")
        vs = m.view(S)
        assert vs["trump_card"] == "TS" and "TS" not in vs["hand"] and vs["trump"] == "S"
        assert m.view(N)["trump_card"] is None and m.view(N)["trump_card_down"] is True
        plays(m, "AH")  # E is void: reveal
        v = m.view(None)
        assert v["trump_card"] == "TS" and not v["trump_card_down"] and v["trump"] == "S"
        assert "TS" in m.view(S)["hand"]
        plays(m, "7D")
        assert texts(m, S) == ["play 9H", "play JH"]


class TestOptionalReveal:
    OPTS: ClassVar[dict[str, Any]] = {"reveal_mode": "optional"}

    def test_reveal_only_when_void_and_on_turn(self) -> None:
        m = table(T09_DEAL, options=self.OPTS)
        auction_to(m, E, 15, "trump C")
        with pytest.raises(IllegalAction, match="only when you cannot follow"):
            m.apply(N, "reveal")
        plays(m, "JD")
        with pytest.raises(NotYourTurn):
            m.apply(W, "reveal")
        plays(m, "JS")
        with pytest.raises(IllegalAction, match="can follow diamonds"):
            m.apply(S, "reveal")
        assert "reveal" not in texts(m, S)

    def test_caller_need_not_trump_when_the_option_is_off(self) -> None:
        m = table(T09_DEAL, options={**self.OPTS, "caller_must_trump": False})
        auction_to(m, E, 15, "trump C")
        plays(m, "JD")
        m.apply(E, "reveal")
        assert len(texts(m, E)) == 8
        with pytest.raises(IllegalAction, match="not hidden"):
            m.apply(E, "reveal")


class TestPairWindow:
    def test_window_closes_when_the_next_card_is_played(self) -> None:
        m = table(PAIR_DEAL)
        act(m, "pass", "pass", "bid 20", "pass", "pass", "pass", "trump H")
        plays(m, "JS 7S 8S QS  7D 8D 7C AD  KS AS TS 9S")
        assert "pair" in texts(m, N)
        plays(m, "JC")
        assert "pair" not in texts(m, N)
        with pytest.raises(IllegalAction, match="right after"):
            m.apply(N, "pair")

    def test_any_time_after_eligible(self) -> None:
        m = table(PAIR_DEAL, options={"pair_window": "any_time_after_eligible"})
        act(m, "pass", "pass", "bid 20", "pass", "pass", "pass", "trump H")
        plays(m, "JS 7S 8S QS  7D 8D 7C AD  KS AS TS 9S  JC")
        assert m.to_act == (W,) and "pair" in texts(m, N)
        m.apply(N, "pair")  # mid-trick, out of turn
        assert m.view(None)["target"] == 16

    def test_pair_disabled(self) -> None:
        m = table(PAIR_DEAL, options={"pair_enabled": False})
        act(m, "pass", "pass", "bid 20", "pass", "pass", "pass", "trump H")
        plays(m, "JS 7S 8S QS  7D 8D 7C AD  KS AS TS 9S")
        with pytest.raises(IllegalAction, match="not played"):
            m.apply(N, "pair")


class TestScoring:
    def test_defenders_gain(self) -> None:
        m = sweep_match({"set_scoring": "defenders_gain"}, team=1, hands=2)
        assert m.scores == (2, 0)

    def test_game_target(self) -> None:
        m = sweep_match({"game_target": 2}, team=0, hands=2)
        assert m.is_over and m.winner == 0 and m.scores == (2, 0)

    def test_seventh_card_hidden_from_the_bidder_too(self) -> None:
        m = table(BAL, options={"seventh_card": True, "seventh_card_visible_to_bidder": False})
        auction_to(m, S, 15, "trump seventh")
        for seat in (None, N, E, S, W):
            v = m.view(seat)
            assert v["trump"] is None and v["trump_card"] is None and v["trump_card_down"]
            assert [S, "trump seventh"] in v["history"]
        assert "AC" not in m.view(S)["hand"]  # S's seventh card, face down and unseen

    def test_direction_is_display_only(self) -> None:
        m = table(BAL, options={"direction": "counterclockwise"})
        assert m.view(None)["direction"] == "counterclockwise"
        act(m, "pass")
        assert m.to_act == (E,)


def test_match_class_is_registered() -> None:
    m = new_match("twentynine", seed=3)
    assert isinstance(m, TwentyNineMatch) and m.teams == ((0, 2), (1, 3))
    assert m.seats == 4 and m.title == "Twenty-Nine"
