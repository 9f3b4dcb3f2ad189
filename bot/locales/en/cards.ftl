## Suits and the short phrases of a table's moves (bot/render/cards.py).

suit-spades = ♠ spades
suit-hearts = ♥ hearts
suit-diamonds = ♦ diamonds
suit-clubs = ♣ clubs
suit-hidden = hidden
suit-no-trump = no trump

# A move, after the name of who made it ("alice played 10♥"). $card: a card (10♥).
action-played = played { $card }
action-bid-blind = bid blind nil
# $bid: the bid as printed (16).
action-bid = bid { $bid }
action-bid-nil = bid nil
action-trump-hidden = chose trump (hidden)
action-trump-seventh = chose the seventh card as trump
action-trump-none = chose no trump
action-trump-spades = chose trump ♠ spades
action-trump-hearts = chose trump ♥ hearts
action-trump-diamonds = chose trump ♦ diamonds
action-trump-clubs = chose trump ♣ clubs
# $suit: a suit the bot does not know, as recorded.
action-trump = chose trump { $suit }
# $cards: the cards (10♥ J♠).
action-gave = gave { $cards }
action-discarded = discarded { $cards }
action-spread = spread { $cards }
# $count: how many cards (their faces are hidden).
action-gave-count = { $count ->
    [0] gave no cards
    [one] gave { $count } card
   *[other] gave { $count } cards
}
action-discarded-count = { $count ->
    [0] discarded no cards
    [one] discarded { $count } card
   *[other] discarded { $count } cards
}
action-spread-count = { $count ->
    [0] spread no cards
    [one] spread { $count } card
   *[other] spread { $count } cards
}
# $cards: the trumps among them, which are shown.
action-gave-count-trumps = { $count ->
    [one] gave { $count } card (trumps { $cards })
   *[other] gave { $count } cards (trumps { $cards })
}
action-discarded-count-trumps = { $count ->
    [one] discarded { $count } card (trumps { $cards })
   *[other] discarded { $count } cards (trumps { $cards })
}
action-spread-count-trumps = { $count ->
    [one] spread { $count } card (trumps { $cards })
   *[other] spread { $count } cards (trumps { $cards })
}
action-discarded-none = discarded no cards
action-discarded-a-card = discarded a card
# $spread: the spread's number on the table.
action-hit = hit { $card } on spread { $spread }
action-drew-stock = drew from the stock
action-drew-discard = drew from the discard
action-pass = passed
action-look = looked
action-drop = dropped
action-end = ended the hand
action-pair = declared the pair
action-double = doubled
action-redouble = redoubled
action-single = declared single hand
action-reveal = asked for trump
