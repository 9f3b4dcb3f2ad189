"""``/league standings|player|head-to-head|stakes|season``: each server's leagues (docs/leagues.md).

Everything is read from the store: the ratings are written with the end of each table (see
``bot.leagues.record``), so these commands never race a table's end.  Standings and the stakes
ledger are public (a leaderboard is for everybody); a profile is private.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.components.base import language_of, tr_of
from bot.db import Database
from bot.exts.metadata import text
from bot.exts.table.cog import GAME_CHOICES
from bot.i18n import tr
from bot.leagues import queries
from bot.render.charts import CHART_FILE, rating_chart
from bot.render.leagues import (
    add_stats,
    head_to_head_embed,
    profile_embed,
    stakes_embed,
    standings_embed,
)

if TYPE_CHECKING:
    from bot.bot import CardroomBot

NOT_ADMIN = tr("en")("league-not-admin")
"""The refusal of ``/league season`` to others (English; answered in the asker's language)."""


class SeasonError(Exception):
    """A season the server has not reached: the message is for the person who asked."""

    def __init__(self, asked: int, current: int) -> None:
        super().__init__(f"season {asked} > {current}")
        self.asked, self.current = asked, current


class LeagueCog(commands.Cog):
    """Per-server leagues: ratings by game, seasons, the Tonk stakes ledger."""

    league = app_commands.Group(name="league", description=text("cmd-league"))

    def __init__(self, bot: CardroomBot) -> None:
        self.bot = bot

    @property
    def store(self) -> Database:
        store = self.bot.store
        assert store is not None
        return store

    async def _season(self, guild_id: int, asked: int | None) -> tuple[int, int]:
        """(the season to show, the current season); past seasons stay viewable."""
        current = (await queries.season(self.store, guild_id)).number
        if asked is None:
            return current, current
        if asked > current:
            raise SeasonError(asked, current)
        return asked, current

    async def _season_or_refuse(
        self, interaction: discord.Interaction[Any], guild_id: int, asked: int | None
    ) -> tuple[int, int] | None:
        """``_season``, or None once the asker has been told privately why not (every command
        that takes a season answers a future one the same way)."""
        try:
            return await self._season(guild_id, asked)
        except SeasonError as exc:
            text = tr_of(interaction)(
                "league-no-season", asked=str(exc.asked), current=str(exc.current)
            )
            await interaction.response.send_message(text, ephemeral=True)
            return None

    @league.command(name="standings", description=text("cmd-league-standings"))
    @app_commands.describe(
        game=text("cmd-league-standings-opt-game"), season=text("cmd-league-standings-opt-season")
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def standings(
        self,
        interaction: discord.Interaction[Any],
        game: str,
        season: app_commands.Range[int, 1, 100_000] | None = None,
    ) -> None:
        guild_id = interaction.guild_id or 0
        seasons = await self._season_or_refuse(interaction, guild_id, season)
        if seasons is None:
            return
        number, current = seasons
        # All of them: the post shows the top and the asker's own place (``standings_embed``).
        rows = await queries.standings(self.store, guild_id, game, number)
        embed = standings_embed(
            game, number, current, rows, interaction.user.id, language_of(interaction)
        )
        await interaction.response.send_message(embed=embed)

    @league.command(name="player", description=text("cmd-league-player"))
    @app_commands.describe(
        member=text("cmd-league-player-opt-member"), season=text("cmd-league-player-opt-season")
    )
    async def player(
        self,
        interaction: discord.Interaction[Any],
        member: discord.Member | None = None,
        season: app_commands.Range[int, 1, 100_000] | None = None,
    ) -> None:
        guild_id = interaction.guild_id or 0
        who = member or interaction.user
        seasons = await self._season_or_refuse(interaction, guild_id, season)
        if seasons is None:
            return
        number, _ = seasons
        games = await queries.profile(self.store, guild_id, who.id, number)
        tables = await queries.played(self.store, guild_id, number, who.id)
        language = language_of(interaction)
        embed = add_stats(
            profile_embed(who.display_name, number, games, language),
            queries.player_stats(tables, who.id),
            language,
        )
        history = await queries.rating_history(self.store, guild_id, number, who.id)
        if not history:
            await interaction.response.send_message(embed=embed, ephemeral=True)
            return
        # The rating over time, as a picture in the embed (a file of the answer).
        chart = discord.File(io.BytesIO(rating_chart(history, language)), CHART_FILE)
        embed.set_image(url=f"attachment://{CHART_FILE}")
        await interaction.response.send_message(embed=embed, file=chart, ephemeral=True)

    @league.command(name="head-to-head", description=text("cmd-league-head-to-head"))
    @app_commands.describe(
        member=text("cmd-league-head-to-head-opt-member"),
        season=text("cmd-league-head-to-head-opt-season"),
    )
    async def head_to_head(
        self,
        interaction: discord.Interaction[Any],
        member: discord.Member,
        season: app_commands.Range[int, 1, 100_000] | None = None,
    ) -> None:
        if member.id == interaction.user.id:
            await interaction.response.send_message(
                tr_of(interaction)("league-pick-someone-else"), ephemeral=True
            )
            return
        guild_id = interaction.guild_id or 0
        seasons = await self._season_or_refuse(interaction, guild_id, season)
        if seasons is None:
            return
        number, _ = seasons
        tables = await queries.played(self.store, guild_id, number, interaction.user.id)
        versus = queries.head_to_head(tables, interaction.user.id, member.id)
        embed = head_to_head_embed(
            interaction.user.display_name,
            member.display_name,
            number,
            versus,
            language_of(interaction),
        )
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @league.command(name="stakes", description=text("cmd-league-stakes"))
    @app_commands.describe(season=text("cmd-league-stakes-opt-season"))
    async def stakes(
        self,
        interaction: discord.Interaction[Any],
        season: app_commands.Range[int, 1, 100_000] | None = None,
    ) -> None:
        guild_id = interaction.guild_id or 0
        seasons = await self._season_or_refuse(interaction, guild_id, season)
        if seasons is None:
            return
        number, current = seasons
        rows = await queries.stakes(self.store, guild_id, number)
        embed = stakes_embed(number, current, rows, interaction.user.id, language_of(interaction))
        await interaction.response.send_message(embed=embed)

    @league.command(name="season", description=text("cmd-league-season"))
    async def season(self, interaction: discord.Interaction[Any]) -> None:
        # Checked here, not by Discord's default permissions: those can only be set on the
        # whole /league group, and everybody may read the standings.
        if not interaction.permissions.manage_guild:
            await interaction.response.send_message(
                tr_of(interaction)("league-not-admin"), ephemeral=True
            )
            return
        guild_id = interaction.guild_id or 0
        await self.store.write([queries.new_season_op(guild_id, self.bot.clock())])
        current = (await queries.season(self.store, guild_id)).number
        await interaction.response.send_message(
            tr_of(interaction)("league-new-season", closed=str(current - 1), current=str(current))
        )
