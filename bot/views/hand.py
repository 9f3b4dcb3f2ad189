"""The components of a private hand: exactly the seat's legal actions.

Buttons where they fit, selects where they do not (a row holds five buttons or one select, and a
message five rows).  Card-list actions with many legal combinations (Schmier discards, the
Spades blind-nil exchange) become one multi-select over the cards that may go, with the cards
that must go added by the handler; the engine checks the combination.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.render.cards import SUIT_NAMES, SUITS, pretty, pretty_list
from bot.tables.service import HandSnapshot
from bot.views.component import button, new_view, select
from games.actions import (
    Action,
    Bid,
    BidBlind,
    Discard,
    Draw,
    Give,
    Hit,
    Look,
    Pass,
    Play,
    Spread,
    Trump,
    TrumpSeventh,
)

WORDS = {
    "pass": "Pass",
    "look": "Look at my cards",
    "reveal": "Ask for trump",
    "pair": "Declare pair",
    "double": "Double",
    "redouble": "Redouble",
    "single": "Single hand",
    "drop": "Drop",
    "end": "End the hand",
}
CARD_LIST_VERBS = ("give", "discard", "spread")
MAX_ROWS = 5


@dataclass
class Btn:
    label: str
    payload: str
    style: discord.ButtonStyle = discord.ButtonStyle.secondary
    disabled: bool = False


@dataclass
class Sel:
    placeholder: str
    options: list[tuple[str, str]]  # (label, value)
    kind: str = "pick"  # pick: values are action texts; cards: values are cards of a verb
    verb: str = ""
    min_values: int = 1
    max_values: int = 1


@dataclass
class Layout:
    groups: list[list[Btn] | Sel] = field(default_factory=list)

    def rows(self) -> int:
        return sum(math.ceil(len(g) / 5) if isinstance(g, list) else 1 for g in self.groups)


@dataclass(frozen=True)
class CardListSpec:
    """The legal card lists of one verb, summarised for a multi-select."""

    must: tuple[str, ...]
    may: tuple[str, ...]
    min_count: int
    max_count: int


def card_list_spec(legal: tuple[Action, ...], verb: str) -> CardListSpec | None:
    acts = [a for a in legal if a.verb == verb and hasattr(a, "cards")]
    if not acts:
        return None
    sets = [set(a.cards) for a in acts]  # type: ignore[attr-defined]
    union = set().union(*sets)
    must = set.intersection(*sets) if sets else set()
    ordered = [c for c in sorted(union)]
    return CardListSpec(
        tuple(str(c) for c in ordered if c in must),
        tuple(str(c) for c in ordered if c not in must),
        min(len(s) for s in sets),
        max(len(s) for s in sets),
    )


def label(action: Action, view: dict[str, Any], game: str) -> str:
    if isinstance(action, Play):
        return pretty(str(action.card))
    if isinstance(action, Bid):
        if game == "spades" and action.n == 0:
            return "Nil"
        return f"Bid {action.n}"
    if isinstance(action, BidBlind):
        return "Blind nil"
    if isinstance(action, Trump):
        ch = action.suit.char
        return f"{SUITS[ch]} {SUIT_NAMES[ch].capitalize()}"
    if isinstance(action, TrumpSeventh):
        return "Seventh card"
    if isinstance(action, Draw):
        if action.source == "stock":
            return "Draw from the stock"
        top = view.get("discard_top")
        return f"Take the discard {pretty(top)}" if top else "Take the discard"
    if isinstance(action, Hit):
        return f"Hit {pretty(str(action.card))} on spread {action.spread + 1}"
    if isinstance(action, Discard):
        if not action.cards:
            return "Discard nothing"
        return f"Discard {pretty_list(str(c) for c in action.cards)}"
    if isinstance(action, Spread):
        return f"Spread {pretty_list(str(c) for c in action.cards)}"
    if isinstance(action, Give):
        return f"Give {pretty_list(str(c) for c in action.cards)}"
    return WORDS.get(action.verb, str(action).capitalize())


def _buttons_or_select(
    acts: list[Action], view: dict[str, Any], game: str, placeholder: str, max_buttons: int
) -> list[Btn] | Sel:
    if len(acts) <= max_buttons:
        return [Btn(label(a, view, game), str(a), discord.ButtonStyle.primary) for a in acts]
    return Sel(placeholder, [(label(a, view, game), str(a)) for a in acts])


def layout(snap: HandSnapshot) -> Layout:
    """Group the seat's legal actions into buttons and selects that fit a message."""
    view, game = snap.view, snap.game
    legal = tuple(snap.legal)
    out = Layout()
    if snap.computer_plays:
        return out
    if game == "spades" and view.get("looked") is False:
        first = [Btn("Look at my cards", "look", discord.ButtonStyle.primary)]
        if any(isinstance(a, BidBlind) for a in legal):
            first.append(Btn("Blind nil", "bid blind", discord.ButtonStyle.danger))
        out.groups.append(first)
        return out
    legal = tuple(a for a in legal if not isinstance(a, Look))
    bids = [a for a in legal if isinstance(a, Bid)]
    plays = [a for a in legal if isinstance(a, Play)]
    hits = [a for a in legal if isinstance(a, Hit)]
    words: list[Btn] = []
    for a in legal:
        if isinstance(a, Pass | BidBlind | Trump | TrumpSeventh | Draw) or a.verb in WORDS:
            style = discord.ButtonStyle.primary
            if isinstance(a, Pass):
                style = discord.ButtonStyle.secondary
            words.append(Btn(label(a, view, game), str(a), style))
    if game == "twentynine" and _pair_shown(view) and not any(b.payload == "pair" for b in words):
        # Offered to every seat alike (RULES.md §0.1), usable only by the seat that may.
        words.append(Btn("Declare pair", "pair", discord.ButtonStyle.secondary, disabled=True))
    if words:
        out.groups.append(words)
    if bids:
        out.groups.append(_buttons_or_select(bids, view, game, "Choose your bid", 5 - len(words)))
    for verb in CARD_LIST_VERBS:
        acts = [a for a in legal if a.verb == verb and hasattr(a, "cards")]
        if not acts:
            continue
        if all(len(a.cards) == 1 for a in acts):  # type: ignore[attr-defined]
            out.groups.append(_buttons_or_select(acts, view, game, f"Choose a card to {verb}", 5))
        elif len(acts) <= 25:
            out.groups.append(
                Sel(
                    f"Choose what to {verb}",
                    [(label(a, view, game)[:100], str(a)) for a in acts],
                )
            )
        else:
            spec = card_list_spec(legal, verb)
            assert spec is not None
            lo, hi = spec.min_count - len(spec.must), spec.max_count - len(spec.must)
            what = f"{lo}" if lo == hi else f"{lo} to {hi}"
            out.groups.append(
                Sel(
                    f"Choose {what} card{'s' * (hi != 1)} to {verb}",
                    [(pretty(c), c) for c in spec.may],
                    kind="cards",
                    verb=verb,
                    min_values=max(lo, 1),
                    max_values=max(hi, 1),
                )
            )
            if lo == 0:
                payload = f"{verb} {' '.join(spec.must)}".strip()
                text = "Discard nothing" if not spec.must else f"Only {pretty_list(spec.must)}"
                out.groups.insert(0, [Btn(text, payload, discord.ButtonStyle.secondary)])
    if hits:
        out.groups.append(Sel("Hit a spread", [(label(a, view, game), str(a)) for a in hits]))
    if plays:
        out.groups.append(_buttons_or_select(plays, view, game, "Choose a card to play", 15))
    refresh = [Btn("Refresh", "", discord.ButtonStyle.secondary)]
    out.groups.append(refresh)
    _fit(out, view, game)
    return out


def _pair_shown(view: dict[str, Any]) -> bool:
    opts = view.get("options") or {}
    return (
        bool(opts.get("pair_enabled", True))
        and bool(view.get("trump_revealed"))
        and view.get("pair_by") is None
        and view.get("phase") == "play"
    )


def _fit(out: Layout, view: dict[str, Any], game: str) -> None:
    """Turn button groups into selects, then drop Refresh, until five rows are enough."""
    while out.rows() > MAX_ROWS:
        big = [
            (len(g), i)
            for i, g in enumerate(out.groups)
            if isinstance(g, list) and len(g) > 1 and g[0].label != "Refresh"
        ]
        if not big:
            break
        _, i = max(big)
        group = out.groups[i]
        assert isinstance(group, list)
        out.groups[i] = Sel("Choose", [(b.label, b.payload) for b in group if not b.disabled])
    if out.rows() > MAX_ROWS:
        out.groups = [
            g for g in out.groups if not (isinstance(g, list) and g[0].label == "Refresh")
        ]


def hand_view(snap: HandSnapshot) -> discord.ui.View:
    """The components of the ephemeral hand message for ``snap``."""
    v = new_view()
    row = 0
    picks = 0
    for group in layout(snap).groups:
        if isinstance(group, Sel):
            if group.kind == "cards":
                item = select(
                    group.placeholder,
                    [discord.SelectOption(label=lb[:100], value=val) for lb, val in group.options],
                    "cards",
                    snap.table_id,
                    snap.version,
                    group.verb,
                    min_values=group.min_values,
                    max_values=group.max_values,
                    row=row,
                )
            else:
                item = select(
                    group.placeholder,
                    [discord.SelectOption(label=lb[:100], value=val) for lb, val in group.options],
                    "pick",
                    snap.table_id,
                    snap.version,
                    picks,
                    row=row,
                )
                picks += 1
            v.add_item(item)
            row += 1
            continue
        for i, b in enumerate(group):
            if b.label == "Refresh" and not b.payload:
                item = button("Refresh", "ref", snap.table_id, row=row + i // 5)
            else:
                item = button(
                    b.label,
                    "act",
                    snap.table_id,
                    snap.version,
                    b.payload,
                    style=b.style,
                    row=row + i // 5,
                    disabled=b.disabled,
                )
            v.add_item(item)
        row += math.ceil(len(group) / 5)
    return v
