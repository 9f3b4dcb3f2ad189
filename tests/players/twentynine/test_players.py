"""Twenty-Nine computer players: legality, reproducibility, no peeking, basic's rules, the CLI.

Seats N=0, E=1, S=2, W=3; dealer W unless stated, so N speaks and leads first.
"""

from __future__ import annotations

import random
import subprocess
import sys
import time
from typing import Any

import pytest

from games import new_match
from games.actions import PAIR, PASS, PLAY, Action, Bid
from games.cards import Card
from games.core import Deal
from games.players import choose_for, make_player
from games.players.twentynine import LEVELS, BasicPlayer, ReferencePlayer, StrongPlayer
from games.twentynine import TwentyNineMatch
from tests.twentynine.helpers import E, N, S, W, auction_to, deal, plays, table

FAR = 1e9  # a deadline that never binds, so decisions depend only on view and seed


def _choose(player: Any, m: TwentyNineMatch, seat: int, seed: int = 1) -> Action:
    legal = m.legal_actions(seat)
    action = player.choose(m.view(seat), legal, random.Random(seed), time.monotonic() + FAR)
    assert action in legal
    return action


def test_levels_exported() -> None:
    assert dict(LEVELS) == {
        "basic": BasicPlayer,
        "strong": StrongPlayer,
        "strong-ref": ReferencePlayer,
    }
    assert BasicPlayer.level == "basic" and StrongPlayer.level == "strong"
    assert isinstance(make_player("strong", "twentynine"), StrongPlayer)


OPTION_SETS: list[dict[str, Any]] = [
    {},
    {
        "trump_card_mode": "own_card",
        "reveal_mode": "optional",
        "double_redouble": True,
        "pair_window": "any_time_after_eligible",
    },
    {
        "seventh_card": True,
        "no_trump_reverse": True,
        "single_hand": True,
        "last_trick_point": True,
        "double_redouble": True,
        "double_timing": "after_trump_choice",
    },
]


@pytest.mark.parametrize("level", ["basic", "strong"])
@pytest.mark.parametrize("opts", range(len(OPTION_SETS)))
def test_seeded_hands_legal_and_reproducible(level: str, opts: int) -> None:
    """Whole hands at fixed seeds: every decision legal; re-asking gives the same action."""
    # A light strong player: the same code paths with fewer samples, to keep the suite fast.
    player = BasicPlayer() if level == "basic" else StrongPlayer(effort=0.25)
    hands = 2 if level == "basic" else 1
    for i in range(hands):
        m = new_match("twentynine", OPTION_SETS[opts], seed=f"t29-ai/{opts}/{i}")
        rng = random.Random(i)
        checked = 0
        while not [r for r in m.results if not getattr(r, "redeal", False)]:
            seat = m.to_act[0]
            action = choose_for(m, seat, player, rng, budget=FAR)
            if checked < 6 or m.phase != "play":
                again = _choose(player, m, seat, seed=99)
                assert again == _choose(player, m, seat, seed=99)
                checked += 1
            m.apply(seat, action)


def _swap_hidden(m: TwentyNineMatch, seat: int) -> Deal:
    """The deal with two unplayed same-suit cards swapped between two seats other than ``seat``.

    Swapping cards of one suit keeps every seat's suit counts, so the same history stays legal
    and ``seat``'s view is unchanged, while the hidden cards differ.
    """
    h = m.hand_state
    d = m.hands[-1].deal
    played = {int(a.card) for _, a in m.hands[-1].actions if hasattr(a, "card")}
    others = [s for s in range(4) if s != seat]
    for a in others:
        for b in others:
            if a >= b:
                continue
            for i, ca in enumerate(d.hands[a]):
                for j, cb in enumerate(d.hands[b]):
                    if (
                        ca // 13 == cb // 13
                        and ca not in played
                        and cb not in played
                        and (i >= 4) == (j >= 4)
                        and h.down not in (ca, cb)
                    ):
                        hands = [list(x) for x in d.hands]
                        hands[a][i], hands[b][j] = cb, ca
                        return Deal(tuple(tuple(x) for x in hands))
    raise AssertionError("no swappable pair")


@pytest.mark.parametrize("level", ["basic", "strong"])
def test_no_peeking(level: str) -> None:
    """Matches whose hidden cards differ but whose view for the seat is identical decide alike."""
    player = BasicPlayer() if level == "basic" else StrongPlayer(effort=0.3)
    basic = BasicPlayer()
    points = 0
    for g in range(6):
        m = new_match("twentynine", seed=f"peek/{g}", dealer=W)
        rng = random.Random(g)
        stops = {9, 17, 26}
        step = 0
        while m.phase != "over" and not m.results:
            seat = m.to_act[0]
            if m.phase == "play" and step in stops:
                other = new_match("twentynine", deals=[_swap_hidden(m, seat)], dealer=W, seed=0)
                for s, a in m.hands[-1].actions:
                    other.apply(s, a)
                assert other.view(seat) == m.view(seat)
                assert other.hand_state.deal != m.hand_state.deal
                assert _choose(player, other, seat, seed=g) == _choose(player, m, seat, seed=g)
                points += 1
            m.apply(seat, choose_for(m, seat, basic, rng))
            step += 1
    assert points >= 12


# ----- basic's rules as scenarios ------------------------------------------------------

# N leads; dealer W.  Hands chosen so the scenario trick is the first one.
SMEAR = deal(
    "JH 7C 8C 7D 9S 8S 7S QS",  # N
    "7H 8H KC QC 8D KD KS AS",  # E
    "AH TH 9C AC TD QD TS JS",  # S
    "9H KH QH JC TC 9D AD JD",  # W
)


def test_basic_does_not_overtake_partners_winner_and_smears_points() -> None:
    m = table(SMEAR)
    auction_to(m, S, 15, "trump C")
    plays(m, "JH 7H")  # N leads the master jack; E follows low
    # S must follow hearts; N's jack is a sure winner.  Smear a point (the ten: keep the ace,
    # the stronger of two one-point cards) rather than a low heart or overtaking.
    action = _choose(BasicPlayer(), m, S)
    assert action == PLAY[Card.parse("TH")]


def test_basic_wins_cheaply_in_fourth_seat() -> None:
    m = table(SMEAR)
    auction_to(m, S, 15, "trump C")
    plays(m, "JH 7H AH")
    # W (last) cannot beat the jack: it plays its cheapest heart, not the nine.
    assert _choose(BasicPlayer(), m, W) in (PLAY[Card.parse("QH")], PLAY[Card.parse("KH")])


RUFF = deal(
    "JH 9D 7C 8C AD TD 8S 7S",  # N
    "8D 7D QC KC KD QD 9S AS",  # E: no hearts
    "AH TH 9C AC JS TS KS QS",  # S
    "JD 9H KH QH JC TC 8H 7H",  # W
)


def test_basic_ruffs_an_opponents_rich_trick_once_trump_is_revealed() -> None:
    m = table(RUFF)
    auction_to(m, E, 15, "trump S")
    plays(m, "JH")  # N leads the heart jack; E has no heart, so trump is revealed first
    assert m.view(E)["trump_revealed"]
    action = _choose(BasicPlayer(), m, E)
    assert Card.parse(str(action).split()[1]).suit == 0  # E ruffs the 3-point trick


def test_forced_dealer_bids_and_weak_hand_passes() -> None:
    weak = deal(
        "7H 8H 7C 8C QS KS QD KD",
        "JD 9D AD TD 7S 8S QH KH",
        "7D 8D QC KC JC 9C AC TC",
        "JH 9H AH TH JS 9S AS TS",
    )
    m = table(weak)
    assert _choose(BasicPlayer(), m, N) == PASS  # N: no points at all
    m.apply(N, "pass")
    bid = _choose(BasicPlayer(), m, E)  # E: J 9 A 10 of diamonds
    assert isinstance(bid, Bid)
    m.apply(E, bid)
    for _ in range(2):
        m.apply(m.to_act[0], _choose(BasicPlayer(), m, m.to_act[0]))
    # E's diamonds are the trump it chooses.
    while m.phase == "bid":
        m.apply(m.to_act[0], _choose(BasicPlayer(), m, m.to_act[0]))
    if m.view(None)["bidder"] == E:
        assert str(_choose(BasicPlayer(), m, E)) == "trump D"
    forced = table(weak, dealer=S)  # W speaks first ... S is the dealer
    for seat in (W, N, E):
        forced.apply(seat, "pass")
    assert _choose(BasicPlayer(), forced, S) == Bid(15)


def test_pair_is_declared_when_it_helps() -> None:
    """N holds the trump K and Q on its own turn: declaring lowers its side's target 20 -> 16."""
    from tests.twentynine.test_scenarios import PAIR_DEAL, PAIR_TRICKS_1_TO_3

    m = table(PAIR_DEAL, options={"pair_window": "any_time_after_eligible"})
    auction_to(m, S, 20, "trump H")
    plays(m, PAIR_TRICKS_1_TO_3)  # S (N's partner) wins trick 3 with trump revealed
    plays(m, "JC 9C")  # S leads trick 4, W follows: N is on turn, the pair still open
    assert m.to_act == (N,) and PAIR in m.legal_actions(N)
    for player in (BasicPlayer(), StrongPlayer()):
        assert _choose(player, m, N) == PAIR
    m.apply(N, PAIR)
    assert m.view(None)["target"] == 16


def test_arena_cli_runs() -> None:
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "games",
            "arena",
            "twentynine",
            "--a",
            "strong",
            "--b",
            "basic",
            "--deals",
            "2",
            "--json",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert '"deals": 2' in out.stdout


def test_sampled_deals_give_every_seat_eight_cards_with_the_seventh_card_down() -> None:
    """The bidder's face-down seventh card is never one of its first four, so a defender's
    samples must not put all four of them among its unplayed cards: that dealt the bidder nine
    cards and a defender seven, and a rollout then crashed on a seat with no card to play."""
    from games.players.twentynine.knowledge import read_view
    from games.players.twentynine.sampler import Sampler, _Inconsistent

    options = {"seventh_card": True, "reveal_mode": "optional", "caller_must_trump": False}
    basic = BasicPlayer()
    checked = 0
    for seed in range(12):
        m = new_match("twentynine", options, seed=seed)
        rng = random.Random(seed)
        while not m.results:
            seat = m.to_act[0]
            k = read_view(m.view(seat))
            if k.phase == "play" and k.seventh and k.down_active and seat != k.bidder:
                sampler = Sampler(k, rng)
                for _ in range(30):
                    try:
                        deal, _ = sampler.deal()
                    except _Inconsistent:  # a draw the sampler itself refuses and redraws
                        continue
                    assert [len(h) for h in deal.hands] == [8, 8, 8, 8]
                    checked += 1
            m.apply(seat, _choose(basic, m, seat))
    assert checked > 200
