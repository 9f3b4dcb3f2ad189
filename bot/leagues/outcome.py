"""An ended table as the league sees it: the teams, who sat in them, and where each placed.

Built from the live table under its lock, in the change that ends it, so it is exactly the end
being committed (``bot.tables.outcome``: the tables layer builds it, the league never reads a
table).  Pure data: ``record`` writes it inside that change's transaction.
"""

from __future__ import annotations

from dataclasses import dataclass

MIN_PEOPLE = 2
"""A table is rated only with at least this many people: alone against computers is practice."""


@dataclass(frozen=True, slots=True)
class Entrant:
    """One seat: a person (``user_id``) or a computer (``level``)."""

    seat: int
    user_id: int | None
    name: str
    level: str

    @property
    def person(self) -> bool:
        return self.user_id is not None


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one ended table means for its server's league."""

    table_id: int
    guild_id: int
    game: str
    finished: bool
    """Played out (not cancelled or abandoned): only then are ratings moved."""
    teams: tuple[tuple[Entrant, ...], ...]
    ranks: tuple[int, ...]
    """Per team, its place: 0 best, ties equal (empty for a table that did not finish)."""
    forfeit: int | None = None
    """The team that forfeited the match (a seated person ended it after the start): it places
    last and every other team first.  Rated like a played-out table: cancelling a match you are
    losing must not wipe its result."""
    server_rated: bool = True
    """The table's server rates its tables (``/config``, kept from the table's opening)."""

    @property
    def people(self) -> list[Entrant]:
        return sorted((e for team in self.teams for e in team if e.person), key=lambda e: e.seat)

    @property
    def rated(self) -> bool:
        ended = self.finished or self.forfeit is not None
        return ended and len(self.people) >= MIN_PEOPLE and self.server_rated

    def won(self, entrant: Entrant) -> bool:
        """First place (shared first place in a Tonk tie counts as a win for each)."""
        if not self.ranks:  # not played out: nobody won
            return False
        return any(
            entrant in team and rank == 0 for team, rank in zip(self.teams, self.ranks, strict=True)
        )


def ranks_of(winner: int | None, scores: list[int]) -> tuple[int, ...]:
    """Places from the match: the winning team first, then by score (Tonk: the net stakes;
    Schmier with three teams: the two losers by their points); equal keys share a place."""
    keys = [(0 if winner == i else 1, -s) for i, s in enumerate(scores)]
    return tuple(sum(1 for k in set(keys) if k < key) for key in keys)


def forfeit_ranks(forfeit: int, teams: int) -> tuple[int, ...]:
    """Places after a forfeit: the team that gave up last, all the others share first place
    (each wins), whatever the scores were: the match was not played out."""
    return tuple(1 if i == forfeit else 0 for i in range(teams))
