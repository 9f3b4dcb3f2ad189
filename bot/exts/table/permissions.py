"""The channel permissions a table needs, named the way Discord's settings name them."""

from __future__ import annotations

import discord

from bot.i18n import Tr, tr

REQUIRED: tuple[tuple[str, str], ...] = (
    ("view_channel", "View Channels"),
    ("send_messages", "Send Messages"),
    ("create_public_threads", "Create Public Threads"),
    ("send_messages_in_threads", "Send Messages in Threads"),
    ("embed_links", "Embed Links"),
    ("read_message_history", "Read Message History"),
)
RECOMMENDED: tuple[tuple[str, str], ...] = (("manage_threads", "Manage Threads"),)

INVITE_PERMISSIONS = discord.Permissions(**{flag: True for flag, _ in REQUIRED + RECOMMENDED}).value
"""The permission integer for the invite link (documented in docs/bot.md)."""


def missing(
    perms: discord.Permissions, wanted: tuple[tuple[str, str], ...] = REQUIRED
) -> list[str]:
    return [name for flag, name in wanted if not getattr(perms, flag)]


def missing_message(names: list[str], channel: str, language: Tr | None = None) -> str:
    """The refusal of ``/table create`` where the bot lacks permissions, in ``language`` (the
    person's); the permissions are named as Discord's settings name them."""
    listed = ", ".join(f"**{n}**" for n in names)
    return (language or tr("en"))("error-open-permissions", channel=channel, permissions=listed)
