"""House rules, generically: what each game's ``Options`` model allows, as menu choices.

Each engine exports a pydantic ``Options`` model whose field names, defaults and constraints are
those of RULES.md.  Reading the model (``model_fields``) instead of hard-coding a menu per game
means a new option in an engine shows up in the lobby without a change here.  Choices are the
allowed values for booleans and literals, and a short list of sensible numbers around the
default for integers (a select menu holds at most 25).
"""

from __future__ import annotations

import enum
import functools
import json
import typing
from dataclasses import dataclass
from importlib import import_module
from typing import Any

import annotated_types
from pydantic import BaseModel

from bot.i18n import Tr, tr
from bot.tables import per_game
from games import TITLES
from games.errors import InvalidOptions

NICE_NUMBERS = (
    0, 1, 2, 3, 5, 10, 15, 20, 25, 50, 100, 150, 200, 250, 300, 500, 750, 1000,
    4, 6, 7, 8, 9, 11, 12, 13, 16, 18, 21, 30, 40, 60, 75, 350, 400, 600,
)  # fmt: skip
"""Candidate values for a wide integer option, the roundest first."""

BOT_HANDS = "hands"
"""A bot-level rule of a game without a match end (Tonk): how many hands the table plays
(``per_game``)."""
HAND_CHOICES = (1, 2, 3, 5, 10, 15, 20, 30, None)
EMPTY_SET = "off"
"""How an empty set of values reads (Tonk's initial tonk totals: none wins at once)."""


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One house rule as the lobby offers it.  ``description`` is the engine's English help;
    what people read comes from the catalogue by ``key`` (``label``, ``help_text``,
    ``value_label``)."""

    name: str
    description: str
    default: Any
    choices: tuple[Any, ...]
    key: str = ""
    """The stem of the rule's messages (``rule_key``); empty: none (the name is shown)."""

    @property
    def label(self) -> str:
        """The rule's English name, from the catalogue (in a person's or a table's language:
        ``spec_label``)."""
        return label(self.key, self.name, tr("en"))


def rule_key(game: str, name: str) -> str:
    """The stem of a house rule's messages in ``house-rules.ftl``: ``rule-<game>-<option>``
    names it, ``…-help`` says what it does, ``…-value-<value>`` reads a value that is a word.
    Per game: the same option name means different things in different games."""
    return f"rule-{game}-{_slug(name)}"


def _slug(text: str) -> str:
    return text.replace("_", "-")


def label(key: str, name: str, tr: Tr) -> str:
    """A house rule's name in ``tr``'s language (an option without messages: its name)."""
    return tr(key) if key and tr.has(key) else name


def help_text(key: str, description: str, tr: Tr) -> str:
    """What a house rule does, in ``tr``'s language (without messages: the engine's help)."""
    return tr(f"{key}-help") if key and tr.has(f"{key}-help") else description


def value_label(key: str, value: Any, tr: Tr) -> str:
    """A house rule's value as people read it in ``tr``'s language: what ``format_value`` says
    in English (``on``, ``none``, ``49, 50``, ``dealer forced``), from the catalogue."""
    if value is True:
        return tr("rule-on")
    if value is False:
        return tr("rule-off")
    if value is None:
        return tr("rule-none")
    if isinstance(value, list | tuple | set | frozenset):
        return ", ".join(value_label(key, v, tr) for v in value) or tr("rule-off")
    if isinstance(value, enum.Enum):
        value = value.value
    if isinstance(value, str) and key and tr.has(f"{key}-value-{_slug(value)}"):
        return tr(f"{key}-value-{_slug(value)}")
    return format_value(value)


def spec_label(spec: OptionSpec, tr: Tr) -> str:
    return label(spec.key, spec.name, tr)


def spec_help(spec: OptionSpec, tr: Tr) -> str:
    return help_text(spec.key, spec.description, tr)


def spec_value(spec: OptionSpec, value: Any, tr: Tr) -> str:
    return value_label(spec.key, value, tr)


def options_model(game: str) -> type[BaseModel]:
    return import_module(f"games.{game}").Options  # type: ignore[no-any-return]


def format_value(value: Any) -> str:
    """A value as people read it: ``on``/``off``, ``none``, ``49, 50``, ``dealer forced``."""
    if value is True:
        return "on"
    if value is False:
        return "off"
    if value is None:
        return "none"
    if isinstance(value, list | tuple | set | frozenset):
        return ", ".join(format_value(v) for v in value) or EMPTY_SET
    if isinstance(value, enum.Enum):
        value = value.value
    return str(value).replace("_", " ")


def encode(value: Any) -> str:
    """A value as a select option value (JSON, so it decodes to the exact type)."""
    if isinstance(value, enum.Enum):
        value = value.value
    if isinstance(value, set | frozenset | tuple):
        value = sorted(value) if isinstance(value, set | frozenset) else list(value)
    return json.dumps(value, separators=(",", ":"))


def decode(text: str) -> Any:
    return json.loads(text)


def _bounds(metadata: list[Any]) -> tuple[float | None, float | None]:
    lo: float | None = None
    hi: float | None = None
    for m in metadata:
        if isinstance(m, annotated_types.Ge):
            lo = float(m.ge)  # type: ignore[arg-type]
        elif isinstance(m, annotated_types.Gt):
            lo = float(m.gt) + 1  # type: ignore[arg-type]
        elif isinstance(m, annotated_types.Le):
            hi = float(m.le)  # type: ignore[arg-type]
        elif isinstance(m, annotated_types.Lt):
            hi = float(m.lt) - 1  # type: ignore[arg-type]
        elif isinstance(m, annotated_types.Interval):
            lo = float(m.ge) if m.ge is not None else lo  # type: ignore[arg-type]
            hi = float(m.le) if m.le is not None else hi  # type: ignore[arg-type]
    return lo, hi


def _int_choices(default: int | None, lo: float | None, hi: float | None) -> list[int]:
    if lo is not None and hi is not None and hi - lo < 25:
        return list(range(int(lo), int(hi) + 1))
    keep: set[int] = set() if default is None else {default}
    if lo is not None and lo >= -1000:
        keep.add(int(lo))
    pool = list(NICE_NUMBERS)
    if lo is None or lo < 0:  # a threshold below zero (Spades' mercy rule): negatives first
        pool = [-n for n in NICE_NUMBERS if n >= 50] + pool
    for v in pool:
        if len(keep) < 24 and (lo is None or v >= lo) and (hi is None or v <= hi):
            keep.add(v)
    return sorted(keep)


def _choices(annotation: Any, default: Any, metadata: list[Any]) -> tuple[Any, ...]:
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if annotation is bool:
        return (True, False)
    if origin is typing.Literal:
        return tuple(args)
    if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        return tuple(m.value for m in annotation)
    if origin in (typing.Union, getattr(__import__("types"), "UnionType", None)):
        inner = [a for a in args if a is not type(None)]
        base = _choices(inner[0], default, metadata) if len(inner) == 1 else ()
        return (None, *base) if type(None) in args else base
    if annotation is int:
        lo, hi = _bounds(metadata)
        return tuple(_int_choices(default if isinstance(default, int) else None, lo, hi))
    if origin in (tuple, list, set, frozenset) and isinstance(default, tuple | list | set):
        # A set of values (Tonk's initial tonk totals): the default, each value alone, and
        # the empty set (the rule off), as far as the model allows them.
        items = sorted(default)
        subsets = [list(items), *([v] for v in items)] if len(items) > 1 else [list(items)]
        return (*subsets, [])
    return ()


def _allowed(model: type[BaseModel], name: str, choices: tuple[Any, ...]) -> tuple[Any, ...]:
    """The choices without a set of values the model refuses (the empty set, where a set
    option must hold something); other values are the field's own bounds already."""
    from games.options import validate_options

    ok = []
    for choice in choices:
        if isinstance(choice, list):
            try:
                validate_options(model, {name: choice}, "")  # type: ignore[type-var]
            except InvalidOptions:
                continue
        ok.append(choice)
    return tuple(ok)


def _help(description: str) -> str:
    """An engine's option help as the menu shows it: the engines speak JSON (``[]`` is the
    empty set), the menu writes the empty set as "off"."""
    return description.replace("[]", f"“{EMPTY_SET}”")


def option_specs(game: str) -> list[OptionSpec]:
    """The house rules of ``game`` that can be chosen from a menu, in the model's order."""
    model = options_model(game)
    specs: list[OptionSpec] = []
    for name, info in model.model_fields.items():
        default = info.get_default(call_default_factory=True)
        choices = _allowed(model, name, _choices(info.annotation, default, list(info.metadata)))
        if isinstance(default, tuple | set | frozenset):
            default = sorted(default) if isinstance(default, set | frozenset) else list(default)
        if len(choices) < 2:
            continue
        specs.append(
            OptionSpec(
                name, _help(info.description or ""), default, choices[:25], rule_key(game, name)
            )
        )
    hands = per_game.of(game).hands
    if hands is not None:
        title = TITLES.get(game, game)
        specs.append(
            OptionSpec(
                BOT_HANDS, f"hands this table plays ({title} has no match end)",
                hands, HAND_CHOICES, rule_key(game, BOT_HANDS),
            )
        )  # fmt: skip
    return specs


def has_option(game: str, name: str) -> bool:
    """Whether the engine of ``game`` has the option ``name`` (a stake, a seat range)."""
    return name in options_model(game).model_fields


def validate(game: str, options: dict[str, Any]) -> dict[str, Any]:
    """Check a set of chosen options against the game; return only those that differ from the
    defaults (what a game record stores).  Raises ``InvalidOptions`` with a readable line."""
    from games.options import validate_options

    model = options_model(game)
    return validate_options(model, options, game).changed()  # type: ignore[type-var, attr-defined]


def current(game: str, options: dict[str, Any]) -> dict[str, Any]:
    """Every option of ``game`` with the value in force (defaults filled in)."""
    from games.options import validate_options

    try:
        return validate_options(options_model(game), options, game).to_json()  # type: ignore
    except InvalidOptions:
        return dict(options)


def teams_for(game: str, seats: int, options: dict[str, Any]) -> list[list[int]]:
    """The partnerships of a table, asked of the engine (they can depend on house rules)."""
    return [list(t) for t in _teams(game, seats, json.dumps(options, sort_keys=True))]


@functools.lru_cache(maxsize=256)
def _teams(game: str, seats: int, options_json: str) -> tuple[tuple[int, ...], ...]:
    from games import new_match

    try:
        return tuple(new_match(game, json.loads(options_json), seats=seats, seed=0).teams)
    except Exception:
        return tuple((s,) for s in range(seats))
