"""The friends' ledger: a Tonk table's stakes enter it with the table's end, once, whatever the
bot does; payments are recorded, confirmed, declined or withdrawn through the fake Discord;
the books close; the history pages and the export hold every row; and every balance is
recomputed from the rows after seeded random tables and payments."""

from __future__ import annotations

import csv
import io
import json
import random
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.bot import CardroomBot
from bot.db import Store
from bot.db.open import Location
from bot.db.postgres import PgStore
from bot.exts.ledger.cog import NOT_ADMIN
from bot.leagues import Entrant, Outcome
from bot.ledger import ledger_step
from bot.ledger import queries as ledger
from bot.ledger.book import (
    CLOSED,
    CONFIRMED,
    DECLINED,
    PENDING,
    WITHDRAWN,
    LedgerError,
    Person,
    close_books_step,
    decide_step,
    record_payment_step,
)
from bot.ledger.settle import settle_up
from bot.ledger.stakes import people_amounts
from bot.render.ledger import CSV_HEADER
from bot.settings import SettingsError, load_settings
from bot.tables import TableError
from tests.bot.harness import buttons, fail_the_first_end_commit, make_bot
from tests.bot.leaks import CODE_RE, PRETTY_RE
from tests.bot.players import play_until_closed, take_turn
from tests.bot.test_endings import calls, ended_in_memory
from tests.bot.test_leagues import add_tables, tonk_table
from tests.bot.test_service import close_service, open_service, play_out
from tests.bot.test_turns import restart
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL


async def stake_rows(store: Store) -> list[tuple[Any, ...]]:
    return await store.fetch(
        "SELECT table_id, user_id, seat, name, payout, amount FROM ledger_stakes "
        "ORDER BY table_id, seat"
    )


async def seat_payouts(store: Store, table_id: int) -> dict[int, int]:
    """Each seat's payouts at a table, summed from its stored hand results."""
    out: dict[int, int] = {}
    for r in await store.results(table_id):
        out[r.side] = out.get(r.side, 0) + r.points
    return out


async def seed(store: Store, guild: int, table_id: int, payouts: dict[FakeUser, int]) -> None:
    """A Tonk table of ``payouts``'s people (a seat each, in order) that ended with those
    payouts: its hand results and its ledger step, as a table's end writes them."""
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


NEVER = (
    " no Tonk stakes in this server's ledger: payments are recorded only between people who "
    "played Tonk here."
)


def seeded_deals(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """The service draws each match's seed from ``random.SystemRandom``: here from a seeded
    ``Random``, so that the deals (and a deal that ends the hand at once) are the same every
    run."""
    rng = random.Random(seed)
    monkeypatch.setattr(random, "SystemRandom", lambda: rng)


def description(r: Any) -> str:
    return str(r.response["data"]["embeds"][0]["description"])


async def test_a_played_out_tonk_table_enters_the_ledger_with_its_end(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """alice, bob and a computer play two hands of Tonk: the table's stakes are in the ledger
    once, each person's share of what changed hands between the two of them (the computer's
    winnings and losses are nobody's debt); ``/ledger balance`` posts the positions and the
    one payment that settles them."""
    thread = await tonk_table(fake, alice, bob, channel)
    await play_until_closed(fake, thread, [alice, bob], random.Random(5))
    payouts = await seat_payouts(bot.store, 1)
    amounts = people_amounts([payouts[0], payouts[1]])
    assert sum(amounts) == 0
    assert await stake_rows(bot.store) == [
        (1, alice.id, 0, "alice", payouts[0], amounts[0]),
        (1, bob.id, 1, "bob", payouts[1], amounts[1]),
    ]
    assert await bot.store.fetch("SELECT table_id, book FROM ledger_tables") == [(1, 1)]

    r = await fake.slash(bob, channel, "ledger balance")
    assert not r.ephemeral
    embed = r.response["data"]["embeds"][0]
    assert embed["title"] == "🎴 Ledger · book 1"
    if amounts[0] == 0:
        assert embed["description"] == "Everybody is even: nobody owes anything."
    else:
        win, lose = ("alice", "bob") if amounts[0] > 0 else ("bob", "alice")
        n = abs(amounts[0])
        assert embed["description"] == (
            f"{win}: **+{n} chips**\n{lose}: **−{n} chips**\n\n"
            f"**To settle up** (1 payment):\n{lose} pays {win} **{n} chips**"
        )


async def test_a_crash_after_the_end_keeps_the_ledger_rows_once(
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    """The bot dies right after committing the table's last move: the ledger rows are there
    (with the end, before any post), and after a restart, and a second one, exactly once; the
    step run again for the table adds nothing."""
    rng = random.Random(11)
    thread = await tonk_table(fake, alice, bob, channel)
    ended_in_memory(bot, monkeypatch, fake)
    for _ in range(4000):
        if 1 not in bot.service.tables:
            break
        assert await take_turn(fake, thread, [alice, bob], rng)
        await fake.settle()
    rows = await stake_rows(bot.store)
    assert [r[1] for r in rows] == [alice.id, bob.id], "written with the end"
    bot, n = await restart(fake, db_path)
    assert await stake_rows(bot.store) == rows
    bot, n = await restart(fake, db_path)
    assert calls(fake, thread, n) == []
    teams = tuple((Entrant(i, u.id, u.name, "basic"),) for i, u in enumerate([alice, bob]))
    await bot.store.write([ledger_step(Outcome(1, fake.guild.id, "tonk", True, teams, (0, 1)))])
    assert await stake_rows(bot.store) == rows
    assert len(await bot.store.fetch("SELECT * FROM ledger_tables")) == 1


async def test_a_failed_end_commit_writes_no_ledger_rows_and_the_retry_writes_them_once(
    database: Location, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The commit of the move that ends a table fails: no ledger row (it is in that
    transaction); the move made again enters the table once.  Two people, no computer: the
    ledger amounts are the payouts themselves."""
    seeded_deals(monkeypatch, 3)
    svc = await open_service(database)
    try:
        t = await svc.create(
            guild_id=1, channel_id=2, host_id=10, host_name="ann", game="tonk", seats=2
        )
        await svc.join(t.id, 11, "ben")
        await svc.set_option(t.id, 10, "hands", 1)
        await svc.start(t.id, 10)
        assert t.id in svc.tables, "the deal did not end the hand at once"
        fail_the_first_end_commit(monkeypatch, svc.store)
        rng = random.Random(4)
        with pytest.raises(TableError, match="Couldn't save that move"):
            await play_out(svc, t.id, {10: 0, 11: 1}, rng)
        assert await stake_rows(svc.store) == []
        await play_out(svc, t.id, {10: 0, 11: 1}, rng)
        payouts = await seat_payouts(svc.store, t.id)
        assert await stake_rows(svc.store) == [
            (t.id, 10, 0, "ann", payouts[0], payouts[0]),
            (t.id, 11, 1, "ben", payouts[1], payouts[1]),
        ]
    finally:
        await close_service(svc)


async def test_a_payment_is_confirmed_by_the_other_person_only(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """alice owes bob 6.  She records paying him 5: a public message asks bob (he is notified)
    with Confirm / Decline / Withdraw; it shows as pending and does not count.  alice cannot
    confirm it, carol can do nothing with it: private refusals, the message unchanged.  bob
    confirms: it counts, the message says so and has no buttons left."""
    carol = fake.add_member(fake.guild, "carol")
    g = fake.guild.id
    await seed(bot.store, g, 1, {alice: -6, bob: 6, carol: 0})
    r = await fake.slash(alice, channel, "ledger paid", member=bob, amount=5)
    assert not r.ephemeral
    msg = r.message
    assert msg["content"] == (
        f"💸 **alice** paid **bob** 5 chips, says alice. {bob.mention}, is that right? It counts "
        "in the ledger once you confirm."
    )
    assert [b["label"] for b in buttons(msg)] == ["Confirm", "Decline", "Withdraw"]
    assert [m["id"] for m in fake.notifications(bob)] == [msg["id"]]
    assert fake.notifications(alice) == []
    r = await fake.slash(carol, channel, "ledger balance")
    assert description(r) == (
        "bob: **+6 chips**\nalice: **−6 chips**\n\n"
        "**To settle up** (1 payment):\nalice pays bob **6 chips**\n\n"
        "**Pending** (not counted until confirmed):\n"
        "alice paid bob 5 chips, waiting for bob"
    )

    for who, label, said in (
        (alice, "Confirm", "Only the one who was paid can confirm or decline this payment."),
        (carol, "Decline", "Only the one who was paid can confirm or decline this payment."),
        (carol, "Withdraw", "Only the one who recorded this payment can withdraw it."),
    ):
        refused = await fake.click(who, msg, label=label)
        assert refused.ephemeral and refused.content == said
    assert msg["content"].startswith("💸") and len(buttons(msg)) == 3
    assert [p.status for p in await ledger.payments(bot.store, g)] == [PENDING]

    done = await fake.click(bob, msg, label="Confirm")
    assert done.type == 7
    assert (
        msg["content"] == "✅ **alice** paid **bob** 5 chips: confirmed, it counts in the ledger."
    )
    assert buttons(msg) == []
    r = await fake.slash(carol, channel, "ledger balance")
    assert description(r).startswith(
        "bob: **+1 chip**\nalice: **−1 chip**\n\n**To settle up** (1 payment):\n"
        "alice pays bob **1 chip**"
    )
    assert "Pending" not in description(r)


async def test_the_payee_records_declines_and_withdrawals(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """bob records that alice paid him 4 (they paid me): alice is asked, and declines; alice
    records paying 3 and withdraws it herself.  Neither counts; each is one row with what
    became of it; a decided payment cannot be decided again."""
    g = fake.guild.id
    await seed(bot.store, g, 1, {alice: -6, bob: 6})
    r = await fake.slash(bob, channel, "ledger paid", member=alice, amount=4, direction="they_paid")
    assert r.message["content"].startswith(
        f"💸 **alice** paid **bob** 4 chips, says bob. {alice.mention}"
    )
    assert [m["id"] for m in fake.notifications(alice)] == [r.message["id"]]
    refused = await fake.click(bob, r.message, label="Confirm")
    assert refused.content == "Only the one who paid can confirm or decline this payment."
    await fake.click(alice, r.message, label="Decline")
    assert r.message["content"] == "❌ **alice** paid **bob** 4 chips? Declined: it does not count."

    r2 = await fake.slash(alice, channel, "ledger paid", member=bob, amount=3)
    await fake.click(alice, r2.message, label="Withdraw")
    assert r2.message["content"] == (
        "↩️ **alice** paid **bob** 3 chips? Withdrawn by alice: it does not count."
    )
    assert [(p.amount, p.status) for p in await ledger.payments(bot.store, g)] == [
        (4, DECLINED),
        (3, WITHDRAWN),
    ]
    assert {b.user_id: b.net for b in await ledger.balances(bot.store, g, 1)} == {
        alice.id: -6,
        bob.id: 6,
    }
    with pytest.raises(LedgerError, match="declined") as exc:
        await bot.store.write([decide_step(1, alice.id, CONFIRMED, 0.0)])
    assert exc.value.already
    # A confirm and a withdraw at once (one group commit): only the first counts.
    step, made = record_payment_step(
        g, Person(alice.id, "alice"), Person(bob.id, "bob"), 2, alice.id, 0.0
    )
    await bot.store.write([step])
    results = await __import__("asyncio").gather(
        bot.store.write([decide_step(made[0], bob.id, CONFIRMED, 1.0)]),
        bot.store.write([decide_step(made[0], alice.id, WITHDRAWN, 1.0)]),
        return_exceptions=True,
    )
    assert results[0] is None and isinstance(results[1], LedgerError)
    assert (await ledger.payment(bot.store, made[0])).status == CONFIRMED  # type: ignore[union-attr]


async def test_bad_payments_are_refused_privately_and_store_nothing(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """A zero, negative or huge amount, paying yourself, paying the bot, a member who never
    played at this server, or a recorder who never did: each a private line that says why, and
    no payment row."""
    carol = fake.add_member(fake.guild, "carol")
    await seed(bot.store, fake.guild.id, 1, {alice: -2, bob: 2})
    cases: list[tuple[FakeUser, dict[str, Any], str]] = [
        (
            alice,
            {"member": bob, "amount": 0},
            "The amount must be a whole number of chips above 0 (got 0): record only what "
            "changed hands.",
        ),
        (
            alice,
            {"member": bob, "amount": -5},
            "The amount must be a whole number of chips above 0 (got -5): record only what "
            "changed hands.",
        ),
        (
            alice,
            {"member": bob, "amount": 10**9},
            "1,000,000,000 chips is more than the ledger takes in one payment (at most 1,000,000).",
        ),
        (
            alice,
            {"member": alice, "amount": 5},
            "You can't pay yourself: name the person you paid or who paid you.",
        ),
        (
            alice,
            {"member": fake.bot_user, "amount": 5},
            "Computers and bots don't take part in the ledger: name the person you paid or "
            "who paid you.",
        ),
        (
            alice,
            {"member": carol, "amount": 5},
            "carol has" + NEVER,
        ),
        (
            carol,
            {"member": alice, "amount": 5},
            "You have" + NEVER,
        ),
    ]
    for who, options, said in cases:
        r = await fake.slash(who, channel, "ledger paid", **options)
        assert r.ephemeral and r.content == said, options
    assert await bot.store.fetch("SELECT * FROM ledger_payments") == []
    assert fake.notifications(bob) == [] and fake.notifications(carol) == []
    # Another server's ledger is its own: alice never played there.
    other = fake.add_guild("elsewhere")
    room = fake.add_text_channel(other, "cards")
    fake.add_member(other, alice)
    fake.add_member(other, bob)
    r = await fake.slash(alice, room, "ledger paid", member=bob, amount=1)
    assert r.ephemeral and r.content.startswith("You have no Tonk stakes")


async def test_history_is_paged_newest_first(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """alice's history after 12 tables and a payment: private, ten entries a page, newest
    first (the payment, then table 12 ...), ◀ Newer / Older ▶ turn the pages; bob's history is
    his own."""
    g = fake.guild.id
    for tid in range(1, 13):
        await seed(bot.store, g, tid, {alice: tid, bob: -tid})
    r = await fake.slash(bob, channel, "ledger paid", member=alice, amount=7)
    await fake.click(alice, r.message, label="Confirm")
    r = await fake.slash(alice, channel, "ledger history")
    assert r.ephemeral
    embed = r.response["data"]["embeds"][0]
    lines = embed["description"].split("\n")
    assert len(lines) == 10
    assert "was paid 7 chips by bob · ✅ confirmed · book 1" in lines[0]
    assert lines[1].endswith("Tonk table #12: **+12 chips** · book 1")
    assert lines[9].endswith("Tonk table #4: **+4 chips** · book 1")
    assert embed["footer"]["text"] == "Page 1 of 2 · newest first · 13 entries · book 1 is open"
    page = await fake.click(alice, r.message, label="Older ▶")
    lines = page.message["embeds"][0]["description"].split("\n")
    assert [line.split("**")[1] for line in lines] == ["+3 chips", "+2 chips", "+1 chip"]
    assert [b["label"] for b in buttons(page.message)] == ["◀ Newer"]
    page = await fake.click(alice, page.message, label="◀ Newer")
    assert page.message["embeds"][0]["footer"]["text"].startswith("Page 1 of 2")
    r = await fake.slash(alice, channel, "ledger history", member=bob)
    first = r.response["data"]["embeds"][0]
    assert first["title"] == "🎴 bob's ledger"
    assert "paid alice 7 chips · ✅ confirmed" in first["description"].split("\n")[0]
    assert "**−12 chips**" in first["description"]


async def test_settle_closes_the_books(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """A non-admin's /ledger settle is refused privately and changes nothing.  An admin's
    closes book 1: balances start at zero in book 2, book 1 stays viewable, a pending payment
    is closed with it (its message says so at the next click), and a table that ends now counts
    in book 2."""
    admin = fake.add_member(fake.guild, "boss", permissions=discord.Permissions(manage_guild=True))
    g = fake.guild.id
    await seed(bot.store, g, 1, {alice: 5, bob: -5})
    pending = await fake.slash(bob, channel, "ledger paid", member=alice, amount=2)
    r = await fake.slash(alice, channel, "ledger settle")
    assert r.ephemeral and r.content == NOT_ADMIN
    assert await bot.store.fetch("SELECT * FROM ledger_books") == []
    r = await fake.slash(admin, channel, "ledger settle")
    assert not r.ephemeral
    assert r.content == (
        "📕 Book 1 is closed: every balance starts at zero in **book 2**. Its tables and "
        "payments stay viewable: `/ledger balance book:1`, `/ledger history`, `/ledger export`. "
        "1 pending payment was closed with it, unconfirmed."
    )
    r = await fake.slash(alice, channel, "ledger balance")
    assert r.response["data"]["embeds"][0]["title"] == "🎴 Ledger · book 2"
    assert description(r).startswith("Nothing in this book yet")
    r = await fake.slash(alice, channel, "ledger balance", book=1)
    assert r.response["data"]["embeds"][0]["title"] == "🎴 Ledger · book 1 (closed)"
    assert description(r).startswith("alice: **+5 chips**\nbob: **−5 chips**")
    r = await fake.slash(alice, channel, "ledger balance", book=3)
    assert r.ephemeral and r.content == "There's no book 3 yet: this server's open book is 2."
    await fake.click(alice, pending.message, label="Confirm")
    assert pending.message["content"] == (
        "📕 **bob** paid **alice** 2 chips? Closed with the books before anyone confirmed it: "
        "it does not count."
    )
    assert [p.status for p in await ledger.payments(bot.store, g)] == [CLOSED]
    await seed(bot.store, g, 2, {alice: -1, bob: 1})
    assert {b.user_id: b.net for b in await ledger.balances(bot.store, g, 2)} == {
        alice.id: -1,
        bob.id: 1,
    }
    # Two settles at once close two books, one after the other.
    steps = [close_books_step(g, admin.id, 0.0) for _ in range(2)]
    await __import__("asyncio").gather(*(bot.store.write([s]) for s, _ in steps))
    assert sorted(c[0] for _, c in steps) == [2, 3]


async def test_export_is_every_row_as_csv(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """A private CSV file: a stake row per person per table and a payment row per payment,
    every book, oldest first; a name that looks like a formula is kept as text."""
    g = fake.guild.id
    mallory = fake.add_member(fake.guild, "=cmd")
    await seed(bot.store, g, 1, {alice: 3, bob: -1, mallory: -2})
    r = await fake.slash(bob, channel, "ledger paid", member=alice, amount=1)
    await fake.click(alice, r.message, label="Confirm")
    r = await fake.slash(alice, channel, "ledger export")
    assert r.ephemeral
    [req] = [q for q in fake.requests if q.files and "/callback" in q.path]
    [(_, filename, data)] = req.files
    assert filename == "ledger.csv"
    rows = list(csv.reader(io.StringIO(data.decode())))
    assert tuple(rows[0]) == CSV_HEADER
    assert [r[:7] + r[9:] for r in rows[1:4]] == [
        [
            "stake",
            "1",
            "1",
            "2023-11-14T23:13:20Z",
            str(alice.id),
            "alice",
            "3",
            "counted",
            "chips",
        ],
        ["stake", "1", "1", "2023-11-14T23:13:20Z", str(bob.id), "bob", "-1", "counted", "chips"],
        [
            "stake",
            "1",
            "1",
            "2023-11-14T23:13:20Z",
            str(mallory.id),
            "'=cmd",
            "-2",
            "counted",
            "chips",
        ],
    ]
    assert rows[4][0:3] == ["payment", "1", "1"] and rows[4][4:10] == [
        str(bob.id),
        "bob",
        "1",
        str(alice.id),
        "alice",
        CONFIRMED,
    ]
    assert len(rows) == 5


async def test_the_stake_unit_setting(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, db_path: Path
) -> None:
    """STAKE_UNIT "$": amounts read $5, before the number."""
    bot = make_bot(db_path, stake_unit="$")
    await fake.start(bot)
    await seed(bot.store, fake.guild.id, 1, {alice: 5, bob: -5})
    r = await fake.slash(alice, channel, "ledger balance")
    assert description(r).startswith(
        "alice: **+$5**\nbob: **−$5**\n\n**To settle up** (1 payment):\nbob pays alice **$5**"
    )


async def test_no_unit_chosen_is_chips_in_the_readers_language(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, db_path: Path
) -> None:
    """Neither the server nor STAKE_UNIT chose a unit: chips, worded and counted in the reader's
    language (one chip, 1,500 chips); a unit the server chose is its own word in every one."""
    bot = make_bot(db_path)
    await fake.start(bot)
    await seed(bot.store, fake.guild.id, 1, {alice: 1, bob: -1})
    await seed(bot.store, fake.guild.id, 2, {alice: 1500, bob: -1500})
    await fake.slash(alice, channel, "config my-language", language="cy")
    shown = {}
    for who, locale in ((bob, "en-US"), (alice, None), (bob, "bg")):
        who.locale = locale or who.locale
        r = await fake.slash(who, channel, "ledger balance")
        shown[who.name, locale] = description(r).split("\n")[:2]
    assert shown["bob", "en-US"] == ["alice: **+1,501 chips**", "bob: **−1,501 chips**"]
    assert shown["alice", None] == ["alice: **+1,501 sglodion**", "bob: **−1,501 sglodion**"]
    assert shown["bob", "bg"] == ["alice: **+1\u00a0501 чипа**", "bob: **−1\u00a0501 чипа**"]
    await seed(bot.store, fake.guild.id, 3, {alice: -1500, bob: 1500})
    bob.locale = "en-US"
    r = await fake.slash(bob, channel, "ledger balance")
    assert description(r).split("\n")[:2] == ["alice: **+1 chip**", "bob: **−1 chip**"]
    r = await fake.slash(alice, channel, "ledger balance")
    assert description(r).split("\n")[:2] == ["alice: **+1 sglodyn**", "bob: **−1 sglodyn**"]


async def recompute(store: Store, guild: int, book: int) -> dict[int, int]:
    """Each person's balance in a book from the raw rows: every ended Tonk table's hand results
    by seat, its people's share (people_amounts; their payouts exactly when no computer sat),
    plus confirmed payments."""
    net: dict[int, int] = {}
    tables = await store.fetch(
        "SELECT l.table_id, t.players FROM ledger_tables l JOIN tables t ON t.id = l.table_id "
        "WHERE l.guild_id=? AND l.book=?",
        (guild, book),
    )
    for table_id, players in tables:
        seats = json.loads(players)
        payouts = await seat_payouts(store, table_id)
        people = [i for i, s in enumerate(seats) if s.get("kind") == "human"]
        totals = [payouts.get(i, 0) for i in people]
        amounts = people_amounts(totals)
        if len(people) == len(seats):
            assert amounts == totals
        for i, a in zip(people, amounts, strict=True):
            net[seats[i]["user_id"]] = net.get(seats[i]["user_id"], 0) + a
    for payer, payee, amount in await store.fetch(
        "SELECT payer_id, payee_id, amount FROM ledger_payments "
        "WHERE guild_id=? AND book=? AND status='confirmed'",
        (guild, book),
    ):
        net[payer] = net.get(payer, 0) + amount
        net[payee] = net.get(payee, 0) - amount
    return net


@pytest.mark.parametrize("seed_", [1, 2, 3])
async def test_balances_are_recomputed_from_the_rows_after_random_tables_and_payments(
    database: Location, seed_: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seeded: Tonk tables of two or three of four people, with or without a computer, some
    played out, some cancelled after a hand; payments recorded by either side, confirmed,
    declined, withdrawn or left pending; the books closed once on the way.  After each step
    every balance equals the recomputation from the raw rows, the balances sum to zero, the
    settle-up payments bring everyone to zero, and each table is in the ledger once."""
    seeded_deals(monkeypatch, seed_)
    rng = random.Random(seed_)
    names = {10: "ann", 11: "ben", 12: "cat", 13: "dan"}
    svc = await open_service(database)
    store = svc.store
    assert isinstance(store, Store | PgStore)
    now = 1.0
    try:
        for round_ in range(5):
            people = rng.sample(sorted(names), rng.randint(2, 3))
            computer = rng.random() < 0.5
            seats = len(people) + int(computer)
            t = await svc.create(
                guild_id=1,
                channel_id=2,
                host_id=people[0],
                host_name=names[people[0]],
                game="tonk",
                seats=seats,
            )
            for u in people[1:]:
                await svc.join(t.id, u, names[u])
            if computer:
                await svc.add_computer(t.id, people[0])
                await svc.set_level(t.id, people[0], "random")
            hands = rng.randint(1, 2)
            await svc.set_option(t.id, people[0], "hands", hands)
            await svc.start(t.id, people[0])
            humans = {u: i for i, u in enumerate(people)}
            if hands == 2 and rng.random() < 0.5:  # one hand played, then an early end
                while t.id in svc.tables and t.hands_played() < 1:
                    await svc.idle(t.id)
                    m = t.match
                    assert m is not None
                    seat = next((s for s in m.to_act if s < len(people)), None)
                    if seat is not None:
                        action = str(rng.choice(m.legal_actions(seat)))
                        await svc.act(t.id, people[seat], m.version, action)
                if t.id in svc.tables:
                    if rng.random() < 0.5:
                        await svc.forfeit(t.id, people[-1])
                    else:
                        await svc.cancel(t.id, 99, True)  # a moderator, not seated
            else:
                await play_out(svc, t.id, humans, rng)
            for _ in range(rng.randint(0, 4)):
                a, b = rng.sample(people, 2)
                step, made = record_payment_step(
                    1,
                    Person(a, names[a]),
                    Person(b, names[b]),
                    rng.randint(1, 9),
                    rng.choice([a, b]),
                    now,
                )
                await store.write([step])
                p = await ledger.payment(store, made[0])
                assert p is not None
                other = p.payee_id if p.recorded_by == p.payer_id else p.payer_id
                fate = rng.choice(["confirm", "confirm", "decline", "withdraw", "leave"])
                if fate == "confirm":
                    await store.write([decide_step(p.id, other, CONFIRMED, now)])
                elif fate == "decline":
                    await store.write([decide_step(p.id, other, DECLINED, now)])
                elif fate == "withdraw":
                    await store.write([decide_step(p.id, p.recorded_by, WITHDRAWN, now)])
                now += 1
            if round_ == 2:
                step, _ = close_books_step(1, 10, now)
                await store.write([step])
            book = (await ledger.book(store, 1)).number
            shown = {b.user_id: b.net for b in await ledger.balances(store, 1, book)}
            want = await recompute(store, 1, book)
            assert shown == want
            assert sum(shown.values()) == 0
            left = dict(shown)
            for pay in settle_up(shown):
                left[pay.payer] += pay.amount
                left[pay.payee] -= pay.amount
            assert set(left.values()) <= {0}
            tables = await store.fetch(
                "SELECT table_id, COUNT(*) FROM ledger_tables GROUP BY table_id"
            )
            assert len(tables) == round_ + 1 and {c for _, c in tables} == {1}
            stakes = await store.fetch("SELECT table_id, user_id FROM ledger_stakes")
            assert len(stakes) == len(set(stakes))
        # Each payment is one row, whatever became of it.
        statuses = await store.fetch("SELECT status, COUNT(*) FROM ledger_payments GROUP BY status")
        assert {s for s, _ in statuses} <= {PENDING, CONFIRMED, DECLINED, WITHDRAWN, CLOSED}
    finally:
        await close_service(svc)


async def test_ledger_posts_name_no_card_of_a_hand_in_play(
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    """With a Tonk table in play (cards in both hands), every ledger answer (balance, a
    payment and its confirmation, history pages, the export file) names no card at all, in its
    text, embeds, components or file."""
    seeded_deals(monkeypatch, 8)
    await seed(bot.store, fake.guild.id, 100, {alice: 4, bob: -4})
    thread = await tonk_table(fake, alice, bob, channel)
    await take_turn(fake, thread, [alice, bob], random.Random(2))
    [table] = bot.service.tables.values()
    live = table.match
    assert live is not None and any(live.view(s).get("hand") for s in (0, 1))
    start = len(fake.sent_payloads())
    first = len(fake.requests)
    await fake.slash(alice, channel, "ledger balance")
    r = await fake.slash(bob, channel, "ledger paid", member=alice, amount=4)
    await fake.click(alice, r.message, label="Confirm")
    await fake.slash(alice, channel, "ledger history")
    await fake.slash(bob, channel, "ledger export")
    sent = fake.sent_payloads()[start:]
    assert len(sent) >= 5
    for p in sent:
        text = json.dumps(p.payload, ensure_ascii=False)
        assert not PRETTY_RE.search(text), text
        assert not CODE_RE.search(text), text
    files = [f for q in fake.requests[first:] for f in q.files]
    assert files and all(not CODE_RE.search(data.decode()) for _, _, data in files)


def test_stake_unit_setting_is_checked() -> None:
    """STAKE_UNIT: none by default (chips in each reader's language), any short plain name; a
    long one, or one with a mention or Markdown that would reshape the posts, is refused at
    start in one line naming it."""
    base = {"DISCORD_TOKEN": "x.y.z"}
    assert load_settings(base, env_file=None).stake_unit is None
    assert load_settings({**base, "STAKE_UNIT": " points "}, env_file=None).stake_unit == "points"
    assert load_settings({**base, "STAKE_UNIT": "$"}, env_file=None).stake_unit == "$"
    for bad in ("x" * 17, "<@123>", "**big**", "a\tb"):
        with pytest.raises(SettingsError) as exc:
            load_settings({**base, "STAKE_UNIT": bad}, env_file=None)
        assert str(exc.value).startswith("STAKE_UNIT is not valid"), bad
        assert "at most 16 characters" in str(exc.value)


async def test_a_balance_of_many_people_fits_one_post(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: CardroomBot
) -> None:
    """60 people with 32-character names, each owing or owed, and 8 pending payments: the
    balance post fits Discord's limits (the fake refuses anything over them), with the top
    lines of each section and how many were left out."""
    people = [fake.add_member(fake.guild, f"{i:02d}" + "n" * 30) for i in range(60)]
    for k in range(30):
        winner, loser = people[2 * k], people[2 * k + 1]
        await seed(bot.store, fake.guild.id, 1 + k, {winner: 5 + k, loser: -5 - k})
    for k in range(8):
        await fake.slash(people[2 * k + 1], channel, "ledger paid", member=people[2 * k], amount=1)
    r = await fake.slash(alice, channel, "ledger balance")
    text = description(r)
    assert len(text) <= 4096
    assert "…and 45 others" in text
    assert "**To settle up** (30 payments):" in text and "…and 15 payments" in text
    assert "…and 3 pending payments" in text
