"""The command line as a person uses it: exit codes, one-line errors, a playable terminal game."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from games import GAMES


def games_cmd(
    *args: str, stdin: str = "", timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "games", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


@pytest.mark.parametrize("game", GAMES)
def test_simulate_writes_a_record_that_replays(game: str) -> None:
    opts = {
        "spades": '{"target": 200, "mercy_loss_at": -200}',
        "twentynine": '{"game_target": 2}',
    }.get(game, "{}")
    sim = games_cmd("simulate", game, "--seed", "5", "--options", opts, "--hands", "3")
    assert sim.returncode == 0, sim.stderr
    record = json.loads(sim.stdout)
    assert record["game"] == game and record["format"] == "cardroom-record/1"
    assert len(record["players"]) == record["seats"]
    assert record["players"][0].startswith("bot:")
    rep = games_cmd("replay", "-", stdin=sim.stdout)
    assert rep.returncode == 0, rep.stderr
    out = json.loads(rep.stdout)
    assert len(out["hands"]) >= 3 or out["complete"]


def test_simulate_is_deterministic_for_a_seed() -> None:
    a = games_cmd("simulate", "spades", "--seed", "9", "--hands", "2")
    b = games_cmd("simulate", "spades", "--seed", "9", "--hands", "2")
    assert a.stdout == b.stdout and a.returncode == 0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["simulate", "spades", "--options", "{nope"], "--options is not valid JSON"),
        (["simulate", "spades", "--options", "[1]"], "--options must be a JSON object"),
        (["simulate", "spades", "--options", '{"colour": 1}'], "unknown option 'colour'"),
        (["simulate", "tonk", "--seats", "9"], "tonk"),
        (["bench", "spades", "--seconds", "0"], "--seconds must be positive"),
    ],
)
def test_bad_input_gives_one_clear_line_and_a_non_zero_exit(args: list[str], message: str) -> None:
    proc = games_cmd(*args)
    assert proc.returncode != 0
    assert message in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_unknown_game_is_refused_by_argparse() -> None:
    proc = games_cmd("simulate", "bridge")
    assert proc.returncode == 2 and "invalid choice" in proc.stderr


def test_play_in_the_terminal_handles_help_and_bad_input() -> None:
    script = "help\n999\nplya 2C\nplay JK\ntable\n" + "1\n" * 400
    proc = games_cmd("play", "spades", "--seed", "3", stdin=script)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "Your move:" in out
    assert "there is no move 999" in out
    assert "unknown action 'plya'" in out
    assert "not allowed:" in out
    assert "♠" in out or "♥" in out
    assert out.rstrip().endswith("bye") or "Match over." in out


def test_play_rejects_a_seat_that_does_not_exist() -> None:
    proc = games_cmd("play", "spades", "--seat", "4")
    assert proc.returncode == 2 and "--seat must be 0 to 3" in proc.stderr


def test_bench_reports_a_ratio_against_openspiel() -> None:
    proc = games_cmd("bench", "spades", "--seconds", "0.6", "--rounds", "2", "--json")
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    assert doc["ours"]["hands"] > 0 and doc["reference"]["hands"] > 0
    assert doc["reference"]["name"].startswith("openspiel")
    assert doc["ratio"] == pytest.approx(
        doc["ours"]["hands_per_second"] / doc["reference"]["hands_per_second"], rel=0.01
    )


@pytest.mark.parametrize("game", ["twentynine", "schmier", "tonk"])
def test_bench_other_games_against_our_spades(game: str) -> None:
    proc = games_cmd("bench", game, "--seconds", "0.4", "--rounds", "1", "--json")
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    assert doc["ours"]["hands"] > 0 and doc["ours"]["cards_played"] > 0
    assert doc["reference"]["name"] == "cardroom spades" and doc["ratio_of"] == "cards per second"
