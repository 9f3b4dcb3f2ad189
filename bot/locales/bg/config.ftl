## /config: настройките на сървъра за новите му маси, готовите набори, Настройките на масата
## в лобито, собственият език на човека.

## Продължителност
config-seconds = { NUMBER($n, useGrouping: 0) } с
config-minutes = { NUMBER($n, useGrouping: 0) } мин
config-hours = { NUMBER($n, useGrouping: 0) } ч
config-hours-minutes = { NUMBER($h, useGrouping: 0) } ч { NUMBER($m, useGrouping: 0) } мин

## Откази
config-not-admin = Само членове с **Управление на сървъра** (Manage Server) могат да променят настройките на този сървър.
config-turn-out-of-range = Време за ред от { NUMBER($seconds, useGrouping: 0) } секунди е извън обхвата: изберете от { NUMBER($low, useGrouping: 0) } до { NUMBER($high, useGrouping: 0) } секунди. Нищо не е променено.
config-turn-bounds = Най-краткото време за ред ({ NUMBER($low, useGrouping: 0) } с) не може да е по-дълго от най-дългото ({ NUMBER($high, useGrouping: 0) } с). Нищо не е променено.
config-unknown-game = Няма игра с име { $game }.
config-unknown-rule = В тази игра няма домашно правило „{ $rule }“. Нищо не е запазено.
config-unknown-value = „{ $value }“ не е стойност на { $rule }: изберете една от { $offered }. Нищо не е запазено.
config-bad-rules = Тези домашни правила не вървят заедно: { $reason }. Нищо не е запазено.
config-bad-value = Тази настройка не е валидна ({ $reason }). Нищо не е променено.
config-preset-name-empty = Наборът трябва да има име.
config-preset-name-long = Името на набор може да има най-много { $most } знака (това има { $length }). Нищо не е запазено.
config-preset-taken = Този сървър вече има набор за { $game ->
    [twentynine] Двадесет и девет
    [schmier] Шмир
    [spades] Пики
    [tonk] Тонк
   *[other] { $game }
} с име **{ $name }**. Изберете друго име или първо изтрийте онзи.
config-preset-unknown = Този сървър няма набор за { $game ->
    [twentynine] Двадесет и девет
    [schmier] Шмир
    [spades] Пики
    [tonk] Тонк
   *[other] { $game }
} с име **{ $name }** (вижте `/config presets`).
config-unknown-language = Не знам езика { $language }.
config-channel-refused = В този канал не могат да се отварят маси. В този сървър ги отваряйте в: { $channels }.
config-channel-not-text = { $channel } не е текстов канал: маси се отварят само в текстови канали. Нищо не е променено.
config-channel-not-listed = { $channel } не е в списъка. Маси могат да се отварят в: { $channels }.
config-unit-long = Единицата на залога може да има най-много { $most } знака. Нищо не е променено.
config-unit-plain = Единицата на залога е кратко просто име (чипове, $, точки): без нови редове, споменавания или Markdown. Нищо не е променено.
config-lobby-only = Играта е започнала: времето за ред и езикът ѝ са фиксирани.
config-host-only = Само домакинът може да променя настройките на тази маса.

## /config show
config-show-title = **Настройки на сървъра** (за масите, създадени отсега нататък)
config-page = (страница { $page } от { $pages })
config-previous = ◀ Предишна
config-next = Следваща ▶
config-saved = Запазено. Новите маси го вземат; вече отворените маси запазват каквото имаха.
config-show-language = **Език**: { $language }
config-show-turn = **Време за ред**: { $time } (домакинът може да избере от { $low } до { $high })
config-show-level = **Компютри**: { $level }
config-level-game = стандартното за всяка игра
config-show-channels = **Маси могат да се отварят в**: { $channels }
config-channels-any = всеки текстов канал
config-show-unit = **Единица на залога в тефтера**: { $unit }
config-show-expiry = **Лобитата се затварят**: { $expiry }
config-expiry-never = никога
config-expiry-after = { $minutes ->
    [one] след { $minutes } минута без промяна
   *[other] след { NUMBER($minutes, useGrouping: 0) } минути без промяна
}
config-show-caps = **Отворени маси**: най-много { $host } на домакин, { $server } в сървъра
config-no-limit = без ограничение
config-show-rated-yes = **Рейтинг**: да, завършените маси променят рейтинга в лигата
config-show-rated-no = **Рейтинг**: не, завършените маси не се оценяват
config-show-rules-header = **Домашни правила по подразбиране**
config-rules-standard = стандартни правила
config-show-presets-header = **Готови набори**
config-presets-none = Още няма готови набори (`/config preset-save`).

## /config rules
config-rules-title = **Домашни правила по подразбиране за { $game }** (новите маси на този сървър)
config-rules-hint = Промяната се запазва веднага; вече отворените маси запазват правилата си.
config-rule-standard = { $value } (стандартно)
config-rule = { $rule }: { $value }
config-rule-line = • **{ $rule }**: { $value }

## Готови набори
config-preset-saved = Запазен е наборът за { $game } **{ $name }**: { $rules }. Използвайте го с `/table create preset:{ $name }`.
config-preset-deleted = Изтрит е наборът за { $game } **{ $name }**. Масите, отворени с него, запазват правилата си.

## Собственият език на човека
config-my-language-set = Отсега нататък ще ви отговарям на този език: { $language }.
config-my-language-cleared = Вашият избор е забравен: следвам езика на Discord, после този на сървъра (сега { $language }).

## Настройките на масата в лобито
config-lobby-line = ⏱️ Време за ред: **{ $time }** · Език: **{ $language }**
config-lobby-button = Настройки на масата
config-lobby-settings-title = **Настройки на масата — маса №{ NUMBER($table, useGrouping: 0) }** (на домакина)
config-lobby-settings-turn = Време за ред: **{ $time }** (този сървър позволява от { $low } до { $high })
config-lobby-settings-language = Език на съобщенията на масата: **{ $language }**
config-lobby-turn-placeholder = Време за ред: { $time }
config-lobby-language-placeholder = Език: { $language }
config-lobby-turn-set = Времето за ред на тази маса вече е **{ $time }**.
config-lobby-turn-notice = { $host } промени *Време за ред* на { $time }.
config-lobby-language-set = Езикът на тази маса вече е **{ $language }**.
config-lobby-language-notice = { $host } промени езика на масата: { $language }.

## Краят на маса
config-not-rated = Без рейтинг: масите на този сървър не се оценяват (`/config rated`).
