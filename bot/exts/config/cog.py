"""``/config``: a server's settings (Manage Server), and ``/config my-language`` for anyone.

Manage Server is checked here, by the bot, as ``/league season`` does: Discord's default
permissions could only be set on the whole group, and ``my-language`` is everybody's.  Every
change is checked whole and stored before it is shown back (``bot.tables.servers.Servers``);
a refusal (``TableError``) is answered privately by the command tree's error handler and
stores nothing.  A new table takes the settings as they are when it is created.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.components.base import say, tr_of
from bot.components.config import check_admin, preset_choices, rules_page, show_page
from bot.exts.metadata import text
from bot.exts.table.cog import GAME_CHOICES
from bot.i18n import LANGUAGES, NAMES
from bot.render.config import channels_text, game_name, preset_line, rules_text
from bot.tables.errors import TableError
from bot.tables.servers import TURN_MAX, TURN_MIN, Servers, parse_rules, plain_unit

if TYPE_CHECKING:
    from bot.bot import CardroomBot
    from bot.db import Database

Interaction = discord.Interaction[Any]

LANGUAGE_CHOICES = [
    app_commands.Choice(name=text(f"cmd-config-language-{lang}"), value=lang) for lang in LANGUAGES
]
MY_LANGUAGE_CHOICES = [
    *LANGUAGE_CHOICES,
    app_commands.Choice(name=text("cmd-config-language-auto"), value="auto"),
]
LEVEL_CHOICES = [
    app_commands.Choice(name=text(f"cmd-config-level-{value}"), value=value)
    for value in ("random", "basic", "strong", "default")
]


class ConfigCog(commands.Cog):
    """``/config``: what a server's new tables are, and a person's own language."""

    config = app_commands.Group(name="config", description=text("cmd-config"))

    def __init__(self, bot: CardroomBot) -> None:
        self.bot = bot

    @property
    def servers(self) -> Servers:
        return self.bot.service.servers

    @property
    def store(self) -> Database:
        store = self.bot.store
        assert store is not None
        return store

    async def _changed(self, interaction: Interaction, **values: Any) -> None:
        """Store ``values`` for the server (admins only), then say what it is now."""
        check_admin(interaction)
        guild_id = interaction.guild_id or 0
        await self.servers.change(self.store, guild_id, interaction.user.id, **values)
        await self._shown(interaction)

    async def _shown(self, interaction: Interaction, line: str | None = None) -> None:
        tr = tr_of(interaction)
        text, view = show_page(interaction, 0)
        head = line or tr("config-saved")
        await interaction.response.send_message(f"{head}\n\n{text}"[:2000], view=view,
                                                ephemeral=True)  # fmt: skip

    # ----- what is set --------------------------------------------------------------------

    @config.command(name="show", description=text("cmd-config-show"))
    async def show(self, interaction: Interaction) -> None:
        check_admin(interaction)
        text, view = show_page(interaction, 0)
        await interaction.response.send_message(text, view=view, ephemeral=True)

    # ----- house rules: defaults and presets ----------------------------------------------

    @config.command(name="rules", description=text("cmd-config-rules"))
    @app_commands.describe(game=text("cmd-config-rules-opt-game"))
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: Interaction, game: str) -> None:
        check_admin(interaction)
        guild_id = interaction.guild_id or 0
        text, view = rules_page(
            tr_of(interaction), guild_id, game, self.servers.rules(guild_id, game), 0
        )
        await interaction.response.send_message(text, view=view, ephemeral=True)

    @config.command(name="preset-save", description=text("cmd-config-preset-save"))
    @app_commands.describe(
        game=text("cmd-config-preset-save-opt-game"),
        name=text("cmd-config-preset-save-opt-name"),
        rules=text("cmd-config-preset-save-opt-rules"),
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def preset_save(
        self,
        interaction: Interaction,
        game: str,
        name: app_commands.Range[str, 1, 100],
        rules: app_commands.Range[str, 0, 1000] | None = None,
    ) -> None:
        check_admin(interaction)
        guild_id = interaction.guild_id or 0
        typed = parse_rules(game, rules or "", tr_of(interaction))
        chosen = {**self.servers.rules(guild_id, game), **typed}
        row = await self.servers.save_preset(
            self.store, guild_id, interaction.user.id, game, name, chosen
        )
        tr = tr_of(interaction)
        await say(
            interaction,
            tr("config-preset-saved", name=row.name, game=game_name(tr, game),
               rules=rules_text(tr, game, row.options)),
        )  # fmt: skip

    @config.command(name="preset-delete", description=text("cmd-config-preset-delete"))
    @app_commands.describe(
        game=text("cmd-config-preset-delete-opt-game"),
        name=text("cmd-config-preset-delete-opt-name"),
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def preset_delete(self, interaction: Interaction, game: str, name: str) -> None:
        check_admin(interaction)
        guild_id = interaction.guild_id or 0
        row = await self.servers.delete_preset(self.store, guild_id, game, name)
        tr = tr_of(interaction)
        await say(interaction, tr("config-preset-deleted", name=row.name,
                                  game=game_name(tr, game)))  # fmt: skip

    @preset_delete.autocomplete("name")
    async def _delete_names(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return preset_choices(self.servers, interaction, current)

    @config.command(name="presets", description=text("cmd-config-presets"))
    @app_commands.describe(game=text("cmd-config-presets-opt-game"))
    @app_commands.choices(game=GAME_CHOICES)
    async def presets(self, interaction: Interaction, game: str | None = None) -> None:
        check_admin(interaction)
        guild_id = interaction.guild_id or 0
        tr = tr_of(interaction)
        rows = self.servers.every_preset(guild_id)
        rows = [p for p in rows if game is None or p.game == game]
        lines = [tr("config-show-presets-header")]
        lines += [preset_line(tr, p) for p in rows] or [tr("config-presets-none")]
        await say(interaction, "\n".join(lines)[:2000])

    # ----- new tables ---------------------------------------------------------------------

    @config.command(name="turn", description=text("cmd-config-turn"))
    @app_commands.describe(
        default=text("cmd-config-turn-opt-default"),
        low=text("cmd-config-turn-opt-low"),
        high=text("cmd-config-turn-opt-high"),
        reset=text("cmd-config-turn-opt-reset"),
    )
    async def turn(
        self,
        interaction: Interaction,
        default: app_commands.Range[int, 1, 1_000_000] | None = None,
        low: app_commands.Range[int, 1, 1_000_000] | None = None,
        high: app_commands.Range[int, 1, 1_000_000] | None = None,
        reset: bool = False,
    ) -> None:
        """``reset``: back to the bot's turn time and the widest bounds first (as ``channels
        anywhere`` forgets the list), then the values given, if any."""
        check_admin(interaction)
        s = self.servers.of(interaction.guild_id or 0)
        if reset:
            s = s.model_copy(update={"turn_seconds": None, "turn_min": TURN_MIN,
                                     "turn_max": TURN_MAX})  # fmt: skip
        new_low = s.turn_min if low is None else low
        new_high = s.turn_max if high is None else high
        for value in (default, low, high):
            if value is not None and not TURN_MIN <= value <= TURN_MAX:
                raise TableError("config-turn-out-of-range", seconds=value, low=TURN_MIN,
                                 high=TURN_MAX)  # fmt: skip
        if new_low > new_high:
            raise TableError("config-turn-bounds", low=new_low, high=new_high)
        new_default = s.turn_seconds if default is None else default
        if new_default is not None and not new_low <= new_default <= new_high:
            raise TableError(
                "config-turn-out-of-range", seconds=new_default, low=new_low, high=new_high
            )
        await self._changed(
            interaction, turn_seconds=new_default, turn_min=new_low, turn_max=new_high
        )

    @config.command(name="computers", description=text("cmd-config-computers"))
    @app_commands.describe(level=text("cmd-config-computers-opt-level"))
    @app_commands.choices(level=LEVEL_CHOICES)
    async def computers(self, interaction: Interaction, level: str) -> None:
        await self._changed(interaction, computer_level=None if level == "default" else level)

    @config.command(name="channels", description=text("cmd-config-channels"))
    @app_commands.describe(
        add=text("cmd-config-channels-opt-add"),
        remove=text("cmd-config-channels-opt-remove"),
        anywhere=text("cmd-config-channels-opt-anywhere"),
    )
    async def channels(
        self,
        interaction: Interaction,
        add: app_commands.AppCommandChannel | app_commands.AppCommandThread | None = None,
        remove: app_commands.AppCommandChannel | app_commands.AppCommandThread | None = None,
        anywhere: bool = False,
    ) -> None:
        check_admin(interaction)
        s = self.servers.of(interaction.guild_id or 0)
        listed = [] if anywhere else list(s.channels)
        if add is not None:
            if add.type != discord.ChannelType.text:
                raise TableError("config-channel-not-text", channel=f"<#{add.id}>")
            if add.id not in listed:
                listed.append(add.id)
        if remove is not None:
            if remove.id not in listed:
                raise TableError("config-channel-not-listed", channel=f"<#{remove.id}>",
                                 channels=channels_text(tr_of(interaction), listed))  # fmt: skip
            listed.remove(remove.id)
        await self._changed(interaction, channels=tuple(listed))

    @config.command(name="stake-unit", description=text("cmd-config-stake-unit"))
    @app_commands.describe(unit=text("cmd-config-stake-unit-opt-unit"))
    async def stake_unit(
        self, interaction: Interaction, unit: app_commands.Range[str, 1, 100] | None = None
    ) -> None:
        if unit is not None and len(unit.strip()) > 16:
            raise TableError("config-unit-long", most=16)
        try:
            plain_unit(unit or "")
        except ValueError:
            raise TableError("config-unit-plain") from None
        await self._changed(interaction, stake_unit=unit.strip() if unit else None)

    @config.command(name="lobbies", description=text("cmd-config-lobbies"))
    @app_commands.describe(
        expiry=text("cmd-config-lobbies-opt-expiry"),
        per_host=text("cmd-config-lobbies-opt-per-host"),
        per_server=text("cmd-config-lobbies-opt-per-server"),
        reset=text("cmd-config-lobbies-opt-reset"),
    )
    @app_commands.rename(per_host="per-host", per_server="per-server")
    async def lobbies(
        self,
        interaction: Interaction,
        expiry: app_commands.Range[int, 0, 10080] | None = None,
        per_host: app_commands.Range[int, 0, 100] | None = None,
        per_server: app_commands.Range[int, 0, 1000] | None = None,
        reset: bool = False,
    ) -> None:
        """``reset``: the bot's expiry and caps first, then the values given, if any."""
        check_admin(interaction)
        s = self.servers.of(interaction.guild_id or 0)
        if reset:
            s = s.model_copy(update={"lobby_expiry_minutes": None, "max_tables_per_host": None,
                                     "max_tables_per_server": None})  # fmt: skip
        await self._changed(
            interaction,
            lobby_expiry_minutes=s.lobby_expiry_minutes if expiry is None else expiry,
            max_tables_per_host=s.max_tables_per_host if per_host is None else per_host,
            max_tables_per_server=s.max_tables_per_server if per_server is None else per_server,
        )

    @config.command(name="rated", description=text("cmd-config-rated"))
    @app_commands.describe(rated=text("cmd-config-rated-opt-rated"))
    async def rated(self, interaction: Interaction, rated: bool) -> None:
        await self._changed(interaction, rated=rated)

    @config.command(name="language", description=text("cmd-config-language"))
    @app_commands.describe(language=text("cmd-config-language-opt-language"))
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def language(self, interaction: Interaction, language: str) -> None:
        await self._changed(interaction, language=language)

    # ----- everybody's own ----------------------------------------------------------------

    @config.command(name="my-language", description=text("cmd-config-my-language"))
    @app_commands.describe(language=text("cmd-config-my-language-opt-language"))
    @app_commands.choices(language=MY_LANGUAGE_CHOICES)
    async def my_language(self, interaction: Interaction, language: str) -> None:
        chosen = None if language == "auto" else language
        await self.bot.languages.set_personal(self.store, interaction.user.id, chosen)
        tr = tr_of(interaction)
        if chosen is None:
            answer = tr("config-my-language-cleared", language=NAMES[tr.language])
        else:
            answer = tr("config-my-language-set", language=NAMES[chosen])
        await say(interaction, answer)
