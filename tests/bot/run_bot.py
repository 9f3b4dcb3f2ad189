"""Test-only entry: ``python -m tests.bot.run_bot REST_BASE GATEWAY_URL [ARGS...]``.

Runs ``python -m bot ARGS`` (``bot.__main__.main``, unchanged) in a process of its own, with
discord.py pointed at a wire fake (``FakeDiscord(wire=True)``: ``fake._wire.base_url`` and
``fake._wire.gateway_url``) instead of discord.com: the two class attributes ``wire.install``
sets in-process.  Used by the tests that signal, kill and restart a real bot process.

They are set just before the bot connects (the database is open by then), so that a start that
fails earlier does not pay for importing discord.py; and the bot's wait for late GUILD_CREATEs
(2 s in production) is cut to 0.01 s, as ``FakeDiscord.start`` does in-process: the fake sends
them all at once.  Not in ``tests/fakediscord``, whose package imports discord.py.
"""

from __future__ import annotations

import sys
from typing import Any

import bot.__main__ as entry


def main(argv: list[str]) -> int:
    base, gateway, *args = argv
    run_until_stopped = entry.run_until_stopped

    async def pointed(bot: Any, *rest: Any) -> int:
        import discord.gateway
        import discord.http
        import yarl

        discord.http.Route.BASE = base
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)
        bot._connection.guild_ready_timeout = 0.01
        return await run_until_stopped(bot, *rest)

    entry.run_until_stopped = pointed  # type: ignore[assignment]
    return entry.main(args)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
