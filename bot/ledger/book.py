"""The rules of the ledger's writes: a payment recorded, confirmed, declined or withdrawn, and
the books closed.  A decision is read and written in one transaction, so that two clicks at
once (a confirm and a withdraw) cannot both count.

Pure but for the statements: validation raises ``LedgerError`` (a ``TableError``: the one
private refusal of the commands and the components) before anything is written.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.db.steps import Tx, TxStep, tx_step
from bot.ledger.record import open_book
from bot.tables.errors import TableError

MAX_AMOUNT = 1_000_000
"""The largest single payment: friends' stakes, not a bank (and far below SQLite's limits)."""

PENDING, CONFIRMED, DECLINED, WITHDRAWN, CLOSED = (
    "pending",
    "confirmed",
    "declined",
    "withdrawn",
    "closed",
)
STATUSES = (PENDING, CONFIRMED, DECLINED, WITHDRAWN, CLOSED)


class LedgerError(TableError):
    """A ledger request refused: nothing is stored; the message is for the person who asked."""


@dataclass(frozen=True, slots=True)
class Person:
    user_id: int
    name: str
    bot: bool = False


def check_payment(recorder: Person, other: Person, amount: int, unit: str) -> None:
    """Refuse a payment that cannot be right, before anything is stored (whether both have
    played is the caller's check: it needs the store)."""
    if other.bot:
        raise LedgerError("ledger-no-bots")
    if other.user_id == recorder.user_id:
        raise LedgerError("ledger-not-yourself")
    if amount <= 0:
        raise LedgerError("ledger-amount-low", unit=unit, amount=amount)
    if amount > MAX_AMOUNT:
        raise LedgerError("ledger-amount-high", amount=amount, unit=unit, most=MAX_AMOUNT)


def record_payment_step(
    guild_id: int, payer: Person, payee: Person, amount: int, recorded_by: int, now: float
) -> tuple[TxStep, list[int]]:
    """The step that stores a pending payment in the server's open book, and the list its new
    id is put in once the step ran (the id names the payment in its buttons)."""
    made: list[int] = []

    @tx_step
    async def step(tx: Tx) -> None:
        row = await tx.one(
            "INSERT INTO ledger_payments (guild_id, book, payer_id, payer_name, payee_id, "
            "payee_name, amount, recorded_by, status, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
            (
                guild_id,
                await open_book(tx, guild_id),
                payer.user_id,
                payer.name,
                payee.user_id,
                payee.name,
                amount,
                recorded_by,
                PENDING,
                now,
            ),
        )
        assert row is not None
        made.append(int(row[0]))

    return step, made


DECIDED = {
    CONFIRMED: "ledger-already-confirmed",
    DECLINED: "ledger-already-declined",
    WITHDRAWN: "ledger-already-withdrawn",
    CLOSED: "ledger-already-closed",
}
"""What a click on a payment decided meanwhile is told (catalogue ids)."""


def decide_step(payment_id: int, user_id: int, status: str, now: float) -> TxStep:
    """The step that makes a pending payment ``status``: confirmed or declined by the one who
    did not record it, withdrawn by the one who did.  Read and changed in one transaction, so a
    confirm and a withdraw clicked at once cannot both count; a refusal (``LedgerError``) rolls
    back nothing but itself."""
    assert status in (CONFIRMED, DECLINED, WITHDRAWN)

    @tx_step
    async def step(tx: Tx) -> None:
        row = await tx.one(
            "SELECT payer_id, payee_id, recorded_by, status FROM ledger_payments WHERE id=?",
            (payment_id,),
        )
        if row is None:
            raise LedgerError("ledger-unknown-payment")
        payer_id, payee_id, recorded_by, current = (int(row[0]), int(row[1]), int(row[2]), row[3])
        if current != PENDING:
            raise LedgerError(DECIDED[str(current)], already=True)
        if status == WITHDRAWN:
            if user_id != recorded_by:
                raise LedgerError("ledger-only-recorder")
        else:
            other = payee_id if recorded_by == payer_id else payer_id
            if user_id != other:
                raise LedgerError("ledger-only-payee" if other == payee_id else "ledger-only-payer")
        await tx.run(
            "UPDATE ledger_payments SET status=?, decided_at=? WHERE id=? AND status=?",
            (status, now, payment_id, PENDING),
        )

    return step


def close_books_step(guild_id: int, by: int, now: float) -> tuple[TxStep, list[int]]:
    """The step that closes the server's open book and opens the next, and the list the closed
    book's number is put in.  Its pending payments are closed with it (they were about debts
    the new book no longer holds); every row stays, for the history.  Read and changed in one
    transaction: two settles at once close two books, one after the other, never the same."""
    closed: list[int] = []

    @tx_step
    async def step(tx: Tx) -> None:
        book = await open_book(tx, guild_id)
        await tx.run(
            "UPDATE ledger_payments SET status=?, decided_at=? "
            "WHERE guild_id=? AND book=? AND status=?",
            (CLOSED, now, guild_id, book, PENDING),
        )
        await tx.run(
            "INSERT INTO ledger_books (guild_id, book, opened_at, opened_by) VALUES (?, ?, ?, ?) "
            "ON CONFLICT(guild_id) DO UPDATE SET book=excluded.book, "
            "opened_at=excluded.opened_at, opened_by=excluded.opened_by",
            (guild_id, book + 1, now, by),
        )
        closed.append(book)

    return step, closed
