"""The rules around the scenario table: the stock running out, the loop guard, every option,
seat limits, option validation and action parsing."""

from __future__ import annotations

from typing import Any

import pytest

from games import new_match
from games.actions import DROP, PLAY
from games.errors import IllegalAction, InvalidOptions, InvalidRecord, MalformedAction, NotYourTurn
from games.tonk import Options
from tests.tonk.helpers import (
    A,
    B,
    C,
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

# ----- the stock runs out -------------------------------------------------------------------


def _lay_books(m: Any, hands: tuple[str, ...], seats: tuple[int, ...] = (A, B, C)) -> None:
    for seat in seats:
        drawn = stock_top(m)
        book = " ".join(hands[seat].split()[:3])
        act(m, seat, "draw stock", f"spread {book}", f"discard {drawn}")


def test_with_the_stock_empty_end_is_legal_and_draw_stock_is_not() -> None:
    hands = ("7H 7D 7C 4S 3H", "5H 5D 5C 2S AS", "6H 6D 6C 2H AH")
    m = table(deal(*hands, upcard="KC"))
    assert "end" not in legal_texts(m, A)
    with pytest.raises(IllegalAction, match="only for an empty stock"):
        m.apply(A, "end")
    _lay_books(m, hands)
    run_out_stock(m)
    with pytest.raises(IllegalAction, match="stock is empty"):
        m.apply(A, "draw stock")
    act(m, A, "draw discard")
    with pytest.raises(IllegalAction, match="already drawn"):
        m.apply(A, "end")


def test_a_drop_with_the_stock_empty_is_legal() -> None:
    hands = ("7H 7D 7C 4S 3H", "5H 5D 5C 2S AS", "6H 6D 6C 2H AH")
    m = table(deal(*hands, upcard="KC"))
    _lay_books(m, hands)
    run_out_stock(m)
    act(m, A, "drop")
    assert last(m) == {
        "payouts": [-4, 2, 2],
        "ending": "caught",
        "counts": [7, 3, 3],
        "scores": [-4, 2, 2],
    }


def test_a_stock_out_where_everyone_ties_pays_nobody() -> None:
    hands = ("7H 7D 7C 2S AS", "5H 5D 5C 2H AH", "6H 6D 6C 2D AD")
    m = table(deal(*hands, upcard="KC"))
    _lay_books(m, hands)
    run_out_stock(m)
    act(m, A, "end")
    assert last(m) == {
        "payouts": [0, 0, 0],
        "ending": "stock_out",
        "counts": [3, 3, 3],
        "scores": [0, 0, 0],
    }


def test_the_loop_guard_ends_the_hand_after_a_round_of_quiet_turns() -> None:
    hands = ("7H 7D 7C 4S 3H", "5H 5D 5C 2S AS", "6H 6D 6C 2H AH")
    m = table(deal(*hands, upcard="KC"))
    _lay_books(m, hands)
    run_out_stock(m)
    assert m.view(None)["quiet_turns"] == 0  # the turn that drew the last card does not count
    for seat, quiet in ((A, 1), (B, 2)):
        top = m.view(seat)["discard_top"]
        act(m, seat, "draw discard", f"discard {top}")
        assert m.view(None)["quiet_turns"] == quiet
    top = m.view(C)["discard_top"]
    act(m, C, "draw discard", f"discard {top}")
    assert last(m) == {
        "payouts": [-2, 1, 1],
        "ending": "stock_out",
        "counts": [7, 3, 3],
        "scores": [-2, 1, 1],
    }
    assert [str(a) for _, a in m.hands[0].actions][-2:] == ["draw discard", f"discard {top}"]


def test_a_spread_with_the_stock_empty_restarts_the_loop_guard() -> None:
    hands = ("7H 7D 7C 2C 3C", "5H 5D 5C 2S AS", "6H 6D 6C 2H AH")
    m = table(deal(*hands, upcard="KC"))
    pass_turn(m, A)
    _lay_books(m, hands, (B, C))
    run_out_stock(m)
    assert m.view(A)["discard_top"] == "AC"  # the pack's last card was the stock's last
    act(m, A, "draw discard", "spread AC 2C 3C", "discard 7C")
    assert m.view(None)["quiet_turns"] == 0
    for seat, quiet in ((B, 1), (C, 2)):
        act(m, seat, "draw discard", "discard 7C")
        assert m.view(None)["quiet_turns"] == quiet
    act(m, A, "draw discard", "discard 7C")
    assert last(m) == {
        "payouts": [-2, 1, 1],
        "ending": "stock_out",
        "counts": [14, 3, 3],
        "scores": [-2, 1, 1],
    }


# ----- options --------------------------------------------------------------------------------


def test_stake_multiplies_every_payment() -> None:
    m = table(
        deal("KS QH JD TC 9S", "2H 3H 4D 5C 6S", "7H 8D 2C 3D 4S"),
        options={"stake": 3},
    )
    assert last(m)["payouts"] == [12, -6, -6]


@pytest.mark.parametrize(("totals", "tonk"), [([50], False), ([], False), ([49], True)])
def test_initial_tonk_totals(totals: list[int], tonk: bool) -> None:
    m = table(
        deal("KS QH JD TC 9S", "2H 3H 4D 5C 6S", "7H 8D 2C 3D 4S"),
        options={"initial_tonk_totals": totals},
    )
    assert bool(m.results) is tonk
    if not tonk:
        assert m.to_act == (A,)


def test_initial_tonk_totals_is_a_set() -> None:
    opts = Options.model_validate_json('{"initial_tonk_totals": [50, 49, 49]}')
    assert opts.initial_tonk_totals == (49, 50)
    assert opts.changed() == {}


def _hit_lock_table(k: int) -> Any:
    m = table(
        deal("5S 5D 5C 9H 9D", "5H 2S 3D 4C 8H", "7H 8D 2C 3C 4S", upcard="KC"),
        options={"hit_lock_turns": k},
    )
    drawn = stock_top(m)
    act(m, A, "draw stock", "spread 5S 5D 5C", f"discard {drawn}")
    drawn = stock_top(m)
    act(m, B, "draw stock", "hit 5H 0", f"discard {drawn}")
    pass_turn(m, C)
    return m


@pytest.mark.parametrize("k", [1, 2])
def test_hit_lock_turns(k: int) -> None:
    m = _hit_lock_table(k)
    for turn in range(k):
        assert DROP not in m.legal_actions(A)
        assert m.view(None)["drop_locks"][A] == k - turn
        with pytest.raises(IllegalAction, match="your spread was hit"):
            m.apply(A, "drop")
        pass_turn(m, A)
        pass_turn(m, B)
        pass_turn(m, C)
    assert DROP in m.legal_actions(A)


def test_without_hit_lock_a_hit_player_may_drop() -> None:
    m = _hit_lock_table(0)
    assert DROP in m.legal_actions(A)


def test_hitting_ones_own_spread_does_not_lock() -> None:
    m = table(
        deal("5S 5D 5C 5H 9D", "2S 3D 4C 8H 9C", "7H 8D 2C 3C 4S", upcard="KC"),
        options={"hit_lock_turns": 1},
    )
    drawn = stock_top(m)
    act(m, A, "draw stock", "spread 5S 5D 5C", "hit 5H 0", f"discard {drawn}")
    assert m.view(None)["drop_locks"] == [0, 0, 0]


def test_discard_pickup_must_meld_by_a_new_spread() -> None:
    m = table(
        deal("5S 5D 9H 9D KC", "2S 3D 4C 8H 9C", "7H 8D 2C 3C 4S", upcard="5C"),
        options={"discard_pickup_must_meld": True},
    )
    act(m, A, "draw discard")
    assert legal_texts(m, A) == ["spread 5S 5D 5C"]
    before = snapshot(m)
    with pytest.raises(IllegalAction, match="took 5C from the discard pile"):
        m.apply(A, "discard 5C")
    assert snapshot(m) == before
    act(m, A, "spread 5S 5D 5C", "discard KC")


def test_discard_pickup_must_meld_refuses_a_card_that_cannot_be_used() -> None:
    m = table(
        deal("5S 5D 9H 9D KC", "2S 3D 4C 8H 9C", "7H 8D 2C 3C 4S", upcard="QC"),
        options={"discard_pickup_must_meld": True},
    )
    assert "draw discard" not in legal_texts(m, A)
    with pytest.raises(IllegalAction, match="only if you can use it"):
        m.apply(A, "draw discard")


def test_discard_pickup_must_meld_by_a_hit() -> None:
    m = table(
        deal("5S 5D 5C 9H 9D", "2S 3D 4C 8H 9C", "7H 8D 2C 3C 4S", upcard="KC", stock="QC 3H 5H"),
        options={"discard_pickup_must_meld": True},
    )
    act(m, A, "draw stock", "spread 5S 5D 5C", "discard QC")
    act(m, B, "draw stock", "discard 3H")
    assert "draw discard" not in legal_texts(m, C)
    act(m, C, "draw stock", "discard 5H")
    act(m, A, "draw discard")
    assert legal_texts(m, A) == ["hit 5H 0"]
    act(m, A, "hit 5H 0", "discard 9H")


def test_no_immediate_rediscard() -> None:
    m = table(
        deal("2S 3S 4S 5S 6S", "2H 3D 4C 8H 9C", "7H 8D 2C 3C 4D", upcard="KC"),
        options={"no_immediate_rediscard": True},
    )
    act(m, A, "draw discard")
    legal = legal_texts(m, A)
    assert "discard KC" not in legal
    assert "spread 2S 3S 4S 5S 6S" not in legal  # it would leave only KC
    assert "spread 2S 3S 4S" in legal and "discard 2S" in legal
    with pytest.raises(IllegalAction, match="just took it"):
        m.apply(A, "discard KC")
    with pytest.raises(IllegalAction, match="leave only KC"):
        m.apply(A, "spread 2S 3S 4S 5S 6S")
    act(m, A, "spread 2S 3S 4S", "discard 5S")


def test_by_default_the_card_just_taken_may_be_discarded_again() -> None:
    m = table(deal("2S 3S 4S 5S 6S", "2H 3D 4C 8H 9C", "7H 8D 2C 3C 4D", upcard="KC"))
    act(m, A, "draw discard", "discard KC")
    assert m.view(B)["discard_top"] == "KC"


# ----- seats ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("options", "seats", "ok"),
    [
        ({}, 2, True),
        ({}, 3, True),
        ({}, 4, False),
        ({}, 1, False),
        ({"max_players": 5}, 5, True),
        ({"max_players": 5}, 6, False),
        ({"min_players": 3}, 2, False),
    ],
)
def test_seat_limits_follow_the_options(options: dict[str, int], seats: int, ok: bool) -> None:
    if ok:
        assert new_match("tonk", options, seats=seats, seed=1).seats == seats
    else:
        with pytest.raises(InvalidRecord, match="seats"):
            new_match("tonk", options, seats=seats, seed=1)


@pytest.mark.parametrize(
    ("options", "seats"),
    [({}, 3), ({"max_players": 2}, 2), ({"min_players": 4, "max_players": 5}, 4)],
)
def test_default_seat_count(options: dict[str, int], seats: int) -> None:
    assert new_match("tonk", options, seed=1).seats == seats


def test_the_deal_follows_the_seat_count() -> None:
    m = new_match("tonk", {"max_players": 5}, seats=5, seed=4, dealer=1)
    d = m.hands[0].deal
    assert [len(h) for h in d.hands] == [5] * 5 and len(d.stock) == 27
    assert m.view(None)["stock_size"] == 26 and m.view(None)["discard_size"] == 1
    if not m.results:  # unless the deal was an initial tonk, the stock's first card is up
        assert m.view(None)["discard_top"] == str(d.stock[0])


# ----- option validation and parsing -------------------------------------------------------


@pytest.mark.parametrize(
    "bad",
    [
        {"colour": "red"},
        {"initial_upcard": 1},
        {"stake": True},
        {"stake": 0},
        {"stake": 1.5},
        {"hit_lock_turns": -1},
        {"caught_mode": "double"},
        {"min_players": 1},
        {"max_players": 6},
        {"min_players": 3, "max_players": 2},
        {"initial_tonk_totals": [51]},
        {"initial_tonk_totals": [True]},
        {"initial_tonk_totals": 50},
        {"must_lay_down_spreads": "yes"},
    ],
)
def test_bad_options_are_rejected(bad: dict[str, Any]) -> None:
    with pytest.raises(InvalidOptions):
        new_match("tonk", bad, seed=1)


def test_every_caught_mode_is_accepted() -> None:
    for mode in (
        "double_each_leq_plus_low_bonus",
        "double_each_leq_only",
        "double_to_lowest_only",
        "seed_literal_dropper_pays_basic_too",
    ):
        assert new_match("tonk", {"caught_mode": mode}, seed=1).options.caught_mode == mode


@pytest.mark.parametrize(
    "text", ["play 2C", "bid 3", "pass", "discard 2C 3C", "discard", "hit 5H", "draw pile"]
)
def test_actions_that_are_not_tonk_are_malformed(text: str) -> None:
    m = table(deal("2S 3S 4S 5S 6S", "2H 3D 4C 8H 9C", "7H 8D 2C 3C 4D", upcard="KC"))
    with pytest.raises(MalformedAction):
        m.apply(A, text)


def test_action_texts_round_trip_in_any_case() -> None:
    m = table(deal("2S 3S 4S 5S 6S", "2H 3D 4C 8H 9C", "7H 8D 2C 3C 4D", upcard="KC"))
    act(m, A, "DRAW Stock", "spread 4s 2S  3s")
    assert [str(a) for _, a in m.hands[0].actions] == ["draw stock", "spread 2S 3S 4S"]


def test_wrong_seat_and_foreign_actions_change_nothing() -> None:
    m = table(deal("2S 3S 4S 5S 6S", "2H 3D 4C 8H 9C", "7H 8D 2C 3C 4D", upcard="KC"))
    before = snapshot(m)
    with pytest.raises(NotYourTurn, match="seat 0's turn"):
        m.apply(B, "draw stock")
    with pytest.raises(IllegalAction, match="not a Tonk action"):
        m.apply(A, PLAY[0])
    with pytest.raises(IllegalAction, match="draw first"):
        m.apply(A, "discard 2S")
    with pytest.raises(IllegalAction, match="draw first"):
        m.apply(A, "spread 2S 3S 4S")
    act(m, A, "draw stock")
    mid = snapshot(m)
    for text, why in [
        ("hit 2S 0", "no spread 0"),
        ("discard 9C", "do not hold 9C"),
        ("spread 2H 3H 4H", "do not hold"),
        ("spread 2S 3S", "at least three"),
        ("draw discard", "already drawn"),
    ]:
        with pytest.raises(IllegalAction, match=why):
            m.apply(A, text)
        assert snapshot(m) == mid
    assert before != mid
