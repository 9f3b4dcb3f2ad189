"""Every game has the one shape of ``games.core`` (issue 11), checked over random play.

* no game bypasses the template: ``apply``, ``legal_actions``, ``to_act``, ``is_over`` and the
  pickling hooks are the base's alone;
* the fast path (steps, legal board) gives exactly the general path's answers and errors;
* ``clone()`` is independent of the original, and plays on exactly like a deep copy;
* ``hands_played`` counts the finished hands that were not redeals;
* each view has exactly the keys its declared type lists;
* the verb filter has one wording in every game;
* the engines' import picture has no circle and no upward import.
"""

from __future__ import annotations

import copy
import importlib.util
import pickle
import random
from pathlib import Path
from typing import Any

import pytest

from games import GAMES, AnyMatch, match_class, new_match
from games.actions import BID_BLIND, BIDS, DRAW_STOCK, PASS, PLAY, TRUMPS, Action, Discard, Give
from games.cards import CARDS
from games.core import Match, MatchView
from games.errors import CardroomError, IllegalAction, MalformedAction
from games.schmier import SchmierView
from games.spades import SpadesView
from games.tonk import TonkView
from games.twentynine import TwentyNineView

ROOT = Path(__file__).resolve().parent.parent
VIEWS: dict[str, Any] = {
    "twentynine": TwentyNineView,
    "schmier": SchmierView,
    "spades": SpadesView,
    "tonk": TonkView,
}
OPTIONS: dict[str, list[dict[str, Any]]] = {
    "twentynine": [{}, {"single_hand": True, "double_redouble": True, "pair_enabled": True}],
    "schmier": [{}, {"teams": "2x3", "all_pass": "dealer_stuck", "trump_anytime": True}],
    "spades": [{}, {"nil_exchange_cards": 2, "first_lead": "two_of_clubs"}],
    "tonk": [{"max_players": 5}, {"must_lay_down_spreads": True, "hit_lock_turns": 1}],
}
CASES = [(g, k) for g in GAMES for k in range(2)]


def _snapshot(m: AnyMatch) -> tuple[Any, ...]:
    return (m.record(), m.version, m.to_act, m.is_over, m.hands_played, m.view(), m.view(0))


def _candidates(m: AnyMatch, seat: int, rng: random.Random) -> list[Action]:
    """Legal actions of the seat and some that are not (other cards, bids, trumps, gives)."""
    legal = list(m.legal_actions(seat))
    out = [rng.choice(legal)] if legal else []
    out += [PLAY[rng.randrange(52)], BIDS[rng.randrange(16)], PASS, rng.choice(TRUMPS)]
    out.append(BID_BLIND)
    cards = rng.sample(range(52), 3)
    out += [Give(cards), Discard(cards[:1]), Discard(cards)]
    return out


def _outcome(m: AnyMatch, apply: Any, seat: int, action: Action) -> tuple[Any, ...]:
    try:
        apply(seat, action)
    except CardroomError as exc:
        return ("refused", type(exc).__name__, str(exc), _snapshot(m))
    return ("applied", _snapshot(m))


def _random_walk(game: str, k: int, steps: int, seed: int) -> list[AnyMatch]:
    """Matches at random points of random play (one per step)."""
    m = new_match(game, OPTIONS[game][k], seed=f"shape/{game}/{k}/{seed}")
    rng = random.Random(seed)
    out = []
    for _ in range(steps):
        if not m.to_act:
            break
        out.append(m.clone())
        seat = m.to_act[0]
        m.apply(seat, rng.choice(m.legal_actions(seat)))
    return out


def test_no_game_bypasses_the_template() -> None:
    for game in GAMES:
        cls = match_class(game)
        for name in ("apply", "legal_actions", "is_legal", "parse_action", "view", "clone"):
            assert getattr(cls, name) is getattr(Match, name), (game, name)
        for klass in cls.__mro__[: cls.__mro__.index(Match)]:
            shadowed = {"to_act", "is_over", "__setstate__", "__getstate__", "__slots__"}
            assert not shadowed & set(vars(klass)), (game, klass, shadowed & set(vars(klass)))


@pytest.mark.parametrize(("game", "k"), CASES)
def test_the_fast_path_answers_and_refuses_as_the_general_path(game: str, k: int) -> None:
    rng = random.Random(7)
    for m in _random_walk(game, k, 120, 1):
        for seat in range(-1, m.seats + 1):  # the board agrees with the state's own answer
            assert tuple(m.legal_actions(seat)) == tuple(Match.legal_actions(m, seat)), seat
        assert m.to_act == (() if m.waiting_for_deal else m.hand.to_act())
        seat = m.to_act[0]
        for action in _candidates(m, seat, rng):
            fast, general = m.clone(), m.clone()
            got = _outcome(fast, fast.apply, seat, action)
            want = _outcome(general, general._apply_any, seat, action)
            assert got == want, (game, seat, str(action))


@pytest.mark.parametrize(("game", "k"), CASES)
def test_a_clone_is_independent_and_plays_on_like_a_deep_copy(game: str, k: int) -> None:
    for i, m in enumerate(_random_walk(game, k, 300, 2)):
        if i % 7:
            continue
        before = _snapshot(m)
        twins = [m.clone(), copy.deepcopy(m), pickle.loads(pickle.dumps(m))]
        rng = [random.Random(i) for _ in twins]
        for _ in range(60):
            for twin, r in zip(twins, rng, strict=True):
                if twin.to_act:
                    seat = twin.to_act[0]
                    twin.apply(seat, r.choice(twin.legal_actions(seat)))
        clone, deep, pickled = (_snapshot(t) for t in twins)
        assert clone == deep == pickled
        assert _snapshot(m) == before  # the original did not move
        if m.to_act:
            seat = m.to_act[0]
            assert tuple(m.legal_actions(seat)) == tuple(Match.legal_actions(m, seat))


@pytest.mark.parametrize("game", GAMES)
def test_hands_played_counts_finished_hands_that_were_not_redeals(game: str) -> None:
    rng = random.Random(3)
    m = new_match(game, OPTIONS[game][0], seed=f"played/{game}")
    while len(m.results) < 12 and m.to_act:
        seat = m.to_act[0]
        m.apply(seat, rng.choice(m.legal_actions(seat)))
        assert m.hands_played == sum(1 for r in m.results if not r.redeal)
    assert m.hands_played >= 1


@pytest.mark.parametrize(("game", "k"), CASES)
def test_views_have_the_keys_their_type_declares(game: str, k: int) -> None:
    view_type = VIEWS[game]
    declared = view_type.__required_keys__ | view_type.__optional_keys__
    assert view_type.__required_keys__ == MatchView.__required_keys__
    for m in _random_walk(game, k, 80, 3):
        for seat in (None, *range(m.seats)):
            assert set(m.view(seat)) == declared, (game, seat)
    waiting = match_class(game)(OPTIONS[game][k], seed=1, auto_deal=False)
    assert set(waiting.view(0)) == set(MatchView.__required_keys__)


ACTIONS_OF = {
    "spades": "look, bid, give, play",
    "tonk": "draw, spread, hit, discard, drop, end",
    "schmier": "bid, pass, trump, discard, play",
    "twentynine": "bid, pass, trump, reveal, pair, double, redouble, single, play",
}
FOREIGN = [
    ("spades", "hit 5H 0", "'hit' is not a Spades action (actions: {})"),
    ("tonk", "play 2S", "'play' is not a Tonk action (actions: {})"),
    ("schmier", "trump seventh", "'trump seventh' is not a Schmier action (actions: {})"),
    ("twentynine", "bid blind", "'bid blind' is not a Twenty-Nine action (actions: {})"),
    ("schmier", "look", "'look' is not a Schmier action (actions: {})"),
    ("twentynine", "plya 2C", "unknown action 'plya' (Twenty-Nine actions: {})"),
]


@pytest.mark.parametrize(("game", "text", "reason"), FOREIGN)
def test_the_verb_filter_has_one_wording(game: str, text: str, reason: str) -> None:
    m = new_match(game, seed=4)
    before = _snapshot(m)
    with pytest.raises(MalformedAction) as exc:
        m.parse_action(text)
    reason = reason.format(ACTIONS_OF[game])
    assert str(exc.value) == reason
    seat = m.to_act[0]
    with pytest.raises(MalformedAction) as exc:
        m.apply(seat, text)
    assert str(exc.value) == reason
    assert not m.is_legal(seat, text)
    assert _snapshot(m) == before


@pytest.mark.parametrize("game", GAMES)
def test_an_action_object_of_another_game_is_refused_the_same_way(game: str) -> None:
    m = new_match(game, seed=5)
    candidates = (BID_BLIND, Give([CARDS[0]]), DRAW_STOCK)
    foreign = next(a for a in candidates if type(a) not in m.actions)
    before = _snapshot(m)
    for seat in (m.to_act[0], (m.to_act[0] + 1) % m.seats):
        with pytest.raises(IllegalAction) as exc:
            m.apply(seat, foreign)
        assert str(exc.value).startswith(f"{str(foreign)!r} is not a {m.title} action (actions: ")
    assert _snapshot(m) == before


def test_the_engines_import_picture_has_no_circle_and_no_upward_import() -> None:
    spec = importlib.util.spec_from_file_location("imports", ROOT / "benchmarks" / "imports.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    doc = tool.picture(ROOT / "games", 5)
    assert doc["circles"] == 0, doc["circle_modules"]
    assert doc["upward_imports"] == 0, doc["upward"]
