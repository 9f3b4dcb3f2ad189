"""The engine's refusal of a move, worded by the bot in the reader's language.

The engines (``games/``) speak English for the terminal and know nothing of languages; each
refusal carries a stable kind (``CardroomError.code``) and its English line.  The bot reads the
line against the patterns below, one catalogue message each (``errors.ftl``, ``refusal-*``),
with the line's numbers, cards, seats and suits as placeholders; a line no pattern knows is said
by its kind (``refusal-kind-*``), never in English.  English keeps the engine's own line, byte
for byte (``tests/bot/test_refusal_languages.py`` holds the English messages to it).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from typing import Any

from pydantic import ValidationError

from bot.i18n import NAMES, Tr
from bot.tables.errors import Said, Worded, resolved
from games.cards import Card
from games.errors import CardroomError

SUITS = {"spades": "suit-spades", "hearts": "suit-hearts", "diamonds": "suit-diamonds",
         "clubs": "suit-clubs"}  # fmt: skip
"""The engines' suit words (plural) and the catalogue's suit names."""

_CARD = r"(?:10|[2-9TJQKA])[SHDC]|JK|JOKER|\w+"
_CARDS = r"(?:(?:10|[2-9TJQKA])[SHDC]|JK|JOKER)(?: (?:(?:10|[2-9TJQKA])[SHDC]|JK|JOKER))*"
"""A card as the engines write it (``TH``), and one or more of them."""
PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p), key)
    for p, key in (
        (r"it is seat (?P<seat>\d+)'s turn", "refusal-turn-of"),
        (r"the next hand has not been dealt", "refusal-not-dealt"),
        (r"the match is over", "refusal-match-over"),
        (r"the hand is over|this deal is over", "refusal-hand-over"),
        (r"there is no seat (?P<number>\d+)", "refusal-no-seat"),
        (rf"you do not hold (?P<cards>{_CARDS})", "refusal-not-held"),
        (r"must follow trumps \((?P<card>\S+) is a trump\)", "refusal-follow-trumps-card"),
        (r"must follow (?P<suit>\w+) \((?P<card>\S+) is a trump\)", "refusal-follow-card"),
        (r"must follow trumps", "refusal-follow-trumps"),
        (r"must follow (?P<suit>spades|hearts|diamonds|clubs)", "refusal-follow"),
        (r"spades are not broken", "refusal-spades-not-broken"),
        (r"the first trick is led with the 2 of clubs", "refusal-first-lead-two-clubs"),
        (r"no spades on the first trick while you hold another suit", "refusal-no-spades-first"),
        (r"the bidding is over", "refusal-bidding-over"),
        (r"bid must exceed (?P<bid>\d+)", "refusal-bid-exceed"),
        (r"the lowest bid is (?P<bid>\d+)", "refusal-bid-lowest"),
        (r"the highest bid is (?P<bid>\d+)", "refusal-bid-highest"),
        (r"bids are (?P<low>\d+) to (?P<high>\d+)", "refusal-bid-range"),
        (r"everyone else passed: the dealer must bid exactly (?P<bid>\d+)", "refusal-dealer-bid"),
        (
            r"everyone else passed: the dealer may not pass and must bid (?P<bid>\d+)",
            "refusal-dealer-bid",
        ),
        (r"everyone else passed: the dealer must bid", "refusal-dealer-must-bid"),
        (r"a bid is 0 \(nil\) to 13 tricks", "refusal-spades-bid-range"),
        (
            r"bid must be at most (?P<cap>\d+): partners may bid 13 tricks together",
            "refusal-spades-bid-cap",
        ),
        (r"give exactly (?P<count>\d+) cards", "refusal-give-exactly"),
        (r"no exchange is due now", "refusal-no-exchange"),
        (r"the bidder must lead a trump", "refusal-lead-trump"),
        (
            r"draw first: take the top card of the stock or of the discard pile",
            "refusal-tonk-draw-first",
        ),
        (
            r"you have already drawn(?: this turn: finish it|: finish your turn) with a discard",
            "refusal-tonk-drawn",
        ),
        (
            r"the stock is empty: take the discard, drop, or end the hand",
            "refusal-tonk-stock-empty",
        ),
        (r"the discard pile is empty: draw from the stock", "refusal-tonk-discard-empty"),
        (r"you may drop only at the start of your turn, before drawing", "refusal-tonk-drop-start"),
        (r"your spread was hit: you may not drop .*", "refusal-tonk-hit-no-drop"),
        (r"'end' is only for an empty stock: draw, or drop", "refusal-tonk-end"),
        (r"discard exactly one card", "refusal-tonk-discard-one"),
        (
            rf"you may not discard (?P<card>{_CARD}): you just took it from the discard pile",
            "refusal-tonk-keep-taken",
        ),
        (
            rf"you took (?P<card>{_CARD}) from the discard pile: use it in a spread or a hit first",
            "refusal-tonk-use-taken",
        ),
        (
            rf"that would leave only (?P<card>{_CARD}), which you just took from the discard pile "
            r"and may not discard",
            "refusal-tonk-use-taken",
        ),
        (
            rf"you may take (?P<card>{_CARD}) only if you can use it in a spread or a hit at once",
            "refusal-tonk-take-if-used",
        ),
        (rf"(?P<card>{_CARD}) does not fit spread (?P<spread>\d+) \(.*\)", "refusal-tonk-no-fit"),
        (r"there is no spread (?P<spread>\d+) \(.*\)", "refusal-tonk-no-spread"),
        (r"(?P<cards>[\w ]+?) is not a spread: .*", "refusal-tonk-not-spread"),
        (r"you may not hold a spread: lay down (?P<cards>.+) first", "refusal-tonk-lay-down"),
        (r"the face-down trump card cannot be played before the reveal", "refusal-29-face-down"),
        (r"you called for trump, so you must play a trump", "refusal-29-must-trump"),
        (r"trump is revealed by itself in mandatory reveal mode", "refusal-29-reveal-auto"),
        (r"trump is not hidden", "refusal-29-not-hidden"),
        (r"you may call for trump only when you cannot follow suit", "refusal-29-call-void"),
        (r"you can follow (?P<suit>\w+), so you may not call", "refusal-29-can-follow"),
        (r"trump has not been revealed", "refusal-29-not-revealed"),
        (r"a pair can be declared only during trick play", "refusal-29-pair-play"),
        (r"the pair is not played at this table", "refusal-29-pair-off"),
        (r"there is no pair without a trump suit", "refusal-29-pair-no-trump"),
        (r"the pair has already been declared this deal", "refusal-29-pair-done"),
        (r"you do not hold both the king and the queen of trump", "refusal-29-pair-missing"),
        (
            r"your side must first win a trick with trump revealed|a pair may be declared only "
            r"right after your side wins a trick with trump revealed",
            "refusal-29-pair-when",
        ),
        (r"the contract is already doubled: the bidders may redouble", "refusal-29-doubled"),
        (r"only a doubled contract can be redoubled", "refusal-29-not-doubled"),
        (r"the seventh-card option is off", "refusal-29-seventh-off"),
        (r"the no-trump option is off", "refusal-29-no-trump-off"),
        (
            r"you hold no (?P<suit>\w+) to set face down as the trump card",
            "refusal-29-no-suit-trump",
        ),
        (
            rf"(?P<card>{_CARD}) is a trump; trumps may not be discarded",
            "refusal-schmier-keep-trump",
        ),
        (r"no discards at this table \(max_discard is 0\)", "refusal-schmier-no-discards"),
        (r"you may discard at most (?P<count>\d+) cards?", "refusal-schmier-discard-most"),
        (
            r"the dealer must discard exactly (?P<count>\d+) cards, down to six",
            "refusal-schmier-dealer-discard",
        ),
        (rf"(?P<card>{_CARD}) may never be discarded \(.*\)", "refusal-schmier-protected"),
        (
            rf"holding more than six trumps, the dealer keeps exactly six trumps and discards "
            rf"every other card \((?P<card>{_CARD}) too\)",
            "refusal-schmier-six-trumps",
        ),
        (
            rf"(?P<card>{_CARD}) is a trump; with six trumps or fewer the dealer keeps them",
            "refusal-schmier-dealer-keeps",
        ),
        (r"blind nil is not played at this table", "refusal-blind-off"),
        (r"blind nil needs your side to trail by at least (?P<count>\d+)", "refusal-blind-trail"),
        (r"you have looked at your hand: blind nil is bid before looking", "refusal-blind-looked"),
        (
            r".+ is not possible now: the table is at .+|now is the time to .+|no card is played "
            r"yet: .+",
            "refusal-not-now",
        ),
        (r".+ is not an? .+ action \(actions: .*\)", "refusal-not-an-action"),
        (
            r"\w+ is played by (?P<allowed>[\d, to]+) seats, not (?P<count>\d+)",
            "refusal-seat-count",
        ),
    )
)
"""The engines' refusals (``games/*/hand.py``, ``games/core.py``) and their messages."""


def _face(code: str) -> str:
    """A card as the bot shows it (``TH``: ``10♥``), the same in every language."""
    try:
        return Card.parse(code).pretty()
    except ValueError:
        return code


def _args(found: re.Match[str], seat: Callable[[int], object]) -> dict[str, object]:
    """A pattern's groups as placeholders: a seat by its name, a suit by the catalogue's."""
    args: dict[str, object] = {}
    for name, value in found.groupdict().items():
        if value is None:
            continue
        if name == "seat":
            args[name] = seat(int(value))
        elif name == "suit":
            args[name] = Said(SUITS.get(value, "refusal-that-suit"))
        elif name in ("card", "cards"):
            args[name] = " ".join(_face(c) for c in value.split())
        elif name in ("bid", "low", "high", "cap", "count", "number", "spread"):
            args[name] = int(value) + (1 if name == "number" else 0)
        else:
            args[name] = value
    return args


def worded(reason: str, code: str, say: Tr, seat: Callable[[int], object]) -> str:
    """The engine's ``reason`` (of kind ``code``) in ``say``'s language."""
    for pattern, key in PATTERNS:
        found = pattern.fullmatch(reason)
        if found is not None:
            return say(key, **resolved(_args(found, seat), say))
    kind = f"refusal-kind-{code}"
    return say(kind if say.has(kind) else "refusal-kind-error")


def seat_number(seat: int) -> Said:
    """A seat named by its number (where no table's seats name it)."""
    return Said("error-seat-label", seat=seat + 1)


def reason_of(
    exc: CardroomError, english: str, seat: Callable[[int], object] = seat_number
) -> Worded:
    """The reason of a refused move as a placeholder: ``english`` (the engine's line, seats
    named) in English, the catalogue's words in any other language."""
    reason = getattr(exc, "reason", None) or str(exc)
    code = getattr(exc, "code", "illegal")
    return Worded(lambda say: worded(reason, code, say, seat), english)


# ----- pydantic's refusals: a house rule (the engines' ``Options``) or a server setting -----

VALUE_ERRORS = {
    "turn_min above turn_max": "refusal-value-turn-bounds",
    "turn_seconds outside the bounds": "refusal-value-turn-outside",
    "not a short plain name": "refusal-value-plain-name",
}
"""The ``ValueError`` lines of our own validators (``bot.tables.servers``), by message."""


def _value_name(value: str, say: Tr) -> str:
    """A value pydantic lists as allowed, as the reader reads it: a computer level or a
    language by its name; anything else as it is."""
    if say.has(f"level-{value}"):
        return say(f"level-{value}")
    return NAMES.get(value, value)


def value_words(err: Mapping[str, Any], say: Tr) -> str:
    """One pydantic error (its ``type``, ``ctx``, ``msg``) in ``say``'s language: what the
    value must be, never pydantic's English."""
    kind = str(err.get("type", ""))
    ctx = err.get("ctx") or {}
    if kind in ("greater_than_equal", "greater_than"):
        limit = ctx.get("ge", ctx.get("gt"))
        return say("refusal-value-at-least" if kind.endswith("equal") else "refusal-value-above",
                   limit=str(limit))  # fmt: skip
    if kind in ("less_than_equal", "less_than"):
        limit = ctx.get("le", ctx.get("lt"))
        return say("refusal-value-at-most" if kind.endswith("equal") else "refusal-value-below",
                   limit=str(limit))  # fmt: skip
    if kind in ("string_too_short", "too_short"):
        return say("refusal-value-too-short", count=int(ctx.get("min_length", 1)))
    if kind in ("string_too_long", "too_long"):
        return say("refusal-value-too-long", count=int(ctx.get("max_length", 0)))
    if kind in ("literal_error", "enum"):
        expected = str(ctx.get("expected", "")).replace("'", "").replace(" or ", ", ")
        values = ", ".join(_value_name(v, say) for v in expected.split(", "))
        return say("refusal-value-one-of", values=values)
    if kind.startswith(("int_", "float_")):
        return say("refusal-value-number")
    if kind.startswith("bool_"):
        return say("refusal-value-on-off")
    if kind == "extra_forbidden":
        return say("refusal-value-unknown")
    if kind == "value_error":
        error = str(ctx.get("error", ""))
        for line, key in VALUE_ERRORS.items():
            if line in error:
                return say(key)
        return say("refusal-value-clash")
    return say("refusal-value-invalid")


def setting_reason(err: Mapping[str, Any]) -> Worded:
    """A refused server setting (``/config``): pydantic's line in English, as it was; the
    bot's words in any other language."""
    return Worded(lambda say: value_words(err, say), str(err.get("msg", ""))[:200])


def rules_reason(game: str, options: Mapping[str, Any], english: str) -> Worded:
    """Refused house rules of ``game``: ``english`` (the engine's line) in English; in any
    other language the first of pydantic's errors, with the rule's name in the language."""
    from bot.tables import house_rules

    model = house_rules.options_model(game)

    def words(say: Tr) -> str:
        try:
            model.model_validate_json(json.dumps(dict(options)))
        except ValidationError as exc:
            errors = exc.errors()
        except (TypeError, ValueError):
            return say("refusal-value-invalid")
        else:
            return say("refusal-value-invalid")
        err = errors[0]
        loc = err.get("loc") or ()
        what = value_words(err, say)
        if not loc:  # a model's own check: the rules its line names do not go together
            line = str((err.get("ctx") or {}).get("error", ""))
            named = [
                house_rules.label(house_rules.rule_key(game, f), f, say)
                for f in sorted(model.model_fields)
                if re.search(rf"\b{f}\b", line)
            ]
            return say("refusal-rules-clash", rules=", ".join(named)) if named else what
        name = str(loc[0])
        if err.get("type") == "extra_forbidden":
            return say("refusal-rule-unknown", rule=name)
        rule = house_rules.label(house_rules.rule_key(game, name), name, say)
        return say("refusal-rule-value", rule=rule, reason=what)

    return Worded(words, english)
