"""``/metrics`` and ``/healthz`` (``METRICS_PORT``, issue 16), read over HTTP from a bot on the
fake Discord while people play: the counters move with the play, the health follows the
gateway, and neither the metrics nor the JSON log hold a card or an interaction token."""

from __future__ import annotations

import asyncio
import io
import json
import random
import socket
import time
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot.bot import CardroomBot
from bot.metrics import events
from games import new_match
from tests.bot.harness import make_bot
from tests.bot.players import play_until_closed, take_turn
from tests.bot.procs import BotProcess, bot_env, closed_port
from tests.bot.test_games import open_table
from tests.bot.test_log_privacy import leaks
from tests.bot.test_process import one_line
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

Samples = dict[tuple[str, frozenset[tuple[str, str]]], float]


async def get(port: int, path: str) -> tuple[int, str]:
    async with (
        aiohttp.ClientSession() as http,
        http.get(f"http://127.0.0.1:{port}{path}") as response,
    ):
        return response.status, await response.text()


def samples(text: str) -> Samples:
    """Every sample of a scrape, by name and labels."""
    out: Samples = {}
    for family in text_string_to_metric_families(text):
        for s in family.samples:
            out[(s.name, frozenset(s.labels.items()))] = s.value
    return out


def value(scrape: Samples, name: str, **labels: str) -> float:
    return scrape.get((name, frozenset(labels.items())), 0.0)


def total(scrape: Samples, name: str, **labels: str) -> float:
    """The sum over the samples of ``name`` that carry ``labels`` (and any others)."""
    want = set(labels.items())
    return sum(v for (n, ls), v in scrape.items() if n == name and want <= ls)


@pytest.fixture
def port() -> int:
    return closed_port()


@pytest.fixture
async def metered(
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    db_path: Path,
    port: int,
) -> CardroomBot:
    """The ``bot`` fixture's bot with ``METRICS_PORT`` set (and a worker process for the strong
    computers, whose waits are measured)."""
    started = make_bot(db_path, metrics_port=port, computer_processes=1)
    await fake.start(started)
    return started


async def test_the_counters_move_with_the_play(
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    metered: CardroomBot,
    port: int,
) -> None:
    status, before = await get(port, "/metrics")
    assert status == 200
    first = samples(before)
    assert value(first, "cardroom_open_tables", game="spades", status="playing") == 0
    assert total(first, "cardroom_interaction_seconds_count") == 0

    thread = await open_table(fake, "spades", [alice, bob], channel)
    rng = random.Random("metrics")
    moves = 0
    for _ in range(200):
        if moves >= 6:
            break
        await fake.settle()
        moves += await take_turn(fake, thread, [alice, bob], rng)
    assert moves >= 6
    # One strong decision through the bot's own computers: a worker process, its wait measured.
    match = new_match("spades", seed=3)
    seat = match.to_act[0]
    legal = [str(a) for a in match.legal_actions(seat)]
    chosen = await metered.service.computers.choose(
        "spades", "strong", match.view(seat), legal, "metrics", 0.2
    )
    assert chosen in legal

    status, text = await get(port, "/metrics")
    assert status == 200
    scrape = samples(text)
    # Interactions, by kind: the command, the lobby's buttons, Show hand and the moves.
    clicks = sum(1 for i in fake.interactions if i.type == 3)
    counted = total(scrape, "cardroom_interaction_seconds_count", type="component")
    assert counted == clicks > 0
    assert value(scrape, "cardroom_interaction_seconds_count", type="command",
                 kind="table create") == 1  # fmt: skip
    acted = sum(
        value(scrape, "cardroom_interaction_seconds_count", type="component", kind=kind)
        for kind in ("act", "pick", "cards")  # a button, a select, a select of several cards
    )
    assert acted == moves
    assert value(scrape, "cardroom_interaction_seconds_count", type="component", kind="show") >= 6
    assert total(scrape, "cardroom_interaction_seconds_sum", type="component") > 0
    assert value(scrape, "cardroom_interaction_seconds_bucket", type="component", kind="show",
                 le="+Inf") >= 6  # fmt: skip
    # Every commit's latency, and the transactions.
    store = metered.store
    assert store is not None
    assert value(scrape, "cardroom_commit_seconds_count") >= moves
    assert value(scrape, "cardroom_commit_seconds_sum") > 0
    assert 0 < value(scrape, "cardroom_commits_total") <= store.commits
    # The table that plays, and no other.
    assert value(scrape, "cardroom_open_tables", game="spades", status="playing") == 1
    assert total(scrape, "cardroom_open_tables") == len(metered.service.tables) == 1
    assert value(scrape, "cardroom_tables_offline") == 0
    # The computers: the basic ones inline, the strong decision in the worker, its wait.
    assert value(scrape, "cardroom_computer_decisions_total", where="inline") > 0
    assert value(scrape, "cardroom_computer_decisions_total", where="process") == 1
    assert value(scrape, "cardroom_computer_wait_seconds_count") == 1
    assert value(scrape, "cardroom_computer_steps_total", step="full") == 1
    # The request budget: the table's edits and posts took its tokens.
    assert value(scrape, "cardroom_rest_budget_calls_total", kind="edit") > 0
    assert value(scrape, "cardroom_rest_budget_calls_total", kind="post") > 0
    assert ("cardroom_rest_budget_tokens", frozenset()) in scrape
    # The gateway: the in-process fake has no socket, so the bot counts as not connected.
    assert value(scrape, "cardroom_shards") == 1
    assert value(scrape, "cardroom_gateway_connected") == metered.connected() == 0
    assert value(scrape, "process_resident_memory_bytes") > 0


async def test_no_hook_is_watched_without_a_server(bot: CardroomBot) -> None:
    """Without ``METRICS_PORT`` nothing listens and no latency is timed."""
    assert bot.metrics is None
    assert not events.INTERACTION.watchers and not events.COMMIT.watchers
    assert not events.COMPUTER_WAIT.watchers


async def test_the_server_stops_with_the_bot(
    fake: FakeDiscord, metered: CardroomBot, port: int
) -> None:
    assert (await get(port, "/healthz"))[0] == 503  # the in-process fake: no gateway socket
    await fake.stop()
    assert not events.INTERACTION.watchers and not events.COMMIT.watchers
    with pytest.raises(aiohttp.ClientConnectorError):
        await get(port, "/metrics")


async def test_healthz_follows_the_gateway(tmp_path: Path, port: int) -> None:
    """200 while the gateway is connected (a real socket: the wire fake), 503 once it dropped
    (discord.py then tries to resume at the READY's resume URL, which never answers)."""
    async with FakeDiscord(wire=True) as fake:
        assert fake._wire is not None
        fake.add_text_channel(fake.guild, "cards")
        bot = make_bot(tmp_path / "cardroom.db", metrics_port=port)
        await fake.start(bot)
        status, body = await get(port, "/healthz")
        assert status == 200, body
        assert json.loads(body) == {
            "status": "ok", "connected": True, "shards": 1, "shards_connected": 1
        }  # fmt: skip
        scrape = samples((await get(port, "/metrics"))[1])
        assert value(scrape, "cardroom_gateway_connected") == 1
        assert value(scrape, "cardroom_shards_connected") == 1
        with fake.expect_errors():  # discord.py logs each reconnect attempt at ERROR
            ws = fake._wire.ws
            assert ws is not None
            await ws.close()
            deadline = time.monotonic() + 10
            while (status := (await get(port, "/healthz"))[0]) == 200:
                assert time.monotonic() < deadline, "/healthz says healthy after the drop"
                await asyncio.sleep(0.02)
            assert status == 503
            status, body = await get(port, "/healthz")
            assert status == 503 and json.loads(body)["status"] == "unavailable"
            scrape = samples((await get(port, "/metrics"))[1])
            assert value(scrape, "cardroom_gateway_connected") == 0
            assert value(scrape, "cardroom_shards_connected") == 0
            await fake.stop()


# ----- privacy -------------------------------------------------------------------------------


async def test_metrics_and_the_json_log_hold_no_card_and_no_token(
    db_path: Path, port: int, json_log: io.StringIO
) -> None:
    """A whole Twenty-Nine match (every hand played out), then a scrape: the scrape and every
    line of the JSON log at DEBUG name no card of any hand and hold no interaction token."""
    async with FakeDiscord() as fake:
        ch = fake.add_text_channel(fake.guild, "cards")
        alice = fake.add_member(fake.guild, "alice")
        bob = fake.add_member(fake.guild, "bob")
        bot = make_bot(db_path, metrics_port=port)
        await fake.start(bot, sync=True)
        thread = await open_table(fake, "twentynine", [alice, bob], ch)
        moves = await play_until_closed(fake, thread, [alice, bob], random.Random("no leak"))
        assert moves > 0 and thread.archived
        status, scraped = await get(port, "/metrics")
        assert status == 200
        tokens = {i.token for i in fake.interactions}
    assert len(tokens) > 20
    scrape = samples(scraped)
    assert total(scrape, "cardroom_interaction_seconds_count") >= len(tokens)
    lines = json_log.getvalue().splitlines()
    entries = [json.loads(line) for line in lines]  # every line is one JSON object
    assert all({"time", "level", "logger", "message"} <= e.keys() for e in entries)
    assert any(e["logger"].startswith("bot.") and e["level"] == "DEBUG" for e in entries)
    secrets = tokens | {"test-token", "fake-token"}
    found = leaks([scraped], secrets) + leaks(lines, secrets)
    assert not found, f"{len(found)} leaks:\n" + "\n".join(found[:10])


# ----- a start that cannot serve the metrics -------------------------------------------------


async def start_with(tmp_path: Path, name: str, **settings: str) -> Any:
    cwd = tmp_path / name
    cwd.mkdir()
    env = bot_env(tmp_path / f"{name}.db", **settings)
    # Discord is never reached: the metrics server starts first (a closed port stands in).
    process = await BotProcess.start(
        f"http://127.0.0.1:{closed_port()}/api/v10", "ws://127.0.0.1:9/", env, cwd
    )
    try:
        return await process.finish(20)
    finally:
        await process.kill()


async def test_a_port_in_use_fails_the_start_with_one_line(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        busy = taken.getsockname()[1]
        done = await start_with(tmp_path, "busy", METRICS_PORT=str(busy))
    one_line(done, 1, f"METRICS_PORT {busy} is already in use on 127.0.0.1")


@pytest.mark.parametrize("bad", ["70000", "0", "nine"])
async def test_a_port_out_of_range_fails_the_start_with_one_line(tmp_path: Path, bad: str) -> None:
    done = await start_with(tmp_path, "range", METRICS_PORT=bad)
    one_line(done, 2, "METRICS_PORT is not valid", "1 to 65535")


async def test_a_host_that_is_not_here_fails_the_start_with_one_line(tmp_path: Path) -> None:
    done = await start_with(tmp_path, "host", METRICS_PORT=str(closed_port()),
                            METRICS_HOST="192.0.2.1")  # fmt: skip
    one_line(done, 1, "METRICS_HOST '192.0.2.1' is not an address of this machine")
