"""Exact search of the last tricks of a full-information deal (alpha-beta minimax).

Once few cards are left the rollout policy's guesses are replaced by the true game value of each
candidate card in each sampled deal: our side maximises, theirs minimises, and the value is the
hand's score difference (``sim.value``: contracts, nils, bags) from the final trick counts.

Cards that are equivalent (neighbours in a suit with only the same hand's or played cards
between them) are searched once.  ``EXACT_CARDS`` keeps the tree small enough for pure Python.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from games.players.masks import cards_in
from games.players.spades.sim import State
from games.players.spades.tables import SUIT, SUIT_MASK
from games.spades.tricks import BEAT, playable

EXACT_CARDS = 12
"""Cards left in all hands at or below which a sampled deal is solved exactly."""

Eval = Callable[[tuple[int, ...]], float]


def representatives(legal: int, own: int, blockers: int) -> list[int]:
    """One card of each run of equivalent cards in ``legal`` (lowest first).

    Two cards of a suit are equivalent for the holder when no card between them is held by
    another seat or lies in the current trick (``blockers``): whichever is played, the same cards
    beat it and it beats the same cards.
    """
    out = []
    prev = -1
    for c in cards_in(legal):  # by suit, lowest first: a new suit starts a new run
        if prev < 0 or c // 13 != prev // 13 or blockers & (((1 << c) - 1) & ~((2 << prev) - 1)):
            out.append(c)
        prev = c
    return out


def _search(
    h: list[int],
    tricks: list[int],
    leader: int,
    trick: list[int],
    wc: int,
    ws: int,
    broken: bool,
    nt: int,
    team: int,
    evalf: Eval,
    alpha: float,
    beta: float,
    lead_any: bool,
) -> float:
    n = len(trick)
    seat = (leader + n) & 3
    hand = h[seat]
    # the last tricks: trick 1's house rules no longer apply; following inline (``playable``'s
    # first rule), as at every node of the search
    legal = hand & SUIT_MASK[SUIT[trick[0]]] if n else 0
    if not legal:
        legal = playable(hand, SUIT[trick[0]] if n else -1, False, broken or lead_any)
    tmask = 0
    for c in trick:
        tmask |= 1 << c
    blockers = ((h[0] | h[1] | h[2] | h[3]) & ~hand) | tmask
    moves = representatives(legal, hand, blockers)
    maxing = (seat & 1) == team
    best = -1e18 if maxing else 1e18
    for c in moves:
        bit = 1 << c
        h[seat] = hand ^ bit
        if n == 0 or BEAT[wc] & bit:
            nwc, nws = c, seat
        else:
            nwc, nws = wc, ws
        if n == 3:
            tricks[nws] += 1
            if nt == 12:
                v = evalf(tuple(tricks))
            else:
                v = _search(
                    h,
                    tricks,
                    nws,
                    [],
                    -1,
                    -1,
                    broken or c < 13,
                    nt + 1,
                    team,
                    evalf,
                    alpha,
                    beta,
                    lead_any,
                )
            tricks[nws] -= 1
        else:
            trick.append(c)
            v = _search(
                h,
                tricks,
                leader,
                trick,
                nwc,
                nws,
                broken or c < 13,
                nt,
                team,
                evalf,
                alpha,
                beta,
                lead_any,
            )
            trick.pop()
        h[seat] = hand
        if maxing:
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
        else:
            if v < best:
                best = v
                if v < beta:
                    beta = v
        if alpha >= beta:
            break
    return best


def solve_moves(st: State, team: int, evalf: Eval, moves: Sequence[int]) -> list[float]:
    """The exact value for ``team`` of each card in ``moves`` for the seat to act in ``st``."""
    out = []
    for c in moves:
        s = st.clone()
        s.play(c)
        if s.nt >= 13:
            out.append(evalf(tuple(s.tricks)))
            continue
        out.append(
            _search(
                s.h,
                s.tricks,
                s.leader,
                s.trick,
                s.wc,
                s.ws,
                s.broken,
                s.nt,
                team,
                evalf,
                -1e18,
                1e18,
                s.rules.lead_any,
            )
        )
    return out


def cards_left(st: State) -> int:
    return (st.h[0] | st.h[1] | st.h[2] | st.h[3]).bit_count()
