"""Measure the /rules answers of every game in every language, as the bot builds them.

Each file ``<game>.<lang>.md`` of docs/i18n/rules/ holds its summary between ``<!-- summary -->``
and ``<!-- /summary -->``; the bot's catalogue (``bot/locales/<lang>/rules.ftl``) holds the same
text (``tests/i18n/test_lobby_languages.py`` keeps them equal).  For each game and language this
builds the /rules embeds with the bot's own ``rules_embeds`` (``bot/render/rules.py``: summary,
house-rules header and one line per house rule, all translated) and prints:

* the summary's length;
* each embed description's length (a house-rules list that does not fit the summary's embed
  goes to a second one: never clipped);
* the total of the embeds (Discord's limit: 6,000 characters in one message).

Discord's limit on an embed description is 4,096 characters.  Exits 1 if anything breaks a limit
or a summary differs from the catalogue's.

    python docs/i18n/tools/rules_lengths.py

Needs the bot's dependencies (``pip install -e .``).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
RULES_DIR = HERE.parent / "rules"
REPO = HERE.parents[2]
DESCRIPTION = 4096
TOTAL = 6000
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
    sys.path.insert(0, str(REPO))
    from bot.i18n import tr
    from bot.render.rules import rules_embeds  # the real /rules answer

    bad = 0
    print(f"{'file':22} {'summary':>7} {'embeds':>16} {'total':>6}")
    for (game, lang), text in summaries().items():
        embeds = rules_embeds(game, tr(lang))
        sizes = [len(e.description or "") for e in embeds]
        total = sum(sizes) + sum(len(e.title or "") for e in embeds)
        same = tr(lang)(f"rules-summary-{game}") == text
        ok = same and max(sizes) <= DESCRIPTION and total <= TOTAL
        bad += not ok
        shown = " + ".join(f"{n:,}" for n in sizes)
        note = "ok" if ok else ("TOO LONG" if same else "NOT THE CATALOGUE'S")
        print(f"{game}.{lang}.md".ljust(22), f"{len(text):7} {shown:>16} {total:6}  {note}")
    print(f"limits: {DESCRIPTION} a description, {TOTAL} in all")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
