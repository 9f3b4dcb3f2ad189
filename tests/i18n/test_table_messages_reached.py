"""Every message of the table's catalogue (``table.ftl``, ``games.ftl``, ``cards.ftl``) is
reached by the code and formats in every language with the strict catalogue: each branch of
the faces (a single hand, a redouble, a forced discard, a blind-nil exchange, every way a Tonk
hand ends...), of the action phrases and of the table's own messages, on views made for it."""

from __future__ import annotations

from typing import Any

import pytest
from fluent.syntax import ast, parse

from bot import i18n
from bot.components.messages import TableMessages
from bot.i18n import LANGUAGES, LOCALES, Tr, tr
from bot.leagues.queries import Change
from bot.render.cards import action_text, suit
from bot.render.common import names, seat_list
from bot.render.faces import NO_FACES
from bot.render.games import face
from bot.render.table import final_embed, hand_summary, table_embed, thread_title
from bot.tables.model import Seat
from bot.tables.snapshots import HandSnapshot, PublicSnapshot
from games import TITLES
from games.actions import (
    Bid,
    BidBlind,
    Discard,
    Double,
    Draw,
    Drop,
    End,
    Give,
    Hit,
    Look,
    PairDeclare,
    Pass,
    Play,
    Redouble,
    Reveal,
    Single,
    Spread,
    Trump,
    TrumpSeventh,
)
from games.cards import Card, Suit
from games.twentynine.actions import TrumpNoTrump
from tests.i18n.english import english_in

AREAS = ("table.ftl", "games.ftl", "cards.ftl")
"""The catalogue files of the table message, the faces and the cards."""
TEAMS = [[0, 2], [1, 3]]
NAMES = ["Alys", "Bedwyr", "Ceri", "Dafydd"]
ACTIONS = [
    "play TH", "bid 16", "bid 0", "bid blind", "trump ?", "trump seventh", "trump NT",
    "trump S", "trump H", "trump D", "trump C", "trump X", "give 3 cards", "give 1 cards",
    "give 0 cards", "give 5H 6H 7H", "discard 2 cards (trumps 5H)", "discard 1 card (trumps 5H)",
    "give 2 cards (trumps 5H)", "spread 2 cards (trumps 5H)", "spread 3 cards", "spread 0 cards",
    "discard 0 cards", "discard", "discard 5C", "spread 5C 6C 7C", "hit 5C 0", "draw stock",
    "draw discard", "pass", "look", "drop", "end", "pair", "double", "redouble", "single",
    "reveal",
]  # fmt: skip


def ids() -> set[str]:
    """The message ids of the table's English catalogue files."""
    out = set()
    for name in AREAS:
        for entry in parse((LOCALES / "en" / name).read_text("utf-8")).body:
            if isinstance(entry, ast.Message):
                out.add(entry.id.name)
    return out


def seats(n: int = 4) -> list[Seat]:
    return [
        Seat(kind="human", user_id=100 + i, name=NAMES[i])
        if i % 2 == 0
        else Seat(kind="computer", name=NAMES[i], level="basic")
        for i in range(n)
    ]


def snap(game: str, view: dict[str, Any], language: str, **kw: Any) -> PublicSnapshot:
    values: dict[str, Any] = {
        "table_id": 3, "game": game, "title": TITLES[game], "status": "playing",
        "host_id": 100, "seats": seats(len(NAMES)), "options": {}, "view": view,
        "deadline": 1_900_000_000.0, "turn_seconds": 120, "hand_limit": None,
        "hands_played": 3, "message_id": None, "thread_id": None, "language": language,
    }  # fmt: skip
    values.update(kw)
    return PublicSnapshot(**values)


def hand(game: str, view: dict[str, Any], legal: list[Any], seat: int = 0) -> HandSnapshot:
    return HandSnapshot(3, game, TITLES[game], seat, 1, view, legal, NAMES, "playing", False)


def twentynine(t: Tr, language: str) -> list[str]:
    f = face("twentynine", language)
    base: dict[str, Any] = {
        "teams": TEAMS, "scores": [1, -2], "bids": [16, "pass", None, 17], "bidder": 3,
        "bid": 17, "target": 19, "multiplier": 2, "phase": "play", "points": [5, 12],
        "trick_number": 3, "options": {"game_target": 6, "pair_enabled": True},
    }  # fmt: skip
    views = [
        {**base, "single": 3},
        {**base, "trump": "NT", "multiplier": 4},
        {**base, "trump": None, "trump_card_down": True},
        {**base, "trump": None},
        {**base, "trump": "H", "revealed_by": 1, "trump_card": "7H", "pair_by": 3},
        {**base, "trump": "S", "trump_revealed": True},
    ]
    out = [line for v in views for line in f.score_lines(v, NAMES) + f.state_lines(v, NAMES)]
    for made in (True, False):
        for trump in ("H", "NT"):
            result = {"bidder": 3, "bid": 17, "target": 19, "trump": trump, "made": made,
                      "points": [1, 16], "scores": [0, 1]}  # fmt: skip
            out.append(f.summary(result, [0, 1], base, NAMES))
    out.append(f.summary({"redeal": True}, [], base, NAMES))
    secret = {**base, "hand": ["JH", "9H"], "trump": "H", "trump_card": "7H"}
    out += f.hand_lines(hand("twentynine", secret, []))
    out += [label for label, _ in f.offered({**base, "trump_revealed": True})]
    return out


def schmier(t: Tr, language: str) -> list[str]:
    f = face("schmier", language)
    base: dict[str, Any] = {
        "teams": TEAMS, "scores": [3, 4], "bids": [2, "pass", None, 3], "bidder": 3, "bid": 3,
        "discard_counts": [2, None, 1, 0], "stock_size": 5, "dealer_trump_discards": ["5H"],
        "awards": {"high": 0, "low": 1, "right": None, "left": 1, "joker": 0, "game": 1,
                   "xyzzy": 0},  # an award of no face's: its key is printed
        "options": {"target": 21},
    }  # fmt: skip
    out = f.score_lines(base, NAMES) + f.state_lines(base, NAMES)
    out += f.state_lines({**base, "trump": "D"}, NAMES)
    awards = {"high": 0, "low": None, "right": 1, "left": 1, "joker": None, "game": 0}
    result = {"bidder": 3, "bid": 3, "trump": "C", "awards": awards, "points": [2, 3],
              "scores": [5, 7]}  # fmt: skip
    out.append(f.summary(result, [2, 3], base, NAMES))
    out.append(f.summary({"redeal": True}, [], base, NAMES))
    for lo, hi in ((3, 3), (1, 1), (1, 3), (0, 2), (0, 1), (2, 1)):
        for must in ([], ["5H"]):
            view = {
                **base, "hand": ["5H", "6H"], "discarded": ["7C"], "drawn": ["8C"], "dealer": 0,
                "discard_rule": {"min": lo, "max": hi, "must": must},
            }  # fmt: skip
            out += f.hand_lines(hand("schmier", view, []))
            out += f.hand_lines(hand("schmier", {**view, "dealer": 1}, []))
    return out


def spades(t: Tr, language: str) -> list[str]:
    f = face("spades", language)
    base: dict[str, Any] = {
        "teams": TEAMS, "scores": [120, -40], "bags": [1, 2], "bids": [3, "nil", "blind", 4],
        "tricks_won": [2, 0, 1, 3], "phase": "play", "spades_broken": True,
        "exchange": {"giver": 0, "receiver": 2, "cards": 2}, "target": 500,
    }  # fmt: skip
    out = f.score_lines(base, NAMES) + f.state_lines(base, NAMES)
    out += f.score_lines({**base, "target": None, "options": {}}, NAMES)
    out += f.state_lines({**base, "spades_broken": False, "exchange": None}, NAMES)
    result = {"bids": [3, 0, "blind", 4], "tricks": [3, 1, 0, 5], "scores": [120, -40],
              "bags": [1, 2]}  # fmt: skip
    out.append(f.summary(result, [33, -110], base, NAMES))
    unlooked = {**base, "hand": None, "looked": False, "options": {"blind_nil_enabled": True}}
    for legal in ([Look(), BidBlind()], [Look()], []):
        out += f.hand_lines(hand("spades", unlooked, legal))
    out += f.hand_lines(hand("spades", {**unlooked, "options": {"blind_nil_enabled": False}}, []))
    for seat in (0, 2):
        out += f.hand_lines(hand("spades", {**base, "hand": ["AS"]}, [], seat=seat))
    out += [f.label(Bid(0), base), f.label(Bid(4), base), f.label(BidBlind(), base)]
    out += [f.bid_placeholder({"looked": False}), f.bid_placeholder({"looked": True})]
    return out


def tonk(t: Tr, language: str) -> list[str]:
    f = face("tonk", language)
    view: dict[str, Any] = {
        "scores": [2, -1, -1], "options": {"stake": 2, "initial_tonk_totals": [49, 50]},
        "discard_top": "5C", "stock_size": 20, "hand_sizes": [5, 4, 5],
        "spreads": [{"owner": 1, "cards": ["5H", "6H", "7H"]}, {"cards": ["9S", "9H", "9D"]}],
        "count": 17, "hand": ["2C"],
    }  # fmt: skip
    names3 = NAMES[:3]
    out = f.score_lines(view, names3) + f.state_lines(view, names3)
    out += f.state_lines({**view, "discard_top": None, "spreads": []}, names3)
    # The last ending is no face's: its key is printed.
    for ending in ("initial_tonk", "tonk_out", "out", "drop_won", "caught", "stock_out", "draw",
                   "xyzzy"):  # fmt: skip
        result = {"ending": ending, "payouts": [4, -2, -2], "counts": [3, 9, 12]}
        shown = {**view, "last_hand": result, "last_reveal": [[], [], []]}
        out.append(f.summary(result, [4, -2, -2], shown, names3))
    out.append(f.summary({"ending": "draw", "redeal": True}, [], view, names3))
    three = snap("tonk", view, language, seats=seats(3))
    out.append(f.result_text(three))
    out += f.lobby_lines(snap("tonk", view, language, hand_limit=4, options={}))
    out += f.lobby_lines(snap("tonk", view, language, options={"stake": 2}))
    out += f.hand_lines(hand("tonk", view, []))
    out += f.cards_line(hand("tonk", {**view, "hand": []}, []))
    return out


def labels(language: str) -> list[str]:
    f = face("", language)
    view = {"discard_top": "9D"}
    actions: list[Any] = [
        Play(Card.parse("TH")), Bid(16), BidBlind(), TrumpSeventh(), TrumpNoTrump(),
        Draw("stock"), Draw("discard"), Hit(Card.parse("5C"), 1), Discard([]),
        Discard(["5C", "6C"]), Spread(["5C", "6C", "7C"]), Give(["5H"]), Pass(), Look(),
        Reveal(), PairDeclare(), Double(), Redouble(), Single(), Drop(), End(),
    ]  # fmt: skip
    actions += [Trump(s) for s in Suit]
    out = [f.label(a, view) for a in actions] + [f.label(Draw("discard"), {})]
    return [*out, f.bid_placeholder({})]


def table(t: Tr, language: str) -> list[str]:
    view: dict[str, Any] = {
        "teams": TEAMS, "scores": [1, 0], "dealer": 1, "to_act": [0, 1], "game": "twentynine",
        "trick": [[0, "TH"], [1, "JH"]], "tricks_won": [1, 0, 0, 0],
        "last_trick": {"cards": [[0, "9S"], [1, "7S"]], "winner": 0},
        "history": [[0, "play TH"], [1, "look"], [1, "pass"]], "hand_number": 2,
        "options": {},
    }  # fmt: skip
    out = []
    for level, limit in (("basic", 5), ("strong", None)):
        s = snap("twentynine", view, language, hand_limit=limit, computer_level=level)
        content, embed = table_embed(s, NO_FACES)
        out += [content, embed.title or "", embed.description or "", embed.footer.text or ""]
    people = snap("twentynine", {**view, "to_act": [1]}, language, seats=[Seat(kind="human",
                  user_id=1, name="Alys")] * 4)  # fmt: skip
    out += [table_embed(people, NO_FACES)[1].footer.text or ""]
    untimed = snap("twentynine", {**view, "last_trick": {"cards": [[0, "9S"]]}}, language,
                   deadline=None)  # fmt: skip
    out.append(table_embed(untimed, NO_FACES)[1].description or "")
    out.append(names([Seat(kind="empty")], t)[0])
    out.append(seat_list(seats(4), TEAMS, view, t))
    ended = snap("twentynine", view, language, status="finished")
    out += [final_embed(ended, "x")[1].title or "", face("", language).result_text(ended)]
    out.append(face("twentynine", language).result_text(snap("twentynine", {**view,
               "winner": 1}, language)))  # fmt: skip
    out.append(hand_summary(ended, 0, {"redeal": True}, []))
    out.append(TableMessages().final(ended, None)["embed"].description or "")
    changes = [Change("Alys", 1500, 1516), Change("Bedwyr", 1500, 1484)]
    out += [TableMessages().ratings(r, changes, language) for r in (True, False)]
    out += [TableMessages().thread_name(TITLES[g], 3, language) for g in TITLES]
    out += [thread_title("Quux", 3, language)]
    for why in ("thread", "access", "locked", "message"):
        for rated in ("", "-unrated"):
            out.append(t(f"table-lost-{why}{rated}", game=t("game-tonk"), table="3"))
    out.append(t("table-paused"))
    out.append(t("table-archive-reason"))
    out += [t(f"table-thread-reason{r}", table="3") for r in ("", "-rematch")]
    out += [suit(ch, t) for ch in ("S", "H", "D", "C", None, "NT", "X")]
    out += [action_text(a, t=t) for a in ACTIONS]
    out += [face(g, language).action_text(a) for g in TITLES for a in ("bid 0", "discard")]
    return out


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_table_message_is_reached_and_formats(
    language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(i18n, "STRICT", True)
    used: set[str] = set()
    call = Tr.__call__

    def recording(self: Tr, message_id: str, **args: object) -> str:
        used.add(message_id)
        return call(self, message_id, **args)

    monkeypatch.setattr(Tr, "__call__", recording)
    t = tr(language)
    texts = twentynine(t, language) + schmier(t, language) + spades(t, language)
    texts += tonk(t, language) + labels(language) + table(t, language)
    assert sorted(ids() - used) == [], "messages no code path reached"
    assert all(text.strip() for text in texts if text is not None)
    if language != "en":
        for text in texts:
            assert english_in(text, language, NAMES) == set(), text
