"""What a table's public text may not contain in another language: the English words of the
table's catalogue (``table.ftl``, ``games.ftl``, ``cards.ftl``) that the other language's
catalogue does not use itself (``Bauer``, ``Nil``, ``Cardroom`` stay; ``trick`` may not), and
Discord's limits on what the table sends."""

from __future__ import annotations

import re
from functools import cache

from fluent.syntax import ast, parse

from bot.i18n import LOCALES

AREAS = ("table.ftl", "games.ftl", "cards.ftl")
"""The catalogue files of the table message, the faces and the cards."""
WORD = re.compile(r"[^\W\d_][^\W\d_'’-]*(?:['’-][^\W\d_]+)*")
MARKUP = re.compile(r"<(?:@|t:|:|a:)[^>]*>")
"""Mentions, timestamps and custom emojis (``<:cr_ace_of_spades:1>``): not words people read."""
CONTENT, DESCRIPTION, TITLE, FOOTER = 2000, 4096, 256, 2048
"""Discord's limits: a message's content, an embed's description, title and footer."""


def _texts(pattern: ast.Pattern | None) -> list[str]:
    """The literal text of a pattern, variants and string literals included."""
    out: list[str] = []
    if pattern is None:
        return out
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            out.append(element.value)
        elif isinstance(element, ast.Placeable):
            expression = element.expression
            if isinstance(expression, ast.StringLiteral):
                out.append(expression.value)
            elif isinstance(expression, ast.SelectExpression):
                for variant in expression.variants:
                    out += _texts(variant.value)
    return out


def words_of(files: tuple[str, ...] | None, language: str) -> set[str]:
    """The words (lower case) of ``language``'s catalogue files (all of them when None)."""
    found: set[str] = set()
    paths = sorted((LOCALES / language).glob("*.ftl"))
    for path in paths:
        if files is not None and path.name not in files:
            continue
        for entry in parse(path.read_text("utf-8")).body:
            if isinstance(entry, ast.Message):
                for text in _texts(entry.value):
                    found |= {w.lower() for w in WORD.findall(text)}
    return found


@cache
def english_words(language: str) -> frozenset[str]:
    """English words of the table's catalogue that ``language`` says otherwise."""
    english = {w for w in words_of(AREAS, "en") if len(w) > 1}  # not A–F, the team letters
    return frozenset(english - words_of(None, language))


def english_in(text: str, language: str, names: set[str] = frozenset()) -> list[str]:
    """The English words in ``text`` (people's and computers' names left out)."""
    plain = MARKUP.sub(" ", text)
    for name in sorted(names, key=len, reverse=True):
        plain = plain.replace(name, " ")
    bad = english_words(language)
    return sorted({w for w in WORD.findall(plain) if w.lower() in bad})
