"""The components of a private hand: exactly the seat's legal actions.

Buttons where they fit, selects where they do not (a row holds five buttons or one select, and a
message five rows).  Card-list actions with many legal combinations (Schmier discards, the
Spades blind-nil exchange) become one multi-select over the cards that may go, with the cards
that must go added by the handler; the engine checks the combination.

Where it fits, the whole hand is a row of card buttons (sorted by suit, trump first): the cards
the seat may play now (Tonk: discard) are enabled, the others are there but disabled, so the
hand and the legal moves are seen in one look.  Where it does not fit beside the other controls
(a Schmier dealer's 23 cards; a Tonk turn with spreads, hits and words), only the legal cards
get controls, as buttons or a select.  Each card's control carries its face as an emoji when
the faces are known (``bot.render.faces``), always beside its text.
"""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.render import faces as card_faces
from bot.render.cards import SUIT_NAMES, SUITS, pretty, pretty_list, sorted_hand
from bot.render.common import plural
from bot.render.faces import Faces
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
    Pass,
    Play,
    Spread,
    Trump,
    TrumpSeventh,
)
from games.cards import Card
from games.twentynine.actions import TrumpNoTrump

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
MAX_OPTIONS = 25
CARD_VERB = {"tonk": "discard"}
"""The verb of a card button: what clicking one card does in the game (default ``play``)."""


@dataclass
class Btn:
    label: str
    payload: str
    style: discord.ButtonStyle = discord.ButtonStyle.secondary
    disabled: bool = False
    kind: str = "act"
    """The handler: ``act`` plays ``payload``; ``ref`` (Refresh) and ``back`` (Take my seat
    back) take no payload."""
    card: bool = False
    """One of the hand's card buttons (enabled: a legal move; disabled: not now)."""


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
    if isinstance(action, TrumpNoTrump):
        return "No trump (7 high, J low)"
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
    acts: Sequence[Action], view: dict[str, Any], game: str, placeholder: str, max_buttons: int
) -> list[list[Btn] | Sel]:
    if len(acts) <= max_buttons:
        return [[Btn(label(a, view, game), str(a), discord.ButtonStyle.primary) for a in acts]]
    return _selects(placeholder, [(label(a, view, game), str(a)) for a in acts])


def _selects(placeholder: str, options: list[tuple[str, str]]) -> list[list[Btn] | Sel]:
    """One pick select, or several of at most 25 options each (Discord's limit): an option
    past the 25th would be unreachable."""
    if len(options) <= MAX_OPTIONS:
        return [Sel(placeholder, options)]
    chunks = [options[i : i + MAX_OPTIONS] for i in range(0, len(options), MAX_OPTIONS)]
    return [Sel(f"{placeholder} ({i + 1} of {len(chunks)})", c) for i, c in enumerate(chunks)]


def _word_style(action: Action) -> discord.ButtonStyle:
    if isinstance(action, Pass):
        return discord.ButtonStyle.secondary
    if isinstance(action, BidBlind):
        return discord.ButtonStyle.danger
    return discord.ButtonStyle.primary


def layout(snap: HandSnapshot) -> Layout:
    """Group the seat's legal actions into buttons and selects that fit a message.

    Every legal action gets a control: bids, card plays, hits and card lists have their own
    groups, and any other action (a word such as ``look``, ``drop``, ``trump nt``) is a button
    of the first row, so a new kind of action can never be left out.  Refresh is always there
    (the text tells a waiting seat to use it); a seat the computer plays gets **Take my seat
    back** instead of moves.  The whole hand is a group of card buttons above Refresh when the
    five rows hold it and the rest (its one-card moves enabled, every other card disabled);
    otherwise the card plays are buttons or a select of the legal ones only, as they always were.
    """
    view, game = snap.view, snap.game
    legal = tuple(snap.legal)
    out = Layout()
    if snap.computer_plays:
        back = Btn("Take my seat back", "", discord.ButtonStyle.primary, kind="back")
        out.groups.append([back, _refresh()])
        return out
    singles = _card_moves(legal)
    whole = _hand_buttons(snap, singles)
    if whole is not None:
        out.groups = _controls(snap, exclude=set(singles.values())) + whole + [[_refresh()]]
        if out.rows() <= MAX_ROWS:
            return out
    out.groups = _controls(snap, exclude=set())
    plays = [a for a in legal if isinstance(a, Play)]
    if plays:
        out.groups += _buttons_or_select(plays, view, game, "Choose a card to play", 15)
    out.groups.append([_refresh()])
    _fit(out)
    return out


def _controls(snap: HandSnapshot, exclude: set[Action]) -> list[list[Btn] | Sel]:
    """Every control but the card plays and Refresh: words, bids, card lists, hits (less the
    one-card moves in ``exclude``, which the hand's card buttons make)."""
    view, game = snap.view, snap.game
    legal = tuple(snap.legal)
    groups: list[list[Btn] | Sel] = []
    bids = [a for a in legal if isinstance(a, Bid)]
    plays = [a for a in legal if isinstance(a, Play)]
    hits = [a for a in legal if isinstance(a, Hit)]
    lists = [a for a in legal if a.verb in CARD_LIST_VERBS and hasattr(a, "cards")]
    grouped = {*bids, *plays, *hits, *lists}
    words = [Btn(label(a, view, game), str(a), _word_style(a)) for a in legal if a not in grouped]
    if game == "twentynine" and _pair_shown(view) and not any(b.payload == "pair" for b in words):
        # Offered to every seat alike (RULES.md §0.1), usable only by the seat that may.
        words.append(Btn("Declare pair", "pair", discord.ButtonStyle.secondary, disabled=True))
    if words:
        groups.append(words)
    if bids:
        unlooked = game == "spades" and view.get("looked") is False
        placeholder = "Bid without looking" if unlooked else "Choose your bid"
        groups += _buttons_or_select(bids, view, game, placeholder, 5 - len(words))
    for verb in CARD_LIST_VERBS:
        acts = [a for a in lists if a.verb == verb and a not in exclude]
        if acts:
            groups += _card_lists(verb, acts, legal, view, game)
    if hits:
        groups += _selects("Hit a spread", [(label(a, view, game), str(a)) for a in hits])
    return groups


def _card_moves(legal: tuple[Action, ...]) -> dict[str, Action]:
    """The moves one click on one card makes: the plays, or else (Tonk) the discards when each
    is of one card.  Keyed by the card (record notation)."""
    plays: dict[str, Action] = {str(a.card): a for a in legal if isinstance(a, Play)}
    if plays:
        return plays
    discards = [a for a in legal if isinstance(a, Discard)]
    if discards and all(len(a.cards) == 1 for a in discards):
        return {str(a.cards[0]): a for a in discards}
    return {}


def _hand_buttons(snap: HandSnapshot, singles: dict[str, Action]) -> list[list[Btn] | Sel] | None:
    """The whole hand as card buttons, legal ones enabled; ``None`` if there is no hand to show,
    it is too big for the rows, or a legal card move is not in it (the engine's word wins)."""
    if snap.view.get("hand") is None:
        return None
    hand = sorted_hand(snap.game, snap.view)
    if not hand or len(hand) > (MAX_ROWS - 1) * 5 or not set(singles) <= set(hand):
        return None
    verb = next(iter(singles.values())).verb if singles else CARD_VERB.get(snap.game, "play")
    buttons = []
    for card in hand:
        move = singles.get(card)
        if move is not None:
            buttons.append(Btn(pretty(card), str(move), discord.ButtonStyle.primary, card=True))
        else:
            payload = f"{verb} {card}"
            style = discord.ButtonStyle.secondary
            buttons.append(Btn(pretty(card), payload, style, disabled=True, card=True))
    return [buttons]


def _refresh() -> Btn:
    return Btn("Refresh", "", discord.ButtonStyle.secondary, kind="ref")


def _card_lists(
    verb: str, acts: list[Action], legal: tuple[Action, ...], view: dict[str, Any], game: str
) -> list[list[Btn] | Sel]:
    """The controls of one card-list verb: buttons or a pick select of whole lists while they
    are few, else a multi-select of the cards that may go (the handler adds those that must)."""
    if all(len(a.cards) == 1 for a in acts):  # type: ignore[attr-defined]
        return _buttons_or_select(acts, view, game, f"Choose a card to {verb}", 5)
    if len(acts) <= MAX_OPTIONS:
        return [Sel(f"Choose what to {verb}", [(label(a, view, game), str(a)) for a in acts])]
    spec = card_list_spec(legal, verb)
    assert spec is not None
    lo, hi = spec.min_count - len(spec.must), spec.max_count - len(spec.must)
    what = plural(hi, "card")
    if lo != hi:
        what = f"up to {what}" if lo == 0 else f"{lo} to {what}"
    groups: list[list[Btn] | Sel] = [
        Sel(
            f"Choose {what} to {verb}",
            [(pretty(c), c) for c in spec.may],
            kind="cards",
            verb=verb,
            min_values=max(lo, 1),
            max_values=max(hi, 1),
        )
    ]
    if lo == 0:
        payload = f"{verb} {' '.join(spec.must)}".strip()
        text = "Discard nothing" if not spec.must else f"Only {pretty_list(spec.must)}"
        groups.insert(0, [Btn(text, payload, discord.ButtonStyle.secondary)])
    return groups


def _pair_shown(view: dict[str, Any]) -> bool:
    opts = view.get("options") or {}
    return (
        bool(opts.get("pair_enabled", True))
        and bool(view.get("trump_revealed"))
        and view.get("pair_by") is None
        and view.get("phase") == "play"
    )


def _fit(out: Layout) -> None:
    """Turn the biggest button groups into selects until five rows are enough."""
    while out.rows() > MAX_ROWS:
        big = [
            (len(g), i)
            for i, g in enumerate(out.groups)
            if isinstance(g, list) and len(g) > 1 and all(b.kind == "act" for b in g)
        ]
        if not big:
            break
        _, i = max(big)
        group = out.groups[i]
        assert isinstance(group, list)
        out.groups[i : i + 1] = _selects(
            "Choose", [(b.label, b.payload) for b in group if not b.disabled]
        )


def face_key(payload: str, view: dict[str, Any]) -> str | None:
    """The face an action's control shows: the one card it moves (a play, a one-card discard,
    a hit, Tonk's take of the discard), the suit a trump choice names; else none (a list of
    cards has them all in its label).  A card multi-select's values are cards themselves."""
    words = payload.split()
    if not words:
        return None
    verb, args = words[0], words[1:]
    if len(words) == 1:
        verb, args = "card", words
    if verb == "trump" and len(args) == 1 and args[0].upper() in SUITS:
        return f"suit:{args[0].upper()}"
    if verb == "draw" and args == ["discard"]:
        top = view.get("discard_top")
        return _card_key(top) if isinstance(top, str) else None
    if verb in ("card", "play", "hit") or (verb == "discard" and len(args) == 1):
        return _card_key(args[0]) if args else None
    return None


def _card_key(text: str) -> str | None:
    try:
        return str(Card.parse(text))
    except ValueError:
        return None


def hand_view(snap: HandSnapshot, faces: Faces | None = None) -> discord.ui.View:
    """The components of the ephemeral hand message for ``snap`` (with the faces of the running
    bot unless ``faces`` is given; ``NO_FACES``: text only)."""
    shown = card_faces.current() if faces is None else faces
    view = snap.view
    v = new_view()
    row = 0
    picks = 0

    def options(group: Sel) -> list[discord.SelectOption]:
        return [
            discord.SelectOption(label=lb[:100], value=val, emoji=shown.emoji(face_key(val, view)))
            for lb, val in group.options
        ]

    for group in layout(snap).groups:
        if isinstance(group, Sel):
            if group.kind == "cards":
                item = select(
                    group.placeholder,
                    options(group),
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
                    options(group),
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
            if b.kind != "act":  # Refresh, Take my seat back: no state version, no payload
                item = button(b.label, b.kind, snap.table_id, style=b.style, row=row + i // 5)
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
                    emoji=shown.emoji(face_key(b.payload, view)),
                )
            v.add_item(item)
        row += math.ceil(len(group) / 5)
    return v


def emoji_refused(exc: discord.HTTPException) -> bool:
    """Discord refused a message for an emoji of its components (``Invalid emoji``)."""
    return exc.code == 50035 and "emoji" in (exc.text or "").lower()


def strip_faces(view: discord.ui.View) -> discord.ui.View:
    """The same components without their faces: a refused hand's text fallback."""
    for child in view.children:
        item = getattr(child, "item", child)  # a CardroomItem wraps its button or select
        if isinstance(item, discord.ui.Button):
            item.emoji = None
        elif isinstance(item, discord.ui.Select):
            for option in item.options:
                option.emoji = None
    return view


async def answer_hand(
    send: Callable[[discord.ui.View], Awaitable[object]], view: discord.ui.View
) -> None:
    """Send a hand message with ``send``; if Discord refuses one of its faces, send it again at
    once without them (the interaction is still unanswered: a refused answer is no answer) and
    have the faces checked again in the background (``bot.emojis.sync``)."""
    try:
        await send(view)
    except discord.HTTPException as exc:
        if not emoji_refused(exc):
            raise
        card_faces.refused()
        await send(strip_faces(view))
