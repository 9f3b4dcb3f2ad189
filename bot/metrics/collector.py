"""What the bot already counts, read when Prometheus scrapes (a custom collector): nothing is
counted twice and the moves pay nothing for it.

Read generically where another part may change shape: the shards from ``bot.shards`` when the
bot has them (discord.py's ``AutoShardedBot``: one ``ShardInfo`` each), else the one connection
of a plain bot; the request budget's ``taken`` (tokens by kind) and the computers' ``counts``
and ``load.steps`` where they are there.  Labels are kinds, games, statuses and shard numbers
only: never a custom id, a person or a card.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

if TYPE_CHECKING:
    from bot.bot import CardroomBot
    from bot.tables.service import TableService

BUDGET_KINDS = {0: "edit", 1: "post", 2: "tidy"}
"""``bot.presenter.budget``'s kinds of calls (``EDIT``, ``POST``, ``TIDY``) by name."""


def shard_states(bot: Any) -> list[tuple[int, bool, float]]:
    """Each shard this process runs: (its id, connected, its gateway latency in seconds)."""
    shards = getattr(bot, "shards", None)
    if isinstance(shards, Mapping) and shards:
        return [
            (int(sid), not info.is_closed(), float(info.latency)) for sid, info in shards.items()
        ]
    return [(int(getattr(bot, "shard_id", None) or 0), bool(bot.connected()), float(bot.latency))]


class BotCollector(Collector):
    """The bot's state as gauges and counters, at scrape time."""

    def __init__(self, bot: CardroomBot, service: Callable[[], TableService | None]) -> None:
        self.bot = bot
        self.service = service
        """The table service once ``setup_hook`` built it (None before)."""

    def describe(self) -> list[Metric]:
        # Nothing to check for duplicates at registration (the bot is not built yet then).
        return []

    def collect(self) -> Iterator[Metric]:
        yield from self._gateway()
        service = self.service()
        if service is not None:
            yield from self._tables(service)
            yield from self._computers(service.computers)
        yield from self._budget()
        store = self.bot.store
        if store is not None:
            commits = CounterMetricFamily(
                "cardroom_commits", "Transactions committed (each holds one or more changes)."
            )
            commits.add_metric([], store.commits)
            yield commits

    def _gateway(self) -> Iterator[Metric]:
        states = shard_states(self.bot)
        connected = GaugeMetricFamily(
            "cardroom_gateway_connected",
            "1 while the bot's gateway connection to Discord is up (ready, open, not stopping).",
        )
        connected.add_metric([], 1.0 if self.bot.connected() else 0.0)
        shards = GaugeMetricFamily("cardroom_shards", "Shards this process runs.")
        shards.add_metric([], len(states))
        up = GaugeMetricFamily("cardroom_shards_connected", "Of those, the connected ones.")
        up.add_metric([], sum(1 for _, ok, _ in states if ok))
        latency = GaugeMetricFamily(
            "cardroom_gateway_latency_seconds",
            "Each shard's last heartbeat round trip to Discord's gateway.",
            labels=["shard"],
        )
        for sid, _, seconds in states:
            if math.isfinite(seconds):
                latency.add_metric([str(sid)], seconds)
        yield from (connected, shards, up, latency)

    def _tables(self, service: TableService) -> Iterator[Metric]:
        tables = GaugeMetricFamily(
            "cardroom_open_tables",
            "Tables open in this process (lobbies and matches), by game and status.",
            labels=["game", "status"],
        )
        for (game, status), n in sorted(
            Counter((t.row.game, t.status) for t in list(service.tables.values())).items()
        ):
            tables.add_metric([game, status], n)
        offline = GaugeMetricFamily(
            "cardroom_tables_offline",
            "Tables taken offline (their memory could not be put back after a failed commit): "
            "refused until a restart.",
        )
        offline.add_metric([], len(service.registry.offline))
        yield from (tables, offline)

    def _computers(self, computers: Any) -> Iterator[Metric]:
        counts = getattr(computers, "counts", None)
        if isinstance(counts, Mapping):
            where = CounterMetricFamily(
                "cardroom_computer_decisions",
                "Computer decisions by where they ran (inline, thread, process); late: of the "
                "pool's, those played at the basic level after waiting too long.",
                labels=["where"],
            )
            for name, n in sorted(counts.items()):
                where.add_metric([str(name)], n)
            yield where
        steps = getattr(getattr(computers, "load", None), "steps", None)
        if isinstance(steps, Mapping):
            effort = CounterMetricFamily(
                "cardroom_computer_steps",
                "Strong decisions by the effort a busy pool gave them (full, reduced, minimal, "
                "basic).",
                labels=["step"],
            )
            for name, n in sorted(steps.items()):
                effort.add_metric([str(name)], n)
            yield effort

    def _budget(self) -> Iterator[Metric]:
        presenter = self.bot.presenter
        limiter = getattr(presenter, "limiter", None)
        if limiter is None:
            return
        taken = getattr(limiter, "taken", None)
        if isinstance(taken, Mapping):
            calls = CounterMetricFamily(
                "cardroom_rest_budget_calls",
                "REST calls that took a token of the shared request budget, by kind (edit: table "
                "messages; post: pings, summaries, notices; tidy: deleting replaced pings).",
                labels=["kind"],
            )
            for kind in sorted(set(BUDGET_KINDS) | set(taken)):
                calls.add_metric([BUDGET_KINDS.get(kind, str(kind))], taken.get(kind, 0))
            yield calls
        queues = getattr(limiter, "queues", None)
        if isinstance(queues, Mapping):
            waiting = GaugeMetricFamily(
                "cardroom_rest_budget_waiting",
                "Calls waiting for a token now, by kind.",
                labels=["kind"],
            )
            for kind, queue in sorted(queues.items()):
                waiting.add_metric([BUDGET_KINDS.get(kind, str(kind))], len(queue))
            yield waiting
        if all(hasattr(limiter, a) for a in ("tokens", "stamp", "rate", "burst", "now")):
            left = min(
                limiter.burst, limiter.tokens + (limiter.now() - limiter.stamp) * limiter.rate
            )
            tokens = GaugeMetricFamily(
                "cardroom_rest_budget_tokens",
                "Tokens in the request budget now (below 0: table edits booked ahead).",
            )
            tokens.add_metric([], left)
            yield tokens
