"""``snapshot.dump``/``load``: a new fake holds the old one's world with the same ids."""

from __future__ import annotations

import json

from . import snapshot
from .fake import FakeDiscord


def test_a_loaded_snapshot_has_the_same_ids_and_messages() -> None:
    old = FakeDiscord()
    old.server.ids._last = 1 << 62  # ids from a clock ahead of this one: new ones must follow
    channel = old.add_text_channel(old.guild, "cards")
    alice = old.add_member(old.guild, "alice")
    button = {"type": 2, "style": 2, "label": "Show hand", "custom_id": "cr:show:1"}
    payload = {"content": "table", "components": [{"type": 1, "components": [button]}]}
    public = old.server._store_message(channel, payload, author=old.bot_user)
    private = old.server._store_message(
        channel, {"content": "hand"}, author=old.bot_user, visible_to=alice.id
    )
    gone = old.server._store_message(channel, {"content": "ping"}, author=old.bot_user)
    old.server._delete(gone)
    data = json.loads(json.dumps(snapshot.dump(old)))

    new = FakeDiscord()
    snapshot.load(new, data)
    assert (new.application_id, new.bot_user.id, new.guild.id) == (
        old.application_id, old.bot_user.id, old.guild.id,
    )  # fmt: skip
    assert new.channel(channel.id).name == "cards"
    assert new.server.users[alice.id].name == "alice" and alice.id in new.guild.members
    assert [m["id"] for m in new.messages(channel)] == [public.data["id"]]
    assert new.messages(channel, visible_to=new.server.users[alice.id])[-1] == private.data
    assert new.message(gone.id) is None, "a deleted message stays deleted"
    assert new.server.ids.next() > max(int(m["id"]) for m in new.messages(channel))
