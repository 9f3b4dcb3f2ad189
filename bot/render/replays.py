"""A replay's page as Discord shows it: one frame of a finished hand, face up, in a code block.

The frames are ``games.replays``' (the deal, the bidding, trick by trick or Tonk turn by turn,
the result), worded in a language by ``bot.render.replay_lines``; this module fits one into a
message (2000 characters).  It is given a record
that holds finished hands only (``bot.components.story.visible_record``), and ``replay_hand``
refuses a hand that is not over besides.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.i18n import tr
from bot.render.replay_lines import frame_text
from games.replays import replay_hand

MESSAGE = 2000


def replay_page(
    record: Mapping[str, Any],
    hand: int,
    frame: int,
    title: str,
    language: str = "en",
    players: Sequence[str] | None = None,
) -> tuple[str, int, int]:
    """(the message, how many frames the hand has, the frame shown: ``frame`` kept in range),
    in ``language`` (the asker's; ``players``: the names to show, else the record's)."""
    replay = replay_hand(record, hand, players)
    frames = len(replay.frames)
    frame = max(0, min(frame, frames - 1))
    t = tr(language)
    text = frame_text(replay.frames[frame], replay, t)
    head = t(
        "story-replay-head",
        title=title,
        hand=str(hand + 1),
        page=str(frame + 1),
        pages=str(frames),
    )
    room = MESSAGE - len(head) - len("\n```\n\n```")
    if len(text) > room:
        text = text[: room - 1] + "…"
    return f"{head}\n```\n{text}\n```", frames, frame
