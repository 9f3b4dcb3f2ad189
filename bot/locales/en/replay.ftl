## A replay's page (bot/render/replays.py): one frame of a finished hand, face up, in a code
## block. Numbers, team letters (A, B) and suit letters (S, H, D, C) stay as they are.

## Titles. $hand, $trick, $turn: numbers from 1; $player, $dealer: names.

replay-title-deal = Hand { $hand }: the deal ({ $dealer } deals)
replay-title-bidding = The bidding
replay-title-trick = Trick { $trick }: { $player } wins
replay-title-turn = Turn { $turn }: { $player }
replay-title-result = Hand { $hand }: the result

## A move, after its player's name ("ana: play 10♥"): the game record's words for it.

# $card: a card (10♥).
replay-play = play { $card }
# $bid: the bid (16, 0 for nil).
replay-bid = bid { $bid }
replay-bid-blind = bid blind
replay-pass = pass
# $suit: the suit's letter (S, H, D, C).
replay-trump = trump { $suit }
replay-trump-seventh = trump seventh
replay-trump-none = trump nt
# $cards: the cards (10♥ J♠).
replay-give = give { $cards }
replay-discard = discard { $cards }
replay-discard-none = discard
replay-spread = spread { $cards }
replay-draw-stock = draw stock
replay-draw-discard = draw discard
# $spread: the spread's number, as the record has it (from 0).
replay-hit = hit { $card } { $spread }
replay-look = look
replay-drop = drop
replay-end = end
replay-pair = pair
replay-double = double
replay-redouble = redouble
replay-single = single
replay-reveal = reveal
# What only a replay shows, after a move. $count: how many cards were drawn; $cards: them.
replay-draws = { $count ->
    [0] draws nothing
   *[other] draws { $cards }
}
# The last seat's draw before the dealer's: $left: how many the dealer picks up; $rest: them.
replay-draws-dealer = { $count ->
    [0] draws nothing
   *[other] draws { $cards }
}; the dealer picks up { $left ->
    [0] nothing
   *[other] { $rest }
}
# A Tonk draw: the card taken.
replay-takes = takes { $card }

## The lines under the moves.

# $cards: each player's card (table-card-of), joined by sheet-sep.
replay-trick = trick: { $cards }
replay-label-scores = scores
replay-label-stock = stock
replay-label-bids = bids
replay-label-contract = contract
replay-label-trump = trump
replay-label-awards = points so far
replay-label-game-values = game values
replay-label-tricks = tricks
replay-label-counts = counts
replay-label-discard = discard
replay-label-spreads = spreads
replay-label-bid-on = bid on
replay-label-single = single hand
replay-label-doubling = doubling
replay-label-pair = pair
replay-label-points = points
# A Spades blind-nil bid in the bids line.
replay-blind = blind
# $award: the point's name (face-schmier-award-*); $team: the team's letter.
replay-award = { $award } { $team }
replay-none = none
# $count: the cards left in the stock.
replay-stock-size = { $count } cards
replay-empty = empty
# $number: the spread's number (from 0); $cards: its cards; $player: who laid it.
replay-spread-of = { $number }: { $cards } ({ $player })
replay-spread-sep = {"; "}
# $cards: the four cards a player bid on.
replay-seat-cards = { $player } { $cards }
# $target: the points the bidder needs after a pair.
replay-contract-target = { $player } { $bid } (target { $target })
replay-single-hand = { $player } plays alone, no trump
replay-trump-no-trump = no trump (reversed ranks)
replay-trump-seventh-later = the seventh card, not yet dealt
replay-trump-not-chosen = not chosen yet
# $suit: the trump's letter; $card: the seventh card (the trump's indicator).
replay-trump-revealed = { $suit }, revealed by { $player }
replay-trump-hidden = { $suit }, hidden
replay-trump-seventh-revealed = { $suit } (the seventh card, { $card }), revealed by { $player }
replay-trump-seventh-hidden = { $suit } (the seventh card, { $card }), hidden
# $again: who redoubled.
replay-doubled = doubled by { $player }
replay-redoubled = doubled by { $player }, redoubled by { $again }
