"""Schmier computer players: legality, reproducibility, no peeking, basic's rules, the CLI.

Scenarios use trump hearts (RB = JH, LB = JD) and the default teams 3x2: {0,3} {1,4} {2,5}.
Dealer 0 unless stated, so seat 1 speaks first and, as the bidder, leads trick 1.
"""

from __future__ import annotations

import random
import subprocess
import sys
import time
from typing import Any

import pytest

from games.actions import PASS, Action, Bid, Discard, Trump
from games.cards import Card, Suit
from games.core import Deal
from games.players import choose_for, levels_for, make_player
from games.players.schmier import LEVELS, BasicPlayer, ReferencePlayer, StrongPlayer
from games.schmier import SchmierMatch
from tests.schmier.helpers import make_deal, play, start

FAR = 1e9  # a deadline that never binds, so decisions depend only on the view and the seed


def _choose(player: Any, m: SchmierMatch, seat: int, seed: int = 1) -> Action:
    legal = m.legal_actions(seat)
    action = player.choose(m.view(seat), legal, random.Random(seed), time.monotonic() + FAR)
    assert m.is_legal(seat, action)
    return action


def _card(action: Action) -> str:
    return str(action).split()[1]


def test_levels_exported() -> None:
    assert {"basic": BasicPlayer, "strong": StrongPlayer, "strong-ref": ReferencePlayer} == LEVELS
    assert BasicPlayer.level == "basic" and StrongPlayer.level == "strong"
    assert ReferencePlayer.level == "strong-ref" and "strong-ref" not in levels_for("schmier")
    assert isinstance(make_player("strong", "schmier"), StrongPlayer)
    assert isinstance(make_player("basic", "schmier"), BasicPlayer)


OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"teams": "2x3", "trump_anytime": True, "bidder_must_lead_trump": True},
    {"max_discard": 1, "all_pass": "dealer_stuck", "show_dealer_trump_discards": True},
]


@pytest.mark.parametrize("level", ["basic", "strong"])
@pytest.mark.parametrize("opts", range(len(OPTION_SETS)))
def test_seeded_hands_legal_and_reproducible(level: str, opts: int) -> None:
    """Whole hands at fixed seeds: every decision legal; asking again gives the same action."""
    # A light strong player: the same code paths with fewer samples, to keep the suite fast.
    player = BasicPlayer() if level == "basic" else StrongPlayer(effort=0.15)
    for i in range(2 if level == "basic" else 1):
        m = SchmierMatch(OPTION_SETS[opts], seed=f"schmier-ai/{opts}/{i}")
        rng = random.Random(i)
        checked = 0
        while not [r for r in m.results if not r.redeal] and not m.is_over:
            seat = m.to_act[0]
            action = choose_for(m, seat, player, rng, budget=FAR)
            if checked < 12 and len(m.legal_actions(seat)) > 1:
                assert _choose(player, m, seat, seed=99) == _choose(player, m, seat, seed=99)
                checked += 1
            m.apply(seat, action)


def _swap_hidden(m: SchmierMatch, seat: int) -> Deal | None:
    """The deal with two cards of one effective suit swapped between two seats other than
    ``seat``, neither card discarded nor played so far.

    Same-suit swaps keep every seat's suit counts (and trump counts), so the same history
    stays legal and ``seat``'s view is unchanged, while the hidden cards differ.
    """
    d = m.hands[-1].deal
    used: set[int] = set()
    for _, a in m.hands[-1].actions:
        used.update(int(c) for c in getattr(a, "cards", ()))
        if hasattr(a, "card"):
            used.add(int(a.card))
    t = m.hand.t
    suit = (lambda c: t.eff[c]) if t is not None else (lambda c: 4 if c == 52 else c // 13)
    others = [s for s in range(6) if s != seat]
    for a in others:
        for b in others:
            if a >= b:
                continue
            for i, ca in enumerate(d.hands[a]):
                for j, cb in enumerate(d.hands[b]):
                    if suit(ca) == suit(cb) and not {int(ca), int(cb)} & used:
                        hands = [list(x) for x in d.hands]
                        hands[a][i], hands[b][j] = cb, ca
                        return Deal(tuple(tuple(x) for x in hands), d.stock)
    return None  # late in a hand every unseen card may be the only one of its suit


@pytest.mark.parametrize("level", ["basic", "strong"])
def test_no_peeking(level: str) -> None:
    """Matches whose hidden cards differ but whose view for the seat is identical decide alike:
    auction, discards and card play."""
    player = BasicPlayer() if level == "basic" else StrongPlayer(effort=0.2)
    basic = BasicPlayer()
    phases: set[str] = set()
    points = 0
    for g in range(4):
        m = SchmierMatch(seed=f"peek/{g}", dealer=0)
        rng = random.Random(g)
        stops = {0, 3, 7, 10, 16, 25, 34}
        step = 0
        while not m.results:
            seat = m.to_act[0]
            if step in stops and len(m.legal_actions(seat)) > 1:
                deal = _swap_hidden(m, seat)
                if deal is None:
                    m.apply(seat, choose_for(m, seat, basic, rng))
                    step += 1
                    continue
                other = SchmierMatch(deals=[deal], dealer=0, seed=0)
                for s, a in m.hands[-1].actions:
                    other.apply(s, a)
                assert other.view(seat) == m.view(seat)
                assert other.hands[-1].deal != m.hands[-1].deal
                assert _choose(player, other, seat, seed=g) == _choose(player, m, seat, seed=g)
                phases.add(m.phase)
                points += 1
            m.apply(seat, choose_for(m, seat, basic, rng))
            step += 1
    assert points >= 12
    assert {"bid", "discard", "play"} <= phases


# ----- basic's rules as scenarios ----------------------------------------------------------


def _deal(hands: dict[int, str]) -> Deal:
    return make_deal(hands, trump="H")


def test_feeds_a_ten_to_partners_sure_trick_instead_of_trumping_it() -> None:
    # Seat 1 bids and leads spades; seat 3 (seat 0's partner) plays the ace; seat 0 plays last
    # with no spade: the trick is surely its partner's, so it gives its ten, not a trump.
    deal = _deal(
        {
            0: "KH 4H TD 3C 4C 5D",
            1: "5S 6S 7H 8H 9H 2C",
            2: "7S 5H 6H TH QH 6D",
            3: "AS 2S 6C 7C 8C 9C",
            4: "8S 2H AH JH JD JK",
            5: "9S 3H TS 3D 4D 7D",
        }
    )
    m = start(deal, dealer=5, bids=["pass", "bid 3", "pass", "pass", "pass", "pass"])
    play(m, "5S", "7S", "AS", "8S", "9S")
    assert _card(_choose(BasicPlayer(), m, 0)) == "TD"


def test_feeds_the_joker_to_partners_trump_ace() -> None:
    # Seat 1 (bidder) leads the trump ace; its partner, seat 4, gives its joker to the trick.
    deal = _deal(
        {
            1: "AH 3H 4C 5C 6C 7C",
            2: "2H 8S 9S TS JS QS",
            3: "5H 8C 9C TC JC QC",
            4: "JK 6H 8D 9D TD QD",
        }
    )
    m = start(deal)
    play(m, "AH", "2H", "5H")
    assert _card(_choose(BasicPlayer(), m, 4)) == "JK"


def test_throws_the_trump_two_on_a_lost_trump_trick() -> None:
    # An opponent leads the trump ace: seat 2 keeps its bauer and joker and plays the 2 (Low
    # is its team's whoever takes the trick).
    m = start(_deal({1: "AH KH 4C 5C 6C 7C", 2: "2H JD JK 8S 9S 2D"}))
    play(m, "AH")
    assert _card(_choose(BasicPlayer(), m, 2)) == "2H"


def test_takes_an_opponents_joker_with_the_cheapest_sure_winner() -> None:
    # Seat 0 leads the ten of diamonds and seat 1, void, trumps it with the joker; seat 5
    # plays last with no diamond and over-trumps with its lowest trump, not the king.
    deal = _deal(
        {
            0: "TD 3C 4C 5C 6C 7C",
            1: "JK 5H 6H 7H 8H 9H",
            2: "5D TH QH 2H AH 8C",
            3: "6D JH JD 4D 9C TC",
            4: "7D 4H 8S 9S TS JS",
            5: "3H KH 2S 3S 4S 5S",
        }
    )
    m = start(deal, dealer=5)
    play(m, "TD", "JK", "5D", "6D", "7D")
    assert _card(_choose(BasicPlayer(), m, 5)) == "3H"


def test_does_not_spend_a_trump_on_an_empty_trick() -> None:
    # The same table, but the trick holds nothing worth a trump: seat 5 throws a small spade.
    deal = _deal(
        {
            0: "9D 3C 4C 5C 6C 7C",
            1: "JK 5H 6H 7H 8H 2D",
            2: "5D TH QH 2H AH 8C",
            3: "6D JH JD 4D 9C TC",
            4: "7D 4H 9H 9S TS JS",
            5: "3H KH 2S 3S 4S 5S",
        }
    )
    m = start(deal, dealer=5)
    play(m, "9D", "2D", "5D", "6D", "7D")
    assert _card(_choose(BasicPlayer(), m, 5)) == "2S"


def test_leads_the_master_trump() -> None:
    m = start(_deal({1: "AH 9H 4C 5C 6C 7C"}))
    assert _card(_choose(BasicPlayer(), m, 1)) == "AH"


def test_bids_a_strong_hand_and_passes_a_weak_one() -> None:
    m = SchmierMatch(deals=[_deal({1: "AH KH 2H JH JD 4S", 2: "3S 4C 5D 6S 7C 8D"})], dealer=0)
    assert _choose(BasicPlayer(), m, 1) in (Bid(3), Bid(4), Bid(5), Bid(6))
    m.apply(1, "bid 3")
    assert _choose(BasicPlayer(), m, 2) == PASS


def test_names_the_suit_of_its_high_and_low() -> None:
    m = SchmierMatch(deals=[_deal({1: "AS 2S QS 9S 4H 5D"})], dealer=0)
    m.apply(1, "bid 3")
    for _ in range(5):
        m.apply(m.to_act[0], "pass")
    assert _choose(BasicPlayer(), m, 1) == Trump(Suit.SPADES)


def test_discards_keep_trumps_and_aces() -> None:
    m = SchmierMatch(deals=[_deal({1: "AH 2H 7H AS 3C 4D", 2: "KH 5S 6S 7S 8S 9D"})], dealer=0)
    m.apply(1, "bid 3")
    for _ in range(5):
        m.apply(m.to_act[0], "pass")
    m.apply(1, "trump H")
    assert _choose(BasicPlayer(), m, 1) == Discard([Card.parse("3C"), Card.parse("4D")])
    m.apply(1, "discard 3C 4D")
    action = _choose(BasicPlayer(), m, 2)
    assert isinstance(action, Discard) and len(action.cards) == 3
    assert not {str(c) for c in action.cards} & {"KH"}


def test_dealer_discard_is_legal_and_keeps_trumps() -> None:
    for g in range(6):
        m = SchmierMatch(seed=f"dealer/{g}")
        basic = BasicPlayer()
        rng = random.Random(g)
        while m.phase != "play" and not m.results:
            seat = m.to_act[0]
            if m.phase == "discard" and seat == m.dealer:
                view = m.view(seat)
                action = basic.choose(view, m.legal_actions(seat), rng, time.monotonic() + FAR)
                assert m.is_legal(seat, action)
                trumps_before = {c for c in view["hand"] if _is_trump(c, view["trump"])}
                if len(trumps_before) <= 6:
                    assert not {str(c) for c in action.cards} & trumps_before  # type: ignore[attr-defined]
            m.apply(seat, choose_for(m, seat, basic, rng))


def _is_trump(card: str, trump: str) -> bool:
    left = {"H": "JD", "D": "JH", "S": "JC", "C": "JS"}[trump]
    return card == "JK" or card == left or card[1] == trump


def test_basic_finishes_a_simulated_match_quickly() -> None:
    from games.cli.simulate_cmd import simulate

    start_t = time.perf_counter()
    m = simulate("schmier", seed=1)
    assert m.is_over
    assert time.perf_counter() - start_t < 20


def test_arena_cli_runs() -> None:
    args = ["arena", "schmier", "--a", "basic", "--b", "random", "--deals", "3", "--json"]
    out = subprocess.run(
        [sys.executable, "-m", "games", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert '"deals": 3' in out.stdout and '"game": "schmier"' in out.stdout


def test_strong_plays_after_the_dealer_shows_discarded_trumps() -> None:
    # At this seed the rule-based dealer holds more than six trumps and throws the 3 of
    # diamonds face up: the shown trump is out of every sample and out of the discard count.
    m = SchmierMatch({"show_dealer_trump_discards": True}, seed="dtd/282")
    basic, strong = BasicPlayer(), StrongPlayer(effort=0.1)
    rng = random.Random(282)
    while m.phase != "play":
        m.apply(m.to_act[0], choose_for(m, m.to_act[0], basic, rng))
    assert m.view(None)["dealer_trump_discards"] == ["3D"]
    while not m.results:
        m.apply(m.to_act[0], choose_for(m, m.to_act[0], strong, rng, budget=FAR))


class _SearchingStrong(StrongPlayer):
    """``strong`` with the simulated auction, trump choice and discards switched on."""

    search_bids = search_trump = search_discards = True


def test_simulated_auction_trump_and_discards_stay_legal() -> None:
    player = _SearchingStrong(effort=0.1)
    for g in range(3):
        m = SchmierMatch(seed=f"search/{g}")
        rng = random.Random(g)
        while m.phase != "play" and not m.is_over:
            seat = m.to_act[0]
            action = choose_for(m, seat, player, rng, budget=FAR)
            if len(m.legal_actions(seat)) > 1:
                assert _choose(player, m, seat, seed=5) == _choose(player, m, seat, seed=5)
            m.apply(seat, action)
