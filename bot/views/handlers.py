"""What each component does when clicked.

Every handler answers within Discord's 3 seconds: moves are checked by the engine and committed
by the service first, then the interaction is answered.  Refusals (not seated, not your turn, an
out-of-date message, a double click) are short ephemeral messages and change nothing.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.log import action_kind
from bot.render.hand import hand_text
from bot.tables import house_rules
from bot.tables.errors import OutOfDate, TableError
from bot.tables.service import HandSnapshot, TableService
from bot.views import ids
from bot.views.component import handler
from bot.views.forfeit import forfeit_prompt
from bot.views.hand import answer_hand, card_list_spec, hand_view
from bot.views.house_rules import rules_page

log = logging.getLogger(__name__)

Interaction = discord.Interaction[Any]


def service_of(interaction: Interaction) -> TableService:
    return interaction.client.service  # type: ignore[attr-defined, no-any-return]


def display_name(interaction: Interaction) -> str:
    return interaction.user.display_name[:32]


async def say(interaction: Interaction, text: str) -> None:
    """An ephemeral answer, whether or not the interaction was answered already."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


async def private_hand(
    interaction: Interaction, table_id: int, *, note: str = ""
) -> tuple[str, discord.ui.View]:
    """The seat's hand message; a Spades seat past blind nil looks automatically."""
    svc = service_of(interaction)
    snap = await svc.hand_snapshot(table_id, interaction.user.id)
    if _must_look(snap):
        await svc.act(table_id, interaction.user.id, snap.version, "look")
        snap = await svc.hand_snapshot(table_id, interaction.user.id)
    return hand_text(snap, note), hand_view(snap)


def _must_look(snap: HandSnapshot) -> bool:
    """Spades: seeing the cards is the ``look`` action.  Once blind nil is out of reach for
    this hand (the seat has bid, or bidding is over), Show hand just looks."""
    view = snap.view
    if snap.game != "spades" or view.get("looked") is not False or snap.computer_plays:
        return False
    bids = view.get("bids") or []
    already_bid = snap.seat < len(bids) and bids[snap.seat] is not None
    return (view.get("phase") != "bid" or already_bid) and any(a.verb == "look" for a in snap.legal)


@handler("show")
async def show_hand(interaction: Interaction, table_id: int, rest: str, values: list[str]) -> None:
    try:
        content, view = await private_hand(interaction, table_id)
    except TableError as exc:
        await say(interaction, exc.message)
        return
    await answer_hand(
        lambda v: interaction.response.send_message(content, view=v, ephemeral=True), view
    )


@handler("ref")
async def refresh(interaction: Interaction, table_id: int, rest: str, values: list[str]) -> None:
    try:
        content, view = await private_hand(interaction, table_id)
    except TableError as exc:
        await say(interaction, exc.message)
        return
    await answer_hand(lambda v: interaction.response.edit_message(content=content, view=v), view)


async def _act(interaction: Interaction, table_id: int, version: int, text: str) -> None:
    svc = service_of(interaction)
    try:
        await svc.act(table_id, interaction.user.id, version, text)
    except OutOfDate as exc:
        # The old hand message becomes the current hand: the person sees at once what the
        # table waits for now, rather than a line that sends them to Show hand.
        log.debug("table %s: out-of-date %s", table_id, action_kind(text))
        await _fresh_hand(interaction, table_id, exc.message)
        return
    except TableError as exc:
        # Not the refusal's text: the engine's reasons name cards ("you do not hold 10♥").
        log.debug("table %s: refused %s", table_id, action_kind(text))
        await say(interaction, exc.message)
        return
    try:
        content, view = await private_hand(interaction, table_id)
    except TableError as exc:  # the table ended with this move
        await interaction.response.edit_message(content=exc.message, view=None)
        return
    await answer_hand(lambda v: interaction.response.edit_message(content=content, view=v), view)


async def _fresh_hand(interaction: Interaction, table_id: int, why: str) -> None:
    """Edit the clicked hand message to the seat's current hand, with ``why`` as its note."""
    try:
        content, view = await private_hand(interaction, table_id, note=f"⚠️ {why}")
    except TableError as exc:
        await say(interaction, exc.message)
        return
    await interaction.response.edit_message(content=content, view=view)


@handler("act")
async def act_button(interaction: Interaction, table_id: int, rest: str, values: list[str]) -> None:
    version, text = ids.versioned(rest)
    await _act(interaction, table_id, version, text)


@handler("pick")
async def act_select(interaction: Interaction, table_id: int, rest: str, values: list[str]) -> None:
    version, _ = ids.versioned(rest)
    if not values:
        await say(interaction, "Choose one of the options.")
        return
    await _act(interaction, table_id, version, values[0])


@handler("cards")
async def act_cards(interaction: Interaction, table_id: int, rest: str, values: list[str]) -> None:
    version, verb = ids.versioned(rest)
    svc = service_of(interaction)
    try:
        snap = await svc.hand_snapshot(table_id, interaction.user.id)
    except TableError as exc:
        await say(interaction, exc.message)
        return
    spec = card_list_spec(tuple(snap.legal), verb)
    must = list(spec.must) if spec is not None else []
    cards = must + [v for v in values if v not in must]
    await _act(interaction, table_id, version, f"{verb} {' '.join(cards)}".strip())


@handler("back")
async def take_back(interaction: Interaction, table_id: int, rest: str, values: list[str]) -> None:
    try:
        message = await service_of(interaction).take_back(table_id, interaction.user.id)
    except TableError as exc:
        message = exc.message
    await say(interaction, message)


@handler("lobby")
async def lobby(interaction: Interaction, table_id: int, rest: str, values: list[str]) -> None:
    svc = service_of(interaction)
    user = interaction.user
    try:
        if rest == "join":
            message = await svc.join(table_id, user.id, display_name(interaction))
        elif rest == "leave":
            message = await svc.leave(table_id, user.id)
        elif rest == "addc":
            message = await svc.add_computer(table_id, user.id)
        elif rest == "start":
            message = await svc.start(table_id, user.id)
        elif rest == "cancel":
            await cancel_table(interaction, table_id)
            return
        elif rest == "rules":
            snap = await svc.public_snapshot(table_id)
            if snap.status != "lobby":
                raise TableError("The game has started: the house rules are fixed.")
            text, view = rules_page(snap, 0, editable=user.id == snap.host_id)
            await interaction.response.send_message(text, view=view, ephemeral=True)
            return
        else:
            message = "This button is no longer used."
    except TableError as exc:
        message = exc.message
    await say(interaction, message)


async def cancel_table(interaction: Interaction, table_id: int) -> None:
    """``/table cancel`` and the lobby's Cancel.  A seated person's cancel after the start is
    a forfeit (rated): it is asked first, privately; a lobby's cancel and a moderator's
    (unrated) are made at once."""
    svc = service_of(interaction)
    perms = interaction.permissions
    can_manage = bool(perms and perms.manage_threads)
    try:
        if svc.cancel_means(table_id, interaction.user.id, can_manage) == "forfeit":
            text, view = forfeit_prompt(table_id, svc.forfeit_terms(table_id, interaction.user.id))
            await interaction.response.send_message(text, view=view, ephemeral=True)
            return
        message = await svc.cancel(table_id, interaction.user.id, can_manage)
    except TableError as exc:
        message = exc.message
    await say(interaction, message)


@handler("ff")
async def forfeit(interaction: Interaction, table_id: int, rest: str, values: list[str]) -> None:
    """The answer to the forfeit question (it replaces the question)."""
    if rest != "yes":
        await interaction.response.edit_message(content="You keep playing.", view=None)
        return
    try:
        message = await service_of(interaction).forfeit(table_id, interaction.user.id)
    except TableError as exc:
        message = exc.message
    await interaction.response.edit_message(content=message, view=None)


@handler("seat")
async def choose_seat(
    interaction: Interaction, table_id: int, rest: str, values: list[str]
) -> None:
    try:
        seat = int(values[0]) if values else -1
        message = await service_of(interaction).join(
            table_id, interaction.user.id, display_name(interaction), seat
        )
    except TableError as exc:
        message = exc.message
    await say(interaction, message)


@handler("level")
async def choose_level(
    interaction: Interaction, table_id: int, rest: str, values: list[str]
) -> None:
    try:
        message = await service_of(interaction).set_level(
            table_id, interaction.user.id, values[0] if values else ""
        )
    except TableError as exc:
        message = exc.message
    await say(interaction, message)


@handler("opt")
async def set_option(interaction: Interaction, table_id: int, rest: str, values: list[str]) -> None:
    page_text, _, name = rest.partition(":")
    svc = service_of(interaction)
    try:
        value = house_rules.decode(values[0]) if values else None
        await svc.set_option(table_id, interaction.user.id, name, value)
        snap = await svc.public_snapshot(table_id)
    except (TableError, ValueError) as exc:
        await say(interaction, getattr(exc, "message", str(exc)))
        return
    text, view = rules_page(snap, int(page_text or 0), editable=True)
    await interaction.response.edit_message(content=text, view=view)


@handler("optp")
async def rules_paging(
    interaction: Interaction, table_id: int, rest: str, values: list[str]
) -> None:
    page = int(rest.partition(":")[0] or 0)
    try:
        snap = await service_of(interaction).public_snapshot(table_id)
    except TableError as exc:
        await say(interaction, exc.message)
        return
    editable = interaction.user.id == snap.host_id and snap.status == "lobby"
    text, view = rules_page(snap, page, editable=editable)
    await interaction.response.edit_message(content=text, view=view)
