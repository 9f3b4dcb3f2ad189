"""Custom ids: ``cr:<kind>:<table>[:<rest>]``, at most 100 characters.

Every component's state lives in its custom id, so a message made before a restart (or by an
older Cardroom) works after it: these formats are those of every message already posted, and
must stay as they are.  Each kind has its template (a ``DynamicItem`` per kind parses its
state from its template's match):

==========  =====================================  ==========================================
kind        custom id                              what it is
==========  =====================================  ==========================================
``show``    ``cr:show:<table>``                    Show hand (table message)
``back``    ``cr:back:<table>``                    Take my seat back
``ref``     ``cr:ref:<table>``                     Refresh (hand message)
``act``     ``cr:act:<table>:<version>:<action>``  a move button (its action text)
``pick``    ``cr:pick:<table>:<version>:<n>``      a move select (values: action texts)
``cards``   ``cr:cards:<table>:<version>:<verb>``  a card multi-select (values: cards)
``lobby``   ``cr:lobby:<table>:<what>``            Join, Leave, Add computer, House rules,
                                                   Start, Cancel
``seat``    ``cr:seat:<table>``                    the lobby's seat select
``level``   ``cr:level:<table>``                   the lobby's computer level select
``opt``     ``cr:opt:<table>:<page>:<option>``     a house rule's select
``optp``    ``cr:optp:<table>:<page>:<p|n>``       ◀ Previous, Next ▶ of the house rules
``ff``      ``cr:ff:<table>:<yes|no>``             Forfeit, Keep playing
``pay``     ``cr:pay:<payment>:<yes|no|wd>``       a ledger payment's Confirm, Decline,
                                                   Withdraw (the number is the payment's id)
``ledh``    ``cr:ledh:<member>:<page>``            ◀ Newer, Older ▶ of ``/ledger history``
                                                   (the number is the member's user id)
``sheet``   ``cr:sheet:<table>``                   Score sheet (table message)
``rp``      ``cr:rp:<table>:<hand>:<frame>:<slot>`` Replay and its steps (slot: o f p n l)
``rph``     ``cr:rph:<table>``                     a replay's jump-to-hand select
``rematch`` ``cr:rematch:<table>``                 Rematch (an ended table's result post)
``cfgo``    ``cr:cfgo:<guild>:<game>:<pg>:<opt>``  a server's default house rule (``/config``)
``cfgp``    ``cr:cfgp:<guild>:<game>:<pg>:<p|n>``  ◀ Previous, Next ▶ of those rules
``cfgs``    ``cr:cfgs:<guild>:<page>:<p|n>``       the pages of ``/config show``
``tset``    ``cr:tset:<table>``                    the lobby's Table settings (the host's)
``turn``    ``cr:turn:<table>``                    this table's turn time select
``tlang``   ``cr:tlang:<table>``                   this table's language select
==========  =====================================  ==========================================
"""

from __future__ import annotations

PREFIX = "cr"
MAX_LEN = 100
TEMPLATE = r"cr:(?P<kind>[a-z]+):(?P<table>\d+)(?::(?P<rest>.*))?"
"""Any Cardroom custom id."""

SHOW, BACK, REFRESH, ACT, PICK, CARDS = "show", "back", "ref", "act", "pick", "cards"
LOBBY, SEAT, LEVEL, OPTION, RULES_PAGE, FORFEIT = "lobby", "seat", "level", "opt", "optp", "ff"
SHEET, REPLAY, REPLAY_HAND = "sheet", "rp", "rph"
REMATCH = "rematch"
PAYMENT, LEDGER_PAGE = "pay", "ledh"
CONFIG_RULE, CONFIG_RULES_PAGE, CONFIG_SHOW = "cfgo", "cfgp", "cfgs"
TABLE_SETTINGS, TURN, TABLE_LANGUAGE = "tset", "turn", "tlang"
KINDS = (
    SHOW, BACK, REFRESH, ACT, PICK, CARDS, LOBBY, SEAT, LEVEL, OPTION, RULES_PAGE, FORFEIT,
    PAYMENT, LEDGER_PAGE, SHEET, REPLAY, REPLAY_HAND, REMATCH,
    CONFIG_RULE, CONFIG_RULES_PAGE, CONFIG_SHOW, TABLE_SETTINGS, TURN, TABLE_LANGUAGE,
)  # fmt: skip

TABLE = r"(?P<table>\d+)"
VERSION = r"(?P<version>\d+)"


def template(kind: str, *rest: str) -> str:
    """The template of a kind: ``cr:<kind>:<table>`` and the named groups of its rest."""
    return ":".join([PREFIX, kind, TABLE, *rest])


RETIRED = rf"cr:(?!(?:{'|'.join(KINDS)}):)[a-z]+:{TABLE}(?::.*)?"
"""A custom id of a kind no Cardroom uses any more (none yet): answered, not left to fail."""


def make(kind: str, table_id: int, *rest: object) -> str:
    cid = ":".join([PREFIX, kind, str(table_id), *(str(r) for r in rest)])
    if len(cid) > MAX_LEN:
        raise ValueError(f"custom id too long ({len(cid)}): {kind}")
    return cid
