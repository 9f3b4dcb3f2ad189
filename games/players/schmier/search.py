"""Evaluating a card in one sampled world: a rollout, or an exact search of the last tricks.

Each seat of a finished hand gets its team's arena margin (its score minus the mean of the
other teams').  With three teams the game is not zero-sum between two sides, so the exact
search is max^n: every seat picks the card best for its own team, assuming the others do the
same.  It is used only when few cards are left (the tree of the last two tricks has at most
2^6 lines), where a rule-based rollout is most likely to misjudge a squeeze of the bauers.
"""

from __future__ import annotations

from games.players.schmier.sim import PlayState, Rules, margins, rollout


def rollout_value(state: PlayState, card: int, rules: Rules, team: int) -> float:
    """``team``'s margin when the seat on turn plays ``card`` and everyone follows the rules."""
    s = state.copy()
    s.play(card, rules.team_of)
    rollout(s, rules)
    return margins(s.scores(rules.n_teams))[team]


def exact_values(state: PlayState, cards: list[int], rules: Rules, team: int) -> list[float]:
    """``team``'s margin after each of ``cards`` with perfect play (max^n) to the end.

    A forced card is played in place (no copy); ties go to the lowest card."""
    out = []
    for c in cards:
        s = state.copy()
        s.play(c, rules.team_of)
        out.append(_maxn(s, rules)[team])
    return out


def _maxn(state: PlayState, rules: Rules) -> list[float]:
    if state.tricks_done == 6:
        return margins(state.scores(rules.n_teams))
    legal = state.legal(rules)
    team_of = rules.team_of
    if not legal & (legal - 1):
        state.play(legal.bit_length() - 1, team_of)
        return _maxn(state, rules)
    me = team_of[state.to_move()]
    best: list[float] | None = None
    for c in _bits(legal):
        s = state.copy()
        s.play(c, team_of)
        v = _maxn(s, rules)
        if best is None or v[me] > best[me]:
            best = v
    assert best is not None
    return best


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
