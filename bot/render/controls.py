"""The controls of a hand message, laid out: exactly the seat's legal actions.

Buttons where they fit, selects where they do not (a row holds five buttons or one select, and a
message five rows).  Card-list actions with many legal combinations (Schmier discards, the
Spades blind-nil exchange) become one multi-select over the cards that may go, with the cards
that must go added when it is used; the engine checks the combination.

Where it fits, the whole hand is a row of card buttons (sorted by suit, trump first): the cards
the seat may play now (Tonk: discard) are enabled, the others are there but disabled, so the
hand and the legal moves are seen in one look.  Where it does not fit beside the other controls
(a Schmier dealer's 23 cards; a Tonk turn with spreads, hits and words), only the legal cards
get controls, as buttons or a select.  Each card's control shows its face (``face_key``).

Pure: a ``Layout`` of ``Btn`` and ``Sel`` groups, which ``bot.components.hand`` turns into
components; what differs per game (labels, the bid select's placeholder, controls offered to
every seat, the verb of a card) is the game's face (``bot.render.games``).  Every label and
placeholder is in the person's language: the face's in its words, the layout's own from
``hand.ftl`` (one message per verb and case: no verb is glued into a sentence).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import Tr
from bot.render.cards import SUITS, pretty, pretty_list
from bot.render.games import GameFace, face
from games.actions import Action, Bid, BidBlind, Discard, Hit, Pass, Play
from games.cards import Card

if TYPE_CHECKING:
    from bot.tables.snapshots import HandSnapshot

CARD_LIST_VERBS = ("give", "discard", "spread")
MAX_ROWS = 5
MAX_OPTIONS = 25
CHOOSE_CARD = {
    "play": "controls-choose-card-play",
    "give": "controls-choose-card-give",
    "discard": "controls-choose-card-discard",
    "spread": "controls-choose-card-spread",
}
"""A select of one-card moves of each verb: ``Choose a card to play``."""
CHOOSE_WHAT = {
    "give": "controls-choose-what-give",
    "discard": "controls-choose-what-discard",
    "spread": "controls-choose-what-spread",
}
"""A select of whole card lists: ``Choose what to discard``."""
CHOOSE_CARDS = {
    "give": "controls-choose-cards-give",
    "discard": "controls-choose-cards-discard",
    "spread": "controls-choose-cards-spread",
}
"""A multi-select of exactly ``count`` cards: ``Choose 3 cards to give``."""
CHOOSE_UP_TO = {
    "give": "controls-choose-up-to-give",
    "discard": "controls-choose-up-to-discard",
    "spread": "controls-choose-up-to-spread",
}
"""Of none to ``count`` cards: ``Choose up to 3 cards to discard``."""
CHOOSE_RANGE = {
    "give": "controls-choose-range-give",
    "discard": "controls-choose-range-discard",
    "spread": "controls-choose-range-spread",
}
"""Of ``low`` to ``count`` cards: ``Choose 1 to 3 cards to discard``."""


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


def _buttons_or_select(
    acts: Sequence[Action], view: dict[str, Any], f: GameFace, placeholder: str, max_buttons: int
) -> list[list[Btn] | Sel]:
    if len(acts) <= max_buttons:
        return [[Btn(f.label(a, view), str(a), discord.ButtonStyle.primary) for a in acts]]
    return _selects(placeholder, [(f.label(a, view), str(a)) for a in acts], f.tr)


def _selects(placeholder: str, options: list[tuple[str, str]], t: Tr) -> list[list[Btn] | Sel]:
    """One pick select, or several of at most 25 options each (Discord's limit): an option
    past the 25th would be unreachable."""
    if len(options) <= MAX_OPTIONS:
        return [Sel(placeholder, options)]
    chunks = [options[i : i + MAX_OPTIONS] for i in range(0, len(options), MAX_OPTIONS)]
    return [
        Sel(t("controls-part", placeholder=placeholder, part=i + 1, parts=len(chunks)), c)
        for i, c in enumerate(chunks)
    ]


def _word_style(action: Action) -> discord.ButtonStyle:
    if isinstance(action, Pass):
        return discord.ButtonStyle.secondary
    if isinstance(action, BidBlind):
        return discord.ButtonStyle.danger
    return discord.ButtonStyle.primary


def layout(snap: HandSnapshot, language: str = "en") -> Layout:
    """Group the seat's legal actions into buttons and selects that fit a message.

    Every legal action gets a control: bids, card plays, hits and card lists have their own
    groups, and any other action (a word such as ``look``, ``drop``, ``trump nt``) is a button
    of the first row, so a new kind of action can never be left out.  Refresh is always there
    (the text tells a waiting seat to use it); a seat the computer plays gets **Take my seat
    back** instead of moves.  The whole hand is a group of card buttons above Refresh when the
    five rows hold it and the rest (its one-card moves enabled, every other card disabled);
    otherwise the card plays are buttons or a select of the legal ones only, as they always were.
    Labels and placeholders are in ``language`` (the person's).
    """
    view, f = snap.view, face(snap.game, language)
    t = f.tr
    legal = tuple(snap.legal)
    out = Layout()
    if snap.computer_plays:
        back = Btn(t("button-take-seat-back"), "", discord.ButtonStyle.primary, kind="back")
        out.groups.append([back, _refresh(t)])
        return out
    singles = _card_moves(legal)
    whole = _hand_buttons(snap, singles, f)
    if whole is not None:
        out.groups = _controls(snap, set(singles.values()), f) + whole + [[_refresh(t)]]
        if out.rows() <= MAX_ROWS:
            return out
    out.groups = _controls(snap, set(), f)
    plays = [a for a in legal if isinstance(a, Play)]
    if plays:
        out.groups += _buttons_or_select(plays, view, f, t(CHOOSE_CARD["play"]), 15)
    out.groups.append([_refresh(t)])
    _fit(out, t)
    return out


def _controls(snap: HandSnapshot, exclude: set[Action], f: GameFace) -> list[list[Btn] | Sel]:
    """Every control but the card plays and Refresh: words, bids, card lists, hits (less the
    one-card moves in ``exclude``, which the hand's card buttons make)."""
    view = snap.view
    legal = tuple(snap.legal)
    groups: list[list[Btn] | Sel] = []
    bids = [a for a in legal if isinstance(a, Bid)]
    plays = [a for a in legal if isinstance(a, Play)]
    hits = [a for a in legal if isinstance(a, Hit)]
    lists = [a for a in legal if a.verb in CARD_LIST_VERBS and hasattr(a, "cards")]
    grouped = {*bids, *plays, *hits, *lists}
    words = [Btn(f.label(a, view), str(a), _word_style(a)) for a in legal if a not in grouped]
    for text, payload in f.offered(view):
        # Shown to every seat alike, usable only by the seat that may (greyed out otherwise).
        if not any(b.payload == payload for b in words):
            words.append(Btn(text, payload, discord.ButtonStyle.secondary, disabled=True))
    if words:
        groups.append(words)
    if bids:
        groups += _buttons_or_select(bids, view, f, f.bid_placeholder(view), 5 - len(words))
    for verb in CARD_LIST_VERBS:
        acts = [a for a in lists if a.verb == verb and a not in exclude]
        if acts:
            groups += _card_lists(verb, acts, legal, view, f)
    if hits:
        hit = f.tr("controls-hit-a-spread")
        groups += _selects(hit, [(f.label(a, view), str(a)) for a in hits], f.tr)
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


def _hand_buttons(
    snap: HandSnapshot, singles: dict[str, Action], f: GameFace
) -> list[list[Btn] | Sel] | None:
    """The whole hand as card buttons, legal ones enabled; ``None`` if there is no hand to show,
    it is too big for the rows, or a legal card move is not in it (the engine's word wins)."""
    if snap.view.get("hand") is None:
        return None
    hand = f.sorted_hand(snap.view)
    if not hand or len(hand) > (MAX_ROWS - 1) * 5 or not set(singles) <= set(hand):
        return None
    verb = next(iter(singles.values())).verb if singles else f.card_verb
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


def _refresh(t: Tr) -> Btn:
    return Btn(t("button-refresh"), "", discord.ButtonStyle.secondary, kind="ref")


def _card_lists(
    verb: str, acts: list[Action], legal: tuple[Action, ...], view: dict[str, Any], f: GameFace
) -> list[list[Btn] | Sel]:
    """The controls of one card-list verb: buttons or a pick select of whole lists while they
    are few, else a multi-select of the cards that may go (the handler adds those that must)."""
    t = f.tr
    if all(len(a.cards) == 1 for a in acts):  # type: ignore[attr-defined]
        return _buttons_or_select(acts, view, f, t(CHOOSE_CARD[verb]), 5)
    if len(acts) <= MAX_OPTIONS:
        return [Sel(t(CHOOSE_WHAT[verb]), [(f.label(a, view), str(a)) for a in acts])]
    spec = card_list_spec(legal, verb)
    assert spec is not None
    lo, hi = spec.min_count - len(spec.must), spec.max_count - len(spec.must)
    if lo == hi:
        placeholder = t(CHOOSE_CARDS[verb], count=hi)
    elif lo == 0:
        placeholder = t(CHOOSE_UP_TO[verb], count=hi)
    else:
        placeholder = t(CHOOSE_RANGE[verb], low=lo, count=hi)
    groups: list[list[Btn] | Sel] = [
        Sel(
            placeholder,
            [(pretty(c), c) for c in spec.may],
            kind="cards",
            verb=verb,
            min_values=max(lo, 1),
            max_values=max(hi, 1),
        )
    ]
    if lo == 0:
        payload = f"{verb} {' '.join(spec.must)}".strip()
        text = (
            t("controls-discard-nothing")
            if not spec.must
            else t("controls-only", cards=pretty_list(spec.must))
        )
        groups.insert(0, [Btn(text, payload, discord.ButtonStyle.secondary)])
    return groups


def _fit(out: Layout, t: Tr) -> None:
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
            t("controls-choose"), [(b.label, b.payload) for b in group if not b.disabled], t
        )


@lru_cache(maxsize=1024)
def face_key(payload: str, discard_top: str | None = None) -> str | None:
    """The face an action's control shows: the one card it moves (a play, a one-card discard,
    a hit, Tonk's take of the discard: ``discard_top``), the suit a trump choice names; else
    none (a list of cards has them all in its label).  A card multi-select's values are cards
    themselves.  Kept: a hand message asks it for each of its controls, at every click."""
    words = payload.split()
    if not words:
        return None
    verb, args = words[0], words[1:]
    if len(words) == 1:
        verb, args = "card", words
    if verb == "trump" and len(args) == 1 and args[0].upper() in SUITS:
        return f"suit:{args[0].upper()}"
    if verb == "draw" and args == ["discard"]:
        return _card_key(discard_top) if isinstance(discard_top, str) else None
    if verb in ("card", "play", "hit") or (verb == "discard" and len(args) == 1):
        return _card_key(args[0]) if args else None
    return None


@lru_cache(maxsize=256)
def _card_key(text: str) -> str | None:
    try:
        return str(Card.parse(text))
    except ValueError:
        return None
