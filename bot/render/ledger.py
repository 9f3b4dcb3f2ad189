"""The friends' ledger as Discord shows it: the balance post (positions, the payments that
settle everyone, the pending ones), a payment's message, the pages of a history, the CSV export.

Pure formatting: amounts in the server's stake unit (a word after the number, a symbol before
it), names clipped to Discord's 32, every post within Discord's limits however many people and
rows there are (the longest sections are cut with a line that says how many were left out).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from datetime import UTC, datetime

import discord

from bot.ledger.book import CLOSED, CONFIRMED, DECLINED, PENDING, WITHDRAWN
from bot.ledger.queries import Balance, PaymentRow, StakeRow
from bot.ledger.settle import Payment
from bot.render.common import COLOUR, ICONS, clip, plural

NAME_LENGTH = 32
DESCRIPTION = 4096
"""Discord's limit on an embed description."""
TOP_POSITIONS = 15
TOP_PAYMENTS = 15
TOP_PENDING = 5
"""How many lines of each section a balance post shows: 35 lines of at most ~100 characters
stay under the description's 4096."""
PAGE_SIZE = 10
"""History entries per page."""

STATUS_WORDS = {
    PENDING: "⏳ pending",
    CONFIRMED: "✅ confirmed",
    DECLINED: "❌ declined",
    WITHDRAWN: "↩️ withdrawn",
    CLOSED: "📕 closed with the books, never confirmed",
}


def is_symbol(unit: str) -> bool:
    """A unit without letters ($, €, ¢) is written before the number, a word after it."""
    return not any(ch.isalpha() for ch in unit)


def money(n: int, unit: str) -> str:
    """An amount: ``12 chips``, ``1 chip``, ``$12``."""
    if is_symbol(unit):
        return f"{unit}{n:,}"
    if n == 1 and len(unit) > 2 and unit.endswith("s") and unit[-2].isalpha():
        unit = unit[:-1]  # 1 chip, 1 point (a unit named in the plural)
    return f"{n:,} {unit}"


def signed(n: int, unit: str) -> str:
    """A position or a table's result, signed with a real minus sign: ``+12 chips``, ``−$5``,
    ``0 chips``."""
    sign = "+" if n > 0 else "−" if n < 0 else ""
    return sign + money(abs(n), unit)


def name(text: str) -> str:
    return clip(text, NAME_LENGTH)


def _cut(lines: list[str], top: int, more: str) -> list[str]:
    if len(lines) <= top:
        return lines
    return [*lines[:top], f"…and {plural(len(lines) - top, more)}"]


def balance_embed(
    book: int,
    current: int,
    unit: str,
    balances: Sequence[Balance],
    settle: Sequence[Payment],
    pending: Sequence[PaymentRow],
) -> discord.Embed:
    """Each person's net position, the fewest payments that settle everyone, the pending
    payments (they count once confirmed)."""
    title = f"{ICONS['tonk']} Ledger · book {book}"
    if book != current:
        title += " (closed)"
    names = {b.user_id: b.name for b in balances}
    shown = [b for b in balances if b.net != 0]
    sections: list[str] = []
    if not balances:
        sections.append("Nothing in this book yet: Tonk tables with stakes between people fill it.")
    elif not shown:
        sections.append("Everybody is even: nobody owes anything.")
    else:
        sections.append(
            "\n".join(
                _cut(
                    [f"{name(b.name)}: **{signed(b.net, unit)}**" for b in shown],
                    TOP_POSITIONS,
                    "other",
                )
            )
        )
        lines = [
            f"{name(names.get(p.payer, str(p.payer)))} pays "
            f"{name(names.get(p.payee, str(p.payee)))} **{money(p.amount, unit)}**"
            for p in settle
        ]
        sections.append(
            f"**To settle up** ({plural(len(settle), 'payment')}):\n"
            + "\n".join(_cut(lines, TOP_PAYMENTS, "payment"))
        )
    if pending:
        lines = [
            f"{name(p.payer_name)} paid {name(p.payee_name)} {money(p.amount, unit)}, "
            f"waiting for {name(p.payee_name if p.recorded_by == p.payer_id else p.payer_name)}"
            for p in pending
        ]
        sections.append(
            "**Pending** (not counted until confirmed):\n"
            + "\n".join(_cut(lines, TOP_PENDING, "pending payment"))
        )
    text = "\n\n".join(sections)
    embed = discord.Embed(title=title, description=clip(text, DESCRIPTION), colour=COLOUR["tonk"])
    embed.set_footer(text="+ : the others owe them · − : they owe. Record a payment: /ledger paid.")
    return embed


def payment_line(p: PaymentRow, unit: str) -> str:
    return f"**{name(p.payer_name)}** paid **{name(p.payee_name)}** {money(p.amount, unit)}"


def payment_text(p: PaymentRow, unit: str, other_mention: str) -> str:
    """The public message of a payment: pending (asking the other person), or what became of
    it."""
    line = payment_line(p, unit)
    recorder = p.payer_name if p.recorded_by == p.payer_id else p.payee_name
    if p.status == PENDING:
        return (
            f"💸 {line}, says {name(recorder)}. {other_mention}, is that right? It counts in the "
            "ledger once you confirm."
        )
    if p.status == CONFIRMED:
        return f"✅ {line}: confirmed, it counts in the ledger."
    if p.status == DECLINED:
        return f"❌ {line}? Declined: it does not count."
    if p.status == WITHDRAWN:
        return f"↩️ {line}? Withdrawn by {name(recorder)}: it does not count."
    return f"📕 {line}? Closed with the books before anyone confirmed it: it does not count."


def history_entries(
    user_id: int, stakes: Sequence[StakeRow], payments: Sequence[PaymentRow], unit: str
) -> list[tuple[float, str]]:
    """One person's history, newest first: (time, line)."""
    out: list[tuple[float, int, str]] = []
    for s in stakes:
        extra = ""
        if s.payout != s.amount:
            extra = f" ({signed(s.payout, unit)} at the table, computers included)"
        out.append(
            (
                s.at,
                0,
                f"<t:{int(s.at)}:d> · Tonk table #{s.table_id}: **{signed(s.amount, unit)}**"
                f"{extra} · book {s.book}",
            )
        )
    for p in payments:
        if p.payer_id == user_id:
            what = f"paid {name(p.payee_name)} {money(p.amount, unit)}"
        else:
            what = f"was paid {money(p.amount, unit)} by {name(p.payer_name)}"
        out.append(
            (
                p.created_at,
                1,
                f"<t:{int(p.created_at)}:d> · {what} · {STATUS_WORDS[p.status]} · book {p.book}",
            )
        )
    out.sort(key=lambda e: (-e[0], -e[1]))
    return [(at, line) for at, _, line in out]


def pages(entries: Sequence[tuple[float, str]]) -> int:
    return max(1, -(-len(entries) // PAGE_SIZE))


def history_embed(
    who: str, entries: Sequence[tuple[float, str]], page: int, book: int
) -> discord.Embed:
    """One page of a history (``page`` from 0, already within range)."""
    chunk = entries[page * PAGE_SIZE : (page + 1) * PAGE_SIZE]
    text = "\n".join(line for _, line in chunk) or "Nothing in the ledger yet."
    embed = discord.Embed(
        title=f"{ICONS['tonk']} {name(who)}'s ledger",
        description=clip(text, DESCRIPTION),
        colour=COLOUR["tonk"],
    )
    embed.set_footer(
        text=f"Page {page + 1} of {pages(entries)} · newest first · "
        f"{plural(len(entries), 'entry', 'entries')} · book {book} is open"
    )
    return embed


CSV_HEADER = (
    "kind",
    "book",
    "ref",
    "at_utc",
    "user_id",
    "name",
    "amount",
    "other_id",
    "other_name",
    "status",
    "unit",
)


def export_csv(stakes: Sequence[StakeRow], payments: Sequence[PaymentRow], unit: str) -> bytes:
    """The whole server's ledger, every book, oldest first.  A ``stake`` row per person per
    table (``ref``: the table; ``amount``: won + / lost −, among the people); a ``payment`` row
    per payment (``ref``: its id; ``user``: who paid, ``other``: who was paid; ``status`` as in
    the ledger: only ``confirmed`` counts)."""
    rows: list[tuple[float, int, list[object]]] = []
    for s in stakes:
        rows.append(
            (
                s.at,
                s.table_id,
                [
                    *("stake", s.book, s.table_id, _iso(s.at), s.user_id, _cell(s.name)),
                    *(s.amount, "", "", "counted", unit),
                ],
            )
        )
    for p in payments:
        rows.append(
            (
                p.created_at,
                p.id,
                [
                    *("payment", p.book, p.id, _iso(p.created_at), p.payer_id),
                    *(_cell(p.payer_name), p.amount, p.payee_id, _cell(p.payee_name)),
                    *(p.status, unit),
                ],
            )
        )
    rows.sort(key=lambda r: (r[0], r[1]))
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_HEADER)
    for _, _, row in rows:
        writer.writerow(row)
    return out.getvalue().encode("utf-8")


def _iso(at: float) -> str:
    return datetime.fromtimestamp(at, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _cell(text: str) -> str:
    """A name as a spreadsheet reads it as text: one that starts like a formula (``=``, ``+``,
    ``-``, ``@``) would be run by the program that opens the file."""
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text
