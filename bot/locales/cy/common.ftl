## Geiriau pob rhan: gemau, lefelau'r cyfrifiaduron, botymau'r lobi.

game-twentynine = Naw ar Hugain
game-schmier = Schmier
game-spades = Rhawiau
game-tonk = Tonk

level-random = Ar hap
level-basic = Sylfaenol
level-strong = Cryf

button-join = Ymuno
button-leave = Gadael
button-start = Dechrau
button-cancel = Canslo
button-add-computer = Ychwanegu cyfrifiadur
button-show-hand = Dangos fy llaw
button-refresh = Adnewyddu
button-take-seat-back = Cymryd fy sedd yn ôl
house-rules = Rheolau'r tŷ
house-rules-header = **Rheolau'r tŷ** (y gwerth safonol, beth mae'n ei wneud):

# $count: sawl cerdyn sydd gan sedd (cerdyn, gwrywaidd: 2 gerdyn, 3 cherdyn, 6 cherdyn).
cards-count = { $count ->
    [zero] { $count } cerdyn
    [one] { $count } cerdyn
    [two] { $count } gerdyn
    [few] { $count } cherdyn
    [many] { $count } cherdyn
   *[other] { $count } cerdyn
}
