"""The message catalogue (issue 14): every message exists in every language, with the same
placeholders, and formats without an error; the language chosen for a person follows the
issue's order.  Each check is shown to catch the fault it is for."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast, parse
from fluent.syntax.visitor import Visitor

from bot.i18n import LANGUAGES, LOCALES, Tr, choose, resources, tr


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def messages(text: str) -> dict[str, set[str]]:
    """Message id -> the placeholders it uses; a syntax error fails."""
    out: dict[str, set[str]] = {}
    for entry in parse(text).body:
        assert not isinstance(entry, ast.Junk), f"syntax error: {entry.content!r}"
        if isinstance(entry, ast.Message):
            seen = _Variables()
            seen.visit(entry)
            out[entry.id.name] = seen.names
    return out


def catalogue(root: Path, language: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for path in sorted((root / language).glob("*.ftl")):
        found = messages(path.read_text(encoding="utf-8"))
        assert not set(found) & set(out), f"{path.name}: an id defined twice"
        out.update(found)
    return out


def differences(root: Path) -> list[str]:
    """What a language lacks, adds or formats with other placeholders than English."""
    english = catalogue(root, "en")
    problems = []
    for language in LANGUAGES[1:]:
        theirs = catalogue(root, language)
        problems += [f"{language}: {m} missing" for m in sorted(set(english) - set(theirs))]
        problems += [f"{language}: {m} not in English" for m in sorted(set(theirs) - set(english))]
        problems += [
            f"{language}: {m} uses {sorted(theirs[m])}, English {sorted(english[m])}"
            for m in sorted(set(english) & set(theirs))
            if theirs[m] != english[m]
        ]
    return problems


def format_errors(root: Path, language: str) -> list[str]:
    """Every message of ``language`` formatted with a number for each placeholder."""
    bundle = FluentBundle([language], use_isolating=False)
    for path in sorted((root / language).glob("*.ftl")):
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    errors = []
    for message_id, names in catalogue(root, language).items():
        for n in (0, 1, 2, 3, 6, 11, 100):
            value, errs = bundle.format_pattern(
                bundle.get_message(message_id).value, {name: n for name in names}
            )
            errors += [f"{language}: {message_id}: {e}" for e in errs]
            if not value.strip():
                errors.append(f"{language}: {message_id} is empty")
    return errors


def test_every_language_has_every_message_with_the_same_placeholders() -> None:
    assert [resources(lang) for lang in LANGUAGES] == [resources("en")] * len(LANGUAGES)
    assert differences(LOCALES) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_formats_without_an_error(language: str) -> None:
    assert format_errors(LOCALES, language) == []


def test_the_checks_catch_a_missing_message_a_changed_placeholder_and_a_bad_reference(
    tmp_path: Path,
) -> None:
    for language in LANGUAGES:
        (tmp_path / language).mkdir()
        (tmp_path / language / "a.ftl").write_text(
            "hello = Hello { $name }\nbye = Bye\n", encoding="utf-8"
        )
    assert differences(tmp_path) == []
    (tmp_path / "cy" / "a.ftl").write_text("hello = Helo { $enw }\n", encoding="utf-8")
    assert differences(tmp_path) == [
        "cy: bye missing",
        "cy: hello uses ['enw'], English ['name']",
    ]
    (tmp_path / "bg" / "a.ftl").write_text(
        "hello = { -none } { $name }\nbye = Чао\n", encoding="utf-8"
    )
    assert format_errors(tmp_path, "bg"), "an unknown term reference is an error"


def test_a_language_formats_its_own_words_and_plurals() -> None:
    """Welsh counts mutate the noun after 2 and 3 (*2 gerdyn*, *3 cherdyn*); Bulgarian has
    one and other; a missing language is refused."""
    assert tr("cy")("cards-count", count=2) == "2 gerdyn"
    assert tr("cy")("cards-count", count=3) == "3 cherdyn"
    assert tr("bg")("cards-count", count=1) == "1 карта"
    assert tr("en")("cards-count", count=1) == "1 card"
    assert tr("ht")("game-spades") == "Pik"
    assert "\u2068" not in tr("cy")("cards-count", count=5), "no isolation marks for Discord"
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        tr("fr")


def test_the_language_is_the_persons_then_discords_then_the_servers_then_english() -> None:
    assert choose("ht", "bg", "cy") == "ht"
    assert choose(None, "bg", "cy") == "bg", "Bulgarian is a Discord locale"
    assert choose(None, "en-GB", "cy") == "cy", "an English client in a Welsh server"
    assert choose(None, "fr", None) == "en"
    assert choose("xx", None, "yy") == "en", "unknown codes are ignored"


def test_a_message_is_formatted_once_for_the_same_arguments(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The catalogue keeps what it formatted (``Tr._formatted``): the same id and arguments are
    formatted by Fluent once and give the same text; other arguments, another type of the same
    value (``True`` is not ``1``) and another language are formatted apart."""
    t = Tr("cy")  # a catalogue of its own, so that no other test's formats are kept in it
    calls: list[tuple[str, dict[str, object]]] = []
    real = t._fluent.format_value

    def counted(message_id: str, args: dict[str, object] | None = None) -> str:
        calls.append((message_id, dict(args or {})))
        return str(real(message_id, args))

    monkeypatch.setattr(t._fluent, "format_value", counted)
    assert [t("cards-count", count=n) for n in (2, 3, 2, 3, 2)] == [
        "2 gerdyn",
        "3 cherdyn",
        "2 gerdyn",
        "3 cherdyn",
        "2 gerdyn",
    ]
    assert calls == [("cards-count", {"count": 2}), ("cards-count", {"count": 3})]
    t("cards-count", count=True)
    assert len(calls) == 3, "True is formatted apart from 1"
    assert tr("en")("cards-count", count=2) == "2 cards", "each language has its own"
