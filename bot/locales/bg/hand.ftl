## Личното съобщение с ръката и контролите му, въпросът за предаване, известията за ред.

hand-header = **{ $title } — маса #{ $table }** · Вашето място: { $seat }
hand-header-team = **{ $title } — маса #{ $table }** · Вашето място: { $seat } (Отбор { $team }, с { $partners })
hand-computer-plays = Компютърът играе на Вашето място: натиснете **{ button-take-seat-back }**, за да играете.
hand-your-turn = **Ваш ред е.**
hand-waiting = Ред е на { $players }. Натиснете **{ button-refresh }**, когато дойде Вашият ред.
hand-ended = **{ $title } — маса #{ $table }** · масата приключи.
hand-state = състояние { $version }
hand-choose-an-option = Изберете една от възможностите.
hand-list-and = { $first } и { $last }

## Контролите.

controls-choose-card-play = Изберете карта, която да изиграете
controls-choose-card-give = Изберете карта, която да дадете
controls-choose-card-discard = Изберете карта, която да изхвърлите
controls-choose-card-spread = Изберете карта за комбинация
controls-choose-what-give = Изберете какво да дадете
controls-choose-what-discard = Изберете какво да изхвърлите
controls-choose-what-spread = Изберете какво да подредите в комбинация
controls-choose-cards-give = Изберете { $count ->
    [one] { $count } карта
   *[other] { $count } карти
} за даване
controls-choose-cards-discard = Изберете { $count ->
    [one] { $count } карта
   *[other] { $count } карти
} за изхвърляне
controls-choose-cards-spread = Изберете { $count ->
    [one] { $count } карта
   *[other] { $count } карти
} за комбинация
controls-choose-up-to-give = Изберете до { $count ->
    [one] { $count } карта
   *[other] { $count } карти
} за даване
controls-choose-up-to-discard = Изберете до { $count ->
    [one] { $count } карта
   *[other] { $count } карти
} за изхвърляне
controls-choose-up-to-spread = Изберете до { $count ->
    [one] { $count } карта
   *[other] { $count } карти
} за комбинация
controls-choose-range-give = Изберете от { $low } до { $count ->
    [one] { $count } карта
   *[other] { $count } карти
} за даване
controls-choose-range-discard = Изберете от { $low } до { $count ->
    [one] { $count } карта
   *[other] { $count } карти
} за изхвърляне
controls-choose-range-spread = Изберете от { $low } до { $count ->
    [one] { $count } карта
   *[other] { $count } карти
} за комбинация
controls-part = { $placeholder } ({ $part } от { $parts })
controls-hit-a-spread = Добави към комбинация
controls-choose = Изберете
controls-discard-nothing = Без изхвърляне
controls-only = Само { $cards }

## Въпросът за предаване.

forfeit-button = Предаване
forfeit-keep-button = Продължавам да играя
forfeit-kept = Продължавате да играете.
forfeit-question-team = **Да се предадете ли?** Партията свършва сега за всички: Вашият отбор ({ $losers }) губи, а { $winners } { $count ->
    [one] печели
   *[other] печелят
}.
forfeit-question-seat = **Да се предадете ли?** Партията свършва сега за всички: оставате последни, а { $winners } { $count ->
    [one] печели
   *[other] печелят
}.
forfeit-rated = Брои се в лигата като изиграна докрай партия.
forfeit-unrated = Не се брои в лигата (маса от лигата изисква поне { $count ->
    [one] { $count } човек
   *[other] { $count } души
}).

## Известието за ред (публично: езикът на масата).

ping-turn = 🔔 { $players }: Ваш ред е на **{ $title }**.
ping-turn-timed = 🔔 { $players }: Ваш ред е на **{ $title }**. Времето изтича { $when }.
ping-reminder = ⏰ { $players }: масата Ви чака. Времето изтича { $when }, след това компютърът ще играе вместо Вас.
ping-reminder-soon = ⏰ { $players }: масата Ви чака. Времето изтича скоро, след това компютърът ще играе вместо Вас.
