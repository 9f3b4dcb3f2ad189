"""The one English scanner (``tests.i18n.english``) catches what the five it replaced caught:
every English message of each scanner's area, shown where another language belongs, is found
(but for the few listed, which no scanner could find), and so are the English renderings and
the examples their own tests fed them."""

from __future__ import annotations

import pytest

from bot.i18n import LOCALES, resources, tr
from bot.render.lobby import lobby_embed
from tests.i18n import english
from tests.i18n.english import HAND, LOBBY, STORY, english_in, english_only
from tests.i18n.test_catalogue import messages
from tests.i18n.test_lobby_languages import component_texts, lobby_view, snapshot

TABLE = ("table.ftl", "games.ftl", "cards.ftl")
SCOPES: dict[str, tuple[tuple[str, ...], tuple[str, ...] | None]] = {
    "table (tests/i18n/table_words.py)": (TABLE, None),
    "lobby (tests/i18n/test_lobby_languages.py)": (LOBBY, LOBBY),
    "hand (tests/bot/test_hand_languages.py)": (("hand.ftl",), HAND),
    "story (tests/bot/test_story_languages.py)": (STORY, STORY),
    "everything (tests/i18n/english.py)": (tuple(resources("en")), None),
}
"""Each old scanner: the files its English came from, and the ``areas`` its tests scan with."""
UNSEEN = {
    "table-move": "no word",
    "rules-option": "no word",
    "rules-option-bare": "no word",
    "error-rule-refused": "no word",
    "error-move-refused": "no word",
    "face-schmier-award-joker": "Welsh writes joker too",
    "face-tonk-paid": "Welsh paid (don't); the others write /ledger paid",
    "ledger-payment-line": "paid, as above",
    "label-nil": "Bulgarian writes nil too (in /config preset-save's example)",
    "face-spades-nil": "as above",
    "rule-spades-nil-value": "as above",
    "rule-spades-bag-penalty": "as above",
    "sheet-nil": "as above",
    "sheet-call-pass": "one letter (a Schmier pass in the score sheet)",
    "sheet-col-team-total": "Haitian Creole writes total too",
}
"""English messages with no word that the other language does not write (the old scanners'
rules could not find them either)."""


def english_messages(files: tuple[str, ...], language: str) -> dict[str, str]:
    """The English messages of ``files`` that ``language`` says otherwise, placeholders empty."""
    out = {}
    for name in files:
        for message_id, args in messages((LOCALES / "en" / name).read_text("utf-8")).items():
            values = dict.fromkeys(args, "")
            shown = tr("en")(message_id, **values)
            if shown != tr(language)(message_id, **values):
                out[message_id] = shown
    return out


@pytest.mark.parametrize("language", ["cy", "bg", "ht"])
@pytest.mark.parametrize("scope", SCOPES)
def test_every_english_message_of_each_old_scanners_area_is_found(
    scope: str, language: str
) -> None:
    files, areas = SCOPES[scope]
    shown = english_messages(files, language)
    assert len(shown) > 20
    unseen = {m for m, text in shown.items() if not english_in(text, language, areas=areas)}
    assert unseen <= set(UNSEEN), unseen


def test_the_old_scanners_examples_are_found() -> None:
    """What the old scanners' own tests fed them (their strictest readings)."""
    assert english_in(["Waiting for 1 more player."], "cy", areas=LOBBY) >= {"waiting", "player"}
    assert "host" in english_only("cy", LOBBY)
    assert {"trick", "trump", "bid", "stock"} <= english_only("cy")
    assert english_in("**Tric** Alys 10♥ · **Last trick**", "cy", {"Alys"}) == {"last", "trick"}
    assert english_in(tr("en")("story-sheet-post-head"), "bg", areas=STORY) == {"score", "sheet"}
    assert english_in("To settle up", "ht", areas=STORY) >= {"settle"}
    assert english_in(tr("en")("button-refresh"), "cy", areas=HAND) == {"refresh"}
    assert "of" in english_only("bg"), "two letters are English too (table_words.py's rule)"


@pytest.mark.parametrize("language", ["cy", "bg", "ht"])
@pytest.mark.parametrize("game", ["twentynine", "schmier", "spades", "tonk"])
def test_the_english_lobby_is_found(game: str, language: str) -> None:
    """Today's English lobby, where another language belongs: its words are found."""
    snap = snapshot(game, "en")
    embed = lobby_embed(snap)
    texts = [embed.title or "", embed.description or "", embed.footer.text or ""]
    texts += component_texts(lobby_view(snap))
    found = english_in(texts, language, ("bob",), areas=LOBBY)
    assert {"seats", "house", "rules", "join", "leave", "start"} <= found


def test_the_rules_of_the_scan() -> None:
    """Markup and names out; compounds whole and by parts; code spans and commands are the
    same in every language; the languages' names are no English."""
    assert english.words("<@12> <:cr_ace_of_spades:3> <t:99:R> https://x.test/table") == set()
    assert english.words("Twenty-Nine don’t") == {
        "twenty-nine", "twenty", "nine", "don't", "don", "t",
    }  # fmt: skip
    assert english_in("Chwaraeodd Last Trick 10♥", "cy", ["Last Trick"]) == set()
    assert english_in("Defnyddiwch `/table create` mewn sianel.", "cy") == set()
    assert english_in("Cofnodi taliad: /ledger paid.", "cy") == set()
    assert english_in("Mae'r table ar ben.", "cy") == {"table"}, "Welsh writes table only in code"
    assert english_in("Llyfr: Ledger", "cy") == {"ledger"}
    assert english_in("`the table` o hyd", "cy") == {"the"}, "code is scanned too"
    assert english_in("Iaith: **Cymraeg** · English · Kreyòl ayisyen", "bg") == set()
