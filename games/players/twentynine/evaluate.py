"""Hand evaluation for the auction and the trump choice, calibrated by self-play.

``expected_points(four, choice, pos)`` is the card points the bidder's side takes, on average,
when a bidder holding ``four`` (its first four cards) at position ``pos`` after the dealer
(0 = first speaker, who also leads trick 1) names ``choice`` (a suit 0..3, ``NT`` or
``SEVENTH``) and the deal is played out by the rule-based policy.  The model is linear in a few
features an experienced player counts (trump length and honours, side jacks and guarded nines,
the lead); its coefficients and residual spread come from ``lab/twentynine/calibrate.py`` runs
over hundreds of thousands of simulated deals (``model_data.py``; the figures are in
docs/ai/twentynine.md).

``make_probability`` turns an expectation into the chance of reaching a target with the
residual spread, a normal approximation with a continuity correction.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from games.players.twentynine import model_data
from games.players.twentynine.tables import POINTS

NT = 4
SEVENTH = 5

J, NINE, ACE, TEN, KING, QUEEN, EIGHT, SEVEN = 9, 7, 12, 8, 11, 10, 6, 5
"""Rank numbers of the engine's card ints (``card % 13``)."""
_TRUMP_ORDER = (J, NINE, ACE, TEN, KING, QUEEN, EIGHT, SEVEN)


def features(four: Sequence[int], choice: int, pos: int) -> list[float]:
    """The model's inputs for one (first four, choice, position); see the module docstring."""
    ranks_by_suit: list[set[int]] = [set(), set(), set(), set()]
    for c in four:
        ranks_by_suit[c // 13].add(c % 13)
    posf = [1.0 if pos == p else 0.0 for p in (1, 2, 3)]
    if choice == NT:
        sevens = sum(1 for c in four if c % 13 == SEVEN)
        eights = sum(1 for c in four if c % 13 == EIGHT)
        queens = sum(1 for c in four if c % 13 == QUEEN)
        kings = sum(1 for c in four if c % 13 == KING)
        pts = sum(POINTS[c] for c in four)
        guarded8 = sum(1 for r in ranks_by_suit if EIGHT in r and SEVEN in r)
        return [1.0, sevens, eights, queens, kings, pts, guarded8, *posf]
    if choice == SEVENTH:
        jacks = sum(1 for c in four if c % 13 == J)
        nines = sum(1 for c in four if c % 13 == NINE)
        aces_tens = sum(1 for c in four if c % 13 in (ACE, TEN))
        longest = max(len(r) for r in ranks_by_suit)
        return [1.0, jacks, nines, aces_tens, float(longest >= 2), float(longest >= 3), *posf]
    trump = ranks_by_suit[choice]
    n = len(trump)
    out = [1.0]
    out += [1.0 if r in trump else 0.0 for r in _TRUMP_ORDER]
    out += [1.0 if n == k else 0.0 for k in (2, 3, 4)]
    side_j = side_9 = side_a = side_t = guarded9 = guarded_a = 0
    for s in range(4):
        if s == choice:
            continue
        r = ranks_by_suit[s]
        side_j += J in r
        side_9 += NINE in r
        side_a += ACE in r
        side_t += TEN in r
        guarded9 += NINE in r and J in r
        guarded_a += ACE in r and (J in r or NINE in r)
    out += [side_j, side_9, side_a, side_t, guarded9, guarded_a]
    out += posf
    out += [float(J in trump and n >= 2), float(J in trump and NINE in trump)]
    return out


_RANK_BIT = {r: i for i, r in enumerate(_TRUMP_ORDER)}
_CARD_BIT = [1 << _RANK_BIT.get(c % 13, 0) for c in range(52)]


def _pattern_tables() -> tuple[list[float], list[float]]:
    """For each 8-bit rank pattern of one suit: its worth as trump, and as a side suit."""
    coef = model_data.SUIT_COEF
    as_trump = [0.0] * 256
    as_side = [0.0] * 256
    for p in range(256):
        n = p.bit_count()
        if n > 4:
            continue
        has = [bool(p >> i & 1) for i in range(8)]  # J 9 A 10 K Q 8 7
        t = sum(coef[1 + i] for i in range(8) if has[i])
        t += coef[9] * (n == 2) + coef[10] * (n == 3) + coef[11] * (n == 4)
        t += coef[21] * (has[0] and n >= 2) + coef[22] * (has[0] and has[1])
        as_trump[p] = t
        side = coef[12] * has[0] + coef[13] * has[1] + coef[14] * has[2] + coef[15] * has[3]
        side += coef[16] * (has[1] and has[0]) + coef[17] * (has[2] and (has[0] or has[1]))
        as_side[p] = side
    return as_trump, as_side


_AS_TRUMP, _AS_SIDE = _pattern_tables()
_POS = (0.0, *model_data.SUIT_COEF[18:21])


def suit_values(four: Sequence[int], pos: int) -> list[float]:
    """``expected_points`` of each suit as trump (table lookups; the samplers' hot path)."""
    pats = [0, 0, 0, 0]
    for c in four:
        pats[c // 13] |= _CARD_BIT[c]
    side = _AS_SIDE[pats[0]] + _AS_SIDE[pats[1]] + _AS_SIDE[pats[2]] + _AS_SIDE[pats[3]]
    base = model_data.SUIT_COEF[0] + _POS[pos] + side
    return [base + _AS_TRUMP[p] - _AS_SIDE[p] for p in pats]


def expected_points(four: Sequence[int], choice: int, pos: int) -> float:
    """Card points the bidder's side is expected to take with this choice."""
    if choice < 4:
        return suit_values(four, pos)[choice]
    coef = model_data.NT_COEF if choice == NT else model_data.SEVENTH_COEF
    x = features(four, choice, pos)
    return sum(c * v for c, v in zip(coef, x, strict=True))


def spread(choice: int) -> float:
    """The residual standard deviation of ``expected_points`` for this kind of choice."""
    if choice == NT:
        return model_data.NT_SD
    if choice == SEVENTH:
        return model_data.SEVENTH_SD
    return model_data.SUIT_SD


def make_probability(mean: float, sd: float, target: int) -> float:
    """P(points >= target) for a normal(mean, sd) with a continuity correction."""
    z = (mean - (target - 0.5)) / sd
    return 0.5 * math.erfc(-z / math.sqrt(2.0))


def best_choice(four: Sequence[int], pos: int, choices: Sequence[int]) -> tuple[int, float]:
    """The choice with the highest expected points, and that expectation."""
    best, value = choices[0], -1.0
    for ch in choices:
        v = expected_points(four, ch, pos)
        if v > value:
            best, value = ch, v
    return best, value
