## Тефтерът на приятелите със залозите от Тонк. Всяко $amount идва с единицата на сървъра
## (неговата дума или символ), а тези със знак — с истински знак минус.

ledger-closed = { $title } (приключена)
ledger-balance-title = { $icon } Тефтер · книга { $book }
ledger-balance-empty = В тази книга още няма нищо: попълват я масите на Тонк със залози между хора.
ledger-balance-even = Всички са квит: никой не дължи нищо.
ledger-position = { $name }: **{ $amount }**
ledger-settle-line = { $payer } плаща на { $payee } **{ $amount }**
ledger-settle-head = **За уреждане** ({ $count ->
    [one] { NUMBER($count, useGrouping: 0) } плащане
   *[other] { NUMBER($count, useGrouping: 0) } плащания
}):
ledger-pending-line = { $payer } плати на { $payee } { $amount }, чака се { $waiting }
ledger-pending-head = **Чакащи** (не се броят, докато не бъдат потвърдени):
ledger-more-others = …и още { $count ->
    [one] { NUMBER($count, useGrouping: 0) } човек
   *[other] { NUMBER($count, useGrouping: 0) } души
}
ledger-more-payments = …и още { $count ->
    [one] { NUMBER($count, useGrouping: 0) } плащане
   *[other] { NUMBER($count, useGrouping: 0) } плащания
}
ledger-more-pending = …и още { $count ->
    [one] { NUMBER($count, useGrouping: 0) } чакащо плащане
   *[other] { NUMBER($count, useGrouping: 0) } чакащи плащания
}
ledger-balance-footer = + : другите им дължат · − : те дължат. Запишете плащане: /ledger paid.

## Съобщението за плащане (публично) и бутоните му.

ledger-payment-line = **{ $payer }** плати на **{ $payee }** { $amount }
ledger-payment-pending = 💸 { $line }, казва { $recorder }. { $other }, вярно ли е? Брои се в тефтера, след като потвърдите.
ledger-payment-confirmed = ✅ { $line }: потвърдено, брои се в тефтера.
ledger-payment-declined = ❌ { $line }? Отказано: не се брои.
ledger-payment-withdrawn = ↩️ { $line }? Оттеглено от { $recorder }: не се брои.
ledger-payment-closed = 📕 { $line }? Затворено с книгата, преди някой да го потвърди: не се брои.
ledger-button-confirm = Потвърди
ledger-button-decline = Откажи
ledger-button-withdraw = Оттегли

## Историята на човек (лични страници).

ledger-status-pending = ⏳ чака
ledger-status-confirmed = ✅ потвърдено
ledger-status-declined = ❌ отказано
ledger-status-withdrawn = ↩️ оттеглено
ledger-status-closed = 📕 затворено с книгата, непотвърдено
ledger-history-stake = { $at } · маса на Тонк #{ $table }: **{ $amount }** · книга { $book }
ledger-history-stake-computers = { $at } · маса на Тонк #{ $table }: **{ $amount }** ({ $payout } на масата, с компютрите) · книга { $book }
ledger-history-paid = { $at } · плати на { $other } { $amount } · { $status } · книга { $book }
ledger-history-was-paid = { $at } · получи { $amount } от { $other } · { $status } · книга { $book }
ledger-history-empty = В тефтера още няма нищо.
ledger-history-title = { $icon } Тефтерът на { $name }
ledger-history-footer = Страница { $page } от { $pages } · най-новите първо · { $count ->
    [one] { NUMBER($count, useGrouping: 0) } запис
   *[other] { NUMBER($count, useGrouping: 0) } записа
} · книга { $book } е отворена
ledger-newer = ◀ По-нови
ledger-older = По-стари ▶

## Отговорите и отказите на командите /ledger.

ledger-no-book = Още няма книга { $book }: отворената книга на този сървър е { $current }.
ledger-not-admin = Само членове с право **Управление на сървъра** могат да затворят книгата.
ledger-never-played-you = Нямате залози от Тонк в тефтера на този сървър: плащания се записват само между хора, които са играли Тонк тук.
ledger-never-played = { $name } няма залози от Тонк в тефтера на този сървър: плащания се записват само между хора, които са играли Тонк тук.
ledger-settled = 📕 Книга { $book } е затворена: всеки баланс започва от нула в **книга { $next }**. Масите и плащанията ѝ остават видими: `/ledger balance book:{ $book }`, `/ledger history`, `/ledger export`.
ledger-settled-dropped = { $text } { $count ->
    [one] { NUMBER($count, useGrouping: 0) } чакащо плащане беше затворено с нея, непотвърдено.
   *[other] { NUMBER($count, useGrouping: 0) } чакащи плащания бяха затворени с нея, непотвърдени.
}
ledger-export = Тефтерът на този сървър, всички книги (книга { $book } е отворена), сумите в { $unit }: ред `stake` за всеки човек на всяка маса на Тонк, ред `payment` за всяко плащане (броят се само `confirmed`).
ledger-no-bots = Компютрите и ботовете не участват в тефтера: посочете човека, на когото сте платили или който ви е платил.
ledger-not-yourself = Не можете да платите на себе си: посочете човека, на когото сте платили или който ви е платил.
ledger-amount-low = Сумата трябва да е цяло число { $unit } над 0 (получено { NUMBER($amount, useGrouping: 0) }): записвайте само това, което е сменило ръцете.
ledger-amount-high = { NUMBER($amount) } { $unit } е повече, отколкото тефтерът приема в едно плащане (най-много { NUMBER($most) }).
ledger-already-confirmed = Това плащане вече е потвърдено.
ledger-already-declined = Това плащане беше отказано.
ledger-already-withdrawn = Това плащане беше оттеглено.
ledger-already-closed = Това плащане беше затворено с книгата (`/ledger settle`), преди някой да го потвърди.
ledger-unknown-payment = Това плащане не е в тефтера.
ledger-only-recorder = Само този, който е записал плащането, може да го оттегли.
ledger-only-payee = Само този, на когото е платено, може да потвърди или откаже това плащане.
ledger-only-payer = Само този, който е платил, може да потвърди или откаже това плащане.

ledger-money-default = { $count ->
        [one] { $amount } чип
       *[other] { $amount } чипа
    }
ledger-unit-default = чипове
