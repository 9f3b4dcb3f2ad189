"""The terms of an early end: what a cancel by this person means, what a forfeit would do, and
the line the thread reads.

Pure: each function reads a ``LiveTable`` under its lock and raises ``TableError`` with the
sentence the person reads; ``ends`` commits and shows the end.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.leagues.outcome import MIN_PEOPLE
from bot.tables import per_game
from bot.tables.errors import TableError
from bot.tables.lobby import seat_for
from bot.tables.model import LiveTable
from bot.tables.outcome import outcome_of
from games import Match


@dataclass(frozen=True, slots=True)
class ForfeitTerms:
    """What a forfeit would mean, for the question asked before it."""

    losers: str
    """The forfeiting side's seats: ``alice & Computer 2``."""
    team: bool
    """The side is a team of several seats (Tonk: one seat)."""
    winners: str
    """Who wins then, with the verb: ``bob & carol win``, ``bob wins``."""
    rated: bool
    winning: tuple[str, ...] = ()
    """The winning sides, each as ``winners`` names it, without the verb (the forfeit
    question says them in the person's language)."""


def open_ended(t: LiveTable) -> bool:
    """A table of a game without a match end (Tonk) and no number of hands: it has no
    played-out end, its host ends it."""
    return per_game.open_ended(t.game, t.row.hand_limit)


def cancel_means(t: LiveTable, user_id: int, can_manage: bool) -> str:
    """What a cancel by this person does now (refusals raise ``TableError``):

    - ``cancel``: a lobby (its host, or a moderator: Manage Threads), or a running table
      cancelled by a moderator who is not seated at it: unrated;
    - ``forfeit``: a seated person after the start, the host included: their team loses,
      rated (the Discord layer asks first), so a losing side cannot wipe the result;
    - ``end``: the host of a Tonk table played until the host ends it (never rated; the
      hands played count in the stakes, as always).
    """
    if t.status == "lobby":
        if user_id != t.row.host_id and not can_manage:
            raise TableError("error-host-cancels")
        return "cancel"
    if t.seat_of(user_id) is not None:
        if not open_ended(t):
            return "forfeit"
        if user_id == t.row.host_id:
            return "end"
        raise TableError("error-tonk-host-ends")
    if can_manage:
        return "cancel"
    raise TableError("error-players-forfeit")


def cancel_reason(kind: str, user_id: int) -> str:
    if kind == "end":
        return f"The host <@{user_id}> ended the table."
    return f"The table was cancelled by <@{user_id}>."


def _and(items: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def _side_label(t: LiveTable, m: Match, side: int) -> str:
    return " & ".join(t.seats[s].name or f"Seat {s + 1}" for s in m.teams[side])


def forfeit_side(t: LiveTable, user_id: int) -> int:
    """The team (Tonk: the seat) a person's forfeit gives up for."""
    m = t.match
    if m is None:
        raise TableError("error-not-started")
    seat = seat_for(t, user_id)
    return next(i for i, team in enumerate(m.teams) if seat in team)


def forfeit_terms(t: LiveTable, user_id: int) -> ForfeitTerms:
    """What a forfeit by ``user_id`` would mean, for the question asked before it."""
    if cancel_means(t, user_id, False) != "forfeit":
        raise TableError("error-nothing-to-forfeit")
    side = forfeit_side(t, user_id)
    m = t.match
    assert m is not None
    winners = [_side_label(t, m, i) for i in range(len(m.teams)) if i != side]
    several = len(winners) > 1 or " & " in winners[0]
    return ForfeitTerms(
        losers=_side_label(t, m, side),
        team=len(m.teams[side]) > 1,
        winners=_and(winners) + (" win" if several else " wins"),
        rated=outcome_of(t, forfeit=side).rated,
        winning=tuple(winners),
    )


def forfeit_reason(who: str, terms: ForfeitTerms) -> str:
    """The thread's line for a forfeit by ``who``."""
    reason = f"🏳️ {who} forfeited the match"
    reason += f" for {terms.losers}: " if terms.team else ": "
    reason += f"{terms.winners}."
    if not terms.rated:
        reason += f" Not rated: a league table needs at least {MIN_PEOPLE} people."
    return reason
