"""House-rule options: one strict pydantic model per game, validated from JSON-like data.

Validation goes through JSON mode so that the records spec's strictness holds exactly: a
boolean option rejects ``1``, an integer option rejects ``true``, and lists become tuples.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError
from pydantic_core import ErrorDetails

from games.errors import InvalidOptions


class GameOptions(BaseModel):
    """Base of every game's options model: frozen, strict, unknown names rejected."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)

    def changed(self) -> dict[str, Any]:
        """Only the options that differ from the defaults (what a record needs to store)."""
        defaults = type(self)()
        return {
            k: v
            for k, v in self.model_dump(mode="json").items()
            if getattr(defaults, k) != getattr(self, k)
        }

    def to_json(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


OptionsT = TypeVar("OptionsT", bound=GameOptions)


def _describe(err: ErrorDetails, model: type[BaseModel]) -> str:
    loc = ".".join(str(p) for p in err.get("loc", ())) or "options"
    name = str(err.get("loc", ("?",))[0]) if err.get("loc") else "options"
    if err.get("type") == "extra_forbidden":
        known = ", ".join(sorted(model.model_fields))
        return f"unknown option {name!r} (known options: {known})"
    field = model.model_fields.get(name)
    hint = ""
    if field is not None and field.description:
        hint = f" ({field.description})"
    return f"option {loc}: {err.get('msg', 'invalid value')}{hint}"


def validate_options(
    model: type[OptionsT], data: Mapping[str, Any] | OptionsT | None, game: str
) -> OptionsT:
    """Build a game's options from a mapping, raising ``InvalidOptions`` with one clear line."""
    if data is None:
        return model()
    if isinstance(data, model):
        return data
    if not isinstance(data, Mapping):
        raise InvalidOptions(f"{game} options must be an object, not {type(data).__name__}")
    try:
        return model.model_validate_json(json.dumps(dict(data)))
    except ValidationError as exc:
        errs = exc.errors()
        raise InvalidOptions(f"{game}: " + "; ".join(_describe(e, model) for e in errs)) from None
    except (TypeError, ValueError) as exc:
        raise InvalidOptions(f"{game} options are not valid JSON data: {exc}") from None
