## Страница от повторение (bot/render/replays.py): един кадър от завършено раздаване, с
## открити карти, в кодов блок. Числата, буквите на отборите (A, B) и на боите (S, H, D, C)
## остават същите.

replay-title-deal = Раздаване { $hand }: раздаването ({ $dealer } раздава)
replay-title-bidding = Наддаването
replay-title-trick = Взятка { $trick }: { $player } печели
replay-title-turn = Ред { $turn }: { $player }
replay-title-result = Раздаване { $hand }: резултатът

## Ход, след името на играча ("ана: игра 10♥"): думите на записа на играта.

replay-play = игра { $card }
replay-bid = заявка { $bid }
replay-bid-blind = заявка сляпа нула
replay-pass = пас
replay-trump = коз { $suit }
replay-trump-seventh = коз: седмата карта
replay-trump-none = без коз
replay-give = дава { $cards }
replay-discard = изхвърля { $cards }
replay-discard-none = не изхвърля нищо
replay-spread = комбинация { $cards }
replay-draw-stock = тегли от талона
replay-draw-discard = взема изхвърлената карта
replay-hit = добавя { $card } към комбинация { $spread }
replay-look = гледа картите си
replay-drop = сваля
replay-end = край на раздаването
replay-pair = обявява двойка
replay-double = контра
replay-redouble = реконтра
replay-single = игра сам
replay-reveal = пита за коза
replay-draws = { $count ->
    [0] не тегли нищо
   *[other] тегли { $cards }
}
replay-draws-dealer = { $count ->
    [0] не тегли нищо
   *[other] тегли { $cards }
}; дилърът взема { $left ->
    [0] нищо
   *[other] { $rest }
}
replay-takes = взема { $card }

## Редовете под ходовете.

replay-trick = взятка: { $cards }
replay-label-scores = резултат
replay-label-stock = талон
replay-label-bids = заявки
replay-label-contract = договор
replay-label-trump = коз
replay-label-awards = точки досега
replay-label-game-values = стойности за игра
replay-label-tricks = взятки
replay-label-counts = сборове
replay-label-discard = изхвърлена
replay-label-spreads = комбинации
replay-label-bid-on = заявка върху
replay-label-single = игра сам
replay-label-doubling = контра
replay-label-pair = двойка
replay-label-points = точки
replay-blind = сляпа нула
replay-award = { $award } { $team }
replay-none = няма
replay-stock-size = { $count ->
    [one] { $count } карта
   *[other] { $count } карти
}
replay-empty = празна
replay-spread-of = { $number }: { $cards } ({ $player })
replay-spread-sep = {"; "}
replay-seat-cards = { $player } { $cards }
replay-contract-target = { $player } { $bid } (цел { $target })
replay-single-hand = { $player } играе сам, без коз
replay-trump-no-trump = без коз (обърнат ред на картите)
replay-trump-seventh-later = седмата карта, още не е раздадена
replay-trump-not-chosen = още не е избран
replay-trump-revealed = { $suit }, обявен при { $player }
replay-trump-hidden = { $suit }, скрит
replay-trump-seventh-revealed = { $suit } (седмата карта, { $card }), обявен при { $player }
replay-trump-seventh-hidden = { $suit } (седмата карта, { $card }), скрит
replay-doubled = контра от { $player }
replay-redoubled = контра от { $player }, реконтра от { $again }
