from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games.actions import (
    BID_BLIND,
    PLAY,
    Bid,
    Discard,
    Draw,
    Hit,
    Pass,
    Play,
    Trump,
    parse_action,
)
from games.cards import CARDS, JOKER, PACK_32, PACK_52, PACK_53, Card, Suit, parse_cards
from games.errors import MalformedAction


def test_card_notation_and_input_forms() -> None:
    assert str(Card.parse("TH")) == "TH"
    assert Card.parse("10h") == Card.parse("th") == Card.parse(" TH ")
    assert str(Card.parse("jk")) == "JK" and Card.parse("JK") is JOKER
    assert Card.parse("AS").suit is Suit.SPADES and Card.parse("2c").suit is Suit.CLUBS
    assert JOKER.suit is None and JOKER.is_joker
    assert Card.parse("AS").pretty() == "A♠" and Card.parse("TD").pretty() == "10♦"


@pytest.mark.parametrize("bad", ["", "1H", "TX", "ZZ", "10", "T", "JKK", "11S"])
def test_bad_cards_are_malformed(bad: str) -> None:
    with pytest.raises(MalformedAction):
        Card.parse(bad)


def test_packs() -> None:
    assert len(PACK_52) == 52 and len(set(PACK_52)) == 52
    assert len(PACK_53) == 53 and JOKER in PACK_53
    assert len(PACK_32) == 32
    assert {str(c)[0] for c in PACK_32} == set("789TJQKA")


def test_cards_are_hashable_interned_ints() -> None:
    assert Card.parse("AS") is CARDS[Card.parse("AS")]
    assert len({Card.parse("AS"), Card.parse("as")}) == 1


def test_parse_cards_rejects_duplicates() -> None:
    assert [str(c) for c in parse_cards("as 10h")] == ["AS", "TH"]
    with pytest.raises(MalformedAction, match="named twice"):
        parse_cards("AS as")


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("play 2C", "play 2C"),
        ("play 10h", "play TH"),
        ("  bid   17 ", "bid 17"),
        ("bid blind", "bid blind"),
        ("pass", "pass"),
        ("trump h", "trump H"),
        ("trump seventh", "trump seventh"),
        ("discard", "discard"),
        ("discard 5h 3c", "discard 5H 3C"),
        ("give as ks qs", "give QS KS AS"),
        ("spread 3h 3d 3c", "spread 3H 3D 3C"),
        ("hit 5h 0", "hit 5H 0"),
        ("draw stock", "draw stock"),
        ("draw discard", "draw discard"),
        ("drop", "drop"),
        ("end", "end"),
        ("look", "look"),
        ("reveal", "reveal"),
        ("pair", "pair"),
        ("double", "double"),
        ("redouble", "redouble"),
        ("single", "single"),
    ],
)
def test_action_text_round_trip(text: str, canonical: str) -> None:
    a = parse_action(text)
    assert str(a) == canonical
    assert parse_action(str(a)) == a


def test_card_lists_compare_in_any_order() -> None:
    assert parse_action("discard 5h 3c") == parse_action("discard 3C 5H") == Discard(["3C", "5H"])


@pytest.mark.parametrize(
    "bad",
    [
        "",
        "plya 2C",
        "play",
        "play 2C 3C",
        "play ZZ",
        "bid",
        "bid x",
        "bid -1",
        "trump Z",
        "discard AS as",
        "hit 5H",
        "hit 5H x",
        "draw",
        "draw pile",
        "pass now",
        "look twice",
    ],
)
def test_malformed_actions(bad: str) -> None:
    with pytest.raises(MalformedAction):
        parse_action(bad)


def test_interned_actions() -> None:
    assert parse_action("play AS") is PLAY[Card.parse("AS")]
    assert parse_action("bid blind") is BID_BLIND
    assert Bid(4) == parse_action("bid 4") and Pass() == parse_action("pass")
    assert Trump(Suit.HEARTS) == parse_action("trump H")
    assert Draw("stock") == parse_action("draw stock")
    assert Hit(Card.parse("5H"), 2) == parse_action("hit 5h 2")
    assert isinstance(parse_action("play 2c"), Play)


@given(st.lists(st.sampled_from(PACK_53), unique=True, max_size=6))
def test_card_list_actions_round_trip(cards: list[Card]) -> None:
    for verb in ("discard", "give", "spread"):
        text = " ".join([verb, *(str(c) for c in cards)])
        a = parse_action(text)
        assert parse_action(str(a)) == a
        assert sorted(a.cards) == sorted(cards)
