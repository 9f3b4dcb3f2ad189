"""Leagues, the ledger and a match's story in Welsh, Bulgarian and Haitian Creole (issue 14):
through the fake Discord, a person's own language (``bot.languages.people``) or Discord's locale
(``FakeUser.locale = "bg"``) chooses the words of every private answer and command reply; a Welsh
table's end posts are Welsh.  No English text of these areas' catalogue (a fragment that the
language translates) reaches those messages, and Discord's limits hold in every language with
long names and big seasons (the fake refuses anything over them).  English is
``tests.i18n.english``'s, against these areas' files: a word of the English catalogue that the
language's leagues, ledger and story never write."""

from __future__ import annotations

import random
import re
from typing import Any

import discord
import pytest

from bot.bot import CardroomBot
from bot.i18n import LANGUAGES, tr
from bot.leagues import Entrant, Outcome, record_step
from bot.leagues.queries import Stake, Standing
from bot.ledger import ledger_step
from bot.ledger.queries import Balance, PaymentRow, StakeRow
from bot.ledger.settle import Payment
from bot.render import leagues as league_render
from bot.render import ledger as ledger_render
from bot.render.replays import replay_page
from bot.render.sheets import sheet_answer, sheet_posts
from tests.bot.harness import buttons, components, table_seed
from tests.bot.test_leagues import add_tables, outcome
from tests.bot.test_paging import NAME, add_tonk_season, add_tonk_season_row, name
from tests.bot.test_service import play_out
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser
from tests.i18n.english import STORY, english_in
from tests.story.cases import CASES, record

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

PEOPLE = 150
# ----- what counts as English ------------------------------------------------------------------


def shown(payload: dict[str, Any]) -> list[str]:
    """Every text a person sees in a message: content, embeds, component labels and options."""
    out = [payload.get("content") or ""]
    for e in payload.get("embeds") or []:
        out += [e.get("title") or "", e.get("description") or ""]
        out.append((e.get("footer") or {}).get("text") or "")
        for f in e.get("fields") or []:
            out += [f.get("name") or "", f.get("value") or ""]
    for c in components(payload):
        out += [c.get("label") or "", c.get("placeholder") or ""]
        out += [o.get("label") or "" for o in c.get("options") or []]
    return [x for x in out if x]


def leaks(payload: dict[str, Any], language: str, names: tuple[str, ...] = ()) -> set[str]:
    """The English words in what ``payload`` shows (none, in a translated message): the names
    of people (``NAME``'s long ones too) and computers taken out (these servers chose no stake
    unit: chips are worded in the language)."""
    return english_in(shown(payload), language, (*names, NAME), areas=STORY)


def test_the_english_words_are_found_and_the_translations_differ() -> None:
    """The check finds English: an English post's words, and none in a translated post of
    every language."""
    assert {"settle", "up"} <= english_in("To settle up", "cy", areas=STORY)
    english_post = {"content": tr("en")("story-sheet-post-head")}
    assert leaks(english_post, "cy") == {"score", "sheet"}
    assert leaks(english_post, "bg") == {"score", "sheet"}
    for language in LANGUAGES[1:]:
        t = tr(language)
        post = {"content": t("ledger-settle-head", count=3) + "\n" + t("story-sheet-post-head")}
        assert leaks(post, language) == set(), language


# ----- set-ups ---------------------------------------------------------------------------------


def welsh(bot: CardroomBot, *people: FakeUser) -> None:
    """These people chose Welsh for themselves (as ``/config my-language`` stores it)."""
    for p in people:
        bot.languages.people[p.id] = "cy"


def bulgarian(*people: FakeUser) -> None:
    """These people's Discord speaks Bulgarian (the interaction's locale)."""
    for p in people:
        p.locale = "bg"


async def big_season(bot: CardroomBot, guild: int, asker: FakeUser) -> None:
    """150 Tonk players with 32-character names (the asker last): the stakes of a season's
    tables (``tests/bot/test_paging.py``'s), and as many rated at other tables, five a table."""
    store = bot.store
    assert store is not None
    await add_tonk_season(store, guild, PEOPLE - 1)
    await add_tonk_season_row(store, guild, PEOPLE, asker.id)
    people = [(1000 + i, name(i)) for i in range(PEOPLE - 1)] + [(asker.id, asker.name)]
    await add_tables(store, range(201, 201 + PEOPLE // 5), guild)
    for t in range(PEOPLE // 5):
        group = people[5 * t : 5 * t + 5]
        await store.write([record_step(outcome(201 + t, group, list(range(5)), guild))])


def embed_of(r: Any) -> dict[str, Any]:
    return dict(r.response["data"]["embeds"][0])


# ----- leagues ---------------------------------------------------------------------------------


async def test_league_standings_and_stakes_speak_the_askers_language_in_a_big_season(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """150 players with long names: alice (her own choice, Welsh) and bob (Discord in
    Bulgarian) see the standings and the stakes in their language, the top of the season and
    their own place below it, within Discord's limits; the others still see English."""
    welsh(bot, alice)
    bulgarian(bob)
    await big_season(bot, fake.guild.id, bob)
    carol = fake.add_member(fake.guild, "carol")

    r = await fake.slash(alice, channel, "league standings", game="tonk")
    embed = embed_of(r)
    assert embed["title"] == "🎴 Cynghrair Tonk · tymor 1"
    assert embed["footer"]["text"].startswith(f"Y 10 uchaf o {PEOPLE} chwaraewr. Sgôr gallu:")
    assert "wedi chwarae 1 · wedi ennill" in embed["description"]
    assert leaks(r.response["data"], "cy") == set()

    r = await fake.slash(bob, channel, "league standings", game="tonk")
    embed = embed_of(r)
    assert embed["title"] == "🎴 Лига Тонк · сезон 1"
    assert embed["description"].split("\n")[-1].split(" ", 1)[1].startswith("bob — ")
    assert leaks(r.response["data"], "bg") == set()

    r = await fake.slash(bob, channel, "league stakes")
    embed = embed_of(r)
    assert embed["title"] == "🎴 Залози в Тонк · сезон 1"
    assert (
        embed["description"].split("\n")[-1] == f"Вие, #{PEOPLE} от {PEOPLE}: late: **−5** (1 маса)"
    )
    assert embed["footer"]["text"] == f"Първите 20 от {PEOPLE} играчи."
    assert leaks(r.response["data"], "bg") == set()

    r = await fake.slash(alice, channel, "league stakes", season=2)
    assert r.ephemeral and r.content == ("Does dim tymor 2 eto: mae'r gweinydd hwn yn nhymor 1.")
    r = await fake.slash(carol, channel, "league stakes")
    assert embed_of(r)["title"] == "🎴 Tonk stakes · season 1"


async def test_a_season_and_a_profile_in_welsh_and_bulgarian(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """/league season: refused to a non-admin in Bulgarian; an admin who chose Welsh is
    answered in Welsh; /league head-to-head with oneself and a profile in Bulgarian."""
    bulgarian(bob)
    admin = fake.add_member(fake.guild, "boss", permissions=discord.Permissions(manage_guild=True))
    welsh(bot, admin)
    r = await fake.slash(bob, channel, "league season")
    assert r.ephemeral and "**Управление на сървъра**" in (r.content or "")
    r = await fake.slash(admin, channel, "league season")
    assert r.content == (
        "Mae tymor 1 wedi cau; mae **tymor 2** yn dechrau nawr, pob sgôr gallu o'r newydd. "
        "Mae'r hen dabl yn aros: `/league standings season:1`."
    )
    r = await fake.slash(bob, channel, "league head-to-head", member=bob)
    assert r.ephemeral and r.content and r.content.startswith("Изберете някой друг")
    r = await fake.slash(bob, channel, "league player")
    assert embed_of(r)["description"] == "Няма маси с рейтинг този сезон (сезон 2)."


# ----- the ledger ------------------------------------------------------------------------------


async def seed(bot: CardroomBot, table_id: int, payouts: dict[FakeUser, int]) -> None:
    """An ended Tonk table of these people with these stakes, in the ledger (of the one
    server of the fake)."""
    store = bot.store
    assert store is not None
    guild = bot.guilds[0].id
    await add_tables(store, range(table_id, table_id + 1), guild)
    people = list(payouts)
    await store.write(
        [
            (
                "INSERT INTO hand_results VALUES (?, 0, ?, ?, ?, NULL)",
                (table_id, seat, payouts[u], payouts[u]),
            )
            for seat, u in enumerate(people)
        ]
    )
    teams = tuple((Entrant(i, u.id, u.name, "basic"),) for i, u in enumerate(people))
    outcome = Outcome(table_id, guild, "tonk", True, teams, tuple(range(len(people))))
    await store.write([ledger_step(outcome, now=1_700_000_000.0 + table_id * 3600)])


async def test_a_payment_its_buttons_and_the_balance_in_the_askers_language(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """alice (Welsh) records paying bob: the public question and its buttons are Welsh; bob
    (Bulgarian) is refused Withdraw in Bulgarian and confirms, and the message says so in his
    language; the balance and a refused amount speak each asker's language."""
    welsh(bot, alice)
    bulgarian(bob)
    await seed(bot, 1, {alice: -6, bob: 6})
    r = await fake.slash(alice, channel, "ledger paid", member=bob, amount=5)
    msg = r.message
    assert msg["content"] == (
        f"💸 Talodd **alice** 5 sglodion i **bob**, medd alice. {bob.mention}, ydy hynny'n iawn? "
        "Mae'n cyfrif yn y cyfriflyfr unwaith y byddwch chi'n cadarnhau."
    )
    assert [b["label"] for b in buttons(msg)] == ["Cadarnhau", "Gwrthod", "Tynnu'n ôl"]
    assert leaks(msg, "cy") == set()

    refused = await fake.click(bob, msg, label="Tynnu'n ôl")
    assert refused.ephemeral
    assert refused.content == "Само този, който е записал плащането, може да го оттегли."
    r = await fake.slash(bob, channel, "ledger balance")
    embed = embed_of(r)
    assert embed["title"] == "🎴 Тефтер · книга 1"
    assert embed["description"] == (
        "bob: **+6 чипа**\nalice: **−6 чипа**\n\n"
        "**За уреждане** (1 плащане):\nalice плаща на bob **6 чипа**\n\n"
        "**Чакащи** (не се броят, докато не бъдат потвърдени):\n"
        "alice плати на bob 5 чипа, чака се bob"
    )
    assert leaks(r.response["data"], "bg") == set()

    done = await fake.click(bob, msg, label="Cadarnhau")
    assert done.type == 7
    assert msg["content"] == "✅ **alice** плати на **bob** 5 чипа: потвърдено, брои се в тефтера."
    assert buttons(msg) == []
    r = await fake.slash(alice, channel, "ledger paid", member=bob, amount=2_000_000)
    assert r.ephemeral and r.content == (
        "Mae 2,000,000 sglodion yn fwy nag y mae'r cyfriflyfr yn ei dderbyn mewn un taliad "
        "(uchafswm 1,000,000)."
    )
    r = await fake.slash(bob, channel, "ledger paid", member=alice, amount=0)
    assert r.ephemeral and r.content and r.content.startswith("Сумата трябва да е цяло число")


async def test_history_pages_and_settling_up_in_welsh_and_bulgarian(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """alice (Bulgarian) turns the pages of her history; an admin who chose Welsh closes the
    books with a pending payment in them, in Welsh (six-form plural: *1 taliad*)."""
    bulgarian(alice)
    admin = fake.add_member(fake.guild, "boss", permissions=discord.Permissions(manage_guild=True))
    welsh(bot, admin)
    for tid in range(1, 13):
        await seed(bot, tid, {alice: tid, bob: -tid})
    await fake.slash(bob, channel, "ledger paid", member=alice, amount=7)
    r = await fake.slash(alice, channel, "ledger history")
    embed = embed_of(r)
    assert embed["title"] == "🎴 Тефтерът на alice"
    assert embed["footer"]["text"] == (
        "Страница 1 от 2 · най-новите първо · 13 записа · книга 1 е отворена"
    )
    lines = embed["description"].split("\n")
    assert "получи 7 чипа от bob · ⏳ чака · книга 1" in lines[0]
    assert lines[1].endswith("маса на Тонк #12: **+12 чипа** · книга 1")
    assert [b["label"] for b in buttons(r.message)] == ["По-стари ▶"]
    page = await fake.click(alice, r.message, label="По-стари ▶")
    assert page.message["embeds"][0]["footer"]["text"].startswith("Страница 2 от 2")
    assert [b["label"] for b in buttons(page.message)] == ["◀ По-нови"]
    assert leaks(page.message, "bg") == set()

    r = await fake.slash(admin, channel, "ledger settle")
    assert r.content == (
        "📕 Mae llyfr 1 wedi cau: mae pob balans yn dechrau ar sero yn **llyfr 2**. Mae ei "
        "fyrddau a'i daliadau i'w gweld o hyd: `/ledger balance book:1`, `/ledger history`, "
        "`/ledger export`. Caewyd 1 taliad a oedd yn aros gydag ef, heb ei gadarnhau."
    )
    r = await fake.slash(alice, channel, "ledger settle")
    assert r.ephemeral and "**Управление на сървъра**" in (r.content or "")
    r = await fake.slash(admin, channel, "ledger balance", book=1)
    assert embed_of(r)["title"] == "🎴 Cyfriflyfr · llyfr 1 (wedi cau)"
    assert leaks(r.response["data"], "cy") == set()


async def test_a_balance_of_many_long_names_fits_in_every_language(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: CardroomBot
) -> None:
    """60 people with 32-character names and 8 pending payments: the balance post fits (the
    fake refuses it otherwise) in each language, with the lines left out counted in it."""
    people = [fake.add_member(fake.guild, f"{i:02d}" + "n" * 30) for i in range(60)]
    for k in range(30):
        await seed(bot, 1 + k, {people[2 * k]: 5 + k, people[2 * k + 1]: -5 - k})
    for k in range(8):
        await fake.slash(people[2 * k + 1], channel, "ledger paid", member=people[2 * k], amount=1)
    said = {
        "cy": ("…a 45 arall", "**I setlo** (30 taliad):", "…a 3 thaliad arall yn aros"),
        "bg": ("…и още 45 души", "**За уреждане** (30 плащания):", "…и още 3 чакащи плащания"),
        "ht": ("…ak 45 lòt moun", "**Pou regle** (30 peman):", "…ak 3 lòt peman an atant"),
    }
    for language, parts in said.items():
        bot.languages.people[alice.id] = language
        r = await fake.slash(alice, channel, "ledger balance")
        text = embed_of(r)["description"]
        assert len(text) <= 4096
        assert all(p in text for p in parts), (language, text[-400:])
        assert leaks(r.response["data"], language) == set()


# ----- a match's story -------------------------------------------------------------------------


async def welsh_tonk_table(
    fake: FakeDiscord, bot: CardroomBot, channel: Any, alice: Any, bob: Any, monkeypatch: Any
) -> Any:
    """A Welsh Tonk table (the table's language, as a Welsh server's tables have it) of alice,
    bob and a basic computer, two hands at stake 2, played out through the service (no label of
    the lobby or the hands is read: those speak Welsh too)."""
    create = bot.service.create

    async def welsh_create(*args: Any, **kwargs: Any) -> Any:
        return await create(*args, **{**kwargs, "language": "cy"})

    monkeypatch.setattr(bot.service, "create", welsh_create)
    await fake.slash(alice, channel, "table create", game="tonk", seats=3)
    thread = fake.threads(channel)[-1]
    svc = bot.service
    await svc.join(1, bob.id, "bob")
    await svc.add_computer(1, alice.id)
    await svc.set_option(1, alice.id, "hands", 2)
    await svc.set_option(1, alice.id, "stake", 2)
    await svc.set_level(1, alice.id, "basic")
    await svc.start(1, alice.id)
    await fake.settle()
    await play_out(svc, 1, {alice.id: 0, bob.id: 1}, random.Random(5))
    await fake.settle()
    return thread


END_IDS = (
    "league-ratings",
    "league-rating-change",
    "league-not-rated",
    "story-sheet-post-head",
    "story-button-replay",
    "rematch-button",
    "story-match-over",
)
"""This area's messages in a table's end posts (the rest of them is other areas')."""


async def test_a_welsh_tables_end_is_welsh_and_its_story_speaks_the_askers_language(
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The end posts of a Welsh table: the ratings line, the score sheet's head, Replay under
    the hand summaries and Rematch under the result are Welsh, and the final table message
    says the match is over in Welsh.  Then each asker's own language: the score sheet for alice
    (Welsh), a replay and its steps for carol (Bulgarian, never seated), the record for bob."""
    table_seed(monkeypatch, 7)
    welsh(bot, alice)
    thread = await welsh_tonk_table(fake, bot, channel, alice, bob, monkeypatch)
    assert 1 not in bot.service.tables, "the table has ended"
    posts = fake.messages(thread)
    result = posts[-1]
    assert "📈 Sgoriau gallu: " in result["content"]
    assert "📋 **Taflen sgôr**" in "\n".join(p.get("content") or "" for p in posts)
    assert [b["label"] for b in buttons(result)] == ["Ail ornest"]
    replays = [b["label"] for p in posts for b in buttons(p) if b["custom_id"].startswith("cr:rp:")]
    assert replays and set(replays) == {"Ailchwarae"}
    final = next(p for p in posts if p.get("embeds") and p["id"] == posts[0]["id"])
    assert "Mae'r ornest ar ben." in final["embeds"][0]["description"]
    row = await bot.store.table(1)
    assert row is not None
    names = tuple(str(p.get("name") or "") for p in row.players)
    for p in posts:
        assert leaks(p, "cy", names) == set(), shown(p)

    r = await fake.slash(alice, thread, "table scores")
    assert r.ephemeral and (r.content or "").startswith(
        "**Tonk #1** · y daflen sgôr hyd yma (dwylo gorffenedig yn unig)"
    )
    carol = fake.add_member(fake.guild, "carol")
    bulgarian(carol)
    r = await fake.slash(carol, thread, "table replay")
    assert r.ephemeral and re.match(
        r"🎞️ \*\*Тонк #1\*\* · повторение на раздаване \d+ · страница 1 от \d+\n", r.content or ""
    )
    [jump] = [c for c in components(r.message) if c.get("type") == 3]
    assert jump["placeholder"] == "Към раздаване"
    assert [o["label"] for o in jump["options"]][:2] == ["Раздаване 1", "Раздаване 2"]
    nxt = await fake.click(carol, r.message, label="▶")
    assert nxt.type == 7 and "страница 2 от" in (nxt.message["content"] or "")
    assert leaks(nxt.message, "bg") == set(), nxt.message["content"]
    r = await fake.slash(bob, thread, "table record")
    assert r.ephemeral and (r.content or "").startswith(
        "**Tonk #1**: the game record (the whole match)."
    )
    welsh(bot, bob)
    r = await fake.slash(bob, thread, "table record")
    assert (r.content or "").startswith("**Tonk #1**: cofnod y gêm (yr ornest gyfan).")
    r = await fake.slash(carol, channel, "table scores")
    assert r.ephemeral and r.content == "Тук няма маса. Използвайте това в нишката на маса."

    # Rematch: bob's answer in his language (Welsh, as chosen above), the posts of the rematch
    # in the table's (Welsh: the rematch keeps it).
    r = await fake.click(bob, result, label="Ail ornest")
    new = fake.threads(channel)[-1]
    assert r.ephemeral and r.content == f"Mae eich ail ornest ar agor: <#{new.id}>."
    invite = next(m for m in fake.messages(new) if (m.get("content") or "").startswith("🔁"))
    assert invite["content"].startswith(f"🔁 **Ail ornest** <#{thread.id}> (bwrdd #1). ")
    assert "mae eich seddi'n cael eu cadw i chi tan" in invite["content"]
    assert fake.messages(thread)[-1]["content"] == f"🔁 Agorodd bob ail ornest: <#{new.id}>"


# ----- Discord's limits, every language, the longest inputs ------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_post_of_these_areas_fits_discord_in_every_language(language: str) -> None:
    """150 players with 32-character names, long units, many pages: every title, description,
    footer, content and label stays within Discord's limits in each language."""
    standings = [
        Standing(i + 1, 1000 + i, name(i), 1500 - i, 99_999, 99_999) for i in range(PEOPLE)
    ]
    e = league_render.standings_embed("twentynine", 99_999, 100_000, standings, 1149, language)
    assert len(e.description or "") <= 4096 and len(e.title or "") <= 256
    assert len(e.footer.text or "") <= 2048
    stakes = [Stake(1000 + i, name(i), 99_999 - i, 99_999) for i in range(PEOPLE)]
    e = league_render.stakes_embed(99_999, 100_000, stakes, 1149, language)
    assert len(e.description or "") <= 4096 and len(e.title or "") <= 256
    balances = [Balance(1000 + i, name(i), (-1) ** i * 999_999) for i in range(PEOPLE)]
    settle = [Payment(1000 + i, 1001 + i, 999_999) for i in range(0, PEOPLE, 2)]
    pending = [
        PaymentRow(i, 1, 1000, name(0), 1001, name(1), 999_999, 1000, "pending", 1.7e9, None)
        for i in range(20)
    ]
    unit = "x" * 16
    e = ledger_render.balance_embed(99_999, 100_000, unit, balances, settle, pending, language)
    assert len(e.description or "") <= 4096 and len(e.title or "") <= 256
    rows = [StakeRow(i, 1, 1.7e9 + i, 1000, name(0), 999_999, -999_999) for i in range(30)]
    entries = ledger_render.history_entries(1000, rows, pending, unit, language)
    e = ledger_render.history_embed(name(0), entries, 4, 99_999, language)
    assert len(e.description or "") <= 4096 and len(e.title or "") <= 256
    for status in ("pending", "confirmed", "declined", "withdrawn", "closed"):
        p = PaymentRow(1, 1, 1000, name(0), 1001, name(1), 999_999, 1000, status, 1.7e9, None)
        assert len(ledger_render.payment_text(p, unit, "<@12345678901234567890>", language)) <= 2000
    t = tr(language)
    labels = [t(f"ledger-button-{w}") for w in ("confirm", "decline", "withdraw")]
    labels += [t(m) for m in ("ledger-newer", "ledger-older", "story-button-sheet")]
    labels += [t(m) for m in ("story-button-replay", "rematch-button")]
    assert all(0 < len(x) <= 80 for x in labels), labels
    assert len(t("story-jump")) <= 150 and len(t("story-hand-option", hand="99999")) <= 100

    case = next(c for c in CASES if c.game == "twentynine")
    doc = record(case)
    doc["players"] = [name(i) for i in range(len(doc["players"]))]
    title = f"{t('game-twentynine')} #99999"
    content, _ = sheet_answer(doc, title, language)
    assert len(content) <= 2000
    assert all(len(p) <= 2000 for p in sheet_posts(doc, language))
    page, _, _ = replay_page(doc, 0, 0, title, language)
    assert len(page) <= 2000


def test_english_is_what_it_was() -> None:
    """The English of these areas is today's, byte for byte (a few of its lines)."""
    assert league_render.ratings_line(False, []) == (
        "Not rated: a league table needs at least 2 people."
    )
    assert ledger_render.money(1, "chips") == "1 chip"
    assert ledger_render.money(1500, "chips", "bg") == "1\u00a0500 chips"
    assert ledger_render.money(1500, "chips") == "1,500 chips"
    assert ledger_render.money(1, None) == "1 chip"
    assert ledger_render.money(1500, None) == "1,500 chips"
    assert ledger_render.signed(-1500, None) == "−1,500 chips"
    assert ledger_render.money(0, None) == "0 chips"
    assert tr("en")("ledger-settled-dropped", text="X", count=2) == (
        "X 2 pending payments were closed with it, unconfirmed."
    )


def test_welsh_counts_take_their_six_forms() -> None:
    """Welsh counts mutate the noun: 2 daliad, 3 thaliad, 6 thaliad, 7 taliad."""
    t = tr("cy")
    assert [t("ledger-settle-head", count=n) for n in (1, 2, 3, 6, 7)] == [
        "**I setlo** (1 taliad):",
        "**I setlo** (2 daliad):",
        "**I setlo** (3 thaliad):",
        "**I setlo** (6 thaliad):",
        "**I setlo** (7 taliad):",
    ]
    assert t("league-stakes-line", name="Alys", net="+3", tables=2) == "Alys: **+3** (2 fwrdd)"
    assert t("stats-head", tables=1, finished="1", won="0", hands=2) == (
        "1 bwrdd, 1 wedi gorffen · wedi ennill 0 · 2 law"
    )
