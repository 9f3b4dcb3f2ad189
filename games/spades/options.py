"""Spades house-rule options (RULES.md §3.4 and the §0.4 pinned decisions)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from games.options import GameOptions


class Options(GameOptions):
    """The option names and defaults the product uses; a record stores only the changed ones."""

    target: int = Field(500, ge=1, le=100_000, description="points a team needs to win")
    nil_value: int = Field(100, ge=0, le=10_000, description="points won or lost by a nil bid")
    blind_nil_value: int = Field(
        200, ge=0, le=10_000, description="points won or lost by a blind-nil bid"
    )
    blind_nil_enabled: bool = Field(True, description="a seat that has not looked may bid blind")
    blind_nil_exchange_cards: Literal[0, 2, 3] = Field(
        3, description="cards a blind-nil bidder and partner exchange: 0, 2 or 3"
    )
    blind_nil_min_deficit: int = Field(
        0, ge=0, le=100_000, description="blind nil only when the side trails by at least this"
    )
    nil_exchange_cards: Literal[0, 2] = Field(
        0, description="cards a nil bidder and partner exchange: 0 or 2"
    )
    nil_tricks_mode: Literal["bags", "count_toward_contract", "ignored"] = Field(
        "bags",
        description="a nil bidder's tricks: bags, count_toward_contract (OpenSpiel) or ignored",
    )
    partnership_bid_cap: bool = Field(True, description="partners' bids may not total over 13")
    bags_enabled: bool = Field(True, description="count overtricks as bags, with the penalty")
    bag_threshold: int = Field(10, ge=1, le=1000, description="bags that cost a penalty")
    bag_penalty: int = Field(100, ge=0, le=10_000, description="points lost per bag threshold")
    first_lead: Literal["left_of_dealer", "two_of_clubs"] = Field(
        "left_of_dealer", description="who leads trick 1: left_of_dealer or two_of_clubs"
    )
    spades_lead_anytime: bool = Field(False, description="spades may be led before broken")
    no_spades_first_trick: bool = Field(
        False, description="no spade on trick 1 from a player who holds anything else"
    )
    mercy_loss_at: int | None = Field(
        None,
        ge=-100_000,
        le=100_000,
        description="a side at or below this score after a hand loses (null: off)",
    )

    @model_validator(mode="after")
    def _mercy_below_target(self) -> Options:
        if self.mercy_loss_at is not None and self.mercy_loss_at >= self.target:
            raise ValueError(
                f"mercy_loss_at {self.mercy_loss_at} must be below the target {self.target}"
            )
        return self
