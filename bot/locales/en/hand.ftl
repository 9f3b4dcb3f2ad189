## The private hand message and its controls (bot/render/hand.py, bot/render/controls.py,
## bot/components/hand.py), the forfeit question (bot/components/forfeit.py) and the turn
## pings (bot/presenter/pings.py).

# $title: the game's name; $table: the table's number; $seat: the person's seat number.
hand-header = **{ $title } — table #{ $table }** · your seat: { $seat }
# $team: the team's letter (A, B, C); $partners: the partners' names, joined by " & ".
hand-header-team = **{ $title } — table #{ $table }** · your seat: { $seat } (Team { $team }, with { $partners })
hand-computer-plays = The computer is playing your seat: click **{ button-take-seat-back }** to play.
hand-your-turn = **Your turn.**
# $players: the names of the seats the table waits for, joined by ", ".
hand-waiting = It's { $players }'s turn. **{ button-refresh }** when it's yours.
# A hand message once its table has ended (the result or the reason follows on the next line).
hand-ended = **{ $title } — table #{ $table }** · the table has ended.
# The hand message's last line (small): $version, the state its controls were made at
# (the table message's footer says it the same way).
hand-state = state { $version }
hand-choose-an-option = Choose one of the options.
# $first: every item but the last, joined by ", "; $last: the last one.
hand-list-and = { $first } and { $last }

## The controls: a select's placeholder, per verb.

controls-choose-card-play = Choose a card to play
controls-choose-card-give = Choose a card to give
controls-choose-card-discard = Choose a card to discard
controls-choose-card-spread = Choose a card to spread
controls-choose-what-give = Choose what to give
controls-choose-what-discard = Choose what to discard
controls-choose-what-spread = Choose what to spread
# $count: how many cards the move takes.
controls-choose-cards-give = Choose { $count ->
    [one] { $count } card
   *[other] { $count } cards
} to give
controls-choose-cards-discard = Choose { $count ->
    [one] { $count } card
   *[other] { $count } cards
} to discard
controls-choose-cards-spread = Choose { $count ->
    [one] { $count } card
   *[other] { $count } cards
} to spread
# $count: the most cards the move may take (it may take none).
controls-choose-up-to-give = Choose up to { $count ->
    [one] { $count } card
   *[other] { $count } cards
} to give
controls-choose-up-to-discard = Choose up to { $count ->
    [one] { $count } card
   *[other] { $count } cards
} to discard
controls-choose-up-to-spread = Choose up to { $count ->
    [one] { $count } card
   *[other] { $count } cards
} to spread
# $low: the fewest cards the move takes; $count: the most.
controls-choose-range-give = Choose { $low } to { $count ->
    [one] { $count } card
   *[other] { $count } cards
} to give
controls-choose-range-discard = Choose { $low } to { $count ->
    [one] { $count } card
   *[other] { $count } cards
} to discard
controls-choose-range-spread = Choose { $low } to { $count ->
    [one] { $count } card
   *[other] { $count } cards
} to spread
# $placeholder: a select's placeholder; $part: which select of $parts (its options continue).
controls-part = { $placeholder } ({ $part } of { $parts })
controls-hit-a-spread = Hit a spread
# A select made of buttons that did not fit.
controls-choose = Choose
controls-discard-nothing = Discard nothing
# $cards: the cards that must go (e.g. "10♥ J♠").
controls-only = Only { $cards }

## The forfeit question.

forfeit-button = Forfeit
forfeit-keep-button = Keep playing
forfeit-kept = You keep playing.
# $losers: the person's team (names joined by " & "); $winners: the other side(s);
# $count: 1 if one person wins, 2 if several do (the verb agrees).
forfeit-question-team = **Forfeit the match?** It ends now for everybody: your team ({ $losers }) loses and { $winners } { $count ->
    [one] wins
   *[other] win
}.
forfeit-question-seat = **Forfeit the match?** It ends now for everybody: you place last and { $winners } { $count ->
    [one] wins
   *[other] win
}.
forfeit-rated = It counts in the league like a played-out match.
# $count: how many people a league table needs.
forfeit-unrated = It is not rated (a league table needs at least { $count } people).

## The turn ping (public: the table's language).

# $players: the mentions of the people the table waits for; $title: the game's name.
ping-turn = 🔔 { $players }: your turn at **{ $title }**.
# $when: when the turn's time runs out (Discord shows it as "in 2 minutes").
ping-turn-timed = 🔔 { $players }: your turn at **{ $title }**. Time runs out { $when }.
# The half-time reminder, which replaces the turn ping. $players: mentions; $when: as above.
ping-reminder = ⏰ { $players }: the table is waiting for you. Time runs out { $when }, then the computer plays for you.
ping-reminder-soon = ⏰ { $players }: the table is waiting for you. Time runs out soon, then the computer plays for you.
