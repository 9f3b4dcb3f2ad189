## The lobby message, its buttons and selects, and the seats' labels (lobby and table message).
## $table: a table's number; $host: a Discord id (a string, printed as it is).

lobby-title = { $icon } { $game } — table #{ NUMBER($table, useGrouping: 0) } (lobby)
lobby-rematch = 🔁 Rematch of table #{ NUMBER($table, useGrouping: 0) }
lobby-host = Host: <@{ $host }>
lobby-seats = **Seats**
lobby-house-rules = **{ house-rules }**
# $rule: a house rule's name; $value: the value in force.
lobby-rule = • { $rule }: **{ $value }**
lobby-standard-rules = Standard rules (see `/rules`).
lobby-everything-else = Everything else: standard rules (see `/rules`).
# $level: the computers' level (its name); $blurb: what it means.
lobby-computers = **Computers**: **{ $level }** ({ $blurb })
lobby-computers-plain = **Computers**: **{ $level }**
# $count: the empty seats.
lobby-waiting = Waiting for { $count ->
    [one] { $count } more player
   *[other] { $count } more players
}.
lobby-full = Every seat is taken: the host can **{ button-start }**.
# $names: the people whose seats a rematch holds, with commas.
lobby-waiting-held = Waiting for { $names } (seat held), or the host can **{ button-start }**.
lobby-footer = { button-join } takes a free seat; pick a seat below to choose one. Computers play empty seats the host adds and turns whose time runs out; the host chooses their level below.
lobby-choose-seat = Choose your seat
# $seat: the seat's number; $who: who sits there (or lobby-seat-free); $team: the team's letter.
lobby-seat-choice = Seat { $seat } — { $who }
lobby-seat-choice-team = Seat { $seat } · Team { $team } — { $who }
lobby-seat-free = free
lobby-computers-choice = Computers: { $level }

level-random-blurb = any legal move, at random
level-basic-blurb = sound rules: counts points, never overtakes a partner
level-strong-blurb = searches the deals its seat could be facing

## Seats: $name is the seat's person or computer; $level the computers' level (seat-level-*).

seat-empty = (empty)
seat-computer = 🤖 { $name } ({ $level })
seat-held = ⏳ held for { $name }
seat-left = 🤖 { $name } (left; computer ({ $level }) plays)
seat-away = { $name } (away; computer ({ $level }) plays)
seat-level-random = random
seat-level-basic = basic
seat-level-strong = strong
# $number: the computer's number at the table (Computer 1, Computer 2, …).
seat-computer-name = Computer { $number }
# One line of the seats' list: $seat its number, $marker ▶ (to act) or ·, $label the seat's label.
seat-line = `{ $seat }` { $marker } { $label }
seat-line-team = `{ $seat }` { $marker } { $label } — Team { $team }
seat-line-dealer = `{ $seat }` { $marker } { $label } *(dealer)*
seat-line-team-dealer = `{ $seat }` { $marker } { $label } — Team { $team } *(dealer)*

# The thread's notices of a lobby change (the table's language).
lobby-notice-level = { $host } changed *Computers* to { $level }.
lobby-notice-rule = { $host } changed *{ $rule }* to { $value }.
lobby-notice-until-ended = until the host ends the table
# The thread's lines of people leaving and coming back (the table's language). $name, $heir:
# people's names; $seat: a seat's number; $level: the computers' level (seat-level-*);
# $user: the new host's Discord id (a string).
lobby-notice-left-running = { $name } left: the computer plays seat { $seat } ({ $level }).
lobby-notice-back = { $name } is back and plays seat { $seat } again.
lobby-notice-new-host = { $name } left the lobby: <@{ $user }> ({ $heir }, seat { $seat }) is the host now.
lobby-close-everybody-left = Everybody left: the table is closed.
lobby-close-host-left = { $name }, the host, left and nobody else is seated: the lobby is closed.
# $minutes: how long the lobby waited without a change.
lobby-expired = ⌛ This lobby was closed after { $minutes ->
    [one] { NUMBER($minutes, useGrouping: 0) } minute
   *[other] { NUMBER($minutes, useGrouping: 0) } minutes
} without a start.
# A notice's name of a host whose seat has no name.
lobby-the-host = The host

# The channel's answer to /table create (the table's language).
table-opened = { $host } opened a **{ $game }** table: { $thread } — join there!
table-opened-no-lock = (I can't lock the thread when the table ends: I lack **Manage Threads**.)
