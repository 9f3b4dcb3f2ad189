"""RULES.md §1.6 edge cases E1–E10 not already covered by a §1.7 row, and the error messages."""

from __future__ import annotations

import json

import pytest

from games import new_match
from games.errors import IllegalAction, MalformedAction, NotYourTurn
from games.records import replay
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
from tests.twentynine.test_scenarios import BAL, OPTIONAL, PAIR_DEAL, T09_DEAL

# N leads hearts; E follows; S (N's partner) has no hearts.
E1_DEAL = deal(
    "AH 8H 7S 8S 7D 8D 7C 8C",
    "TH KH QS KS QD KD QC KC",
    "AS TS 9S JS AD TD AC TC",
    "JH 9H QH 7H JD 9D JC 9C",
)


def test_E1_the_bidders_partner_is_first_void() -> None:
    m = table(E1_DEAL)
    auction_to(m, N, 15, "trump D")
    plays(m, "AH")
    assert m.view(S)["trump"] is None  # the partner does not know trump
    plays(m, "TH")
    for seat in (None, N, E, S, W):
        assert m.view(seat)["trump"] == "D"
    assert m.view(None)["revealed_by"] == S
    assert len(m.legal_actions(S)) == 8


def test_E2_the_bidder_is_first_void() -> None:
    m = table(PAIR_DEAL)
    act(m, "pass", "pass", "bid 20", "pass", "pass", "pass", "trump H")
    plays(m, "JS 7S 8S QS  7D 8D")
    assert m.view(None)["revealed_by"] == S and m.view(None)["trump"] == "H"
    assert len(m.legal_actions(S)) == 7


def test_E4_E5_an_unrevealed_trick_is_never_rewritten() -> None:
    m = table(T09_DEAL, options=OPTIONAL)
    auction_to(m, E, 15, "trump C")
    plays(m, "JD 9C 7D 8C")  # E and W discard secret trumps; nobody reveals
    v = m.view(None)
    assert v["last_trick"]["winner"] == N and v["points"] == [5, 0]
    assert not v["trump_revealed"]
    plays(m, "9D")
    m.apply(E, "reveal")
    assert texts(m, E) == ["play TC", "play JC", "play AC"]
    v = m.view(None)
    assert v["tricks_won"] == [1, 0, 0, 0] and v["points"] == [5, 0]


def test_E8_auction_edges() -> None:
    m = table(BAL)
    act(m, "bid 16")
    with pytest.raises(IllegalAction, match="bid must exceed 16"):
        m.apply(E, "bid 16")
    with pytest.raises(IllegalAction, match="lowest bid is 15"):
        m.apply(E, "bid 14")
    with pytest.raises(NotYourTurn, match="seat 1's turn"):
        m.apply(S, "bid 18")
    assert texts(m, E)[:2] == ["pass", "bid 17"]


def test_E9_doubled_failure_past_minus_six() -> None:
    m = sweep_match({"double_redouble": True}, team=1, hands=5)
    assert m.scores == (0, -5)
    auction_to(m, E, 15, "trump S")
    act(m, "double", "pass", "pass")
    first_legal_to_end(m)
    assert m.scores == (0, -7) and m.is_over and m.winner == 0


def test_E10_conservation_with_the_last_trick_point() -> None:
    m = new_match("twentynine", {"last_trick_point": True}, seed=11)
    hand = m.hands[-1]
    first_legal_to_end(m)  # type: ignore[arg-type]
    played = [str(a) for _, a in hand.actions if str(a).startswith("play")]
    assert len(set(played)) == 32
    assert sum(m.results[-1].to_json()["points"]) == 29


class TestErrors:
    def test_must_follow_and_not_held(self) -> None:
        m = table(BAL)
        auction_to(m, S, 15, "trump S")
        plays(m, "7H")
        before = (m.record(), json.dumps([m.view(s) for s in (None, 0, 1, 2, 3)]))
        with pytest.raises(IllegalAction, match="must follow hearts"):
            m.apply(E, "play QS")
        with pytest.raises(IllegalAction, match="do not hold 9H"):
            m.apply(E, "play 9H")
        with pytest.raises(IllegalAction, match="do not hold 2H"):
            m.apply(E, "play 2H")
        with pytest.raises(NotYourTurn, match="seat 1's turn"):
            m.apply(S, "play 9H")
        with pytest.raises(IllegalAction, match="not possible now"):
            m.apply(E, "bid 20")
        with pytest.raises(IllegalAction, match="mandatory"):
            m.apply(E, "reveal")
        assert (m.record(), json.dumps([m.view(s) for s in (None, 0, 1, 2, 3)])) == before

    def test_options_that_are_off(self) -> None:
        m = table(BAL)
        auction_to(m, S, 15, trump="")
        for text, reason in [
            ("trump seventh", "seventh-card option is off"),
            ("trump nt", "no-trump option is off"),
        ]:
            assert text not in texts(m, S)
            with pytest.raises(IllegalAction, match=reason):
                m.apply(S, text)
        m.apply(S, "trump S")
        assert m.phase == "play"
        with pytest.raises(IllegalAction):
            m.apply(N, "double")
        with pytest.raises(IllegalAction):
            m.apply(N, "single")

    def test_after_the_match(self) -> None:
        m = table(SWEEP, options={"game_target": 1})
        auction_to(m, N, 15, "trump S")
        first_legal_to_end(m)
        assert m.is_over and m.winner == 0 and m.phase == "over"
        assert m.legal_actions(0) == () and m.to_act == ()
        with pytest.raises(NotYourTurn, match="over"):
            m.apply(0, "pass")
        assert m.view(0)["last_hand"]["made"] is True


class TestParsing:
    @pytest.mark.parametrize(
        ("text", "canonical"),
        [
            ("trump nt", "trump nt"),
            ("TRUMP NT", "trump nt"),
            ("trump h", "trump H"),
            ("trump Seventh", "trump seventh"),
            ("bid 17", "bid 17"),
            ("play 10h", "play TH"),
            ("pair", "pair"),
            ("reveal", "reveal"),
            ("double", "double"),
            ("redouble", "redouble"),
            ("single", "single"),
            ("pass", "pass"),
        ],
    )
    def test_round_trip(self, text: str, canonical: str) -> None:
        m = table(BAL)
        a = m.parse_action(text)
        assert str(a) == canonical and m.parse_action(str(a)) == a

    @pytest.mark.parametrize(
        "text", ["bid blind", "look", "give AS KS", "draw stock", "drop", "end", "trump X", "plya"]
    )
    def test_other_verbs_are_malformed(self, text: str) -> None:
        m = table(BAL)
        with pytest.raises(MalformedAction):
            m.parse_action(text)
        with pytest.raises(MalformedAction):
            m.apply(N, text)


def test_record_replay_with_out_of_turn_pair_and_no_trump() -> None:
    m = table(PAIR_DEAL, BAL, options={"no_trump_reverse": True})
    act(m, "pass", "pass", "bid 20", "pass", "pass", "pass", "trump H")
    plays(m, "JS 7S 8S QS  7D 8D 7C AD  KS AS TS 9S")
    m.apply(N, "pair")
    first_legal_to_end(m)
    auction_to(m, E, 16, "trump nt")
    first_legal_to_end(m)
    rec = json.loads(json.dumps(m.record()))
    assert [N, "pair"] in rec["hands"][0]["actions"]
    out = replay(rec)
    assert out["hands"] == [r.to_json() for r in m.results]
    assert out["hands"][1]["trump"] == "NT"
    assert out["scores"] == list(m.scores) and out["complete"] is False
    assert last(m)["bidder"] == E
