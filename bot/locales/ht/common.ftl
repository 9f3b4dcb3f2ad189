## Mo tout pati yo pataje: jwèt yo, nivo òdinatè yo, bouton lobi a.

game-twentynine = Twenty-Nine
game-schmier = Schmier
game-spades = Pik
game-tonk = Tonk

level-random = O aza
level-basic = Debaz
level-strong = Fò

button-join = Antre
button-leave = Kite
button-start = Kòmanse
button-cancel = Anile
button-add-computer = Ajoute òdinatè
button-show-hand = Montre men mwen
button-refresh = Rafrechi
button-take-seat-back = Reprann plas mwen
house-rules = Règ lakay
house-rules-header = **Règ lakay** (valè nòmal, sa li fè):

# $count: konbyen kat yon plas genyen.
cards-count = { $count ->
    [one] { $count } kat
   *[other] { $count } kat
}
