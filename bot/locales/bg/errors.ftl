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

## Отказът на двигателя на играта, с думите на бота (bot/tables/refusals.py).
refusal-turn-of = ред е на { $seat }
refusal-not-dealt = следващото раздаване още не е раздадено
refusal-match-over = мачът приключи
refusal-hand-over = раздаването приключи
refusal-no-seat = няма място { $number }
refusal-not-held = нямате { $cards }
refusal-follow = трябва да отговорите на боята: { $suit }
refusal-follow-card = трябва да отговорите на боята: { $suit } ({ $card } е коз)
refusal-follow-trumps = трябва да отговорите с коз
refusal-follow-trumps-card = трябва да отговорите с коз ({ $card } е коз)
refusal-that-suit = тази боя
refusal-spades-not-broken = пиките не са отворени
refusal-first-lead-two-clubs = първата взятка се започва с двойка спатия
refusal-no-spades-first = без пики в първата взятка, докато имате друга боя
refusal-bidding-over = наддаването приключи
refusal-bid-exceed = заявката трябва да е по-висока от { $bid }
refusal-bid-lowest = най-ниската заявка е { $bid }
refusal-bid-highest = най-високата заявка е { $bid }
refusal-bid-range = заявките са от { $low } до { $high }
refusal-dealer-bid = всички останали казаха пас: раздаващият трябва да заяви точно { $bid }
refusal-dealer-must-bid = всички останали казаха пас: раздаващият трябва да заяви
refusal-spades-bid-range = заявката е от 0 (нула) до 13 взятки
refusal-spades-bid-cap = заявката може да е най-много { $cap }: партньорите заедно могат да заявят 13 взятки
refusal-give-exactly = дайте точно { $count ->
    [one] { $count } карта
   *[other] { $count } карти
}
refusal-no-exchange = сега няма размяна на карти
refusal-lead-trump = заявителят трябва да започне с коз
refusal-tonk-draw-first = първо изтеглете: вземете горната карта от талона или от купчината изхвърлени карти
refusal-tonk-drawn = вече изтеглихте: завършете хода си, като изхвърлите карта
refusal-tonk-stock-empty = талонът е празен: вземете изхвърлената карта, свалете или прекратете раздаването
refusal-tonk-discard-empty = купчината изхвърлени карти е празна: теглете от талона
refusal-tonk-drop-start = можете да сваляте само в началото на хода си, преди да изтеглите
refusal-tonk-hit-no-drop = към ваша комбинация беше добавено: още не можете да сваляте
refusal-tonk-end = можете да прекратите раздаването само когато талонът е празен: теглете или свалете
refusal-tonk-discard-one = изхвърлете точно една карта
refusal-tonk-keep-taken = не можете да изхвърлите { $card }: току-що я взехте от купчината изхвърлени карти
refusal-tonk-use-taken = взехте { $card } от купчината изхвърлени карти: първо я използвайте в комбинация или я добавете към комбинация
refusal-tonk-take-if-used = можете да вземете { $card } само ако веднага я използвате в комбинация или я добавите към комбинация
refusal-tonk-no-fit = { $card } не пасва към комбинация { $spread }
refusal-tonk-no-spread = няма комбинация { $spread }
refusal-tonk-not-spread = { $cards } не е комбинация
refusal-tonk-lay-down = не можете да държите комбинация в ръка: първо свалете { $cards }
refusal-29-face-down = обърнатата коз карта не може да се играе преди разкриването
refusal-29-must-trump = поискахте коза, така че трябва да играете коз
refusal-29-reveal-auto = на тази маса козът се разкрива сам
refusal-29-not-hidden = козът не е скрит
refusal-29-call-void = можете да поискате коза само когато не можете да отговорите на боята
refusal-29-can-follow = можете да отговорите на боята ({ $suit }), така че не можете да поискате коза
refusal-29-not-revealed = козът още не е разкрит
refusal-29-pair-play = двойка се обявява само докато се играят взятките
refusal-29-pair-off = на тази маса не се играе с двойка
refusal-29-pair-no-trump = няма двойка без коз
refusal-29-pair-done = двойката вече е обявена в това раздаване
refusal-29-pair-missing = нямате и поп, и дама коз
refusal-29-pair-when = двойка може да се обяви само след като отборът ви вземе взятка при разкрит коз
refusal-29-doubled = договорът вече е с контра: заявителите могат да дадат реконтра
refusal-29-not-doubled = реконтра може да се даде само на договор с контра
refusal-29-seventh-off = правилото за седмата карта е изключено
refusal-29-no-trump-off = правилото „без коз“ е изключено
refusal-29-no-suit-trump = нямате карта от боята { $suit }, която да поставите обърната като коз
refusal-schmier-keep-trump = { $card } е коз; козове не може да се изхвърлят
refusal-schmier-no-discards = на тази маса не се изхвърлят карти
refusal-schmier-discard-most = можете да изхвърлите най-много { $count ->
    [one] { $count } карта
   *[other] { $count } карти
}
refusal-schmier-dealer-discard = раздаващият трябва да изхвърли точно { $count } карти, до шест
refusal-schmier-protected = { $card } никога не се изхвърля (асото коз, двата бауера, двойката коз и жокерът остават в игра)
refusal-schmier-six-trumps = с повече от шест коза раздаващият запазва точно шест коза и изхвърля всички други карти (и { $card })
refusal-schmier-dealer-keeps = { $card } е коз; с шест коза или по-малко раздаващият ги запазва
refusal-blind-off = на тази маса не се играе сляпа нула
refusal-blind-trail = за сляпа нула отборът ви трябва да изостава с поне { $count } точки
refusal-blind-looked = погледнахте картите си: сляпа нула се заявява, преди да погледнете
refusal-not-now = това не е възможно в този момент от раздаването
refusal-not-an-action = това не е ход в тази игра
refusal-seat-count = тази игра се играе с { $allowed } места, не с { $count }
refusal-kind-illegal = правилата не позволяват този ход сега
refusal-kind-not-your-turn = сега не можете да играете
refusal-kind-malformed = това не е ход в тази игра
refusal-kind-options = тези домашни правила не са валидни
refusal-kind-error = играта отказа това

## Защо домашно правило или настройка на сървъра беше отказана.
refusal-value-at-least = трябва да е поне { $limit }
refusal-value-above = трябва да е повече от { $limit }
refusal-value-at-most = трябва да е най-много { $limit }
refusal-value-below = трябва да е по-малко от { $limit }
refusal-value-too-short = трябва да има поне { $count ->
    [one] { $count } знак
   *[other] { $count } знака
}
refusal-value-too-long = може да има най-много { $count ->
    [one] { $count } знак
   *[other] { $count } знака
}
refusal-value-one-of = трябва да е едно от: { $values }
refusal-value-number = трябва да е цяло число
refusal-value-on-off = трябва да е включено или изключено
refusal-value-unknown = няма такава настройка
refusal-value-clash = не върви с другите правила
refusal-value-invalid = тази стойност не е валидна
refusal-value-turn-bounds = най-краткото време за ред е по-дълго от най-дългото
refusal-value-turn-outside = времето за ред е извън границите на сървъра
refusal-value-plain-name = трябва да е кратко обикновено име (без нови редове, споменавания и Markdown)
refusal-rule-unknown = няма домашно правило „{ $rule }“
refusal-rule-value = { $rule }: { $reason }
refusal-rules-clash = { $rules } не си съответстват
