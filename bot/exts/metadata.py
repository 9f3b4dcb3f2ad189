"""Command metadata (issue 14): what Discord shows of the slash commands.

* Descriptions and choice names come from the catalogue (``bot/locales/<language>/commands.ftl``):
  a cog writes ``description=text("cmd-table-create")`` (a ``locale_str`` carrying the English
  text and its message id), and ``CatalogueTranslator`` answers with the same message for the
  Discord locales that are ours (Bulgarian; Discord has no Welsh or Haitian Creole).
* Command and parameter names stay English in every language: the bot's answers, `/rules` and
  the documentation name commands (`/table create game:`), and people in one server speak
  different languages; a name that changed with the reader would not match what they read.
* Every command is for servers: ``CardroomTree`` gives each top-level command ``contexts`` and
  ``integration_types`` (guild) unless it declares its own, and sends no ``dm_permission``
  (deprecated; discord.py 2.7 still writes it from ``guild_only``).  The digest of what is
  synced is computed from the same payload that ``sync`` sends (``CardroomTree.payloads``).
"""

from __future__ import annotations

import asyncio
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where
from discord.app_commands import TranslationContextTypes, locale_str

from bot.db.writer import ANSWERING
from bot.i18n import DISCORD_LOCALES, tr
from bot.metrics import events

IN_SERVERS = app_commands.AppCommandContext(guild=True)
"""Where the commands can be used unless one says otherwise: in servers (context 0)."""
SERVER_INSTALL = app_commands.AppInstallationType(guild=True)
"""How the bot is installed: in servers (integration type 0), not on a user's account."""
TRANSLATED = frozenset(
    {Where.command_description, Where.group_description, Where.parameter_description,
     Where.choice_name}
)  # fmt: skip
"""What the translator translates; names (commands, groups, parameters) stay English."""


def text(message_id: str) -> locale_str:
    """A command's description or choice name: the English catalogue's text (what Discord
    shows by default) carrying its message id for the translator.  An unknown id fails at
    import, not as a description that reads ``cmd-...``."""
    english = tr("en")(message_id)
    if english == message_id:
        raise KeyError(f"no message {message_id!r} in bot/locales/en")
    return locale_str(english, key=message_id)


class CatalogueTranslator(app_commands.Translator):
    """Answers discord.py's sync with the catalogue's text for each Discord locale that is one
    of our languages other than English (English is the base text itself)."""

    async def translate(
        self, string: locale_str, locale: discord.Locale, context: TranslationContextTypes
    ) -> str | None:
        language = DISCORD_LOCALES.get(locale.value)
        message_id = string.extras.get("key")
        if language in (None, "en") or message_id is None or context.location not in TRANSLATED:
            return None
        return tr(language)(message_id)


class CardroomTree(app_commands.CommandTree[Any]):
    """The command tree: server-only defaults for every command, and one payload (translated,
    without ``dm_permission``) for both the sync and its digest."""

    def __init__(self, client: discord.Client, **kwargs: Any) -> None:
        kwargs.setdefault("allowed_contexts", IN_SERVERS)
        kwargs.setdefault("allowed_installs", SERVER_INSTALL)
        super().__init__(client, **kwargs)

    async def interaction_check(self, interaction: discord.Interaction[Any]) -> bool:
        """Every command answers a person: its task's writes are resumed first
        (``bot.db.writer.ANSWERING``; discord.py runs the command in this same task, which
        ends with it)."""
        task = asyncio.current_task()
        if task is not None:
            ANSWERING.add(task)
            # Its latency (bot.metrics), by the command's name only: never an option's value.
            auto = interaction.type is discord.InteractionType.autocomplete
            name = getattr(interaction.command, "qualified_name", None) or "?"
            events.interaction_task(task, name, "autocomplete" if auto else "command")
        return True

    async def payloads(self, guild: discord.abc.Snowflake | None = None) -> list[dict[str, Any]]:
        """What ``sync(guild=guild)`` sends: each command's translated payload (the
        translator's localisations included), without the deprecated ``dm_permission``."""
        translator = self.translator
        out = []
        for command in self.get_commands(guild=guild):
            if translator is None:
                payload = command.to_dict(self)
            else:
                payload = await command.get_translated_payload(self, translator)
            payload.pop("dm_permission", None)
            out.append(payload)
        return out

    async def sync(
        self, *, guild: discord.abc.Snowflake | None = None
    ) -> list[app_commands.AppCommand]:
        """discord.py's ``CommandTree.sync`` with ``payloads`` as what is sent."""
        app_id = self.client.application_id
        if app_id is None:
            raise app_commands.MissingApplicationID
        payload = await self.payloads(guild)
        try:
            if guild is None:
                data = await self._http.bulk_upsert_global_commands(app_id, payload=payload)
            else:
                data = await self._http.bulk_upsert_guild_commands(
                    app_id, guild.id, payload=payload
                )
        except discord.HTTPException as exc:
            if exc.status == 400 and exc.code == 50035:
                raise app_commands.CommandSyncFailure(exc, self.get_commands(guild=guild)) from None
            raise
        return [app_commands.AppCommand(data=d, state=self._state) for d in data]
