"""The House rules menu: one select per option, a few options per page."""

from __future__ import annotations

import discord

from bot.tables import house_rules
from bot.tables.service import PublicSnapshot
from bot.views.component import button, new_view, select

PER_PAGE = 4
HIDDEN = frozenset({"min_players", "max_players"})


def specs(game: str) -> list[house_rules.OptionSpec]:
    return [s for s in house_rules.option_specs(game) if s.name not in HIDDEN]


def pages(game: str) -> int:
    return max(1, -(-len(specs(game)) // PER_PAGE))


def _value_of(snap: PublicSnapshot, spec: house_rules.OptionSpec) -> object:
    if spec.name == house_rules.BOT_HANDS:
        return snap.hand_limit
    return snap.options.get(spec.name, spec.default)


def rules_page(snap: PublicSnapshot, page: int, *, editable: bool) -> tuple[str, discord.ui.View]:
    """Text and components of one page; read-only (no selects) for everyone but the host."""
    all_specs = specs(snap.game)
    n = pages(snap.game)
    page = max(0, min(page, n - 1))
    shown = all_specs[page * PER_PAGE : (page + 1) * PER_PAGE] if editable else all_specs
    lines = [f"**House rules — {snap.title}, table #{snap.table_id}**"]
    if editable and n > 1:
        lines[0] += f" (page {page + 1} of {n})"
    for spec in shown:
        value = house_rules.format_value(_value_of(snap, spec))
        desc = f" — {spec.description}" if spec.description else ""
        lines.append(f"• **{spec.label}**: {value}{desc}")
    if not editable:
        lines.append("Only the host can change them.")
    text = "\n".join(lines)[:2000]
    v = new_view()
    if not editable:
        return text, v
    for row, spec in enumerate(shown):
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
