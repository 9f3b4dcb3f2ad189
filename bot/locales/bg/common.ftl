## Общи думи: игрите, нивата на компютрите, бутоните на лобито.

game-twentynine = Двадесет и девет
game-schmier = Шмир
game-spades = Пики
game-tonk = Тонк

level-random = Случаен
level-basic = Основен
level-strong = Силен

button-join = Присъедини се
button-leave = Напусни
button-start = Започни
button-cancel = Отказ
button-add-computer = Добави компютър
button-show-hand = Покажи ръката
button-refresh = Обнови
button-take-seat-back = Върни ми мястото
house-rules = Домашни правила
house-rules-header = **Домашни правила** (стандартна стойност, какво прави):

# $count: колко карти държи едно място.
cards-count = { $count ->
    [one] { $count } карта
   *[other] { $count } карти
}
