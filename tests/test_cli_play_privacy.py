"""The terminal game shows other seats' actions only as the human's seat may see them."""

from __future__ import annotations

import io
import random
import re

from games import new_match
from games.cli.play_cmd import TerminalGame
from games.players import RandomPlayer, choose_for

CARD = re.compile(r"\b(?:[2-9TJQKA][SHDC]|JK)\b")


def terminal(match, seat: int = 0) -> TerminalGame:  # type: ignore[no-untyped-def]
    return TerminalGame(
        match, seat, "random", rng=random.Random(1), read=lambda _: "quit", out=io.StringIO()
    )


def advance_to(match, phase: str, rng: random.Random) -> None:  # type: ignore[no-untyped-def]
    player = RandomPlayer()
    for _ in range(500):
        if match.phase == phase:
            return
        seat = match.to_act[0]
        match.apply(seat, choose_for(match, seat, player, rng))
    raise AssertionError(f"never reached {phase}")


def test_schmier_discards_of_other_seats_are_not_shown() -> None:
    seen = 0
    for seed in range(40):
        m = new_match("schmier", seed=seed)
        rng = random.Random(seed)
        try:
            advance_to(m, "discard", rng)
        except AssertionError:
            continue
        game = terminal(m, seat=(m.to_act[0] + 1) % 6)
        while m.phase == "discard" and m.to_act[0] != game.seat:
            seat = m.to_act[0]
            action = next(a for a in m.legal_actions(seat) if len(a.cards) > 0)
            text = game.apply_seen(seat, action)
            assert not CARD.search(text), text
            assert text.startswith("discard")
            seen += 1
    assert seen > 0


def test_twentynine_hidden_trump_choice_is_not_shown() -> None:
    m = new_match("twentynine", seed=3)
    rng = random.Random(3)
    advance_to(m, "trump", rng)
    bidder = m.to_act[0]
    game = terminal(m, seat=(bidder + 1) % 4)
    action = next(a for a in m.legal_actions(bidder) if str(a) == "trump H")
    text = game.apply_seen(bidder, action)
    assert "H" not in text.split()[-1]
