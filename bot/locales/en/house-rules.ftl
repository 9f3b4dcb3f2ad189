## House rules: each game's options (name, what it does, its values), the menu and its pages.
## An option's messages are rule-<game>-<option> (its name), -help (what it does) and
## -value-<value> (a value that is a word); the English ones are the engines' own words.

rule-on = on
rule-off = off
rule-none = none

## twentynine

rule-twentynine-min-bid = Min bid
rule-twentynine-min-bid-help = 15 or 16; the forced dealer bid too
rule-twentynine-last-trick-point = Last trick point
rule-twentynine-last-trick-point-help = last trick +1: 29 points, bids to 29
rule-twentynine-direction = Direction
rule-twentynine-direction-help = how seats are shown; seats are always numbered in play order
rule-twentynine-direction-value-clockwise = clockwise
rule-twentynine-direction-value-counterclockwise = counterclockwise
rule-twentynine-all-pass = All pass
rule-twentynine-all-pass-help = dealer_forced or redeal
rule-twentynine-all-pass-value-dealer-forced = dealer forced
rule-twentynine-all-pass-value-redeal = redeal
rule-twentynine-reveal-mode = Reveal mode
rule-twentynine-reveal-mode-help = mandatory or optional
rule-twentynine-reveal-mode-value-mandatory = mandatory
rule-twentynine-reveal-mode-value-optional = optional
rule-twentynine-caller-must-trump = Caller must trump
rule-twentynine-caller-must-trump-help = optional reveal mode: whoever calls for trump must then play one
rule-twentynine-trump-card-mode = Trump card mode
rule-twentynine-trump-card-mode-help = indicator or own_card
rule-twentynine-trump-card-mode-value-indicator = indicator
rule-twentynine-trump-card-mode-value-own-card = own card
rule-twentynine-pair-enabled = Pair enabled
rule-twentynine-pair-enabled-help = the trump K+Q pair moves the target by 4
rule-twentynine-pair-adjust = Pair adjust
rule-twentynine-pair-adjust-help = all_or_nothing or clamp
rule-twentynine-pair-adjust-value-all-or-nothing = all or nothing
rule-twentynine-pair-adjust-value-clamp = clamp
rule-twentynine-pair-window = Pair window
rule-twentynine-pair-window-help = after_own_side_trick or any_time_after_eligible
rule-twentynine-pair-window-value-after-own-side-trick = after own side trick
rule-twentynine-pair-window-value-any-time-after-eligible = any time after eligible
rule-twentynine-double-redouble = Double redouble
rule-twentynine-double-redouble-help = defenders may double, bidders redouble
rule-twentynine-double-timing = Double timing
rule-twentynine-double-timing-help = after_second_deal or after_trump_choice
rule-twentynine-double-timing-value-after-second-deal = after second deal
rule-twentynine-double-timing-value-after-trump-choice = after trump choice
rule-twentynine-seventh-card = Seventh card
rule-twentynine-seventh-card-help = the bidder may make the 7th card trump
rule-twentynine-seventh-card-visible-to-bidder = Seventh card visible to bidder
rule-twentynine-seventh-card-visible-to-bidder-help = whether the bidder sees the face-down seventh card
rule-twentynine-single-hand = Single hand
rule-twentynine-single-hand-help = a player may play alone for all eight tricks
rule-twentynine-single-hand-value = Single hand value
rule-twentynine-single-hand-value-help = game points a single hand is worth
rule-twentynine-no-trump-reverse = No trump reverse
rule-twentynine-no-trump-reverse-help = the bidder may choose no trump, with the ranking reversed
rule-twentynine-annul-pointless-first-four = Annul pointless first four
rule-twentynine-annul-pointless-first-four-help = redeal if either of the first two speakers has no points
rule-twentynine-set-scoring = Set scoring
rule-twentynine-set-scoring-help = bidder_loses or defenders_gain
rule-twentynine-set-scoring-value-bidder-loses = bidder loses
rule-twentynine-set-scoring-value-defenders-gain = defenders gain
rule-twentynine-game-target = Game target
rule-twentynine-game-target-help = game points that win (or lose) the match

## schmier

rule-schmier-teams = Teams
rule-schmier-teams-help = 3x2: teams {"{"}0,3{"}"} {"{"}1,4{"}"} {"{"}2,5{"}"}; 2x3: teams {"{"}0,2,4{"}"} {"{"}1,3,5{"}"}
rule-schmier-teams-value-3x2 = 3x2
rule-schmier-teams-value-2x3 = 2x3
rule-schmier-target = Target
rule-schmier-target-help = points a team needs to win, 1 to 1000
rule-schmier-min-bid = Min bid
rule-schmier-min-bid-help = lowest bid, 1 to 6
rule-schmier-max-bid = Max bid
rule-schmier-max-bid-help = highest bid, 1 to 6; it ends the auction
rule-schmier-all-pass = All pass
rule-schmier-all-pass-help = all pass: redeal by the same or the next dealer, or the dealer must bid
rule-schmier-all-pass-value-redeal-same-dealer = redeal same dealer
rule-schmier-all-pass-value-redeal-next-dealer = redeal next dealer
rule-schmier-all-pass-value-dealer-stuck = dealer stuck
rule-schmier-max-discard = Max discard
rule-schmier-max-discard-help = cards a non-dealer may discard, 0 to 3
rule-schmier-trump-anytime = Trump anytime
rule-schmier-trump-anytime-help = a player able to follow may trump instead
rule-schmier-bidder-must-lead-trump = Bidder must lead trump
rule-schmier-bidder-must-lead-trump-help = the bidder's first lead must be a trump when the bidder holds one
rule-schmier-show-dealer-trump-discards = Show dealer trump discards
rule-schmier-show-dealer-trump-discards-help = trumps the dealer discards (holding more than six) become public
rule-schmier-tie-fallback = Tie fallback
rule-schmier-tie-fallback-help = two non-bidding teams tied on top at the target: another hand, or count out
rule-schmier-tie-fallback-value-another-hand = another hand
rule-schmier-tie-fallback-value-count-out-order = count out order

## spades

rule-spades-target = Target
rule-spades-target-help = points a team needs to win
rule-spades-nil-value = Nil value
rule-spades-nil-value-help = points won or lost by a nil bid
rule-spades-blind-nil-value = Blind nil value
rule-spades-blind-nil-value-help = points won or lost by a blind-nil bid
rule-spades-blind-nil-enabled = Blind nil enabled
rule-spades-blind-nil-enabled-help = a seat that has not looked may bid blind
rule-spades-blind-nil-exchange-cards = Blind nil exchange cards
rule-spades-blind-nil-exchange-cards-help = cards a blind-nil bidder and partner exchange: 0, 2 or 3
rule-spades-blind-nil-min-deficit = Blind nil min deficit
rule-spades-blind-nil-min-deficit-help = blind nil only when the side trails by at least this
rule-spades-nil-exchange-cards = Nil exchange cards
rule-spades-nil-exchange-cards-help = cards a nil bidder and partner exchange: 0 or 2
rule-spades-nil-tricks-mode = Nil tricks mode
rule-spades-nil-tricks-mode-help = a nil bidder's tricks: bags, count_toward_contract (OpenSpiel) or ignored
rule-spades-nil-tricks-mode-value-bags = bags
rule-spades-nil-tricks-mode-value-count-toward-contract = count toward contract
rule-spades-nil-tricks-mode-value-ignored = ignored
rule-spades-partnership-bid-cap = Partnership bid cap
rule-spades-partnership-bid-cap-help = partners' bids may not total over 13
rule-spades-bags-enabled = Bags enabled
rule-spades-bags-enabled-help = count overtricks as bags, with the penalty
rule-spades-bag-threshold = Bag threshold
rule-spades-bag-threshold-help = bags that cost a penalty
rule-spades-bag-penalty = Bag penalty
rule-spades-bag-penalty-help = points lost per bag threshold
rule-spades-first-lead = First lead
rule-spades-first-lead-help = who leads trick 1: left_of_dealer or two_of_clubs
rule-spades-first-lead-value-left-of-dealer = left of dealer
rule-spades-first-lead-value-two-of-clubs = two of clubs
rule-spades-spades-lead-anytime = Spades lead anytime
rule-spades-spades-lead-anytime-help = spades may be led before broken
rule-spades-no-spades-first-trick = No spades first trick
rule-spades-no-spades-first-trick-help = no spade on trick 1 from a player who holds anything else
rule-spades-mercy-loss-at = Mercy loss at
rule-spades-mercy-loss-at-help = a side at or below this score after a hand loses (null: off)

## tonk

rule-tonk-stake = Stake
rule-tonk-stake-help = the basic stake, a whole number >= 1
rule-tonk-min-players = Min players
rule-tonk-min-players-help = fewest seats, 2 to 5
rule-tonk-max-players = Max players
rule-tonk-max-players-help = most seats, 2 to 5
rule-tonk-initial-tonk-totals = Initial tonk totals
rule-tonk-initial-tonk-totals-help = five-card totals (6 to 50) that win at once, paid double; “off” turns it off
rule-tonk-initial-upcard = Initial upcard
rule-tonk-initial-upcard-help = turn one card up to start the discard pile
rule-tonk-must-lay-down-spreads = Must lay down spreads
rule-tonk-must-lay-down-spreads-help = a player may not end a turn holding a book or run
rule-tonk-allow-hold-three-aces = Allow hold three aces
rule-tonk-allow-hold-three-aces-help = with must_lay_down_spreads: three aces may still be held
rule-tonk-tonk-out-requires-new-spread = Tonk out requires new spread
rule-tonk-tonk-out-requires-new-spread-help = going out without a discard pays double only after a new spread
rule-tonk-caught-mode = Caught mode
rule-tonk-caught-mode-help = who pays whom when a dropper is caught
rule-tonk-caught-mode-value-double-each-leq-plus-low-bonus = double each leq plus low bonus
rule-tonk-caught-mode-value-double-each-leq-only = double each leq only
rule-tonk-caught-mode-value-double-to-lowest-only = double to lowest only
rule-tonk-caught-mode-value-seed-literal-dropper-pays-basic-too = seed literal dropper pays basic too
rule-tonk-hit-lock-turns = Hit lock turns
rule-tonk-hit-lock-turns-help = turns a player may not drop after being hit, 0 to 10
rule-tonk-discard-pickup-must-meld = Discard pickup must meld
rule-tonk-discard-pickup-must-meld-help = a card taken from the discard must go into a spread or hit at once
rule-tonk-no-immediate-rediscard = No immediate rediscard
rule-tonk-no-immediate-rediscard-help = the card just taken from the discard may not be discarded again
rule-tonk-hands = Hands
rule-tonk-hands-help = hands this table plays (Tonk has no match end)

## The House rules menu and pages ($table: the table's number; $game: the game's name).

house-rules-page-title = **House rules — { $game }, table #{ NUMBER($table, useGrouping: 0) }**
house-rules-page-title-paged = **House rules — { $game }, table #{ NUMBER($table, useGrouping: 0) }** (page { $page } of { $pages })
house-rules-read-only = Only the host can change them.
# $rule: the option's name; $value: its value; $help: what it does.
house-rules-line = • **{ $rule }**: { $value } — { $help }
house-rules-line-bare = • **{ $rule }**: { $value }
house-rules-choice-standard = { $value } (standard)
house-rules-placeholder = { $rule }: { $value }
house-rules-previous = ◀ Previous
house-rules-next = Next ▶
house-rules-fixed = The game has started: the house rules are fixed.
