"""Persistent components: one discord.py ``DynamicItem`` subclass per kind.

State lives in the ``custom_id`` (``cr:<kind>:<table>[:<rest>]``, ``bot.components.ids``): the
table, and for moves the state version they were made at.  Nothing is kept in memory per
message, so a button made before a restart (or by an older Cardroom) works after it, and an
out-of-date one is recognised and refused.  ``COMPONENTS`` is every kind, for ``setup_hook``.
"""

from bot.components.base import Component, Retired
from bot.components.config import ConfigRuleSelect, ConfigRulesPage, ConfigShowPage
from bot.components.forfeit import ForfeitButton
from bot.components.hand import ActButton, CardsSelect, PickSelect, RefreshHand, ShowHand, TakeBack
from bot.components.house_rules import OptionSelect, RulesPage
from bot.components.ledger import HistoryPage, PaymentButton
from bot.components.lobby import LevelSelect, LobbyButton, SeatSelect
from bot.components.lobby_settings import LanguageSelect, TableSettingsButton, TurnSelect
from bot.components.rematch import RematchButton
from bot.components.story import ReplayButton, ReplayHandSelect, ScoreSheetButton

COMPONENTS: tuple[type[Component], ...] = (
    ShowHand,
    RefreshHand,
    TakeBack,
    ActButton,
    PickSelect,
    CardsSelect,
    LobbyButton,
    SeatSelect,
    LevelSelect,
    OptionSelect,
    RulesPage,
    ForfeitButton,
    PaymentButton,
    HistoryPage,
    ScoreSheetButton,
    ReplayButton,
    ReplayHandSelect,
    RematchButton,
    ConfigRuleSelect,
    ConfigRulesPage,
    ConfigShowPage,
    TableSettingsButton,
    TurnSelect,
    LanguageSelect,
    Retired,
)
"""Every kind of component, each registered once by its template (``add_dynamic_items``)."""

__all__ = ["COMPONENTS", "Component"]
