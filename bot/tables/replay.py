"""A table's match rebuilt from its stored rows, through the one replay path of the engines.

The stored deals and actions of a table, with its options and seat count, *are* its game record
(``shared/spec/records.md``): ``record_of`` writes that record and ``games.records`` checks and
replays it (``load_record``, ``build_match``), as ``python -m games replay`` does.  What the bot
keeps beside the match follows from the replayed hand logs (``bookkeeping``): the version each
recent move was made at, the relevant version, what is stored.  The turn counts are read from
the table row (``LiveTable.sync_players`` stores them with every change).  Pure.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.db.rows import ActionRow, DealRow, TableRow
from bot.tables.model import LiveTable
from games import Match
from games.actions import Look
from games.errors import InvalidRecord
from games.records import build_match, load_record

RECENT = 64
"""How many recent moves a table remembers (``LiveTable.recent``)."""


def record_of(
    row: TableRow, deals: Sequence[DealRow], actions: Sequence[ActionRow]
) -> dict[str, Any]:
    """The game record of a started table, from its rows (each action in its hand)."""
    hands: list[dict[str, Any]] = [
        {"dealer": d.dealer, "deal": d.deal, "actions": []} for d in deals
    ]
    for a in actions:
        if not 0 <= a.hand < len(hands):
            raise InvalidRecord(f"action {a.seq} is in hand {a.hand}, which was never dealt")
        hands[a.hand]["actions"].append([a.seat, a.action])
    return {"game": row.game, "options": row.options, "seats": row.seats, "hands": hands}


@dataclass(frozen=True, slots=True)
class Bookkeeping:
    """What the table keeps beside its match, as the replayed match implies it."""

    recent: list[tuple[int, int, str, bool]]
    """The latest moves (at most ``RECENT``) as ``LiveTable.recent`` holds them."""
    relevant_version: int
    version: int
    """The version the hand logs add up to (the match's own, unless an engine counts
    otherwise: then the caller logs it)."""


def bookkeeping(m: Match, people: Sequence[bool]) -> Bookkeeping:
    """The recent moves and the relevant version of ``m``, replayed from its hand logs; the
    version counts every deal and every action (``Match.version``).  ``people``: per action,
    in order, whether the seat's person made it.

    As after each move of a live table (``apply_move``): a move's recent entry carries the
    version it was made at, and the relevant version is the one after the last move other
    than a Spades look, with the deals that move started."""
    recent: list[tuple[int, int, str, bool]] = []
    version = relevant = 0
    follows = True  # the start, like a relevant move, takes in the deals that follow it
    k = 0
    for hand in m.hands:
        version += 1
        if follows:
            relevant = version
        for seat, action in hand.actions:
            recent.append((version, seat, str(action), people[k]))
            k += 1
            version += 1
            follows = not isinstance(action, Look)
            if follows:
                relevant = version
    return Bookkeeping(recent[-RECENT:], relevant, version)


def stored_turns(row: TableRow, seats: int) -> list[int]:
    """The turn counts stored with the row's seats (zero for a row stored without them)."""
    counts = [int(p.get("turns", 0)) for p in row.players[:seats]]
    return counts + [0] * (seats - len(counts))


def replay(t: LiveTable, deals: Sequence[DealRow], actions: Sequence[ActionRow]) -> Bookkeeping:
    """Rebuild the match of ``t`` from its rows and set what is kept beside it (the turn
    counts from the row); raise ``CardroomError`` if the record does not replay."""
    row = t.row
    m = build_match(load_record(record_of(row, deals, actions)))
    # Without a seed the replay waits after the last recorded hand; the table deals the next
    # hands from its own seed (``deal_if_due``), exactly as before the restart.
    if row.seed is not None:
        m.seed = row.seed
    kept = bookkeeping(m, [a.source == "human" for a in actions])
    t.match = m
    t.relevant_version = kept.relevant_version
    t.recent.clear()
    t.recent.extend(kept.recent)
    t.turns = stored_turns(row, m.seats)
    t.last_seq = actions[-1].seq if actions else -1
    t.stored_hands = len(deals)
    t.stored_results = sum(1 for d in deals if d.result is not None)
    return kept
