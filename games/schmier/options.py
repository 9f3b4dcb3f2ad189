"""Schmier house-rule options (RULES.md §2.4 and the §0.4 pinned decisions)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from games.options import GameOptions


class Options(GameOptions):
    """The option names and defaults the product uses; a record stores only the changed ones."""

    teams: Literal["3x2", "2x3"] = Field(
        "3x2", description="3x2: teams {0,3} {1,4} {2,5}; 2x3: teams {0,2,4} {1,3,5}"
    )
    target: int = Field(21, ge=1, le=1000, description="points a team needs to win, 1 to 1000")
    min_bid: int = Field(3, ge=1, le=6, description="lowest bid, 1 to 6")
    max_bid: int = Field(6, ge=1, le=6, description="highest bid, 1 to 6; it ends the auction")
    all_pass: Literal["redeal_same_dealer", "redeal_next_dealer", "dealer_stuck"] = Field(
        "redeal_same_dealer",
        description="all pass: redeal by the same or the next dealer, or the dealer must bid",
    )
    max_discard: int = Field(3, ge=0, le=3, description="cards a non-dealer may discard, 0 to 3")
    trump_anytime: bool = Field(False, description="a player able to follow may trump instead")
    bidder_must_lead_trump: bool = Field(
        False, description="the bidder's first lead must be a trump when the bidder holds one"
    )
    show_dealer_trump_discards: bool = Field(
        False, description="trumps the dealer discards (holding more than six) become public"
    )
    tie_fallback: Literal["another_hand", "count_out_order"] = Field(
        "another_hand",
        description="two non-bidding teams tied on top at the target: another hand, or count out",
    )

    @model_validator(mode="after")
    def _bid_range(self) -> Options:
        if self.min_bid > self.max_bid:
            raise ValueError(f"min_bid {self.min_bid} is above max_bid {self.max_bid}")
        return self
