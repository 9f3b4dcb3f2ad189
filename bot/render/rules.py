"""``/rules``: a readable summary of a game and of its house rules, in the asker's language.

The summaries are catalogue messages (``rules.ftl``, ``rules-summary-<game>``), copied from
``docs/i18n/rules/<game>.<lang>.md`` (a test keeps them equal): one catalogue for every text,
with its checks (every language has every message) and its fallback to English, rather than a
second loader for package data.  Never clipped: a house-rules list that does not fit the
summary's embed goes to a second one (Twenty-Nine's 21 rules, in the longer languages).
"""

from __future__ import annotations

import discord

from bot.i18n import Tr, tr
from bot.render.common import COLOUR, ICONS
from bot.tables import house_rules

DESCRIPTION = 4096
"""Discord's limit on an embed's description."""
HIDDEN = ("min_players", "max_players")


def summary(game: str, language: Tr) -> str:
    key = f"rules-summary-{game}"
    return language(key) if language.has(key) else ""


def option_lines(game: str, language: Tr) -> list[str]:
    """One line per house rule: its name, standard value and what it does."""
    lines = []
    for spec in house_rules.option_specs(game):
        if spec.name in HIDDEN:
            continue
        words = {
            "name": spec.name,
            "label": house_rules.spec_label(spec, language),
            "value": house_rules.spec_value(spec, spec.default, language),
        }
        help_ = house_rules.spec_help(spec, language)
        if help_:
            lines.append(language("rules-option", help=help_, **words))
        else:
            lines.append(language("rules-option-bare", **words))
    return lines


def _chunks(lines: list[str], limit: int) -> list[list[str]]:
    """``lines`` in runs whose joined text stays within ``limit`` (a line is never cut)."""
    out: list[list[str]] = [[]]
    used = 0
    for line in lines:
        size = len(line) + (1 if out[-1] else 0)
        if out[-1] and used + size > limit:
            out.append([])
            used, size = 0, len(line)
        out[-1].append(line)
        used += size
    return out


def rules_embeds(game: str, language: Tr | None = None) -> list[discord.Embed]:
    """The summary and the house rules in one embed; in two (or more) if they do not fit."""
    said = language or tr("en")
    name_key = f"game-{game}"
    title = said(
        "rules-title",
        icon=ICONS.get(game, ""),
        game=said(name_key) if said.has(name_key) else game,
    )
    colour = COLOUR.get(game, 0x5865F2)
    head = [summary(game, said), "", said("house-rules-header")]
    rules = option_lines(game, said)
    whole = "\n".join([*head, *rules])
    if len(whole) <= DESCRIPTION:
        return [discord.Embed(title=title, description=whole, colour=colour)]
    embeds = [discord.Embed(title=title, description=head[0], colour=colour)]
    for part in _chunks([head[2], *rules], DESCRIPTION):
        embeds.append(discord.Embed(description="\n".join(part), colour=colour))
    return embeds


def rules_embed(game: str, language: Tr | None = None) -> discord.Embed:
    """The first embed of ``rules_embeds`` (the title and the summary)."""
    return rules_embeds(game, language)[0]
