"""The generic Match machinery, on a toy game so that no real game's rules are involved."""

from __future__ import annotations

from typing import Any, Literal

import pytest

from games.actions import PLAY, Action, Play
from games.cards import PACK_52, Card
from games.core import Deal, HandResult, Match, MatchView, check_deal
from games.errors import IllegalAction, InvalidDeal, InvalidOptions, InvalidRecord, NotYourTurn
from games.options import GameOptions
from games.shuffle import Shuffler


class ToyOptions(GameOptions):
    target: int = 3
    mode: Literal["high", "low"] = "high"
    cheap: bool = False


class ToyResult(HandResult):
    def __init__(self, winner: int, scores: tuple[int, ...]) -> None:
        self.winner, self.scores = winner, scores

    def to_json(self) -> dict[str, Any]:
        return {"winner": self.winner, "scores": list(self.scores)}


class ToyHand:
    """One deal of the toy: each seat holds one card and plays it, in turn."""

    board = None  # no legal board: the match asks ``legal``

    def __init__(self, deal: Deal, dealer: int) -> None:
        self.held = [deal.hands[0][0], deal.hands[1][0]]
        self.played: list[Card | None] = [None, None]
        self.turn = (dealer + 1) % 2

    phase_name = "play"

    @property
    def done(self) -> bool:
        return None not in self.played

    def to_act(self) -> tuple[int, ...]:
        return () if self.done else (self.turn,)

    def legal(self, seat: int) -> tuple[Action, ...]:
        return (PLAY[self.held[seat]],) if seat == self.turn and not self.done else ()

    def apply(self, seat: int, action: Action) -> None:
        if seat != self.turn:
            raise NotYourTurn(f"it is seat {self.turn}'s turn")
        if action != PLAY[self.held[seat]]:
            raise IllegalAction("you can only play the card you hold")
        self.played[seat] = self.held[seat]
        self.turn = 1 - seat

    def clone(self) -> ToyHand:
        twin = ToyHand.__new__(ToyHand)
        twin.held, twin.played, twin.turn = self.held[:], self.played[:], self.turn
        return twin


class Toy(Match[ToyOptions, ToyHand, MatchView]):
    """Each of two seats holds one card and plays it; the higher card wins a point."""

    game = "toy"
    title = "Toy"
    options_model = ToyOptions
    seat_range = (2, 2)
    actions = (Play,)

    def _init_match(self) -> None:
        self.points = (0, 0)

    def _deal_from(self, rng: Shuffler, dealer: int) -> Deal:
        cards = list(PACK_52)
        rng.shuffle(cards)
        return Deal(((cards[0],), (cards[1],)))

    def _validate_deal(self, deal: Deal) -> None:
        check_deal(deal, seats=2, hand_size=1, pack=PACK_52, stock=0)

    def _begin_hand(self, deal: Deal, dealer: int) -> ToyHand:
        return ToyHand(deal, dealer)

    def _score_hand(self) -> tuple[HandResult, bool]:
        a, b = (c % 13 for c in self.hand.played)  # type: ignore[operator]
        w = 0 if (a > b) == (self.options.mode == "high") else 1
        points = list(self.points)
        points[w] += 1
        self.points = (points[0], points[1])
        return ToyResult(w, self.points), False

    def _scores(self) -> tuple[int, ...]:
        return self.points

    def _match_over(self) -> bool:
        return max(self.points) >= self.options.target

    def _winner(self) -> int | None:
        return 0 if self.points[0] > self.points[1] else 1

    def _view(self, seat: int | None) -> dict[str, Any]:
        return {"hand": [str(self.hand.held[seat])] if seat is not None else None}


def play_out(m: Toy) -> None:
    while not m.is_over:
        s = m.to_act[0]
        m.apply(s, m.legal_actions(s)[0])


def test_same_seed_same_match() -> None:
    a, b = Toy(seed=5), Toy(seed=5)
    play_out(a)
    play_out(b)
    assert a.record() == b.record()


def test_the_dealer_rotates_and_the_version_counts_deals_and_actions() -> None:
    m = Toy(seed=1, dealer=1)
    assert m.dealer == 1 and m.version == 1  # one deal
    s = m.to_act[0]
    assert s == 0
    m.apply(s, m.legal_actions(s)[0])
    assert m.version == 2
    m.apply(1, m.legal_actions(1)[0])
    assert m.hand_number == 1 and m.dealer == 0
    assert m.version == 4  # two actions and two deals


def test_illegal_actions_change_nothing() -> None:
    m = Toy(seed=2, dealer=1)
    before = (m.record(), m.version, m.view(0))
    with pytest.raises(NotYourTurn, match="seat 0's turn"):
        m.apply(1, m.legal_actions(0)[0])
    other = next(c for c in PACK_52 if c != m.hand.held[0])
    with pytest.raises(IllegalAction, match="only play the card you hold"):
        m.apply(0, PLAY[other])
    with pytest.raises(NotYourTurn, match="no seat 7"):
        m.apply(7, "play AS")
    assert (m.record(), m.version, m.view(0)) == before
    assert m.legal_actions(7) == () and not m.is_legal(0, "plya")


def test_options_are_strict_and_clear() -> None:
    assert Toy({"target": 1}, seed=1).options.target == 1
    with pytest.raises(InvalidOptions, match="unknown option 'colour'"):
        Toy({"colour": 1})
    with pytest.raises(InvalidOptions, match="target"):
        Toy({"target": True})
    with pytest.raises(InvalidOptions, match="cheap"):
        Toy({"cheap": 1})
    with pytest.raises(InvalidOptions, match="mode"):
        Toy({"mode": "middle"})
    assert Toy({"target": 1, "mode": "low"}, seed=1).options.changed() == {
        "target": 1,
        "mode": "low",
    }


def test_explicit_deals_then_waiting_for_a_deal() -> None:
    deal = Deal(((Card.parse("AS"),), (Card.parse("2S"),)))
    m = Toy(deals=[deal], dealer=0, auto_deal=False)
    assert m.hands[0].deal == deal
    m.apply(1, "play 2S")
    m.apply(0, "play AS")
    assert m.results[0].to_json() == {"winner": 0, "scores": [1, 0]}
    assert m.waiting_for_deal and m.phase == "deal" and m.to_act == ()
    with pytest.raises(NotYourTurn, match="not been dealt"):
        m.apply(0, "play AS")
    with pytest.raises(InvalidRecord, match="dealer must be seat 1"):
        m.supply_deal(deal, dealer=0)
    with pytest.raises(InvalidDeal, match="dealt twice"):
        m.supply_deal(Deal(((Card.parse("AS"),), (Card.parse("AS"),))), dealer=1)
    m.supply_deal(deal, dealer=1)
    assert m.dealer == 1 and not m.waiting_for_deal
    m.resume_dealing()
    with pytest.raises(InvalidRecord, match="no deal is due"):
        m.supply_deal(deal)


def test_deals_follow_the_seed_per_hand_index() -> None:
    m = Toy(seed="abc", dealer=0)
    assert m.hands[0].deal == m.random_deal(0, 0)
    assert Toy(seed="abc", dealer=0).random_deal(3, 1) == m.random_deal(3, 1)


def test_seat_counts_are_checked() -> None:
    with pytest.raises(InvalidRecord, match="played by 2 seats, not 3"):
        Toy(seats=3)


def test_record_and_views() -> None:
    m = Toy({"target": 2}, seed=9, dealer=0)
    play_out(m)
    rec = m.record(players=["a", "b"])
    assert rec["format"] == "cardroom-record/1" and rec["options"] == {"target": 2}
    assert rec["players"] == ["a", "b"] and len(rec["hands"]) == len(m.results)
    v = m.view(None)
    assert v["over"] and v["phase"] == "over" and v["winner"] in (0, 1)
    assert v["options"]["target"] == 2
