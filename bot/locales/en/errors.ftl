## Refusals and short answers of the rules layer (bot/tables) and the table commands.
## Placeholders: $seat, $count, $limit, $hand, $first, $last are numbers; $thread, $id, $until
## are Discord ids and timestamps passed as digits; $name is a person's display name; $detail
## and $reason are an engine's own line (English, from games/: see docs/bot.md).

## Lists and names built from pieces of their own.

# Names so far ($names), "or", one more ($name): whose turn it is, when several may act.
error-list-or = { $names } or { $name }
# A seat that has no name (an empty seat): $seat its number from 1.
error-seat-label = Seat { $seat }
# A table as a refusal lists it: its thread, its game ($game), what it is doing.
error-table-ref-thread = <#{ $thread }> ({ $game }, { $doing ->
        [lobby] lobby
       *[playing] playing
    })
error-table-ref-number = table #{ $id } ({ $game }, { $doing ->
        [lobby] lobby
       *[playing] playing
    })

## Opening a table.

error-unknown-game = Unknown game { $game }; choose one of { $games }.
error-stake-tonk-only = Only Tonk is played for a stake.
error-cannot-open = Can't open that table: { $detail }
error-host-cap = You already host { $count } open { $count ->
        [one] table
       *[other] tables
    } in this server (the limit is { $limit } per person): { $tables }. Start, finish or cancel one first.
error-server-cap = This server already has { $count } open tables (the limit is { $limit }). Try again once one has ended.
error-server-cap-lobbies = This server already has { $count } open tables (the limit is { $limit }). Try again once one has ended. Lobbies you can join: { $lobbies }.
error-no-table-here = There's no table here. Use this inside a table's thread.
error-save-table = Couldn't save the new table; try again.

## Seats, host, house rules, the start.

error-started = The game has already started.
error-not-seated = You're not seated at this table.
error-already-in-seat = You're already in seat { $seat }.
error-table-full = The table is full.
error-no-such-seat = There is no such seat.
error-seat-taken = Seat { $seat } is taken by { $name }.
error-seat-held = Seat { $seat } is held for { $name } until <t:{ $until }:t> (<t:{ $until }:R>); after that it is free.
error-hands-whole = The number of hands must be a whole number from 1.
error-seats-fixed = The seat count is chosen when the table is created.
# A house rule the engine refused ($detail: its line).
error-rule-refused = { $detail }
error-already-left = You already left; the computer plays your seat.
error-seat-yours = Your seat is already yours.
error-host-adds-computers = Only the host can add computer players.
error-no-empty-seat = There is no empty seat.
error-level-fixed = The game has started: the computer level is fixed.
error-host-chooses-level = Only the host can choose the computer level.
error-choose-level = Choose one of: { $levels }.
error-host-changes-rules = Only the host can change the house rules.
error-rules-fixed = The game has started: the house rules are fixed.
# $seats: the empty seats' numbers ("1, 3"); $count: how many.
error-seats-empty = Seat { $seats } { $count ->
        [one] is
       *[other] are
    } empty: someone must Join, or the host can Add computer.
error-no-person = At least one person must sit at the table.
error-host-starts = Only the host can start the game.
error-cannot-start = Can't start: { $detail }
error-save-start = Couldn't save the start of the game; try again.

## Playing.

error-not-started = The game hasn't started yet.
# $names: whose turn it is (one name, or several with error-list-or).
error-turn-of = It's { $names }'s turn.
# A move the engine refused ($reason: its line, seats named as people see them).
error-move-refused = { $reason }
error-already-done = Already done: your first click counted.
error-out-of-date = That message was out of date: the table had moved on, so that click did nothing.
error-computer-plays-seat = The computer is playing your seat: click **Take my seat back** first.
error-save-failed = Couldn't save that, so nothing changed. Try again.
error-save-move = Couldn't save that move, so nothing changed. Try again.
error-move-paused = Couldn't save that move, and the table is paused until the bot restarts. Every move that was saved is kept.
error-table-paused = This table is paused: the database failed, so nothing more can be played until the bot restarts. Every move that was saved is kept.
error-table-ended = This table has ended.
error-table-unknown = This table is not known any more.
error-button-retired = This button is no longer used.

## Cancel, forfeit, end.

error-host-cancels = Only the host (or someone who can manage threads) can cancel.
error-tonk-host-ends = This Tonk table plays until its host ends it. To stop playing, use `/table leave`: the computer plays your seat.
error-players-forfeit = Only the people at this table can forfeit it, and only moderators (Manage Threads) can cancel a running table.
error-nothing-to-forfeit = There is no match of yours to forfeit here.
error-forfeit-instead = You're playing at this table: cancelling it now is a forfeit. Use `/table cancel` and confirm **Forfeit**.
error-changed-meanwhile = The table changed meanwhile; try again.
error-cancel-in-thread = Use `/table cancel` inside the table's thread.

## Rematch.

error-rematch-still-open = This table is still open: finish it first.
error-rematch-never-started = This table never started: there is nothing to play again.
error-rematch-not-seated = Only the people who sat at this table can ask for a rematch.

## Score sheet, replay, record.

error-table-elsewhere = That table isn't in this server.
error-story-not-started = The game hasn't started yet: there's nothing to show.
error-replay-players-only = Only the players can replay this table's hands while it plays; everybody in the thread can once the match is over.
error-use-in-thread = Use this in the table's thread.
error-record-broken = This table's record does not replay: { $detail }
error-no-hand-over = No hand is over yet: a replay shows only finished hands.
error-hand-not-finished = Hand { NUMBER($hand, useGrouping: 0) } can't be replayed: only the finished hands can (hands { NUMBER($first, useGrouping: 0) } to { NUMBER($last, useGrouping: 0) }).
error-pick-hand = Pick a hand from the list.

## Opening a table's thread (/table create).

error-open-too-many-threads = I couldn't open the table: this server has too many active threads (Discord's limit). Archive a few threads, or wait for some to close, then try again.
error-open-refused = I couldn't open the table: { $reason }
error-open-discord-trouble = I couldn't open the table: Discord { $server ->
        [yes] is having trouble
       *[no] refused the thread
    } (error { $status }). Nothing was opened; try again in a minute.
error-open-dropped = I couldn't open the table: the connection to Discord dropped. Nothing was opened; try again in a minute.
error-open-permissions = I can't open a table in { $channel }: I'm missing { $permissions } there. Ask a server admin to allow them for Cardroom in this channel (or use another channel).
error-open-closed-thread = This table could not be opened (see the answer to `/table create` in the channel). Use `/table create` again.
error-open-text-channel = Use `/table create` in a text channel (not in a thread or a DM).

## What a change did, said to the person who made it.

# $how: empty (an empty seat), computer (a computer's seat), held (the seat a rematch held).
answer-took-seat = You took seat { $seat }{ $how ->
        [computer] {" "}(in place of the computer)
        [held] {" "}(held for you)
       *[empty] {""}
    }.
answer-moved-seat = You moved to seat { $seat }{ $how ->
        [computer] {" "}(in place of the computer)
        [held] {" "}(held for you)
       *[empty] {""}
    }.
answer-left-table = You left the table; the computer plays your seat from now on.
answer-left-seat = You left seat { $seat }.
# After answer-left-seat, when the host left the lobby.
answer-new-host = { $name } is the host now.
answer-seat-back = Your seat is yours again.
# $level: the computers' level (random, basic, strong).
answer-computer-seated = A computer ({ $level ->
        [random] random
        [basic] basic
       *[strong] strong
    }) took seat { $seat }.
answer-level = Computers at this table play at **{ $level }** level.
answer-game-on = The game is on.
# After answer-took-seat, when the last person of a rematch is back.
answer-all-back = Everyone is back: the game is on.
answer-ended = The table is ended.
answer-cancelled = The table is cancelled.
answer-cancelled-unrated = The table is cancelled (not rated).
answer-forfeited = You forfeited the match.
# The host set a house rule: $rule its name, $value the value now.
answer-rule-set = { $rule }: { $value }.

## An early end, as the thread reads it (bot/tables/terms.py).

# $who: the person who forfeited; $losers: their team's seats (joined by table-team-members-sep);
# $winners: the other side(s); $count: 1 if one person wins, 2 if several do (the verb agrees).
forfeit-line-team = 🏳️ { $who } forfeited the match for { $losers }: { $winners } { $count ->
    [one] wins
   *[other] win
}.
forfeit-line-seat = 🏳️ { $who } forfeited the match: { $winners } { $count ->
    [one] wins
   *[other] win
}.
# $mention: the person (a Discord mention).
cancel-line = The table was cancelled by { $mention }.
cancel-line-end = The host { $mention } ended the table.

## The engine's refusal of a move, worded by the bot (bot/tables/refusals.py): English shows
## the engine's own line; these say it in every language. $seat: a seat (its name); $suit: a
## suit (suit-*); $card, $cards: card codes; numbers as they are.
refusal-turn-of = it is { $seat }'s turn
refusal-not-dealt = the next hand has not been dealt
refusal-match-over = the match is over
refusal-hand-over = the hand is over
refusal-no-seat = there is no seat { $number }
refusal-not-held = you do not hold { $cards }
refusal-follow = must follow { $suit }
refusal-follow-card = must follow { $suit } ({ $card } is a trump)
refusal-follow-trumps = must follow trumps
refusal-follow-trumps-card = must follow trumps ({ $card } is a trump)
refusal-that-suit = that suit
refusal-spades-not-broken = spades are not broken
refusal-first-lead-two-clubs = the first trick is led with the 2 of clubs
refusal-no-spades-first = no spades on the first trick while you hold another suit
refusal-bidding-over = the bidding is over
refusal-bid-exceed = bid must exceed { $bid }
refusal-bid-lowest = the lowest bid is { $bid }
refusal-bid-highest = the highest bid is { $bid }
refusal-bid-range = bids are { $low } to { $high }
refusal-dealer-bid = everyone else passed: the dealer must bid exactly { $bid }
refusal-dealer-must-bid = everyone else passed: the dealer must bid
refusal-spades-bid-range = a bid is 0 (nil) to 13 tricks
refusal-spades-bid-cap = bid must be at most { $cap }: partners may bid 13 tricks together
refusal-give-exactly = give exactly { $count } cards
refusal-no-exchange = no exchange is due now
refusal-lead-trump = the bidder must lead a trump
refusal-tonk-draw-first = draw first: take the top card of the stock or of the discard pile
refusal-tonk-drawn = you have already drawn: finish your turn with a discard
refusal-tonk-stock-empty = the stock is empty: take the discard, drop, or end the hand
refusal-tonk-discard-empty = the discard pile is empty: draw from the stock
refusal-tonk-drop-start = you may drop only at the start of your turn, before drawing
refusal-tonk-hit-no-drop = your spread was hit: you may not drop yet
refusal-tonk-end = you may end the hand only when the stock is empty: draw, or drop
refusal-tonk-discard-one = discard exactly one card
refusal-tonk-keep-taken = you may not discard { $card }: you just took it from the discard pile
refusal-tonk-use-taken = you took { $card } from the discard pile: use it in a spread or a hit first
refusal-tonk-take-if-used = you may take { $card } only if you can use it in a spread or a hit at once
refusal-tonk-no-fit = { $card } does not fit spread { $spread }
refusal-tonk-no-spread = there is no spread { $spread }
refusal-tonk-not-spread = { $cards } is not a spread
refusal-tonk-lay-down = you may not hold a spread: lay down { $cards } first
refusal-29-face-down = the face-down trump card cannot be played before the reveal
refusal-29-must-trump = you called for trump, so you must play a trump
refusal-29-reveal-auto = trump is revealed by itself at this table
refusal-29-not-hidden = trump is not hidden
refusal-29-call-void = you may call for trump only when you cannot follow suit
refusal-29-can-follow = you can follow { $suit }, so you may not call
refusal-29-not-revealed = trump has not been revealed
refusal-29-pair-play = a pair can be declared only during trick play
refusal-29-pair-off = the pair is not played at this table
refusal-29-pair-no-trump = there is no pair without a trump suit
refusal-29-pair-done = the pair has already been declared this deal
refusal-29-pair-missing = you do not hold both the king and the queen of trump
refusal-29-pair-when = a pair may be declared only after your side wins a trick with trump revealed
refusal-29-doubled = the contract is already doubled: the bidders may redouble
refusal-29-not-doubled = only a doubled contract can be redoubled
refusal-29-seventh-off = the seventh-card option is off
refusal-29-no-trump-off = the no-trump option is off
refusal-29-no-suit-trump = you hold no { $suit } to set face down as the trump card
refusal-schmier-keep-trump = { $card } is a trump; trumps may not be discarded
refusal-schmier-no-discards = no discards at this table
refusal-schmier-discard-most = you may discard at most { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
refusal-schmier-dealer-discard = the dealer must discard exactly { $count } cards, down to six
refusal-schmier-protected = { $card } may never be discarded (the trump ace, both bauers, the trump two and the joker stay in play)
refusal-schmier-six-trumps = holding more than six trumps, the dealer keeps exactly six trumps and discards every other card ({ $card } too)
refusal-schmier-dealer-keeps = { $card } is a trump; with six trumps or fewer the dealer keeps them
refusal-blind-off = blind nil is not played at this table
refusal-blind-trail = blind nil needs your side to trail by at least { $count }
refusal-blind-looked = you have looked at your hand: blind nil is bid before looking
refusal-not-now = that is not possible at this point of the hand
refusal-not-an-action = that is not an action of this game
# $allowed: the seat counts the game is played by; $count: the seats asked for.
refusal-seat-count = this game is played by { $allowed } seats, not { $count }
# A refusal no pattern knows, by its kind.
refusal-kind-illegal = the rules do not allow that move now
refusal-kind-not-your-turn = you may not act now
refusal-kind-malformed = that is not a move of this game
refusal-kind-options = those house rules are not valid
refusal-kind-error = the game refused it

## Why a house rule or a server setting was refused (pydantic's errors, worded by the bot).
## $limit: a number; $count: a length; $values: the values allowed; $rule: a house rule's name.
refusal-value-at-least = it must be at least { $limit }
refusal-value-above = it must be more than { $limit }
refusal-value-at-most = it must be at most { $limit }
refusal-value-below = it must be less than { $limit }
refusal-value-too-short = it must have at least { $count ->
    [one] { $count } character
   *[other] { $count } characters
}
refusal-value-too-long = it may have at most { $count ->
    [one] { $count } character
   *[other] { $count } characters
}
refusal-value-one-of = it must be one of { $values }
refusal-value-number = it must be a whole number
refusal-value-on-off = it must be on or off
refusal-value-unknown = there is no such setting
refusal-value-clash = it does not go with the other rules
refusal-value-invalid = that value is not valid
refusal-value-turn-bounds = the shortest turn time is above the longest
refusal-value-turn-outside = the turn time is outside the server's bounds
refusal-value-plain-name = it must be a short plain name (no line breaks, mentions or Markdown)
refusal-rule-unknown = there is no house rule “{ $rule }”
refusal-rule-value = { $rule }: { $reason }
refusal-rules-clash = { $rules } do not go together
