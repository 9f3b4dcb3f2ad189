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
from bot.i18n import Tr, tr
from bot.render import faces as card_faces
from bot.render.common import COLOUR, ICONS, clip, names, seat_list
from bot.render.faces import NO_FACES, Faces
from bot.render.games import face
from games import TITLES

if TYPE_CHECKING:
    from bot.tables.snapshots import PublicSnapshot

log = logging.getLogger(__name__)

RECENT = 4
"""How many of the latest actions the table message repeats, so a computer's move is seen."""


DESCRIPTION_MAX = 4000
"""Below Discord's 4,096, with room to spare; a table that would need more shows text only
(an emoji cut in half would print as raw ``<:name:id`` text)."""


def game_title(game: str, t: Tr, fallback: str = "") -> str:
    """A game's name in ``t``'s language (``game-<game>``, common.ftl); ``fallback`` (the
    English title) for a game the catalogue does not name."""
    message = f"game-{game}"
    return t(message) if t.has(message) else fallback or game


def thread_title(title: str, table_id: int, language: str = "en") -> str:
    """The name of a table's thread (a restart finds a thread it did not record by it): the
    English ``title`` (``LiveTable.title``) is said in ``language``."""
    t = tr(language)
    game = next((g for g, name in TITLES.items() if name == title), "")
    return clip(t("table-thread-name", game=game_title(game, t, title), table=str(table_id)), 100)


def _card_of(seat_names: list[str], faces: Faces, t: Tr) -> Any:
    return lambda s, c: t("table-card-of", player=seat_names[s], card=faces.card(c))


def trick_line(
    view: dict[str, Any], seat_names: list[str], faces: Faces = NO_FACES, t: Tr | None = None
) -> str | None:
    t = t or tr("en")
    trick = view.get("trick")
    if not trick:
        return None
    of = _card_of(seat_names, faces, t)
    return t("table-trick", cards=t("table-sep").join(of(s, c) for s, c in trick))


def last_trick_line(
    view: dict[str, Any], seat_names: list[str], faces: Faces = NO_FACES, t: Tr | None = None
) -> str | None:
    t = t or tr("en")
    last = view.get("last_trick")
    # Not before the first trick of a new hand: the previous hand's cards are dealt again.
    if not last or not sum(view.get("tricks_won") or [0]):
        return None
    of = _card_of(seat_names, faces, t)
    cards = t("table-sep").join(of(s, c) for s, c in last.get("cards", []))
    winner = last.get("winner")
    if winner is None:
        return t("table-last-trick", cards=cards)
    return t("table-last-trick-won", cards=cards, winner=seat_names[winner])


def recent_line(view: dict[str, Any], seat_names: list[str], t: Tr | None = None) -> str | None:
    t = t or tr("en")
    history = view.get("history") or []
    shown = [h for h in history if h[1] != "look"][-RECENT:]
    if not shown:
        return None
    game = face(str(view.get("game") or ""), t.language)
    moves = t("table-sep").join(
        t("table-move", player=seat_names[s], move=game.action_text(a)) for s, a in shown
    )
    return t("table-latest", moves=moves)


def turn_line(snap: PublicSnapshot, view: dict[str, Any], seat_names: list[str]) -> str:
    t = tr(snap.language)
    to_act = view.get("to_act") or []
    if not to_act:
        return ""
    parts = []
    for s in to_act:
        seat = snap.seats[s]
        if seat.computer_plays:
            parts.append(t("table-turn-computer", player=seat_names[s]))
        else:
            parts.append(t("table-turn-person", mention=f"<@{seat.user_id}>", player=seat_names[s]))
    who = t("table-turn-sep").join(parts)
    if snap.deadline is not None and any(not snap.seats[s].computer_plays for s in to_act):
        return t("table-turn-until", who=who, deadline=f"<t:{int(snap.deadline)}:R>")
    return t("table-turn", who=who)


def table_description(snap: PublicSnapshot, faces: Faces = NO_FACES) -> str:
    """The table message's body: seats, scores, the game's state, tricks, latest moves, turn."""
    view = snap.view or {}
    t = tr(snap.language)
    seat_names = names(snap.seats, t)
    r = face(snap.game, snap.language)
    lines = [seat_list(snap.seats, view.get("teams") or [], view, t), ""]
    lines += r.score_lines(view, seat_names)
    lines += r.state_lines(view, seat_names, faces)
    for extra in (
        trick_line(view, seat_names, faces, t),
        last_trick_line(view, seat_names, faces, t),
        recent_line(view, seat_names, t),
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
    t = tr(snap.language)
    shown = card_faces.current() if faces is None else faces
    hand_no = view.get("hand_number", 0) + 1
    title = t(
        "table-title-limit" if snap.hand_limit else "table-title",
        icon=ICONS.get(snap.game, ""),
        game=game_title(snap.game, t, snap.title),
        table=str(snap.table_id),
        hand=str(hand_no),
        limit=str(snap.hand_limit or 0),
    )
    description = table_description(snap, shown)
    if shown and len(description) > DESCRIPTION_MAX:
        description = table_description(snap)
    embed = discord.Embed(
        title=clip(title, 256),
        description=clip(description, DESCRIPTION_MAX),
        colour=COLOUR.get(snap.game, 0x5865F2),
    )
    # Not the view's version: that moves on a Spades look, which is private.
    state = str(snap.public_version)
    if any(s.kind == "computer" or s.computer_plays for s in snap.seats):
        level = f"level-{snap.computer_level}"
        shown_level = t(level) if t.has(level) else level_title(snap.computer_level)
        footer = t("table-footer-computers", level=shown_level, state=state)
    else:
        footer = t("table-footer", state=state)
    embed.set_footer(text=footer)
    waiting = [
        snap.seats[s].user_id
        for s in view.get("to_act") or []
        if not snap.seats[s].computer_plays and snap.seats[s].user_id
    ]
    content = " ".join(f"<@{u}>" for u in waiting)
    content = t("table-your-turn", mentions=content) if content else ""
    return content, embed


def final_embed(snap: PublicSnapshot, reason: str) -> tuple[str, discord.Embed]:
    """The table message once the table has ended: final scores, no buttons."""
    view = snap.view or {}
    t = tr(snap.language)
    seat_names = names(snap.seats, t)
    lines = [seat_list(snap.seats, view.get("teams") or [], None, t), ""]
    if view:
        lines += face(snap.game, snap.language).score_lines(view, seat_names)
    lines += ["", reason]
    title = t(
        "table-title-ended",
        icon=ICONS.get(snap.game, ""),
        game=game_title(snap.game, t, snap.title),
        table=str(snap.table_id),
    )
    embed = discord.Embed(
        title=clip(title, 256),
        description=clip("\n".join(lines), 4000),
        colour=COLOUR.get(snap.game, 0x5865F2),
    )
    return "", embed


def result_text(snap: PublicSnapshot) -> str:
    """The match result, posted when a match ends."""
    return face(snap.game, snap.language).result_text(snap)


def hand_summary(snap: PublicSnapshot, hand: int, result: dict[str, Any], deltas: list[int]) -> str:
    """The post that a hand is over, as the public ``snap`` right after it shows it.  A game's
    summary that fails still says which hand is over (logged: a bug to fix, not a reason to
    keep the thread silent)."""
    view = snap.view or {}
    t = tr(snap.language)
    try:
        body = face(snap.game, snap.language).summary(result, deltas, view, names(snap.seats, t))
    except Exception:
        log.exception("table %s: hand summary failed", snap.table_id)
        body = ""
    return f"{t('table-hand-over', hand=str(hand + 1))}\n{body}"[:2000]
