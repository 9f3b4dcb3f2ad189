"""``LOG_FORMAT=json`` (issue 16): every log line one JSON object (time, level, logger, message,
extra fields), redacted as the text lines are: tracebacks and extra fields hold no card and no
token.  Whole matches through the JSON log: ``tests/bot/test_metrics.py``."""

from __future__ import annotations

import io
import json
import logging
import signal
from datetime import datetime
from pathlib import Path

import pytest

from bot.log import setup_logging
from bot.settings import SettingsError, load_settings
from games.errors import IllegalAction
from tests.bot.procs import BotProcess, bot_env, closed_port, until_connected
from tests.bot.test_metrics import get
from tests.fakediscord import FakeDiscord


def lines(stream: io.StringIO) -> list[dict[str, object]]:
    return [json.loads(line) for line in stream.getvalue().splitlines()]


def test_one_object_a_line(json_log: io.StringIO) -> None:
    log = logging.getLogger("bot.tables.test")
    log.info("table %d: seat %d played", 7, 2, extra={"table": 7, "kind": "play", "late": False})
    log.debug("two\nlines")
    [first, second] = lines(json_log)
    assert first["level"] == "INFO" and first["logger"] == "bot.tables.test"
    assert first["message"] == "table 7: seat 2 played"
    assert (first["table"], first["kind"], first["late"]) == (7, "play", False)
    when = datetime.fromisoformat(str(first["time"]))
    assert when.utcoffset() is not None and when.utcoffset().total_seconds() == 0  # type: ignore[union-attr]
    assert second["message"] == "two\nlines" and second["level"] == "DEBUG"
    assert len(json_log.getvalue().splitlines()) == 2, (
        "a message's line break stays inside its line"
    )


def test_tracebacks_and_extra_fields_are_redacted(json_log: io.StringIO) -> None:
    log = logging.getLogger("bot.test")
    try:
        raise IllegalAction("you do not hold TH or 10♥ (POST /webhooks/1/tok-en/messages)")
    except IllegalAction:
        log.exception(
            "table 1: failed", extra={"said": "AS and 10♣", "url": "/interactions/5/tk/x"}
        )
    log.warning("stack", stack_info=True, extra={"cards": ["QS", "KH"]})
    [failed, stack] = lines(json_log)
    text = json.dumps([failed, stack], ensure_ascii=False)
    assert "you do not hold <card> or <card>" in str(failed["exception"])
    assert failed["said"] == "<card> and <card>" and failed["url"] == "/interactions/5/<token>/x"
    assert stack["cards"] == "['<card>', '<card>']" and "test_log_json" in str(stack["stack"])
    for secret in ("TH", "10♥", "tok-en", "AS ", "10♣", "/tk/", "QS", "KH"):
        assert secret not in text, secret


def test_the_setting() -> None:
    assert load_settings({"DISCORD_TOKEN": "x"}, env_file=None).log_format == "text"
    assert load_settings({"DISCORD_TOKEN": "x", "LOG_FORMAT": "JSON"}, None).log_format == "json"
    with pytest.raises(SettingsError) as refused:
        load_settings({"DISCORD_TOKEN": "x", "LOG_FORMAT": "xml"}, env_file=None)
    assert str(refused.value) == (
        "LOG_FORMAT is not valid (got 'xml'): set it to text or json (one JSON object a line) "
        "in .env or in the environment"
    )


def test_text_stays_the_default(json_log: io.StringIO) -> None:
    setup_logging("INFO")
    handler = logging.getLogger().handlers[0]
    assert isinstance(handler, logging.StreamHandler)
    stream = io.StringIO()
    handler.setStream(stream)
    logging.getLogger("bot.test").info("plain")
    assert stream.getvalue().rstrip().endswith("INFO    bot.test: plain")


async def test_the_bot_process_logs_json_lines(tmp_path: Path) -> None:
    """``python -m bot`` with ``LOG_FORMAT=json`` (and the metrics on): its log, start to stop,
    is JSON lines; ``/healthz`` is 200 while it is connected."""
    db = tmp_path / "cardroom.db"
    port = closed_port()
    env = bot_env(db, LOG_FORMAT="json", METRICS_PORT=str(port))
    async with FakeDiscord(wire=True) as fake:
        assert fake._wire is not None
        process = await BotProcess.start(fake._wire.base_url, fake._wire.gateway_url, env, tmp_path)
        try:
            await until_connected(db, process)
            status, body = await get(port, "/healthz")
            assert status == 200 and json.loads(body)["connected"] is True, body
            process.signal(signal.SIGTERM)
            done = await process.finish(10)
        finally:
            await process.kill()
    assert done.status == 0, done.stderr
    entries = [json.loads(line) for line in done.stderr.splitlines()]
    assert {"time", "level", "logger", "message"} <= set(entries[0])
    messages = [(e["logger"], e["message"]) for e in entries]
    assert ("bot.main", "SIGTERM: stopping") in messages
    assert ("bot.bot", "stopped") in messages
