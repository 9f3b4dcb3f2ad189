"""Reading the friends' ledger: the open book, balances, pending payments, one person's history
and the export.  Read-only: the writes are ``record`` (with a table's end) and ``book``.

A balance is always computed from the rows (the stakes of the open book's tables plus its
confirmed payments), never stored, so it cannot drift from them: nothing is counted twice and
a payment that was declined, withdrawn or closed counts for nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.db.storage import Database
from bot.ledger.book import CONFIRMED, PENDING


@dataclass(frozen=True, slots=True)
class Book:
    number: int
    opened_at: float | None
    """None: book 1, open since the ledger began."""


@dataclass(frozen=True, slots=True)
class Balance:
    user_id: int
    name: str
    net: int
    """Positive: the others owe them; negative: they owe."""


@dataclass(frozen=True, slots=True)
class PaymentRow:
    id: int
    book: int
    payer_id: int
    payer_name: str
    payee_id: int
    payee_name: str
    amount: int
    recorded_by: int
    status: str
    created_at: float
    decided_at: float | None


@dataclass(frozen=True, slots=True)
class StakeRow:
    table_id: int
    book: int
    at: float
    user_id: int
    name: str
    payout: int
    amount: int


PAYMENT_COLUMNS = (
    "id, book, payer_id, payer_name, payee_id, payee_name, amount, recorded_by, status, "
    "created_at, decided_at"
)
STAKE_QUERY = (
    "SELECT t.table_id, t.book, t.at, s.user_id, s.name, s.payout, s.amount "
    "FROM ledger_stakes s JOIN ledger_tables t ON t.table_id = s.table_id WHERE t.guild_id=?"
)


def _payment(r: tuple[Any, ...]) -> PaymentRow:
    return PaymentRow(
        int(r[0]),
        int(r[1]),
        int(r[2]),
        str(r[3]),
        int(r[4]),
        str(r[5]),
        int(r[6]),
        int(r[7]),
        str(r[8]),
        float(r[9]),
        None if r[10] is None else float(r[10]),
    )


async def book(store: Database, guild_id: int) -> Book:
    rows = await store.fetch(
        "SELECT book, opened_at FROM ledger_books WHERE guild_id=?", (guild_id,)
    )
    return Book(int(rows[0][0]), float(rows[0][1])) if rows else Book(1, None)


async def played(store: Database, guild_id: int, user_id: int) -> bool:
    """Whether the person has stakes in this server's ledger (any book): only they take part."""
    rows = await store.fetch(STAKE_QUERY + " AND s.user_id=? LIMIT 1", (guild_id, user_id))
    return bool(rows)


async def stakes(
    store: Database, guild_id: int, book_number: int | None = None, user_id: int | None = None
) -> list[StakeRow]:
    """Stake rows, oldest first (one book or all; one person or all)."""
    query, params = STAKE_QUERY, [guild_id]
    if book_number is not None:
        query += " AND t.book=?"
        params.append(book_number)
    if user_id is not None:
        query += " AND s.user_id=?"
        params.append(user_id)
    rows = await store.fetch(query + " ORDER BY t.at, t.table_id, s.seat", params)
    return [
        StakeRow(int(t), int(b), float(at), int(u), str(n), int(p), int(a))
        for t, b, at, u, n, p, a in rows
    ]


async def payments(
    store: Database,
    guild_id: int,
    book_number: int | None = None,
    user_id: int | None = None,
    status: str | None = None,
) -> list[PaymentRow]:
    """Payment rows, oldest first (filtered by book, person, status)."""
    query = f"SELECT {PAYMENT_COLUMNS} FROM ledger_payments WHERE guild_id=?"
    params: list[object] = [guild_id]
    if book_number is not None:
        query += " AND book=?"
        params.append(book_number)
    if user_id is not None:
        query += " AND (payer_id=? OR payee_id=?)"
        params += [user_id, user_id]
    if status is not None:
        query += " AND status=?"
        params.append(status)
    return [_payment(r) for r in await store.fetch(query + " ORDER BY id", params)]


async def payment(store: Database, payment_id: int) -> PaymentRow | None:
    rows = await store.fetch(
        f"SELECT {PAYMENT_COLUMNS} FROM ledger_payments WHERE id=?", (payment_id,)
    )
    return _payment(rows[0]) if rows else None


def net_positions(stake_rows: list[StakeRow], confirmed: list[PaymentRow]) -> list[Balance]:
    """Each person's net from the rows: their stakes, plus what they paid, minus what they were
    paid (paying a debt brings you up to even).  Most owed first; names: the latest seen."""
    net: dict[int, int] = {}
    names: dict[int, str] = {}
    for s in stake_rows:
        net[s.user_id] = net.get(s.user_id, 0) + s.amount
        names[s.user_id] = s.name
    for p in confirmed:
        net[p.payer_id] = net.get(p.payer_id, 0) + p.amount
        net[p.payee_id] = net.get(p.payee_id, 0) - p.amount
        names.setdefault(p.payer_id, p.payer_name)
        names.setdefault(p.payee_id, p.payee_name)
    out = [Balance(u, names[u], n) for u, n in net.items()]
    return sorted(out, key=lambda b: (-b.net, b.name.lower(), b.user_id))


async def balances(store: Database, guild_id: int, book_number: int) -> list[Balance]:
    """Everyone's net position in a book (they sum to zero)."""
    return net_positions(
        await stakes(store, guild_id, book_number),
        await payments(store, guild_id, book_number, status=CONFIRMED),
    )


async def pending(store: Database, guild_id: int, book_number: int) -> list[PaymentRow]:
    return await payments(store, guild_id, book_number, status=PENDING)
