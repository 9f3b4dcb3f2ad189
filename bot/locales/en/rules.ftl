## /rules: each game's summary (from docs/i18n/rules/<game>.en.md, kept equal by the tests) and the frame around it.

rules-title = { $icon } { $game }
# One house rule: $name the engine's name of it, $label its name in this language (English names
# it by the engine's name, as /rules always has: $label is not shown), $value its standard value,
# $help what it does.
rules-option = • `{ $name }` = { $value } — { $help }{ $label ->
   *[other] {""}
}
rules-option-bare = • `{ $name }` = { $value }{ $label ->
   *[other] {""}
}

rules-summary-twentynine =
    Four players in two partnerships (partners sit opposite), 32 cards (7 to A). In every suit J is highest, then 9, A, 10, K, Q, 8, 7. Card points: J 3, 9 2, A 1, 10 1 (28 in all).
    {"*"}*Auction** on the first four cards: bid 15 to 28 card points or pass; passes are not final; three passes after a bid end it. If everybody passes, the dealer must take 15.
    {"*"}*Trump** is chosen in secret by the bidder. Four more cards each. The first player who cannot follow suit makes the trump public.
    {"*"}*Pair**: K and Q of trump in one hand, after trump is public and the holder's side has won a trick: the target moves 4 points (down for the bidding side, up for the defenders).
    {"*"}*Scoring**: the bidding side gains a game point if it takes its target in card points, otherwise it loses one. +6 wins, −6 loses.

rules-summary-schmier =
    Six players, by default three teams of two (partners two seats apart), 52 cards and a Joker. In trumps: A, K, Q, the jack of trumps (right), the other jack of the same colour (left), 10 … 2, Joker lowest.
    {"*"}*Auction**: once around, bid 3 to 6 or pass; a 6 ends it. All pass: the same dealer deals again.
    {"*"}*Discards**: every non-dealer may swap up to three non-trumps from the stock; the dealer takes the rest of the stock and keeps six.
    {"*"}*Points** each hand: High (playing the trump A), Low (playing the trump 2), Right, Left and Joker (winning the trick with them) and Game (most card values: A 4, K 3, Q 2, J 1, 10 10, Joker 1).
    {"*"}*Scoring**: the bidding team scores what it took if that reaches the bid, else loses the bid; the others score what they took. 21 wins.

rules-summary-spades =
    Four players in two partnerships (partners opposite), 52 cards; spades are always trump.
    {"*"}*Bidding**: one round, each player bids the tricks they expect (0 = nil); partners' bids add up to the team's contract. Before looking at your cards you may bid **blind nil** (then you and your partner swap three cards).
    {"*"}*Play**: follow suit if you can; spades may not be led until one has been played (unless you hold only spades).
    {"*"}*Scoring**: a made contract scores 10 per trick bid plus 1 per overtrick (a bag); a failed one loses 10 per trick bid. Nil ±100, blind nil ±200. Every 10 bags cost 100. 500 wins.

rules-summary-tonk =
    Two to five players, each for themselves, 52 cards; A counts 1, faces 10. Five cards each; dealt 49 or 50 wins at once (double stake).
    {"*"}*Turn**: drop (show your hand, claiming the lowest count) before drawing, or draw from the stock or the discard, lay spreads (3–4 of a rank, or 3+ in sequence in one suit, ace low) and hit any spread on the table, then discard.
    {"*"}*Endings**: out of cards without a discard = tonk (double stake from everyone); out after a discard = single stake; a drop wins the stake if it is lowest, otherwise the dropper is caught and pays double; an empty stock ends with the lowest count winning.
    The table keeps a running ledger of stakes won and lost.
