"""The host's settings of one table in its lobby: its turn time (within its server's bounds) and
the language of its public messages.

Pure, like ``lobby``: each function changes the ``LiveTable`` under its lock and returns a
``Change`` for the service to commit and show, or raises ``TableError``.  Only in the lobby: a
match keeps the turn time and language it started with.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.i18n import LANGUAGES, NAMES, tr
from bot.tables.errors import Answer, TableError, Worded
from bot.tables.lobby import Change, host_name, others_seated
from bot.tables.model import LiveTable
from bot.tables.servers import check_turn

TURN_CHOICES = (15, 30, 45, 60, 90, 120, 180, 240, 300, 600, 900, 1800, 3600, 7200, 14400,
                21600, 43200, 86400)  # fmt: skip
"""Turn times the lobby's menu offers (those within the server's bounds, and the bounds)."""


@dataclass(frozen=True, slots=True)
class Kept:
    """What a setting may touch, to put back if its commit fails."""

    turn_seconds: int
    language: str

    @classmethod
    def of(cls, t: LiveTable) -> Kept:
        return cls(t.row.turn_seconds, t.row.language)

    def restore(self, t: LiveTable) -> None:
        t.row.turn_seconds, t.row.language = self.turn_seconds, self.language


def turn_choices(low: int, high: int, current: int) -> list[int]:
    """At most 25 turn times between ``low`` and ``high``: the bounds, the current one and the
    round ones between."""
    keep = {low, high, current} | {s for s in TURN_CHOICES if low <= s <= high}
    return sorted(s for s in keep if low <= s <= high)[:25]


def duration(seconds: int, language: str = "en") -> str:
    """A turn time as people read it: 90 s, 2 min, 1 h 30 min (the catalogue's units)."""
    say = tr(language)
    if seconds % 60 or seconds < 60:
        return say("config-seconds", n=seconds)
    hours, minutes = divmod(seconds // 60, 60)
    if not hours:
        return say("config-minutes", n=minutes)
    if not minutes:
        return say("config-hours", n=hours)
    return say("config-hours-minutes", h=hours, m=minutes)


def _host_only(t: LiveTable, user_id: int) -> None:
    if t.status != "lobby":
        raise TableError("config-lobby-only")
    if user_id != t.row.host_id:
        raise TableError("config-host-only")


def set_turn(t: LiveTable, user_id: int, seconds: int, low: int, high: int) -> Change:
    """The host sets the table's turn time, within ``low``..``high`` (its server's)."""
    _host_only(t, user_id)
    check_turn(seconds, low, high)
    shown = duration(seconds, t.row.language)
    time = Worded(lambda say: duration(seconds, say.language))
    done = Change(Answer("config-lobby-turn-set", time=time))
    done.changed = seconds != t.row.turn_seconds
    t.row.turn_seconds = seconds
    if done.changed and others_seated(t):
        done.notices.append(
            (tr(t.row.language)("config-lobby-turn-notice", host=host_name(t), time=shown), ())
        )
    return done


def set_language(t: LiveTable, user_id: int, language: str) -> Change:
    """The host sets the language of the table's public messages."""
    _host_only(t, user_id)
    if language not in LANGUAGES:
        raise TableError("config-unknown-language", language=language[:10])
    done = Change(Answer("config-lobby-language-set", language=NAMES[language]))
    done.changed = language != t.row.language
    t.row.language = language
    if done.changed and others_seated(t):
        done.notices.append(
            (tr(language)("config-lobby-language-notice", host=host_name(t),
                          language=NAMES[language]), ())
        )  # fmt: skip
    return done
