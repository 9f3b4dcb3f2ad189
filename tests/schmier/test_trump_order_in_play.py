"""SC-04 and SC-05 played through the engine's own trick logic (not only the ranking table)."""

from __future__ import annotations

import pytest

from games.cards import parse_cards
from games.core import Deal
from games.schmier import SchmierMatch
from tests.schmier.helpers import hand_cards, play


def deal_of(hands: list[str], stock: str) -> Deal:
    return Deal(tuple(tuple(parse_cards(h)) for h in hands), tuple(parse_cards(stock)))


def to_first_lead(deal: Deal, dealer_discard: str) -> SchmierMatch:
    """Dealer 0; seat 1 bids 3 and names hearts; non-dealers keep their cards."""
    m = SchmierMatch(None, dealer=0, deals=[deal], seed=0)
    m.apply(1, "bid 3")
    for seat in (2, 3, 4, 5, 0):
        m.apply(seat, "pass")
    m.apply(1, "trump H")
    for seat in (1, 2, 3, 4, 5):
        m.apply(seat, "discard")
    m.apply(0, f"discard {dealer_discard}")
    assert m.phase == "play" and m.to_act == (1,)
    return m


SC04 = deal_of(
    [
        "TD QD KD AD 2S 3S",  # 0, dealer: no trump until the pickup
        "JD AS KS QS JS TS",  # 1, bidder: the left bauer is its only trump
        "TH 2C 3C 4C 5C 6C",
        "JK 7C 8C 9C TC JC",
        "2H QC KC AC 2D 3D",
        "4D 5D 6D 7D 8D 9D",
    ],
    "AH KH QH JH 9H 8H 7H 6H 5H 4H 3H 4S 5S 6S 7S 8S 9S",
)
SC04_DEALER_DISCARD = "TD QD KD AD 2S 3S 4S 5S 6S 7S 8S 9S 7H 6H 5H 4H 3H"


def test_SC_04_left_bauer_led_beats_ten_joker_and_two_in_a_real_trick() -> None:
    m = to_first_lead(SC04, SC04_DEALER_DISCARD)
    assert hand_cards(m, 0) == {"AH", "KH", "QH", "JH", "9H", "8H"}
    play(m, "JD", "TH", "JK", "2H", "4D", "8H")
    last = m.view()["last_trick"]
    assert last["winner"] == 1  # the left bauer beats the 10, the joker, the 2 and the 8
    assert m.view()["awards"]["left"] == m.team_of(1)
    assert m.view()["awards"]["joker"] == m.team_of(1)
    assert m.view()["awards"]["low"] == m.team_of(4)


def test_SC_04_a_seat_holding_a_trump_must_follow_a_left_bauer_lead() -> None:
    m = to_first_lead(SC04, SC04_DEALER_DISCARD)
    m.apply(1, "play JD")
    assert [str(a) for a in m.legal_actions(2)] == ["play TH"]
    m.apply(2, "play TH")
    assert [str(a) for a in m.legal_actions(3)] == ["play JK"]


SC05 = deal_of(
    [
        "AH 9D TD QD KD AD",
        "3H AS KS QS JS TS",
        "JD 2C 3C 4C 5C 6C",
        "JH 7C 8C 9C TC JC",
        "QH QC KC AC 2D 3D",
        "KH 4D 5D 6D 7D 8D",
    ],
    "2H 4H 5H 6H 7H 8H 9H TH JK 2S 3S 4S 5S 6S 7S 8S 9S",
)
SC05_DEALER_DISCARD = "9D TD QD KD AD 2S 3S 4S 5S 6S 7S 8S 9S 4H 5H 6H 7H"


@pytest.mark.parametrize(("dealer_card", "winner"), [("AH", 0), ("8H", 5)])
def test_SC_05_ace_king_queen_above_the_bauers_in_a_real_trick(
    dealer_card: str, winner: int
) -> None:
    m = to_first_lead(SC05, SC05_DEALER_DISCARD)
    assert hand_cards(m, 0) == {"AH", "2H", "JK", "TH", "9H", "8H"}
    play(m, "3H", "JD", "JH", "QH", "KH", dealer_card)
    assert m.view()["last_trick"]["winner"] == winner  # A > K > Q > RB > LB
