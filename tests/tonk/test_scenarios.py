"""RULES.md §4.5: every Tonk scenario row, by its ID.

Setup as in the table: A=0, B=1, C=2, stake 1, dealer C, so A plays first.  Each hand is dealt
explicitly; ``upcard`` is the card turned up to start the discard pile and ``stock`` the cards
drawn next, in order.
"""

from __future__ import annotations

import random

import pytest

from games import new_match
from games.actions import DRAW_STOCK, DROP
from games.cards import mask_of, parse_cards
from games.errors import IllegalAction, InvalidRecord
from games.tonk.melds import SPREADS
from tests.tonk.helpers import (
    A,
    B,
    C,
    D,
    act,
    deal,
    last,
    legal_texts,
    pass_turn,
    run_out_stock,
    snapshot,
    stock_top,
    table,
)


def test_TK_01_initial_49_is_paid_double_and_the_hand_is_not_played() -> None:
    m = table(deal("KS QH JD TC 9S", "2H 3H 4D 5C 6S", "7H 8D 2C 3D 4S"))
    assert last(m) == {
        "payouts": [4, -2, -2],
        "ending": "initial_tonk",
        "counts": [49, 20, 24],
        "scores": [4, -2, -2],
    }
    assert m.hands[0].actions == []
    assert m.waiting_for_deal and m.dealer == A  # next(dealer C)


def test_TK_01_the_initial_tonk_is_not_an_action_in_the_record() -> None:
    m = table(deal("KS QH JD TC 9S", "2H 3H 4D 5C 6S", "7H 8D 2C 3D 4S"), auto_deal=True)
    assert m.record()["hands"][0]["actions"] == []
    assert m.hand_number == 1 and m.dealer == A and m.to_act == (B,)
    assert m.view(B)["last_reveal"] == [["KS", "9S", "QH", "JD", "TC"], None, None]


def test_TK_02_two_initial_tonks_are_a_drawn_deal_and_next_dealer_deals() -> None:
    m = table(deal("KS KH QD JC TS", "KD QH JD TC 9S", "2H 3H 4D 5C 6S"))
    assert last(m) == {
        "redeal": True,
        "payouts": [0, 0, 0],
        "ending": "draw",
        "counts": [50, 49, 20],
        "scores": [0, 0, 0],
    }
    assert m.results[0].redeal
    assert m.dealer == A
    nxt = deal("2H 3H 4D 5C 6S", "7H 8D 2C 3D 4S", "9H 9D 2D 3S 4C")
    with pytest.raises(InvalidRecord):
        m.supply_deal(nxt, dealer=C)
    m.supply_deal(nxt, dealer=A)
    assert m.to_act == (B,)  # A dealt, so B plays first


CASES_TK_03 = [
    ("AS 2S 3S", "AS 2S 3S 9H 9D", True),
    ("QS KS AS", "QS KS AS 9H 9D", False),
    ("KS AS 2S", "KS AS 2S 9H 9D", False),
    ("7S 8H 9S", "7S 8H 9S 2D 3C", False),
    ("5D 5C 5H 5S", "5D 5C 5H 5S 9D", True),
]


@pytest.mark.parametrize(("spread", "hand", "ok"), CASES_TK_03, ids=[c[0] for c in CASES_TK_03])
def test_TK_03_books_and_ace_low_runs(spread: str, hand: str, ok: bool) -> None:
    assert (mask_of(parse_cards(spread)) in SPREADS) is ok
    m = table(deal(hand, "2H 3H 4D 6C 6H", "7H 8D 2C 3D 4S", upcard="KC", stock="QC"))
    act(m, A, "draw stock")
    text = f"spread {spread}"
    assert m.is_legal(A, text) is ok
    if ok:
        m.apply(A, text)
        assert sorted(m.view(None)["spreads"][0]["cards"]) == sorted(spread.split())
    else:
        before = snapshot(m)
        with pytest.raises(IllegalAction, match="not a spread"):
            m.apply(A, text)
        assert snapshot(m) == before


def test_TK_03_the_ace_low_message_names_the_rule() -> None:
    m = table(deal("QS KS AS 9H 9D", "2H 3H 4D 5C 6H", "7H 8D 2C 3D 4S", upcard="KC"))
    act(m, A, "draw stock")
    with pytest.raises(IllegalAction, match="ace is low"):
        m.apply(A, "spread QS KS AS")


def test_TK_04_hits_extend_runs_at_either_end_and_fill_books() -> None:
    m = table(
        deal("5C 6C 7C KH QH", "9S 9D 9H 2H 3D", "4C 8C 9C KD QD", upcard="2S", stock="JD 3S 4S")
    )
    act(m, A, "draw stock", "spread 5C 6C 7C", "discard JD")
    act(m, B, "draw stock", "spread 9S 9D 9H", "discard 3S")
    act(m, C, "draw stock")
    legal = legal_texts(m, C)
    assert {"hit 4C 0", "hit 8C 0", "hit 9C 1"} <= set(legal)
    assert "hit 9C 0" not in legal
    with pytest.raises(IllegalAction, match="does not fit spread 0"):
        m.apply(C, "hit 9C 0")
    act(m, C, "hit 4C 0", "hit 9C 1")
    view = m.view(None)
    assert view["spreads"] == [
        {"cards": ["4C", "5C", "6C", "7C"], "kind": "run", "owner": A},
        {"cards": ["9S", "9H", "9D", "9C"], "kind": "book", "owner": B},
    ]
    assert m.current.sp_acc[1] == 0  # a fifth card of a rank cannot exist
    act(m, C, "hit 8C 0")
    assert m.view(None)["spreads"][0]["cards"] == ["4C", "5C", "6C", "7C", "8C"]


def test_TK_05_going_out_without_a_discard_is_a_tonk_paid_double() -> None:
    m = table(deal("3H 3D 3C 8S 9S", "2H 4H 6D 8C QS", "5H 7H 9D JC KD", upcard="2C", stock="TS"))
    act(m, A, "draw stock", "spread 3H 3D 3C", "spread 8S 9S TS")
    assert last(m) == {
        "payouts": [4, -2, -2],
        "ending": "tonk_out",
        "counts": [0, 30, 41],
        "scores": [4, -2, -2],
    }


def _tk06(options: dict[str, bool] | None = None) -> dict[str, object]:
    m = table(
        deal(
            "5S 5D 5C 5H 8C",
            "9C TC JC 2H 4D",
            "7H 7D KS 3S 6H",
            upcard="2S",
            stock="3D 4S 6S QC",
        ),
        options=options,
    )
    act(m, A, "draw stock", "spread 5S 5D 5C", "discard 3D")
    act(m, B, "draw stock", "spread 9C TC JC", "discard 4S")
    pass_turn(m, C)
    assert m.view(A)["hand"] == ["5H", "8C"]
    act(m, A, "draw stock", "hit QC 1", "hit 8C 1", "hit 5H 0")
    return last(m)


def test_TK_06_going_out_by_hits_alone_is_a_tonk() -> None:
    assert _tk06() == {
        "payouts": [4, -2, -2],
        "ending": "tonk_out",
        "counts": [0, 6, 33],
        "scores": [4, -2, -2],
    }


def test_TK_06_with_tonk_out_requires_new_spread_hits_alone_pay_the_basic_stake() -> None:
    assert _tk06({"tonk_out_requires_new_spread": True}) == {
        "payouts": [2, -1, -1],
        "ending": "tonk_out",
        "counts": [0, 6, 33],
        "scores": [2, -1, -1],
    }


def test_TK_05_a_new_spread_still_pays_double_under_the_variant() -> None:
    m = table(
        deal("3H 3D 3C 8S 9S", "2H 4H 6D 8C QS", "5H 7H 9D JC KD", upcard="2C", stock="TS"),
        options={"tonk_out_requires_new_spread": True},
    )
    act(m, A, "draw stock", "spread 3H 3D 3C", "spread 8S 9S TS")
    assert last(m)["payouts"] == [4, -2, -2]


def test_TK_07_going_out_with_a_discard_pays_the_basic_stake() -> None:
    m = table(
        deal("AS 2S 3S 4S KC", "5S 5D 5C 8D 9H", "7H 7D KS QD 6H", upcard="2H", stock="3D 4D 6S 5H")
    )
    act(m, A, "draw stock", "spread AS 2S 3S 4S", "discard 3D")
    act(m, B, "draw stock", "spread 5S 5D 5C", "discard 4D")
    pass_turn(m, C)
    act(m, A, "draw stock", "hit 5H 1", "discard KC")
    assert last(m) == {
        "payouts": [2, -1, -1],
        "ending": "out",
        "counts": [0, 17, 40],
        "scores": [2, -1, -1],
    }


def _three_spreads_then_drop(hands: tuple[str, str, str], options: dict[str, str] | None = None):
    m = table(deal(*hands, upcard="2H", stock="KD KH KS"), options=options)
    for seat, h in zip((A, B, C), hands, strict=True):
        book = " ".join(h.split()[:3])
        drawn = stock_top(m)
        act(m, seat, "draw stock", f"spread {book}", f"discard {drawn}")
    assert DROP in m.legal_actions(A)
    act(m, A, "drop")
    return m


def test_TK_08_a_drop_with_the_lowest_count_wins_the_basic_stake() -> None:
    m = _three_spreads_then_drop(("8H 8D 8C 3S 2S", "9S 9D 9H 4S 5C", "TH TD TC 5S 7C"))
    assert last(m) == {
        "payouts": [2, -1, -1],
        "ending": "drop_won",
        "counts": [5, 9, 12],
        "scores": [2, -1, -1],
    }


TK09 = ("8H 8D 8C 5S 3H", "9S 9D 9H 4S 2C", "TH TD TC 6S 2D")


def test_TK_09_an_equal_count_catches_the_dropper() -> None:
    m = _three_spreads_then_drop(TK09)
    assert last(m) == {
        "payouts": [-4, 3, 1],
        "ending": "caught",
        "counts": [8, 6, 8],
        "scores": [-4, 3, 1],
    }
    assert m.waiting_for_deal
    assert m.results[0].revealed == tuple(
        mask_of(parse_cards(h)) for h in ("5S 3H", "4S 2C", "6S 2D")
    )


@pytest.mark.parametrize(
    ("mode", "payouts"),
    [
        ("double_each_leq_plus_low_bonus", [-4, 3, 1]),
        ("double_each_leq_only", [-4, 2, 2]),
        ("double_to_lowest_only", [-2, 2, 0]),
        ("seed_literal_dropper_pays_basic_too", [-5, 4, 1]),
    ],
)
def test_TK_09_caught_in_each_caught_mode(mode: str, payouts: list[int]) -> None:
    m = _three_spreads_then_drop(TK09, {"caught_mode": mode})
    assert last(m)["payouts"] == payouts
    assert last(m)["ending"] == "caught"


def test_TK_10_four_players_tie_for_low_are_both_paid() -> None:
    m = table(
        deal(
            "7S 7H 7D 3C AC",
            "8S 8H 8D 2C 2D",
            "9S 9H 9D 5C KD",
            "AS AH 2S 3H 3D",
            upcard="4H",
            stock="QS QH QD QC",
        ),
        dealer=C,
    )
    assert m.to_act == (D,)
    pass_turn(m, D)
    for seat in (A, B, C):
        h = m.view(seat)["hand"]
        rank = {"A": "7", "B": "8", "C": "9"}["ABC"[seat]]
        drawn = stock_top(m)
        act(m, seat, "draw stock", "spread " + " ".join(c for c in h if c[0] == rank))
        act(m, seat, f"discard {drawn}")
    act(m, D, "drop")
    assert last(m) == {
        "payouts": [3, 3, -2, -4],
        "ending": "caught",
        "counts": [4, 4, 15, 10],
        "scores": [3, 3, -2, -4],
    }


def test_TK_11_dropping_after_drawing_is_rejected() -> None:
    m = table(deal("2H 3H 4D 5C 6S", "7H 8D 2C 3D 4S", "9H 9D 2D 3S 4C", upcard="KC"))
    act(m, A, "draw stock")
    assert DROP not in m.legal_actions(A)
    before = snapshot(m)
    with pytest.raises(IllegalAction, match="only at the start of your turn"):
        m.apply(A, "drop")
    assert snapshot(m) == before


def _stock_out_table(hands: tuple[str, str, str]):
    m = table(deal(*hands, upcard="KC", stock="QC JC TC"))
    for seat, h in zip((A, B, C), hands, strict=True):
        drawn = stock_top(m)
        act(m, seat, "draw stock", "spread " + " ".join(h.split()[:3]), f"discard {drawn}")
    run_out_stock(m)
    return m


TK12 = ("7H 7D 7C 4S 3H", "5H 5D 5C 2S AS", "6H 6D 6C 2H AH")


def test_TK_12_declining_the_discard_with_the_stock_empty_is_a_showdown() -> None:
    m = _stock_out_table(TK12)
    assert m.to_act == (A,)  # C drew the last stock card
    assert legal_texts(m, A) == ["drop", "draw discard", "end"]
    top = m.view(A)["discard_top"]
    act(m, A, "draw discard", f"discard {top}")
    assert m.to_act == (B,)
    act(m, B, "end")
    assert last(m) == {
        "payouts": [-2, 1, 1],
        "ending": "stock_out",
        "counts": [7, 3, 3],
        "scores": [-2, 1, 1],
    }


def test_TK_13_without_an_upcard_the_first_player_must_draw_from_the_stock() -> None:
    m = table(
        deal("2H 3H 4D 5C 6S", "7H 8D 2C 3D 4S", "9H 9D 2D 3S 4C", stock="KC"),
        options={"initial_upcard": False},
    )
    assert m.view(A)["discard_top"] is None
    assert m.view(A)["stock_size"] == 37
    assert m.legal_actions(A) == (DROP, DRAW_STOCK)
    with pytest.raises(IllegalAction, match="discard pile is empty"):
        m.apply(A, "draw discard")
    act(m, A, "draw stock", "discard KC")
    assert "draw discard" in legal_texts(m, B)
    act(m, B, "draw discard")
    assert "KC" in m.view(B)["hand"]


def test_TK_14_a_spread_may_not_be_held_when_the_option_is_on() -> None:
    m = table(
        deal("7D 7H 7C 2S 9H", "2H 3H 4D 5C 6S", "8H 8D 2C 3D 4S", upcard="KS", stock="KC"),
        options={"must_lay_down_spreads": True},
    )
    act(m, A, "draw stock")
    for card in ("KC", "2S", "9H"):
        with pytest.raises(IllegalAction, match="lay down 7H 7D 7C first"):
            m.apply(A, f"discard {card}")
        assert f"discard {card}" not in legal_texts(m, A)
    act(m, A, "spread 7D 7H 7C", "discard KC")
    assert m.to_act == (B,)


@pytest.mark.parametrize("allow", [True, False])
def test_TK_14_three_aces_may_be_held_when_allowed(allow: bool) -> None:
    m = table(
        deal("AS AD AC 2S 9H", "2H 3H 4D 5C 6S", "8H 8D 2C 3D 4S", upcard="KS", stock="KC"),
        options={"must_lay_down_spreads": True, "allow_hold_three_aces": allow},
    )
    act(m, A, "draw stock")
    assert m.is_legal(A, "discard KC") is allow
    if allow:
        act(m, A, "discard KC")
    else:
        with pytest.raises(IllegalAction, match="lay down AS AD AC first"):
            m.apply(A, "discard KC")


def test_TK_15_two_players_an_equal_count_pays_the_other_double() -> None:
    m = table(deal("AS AH 2S 2H 3S", "AD AC 2D 2C 3H"))
    assert m.dealer == B and m.to_act == (A,)
    act(m, A, "drop")
    assert last(m) == {
        "payouts": [-2, 2],
        "ending": "caught",
        "counts": [9, 9],
        "scores": [-2, 2],
    }


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_TK_16_every_completed_hand_is_zero_sum(seats: int) -> None:
    m = new_match("tonk", {"max_players": 5}, seats=seats, seed=seats)
    rng = random.Random(seats)
    while len(m.results) < 300:
        seat = m.to_act[0]
        m.apply(seat, rng.choice(m.legal_actions(seat)))
    for r in m.results:
        assert sum(r.payouts) == 0
    assert sum(m.scores) == 0
    assert list(m.scores) == [sum(r.payouts[s] for r in m.results) for s in range(seats)]
