"""Player statistics counted a second way: straight from the record's actions and the replay
contract's output, never through the score sheet the statistics are read from."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from games.records import replay
from games.spades.options import Options as SpadesOptions
from games.stats import PlayerStats, merge, record_stats, tally
from tests.story.cases import CASES, Case, record


def _hands(doc: dict[str, Any], out: dict[str, Any]) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    return list(zip(doc["hands"], out["hands"], strict=False))


def _verbs(hand: dict[str, Any], seat: int) -> Counter[str]:
    return Counter(t for s, t in hand["actions"] if s == seat)


def expected(doc: dict[str, Any], seat: int) -> dict[str, int]:
    """The seat's counters from the actions and the replay output alone."""
    out = replay(doc)
    game = doc["game"]
    played = [(h, e) for h, e in _hands(doc, out) if not e.get("redeal")]
    c: Counter[str] = Counter()
    if game == "spades":
        mode = SpadesOptions(**doc.get("options", {})).nil_tricks_mode
        team = (seat, seat ^ 2)
        for hand, e in played:
            verbs = _verbs(hand, seat)
            c["tricks"] += e["tricks"][seat]
            if verbs["bid 0"]:
                c["nil"] += 1
                c["nil_made"] += e["tricks"][seat] == 0
            elif verbs["bid blind"]:
                c["blind_nil"] += 1
                c["blind_nil_made"] += e["tricks"][seat] == 0
            else:
                c["bids"] += 1
            number = [s for s in team if isinstance(e["bids"][s], int)]
            contract = sum(e["bids"][s] for s in number)
            toward = sum(e["tricks"][s] for s in number)
            nil_tricks = sum(e["tricks"][s] for s in team if s not in number)
            if mode == "count_toward_contract" and contract:
                toward, nil_tricks = toward + nil_tricks, 0
            if mode == "ignored":
                nil_tricks = 0
            c["bags"] += nil_tricks + (max(0, toward - contract) if contract else 0)
            if seat in number:
                c["made" if toward >= contract else "set"] += 1
    elif game == "twentynine":
        for hand, e in played:
            verbs = _verbs(hand, seat)
            c["pairs"] += verbs["pair"]
            c["doubles"] += verbs["double"] + verbs["redouble"]
            if e["bidder"] == seat:
                kind = "singles" if e.get("single") else "bids"
                c[kind if kind == "singles" else "bids_won"] += 1
                c[f"{kind}_made"] += e["made"]
            if e.get("single"):
                assert (e["bidder"] == seat) == bool(verbs["single"])
    elif game == "schmier":
        n_teams = len(out["scores"])
        team = seat % n_teams
        for hand, e in _hands(doc, out):
            c["bids"] += any(t.startswith("bid ") for t in _verbs(hand, seat))
            if e.get("redeal"):
                continue
            c["points"] += e["points"][team]
            if e["bidder"] == seat:
                c["bids_won"] += 1
                c["bids_made"] += e["points"][team] >= e["bid"]
    else:
        for hand, e in _hands(doc, out):
            c["net"] += e["payouts"][seat]
            c["hands_won"] += e["payouts"][seat] > 0
            last = hand["actions"][-1] if hand["actions"] else None
            mine = last is not None and last[0] == seat
            if e["ending"] == "initial_tonk":
                c["tonks"] += e["payouts"][seat] > 0
            elif e["ending"] == "tonk_out":
                c["tonks"] += mine
            elif e["ending"] == "out":
                c["outs"] += mine
            elif mine and last is not None and last[1] == "drop":
                c["drops"] += 1
                c["drops_won" if e["ending"] == "drop_won" else "caught"] += 1
        assert c["net"] == out["scores"][seat]
    return dict(c)


def _common(doc: dict[str, Any], seat: int) -> dict[str, int]:
    out = replay(doc)
    hands = sum(1 for e in out["hands"] if not e.get("redeal"))
    if doc["game"] == "tonk":
        finished = bool(out["hands"])
        top = max(out["scores"])
        win = finished and len(set(out["scores"])) > 1 and out["scores"][seat] == top
    else:
        finished = out["complete"]
        n_teams = len(out["scores"])
        win = finished and out["winner"] == seat % n_teams
    return {"matches": 1, "finished": int(finished), "wins": int(win), "hands": hands}


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_stats_equal_the_counts_from_the_record(case: Case) -> None:
    doc = record(case)
    stats = record_stats(doc)
    assert set(stats) == set(doc["players"])
    for seat, name in enumerate(doc["players"]):
        got = stats[name].to_json()
        assert got.pop("game") == case.game
        want = {k: 0 for k in stats[name].counts.to_json()}
        want.update(expected(doc, seat))
        want.update(_common(doc, seat))
        assert got == want, name


def test_every_counter_is_reached_somewhere() -> None:
    """The profiles are rich enough that no counter is checked only at zero."""
    by_game: dict[str, Counter[str]] = {}
    for case in CASES:
        for st in record_stats(record(case)).values():
            by_game.setdefault(case.game, Counter()).update(
                {k: abs(v) for k, v in st.to_json().items() if isinstance(v, int)}
            )
    missing = {g: [k for k, v in c.items() if not v] for g, c in by_game.items()}
    allowed = {"twentynine": {"singles_made"}}  # all eight tricks alone: rare at any level
    for game, names in missing.items():
        assert set(names) <= allowed.get(game, set()), (game, names)


def test_tally_folds_records_and_adds_up() -> None:
    cases = [c for c in CASES if c.game == "spades"]
    docs = [record(c) for c in cases]
    total = tally(docs)
    one_by_one: dict[str, PlayerStats] = {}
    for doc in docs:
        one_by_one = tally([doc], one_by_one)
    assert total == one_by_one
    ana = total["ana"]
    assert ana.matches == len(docs)
    assert ana.hands == sum(record_stats(d)["ana"].hands for d in docs)
    assert ana.win_rate == (ana.wins / ana.finished if ana.finished else None)


def test_a_name_in_several_seats_counts_the_record_once() -> None:
    doc = record(CASES[0])
    doc["players"] = ["bot:basic"] * 4
    both = record_stats(doc)["bot:basic"]
    apart = record_stats(record(CASES[0]))
    assert both.matches == 1 and both.wins == 1
    assert both.counts == sum(
        (apart[n].counts for n in ("ana", "ben", "cai", "dee")), start=both.counts.__class__()
    )


def test_games_do_not_mix() -> None:
    spades = record_stats(record(CASES[0]))["ana"]
    tonk = record_stats(record(next(c for c in CASES if c.game == "tonk")))["ana"]
    with pytest.raises(ValueError, match="cannot add"):
        spades + tonk


def test_a_record_without_names_counts_by_seat() -> None:
    doc = record(CASES[0])
    del doc["players"]
    assert set(record_stats(doc)) == {"seat 1", "seat 2", "seat 3", "seat 4"}


def test_merge_folds_tallies_under_other_keys() -> None:
    """The bot keys people by user id, not by the record's display names."""
    docs = [record(c) for c in CASES if c.game == "tonk"][:2]
    ids = ["101", "102", "103", "104", "105"]
    total: dict[str, PlayerStats] = {}
    for doc in docs:
        total = merge(total, record_stats(doc, ids[: len(doc["players"])]))
    by_name = tally(docs)
    assert total["101"] == by_name["ana"] and total["102"] == by_name["ben"]
