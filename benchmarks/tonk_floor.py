"""How fast ``bench tonk`` could be at most: a Tonk "engine" that does nothing but deal.

``python -m games bench tonk`` compares Tonk's cards played per second with our Spades'.  A
random Tonk hand plays about two cards in about five actions, so each card carries half a deal
(the exact ``DealShuffler`` pack, hand log, result) and two and a half turns of the benchmark's
own loop (``random.choice``, ``_cards_in``).  ``NullTonk`` keeps exactly those costs and drops
the rules: every hand is dealt as usual, then takes five fixed actions (draw, discard, draw,
discard, drop: two cards).  Its ratio to Spades is the ceiling any Tonk engine can reach under
this benchmark; the real engine and Spades are measured in the same run, interleaved.

    python benchmarks/tonk_floor.py [--seconds 6] [--rounds 3]
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from typing import Any, ClassVar

import games.bench as bench
from games.actions import DRAW_STOCK, DROP, Action, Discard, Draw, Drop
from games.core import Board, Deal, HandResult, Step
from games.tonk import TonkMatch
from games.tonk.melds import DISCARDS

_STEPS: tuple[tuple[Action, ...], ...] = (
    (DRAW_STOCK,),
    (DISCARDS[0],),
    (DRAW_STOCK,),
    (DISCARDS[1],),
    (DROP,),
)


class _NoResult(HandResult):
    def to_json(self) -> dict[str, Any]:
        return {}


_RESULT = _NoResult()


class NullHand:
    """Five fixed actions of seat 0 a hand and no rules at all (the engine's hand protocol)."""

    __slots__ = ("board", "step")
    phase_name = "play"

    def __init__(self) -> None:
        self.step = 0
        self.board = Board({0: _STEPS[0]})

    @property
    def done(self) -> bool:
        return self.step >= len(_STEPS)

    def to_act(self) -> tuple[int, ...]:
        return () if self.done else (0,)

    def legal(self, seat: int) -> tuple[Action, ...]:
        return _STEPS[self.step] if seat == 0 and not self.done else ()

    def apply(self, seat: int, action: Action) -> None:
        self.advance(seat, action)

    def advance(self, seat: int, action: Action) -> int:
        """The fast-path step of every action: the next fixed one, or the end of the hand."""
        self.step += 1
        if self.step == len(_STEPS):
            return -1
        self.board[0] = _STEPS[self.step]
        return 0

    def clone(self) -> NullHand:
        twin = NullHand()
        twin.step = self.step
        twin.board = Board(self.board)
        return twin


class NullTonk(TonkMatch):
    """Real deals, hand log and match loop (``games.core``); a ``NullHand`` for every deal."""

    steps: ClassVar[Mapping[type, Step]] = dict.fromkeys((Draw, Discard, Drop), NullHand.advance)

    def _begin_hand(self, deal: Deal, dealer: int) -> NullHand:  # type: ignore[override]
        return NullHand()

    def _score_hand(self) -> tuple[HandResult, bool]:
        return _RESULT, False


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--seconds", type=float, default=6.0, help="measured time per side")
    p.add_argument("--rounds", type=int, default=3, help="interleaved rounds")
    args = p.parse_args()
    null, tonk, spades = bench.Tally("null tonk"), bench.Tally("tonk"), bench.Tally("spades")

    def run_null(seconds: float, tally: bench.Tally, seed: int) -> None:
        real = bench.match_class
        bench.match_class = lambda game: NullTonk  # type: ignore[assignment]
        try:
            bench.run_engine("tonk", seconds, tally, seed)
        finally:
            bench.match_class = real

    def run_tonk(seconds: float, tally: bench.Tally, seed: int) -> None:
        bench.run_engine("tonk", seconds, tally, seed)

    def run_spades(seconds: float, tally: bench.Tally, seed: int) -> None:
        bench.run_engine("spades", seconds, tally, seed)

    sides = [(null, run_null), (tonk, run_tonk), (spades, run_spades)]
    bench.interleave(sides, args.seconds, args.rounds)
    for t in (null, tonk, spades):
        ratio = t.cards_per_second / spades.cards_per_second
        print(f"{t.name:10s} {t.cards_per_second:9.0f} cards played/s, ratio {ratio:.2f}")


if __name__ == "__main__":
    main()
