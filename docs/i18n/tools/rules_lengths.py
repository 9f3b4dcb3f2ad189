"""Measure the /rules summaries of docs/i18n/rules/ as /rules shows them.

Each file ``<game>.<lang>.md`` holds its summary between ``<!-- summary -->`` and
``<!-- /summary -->``.  For each, this builds the /rules embed with the bot's own ``rules_embed``
(``bot/render/rules.py``), the summary put in place of the English one, and prints:

* the summary's length;
* the embed description's length as it would be today (the house-rules lines still in English);
* a budget check for when the house-rules lines are translated too: the house-rules part
  multiplied by ``--growth`` (default 1.6, a generous allowance for longer languages).

Discord's limit on an embed description is 4,096 characters; the bot clips at 4,000
(``clip(..., 4000)``), so 4,000 is the limit used here.  Exits 1 if any summary breaks it.

    python docs/i18n/tools/rules_lengths.py [--growth 1.6]

Needs the bot's dependencies (``pip install -e .``).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
RULES_DIR = HERE.parent / "rules"
REPO = HERE.parents[2]
LIMIT = 4000
DISCORD_LIMIT = 4096
SUMMARY = re.compile(r"<!-- summary -->\n(.*?)\n<!-- /summary -->", re.S)


def summaries() -> dict[tuple[str, str], str]:
    out = {}
    for p in sorted(RULES_DIR.glob("*.md")):
        game, lang = p.stem.split(".")
        m = SUMMARY.search(p.read_text(encoding="utf-8"))
        if not m:
            raise SystemExit(f"{p}: no <!-- summary --> block")
        out[(game, lang)] = m.group(1)
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--growth", type=float, default=1.6)
    args = ap.parse_args()
    sys.path.insert(0, str(REPO))
    from bot.render import rules  # the real /rules embed

    bad = 0
    grown_head = f"embed, house rules x{args.growth}"
    print(f"{'file':22} {'summary':>7} {'embed now':>9} {grown_head:>24}")
    for (game, lang), text in summaries().items():
        english = rules.SUMMARIES[game]
        base = rules.rules_embed(game).description or ""
        house = len(base) - len(english)  # the blank line, the header and the option lines
        old = rules.SUMMARIES[game]
        rules.SUMMARIES[game] = text
        try:
            embed = rules.rules_embed(game)
        finally:
            rules.SUMMARIES[game] = old
        now = len(embed.description or "")
        grown = len(text) + int(house * args.growth)
        clipped = (embed.description or "").endswith("…") and not text.endswith("…")
        ok = now <= LIMIT and grown <= LIMIT and not clipped and len(embed.title or "") <= 256
        bad += not ok
        name = f"{game}.{lang}.md"
        print(f"{name:22} {len(text):7} {now:9} {grown:24}  {'ok' if ok else 'TOO LONG'}")
    print(f"limit: {LIMIT} (the bot's clip; Discord's is {DISCORD_LIMIT})")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
