"""Tonk computer players: legality, reproducibility, no peeking, basic's rules, the CLI.

Seats A=0, B=1, C=2; dealer C unless stated, so A plays first (tests/tonk/helpers.py).
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time
from dataclasses import replace
from typing import Any

import pytest

from games import new_match
from games.actions import DRAW_DISCARD, DRAW_STOCK, DROP, END, Action, Discard, Hit, Spread
from games.core import Deal
from games.players import choose_for, levels_for, make_player
from games.players.tonk import LEVELS, BasicPlayer, ReferencePlayer, StrongPlayer
from games.players.tonk.knowledge import read_view
from games.players.tonk.sampler import sample_world
from games.players.tonk.sim import wants_drop
from games.tonk import TonkMatch
from games.tonk.melds import count
from tests.tonk.helpers import A, B, C, act, deal, pass_turn, table

FAR = 1e9  # a deadline that never binds, so decisions depend only on the view and the seed


def _choose(player: Any, m: TonkMatch, seat: int, seed: int = 1) -> Action:
    legal = m.legal_actions(seat)
    action = player.choose(m.view(seat), legal, random.Random(seed), time.monotonic() + FAR)
    assert action in legal
    return action


def test_levels_exported() -> None:
    assert {"basic": BasicPlayer, "strong": StrongPlayer, "strong-ref": ReferencePlayer} == LEVELS
    assert BasicPlayer.level == "basic" and StrongPlayer.level == "strong"
    assert ReferencePlayer.level == "strong-ref" and "strong-ref" not in levels_for("tonk")
    assert isinstance(make_player("strong", "tonk"), StrongPlayer)
    assert isinstance(make_player("basic", "tonk"), BasicPlayer)


OPTION_SETS: list[tuple[dict[str, Any], int]] = [
    ({}, 3),
    ({"max_players": 5}, 5),
    ({"min_players": 2}, 2),
    (
        {
            "must_lay_down_spreads": True,
            "no_immediate_rediscard": True,
            "hit_lock_turns": 2,
            "caught_mode": "double_to_lowest_only",
        },
        3,
    ),
    (
        {
            "discard_pickup_must_meld": True,
            "initial_upcard": False,
            "tonk_out_requires_new_spread": True,
            "caught_mode": "seed_literal_dropper_pays_basic_too",
            "max_players": 4,
        },
        4,
    ),
]


def _player(level: str) -> Any:
    return StrongPlayer(rollouts=40) if level == "strong" else make_player(level, "tonk")


@pytest.mark.parametrize("level", ["basic", "strong"])
@pytest.mark.parametrize(("options", "seats"), OPTION_SETS)
def test_fixed_deals_are_legal_and_reproducible(
    level: str, options: dict[str, Any], seats: int
) -> None:
    """Every decision is legal (``choose_for`` checks) and the same view and seed give the same
    action, over whole seeded hands under several house rules and table sizes."""
    player = _player(level)
    for seed in range(2):
        m = new_match("tonk", options, seats=seats, seed=f"players/{seed}")
        rng = random.Random(seed)
        for step in range(400):
            if [r for r in m.results if not r.redeal]:
                break
            seat = m.to_act[0]
            action = choose_for(m, seat, player, random.Random(step), budget=FAR)
            if step % 3 == 0:
                assert _choose(player, m, seat, seed=step) == action
            if level == "strong" and rng.random() < 0.5:
                # the other seats play basic half the time, to keep the test quick
                action = choose_for(m, seat, make_player("basic", "tonk"), rng)
            m.apply(seat, action)
        assert [r for r in m.results if not r.redeal], "the hand did not finish"


def _swap_hidden(m: TonkMatch, seat: int) -> Deal | None:
    """The deal of ``m``'s hand with one card another seat still holds (and never showed)
    swapped with one still in the stock: a different hidden state behind the same view."""
    log = m.hands[-1]
    named = " ".join(str(a) for _, a in log.actions)
    hand = m.current
    stock = list(hand.stock)
    for j in range(m.seats):
        if j == seat:
            continue
        held = [c for c in range(52) if hand.hands[j] >> c & 1]
        for x in held:
            for y in stock:
                if str(_card(x)) in named or str(_card(y)) in named:
                    continue
                if abs(_value(x) - _value(y)) < 5:
                    continue  # make the difference matter to a cheat: counts far apart
                cards = [list(h) for h in log.deal.hands] + [list(log.deal.stock)]
                for part in cards:
                    for i, c in enumerate(part):
                        if int(c) == x:
                            part[i] = _card(y)
                        elif int(c) == y:
                            part[i] = _card(x)
                new = Deal(tuple(tuple(h) for h in cards[:-1]), tuple(cards[-1]))
                return new
    return None


def _card(c: int) -> Any:
    from games.cards import CARDS

    return CARDS[c]


def _value(c: int) -> int:
    return count(1 << c)


@pytest.mark.parametrize("level", ["basic", "strong"])
def test_no_peeking_same_view_same_decision(level: str) -> None:
    """Two matches whose hidden cards differ (an opponent's card swapped with a stock card)
    but whose view for the seat to act is identical give the same decision with the same seed,
    at several decision points, before and after drawing."""
    player = _player(level)
    basic = make_player("basic", "tonk")
    points = 0
    for seed in range(6):
        m = new_match("tonk", {}, seats=3, seed=f"peek/{seed}")
        rng = random.Random(seed)
        for step in range(60):
            if m.results:
                break
            seat = m.to_act[0]
            if step % 4 == 3:
                swapped = _swap_hidden(m, seat)
                if swapped is not None:
                    new = swapped
                    log = m.hands[-1]
                    twin = new_match("tonk", {}, seats=3, seed=0, dealer=log.dealer, deals=[new])
                    if twin.results:
                        continue  # the swap made an initial tonk: not the same table
                    for s, a in log.actions:
                        twin.apply(s, a)
                    assert twin.view(seat) == m.view(seat)
                    assert twin.current.hands != m.current.hands
                    assert _choose(player, twin, seat, seed=step) == _choose(
                        player, m, seat, seed=step
                    )
                    points += 1
            m.apply(seat, choose_for(m, seat, basic, rng))
    assert points >= 8


# ----- basic's rules ------------------------------------------------------------------------


def test_basic_drops_a_low_hand_and_keeps_a_high_one() -> None:
    low = table(deal("AS 2H AD 3C 7C", "KS QH JD TC 2S", "KH QD JC TS 8H", upcard="5D"))
    assert _choose(BasicPlayer(), low, A) == DROP  # 14 against fresh five-card hands
    high = table(deal("KS QH 9D 8C 7C", "AS 2H AD 3C 4S", "KH QD JC TS 8H", upcard="5D"))
    assert _choose(BasicPlayer(), high, A) in (DRAW_STOCK, DRAW_DISCARD)


def test_drop_threshold_follows_the_caught_penalty() -> None:
    """The smaller the penalty for being caught, the higher the count basic drops on."""
    sizes, turns = [5, 5, 5], [4, 4, 4]

    def limit(mode: str) -> int:
        return max(c for c in range(51) if c == 0 or wants_drop(3, 0, c, sizes, turns, mode))

    cheap = limit("double_to_lowest_only")
    default = limit("double_each_leq_plus_low_bonus")
    dear = limit("seed_literal_dropper_pays_basic_too")
    assert cheap >= default >= dear
    assert cheap > dear


def test_basic_takes_the_discard_that_makes_a_run_lays_it_and_throws_high() -> None:
    m = table(deal("7H 8H KS QD 2C", "AS 2H AD 3C 4S", "KH QC JC TS 8C", upcard="9H"))
    basic = BasicPlayer()
    assert _choose(basic, m, A) == DRAW_DISCARD
    m.apply(A, DRAW_DISCARD)
    lay = _choose(basic, m, A)
    assert isinstance(lay, Spread) and sorted(map(str, lay.cards)) == ["7H", "8H", "9H"]
    m.apply(A, lay)
    throw = _choose(basic, m, A)
    assert isinstance(throw, Discard) and str(throw.cards[0]) in ("KS", "QD")


def test_basic_hits_a_spread_on_the_table() -> None:
    m = table(
        deal("5S 5D 5C 9H KD", "2S 3D 4C 8H 5H", "7H 8D 2C 3C 4S", upcard="KC", stock="QC JC")
    )
    act(m, A, "draw stock", "spread 5S 5D 5C", "discard QC")
    act(m, B, "draw stock")  # JC
    hit = _choose(BasicPlayer(), m, B)
    assert isinstance(hit, Hit) and str(hit.card) == "5H"


def test_basic_ends_rather_than_drops_when_the_stock_is_empty() -> None:
    """With the stock empty a showdown costs no caught penalty, so ``end`` beats ``drop``."""
    m = table(deal("AS 2H AD 3C 7C", "KS QH JD TC 2S", "KH QD JC TS 8H", upcard="5D"))
    seat = A
    while m.current.stock:
        pass_turn(m, seat)
        seat = (seat + 1) % 3
    legal = m.legal_actions(seat)
    assert END in legal and DROP in legal
    assert _choose(BasicPlayer(), m, seat) in (END, DRAW_DISCARD)
    assert _choose(BasicPlayer(), m, seat) != DROP


# ----- strong's inference -------------------------------------------------------------------


def test_sampled_worlds_hold_exactly_the_unseen_cards() -> None:
    m = new_match("tonk", {}, seats=3, seed="worlds")
    basic = make_player("basic", "tonk")
    rng = random.Random(0)
    for _ in range(25):
        seat = m.to_act[0]
        k = read_view(m.view(seat))
        w = sample_world(k, rng)
        assert [h.bit_count() for h in w.hands] == k.sizes
        assert w.hands[seat] == k.hand
        mask = 0
        for c in [*w.stock, *w.pile]:
            mask |= 1 << c
        for j in k.others:
            assert not mask & w.hands[j]
            mask |= w.hands[j]
        top = 1 << k.top if k.top >= 0 else 0
        assert mask == k.unseen | top
        assert len(w.stock) == k.stock_size and len(w.pile) == k.pile_size
        m.apply(seat, choose_for(m, seat, basic, rng))
        if m.results:
            break


def test_strong_never_drops_into_a_sure_catch() -> None:
    """A count of 40 on the first turn loses every sampled showdown: strong draws."""
    m = table(deal("KS QH JD 9C 8C", "AS 2H AD 3C 4S", "2S 3H 2D 4C 5S", upcard="5D"))
    assert _choose(StrongPlayer(rollouts=60), m, A) != DROP


# ----- the command line ---------------------------------------------------------------------


def test_arena_command_runs_a_few_deals() -> None:
    args = ["arena", "tonk", "--a", "strong", "--b", "basic", "--deals", "2", "--json"]
    out = subprocess.run(
        [sys.executable, "-m", "games", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout)
    assert doc["game"] == "tonk" and doc["deals"] == 2
    assert doc["a"] == "strong" and doc["b"] == "basic"
    assert len(doc["ci95"]) == 2


def test_bench_ai_command_reports_times() -> None:
    args = ["bench-ai", "tonk", "--level", "basic", "--deals", "2", "--json"]
    out = subprocess.run(
        [sys.executable, "-m", "games", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout)
    assert doc["decisions"] > 0 and doc["max_ms"] >= doc["p50_ms"]


def test_drop_oracle_tool_values_both_options(tmp_path: Any) -> None:
    """The measurement tool behind the drop margin (docs/ai/tonk.md) runs and fits."""
    from lab.tonk import measure as oracle

    path = tmp_path / "drops.jsonl"
    with open(path, "w") as out:
        rows = oracle.drops(hands=4, rollouts=4, seed=5, seats=3, out=out)
    data = oracle._load(str(path))
    assert len(data) == rows > 0
    assert all(abs(r["drop"]) <= 4 and abs(r["go_on"]) <= 4 for r in data)
    assert oracle.fit(data, data)["decisions"] == [rows, rows]


# ----- strong's drop rule and the rollout caches ---------------------------------------------


def test_strong_drop_margin_falls_as_the_hand_goes_on() -> None:
    """Three seats: early in a hand going on is worth more (counts still fall, a low hand
    catches the next dropper), so strong asks more of a drop; short hands ask the most."""
    from games.players.tonk import strong

    m = table(deal("AS 2H AD 3C 7C", "KS QH JD TC 2S", "KH QD JC TS 8H", upcard="5D"))
    k = read_view(m.view(A))
    assert strong.drop_margin(k) == strong.MARGIN_START
    later = [strong.drop_margin(replace(k, turns_taken=[t, t, t])) for t in range(4)]
    assert later == sorted(later, reverse=True) and later[-1] < later[0]
    short = replace(k, sizes=[5, 2, 5])
    assert strong.drop_margin(short) == strong.MARGIN_SHORT_HANDS
    four = table(
        deal("AS 2H AD 3C 7C", "KS QH JD TC 2S", "KH QD JC TS 8H", "9S 9H 4D 4C 6S", upcard="5D")
    )
    assert strong.drop_margin(read_view(four.view(A))) == strong.INFORMED_DROP_MARGIN


def test_an_opponent_that_just_took_the_discard_makes_a_drop_worth_less() -> None:
    from games.players.tonk import strong

    m = table(deal("AS 2H AD 3C 7C", "KS QH JD TC 2S", "KH QD JC TS 8H", upcard="5D"))
    for seat in (A, B, C):
        pass_turn(m, seat)
    k = read_view(m.view(A))
    plain = strong.informed_drop_value(k)
    took = replace(k, last_draw_discard=[False, True, False])
    assert strong.informed_drop_value(took) < plain
    assert strong.informed_drop_value(took, take_factor=1.0) == plain


def test_rollout_caches_answer_like_the_plain_rules() -> None:
    """The cached drop rows, spreads and the inlined discard rule decide exactly as the
    uncached definitions do (the rollouts must play like ``basic``)."""
    from games.players.tonk import model
    from games.players.tonk.sim import (
        DROP_CEILING,
        DROP_MARGIN,
        best_spreads,
        keep_bonus,
        pick_discard,
    )
    from games.tonk.melds import spreads_in

    rng = random.Random(4)
    for _ in range(300):
        hand = 0
        for c in rng.sample(range(52), rng.randint(1, 6)):
            hand |= 1 << c
        cards = [c for c in range(52) if hand >> c & 1]
        scores = {c: 2 * count(1 << c) - keep_bonus(c, hand & ~(1 << c)) for c in cards}
        top = max(scores.values())
        assert pick_discard(hand) == max(c for c in cards if scores[c] == top)
        laid = best_spreads(hand)
        assert best_spreads(hand) is laid  # cached
        assert all(m in spreads_in(hand) for m in laid)
        sizes = [rng.randint(1, 5) for _ in range(3)]
        turns = [rng.randint(0, 9) for _ in range(3)]
        mine = rng.randint(0, DROP_CEILING)
        opps = [(sizes[j], turns[j]) for j in (1, 2)]
        mode = "double_each_leq_plus_low_bonus"
        expected = model.drop_value(3, mine, opps, mode) > DROP_MARGIN
        assert wants_drop(3, 0, mine, sizes, turns, mode) == expected
