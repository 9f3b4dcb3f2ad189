"""Tonk house-rule options (RULES.md §4.4 and the §0.4 pinned decisions)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, field_validator, model_validator

from games.options import GameOptions

CaughtMode = Literal[
    "double_each_leq_plus_low_bonus",
    "double_each_leq_only",
    "double_to_lowest_only",
    "seed_literal_dropper_pays_basic_too",
]

FiveCardTotal = Annotated[int, Field(ge=6, le=50)]
"""Five cards count at least 6 (A A A A 2) and at most 50 (four tens and a face card)."""


class Options(GameOptions):
    """The option names and defaults the product uses; a record stores only the changed ones."""

    stake: int = Field(1, ge=1, le=1_000_000, description="the basic stake, a whole number >= 1")
    min_players: int = Field(2, ge=2, le=5, description="fewest seats, 2 to 5")
    max_players: int = Field(3, ge=2, le=5, description="most seats, 2 to 5")
    initial_tonk_totals: tuple[FiveCardTotal, ...] = Field(
        (49, 50),
        description="five-card totals (6 to 50) that win at once, paid double; [] turns it off",
    )
    initial_upcard: bool = Field(True, description="turn one card up to start the discard pile")
    must_lay_down_spreads: bool = Field(
        False, description="a player may not end a turn holding a book or run"
    )
    allow_hold_three_aces: bool = Field(
        True, description="with must_lay_down_spreads: three aces may still be held"
    )
    tonk_out_requires_new_spread: bool = Field(
        False, description="going out without a discard pays double only after a new spread"
    )
    caught_mode: CaughtMode = Field(
        "double_each_leq_plus_low_bonus", description="who pays whom when a dropper is caught"
    )
    hit_lock_turns: int = Field(
        0, ge=0, le=10, description="turns a player may not drop after being hit, 0 to 10"
    )
    discard_pickup_must_meld: bool = Field(
        False, description="a card taken from the discard must go into a spread or hit at once"
    )
    no_immediate_rediscard: bool = Field(
        False, description="the card just taken from the discard may not be discarded again"
    )

    @field_validator("initial_tonk_totals", mode="after")
    @classmethod
    def _as_set(cls, v: tuple[int, ...]) -> tuple[int, ...]:
        """The option is a set: order and repeats carry no meaning, so keep one sorted form."""
        return tuple(sorted(set(v)))

    @model_validator(mode="after")
    def _player_range(self) -> Options:
        if self.min_players > self.max_players:
            raise ValueError(
                f"min_players {self.min_players} is above max_players {self.max_players}"
            )
        return self
