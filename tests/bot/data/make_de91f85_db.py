"""Make the upgrade fixture: a database and a Discord made by the bot at de91f85 (before the
issue-11 re-lay), and what that bot answered after a restart on them.

Run it with de91f85's code first on the path (a checkout of it, used read-only)::

    git worktree add /tmp/base11 de91f85        # if it is not there yet
    cd /tmp/base11 && PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=/tmp/base11 \
        python /path/to/worktree/tests/bot/data/make_de91f85_db.py

It writes, beside itself:

- ``de91f85.sqlite3``: the database de91f85's bot left when it stopped cleanly, with
  the tables below (not ``*.db``: the repository ignores those);
- ``de91f85_discord.json``: ``"discord"``, what the fake Discord held then
  (``tests/fakediscord/snapshot.py``: the guild, the channel, the threads, the members and every
  message with its components, ephemeral hand and house-rules messages included, with their
  ids); ``"tables"``, the tables as the database had them; ``"clock"``, the bot's wall clock;
  ``"after"``, what de91f85's own bot did when it started again on a copy of that database and
  Discord and ran ``after_upgrade`` (the script the test runs with today's bot): every answer,
  every post, edit and deletion, step by step.

The tables (the people alice and bob, computers at the *random* level, seeded deals):

1. Spades, four seats, bob has not looked at his cards (alice bid; bob is to act and
   never opened his hand), so his turn ping is pending in the thread;
2. Twenty-Nine, four seats, mid-hand (some cards played), alice's hand message on screen;
3. Schmier, six seats, mid-hand;
4. Tonk, two people, alice mid-turn: she drew and has not discarded (her hand message offers
   the discard);
5. a Tonk lobby of alice's whose house rules she changed through the house-rules message
   (``hands`` = the fewest), bob not yet in: the after-script plays it to its end (and table 4
   after it);
6. a Spades lobby with bob seated and a house rule changed (the target), alice's house-rules
   message on screen at page 2.

Everything is seeded: the deals (``random.SystemRandom``), the computers (their table's seed),
the people's choices (``random.Random(SEED)``), the bot's wall clock (``CLOCK``) and the fake's
snowflakes (from ``CLOCK``), so a second run writes the same ids, states and texts.
"""

from __future__ import annotations

import asyncio
import importlib.util
import json
import random
import re
import shutil
import sqlite3
import sys
import tempfile
import types
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
DB_FILE = HERE / "de91f85.sqlite3"
JSON_FILE = HERE / "de91f85_discord.json"
SEED = 911
SETTINGS = {"max_tables_per_host": 10}
"""The bots' settings beside the tests' usual ones (alice hosts six tables)."""
CLOCK = 1_764_000_000.0
"""The bot's wall clock (2025-11-24), fixed: deadlines and idle lobbies are as at the stop."""

MENTION = re.compile(r"<@!?(\d+)>")
TIME = re.compile(r"<t:\d+:R>")
SNOWFLAKE = re.compile(r"\b\d{17,20}\b")


class FixedSeed:
    """``random.SystemRandom`` for the tables' deals: always the same seed."""

    def randrange(self, n: int) -> int:
        return SEED % n


def clock() -> float:
    return CLOCK


def load_snapshot_module() -> types.ModuleType:
    """``tests/fakediscord/snapshot.py`` of this checkout (an older fake has none)."""
    path = HERE.parents[1] / "fakediscord" / "snapshot.py"
    spec = importlib.util.spec_from_file_location("tests.fakediscord.snapshot", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


# ----- what the fake shows, without what differs from run to run ---------------------------


def components(message: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for row in message.get("components") or [] for c in row.get("components") or []]


def ids_of(message: dict[str, Any] | None) -> list[str]:
    return [c["custom_id"] for c in components(message or {}) if c.get("custom_id")]


class Namer:
    """Snowflakes as names: people by name, messages and threads by their role."""

    def __init__(self, names: dict[int, str]) -> None:
        self.names = dict(names)

    def __call__(self, text: Any) -> Any:
        if isinstance(text, list):
            return [self(t) for t in text]
        if not isinstance(text, str):
            return text
        text = MENTION.sub(lambda m: f"<@{self.names.get(int(m.group(1)), '?')}>", text)
        text = TIME.sub("<t:…:R>", text)
        return SNOWFLAKE.sub(lambda m: self.names.get(int(m.group(0)), "<id>"), text)


OLD_KINDS = (
    "show",
    "back",
    "ref",
    "act",
    "pick",
    "cards",
    "lobby",
    "seat",
    "level",
    "opt",
    "optp",
    "ff",
)
"""The component kinds de91f85 made.  Buttons of later kinds (Score sheet, Replay, Rematch, ...)
are what the issues since then added on purpose: a message reads as de91f85's did when it holds
the same old components, whatever new ones sit beside them."""


def as_answered(result: Any) -> dict[str, Any] | None:
    """The message an answer showed when it was sent: the callback's own message (4, 7) over
    the message it made or updated, not what later edits made of it (a live hand message,
    issue 12, follows the table after its answer; de91f85's never changed after it)."""
    message = result.message
    data = (result.response or {}).get("data") if result.type in (4, 7) else None
    if message is None or not data:
        return message  # type: ignore[no-any-return]
    return {**message, **{k: data[k] for k in ("content", "embeds", "components") if k in data}}


def shown(message: dict[str, Any] | None, name: Namer) -> dict[str, Any] | None:
    """A message as its reader sees it: text, embeds, and each component's id and label (of
    the kinds de91f85 made)."""
    if message is None:
        return None
    embeds = [[e.get("title"), e.get("description"), e.get("footer")] for e in message["embeds"]]
    comps = [
        [c.get("custom_id"), c.get("label") or c.get("placeholder"), bool(c.get("disabled"))]
        for c in components(message)
        if str(c.get("custom_id") or "").split(":")[1:2] in ([k] for k in OLD_KINDS)
        or not c.get("custom_id")
    ]
    return {"content": name(message.get("content")), "embeds": name(embeds), "components": comps}


# ----- part 1: de91f85's bot plays the tables partway, then stops ---------------------------


def find(msg: dict[str, Any], prefix: str, label: str | None = None) -> str:
    for c in components(msg):
        cid = c.get("custom_id", "")
        if cid.startswith(prefix) and (label is None or c.get("label") == label):
            return str(cid)
    raise AssertionError(f"no {prefix} {label or ''} in {ids_of(msg)}")


async def press(
    fake: Any, user: Any, msg: dict[str, Any], cid: str, values: list[str] | None = None
) -> Any:
    if values is None:
        r = await fake.click(user, msg, custom_id=cid)
    else:
        r = await fake.select(user, msg, custom_id=cid, values=values)
    await fake.settle()
    return r


def choices(hand: dict[str, Any]) -> list[tuple[str, list[str] | None]]:
    """What a hand message offers, as (custom id, values or None for a button)."""
    out: list[tuple[str, list[str] | None]] = []
    for c in components(hand):
        cid = c.get("custom_id", "")
        if c.get("disabled") or not cid.startswith(("cr:act:", "cr:pick:", "cr:cards:")):
            continue
        if c["type"] == 2:
            out.append((cid, None))
        else:
            out.append((cid, [o["value"] for o in c["options"]]))
    return out


def choose(rng: random.Random, hand: dict[str, Any]) -> tuple[str, list[str] | None]:
    cid, opts = rng.choice(choices(hand))
    if opts is None:
        return cid, None
    sel = next(c for c in components(hand) if c.get("custom_id") == cid)
    lo = max(1, sel.get("min_values", 1))
    k = rng.randint(lo, min(sel.get("max_values", 1), len(opts)))
    return cid, rng.sample(opts, k)


def table_message(fake: Any, thread: Any) -> dict[str, Any]:
    return fake.messages(thread)[0]


def to_act(bot: Any, table_id: int, by_seat: dict[int, Any]) -> Any:
    t = bot.service.tables.get(table_id)
    if t is None or t.match is None:
        return None
    seat = next((s for s in t.match.to_act if s in by_seat), None)
    return None if seat is None else by_seat[seat]


async def play(
    fake: Any,
    bot: Any,
    thread: Any,
    table_id: int,
    by_seat: dict[int, Any],
    rng: random.Random,
    moves: int,
) -> dict[str, Any] | None:
    """``moves`` moves of the people (Show hand on the table message, one of the hand's moves);
    returns the last hand message."""
    hand = None
    for _ in range(moves):
        user = to_act(bot, table_id, by_seat)
        if user is None:
            break
        msg = table_message(fake, thread)
        opened = await press(fake, user, msg, find(msg, "cr:show:"))
        cid, values = choose(rng, opened.message)
        hand = (await press(fake, user, opened.message, cid, values)).message
    return hand


async def open_tables(fake: Any, bot: Any, ch: Any, alice: Any, bob: Any) -> None:
    rng = random.Random(SEED)
    both = {0: alice, 1: bob}

    async def lobby(game: str, computers: int, **options: Any) -> Any:
        await fake.slash(alice, ch, "table create", game=game, **options)
        thread = fake.threads(ch)[-1]
        msg = table_message(fake, thread)
        await press(fake, alice, msg, find(msg, "cr:level:"), ["random"])
        return thread

    async def started(game: str, computers: int, **options: Any) -> Any:
        thread = await lobby(game, computers, **options)
        msg = table_message(fake, thread)
        await press(fake, bob, msg, find(msg, "cr:lobby:", "Join"))
        for _ in range(computers):
            await press(fake, alice, msg, find(msg, "cr:lobby:", "Add computer"))
        await press(fake, alice, msg, find(msg, "cr:lobby:", "Start"))
        return thread

    # 1. Spades: alice's moves until bob is to act at the start of a hand, unlooked.
    thread = await started("spades", 2)
    for _ in range(40):
        if to_act(bot, 1, both) is bob:
            break
        await play(fake, bot, thread, 1, {0: alice}, rng, 1)
    assert to_act(bot, 1, both) is bob, "bob never came to act"
    # 2. Twenty-Nine and 3. Schmier, mid-hand.
    thread = await started("twentynine", 2)
    await play(fake, bot, thread, 2, both, rng, 14)
    thread = await started("schmier", 4)
    await play(fake, bot, thread, 3, both, rng, 6)
    # 4. Tonk: play on until alice is to act, then she draws and stops.
    thread = await started("tonk", 0, seats=2)
    await play(fake, bot, thread, 4, both, rng, 5)
    for _ in range(20):
        if to_act(bot, 4, both) is alice:
            break
        await play(fake, bot, thread, 4, {1: bob}, rng, 1)
    msg = table_message(fake, thread)
    opened = await press(fake, alice, msg, find(msg, "cr:show:"))
    draw = find(opened.message, "cr:act:", "Draw from the stock")
    await press(fake, alice, opened.message, draw)
    # 5. A Tonk lobby with its house rules changed: the fewest hands.
    thread = await lobby("tonk", 0, seats=2)
    msg = table_message(fake, thread)
    rules = (await press(fake, alice, msg, find(msg, "cr:lobby:", "House rules"))).message
    while not any(c.endswith(":hands") for c in ids_of(rules)):
        rules = (await press(fake, alice, rules, find(rules, "cr:optp:", "Next ▶"))).message
    sel = next(c for c in components(rules) if c.get("custom_id", "").endswith(":hands"))
    fewest = min((o["value"] for o in sel["options"] if o["value"].isdigit()), key=int)
    await press(fake, alice, rules, sel["custom_id"], [fewest])
    # 6. A Spades lobby, bob seated, alice's house rules open on page 2.
    thread = await lobby("spades", 0)
    msg = table_message(fake, thread)
    await press(fake, bob, msg, find(msg, "cr:lobby:", "Join"))
    rules = (await press(fake, alice, msg, find(msg, "cr:lobby:", "House rules"))).message
    opt = find(rules, "cr:opt:")
    sel = next(c for c in components(rules) if c.get("custom_id") == opt)
    value = [o["value"] for o in sel["options"] if not o.get("default")][-1]
    rules = (await press(fake, alice, rules, opt, [value])).message
    await press(fake, alice, rules, find(rules, "cr:optp:", "Next ▶"))


def tables_of(db: Path) -> list[dict[str, Any]]:
    """The tables as stored: what a restart must bring back unchanged."""
    conn = sqlite3.connect(db)
    conn.row_factory = sqlite3.Row
    try:
        rows = conn.execute(
            "SELECT id, guild_id, channel_id, thread_id, host_id, game, options, seats, players,"
            " status, seed, first_dealer, version, message_id, hand_limit, computer_level,"
            " deadline FROM tables ORDER BY id"
        ).fetchall()
        out = [dict(r) for r in rows]
        for t in out:
            t["actions"] = conn.execute(
                "SELECT count(*) FROM actions WHERE table_id = ?", (t["id"],)
            ).fetchone()[0]
            t["pings"] = [
                r[0]
                for r in conn.execute(
                    "SELECT message_id FROM pings WHERE table_id = ? ORDER BY message_id",
                    (t["id"],),
                )
            ]
        return out
    finally:
        conn.close()


# ----- part 2: the script run after the upgrade (by de91f85 here, by today's bot in the test)


def hand_of(fake: Any, user: Any, thread: Any) -> dict[str, Any]:
    """The last hand message ``user`` has on screen in ``thread`` (an ephemeral one)."""
    mine = [
        m
        for m in fake.messages(thread, visible_to=user)
        if fake.visible_to(m) == user.id and any(c.startswith("cr:") for c in ids_of(m))
    ]
    assert mine, f"{user.name} has no message on screen in {thread.name}"
    return mine[-1]


async def after_upgrade(
    fake: Any, bot: Any, snap: dict[str, Any], log: list[dict[str, Any]] | None = None
) -> list[dict[str, Any]]:
    """Click the messages the old bot left, then play on; returns each step as the people saw
    it.  ``fake`` holds ``snap`` and ``bot`` has just started on the old database."""
    guild = fake.guild
    alice, bob = (
        next(fake.server.users[m] for m in guild.members if fake.server.users[m].name == n)
        for n in ("alice", "bob")
    )
    ch = next(c for c in guild.channels.values() if c.name == "cards")
    threads = {t.id: t for t in fake.threads(ch)}
    rows = {t["id"]: t for t in snap_tables(snap)}
    thread_of = {tid: threads[r["thread_id"]] for tid, r in rows.items()}
    names: dict[int, str] = {alice.id: "alice", bob.id: "bob", fake.bot_user.id: "bot"}
    for tid, r in rows.items():
        names[r["thread_id"]] = f"thread {tid}"
        names[r["message_id"]] = f"table message {tid}"
        for n, ping in enumerate(r["pings"]):
            names[ping] = f"old ping {tid}.{n}"
    name = Namer(names)
    rng = random.Random(SEED + 1)
    steps: list[dict[str, Any]] = [] if log is None else log
    mark = [0]  # from the start of the bot: what it did when it came back is the first step

    def public_message(path: str) -> bool:
        """An edit of a message everybody sees (a table message), not of a private answer."""
        return re.fullmatch(r"/channels/\d+/messages/\d+", path) is not None

    tables_seen = {tid: shown(snap_message(snap, r["message_id"]), name) for tid, r in rows.items()}

    def effects() -> list[Any]:
        """What the bot did in the threads since the last step, as the people see it: each
        post, deletion and thread change, in order (not the edits of a message: how many
        edits show a change is the presenter's business, what they show is ``changed``)."""
        out: list[Any] = []
        for r in fake.requests[mark[0] :]:
            # Only what people see (not a command sync: a new bot may sync its new commands).
            if r.method == "GET" or not r.path.startswith("/channels/") or r.status >= 400:
                continue
            if r.method == "PATCH" and public_message(r.path):
                continue
            body = r.json if isinstance(r.json, dict) else {}
            what = {
                k: name(body[k]) for k in ("content", "archived", "locked", "name") if k in body
            }
            out.append([r.method, name(r.path), what])
        mark[0] = len(fake.requests)
        return out

    def changed() -> dict[str, Any]:
        """The table messages that read otherwise than at the last step, as they read now."""
        out: dict[str, Any] = {}
        for tid, r in rows.items():
            now = shown(fake.message(r["message_id"]), name)
            if now != tables_seen[tid]:
                out[f"table message {tid}"] = tables_seen[tid] = now
        return out

    def step(what: str, result: Any = None) -> None:
        entry: dict[str, Any] = {"step": what}
        private = [f for f in result.followups if f.get("flags", 0) & 64] if result else []
        if result is not None and result.type == 7 and not result.ephemeral and private:
            # A lobby click answered by updating the lobby itself (issue 12), with what the
            # person is told as a private follow-up: that follow-up is the answer de91f85 gave
            # as a private message (the lobby's own update shows in ``changed``).
            entry["type"] = 4
            entry["ephemeral"] = True
            entry["answer"] = shown({"embeds": [], "components": [], **private[-1]}, name)
        elif result is not None:
            entry["type"] = result.type
            entry["ephemeral"] = result.ephemeral
            entry["answer"] = shown(as_answered(result), name)
        entry["effects"] = effects()
        entry["changed"] = changed()
        steps.append(entry)

    step("start")
    # Spades: bob, who never looked, clicks Show hand on the table message as it is.
    spades = thread_of[1]
    opened = await press(
        fake, bob, table_message(fake, spades), find(table_message(fake, spades), "cr:show:")
    )
    step("spades: bob's Show hand", opened)
    cid, values = choose(rng, opened.message)
    step("spades: bob's move", await press(fake, bob, opened.message, cid, values))
    # Twenty-Nine: alice's old hand message: Refresh, then whoever is to act moves.
    old = hand_of(fake, alice, thread_of[2])
    refreshed = await press(fake, alice, old, find(old, "cr:ref:"))
    step("twentynine: alice's old Refresh", refreshed)
    if choices(refreshed.message):
        cid, values = choose(rng, refreshed.message)
        step("twentynine: alice's move", await press(fake, alice, refreshed.message, cid, values))
    step("twentynine: the table message", None)
    steps[-1]["table"] = shown(table_message(fake, thread_of[2]), name)
    # Tonk: alice discards on the hand message de91f85 showed after her draw.
    old = hand_of(fake, alice, thread_of[4])
    cid, values = choose(rng, old)
    step("tonk: alice's old discard", await press(fake, alice, old, cid, values))
    # Schmier: whoever is to act clicks Show hand on the old table message and moves, twice.
    for n in range(2):
        user = to_act(bot, 3, {0: alice, 1: bob})
        assert user is not None, "nobody is to act at the schmier table"
        msg = table_message(fake, thread_of[3])
        opened = await press(fake, user, msg, find(msg, "cr:show:"))
        step(f"schmier {n}: Show hand", opened)
        cid, values = choose(rng, opened.message)
        step(f"schmier {n}: a move", await press(fake, user, opened.message, cid, values))
    # The Spades lobby: alice's house-rules message (page 2) pages back and changes a rule.
    rules = hand_of(fake, alice, thread_of[6])
    back = await press(fake, alice, rules, find(rules, "cr:optp:"))
    step("spades lobby: old house-rules page button", back)
    opt = find(back.message, "cr:opt:")
    sel = next(c for c in components(back.message) if c["custom_id"] == opt)
    value = next(o["value"] for o in sel["options"] if not o.get("default"))
    step("spades lobby: a house rule", await press(fake, alice, back.message, opt, [value]))
    lobby = table_message(fake, thread_of[6])
    step(
        "spades lobby: bob leaves", await press(fake, bob, lobby, find(lobby, "cr:lobby:", "Leave"))
    )
    # The Tonk lobby: bob joins by the old Join, alice starts, and they play it to its end.
    tonk = thread_of[5]
    lobby = table_message(fake, tonk)
    step("tonk lobby: bob joins", await press(fake, bob, lobby, find(lobby, "cr:lobby:", "Join")))
    step("tonk lobby: start", await press(fake, alice, lobby, find(lobby, "cr:lobby:", "Start")))
    both = {0: alice, 1: bob}

    async def play_out(tid: int) -> None:
        """The people play table ``tid`` to its end, from Show hand on its table message."""
        thread = thread_of[tid]
        moves = 0
        while not thread.archived:
            user = to_act(bot, tid, both)
            assert user is not None, f"nobody can act at table {tid}"
            msg = table_message(fake, thread)
            opened = await press(fake, user, msg, find(msg, "cr:show:"))
            cid, values = choose(rng, opened.message)
            await press(fake, user, opened.message, cid, values)
            moves += 1
            assert moves < 2000, f"the match of table {tid} does not end"
        step(f"table {tid}: played to its end in {moves} moves", None)
        steps[-1]["posts"] = [name(m["content"]) for m in fake.messages(thread)[1:]]
        steps[-1]["table"] = shown(table_message(fake, thread), name)

    await play_out(5)
    # The Tonk table de91f85 left mid-turn, played on to its end (its record replayed first).
    await play_out(4)
    # Every other table is as it was: same threads, not archived.
    steps.append(
        {
            "step": "threads",
            "threads": [[names.get(t.id, t.name), t.archived, t.locked] for t in fake.threads(ch)],
        }
    )
    return steps


def snap_message(snap: dict[str, Any], message_id: int) -> dict[str, Any]:
    """A message as the snapshot holds it (as it read when the old bot stopped)."""
    return next(m["data"] for m in snap["messages"] if int(m["data"]["id"]) == message_id)


def snap_tables(snap: dict[str, Any]) -> list[dict[str, Any]]:
    return snap["tables"]


async def generate() -> None:
    import bot
    from tests.bot.harness import make_bot
    from tests.fakediscord import FakeDiscord, models

    print("bot from", bot.__file__)
    here = HERE.parents[2]
    if Path(bot.__file__).resolve().is_relative_to(here):
        sys.exit(f"this is {here}'s bot: run with de91f85's checkout first on PYTHONPATH")
    snapshot = load_snapshot_module()
    random.SystemRandom = FixedSeed  # type: ignore[assignment, misc]
    models.time = types.SimpleNamespace(time=clock)  # type: ignore[attr-defined]
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "cardroom.db"
        async with FakeDiscord() as fake:
            ch = fake.add_text_channel(fake.guild, "cards")
            alice, bob = fake.add_member(fake.guild, "alice"), fake.add_member(fake.guild, "bob")
            old = make_bot(db, clock=clock, **SETTINGS)
            await fake.start(old)
            await open_tables(fake, old, ch, alice, bob)
            await fake.stop()
            leftovers = sorted(p.name for p in Path(tmp).iterdir())
            assert not [p for p in leftovers if p.endswith(("-wal", "-shm", "-journal"))], leftovers
            shutil.copyfile(db, DB_FILE)
            snap: dict[str, Any] = {"clock": CLOCK, "tables": tables_of(db)}
            snap["discord"] = snapshot.dump(fake)
        # de91f85's own bot after a restart on a copy, in a fake loaded from the snapshot.
        copy = Path(tmp) / "again.db"
        shutil.copyfile(DB_FILE, copy)
        async with FakeDiscord() as fake:
            snapshot.load(fake, snap["discord"])
            again = make_bot(copy, clock=clock, **SETTINGS)
            await fake.start(again)
            snap["after"] = await after_upgrade(
                fake, again, {**snap["discord"], "tables": snap["tables"]}
            )
    JSON_FILE.write_text(json.dumps(snap, indent=1, ensure_ascii=False) + "\n")
    for path in (DB_FILE, JSON_FILE):
        print(f"{path.stat().st_size} bytes -> {path}")


if __name__ == "__main__":
    asyncio.run(generate())
