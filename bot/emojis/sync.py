"""Upload the card faces once, remember their ids, and reuse them at every later start.

At start the bot asks Discord for its application's emojis (one request) and compares them with
the ids kept in the database (``card_emojis``, migration 8):

- a face whose stored id Discord still has, drawn with the current art, is reused as it is;
- one Discord has lost (deleted in the developer portal) is drawn and uploaded again;
- one of an older ``ART_VERSION`` is deleted and uploaded anew;
- one Discord has under its name but the database does not know (a new database, or a second
  copy of the bot on the same application) is adopted, not uploaded twice;
- one another process uploaded meanwhile (a cluster's processes start together: Discord
  refuses the second upload of a name, 400 with code 50035, the name taken) is read back from
  Discord and adopted; an old face another process deleted first is simply gone.

All of it runs in one background task after the start (``cardroom:emojis``): no table waits for
it, and tables render text until the whole set is known.  If Discord refuses (no access to the
endpoints, the 2,000-emoji cap, a server error, a lost connection), the bot logs one warning and
plays on in text; the next start tries again.  Images are drawn in a worker thread, so a click
answered meanwhile never waits for Pillow.

While the bot runs, a hand message that Discord refuses for one of its faces (an emoji deleted
in the developer portal meanwhile; Discord also refuses valid application emojis in components
now and then, discord-api-docs issue 7128) is sent again in text at once, and the faces are
checked again the same way in the background, at most once a ``recheck_interval``: text until
then, the faces (a deleted one uploaded again) after.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import aiohttp
import discord

from bot.db import Database
from bot.emojis import art
from bot.render import faces
from bot.render.faces import KEYS, Faces, emoji_name

log = logging.getLogger(__name__)

REFUSED: tuple[type[BaseException], ...] = (
    discord.HTTPException,
    discord.MissingApplicationID,
    aiohttp.ClientError,
    OSError,
    asyncio.TimeoutError,
)
"""What ends the upload without ending anything else: Discord's refusals and network errors."""

UPSERT = (
    "INSERT INTO card_emojis (key, emoji_id, art) VALUES (?, ?, ?) "
    "ON CONFLICT(key) DO UPDATE SET emoji_id = excluded.emoji_id, art = excluded.art"
)


@dataclass(frozen=True, slots=True)
class Stored:
    emoji_id: int
    art: int


@dataclass
class SyncReport:
    reused: int = 0
    adopted: int = 0
    uploaded: int = 0
    replaced: int = 0


class CardEmojis:
    """The card faces of one running bot: synced with Discord once, in the background."""

    def __init__(
        self,
        client: discord.Client,
        store: Database,
        *,
        enabled: bool = True,
        draw: Callable[[str], bytes] = art.png,
        art_version: int | None = None,
        keys: Sequence[str] = KEYS,
        recheck_interval: float = 60.0,
    ) -> None:
        self.client = client
        self.store = store
        self.enabled = enabled
        self.draw = draw
        self.art_version = art.ART_VERSION if art_version is None else art_version
        self.keys = tuple(keys)
        self.recheck_interval = recheck_interval
        self.task: asyncio.Task[None] | None = None
        self.report = SyncReport()
        self._last_check = -math.inf

    def start(self) -> None:
        """Start the sync (nothing at all when the host turned the emojis off)."""
        faces.reset()
        if self.enabled and self.task is None:
            faces.on_refused(self.recheck)
            self.task = asyncio.create_task(self._run(), name="cardroom:emojis")

    def recheck(self) -> None:
        """Discord refused a face: text only until the faces are checked again (unless they
        were checked a moment ago, or the check is running)."""
        now = asyncio.get_running_loop().time()
        running = self.task is not None and not self.task.done()
        if running or now - self._last_check < self.recheck_interval:
            return
        log.warning("Discord refused a card face: cards are shown as text until it is checked")
        self._last_check = now
        faces.reset()
        self.report = SyncReport()
        self.task = asyncio.create_task(self._run(), name="cardroom:emojis")

    async def stop(self) -> None:
        faces.on_refused(None)
        if self.task is not None and not self.task.done():
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.task
        faces.reset()

    async def _run(self) -> None:
        try:
            ready = await self.sync()
        except REFUSED as exc:
            log.warning("card emojis unavailable (%s): cards are shown as text", _why(exc))
            return
        except Exception:  # a bug or a database error: still no reason to stop a table
            log.exception("card emojis failed: cards are shown as text")
            return
        faces.install(ready)
        r = self.report
        log.info(
            "card emojis ready: %d reused, %d adopted, %d uploaded, %d replaced",
            r.reused,
            r.adopted,
            r.uploaded,
            r.replaced,
        )

    async def sync(self) -> Faces:
        """Make sure Discord has every face; return their ids.  Raises one of ``REFUSED``."""
        stored = await self.stored()
        remote = await self.client.fetch_application_emojis()
        by_id = {e.id: e for e in remote}
        by_name = {e.name: e for e in remote}
        ids = {key: await self._ensure(key, stored.get(key), by_id, by_name) for key in self.keys}
        return Faces(ids)

    async def stored(self) -> dict[str, Stored]:
        rows = await self.store.fetch("SELECT key, emoji_id, art FROM card_emojis")
        return {str(k): Stored(int(i), int(a)) for k, i, a in rows}

    async def _ensure(
        self,
        key: str,
        row: Stored | None,
        by_id: dict[int, discord.Emoji],
        by_name: dict[str, discord.Emoji],
    ) -> int:
        name = emoji_name(key)
        known = by_id.get(row.emoji_id) if row is not None else None
        if known is not None and row is not None and row.art == self.art_version:
            self.report.reused += 1
            return known.id
        if known is not None:  # drawn by an older version: replace it
            with contextlib.suppress(discord.NotFound):  # another process deleted it first
                await known.delete()
            by_name.pop(known.name, None)
            self.report.replaced += 1
        elif name in by_name:
            adopted = by_name[name].id
            await self._remember(key, adopted)
            self.report.adopted += 1
            return adopted
        image = await asyncio.to_thread(self.draw, key)
        try:
            emoji = await self.client.create_application_emoji(name=name, image=image)
        except discord.HTTPException as exc:
            theirs = await self._taken(name, exc, by_name)
            await self._remember(key, theirs)
            self.report.adopted += 1
            return theirs
        await self._remember(key, emoji.id)
        if known is None:
            self.report.uploaded += 1
        return emoji.id

    async def _taken(
        self, name: str, refusal: discord.HTTPException, by_name: dict[str, discord.Emoji]
    ) -> int:
        """The id of the face another process uploaded under ``name`` since the emojis were
        read (Discord refused this upload as invalid: 50035, the name taken); ``refusal``
        raised again if Discord has no emoji of that name (the upload was refused otherwise).
        ``by_name`` is read anew too: the faces that process uploaded since are adopted
        without another try."""
        if refusal.status != 400 or refusal.code != 50035:
            raise refusal
        by_name.clear()
        by_name.update({e.name: e for e in await self.client.fetch_application_emojis()})
        if name not in by_name:
            raise refusal
        return by_name[name].id

    async def _remember(self, key: str, emoji_id: int) -> None:
        """One commit per face: a start cut short keeps what it uploaded."""
        await self.store.write([(UPSERT, (key, emoji_id, self.art_version))])


def _why(exc: BaseException) -> str:
    """The refusal in a few words (status and Discord's code; never a token)."""
    if isinstance(exc, discord.HTTPException):
        code = f" {exc.code}" if exc.code else ""
        text = f" {exc.text}" if exc.text else ""
        return f"Discord answered {exc.status}{code}{text}"[:200]
    if isinstance(exc, discord.MissingApplicationID):
        return "no application id"
    return f"no connection to Discord ({type(exc).__name__})"
