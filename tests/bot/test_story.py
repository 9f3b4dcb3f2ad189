"""The story of a table in Discord (issue 13): the score sheet, replays and the game record,
checked against the records (``python -m games replay``'s results), and never a card of a hand
still in play."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.bot import CardroomBot
from bot.components.story import visible_record
from bot.render.charts import rating_chart
from bot.render.leagues import delta, stats_value
from bot.render.sheets import sheet_answer, sheet_posts, sheet_text
from games.records import replay
from games.replays import render_frame, replay_hand
from games.sheets import render_sheet, score_sheet
from games.stats import PlayerStats
from games.tonk.stats import TonkCounts
from tests.bot.harness import components, table_seed
from tests.bot.players import play_until_closed, table_message, take_turn
from tests.bot.test_leagues import tonk_table
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser
from tests.story.cases import CASES, record
from tests.story.test_stats import _common, expected

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

SEED = 1
"""The tables' deals (``table_seed``): hand 2 of table 1 is still in play after some move."""


async def stored_record(bot: CardroomBot, table_id: int) -> dict[str, Any]:
    store = bot.store
    assert store is not None
    row = await store.table(table_id)
    assert row is not None
    return visible_record(row, await store.deals(table_id), await store.actions(table_id))


def replay_cli(
    tmp_path: Path, record: dict[str, Any], *args: str
) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    return subprocess.run(
        [sys.executable, "-m", "games", "replay", str(path), *args],
        capture_output=True,
        text=True,
        check=False,
    )


async def post_buttons(bot: CardroomBot, thread: Any, custom_ids: list[str]) -> Any:
    """A message in ``thread`` carrying buttons of these ids (as a forged or old one would)."""
    view = discord.ui.View()
    for cid in custom_ids:
        view.add_item(discord.ui.Button(label=cid, custom_id=cid))
    with discord.http.handle_message_parameters(content="buttons", view=view) as params:
        sent = await bot.http.send_message(thread.id, params=params)
    return int(sent["id"])


def sent_file(fake: FakeDiscord, name: str) -> bytes:
    """The bytes of the latest file the bot sent under ``name``."""
    for req in reversed(fake.requests):
        for _, filename, content in req.files:
            if filename == name:
                return content
    raise AssertionError(f"no file {name} was sent")


def in_code_block(content: str) -> str:
    return content.split("```\n", 1)[1].rsplit("\n```", 1)[0]


async def play_until_second_hand(
    fake: Any, bot: CardroomBot, thread: Any, users: list[Any]
) -> None:
    """Play table 1 until hand 1 is over and hand 2 is dealt, not over."""
    rng = random.Random(3)
    for _ in range(2000):
        t = bot.service.tables[1]
        assert t.match is not None
        hands = t.match.hands
        if len(hands) >= 2 and hands[0].result is not None and hands[1].result is None:
            return
        assert await take_turn(fake, thread, users, rng)
        await fake.settle()
    raise AssertionError("hand 2 never started")


async def test_the_sheet_replay_and_record_of_a_live_table_show_finished_hands_only(
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Mid-match: the sheet is the finished hand's (as ``python -m games replay`` has it), the
    record holds hand 1 only (not the deal of hand 2), hand 2 cannot be replayed by command or
    by a forged button, and a person in the thread who is not seated cannot replay at all."""
    table_seed(monkeypatch, SEED)
    thread = await tonk_table(fake, alice, bob, channel)
    await play_until_second_hand(fake, bot, thread, [alice, bob])
    live = bot.service.tables[1].match
    assert live is not None

    # The record: the finished hand only, and python -m games replay accepts it.
    r = await fake.slash(alice, thread, "table record")
    assert r.ephemeral, r.response
    record = json.loads(sent_file(fake, "table-1.json"))
    assert len(record["hands"]) == 1
    assert record == await stored_record(bot, 1)
    assert all(h["deal"] != live.hands[1].deal.to_json() for h in record["hands"])
    out = replay_cli(tmp_path, record)
    assert out.returncode == 0, out.stderr
    cli = json.loads(out.stdout)
    assert len(cli["hands"]) == 1

    # The sheet, by command and by the table message's button: the record's, hand 1 only.
    expected = render_sheet(score_sheet(record))
    assert sheet_text(record) == expected
    r = await fake.slash(bob, thread, "table scores")
    assert r.ephemeral
    assert in_code_block(r.content or "") == expected
    assert cli["scores"] == list(score_sheet(record).scores)
    clicked = await fake.click(alice, table_message(fake, thread), label="Score sheet")
    assert clicked.ephemeral and clicked.content == r.content

    # Replays: hand 1 yes, hand 2 (in play) never.
    r = await fake.slash(alice, thread, "table replay")
    assert r.ephemeral
    first = replay_hand(record, 0)
    assert in_code_block(r.content or "") == render_frame(first.frames[0], first.players)
    r2 = await fake.slash(alice, thread, "table replay", hand=2)
    assert r2.ephemeral and "only the finished hands" in (r2.content or "")
    # A button made for hand 2 (a forged id, or one kept from elsewhere) is refused the same.
    forged = await post_buttons(bot, thread, ["cr:rp:1:1:0:o", "cr:rp:1:1:0:n"])
    for cid in ("cr:rp:1:1:0:o", "cr:rp:1:1:0:n"):
        r4 = await fake.click(alice, forged, custom_id=cid)
        assert r4.ephemeral and "only the finished hands" in (r4.content or ""), cid

    # Somebody in the thread but not seated: the sheet (public), no replay, no record.
    carol = fake.add_member(fake.guild, "carol")
    assert (await fake.slash(carol, thread, "table scores")).content == (
        await fake.slash(bob, thread, "table scores")
    ).content
    refused = await fake.slash(carol, thread, "table replay")
    assert refused.ephemeral and "Only the players" in (refused.content or "")
    refused = await fake.slash(carol, thread, "table record")
    assert refused.ephemeral and "Only the players" in (refused.content or "")

    # The hand's summary carries Replay: its players open hand 1 there, carol may not yet.
    [summary] = [
        m for m in fake.messages(thread) if (m.get("content") or "").startswith("**Hand 1")
    ]
    assert [c["custom_id"] for c in components(summary)] == ["cr:rp:1:0:0:o"]
    opened = await fake.click(bob, summary, label="Replay")
    assert opened.ephemeral and opened.type == 4
    assert in_code_block(opened.content or "") == render_frame(first.frames[0], first.players)
    refused = await fake.click(carol, summary, label="Replay")
    assert refused.ephemeral and "Only the players" in (refused.content or "")


def step(message: dict[str, Any], label: str) -> str:
    """The custom id of the replay's button ``label`` (⏮ ◀ ▶ ⏭)."""
    [b] = [c for c in components(message) if c.get("label") == label]
    return str(b["custom_id"])


async def test_an_ended_match_shows_its_whole_sheet_and_anyone_in_the_thread_may_replay(
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Played out: the result post carries the whole sheet (the record's, whose totals are
    ``python -m games replay``'s); somebody in the thread who never sat pages through a replay
    with the buttons and jumps to hand 1; the record is the whole stored record, which
    ``python -m games replay --show`` replays frame for frame as the bot showed it."""
    table_seed(monkeypatch, SEED)
    thread = await tonk_table(fake, alice, bob, channel)
    await play_until_closed(fake, thread, [alice, bob], random.Random(5))
    record = await stored_record(bot, 1)
    out = replay_cli(tmp_path, record)
    assert out.returncode == 0, out.stderr
    cli = json.loads(out.stdout)
    sheet = score_sheet(record)
    assert list(sheet.scores) == cli["scores"] and sheet.complete == cli["complete"]
    assert [r.scores for r in sheet.rows] == [
        tuple(h["scores"]) for h in cli["hands"] if h.get("scores") is not None
    ]

    result = fake.messages(thread)[-1]["content"]
    assert result.startswith("🏁 **The table is over**")
    assert in_code_block(result.split("📋 **Score sheet**\n", 1)[1]) == render_sheet(sheet)

    carol = fake.add_member(fake.guild, "carol")
    r = await fake.slash(carol, thread, "table replay")
    assert r.ephemeral, r.response
    last = len(record["hands"]) - 1
    replay = replay_hand(record, last)
    frames = replay.frames
    assert f"replay of hand {last + 1} · page 1 of {len(frames)}" in (r.content or "")
    msg = r.message
    assert msg is not None
    seen = [in_code_block(msg["content"])]
    for _ in range(len(frames) - 1):
        nxt = await fake.click(carol, msg, custom_id=step(msg, "▶"))
        assert nxt.type == 7 and nxt.ephemeral
        msg = nxt.message
        assert msg is not None
        seen.append(in_code_block(msg["content"]))
    assert seen == [render_frame(f, replay.players) for f in frames]
    assert next(c for c in components(msg) if c.get("label") == "▶").get("disabled")
    back = await fake.click(carol, msg, custom_id=step(msg, "⏮"))
    assert back.message is not None and in_code_block(back.message["content"]) == seen[0]

    # Jump to hand 1.
    [jump] = [c for c in components(back.message) if c.get("type") == 3]
    assert [o["value"] for o in jump["options"]] == [str(k) for k in range(last + 1)]
    first = await fake.select(carol, back.message, custom_id=jump["custom_id"], values=["0"])
    assert first.type == 7
    one = replay_hand(record, 0)
    assert first.message is not None
    assert in_code_block(first.message["content"]) == render_frame(one.frames[0], one.players)

    # The record: the whole of it, and the terminal shows the same frames.
    r = await fake.slash(carol, thread, "table record")
    assert r.ephemeral and "the whole match" in (r.content or "")
    sent = json.loads(sent_file(fake, "table-1.json"))
    assert sent == record
    shown = replay_cli(tmp_path, sent, "--show")
    assert shown.returncode == 0, shown.stderr
    assert all(render_frame(f, replay.players) in shown.stdout for f in frames)

    # Outside the thread, somebody who never sat is told where to ask.
    r = await fake.slash(carol, channel, "table scores")
    assert r.ephemeral and "There's no table here" in (r.content or "")


async def test_league_player_statistics_and_head_to_head_are_the_records_counts(
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Two Tonk tables played out: ``/league player`` shows alice's statistics as counted
    straight from the two stored records (``tests/story/test_stats.py``'s second count, not
    the score sheet), and ``/league head-to-head`` who won between alice and bob."""
    table_seed(monkeypatch, SEED)
    docs = []
    for table_id, seed in ((1, 5), (2, 6)):
        thread = await tonk_table(fake, alice, bob, channel)
        await play_until_closed(fake, thread, [alice, bob], random.Random(seed))
        docs.append(await stored_record(bot, table_id))
    assert all(d["players"][:2] == ["alice", "bob"] for d in docs)

    def counted(seat: int) -> PlayerStats:
        total: dict[str, int] = {}
        for doc in docs:
            for k, v in {**expected(doc, seat), **_common(doc, seat)}.items():
                total[k] = total.get(k, 0) + v
        common = {k: total.pop(k, 0) for k in ("matches", "finished", "wins", "hands")}
        return PlayerStats("tonk", **common, counts=TonkCounts(**total))

    mine = counted(0)
    assert mine.matches == 2 and mine.hands == 4
    r = await fake.slash(bob, channel, "league player", member=alice)
    assert r.ephemeral
    [field] = r.response["data"]["embeds"][0]["fields"]
    assert field["name"] == "Tonk · statistics"
    assert field["value"] == stats_value(mine)
    assert f"net stakes **{delta(mine.counts.net)}**" in field["value"]

    # The rating over time: alice's before and afters, as the result posts said them.
    lines = [
        m["content"].split("\n")[1]
        for t in fake.threads(channel)
        for m in fake.messages(t)
        if (m.get("content") or "").startswith("🏁")
    ]
    moves = [re.search(r"alice (−?\d+) → (−?\d+)", x) for x in lines]
    points = [int(n.replace("−", "-")) for n in (moves[0][1], *(m[2] for m in moves if m))]
    assert len(points) == 3
    assert r.response["data"]["embeds"][0]["image"]["url"] == "attachment://rating.png"
    assert sent_file(fake, "rating.png") == rating_chart({"tonk": points})

    r = await fake.slash(alice, channel, "league head-to-head", member=bob)
    assert r.ephemeral
    outs = [replay(d)["scores"] for d in docs]
    won_a = sum(s[0] == max(s) and len(set(s)) > 1 for s in outs)
    won_b = sum(s[1] == max(s) and len(set(s)) > 1 for s in outs)
    assert r.response["data"]["embeds"][0]["description"] == (
        f"**Tonk**: against 2 matches: you won {won_a}, bob won {won_b}"
    )
    r = await fake.slash(alice, channel, "league head-to-head", member=alice)
    assert r.ephemeral and "someone else" in (r.content or "")


def test_a_long_sheet_is_paged_for_the_result_and_attached_for_a_person() -> None:
    """A long Twenty-Nine match's sheet does not fit one message: the result post's pages each fit
    and give the whole sheet back; the private answer shows the latest hands under the column
    heads and attaches the whole sheet as text."""
    case = next(c for c in CASES if c.game == "twentynine")
    doc = record(case)
    whole = render_sheet(score_sheet(doc))
    assert len(whole) > 2000, "the case must be long enough to need pages"
    posts = sheet_posts(doc)
    assert len(posts) > 1 and all(len(p) <= 2000 for p in posts)
    assert posts[0].startswith("📋 **Score sheet**\n```\n")
    assert "\n".join(in_code_block(p) for p in posts) == whole
    content, attached = sheet_answer(doc, "Twenty-Nine #9")
    assert len(content) <= 2000 and attached == whole.encode()
    shown = in_code_block(content).split("\n")
    lines = whole.split("\n")
    rule = next(i for i, x in enumerate(lines) if x and set(x) <= {"-", " "})
    assert shown[: rule + 1] == lines[: rule + 1], "the title and column heads"
    assert shown[-2:] == lines[-2:], "the standing"
    kept = shown[rule + 1 : -2]
    assert kept and kept == lines[-2 - len(kept) : -2], "the latest hands"


async def test_another_tables_hands_stay_closed_while_it_plays(
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """alice plays at table 1; table 2 (carol and dave) has a finished hand: alice may read its
    sheet in its thread (public), but neither its replay nor its record, by command or by a
    button of table 2 wherever it is; nor may anyone outside table 2's thread read its sheet."""
    table_seed(monkeypatch, SEED)
    one = await tonk_table(fake, alice, bob, channel)
    carol, dave = fake.add_member(fake.guild, "carol"), fake.add_member(fake.guild, "dave")
    two = await tonk_table(fake, carol, dave, channel)
    rng = random.Random(3)
    for _ in range(2000):
        t = bot.service.tables[2]
        assert t.match is not None
        if t.match.hands[0].result is not None:
            break
        assert await take_turn(fake, two, [carol, dave], rng)
        await fake.settle()
    assert 2 in bot.service.tables, "table 2 still plays"

    sheet = await fake.slash(alice, two, "table scores")
    assert sheet.ephemeral and "Tonk #2" in (sheet.content or "")
    for command in ("table replay", "table record"):
        r = await fake.slash(alice, two, command)
        assert r.ephemeral and "Only the players" in (r.content or ""), command
    buttons = await post_buttons(bot, one, ["cr:rp:2:0:0:o", "cr:rp:2:0:1:n", "cr:sheet:2"])
    for cid in ("cr:rp:2:0:0:o", "cr:rp:2:0:1:n"):
        r = await fake.click(alice, buttons, custom_id=cid)
        assert r.ephemeral and "Only the players" in (r.content or ""), cid
    r = await fake.click(alice, buttons, custom_id="cr:sheet:2")
    assert r.ephemeral and r.content == "Use this in the table's thread."
    # In table 1's thread, alice's commands are about table 1.
    r = await fake.slash(alice, one, "table scores")
    assert r.ephemeral and "Tonk #1" in (r.content or "")


async def test_a_sheet_too_long_for_a_message_goes_as_a_file_and_as_pages(
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Through Discord, with the message limit made small (a real match would need hundreds of
    hands): ``/table scores`` answers with the latest hands and the whole sheet attached as
    ``score-sheet.txt``; the result post's sheet comes as pages posted just before it, each
    within the limit, which put together are the whole sheet, the result still the last post."""
    import bot.render.sheets as sheets

    limit = 260
    monkeypatch.setattr(sheets, "MESSAGE", limit)
    paged = sheets.pages
    monkeypatch.setattr(sheets, "pages", lambda text, head="": paged(text, limit, head))
    table_seed(monkeypatch, SEED)
    thread = await tonk_table(fake, alice, bob, channel)
    await play_until_closed(fake, thread, [alice, bob], random.Random(5))
    record = await stored_record(bot, 1)
    whole = render_sheet(score_sheet(record))

    r = await fake.slash(alice, thread, "table scores")
    assert r.ephemeral and "the whole sheet is in the file" in (r.content or "")
    assert len(r.content or "") <= limit
    assert sent_file(fake, "score-sheet.txt").decode() == whole

    posts = [m["content"] for m in fake.messages(thread)]
    first = next(i for i, p in enumerate(posts) if p.startswith("📋 **Score sheet**"))
    pages_posted = posts[first:-1]
    assert len(pages_posted) > 1 and all(len(p) <= limit for p in pages_posted)
    assert "\n".join(in_code_block(p) for p in pages_posted) == whole
    assert posts[-1].startswith("🏁 **The table is over**") and "📋" not in posts[-1]
