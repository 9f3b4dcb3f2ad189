"""What the thread shows: the lobby, the table message, hand summaries, private hands, rules.

Renderers are pure functions of snapshots (``bot.tables.service``) and the engines' ``view``
dicts.  Public renderers only ever receive the public view (``Match.view(None)``), so they cannot
show a private card even by mistake; the private hand is rendered from the seat's own view.
What differs per game is the game's face (``bot.render.games``).  Nothing here makes a call or
builds a component (``bot.components`` does, from these).
"""
