## The games' faces (bot/render/games/*.py): scores, state, summaries, the hand's lines and the
## labels of its controls.

# $player: a name; $bid: a bid as printed (16, nil, —).
face-seat-bid = { $player } { $bid }
# A seat that passed, in the bids line.
face-bid-pass = pass
face-bids = **Bids** { $bids }
# $count: a number as printed (signed where it is a change: +2, -1).
face-seat-count = { $player } { $count }
# $side: a team (Team A (alice & carol)) or a player; $score: its score as printed.
face-side-score = { $side }: **{ $score }**
face-side-points = { $side } { $points }
# $scores: each side's score; $target: the score that wins.
face-playing-to = { $scores } — playing to { $target }
face-your-cards = **Your cards** ({ $count }): { $cards }
face-no-cards = (none)
face-choose-bid = Choose your bid

## Labels of the hand's controls.

label-bid = Bid { $bid }
label-blind-nil = Blind nil
label-nil = Nil
label-trump-spades = ♠ Spades
label-trump-hearts = ♥ Hearts
label-trump-diamonds = ♦ Diamonds
label-trump-clubs = ♣ Clubs
label-seventh = Seventh card
label-no-trump = No trump (7 high, J low)
label-draw-stock = Draw from the stock
label-take-discard = Take the discard
label-take-discard-card = Take the discard { $card }
# $spread: the spread's number.
label-hit = Hit { $card } on spread { $spread }
label-discard-nothing = Discard nothing
label-discard = Discard { $cards }
label-spread = Spread { $cards }
label-give = Give { $cards }
label-pass = Pass
label-look = Look at my cards
label-reveal = Ask for trump
label-pair = Declare pair
label-double = Double
label-redouble = Redouble
label-single = Single hand
label-drop = Drop
label-end = End the hand

## Twenty-Nine.

face-29-scores = { $scores } — game points, ±{ $target } ends the match
# $target: face-29-target-now or nothing; $doubled: face-29-doubled/redoubled or nothing.
face-29-contract = **Contract** { $player } { $bid }{ $target }{ $doubled }
face-29-target-now = { " " }(target now { $target } after the pair)
# $mult: the multiplier (2, 4).
face-29-doubled = { " · " }doubled ×{ $mult }
face-29-redoubled = { " · " }redoubled ×{ $mult }
face-29-single = **Single hand** by { $player } (no trump)
face-29-no-trump = **No trump**: the ranks are reversed (7 high … J low)
face-29-trump-hidden = **Trump** hidden — only { $player } knows it
# $back: the face-down card's emoji (or nothing).
face-29-trump-hidden-down = **Trump** hidden — only { $player } knows it ({ $back }a card lies face down)
# $by: face-29-revealed-by or nothing; $card: face-29-card-was or nothing.
face-29-trump = **Trump** { $suit }{ $by }{ $card }
face-29-revealed-by = { " " }(revealed at { $player }'s turn)
face-29-card-was = , the face-down card was { $card }
face-29-pair-by = **Pair** declared by { $player }
# $points: each side's card points; $trick: the trick's number.
face-29-card-points = **Card points** { $points } (trick { $trick } of 8)
face-29-redeal = The deal was thrown in; the same totals stand.
face-29-trump-was = trump { $suit }
# $trump: face-29-trump-was or "no trump"; $side: the bidder's team; $points: a count.
face-29-made = { $player } bid { $bid } (target { $target }, { $trump }); { $side } took { $points ->
    [one] { $points } card point
   *[other] { $points } card points
} and **made it**.
face-29-fell-short = { $player } bid { $bid } (target { $target }, { $trump }); { $side } took { $points ->
    [one] { $points } card point
   *[other] { $points } card points
} and **fell short**.
face-29-game-points = Game points: { $scores }
face-29-your-trump = Trump (your secret): **{ $suit }**
face-29-your-trump-card = Face-down trump card: { $card }

## Schmier.

face-schmier-contract = **Contract** { $player } { $bid }
face-schmier-contract-trump = **Contract** { $player } { $bid } · **Trump** { $suit }
# $done: each seat's number of cards discarded; $stock: the cards left in the stock.
face-schmier-discarded = **Discarded** { $done } (stock { $stock })
face-schmier-dealer-trumps = Dealer's discarded trumps: { $cards }
# $award: one of face-schmier-award-*; $side: the team that has it.
face-schmier-award = { $award } → { $side }
face-schmier-award-high = high
face-schmier-award-low = low
face-schmier-award-right = right
face-schmier-award-left = left
face-schmier-award-joker = joker
face-schmier-award-game = game
face-schmier-nobody = nobody
face-schmier-so-far = **Points so far** { $points }
face-schmier-redeal = Everybody passed: the same dealer deals again.
# $awards: who got each point of the hand.
face-schmier-bid = { $player } bid { $bid } in { $suit }. { $awards }
# $hand: each team's change; $totals: the scores now.
face-schmier-hand = Hand: { $hand } — totals { $totals }
face-schmier-you-discarded = You discarded: { $cards }
face-schmier-you-drew = You drew: { $cards }
# $count: the most cards to discard; $low: the fewest; $cards: the cards that must go.
face-schmier-discard-exactly = { $count ->
    [one] Discard { $count } card.
   *[other] Discard { $count } cards.
}
face-schmier-discard-range = { $count ->
    [one] Discard { $low }–{ $count } card.
   *[other] Discard { $low }–{ $count } cards.
}
face-schmier-discard-up-to = { $count ->
    [one] Discard up to { $count } card.
   *[other] Discard up to { $count } cards.
}
face-schmier-discard-exactly-must = { $count ->
    [one] Discard { $count } card; these must go: { $cards }.
   *[other] Discard { $count } cards; these must go: { $cards }.
}
face-schmier-discard-range-must = { $count ->
    [one] Discard { $low }–{ $count } card; these must go: { $cards }.
   *[other] Discard { $low }–{ $count } cards; these must go: { $cards }.
}
face-schmier-discard-up-to-must = { $count ->
    [one] Discard up to { $count } card; these must go: { $cards }.
   *[other] Discard up to { $count } cards; these must go: { $cards }.
}

## Spades.

face-spades-nil = nil
face-spades-blind-nil = blind nil
# $bags: a count.
face-spades-score = { $side }: **{ $score }** ({ $bags ->
    [one] { $bags } bag
   *[other] { $bags } bags
})
# $contracts: each team's contract; $tricks: the tricks each has taken.
face-spades-contracts = **Contracts** { $contracts }  |  **Tricks** { $tricks }
# $count: how many cards the blind-nil bidder and its partner exchange.
face-spades-exchange = **Blind-nil exchange**: { $giver } passes { $count ->
    [one] { $count } card
   *[other] { $count } cards
} to { $receiver }
face-spades-broken = Spades are broken.
face-spades-not-broken = Spades not broken.
face-spades-players-sep = {", "}
face-spades-bid-took = { $player } bid { $bid } took { $tricks }
# $players: what each player bid and took; $delta: the change, signed; $total: the score now.
face-spades-summary = { $side }: { $players } → **{ $delta }** (total { $total }, { $bags ->
    [one] { $bags } bag
   *[other] { $bags } bags
})
face-spades-unlooked = You haven't looked at your cards.
face-spades-unlooked-look = You haven't looked at your cards: **Look at my cards** to see them.
face-spades-blind-nil-button = **Blind nil** is only possible before you look.
face-spades-blind-nil-before = Blind nil is only possible before you look.
face-spades-you-give = { $count ->
    [one] Blind-nil exchange: you give { $count } card.
   *[other] Blind-nil exchange: you give { $count } cards.
}
face-spades-you-receive = { $count ->
    [one] Blind-nil exchange: you receive { $count } card.
   *[other] Blind-nil exchange: you receive { $count } cards.
}
face-spades-bid-blind = Bid without looking

## Tonk.

face-tonk-stake = { $player } **{ $score }**
face-tonk-scores = Stakes won/lost: { $scores } (stake { $stake })
# $stock: the cards in the stock; $discard: its top card; $held: each seat's number of cards.
face-tonk-state = **Stock** { $stock } · **Discard** { $discard } · **Cards held** { $held }
face-tonk-empty = (empty)
# $number: the spread's number; $player: who laid it.
face-tonk-spread-of = `{ $number }` { $cards } ({ $player })
face-tonk-spread = `{ $number }` { $cards }
face-tonk-spreads = **Spreads** { $spreads }
face-tonk-or = { " or " }
# $totals: the dealt counts that make an initial tonk (49 or 50).
face-tonk-ended-initial-tonk = The hand ended with an initial tonk ({ $totals } dealt).
face-tonk-ended-tonk-out = The hand ended with a tonk: out without a discard.
face-tonk-ended-out = The hand ended with going out.
face-tonk-ended-drop-won = The hand ended with a drop that held.
face-tonk-ended-caught = The hand ended with a drop that was caught.
face-tonk-ended-stock-out = The hand ended with the stock running out.
face-tonk-ended-draw = The hand ended with a draw (two initial tonks).
# $ending: how the hand ended, as the engine says it.
face-tonk-ended-other = The hand ended with { $ending }.
face-tonk-draw-redeal = Two players were dealt a tonk: a draw, nobody pays, the next player deals.
face-tonk-counts = Counts: { $counts }
face-tonk-paid = Paid: { $paid }
# $hands: how many hands were played; $ledger: each player's stakes won or lost.
face-tonk-result = 🏁 **The table is over** after { $hands ->
    [one] { $hands } hand
   *[other] { $hands } hands
}. Stakes (×{ $stake }): { $ledger }
face-tonk-lobby-hands = • Hands: **{ $hands }**
face-tonk-lobby-hands-open = • Hands: **until the host ends the table**
face-tonk-lobby-stake = • Stake: **1**
face-tonk-your-count = Your count: **{ $count }**
