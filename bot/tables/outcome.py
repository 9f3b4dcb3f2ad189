"""A table as the league sees it when it ends: ``bot.leagues.Outcome`` built from the live table.

Here, in the tables layer, so that the league below it never reads a table.  Pure.
"""

from __future__ import annotations

from bot.leagues.outcome import Entrant, Outcome, forfeit_ranks, ranks_of
from bot.tables.model import LiveTable


def outcome_of(t: LiveTable, forfeit: int | None = None) -> Outcome:
    """The outcome of ``t`` as it ends now (under its lock); ``forfeit``: the team that gave
    up the match.  Its seats are people or computers as at the end; a person whose seat the
    computer played (away, or left) is rated as that person: leaving a losing table does not
    escape the loss."""
    m = t.match
    team_seats = m.teams if m is not None else tuple((s,) for s in range(len(t.seats)))
    teams = tuple(
        tuple(
            Entrant(
                s,
                t.seats[s].user_id if t.seats[s].human else None,
                t.seats[s].name or f"Seat {s + 1}",
                t.level,
            )
            for s in seats
        )
        for seats in team_seats
    )
    finished = t.status == "finished" and m is not None
    ranks = ranks_of(m.winner, list(m.scores)) if finished and m is not None else ()
    if forfeit is not None and m is not None:
        ranks = forfeit_ranks(forfeit, len(teams))
    return Outcome(t.id, t.row.guild_id, t.game, finished, teams, ranks, forfeit, t.row.rated)
