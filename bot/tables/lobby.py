"""The lobby's rules: who may sit where, who hosts, how many tables, the house rules, the start
(what a cancel means and what a forfeit would do: ``terms``).

Pure: each function reads (or, where it says so, changes) a ``LiveTable`` under its lock and
raises ``TableError`` with the sentence the person reads.  The service commits and shows.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from bot.computers import DEFAULT_LEVEL, levels
from bot.db.rows import TableRow
from bot.i18n import tr
from bot.tables import house_rules, moves, per_game, refusals, rematch
from bot.tables.errors import Answer, Said, TableError, Worded
from bot.tables.model import LiveTable, Seat
from bot.tables.turns import start_turns
from games import GAMES, TITLES, new_match
from games.errors import CardroomError, InvalidOptions, InvalidRecord

SEAT_OPTIONS = frozenset({"min_players", "max_players"})
"""Options that only bound the seat count, which is chosen at ``/table create`` instead."""
STAKE = "stake"
"""The option a game is played for (Tonk): ``/table create`` takes it."""


@dataclass(frozen=True, slots=True)
class LobbyState:
    """What a change of seats, host or house rules may touch, to put back if its commit
    fails (memory never runs ahead of the store)."""

    seats: list[dict[str, Any]]
    host_id: int
    options: dict[str, Any]
    hand_limit: int | None
    level: str
    updated_at: float

    @classmethod
    def of(cls, t: LiveTable) -> LobbyState:
        r = t.row
        seats = [s.to_json() for s in t.seats]
        return cls(seats, r.host_id, dict(r.options), r.hand_limit, r.computer_level, r.updated_at)

    def restore(self, t: LiveTable) -> None:
        t.seats[:] = [Seat.from_json(s) for s in self.seats]
        t.row.host_id, t.row.options, t.row.hand_limit = self.host_id, self.options, self.hand_limit
        t.row.computer_level, t.row.updated_at = self.level, self.updated_at
        t.sync_players()


@dataclass(slots=True)
class Change:
    """What a change of the seats, the host or the house rules did in memory, for the service
    to commit and then show (in this order: the table message, the notices, the computers)."""

    answer: str
    """The private answer to the person who made the change (an ``Answer``: said in their
    language)."""
    changed: bool = True
    """Something changed: the row is committed, then the table message follows (a value
    chosen again changes nothing and posts nothing)."""
    notices: list[tuple[str, tuple[int, ...]]] = field(default_factory=list)
    """Lines for the thread (with the people they notify), once the change is committed."""
    close: str | None = None
    """Nobody is left: the table ends instead (cancelled), with this line in its thread."""
    plays_on: bool = False
    """A running table changed (a person left, or took their seat back): its computers and
    turn timer go on."""
    edit: bool = True
    """The table message follows at once (else only through ``plays_on``)."""
    starts: bool = False
    """A rematch whose people are all back: the service starts it (``rematch.all_back``)."""


# ----- opening a table ---------------------------------------------------------------------


def new_options(game: str, seats: int | None, stake: int | None) -> tuple[dict[str, Any], int]:
    """The house rules and the seat count of a new table of ``game`` (``/table create``'s
    ``seats`` and ``stake``, where the game's options have them)."""
    if game not in GAMES:
        raise TableError(
            "error-unknown-game", game=repr(game), games=[game_name(g) for g in TITLES]
        )
    options: dict[str, Any] = {}
    if stake is not None:
        if not house_rules.has_option(game, STAKE):
            raise TableError("error-stake-tonk-only")
        options[STAKE] = stake
    if seats is not None:
        # Where the options bound the seat count (Tonk), they widen to the seats chosen.
        fields = house_rules.options_model(game).model_fields
        if "max_players" in fields and seats > (fields["max_players"].default or 0):
            options["max_players"] = seats
        if "min_players" in fields and seats < (fields["min_players"].default or 0):
            options["min_players"] = seats
    try:
        checked = house_rules.validate(game, options)
        probe = new_match(game, checked, seats=seats, seed=0)
    except InvalidOptions as exc:
        detail = refusals.rules_reason(game, options, str(exc))
        raise TableError("error-cannot-open", detail=detail) from None
    except InvalidRecord as exc:
        raise TableError("error-cannot-open", detail=refusals.reason_of(exc, str(exc))) from None
    options = checked
    return options, probe.seats


def new_table(
    table_id: int,
    *,
    guild_id: int,
    channel_id: int,
    host_id: int,
    host_name: str,
    game: str,
    options: dict[str, Any],
    seats: int,
    turn_seconds: int,
    now: float,
    language: str = "en",
) -> LiveTable:
    """A new lobby, the host in seat 0: the game's number of hands (a game without a match
    end), the default computer level (the strongest the game has, if less); ``language``: its
    public messages' (the server's)."""
    known = levels(game)
    row = TableRow(
        id=table_id,
        guild_id=guild_id,
        channel_id=channel_id,
        thread_id=None,
        host_id=host_id,
        game=game,
        options=options,
        seats=seats,
        players=[],
        status="lobby",
        seed=None,
        first_dealer=None,
        version=0,
        message_id=None,
        turn_seconds=turn_seconds,
        hand_limit=per_game.of(game).hands,
        created_at=now,
        updated_at=now,
        computer_level=DEFAULT_LEVEL if DEFAULT_LEVEL in known else known[-1],
        language=language,
    )
    t = LiveTable(row, [Seat() for _ in range(seats)])
    t.seats[0] = Seat("human", host_id, host_name)
    t.sync_players()
    return t


def game_name(game: str) -> Said:
    """A game's name, said in the language of the refusal it is in."""
    return Said(f"game-{game}")


def table_ref(t: LiveTable) -> Said:
    """A table as a refusal lists it: its thread (a link), its game and what it is doing."""
    doing = "lobby" if t.status == "lobby" else "playing"
    if t.row.thread_id:
        return Said("error-table-ref-thread", thread=str(t.row.thread_id), game=game_name(t.game),
                    doing=doing)  # fmt: skip
    return Said("error-table-ref-number", id=str(t.id), game=game_name(t.game), doing=doing)


def check_caps(
    tables: Iterable[LiveTable], guild_id: int, host_id: int, per_host: int, per_server: int
) -> None:
    """Refuse a table over the limits of open tables (lobby or playing): per host (hosting
    is what a person controls; seats at other people's tables are not limited) and per
    server (each table holds an active thread).  The refusal names the limit and the
    tables it counts.  A limit of 0 is none."""
    here = sorted((t for t in tables if t.row.guild_id == guild_id), key=lambda t: t.id)
    mine = [t for t in here if t.row.host_id == host_id]
    if per_host and len(mine) >= per_host:
        listed = [table_ref(t) for t in mine]
        raise TableError("error-host-cap", count=len(mine), limit=per_host, tables=listed)
    if per_server and len(here) >= per_server:
        lobbies = [t for t in here if t.status == "lobby" and t.row.thread_id][:5]
        if lobbies:
            raise TableError("error-server-cap-lobbies", count=len(here), limit=per_server,
                             lobbies=[table_ref(t) for t in lobbies])  # fmt: skip
        raise TableError("error-server-cap", count=len(here), limit=per_server)


# ----- seats, host, house rules --------------------------------------------------------------


def check_lobby(t: LiveTable) -> None:
    if t.status != "lobby":
        raise TableError("error-started")


def seat_for(t: LiveTable, user_id: int) -> int:
    seat = t.seat_of(user_id)
    if seat is None:
        raise TableError("error-not-seated")
    return seat


def join_seat(t: LiveTable, user_id: int, seat: int | None, now: float = 0.0) -> int:
    """The seat a person joins: the one chosen, else the one a rematch holds for them, else
    the first empty one (a seat whose hold is over counts), else the first a computer holds
    (the person takes its place).  A seat held for someone else is refused until its hold is
    over."""
    current = t.seat_of(user_id)
    over = rematch.hold_over(t, now)
    if seat is None:
        if current is not None:
            raise TableError("error-already-in-seat", seat=current + 1)
        mine = [i for i, s in enumerate(t.seats) if s.held and s.user_id == user_id]
        free = [i for i, s in enumerate(t.seats) if s.empty or (s.held and over)]
        computers = [i for i, s in enumerate(t.seats) if s.kind == "computer"]
        if not mine and not free and not computers:
            raise TableError("error-table-full")
        seat = (mine or free or computers)[0]
    if not 0 <= seat < len(t.seats):
        raise TableError("error-no-such-seat")
    if current == seat:
        raise TableError("error-already-in-seat", seat=seat + 1)
    target = t.seats[seat]
    if target.human:
        raise TableError("error-seat-taken", seat=seat + 1, name=target.name)
    if target.held and target.user_id != user_id and not over:
        until = int(t.rematch.held_until) if t.rematch else 0
        raise TableError("error-seat-held", seat=seat + 1, name=target.name, until=str(until))
    return seat


def heir(t: LiveTable, seat: int) -> int | None:
    """Who hosts when the host (in ``seat``) leaves the lobby: the person in the next seat
    round the table (seats are the one order everybody sees; joins are not timed)."""
    n = len(t.seats)
    return next((i % n for i in range(seat + 1, seat + n) if t.seats[i % n].human), None)


def others_seated(t: LiveTable) -> bool:
    """Someone besides the host has joined: a change of the terms is then announced."""
    return any(s.human and s.user_id != t.row.host_id for s in t.seats)


def host_name(t: LiveTable) -> str:
    """The host as the thread's notices name them (in the table's language if unnamed)."""
    seat = t.seat_of(t.row.host_id)
    return (t.seats[seat].name if seat is not None else "") or tr(t.row.language)("lobby-the-host")


def rule_words(game: str, name: str, value: Any) -> tuple[Worded, Worded]:
    """A house rule's name and value as the host's answer says them, in the host's language
    (English keeps the words it always had)."""
    key = house_rules.rule_key(game, name)
    label, _ = option_words(name, value)
    return (
        Worded(lambda say: house_rules.label(key, label, say), label),
        Worded(lambda say: house_rules.value_label(key, value, say),
               house_rules.format_value(value)),
    )  # fmt: skip


def change_option(t: LiveTable, name: str, value: Any) -> None:
    """Set the house rule ``name`` (the number of hands of a game without a match end too);
    refuses a value the game does not allow and the seat bounds."""
    if name == house_rules.BOT_HANDS and per_game.of(t.game).hands is not None:
        if value is not None and (not isinstance(value, int) or value < 1):
            raise TableError("error-hands-whole")
        t.row.hand_limit = value
        return
    if name in SEAT_OPTIONS:
        raise TableError("error-seats-fixed")
    wanted = {**t.row.options, name: value}
    try:
        t.row.options = house_rules.validate(t.game, wanted)
    except InvalidOptions as exc:
        detail = refusals.rules_reason(t.game, wanted, str(exc))
        raise TableError("error-rule-refused", detail=detail) from None


def option_words(name: str, value: Any) -> tuple[str, str]:
    """A house rule's label and its new value as the thread announces them."""
    label = name.replace("_", " ").capitalize()
    shown = house_rules.format_value(value)
    if name == house_rules.BOT_HANDS and value is None:
        shown = "until the host ends the table"
    return label, shown


def join(t: LiveTable, user_id: int, name: str, seat: int | None, now: float = 0.0) -> Change:
    """A person takes a seat (``join_seat``), moving from theirs if they had one (a seat a
    rematch held for them and that they leave for another is free).  Holds that are over are
    freed with it; a rematch whose people are all back then starts (``Change.starts``): the
    join of the last person taking back a held seat, not a stranger filling a freed one."""
    check_lobby(t)
    current = t.seat_of(user_id)
    seat = join_seat(t, user_id, seat, now)
    if current is not None:
        t.seats[current] = Seat()
    replaced = t.seats[seat].kind == "computer"
    back = t.seats[seat].held and t.seats[seat].user_id == user_id
    for i, s in enumerate(t.seats):
        if s.held and s.user_id == user_id and i != seat:
            t.seats[i] = Seat()
    t.seats[seat] = Seat("human", user_id, name)
    how = "computer" if replaced else "held" if back else "empty"
    if current is not None:
        done = Change(Answer("answer-moved-seat", seat=seat + 1, how=how))
    else:
        done = Change(Answer("answer-took-seat", seat=seat + 1, how=how))
    if rematch.held_seats(t) and rematch.hold_over(t, now):
        freed = rematch.free_holds(t)
        done.notices.append((rematch.freed_notice(freed, t.row.language), ()))
    # The last person back at a rematch starts it; a full lobby after the hold does not.
    done.starts = back and rematch.all_back(t)
    return done


def leave(t: LiveTable, user_id: int) -> Change:
    """A person leaves the lobby (the host hands the role to the next person round the table,
    ``heir``; a lobby with no person left closes), or a running match (the computer plays the
    seat; the table closes once every person has left)."""
    seat = seat_for(t, user_id)
    name = t.seats[seat].name
    if t.status != "lobby":
        s = t.seats[seat]
        if s.left:
            raise TableError("error-already-left")
        s.left = True
        done = Change(Answer("answer-left-table"))
        said = tr(t.row.language)
        if not any(x.human and not x.left for x in t.seats):
            done.close = said("lobby-close-everybody-left")
        else:
            done.plays_on = True
            level = said(f"seat-level-{t.level}") if said.has(f"seat-level-{t.level}") else t.level
            notice = said("lobby-notice-left-running", name=name, seat=seat + 1, level=level)
            done.notices.append((notice, ()))
        return done
    t.seats[seat] = Seat()
    done = Change(Answer("answer-left-seat", seat=seat + 1))
    if user_id != t.row.host_id:
        return done
    new = heir(t, seat)
    if new is None:
        done.close = tr(t.row.language)("lobby-close-host-left", name=name)
        return done
    s = t.seats[new]
    t.row.host_id = s.user_id or 0
    done.answer += Answer("answer-new-host", name=s.name)
    notice = tr(t.row.language)(
        "lobby-notice-new-host", name=name, user=str(s.user_id), heir=s.name, seat=new + 1
    )
    done.notices.append((notice, (s.user_id or 0,)))
    return done


def take_back(t: LiveTable, user_id: int) -> Change:
    """A person takes back the seat the computer plays for them (after timeouts, or after
    they left): their misses start again."""
    seat = seat_for(t, user_id)
    s = t.seats[seat]
    if not s.computer_plays:
        raise TableError("error-seat-yours")
    s.auto = s.left = False
    s.misses = 0
    done = Change(Answer("answer-seat-back"), edit=False, plays_on=True)
    notice = tr(t.row.language)("lobby-notice-back", name=s.name, seat=seat + 1)
    done.notices.append((notice, ()))
    return done


def add_computer(t: LiveTable, user_id: int) -> Change:
    """The host seats a computer (at the table's level) in the first empty seat."""
    check_lobby(t)
    if user_id != t.row.host_id:
        raise TableError("error-host-adds-computers")
    free = [i for i, s in enumerate(t.seats) if s.empty]
    if not free:
        raise TableError("error-no-empty-seat")
    n = sum(1 for s in t.seats if s.kind == "computer") + 1
    t.seats[free[0]] = Seat("computer", None, f"Computer {n}", t.level)
    return Change(Answer("answer-computer-seated", level=t.level, seat=free[0] + 1))


def set_level(t: LiveTable, user_id: int, level: str) -> Change:
    """The host chooses how well the table's computers play (and timed-out turns); once
    someone else has joined, the change is announced in the thread."""
    if t.status != "lobby":
        raise TableError("error-level-fixed")
    if user_id != t.row.host_id:
        raise TableError("error-host-chooses-level")
    known = levels(t.game)
    if level not in known:
        raise TableError("error-choose-level", levels=[Said(f"level-{lv}") for lv in known])
    done = Change(Answer("answer-level", level=Said(f"level-{level}")))
    done.changed = level != t.row.computer_level
    t.row.computer_level = level
    if done.changed and others_seated(t):
        said = tr(t.row.language)
        notice = said("lobby-notice-level", host=host_name(t), level=said(f"level-{level}"))
        done.notices.append((notice, ()))
    return done


def set_option(t: LiveTable, user_id: int, name: str, value: Any) -> Change:
    """The host changes a house rule (the stake included); once someone else has joined, the
    change is announced in the thread: they agreed to the terms shown when they joined."""
    check_lobby(t)
    if user_id != t.row.host_id:
        raise TableError("error-host-changes-rules")
    before = (dict(t.row.options), t.row.hand_limit)
    change_option(t, name, value)
    label, shown = option_words(name, value)
    rule, value_said = rule_words(t.game, name, value)
    done = Change(Answer("answer-rule-set", rule=rule, value=value_said))
    done.changed = (t.row.options, t.row.hand_limit) != before
    if done.changed and others_seated(t):
        done.notices.append((rule_notice(t, name, value, label, shown), ()))
    return done


def rule_notice(t: LiveTable, name: str, value: Any, label: str, shown: str) -> str:
    """The thread's notice of a changed house rule, in the table's language (``label`` and
    ``shown``: the English words, which an English table keeps as they are)."""
    said = tr(t.row.language)
    key = house_rules.rule_key(t.game, name)
    if t.row.language != "en":
        label = house_rules.label(key, label, said)
        if name == house_rules.BOT_HANDS and value is None:
            shown = said("lobby-notice-until-ended")
        else:
            shown = house_rules.value_label(key, value, said)
    return said("lobby-notice-rule", host=host_name(t), rule=label, value=shown)


def check_start(t: LiveTable) -> None:
    """Every seat taken, at least one by a person."""
    empty = [i + 1 for i, s in enumerate(t.seats) if s.empty]
    if empty:
        seats = ", ".join(map(str, empty))
        raise TableError("error-seats-empty", seats=seats, count=len(empty))
    if not any(s.human for s in t.seats):
        raise TableError("error-no-person")


def begin(t: LiveTable, user_id: int, seed: int) -> None:
    """The host starts the match from ``seed``: its first hand dealt, the first turns begun
    (the service commits it; ``unbegin`` puts the lobby back if that fails)."""
    check_lobby(t)
    if user_id != t.row.host_id:
        raise TableError("error-host-starts")
    check_start(t)
    try:
        m = new_match(t.game, t.row.options, seats=t.row.seats, seed=seed, auto_deal=False)
    except CardroomError as exc:
        raise TableError("error-cannot-start", detail=refusals.reason_of(exc, str(exc))) from None
    t.match = m
    t.row.seed = seed
    t.row.first_dealer = m.dealer
    t.row.status = "playing"
    moves.deal_if_due(t)
    t.relevant_version = m.version
    start_turns(t, m)


def unbegin(t: LiveTable) -> None:
    """The start could not be committed: the table is the lobby it was."""
    t.match, t.row.status, t.stored_hands, t.stored_results = None, "lobby", 0, 0
    t.turn_key = t.deadline = None
    t.turns = []


def idle(t: LiveTable, expiry: float, now: float) -> bool:
    """A lobby nobody changed for ``expiry`` seconds (from the stored time of its last
    change: a restart does not reset it); 0 never expires."""
    return t.status == "lobby" and expiry > 0 and now >= t.row.updated_at + expiry


def expiry_reason(expiry: float, language: str = "en") -> str:
    """The line of a lobby closed for staying idle, in the table's language."""
    return tr(language)("lobby-expired", minutes=max(1, round(expiry / 60)))
