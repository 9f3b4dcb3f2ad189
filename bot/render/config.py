"""What ``/config`` shows: a server's settings, its default house rules and presets, in pages
that each fit one Discord message (2,000 characters).  Pure formatting."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from bot.db.rows import PresetRow
from bot.i18n import NAMES, Tr, tr
from bot.render.ledger import unit_word
from bot.tables import house_rules
from bot.tables.lobby_settings import duration
from bot.tables.servers import ServerSettings, TableTerms
from games import GAMES

if TYPE_CHECKING:
    from bot.tables.snapshots import PublicSnapshot

PAGE = 1700
"""Characters a page may hold (Discord's 2,000, with room for its header and the line that says
what was just saved)."""


def game_name(tr: Tr, game: str) -> str:
    return tr(f"game-{game}") if tr.has(f"game-{game}") else game


def level_name(tr: Tr, level: str) -> str:
    return tr(f"level-{level}") if tr.has(f"level-{level}") else level


def rule_text(tr: Tr, game: str, name: str, value: Any) -> str:
    """``Target: 300``: a house rule and its value named as the lobby's menus name them, in
    ``tr``'s language (``house_rules.label`` and ``value_label``)."""
    key = house_rules.rule_key(game, name)
    return tr(
        "config-rule",
        rule=house_rules.label(key, name, tr),
        value=house_rules.value_label(key, value, tr),
    )


def rules_text(tr: Tr, game: str, rules: dict[str, Any]) -> str:
    """A game's chosen house rules on one line (the standard ones are not named)."""
    parts = [rule_text(tr, game, name, value) for name, value in rules.items()]
    return ", ".join(parts) if parts else tr("config-rules-standard")


def channels_text(tr: Tr, channels: Sequence[int]) -> str:
    if not channels:
        return tr("config-channels-any")
    return ", ".join(f"<#{c}>" for c in channels)


def expiry_text(tr: Tr, seconds: float) -> str:
    if seconds <= 0:
        return tr("config-expiry-never")
    return tr("config-expiry-after", minutes=max(1, round(seconds / 60)))


def cap_text(tr: Tr, n: int) -> str:
    return tr("config-no-limit") if n == 0 else str(n)


def settings_lines(
    tr: Tr,
    s: ServerSettings,
    terms: TableTerms,
    unit: str | None,
    presets: Sequence[PresetRow],
) -> list[str]:
    """Every setting of a server, one line each, the bot's value where it chose none."""
    lines = [
        tr("config-show-language", language=NAMES[terms.language]),
        tr(
            "config-show-turn",
            time=duration(terms.turn_seconds, tr.language),
            low=duration(terms.turn_min, tr.language),
            high=duration(terms.turn_max, tr.language),
        ),
        tr(
            "config-show-level",
            level=level_name(tr, s.computer_level) if s.computer_level else tr("config-level-game"),
        ),
        tr("config-show-channels", channels=channels_text(tr, terms.channels)),
        tr("config-show-unit", unit=unit_word(unit, tr.language)),
        tr("config-show-expiry", expiry=expiry_text(tr, terms.lobby_expiry)),
        tr(
            "config-show-caps",
            host=cap_text(tr, terms.per_host),
            server=cap_text(tr, terms.per_server),
        ),
        tr("config-show-rated-yes") if terms.rated else tr("config-show-rated-no"),
        "",
        tr("config-show-rules-header"),
    ]
    for game in GAMES:
        lines.append(
            f"• {game_name(tr, game)}: {rules_text(tr, game, s.house_rules.get(game, {}))}"
        )
    lines += ["", tr("config-show-presets-header")]
    if not presets:
        lines.append(tr("config-presets-none"))
    lines += [preset_line(tr, p) for p in presets]
    return lines


def preset_line(tr: Tr, p: PresetRow) -> str:
    return f"• **{p.name}** ({game_name(tr, p.game)}): {rules_text(tr, p.game, p.options)}"


def lobby_line(snap: PublicSnapshot) -> str:
    """The lobby's line: this table's turn time and language (in the table's language)."""
    return tr(snap.language)(
        "config-lobby-line",
        time=duration(snap.turn_seconds, snap.language),
        language=NAMES.get(snap.language, snap.language),
    )


def pages_of(lines: Sequence[str], size: int = PAGE) -> list[str]:
    """The lines in pages of at most ``size`` characters, never cutting a line (a line longer
    than a page is clipped)."""
    out: list[str] = [""]
    for line in lines:
        line = line if len(line) <= size else line[: size - 1] + "…"
        joined = f"{out[-1]}\n{line}" if out[-1] else line
        if len(joined) > size and out[-1]:
            out.append(line)
        else:
            out[-1] = joined
    return out
