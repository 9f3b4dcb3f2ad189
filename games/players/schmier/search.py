"""Evaluating a card in one sampled world: a rollout, or an exact search of the last tricks.

Each seat of a finished hand gets its team's arena margin (its score minus the mean of the
other teams').  The exact search of the last tricks (at most 2^6 lines with two cards left)
lets the seat's team try every line while the other seats play the rule-based policy.  Letting
them search too (max^n: every seat picks the card best for its own team, as if it saw every
hand of the sample) measured worse than plain rollouts: opponents who see through the sampled
cards defend better than any real opponent, and the search learns to fear them.
"""

from __future__ import annotations

from games.players.masks import cards_in
from games.players.schmier.policy import play_card
from games.players.schmier.sim import PlayState, Rules, margins, rollout


def rollout_value(state: PlayState, card: int, rules: Rules, team: int) -> float:
    """``team``'s margin when the seat on turn plays ``card`` and everyone follows the rules."""
    s = state.copy()
    s.play(card, rules.team_of)
    rollout(s, rules)
    return margins(s.scores(rules.n_teams))[team]


def exact_values(
    state: PlayState, cards: list[int], rules: Rules, team: int, omniscient: bool = False
) -> list[float]:
    """``team``'s margin after each of ``cards``, the rest searched to the end of the hand.

    ``team`` picks its best line at each of its turns; the other seats play the rule-based
    policy (``omniscient``: they too pick their best line, max^n, each for its own team).
    A forced card is played in place (no copy); ties go to the rule-based card."""
    out = []
    for c in cards:
        s = state.copy()
        s.play(c, rules.team_of)
        out.append(_search(s, rules, -1 if omniscient else team)[team])
    return out


def _search(state: PlayState, rules: Rules, searcher: int) -> list[float]:
    """The margins at the end of the hand; the seats of team ``searcher`` (-1: every seat)
    choose the card best for their team, the others play the rules."""
    if state.tricks_done == 6:
        return margins(state.scores(rules.n_teams))
    legal = state.legal(rules)
    team_of = rules.team_of
    if not legal & (legal - 1):
        state.play(legal.bit_length() - 1, team_of)
        return _search(state, rules, searcher)
    seat = state.to_move()
    me = team_of[seat]
    first = play_card(
        state.trump,
        seat,
        state.hands[seat],
        legal,
        state.trick,
        team_of,
        state.hands,
        True,
        state.tricks_done == 0 and me == team_of[state.bidder],
    )
    if searcher >= 0 and me != searcher:
        state.play(first, team_of)
        return _search(state, rules, searcher)
    best: list[float] | None = None
    for c in [first, *(c for c in cards_in(legal) if c != first)]:
        s = state.copy()
        s.play(c, team_of)
        v = _search(s, rules, searcher)
        if best is None or v[me] > best[me]:
            best = v
    assert best is not None
    return best
