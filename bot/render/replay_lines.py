"""A replay frame's lines in a language: the title, the moves (the game record's words for
them), the trick, each seat's cards and the facts, worded from the catalogue (``replay.ftl``)
and the frame's data (``games.replays.Frame``, ``Move``, ``Fact``).

The English catalogue writes exactly the engine's words (``games.replays.render_frame``, which
the terminal keeps); tests/bot/test_story_english.py holds the two equal.  Card faces, numbers,
team and suit letters stay as they are.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.i18n import Tr
from bot.render.cards import pretty, pretty_list
from bot.render.sheet_columns import headers_and_cells
from games.replays import Detail, Fact, Frame, HandReplay, Move
from games.replays import pretty as pretty_codes
from games.sheets import ScoreSheet, team_letter

TRUMP_WORDS = {"seventh": "replay-trump-seventh", "nt": "replay-trump-none"}
"""The trump choices that are not a suit (``trump seventh``; Twenty-Nine's ``trump nt``)."""
LABELS = {"stock-size": "stock", "trump-at-table": "trump"}
"""Facts whose label is another's (``replay-label-<key>`` otherwise)."""
WORDS = ("pass", "look", "drop", "end", "pair", "double", "redouble", "single", "reveal")
"""The record's one-word actions (``replay-<verb>``)."""


def frame_text(frame: Frame, replay: HandReplay, t: Tr) -> str:
    """One frame as text (English: ``render_frame``'s, byte for byte)."""
    names = replay.players
    lines = [f"── {title(frame, replay, t)} ──"]
    for m in frame.moves:
        extra = f"  ({detail_text(m.extra, t)})" if m.extra is not None else ""
        lines.append(f"  {names[m.seat]}: {move_text(m, t)}{extra}")
    if frame.trick:
        played = t("sheet-sep").join(
            t("table-card-of", player=names[s], card=pretty(c)) for s, c in frame.trick
        )
        lines.append("  " + t("replay-trick", cards=played))
    if frame.kind != "result":
        width = max(len(n) for n in names)
        for s, cards in enumerate(frame.cards):
            shown = pretty_list(cards) if cards else t("face-no-cards")
            lines.append(f"  {names[s].ljust(width)}  {shown}")
    for label, text in facts(frame, replay, t):
        lines.append(f"  {label}: {text}")
    scores = " ".join(str(s) for s in frame.scores)
    lines.append(f"  {t('replay-label-scores')}: {scores}")
    return "\n".join(lines)


def title(frame: Frame, replay: HandReplay, t: Tr) -> str:
    names = replay.players
    if frame.kind == "deal":
        return t("replay-title-deal", hand=str(frame.hand + 1), dealer=names[replay.dealer])
    if frame.kind == "trick":
        won = names[frame.winner] if frame.winner is not None else "-"
        return t("replay-title-trick", trick=str(frame.number + 1), player=won)
    if frame.kind == "turn":
        return t("replay-title-turn", turn=str(frame.number + 1), player=names[frame.moves[0].seat])
    if frame.kind == "result":
        return t("replay-title-result", hand=str(frame.hand + 1))
    return t("replay-title-bidding")


def move_text(move: Move, t: Tr) -> str:
    """A record action in the record's words (``play TH`` -> ``play 10♥``)."""
    words = move.text.split()
    verb, args = (words[0], words[1:]) if words else ("", [])
    if verb == "play" and len(args) == 1:
        return t("replay-play", card=pretty(args[0]))
    if verb == "bid" and args == ["blind"]:
        return t("replay-bid-blind")
    if verb == "bid" and len(args) == 1:
        return t("replay-bid", bid=args[0])
    if verb == "trump" and len(args) == 1:
        special = TRUMP_WORDS.get(args[0].lower())
        return t(special) if special else t("replay-trump", suit=args[0])
    if verb in ("give", "discard", "spread") and args:
        return t(f"replay-{verb}", cards=pretty_list(args))
    if verb == "discard":
        return t("replay-discard-none")
    if verb == "draw" and args in (["stock"], ["discard"]):
        return t(f"replay-draw-{args[0]}")
    if verb == "hit" and len(args) == 2:
        return t("replay-hit", card=pretty(args[0]), spread=args[1])
    if verb in WORDS and not args:
        return t(f"replay-{verb}")
    return " ".join(pretty(w) for w in words)


def detail_text(detail: Detail, t: Tr) -> str:
    """What only a face-up replay adds to a move: the cards drawn, the card taken."""
    cards = pretty_list(detail.cards)
    if detail.kind == "takes":
        return t("replay-takes", card=cards)
    if detail.picked_up is None:
        return t("replay-draws", count=len(detail.cards), cards=cards)
    rest = pretty_list(detail.picked_up)
    return t(
        "replay-draws-dealer",
        count=len(detail.cards),
        cards=cards,
        left=len(detail.picked_up),
        rest=rest,
    )


# ----- facts ----------------------------------------------------------------------------------


def facts(frame: Frame, replay: HandReplay, t: Tr) -> list[tuple[str, str]]:
    """(label, text) of each fact: the result frame's are its sheet row's columns."""
    if frame.row is not None:
        sheet = ScoreSheet(
            game=replay.game,
            players=replay.players,
            teams=replay.teams,
            rows=(frame.row,),
            scores=frame.row.scores,
            complete=False,
            winner=None,
        )
        head, (cells,) = headers_and_cells(sheet, t)
        return [(h, pretty_codes(c)) for h, c in zip(head[1:], cells[1:], strict=True)]
    out = []
    for fact in frame.facts:
        word = WORDING.get(fact.key)
        label = f"replay-label-{LABELS.get(fact.key, fact.key)}"
        if word is None or not t.has(label):
            out.append((fact.label, pretty_codes(fact.text)))
        else:
            out.append((t(label), word(fact, replay.players, t)))
    return out


Wording = Callable[[Fact, Sequence[str], Tr], str]


def _per_seat(message: str, key: str, show: Callable[[Any, Tr], str]) -> Wording:
    def word(fact: Fact, names: Sequence[str], t: Tr) -> str:
        items = (
            t(message, player=n, **{key: show(v, t)})
            for n, v in zip(names, fact.values, strict=True)
        )
        return t("sheet-sep").join(items)

    return word


def _bid(value: Any, t: Tr) -> str:
    if value is None:
        return "-"
    if value in ("pass", "nil", "blind"):
        return t(
            {"pass": "face-bid-pass", "nil": "face-spades-nil", "blind": "replay-blind"}[value]
        )
    return str(value)


def _contract(fact: Fact, names: Sequence[str], t: Tr) -> str:
    seat, bid, *target = fact.values
    if target and target[0] != bid:
        return t("replay-contract-target", player=names[seat], bid=str(bid), target=str(target[0]))
    return t("face-seat-bid", player=names[seat], bid=str(bid))


def _awards(fact: Fact, names: Sequence[str], t: Tr) -> str:
    won = []
    for award, team in fact.values:
        key = f"face-schmier-award-{award}"
        won.append(t("replay-award", award=t(key) if t.has(key) else award, team=team_letter(team)))
    return t("sheet-sep").join(won) or t("replay-none")


def _per_team(fact: Fact, names: Sequence[str], t: Tr) -> str:
    return t("table-sep").join(
        t("face-side-points", side=team_letter(i), points=str(v)) for i, v in enumerate(fact.values)
    )


def _spreads(fact: Fact, names: Sequence[str], t: Tr) -> str:
    return t("replay-spread-sep").join(
        t("replay-spread-of", number=str(i), cards=pretty_list(cards), player=names[owner])
        for i, cards, owner in fact.values
    )


def _trump(fact: Fact, names: Sequence[str], t: Tr) -> str:
    state, suit, card, by = fact.values
    if state in ("revealed", "hidden"):
        seventh = "-seventh" if card is not None else ""
        args: dict[str, str] = {"suit": str(suit)}
        if card is not None:
            args["card"] = pretty(card)
        if state == "revealed":
            args["player"] = names[by]
        return t(f"replay-trump{seventh}-{state}", **args)
    return t(f"replay-trump-{state}")


def _doubling(fact: Fact, names: Sequence[str], t: Tr) -> str:
    by, again = fact.values
    if again is None:
        return t("replay-doubled", player=names[by])
    return t("replay-redoubled", player=names[by], again=names[again])


WORDING: dict[str, Wording] = {
    "stock": lambda f, n, t: pretty_list(f.values),
    "bids": _per_seat("face-seat-bid", "bid", _bid),
    "contract": _contract,
    "trump": lambda f, n, t: str(f.values[0]),
    "awards": _awards,
    "game-values": _per_team,
    "tricks": _per_seat("face-seat-count", "count", lambda v, t: str(v)),
    "counts": _per_seat("face-seat-count", "count", lambda v, t: str(v)),
    "stock-size": lambda f, n, t: t("replay-stock-size", count=f.values[0]),
    "discard": lambda f, n, t: t("replay-empty") if f.values[0] is None else pretty(f.values[0]),
    "spreads": _spreads,
    "bid-on": lambda f, n, t: t("sheet-sep").join(
        t("replay-seat-cards", player=p, cards=pretty_list(c))
        for p, c in zip(n, f.values, strict=True)
    ),
    "single": lambda f, n, t: t("replay-single-hand", player=n[f.values[0]]),
    "trump-at-table": _trump,
    "doubling": _doubling,
    "pair": lambda f, n, t: n[f.values[0]],
    "points": _per_team,
}
"""How each fact's data is worded (``games/<game>/replay.py`` documents the keys' values)."""
