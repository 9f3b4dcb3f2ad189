"""The statements one change of a table commits, built from the table under its lock.

A move commits its action, the deals it started, the hands it finished (their result rows,
due summaries and, for a game that keeps them, a checkpoint), the table row and, when it ends
the match, the table's ``endings`` row and its league update: one transaction, so a crash keeps
all of a change or none of it.  Pure: the storage (``bot.db.storage.Storage``) builds each
statement; nothing is written here.
"""

from __future__ import annotations

from typing import Any

from bot.db.rows import EndingRow, ResultRow
from bot.db.storage import Statement, Storage
from bot.leagues import record_step
from bot.ledger import ledger_step
from bot.tables.model import LiveTable
from bot.tables.outcome import outcome_of
from bot.tables.replay import checkpoint_ops
from bot.tables.turns import refresh_turn
from games import Match

Results = list[tuple[int, dict[str, Any], list[int]]]
"""Hands finished by a change: (hand index, result JSON, what it changed per side)."""


def row_op(store: Storage, t: LiveTable, now: float) -> Statement:
    """The table row's UPDATE, with the turn's deadline brought up to date first: the
    deadline is committed with the change that started the turn (``refresh_turn``)."""
    refresh_turn(t, now)
    return store.update_table_op(t.row, now)


def record_ops(store: Storage, t: LiveTable, now: float) -> tuple[list[Statement], Results]:
    """Statements for new deals, new hand results and the table row (after an apply); at
    the end of the match also its ``endings`` row, the league update and the ledger's stakes
    (Tonk), in the same transaction (a crash keeps all of the end or none of it).  Marks them
    stored in ``t``."""
    m = t.match
    assert m is not None
    ops: list[Statement] = []
    for i in range(t.stored_hands, len(m.hands)):
        ops.append(store.deal_op(t.id, i, m.hands[i].dealer, m.hands[i].deal.to_json()))
    t.stored_hands = len(m.hands)
    results: Results = []
    for i in range(t.stored_results, len(m.hands)):
        res = m.hands[i].result
        if res is None:
            break
        rj = res.to_json()
        rows = result_rows(m, i, rj)
        ops += store.result_ops(t.id, i, rj, rows)
        results.append((i, rj, [r.points for r in rows]))
        t.stored_results = i + 1
    ops += checkpoint_ops(store, t, results)  # a game that keeps them (``replay``)
    t.row.version = m.version
    if t.finished:
        t.row.status = "finished"
        t.ending = EndingRow(t.id, None, results[0][0] if results else None)
        ops.append(store.ending_op(t.ending))
        outcome = outcome_of(t)
        ops += [record_step(outcome, now), ledger_step(outcome, now)]
    t.sync_players()
    ops.append(row_op(store, t, now))
    return ops, results


def end_ops(store: Storage, t: LiveTable, now: float, forfeit: int | None) -> list[Statement]:
    """An end before the match is over (``t.ending`` set): the row, what is left to show of the
    end and the league update (a forfeit, by team ``forfeit``, is rated; any other is not)."""
    assert t.ending is not None
    t.sync_players()
    outcome = outcome_of(t, forfeit)
    league, ledger = record_step(outcome, now), ledger_step(outcome, now)
    return [row_op(store, t, now), store.ending_op(t.ending), league, ledger]


def result_rows(m: Match, hand: int, rj: dict[str, Any]) -> list[ResultRow]:
    """The ``hand_results`` rows of a finished hand: per side, what it changed (Tonk: the
    payout), the match total after it and (Spades) the bags."""
    totals = list(rj.get("scores") or m.scores)
    prev = [0] * len(totals)
    for j in range(hand - 1, -1, -1):
        r = m.hands[j].result
        if r is not None:
            prev = list(r.to_json().get("scores") or prev)
            break
    bags = rj.get("bags")
    payouts = rj.get("payouts")
    return [
        ResultRow(
            hand,
            side,
            int(payouts[side]) if payouts is not None else int(total - prev[side]),
            int(total),
            int(bags[side]) if isinstance(bags, list) else None,
        )
        for side, total in enumerate(totals)
    ]


def final_hands(t: LiveTable, first: int | None) -> Results:
    """The hands that the change ending ``t`` finished (from ``EndingRow.first_hand``), from
    its match: their summaries are the first posts of the end, at its first showing and
    after a restart alike."""
    m = t.match
    if m is None or first is None:
        return []
    out: Results = []
    for i in range(first, len(m.hands)):
        res = m.hands[i].result
        if res is None:
            break
        rj = res.to_json()
        out.append((i, rj, [r.points for r in result_rows(m, i, rj)]))
    return out
