## Откази и кратки отговори на слоя с правилата (bot/tables) и командите за масата.
## $seat, $count, $limit, $hand, $first, $last са числа; $thread, $id, $until са цифри
## (идентификатори и часове на Discord); $name е името на човек; $detail и $reason са редът
## на двигателя на играта (на английски, от games/: вижте docs/bot.md).

error-list-or = { $names } или { $name }
error-seat-label = Място { $seat }
error-table-ref-thread = <#{ $thread }> ({ $game }, { $doing ->
        [lobby] лоби
       *[playing] в игра
    })
error-table-ref-number = маса №{ $id } ({ $game }, { $doing ->
        [lobby] лоби
       *[playing] в игра
    })

error-unknown-game = Непозната игра { $game }; изберете една от { $games }.
error-stake-tonk-only = Само { game-tonk } се играе на залог.
error-cannot-open = Тази маса не може да бъде открита: { $detail }
error-host-cap = Вече сте домакин на { $count } { $count ->
        [one] открита маса
       *[other] открити маси
    } в този сървър (ограничението е { $limit } на човек): { $tables }. Първо започнете, завършете или отменете една от тях.
error-server-cap = В този сървър вече има { $count } { $count ->
        [one] открита маса
       *[other] открити маси
    } (ограничението е { $limit }). Опитайте отново, когато някоя приключи.
error-server-cap-lobbies = В този сървър вече има { $count } { $count ->
        [one] открита маса
       *[other] открити маси
    } (ограничението е { $limit }). Опитайте отново, когато някоя приключи. Лобита, към които можете да се присъедините: { $lobbies }.
error-no-table-here = Тук няма маса. Използвайте това в нишката на маса.
error-save-table = Новата маса не можа да бъде запазена; опитайте отново.

error-started = Играта вече започна.
error-not-seated = Не сте седнали на тази маса.
error-already-in-seat = Вече сте на място { $seat }.
error-table-full = Масата е пълна.
error-no-such-seat = Няма такова място.
error-seat-taken = Място { $seat } е заето от { $name }.
error-seat-held = Място { $seat } е запазено за { $name } до <t:{ $until }:t> (<t:{ $until }:R>); след това е свободно.
error-hands-whole = Броят раздавания трябва да е цяло число, от 1 нагоре.
error-seats-fixed = Броят на местата се избира, когато масата се създава.
error-rule-refused = Това домашно правило не може да бъде зададено: { $detail }
error-already-left = Вече напуснахте; компютърът играе на вашето място.
error-seat-yours = Мястото вече е ваше.
error-host-adds-computers = Само домакинът може да добавя компютърни играчи.
error-no-empty-seat = Няма свободно място.
error-level-fixed = Играта започна: нивото на компютрите е фиксирано.
error-host-chooses-level = Само домакинът може да избере нивото на компютрите.
error-choose-level = Изберете едно от: { $levels }.
error-host-changes-rules = Само домакинът може да променя домашните правила.
error-rules-fixed = Играта започна: домашните правила са фиксирани.
error-seats-empty = { $count ->
        [one] Място { $seats } е свободно
       *[other] Места { $seats } са свободни
    }: някой трябва да натисне „{ button-join }“, или домакинът може да натисне „{ button-add-computer }“.
error-no-person = Поне един човек трябва да седне на масата.
error-host-starts = Само домакинът може да започне играта.
error-cannot-start = Играта не може да започне: { $detail }
error-save-start = Началото на играта не можа да бъде запазено; опитайте отново.

error-not-started = Играта още не е започнала.
error-turn-of = Ред е на { $names }.
error-move-refused = Това не е позволено: { $reason }
error-already-done = Вече е направено: първото ви щракване се зачете.
error-out-of-date = Това съобщение беше остаряло: масата вече беше продължила, така че щракването не направи нищо.
error-computer-plays-seat = Компютърът играе на вашето място: първо натиснете **{ button-take-seat-back }**.
error-save-failed = Това не можа да бъде запазено, така че нищо не се промени. Опитайте отново.
error-save-move = Този ход не можа да бъде запазен, така че нищо не се промени. Опитайте отново.
error-move-paused = Този ход не можа да бъде запазен и масата е на пауза, докато ботът се рестартира. Всеки запазен ход е съхранен.
error-table-paused = Тази маса е на пауза: базата данни отказа, така че нищо повече не може да се играе, докато ботът се рестартира. Всеки запазен ход е съхранен.
error-table-ended = Тази маса приключи.
error-table-unknown = Тази маса вече не е известна.
error-button-retired = Този бутон вече не се използва.

error-host-cancels = Само домакинът (или някой, който може да управлява нишки) може да отмени.
error-tonk-host-ends = Тази маса за { game-tonk } се играе, докато домакинът ѝ не я прекрати. За да спрете да играете, използвайте `/table leave`: компютърът играе на вашето място.
error-players-forfeit = Само хората на тази маса могат да се предадат, и само модераторите (Manage Threads) могат да отменят маса в игра.
error-nothing-to-forfeit = Тук няма ваша партия, от която да се предадете.
error-forfeit-instead = Играете на тази маса: да я отмените сега е предаване. Използвайте `/table cancel` и потвърдете **Предаване**.
error-changed-meanwhile = Масата се промени междувременно; опитайте отново.
error-cancel-in-thread = Използвайте `/table cancel` в нишката на масата.

error-rematch-still-open = Тази маса още е открита: първо я завършете.
error-rematch-never-started = Тази маса така и не започна: няма какво да се играе отново.
error-rematch-not-seated = Само хората, които седяха на тази маса, могат да поискат реванш.

error-table-elsewhere = Тази маса не е в този сървър.
error-story-not-started = Играта още не е започнала: няма какво да се покаже.
error-replay-players-only = Само играчите могат да преглеждат раздаванията на тази маса, докато се играе; всички в нишката могат, след като партията свърши.
error-use-in-thread = Използвайте това в нишката на масата.
error-record-broken = Записът на тази маса не може да се възпроизведе: { $detail }
error-no-hand-over = Още няма завършено раздаване: повторението показва само завършени раздавания.
error-hand-not-finished = Раздаване { NUMBER($hand, useGrouping: 0) } не може да се възпроизведе: могат само завършените раздавания (от { NUMBER($first, useGrouping: 0) } до { NUMBER($last, useGrouping: 0) }).
error-pick-hand = Изберете раздаване от списъка.

error-open-too-many-threads = Не успях да открия масата: в този сървър има твърде много активни нишки (ограничение на Discord). Архивирайте няколко нишки или изчакайте някои да се затворят, след това опитайте отново.
error-open-refused = Не успях да открия масата: { $reason }
error-open-discord-trouble = Не успях да открия масата: { $server ->
        [yes] Discord има проблеми
       *[no] Discord отказа нишката
    } (грешка { $status }). Нищо не беше открито; опитайте отново след минута.
error-open-dropped = Не успях да открия масата: връзката с Discord прекъсна. Нищо не беше открито; опитайте отново след минута.
error-open-permissions = Не мога да открия маса в { $channel }: там ми липсват { $permissions }. Помолете администратор на сървъра да ги разреши за Cardroom в този канал (или използвайте друг канал).
error-open-closed-thread = Тази маса не можа да бъде открита (вижте отговора на `/table create` в канала). Използвайте `/table create` отново.
error-open-text-channel = Използвайте `/table create` в текстов канал (не в нишка и не в лично съобщение).

answer-took-seat = Заехте място { $seat }{ $how ->
        [computer] {" "}(вместо компютъра)
        [held] {" "}(запазено за вас)
       *[empty] {""}
    }.
answer-moved-seat = Преместихте се на място { $seat }{ $how ->
        [computer] {" "}(вместо компютъра)
        [held] {" "}(запазено за вас)
       *[empty] {""}
    }.
answer-left-table = Напуснахте масата; отсега нататък компютърът играе на вашето място.
answer-left-seat = Напуснахте място { $seat }.
answer-new-host = { $name } вече е домакин.
answer-seat-back = Мястото отново е ваше.
answer-computer-seated = Компютър ({ $level ->
        [random] случаен
        [basic] основен
       *[strong] силен
    }) зае място { $seat }.
answer-level = Компютрите на тази маса играят на ниво **{ $level }**.
answer-game-on = Играта започна.
answer-all-back = Всички се върнаха: играта започна.
answer-ended = Масата е прекратена.
answer-cancelled = Масата е отменена.
answer-cancelled-unrated = Масата е отменена (без рейтинг).
answer-forfeited = Предадохте партията.
answer-rule-set = { $rule }: { $value }.

## Ранен край, както го чете нишката (bot/tables/terms.py).

forfeit-line-team = 🏳️ { $who } се предаде от името на { $losers }: { $winners } { $count ->
    [one] печели
   *[other] печелят
}.
forfeit-line-seat = 🏳️ { $who } се предаде: { $winners } { $count ->
    [one] печели
   *[other] печелят
}.
cancel-line = Масата беше отменена от { $mention }.
cancel-line-end = Домакинът { $mention } прекрати масата.
