"""The terms of an early end: what a cancel by this person means, what a forfeit would do, and
the line the thread reads.

Pure: each function reads a ``LiveTable`` under its lock and raises ``TableError`` with the
sentence the person reads; ``ends`` commits and shows the end.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.i18n import Tr, tr
from bot.leagues.outcome import MIN_PEOPLE
from bot.tables import per_game
from bot.tables.errors import TableError
from bot.tables.lobby import seat_for
from bot.tables.model import LiveTable, Seat
from bot.tables.outcome import outcome_of


@dataclass(frozen=True, slots=True)
class ForfeitTerms:
    """What a forfeit would mean, for the question asked before it and the thread's line.

    The sides are seats, not names: the question names them in the person's language, the
    line in the table's (a computer is *Cyfrifiadur 2* at a Welsh table)."""

    seats: tuple[Seat, ...]
    """The table's seats as they are now (copies)."""
    losing: tuple[int, ...]
    """The forfeiting side's seats (Tonk: the one seat)."""
    winning: tuple[tuple[int, ...], ...]
    """The other sides, each by its seats: every one of them wins."""
    rated: bool
    """The forfeit moves ratings (``Outcome.rated``)."""
    league: bool = True
    """The table's server rates its tables (``/config rated``); if not, nothing is said about
    ratings at all."""

    @property
    def team(self) -> bool:
        """The forfeiting side is a team of several seats."""
        return len(self.losing) > 1

    @property
    def count(self) -> int:
        """For the verb's agreement: 1 if one person wins, 2 if several do."""
        return 2 if len(self.winning) > 1 or len(self.winning[0]) > 1 else 1

    def sides(self, names: Sequence[str], sep: str) -> tuple[str, tuple[str, ...]]:
        """The losing side and each winning side, from the seats' ``names`` joined by ``sep``
        (``table-team-members-sep``): ``alice & Computer 2``."""
        return sep.join(names[s] for s in self.losing), tuple(
            sep.join(names[s] for s in side) for side in self.winning
        )


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


def cancel_reason(kind: str, user_id: int, language: str = "en") -> str:
    """The thread's line for a cancel (or a Tonk host's end), in the table's ``language``."""
    said = tr(language)
    return said("cancel-line-end" if kind == "end" else "cancel-line", mention=f"<@{user_id}>")


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
    return ForfeitTerms(
        seats=tuple(Seat.from_json(s.to_json()) for s in t.seats),
        losing=tuple(m.teams[side]),
        winning=tuple(tuple(team) for i, team in enumerate(m.teams) if i != side),
        rated=outcome_of(t, forfeit=side).rated,
        league=t.row.rated,
    )


def _names(seats: Sequence[Seat], said: Tr) -> list[str]:
    """The seats' names in ``said``'s language, as ``bot.render.seats.seat_names`` reads them
    (that module is above this layer): ``Seat.said_name``, an empty seat by its number."""
    out = []
    for i, s in enumerate(seats):
        name = s.said_name()
        out.append(
            (name if isinstance(name, str) else name.text(said)) or said("table-seat", seat=i + 1)
        )
    return out


def forfeit_reason(seat: int, terms: ForfeitTerms, language: str = "en") -> str:
    """The thread's line for a forfeit by the person at ``seat``, in the table's ``language``:
    who gave up, for which side, who wins; and, where the server rates its tables, why this
    one is not rated if it is not."""
    said = tr(language)
    names = _names(terms.seats, said)
    losers, winning = terms.sides(names, said("table-team-members-sep"))
    *first, last = winning
    winners = said("hand-list-and", first=", ".join(first), last=last) if first else last
    if terms.team:
        reason = said("forfeit-line-team", who=names[seat], losers=losers, winners=winners,
                      count=terms.count)  # fmt: skip
    else:
        reason = said("forfeit-line-seat", who=names[seat], winners=winners, count=terms.count)
    if terms.league and not terms.rated:
        reason += " " + said("league-not-rated", min=str(MIN_PEOPLE))
    return reason
