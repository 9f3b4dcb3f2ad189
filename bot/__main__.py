"""``python -m bot [--sync]``: start Cardroom.

Exit status 2 with one line on stderr when a setting is missing or wrong (the line says which
variable to set and where); the token is never printed.
"""

from __future__ import annotations

import argparse
import logging
import sys

import discord

from bot.log import setup_logging
from bot.settings import SettingsError, load_settings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description="Run the Cardroom bot.")
    parser.add_argument(
        "--sync",
        action="store_true",
        help="sync the slash commands with Discord now (otherwise only when they changed)",
    )
    args = parser.parse_args(argv)
    try:
        settings = load_settings()
    except SettingsError as exc:
        print(f"cardroom: {exc}", file=sys.stderr)
        return 2
    setup_logging(settings.log_level, settings.library_log_level)
    from bot.bot import CardroomBot, prepare_process

    bot = CardroomBot(settings, force_sync=args.sync)
    prepare_process()
    try:
        bot.run(settings.discord_token.get_secret_value(), log_handler=None)
    except discord.LoginFailure:
        print(
            "cardroom: Discord refused DISCORD_TOKEN: copy the bot token again from the "
            "developer portal (Bot → Reset Token) into .env",
            file=sys.stderr,
        )
        return 2
    except discord.PrivilegedIntentsRequired:  # pragma: no cover - we ask for none
        logging.getLogger(__name__).error("Discord asks for privileged intents; none are used")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
