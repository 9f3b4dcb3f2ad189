## Words shared by every area: games, computer levels, the lobby's buttons.

game-twentynine = Twenty-Nine
game-schmier = Schmier
game-spades = Spades
game-tonk = Tonk

level-random = Random
level-basic = Basic
level-strong = Strong

button-join = Join
button-leave = Leave
button-start = Start
button-cancel = Cancel
button-add-computer = Add computer
button-show-hand = Show hand
button-refresh = Refresh
button-take-seat-back = Take my seat back
house-rules = House rules
house-rules-header = **House rules** (standard value, what it does):

# $count: how many cards a seat holds.
cards-count = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
