"""Twenty-Nine's house-rule options (RULES.md §1.5), by the names the product uses.

``max_bid`` is deliberately not an option (§0.4): it follows from ``last_trick_point``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from games.options import GameOptions


class Options(GameOptions):
    """Every Twenty-Nine option; the defaults are the shipped profile (§1.3–1.4)."""

    min_bid: int = Field(15, ge=15, le=16, description="15 or 16; the forced dealer bid too")
    last_trick_point: bool = Field(False, description="last trick +1: 29 points, bids to 29")
    direction: Literal["clockwise", "counterclockwise"] = Field(
        "clockwise", description="how seats are shown; seats are always numbered in play order"
    )
    all_pass: Literal["dealer_forced", "redeal"] = Field(
        "dealer_forced", description="dealer_forced or redeal"
    )
    reveal_mode: Literal["mandatory", "optional"] = Field(
        "mandatory", description="mandatory or optional"
    )
    caller_must_trump: bool = Field(
        True, description="optional reveal mode: whoever calls for trump must then play one"
    )
    trump_card_mode: Literal["indicator", "own_card"] = Field(
        "indicator", description="indicator or own_card"
    )
    pair_enabled: bool = Field(True, description="the trump K+Q pair moves the target by 4")
    pair_adjust: Literal["all_or_nothing", "clamp"] = Field(
        "all_or_nothing", description="all_or_nothing or clamp"
    )
    pair_window: Literal["after_own_side_trick", "any_time_after_eligible"] = Field(
        "after_own_side_trick", description="after_own_side_trick or any_time_after_eligible"
    )
    double_redouble: bool = Field(False, description="defenders may double, bidders redouble")
    double_timing: Literal["after_second_deal", "after_trump_choice"] = Field(
        "after_second_deal", description="after_second_deal or after_trump_choice"
    )
    seventh_card: bool = Field(False, description="the bidder may make the 7th card trump")
    seventh_card_visible_to_bidder: bool = Field(
        True, description="whether the bidder sees the face-down seventh card"
    )
    single_hand: bool = Field(False, description="a player may play alone for all eight tricks")
    single_hand_value: int = Field(3, ge=1, le=99, description="game points a single hand is worth")
    no_trump_reverse: bool = Field(
        False, description="the bidder may choose no trump, with the ranking reversed"
    )
    annul_pointless_first_four: bool = Field(
        False, description="redeal if either of the first two speakers has no points"
    )
    set_scoring: Literal["bidder_loses", "defenders_gain"] = Field(
        "bidder_loses", description="bidder_loses or defenders_gain"
    )
    game_target: int = Field(6, ge=1, le=99, description="game points that win (or lose) the match")

    @property
    def max_points(self) -> int:
        """Card points in a deal, and so the highest bid (§0.4: not an option of its own)."""
        return 29 if self.last_trick_point else 28
