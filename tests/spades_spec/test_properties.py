"""Property tests over random Spades matches under random §3.4 option combinations (issue 2).

Random legal actions drive each match (random seats look at random times, so blind nil and the
exchanges happen).  At every step: no view shows a card its seat may not know, a seat that has
not looked sees none of its own cards, a give's cards reach only giver and receiver; at random
steps an illegal action (a card outside the legal set, an action from the wrong seat) raises
and changes nothing.  After every hand: each card played exactly once, bags in range.  At the
end: the record replays to the same results and ``build_match`` rebuilds the same state.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games import new_match
from games.actions import PLAY, Give, Look, Play
from games.cards import CARDS, PACK_52
from games.errors import IllegalAction
from games.records import build_match, replay, summary
from games.spades import SpadesMatch

CARD_RE = re.compile(r"\b([2-9TJQKA][SHDC])\b")
SEATS = (None, 0, 1, 2, 3)

OPTIONS = st.fixed_dictionaries(
    {
        "target": st.sampled_from([100, 250, 500]),
        "nil_value": st.sampled_from([100, 50]),
        "blind_nil_value": st.sampled_from([200, 150]),
        "blind_nil_enabled": st.booleans(),
        "blind_nil_exchange_cards": st.sampled_from([0, 2, 3]),
        "blind_nil_min_deficit": st.sampled_from([0, 0, 50]),
        "nil_exchange_cards": st.sampled_from([0, 2]),
        "nil_tricks_mode": st.sampled_from(["bags", "count_toward_contract", "ignored"]),
        "partnership_bid_cap": st.booleans(),
        "bags_enabled": st.booleans(),
        "bag_threshold": st.sampled_from([3, 5, 10]),
        "bag_penalty": st.sampled_from([50, 100]),
        "first_lead": st.sampled_from(["left_of_dealer", "two_of_clubs"]),
        "spades_lead_anytime": st.booleans(),
        "no_spades_first_trick": st.booleans(),
        "mercy_loss_at": st.sampled_from([None, -100, -250]),
    }
)


def cards_in(obj: Any) -> set[str]:
    return set(CARD_RE.findall(json.dumps(obj)))


def snapshot(m: SpadesMatch) -> str:
    return json.dumps({"record": m.record(), "views": [m.view(s) for s in SEATS]})


def check_views(m: SpadesMatch) -> None:
    if m.waiting_for_deal:
        return
    actions = m.hands[-1].actions
    played = {str(a.card) for _, a in actions if isinstance(a, Play)}
    looked = {s for s, a in actions if isinstance(a, Look)}
    gives = [(s, a) for s, a in actions if isinstance(a, Give)]
    for seat in SEATS:
        v = m.view(seat)
        allowed = set(played)
        if seat is not None:
            if v["looked"]:
                allowed |= set(v["hand"])
                # what it holds is what it was dealt, received, minus what it gave and played
                dealt = {str(c) for c in m.hands[-1].deal.hands[seat]}
                for s, g in gives:
                    names = {str(c) for c in g.cards}
                    if s == seat:
                        dealt -= names
                    elif s == seat ^ 2:
                        dealt |= names
                assert set(v["hand"]) == dealt - played
            else:
                assert v["hand"] is None, (seat, v)
                # not looked: no look action and no give made by the seat or its partner
                assert seat not in looked
                assert not any(s in (seat, seat ^ 2) for s, _ in gives)
            for s, g in gives:
                if seat in (s, s ^ 2):
                    allowed |= {str(c) for c in g.cards}
        extra = cards_in(v) - allowed
        assert not extra, (seat, extra, v)
        # a give's cards appear only to giver and receiver
        shown = [t for s, t in v["history"] if t.startswith("give")]
        for (s, g), text in zip(gives, shown, strict=True):
            if seat in (s, s ^ 2):
                assert text == str(g)
            else:
                assert text == f"give {len(g.cards)} cards"
        if seat is not None and v["looked"] is False:
            assert v["hand"] is None


def check_illegal(m: SpadesMatch, rng: random.Random) -> None:
    if not m.to_act:
        return
    seat = m.to_act[0]
    legal = set(m.legal_actions(seat))
    attempts = []
    wrong_cards = [PLAY[c] for c in range(52) if PLAY[c] not in legal]
    if wrong_cards:
        attempts.append((seat, rng.choice(wrong_cards)))
    other = rng.choice([s for s in range(4) if s != seat])
    moves = [a for a in legal if not isinstance(a, Look) and a not in m.legal_actions(other)]
    if moves:
        attempts.append((other, rng.choice(moves)))
    for s, action in attempts:
        before = snapshot(m)
        try:
            m.apply(s, action)
        except IllegalAction:
            pass
        else:  # pragma: no cover - the message is the point
            raise AssertionError(f"seat {s} {action} was accepted but is not legal")
        assert snapshot(m) == before, (s, action)


def check_finished_hand(m: SpadesMatch, k: int) -> None:
    log = m.hands[k]
    plays = [a.card for _, a in log.actions if isinstance(a, Play)]
    assert len(plays) == 52 and sorted(plays) == sorted(PACK_52)
    assert sorted(log.deal.all_cards()) == sorted(PACK_52)
    r = m.results[k].to_json()
    assert sum(r["tricks"]) == 13
    o = m.options
    for b in r["bags"]:
        assert (0 <= b < o.bag_threshold) if o.bags_enabled else b == 0, (r, o)


def choose(m: SpadesMatch, seat: int, rng: random.Random) -> Any:
    legal = [a for a in m.legal_actions(seat) if not isinstance(a, Look)]
    texts = [str(a) for a in legal]
    if m.phase == "bid":
        if "bid blind" in texts and rng.random() < 0.35:
            return "bid blind"
        if rng.random() < 0.25:
            return "bid 0"
        small = [t for t in texts if t.startswith("bid ") and t != "bid blind" and int(t[4:]) <= 6]
        return rng.choice(small)
    return rng.choice(legal)


def run_match(options: dict[str, Any], seed: int) -> SpadesMatch:
    rng = random.Random(seed)
    m = new_match("spades", options, seed=seed)
    assert isinstance(m, SpadesMatch)
    max_hands = rng.choice([1, 2, 3])
    steps = rng.randrange(20, 400)  # sometimes the record stops in the middle of a hand
    checked = 0
    while not m.is_over and len(m.results) < max_hands and steps:
        steps -= 1
        for s in range(4):  # seats look at random times; some never do
            if rng.random() < 0.08:
                m.apply(s, "look")
        if m.phase != "play" or rng.random() < 0.2:  # every bid and exchange step, some plays
            check_views(m)
        if rng.random() < 0.1:
            check_illegal(m, rng)
        seat = m.to_act[0]
        m.apply(seat, choose(m, seat, rng))
        while checked < len(m.results):
            check_finished_hand(m, checked)
            checked += 1
    check_views(m)
    return m


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options=OPTIONS, seed=st.integers(0, 2**32))
def test_random_matches_keep_every_invariant(options: dict[str, Any], seed: int) -> None:
    m = run_match(options, seed)
    record = json.loads(json.dumps(m.record()))
    out = replay(record)
    assert out == summary(m)
    assert out["hands"] == [r.to_json() for r in m.results]
    assert out["scores"] == list(m.scores) and out["bags"] == list(m.bags)
    rebuilt = build_match(record)
    assert rebuilt.is_over == m.is_over and rebuilt.winner == m.winner
    for seat in SEATS:
        assert rebuilt.view(seat) == m.view(seat), seat
    for seat in range(4):
        assert rebuilt.legal_actions(seat) == m.legal_actions(seat)


def test_cards_are_the_card_notation() -> None:
    """The privacy checks read cards out of views by their record notation."""
    assert {str(c) for c in CARDS[:52]} == {str(c) for c in PACK_52}
    assert all(CARD_RE.fullmatch(str(c)) for c in PACK_52)


def test_a_copy_answers_from_its_own_state() -> None:
    """``legal_actions`` is a bound lookup on the match's board: copies must rebind it."""
    import copy
    import pickle

    m = SpadesMatch({"blind_nil_enabled": False}, seed="copy/1", dealer=3)
    for clone in (copy.deepcopy(m), pickle.loads(pickle.dumps(m))):
        seat = clone.to_act[0]
        before = m.legal_actions(seat)
        clone.apply(seat, clone.legal_actions(seat)[0])
        assert m.legal_actions(seat) == before  # the original did not move
        assert clone.legal_actions(seat) != before  # the copy did, and says so
        assert clone.legal_actions(seat) == SpadesMatch.legal_actions(clone, seat)
