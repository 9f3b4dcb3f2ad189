"""The House rules menu: one select per option, a few options per page (the host's), and the
pages everybody else reads (each one Discord message, never cut).

The pages are private answers, so they speak the language of the person who asked
(``tr_of``): every name, help and value from the catalogue (``house-rules.ftl``).
``specs`` is looked up at each use: the tests widen the menu by replacing it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Self, cast

import discord

from bot.components import ids
from bot.components.base import (
    Button,
    Component,
    Interaction,
    Select,
    button,
    new_view,
    select,
    service_of,
    tr_of,
)
from bot.i18n import Tr, tr
from bot.tables import house_rules
from bot.tables.errors import TableError, Worded

if TYPE_CHECKING:
    from bot.tables.snapshots import PublicSnapshot

PER_PAGE = 4
HIDDEN = frozenset({"min_players", "max_players"})
MESSAGE = 2000
"""Discord's limit on a message's content."""


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


def line(spec: house_rules.OptionSpec, value: object, language: Tr) -> str:
    """``• **Name**: value — what it does``: one house rule on a page, in ``language``."""
    rule = house_rules.spec_label(spec, language)
    shown = house_rules.spec_value(spec, value, language)
    help_ = house_rules.spec_help(spec, language)
    if help_:
        return language("house-rules-line", rule=rule, value=shown, help=help_)
    return language("house-rules-line-bare", rule=rule, value=shown)


def _line(snap: PublicSnapshot, spec: house_rules.OptionSpec, language: Tr) -> str:
    return line(spec, _value_of(snap, spec), language)


def read_only_pages(
    snap: PublicSnapshot, language: Tr | None = None
) -> list[list[house_rules.OptionSpec]]:
    """Everybody else's view: as many options a page as fit one message (2,000 characters,
    header and footer included), so no line is ever cut."""
    language = language or tr(snap.language)
    read_only = language("house-rules-read-only")
    budget = MESSAGE - len(_header(snap, 99, 99, language)) - len(read_only) - 2
    out: list[list[house_rules.OptionSpec]] = [[]]
    used = 0
    for spec in specs(snap.game):
        size = len(_line(snap, spec, language)) + 1
        if out[-1] and used + size > budget:
            out.append([])
            used = 0
        out[-1].append(spec)
        used += size
    return out


def _header(snap: PublicSnapshot, page: int, n: int, language: Tr) -> str:
    game = language(f"game-{snap.game}") if language.has(f"game-{snap.game}") else snap.title
    if n > 1:
        return language(
            "house-rules-page-title-paged", game=game, table=snap.table_id, page=page + 1, pages=n
        )
    return language("house-rules-page-title", game=game, table=snap.table_id)


def rules_page(
    snap: PublicSnapshot, page: int, *, editable: bool, language: Tr | None = None
) -> tuple[str, discord.ui.View]:
    """Text and components of one page; read-only (no selects) for everyone but the host.
    Both are paged: the host's by ``PER_PAGE`` selects, everybody's by what fits a message.
    ``language``: the reader's (a private page); none given, the table's."""
    language = language or tr(snap.language)
    all_specs = specs(snap.game)
    if editable:
        n = pages(snap.game)
        page = max(0, min(page, n - 1))
        shown = all_specs[page * PER_PAGE : (page + 1) * PER_PAGE]
    else:
        chunks = read_only_pages(snap, language)
        n = len(chunks)
        page = max(0, min(page, n - 1))
        shown = chunks[page]
    lines = [_header(snap, page, n, language), *(_line(snap, spec, language) for spec in shown)]
    if not editable:
        lines.append(language("house-rules-read-only"))
    text = "\n".join(lines)
    v = new_view()
    for row, spec in enumerate(shown if editable else ()):
        v.add_item(option_select(snap, spec, page, row, language))
    if n > 1:
        previous, following = language("house-rules-previous"), language("house-rules-next")
        v.add_item(RulesPage.make(previous, snap.table_id, (page - 1) % n, "p"))
        v.add_item(RulesPage.make(following, snap.table_id, (page + 1) % n, "n"))
    return text, v


def option_select(
    snap: PublicSnapshot, spec: house_rules.OptionSpec, page: int, row: int, language: Tr
) -> OptionSelect:
    """The host's select of one house rule: each allowed value, the standard one marked."""
    current = house_rules.encode(_value_of(snap, spec))
    standard = house_rules.encode(spec.default)
    options = []
    for choice in spec.choices:
        value = house_rules.encode(choice)
        shown = house_rules.spec_value(spec, choice, language)
        if value == standard:
            shown = language("house-rules-choice-standard", value=shown)
        options.append(
            discord.SelectOption(label=shown[:100], value=value[:100], default=value == current)
        )
    placeholder = language(
        "house-rules-placeholder",
        rule=house_rules.spec_label(spec, language),
        value=house_rules.spec_value(spec, _value_of(snap, spec), language),
    )
    return OptionSelect.make(placeholder, options, snap.table_id, page, spec.name, row=row)


class OptionSelect(
    Component[Select],
    template=ids.template(ids.OPTION, r"(?P<page>\d*)", r"(?P<name>.*)"),
):
    """A house rule's select on page ``page`` of the host's menu (the host only)."""

    kind = ids.OPTION

    def __init__(self, item: Select, table_id: int, page: int, name: str) -> None:
        super().__init__(item, table_id)
        self.page = page
        self.name = name

    @classmethod
    def make(
        cls,
        placeholder: str,
        options: list[discord.SelectOption],
        table_id: int,
        page: int,
        name: str,
        *,
        row: int,
    ) -> Self:
        item = select(placeholder, options, ids.make(ids.OPTION, table_id, page, name), row=row)
        return cls(item, table_id, page, name)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        page = int(match["page"] or 0)
        return cls(cast(Select, item), cls.table_of(match), page, match["name"])

    async def answer(self, interaction: Interaction) -> None:
        svc = service_of(interaction)
        values = self.item.values
        try:
            value = house_rules.decode(values[0]) if values else None
            await svc.set_option(self.table_id, interaction.user.id, self.name, value)
        except ValueError as exc:  # a value that does not decode, or that the options refuse
            detail = Worded(lambda say: say("refusal-value-invalid"), str(exc))
            raise TableError("error-rule-refused", detail=detail) from None
        snap = await svc.public_snapshot(self.table_id)
        text, view = rules_page(snap, self.page, editable=True, language=tr_of(interaction))
        await interaction.response.edit_message(content=text, view=view)


class RulesPage(
    Component[Button],
    template=ids.template(ids.RULES_PAGE, r"(?P<page>\d*)") + r"(?::.*)?",
):
    """◀ Previous and Next ▶: another page of the house rules (editable for the host, while
    the table is a lobby)."""

    kind = ids.RULES_PAGE

    def __init__(self, item: Button, table_id: int, page: int) -> None:
        super().__init__(item, table_id)
        self.page = page

    @classmethod
    def make(cls, label: str, table_id: int, page: int, way: str) -> Self:
        item = button(label, ids.make(ids.RULES_PAGE, table_id, page, way), row=PER_PAGE)
        return cls(item, table_id, page)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(cast(Button, item), cls.table_of(match), int(match["page"] or 0))

    async def answer(self, interaction: Interaction) -> None:
        snap = await service_of(interaction).public_snapshot(self.table_id)
        editable = interaction.user.id == snap.host_id and snap.status == "lobby"
        text, view = rules_page(snap, self.page, editable=editable, language=tr_of(interaction))
        await interaction.response.edit_message(content=text, view=view)
