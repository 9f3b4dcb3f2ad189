"""A scripted session that shows every kind of Cardroom component, for the custom-id fixture.

``tests/bot/data/custom_ids_de91f85.json`` holds the custom ids the bot made in this session at
commit de91f85 (before issue 11 re-laid the components), message by message, with the text of
every answer, of the lobby and table messages and of the threads' posts; the test
(``test_old_buttons.py``) plays the same session with today's code and clicks those ids.  The
session is deterministic: the deals are seeded (``FixedSeed``), the computers play at the
*random* level from seeds of the table's own, and the people choose with a seeded ``Random``.

To capture the ids again from another commit: check it out in a scratch directory, copy this
file into its ``tests/bot/`` and run ``python tests/bot/old_ids.py OUT.json`` there.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import sys
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.bot.harness import action_choices, components, make_bot, said  # noqa: E402
from tests.bot.players import table_message  # noqa: E402
from tests.fakediscord import FakeDiscord  # noqa: E402

SEED = 424242
FIXTURE = Path(__file__).parent / "data" / "custom_ids_de91f85.json"

Step = dict[str, Any]
Click = Callable[[Any, dict[str, Any], str, list[str] | None], Awaitable[Any]]


class FixedSeed:
    """``random.SystemRandom`` for the tables' deals: always the same seed."""

    def randrange(self, n: int) -> int:
        return SEED % n


MENTION = re.compile(r"<@!?(\d+)>")
TIME = re.compile(r"<t:\d+:R>")


OLD_KINDS = ("show", "back", "ref", "act", "pick", "cards", "lobby", "seat", "level", "opt", "optp",
             "ff")  # fmt: skip
"""The kinds of de91f85.  A kind made later (appended to ``ids.KINDS``) is a new component
beside the old ones: its ids are left out of the comparison, the old ones must be as they were."""


def ids_of(message: dict[str, Any]) -> list[str]:
    return [
        c["custom_id"]
        for c in components(message)
        if c.get("custom_id") and c["custom_id"].split(":")[1] in OLD_KINDS
    ]


async def session(
    fake: Any, bot: Any, click: Click | None = None, log: list[Step] | None = None
) -> list[Step]:
    """Play the session; ``click(user, message, custom_id, values)`` makes each click or select
    (by default: on the message as it is).  Returns the messages seen, in order, as
    ``{"step", "ids"}`` (and ``content`` of each answer, for comparing what was done)."""
    steps: list[Step] = [] if log is None else log
    rng = random.Random(SEED)

    async def default(user: Any, msg: dict[str, Any], cid: str, values: list[str] | None) -> Any:
        if values is None:
            return await fake.click(user, msg, custom_id=cid)
        return await fake.select(user, msg, custom_id=cid, values=values)

    do = click or default

    names: dict[str, str] = {}

    def normal(text: Any) -> Any:
        """``text`` without what differs from run to run: people's ids (snowflakes made of the
        time) become their names, and deadlines (wall-clock times) ``<t:…:R>``."""
        if isinstance(text, list):
            return [normal(t) for t in text]
        if not isinstance(text, str):
            return text
        text = MENTION.sub(lambda m: f"<@{names.get(m.group(1), '?')}>", text)
        return TIME.sub("<t:…:R>", text)

    def seen(step: str, msg: dict[str, Any]) -> None:
        steps.append({"step": step, "ids": ids_of(msg)})

    def public(step: str, msg: dict[str, Any]) -> None:
        """A public message as everybody reads it: its ids, its text and its embed's."""
        embeds = [[e.get("title"), e.get("description"), e.get("footer")] for e in msg["embeds"]]
        steps.append({"step": step, "ids": ids_of(msg), "text": normal([msg["content"], embeds])})

    def posts(step: str, thread: Any) -> None:
        """Every post of the thread but the table message (summaries, notices, results)."""
        texts = [m["content"] for m in fake.messages(thread)[1:]]
        steps.append({"step": step, "posts": normal(texts)})

    async def press(
        user: Any, msg: dict[str, Any], cid: str, values: list[str] | None = None
    ) -> Any:
        r = await do(user, msg, cid, values)
        await fake.settle()
        steps.append({"step": f"answer to {cid.split(':')[1]}", "content": normal(said(r))})
        return r

    def find(msg: dict[str, Any], prefix: str, label: str | None = None) -> str:
        for c in components(msg):
            cid = c.get("custom_id", "")
            if cid.startswith(prefix) and (label is None or c.get("label") == label):
                return str(cid)
        raise AssertionError(f"no {prefix} {label or ''} in {ids_of(msg)}")

    ch = fake.add_text_channel(fake.guild, "cards")
    alice, bob = fake.add_member(fake.guild, "alice"), fake.add_member(fake.guild, "bob")
    names.update({str(alice.id): "alice", str(bob.id): "bob", str(fake.bot_user.id): "bot"})

    # ----- a Spades lobby: every lobby control, the house rules, then the start ----------
    await fake.slash(alice, ch, "table create", game="spades")
    thread = fake.threads(ch)[-1]
    lobby = table_message(fake, thread)
    public("lobby", lobby)
    rules = await press(alice, lobby, find(lobby, "cr:lobby:", "House rules"))
    seen("house rules (host)", rules.message)
    nxt = await press(alice, rules.message, find(rules.message, "cr:optp:", "Next ▶"))
    seen("house rules page 2 (host)", nxt.message)
    opt = find(nxt.message, "cr:opt:")
    select = next(c for c in components(nxt.message) if c.get("custom_id") == opt)
    value = next(o["value"] for o in select["options"] if not o.get("default"))
    changed = await press(alice, nxt.message, opt, [value])
    seen("house rules after a change (host)", changed.message)
    prev = await press(alice, changed.message, find(changed.message, "cr:optp:", "◀ Previous"))
    seen("house rules page 1 again (host)", prev.message)
    read = await press(bob, table_message(fake, thread), find(lobby, "cr:lobby:", "House rules"))
    seen("house rules (guest)", read.message)
    lobby = table_message(fake, thread)
    await press(alice, lobby, find(lobby, "cr:level:"), ["random"])
    await press(bob, table_message(fake, thread), find(lobby, "cr:seat:"), ["1"])
    await press(bob, table_message(fake, thread), find(lobby, "cr:lobby:", "Leave"))
    await press(bob, table_message(fake, thread), find(lobby, "cr:lobby:", "Join"))
    for _ in range(2):
        await press(alice, table_message(fake, thread), find(lobby, "cr:lobby:", "Add computer"))
    public("full lobby", table_message(fake, thread))
    await press(alice, table_message(fake, thread), find(lobby, "cr:lobby:", "Start"))

    # ----- play: whoever is to act shows the hand and does one of its moves ---------------
    async def play(thread: Any, by_seat: dict[int, Any], table_id: int, moves: int) -> None:
        t = bot.service.tables[table_id]
        for n in range(moves):
            if table_id not in bot.service.tables:
                return
            seat = next((s for s in t.match.to_act if s in by_seat), None)
            if seat is None:
                await fake.settle()
                continue
            user = by_seat[seat]
            msg = table_message(fake, thread)
            public("table message", msg)
            shown = await press(user, msg, find(msg, "cr:show:"))
            seen(f"hand {n}", shown.message)
            choices = action_choices(shown.message)
            cards = [c for c in choices if c[1]["custom_id"].startswith("cr:cards:")]
            kind, comp, opts = cards[0] if cards else rng.choice(choices)
            if kind == "click":
                r = await press(user, shown.message, comp["custom_id"])
            else:
                lo = max(1, comp.get("min_values", 1))
                k = rng.randint(lo, min(comp.get("max_values", 1), len(opts)))
                r = await press(user, shown.message, comp["custom_id"], rng.sample(opts, k))
            seen(f"answer {n}", r.message)
            if r.type == 7 and any(c.startswith("cr:ref:") for c in ids_of(r.message)):
                again = await press(user, r.message, find(r.message, "cr:ref:"))
                seen(f"refreshed {n}", again.message)

    await play(thread, {0: alice, 1: bob}, 1, 16)

    # ----- cancel asks to forfeit; leave and take the seat back ---------------------------
    asked = await fake.slash(bob, thread, "table cancel")
    seen("forfeit question", asked.message)
    await press(bob, asked.message, find(asked.message, "cr:ff:", "Keep playing"))
    asked = await fake.slash(bob, thread, "table cancel")
    await fake.slash(alice, thread, "table leave")
    await fake.settle()
    msg = table_message(fake, thread)
    public("table message, a seat left", msg)
    await press(alice, msg, find(msg, "cr:back:"))
    await press(bob, asked.message, find(asked.message, "cr:ff:", "Forfeit"))
    public("final table message", table_message(fake, thread))
    posts("spades posts", thread)

    # ----- Schmier: the discard's card multi-select -----------------------------------------
    await fake.slash(alice, ch, "table create", game="schmier")
    thread = fake.threads(ch)[-1]
    lobby = table_message(fake, thread)
    seen("schmier lobby", lobby)
    await press(alice, lobby, find(lobby, "cr:level:"), ["random"])
    await press(bob, table_message(fake, thread), find(lobby, "cr:lobby:", "Join"))
    for _ in range(4):
        await press(alice, table_message(fake, thread), find(lobby, "cr:lobby:", "Add computer"))
    await press(alice, table_message(fake, thread), find(lobby, "cr:lobby:", "Start"))
    await play(thread, {0: alice, 1: bob}, 2, 12)
    posts("schmier posts", thread)

    # ----- Tonk and Twenty-Nine: a card is discarded; a trump kept secret, the pair ----------
    for table_id, game, computers, moves in ((3, "tonk", 0, 24), (4, "twentynine", 2, 24)):
        seats = {"seats": 2} if game == "tonk" else {}
        await fake.slash(alice, ch, "table create", game=game, **seats)
        thread = fake.threads(ch)[-1]
        lobby = table_message(fake, thread)
        public(f"{game} lobby", lobby)
        await press(alice, lobby, find(lobby, "cr:level:"), ["random"])
        await press(bob, table_message(fake, thread), find(lobby, "cr:lobby:", "Join"))
        add = find(lobby, "cr:lobby:", "Add computer")
        for _ in range(computers):
            await press(alice, table_message(fake, thread), add)
        await press(alice, table_message(fake, thread), find(lobby, "cr:lobby:", "Start"))
        await play(thread, {0: alice, 1: bob}, table_id, moves)
        posts(f"{game} posts", thread)
    return steps


async def capture(out: Path) -> None:
    random.SystemRandom = FixedSeed  # type: ignore[assignment, misc]
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fake:
            bot = make_bot(Path(tmp) / "cardroom.db")
            await fake.start(bot)
            steps = await session(fake, bot)
    out.write_text(json.dumps(steps, indent=1, ensure_ascii=False) + "\n")
    print(f"{len(steps)} steps, {sum(len(s.get('ids', [])) for s in steps)} custom ids -> {out}")


if __name__ == "__main__":
    asyncio.run(capture(Path(sys.argv[1]) if len(sys.argv) > 1 else FIXTURE))


SETTINGS_LINE = re.compile(r"\n⏱️ Turn time: \*\*[^*\n]+\*\* · Language: \*\*[^*\n]+\*\*")
"""The lobby's line of the table's turn time and language (issue 14 adds it on purpose)."""


def without_settings_line(value: Any) -> Any:
    """``value`` with the lobby's turn time and language line cut: what de91f85 said before
    it must still be said."""
    if isinstance(value, str):
        return SETTINGS_LINE.sub("", value)
    if isinstance(value, list):
        return [without_settings_line(v) for v in value]
    if isinstance(value, dict):
        return {k: without_settings_line(v) for k, v in value.items()}
    return value
