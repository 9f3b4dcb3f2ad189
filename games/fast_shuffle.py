"""``DealShuffler``'s deal with a fraction of the work, for the packs the games deal.

Why a second copy of the shuffle: every hand of every game is dealt through ``DealShuffler``, and
a short hand pays for it heavily (a random Tonk hand often ends on its first turn, so the shuffle
is its largest single cost; a Spades or Twenty-Nine hand spreads it over its cards played).
``DealShuffler`` is general (any pack length, any number of hash blocks) and pays for it with a
loop over ``divmod`` calls.  Here the same arithmetic is generated as straight-line code for one
pack length: constant ranges, ``%`` and ``//`` (cheaper than a ``divmod`` call), two draws'
digits per operation through a table, and the salted hash state copied rather than rebuilt.

It must never deal a different card: seeded deals are a fixed contract (``records.md``), and
``DealShuffler`` stays the definition.  So:

* the straight lines cover only the usual case, no hash word rejected; at a rejected word they
  hand the rest of the shuffle to ``_finish``, ``DealShuffler``'s own loop resumed where the
  straight lines stopped (one deal in 50 to 70; only there can a further hash block be read);
* the first shuffle of each pack length builds its function and compares it with
  ``DealShuffler`` on 64 keys and on scripted hash words that reject at every draw and run into
  further blocks (3 to 8 ms, so not at import); if they ever disagree (the shared shuffle has
  changed), or the build or the check fails, that length is shuffled by ``DealShuffler`` itself
  for good (``tests/test_fast_shuffle.py`` makes sure the games' packs do get a fast shuffle);
* pack lengths other than the games' packs (``FAST_LENGTHS``) always use ``DealShuffler``.

``tests/test_fast_shuffle.py`` compares thousands of deals of every game, rejected words
included, with ``DealShuffler``.
"""

from __future__ import annotations

import hashlib
import struct
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from games.cards import PACK_32, PACK_52, PACK_53
from games.shuffle import DealShuffler, _groups

FAST_LENGTHS = frozenset(len(pack) for pack in (PACK_32, PACK_52, PACK_53))
"""The pack lengths the games deal (Twenty-Nine 32, Spades and Tonk 52, Schmier 53)."""

_MAX_LENGTH = 64
"""The longest pack the builder handles: its draws fit in one hash block (at most 8 groups)."""

_WORDS = struct.Struct(">8Q")
_SALTED = hashlib.blake2b(digest_size=64, salt=bytes(16))
"""The hash state ``DealShuffler._block(0)`` starts from; each deal copies it (cheaper than a new
hash with its keyword arguments) and feeds it the key."""

_Group = tuple[int, int, tuple[int, ...]]
"""``(limit, product, positions)``: a word is accepted below ``limit``, a multiple of
``product``; the word modulo ``product`` holds the positions' draws as mixed-radix digits."""

FastShuffle = Callable[[list[Any], Sequence[int], DealShuffler], None]
"""``fast(deck, first_block_words, shuffler)``: shuffles ``deck`` in place."""


class FastDealShuffler(DealShuffler):
    """A ``DealShuffler`` whose ``shuffle`` runs the straight-line code when it applies.

    Everything else is ``DealShuffler``'s, so a game that used any other part of it would get
    exactly what ``DealShuffler`` gives; ``shuffle`` itself deals the same cards for every key.
    """

    __slots__ = ()

    def shuffle(self, deck: list[Any]) -> None:
        """``DealShuffler.shuffle``: the same permutation, faster for ``FAST_LENGTHS``."""
        fast = _shuffle_for(len(deck))
        if fast is None:
            DealShuffler.shuffle(self, deck)
            return
        h = _SALTED.copy()  # _first_block(self), inlined: this runs once a deal
        h.update(self._material)
        fast(deck, _WORDS.unpack(h.digest()), self)


def _first_block(shuffler: DealShuffler) -> tuple[int, ...]:
    """``shuffler._block(0)``, from a copy of the salted hash state."""
    h = _SALTED.copy()
    h.update(shuffler._material)
    return _WORDS.unpack(h.digest())


@cache
def _shuffle_for(length: int) -> FastShuffle | None:
    """The checked straight-line shuffle of ``length`` cards, or ``None`` (use the original)."""
    if length not in FAST_LENGTHS:
        return None
    try:
        fast = _compile(length)
        agrees = _agrees(fast, length)
    except Exception:  # a failing build or check is a disagreement: deal with the original
        return None
    return fast if agrees else None


def _finish(
    deck: list[Any], groups: tuple[_Group, ...], block: Sequence[int], used: int, s: DealShuffler
) -> None:
    """``DealShuffler.shuffle`` from its ``groups`` on, with ``used`` words of the first block
    read: the straight lines' way out at a rejected word."""
    counter = 0
    for limit, product, members in groups:
        while True:
            if used == 8:
                counter += 1
                block, used = s._block(counter), 0
            r = block[used]
            used += 1
            if r < limit:
                break
        r %= product
        for i in members:
            r, j = divmod(r, i + 1)
            deck[i], deck[j] = deck[j], deck[i]


def _limited_groups(length: int) -> tuple[_Group, ...]:
    """``games.shuffle._groups`` (the original's own draws) with each draw's acceptance limit."""
    return tuple(((1 << 64) // p * p, p, members) for p, members in _groups(length))


_Pair = tuple[int, int]


@cache
def _pair_grid() -> tuple[tuple[_Pair, ...], ...]:
    """Every ``(a, b)`` once, so that the digit tables of all lengths share their tuples."""
    return tuple(tuple((a, b) for b in range(_MAX_LENGTH)) for a in range(_MAX_LENGTH))


@cache
def _pair_table(n: int) -> tuple[_Pair, ...]:
    """``q -> (q % n, q // n)`` for ``q < n * (n - 1)``: two consecutive draws' digits at once."""
    grid = _pair_grid()
    return tuple(grid[q % n][q // n] for q in range(n * (n - 1)))


def _source(length: int) -> tuple[str, dict[str, Any]]:
    """The straight-line shuffle of ``length`` cards and the constants it reads.

    Per draw: the word (constant index: no word was rejected before it), the way out if it is
    rejected, then the draw's digits two positions at a time (one ``%``, one ``//`` and a table
    look-up for both digits instead of two of each: the integer operations are the cost), each
    followed by its swap."""
    groups = _limited_groups(length)
    if not 2 <= length <= _MAX_LENGTH or len(groups) > 8:
        raise ValueError(f"no straight-line shuffle for {length} cards")
    lines = [f"def shuffle_{length}(d, words, shuffler):"]
    consts: dict[str, Any] = {"FINISH": _finish}
    for g, (limit, product, positions) in enumerate(groups):
        consts[f"REST{g}"] = groups[g:]
        lines += [
            f"    r = words[{g}]",
            f"    if r >= {limit}:",
            f"        return FINISH(d, REST{g}, words, {g}, shuffler)",
            f"    r %= {product}",
        ]
        for k in range(0, len(positions), 2):
            i = positions[k]
            if k + 1 == len(positions):  # one digit left: r is below its range already
                lines += [f"    d[{i}], d[r] = d[r], d[{i}]"]
                continue
            n = i + 1
            consts[f"T{n}"] = _pair_table(n)
            if k + 2 == len(positions):  # the last two digits: nothing is left to divide
                lines.append(f"    j, k = T{n}[r]")
            else:
                lines += [f"    j, k = T{n}[r % {n * (n - 1)}]", f"    r //= {n * (n - 1)}"]
            lines.append(f"    d[{i}], d[j] = d[j], d[{i}]")
            lines.append(f"    d[{i - 1}], d[k] = d[k], d[{i - 1}]")
    return "\n".join(lines), consts


def _compile(length: int) -> FastShuffle:
    source, scope = _source(length)
    exec(compile(source, f"<games.fast_shuffle:{length}>", "exec"), scope)
    return scope[f"shuffle_{length}"]  # type: ignore[no-any-return]


class _Scripted(DealShuffler):
    """A ``DealShuffler`` reading given hash words, for the check's rejections and blocks."""

    __slots__ = ("_words",)

    def __init__(self, words: Sequence[int]) -> None:
        super().__init__("check", 0)
        self._words = tuple(words)

    def _block(self, counter: int) -> tuple[int, ...]:
        return self._words[8 * counter : 8 * counter + 8]


def _scripts(draws: int) -> list[list[int]]:
    """Hash words that reject the word of each draw in turn, and a first block of rejections
    that runs into a second and third block.  ``2**64 - 1`` is rejected by every draw whose
    range is not a power of two; a word below ``2**60`` is accepted by every draw."""
    top = (1 << 64) - 1
    fill = [(k * 0x9E3779B97F4A7C15) % (1 << 60) for k in range(1, 25)]
    scripts = [[*fill[:g], top, *fill[g:23]] for g in range(draws)]
    scripts.append([top] * 9 + fill[:4] + [top] * 3 + fill[4:12])
    return scripts


def _agrees(fast: FastShuffle, length: int) -> bool:
    """Whether ``fast`` leaves ``DealShuffler``'s order on many keys and scripted words."""
    for k in range(64):
        seed: Any = (k * 7919, f"cardroom-check/{k}", f"{k}/{k % 3}")[k % 3]
        shuffler = FastDealShuffler(seed, k % 11)
        ref, got = list(range(length)), list(range(length))
        DealShuffler.shuffle(shuffler, ref)
        fast(got, _first_block(shuffler), shuffler)
        if got != ref:
            return False
    for words in _scripts(len(_groups(length))):
        scripted = _Scripted(words)
        ref, got = list(range(length)), list(range(length))
        DealShuffler.shuffle(scripted, ref)
        fast(got, scripted._block(0), scripted)
        if got != ref:
            return False
    return True
