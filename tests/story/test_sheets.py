"""The score sheet against the engine: every row and total equals the replay contract's
output for the same record, and each game's figures are recomputed a second way."""

from __future__ import annotations

import re

import pytest

from games.actions import parse_action
from games.records import build_match, load_record, replay
from games.schmier.sheet import SchmierRow
from games.sheets import render_sheet, score_sheet
from games.spades.options import Options as SpadesOptions
from games.spades.sheet import SpadesRow
from games.tonk.sheet import TonkRow
from games.twentynine.options import Options as TwentyNineOptions
from games.twentynine.sheet import TwentyNineRow
from tests.story.cases import CASES, Case, record

CARD = re.compile(r"\b(?:[2-9TJQKA][SHDC]|JK)\b")


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_sheet_equals_the_replay_output(case: Case) -> None:
    doc = record(case)
    out = replay(doc)
    sheet = score_sheet(doc)
    assert sheet.scores == tuple(out["scores"])
    assert sheet.complete == out["complete"] and sheet.winner == out["winner"]
    assert [r.hand for r in sheet.rows] == list(range(len(out["hands"])))
    for row, entry in zip(sheet.rows, out["hands"], strict=True):
        assert row.scores == tuple(entry["scores"])
        assert row.redeal == bool(entry.get("redeal"))
    assert sheet.players == tuple(doc["players"])


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_each_hand_adds_up_to_the_totals(case: Case) -> None:
    """The per-hand changes summed hand by hand give every running total."""
    sheet = score_sheet(record(case))
    running = [0] * len(sheet.scores)
    for row in sheet.rows:
        if isinstance(row, SpadesRow):
            change = row.points
        elif isinstance(row, TwentyNineRow):
            change = row.game_points
        elif isinstance(row, SchmierRow):
            change = row.change
        else:
            assert isinstance(row, TonkRow)
            change = row.payouts
        running = [a + b for a, b in zip(running, change, strict=True)]
        assert tuple(running) == row.scores


@pytest.mark.parametrize("case", [c for c in CASES if c.game == "spades"], ids=lambda c: c.id)
def test_spades_rows_recomputed_from_bids_and_tricks(case: Case) -> None:
    doc = record(case)
    out = replay(doc)
    opts = SpadesOptions(**case.options)
    bags_before = [0, 0]
    for row, entry in zip(score_sheet(doc).rows, out["hands"], strict=True):
        assert list(row.bids) == entry["bids"] and list(row.tricks) == entry["tricks"]
        assert list(row.bags) == entry["bags"]
        for team, seats in enumerate(((0, 2), (1, 3))):
            points = contract = toward = nil_tricks = 0
            for s in seats:
                bid, won = entry["bids"][s], entry["tricks"][s]
                if bid in ("nil", "blind"):
                    value = opts.blind_nil_value if bid == "blind" else opts.nil_value
                    points += value if won == 0 else -value
                    nil_tricks += won
                    assert row.nil_made[s] == (won == 0)
                else:
                    contract += bid
                    toward += won
                    assert row.nil_made[s] is None
            if opts.nil_tricks_mode == "count_toward_contract" and contract:
                toward, nil_tricks = toward + nil_tricks, 0
            if opts.nil_tricks_mode == "ignored":
                nil_tricks = 0
            over = nil_tricks + (toward - contract if contract and toward >= contract else 0)
            if contract:
                made = toward >= contract
                assert row.made[team] is made
                points += 10 * contract if made else -10 * contract
            else:
                assert row.made[team] is None
            assert row.overtricks[team] == over
            if opts.bags_enabled:
                crossed = (bags_before[team] + over - entry["bags"][team]) // opts.bag_threshold
                assert row.penalties[team] == crossed * opts.bag_penalty
            else:
                assert row.penalties[team] == 0
            assert row.points[team] == points + over - row.penalties[team]
        bags_before = list(entry["bags"])


@pytest.mark.parametrize("case", [c for c in CASES if c.game == "twentynine"], ids=lambda c: c.id)
def test_twentynine_rows_against_the_result_and_the_actions(case: Case) -> None:
    doc = record(case)
    out = replay(doc)
    opts = TwentyNineOptions(**case.options)
    for row, entry, hand in zip(
        score_sheet(doc).rows, out["hands"], doc["hands"][: len(out["hands"])], strict=True
    ):
        verbs = [(s, t.split()[0]) for s, t in hand["actions"]]
        if entry.get("redeal"):
            assert row.game_points == (0, 0) and row.made is None
            continue
        assert row.bidder == entry["bidder"] and row.trump == entry["trump"]
        assert list(row.card_points) == entry["points"] and row.made == entry["made"]
        assert row.single == bool(entry.get("single"))
        if not row.single:
            assert row.bid == entry["bid"] and row.target == entry["target"]
        doubles = [s for s, v in verbs if v == "double"]
        redoubles = [s for s, v in verbs if v == "redouble"]
        pairs = [s for s, v in verbs if v == "pair"]
        assert row.doubled_by == (doubles[0] if doubles else None)
        assert row.redoubled_by == (redoubles[0] if redoubles else None)
        assert row.pair_by == (pairs[0] if pairs else None)
        value = opts.single_hand_value if row.single else row.multiplier
        assert row.multiplier == (4 if redoubles else 2 if doubles else 1)
        moved = [t for t in (0, 1) if row.game_points[t]]
        assert len(moved) == 1 and abs(row.game_points[moved[0]]) == value
        bidding_team = (row.bidder or 0) & 1
        if row.made:
            assert row.game_points[bidding_team] == value
        elif opts.set_scoring == "defenders_gain":
            assert row.game_points[1 - bidding_team] == value
        else:
            assert row.game_points[bidding_team] == -value


@pytest.mark.parametrize("case", [c for c in CASES if c.game == "schmier"], ids=lambda c: c.id)
def test_schmier_rows_against_the_result_and_the_auction(case: Case) -> None:
    doc = record(case)
    out = replay(doc)
    match = build_match(doc)
    for row, entry, hand in zip(
        score_sheet(doc).rows, out["hands"], doc["hands"][: len(out["hands"])], strict=True
    ):
        bids: dict[int, int] = {}
        for s, text in hand["actions"]:
            if text.startswith("bid "):
                bids[s] = max(bids.get(s, 0), int(text.split()[1]))
        assert {s: c for s, c in enumerate(row.calls) if isinstance(c, int)} == bids
        if entry.get("redeal"):
            assert set(row.change) == {0}
            continue
        assert (row.bidder, row.bid, row.trump) == (entry["bidder"], entry["bid"], entry["trump"])
        assert row.awards == entry["awards"] and list(row.points) == entry["points"]
        team = match.team_of(entry["bidder"])
        assert row.made == (entry["points"][team] >= entry["bid"])
        for t, change in enumerate(row.change):
            won = entry["points"][t]
            assert change == (-entry["bid"] if t == team and not row.made else won)


@pytest.mark.parametrize("case", [c for c in CASES if c.game == "tonk"], ids=lambda c: c.id)
def test_tonk_rows_against_the_result_and_the_actions(case: Case) -> None:
    doc = record(case)
    out = replay(doc)
    for row, entry, hand in zip(
        score_sheet(doc).rows, out["hands"], doc["hands"][: len(out["hands"])], strict=True
    ):
        assert row.ending == entry["ending"] and list(row.payouts) == entry["payouts"]
        assert list(row.counts) == entry["counts"]
        assert row.winners == tuple(s for s, p in enumerate(entry["payouts"]) if p > 0)
        if hand["actions"]:
            last_seat, last_text = hand["actions"][-1]
            assert row.by == last_seat
            if entry["ending"] in ("drop_won", "caught"):
                assert last_text == "drop"
        else:
            assert entry["ending"] in ("initial_tonk", "draw")
            assert row.by == (row.winners[0] if entry["ending"] == "initial_tonk" else None)


@pytest.mark.parametrize("case", CASES[::3], ids=lambda c: c.id)
def test_a_live_sheet_shows_finished_hands_only(case: Case) -> None:
    """Mid-hand, the sheet is the sheet of the finished hands, and names no card at all."""
    doc = record(case)
    rec = load_record(doc)
    finished = len(replay(doc)["hands"])
    k = next(k for k in range(1, finished) if len(doc["hands"][k]["actions"]) > 1)
    hand = dict(doc["hands"][k])
    hand["actions"] = hand["actions"][: len(hand["actions"]) // 2 or 1]
    live = build_match(dict(doc, hands=[*doc["hands"][:k], hand]))
    assert live.hands[-1].result is None  # a hand ends on its last action: this one is in play
    sheet = score_sheet(live, rec.players)
    done = dict(doc, hands=doc["hands"][: len(sheet.rows)])
    assert sheet.rows == score_sheet(done).rows
    assert not CARD.findall(render_sheet(sheet))


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_render_has_a_line_per_hand(case: Case) -> None:
    sheet = score_sheet(record(case))
    text = render_sheet(sheet)
    lines = text.splitlines()
    header = next(i for i, line in enumerate(lines) if line.startswith("hand"))
    body = lines[header + 2 : header + 2 + len(sheet.rows)]
    assert [int(line.split()[0]) for line in body] == [r.hand + 1 for r in sheet.rows]
    assert lines[-1].startswith(f"after {sum(not r.redeal for r in sheet.rows)} hands")


def test_actions_are_parsed_as_the_engine_parses_them() -> None:
    """The sheet reads ``HandLog`` actions, which are the engine's own parsed objects."""
    doc = record(CASES[0])
    match = build_match(doc)
    for log, hand in zip(match.hands, doc["hands"], strict=True):
        assert [str(a) for _, a in log.actions] == [
            str(parse_action(t)) for _, t in hand["actions"]
        ]


@pytest.mark.parametrize("case", CASES[1::3], ids=lambda c: c.id)
def test_the_hand_in_play_never_changes_the_sheet(case: Case) -> None:
    """Action after action of the hand in play, the live sheet stays the same: it reads
    nothing of that hand, so it can carry none of its cards."""
    doc = record(case)
    finished = len(replay(doc)["hands"])
    k = next(k for k in range(1, finished) if len(doc["hands"][k]["actions"]) > 1)
    live = build_match(dict(doc, hands=[*doc["hands"][:k], dict(doc["hands"][k], actions=[])]))
    first = score_sheet(live)
    for seat, text in doc["hands"][k]["actions"][:-1]:
        live.apply(seat, text)
        assert score_sheet(live) == first
    seat, text = doc["hands"][k]["actions"][-1]
    live.apply(seat, text)
    assert len(score_sheet(live).rows) == len(first.rows) + 1
