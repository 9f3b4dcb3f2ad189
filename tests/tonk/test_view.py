"""What each seat sees, the dealing order, and the choices of docs/rules/tonk.md."""

from __future__ import annotations

import json

import pytest

from games import new_match
from games.actions import DROP
from games.cards import PACK_52
from games.errors import IllegalAction
from games.shuffle import DealShuffler
from tests.tonk.helpers import A, B, C, act, cards_in, deal, last, table


def test_cards_are_dealt_one_at_a_time_from_left_of_the_dealer() -> None:
    for seats, dealer in ((2, 0), (3, 2), (5, 1)):
        m = new_match("tonk", {"max_players": 5}, seats=seats, seed=9, dealer=dealer)
        d = m.hands[0].deal
        pack = list(PACK_52)
        DealShuffler(9, 0).shuffle(pack)
        for i in range(5 * seats):
            assert d.hands[(dealer + 1 + i) % seats][i // seats] == pack[i]
        assert list(d.stock) == pack[5 * seats :]


def test_views_show_own_hand_sizes_spreads_and_only_the_top_discard() -> None:
    m = table(
        deal("5S 5D 5C 9H KD", "2S 3D 4C 8H 9C", "7H 8D 2C 3C 4S", upcard="KC", stock="QC JC")
    )
    act(m, A, "draw stock", "spread 5S 5D 5C", "discard QC")
    act(m, B, "draw stock")
    public = m.view(None)
    assert public["hand"] is None and public["count"] is None
    assert public["hand_sizes"] == [2, 6, 5]
    assert public["discard_top"] == "QC" and public["discard_size"] == 2
    assert public["stock_size"] == 34
    assert public["spreads"] == [{"cards": ["5S", "5D", "5C"], "kind": "book", "owner": A}]
    assert public["turn"] == B and public["drawn"] is True
    assert public["history"] == [
        [A, "draw stock"],
        [A, "spread 5S 5D 5C"],
        [A, "discard QC"],
        [B, "draw stock"],
    ]
    own = m.view(B)
    assert own["hand"] == ["2S", "8H", "3D", "JC", "9C", "4C"] and own["count"] == 36
    assert "KC" not in json.dumps(public)  # buried under QC


def test_a_buried_discard_is_not_named_in_the_history() -> None:
    m = table(
        deal("5S 5D 9H KD 2H", "2S 3D 4C 8H 9C", "7H 8D 2C 3C 4S", upcard="KC", stock="QC JC")
    )
    act(m, A, "draw stock", "discard QC")
    assert m.view(C)["history"][-1] == [A, "discard QC"]
    act(m, B, "draw stock", "discard JC")
    assert m.view(C)["history"] == [
        [A, "draw stock"],
        [A, "discard"],
        [B, "draw stock"],
        [B, "discard JC"],
    ]
    act(m, C, "draw discard")  # JC goes to C's hand: nobody else may see it named again
    for seat in (None, A, B):
        assert "JC" not in cards_in(json.dumps(m.view(seat)))
    assert m.view(C)["taken"] == "JC" and "JC" in m.view(C)["hand"]
    assert m.view(A)["taken"] is None


def test_last_reveal_after_a_showdown_and_after_going_out() -> None:
    m = table(
        deal("AS 2S 3S 4S KC", "5S 5D 5C 8D 9H", "7H 7D KS QD 6H", upcard="2H", stock="3D 4D 5H"),
        auto_deal=True,
    )
    act(m, A, "draw stock", "spread AS 2S 3S 4S", "discard 3D")
    act(m, B, "draw stock", "spread 5S 5D 5C", "discard 4D")
    act(m, C, "draw stock", "discard 5H")
    act(m, A, "draw discard", "hit 5H 1", "discard KC")
    assert m.results[0].ending == "out"
    assert m.view(None)["last_reveal"] == [None, None, None]
    assert m.view(None)["last_hand"] == m.results[0].to_json()
    seat = m.to_act[0]
    act(m, seat, "drop")
    shown = m.view(None)["last_reveal"]
    assert [len(h) for h in shown] == [5, 5, 5]
    assert shown[seat] == m.view(seat)["last_reveal"][seat]


def test_must_lay_down_spreads_does_not_stop_a_drop_before_drawing() -> None:
    m = table(
        deal("7D 7H 7C 2S AH", "2H 3H 4D 5C 6S", "8H 8D 2C 3D 4S", upcard="KS"),
        options={"must_lay_down_spreads": True},
    )
    assert DROP in m.legal_actions(A)
    act(m, A, "drop")
    assert last(m)["ending"] == "caught"  # 24 against 20 and 25


def test_four_aces_must_be_laid_even_when_three_may_be_held() -> None:
    m = table(
        deal("AS AD AC AH 9H", "2H 3H 4D 5C 6S", "8H 8D 2C 3D 4S", upcard="KS", stock="KC"),
        options={"must_lay_down_spreads": True},
    )
    act(m, A, "draw stock")
    with pytest.raises(IllegalAction, match="lay down"):
        m.apply(A, "discard KC")
    act(m, A, "discard AH")  # breaks the four into three aces, which may be held


def test_a_run_stops_at_the_king_and_a_book_at_four() -> None:
    m = table(
        deal("JS QS KS 9H 9D", "AS 2D 4C 8H 9C", "7H 8D 2C 3C 4S", upcard="KC", stock="TH TS")
    )
    act(m, A, "draw stock", "spread JS QS KS", "discard TH")
    act(m, B, "draw stock")
    assert "hit TS 0" in [str(a) for a in m.legal_actions(B)]
    with pytest.raises(IllegalAction, match="does not fit"):
        m.apply(B, "hit AS 0")
