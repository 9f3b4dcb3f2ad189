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

from bot.i18n import Tr, tr
from bot.ledger.book import CLOSED, CONFIRMED, DECLINED, PENDING, WITHDRAWN
from bot.ledger.queries import Balance, PaymentRow, StakeRow
from bot.ledger.settle import Payment
from bot.render.common import COLOUR, ICONS, clip

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
    PENDING: "ledger-status-pending",
    CONFIRMED: "ledger-status-confirmed",
    DECLINED: "ledger-status-declined",
    WITHDRAWN: "ledger-status-withdrawn",
    CLOSED: "ledger-status-closed",
}
"""A payment's status in a history line (catalogue ids)."""
GROUPING = {"en": ",", "cy": ","}
"""Each language's thousands separator (the others: a no-break space, as Babel writes them)."""


def is_symbol(unit: str) -> bool:
    """A unit without letters ($, €, ¢) is written before the number, a word after it."""
    return not any(ch.isalpha() for ch in unit)


def grouped(n: int, language: str = "en") -> str:
    """``1,500`` (English, Welsh), ``1 500`` (Bulgarian, Haitian Creole)."""
    return f"{n:,}".replace(",", GROUPING.get(language, "\u00a0"))


def unit_word(unit: str | None, language: str = "en") -> str:
    """The unit as a sentence names it (``amounts in chips``): the server's or the bot's, else
    the catalogue's word in ``language``."""
    return tr(language)("ledger-unit-default") if unit is None else unit


def money(n: int, unit: str | None, language: str = "en") -> str:
    """An amount: ``12 chips``, ``1 chip``, ``$12``.  A unit of the server's (or the bot's
    ``STAKE_UNIT``) is its own word, so only English takes an *s* off it (another language's
    word is shown as written); no unit chosen (None) is chips in ``language``, with its
    plurals."""
    if unit is None:
        return tr(language)("ledger-money-default", count=n, amount=grouped(n, language))
    if is_symbol(unit):
        return f"{unit}{grouped(n, language)}"
    if language == "en" and n == 1 and len(unit) > 2 and unit.endswith("s") and unit[-2].isalpha():
        unit = unit[:-1]  # 1 chip, 1 point (a unit named in the plural)
    return f"{grouped(n, language)} {unit}"


def signed(n: int, unit: str | None, language: str = "en") -> str:
    """A position or a table's result, signed with a real minus sign: ``+12 chips``, ``−$5``,
    ``0 chips``."""
    sign = "+" if n > 0 else "−" if n < 0 else ""
    return sign + money(abs(n), unit, language)


def name(text: str) -> str:
    return clip(text, NAME_LENGTH)


def _cut(lines: list[str], top: int, more: str, t: Tr) -> list[str]:
    """The first ``top`` lines and one that says how many more there are (``more``: the
    catalogue's message for that line, given ``count``)."""
    if len(lines) <= top:
        return lines
    return [*lines[:top], t(more, count=len(lines) - top)]


def balance_embed(
    book: int,
    current: int,
    unit: str | None,
    balances: Sequence[Balance],
    settle: Sequence[Payment],
    pending: Sequence[PaymentRow],
    language: str = "en",
) -> discord.Embed:
    """Each person's net position, the fewest payments that settle everyone, the pending
    payments (they count once confirmed)."""
    t = tr(language)
    title = t("ledger-balance-title", icon=ICONS["tonk"], book=str(book))
    if book != current:
        title = t("ledger-closed", title=title)
    names = {b.user_id: b.name for b in balances}
    shown = [b for b in balances if b.net != 0]
    sections: list[str] = []
    if not balances:
        sections.append(t("ledger-balance-empty"))
    elif not shown:
        sections.append(t("ledger-balance-even"))
    else:
        positions = [
            t("ledger-position", name=name(b.name), amount=signed(b.net, unit, language))
            for b in shown
        ]
        sections.append("\n".join(_cut(positions, TOP_POSITIONS, "ledger-more-others", t)))
        lines = [
            t(
                "ledger-settle-line",
                payer=name(names.get(p.payer, str(p.payer))),
                payee=name(names.get(p.payee, str(p.payee))),
                amount=money(p.amount, unit, language),
            )
            for p in settle
        ]
        sections.append(
            t("ledger-settle-head", count=len(settle))
            + "\n"
            + "\n".join(_cut(lines, TOP_PAYMENTS, "ledger-more-payments", t))
        )
    if pending:
        lines = [
            t(
                "ledger-pending-line",
                payer=name(p.payer_name),
                payee=name(p.payee_name),
                amount=money(p.amount, unit, language),
                waiting=name(p.payee_name if p.recorded_by == p.payer_id else p.payer_name),
            )
            for p in pending
        ]
        sections.append(
            t("ledger-pending-head")
            + "\n"
            + "\n".join(_cut(lines, TOP_PENDING, "ledger-more-pending", t))
        )
    text = "\n\n".join(sections)
    embed = discord.Embed(title=title, description=clip(text, DESCRIPTION), colour=COLOUR["tonk"])
    embed.set_footer(text=t("ledger-balance-footer"))
    return embed


def payment_line(p: PaymentRow, unit: str | None, language: str = "en") -> str:
    return tr(language)(
        "ledger-payment-line",
        payer=name(p.payer_name),
        payee=name(p.payee_name),
        amount=money(p.amount, unit, language),
    )


def payment_text(p: PaymentRow, unit: str | None, other_mention: str, language: str = "en") -> str:
    """The public message of a payment: pending (asking the other person), or what became of
    it."""
    t = tr(language)
    line = payment_line(p, unit, language)
    recorder = name(p.payer_name if p.recorded_by == p.payer_id else p.payee_name)
    if p.status == PENDING:
        return t("ledger-payment-pending", line=line, recorder=recorder, other=other_mention)
    if p.status == CONFIRMED:
        return t("ledger-payment-confirmed", line=line)
    if p.status == DECLINED:
        return t("ledger-payment-declined", line=line)
    if p.status == WITHDRAWN:
        return t("ledger-payment-withdrawn", line=line, recorder=recorder)
    return t("ledger-payment-closed", line=line)


def history_entries(
    user_id: int,
    stakes: Sequence[StakeRow],
    payments: Sequence[PaymentRow],
    unit: str | None,
    language: str = "en",
) -> list[tuple[float, str]]:
    """One person's history, newest first: (time, line)."""
    t = tr(language)
    out: list[tuple[float, int, str]] = []
    for s in stakes:
        at = f"<t:{int(s.at)}:d>"
        amount = signed(s.amount, unit, language)
        if s.payout != s.amount:
            line = t(
                "ledger-history-stake-computers",
                at=at,
                table=str(s.table_id),
                amount=amount,
                payout=signed(s.payout, unit, language),
                book=str(s.book),
            )
        else:
            line = t("ledger-history-stake", at=at, table=str(s.table_id), amount=amount,
                     book=str(s.book))  # fmt: skip
        out.append((s.at, 0, line))
    for p in payments:
        key = "ledger-history-paid" if p.payer_id == user_id else "ledger-history-was-paid"
        line = t(
            key,
            at=f"<t:{int(p.created_at)}:d>",
            other=name(p.payee_name if p.payer_id == user_id else p.payer_name),
            amount=money(p.amount, unit, language),
            status=t(STATUS_WORDS[p.status]),
            book=str(p.book),
        )
        out.append((p.created_at, 1, line))
    out.sort(key=lambda e: (-e[0], -e[1]))
    return [(at, line) for at, _, line in out]


def pages(entries: Sequence[tuple[float, str]]) -> int:
    return max(1, -(-len(entries) // PAGE_SIZE))


def history_embed(
    who: str, entries: Sequence[tuple[float, str]], page: int, book: int, language: str = "en"
) -> discord.Embed:
    """One page of a history (``page`` from 0, already within range)."""
    t = tr(language)
    chunk = entries[page * PAGE_SIZE : (page + 1) * PAGE_SIZE]
    text = "\n".join(line for _, line in chunk) or t("ledger-history-empty")
    embed = discord.Embed(
        title=t("ledger-history-title", icon=ICONS["tonk"], name=name(who)),
        description=clip(text, DESCRIPTION),
        colour=COLOUR["tonk"],
    )
    embed.set_footer(
        text=t(
            "ledger-history-footer",
            page=str(page + 1),
            pages=str(pages(entries)),
            count=len(entries),
            book=str(book),
        )
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


def export_csv(
    stakes: Sequence[StakeRow], payments: Sequence[PaymentRow], unit: str | None
) -> bytes:
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
                    *(s.amount, "", "", "counted", unit_word(unit)),
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
                    *(p.status, unit_word(unit)),
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
