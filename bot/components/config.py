"""``/config``'s components: a server's default house rules (the lobby's menu: one select per
rule, ``PER_PAGE`` a page) and the pages of ``/config show``.

The number in their custom ids is the server's id.  Every click checks Manage Server again (a
member who lost it since cannot go on with an old menu), and a change is stored before the
menu shows it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Self, cast

import discord
from discord import app_commands

from bot.components import ids
from bot.components.base import (
    Button,
    Component,
    Interaction,
    Select,
    button,
    new_view,
    select,
    tr_of,
)
from bot.components.house_rules import PER_PAGE, pages, specs
from bot.i18n import Tr
from bot.render.config import game_name, pages_of, settings_lines
from bot.tables import house_rules
from bot.tables.errors import TableError
from bot.tables.servers import Servers, terms

if TYPE_CHECKING:
    from bot.bot import CardroomBot


def check_admin(interaction: Interaction) -> None:
    """Manage Server, checked by the bot (as ``/league season`` is)."""
    if interaction.guild_id is None or not interaction.permissions.manage_guild:
        raise TableError("config-not-admin")


def _value(rules: dict[str, Any], spec: house_rules.OptionSpec) -> Any:
    return rules.get(spec.name, spec.default)


def rules_page(
    tr: Tr, guild_id: int, game: str, rules: dict[str, Any], page: int
) -> tuple[str, discord.ui.View]:
    """One page of a server's default house rules of ``game``: a line and a select per rule
    (the lobby's choices), ◀ ▶ between pages."""
    every = specs(game)
    n = pages(game)
    page = max(0, min(page, n - 1))
    shown = every[page * PER_PAGE : (page + 1) * PER_PAGE]
    head = tr("config-rules-title", game=game_name(tr, game))
    if n > 1:
        head += " " + tr("config-page", page=page + 1, pages=n)
    lines = [head, tr("config-rules-hint")]
    # The rules and values named as the lobby's menus name them, in the reader's language.
    lines += [
        tr(
            "config-rule-line",
            rule=house_rules.spec_label(s, tr),
            value=house_rules.spec_value(s, _value(rules, s), tr),
        )
        for s in shown
    ]
    v = new_view()
    for row, spec in enumerate(shown):
        current = house_rules.encode(_value(rules, spec))
        options = []
        for choice in spec.choices:
            value = house_rules.encode(choice)
            label = house_rules.spec_value(spec, choice, tr)
            if value == house_rules.encode(spec.default):
                label = tr("config-rule-standard", value=label)
            options.append(
                discord.SelectOption(label=label[:100], value=value[:100], default=value == current)
            )
        placeholder = tr(
            "house-rules-placeholder",
            rule=house_rules.spec_label(spec, tr),
            value=house_rules.spec_value(spec, _value(rules, spec), tr),
        )
        cid = ids.make(ids.CONFIG_RULE, guild_id, game, page, spec.name)
        v.add_item(ConfigRuleSelect(select(placeholder, options, cid, row=row), guild_id, game,
                                    page, spec.name))  # fmt: skip
    if n > 1:
        for label, to, way in (
            (tr("config-previous"), (page - 1) % n, "p"),
            (tr("config-next"), (page + 1) % n, "n"),
        ):
            cid = ids.make(ids.CONFIG_RULES_PAGE, guild_id, game, to, way)
            v.add_item(ConfigRulesPage(button(label, cid, row=PER_PAGE), guild_id, game, to))
    return "\n".join(lines)[:2000], v


def bot_of(interaction: Interaction) -> CardroomBot:
    return interaction.client


class ConfigRuleSelect(
    Component[Select],
    template=ids.template(ids.CONFIG_RULE, r"(?P<game>[a-z0-9]+)", r"(?P<page>\d+)",
                          r"(?P<name>[A-Za-z0-9_]+)"),
):  # fmt: skip
    """A default house rule of the server (Manage Server): stored, then the page again."""

    kind = ids.CONFIG_RULE

    def __init__(self, item: Select, guild_id: int, game: str, page: int, name: str) -> None:
        super().__init__(item, guild_id)
        self.game, self.page, self.name = game, page, name

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(cast(Select, item), cls.table_of(match), match["game"], int(match["page"]),
                   match["name"])  # fmt: skip

    async def answer(self, interaction: Interaction) -> None:
        check_admin(interaction)
        if interaction.guild_id != self.table_id:
            raise TableError("config-not-admin")
        bot = bot_of(interaction)
        values = self.item.values
        try:
            value = house_rules.decode(values[0]) if values else None
        except ValueError:
            raise TableError(
                "config-unknown-value", rule=self.name, value="?", offered=""
            ) from None
        assert bot.store is not None
        servers = bot.service.servers
        rules = await servers.set_rule(
            bot.store, self.table_id, interaction.user.id, self.game, self.name, value
        )
        text, view = rules_page(tr_of(interaction), self.table_id, self.game, rules, self.page)
        await interaction.response.edit_message(content=text, view=view)


class ConfigRulesPage(
    Component[Button],
    template=ids.template(ids.CONFIG_RULES_PAGE, r"(?P<game>[a-z0-9]+)", r"(?P<page>\d+)")
    + r"(?::.*)?",
):
    """◀ Previous, Next ▶ of a server's default house rules."""

    kind = ids.CONFIG_RULES_PAGE

    def __init__(self, item: Button, guild_id: int, game: str, page: int) -> None:
        super().__init__(item, guild_id)
        self.game, self.page = game, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(cast(Button, item), cls.table_of(match), match["game"], int(match["page"]))

    async def answer(self, interaction: Interaction) -> None:
        check_admin(interaction)
        rules = bot_of(interaction).service.servers.rules(self.table_id, self.game)
        text, view = rules_page(tr_of(interaction), self.table_id, self.game, rules, self.page)
        await interaction.response.edit_message(content=text, view=view)


def show_pages(interaction: Interaction) -> list[str]:
    """``/config show``'s pages for this server, in the person's language."""
    bot = bot_of(interaction)
    guild_id = interaction.guild_id or 0
    tr = tr_of(interaction)
    servers = bot.service.servers
    s = servers.of(guild_id)
    lines = settings_lines(
        tr, s, terms(s, bot.service.config), bot.stake_unit(guild_id),
        servers.every_preset(guild_id),
    )  # fmt: skip
    return pages_of(lines)


def show_page(interaction: Interaction, page: int) -> tuple[str, discord.ui.View]:
    tr = tr_of(interaction)
    every = show_pages(interaction)
    n = len(every)
    page = max(0, min(page, n - 1))
    head = tr("config-show-title")
    if n > 1:
        head += " " + tr("config-page", page=page + 1, pages=n)
    v = new_view()
    guild_id = interaction.guild_id or 0
    if n > 1:
        for label, to, way in (
            (tr("config-previous"), (page - 1) % n, "p"),
            (tr("config-next"), (page + 1) % n, "n"),
        ):
            cid = ids.make(ids.CONFIG_SHOW, guild_id, to, way)
            v.add_item(ConfigShowPage(button(label, cid), guild_id, to))
    return f"{head}\n{every[page]}"[:2000], v


class ConfigShowPage(
    Component[Button], template=ids.template(ids.CONFIG_SHOW, r"(?P<page>\d+)") + r"(?::.*)?"
):
    """◀ Previous, Next ▶ of ``/config show``."""

    kind = ids.CONFIG_SHOW

    def __init__(self, item: Button, guild_id: int, page: int) -> None:
        super().__init__(item, guild_id)
        self.page = page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(cast(Button, item), cls.table_of(match), int(match["page"]))

    async def answer(self, interaction: Interaction) -> None:
        check_admin(interaction)
        text, view = show_page(interaction, self.page)
        await interaction.response.edit_message(content=text, view=view)


def preset_choices(
    servers: Servers, interaction: Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """The presets of the game already chosen in the command (``game``), matching what was
    typed so far (at most Discord's 25)."""
    game = getattr(interaction.namespace, "game", None)
    guild_id = interaction.guild_id or 0
    typed = current.casefold()
    rows = servers.presets_of(guild_id, game) if isinstance(game, str) else []
    return [
        app_commands.Choice(name=p.name, value=p.name) for p in rows if typed in p.name.casefold()
    ][:25]
