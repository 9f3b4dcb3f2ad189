## Боите и кратките ходове на масата (bot/render/cards.py).

suit-spades = ♠ пика
suit-hearts = ♥ купа
suit-diamonds = ♦ каро
suit-clubs = ♣ спатия
suit-hidden = скрит
suit-no-trump = без коз

# Ход, след името на играча (минало свършено време: без род).
action-played = изигра { $card }
action-bid-blind = обяви сляпа нула
action-bid = обяви { $bid }
action-bid-nil = обяви нула
action-trump-hidden = избра коз (скрит)
action-trump-seventh = избра седмата карта за коз
action-trump-none = избра игра без коз
action-trump-spades = избра коз ♠ пика
action-trump-hearts = избра коз ♥ купа
action-trump-diamonds = избра коз ♦ каро
action-trump-clubs = избра коз ♣ спатия
action-trump = избра коз { $suit }
action-gave = даде { $cards }
action-discarded = изхвърли { $cards }
action-spread = свали { $cards }
action-gave-count = { $count ->
    [0] не даде карти
    [one] даде { $count } карта
   *[other] даде { $count } карти
}
action-discarded-count = { $count ->
    [0] не изхвърли карти
    [one] изхвърли { $count } карта
   *[other] изхвърли { $count } карти
}
action-spread-count = { $count ->
    [0] не свали карти
    [one] свали { $count } карта
   *[other] свали { $count } карти
}
action-gave-count-trumps = { $count ->
    [one] даде { $count } карта (козове { $cards })
   *[other] даде { $count } карти (козове { $cards })
}
action-discarded-count-trumps = { $count ->
    [one] изхвърли { $count } карта (козове { $cards })
   *[other] изхвърли { $count } карти (козове { $cards })
}
action-spread-count-trumps = { $count ->
    [one] свали { $count } карта (козове { $cards })
   *[other] свали { $count } карти (козове { $cards })
}
action-discarded-none = не изхвърли карти
action-discarded-a-card = изхвърли карта
action-hit = добави { $card } към комбинация { $spread }
action-drew-stock = изтегли от талона
action-drew-discard = взе изхвърлената карта
action-pass = пасува
action-look = погледна картите си
action-drop = свали картите
action-end = прекрати раздаването
action-pair = обяви двойка
action-double = даде контра
action-redouble = даде реконтра
action-single = обяви игра сам
action-reveal = попита за коза
