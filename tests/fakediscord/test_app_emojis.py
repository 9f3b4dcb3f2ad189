"""Self-tests: the application-emoji routes and emojis in components, through discord.py."""

from __future__ import annotations

import base64
from collections.abc import AsyncIterator
from typing import Any

import discord
import pytest

from . import FakeChannel, FakeDiscord
from .fake import TINY_PNG
from .samplebot import SampleBot


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord() as f:
        yield f


@pytest.fixture
def channel(fake: FakeDiscord) -> FakeChannel:
    return fake.add_text_channel(fake.guild, "cards")


@pytest.fixture
async def bot(fake: FakeDiscord, channel: FakeChannel) -> SampleBot:
    sample = SampleBot()
    await fake.start(sample)
    return sample


def last_errors(fake: FakeDiscord) -> dict[str, Any]:
    [bad] = [q for q in fake.requests if q.status == 400][-1:]
    assert bad.response["code"] == 50035 and bad.response["message"] == "Invalid Form Body"
    return bad.response["errors"]  # type: ignore[no-any-return]


async def test_upload_list_fetch_rename_and_delete(fake: FakeDiscord, bot: SampleBot) -> None:
    made = await bot.create_application_emoji(name="cr_ace_of_spades", image=TINY_PNG)
    assert made.is_application_owned() and made.name == "cr_ace_of_spades"
    [req] = [q for q in fake.requests if q.method == "POST" and "/emojis" in q.path]
    assert req.path == f"/applications/{fake.application_id}/emojis" and req.status == 201
    assert req.json["image"].startswith("data:image/png;base64,")
    [stored] = fake.application_emojis()
    assert stored["id"] == made.id and stored["image"] == TINY_PNG and stored["by_bot"]

    listed = await bot.fetch_application_emojis()
    assert [(e.id, e.name) for e in listed] == [(made.id, "cr_ace_of_spades")]
    fetched = await bot.fetch_application_emoji(made.id)
    assert fetched.user is not None and fetched.user.id == fake.bot_user.id

    renamed = await made.edit(name="cr_ace")
    assert renamed.name == "cr_ace" and fake.application_emojis()[0]["name"] == "cr_ace"
    await made.delete()
    assert fake.application_emojis() == []
    with pytest.raises(discord.NotFound) as err:
        await bot.fetch_application_emoji(made.id)
    assert err.value.code == 10014


def uri(data: bytes, kind: str = "png") -> str:
    return f"data:image/{kind};base64," + base64.b64encode(data).decode()


@pytest.mark.parametrize(
    ("name", "image", "field", "code"),
    [
        ("a", uri(TINY_PNG), "name", "BASE_TYPE_BAD_LENGTH"),
        ("x" * 33, uri(TINY_PNG), "name", "BASE_TYPE_BAD_LENGTH"),
        ("ace-of-spades", uri(TINY_PNG), "name", "STRING_TYPE_REGEX"),
        ("ace", uri(b"GIF89a" + b"\0" * (256 * 1024), "gif"), "image", "BINARY_TYPE_MAX_SIZE"),
        ("ace", uri(b"not an image at all"), "image", "IMAGE_INVALID"),
        ("ace", "https://example.invalid/ace.png", "image", "IMAGE_INVALID"),
    ],
)
async def test_a_bad_name_or_image_is_refused_as_discord_does(
    fake: FakeDiscord, bot: SampleBot, name: str, image: str, field: str, code: str
) -> None:
    """Sent raw (``bot.http``): discord.py itself refuses an image it cannot name the type of."""
    with fake.expect_errors() as seen, pytest.raises(discord.HTTPException) as err:
        await bot.http.create_application_emoji(fake.application_id, name, image)
    assert err.value.status == 400 and err.value.code == 50035
    assert last_errors(fake)[field]["_errors"][0]["code"] == code
    assert any("50035" in s for s in seen), "a 50035 answer fails a test outside expect_errors"
    assert fake.application_emojis() == []


async def test_an_image_of_256_kib_is_accepted(fake: FakeDiscord, bot: SampleBot) -> None:
    image = b"GIF89a" + b"\0" * (256 * 1024 - 6)
    made = await bot.create_application_emoji(name="cr_big", image=image)
    assert made.animated and fake.application_emojis()[0]["image"] == image


async def test_a_name_is_unique_and_at_most_two_thousand_emojis(
    fake: FakeDiscord, bot: SampleBot
) -> None:
    first = await bot.create_application_emoji(name="cr_back", image=TINY_PNG)
    with fake.expect_errors(), pytest.raises(discord.HTTPException) as err:
        await bot.create_application_emoji(name="cr_back", image=TINY_PNG)
    assert last_errors(fake)["name"]["_errors"][0]["code"] == "APPLICATION_EMOJI_NAME_ALREADY_TAKEN"
    second = await bot.create_application_emoji(name="cr_back2", image=TINY_PNG)
    with fake.expect_errors(), pytest.raises(discord.HTTPException):
        await second.edit(name="cr_back")  # a rename to a taken name too
    assert (await first.edit(name="cr_back")).name == "cr_back"  # its own name is fine
    for i in range(2000 - 2):
        fake.add_application_emoji(f"portal_{i}")
    with pytest.raises(discord.HTTPException) as err:
        await bot.create_application_emoji(name="cr_one_more", image=TINY_PNG)
    assert (err.value.status, err.value.code) == (400, 30008)
    assert len(fake.application_emojis()) == 2000


async def test_another_applications_emojis_are_out_of_reach(
    fake: FakeDiscord, bot: SampleBot
) -> None:
    with pytest.raises(discord.Forbidden) as err:
        await bot.http.get_application_emojis(fake.application_id + 1)
    assert err.value.code == 50001


def _view(emoji: discord.PartialEmoji | str, *, option: bool) -> discord.ui.View:
    view = discord.ui.View()
    if option:
        choice = discord.SelectOption(label="A♠", value="AS", emoji=emoji)
        view.add_item(discord.ui.Select(custom_id="pick", options=[choice]))
    else:
        view.add_item(discord.ui.Button(label="A♠", custom_id="play", emoji=emoji))
    return view


@pytest.mark.parametrize("option", [False, True])
async def test_components_may_show_the_applications_own_emojis_only(
    fake: FakeDiscord, channel: FakeChannel, bot: SampleBot, option: bool
) -> None:
    cached = bot.get_channel(channel.id)
    assert isinstance(cached, discord.TextChannel)
    own = await bot.create_application_emoji(name="cr_ace_of_spades", image=TINY_PNG)
    ok = discord.PartialEmoji(name=own.name, id=own.id)
    sent = await cached.send("hand", view=_view(ok, option=option))
    comp = fake.message(sent.id)["components"][0]["components"][0]
    shown = comp["options"][0]["emoji"] if option else comp["emoji"]
    assert int(shown["id"]) == own.id and shown["name"] == own.name
    await cached.send("unicode", view=_view("🂡", option=option))

    where = ("options", "0", "emoji") if option else ("emoji",)
    for bad, key in (
        (discord.PartialEmoji(name="cr_ace_of_spades", id=own.id + 1), "id"),
        (discord.PartialEmoji(name="cr_ace_of_spades"), "name"),  # a custom name without an id
    ):
        with fake.expect_errors(), pytest.raises(discord.HTTPException) as err:
            await cached.send("hand", view=_view(bad, option=option))
        assert err.value.code == 50035
        node: Any = last_errors(fake)["components"]["0"]["components"]["0"]
        for part in where:
            node = node[part]
        assert node[key]["_errors"][0]["code"] == "BUTTON_COMPONENT_INVALID_EMOJI"

    fake.delete_application_emoji(own.name)  # deleted in the developer portal
    with fake.expect_errors(), pytest.raises(discord.HTTPException):
        await sent.edit(view=_view(ok, option=option))
