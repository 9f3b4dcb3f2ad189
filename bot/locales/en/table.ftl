## The public table message, its end and the hands' summaries (bot/render/table.py, common.py).

# A seat without a name. $seat: its number.
table-seat = Seat { $seat }
# $team: a team's letter (A).
table-team = Team { $team }
# $members: the team's players, joined by table-team-members-sep.
table-team-with = Team { $team } ({ $members })
table-team-members-sep = { " & " }
# Between the items of a line (cards of a trick, moves, scores).
table-sep = { " · " }
# A card of a trick and who played it. $player: a name; $card: the card.
table-card-of = { $player } { $card }
table-trick = **Trick** { $cards }
table-last-trick = **Last trick** { $cards }
table-last-trick-won = **Last trick** { $cards } → won by **{ $winner }**
# A move of the latest ones. $move: what they did (cards.ftl's action-*).
table-move = { $player } { $move }
table-latest = **Latest** { $moves }
table-turn-computer = 🤖 { $player } is playing
# $mention: the person's mention.
table-turn-person = { $mention } ({ $player })
table-turn-sep = {", "}
# $who: the seats to act; $deadline: a Discord timestamp.
table-turn = **Turn** ▶ { $who }
table-turn-until = **Turn** ▶ { $who } — time runs out { $deadline }
# $icon: the game's emoji; $game: its name; $table: the table's number; $hand, $limit: numbers.
table-title = { $icon } { $game } — table #{ $table } · hand { $hand }
table-title-limit = { $icon } { $game } — table #{ $table } · hand { $hand } of { $limit }
table-title-ended = { $icon } { $game } — table #{ $table } · ended
# $state: the table's version.
table-footer = Show hand: your cards and moves, only you see them. · state { $state }
# $level: the computers' level (common.ftl's level-*).
table-footer-computers = Show hand: your cards and moves, only you see them. Computers: { $level }. · state { $state }
# $mentions: the people to act.
table-your-turn = { $mentions }, your turn.
table-hand-over = **Hand { $hand } is over.**
# The thread of a table. $game: the game's name.
table-thread-name = { $game } table #{ $table }

## The end of a table.

# $tally: each side and its score.
# The table message's last line when the match ended by itself.
table-final-over = The match is over.
table-result-over = 🏁 **The match is over.** { $tally }
# $winner: the winning side.
table-result-wins = 🏆 **{ $winner } wins!** Final: { $tally }
# $score: a side's score.
table-side-score = { $side } { $score }
# The rating changes of a league table. $min: the fewest people a rated table needs.

## A table Discord can no longer show (bot/presenter/lost.py).

# Said in the thread (or its channel). $game: the game's name; $table: its number.
table-lost-thread = 🚫 The **{ $game }** table #{ $table } is cancelled and not rated: its thread was deleted.
table-lost-access = 🚫 The **{ $game }** table #{ $table } is cancelled and not rated: Cardroom may no longer post in its thread.
table-lost-locked = 🚫 The **{ $game }** table #{ $table } is cancelled and not rated: its thread was locked.
table-lost-message = 🚫 The **{ $game }** table #{ $table } is cancelled and not rated: its table message was deleted and could not be posted again.
# The same on a server that rates no table (`/config rated`): nothing is said of ratings.
table-lost-thread-unrated = 🚫 The **{ $game }** table #{ $table } is cancelled: its thread was deleted.
table-lost-access-unrated = 🚫 The **{ $game }** table #{ $table } is cancelled: Cardroom may no longer post in its thread.
table-lost-locked-unrated = 🚫 The **{ $game }** table #{ $table } is cancelled: its thread was locked.
table-lost-message-unrated = 🚫 The **{ $game }** table #{ $table } is cancelled: its table message was deleted and could not be posted again.
# A table whose move could not be saved (the database failed).
table-paused = ⚠️ This table is paused: the database failed and the last move could not be saved. It comes back, as it was before that move, when the bot restarts.
# The reason in the server's audit log when an ended table's thread is archived.
table-archive-reason = Cardroom table ended
# The reason in the server's audit log when a table's thread is made.
table-thread-reason = Cardroom table #{ $table }
table-thread-reason-rematch = Cardroom table #{ $table } (rematch)
