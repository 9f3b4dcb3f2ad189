"""Spades computer players: legality, reproducibility, no peeking, basic's rules, the CLI.

Seats N=0, E=1, S=2, W=3; partners N-S and E-W.  Dealer W unless stated, so N bids and leads.
"""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
import time
from typing import Any

import pytest

from games import new_match
from games.actions import BID_BLIND, LOOK, PLAY, Action, Bid, Give
from games.cards import Card
from games.core import Deal, Match
from games.players import choose_for, make_player
from games.players.masks import mask_of
from games.players.spades import LEVELS, BasicPlayer, ReferencePlayer, StrongPlayer
from games.players.spades.evaluate import estimate
from games.players.spades.knowledge import read_view
from games.players.spades.policy import wants_tricks
from games.players.spades.sim import DEFAULT_RULES, Rules, State
from games.spades.options import Options

N, E, S, W = 0, 1, 2, 3
FAR = 1e9  # a deadline that never binds, so decisions depend only on view and seed

# Every rank of every suit once: see the comments for who holds what.
HANDS = {
    N: "AH 5H 6H AC KC QC JC AD KD QD 2S 3S 4S",  # a 6-trick hand without spades
    E: "2H 7H 8H TC 9C 8C JD TD 9D 5S 6S 7S 8S",
    S: "KH 3H 4H 7C 6C 5C 8D 7D 6D 9S TS JS QS",
    W: "QH JH TH 9H 4C 3C 2C 5D 4D 3D 2D KS AS",
}


def deal_of(hands: dict[int, str]) -> Deal:
    return Deal(tuple(tuple(Card.parse(c) for c in hands[s].split()) for s in range(4)))


def table(hands: dict[int, str] | None = None, dealer: int = W, **opts: Any) -> Match:
    deal = deal_of(hands or HANDS)
    return new_match("spades", opts, seed="spades-ai", dealer=dealer, deals=[deal])


def act(m: Match, *steps: tuple[int, str]) -> None:
    for seat, text in steps:
        m.apply(seat, text)


def bid_all(m: Match, bids: dict[int, str]) -> None:
    """Every seat looks (unless it bids blind) and bids, in turn."""
    while m.phase == "bid":
        seat = m.to_act[0]
        if bids[seat] != "blind":
            m.apply(seat, "look")
        m.apply(seat, f"bid {bids[seat]}")


def decide(player: Any, m: Match, seat: int, seed: int = 1) -> Action:
    legal = m.legal_actions(seat)
    action = player.choose(m.view(seat), legal, random.Random(seed), time.monotonic() + FAR)
    assert action in legal
    return action


LIGHT = StrongPlayer(effort=0.25)
"""The strong player's code paths with fewer samples, to keep the suite fast."""


def test_levels_exported() -> None:
    assert dict(LEVELS) == {
        "basic": BasicPlayer,
        "strong": StrongPlayer,
        "strong-ref": ReferencePlayer,
    }
    assert BasicPlayer.level == "basic" and StrongPlayer.level == "strong"
    assert isinstance(make_player("strong", "spades"), StrongPlayer)
    assert isinstance(make_player("basic", "spades"), BasicPlayer)


OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"first_lead": "two_of_clubs", "no_spades_first_trick": True, "nil_exchange_cards": 2},
    {
        "nil_tricks_mode": "count_toward_contract",
        "spades_lead_anytime": True,
        "bags_enabled": False,
    },
]


@pytest.mark.parametrize("level", ["basic", "strong"])
@pytest.mark.parametrize("opts", range(len(OPTION_SETS)))
def test_seeded_hands_legal_and_reproducible(level: str, opts: int) -> None:
    """Whole hands at fixed seeds: every decision legal; re-asking gives the same action."""
    player = BasicPlayer() if level == "basic" else LIGHT
    m = new_match("spades", OPTION_SETS[opts], seed=f"spades-ai/{opts}")
    rng = random.Random(opts)
    checked = 0
    while not m.results:
        seat = m.to_act[0]
        action = choose_for(m, seat, player, rng, budget=FAR)
        if checked < 8 or m.phase != "play":
            assert decide(player, m, seat, seed=99) == decide(player, m, seat, seed=99)
            checked += 1
        m.apply(seat, action)
    assert len(m.results) == 1


@pytest.mark.parametrize("exchange", [3, 0])
def test_blind_nil_played_legally_by_both_levels(exchange: int) -> None:
    """A blind nil, with its exchange or without (then the bidder looks only once it plays)."""
    for player in (BasicPlayer(), LIGHT):
        m = table(blind_nil_exchange_cards=exchange)
        m.apply(N, "bid blind")
        rng = random.Random(3)
        while not m.results:
            seat = m.to_act[0]
            m.apply(seat, choose_for(m, seat, player, rng, budget=FAR))
        assert m.results[0].to_json()["bids"][N] == "blind"


# ----- no peeking ---------------------------------------------------------------------------


def _swap(deal: Deal, a: str, b: str) -> Deal:
    """The deal with cards ``a`` and ``b`` exchanged between the hands that hold them."""
    ca, cb = Card.parse(a), Card.parse(b)
    hands = []
    for h in deal.hands:
        hands.append(tuple(cb if c == ca else ca if c == cb else c for c in h))
    return Deal(tuple(hands))


def _record_hand(seed: str) -> tuple[Deal, list[tuple[int, str]]]:
    m = new_match("spades", {}, seed=seed, dealer=W)
    player = BasicPlayer()
    rng = random.Random(0)
    while not m.results:
        seat = m.to_act[0]
        m.apply(seat, choose_for(m, seat, player, rng, budget=FAR))
    log = m.hands[0]
    return log.deal, [(s, str(a)) for s, a in log.actions]


def _replay(deal: Deal, actions: list[tuple[int, str]]) -> Match:
    m = new_match("spades", {}, seed="peek", dealer=W, deals=[deal])
    for s, a in actions:
        m.apply(s, a)
    return m


@pytest.mark.parametrize("level", ["basic", "strong"])
def test_decisions_see_only_the_view(level: str) -> None:
    """Two deals that differ only in the opponents' hidden cards: same view, same decisions."""
    player = BasicPlayer() if level == "basic" else LIGHT
    deal, actions = _record_hand("no-peek")
    points = [i for i, (s, a) in enumerate(actions) if s == N and a != "look"]
    checked = 0
    for i in points[::3]:
        prefix = actions[:i]
        played = {a.split()[1] for _, a in prefix if a.startswith("play")}
        # an E card and a W card of one suit, neither played yet: swap them
        east = [str(c) for c in deal.hands[E] if str(c) not in played]
        west = [str(c) for c in deal.hands[W] if str(c) not in played]
        pair = next(((x, y) for x in east for y in west if x[1] == y[1]), None)
        if pair is None:
            continue
        a, b = _replay(deal, prefix), _replay(_swap(deal, *pair), prefix)
        assert a.hand_mask(E) != b.hand_mask(E)
        assert json.dumps(a.view(N), sort_keys=True) == json.dumps(b.view(N), sort_keys=True)
        assert decide(player, a, N, seed=7) == decide(player, b, N, seed=7)
        checked += 1
    assert checked >= 3


# ----- basic's rules, scenario by scenario ------------------------------------------------


def test_basic_looks_first_and_blind_only_when_desperate() -> None:
    m = table()
    view = m.view(N)
    legal = m.legal_actions(N)
    assert BID_BLIND in legal and LOOK in legal
    player = BasicPlayer()
    assert player.choose(view, legal, random.Random(1), FAR) == LOOK
    desperate = copy.deepcopy(view)
    desperate["scores"] = [100, 420]
    assert player.choose(desperate, legal, random.Random(1), FAR) == BID_BLIND
    # never a second nil on a side: partner's blind nil makes this seat look
    desperate["bids"] = [None, 3, "blind", None]
    assert player.choose(desperate, legal, random.Random(1), FAR) == LOOK


def test_basic_bids_honestly() -> None:
    m = table()
    m.apply(N, "look")
    bid = decide(BasicPlayer(), m, N)
    assert isinstance(bid, Bid) and 5 <= bid.n <= 7  # three aces, two AKQ suits, no spades
    act(m, (N, "bid 6"), (E, "look"), (E, "bid 3"), (S, "look"))
    bid = decide(BasicPlayer(), m, S)
    assert isinstance(bid, Bid) and 2 <= bid.n <= 4  # QJT9 of spades and a guarded king


def test_basic_bids_nil_with_nothing() -> None:
    weak = "2H 3H 4H 5H 2D 3D 4D 5D 2C 3C 4C 5C 2S"
    rest = [c for c in (r + s for s in "SHDC" for r in "23456789TJQKA") if c not in weak.split()]
    hands = {N: weak, E: " ".join(rest[:13]), S: " ".join(rest[13:26]), W: " ".join(rest[26:])}
    m = table(hands)
    m.apply(N, "look")
    assert decide(BasicPlayer(), m, N) == Bid(0)
    assert estimate(mask_of(weak.split())) < 0.5


def test_basic_does_not_overtake_partners_sure_winner() -> None:
    m = table()
    bid_all(m, {N: "6", E: "3", S: "3", W: "2"})
    act(m, (N, "play AH"), (E, "play 2H"))
    # strong at half effort (30 worlds): in LIGHT's 15, one draw of the deals in five has KH
    # level with 3H (the partner's ace holds in most worlds either way)
    for player in (BasicPlayer(), StrongPlayer(effort=0.5)):
        assert decide(player, m, S) == PLAY[Card.parse("3H")]


def test_basic_overtakes_to_protect_partners_nil() -> None:
    m = table()
    bid_all(m, {N: "0", E: "3", S: "4", W: "3"})
    act(m, (N, "play 6H"), (E, "play 2H"))
    for player in (BasicPlayer(), LIGHT):
        assert decide(player, m, S) == PLAY[Card.parse("KH")]


def test_basic_nil_bidder_ducks() -> None:
    m = table(dealer=N)  # E bids and leads first
    bid_all(m, {E: "3", S: "0", W: "3", N: "6"})
    act(m, (E, "play 8H"))
    assert decide(BasicPlayer(), m, S) == PLAY[Card.parse("4H")]  # the highest card under the 8
    assert decide(LIGHT, m, S) in (PLAY[Card.parse("4H")], PLAY[Card.parse("3H")])  # equivalent


def test_basic_covers_from_second_seat_for_a_nil_partner_still_to_play() -> None:
    m = table(dealer=N)  # E leads; S is nil and plays after N? no: E, S, W, N
    bid_all(m, {E: "3", S: "3", W: "3", N: "0"})
    act(m, (E, "play 8H"), (S, "play KH"), (W, "play 9H"))
    # N (nil) plays last, under the king
    assert decide(BasicPlayer(), m, N) == PLAY[Card.parse("6H")]


def test_basic_exchange_nil_passes_danger_partner_passes_low() -> None:
    m = table()
    m.apply(N, "bid blind")
    bid_all(m, {E: "3", S: "3", W: "3", N: "blind"})
    assert m.phase == "exchange" and m.to_act == (N,)
    give = decide(BasicPlayer(), m, N)
    assert isinstance(give, Give)
    assert {str(c) for c in give.cards} == {"AH", "AC", "AD"}  # N's aces are its worst cards
    m.apply(N, give)
    back = decide(BasicPlayer(), m, S)
    assert isinstance(back, Give)
    assert all(str(c)[1] != "S" for c in back.cards)  # the cover keeps its spades
    assert max(Card.parse(str(c)).rank for c in back.cards) <= 5  # and gives low cards


def test_basic_sets_when_opponents_are_short() -> None:
    """A made side keeps winning while the opponents can still be set; else it ducks bags."""
    m = table()
    bid_all(m, {N: "2", E: "5", S: "1", W: "4"})
    st = read_view(m.view(S)).state()
    st.tricks, st.nt = [2, 3, 1, 3], 9  # N-S made 3; E-W need 3 of the last 4 tricks
    assert wants_tricks(st, S)
    st.tricks, st.nt = [1, 3, 1, 3], 8  # N-S still need one
    assert wants_tricks(st, S)
    st.bids = [2, 1, 1, 2]
    st.tricks, st.nt = [2, 1, 1, 0], 4  # N-S made; E-W need 2 of 9: no set in sight, duck
    assert not wants_tricks(st, S)
    st.tricks, st.nt = [0, 1, 0, 3], 4  # N-S need 3, so they win tricks whatever the bags
    assert wants_tricks(st, S)


def team_points(r: Rules, b1: int, b2: int, t1: int, t2: int) -> tuple[int, int]:
    """A partnership's (points, overtricks) as the players score it: the engine's ``Scorer``."""
    return r.scorer.team(b1, t1, b2, t2)


def test_scoring_matches_the_rules() -> None:
    r = DEFAULT_RULES
    assert team_points(r, 4, 3, 5, 4) == (72, 2)  # SP-01
    assert team_points(r, 2, 4, 2, 3) == (-60, 0)  # SP-02
    assert team_points(r, 0, 4, 0, 5) == (141, 1)  # SP-03
    assert team_points(r, 0, 4, 2, 3) == (-138, 2)  # SP-05 (bags mode)
    assert team_points(
        Rules.from_options(Options(nil_tricks_mode="count_toward_contract")), 0, 4, 2, 3
    ) == (-59, 1)  # SP-05 (count_toward)
    assert team_points(r, -2, 5, 0, 6) == (251, 1)  # SP-07


def test_state_follows_the_trick_rules() -> None:
    hands = [mask_of(HANDS[s].split()) for s in range(4)]
    st = State(hands, [6, 3, 3, 2], DEFAULT_RULES, leader=N)
    assert st.legal(N) == hands[N] & ~mask_of(["2S", "3S", "4S"])  # spades not broken
    st.play(Card.parse("AH"))
    assert st.legal(E) == mask_of(["2H", "7H", "8H"])


# ----- the command line -------------------------------------------------------------------


def test_arena_and_bench_commands_run() -> None:
    out = subprocess.run(
        [
            *(sys.executable, "-m", "games", "arena", "spades", "--a", "strong", "--b", "basic"),
            *("--deals", "2", "--budget", "0.08", "--json"),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    doc = json.loads(out.stdout)
    assert doc["deals"] == 2 and doc["a"] == "strong"
    out = subprocess.run(
        [sys.executable, "-m", "games", "bench-ai", "spades", "--level", "basic", "--deals", "1"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert "p95" in out.stdout


def test_simulate_plays_a_whole_match_with_basic() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "games", "simulate", "spades", "--seed", "1"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    record = json.loads(out.stdout)
    assert record["game"] == "spades" and len(record["hands"]) >= 2
    m = new_match("spades", {}, seed=1)
    player = make_player("basic", "spades")
    rng = random.Random(1)
    while not m.is_over and len(m.results) < 60:
        seat = m.to_act[0]
        m.apply(seat, choose_for(m, seat, player, rng))
    assert m.is_over and max(m.scores) >= 500
