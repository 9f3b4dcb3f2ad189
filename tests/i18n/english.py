"""Finding English in a message meant for another language.

The English words to look for are the catalogue's own: every word of an English message that
no message of the other language uses (so a game's name, or a word the two languages share,
is never a finding).  A text is scanned after mentions, emojis and the names it was given are
taken out.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from fluent.syntax import ast, parse
from fluent.syntax.visitor import Visitor

from bot.i18n import LOCALES, resources

WORD_RE = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
MARKUP_RE = re.compile(r"<a?:\w+:\d+>|<[@#&!]+\d+>|<t:\d+(?::\w)?>|https?://\S+")
SHORTEST = 3
"""Shorter words (``a``, ``of``, ``to``) are too often words of the other languages too."""
_COMMON = """the and you your yours with for has have had this that not are was were will would can
    can't couldn't don't isn't won't from into what when who whose which there their them they
    here only just now yet still again more most all any some none each every other than then
    turn turns wins won lost lose loses points point score scores game games match table
    tables player players round trick tricks bid bids bidding pass passed play played plays
    draw drew discard discarded deal dealer dealt hand hands seat seats team teams host lobby
    waiting wait open opened closed ended over left joined taken took give gave made make
    next previous first last new old yes none nobody everyone somebody
"""
COMMON = frozenset(_COMMON.split())
"""Common English words, found even where a text is not in the catalogue at all (a sentence
left in the code untranslated); words the other language also writes are not findings."""


class _Texts(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.parts.append(node.value)


def words(text: str) -> set[str]:
    """The words of ``text``, lowercased (markup taken out)."""
    return {w.lower() for w in WORD_RE.findall(MARKUP_RE.sub(" ", text))}


@cache
def catalogue_words(language: str) -> frozenset[str]:
    """Every word the catalogue of ``language`` writes (message texts, not ids or comments)."""
    seen = _Texts()
    for name in resources(language):
        seen.visit(parse((LOCALES / language / name).read_text("utf-8")))
    return frozenset(w for part in seen.parts for w in words(part))


@cache
def english_only(language: str) -> frozenset[str]:
    """The English catalogue's words that ``language``'s catalogue never writes."""
    english = catalogue_words("en") | COMMON
    return frozenset(w for w in english - catalogue_words(language) if len(w) >= SHORTEST)


def english_in(text: str, language: str, names: Iterable[str] = ()) -> set[str]:
    """The English words in ``text``, which should be in ``language`` (``names``: the people's
    and computers' names it may hold, which are nobody's language)."""
    for name in sorted(names, key=len, reverse=True):
        if name:
            text = text.replace(name, " ")
    return words(text) & english_only(language)
