"""A server's settings (``/config``) and its house-rule presets: what a new table takes from them.

Stored as one JSON value per server (``ServerSettings``, checked by pydantic: a bad value never
reaches the store) and one row per preset.  Both are few and small, so they are read once at
start and kept in memory (``Servers``); a change is committed before it is kept, and a table
takes its values when it is created (``TableTerms``), so a change never reaches a match that
has started.  Pure, apart from the store calls of ``Servers``.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from bot.computers import DEFAULT_LEVEL, levels
from bot.db.rows import PresetRow, ServerRow, TableRow
from bot.i18n import LANGUAGES, Tr, tr
from bot.tables import house_rules, refusals
from bot.tables.config import ServiceConfig
from bot.tables.errors import TableError
from bot.tables.house_rules import HAND_CHOICES
from bot.tables.model import LiveTable
from games import GAMES
from games.errors import InvalidOptions

TURN_MIN, TURN_MAX = 15, 86400
"""The widest bounds of a turn time (``TURN_SECONDS``'s)."""
PRESET_NAME_MAX = 32
HIDDEN = frozenset({"min_players", "max_players"})
"""Options a preset cannot set: the seat count is chosen at ``/table create``."""
Language = Literal["en", "cy", "bg", "ht"]
Level = Literal["random", "basic", "strong"]


def plain_unit(v: str) -> str:
    """A stake unit as the ledger can show it (``bot.settings``' rule): no line breaks,
    mentions or Markdown that would reshape a post."""
    if any(ch.isspace() and ch != " " for ch in v) or any(ch in v for ch in "@<>*_`~|#\\"):
        raise ValueError("not a short plain name")
    return v


class ServerSettings(BaseModel):
    """What a server chose; ``None``: the bot's setting."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    language: Language | None = None
    turn_seconds: int | None = Field(default=None, ge=TURN_MIN, le=TURN_MAX)
    turn_min: int = Field(default=TURN_MIN, ge=TURN_MIN, le=TURN_MAX)
    turn_max: int = Field(default=TURN_MAX, ge=TURN_MIN, le=TURN_MAX)
    computer_level: Level | None = None
    channels: tuple[int, ...] = ()
    """Where tables may be opened (empty: any text channel)."""
    stake_unit: str | None = Field(default=None, min_length=1, max_length=16)
    lobby_expiry_minutes: int | None = Field(default=None, ge=0, le=10080)
    max_tables_per_host: int | None = Field(default=None, ge=0, le=100)
    max_tables_per_server: int | None = Field(default=None, ge=0, le=1000)
    rated: bool = True
    house_rules: dict[str, dict[str, Any]] = Field(default_factory=dict)
    """Per game, the server's default house rules (changed ones only)."""

    @field_validator("stake_unit")
    @classmethod
    def _unit(cls, v: str | None) -> str | None:
        return None if v is None else plain_unit(v)

    @model_validator(mode="after")
    def _bounds(self) -> ServerSettings:
        if self.turn_min > self.turn_max:
            raise ValueError("turn_min above turn_max")
        if (
            self.turn_seconds is not None
            and not self.turn_min <= self.turn_seconds <= self.turn_max
        ):
            raise ValueError("turn_seconds outside the bounds")
        return self


@dataclass(frozen=True, slots=True)
class TableTerms:
    """What a new table of a server takes from its settings and the bot's."""

    turn_seconds: int
    turn_min: int
    turn_max: int
    computer_level: str | None
    lobby_expiry: float
    per_host: int
    per_server: int
    rated: bool
    language: str
    channels: tuple[int, ...]
    own_expiry: float | None = None
    """The server's own lobby expiry (None: it follows the bot's setting)."""


def terms(s: ServerSettings, cfg: ServiceConfig) -> TableTerms:
    """The server's values, the bot's where the server chose none."""
    turn = s.turn_seconds if s.turn_seconds is not None else cfg.turn_seconds
    turn = max(s.turn_min, min(s.turn_max, turn))
    expiry = cfg.lobby_expiry if s.lobby_expiry_minutes is None else s.lobby_expiry_minutes * 60.0
    host = cfg.max_tables_per_host if s.max_tables_per_host is None else s.max_tables_per_host
    server = (
        cfg.max_tables_per_server if s.max_tables_per_server is None else s.max_tables_per_server
    )
    return TableTerms(
        turn, s.turn_min, s.turn_max, s.computer_level, expiry, host, server, s.rated,
        s.language or "en", s.channels,
        None if s.lobby_expiry_minutes is None else s.lobby_expiry_minutes * 60.0,
    )  # fmt: skip


def apply_terms(t: LiveTable, now: TableTerms, hands: Any = ...) -> None:
    """Give a new table (not yet stored) its server's values: computer level, lobby expiry,
    rated, and the number of hands of the server's house rules (``...``: the game's)."""
    t.row.computer_level = level_for(t.game, now.computer_level)
    t.row.lobby_expiry = now.own_expiry
    t.row.rated = now.rated
    if hands is not ... and t.row.hand_limit is not None:
        t.row.hand_limit = hands
    t.sync_players()


def table_expiry(row: TableRow, default: float) -> float:
    """A lobby's expiry: its own (kept from its server when it opened), else the bot's."""
    return default if row.lobby_expiry is None else row.lobby_expiry


def level_for(game: str, level: str | None) -> str:
    """The computer level a new table of ``game`` starts with: the server's where the game has
    it, else the default (the strongest the game has, if less)."""
    known = levels(game)
    if level in known:
        return str(level)
    return DEFAULT_LEVEL if DEFAULT_LEVEL in known else known[-1]


def check_turn(seconds: int, low: int, high: int) -> None:
    if not low <= seconds <= high:
        raise TableError("config-turn-out-of-range", seconds=seconds, low=low, high=high)


# ----- house rules: a server's defaults and its presets --------------------------------------


def rule_specs(game: str) -> list[house_rules.OptionSpec]:
    """The house rules a server may set for ``game`` (the lobby's menu)."""
    return [s for s in house_rules.option_specs(game) if s.name not in HIDDEN]


def checked_rules(game: str, rules: dict[str, Any]) -> dict[str, Any]:
    """``rules`` as stored: only the options that differ from the standard ones (the number of
    hands of a game without a match end kept apart, under ``hands``).  Refuses a rule the game
    does not have or a value it does not allow (``TableError``)."""
    if game not in GAMES:
        raise TableError("config-unknown-game", game=game)
    known = {s.name: s for s in rule_specs(game)}
    for name in rules:
        if name not in known:
            raise TableError("config-unknown-rule", rule=name)
    options = {k: v for k, v in rules.items() if k != house_rules.BOT_HANDS}
    out: dict[str, Any] = {}
    try:
        out = house_rules.validate(game, options)
    except InvalidOptions as exc:
        reason = refusals.rules_reason(game, options, str(exc))
        raise TableError("config-bad-rules", reason=reason) from None
    if house_rules.BOT_HANDS in rules:
        hands = rules[house_rules.BOT_HANDS]
        if hands not in known[house_rules.BOT_HANDS].choices:
            offered = ", ".join(house_rules.format_value(c) for c in HAND_CHOICES)
            raise TableError(
                "config-unknown-value", rule="Hands", value=str(hands)[:40], offered=offered
            )
        if hands != known[house_rules.BOT_HANDS].default:
            out[house_rules.BOT_HANDS] = hands
    return out


def parse_rules(game: str, text: str, language: Tr | None = None) -> dict[str, Any]:
    """``name=value, name=value`` as people type it (a rule's name or label, a value as the
    menu shows it: ``on``, ``off``, ``none``, ``250``; the label and value in the reader's
    ``language`` too) into values; refuses a rule the game does not have and a value it does
    not offer, naming them in that language."""
    said = language or tr("en")
    specs = {s.name: s for s in rule_specs(game)}
    labels = {house_rules.spec_label(s, said).casefold(): s for s in specs.values()}
    out: dict[str, Any] = {}
    for part in (p.strip() for p in text.replace(";", ",").split(",")):
        if not part:
            continue
        name, sep, value = part.partition("=")
        key = name.strip().casefold().replace(" ", "_").replace("-", "_")
        spec = specs.get(key) or labels.get(name.strip().casefold())
        if not sep or spec is None:
            raise TableError("config-unknown-rule", rule=name.strip()[:40])
        wanted = value.strip().casefold()
        for choice in spec.choices:
            shown = {
                house_rules.format_value(choice).casefold(),
                house_rules.encode(choice),
                house_rules.spec_value(spec, choice, said).casefold(),
            }
            if wanted in shown:
                out[spec.name] = choice
                break
        else:
            offered = ", ".join(house_rules.spec_value(spec, c, said) for c in spec.choices)
            raise TableError(
                "config-unknown-value",
                rule=house_rules.spec_label(spec, said),
                value=value.strip()[:40],
                offered=offered,
            )
    return out


def check_preset_name(name: str) -> str:
    name = " ".join(name.split())
    if not name:
        raise TableError("config-preset-name-empty")
    if len(name) > PRESET_NAME_MAX:
        raise TableError("config-preset-name-long", most=PRESET_NAME_MAX, length=len(name))
    return name


def find_preset(presets: Iterable[PresetRow], name: str) -> PresetRow | None:
    """The preset called ``name``, whatever its case and spacing (None: there is none)."""
    key = " ".join(name.split()).casefold()
    return next((p for p in presets if p.name.casefold() == key), None)


def split_rules(rules: dict[str, Any]) -> tuple[dict[str, Any], Any]:
    """(the options of a game, the number of hands or ``...`` where it sets none)."""
    options = {k: v for k, v in rules.items() if k != house_rules.BOT_HANDS}
    return options, rules.get(house_rules.BOT_HANDS, ...)


# ----- in memory, as stored -------------------------------------------------------------------


class ServerStore(Protocol):
    async def servers(self) -> list[ServerRow]: ...

    async def presets(self) -> list[PresetRow]: ...

    async def set_server(self, row: ServerRow) -> None: ...

    async def add_preset(self, row: PresetRow) -> None: ...

    async def delete_preset(self, guild_id: int, game: str, name: str) -> None: ...


class Servers:
    """Every server's settings and presets, in memory, as stored."""

    def __init__(self) -> None:
        self.settings: dict[int, ServerSettings] = {}
        self.presets: dict[tuple[int, str], dict[str, PresetRow]] = {}

    async def load(self, store: ServerStore) -> None:
        self.settings, self.presets = {}, {}
        for row in await store.servers():
            try:
                self.settings[row.guild_id] = ServerSettings.model_validate(row.settings)
            except ValidationError:  # written by a newer bot with other rules: its defaults
                self.settings[row.guild_id] = ServerSettings()
        for p in await store.presets():
            self.presets.setdefault((p.guild_id, p.game), {})[p.name] = p

    def of(self, guild_id: int) -> ServerSettings:
        return self.settings.get(guild_id) or ServerSettings()

    def language(self, guild_id: int) -> str | None:
        """The language the server chose (``None``: none), read from its settings: the one
        place it is kept (``bot.tables.languages.Languages`` asks here)."""
        return self.of(guild_id).language

    @property
    def languages(self) -> dict[int, str]:
        """Every server's chosen language (a copy: change them with ``change``)."""
        return {g: s.language for g, s in self.settings.items() if s.language is not None}

    async def change(
        self, store: ServerStore, guild_id: int, by: int, **values: Any
    ) -> ServerSettings:
        """Store the server's settings with ``values`` changed (checked whole: a bad value is
        refused and nothing is stored); kept once committed."""
        data = self.of(guild_id).model_dump()
        data.update(values)
        try:
            new = ServerSettings.model_validate(data)
        except ValidationError as exc:
            reason = refusals.setting_reason(exc.errors()[0])
            raise TableError("config-bad-value", reason=reason) from None
        await store.set_server(ServerRow(guild_id, new.model_dump(mode="json"), time.time(), by))
        self.settings[guild_id] = new
        return new

    async def set_rule(
        self, store: ServerStore, guild_id: int, by: int, game: str, name: str, value: Any
    ) -> dict[str, Any]:
        """One default house rule of ``game`` for the server (checked with the others)."""
        current = dict(self.of(guild_id).house_rules.get(game, {}))
        current[name] = value
        rules = checked_rules(game, current)
        every = dict(self.of(guild_id).house_rules)
        every[game] = rules
        await self.change(store, guild_id, by, house_rules=every)
        return rules

    def rules(self, guild_id: int, game: str) -> dict[str, Any]:
        return dict(self.of(guild_id).house_rules.get(game, {}))

    def presets_of(self, guild_id: int, game: str) -> list[PresetRow]:
        return list(self.presets.get((guild_id, game), {}).values())

    def every_preset(self, guild_id: int) -> list[PresetRow]:
        return [p for (g, _), by in sorted(self.presets.items()) if g == guild_id
                for p in by.values()]  # fmt: skip

    def preset(self, guild_id: int, game: str, name: str) -> PresetRow:
        found = self._find(guild_id, game, name)
        if found is None:
            raise TableError("config-preset-unknown", name=name[:40], game=game)
        return found

    def _find(self, guild_id: int, game: str, name: str) -> PresetRow | None:
        return find_preset(self.presets.get((guild_id, game), {}).values(), name)

    async def save_preset(
        self, store: ServerStore, guild_id: int, by: int, game: str, name: str,
        rules: dict[str, Any],
    ) -> PresetRow:  # fmt: skip
        """A new preset: a name of at most 32 characters, not taken (whatever its case) in
        the server for this game, and rules the game has; nothing is stored otherwise."""
        name = check_preset_name(name)
        checked = checked_rules(game, rules)
        if self._find(guild_id, game, name) is not None:
            raise TableError("config-preset-taken", name=name, game=game)
        row = PresetRow(guild_id, game, name, checked, time.time(), by)
        await store.add_preset(row)
        self.presets.setdefault((guild_id, game), {})[name] = row
        return row

    async def delete_preset(
        self, store: ServerStore, guild_id: int, game: str, name: str
    ) -> PresetRow:
        row = self.preset(guild_id, game, name)
        await store.delete_preset(guild_id, game, row.name)
        self.presets.get((guild_id, game), {}).pop(row.name, None)
        return row


def channel_allowed(allowed: Iterable[int], channel_id: int) -> bool:
    allowed = tuple(allowed)
    return not allowed or channel_id in allowed


def known_language(language: str) -> str:
    if language not in LANGUAGES:
        raise TableError("config-unknown-language", language=language[:10])
    return language
