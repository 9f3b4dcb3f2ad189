"""Cardroom's Discord layer: tables in threads, private hands, every move durable.

The bot holds no rules of its own: every check and every state change goes through the engines in
``games``.  This package adds what Discord needs around them: the durable table store
(``bot.db``), the live tables and their timers (``bot.tables``), what the thread shows
(``bot.render``: pure formatting, a face per game), the components (``bot.components``: one
``DynamicItem`` per kind), the presenter that shows tables through Discord's REST API
(``bot.presenter``) and the slash commands (``bot.exts``).
"""
