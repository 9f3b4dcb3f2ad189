"""What a new table (``/table create``) is: its house rules, seats, turn time, language, lobby
expiry and rated flag, chosen from its server's settings and presets and the command's options.

Pure: plain data in (the server's settings and presets, the bot's config, the command's
options), plain data out (``NewTable``); the service stores it (``TableService.create``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from bot.db.rows import PresetRow
from bot.tables import house_rules, lobby
from bot.tables.config import ServiceConfig
from bot.tables.errors import TableError
from bot.tables.refusals import rules_reason
from bot.tables.servers import (
    ServerSettings,
    TableTerms,
    channel_allowed,
    find_preset,
    split_rules,
    terms,
)
from games import GAMES
from games.errors import InvalidOptions


@dataclass(frozen=True, slots=True)
class NewTable:
    """A new table's values, before it has an id or a host's seat."""

    options: dict[str, Any]
    """The game's house rules (the server's defaults, the preset's, the command's)."""
    seats: int
    hands: Any
    """The number of hands the server's rules set (``...``: none, the game's)."""
    language: str
    """Its public messages' language: the command's, else the server's, else English."""
    terms: TableTerms
    """What it takes from its server now: turn time, level, lobby expiry, rated, limits."""

    @property
    def turn_seconds(self) -> int:
        return self.terms.turn_seconds


def server_rules(
    server: ServerSettings, presets: Iterable[PresetRow], game: str, preset: str | None
) -> dict[str, Any]:
    """The house rules a new table starts from: the server's defaults for the game, then the
    preset's (a preset the server does not have is refused)."""
    rules = dict(server.house_rules.get(game, {}))
    if preset:
        found = find_preset(presets, preset)
        if found is None:
            raise TableError("config-preset-unknown", name=preset[:40], game=game)
        rules.update(found.options)
    return rules


def new_table(
    server: ServerSettings,
    presets: Iterable[PresetRow],
    config: ServiceConfig,
    *,
    channel_id: int,
    game: str,
    seats: int | None = None,
    stake: int | None = None,
    language: str | None = None,
    preset: str | None = None,
) -> NewTable:
    """A new table of ``game`` opened in ``channel_id`` (``presets``: the server's of the
    game).  Refused in a channel the server does not open tables in, with a preset it does not
    have, and with options the game refuses (``TableError``), in that order."""
    now = terms(server, config)
    if not channel_allowed(now.channels, channel_id):
        where = ", ".join(f"<#{c}>" for c in now.channels)
        raise TableError("config-channel-refused", channels=where)
    base = server_rules(server, presets, game, preset) if game in GAMES else {}
    base_options, hands = split_rules(base)
    options, count = lobby.new_options(game, seats, stake)
    if base_options:
        wanted = {**base_options, **options}
        try:
            options = house_rules.validate(game, wanted)
        except InvalidOptions as exc:
            detail = rules_reason(game, wanted, str(exc))
            raise TableError("error-cannot-open", detail=detail) from None
    return NewTable(options, count, hands, language or now.language, now)
