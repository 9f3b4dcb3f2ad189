"""The Discord side of the ``Presenter`` protocol (``bot.tables.presenter``): the outbox and its
coalescing, the shared request budget, pings, endings, the retry of Discord calls, lobby repair.
See ``bot.presenter.presenter``."""

from bot.presenter.ports import Messages, TableCalls
from bot.presenter.presenter import DiscordPresenter

__all__ = ["DiscordPresenter", "Messages", "TableCalls"]
