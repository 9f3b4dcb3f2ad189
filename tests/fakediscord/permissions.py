"""Permission bits and Discord's channel permission algorithm, as the fake server needs them.

The fake computes permissions the way Discord does (base from roles, then @everyone, role and
member overwrites) so that the ``app_permissions`` it puts in interaction payloads, the 403 answers
it gives, and what discord.py computes from the GUILD_CREATE payload all agree.
"""

from __future__ import annotations

import discord

VIEW_CHANNEL = discord.Permissions.view_channel.flag
SEND_MESSAGES = discord.Permissions.send_messages.flag
SEND_MESSAGES_IN_THREADS = discord.Permissions.send_messages_in_threads.flag
CREATE_PUBLIC_THREADS = discord.Permissions.create_public_threads.flag
CREATE_PRIVATE_THREADS = discord.Permissions.create_private_threads.flag
MANAGE_THREADS = discord.Permissions.manage_threads.flag
MANAGE_MESSAGES = discord.Permissions.manage_messages.flag
MANAGE_CHANNELS = discord.Permissions.manage_channels.flag
EMBED_LINKS = discord.Permissions.embed_links.flag
ATTACH_FILES = discord.Permissions.attach_files.flag
READ_MESSAGE_HISTORY = discord.Permissions.read_message_history.flag
ADMINISTRATOR = discord.Permissions.administrator.flag
ALL = discord.Permissions.all().value

#: Names used in 403 diagnostics, so a failing test says which permission was missing.
NAMES = {
    VIEW_CHANNEL: "view_channel",
    SEND_MESSAGES: "send_messages",
    SEND_MESSAGES_IN_THREADS: "send_messages_in_threads",
    CREATE_PUBLIC_THREADS: "create_public_threads",
    CREATE_PRIVATE_THREADS: "create_private_threads",
    MANAGE_THREADS: "manage_threads",
    MANAGE_MESSAGES: "manage_messages",
    MANAGE_CHANNELS: "manage_channels",
    ATTACH_FILES: "attach_files",
    READ_MESSAGE_HISTORY: "read_message_history",
}

#: What @everyone may do in a fresh Discord server (close to Discord's defaults).
EVERYONE_DEFAULT = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    create_private_threads=True,
    embed_links=True,
    attach_files=True,
    add_reactions=True,
    use_external_emojis=True,
    use_external_stickers=True,
    read_message_history=True,
    use_application_commands=True,
    change_nickname=True,
    create_instant_invite=True,
    connect=True,
    speak=True,
).value

#: Everything a card-table bot needs; the default for the bot in every channel.
BOT_DEFAULT = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    create_private_threads=True,
    manage_threads=True,
    manage_messages=True,
    embed_links=True,
    attach_files=True,
    read_message_history=True,
    add_reactions=True,
    use_external_emojis=True,
    use_application_commands=True,
).value


def as_int(value: discord.Permissions | int | None, default: int) -> int:
    """Accept what tests naturally write (a ``discord.Permissions`` or an int)."""
    if value is None:
        return default
    if isinstance(value, discord.Permissions):
        return value.value
    return int(value)


def apply_overwrite(base: int, allow: int, deny: int) -> int:
    """Discord's overwrite step: remove the denied bits, then add the allowed ones."""
    return (base & ~deny) | allow


def missing_names(have: int, need: int) -> list[str]:
    """The names of the bits in ``need`` that ``have`` lacks, for error messages."""
    return [name for bit, name in NAMES.items() if need & bit and not have & bit]
