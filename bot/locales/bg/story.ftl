## Историята на една партия: таблицата с резултати, повторенията, записът на играта, реваншът
## и краят на маса.

story-title = { $game } #{ $table }
story-button-sheet = Таблица с резултати
story-button-replay = Повторение
story-sheet-head = **{ $title }** · таблицата с резултати досега (само завършени раздавания)
story-sheet-latest = **{ $title }** · таблицата с резултати досега (само завършени раздавания) · цялата таблица е във файла; последните раздавания:
story-sheet-file-only = **{ $title }** · таблицата с резултати досега (само завършени раздавания) · цялата таблица е във файла.
story-sheet-post-head = 📋 **Таблица с резултати**
story-replay-head = 🎞️ **{ $title }** · повторение на раздаване { $hand } · страница { $page } от { $pages }
story-jump = Към раздаване
story-hand-option = Раздаване { $hand }
story-record-whole = **{ $title }**: записът на играта (цялата партия). `python -m games replay FILE --show` го повтаря в терминал.
story-record-so-far = **{ $title }**: записът на играта ({ $hands ->
    [one] { NUMBER($hands, useGrouping: 0) } завършено раздаване
   *[other] { NUMBER($hands, useGrouping: 0) } завършени раздавания
} досега). `python -m games replay FILE --show` го повтаря в терминал.

## Защо историята не може да бъде показана (лично).

story-no-table = Тук няма маса. Използвайте това в нишката на маса.
story-not-in-server = Тази маса не е в този сървър.
story-not-started = Играта още не е започнала: няма какво да се покаже.
story-players-only = Докато масата играе, само играчите могат да повтарят раздаванията ѝ; всички в нишката могат, след като партията свърши.
story-use-thread = Използвайте това в нишката на масата.
story-no-replay = Записът на тази маса не може да се повтори: { $error }
story-nothing-over = Още няма завършено раздаване: повторението показва само завършени раздавания.
story-hand-not-finished = Раздаване { $hand } не може да се повтори: само завършените могат (раздавания от { $first } до { $last }).
story-pick-hand = Изберете раздаване от списъка.

## Реванш.

rematch-button = Реванш
rematch-unknown = Тази маса вече не е известна.
rematch-no-channel = Не мога да отворя реванша: каналът на тази маса го няма или вече не го виждам. Използвайте `/table create` в канал.
rematch-refused = Не успях да отворя реванша: Discord отказа нишката или лобито му. Натиснете **Реванш** отново след малко.
rematch-no-permission = Не мога да отворя реванша: нямам **Създаване на публични нишки** или **Изпращане на съобщения в нишки** в { $channel }. Помолете модератор да ми ги даде и натиснете отново.
rematch-being-opened = се отваря (погледнете след малко)
rematch-exists = Реваншът на тази маса { $state ->
    [open] вече е отворен
   *[opened] беше отворен
}: { $where }.
rematch-opened = Реваншът ви е отворен: { $thread }.
rematch-old-table = маса #{ $table }
rematch-invitation = 🔁 **Реванш** на { $where } (маса #{ $table }).
rematch-invitation-held = 🔁 **Реванш** на { $where } (маса #{ $table }). { $people }: местата ви се пазят за вас до <t:{ $until }:t> (<t:{ $until }:R>).
rematch-link = 🔁 { $host } отвори реванш: <#{ $thread }>
rematch-the-host = Домакинът
rematch-freed = ⌛ Местата, пазени за { $names }, вече са свободни: всеки може да натисне { button-join }.
rematch-filled = Домакинът започна, без да чака: компютри играят на местата, пазени за { $names }.

## Краят на маса.

story-match-over = Партията свърши.
