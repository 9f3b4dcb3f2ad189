"""Check docs/i18n/glossary.md against the source texts, and count its terms.

Every glossary row is ``| en | lang | term | confidence | evidence |``.  A row whose confidence
is ``source`` must quote its source as ``[NNN:L] “…”`` (NNN = the first three digits of a file
in shared/rules/sources/, L = the line number); every such quote, in a row or in the
prose, must appear on that line, verbatim.  Rows marked ``common`` or ``uncertain`` need no
quote but must say why.

    python docs/i18n/tools/check_glossary.py [--sources DIR]

Prints the counts per language and exits 1 on any problem.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
GLOSSARY = HERE.parent / "glossary.md"
QUOTE = re.compile(r"\[(\d{3}):(\d+)\] “([^”]+)”")
CONFIDENCE = {"source", "common", "uncertain"}
LANGS = ("cy", "bg", "ht")


def default_sources() -> Path:
    for base in (HERE, *HERE.parents):
        cand = base / "shared" / "rules" / "sources"
        if cand.is_dir():
            return cand
        cand = base.parent / "shared" / "rules" / "sources"
        if cand.is_dir():
            return cand
    return Path("/work/shared/rules/sources")


def norm(s: str) -> str:
    return " ".join(s.split())


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sources", type=Path, default=None)
    args = ap.parse_args()
    src_dir = args.sources or default_sources()
    files = {p.name[:3]: p.read_text(encoding="utf-8").splitlines() for p in src_dir.glob("*.txt")}
    problems: list[str] = []
    counts: dict[str, Counter] = {lang: Counter() for lang in LANGS}
    quotes = 0
    en = ""
    for n, line in enumerate(GLOSSARY.read_text(encoding="utf-8").splitlines(), 1):
        if not line.startswith("|") or line.startswith("|---") or line.startswith("| en "):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 5 or cells[1] not in LANGS:
            continue
        en = cells[0] or en
        lang, conf, evidence = cells[1], cells[3], cells[4]
        conf_word = conf.split()[0].strip("*") if conf else ""
        if conf_word not in CONFIDENCE:
            problems.append(f"glossary.md:{n}: {en}/{lang}: confidence {conf!r}")
            continue
        counts[lang][conf_word] += 1
        found = QUOTE.findall(evidence)
        if conf_word == "source" and not found:
            problems.append(f"glossary.md:{n}: {en}/{lang}: 'source' without a quote")
        if conf_word != "source" and not evidence:
            problems.append(f"glossary.md:{n}: {en}/{lang}: no note")
        for fid, ln, text in found:
            quotes += 1
            lines = files.get(fid)
            if lines is None:
                problems.append(f"glossary.md:{n}: no source file {fid}_*")
                continue
            i = int(ln)
            if not 1 <= i <= len(lines) or norm(text) not in norm(lines[i - 1]):
                problems.append(f"glossary.md:{n}: [{fid}:{ln}] does not contain “{text}”")
    for lang in LANGS:
        c = counts[lang]
        total = sum(c.values())
        print(
            f"{lang}: {total} terms — source {c['source']}, common {c['common']}, "
            f"uncertain {c['uncertain']}"
        )
    # Quotes in the prose (grammar notes, the list of mistranslations) are checked too.
    for n, line in enumerate(GLOSSARY.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("|"):
            continue
        for fid, ln, text in QUOTE.findall(line.replace("`", "")):
            quotes += 1
            lines = files.get(fid)
            i = int(ln)
            if lines is None or not 1 <= i <= len(lines) or norm(text) not in norm(lines[i - 1]):
                problems.append(f"glossary.md:{n}: [{fid}:{ln}] does not contain “{text}”")
    print(f"{quotes} quotes checked against {src_dir}")
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
