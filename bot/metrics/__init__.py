"""Prometheus metrics and ``/healthz`` (``METRICS_PORT``, issue 16), served from the bot's own
event loop.

- ``events``: the few things that must be seen as they happen (a latency), each through one
  narrow hook that costs nothing while no server listens; it imports nothing.
- ``collector``: everything else, read from what the bot already counts when Prometheus
  scrapes (open tables, shards, the request budget, the computers' counts).
- ``server``: aiohttp's web server (discord.py's own dependency) with ``/metrics`` and
  ``/healthz``; ``Metrics`` ties the three to one bot.

No metric is labelled by anything a person chose or holds (a custom id, a user, a card): only
by kinds, games, statuses and shard numbers.
"""
