"""Self-tests for the Discord limits the fake enforces, and the 400 shape it answers with."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import discord
import pytest

from . import FakeChannel, FakeDiscord
from .limits import (
    ErrorTree,
    check_command,
    check_components,
    check_embeds,
    check_message,
    check_modal,
    valid_command_name,
)
from .samplebot import SampleBot


def button(i: int, **extra: Any) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": f"b{i}", "custom_id": f"c{i}", **extra}


def row(*components: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(components)}


def select(n_options: int, **extra: Any) -> dict[str, Any]:
    options = [{"label": f"o{i}", "value": f"v{i}"} for i in range(n_options)]
    return {"type": 3, "custom_id": "s", "options": options, **extra}


def errors_of(payload: dict[str, Any]) -> dict[str, Any]:
    tree = ErrorTree()
    check_message(tree, payload)
    return tree.tree


def codes(tree: dict[str, Any]) -> set[str]:
    found: set[str] = set()
    for key, value in tree.items():
        if key == "_errors":
            found |= {e["code"] for e in value}
        else:
            found |= codes(value)
    return found


def test_valid_message_has_no_errors() -> None:
    payload = {
        "content": "x" * 2000,
        "embeds": [
            {"title": "t", "description": "d" * 4096, "fields": [{"name": "n", "value": "v"}]}
        ],
        "components": [row(*(button(i) for i in range(5))), row(select(25, max_values=25))],
    }
    assert errors_of(payload) == {}


def test_content_and_embed_limits() -> None:
    assert errors_of({"content": "x" * 2001}) == {
        "content": {
            "_errors": [
                {"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 2000 or fewer in length."}
            ]
        }
    }
    tree = ErrorTree()
    check_embeds(tree, [{"title": "t" * 257}] * 11, prefix=("embeds",))
    assert "0" in tree.tree["embeds"] and tree.tree["embeds"]["_errors"]
    tree = ErrorTree()
    check_embeds(
        tree, [{"description": "d" * 4000}, {"description": "d" * 2001}], prefix=("embeds",)
    )
    assert codes(tree.tree) == {"MAX_EMBED_SIZE_EXCEEDED"}
    tree = ErrorTree()
    fields = [{"name": "n" * 257, "value": "v" * 1025}] * 26
    check_embeds(tree, [{"fields": fields, "footer": {"text": "f" * 2049}}], prefix=("embeds",))
    embed = tree.tree["embeds"]["0"]
    assert set(embed) == {"fields", "footer"}
    assert {"0", "_errors"} <= set(embed["fields"])


@pytest.mark.parametrize(
    ("components", "code"),
    [
        ([row(button(i)) for i in range(6)], "BASE_TYPE_MAX_LENGTH"),
        ([row(*(button(i) for i in range(6)))], "BASE_TYPE_BAD_LENGTH"),
        ([row(button(0), select(3))], "COMPONENT_LAYOUT_WIDTH_EXCEEDED"),
        ([row(select(26))], "BASE_TYPE_BAD_LENGTH"),
        ([row(select(0))], "BASE_TYPE_BAD_LENGTH"),
        ([row(button(0, custom_id="x" * 101))], "BASE_TYPE_BAD_LENGTH"),
        ([row(button(0, custom_id=""))], "BASE_TYPE_BAD_LENGTH"),
        ([row(button(0, label="l" * 81))], "BASE_TYPE_MAX_LENGTH"),
        ([row(button(0), button(1, custom_id="c0"))], "COMPONENT_CUSTOM_ID_DUPLICATED"),
        ([row(select(3, placeholder="p" * 151))], "BASE_TYPE_MAX_LENGTH"),
        (
            [row(select(3, min_values=3, max_values=2))],
            "SELECT_COMPONENT_MIN_VALUES_GREATER_THAN_MAX",
        ),
        ([row(select(3, max_values=4))], "BASE_TYPE_MAX_VALUE"),
        (
            [row({"type": 3, "custom_id": "s", "options": [{"label": "l" * 101, "value": "v"}]})],
            "BASE_TYPE_BAD_LENGTH",
        ),
        ([button(0)], "UNION_TYPE_CHOICES"),
        ([row()], "BASE_TYPE_BAD_LENGTH"),
    ],
)
def test_component_limits(components: list[dict[str, Any]], code: str) -> None:
    tree = ErrorTree()
    check_components(tree, components, prefix=("components",))
    assert code in codes(tree.tree)


def test_modal_limits() -> None:
    tree = ErrorTree()
    text = {"type": 4, "custom_id": "a", "label": "l" * 46, "style": 3, "max_length": 4001}
    check_modal(
        tree, {"title": "t" * 46, "custom_id": "m", "components": [row(text)] * 6}, prefix=("data",)
    )
    data = tree.tree["data"]
    assert {"title", "components"} <= set(data)
    assert {"label", "style", "max_length"} <= set(data["components"]["0"]["components"]["0"])


@pytest.fixture
async def started() -> AsyncIterator[tuple[FakeDiscord, FakeChannel, SampleBot]]:
    async with FakeDiscord() as fake:
        channel = fake.add_text_channel(fake.guild, "cards")
        bot = SampleBot()
        await fake.start(bot)
        yield fake, channel, bot


async def post(bot: discord.Client, channel: FakeChannel, payload: dict[str, Any]) -> Any:
    route = discord.http.Route("POST", "/channels/{channel_id}/messages", channel_id=channel.id)
    return await bot.http.request(route, json=payload)


async def test_bot_gets_discords_400_for_too_many_rows(started: Any) -> None:
    fake, channel, bot = started
    payload = {"components": [row(button(i)) for i in range(6)]}
    with fake.expect_errors() as seen, pytest.raises(discord.HTTPException) as info:
        await post(bot, channel, payload)
    assert info.value.status == 400 and info.value.code == 50035
    assert "In components: Must be 5 or fewer in length." in info.value.text
    assert fake.requests[-1].response["message"] == "Invalid Form Body"
    assert seen and "50035" in seen[0]
    assert fake.messages(channel) == []


async def test_invalid_answer_fails_the_test_even_if_caught(started: Any) -> None:
    fake, channel, bot = started
    with pytest.raises(discord.HTTPException):
        await post(bot, channel, {"content": "x" * 2001})
    with pytest.raises(AssertionError, match="Discord refused POST"):
        fake.check()


async def test_empty_message_and_ephemeral_channel_message(started: Any) -> None:
    fake, channel, bot = started
    with pytest.raises(discord.HTTPException) as info:
        await post(bot, channel, {"content": ""})
    assert info.value.code == 50006
    with fake.expect_errors(), pytest.raises(discord.HTTPException):
        await post(bot, channel, {"content": "psst", "flags": 64})


async def test_archived_threads_refuse_edits(started: Any) -> None:
    fake, channel, bot = started
    text = bot.get_channel(channel.id)
    assert isinstance(text, discord.TextChannel)
    thread = await text.create_thread(name="t", type=discord.ChannelType.public_thread)
    msg = await thread.send("table")
    await thread.edit(archived=True)
    with pytest.raises(discord.HTTPException) as info:
        await msg.edit(content="late edit")
    assert info.value.code == 50083
    await thread.send("wakes it up")
    assert not fake.threads(channel)[0].archived
    await thread.edit(archived=True, locked=True)
    fake.set_bot_permissions(
        channel, discord.Permissions(view_channel=True, send_messages_in_threads=True)
    )
    with pytest.raises(discord.HTTPException) as info:
        await thread.send("locked")
    assert info.value.code == 50083


async def test_token_expires_after_15_minutes(started: Any) -> None:
    fake, channel, bot = started
    alice = fake.add_member(fake.guild, "alice")
    await fake.slash(alice, channel, "table slow")
    fake.advance(15 * 60 + 1)
    with pytest.raises(discord.HTTPException) as info:
        await bot.saved["slow"].followup.send("hello?")
    assert info.value.code == 50027


def command(**extra: Any) -> dict[str, Any]:
    """A valid slash command with one option of two choices, every text localised in Bulgarian."""
    choice = {"name": "Spades", "value": "spades", "name_localizations": {"bg": "Пики"}}
    option = {
        "type": 3,
        "name": "game",
        "description": "The game",
        "description_localizations": {"bg": "Играта"},
        "required": True,
        "choices": [choice, {"name": "Tonk", "value": "tonk"}],
    }
    base = {
        "type": 1,
        "name": "rules",
        "description": "A summary",
        "description_localizations": {"bg": "Кратко описание", "en-GB": "A summary"},
        "name_localizations": {"bg": "правила"},
        "contexts": [0, 1],
        "integration_types": [0],
        "options": [option],
    }
    return {**base, **extra}


def command_errors(cmd: dict[str, Any]) -> dict[str, Any]:
    tree = ErrorTree()
    check_command(tree, cmd, (0,))
    return tree.tree


def test_command_names_follow_discords_pattern() -> None:
    """``^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$``, lower case where there is one."""
    for good in ("table", "head-to-head", "my_language", "маса", "नमस्ते", "ภาษาไทย", "x" * 32):
        assert valid_command_name(good), good
    for bad in ("", "x" * 33, "two words", "Table", "Маса", "what?", "a.b", "emoji🂡", None):
        assert not valid_command_name(bad), bad


def test_a_valid_localised_command_has_no_errors() -> None:
    assert command_errors(command()) == {}


@pytest.mark.parametrize(
    ("change", "where", "code"),
    [
        (lambda c: c.update(description="d" * 101), ("0", "description"), "BASE_TYPE_BAD_LENGTH"),
        (lambda c: c.update(name="Rules"), ("0", "name"), "APPLICATION_COMMAND_INVALID_NAME"),
        (
            lambda c: c["name_localizations"].update(bg="две думи"),
            ("0", "name_localizations", "bg"),
            "APPLICATION_COMMAND_INVALID_NAME",
        ),
        (
            lambda c: c["description_localizations"].update(cy="Crynodeb"),
            ("0", "description_localizations", "cy"),
            "BASE_TYPE_CHOICES",
        ),
        (
            lambda c: c["description_localizations"].update(bg="д" * 101),
            ("0", "description_localizations", "bg"),
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            lambda c: c["options"][0].update(description_localizations={"ht": "Jwèt la"}),
            ("0", "options", "0", "description_localizations", "ht"),
            "BASE_TYPE_CHOICES",
        ),
        (
            lambda c: c["options"][0]["choices"][0].update(name="n" * 101),
            ("0", "options", "0", "choices", "0", "name"),
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            lambda c: c["options"][0]["choices"][0]["name_localizations"].update(bg="п" * 101),
            ("0", "options", "0", "choices", "0", "name_localizations", "bg"),
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            lambda c: c["options"][0].update(
                choices=[{"name": f"c{i}", "value": f"v{i}"} for i in range(26)]
            ),
            ("0", "options", "0", "choices"),
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            lambda c: c.update(
                options=[{"type": 3, "name": f"o{i}", "description": "d"} for i in range(26)]
            ),
            ("0", "options"),
            "BASE_TYPE_MAX_LENGTH",
        ),
        (lambda c: c.update(contexts=[0, 3]), ("0", "contexts", "1"), "BASE_TYPE_CHOICES"),
        (
            lambda c: c.update(integration_types=[2]),
            ("0", "integration_types", "0"),
            "BASE_TYPE_CHOICES",
        ),
    ],
)
def test_what_discord_refuses_at_sync(change: Any, where: tuple[str, ...], code: str) -> None:
    cmd = command()
    change(cmd)
    node = command_errors(cmd)
    for part in where:
        assert part in node, (where, node)
        node = node[part]
    assert [e["code"] for e in node["_errors"]] == [code]
