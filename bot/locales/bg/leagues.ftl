## Лиги: класирането, профил, един срещу друг, залозите в Тонк, нов сезон и редът с
## рейтингите в края на маса. Числата идват готови, освен броячите, които избират форма.

league-not-rated = Без рейтинг: лигова маса изисква поне { $min } души.
league-rating-change = { $name } { $before } → { $after } ({ $delta })
league-ratings = 📈 Рейтинги: { $changes }
league-closed = { $title } (приключил)

league-standings-title = { $icon } Лига { $game } · сезон { $season }
league-standings-empty = Още никой няма рейтинг: завършете маса с поне двама души.
league-standings-line = **{ $place }.** { $name } — **{ $rating }** · изиграни { $played } · спечелени { $won }
league-standings-footer = Рейтинг: предпазливата оценка (openskill), расте с игрите.
league-standings-footer-top = Първите { $top } от { $count ->
    [one] { NUMBER($count, useGrouping: 0) } играч
   *[other] { NUMBER($count, useGrouping: 0) } играчи
}. { league-standings-footer }
league-top-of = Първите { $top } от { $count ->
    [one] { NUMBER($count, useGrouping: 0) } играч
   *[other] { NUMBER($count, useGrouping: 0) } играчи
}.

league-profile-none = Няма маси с рейтинг този сезон (сезон { $season }).
league-profile-line = **{ $game }**: рейтинг **{ $rating }**, #{ $place } от { $count } · победи: { $won }, загуби: { $lost }
league-profile-title = { $name } · сезон { $season }

league-stakes-title = { $icon } Залози в Тонк · сезон { $season }
league-stakes-empty = Този сезон не е завършила нито една маса на Тонк.
league-stakes-line = { $name }: **{ $net }** ({ $tables ->
    [one] { NUMBER($tables, useGrouping: 0) } маса
   *[other] { NUMBER($tables, useGrouping: 0) } маси
})
league-stakes-you = Вие, #{ $place } от { $count }: { $line }

## Статистика в профила, по игри.

stats-rate = { $made } от { $tried } ({ $percent }%)
stats-field = { $game } · статистика
stats-head = { $tables ->
    [one] { NUMBER($tables, useGrouping: 0) } маса
   *[other] { NUMBER($tables, useGrouping: 0) } маси
}, завършени: { $finished } · победи: { $won } · { $hands ->
    [one] { NUMBER($hands, useGrouping: 0) } раздаване
   *[other] { NUMBER($hands, useGrouping: 0) } раздавания
}
stats-head-rate = { $tables ->
    [one] { NUMBER($tables, useGrouping: 0) } маса
   *[other] { NUMBER($tables, useGrouping: 0) } маси
}, завършени: { $finished } · победи: { $won } ({ $percent }%) · { $hands ->
    [one] { NUMBER($hands, useGrouping: 0) } раздаване
   *[other] { NUMBER($hands, useGrouping: 0) } раздавания
}
stats-spades = изпълнени заявки { $made }, пропаднали { $set } · нула { $nil } · сляпа нула { $blind } · излишни взятки { $bags } ({ $per } на партия)
stats-twentynine = спечелени заявки { $won }, изпълнени { $made } · обявени двойки { $pairs } · игра сам { $singles } · контри { $doubles }
stats-schmier = заявки { $bids }, спечелени { $won }, изпълнени { $made } · спечелени точки { $points }
stats-tonk = тонкове { $tonks } · излизания { $outs } · успешни сваляния { $drops }, хванат { $caught } · спечелени раздавания { $hands } · нетни залози **{ $net }**

## Един срещу друг.

h2h-together = заедно { $count ->
    [one] { NUMBER($count, useGrouping: 0) } партия
   *[other] { NUMBER($count, useGrouping: 0) } партии
}, победи: { $won }
h2h-against = един срещу друг { $count ->
    [one] { NUMBER($count, useGrouping: 0) } партия
   *[other] { NUMBER($count, useGrouping: 0) } партии
}: вие спечелихте { $mine }, { $other } спечели { $theirs }
h2h-line = **{ $game }**: { $parts }
h2h-none = Няма завършена обща партия този сезон (сезон { $season }).
h2h-title = { $you } и { $other } · сезон { $season }

## Отговорите на командите /league.

league-no-season = Още няма сезон { $asked }: този сървър е в сезон { $current }.
league-not-admin = Само членове с право **Управление на сървъра** могат да започнат нов сезон.
league-pick-someone-else = Изберете някой друг: `/league player` показва вашия собствен резултат.
league-new-season = Сезон { $closed } приключи; **сезон { $current }** започва сега, всеки рейтинг отначало. Старото класиране остава: `/league standings season:{ $closed }`.
