"""The path of one card click through the bot: module hops, service calls, lock takes, engine
views and custom-id matches, from the component's callback to the answer.

    python benchmarks/click_path.py [--clicks 8] [--seed 7] [--verbose]

A Spades table (two people, two random computers, a fixed deal) is played through the
in-process fake until a person may play a card; the person clicks one card button of their
hand message, and that click is traced with ``sys.setprofile`` from the moment the interaction
reaches the component's ``callback`` until the callback returns (the answer is made inside it).
Only the click's own tasks are counted (discord.py's dispatch task and the bot's
``cardroom:click:`` task): the table message re-rendered and the computers' moves that the click
sets off run in tasks of their own, after the answer.

Counted per click:

- *hops*: calls whose caller and callee are functions of two different modules, both in
  ``bot.`` or ``games.`` (a coroutine resumed after an ``await`` is not a new call); also split
  into hops between two ``bot.`` modules and the rest (those that enter or stay in the engines),
  the distinct (caller function, callee function) edges among them (a loop over the 13 cards of
  a hand repeats one edge 13 times), and the distinct (caller module, callee module) pairs;
- *room hops*: the hops whose caller and callee are in two different rooms (``room``: a package
  of ``bot`` such as ``bot.components`` or ``bot.render``, or ``games``), the issue's
  "room-to-room hops": a call from a component to its base class in the same room is not one;
- *service calls*: calls of a public ``TableService`` method from outside the service;
- *lock takes*: ``asyncio.Lock.acquire`` of a table's lock;
- *engine views*: calls of an engine's ``view()`` from outside ``games.``;
- *custom-id matches*: regular-expression matches of the clicked custom id that succeed
  (discord.py's dispatch, the check of a ``DynamicItem`` made from it, any parse of it by the
  bot) and those tried in all (discord.py tries every registered template on it, each failing
  at its first characters but one), and matches of other ``cr:`` ids in the click's tasks (the
  answer's new components, each checked against its template when it is made).

It runs against the code before issue 11 (``bot.views.component.CardroomItem``) and after it
(``bot.components.base.Component``), so the same script measures both.  Not a test: it prints
numbers (they are counts, not times, so the machine's load does not change them).
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import random
import re
import statistics
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.bot.harness import action_choices, make_bot  # noqa: E402
from tests.bot.players import choose_level, table_message  # noqa: E402
from tests.fakediscord import FakeDiscord  # noqa: E402


def entry_class() -> type:
    """The class whose ``callback`` every Cardroom component runs (before and after issue 11)."""
    try:
        from bot.components.base import Component

        return Component
    except ImportError:
        from bot.views.component import CardroomItem

        return CardroomItem


def ours(module: str) -> bool:
    return module.startswith(("bot.", "games."))


def room(module: str) -> str:
    """``bot.components.hand`` -> ``bot.components``; every engine module -> ``games``."""
    if module.startswith("games."):
        return "games"
    return ".".join(module.split(".")[:2])


class CountingPattern:
    """A compiled ``cr:`` pattern that counts what it is asked to match (C methods cannot be
    patched; this stands in for the pattern wherever the bot and discord.py keep it)."""

    def __init__(self, pattern: re.Pattern[str], trace: Trace) -> None:
        self._pattern = pattern
        self._trace = trace
        self.pattern = pattern.pattern
        self.groupindex = pattern.groupindex
        self.groups = pattern.groups
        self.flags = pattern.flags

    def _count(self, text: str, found: re.Match[str] | None) -> re.Match[str] | None:
        self._trace.matched(text, found is not None)
        return found

    def match(self, text: str, *args: Any) -> re.Match[str] | None:
        return self._count(text, self._pattern.match(text, *args))

    def fullmatch(self, text: str, *args: Any) -> re.Match[str] | None:
        return self._count(text, self._pattern.fullmatch(text, *args))

    def search(self, text: str, *args: Any) -> re.Match[str] | None:
        return self._count(text, self._pattern.search(text, *args))

    def __hash__(self) -> int:
        return hash(self._pattern)

    def __eq__(self, other: object) -> bool:
        return other is self or other == self._pattern


@dataclass
class Counts:
    hops: int = 0
    bot_hops: int = 0
    room_hops: int = 0
    rooms: collections.Counter[tuple[str, str]] = field(default_factory=collections.Counter)
    pairs: collections.Counter[tuple[str, str]] = field(default_factory=collections.Counter)
    edges: set[tuple[Any, Any]] = field(default_factory=set)
    service: collections.Counter[str] = field(default_factory=collections.Counter)
    locks: int = 0
    views: int = 0
    clicked_matches: int = 0
    clicked_tries: int = 0
    other_matches: int = 0


class Trace:
    """The ``sys.setprofile`` function, and what it counted for the current click."""

    def __init__(self, service_codes: dict[Any, str], locks: set[int]) -> None:
        self.service_codes = service_codes
        self.locks = locks
        self.on = False
        self.clicked = ""
        self.counts = Counts()
        self._seen: set[FrameType] = set()

    def start(self, clicked: str) -> None:
        self.counts = Counts()
        self.clicked = clicked
        self._seen = set()

    @staticmethod
    def _click_task() -> bool:
        try:
            task = asyncio.current_task()
        except RuntimeError:
            return False
        name = task.get_name() if task is not None else ""
        return name.startswith(("cardroom:click", "discord-ui-dynamic-item"))

    def matched(self, text: str, found: bool) -> None:
        if text == self.clicked:
            self.counts.clicked_tries += 1
            self.counts.clicked_matches += found
        elif self.on and found and text.startswith("cr:") and self._click_task():
            self.counts.other_matches += 1

    def __call__(self, frame: FrameType, event: str, arg: Any) -> None:
        if event != "call" or not self.on:
            return
        if frame in self._seen:  # a coroutine resumed, not a new call
            return
        self._seen.add(frame)
        if not self._click_task():
            return
        c = self.counts
        callee = frame.f_globals.get("__name__", "")
        back = frame.f_back
        caller = back.f_globals.get("__name__", "") if back is not None else ""
        code = frame.f_code
        if code in self.service_codes and caller != "bot.tables.service":
            c.service[self.service_codes[code]] += 1
        lock = frame.f_locals.get("self") if code.co_name == "acquire" else None
        if callee == "asyncio.locks" and id(lock) in self.locks:
            c.locks += 1
        if (
            code.co_name == "view"
            and callee.startswith("games.")
            and not caller.startswith("games.")
        ):
            c.views += 1
        if ours(callee) and ours(caller) and callee != caller:
            c.hops += 1
            if callee.startswith("bot.") and caller.startswith("bot."):
                c.bot_hops += 1
            c.pairs[(caller, callee)] += 1
            if room(caller) != room(callee):
                c.room_hops += 1
                c.rooms[(room(caller), room(callee))] += 1
            c.edges.add((back.f_code if back is not None else None, code))


def count_patterns(bot: Any, trace: Trace) -> None:
    """Put counting stand-ins for every ``cr:`` pattern: discord.py's dynamic items (their class
    template and the view store's key) and the bot modules' own."""
    store = bot._connection._view_store
    items = dict(store._dynamic_items)
    store._dynamic_items.clear()
    for pattern, cls in items.items():
        counting = CountingPattern(pattern, trace)
        cls.__discord_ui_compiled_template__ = counting
        store._dynamic_items[counting] = cls
    for name, module in list(sys.modules.items()):
        if not name.startswith("bot.") or module is None:
            continue
        for attr, value in list(vars(module).items()):
            if isinstance(value, re.Pattern) and value.pattern.startswith("cr:"):
                setattr(module, attr, CountingPattern(value, trace))


def service_codes(service: Any) -> dict[Any, str]:
    out = {}
    for name in dir(type(service)):
        if name.startswith("_"):
            continue
        fn = getattr(type(service), name, None)
        code = getattr(fn, "__code__", None)
        if code is not None:
            out[code] = name
    return out


def card_button(hand: dict[str, Any]) -> dict[str, Any] | None:
    """An enabled card button that plays a card (``cr:act:<table>:<version>:play <card>``)."""
    for kind, comp, _ in action_choices(hand):
        if kind == "click" and ":play " in comp["custom_id"]:
            return comp
    return None


async def run(clicks: int, seed: int, verbose: bool) -> list[Counts]:
    class FixedSeed:
        def randrange(self, n: int) -> int:
            return seed % n

    random.SystemRandom = FixedSeed  # type: ignore[assignment, misc]
    rng = random.Random(seed)
    results: list[Counts] = []
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fake:
            ch = fake.add_text_channel(fake.guild, "cards")
            alice, bob = fake.add_member(fake.guild, "alice"), fake.add_member(fake.guild, "bob")
            bot = make_bot(Path(tmp) / "cardroom.db")
            await fake.start(bot)
            await fake.slash(alice, ch, "table create", game="spades")
            thread = fake.threads(ch)[-1]
            await choose_level(fake, alice, thread, "random")
            await fake.click(bob, table_message(fake, thread), label="Join")
            for _ in range(2):
                await fake.click(alice, table_message(fake, thread), label="Add computer")
            await fake.click(alice, table_message(fake, thread), label="Start")
            await fake.settle()
            svc = bot.service
            t = svc.tables[1]
            trace = Trace(service_codes(svc), {id(t.lock)})
            count_patterns(bot, trace)
            cls = entry_class()
            original = cls.callback

            async def traced(self: Any, interaction: Any) -> Any:
                trace.on = True
                sys.setprofile(trace)
                try:
                    return await original(self, interaction)
                finally:
                    sys.setprofile(None)
                    trace.on = False

            by_seat = {0: alice, 1: bob}
            for _ in range(4000):
                if len(results) >= clicks or 1 not in svc.tables:
                    break
                seat = next((s for s in t.match.to_act if s in by_seat), None)
                if seat is None:
                    await fake.settle()
                    continue
                user = by_seat[seat]
                shown = await fake.click(user, table_message(fake, thread), label="Show hand")
                hand = shown.message
                button = card_button(hand)
                if button is not None:
                    trace.start(button["custom_id"])
                    cls.callback = traced  # type: ignore[method-assign]
                    try:
                        r = await fake.click(user, hand, custom_id=button["custom_id"])
                    finally:
                        cls.callback = original  # type: ignore[method-assign]
                    assert r.type == 7, r.response
                    results.append(trace.counts)
                    if verbose:
                        report_one(len(results), trace.counts)
                    continue
                kind, comp, opts = rng.choice(action_choices(hand))
                if kind == "click":
                    await fake.click(user, hand, custom_id=comp["custom_id"])
                else:
                    values = [rng.choice(opts)] if comp.get("max_values", 1) == 1 else opts[:1]
                    await fake.select(user, hand, custom_id=comp["custom_id"], values=values)
                await fake.settle()
    return results


def report_one(n: int, c: Counts) -> None:
    print(
        f"click {n}: {c.hops} hops ({c.bot_hops} bot-bot, {c.room_hops} between rooms), "
        f"service {dict(c.service)}, "
        f"locks {c.locks}, views {c.views}, matches {c.clicked_matches}/{c.clicked_tries}"
        f"+{c.other_matches}, {len(c.edges)} edges"
    )
    for (a, b), k in sorted(c.pairs.items()):
        print(f"    {k:3d}  {a} -> {b}")
    print("  between rooms:")
    for (a, b), k in sorted(c.rooms.items()):
        print(f"    {k:3d}  {a} -> {b}")


def summarise(results: list[Counts]) -> None:
    def med(values: list[int]) -> str:
        return f"{statistics.median(values):g} (min {min(values)}, max {max(values)})"

    print(f"code: {entry_class().__module__}.{entry_class().__qualname__}.callback")
    print(f"card clicks traced: {len(results)}")
    print(f"hops between modules (bot. and games.): {med([c.hops for c in results])}")
    print(f"  of which between two bot. modules: {med([c.bot_hops for c in results])}")
    print(f"  distinct (caller, callee) function edges: {med([len(c.edges) for c in results])}")
    print(f"  distinct (caller, callee) module pairs: {med([len(c.pairs) for c in results])}")
    print(f"hops between rooms: {med([c.room_hops for c in results])}")
    print(f"  distinct (caller, callee) room pairs: {med([len(c.rooms) for c in results])}")
    services = collections.Counter[str]()
    for c in results:
        services.update(c.service)
    per = ", ".join(f"{k} {v / len(results):g}" for k, v in sorted(services.items()))
    print(f"service calls: {med([sum(c.service.values()) for c in results])} ({per} per click)")
    print(f"table lock takes: {med([c.locks for c in results])}")
    print(f"full engine views: {med([c.views for c in results])}")
    print(f"matches of the clicked custom id: {med([c.clicked_matches for c in results])}")
    print(f"  tried: {med([c.clicked_tries for c in results])}")
    print(f"matches of the answer's new custom ids: {med([c.other_matches for c in results])}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clicks", type=int, default=8)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    results = asyncio.run(run(args.clicks, args.seed, args.verbose))
    if not results:
        raise SystemExit("no card click was traced")
    summarise(results)


if __name__ == "__main__":
    main()
