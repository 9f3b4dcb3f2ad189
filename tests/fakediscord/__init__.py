"""A fake Discord for testing a discord.py bot end to end without a network. See README.md."""

from .fake import WAITED_TASK_PREFIXES, FakeDiscord, InteractionResult
from .models import FakeChannel, FakeGuild, FakeThread, FakeUser, Request, SentPayload
from .server import DiscordError, FakeInteraction, FakeServer

__all__ = [
    "WAITED_TASK_PREFIXES",
    "DiscordError",
    "FakeChannel",
    "FakeDiscord",
    "FakeGuild",
    "FakeInteraction",
    "FakeServer",
    "FakeThread",
    "FakeUser",
    "InteractionResult",
    "Request",
    "SentPayload",
]
