## The score sheet (bot/render/sheets.py, bot/render/sheet_columns.py): a fixed-width table in
## a code block, so every column header is short; numbers, team letters (A, B, C) and suit
## letters stay as they are.

# $game: the game's name (game-*).
sheet-title = { $game } score sheet
# $team: a team's letter; $side: its players, joined by +.
sheet-legend = { $team } = { $side }
# Between the items of a list in a cell or a line ("ana, ben").
sheet-sep = {", "}
# $hands: how many hands were played (redeals not counted); $totals: each side's total
# (face-side-points, joined by sheet-sep); $winner: the side that won.
sheet-standing-won = after { NUMBER($hands, useGrouping: 0) } hands: { $totals } · { $winner } won
sheet-standing-in-play = after { NUMBER($hands, useGrouping: 0) } hands: { $totals } · in play
# Tonk has no match end: the table plays until its host ends it.
sheet-standing-open = after { NUMBER($hands, useGrouping: 0) } hands: { $totals } · no match end (Tonk)

## Column headers. $team: a team's letter (A).

sheet-col-hand = hand
sheet-col-bids = bids
sheet-col-bidder = bidder
sheet-col-bid = bid
sheet-col-trump = trump
sheet-col-extras = extras
sheet-col-result = result
sheet-col-team-bids = { $team } bids
sheet-col-team-tricks = { $team } tricks
sheet-col-team-points = { $team } pts
sheet-col-team-bags = { $team } bags
sheet-col-team-total = { $team } total
# The card points of team A, then of team B.
sheet-col-card-points = card pts { $first }-{ $second }
sheet-col-ended = ended
sheet-col-by = by
sheet-col-winner = winner
sheet-col-counts = counts
# Schmier: the six points, in this order, over one cell of team letters (A B - A A -).
sheet-col-awards = high low right left joker game

## Cells.

# A seat that passed, in the bids column (one letter or two: each seat's call is one cell).
sheet-call-pass = p
sheet-all-pass = all pass
sheet-redeal = redeal
# $value: a bid (7) or tricks taken (3/4) that fell short.
sheet-value-set = { $value } set
sheet-made = made
sheet-set = set
sheet-nil = nil
sheet-blind-nil = bnil
sheet-single = single
sheet-doubled = doubled
sheet-redoubled = redoubled
# $team: the team that declared the pair; $target: the bidding team's target after it.
sheet-pair = pair { $team } → { $target }
# How a Tonk hand ended.
sheet-ending-initial_tonk = tonk (dealt)
sheet-ending-tonk_out = tonk out
sheet-ending-out = out
sheet-ending-drop_won = drop won
sheet-ending-caught = caught
sheet-ending-stock_out = stock out
sheet-ending-draw = drawn deal
