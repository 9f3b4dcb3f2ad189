"""Self-tests: every behaviour of the fake, proven against a real discord.py sample bot."""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import AsyncIterator

import discord
import pytest

from . import FakeChannel, FakeDiscord, FakeUser
from .samplebot import SampleBot


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord() as f:
        yield f


@pytest.fixture
def channel(fake: FakeDiscord) -> FakeChannel:
    return fake.add_text_channel(fake.guild, "cards")


@pytest.fixture
def alice(fake: FakeDiscord) -> FakeUser:
    return fake.add_member(fake.guild, "alice")


@pytest.fixture
def bob(fake: FakeDiscord) -> FakeUser:
    return fake.add_member(fake.guild, "bob")


@pytest.fixture
async def bot(fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser) -> SampleBot:
    """The sample bot, started with its commands synced (after the world exists)."""
    sample = SampleBot()
    await fake.start(sample, sync=True)
    return sample


# ---------------------------------------------------------------- start-up and commands


async def test_start_logs_in_syncs_and_fills_the_cache(
    fake: FakeDiscord, channel: FakeChannel, bot: SampleBot
) -> None:
    assert bot.is_ready()
    assert bot.user is not None and bot.user.id == fake.bot_user.id
    assert bot.get_channel(channel.id) is not None
    assert [r.route for r in fake.requests[:3]] == [
        "GET /users/@me",
        "GET /oauth2/applications/@me",
        f"PUT /applications/{fake.application_id}/commands",
    ]
    [table] = fake.commands()
    assert table["name"] == "table"
    assert {o["name"] for o in table["options"]} >= {"create", "rename", "slow"}


async def test_start_without_sync_registers_commands_without_requests(fake: FakeDiscord) -> None:
    channel = fake.add_text_channel(fake.guild, "cards")
    alice = fake.add_member(fake.guild, "alice")
    await fake.start(SampleBot())
    assert not any("/commands" in r.path for r in fake.requests)
    r = await fake.slash(alice, channel, "table create", game="tonk", stake=5)
    assert r.ephemeral


async def test_slash_checks_commands_and_options(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: SampleBot
) -> None:
    with pytest.raises(AssertionError, match="not a registered command"):
        await fake.slash(alice, channel, "poker")
    with pytest.raises(AssertionError, match="not a subcommand"):
        await fake.slash(alice, channel, "table fly")
    with pytest.raises(AssertionError, match="is a group"):
        await fake.slash(alice, channel, "table")
    with pytest.raises(AssertionError, match="no option 'colour'"):
        await fake.slash(alice, channel, "table create", game="spades", colour="red")
    with pytest.raises(AssertionError, match="missing required options \\['game'\\]"):
        await fake.slash(alice, channel, "table create", stake=1)
    with pytest.raises(AssertionError, match="not one of the choices"):
        await fake.slash(alice, channel, "table create", game="chess")
    with pytest.raises(AssertionError, match="above the maximum"):
        await fake.slash(alice, channel, "table create", game="tonk", stake=1000)
    assert fake.interactions == []


async def test_slash_payload_carries_subcommand_options(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: SampleBot
) -> None:
    r = await fake.slash(alice, channel, "table create", game="spades", stake=2)
    data = r.interaction["data"]
    assert data["name"] == "table"
    [sub] = data["options"]
    assert sub["type"] == 1 and sub["name"] == "create"
    assert {o["name"]: o["value"] for o in sub["options"]} == {"game": "spades", "stake": 2}
    assert r.interaction["attachment_size_limit"] > 0


# ---------------------------------------------------------------- threads, buttons, ephemeral


async def test_thread_lobby_and_ephemeral_visibility(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: SampleBot
) -> None:
    r = await fake.slash(alice, channel, "table create", game="spades", stake=2)
    assert r.response is not None and r.response["type"] == 4
    assert r.ephemeral and r.message is not None and r.message["flags"] & 64
    [thread] = fake.threads(channel)
    assert thread.name == "spades table" and not thread.archived and not thread.locked
    assert thread.members == {fake.bot_user.id, alice.id}
    assert r.content == f"Table opened in <#{thread.id}>"
    # The ephemeral answer is not in what everyone sees, only in alice's view.
    assert r.message not in fake.messages(channel)
    assert r.message in fake.messages(channel, visible_to=alice)
    assert r.message not in fake.messages(channel, visible_to=bob)
    lobby = fake.last_message(thread)
    assert lobby is not None and lobby["content"] == "spades lobby, stake 2"
    # Sent payloads are tagged with who can see them.
    tagged = {(p.kind, p.visible_to) for p in fake.sent_payloads()}
    assert ("response", alice.id) in tagged and ("message", None) in tagged
    # The bot's cache learnt about the thread from THREAD_CREATE.
    assert bot.get_channel(thread.id) is not None


async def test_clicks_by_label_and_custom_id(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: SampleBot
) -> None:
    await fake.slash(alice, channel, "table create", game="spades")
    [thread] = fake.threads(channel)
    lobby = fake.last_message(thread)
    r = await fake.click(bob, lobby, label="Join")
    assert r.ephemeral and r.content == "bob joins"
    r = await fake.click(alice, lobby, custom_id=f"seat:{thread.id}:leave")
    assert r.content == "alice leaves"
    assert bot.log == [("join", bob.id, thread.id), ("leave", alice.id, thread.id)]
    with pytest.raises(AssertionError, match="disabled"):
        await fake.click(alice, lobby, label="Start")
    with pytest.raises(AssertionError, match="no button"):
        await fake.click(alice, lobby, label="Deal")


async def test_ephemeral_select_only_for_its_owner_and_update(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: SampleBot
) -> None:
    await fake.slash(alice, channel, "table create", game="spades")
    [thread] = fake.threads(channel)
    hand = await fake.click(alice, fake.last_message(thread), label="Show")
    assert hand.ephemeral and fake.visible_to(hand.message) == alice.id
    with pytest.raises(AssertionError, match="cannot see that ephemeral message"):
        await fake.select(bob, hand.message, custom_id="hand:play", values=["AS"])
    with pytest.raises(AssertionError, match="not options"):
        await fake.select(alice, hand.message, custom_id="hand:play", values=["2C"])
    with pytest.raises(AssertionError, match=r"takes 1\.\.1 values"):
        await fake.select(alice, hand.message, placeholder="Play a card", values=["AS", "KH"])
    played = await fake.select(alice, hand.message, placeholder="Play a card", values=["KH"])
    assert played.type == 7
    assert played.message is not None and played.message["id"] == hand.message["id"]
    assert played.content == "You played KH"
    # Same message, now with the select disabled: a second choice is refused.
    with pytest.raises(AssertionError, match="disabled"):
        await fake.select(alice, hand.message, custom_id="hand:play", values=["AS"])


async def test_dynamic_item_survives_a_restart(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: SampleBot
) -> None:
    await fake.slash(alice, channel, "table create", game="tonk", stake=3)
    [thread] = fake.threads(channel)
    lobby = fake.last_message(thread)
    await fake.stop()
    assert bot.is_closed()
    new_bot = SampleBot()
    await fake.start(new_bot)
    assert new_bot.get_channel(thread.id) is not None  # active threads come back in GUILD_CREATE
    r = await fake.click(bob, lobby, label="Join")
    assert r.content == "bob joins"
    assert new_bot.log == [("join", bob.id, thread.id)]
    assert bot.log == []


# ---------------------------------------------------------------- modal, deferral, follow-ups


async def test_modal_submit(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: SampleBot
) -> None:
    r = await fake.slash(alice, channel, "table rename")
    assert r.type == 9 and r.modal is not None and r.modal["title"] == "Rename the table"
    with pytest.raises(AssertionError, match="only the user"):
        await fake.submit_modal(bob, r, {"name": "x"})
    with pytest.raises(AssertionError, match="at most 20"):
        await fake.submit_modal(alice, r, {"name": "x" * 21})
    done = await fake.submit_modal(alice, r, {"name": "High rollers"})
    assert done.content == "Renamed to High rollers" and done.ephemeral


async def test_deferred_then_followups(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: SampleBot
) -> None:
    r = await fake.slash(alice, channel, "table slow")
    assert r.type == 5 and not r.ephemeral
    # The first follow-up completes the "thinking" message; the second is a new, ephemeral one.
    assert r.content == "done thinking"
    assert r.message is not None and not r.message["flags"] & 128
    [extra] = r.followups
    assert extra["content"] == "a second follow-up, edited" and extra["flags"] & 64
    assert fake.visible_to(extra) == alice.id
    kinds = [
        (p.kind, p.visible_to)
        for p in fake.sent_payloads()
        if p.request.path.startswith("/webhooks")
    ]
    assert kinds == [("followup", None), ("followup", alice.id), ("followup_edit", alice.id)]
    assert any(
        q.path.startswith("/webhooks/") and q.params.get("wait") == "1" for q in fake.requests
    )


async def test_deferred_ephemeral_then_edit_original(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: SampleBot
) -> None:
    r = await fake.slash(alice, channel, "table say", text="hello ")
    assert r.type == 5 and r.ephemeral and r.content == "posted"
    assert fake.last_message(channel)["content"] == "hello "
    edit = [q for q in fake.requests if q.method == "PATCH" and q.path.endswith("/@original")]
    assert edit[0].json["content"] == "posted" and edit[0].ephemeral


async def test_expired_token(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: SampleBot
) -> None:
    await fake.slash(alice, channel, "table slow")
    saved = bot.saved["slow"]
    fake.expire_tokens()
    with pytest.raises(discord.HTTPException) as info:
        await saved.edit_original_response(content="too late")
    assert info.value.status == 401 and info.value.code == 50027


async def test_autocomplete(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: SampleBot
) -> None:
    choices = await fake.autocomplete(alice, channel, "table pick", focused="card", card="a")
    assert [c["value"] for c in choices] == ["AS", "AH"]


# ---------------------------------------------------------------- Discord's rules


async def test_missing_permissions(fake: FakeDiscord, alice: FakeUser, bot: SampleBot) -> None:
    locked = fake.add_text_channel(
        fake.guild,
        "locked",
        bot_permissions=discord.Permissions(view_channel=True, send_messages=True),
    )
    r = await fake.slash(alice, locked, "table create", game="spades")
    perms = discord.Permissions(int(r.interaction["app_permissions"]))
    assert perms.send_messages and not perms.create_public_threads
    assert r.content == "I need the Create Public Threads permission here."
    # discord.py computes the same permissions from the GUILD_CREATE/CHANNEL_CREATE payloads.
    cached = bot.get_channel(locked.id)
    assert cached is not None and not cached.permissions_for(cached.guild.me).create_public_threads
    r = await fake.slash(alice, locked, "table force")
    assert r.content == "Forbidden 50013"
    refused = [q for q in fake.requests if q.status == 403]
    assert refused[0].response == {"message": "Missing Permissions", "code": 50013}
    assert fake.threads(locked) == []


async def test_limit_violation_answers_50035_and_fails_the_test(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: SampleBot
) -> None:
    with pytest.raises(AssertionError, match="Invalid Form Body"):
        await fake.slash(alice, channel, "table say", text="x", repeat=2001)
    [bad] = [q for q in fake.requests if q.status == 400]
    assert bad.response["code"] == 50035
    assert bad.response["errors"]["content"]["_errors"][0]["code"] == "BASE_TYPE_MAX_LENGTH"
    # Opting out: the same violation inside expect_errors() is collected, not fatal.
    with fake.expect_errors() as seen:
        await fake.slash(alice, channel, "table say", text="x", repeat=2001)
    assert any("50035" in s for s in seen)


async def test_unanswered_interaction_fails(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: SampleBot
) -> None:
    with pytest.raises(AssertionError, match="never acknowledged"):
        await fake.slash(alice, channel, "table silent")
    with fake.allow_unanswered():
        r = await fake.slash(alice, channel, "table silent")
    assert r.response is None


async def test_late_answer_fails(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: SampleBot
) -> None:
    bot.hooks["late"] = lambda: fake.advance(3.5)
    with pytest.raises(AssertionError, match=r"answered after 3\.\d\ds"):
        await fake.slash(alice, channel, "table late")


async def test_logged_exception_fails(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: SampleBot
) -> None:
    with pytest.raises(AssertionError, match="boom in a command"):
        await fake.slash(alice, channel, "table crash")
    logging.getLogger("cardroom.tables").error("a bot error")
    with pytest.raises(AssertionError, match="a bot error"):
        await fake.settle()


async def test_unknown_route_fails(fake: FakeDiscord, bot: SampleBot) -> None:
    with (
        fake.expect_errors() as seen,
        pytest.raises(AssertionError, match="does not know the route"),
    ):
        await bot.http.request(discord.http.Route("GET", "/voice/regions"))
    assert any("/voice/regions" in s for s in seen)


async def test_rate_limit_injection(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: SampleBot
) -> None:
    fake.inject_rate_limit(r"POST /channels/\d+/messages", retry_after=0.01)
    await fake.slash(alice, channel, "table say", text="hi")
    posts = [q for q in fake.requests if q.route.startswith("POST /channels/")]
    assert [q.status for q in posts] == [429, 200]
    assert [m["content"] for m in fake.messages(channel) if m["content"] == "hi"] == ["hi"]


async def test_settle_waits_for_cardroom_tasks(
    fake: FakeDiscord, channel: FakeChannel, bot: SampleBot
) -> None:
    done: list[str] = []

    async def work() -> None:
        for _ in range(5):
            await asyncio.sleep(0)
        await channel_send(bot, channel.id, "background")
        done.append("ok")

    asyncio.get_running_loop().create_task(work(), name="cardroom:test")
    await fake.settle()
    assert done == ["ok"]
    assert fake.last_message(channel)["content"] == "background"


async def channel_send(bot: discord.Client, channel_id: int, text: str) -> None:
    chan = bot.get_channel(channel_id)
    assert isinstance(chan, discord.TextChannel)
    await chan.send(text)


async def test_thread_archive_and_lock(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: SampleBot
) -> None:
    await fake.slash(alice, channel, "table create", game="spades")
    [thread] = fake.threads(channel)
    cached = bot.get_channel(thread.id)
    assert isinstance(cached, discord.Thread)
    await cached.edit(archived=True, locked=True)
    assert thread.archived and thread.locked
    patch = [q for q in fake.requests if q.method == "PATCH"][-1]
    assert patch.json == {"archived": True, "locked": True}


async def test_one_fake_per_process() -> None:
    async with FakeDiscord():
        with pytest.raises(RuntimeError, match="one fake per process"):
            async with FakeDiscord():
                pass
    assert discord.http.HTTPClient.request.__qualname__ == "HTTPClient.request"


async def test_crashing_cardroom_task_fails(fake: FakeDiscord, bot: SampleBot) -> None:
    async def explode() -> None:
        raise ValueError("timer blew up")

    asyncio.get_running_loop().create_task(explode(), name="cardroom:timer")
    with pytest.raises(AssertionError, match="timer blew up"):
        await fake.settle()


async def test_stopped_bot_cannot_talk(
    fake: FakeDiscord, channel: FakeChannel, bot: SampleBot
) -> None:
    cached = bot.get_channel(channel.id)
    assert isinstance(cached, discord.TextChannel)
    await fake.stop()
    with pytest.raises(RuntimeError, match="Session is closed"):
        await cached.send("still here?")


async def test_concurrent_users_share_one_settle(
    fake: FakeDiscord, channel: FakeChannel, bot: SampleBot
) -> None:
    users = [fake.add_member(fake.guild, f"player{i}") for i in range(20)]
    await fake.slash(users[0], channel, "table create", game="spades")
    lobby = fake.last_message(fake.threads(channel)[0])
    results = await asyncio.gather(*(fake.click(u, lobby, label="Join") for u in users))
    assert [r.content for r in results] == [f"{u.name} joins" for u in users]
    assert all(r.latency is not None and r.latency < 1 for r in results)


async def test_wire_smoke() -> None:
    """bot.start() as in production over real sockets: login, gateway, a full flow, restart."""
    async with FakeDiscord(wire=True) as fake:
        channel = fake.add_text_channel(fake.guild, "cards")
        alice = fake.add_member(fake.guild, "alice")
        bot = SampleBot()
        await fake.start(bot, sync=True)
        assert bot.is_ready() and bot.ws is not None
        assert fake._wire is not None and any(f.get("op") == 2 for f in fake._wire.frames_in)
        assert fake.requests[0].route == "GET /users/@me"
        r = await fake.slash(alice, channel, "table create", game="spades")
        assert r.ephemeral and r.content is not None and r.content.startswith("Table opened")
        [thread] = fake.threads(channel)
        hand = await fake.click(alice, fake.last_message(thread), label="Show")
        played = await fake.select(alice, hand.message, custom_id="hand:play", values=["AS"])
        assert played.content == "You played AS"
        lobby = fake.last_message(thread)
        await fake.stop()
        second = SampleBot()
        await fake.start(second)
        joined = await fake.click(alice, lobby, label="Join")
        assert joined.content == "alice joins"
    assert discord.http.Route.BASE == "https://discord.com/api/v10"


async def test_guild_command_with_user_and_channel_options(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser
) -> None:
    client = discord.Client(intents=discord.Intents.default(), guild_ready_timeout=0.01)
    tree = discord.app_commands.CommandTree(client)
    got: list[tuple[int, int]] = []

    @tree.command(name="invite", description="Invite someone", guild=discord.Object(fake.guild.id))
    async def invite(
        interaction: discord.Interaction, who: discord.Member, where: discord.TextChannel
    ) -> None:
        got.append((who.id, where.id))
        await interaction.response.send_message(f"invited {who.mention}")

    await fake.start(client, sync=True)
    assert any(
        q.route == f"PUT /applications/{fake.application_id}/guilds/{fake.guild.id}/commands"
        for q in fake.requests
    )
    r = await fake.slash(alice, channel, "invite", who=bob, where=channel)
    assert got == [(bob.id, channel.id)]
    assert r.message is not None and r.message["mentions"][0]["id"] == str(bob.id)
    assert r.interaction["data"]["guild_id"] == str(fake.guild.id)


async def test_files_are_decoded(fake: FakeDiscord, channel: FakeChannel, bot: SampleBot) -> None:
    cached = bot.get_channel(channel.id)
    assert isinstance(cached, discord.TextChannel)
    await cached.send("card", file=discord.File(io.BytesIO(b"\x89PNG"), "hand.png"))
    req = fake.requests[-1]
    assert req.json["content"] == "card"
    assert req.files == [("files[0]", "hand.png", b"\x89PNG")]
    [att] = fake.last_message(channel)["attachments"]
    assert att["filename"] == "hand.png" and att["size"] == 4


async def test_deferred_update_then_edit_original(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: SampleBot
) -> None:
    await fake.slash(alice, channel, "table create", game="spades")
    [thread] = fake.threads(channel)
    hand = await fake.click(alice, fake.last_message(thread), label="Show")
    r = await fake.click(alice, hand.message, label="Sort")
    assert r.type == 6 and r.ephemeral
    assert r.message is not None and r.message["id"] == hand.message["id"]
    assert r.content == "Your hand, sorted"
    [edit] = fake.sent_payloads(kind="original_edit")
    assert edit.visible_to == alice.id and edit.message_id == int(hand.message["id"])


async def test_fetch_and_delete_messages(
    fake: FakeDiscord, channel: FakeChannel, bot: SampleBot
) -> None:
    cached = bot.get_channel(channel.id)
    assert isinstance(cached, discord.TextChannel)
    sent = await cached.send("to be deleted")
    fetched = await cached.fetch_message(sent.id)
    assert fetched.content == "to be deleted"
    await fetched.delete()
    assert fake.messages(channel) == []
    with pytest.raises(discord.NotFound):
        await cached.fetch_message(sent.id)


async def test_bulk_delete_within_discords_limits(
    fake: FakeDiscord, channel: FakeChannel, bot: SampleBot
) -> None:
    """POST /channels/{id}/messages/bulk-delete (discord.py's ``delete_messages``): 2 to 100
    ids, none older than 14 days, Manage Messages even for the bot's own; one request, one
    MESSAGE_DELETE_BULK (discord.py drops the messages from its cache)."""
    cached = bot.get_channel(channel.id)
    assert isinstance(cached, discord.TextChannel)
    sent = [await cached.send(f"m{i}") for i in range(4)]
    gone: list[set[int]] = []

    async def bulk(payload: discord.RawBulkMessageDeleteEvent) -> None:
        gone.append(set(payload.message_ids))

    bot.add_listener(bulk, "on_raw_bulk_message_delete")
    n = len(fake.requests)
    await cached.delete_messages(sent[:3])
    [req] = fake.requests[n:]
    assert req.route == f"POST /channels/{channel.id}/messages/bulk-delete" and req.status == 204
    assert [m["content"] for m in fake.messages(channel)] == ["m3"]
    await fake.settle()
    assert gone == [{m.id for m in sent[:3]}]
    # Fewer than 2 or more than 100 ids: 400 (discord.py sends one id as a plain delete).
    for ids in ([sent[3].id], list(range(1, 102))):
        with fake.expect_errors() as seen, pytest.raises(discord.HTTPException) as refused:
            await bot.http.delete_messages(channel.id, ids)
        assert refused.value.status == 400 and refused.value.code == 50035
        assert any("Must be" in s for s in seen)
    # Older than 14 days: 50034, and nothing is deleted.
    more = await cached.send("m4")
    fake.advance(14 * 24 * 3600 + 60)
    with pytest.raises(discord.HTTPException) as refused:
        await cached.delete_messages([sent[3], more])
    assert refused.value.status == 400 and refused.value.code == 50034
    assert [m["content"] for m in fake.messages(channel)] == ["m3", "m4"]
    # Without Manage Messages: 403, even for the bot's own messages.
    perms = discord.Permissions(view_channel=True, send_messages=True, read_message_history=True)
    room = fake.add_text_channel(fake.guild, "no-manage", bot_permissions=perms)
    await fake.settle()
    plain = bot.get_channel(room.id)
    assert isinstance(plain, discord.TextChannel)
    mine = [await plain.send("a"), await plain.send("b")]
    with pytest.raises(discord.Forbidden):
        await plain.delete_messages(mine)
    assert len(fake.messages(room)) == 2


async def test_no_send_in_threads_is_refused(
    fake: FakeDiscord, alice: FakeUser, bot: SampleBot
) -> None:
    perms = discord.Permissions(
        view_channel=True, send_messages=True, create_public_threads=True, read_message_history=True
    )
    room = fake.add_text_channel(fake.guild, "no-threads", bot_permissions=perms)
    with fake.expect_errors() as seen:
        await fake.slash(alice, room, "table create", game="spades")
    [thread] = fake.threads(room)
    refused = [q for q in fake.requests if q.status == 403]
    assert refused and refused[0].path.startswith(f"/channels/{thread.id}/")
    assert any("Missing Permissions" in s for s in seen)
    assert fake.messages(thread) == []


async def test_notifications_follow_allowed_mentions_and_never_edits(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: SampleBot
) -> None:
    chan = bot.get_channel(channel.id)
    assert isinstance(chan, discord.TextChannel)
    seen: list[tuple[str, str]] = []
    fake.on_notification(lambda user, msg: seen.append((user.name, msg["content"])))
    both = f"{alice.mention} {bob.mention}"
    await chan.send(f"{both} everyone pinged")  # no allowed_mentions: all mentioned users
    only_bob = discord.AllowedMentions(users=[discord.Object(bob.id)])
    sent = await chan.send(f"{both} only bob", allowed_mentions=only_bob)
    await chan.send(f"{both} nobody", allowed_mentions=discord.AllowedMentions.none())
    await sent.edit(content=f"{both} edited: nobody is notified of an edit")
    assert seen == [
        ("alice", f"{both} everyone pinged"),
        ("bob", f"{both} everyone pinged"),
        ("bob", f"{both} only bob"),
    ]
    assert [m["content"] for m in fake.notifications(alice)] == [f"{both} everyone pinged"]
    assert len(fake.notifications(bob)) == 2


async def test_click_without_settling_returns_at_the_answer(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: SampleBot
) -> None:
    await fake.slash(alice, channel, "table create", game="spades")
    [thread] = fake.threads(channel)
    release = asyncio.Event()

    async def busy() -> None:
        await release.wait()

    task = asyncio.get_running_loop().create_task(busy(), name="cardroom:busy")
    r = await fake.click(bob, fake.last_message(thread), label="Join", settle=False)
    assert r.content == "bob joins" and r.latency is not None
    assert not task.done(), "it did not wait for the bot's other work"
    release.set()
    await fake.settle()


async def test_injected_failure_reaches_the_bot_as_discord_error(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: SampleBot
) -> None:
    cached = bot.get_channel(channel.id)
    assert isinstance(cached, discord.TextChannel)
    fake.inject_failure(r"POST /channels/\d+/messages", 503)
    with pytest.raises(discord.DiscordServerError) as err:
        await cached.send("lost")
    assert err.value.status == 503
    await cached.send("kept")  # only the next one failed
    assert [m["content"] for m in fake.messages(channel)] == ["kept"]
    assert [q.status for q in fake.requests if q.method == "POST"][-2:] == [503, 200]


async def test_injected_disconnect_is_a_connection_error_not_an_http_error(
    fake: FakeDiscord, channel: FakeChannel, bot: SampleBot
) -> None:
    import aiohttp

    cached = bot.get_channel(channel.id)
    assert isinstance(cached, discord.TextChannel)
    fake.inject_disconnect(r"POST /channels/\d+/messages", count=1)
    with pytest.raises(aiohttp.ClientConnectionError) as err:
        await cached.send("lost")
    assert not isinstance(err.value, discord.HTTPException)
    assert fake.messages(channel) == []


async def test_moderator_deletes_a_thread_and_a_message(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: SampleBot
) -> None:
    await fake.slash(alice, channel, "table create", game="spades")
    [thread] = fake.threads(channel)
    cached = bot.get_channel(thread.id)
    assert isinstance(cached, discord.Thread)
    sent = await cached.send("hello")
    fake.delete_message(sent.id)
    with pytest.raises(discord.NotFound) as err:
        await sent.edit(content="again")
    assert err.value.code == 10008
    fake.delete_channel(thread)
    await fake.settle()
    assert bot.get_channel(thread.id) is None  # THREAD_DELETE reached the cache
    with pytest.raises(discord.NotFound) as err:
        await cached.send("anyone?")
    assert err.value.code == 10003


async def test_discord_archives_an_idle_thread(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: SampleBot
) -> None:
    await fake.slash(alice, channel, "table create", game="spades")
    [thread] = fake.threads(channel)
    cached = bot.get_channel(thread.id)
    assert isinstance(cached, discord.Thread)
    sent = await cached.send("hello")
    fake.archive_thread(thread)
    with pytest.raises(discord.HTTPException) as err:
        await sent.edit(content="edited")
    assert err.value.code == 50083
    await cached.edit(archived=False)  # the thread's creator may reopen it
    await sent.edit(content="edited")
    assert fake.message(sent.id)["content"] == "edited"
