"""Card faces as application emojis (issue 12, "Cards that look like cards").

Through the fake Discord: the first start draws and uploads every face once and keeps the ids;
a restart reuses them (no upload), an emoji deleted on Discord's side is uploaded again, a new
database adopts the ones already there, new art replaces the old; a refusal (403, 404, 5xx, a
lost connection, the 2,000 cap) leaves one warning and a table that plays in text; the setting
turns it all off.  Hands show the whole hand as card buttons, sorted by suit with trump first,
legal cards enabled and the others disabled, each with its face beside its text; the table
message shows the faces of the trick, the last trick, Tonk's discard and the trump, beside the
text.  Privacy: an emoji-only leak of a private card is caught by the scan of every payload.
"""

from __future__ import annotations

import asyncio
import io
import logging
import random
import re
from itertools import count
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from PIL import Image

from bot.components.hand import hand_view
from bot.db import Database
from bot.db.open import open_store
from bot.emojis import art
from bot.emojis.sync import CardEmojis
from bot.render import faces
from bot.render.controls import layout
from bot.render.faces import CARD_KEYS, KEYS, NO_FACES, Faces, emoji_name
from bot.render.games import sorted_hand
from bot.render.table import table_embed
from bot.tables.model import Seat
from bot.tables.snapshots import PublicSnapshot
from games import GAMES, new_match
from games.cards import PACK_32, PACK_52, PACK_53, Card
from tests.bot.harness import make_bot
from tests.bot.leaks import Recorder, check_payloads, face_card, payload_emojis
from tests.bot.players import choose_level, table_message, take_turn
from tests.bot.test_controls_reach_every_action import random_states, snapshot
from tests.fakediscord import FakeDiscord, FakeUser
from tests.fakediscord.models import SentPayload

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

ALL_FACES = Faces({key: 10_000 + i for i, key in enumerate(KEYS)})
"""Every face with a made-up id: for the renderers, without Discord."""
DECKS = {"twentynine": PACK_32, "schmier": PACK_53, "spades": PACK_52, "tonk": PACK_52}
FACE_TEXT_RE = re.compile(r"<:(\w+):(\d+)> (\S+(?: \w+)?)")


def emoji_routes(fake: Any) -> list[str]:
    """The application-emoji requests made so far, with the application id as ``APP``."""
    app = str(fake.application_id)
    return [r.route.replace(app, "APP") for r in fake.requests if "/emojis" in r.path]


def uploaded_ids(fake: Any) -> dict[str, int]:
    return {e["name"]: e["id"] for e in fake.application_emojis()}


async def stored_ids(store: Database) -> dict[str, int]:
    return {str(k): int(i) for k, i in await store.fetch("SELECT key, emoji_id FROM card_emojis")}


async def start(fake: Any, db: Path, **settings: Any) -> Any:
    bot = make_bot(db, card_emojis=True, **settings)
    await fake.start(bot)
    return bot


async def open_table(fake: Any, host: Any, game: str, **options: Any) -> Any:
    """``host`` opens a table of ``game`` in a new channel, fills it with basic computers and
    starts it; returns the thread."""
    channel = fake.add_text_channel(fake.guild, f"cards-{len(fake.server.channels)}")
    await fake.slash(host, channel, "table create", game=game, **options)
    thread = fake.threads(channel)[-1]
    await choose_level(fake, host, thread, "basic")
    while "Waiting for" in table_message(fake, thread)["embeds"][0]["description"]:
        await fake.click(host, table_message(fake, thread), label="Add computer")
    await fake.click(host, table_message(fake, thread), label="Start")
    await fake.settle()
    return thread


def controls(message: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for row in message.get("components") or [] for c in row["components"]]


def card_buttons(message: dict[str, Any]) -> list[dict[str, Any]]:
    """The hand's card buttons: those whose action names one card."""
    return [
        c
        for c in controls(message)
        if c["type"] == 2 and re.fullmatch(r"cr:act:\d+:\d+:(play|discard) \w\w", c["custom_id"])
    ]


# ----- upload, reuse, re-upload, adopt, replace -------------------------------------------------


async def test_the_first_start_draws_and_uploads_every_face_once(db_path: Path) -> None:
    async with FakeDiscord() as fake:
        bot = await start(fake, db_path)
        assert emoji_routes(fake) == [
            "GET /applications/APP/emojis",
            *["POST /applications/APP/emojis"] * len(KEYS),
        ]
        uploaded = fake.application_emojis()
        assert [e["name"] for e in uploaded] == [emoji_name(k) for k in KEYS]
        assert len(KEYS) == 58 and len(set(uploaded_ids(fake))) == 58
        for e in uploaded:
            image = Image.open(io.BytesIO(e["image"]))
            assert (image.format, image.size) == ("PNG", (128, 128))
            assert len(e["image"]) <= 256 * 1024 and e["by_bot"]
        ids = await stored_ids(bot.store)
        assert ids == {k: e["id"] for k, e in zip(KEYS, uploaded, strict=True)}
        assert faces.current().ids() == ids
        art_versions = await bot.store.fetch("SELECT DISTINCT art FROM card_emojis")
        assert art_versions == [(art.ART_VERSION,)]


async def test_a_restart_reuses_them_without_a_second_upload(db_path: Path) -> None:
    async with FakeDiscord() as fake:
        await start(fake, db_path)
        first = uploaded_ids(fake)
        await fake.stop()
        assert faces.current() is NO_FACES, "a stopped bot leaves text only behind"
        before = len(emoji_routes(fake))
        bot = await start(fake, db_path)
        assert emoji_routes(fake)[before:] == ["GET /applications/APP/emojis"]
        assert uploaded_ids(fake) == first
        assert faces.current().ids() == await stored_ids(bot.store)


async def test_an_emoji_deleted_on_discord_is_uploaded_again(db_path: Path) -> None:
    async with FakeDiscord() as fake:
        await start(fake, db_path)
        first = uploaded_ids(fake)
        await fake.stop()
        fake.delete_application_emoji("cr_ace_of_spades")
        before = len(emoji_routes(fake))
        bot = await start(fake, db_path)
        assert emoji_routes(fake)[before:] == [
            "GET /applications/APP/emojis",
            "POST /applications/APP/emojis",
        ]
        again = uploaded_ids(fake)
        assert again["cr_ace_of_spades"] != first["cr_ace_of_spades"]
        assert {n: i for n, i in again.items() if n != "cr_ace_of_spades"} == {
            n: i for n, i in first.items() if n != "cr_ace_of_spades"
        }
        assert (await stored_ids(bot.store))["AS"] == again["cr_ace_of_spades"]
        assert faces.current().ids()["AS"] == again["cr_ace_of_spades"]


async def test_a_new_database_adopts_the_emojis_already_uploaded(tmp_path: Path) -> None:
    """A second copy of the bot on the same application (or a database lost and made anew)
    finds the faces under their names: no duplicates, no upload."""
    async with FakeDiscord() as fake:
        await start(fake, tmp_path / "one.db")
        await fake.stop()
        before = len(emoji_routes(fake))
        bot = await start(fake, tmp_path / "two.db")
        assert emoji_routes(fake)[before:] == ["GET /applications/APP/emojis"]
        assert await stored_ids(bot.store) == {k: uploaded_ids(fake)[emoji_name(k)] for k in KEYS}


async def test_new_art_replaces_the_old_faces(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with FakeDiscord() as fake:
        await start(fake, db_path)
        old = set(uploaded_ids(fake).values())
        await fake.stop()
        monkeypatch.setattr(art, "ART_VERSION", art.ART_VERSION + 1)
        before = len(emoji_routes(fake))
        bot = await start(fake, db_path)
        routes = emoji_routes(fake)[before:]
        assert routes.count("POST /applications/APP/emojis") == len(KEYS)
        assert sum(r.startswith("DELETE /applications/APP/emojis/") for r in routes) == len(KEYS)
        assert not old & set(uploaded_ids(fake).values()) and len(fake.application_emojis()) == 58
        assert await bot.store.fetch("SELECT DISTINCT art FROM card_emojis") == [(art.ART_VERSION,)]


# ----- refusals: one warning, and the table plays in text ---------------------------------------


def refuse_403(fake: Any) -> None:
    fake.inject_failure(r"GET /applications/\d+/emojis$", 403, code=50001, message="Missing Access")


def refuse_404(fake: Any) -> None:
    fake.inject_failure(r"GET /applications/\d+/emojis$", 404, code=0, message="404: Not Found")


def refuse_503(fake: Any) -> None:
    fake.inject_failure(r"GET /applications/\d+/emojis$", 503)


def lose_connection(fake: Any) -> None:
    fake.inject_disconnect(r"GET /applications/\d+/emojis$")


def refuse_an_upload(fake: Any) -> None:
    fake.inject_failure(r"POST /applications/\d+/emojis$", 403, code=50013)


def full_application(fake: Any) -> None:
    for i in range(2000 - 10):  # the host's own emojis leave room for 10 of the 58
        fake.add_application_emoji(f"portal_{i}")


@pytest.mark.parametrize(
    "refuse",
    [refuse_403, refuse_404, refuse_503, lose_connection, refuse_an_upload, full_application],
)
async def test_a_refusal_is_one_warning_and_the_table_plays_in_text(
    db_path: Path, caplog: pytest.LogCaptureFixture, refuse: Any, fake: FakeDiscord, alice: FakeUser
) -> None:
    refuse(fake)
    with caplog.at_level(logging.INFO, logger="bot.emojis"):
        bot = await start(fake, db_path)
    lines = [r for r in caplog.records if r.name.startswith("bot.emojis")]
    assert [(r.levelname, "cards are shown as text" in r.getMessage()) for r in lines] == [
        ("WARNING", True)
    ], [r.getMessage() for r in lines]
    assert faces.current() is NO_FACES
    thread = await open_table(fake, alice, "tonk", seats=2)
    rng = random.Random("refused")
    for _ in range(6):
        await fake.settle()
        assert await take_turn(fake, thread, [alice], rng)
    sent = [sp for sp in fake.sent_payloads() if sp.channel_id == thread.id]
    assert sent and not any(next(payload_emojis(_data(sp)), None) for sp in sent)
    assert bot.service is not None


def _data(sp: SentPayload) -> dict[str, Any]:
    payload = sp.payload if isinstance(sp.payload, dict) else {}
    return payload.get("data", payload) if "data" in payload else payload


async def test_the_setting_off_makes_no_request_and_shows_text(
    db_path: Path, fake: FakeDiscord, alice: FakeUser
) -> None:
    fake.add_application_emoji("cr_ace_of_spades")  # even emojis already there are not used
    bot = make_bot(db_path, card_emojis=False)
    await fake.start(bot)
    thread = await open_table(fake, alice, "tonk", seats=2)
    hand = (await fake.click(alice, table_message(fake, thread), label="Show hand")).message
    assert emoji_routes(fake) == [] and faces.current() is NO_FACES
    assert card_buttons(hand) and not any("emoji" in c for c in controls(hand))
    assert "<:" not in table_message(fake, thread)["embeds"][0]["description"]


async def test_tables_render_text_until_the_faces_are_known(db_path: Path) -> None:
    """The upload runs beside the tables: until it is done every message is text, and the
    faces appear in the next message after it (no message waits for it)."""
    gate = asyncio.Event()
    ids = count(1)

    async def fetch_application_emojis() -> list[Any]:
        await gate.wait()
        return []

    async def create_application_emoji(*, name: str, image: bytes) -> Any:
        return SimpleNamespace(id=next(ids), name=name)

    client: Any = SimpleNamespace(
        fetch_application_emojis=fetch_application_emojis,
        create_application_emoji=create_application_emoji,
    )
    snap = public_snapshot(new_match("tonk", {}, seats=2, seed=5))
    store = await open_store(db_path)
    emojis = CardEmojis(client, store, draw=lambda key: b"png")
    try:
        emojis.start()
        await asyncio.sleep(0)
        assert emojis.task is not None and not emojis.task.done()
        assert faces.current() is NO_FACES
        assert "<:" not in (table_embed(snap)[1].description or "")
        gate.set()
        await emojis.task
        assert len(faces.current()) == len(KEYS)
        assert "<:cr_" in (table_embed(snap)[1].description or "")
    finally:
        await emojis.stop()
        await store.close()
    assert faces.current() is NO_FACES


async def test_clicks_never_ask_discord_about_emojis(
    db_path: Path, fake: FakeDiscord, alice: FakeUser
) -> None:
    await start(fake, db_path)
    thread = await open_table(fake, alice, "twentynine")
    before = emoji_routes(fake)
    rng = random.Random("clicks")
    moves = 0
    while moves < 12:
        await fake.settle()
        moves += await take_turn(fake, thread, [alice], rng)
    assert emoji_routes(fake) == before


# ----- what hands and tables show -----------------------------------------------------------------


def check_face_texts(text: str, ids: dict[str, int]) -> int:
    """Every emoji in ``text`` is one of the application's faces and is followed by the text
    of the same card (``<:cr_ace_of_spades:1> A♠``) or suit (``<:cr_hearts:2> ♥ hearts``)."""
    found = FACE_TEXT_RE.findall(text)
    assert len(found) == text.count("<:"), text
    for name, emoji_id, after in found:
        assert ids[name] == int(emoji_id), name
        card = face_card(name)
        if card is not None:
            assert after.split()[0] == Card.parse(card).pretty(), (name, after)
        elif name == "cr_card_back":
            assert after.startswith("a card"), after
        else:
            word = name.removeprefix("cr_")
            assert after.split()[1] == word and after[0] in "♠♥♦♣", (name, after)
    return len(found)


async def test_a_tonk_hand_shows_every_card_with_its_face_and_only_legal_ones_enabled(
    db_path: Path, fake: FakeDiscord, alice: FakeUser
) -> None:
    await start(fake, db_path)
    ids = uploaded_ids(fake)
    thread = await open_table(fake, alice, "tonk", seats=2)
    rng = random.Random("tonk faces")
    seen_enabled = seen_disabled = seen_discard = False
    for _ in range(40):
        await fake.settle()
        if thread.archived:
            break
        msg = table_message(fake, thread)
        check_face_texts(msg["embeds"][0]["description"], ids)
        seen_discard |= "**Discard** <:cr_" in msg["embeds"][0]["description"]
        if f"<@{alice.id}>" in (msg.get("content") or ""):
            hand = (await fake.click(alice, msg, label="Show hand")).message
            cards = card_buttons(hand)
            text_cards = re.search(r"\*\*Your cards\*\* \(\d+\): (.*)", hand["content"])
            assert text_cards is not None
            assert [c["label"] for c in cards] == text_cards.group(1).split()
            for c in cards:
                code = c["custom_id"].rsplit(" ", 1)[1]
                assert c["label"] == Card.parse(code).pretty()  # the text beside the face
                assert c["emoji"] == {"name": emoji_name(code), "id": ids[emoji_name(code)]}
                seen_enabled |= not c.get("disabled")
                seen_disabled |= bool(c.get("disabled"))
        await take_turn(fake, thread, [alice], rng)
    assert seen_enabled and seen_disabled and seen_discard


async def test_the_twenty_nine_table_shows_faces_beside_the_text(
    db_path: Path, fake: FakeDiscord, alice: FakeUser
) -> None:
    await start(fake, db_path)
    ids = uploaded_ids(fake)
    thread = await open_table(fake, alice, "twentynine")
    rng = random.Random("twentynine faces")
    shown: set[str] = set()
    for _ in range(200):
        await fake.settle()
        if thread.archived or {"Trick", "Last trick", "Trump"} <= shown:
            break
        text = table_message(fake, thread)["embeds"][0]["description"]
        check_face_texts(text, ids)
        for line in text.splitlines():
            head = re.match(r"\*\*(Trick|Last trick|Trump)\*\* ", line)
            if head and "<:cr_" in line:
                shown.add(head.group(1))
        await take_turn(fake, thread, [alice], rng)
    assert {"Trick", "Last trick"} <= shown, shown


# ----- the renderers, over many states ------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_every_face_is_the_card_beside_it_and_of_the_games_deck(game: str) -> None:
    """In hands of random states of each game, with every face known: a control with a face
    is labelled with that card's text, and the card is of the game's deck (Twenty-Nine's 32,
    Tonk's and Spades' 52, Schmier's 52 and the joker)."""
    assert {str(c) for c in PACK_53} == set(CARD_KEYS)
    deck = {str(c) for c in DECKS[game]}
    rng = random.Random(f"faces/{game}")
    faced = 0
    for m, seat in random_states(game, rng, 400):
        snap = snapshot(m, seat)
        assert set(sorted_hand(game, snap.view)) <= deck
        for row in hand_view(snap, ALL_FACES).to_components():
            for c in row["components"]:
                for item in [c, *c.get("options", [])]:
                    emoji = item.get("emoji")
                    if emoji is None:
                        continue
                    assert ALL_FACES.ids()[_key_of(emoji["name"])] == int(emoji["id"])
                    card = face_card(emoji["name"])
                    if card is None:  # a suit, on a trump choice
                        assert emoji["name"].removeprefix("cr_").capitalize() in item["label"]
                        continue
                    faced += 1
                    assert card in deck, (game, card)
                    assert Card.parse(card).pretty() in item["label"], item
    assert faced > 400


def _key_of(name: str) -> str:
    return next(k for k in KEYS if emoji_name(k) == name)


def test_the_hand_is_sorted_by_suit_with_the_trump_the_seat_knows_first() -> None:
    rng = random.Random("sorting")
    checked = {"twentynine bidder": 0, "twentynine other": 0, "spades": 0, "schmier": 0}
    for game in ("twentynine", "spades", "schmier"):
        for m, seat in random_states(game, rng, 1500):
            view = m.view(seat)
            if not view.get("hand"):
                continue
            out = layout(snapshot(m, seat))
            cards = [
                b.payload.split()[-1]
                for g in out.groups
                if isinstance(g, list)
                for b in g
                if b.card
            ]
            if not cards:
                continue
            assert cards == sorted_hand(game, view)
            engine = [str(c) for c in view["hand"]]
            assert sorted(cards) == sorted(engine)
            if game == "twentynine":
                trump = view.get("trump")
                if trump in ("S", "H", "D", "C"):
                    n = sum(c[-1] == trump for c in cards)
                    assert all(c[-1] == trump for c in cards[:n]), (trump, cards)
                    bidder = view.get("bidder") == seat and not view.get("trump_revealed")
                    checked["twentynine bidder" if bidder else "twentynine other"] += bidder
                else:
                    assert cards == engine  # a seat that does not know the trump: no hint
                    checked["twentynine other"] += 1
            elif game == "spades":
                n = sum(c[-1] == "S" for c in cards)
                assert all(c[-1] == "S" for c in cards[:n])
                checked["spades"] += 1
            else:  # Schmier: the engine's order (trumps with both bauers and the joker first)
                assert cards == engine
                checked["schmier"] += 1
    assert all(checked.values()), checked


def test_sorting_moves_only_the_trump_suit_and_keeps_the_ranks_in_order() -> None:
    view = {"hand": ["JS", "9S", "AH", "TH", "KD", "JC", "8C"], "trump": "C"}
    assert sorted_hand("twentynine", view) == ["JC", "8C", "JS", "9S", "AH", "TH", "KD"]
    assert sorted_hand("twentynine", dict(view, trump=None)) == view["hand"]
    assert sorted_hand("twentynine", dict(view, trump="NT")) == view["hand"]
    assert sorted_hand("tonk", view) == view["hand"]


def test_a_table_too_long_for_its_faces_is_shown_in_text() -> None:
    m = new_match("tonk", {}, seats=2, seed=3)
    snap = public_snapshot(m)
    assert snap.view is not None
    cards = [str(c) for c in PACK_52]
    snap.view["spreads"] = [
        {"owner": 0, "cards": cards[i : i + 4]} for i in range(0, 52, 4) for _ in range(3)
    ]
    with_faces = table_embed(snap, ALL_FACES)[1].description or ""
    assert "<:" not in with_faces and len(with_faces) <= 4096
    assert "**Spreads**" in with_faces and "A♠" in with_faces
    snap.view["spreads"] = snap.view["spreads"][:2]
    assert "<:cr_" in (table_embed(snap, ALL_FACES)[1].description or "")


def public_snapshot(m: Any) -> PublicSnapshot:
    seats = [Seat(kind="human", user_id=100 + i, name=f"p{i}") for i in range(m.seats)]
    return PublicSnapshot(
        table_id=1,
        game=m.game,
        title=m.title,
        status="playing",
        host_id=100,
        seats=seats,
        options={},
        view=m.view(None),
        deadline=None,
        turn_seconds=120,
        hand_limit=None,
        hands_played=0,
        message_id=None,
        thread_id=None,
    )


# ----- privacy -----------------------------------------------------------------------------------


async def test_the_scan_catches_a_private_card_shown_only_as_its_face(
    db_path: Path, monkeypatch: pytest.MonkeyPatch, fake: FakeDiscord, alice: FakeUser
) -> None:
    """The hidden-card scan is not blind to emojis: a public payload that names a card of a
    hand only by its face (name and id, or the id alone with a harmless name) fails it, and
    so does a hand message that shows another seat's card as a face."""
    bot = await start(fake, db_path)
    recorder = Recorder()
    recorder.install(bot.service, monkeypatch)
    thread = await open_table(fake, alice, "spades")
    assert check_payloads(fake, recorder, 1) > 0  # clean so far
    (table, version), state = next(reversed(recorder.states.items()))
    seat = next(s for s, cards in state.private.items() if cards and s != 0)
    card = sorted(state.private[seat])[0]
    emoji_id = uploaded_ids(fake)[emoji_name(card)]
    for forged in (
        {"content": f"state {version} <:{emoji_name(card)}:{emoji_id}>"},
        {"content": f"state {version} <:cr_x:{emoji_id}>"},
        {
            "content": f"state {version}",
            "components": [
                {
                    "type": 1,
                    "components": [
                        {
                            "type": 2,
                            "custom_id": "x",
                            "emoji": {"id": str(emoji_id), "name": "x"},
                        }
                    ],
                }
            ],
        },
    ):
        for visible_to in (None, alice.id):  # the table, or alice's own hand (seat 0)
            fake.server.sent.append(
                SentPayload("message", forged, thread.id, visible_to, None, None)  # type: ignore[arg-type]
            )
            with pytest.raises(AssertionError, match="shown to"):
                check_payloads(fake, recorder, table)
            fake.server.sent.pop()
    assert check_payloads(fake, recorder, table) > 0


async def test_a_face_refused_while_running_is_answered_in_text_and_uploaded_again(
    db_path: Path, caplog: pytest.LogCaptureFixture, fake: FakeDiscord, alice: FakeUser
) -> None:
    """An emoji deleted in the developer portal while the bot runs: the next hand answer that
    shows it is refused by Discord, sent again at once in text (the click is answered), and the
    faces are checked again in the background; the face is uploaded anew and the next hand
    shows it.  The same path covers Discord's own occasional refusals of application emojis."""
    await start(fake, db_path)
    thread = await open_table(fake, alice, "tonk", seats=2)
    hand = (await fake.click(alice, table_message(fake, thread), label="Show hand")).message
    card = card_buttons(hand)[0]["custom_id"].rsplit(" ", 1)[1]
    old_id = uploaded_ids(fake)[emoji_name(card)]
    fake.delete_application_emoji(emoji_name(card))
    before = len(emoji_routes(fake))
    with caplog.at_level(logging.WARNING, logger="bot.emojis"), fake.expect_errors() as seen:
        r = await fake.click(alice, hand, label="Refresh")
    assert r.type == 7 and any("50035" in s for s in seen)
    assert card_buttons(r.message) and not any("emoji" in c for c in controls(r.message))
    assert [m.getMessage() for m in caplog.records if m.name.startswith("bot.emojis")] == [
        "Discord refused a card face: cards are shown as text until it is checked"
    ]
    assert emoji_routes(fake)[before:] == [
        "GET /applications/APP/emojis",
        "POST /applications/APP/emojis",
    ]
    new_id = uploaded_ids(fake)[emoji_name(card)]
    assert new_id != old_id and faces.current().ids()[card] == new_id
    again = (await fake.click(alice, r.message, label="Refresh")).message
    [button] = [c for c in card_buttons(again) if c["custom_id"].endswith(f" {card}")]
    assert button["emoji"] == {"name": emoji_name(card), "id": new_id}


async def test_a_face_refused_in_a_live_hand_edit_is_edited_again_in_text(
    db_path: Path,
    caplog: pytest.LogCaptureFixture,
    fake: FakeDiscord,
    channel: Any,
    alice: FakeUser,
    bob: FakeUser,
) -> None:
    """An emoji of the waiting person's cards is deleted while the bot runs: when their turn
    comes, the live edit of their hand is refused by Discord and made again at once in text (the
    moves are there, without faces), the faces are checked again, and the hand keeps following."""
    from tests.bot.test_live_hands import mover_and_waiter, play_until_turn_of, tonk_for_two

    bot = await start(fake, db_path)
    thread = await tonk_for_two(fake, alice, bob, channel)
    people = {0: alice, 1: bob}
    rng = random.Random(5)
    mover, waiter = mover_and_waiter(bot, people)
    waiting = (await fake.click(waiter, table_message(fake, thread), label="Show hand")).message
    [seat] = [s for s, p in people.items() if p is waiter]
    cards = bot.service.tables[1].match.view(seat)["hand"]  # the waiter's own cards
    for card in cards:  # whichever of them their turn's hand shows
        fake.delete_application_emoji(emoji_name(str(card)))
    hand = (await fake.click(mover, table_message(fake, thread), label="Show hand")).message
    with caplog.at_level(logging.WARNING, logger="bot.emojis"), fake.expect_errors() as seen:
        await play_until_turn_of(fake, bot, people, mover, hand, waiter, rng)
    assert any("50035" in s for s in seen), "the refusal happened"
    now = fake.message(int(waiting["id"]))
    assert now is not None and "**Your turn.**" in now["content"]
    assert card_buttons(now) and not any("emoji" in c for c in controls(now)), "in text"
    assert bot.presenter.hands.live(1, waiter.id), "the hand keeps following"
    assert "Discord refused a card face" in caplog.text
