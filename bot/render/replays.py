"""A replay's page as Discord shows it: one frame of a finished hand, face up, in a code block.

The frames are ``games.replays``' (the deal, the bidding, trick by trick or Tonk turn by turn,
the result); this module only fits one into a message (2000 characters).  It is given a record
that holds finished hands only (``bot.components.story.visible_record``), and ``replay_hand``
refuses a hand that is not over besides.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.i18n import tr
from games.replays import render_frame, replay_hand

MESSAGE = 2000


def replay_page(
    record: Mapping[str, Any], hand: int, frame: int, title: str, language: str = "en"
) -> tuple[str, int, int]:
    """(the message, how many frames the hand has, the frame shown: ``frame`` kept in range)."""
    replay = replay_hand(record, hand)
    frames = len(replay.frames)
    frame = max(0, min(frame, frames - 1))
    text = render_frame(replay.frames[frame], replay.players)
    head = tr(language)(
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
