## Командите с наклонена черта, както ги показва Discord (bot/exts/metadata.py): описанието на
## всяка команда и група, на всяка опция ("-opt-") и имената на изборите. Имената на командите
## и опциите не се превеждат. Ограничение на Discord: до 100 знака. Игрите са от common.ftl.

cmd-table = Маси за карти: отвори маса, виж ръката си, напусни
cmd-table-create = Отвори маса за карти в нова нишка
cmd-table-create-opt-game = Играта, която ще се играе
cmd-table-create-opt-seats = Брой места (Тонк: от 2 до 5; другите игри имат определен брой)
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
