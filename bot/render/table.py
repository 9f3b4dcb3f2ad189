"""The public table message: one embed kept current for the whole match.

Built only from a ``PublicSnapshot`` (the public view), so nothing private can reach it.  The
cards it shows (the trick, the last trick, Tonk's discard and spreads, a trump once public) carry
their faces as emojis once the bot knows them, each beside its text (``bot.render.faces``).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.computers import level_title
from bot.render import faces as card_faces
from bot.render.common import COLOUR, ICONS, clip, names, seat_list
from bot.render.faces import NO_FACES, Faces
from bot.render.games import face

if TYPE_CHECKING:
    from bot.tables.snapshots import PublicSnapshot

log = logging.getLogger(__name__)

RECENT = 4
"""How many of the latest actions the table message repeats, so a computer's move is seen."""


DESCRIPTION_MAX = 4000
"""Below Discord's 4,096, with room to spare; a table that would need more shows text only
(an emoji cut in half would print as raw ``<:name:id`` text)."""


def trick_line(view: dict[str, Any], seat_names: list[str], faces: Faces = NO_FACES) -> str | None:
    trick = view.get("trick")
    if not trick:
        return None
    return "**Trick** " + " · ".join(f"{seat_names[s]} {faces.card(c)}" for s, c in trick)


def last_trick_line(
    view: dict[str, Any], seat_names: list[str], faces: Faces = NO_FACES
) -> str | None:
    last = view.get("last_trick")
    # Not before the first trick of a new hand: the previous hand's cards are dealt again.
    if not last or not sum(view.get("tricks_won") or [0]):
        return None
    cards = " · ".join(f"{seat_names[s]} {faces.card(c)}" for s, c in last.get("cards", []))
    winner = last.get("winner")
    won = f" → won by **{seat_names[winner]}**" if winner is not None else ""
    return f"**Last trick** {cards}{won}"


def recent_line(view: dict[str, Any], seat_names: list[str]) -> str | None:
    history = view.get("history") or []
    shown = [h for h in history if h[1] != "look"][-RECENT:]
    if not shown:
        return None
    game = face(str(view.get("game") or ""))
    return "**Latest** " + " · ".join(f"{seat_names[s]} {game.action_text(a)}" for s, a in shown)


def turn_line(snap: PublicSnapshot, view: dict[str, Any], seat_names: list[str]) -> str:
    to_act = view.get("to_act") or []
    if not to_act:
        return ""
    parts = []
    for s in to_act:
        seat = snap.seats[s]
        if seat.computer_plays:
            parts.append(f"🤖 {seat_names[s]} is playing")
        else:
            parts.append(f"<@{seat.user_id}> ({seat_names[s]})")
    line = "**Turn** ▶ " + ", ".join(parts)
    if snap.deadline is not None and any(not snap.seats[s].computer_plays for s in to_act):
        line += f" — time runs out <t:{int(snap.deadline)}:R>"
    return line


def table_description(snap: PublicSnapshot, faces: Faces = NO_FACES) -> str:
    """The table message's body: seats, scores, the game's state, tricks, latest moves, turn."""
    view = snap.view or {}
    seat_names = names(snap.seats)
    r = face(snap.game)
    lines = [seat_list(snap.seats, view.get("teams") or [], view), ""]
    lines += r.score_lines(view, seat_names)
    lines += r.state_lines(view, seat_names, faces)
    for extra in (
        trick_line(view, seat_names, faces),
        last_trick_line(view, seat_names, faces),
        recent_line(view, seat_names),
    ):
        if extra:
            lines.append(extra)
    turn = turn_line(snap, view, seat_names)
    if turn:
        lines += ["", turn]
    return "\n".join(lines)


def table_embed(snap: PublicSnapshot, faces: Faces | None = None) -> tuple[str, discord.Embed]:
    """``(content, embed)``: the content mentions the player to act.  The cards carry the
    running bot's faces (or ``faces``), unless the message would be too long with them."""
    view = snap.view or {}
    shown = card_faces.current() if faces is None else faces
    hand_no = view.get("hand_number", 0) + 1
    title = f"{ICONS.get(snap.game, '')} {snap.title} — table #{snap.table_id} · hand {hand_no}"
    if snap.hand_limit:
        title += f" of {snap.hand_limit}"
    description = table_description(snap, shown)
    if shown and len(description) > DESCRIPTION_MAX:
        description = table_description(snap)
    embed = discord.Embed(
        title=clip(title, 256),
        description=clip(description, DESCRIPTION_MAX),
        colour=COLOUR.get(snap.game, 0x5865F2),
    )
    footer = "Show hand: your cards and moves, only you see them."
    if any(s.kind == "computer" or s.computer_plays for s in snap.seats):
        footer += f" Computers: {level_title(snap.computer_level)}."
    # Not the view's version: that moves on a Spades look, which is private.
    footer += f" · state {snap.public_version}"
    embed.set_footer(text=footer)
    waiting = [
        snap.seats[s].user_id
        for s in view.get("to_act") or []
        if not snap.seats[s].computer_plays and snap.seats[s].user_id
    ]
    content = " ".join(f"<@{u}>" for u in waiting)
    content = f"{content}, your turn." if content else ""
    return content, embed


def final_embed(snap: PublicSnapshot, reason: str) -> tuple[str, discord.Embed]:
    """The table message once the table has ended: final scores, no buttons."""
    view = snap.view or {}
    seat_names = names(snap.seats)
    lines = [seat_list(snap.seats, view.get("teams") or [], None), ""]
    if view:
        lines += face(snap.game).score_lines(view, seat_names)
    lines += ["", reason]
    embed = discord.Embed(
        title=clip(
            f"{ICONS.get(snap.game, '')} {snap.title} — table #{snap.table_id} · ended", 256
        ),
        description=clip("\n".join(lines), 4000),
        colour=COLOUR.get(snap.game, 0x5865F2),
    )
    return "", embed


def result_text(snap: PublicSnapshot) -> str:
    """The match result, posted when a match ends."""
    return face(snap.game).result_text(snap)


def hand_summary(snap: PublicSnapshot, hand: int, result: dict[str, Any], deltas: list[int]) -> str:
    """The post that a hand is over, as the public ``snap`` right after it shows it.  A game's
    summary that fails still says which hand is over (logged: a bug to fix, not a reason to
    keep the thread silent)."""
    view = snap.view or {}
    try:
        body = face(snap.game).summary(result, deltas, view, names(snap.seats))
    except Exception:
        log.exception("table %s: hand summary failed", snap.table_id)
        body = ""
    return f"**Hand {hand + 1} is over.**\n{body}"[:2000]
