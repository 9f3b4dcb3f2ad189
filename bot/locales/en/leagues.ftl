## Leagues: the standings, a profile, head to head, the Tonk stakes, a new season, and the
## ratings line of a table's end (bot/render/leagues.py, bot/exts/leagues/cog.py).
## Numbers come preformatted (signed with a real minus sign, no digit grouping) but for the
## counts that choose a plural form.

league-not-rated = Not rated: a league table needs at least { $min } people.
# $delta: signed, e.g. +3, −16.
league-rating-change = { $name } { $before } → { $after } ({ $delta })
# $changes: each person's league-rating-change, joined with " · ".
league-ratings = 📈 Ratings: { $changes }
league-closed = { $title } (closed)

league-standings-title = { $icon } { $game } league · season { $season }
league-standings-empty = Nobody is rated yet: finish a table with at least two people.
league-standings-line = **{ $place }.** { $name } — **{ $rating }** · { $played } played · { $won } won
league-standings-footer = Rating: the conservative estimate (openskill), grows with games.
# $count: how many people the standings hold.
league-standings-footer-top = The top { $top } of { $count ->
    [one] { NUMBER($count, useGrouping: 0) } player
   *[other] { NUMBER($count, useGrouping: 0) } players
}. { league-standings-footer }
league-top-of = The top { $top } of { $count ->
    [one] { NUMBER($count, useGrouping: 0) } player
   *[other] { NUMBER($count, useGrouping: 0) } players
}.

league-profile-none = No rated tables this season (season { $season }).
league-profile-line = **{ $game }**: rating **{ $rating }**, #{ $place } of { $count } · { $won } won, { $lost } lost
league-profile-title = { $name } · season { $season }

league-stakes-title = { $icon } Tonk stakes · season { $season }
league-stakes-empty = No Tonk table has ended this season.
# $tables: how many Tonk tables the person played.
league-stakes-line = { $name }: **{ $net }** ({ $tables ->
    [one] { NUMBER($tables, useGrouping: 0) } table
   *[other] { NUMBER($tables, useGrouping: 0) } tables
})
league-stakes-you = You, #{ $place } of { $count }: { $line }

## A profile's statistics, per game (games/<game>/stats.py).

# e.g. "3 of 5 (60%)"
stats-rate = { $made } of { $tried } ({ $percent }%)
stats-field = { $game } · statistics
stats-head = { $tables ->
    [one] { NUMBER($tables, useGrouping: 0) } table
   *[other] { NUMBER($tables, useGrouping: 0) } tables
}, { $finished } finished · { $won } won · { $hands ->
    [one] { NUMBER($hands, useGrouping: 0) } hand
   *[other] { NUMBER($hands, useGrouping: 0) } hands
}
stats-head-rate = { $tables ->
    [one] { NUMBER($tables, useGrouping: 0) } table
   *[other] { NUMBER($tables, useGrouping: 0) } tables
}, { $finished } finished · { $won } won ({ $percent }%) · { $hands ->
    [one] { NUMBER($hands, useGrouping: 0) } hand
   *[other] { NUMBER($hands, useGrouping: 0) } hands
}
stats-spades = bids made { $made }, set { $set } · nil { $nil } · blind nil { $blind } · bags { $bags } ({ $per } per match)
stats-twentynine = bids won { $won }, made { $made } · pairs declared { $pairs } · singles { $singles } · doubles { $doubles }
stats-schmier = bids { $bids }, won { $won }, made { $made } · points won { $points }
stats-tonk = tonks { $tonks } · went out { $outs } · drops won { $drops }, caught { $caught } · hands won { $hands } · net stakes **{ $net }**

## Head to head.

h2h-together = together { $count ->
    [one] { NUMBER($count, useGrouping: 0) } match
   *[other] { NUMBER($count, useGrouping: 0) } matches
}, { $won } won
h2h-against = against { $count ->
    [one] { NUMBER($count, useGrouping: 0) } match
   *[other] { NUMBER($count, useGrouping: 0) } matches
}: you won { $mine }, { $other } won { $theirs }
# $parts: h2h-together and/or h2h-against, joined with " · ".
h2h-line = **{ $game }**: { $parts }
h2h-none = No finished match together this season (season { $season }).
h2h-title = { $you } and { $other } · season { $season }

## The /league commands' answers.

league-no-season = There's no season { $asked } yet: this server is in season { $current }.
league-not-admin = Only members with **Manage Server** can start a new season.
league-pick-someone-else = Pick someone else: `/league player` shows your own record.
league-new-season = Season { $closed } is closed; **season { $current }** starts now, every rating afresh. The old standings stay: `/league standings season:{ $closed }`.
