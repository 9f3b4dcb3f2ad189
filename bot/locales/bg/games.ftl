## Лицата на игрите: резултати, състояние, обобщения, редовете на ръката и бутоните ѝ.

face-seat-bid = { $player } { $bid }
face-bid-pass = пас
face-bids = **Заявки** { $bids }
face-seat-count = { $player } { $count }
face-side-score = { $side }: **{ $score }**
face-side-points = { $side } { $points }
face-playing-to = { $scores } — игра до { $target }
face-your-cards = **Вашите карти** ({ $count }): { $cards }
face-no-cards = (няма)
face-choose-bid = Изберете заявка

## Бутоните на ръката.

label-bid = Заявка { $bid }
label-blind-nil = Сляпа нула
label-nil = Нула
label-trump-spades = ♠ Пика
label-trump-hearts = ♥ Купа
label-trump-diamonds = ♦ Каро
label-trump-clubs = ♣ Спатия
label-seventh = Седмата карта
label-no-trump = Без коз (7 висока, J ниска)
label-draw-stock = Тегли от талона
label-take-discard = Вземи изхвърлената карта
label-take-discard-card = Вземи изхвърлената карта { $card }
label-hit = Добави { $card } към комбинация { $spread }
label-discard-nothing = Не изхвърляй нищо
label-discard = Изхвърли { $cards }
label-spread = Свали { $cards }
label-give = Дай { $cards }
label-pass = Пас
label-look = Виж картите ми
label-reveal = Питам за коза
label-pair = Обявявам двойка
label-double = Контра
label-redouble = Реконтра
label-single = Игра сам
label-drop = Сваляне
label-end = Край на раздаването

## Двадесет и девет.

face-29-scores = { $scores } — игрови точки, ±{ $target } завършва партията
face-29-contract = **Договор** { $player } { $bid }{ $target }{ $doubled }
face-29-target-now = { " " }(целта вече е { $target } след двойката)
face-29-doubled = { " · " }контра ×{ $mult }
face-29-redoubled = { " · " }реконтра ×{ $mult }
face-29-single = **Игра сам**: { $player } (без коз)
face-29-no-trump = **Без коз**: редът на картите е обърнат (7 висока … J ниска)
face-29-trump-hidden = **Коз** скрит — само { $player } го знае
face-29-trump-hidden-down = **Коз** скрит — само { $player } го знае ({ $back }една карта е с лицето надолу)
face-29-trump = **Коз** { $suit }{ $by }{ $card }
face-29-revealed-by = { " " }(обявен на хода на { $player })
face-29-card-was = , картата с лицето надолу беше { $card }
face-29-pair-by = **Двойка**, обявена от { $player }
face-29-card-points = **Точки от картите** { $points } (взятка { $trick } от 8)
face-29-redeal = Раздаването беше анулирано; резултатът остава същият.
face-29-trump-was = коз { $suit }
face-29-made = { $player } обяви { $bid } (цел { $target }, { $trump }); { $side } взе { $points ->
    [one] { $points } точка
   *[other] { $points } точки
} и **изпълни договора**.
face-29-fell-short = { $player } обяви { $bid } (цел { $target }, { $trump }); { $side } взе { $points ->
    [one] { $points } точка
   *[other] { $points } точки
} и **не изпълни договора**.
face-29-game-points = Игрови точки: { $scores }
face-29-your-trump = Коз (Вашата тайна): **{ $suit }**
face-29-your-trump-card = Козът с лицето надолу: { $card }

## Шмир.

face-schmier-contract = **Договор** { $player } { $bid }
face-schmier-contract-trump = **Договор** { $player } { $bid } · **Коз** { $suit }
face-schmier-discarded = **Изхвърлени** { $done } (талон { $stock })
face-schmier-dealer-trumps = Козове, изхвърлени от дилъра: { $cards }
face-schmier-award = { $award } → { $side }
face-schmier-award-high = Висок
face-schmier-award-low = Нисък
face-schmier-award-right = Десен бауер
face-schmier-award-left = Ляв бауер
face-schmier-award-joker = Жокер
face-schmier-award-game = Игра
face-schmier-nobody = никой
face-schmier-so-far = **Точки досега** { $points }
face-schmier-redeal = Всички пасуваха: същият дилър раздава отново.
face-schmier-bid = { $player } обяви { $bid }, коз { $suit }. { $awards }
face-schmier-hand = Раздаване: { $hand } — общо { $totals }
face-schmier-you-discarded = Изхвърлихте: { $cards }
face-schmier-you-drew = Изтеглихте: { $cards }
face-schmier-discard-exactly = { $count ->
    [one] Изхвърлете { $count } карта.
   *[other] Изхвърлете { $count } карти.
}
face-schmier-discard-range = { $count ->
    [one] Изхвърлете { $low }–{ $count } карта.
   *[other] Изхвърлете { $low }–{ $count } карти.
}
face-schmier-discard-up-to = { $count ->
    [one] Изхвърлете до { $count } карта.
   *[other] Изхвърлете до { $count } карти.
}
face-schmier-discard-exactly-must = { $count ->
    [one] Изхвърлете { $count } карта; тези трябва да излязат: { $cards }.
   *[other] Изхвърлете { $count } карти; тези трябва да излязат: { $cards }.
}
face-schmier-discard-range-must = { $count ->
    [one] Изхвърлете { $low }–{ $count } карта; тези трябва да излязат: { $cards }.
   *[other] Изхвърлете { $low }–{ $count } карти; тези трябва да излязат: { $cards }.
}
face-schmier-discard-up-to-must = { $count ->
    [one] Изхвърлете до { $count } карта; тези трябва да излязат: { $cards }.
   *[other] Изхвърлете до { $count } карти; тези трябва да излязат: { $cards }.
}

## Пики.

face-spades-nil = нула
face-spades-blind-nil = сляпа нула
face-spades-score = { $side }: **{ $score }** ({ $bags ->
    [one] { $bags } излишна взятка
   *[other] { $bags } излишни взятки
})
face-spades-contracts = **Договори** { $contracts }  |  **Взятки** { $tricks }
face-spades-exchange = **Размяна при сляпа нула**: { $giver } дава { $count ->
    [one] { $count } карта
   *[other] { $count } карти
} на { $receiver }
face-spades-broken = Пиките са отворени.
face-spades-not-broken = Пиките не са отворени.
face-spades-players-sep = {", "}
face-spades-bid-took = { $player } обяви { $bid }, взе { $tricks }
face-spades-summary = { $side }: { $players } → **{ $delta }** (общо { $total }, { $bags ->
    [one] { $bags } излишна взятка
   *[other] { $bags } излишни взятки
})
face-spades-unlooked = Не сте погледнали картите си.
face-spades-unlooked-look = Не сте погледнали картите си: **Виж картите ми**, за да ги видите.
face-spades-blind-nil-button = **Сляпа нула** е възможна само преди да погледнете.
face-spades-blind-nil-before = Сляпа нула е възможна само преди да погледнете.
face-spades-you-give = { $count ->
    [one] Размяна при сляпа нула: давате { $count } карта.
   *[other] Размяна при сляпа нула: давате { $count } карти.
}
face-spades-you-receive = { $count ->
    [one] Размяна при сляпа нула: получавате { $count } карта.
   *[other] Размяна при сляпа нула: получавате { $count } карти.
}
face-spades-bid-blind = Заявка без гледане

## Тонк.

face-tonk-stake = { $player } **{ $score }**
face-tonk-scores = Спечелени/загубени залози: { $scores } (залог { $stake })
face-tonk-state = **Талон** { $stock } · **Изхвърлена** { $discard } · **Карти в ръка** { $held }
face-tonk-empty = (празно)
face-tonk-spread-of = `{ $number }` { $cards } ({ $player })
face-tonk-spread = `{ $number }` { $cards }
face-tonk-spreads = **Комбинации** { $spreads }
face-tonk-or = { " или " }
face-tonk-ended-initial-tonk = Раздаването завърши с начален тонк ({ $totals } раздадени).
face-tonk-ended-tonk-out = Раздаването завърши с тонк: излизане без изхвърляне.
face-tonk-ended-out = Раздаването завърши с излизане.
face-tonk-ended-drop-won = Раздаването завърши със сваляне, което издържа.
face-tonk-ended-caught = Раздаването завърши със сваляне, което беше хванато.
face-tonk-ended-stock-out = Раздаването завърши, защото талонът свърши.
face-tonk-ended-draw = Раздаването завърши наравно (два начални тонка).
face-tonk-ended-other = Раздаването завърши: { $ending }.
face-tonk-draw-redeal = На двама играчи беше раздаден тонк: равенство, никой не плаща, следващият играч раздава.
face-tonk-counts = Сборове: { $counts }
face-tonk-paid = Плащания: { $paid }
face-tonk-result = 🏁 **Масата приключи** след { $hands ->
    [one] { $hands } раздаване
   *[other] { $hands } раздавания
}. Залози (×{ $stake }): { $ledger }
face-tonk-lobby-hands = • Раздавания: **{ $hands }**
face-tonk-lobby-hands-open = • Раздавания: **докато домакинът не приключи масата**
face-tonk-lobby-stake = • Залог: **1**
face-tonk-your-count = Вашият сбор: **{ $count }**
