"""What a new table takes from its server and the command (``bot.tables.new_table``), with no
store and no Discord: the bot's values where the server chose none, the server's, the
command's first where it has them; the preset over the server's house rules; refusals in order,
and the inputs left as they were."""

from __future__ import annotations

import ast
import copy
from pathlib import Path

import pytest

from bot.db.rows import PresetRow
from bot.tables import new_table as new_table_module
from bot.tables.config import ServiceConfig
from bot.tables.errors import TableError
from bot.tables.new_table import new_table, server_rules
from bot.tables.servers import ServerSettings

CFG = ServiceConfig(turn_seconds=120, lobby_expiry=3600.0, max_tables_per_host=2,
                    max_tables_per_server=9)  # fmt: skip
CHANNEL = 5


def preset(name: str, game: str, **options: object) -> PresetRow:
    return PresetRow(1, game, name, dict(options))


def test_a_server_that_chose_nothing_gives_the_bots_values() -> None:
    made = new_table(ServerSettings(), [], CFG, channel_id=CHANNEL, game="spades")
    assert (made.options, made.seats, made.hands, made.language) == ({}, 4, ..., "en")
    assert made.turn_seconds == 120
    t = made.terms
    assert (t.lobby_expiry, t.own_expiry, t.rated, t.computer_level) == (3600.0, None, True, None)
    assert (t.per_host, t.per_server) == (2, 9)


def test_the_servers_settings_then_the_commands_options() -> None:
    server = ServerSettings(
        language="cy", turn_seconds=90, turn_min=30, turn_max=600, computer_level="basic",
        lobby_expiry_minutes=30, rated=False, max_tables_per_host=1,
    )  # fmt: skip
    made = new_table(server, [], CFG, channel_id=CHANNEL, game="tonk", seats=5, stake=3)
    assert (made.turn_seconds, made.language, made.seats) == (90, "cy", 5)
    assert made.options == {"stake": 3, "max_players": 5}
    t = made.terms
    assert (t.lobby_expiry, t.own_expiry, t.rated) == (1800.0, 1800.0, False)
    assert t.computer_level == "basic"
    assert (t.turn_min, t.turn_max, t.per_host, t.per_server) == (30, 600, 1, 9)
    made = new_table(server, [], CFG, channel_id=CHANNEL, game="spades", language="bg")
    assert made.language == "bg", "the command's language first"


def test_the_bots_turn_time_is_kept_within_the_servers_bounds() -> None:
    low = ServerSettings(turn_min=300)
    assert new_table(low, [], CFG, channel_id=CHANNEL, game="spades").turn_seconds == 300
    high = ServerSettings(turn_max=60)
    assert new_table(high, [], CFG, channel_id=CHANNEL, game="spades").turn_seconds == 60


def test_the_servers_house_rules_then_the_presets_then_the_commands() -> None:
    server = ServerSettings(house_rules={
        "spades": {"target": 300, "bag_penalty": 50}, "tonk": {"stake": 2, "hands": 5},
    })  # fmt: skip
    presets = [preset("Quick Game", "spades", target=200)]
    made = new_table(server, presets, CFG, channel_id=CHANNEL, game="spades",
                     preset="  quick   GAME ")  # fmt: skip
    assert made.options == {"target": 200, "bag_penalty": 50}
    plain = new_table(server, presets, CFG, channel_id=CHANNEL, game="spades")
    assert plain.options == {"target": 300, "bag_penalty": 50}
    tonk = new_table(server, [], CFG, channel_id=CHANNEL, game="tonk", stake=4)
    assert (tonk.options, tonk.hands) == ({"stake": 4}, 5), "the command's stake first"
    assert server_rules(server, [], "twentynine", None) == {}


def test_refusals_in_order_and_the_inputs_unchanged() -> None:
    # A stored rule the game no longer takes (written by another version of the bot).
    server = ServerSettings(channels=(7, 8), house_rules={"spades": {"target": "lots"}})
    presets = [preset("x", "tonk", stake=9)]
    before = copy.deepcopy((server.model_dump(), presets))
    with pytest.raises(TableError) as refused:
        new_table(server, presets, CFG, channel_id=CHANNEL, game="tonk", preset="nope")
    assert refused.value.key == "config-channel-refused"
    assert refused.value.message == (
        "Tables can't be opened in this channel. In this server, open them in: <#7>, <#8>."
    )
    with pytest.raises(TableError) as refused:
        new_table(server, presets, CFG, channel_id=7, game="tonk", preset="nope")
    assert (refused.value.key, refused.value.values) == (
        "config-preset-unknown",
        {"name": "nope", "game": "tonk"},
    )
    with pytest.raises(TableError) as refused:
        new_table(server, presets, CFG, channel_id=8, game="spades")
    assert refused.value.key == "error-cannot-open"
    with pytest.raises(TableError) as refused:
        new_table(server, presets, CFG, channel_id=8, game="chess", preset="nope")
    assert refused.value.key == "error-unknown-game", "a game we do not have: no preset asked"
    made = new_table(server, presets, CFG, channel_id=8, game="tonk", preset="X")
    assert made.options == {"stake": 9}
    assert (server.model_dump(), presets) == before


def test_the_module_does_no_io() -> None:
    """Plain data in and out: it imports no store, no event loop, no Discord, no clock."""
    source = Path(new_table_module.__file__).read_text("utf-8")
    imported = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            imported |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            imported.add(node.module or "")
    banned = ("asyncio", "aiosqlite", "discord", "time", "bot.db.store", "bot.db.storage")
    assert not {m for m in imported if m.startswith(banned)}, imported
    assert "bot.db.rows" in imported, "its rows are plain dataclasses"
