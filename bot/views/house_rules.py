"""The House rules menu: one select per option, a few options per page."""

from __future__ import annotations

import discord

from bot.tables import house_rules
from bot.tables.service import PublicSnapshot
from bot.views.component import button, new_view, select

PER_PAGE = 4
HIDDEN = frozenset({"min_players", "max_players"})
MESSAGE = 2000
"""Discord's limit on a message's content."""
READ_ONLY = "Only the host can change them."


def specs(game: str) -> list[house_rules.OptionSpec]:
    return [s for s in house_rules.option_specs(game) if s.name not in HIDDEN]


def pages(game: str) -> int:
    """Pages of the host's menu: ``PER_PAGE`` options each (a select per row, one row for
    Previous and Next)."""
    return max(1, -(-len(specs(game)) // PER_PAGE))


def _value_of(snap: PublicSnapshot, spec: house_rules.OptionSpec) -> object:
    if spec.name == house_rules.BOT_HANDS:
        return snap.hand_limit
    return snap.options.get(spec.name, spec.default)


def _line(snap: PublicSnapshot, spec: house_rules.OptionSpec) -> str:
    value = house_rules.format_value(_value_of(snap, spec))
    desc = f" — {spec.description}" if spec.description else ""
    return f"• **{spec.label}**: {value}{desc}"


def read_only_pages(snap: PublicSnapshot) -> list[list[house_rules.OptionSpec]]:
    """Everybody else's view: as many options a page as fit one message (2,000 characters,
    header and footer included), so no line is ever cut."""
    budget = MESSAGE - len(_header(snap, 99, 99)) - len(READ_ONLY) - 2
    out: list[list[house_rules.OptionSpec]] = [[]]
    used = 0
    for spec in specs(snap.game):
        size = len(_line(snap, spec)) + 1
        if out[-1] and used + size > budget:
            out.append([])
            used = 0
        out[-1].append(spec)
        used += size
    return out


def _header(snap: PublicSnapshot, page: int, n: int) -> str:
    head = f"**House rules — {snap.title}, table #{snap.table_id}**"
    return head + (f" (page {page + 1} of {n})" if n > 1 else "")


def rules_page(snap: PublicSnapshot, page: int, *, editable: bool) -> tuple[str, discord.ui.View]:
    """Text and components of one page; read-only (no selects) for everyone but the host.
    Both are paged: the host's by ``PER_PAGE`` selects, everybody's by what fits a message."""
    all_specs = specs(snap.game)
    if editable:
        n = pages(snap.game)
        page = max(0, min(page, n - 1))
        shown = all_specs[page * PER_PAGE : (page + 1) * PER_PAGE]
    else:
        chunks = read_only_pages(snap)
        n = len(chunks)
        page = max(0, min(page, n - 1))
        shown = chunks[page]
    lines = [_header(snap, page, n), *(_line(snap, spec) for spec in shown)]
    if not editable:
        lines.append(READ_ONLY)
    text = "\n".join(lines)
    v = new_view()
    for row, spec in enumerate(shown if editable else ()):
        current = house_rules.encode(_value_of(snap, spec))
        options = []
        for choice in spec.choices:
            value = house_rules.encode(choice)
            tag = " (standard)" if value == house_rules.encode(spec.default) else ""
            options.append(
                discord.SelectOption(
                    label=f"{house_rules.format_value(choice)}{tag}"[:100],
                    value=value[:100],
                    default=value == current,
                )
            )
        v.add_item(
            select(
                f"{spec.label}: {house_rules.format_value(_value_of(snap, spec))}",
                options,
                "opt",
                snap.table_id,
                page,
                spec.name,
                row=row,
            )
        )
    if n > 1:
        v.add_item(button("◀ Previous", "optp", snap.table_id, (page - 1) % n, "p", row=PER_PAGE))
        v.add_item(button("Next ▶", "optp", snap.table_id, (page + 1) % n, "n", row=PER_PAGE))
    return text, v
