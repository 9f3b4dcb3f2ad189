"""Writes tests/tonk/records/*.json: scripted edge-case hands with hand-computed expectations.

Run from the repository root: ``python -m tests.tonk.records.make``.  The expected results below
are worked out by hand from RULES.md §4 (not copied from the engine); ``test_records`` checks that
the engine agrees.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from games.tonk import TonkMatch
from tests.tonk.helpers import A, B, C, D, act, deal, pass_turn, run_out_stock, stock_top, table

OUT = Path(__file__).parent


def lay(m: TonkMatch, seat: int, book: str) -> None:
    drawn = stock_top(m)
    act(m, seat, "draw stock", f"spread {book}", f"discard {drawn}")


def write(name: str, m: TonkMatch, note: str, hands_expected: list[dict[str, Any]]) -> None:
    doc = m.record(players=["alice", "bob", "bot:random", "dave", "eve"][: m.seats])
    scores = hands_expected[-1]["scores"]
    doc["note"] = note
    doc["expected"] = {
        "game": "tonk",
        "complete": False,
        "winner": None,
        "scores": scores,
        "hands": hands_expected,
    }
    text = json.dumps(doc, indent=1)
    # lists of plain values on one line each, so a deal reads like a deal
    text = re.sub(
        r"\[\s+([^\[\]{}]*?)\s+\]",
        lambda mt: "[" + re.sub(r"\s*\n\s*", " ", mt.group(1)) + "]",
        text,
    )
    (OUT / f"{name}.json").write_text(text + "\n")


def main() -> None:
    # initial tonk (TK-01)
    m = table(deal("KS QH JD TC 9S", "2H 3H 4D 5C 6S", "7H 8D 2C 3D 4S"))
    write(
        "initial_tonk",
        m,
        "A is dealt 49: paid double by each, the hand is not played (TK-01)",
        [
            {
                "payouts": [4, -2, -2],
                "ending": "initial_tonk",
                "counts": [49, 20, 24],
                "scores": [4, -2, -2],
            }
        ],
    )

    # drawn deal (TK-02), then the next dealer's hand: B drops at 9 and wins
    m = table(deal("KS KH QD JC TS", "KD QH JD TC 9S", "2H 3H 4D 5C 6S"))
    m.supply_deal(deal("5S 5H 5D 4C 4D", "AS AH 2S 2H 3S", "8S 8H 8D 7C 6C"), A)
    act(m, B, "drop")
    write(
        "drawn_deal",
        m,
        "two initial tonks: a drawn deal, no payments; A deals next; B drops at 9 and wins",
        [
            {
                "redeal": True,
                "payouts": [0, 0, 0],
                "ending": "draw",
                "counts": [50, 49, 20],
                "scores": [0, 0, 0],
            },
            {
                "payouts": [-1, 2, -1],
                "ending": "drop_won",
                "counts": [23, 9, 37],
                "scores": [-1, 2, -1],
            },
        ],
    )

    # caught, each mode (TK-09 counts: A 8 drops, B 6, C 8)
    TK09 = ("8H 8D 8C 5S 3H", "9S 9D 9H 4S 2C", "TH TD TC 6S 2D")
    for mode, pay in [
        ("double_each_leq_plus_low_bonus", [-4, 3, 1]),
        ("double_each_leq_only", [-4, 2, 2]),
        ("double_to_lowest_only", [-2, 2, 0]),
        ("seed_literal_dropper_pays_basic_too", [-5, 4, 1]),
    ]:
        m = table(deal(*TK09, upcard="2H", stock="KD KH KS"), options={"caught_mode": mode})
        for seat in (A, B, C):
            lay(m, seat, " ".join(TK09[seat].split()[:3]))
        act(m, A, "drop")
        write(
            f"caught_{mode}",
            m,
            f"A drops at 8 against B 6 and C 8, caught_mode={mode}",
            [{"payouts": pay, "ending": "caught", "counts": [8, 6, 8], "scores": pay}],
        )

    # caught, four players, tie for low (TK-10)
    H10 = ("7S 7H 7D 3C AC", "8S 8H 8D 2C 2D", "9S 9H 9D 5C KD", "AS AH 2S 3H 3D")
    m = table(deal(*H10, upcard="4H", stock="QS QH QD QC"), dealer=C)
    pass_turn(m, D)
    for seat in (A, B, C):
        lay(m, seat, " ".join(H10[seat].split()[:3]))
    act(m, D, "drop")
    write(
        "caught_four_players",
        m,
        "D drops at 10 against A 4, B 4, C 15 (TK-10)",
        [
            {
                "payouts": [3, 3, -2, -4],
                "ending": "caught",
                "counts": [4, 4, 15, 10],
                "scores": [3, 3, -2, -4],
            }
        ],
    )

    # stock out: B declines (TK-12)
    TK12 = ("7H 7D 7C 4S 3H", "5H 5D 5C 2S AS", "6H 6D 6C 2H AH")
    m = table(deal(*TK12, upcard="KC"))
    for seat in (A, B, C):
        lay(m, seat, " ".join(TK12[seat].split()[:3]))
    run_out_stock(m)
    top = m.view(A)["discard_top"]
    act(m, A, "draw discard", f"discard {top}")
    act(m, B, "end")
    write(
        "stock_out",
        m,
        "the stock runs out; A takes and returns the discard, B ends: B and C tie low (TK-12)",
        [{"payouts": [-2, 1, 1], "ending": "stock_out", "counts": [7, 3, 3], "scores": [-2, 1, 1]}],
    )

    # loop guard: a round of quiet turns with the stock empty ends the hand after the last discard
    m = table(deal(*TK12, upcard="KC"))
    for seat in (A, B, C):
        lay(m, seat, " ".join(TK12[seat].split()[:3]))
    run_out_stock(m)
    for seat in (A, B, C):
        top = m.view(seat)["discard_top"]
        act(m, seat, "draw discard", f"discard {top}")
    write(
        "loop_guard",
        m,
        "stock empty; A, B and C each take and return the discard: the loop guard ends the hand",
        [{"payouts": [-2, 1, 1], "ending": "stock_out", "counts": [7, 3, 3], "scores": [-2, 1, 1]}],
    )

    # tonk out by hits alone under tonk_out_requires_new_spread (TK-06 variant c)
    m = table(
        deal(
            "5S 5D 5C 5H 8C", "9C TC JC 2H 4D", "7H 7D KS 3S 6H", upcard="2S", stock="3D 4S 6S QC"
        ),
        options={"tonk_out_requires_new_spread": True},
    )
    act(m, A, "draw stock", "spread 5S 5D 5C", "discard 3D")
    act(m, B, "draw stock", "spread 9C TC JC", "discard 4S")
    pass_turn(m, C)
    act(m, A, "draw stock", "hit QC 1", "hit 8C 1", "hit 5H 0")
    write(
        "tonk_out_hits_only",
        m,
        "A goes out by three hits and no new spread: tonk_out at the basic stake",
        [
            {
                "payouts": [2, -1, -1],
                "ending": "tonk_out",
                "counts": [0, 6, 33],
                "scores": [2, -1, -1],
            }
        ],
    )

    # tonk out with a new spread, then the next hand (dealer A): B goes out with a discard
    m = table(deal("3H 3D 3C 8S 9S", "2H 4H 6D 8C QS", "5H 7H 9D JC KD", upcard="2C", stock="TS"))
    act(m, A, "draw stock", "spread 3H 3D 3C", "spread 8S 9S TS")
    m.supply_deal(
        deal("KH QH JH 9C 9D", "AS 2S 3S 4S KC", "7H 7D KS QD 6H", upcard="2H", stock="5S 4D"), A
    )
    act(m, B, "draw stock", "spread AS 2S 3S 4S 5S", "discard KC")
    write(
        "tonk_then_out",
        m,
        "A tonks out (double); next hand A deals and B goes out with a discard (basic)",
        [
            {
                "payouts": [4, -2, -2],
                "ending": "tonk_out",
                "counts": [0, 30, 41],
                "scores": [4, -2, -2],
            },
            {"payouts": [-1, 2, -1], "ending": "out", "counts": [48, 0, 40], "scores": [3, 0, -3]},
        ],
    )
    print("written", sorted(p.name for p in OUT.iterdir()))


if __name__ == "__main__":
    main()
