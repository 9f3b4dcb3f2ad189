"""The table message, the faces and the hands' summaries in every language (issue 14).

Seeded matches of every game are played on the engine alone; at every step each face method
(public and hand parts) and the table's messages are formatted in each language with the
strict catalogue (``bot.i18n.STRICT``: a missing message or a Fluent error raises).  The public
texts of a Welsh, Bulgarian or Haitian Creole table carry no English word of the table's
catalogue, and every message keeps Discord's limits."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

import bot.i18n
from bot.components.messages import TableMessages
from bot.i18n import LANGUAGES, CatalogueError, tr
from bot.leagues.queries import Change
from bot.render.cards import action_text, suit
from bot.render.faces import NO_FACES
from bot.render.games import face
from bot.render.table import final_embed, hand_summary, result_text, table_embed, thread_title
from bot.tables.model import Seat
from bot.tables.snapshots import HandSnapshot, PublicSnapshot
from bot.tables.statements import result_rows
from games import TITLES, new_match
from tests.i18n.english import english_in, english_only
from tests.i18n.limits import CONTENT, DESCRIPTION, FOOTER, TITLE

GAMES = ("twentynine", "schmier", "spades", "tonk")
OPTIONS: dict[str, dict[str, Any]] = {
    "spades": {"target": 150, "mercy_loss_at": -150},
    "schmier": {"target": 7},
    "twentynine": {"game_target": 2},
    "tonk": {},
}
SEATS = {"twentynine": 4, "schmier": 6, "spades": 4, "tonk": 3}
NAMES = {"Alys", "Bedwyr", "Ceri", "Dafydd", "Elin", "Ffion"}


@pytest.fixture(autouse=True)
def strict(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bot.i18n, "STRICT", True)


def seats(n: int) -> list[Seat]:
    names = sorted(NAMES)
    return [
        Seat(kind="human", user_id=100 + i, name=names[i])
        if i % 2 == 0
        else Seat(kind="computer", name=names[i], level="basic")
        for i in range(n)
    ]


def snapshot(m: Any, language: str, status: str = "playing") -> PublicSnapshot:
    return PublicSnapshot(
        table_id=7,
        game=m.game,
        title=m.title,
        status=status,
        host_id=100,
        seats=seats(m.seats),
        options=dict(OPTIONS[m.game]),
        view=m.view(None),
        deadline=1_900_000_000.0,
        turn_seconds=120,
        hand_limit=2 if m.game == "tonk" else None,
        hands_played=m.hands_played,
        message_id=None,
        thread_id=None,
        language=language,
        public_version=m.version,
    )


def hand(m: Any, seat: int) -> HandSnapshot:
    return HandSnapshot(
        table_id=7,
        game=m.game,
        title=m.title,
        seat=seat,
        version=m.version,
        view=m.view(seat),
        legal=m.legal_actions(seat),
        seat_names=sorted(NAMES)[: m.seats],
        status="playing",
        computer_plays=False,
    )


def steps(game: str, seed: int = 1) -> Iterator[tuple[Any, list[tuple[int, dict[str, Any]]]]]:
    """A seeded match of ``game`` with random moves: after each move, the match and the hands
    it finished then (``(hand, result)``).  Tonk ends after two hands."""
    rng = random.Random(f"{game}/{seed}")
    m = new_match(game, OPTIONS[game], seats=SEATS[game], seed=seed)
    seen = 0
    yield m, []
    for _ in range(5000):
        if m.is_over or (game == "tonk" and m.hands_played >= 2) or not m.to_act:
            return
        seat = m.to_act[0]
        m.apply(seat, rng.choice(list(m.legal_actions(seat))))
        done = []
        for i in range(seen, len(m.hands)):
            if m.hands[i].result is None:
                break
            done.append((i, m.hands[i].result.to_json()))
            seen = i + 1
        yield m, done
    raise AssertionError(f"{game}: the match did not end")


def public_texts(m: Any, language: str, done: list[tuple[int, dict[str, Any]]]) -> list[str]:
    """Everything the table shows publicly after a move, checked against Discord's limits."""
    snap = snapshot(m, language)
    content, embed = table_embed(snap, NO_FACES)
    assert len(content) <= CONTENT and len(embed.title or "") <= TITLE
    assert len(embed.description or "") <= DESCRIPTION and len(embed.footer.text or "") <= FOOTER
    texts = [content, embed.title or "", embed.description or "", embed.footer.text or ""]
    f = face(m.game, language)
    texts += [f.action_text(a) for _, a in snap.view.get("history") or []]  # type: ignore[union-attr]
    texts += f.lobby_lines(snap)
    for i, result in done:
        rows = result_rows(m, i, result)
        summary = hand_summary(snap, i, result, [r.points for r in rows])
        assert summary.split("\n", 1)[1], f"{m.game} {language}: an empty summary"
        assert len(summary) <= CONTENT
        texts.append(summary)
    return texts


def hand_texts(m: Any, language: str) -> list[str]:
    """The hand parts of the face for every seat, as the hand helper calls them."""
    f = face(m.game, language)
    texts = []
    for seat in range(m.seats):
        snap = hand(m, seat)
        f.known_trump(snap.view)
        texts += f.hand_lines(snap) + f.cards_line(snap)
        labels = [f.label(a, snap.view) for a in snap.legal]
        assert all(0 < len(label) <= 80 for label in labels), labels
        placeholder = f.bid_placeholder(snap.view)
        assert len(placeholder) <= 150
        offered = [label for label, _ in f.offered(snap.view)]
        texts += [*labels, placeholder, *offered]
    return texts


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_every_face_method_formats_in_every_language_through_a_whole_match(
    game: str, language: str
) -> None:
    """No catalogue error at any step of a whole match, in the public parts, the hand parts
    and the end; outside English, no English word of the table's catalogue."""
    public: list[str] = []
    private: list[str] = []
    summaries = 0
    m: Any = None
    for m, done in steps(game):
        public += public_texts(m, language, done)
        private += hand_texts(m, language)
        summaries += len(done)
    assert summaries >= 2, "the match played more than one hand"
    end = snapshot(m, language, status="finished")
    public.append(result_text(end))
    _content, embed = final_embed(end, tr(language)("table-lost-thread", game="x", table="7"))
    assert len(embed.title or "") <= TITLE and len(embed.description or "") <= DESCRIPTION
    public += [embed.title or "", embed.description or ""]
    if language == "en":
        return
    for text in public + private:
        assert english_in(text, language, NAMES) == set(), text


def test_the_english_words_are_the_catalogues_and_the_scan_finds_them() -> None:
    """The word list holds the table's English words that a language says otherwise, and the
    scan finds one in a text (a name that looks English is not one)."""
    assert {"trick", "trump", "bid", "stock"} <= english_only("cy")
    assert "bauer" not in english_only("cy"), "Welsh says Bauer too"
    assert "a" not in english_only("bg"), "team letters are no English"
    assert english_in("**Tric** Alys 10♥ · **Last trick**", "cy", NAMES) == {"last", "trick"}
    assert english_in("Trick Master: chwaraeodd 10♥", "cy", {"Trick Master"}) == set()


def test_english_is_what_it_was() -> None:
    """The English catalogue says what the renderers said before it (a few by hand)."""
    assert action_text("play TH") == "played 10♥"
    assert action_text("give 3 cards") == "gave 3 cards"
    assert action_text("discard 2 cards (trumps 5H)") == "discarded 2 cards (trumps 5♥)"
    assert action_text("discard 0 cards") == "discarded no cards"
    assert action_text("draw stock") == "drew from the stock"
    assert face("tonk").action_text("discard") == "discarded a card"
    assert face("spades").action_text("bid 0") == "bid nil"
    assert suit("H") == "♥ hearts" and suit(None) == "hidden" and suit("NT") == "no trump"
    assert thread_title("Twenty-Nine", 5) == "Twenty-Nine table #5"
    changes = [Change("Alys", 1500, 1516), Change("Bedwyr", 1500, 1484), Change("Ceri", -3, -9)]
    assert TableMessages().ratings(True, changes) == (
        "📈 Ratings: Alys 1500 → 1516 (+16) · Bedwyr 1500 → 1484 (−16) · Ceri −3 → −9 (−6)"
    )
    assert TableMessages().ratings(False, changes) == (
        "Not rated: a league table needs at least 2 people."
    )


def test_each_language_says_the_games_words_of_its_source_texts() -> None:
    """A few of the glossary's words, as the faces print them: Welsh *tric*, *trwmp*, *stoc*;
    Bulgarian *взятка*, *коз*; Haitian Creole *pik*, *òf*; Welsh counts mutate the noun."""
    assert suit("H", tr("cy")) == "♥ calonnau"
    assert action_text("draw stock", t=tr("cy")) == "tynnodd o'r stoc"
    assert action_text("give 2 cards", t=tr("cy")) == "rhoddodd 2 gerdyn"
    assert action_text("give 3 cards", t=tr("cy")) == "rhoddodd 3 cherdyn"
    assert face("spades", "ht").action_text("bid 0") == "òf Nil"
    assert suit("S", tr("ht")) == "♠ pik"
    assert action_text("trump S", t=tr("bg")) == "избра коз ♠ пика"
    assert thread_title("Twenty-Nine", 5, "cy") == "Bwrdd Naw ar Hugain #5"
    assert thread_title("Twenty-Nine", 5, "bg") == "Маса Двадесет и девет #5"
    assert TableMessages().ratings(False, [], "bg").startswith("Без рейтинг")


def test_the_strict_catalogue_refuses_a_missing_message_and_a_missing_placeholder() -> None:
    with pytest.raises(CatalogueError, match="no-such-message"):
        tr("cy")("no-such-message")
    with pytest.raises(CatalogueError, match="Unknown external: card"):
        tr("bg")("action-played")
    assert tr("bg")("action-played", card="10♥") == "изигра 10♥"


def test_a_placeable_longer_than_fluents_limit_is_printed_whole() -> None:
    """Fluent prints ``{???}`` for a placeable over 2,500 characters; a table message's line
    (Tonk's spreads with their card faces) may need more, up to Discord's 4,096."""
    long = "x" * 3900
    assert tr("cy")("face-tonk-spreads", spreads=long).endswith(long)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_lost_tables_and_the_titles_of_every_game(language: str) -> None:
    t = tr(language)
    for why in ("thread", "access", "locked", "message"):
        text = t(f"table-lost-{why}", game=t("game-spades"), table="12")
        assert "#12" in text and len(text) <= CONTENT
        if language != "en":
            assert english_in(text, language) == set()
    for game in GAMES:
        name = thread_title(TITLES[game], 123456, language)
        assert 0 < len(name) <= 100 and "123456" in name
