"""Custom ids: ``cr:<kind>:<table>[:<rest>]``, at most 100 characters."""

from __future__ import annotations

import re

PREFIX = "cr"
TEMPLATE = r"cr:(?P<kind>[a-z]+):(?P<table>\d+)(?::(?P<rest>.*))?"
PATTERN = re.compile(TEMPLATE)
MAX_LEN = 100


def make(kind: str, table_id: int, *rest: object) -> str:
    cid = ":".join([PREFIX, kind, str(table_id), *(str(r) for r in rest)])
    if len(cid) > MAX_LEN:
        raise ValueError(f"custom id too long ({len(cid)}): {kind}")
    return cid


def parse(custom_id: str) -> tuple[str, int, str] | None:
    m = PATTERN.fullmatch(custom_id)
    if m is None:
        return None
    return m["kind"], int(m["table"]), m["rest"] or ""


def versioned(rest: str) -> tuple[int, str]:
    """``"<version>:<payload>"`` -> ``(version, payload)``."""
    version, _, payload = rest.partition(":")
    return int(version), payload
