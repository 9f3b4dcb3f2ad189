"""A table's match rebuilt from its stored rows, through the one replay path of the engines.

The stored deals and actions of a table, with its options and seat count, *are* its game record
(``shared/spec/records.md``): ``record_of`` writes that record and ``games.records`` checks and
replays it (``load_record``, ``build_match``), as ``python -m games replay`` does.  What the bot
keeps beside the match follows from the replayed hand logs (``bookkeeping``): the version each
recent move was made at, the relevant version, what is stored.  The turn counts are read from
the table row (``LiveTable.sync_players`` stores them with every change).  A game that keeps
checkpoints (Tonk: a table "until ended" plays hundreds of hands) stores one at each hand's end
(``checkpoint_ops``, beside the record), and a rebuild can start from it (``Start``): it reads
and replays only the hands after it.  Pure.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.db.rows import ActionRow, DealRow, TableRow
from bot.db.storage import Statement, Storage
from bot.tables.model import LiveTable
from games import Match
from games.actions import Look
from games.errors import InvalidRecord
from games.records import build_match, checkpoint, load_record, resume_match

Results = list[tuple[int, dict[str, Any], list[int]]]
"""A commit's new hand results: (hand, result, per side) (``statements.Results``)."""

RECENT = 64
"""How many recent moves a table remembers (``LiveTable.recent``)."""


def record_of(
    row: TableRow, deals: Sequence[DealRow], actions: Sequence[ActionRow], first: int = 0
) -> dict[str, Any]:
    """The game record of a started table, from its rows (each action in its hand); with
    ``first``, of its hands from ``first`` on (the rows are those hands')."""
    hands: list[dict[str, Any]] = [
        {"dealer": d.dealer, "deal": d.deal, "actions": []} for d in deals
    ]
    for a in actions:
        if not 0 <= a.hand - first < len(hands):
            raise InvalidRecord(f"action {a.seq} is in hand {a.hand}, which was never dealt")
        hands[a.hand - first]["actions"].append([a.seat, a.action])
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


def bookkeeping(m: Match, people: Sequence[bool], first: int = 0, version: int = 0) -> Bookkeeping:
    """The recent moves and the relevant version of ``m``, replayed from its hand logs; the
    version counts every deal and every action (``Match.version``).  ``people``: per action,
    in order, whether the seat's person made it.

    As after each move of a live table (``apply_move``): a move's recent entry carries the
    version it was made at, and the relevant version is the one after the last move other
    than a Spades look, with the deals that move started.  A match resumed from a checkpoint
    is read from its hand ``first`` on, from the checkpoint's ``version``."""
    recent: list[tuple[int, int, str, bool]] = []
    relevant = version
    follows = True  # the start, like a relevant move, takes in the deals that follow it
    k = 0
    for hand in m.hands[first:]:
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


@dataclass(frozen=True, slots=True)
class Start:
    """Where a rebuild starts from: a stored checkpoint (``games.records.checkpoint``)."""

    hands: int
    """The hands before it: the rows read are those of hands ``hands`` on."""
    state: dict[str, Any]
    last_seq: int
    """The ``seq`` of the table's last stored action (there may be none after the checkpoint)."""


def checkpoint_ops(store: Storage, t: LiveTable, results: Results) -> list[Statement]:
    """The checkpoint after the last hand that ``results`` (a commit's new hand results)
    finished, for a game that keeps them: a restart replays from it (``Start``)."""
    m = t.match
    if m is None or not results:
        return []
    hand = results[-1][0]
    state = checkpoint(m, hand)
    return [] if state is None else store.checkpoint_ops(t.id, hand + 1, state)


def replay(
    t: LiveTable,
    deals: Sequence[DealRow],
    actions: Sequence[ActionRow],
    start: Start | None = None,
) -> Bookkeeping:
    """Rebuild the match of ``t`` from its rows (those from ``start`` on, if given) and set
    what is kept beside it (the turn counts from the row); raise ``CardroomError`` if the
    record does not replay."""
    row = t.row
    first = 0 if start is None else start.hands
    tail = load_record(record_of(row, deals, actions, first))
    m = build_match(tail) if start is None else resume_match(tail, start.state)
    # Without a seed the replay waits after the last recorded hand; the table deals the next
    # hands from its own seed (``deal_if_due``), exactly as before the restart.
    if row.seed is not None:
        m.seed = row.seed
    people = [a.source == "human" for a in actions]
    kept = bookkeeping(m, people, first, 0 if start is None else int(start.state["version"]))
    t.match = m
    t.relevant_version = kept.relevant_version
    t.recent.clear()
    t.recent.extend(kept.recent)
    t.turns = stored_turns(row, m.seats)
    t.last_seq = actions[-1].seq if actions else (-1 if start is None else start.last_seq)
    t.stored_hands = first + len(deals)
    t.stored_results = first + sum(1 for d in deals if d.result is not None)
    return kept
