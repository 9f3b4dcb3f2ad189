## Командите с наклонена черта, както ги показва Discord (bot/exts/metadata.py): описанието на
## всяка команда и група, на всяка опция ("-opt-") и имената на изборите. Имената на командите
## и опциите не се превеждат. Ограничение на Discord: до 100 знака. Игрите са от common.ftl.

cmd-table = Маси за карти: отвори маса, виж ръката си, напусни
cmd-table-create = Отвори маса за карти в нова нишка
cmd-table-create-opt-game = Играта, която ще се играе
cmd-table-create-opt-seats = Брой места (Тонк: от 2 до 5; другите игри имат определен брой)
cmd-table-create-opt-preset = Домашни правила, запазени от този сървър за играта (/config preset-save)
cmd-table-create-opt-stake = Само за Тонк: основният залог
cmd-table-hand = Покажи отново ръката си (вижда я само ти)
cmd-table-status = Покажи състоянието на тази маса
cmd-table-leave = Напусни тази маса (компютърът заема мястото ти)
cmd-table-cancel = Отмени лоби; след началото: предаване (играчи), отмяна без рейтинг (модератори)
cmd-table-scores = Резултатите на тази маса досега
cmd-table-replay = Изиграно раздаване на тази маса, с лицето нагоре
cmd-table-replay-opt-hand = Кое раздаване (по подразбиране: последното изиграно)
cmd-table-record = Записът на играта на тази маса, като файл

cmd-rules = Кратко описание на игра и на домашните ѝ правила
cmd-rules-opt-game = Играта

cmd-league = Лигите на сървъра: класиране, рейтинги, сезони
cmd-league-standings = Класирането в една игра в този сървър
cmd-league-standings-opt-game = Играта
cmd-league-standings-opt-season = Минал сезон (по подразбиране: текущият)
cmd-league-player = Рейтингите, местата и резултатите на играч
cmd-league-player-opt-member = Чии (по подразбиране: твоите)
cmd-league-player-opt-season = Минал сезон
cmd-league-head-to-head = Твоите резултати с някого и срещу него
cmd-league-head-to-head-opt-member = С кого
cmd-league-head-to-head-opt-season = Минал сезон (по подразбиране: текущият)
cmd-league-stakes = Спечелени и загубени залози в Тонк в този сървър (нето)
cmd-league-stakes-opt-season = Минал сезон (по подразбиране: текущият)
cmd-league-season = Закрий този сезон и започни нов (администратори)

cmd-ledger = Тефтерът на приятелите за залозите в Тонк: баланси, плащания, уреждане
cmd-ledger-balance = Кой на кого дължи и най-малко плащания за уреждане
cmd-ledger-balance-opt-book = Затворен тефтер (по подразбиране: отвореният)
cmd-ledger-paid = Запиши плащане между теб и някого
cmd-ledger-paid-opt-member = На кого си платил (или кой ти е платил)
cmd-ledger-paid-opt-amount = Колко, в цели единици
cmd-ledger-paid-opt-direction = Аз платих на другия (по подразбиране) или другият на мен
cmd-ledger-paid-i-paid = Аз платих на другия
cmd-ledger-paid-they-paid = Другият ми плати
cmd-ledger-history = Спечелени и загубени залози по маси и плащания
cmd-ledger-history-opt-member = Чии (по подразбиране: твоите)
cmd-ledger-settle = Затвори тефтера: всеки баланс започва от нула
cmd-ledger-export = Целият тефтер на сървъра като CSV файл

cmd-config = Настройки на сървъра за нови маси (Управление на сървъра)
cmd-config-show = Всички настройки на този сървър
cmd-config-rules = Домашните правила по подразбиране на игра в този сървър
cmd-config-rules-opt-game = Играта
cmd-config-preset-save = Запазете домашни правила под име за игра
cmd-config-preset-save-opt-game = Играта на набора
cmd-config-preset-save-opt-name = Името на набора (най-много 32 знака)
cmd-config-preset-save-opt-rules = Промени спрямо стандартните на сървъра, напр. 'bag penalty=50, nil value=50'
cmd-config-preset-delete = Изтрийте набор
cmd-config-preset-delete-opt-game = Играта на набора
cmd-config-preset-delete-opt-name = Наборът
cmd-config-presets = Готовите набори на този сървър
cmd-config-presets-opt-game = Само на тази игра
cmd-config-turn = Време за ред на новите маси: по подразбиране и граници
cmd-config-turn-opt-default = Секунди, които трае един ред на нова маса
cmd-config-turn-opt-low = Най-краткото време за ред, което домакинът може да избере в лобито (секунди)
cmd-config-turn-opt-high = Най-дългото време за ред, което домакинът може да избере в лобито (секунди)
cmd-config-turn-opt-reset = Обратно към времето за ред и границите на бота (после дадените стойности)
cmd-config-computers = Нивото на компютрите на новите маси
cmd-config-computers-opt-level = Колко добре играят компютрите
cmd-config-level-random = Случаен
cmd-config-level-basic = Основен
cmd-config-level-strong = Силен
cmd-config-level-default = Стандартното за всяка игра
cmd-config-channels = Къде могат да се отварят маси (празен списък: навсякъде)
cmd-config-channels-opt-add = Разрешете маси в този текстов канал
cmd-config-channels-opt-remove = Без повече маси в този канал
cmd-config-channels-opt-anywhere = Забравете списъка: маси във всеки канал
cmd-config-stake-unit = В какво тефтерът брои залозите на Тонк
cmd-config-stake-unit-opt-unit = Дума или символ (чипове, $, точки); без него: този на бота
cmd-config-lobbies = Изтичане на лобитата и ограниченията на отворените маси
cmd-config-lobbies-opt-expiry = Минути, през които лоби може да остане непроменено, преди да се затвори (0: никога)
cmd-config-lobbies-opt-per-host = Отворени маси, на които един човек може да е домакин (0: без ограничение)
cmd-config-lobbies-opt-per-server = Отворени маси, които този сървър може да има наведнъж (0: без ограничение)
cmd-config-lobbies-opt-reset = Обратно към изтичането на лобитата и ограниченията на бота (после дадените стойности)
cmd-config-rated = Дали завършените маси променят рейтинга в лигата
cmd-config-rated-opt-rated = True: масите се оценяват; False: не
cmd-config-language = Езикът на новите маси на този сървър
cmd-config-language-opt-language = Езикът на сървъра
cmd-config-my-language = Езикът, на който ботът ви отговаря
cmd-config-my-language-opt-language = Вашият език или Автоматично
cmd-config-language-en = English
cmd-config-language-cy = Cymraeg
cmd-config-language-bg = Български
cmd-config-language-ht = Kreyòl ayisyen
cmd-config-language-auto = Автоматично (на Discord, после на сървъра)
