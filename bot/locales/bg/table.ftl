## Публичното съобщение на масата, краят ѝ и обобщенията на раздаванията.

table-seat = Място { $seat }
table-team = Отбор { $team }
table-team-with = Отбор { $team } ({ $members })
table-team-members-sep = { " & " }
table-sep = { " · " }
table-card-of = { $player } { $card }
table-trick = **Взятка** { $cards }
table-last-trick = **Последната взятка** { $cards }
table-last-trick-won = **Последната взятка** { $cards } → взета от **{ $winner }**
table-move = { $player } { $move }
table-latest = **Последни ходове** { $moves }
table-turn-computer = 🤖 { $player } играе
table-turn-person = { $mention } ({ $player })
table-turn-sep = {", "}
table-turn = **Ред** ▶ { $who }
table-turn-until = **Ред** ▶ { $who } — времето изтича { $deadline }
table-title = { $icon } { $game } — маса #{ $table } · раздаване { $hand }
table-title-limit = { $icon } { $game } — маса #{ $table } · раздаване { $hand } от { $limit }
table-title-ended = { $icon } { $game } — маса #{ $table } · приключи
table-footer = Покажи ръката: Вашите карти и ходове, виждате ги само Вие. · състояние { $state }
table-footer-computers = Покажи ръката: Вашите карти и ходове, виждате ги само Вие. Компютри: { $level }. · състояние { $state }
table-your-turn = { $mentions }, Ваш ред е.
table-hand-over = **Раздаване { $hand } приключи.**
table-thread-name = Маса { $game } #{ $table }

## Краят на масата.

table-final-over = Партията свърши.
table-result-over = 🏁 **Партията свърши.** { $tally }
table-result-wins = 🏆 **{ $winner } печели!** Краен резултат: { $tally }
table-side-score = { $side } { $score }

## Маса, която Discord вече не може да покаже.

table-lost-thread = 🚫 Масата **{ $game }** #{ $table } е отменена и не се отчита в рейтинга: нишката ѝ беше изтрита.
table-lost-access = 🚫 Масата **{ $game }** #{ $table } е отменена и не се отчита в рейтинга: Cardroom вече не може да пише в нишката ѝ.
table-lost-locked = 🚫 Масата **{ $game }** #{ $table } е отменена и не се отчита в рейтинга: нишката ѝ беше заключена.
table-lost-message = 🚫 Масата **{ $game }** #{ $table } е отменена и не се отчита в рейтинга: съобщението на масата беше изтрито и не можа да бъде публикувано отново.
table-lost-thread-unrated = 🚫 Масата **{ $game }** #{ $table } е отменена: нишката ѝ беше изтрита.
table-lost-access-unrated = 🚫 Масата **{ $game }** #{ $table } е отменена: Cardroom вече не може да пише в нишката ѝ.
table-lost-locked-unrated = 🚫 Масата **{ $game }** #{ $table } е отменена: нишката ѝ беше заключена.
table-lost-message-unrated = 🚫 Масата **{ $game }** #{ $table } е отменена: съобщението на масата беше изтрито и не можа да бъде публикувано отново.
table-paused = ⚠️ Тази маса е на пауза: базата данни отказа и последният ход не можа да бъде запазен. Масата се връща такава, каквато беше преди този ход, когато ботът се рестартира.
table-archive-reason = Масата в Cardroom приключи
# The reason in the server's audit log when a table's thread is made.
table-thread-reason = Маса на Cardroom #{ $table }
table-thread-reason-rematch = Маса на Cardroom #{ $table } (реванш)
