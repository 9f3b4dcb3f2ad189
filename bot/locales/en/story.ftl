## A match's story: the score sheet, replays, the game record, Rematch and the end of a table
## (bot/render/sheets.py, bot/render/replays.py, bot/components/story.py,
## bot/components/rematch.py, bot/presenter/endings.py, bot/presenter/rematches.py).

# $game: the game's name (game-*); $table: its number.
story-title = { $game } #{ $table }
story-button-sheet = Score sheet
story-button-replay = Replay
story-sheet-head = **{ $title }** · the score sheet so far (finished hands only)
story-sheet-latest = **{ $title }** · the score sheet so far (finished hands only) · the whole sheet is in the file; the latest hands:
story-sheet-file-only = **{ $title }** · the score sheet so far (finished hands only) · the whole sheet is in the file.
story-sheet-post-head = 📋 **Score sheet**
story-replay-head = 🎞️ **{ $title }** · replay of hand { $hand } · page { $page } of { $pages }
story-jump = Jump to a hand
story-hand-option = Hand { $hand }
story-record-whole = **{ $title }**: the game record (the whole match). `python -m games replay FILE --show` replays it in a terminal.
# $hands: how many hands are over.
story-record-so-far = **{ $title }**: the game record (the { NUMBER($hands, useGrouping: 0) } finished hands so far). `python -m games replay FILE --show` replays it in a terminal.

## Why the story can't be shown (private).

story-no-table = There's no table here. Use this inside a table's thread.
story-not-in-server = That table isn't in this server.
story-not-started = The game hasn't started yet: there's nothing to show.
story-players-only = Only the players can replay this table's hands while it plays; everybody in the thread can once the match is over.
story-use-thread = Use this in the table's thread.
# $error: what went wrong (the game engine's words).
story-no-replay = This table's record does not replay: { $error }
story-nothing-over = No hand is over yet: a replay shows only finished hands.
story-hand-not-finished = Hand { $hand } can't be replayed: only the finished hands can (hands { $first } to { $last }).
story-pick-hand = Pick a hand from the list.

## Rematch (the button under a result post, its private answers, the posts of a rematch).

rematch-button = Rematch
rematch-unknown = This table is not known any more.
rematch-no-channel = I can't open the rematch: the channel of this table is gone, or I can no longer see it. Use `/table create` in a channel.
rematch-refused = I couldn't open the rematch: Discord refused its thread or its lobby. Click **Rematch** again in a moment.
rematch-no-permission = I can't open the rematch: I lack **Create Public Threads** or **Send Messages in Threads** in { $channel }. Ask a moderator to give them to me, then click again.
rematch-being-opened = being opened (look in a moment)
# $state: "open" (its lobby or match goes on) or "opened" (it has ended); $where: its thread or rematch-being-opened.
rematch-exists = This table's rematch { $state ->
    [open] is already open
   *[opened] was opened
}: { $where }.
rematch-opened = Your rematch is open: { $thread }.
rematch-old-table = table #{ $table }
rematch-invitation = 🔁 **Rematch** of { $where } (table #{ $table }).
# $people: the mentions of the people whose seats are held; $until: a Unix time.
rematch-invitation-held = 🔁 **Rematch** of { $where } (table #{ $table }). { $people }: your seats are held for you until <t:{ $until }:t> (<t:{ $until }:R>).
rematch-link = 🔁 { $host } opened a rematch: <#{ $thread }>
rematch-the-host = The host
# $names: the people whose seats the rematch held, with commas.
rematch-freed = ⌛ The seats held for { $names } are free now: anyone may { button-join }.
rematch-filled = The host started without waiting: computers play the seats held for { $names }.

## The end of a table.

story-match-over = The match is over.
