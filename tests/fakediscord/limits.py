"""Discord's payload limits, answered the way Discord answers them.

Discord rejects an invalid message, component or modal with ``400 {"code": 50035, "errors":
{...nested by field path...}, "message": "Invalid Form Body"}``. The bot only learns about a limit
when it hits one in production, so the fake checks every payload the bot sends and answers with the
same shape: the bot then sees the same ``discord.HTTPException`` it would see in production.

Each validator appends to an :class:`ErrorTree` at the field path Discord would report.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection
from typing import Any

CONTENT_MAX = 2000
EMBEDS_MAX = 10
EMBED_TOTAL_MAX = 6000
EMBED_TITLE_MAX = 256
EMBED_DESCRIPTION_MAX = 4096
EMBED_FIELDS_MAX = 25
EMBED_FIELD_NAME_MAX = 256
EMBED_FIELD_VALUE_MAX = 1024
EMBED_FOOTER_MAX = 2048
EMBED_AUTHOR_MAX = 256
ACTION_ROWS_MAX = 5
ROW_BUTTONS_MAX = 5
V2_COMPONENTS_MAX = 40
CUSTOM_ID_MAX = 100
BUTTON_LABEL_MAX = 80
SELECT_OPTIONS_MAX = 25
SELECT_OPTION_TEXT_MAX = 100
SELECT_PLACEHOLDER_MAX = 150
SELECT_VALUES_MAX = 25
MODAL_TITLE_MAX = 45
MODAL_ROWS_MAX = 5
TEXT_INPUT_LABEL_MAX = 45
TEXT_INPUT_LENGTH_MAX = 4000
TEXT_INPUT_PLACEHOLDER_MAX = 100
THREAD_NAME_MAX = 100
THREAD_ARCHIVE_DURATIONS = (60, 1440, 4320, 10080)
AUTOCOMPLETE_CHOICES_MAX = 25
APP_EMOJIS_MAX = 2000
EMOJI_NAME_MIN, EMOJI_NAME_MAX = 2, 32
EMOJI_IMAGE_MAX = 256 * 1024
EMOJI_NAME_CHARS = re.compile(r"[A-Za-z0-9_]+")

FLAG_EPHEMERAL = 1 << 6
FLAG_LOADING = 1 << 7
FLAG_SUPPRESS_EMBEDS = 1 << 2
FLAG_SUPPRESS_NOTIFICATIONS = 1 << 12
FLAG_COMPONENTS_V2 = 1 << 15

BUTTON = 2
STRING_SELECT = 3
TEXT_INPUT = 4
SELECT_TYPES = (3, 5, 6, 7, 8)
ACTION_ROW = 1
LABEL = 18


class ErrorTree:
    """Collects field errors into Discord's nested ``errors`` object."""

    def __init__(self) -> None:
        self.tree: dict[str, Any] = {}

    def add(self, path: tuple[str | int, ...], code: str, message: str) -> None:
        """Record one error at ``path`` (e.g. ``("components", 0, "components", 5)``)."""
        node = self.tree
        for part in path:
            node = node.setdefault(str(part), {})
        node.setdefault("_errors", []).append({"code": code, "message": message})

    def max_length(self, path: tuple[str | int, ...], value: Any, limit: int) -> None:
        """Discord's BASE_TYPE_MAX_LENGTH check for strings and lists."""
        if value is not None and len(value) > limit:
            self.add(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")

    def length_between(self, path: tuple[str | int, ...], value: Any, low: int, high: int) -> None:
        """Discord's BASE_TYPE_BAD_LENGTH check (also used for required strings)."""
        if value is None:
            self.add(path, "BASE_TYPE_REQUIRED", "This field is required")
        elif not low <= len(value) <= high:
            self.add(path, "BASE_TYPE_BAD_LENGTH", f"Must be between {low} and {high} in length.")

    def int_between(self, path: tuple[str | int, ...], value: Any, low: int, high: int) -> None:
        """Discord's BASE_TYPE_MIN_VALUE / BASE_TYPE_MAX_VALUE checks."""
        if value is None:
            return
        if value < low:
            self.add(
                path, "BASE_TYPE_MIN_VALUE", f"int value should be greater than or equal to {low}."
            )
        elif value > high:
            self.add(
                path, "BASE_TYPE_MAX_VALUE", f"int value should be less than or equal to {high}."
            )

    def __bool__(self) -> bool:
        return bool(self.tree)

    def body(self) -> dict[str, Any]:
        """The 400 body Discord sends."""
        return {"code": 50035, "errors": self.tree, "message": "Invalid Form Body"}


def check_message(
    errors: ErrorTree,
    payload: dict[str, Any],
    *,
    prefix: tuple[str | int, ...] = (),
    creating: bool = True,
    has_files: bool = False,
    emojis: Collection[int] | None = None,
) -> None:
    """Validate a message create/edit payload (also the ``data`` of callback types 4 and 7).
    ``emojis``: the custom emoji ids the bot may use in components (``None``: not checked)."""
    content = payload.get("content")
    flags = payload.get("flags") or 0
    if content is not None:
        errors.max_length((*prefix, "content"), content, CONTENT_MAX)
    embeds = payload.get("embeds")
    if embeds:
        check_embeds(errors, embeds, prefix=(*prefix, "embeds"))
    components = payload.get("components")
    if components:
        check_components(
            errors, components, prefix=(*prefix, "components"), v2=bool(flags & FLAG_COMPONENTS_V2)
        )
        check_component_emojis(errors, components, prefix=(*prefix, "components"), known=emojis)
    if flags & FLAG_COMPONENTS_V2 and (content or embeds):
        errors.add(
            (*prefix, "content" if content else "embeds"),
            "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
            "The 'content' and 'embeds' fields cannot be used "
            "when using MessageFlags.IS_COMPONENTS_V2",
        )


def is_empty_message(payload: dict[str, Any], *, has_files: bool) -> bool:
    """Discord refuses (50006) a new message with nothing in it."""
    return not (
        payload.get("content")
        or payload.get("embeds")
        or payload.get("components")
        or payload.get("sticker_ids")
        or payload.get("poll")
        or has_files
    )


def embed_length(embed: dict[str, Any]) -> int:
    """The characters Discord counts towards the 6000 limit."""
    total = len(embed.get("title") or "") + len(embed.get("description") or "")
    for field in embed.get("fields") or []:
        total += len(field.get("name") or "") + len(field.get("value") or "")
    total += len((embed.get("footer") or {}).get("text") or "")
    total += len((embed.get("author") or {}).get("name") or "")
    return total


def check_embeds(errors: ErrorTree, embeds: list[dict[str, Any]], *, prefix: tuple) -> None:
    """Embed count, per-field and total size limits."""
    errors.max_length(prefix, embeds, EMBEDS_MAX)
    total = 0
    for i, embed in enumerate(embeds):
        p = (*prefix, i)
        errors.max_length((*p, "title"), embed.get("title"), EMBED_TITLE_MAX)
        errors.max_length((*p, "description"), embed.get("description"), EMBED_DESCRIPTION_MAX)
        fields = embed.get("fields") or []
        errors.max_length((*p, "fields"), fields, EMBED_FIELDS_MAX)
        for j, field in enumerate(fields):
            errors.length_between(
                (*p, "fields", j, "name"), field.get("name"), 1, EMBED_FIELD_NAME_MAX
            )
            errors.length_between(
                (*p, "fields", j, "value"), field.get("value"), 1, EMBED_FIELD_VALUE_MAX
            )
        footer = embed.get("footer")
        if footer:
            errors.max_length((*p, "footer", "text"), footer.get("text"), EMBED_FOOTER_MAX)
        author = embed.get("author")
        if author:
            errors.max_length((*p, "author", "name"), author.get("name"), EMBED_AUTHOR_MAX)
        total += embed_length(embed)
    if total > EMBED_TOTAL_MAX:
        errors.add(
            prefix,
            "MAX_EMBED_SIZE_EXCEEDED",
            f"Embed size exceeds maximum size of {EMBED_TOTAL_MAX}",
        )


def _walk(components: list[dict[str, Any]]):
    """Every component in a (possibly nested, Components V2) tree."""
    for c in components:
        yield c
        yield from _walk(c.get("components") or [])
        if isinstance(c.get("component"), dict):
            yield from _walk([c["component"]])
        if isinstance(c.get("accessory"), dict):
            yield from _walk([c["accessory"]])


def count_components(components: list[dict[str, Any]]) -> int:
    """Components V2 counts every component, nested ones included."""
    return sum(1 for _ in _walk(components))


def check_components(
    errors: ErrorTree, components: list[dict[str, Any]], *, prefix: tuple, v2: bool = False
) -> None:
    """Action rows, buttons and selects (classic layout), or the V2 component budget."""
    if v2:
        if count_components(components) > V2_COMPONENTS_MAX:
            errors.add(
                prefix, "BASE_TYPE_MAX_LENGTH", f"Must be {V2_COMPONENTS_MAX} or fewer in length."
            )
    else:
        errors.max_length(prefix, components, ACTION_ROWS_MAX)
    seen_ids: set[str] = set()
    for i, comp in enumerate(components):
        _check_component(errors, comp, (*prefix, i), seen_ids, top_level=not v2)


def _check_component(
    errors: ErrorTree, comp: dict[str, Any], path: tuple, seen_ids: set[str], *, top_level: bool
) -> None:
    ctype = comp.get("type")
    if top_level and ctype != ACTION_ROW:
        errors.add(
            (*path, "type"), "UNION_TYPE_CHOICES", 'Value of field "type" must be one of (1,).'
        )
        return
    cid = comp.get("custom_id")
    if cid is not None:
        if cid in seen_ids:
            errors.add(
                (*path, "custom_id"),
                "COMPONENT_CUSTOM_ID_DUPLICATED",
                "Component custom id cannot be duplicated",
            )
        seen_ids.add(cid)
    if ctype == ACTION_ROW:
        children = comp.get("components") or []
        if not children:
            errors.add(
                (*path, "components"), "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length."
            )
        has_select = any(c.get("type") in SELECT_TYPES for c in children)
        if has_select and len(children) > 1:
            errors.add(
                (*path, "components"),
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "The specified component exceeds the maximum width",
            )
        elif len(children) > ROW_BUTTONS_MAX:
            errors.add(
                (*path, "components"), "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length."
            )
        for j, child in enumerate(children):
            if child.get("type") == ACTION_ROW:
                errors.add(
                    (*path, "components", j, "type"),
                    "UNION_TYPE_CHOICES",
                    "Action rows cannot nest.",
                )
                continue
            _check_component(errors, child, (*path, "components", j), seen_ids, top_level=False)
    elif ctype == BUTTON:
        _check_button(errors, comp, path)
    elif ctype in SELECT_TYPES:
        _check_select(errors, comp, path)
    else:
        for key in ("components",):
            for j, child in enumerate(comp.get(key) or []):
                _check_component(errors, child, (*path, key, j), seen_ids, top_level=False)
        if isinstance(comp.get("accessory"), dict):
            _check_component(
                errors, comp["accessory"], (*path, "accessory"), seen_ids, top_level=False
            )


def check_component_emojis(
    errors: ErrorTree,
    components: list[dict[str, Any]],
    *,
    prefix: tuple,
    known: Collection[int] | None,
) -> None:
    """The ``emoji`` of buttons and select options.  A custom emoji (``{"id", "name"}``) must
    be one the application may use: its own application emojis (the fake has no guild emojis);
    any other id is Discord's ``BUTTON_COMPONENT_INVALID_EMOJI`` (reported under ``emoji.id``;
    Discord uses that code for select options too).  Without an id, ``name`` must be a Unicode
    emoji: a bare custom name such as ``cr_ace`` is refused the same way (under ``emoji.name``),
    as Discord does."""
    for i, comp in enumerate(components):
        path = (*prefix, i)
        if comp.get("type") == BUTTON and comp.get("emoji") is not None:
            _check_emoji(errors, comp["emoji"], (*path, "emoji"), known)
        for k, opt in enumerate(comp.get("options") or []):
            if isinstance(opt, dict) and opt.get("emoji") is not None:
                _check_emoji(errors, opt["emoji"], (*path, "options", k, "emoji"), known)
        check_component_emojis(
            errors, comp.get("components") or [], prefix=(*path, "components"), known=known
        )
        for key in ("accessory", "component"):
            if isinstance(comp.get(key), dict):
                check_component_emojis(errors, [comp[key]], prefix=(*path, key), known=known)


def _check_emoji(errors: ErrorTree, emoji: Any, path: tuple, known: Collection[int] | None) -> None:
    invalid = ("BUTTON_COMPONENT_INVALID_EMOJI", "Invalid emoji")
    if not isinstance(emoji, dict):
        errors.add(path, "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType")
        return
    emoji_id = emoji.get("id")
    if emoji_id is not None:
        if not str(emoji_id).isdigit():
            errors.add((*path, "id"), "NUMBER_TYPE_COERCE", f'Value "{emoji_id}" is not snowflake.')
        elif known is not None and int(emoji_id) not in known:
            errors.add((*path, "id"), *invalid)
        return
    name = emoji.get("name")
    if not name or EMOJI_NAME_CHARS.fullmatch(str(name)):
        errors.add((*path, "name"), *invalid)


def check_emoji_name(errors: ErrorTree, name: Any, path: tuple = ("name",)) -> None:
    """An emoji's name: 2–32 characters of letters, digits and underscores."""
    if name is None:
        errors.add(path, "BASE_TYPE_REQUIRED", "This field is required")
    elif not isinstance(name, str) or not EMOJI_NAME_MIN <= len(name) <= EMOJI_NAME_MAX:
        errors.length_between(path, str(name), EMOJI_NAME_MIN, EMOJI_NAME_MAX)
    elif not EMOJI_NAME_CHARS.fullmatch(name):
        errors.add(path, "STRING_TYPE_REGEX", "String value did not match validation regex.")


def _check_button(errors: ErrorTree, comp: dict[str, Any], path: tuple) -> None:
    style = comp.get("style")
    if style not in (1, 2, 3, 4, 5, 6):
        errors.add(
            (*path, "style"), "BASE_TYPE_CHOICES", "Value must be one of {1, 2, 3, 4, 5, 6}."
        )
    label = comp.get("label")
    errors.max_length((*path, "label"), label, BUTTON_LABEL_MAX)
    if style == 5:
        if not comp.get("url"):
            errors.add((*path, "url"), "BASE_TYPE_REQUIRED", "This field is required")
        if comp.get("custom_id") is not None:
            errors.add(
                (*path, "custom_id"),
                "BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED",
                "A custom id is not allowed",
            )
    elif style != 6:
        errors.length_between((*path, "custom_id"), comp.get("custom_id"), 1, CUSTOM_ID_MAX)
    if style != 6 and not label and not comp.get("emoji"):
        errors.add(
            (*path, "label"),
            "BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED",
            "A label or emoji is required",
        )


def _check_select(errors: ErrorTree, comp: dict[str, Any], path: tuple) -> None:
    errors.length_between((*path, "custom_id"), comp.get("custom_id"), 1, CUSTOM_ID_MAX)
    errors.max_length((*path, "placeholder"), comp.get("placeholder"), SELECT_PLACEHOLDER_MAX)
    min_values = comp.get("min_values", 1)
    max_values = comp.get("max_values", 1)
    errors.int_between((*path, "min_values"), min_values, 0, SELECT_VALUES_MAX)
    errors.int_between((*path, "max_values"), max_values, 1, SELECT_VALUES_MAX)
    if min_values is not None and max_values is not None and min_values > max_values:
        errors.add(
            (*path, "min_values"),
            "SELECT_COMPONENT_MIN_VALUES_GREATER_THAN_MAX",
            "min_values must be less than or equal to max_values",
        )
    if comp.get("type") != STRING_SELECT:
        return
    options = comp.get("options")
    if options is None:
        errors.add((*path, "options"), "BASE_TYPE_REQUIRED", "This field is required")
        return
    errors.length_between((*path, "options"), options, 1, SELECT_OPTIONS_MAX)
    values: set[str] = set()
    defaults = 0
    for k, opt in enumerate(options):
        p = (*path, "options", k)
        errors.length_between((*p, "label"), opt.get("label"), 1, SELECT_OPTION_TEXT_MAX)
        errors.length_between((*p, "value"), opt.get("value"), 1, SELECT_OPTION_TEXT_MAX)
        errors.max_length((*p, "description"), opt.get("description"), SELECT_OPTION_TEXT_MAX)
        if opt.get("value") in values:
            errors.add(
                (*p, "value"),
                "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                "Option values must be unique",
            )
        values.add(opt.get("value"))
        defaults += bool(opt.get("default"))
    if options and max_values is not None and max_values > len(options):
        errors.add(
            (*path, "max_values"),
            "BASE_TYPE_MAX_VALUE",
            f"int value should be less than or equal to {len(options)}.",
        )
    if options and min_values is not None and min_values > len(options):
        errors.add(
            (*path, "min_values"),
            "BASE_TYPE_MAX_VALUE",
            f"int value should be less than or equal to {len(options)}.",
        )
    if max_values is not None and defaults > max_values:
        errors.add(
            (*path, "options"),
            "SELECT_COMPONENT_TOO_MANY_DEFAULT_VALUES",
            "The number of default options exceeds max_values",
        )


def check_modal(errors: ErrorTree, data: dict[str, Any], *, prefix: tuple) -> None:
    """A type-9 callback's modal: title, custom_id, 1–5 rows of text inputs/selects."""
    errors.length_between((*prefix, "title"), data.get("title"), 1, MODAL_TITLE_MAX)
    errors.length_between((*prefix, "custom_id"), data.get("custom_id"), 1, CUSTOM_ID_MAX)
    rows = data.get("components") or []
    errors.length_between((*prefix, "components"), rows, 1, MODAL_ROWS_MAX)
    seen: set[str] = set()
    for i, row in enumerate(rows):
        p = (*prefix, "components", i)
        if row.get("type") == ACTION_ROW:
            children = row.get("components") or []
            if len(children) != 1:
                errors.add(
                    (*p, "components"), "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 1 in length."
                )
            for j, child in enumerate(children):
                _check_modal_item(errors, child, (*p, "components", j), seen, legacy=True)
        elif row.get("type") == LABEL:
            errors.length_between((*p, "label"), row.get("label"), 1, TEXT_INPUT_LABEL_MAX)
            errors.max_length((*p, "description"), row.get("description"), SELECT_OPTION_TEXT_MAX)
            child = row.get("component")
            if not isinstance(child, dict):
                errors.add((*p, "component"), "BASE_TYPE_REQUIRED", "This field is required")
            else:
                _check_modal_item(errors, child, (*p, "component"), seen, legacy=False)


def _check_modal_item(
    errors: ErrorTree, comp: dict[str, Any], path: tuple, seen: set[str], *, legacy: bool
) -> None:
    cid = comp.get("custom_id")
    if cid in seen:
        errors.add(
            (*path, "custom_id"),
            "COMPONENT_CUSTOM_ID_DUPLICATED",
            "Component custom id cannot be duplicated",
        )
    seen.add(cid)
    if comp.get("type") == TEXT_INPUT:
        errors.length_between((*path, "custom_id"), cid, 1, CUSTOM_ID_MAX)
        if legacy:
            errors.length_between((*path, "label"), comp.get("label"), 1, TEXT_INPUT_LABEL_MAX)
        if comp.get("style") not in (1, 2):
            errors.add((*path, "style"), "BASE_TYPE_CHOICES", "Value must be one of {1, 2}.")
        errors.int_between((*path, "min_length"), comp.get("min_length"), 0, TEXT_INPUT_LENGTH_MAX)
        errors.int_between((*path, "max_length"), comp.get("max_length"), 1, TEXT_INPUT_LENGTH_MAX)
        errors.max_length((*path, "value"), comp.get("value"), TEXT_INPUT_LENGTH_MAX)
        errors.max_length(
            (*path, "placeholder"), comp.get("placeholder"), TEXT_INPUT_PLACEHOLDER_MAX
        )
    elif comp.get("type") in SELECT_TYPES:
        _check_select(errors, comp, path)


def check_thread(errors: ErrorTree, payload: dict[str, Any]) -> None:
    """Thread name and auto-archive duration."""
    errors.length_between(("name",), payload.get("name"), 1, THREAD_NAME_MAX)
    duration = payload.get("auto_archive_duration")
    if duration is not None and duration not in THREAD_ARCHIVE_DURATIONS:
        errors.add(
            ("auto_archive_duration",),
            "BASE_TYPE_CHOICES",
            f"Value must be one of {set(THREAD_ARCHIVE_DURATIONS)}.",
        )


def check_autocomplete(errors: ErrorTree, data: dict[str, Any], *, prefix: tuple) -> None:
    """Autocomplete results: at most 25 choices, names 1–100 characters."""
    choices = data.get("choices") or []
    errors.max_length((*prefix, "choices"), choices, AUTOCOMPLETE_CHOICES_MAX)
    for i, choice in enumerate(choices):
        errors.length_between((*prefix, "choices", i, "name"), choice.get("name"), 1, 100)


# ---------------------------------------------------------------------- application commands

COMMAND_NAME_MAX = 32
COMMAND_TEXT_MAX = 100
"""Descriptions and choice names (and every localisation of them)."""
COMMAND_OPTIONS_MAX = 25
COMMAND_CHOICES_MAX = 25
LOCALES = frozenset(
    {"id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
     "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi",
     "th", "zh-CN", "ja", "zh-TW", "ko"}
)  # fmt: skip
"""Discord's 32 locales: the only keys a ``*_localizations`` dict may have."""
CONTEXTS = (0, 1, 2)
"""Interaction context types: guild, bot DM, private channel."""
INTEGRATION_TYPES = (0, 1)
"""Installation types: guild install, user install."""
_SCRIPTS = ((0x0900, 0x097F), (0xA8E0, 0xA8FF), (0x0E00, 0x0E7F))
"""Devanagari (and its extension) and Thai: their marks are allowed in names too."""


def valid_command_name(name: Any) -> bool:
    """Discord's ``^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$``, lower-case where a letter
    has a lower case (for chat-input commands and every option)."""
    if not isinstance(name, str) or not 1 <= len(name) <= COMMAND_NAME_MAX:
        return False
    for ch in name:
        if ch in "-_" or unicodedata.category(ch)[0] in "LN":
            continue
        if not any(lo <= ord(ch) <= hi for lo, hi in _SCRIPTS):
            return False
    return name == name.lower()


def _check_locales(errors: ErrorTree, path: tuple[str | int, ...], value: Any) -> dict[str, Any]:
    """A ``*_localizations`` dict's keys must be Discord locales (``cy`` is not one)."""
    if not isinstance(value, dict):
        return {}
    for key in value:
        if key not in LOCALES:
            errors.add(
                (*path, key),
                "BASE_TYPE_CHOICES",
                f"Value must be one of {tuple(sorted(LOCALES))}.",
            )
    return {k: v for k, v in value.items() if k in LOCALES}


def _check_names(errors: ErrorTree, item: dict[str, Any], path: tuple[str | int, ...]) -> None:
    """The name and each of its localisations."""
    if not valid_command_name(item.get("name")):
        errors.add((*path, "name"), "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid")
    where = (*path, "name_localizations")
    for locale, name in _check_locales(errors, where, item.get("name_localizations")).items():
        if not valid_command_name(name):
            errors.add(
                (*where, locale), "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid"
            )


def _check_texts(
    errors: ErrorTree, item: dict[str, Any], path: tuple[str | int, ...], field: str
) -> None:
    """A description or choice name (1-100) and each of its localisations."""
    errors.length_between((*path, field), item.get(field), 1, COMMAND_TEXT_MAX)
    where = (*path, f"{field}_localizations")
    for locale, text in _check_locales(errors, where, item.get(f"{field}_localizations")).items():
        errors.length_between((*where, locale), text, 1, COMMAND_TEXT_MAX)


def check_command(errors: ErrorTree, cmd: dict[str, Any], path: tuple[str | int, ...]) -> None:
    """What Discord checks of one command at sync (``PUT``/``POST .../commands``)."""
    ctype = cmd.get("type", 1)
    name = cmd.get("name")
    if ctype == 1:
        _check_names(errors, cmd, path)
        _check_texts(errors, cmd, path, "description")
    elif not isinstance(name, str) or not 1 <= len(name) <= COMMAND_NAME_MAX:
        errors.add((*path, "name"), "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid")
    for field, allowed in (("contexts", CONTEXTS), ("integration_types", INTEGRATION_TYPES)):
        for i, value in enumerate(cmd.get(field) or []):
            if value not in allowed:
                errors.add(
                    (*path, field, i), "BASE_TYPE_CHOICES", f"Value must be one of {allowed}."
                )
    _check_options(errors, cmd.get("options") or [], (*path, "options"))


def _check_options(
    errors: ErrorTree, options: list[dict[str, Any]], path: tuple[str | int, ...]
) -> None:
    errors.max_length(path, options, COMMAND_OPTIONS_MAX)
    seen_optional = False
    for i, opt in enumerate(options):
        p = (*path, i)
        _check_names(errors, opt, p)
        _check_texts(errors, opt, p, "description")
        if opt.get("type") in (1, 2):
            _check_options(errors, opt.get("options") or [], (*p, "options"))
            continue
        if opt.get("required"):
            if seen_optional:
                errors.add(
                    (*p, "required"),
                    "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                    "Required options must be placed before non-required options",
                )
        else:
            seen_optional = True
        choices = opt.get("choices") or []
        errors.max_length((*p, "choices"), choices, COMMAND_CHOICES_MAX)
        for j, choice in enumerate(choices):
            _check_texts(errors, choice, (*p, "choices", j), "name")
            if isinstance(choice.get("value"), str):
                errors.length_between(
                    (*p, "choices", j, "value"), choice["value"], 1, COMMAND_TEXT_MAX
                )
        if choices and opt.get("autocomplete"):
            errors.add(
                (*p, "autocomplete"), "APPLICATION_COMMAND_AUTOCOMPLETE_INVALID", "Cannot have both"
            )
