"""Finding English in a message meant for another language: the tests' one scanner.

A word of a text meant for ``language`` is English when the English catalogue (or the common
words below) writes it and ``language``'s catalogue does not: a game's name, ``Bauer`` or a
word the two languages share is never a finding.  ``areas`` narrows the language's own words to
some catalogue files: a lobby is scanned against the lobby's files, so a word that Welsh writes
only in another area is still English there.  Code (a span in backticks, a ``/command``) is
the same in every language: a word the language writes only in code is English outside it.
Mentions, timestamps, emojis, links and the names a text was given (people's, computers') are
taken out before it is scanned; the languages' own names (``Cymraeg``) are nobody's English.

One scanner replaced five (issue 14's review); each rule is the strictest of theirs: every
word of every English file, words of two letters on, a compound (``don't``, ``Twenty-Nine``)
found whole and by its parts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from fluent.syntax import ast, parse
from fluent.syntax.visitor import Visitor

from bot.i18n import LOCALES, NAMES, resources

WORD_RE = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
"""A run of letters, with its apostrophes and hyphens (``wedi'i``, ``Twenty-Nine``)."""
MARKUP_RE = re.compile(r"<a?:\w+:\d+>|<(?:[@#&!]|t:)[^>]*>|https?://\S+")
"""Mentions, channels, timestamps, custom emojis (``<:cr_ace_of_spades:1>``) and links."""
CODE_RE = re.compile(r"```.*?```|`[^`]*`|(?<![\w/])/[a-z][\w-]*", re.S)
"""Code: spans in backticks (`` `/table create` ``, an option's name) and a command's name
(``/ledger``), the same in every language."""
SHORTEST = 2
"""Single letters are no English: ``A``–``F`` are team letters, ``a`` and ``i`` Welsh too."""
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
LANGUAGE_NAMES = frozenset(w.lower() for name in NAMES.values() for w in WORD_RE.findall(name))
"""The languages' names in themselves (``Cymraeg``): the English catalogue writes them too."""

LOBBY = ("common.ftl", "lobby.ftl", "house-rules.ftl", "rules.ftl")
"""The lobby's, the house rules' and ``/rules``' files."""
HAND = ("hand.ftl", "common.ftl")
"""The private hand's files (its buttons are common words)."""
STORY = ("leagues.ftl", "ledger.ftl", "story.ftl")
"""The leagues', the ledger's and the story's (score sheets, replays) files."""


class _Texts(Visitor):
    """Every literal text of a file: messages and terms, every variant, string literals; one
    string an entry (so that a code span cut by a placeable stays whole)."""

    def __init__(self) -> None:
        super().__init__()
        self.entries: list[str] = []
        self._parts: list[str] = []

    def visit_Message(self, node: ast.Message) -> None:
        self._entry(node)

    def visit_Term(self, node: ast.Term) -> None:
        self._entry(node)

    def _entry(self, node: ast.BaseNode) -> None:
        self._parts = []
        self.generic_visit(node)
        self.entries.append(" ".join(self._parts))

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self._parts.append(node.value)

    def visit_StringLiteral(self, node: ast.StringLiteral) -> None:
        self._parts.append(node.value)


def words(text: str) -> set[str]:
    """The words of ``text``, lowercased (markup taken out); a compound whole and in parts
    (``don't``, ``don``, ``t``), so that no way of cutting words hides one."""
    found: set[str] = set()
    for word in WORD_RE.findall(MARKUP_RE.sub(" ", text)):
        word = word.lower().replace("’", "'")
        found.add(word)
        found.update(word.split("-"))
        found.update(re.split(r"['-]", word))
    return found


def prose_and_code(text: str) -> tuple[str, str]:
    """``text`` without its code spans, and its code spans."""
    return CODE_RE.sub(" ", text), " ".join(CODE_RE.findall(text))


@cache
def _catalogue(language: str, areas: tuple[str, ...] | None) -> tuple[frozenset[str], ...]:
    """The words ``language``'s catalogue writes as prose, and those it writes only in code."""
    seen = _Texts()
    for name in resources(language) if areas is None else areas:
        seen.visit(parse((LOCALES / language / name).read_text("utf-8")))
    prose: set[str] = set()
    code: set[str] = set()
    for entry in seen.entries:
        text, spans = prose_and_code(entry)
        prose |= words(text)
        code |= words(spans)
    return frozenset(prose), frozenset(code - prose)


def catalogue_words(language: str, areas: tuple[str, ...] | None = None) -> frozenset[str]:
    """Every word ``language``'s catalogue writes (texts, not ids or comments; code spans
    too): all of its files, or the ``areas`` named."""
    prose, code = _catalogue(language, areas)
    return prose | code


@cache
def english_only(language: str, areas: tuple[str, ...] | None = None) -> frozenset[str]:
    """The English words (the catalogue's, code spans too, and the common ones) that
    ``language`` never writes as prose (in ``areas``, when given): a word its catalogue writes
    only in code (``/ledger``, `` `/table create` ``) is English outside code."""
    english = catalogue_words("en") | COMMON
    theirs = _catalogue(language, areas)[0] | LANGUAGE_NAMES
    return frozenset(w for w in english - theirs if len(w) >= SHORTEST)


def english_in(
    text: str | Iterable[str],
    language: str,
    names: Iterable[str] = (),
    *,
    areas: tuple[str, ...] | None = None,
) -> set[str]:
    """The English words in ``text`` (a text or several), which should be in ``language``
    (``names``: the people's and computers' names it may hold, which are nobody's language;
    ``areas``: the catalogue files whose words ``language`` may use, all when None).  In a
    code span, the words ``language``'s catalogue writes in code are not English either."""
    whole = text if isinstance(text, str) else "\n".join(text)
    for name in sorted(names, key=len, reverse=True):
        if name:
            whole = whole.replace(name, " ")
    prose, code = prose_and_code(whole)
    english = english_only(language, areas)
    return (words(prose) & english) | (words(code) & (english - _catalogue(language, areas)[1]))
