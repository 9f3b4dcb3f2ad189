"""A bidder who may not see the seventh card learns nothing about it from error messages."""

from __future__ import annotations

import pytest

from games.errors import IllegalAction
from tests.twentynine.helpers import S, auction_to, plays, table
from tests.twentynine.test_scenarios import T17_DEAL


def test_blind_bidder_gets_the_same_refusal_for_the_face_down_card_as_for_any_unheld_card() -> None:
    m = table(T17_DEAL, options={"seventh_card": True, "seventh_card_visible_to_bidder": False})
    auction_to(m, S, 15, "trump seventh")
    assert m.view(S)["trump"] is None and m.view(S)["trump_card"] is None
    plays(m, "JD 7D")
    messages = set()
    for card in ("7H", "AH", "QC"):  # 7H is the face-down trump card; S holds none of them
        with pytest.raises(IllegalAction) as err:
            m.apply(S, f"play {card}")
        messages.add(str(err.value).replace(card, "X"))
    assert messages == {"you do not hold X"}


def test_a_bidder_who_sees_the_card_is_told_why() -> None:
    m = table(T17_DEAL, options={"seventh_card": True})
    auction_to(m, S, 15, "trump seventh")
    plays(m, "JD 7D")
    with pytest.raises(IllegalAction, match="face-down trump card cannot be played"):
        m.apply(S, "play 7H")
