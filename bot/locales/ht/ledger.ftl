## Kaye kont zanmi yo pou miz Tonk. Chak $amount vini ak inite miz sèvè a (pwòp mo li oswa
## senbòl li), sa ki gen siy yo ak yon vrè siy mwens.

ledger-closed = { $title } (fèmen)
ledger-balance-title = { $icon } Kaye kont · liv { $book }
ledger-balance-empty = Poko gen anyen nan liv sa a: tab Tonk ak miz ant moun ranpli l.
ledger-balance-even = Tout moun kit: pèsonn pa dwe anyen.
ledger-position = { $name }: **{ $amount }**
ledger-settle-line = { $payer } peye { $payee } **{ $amount }**
ledger-settle-head = **Pou regle** ({ $count ->
   *[other] { NUMBER($count, useGrouping: 0) } peman
}):
ledger-pending-line = { $payer } peye { $payee } { $amount }, n ap tann { $waiting }
ledger-pending-head = **An atant** (yo pa konte toutotan yo pa konfime):
ledger-more-others = …ak { NUMBER($count, useGrouping: 0) } lòt moun
ledger-more-payments = …ak { NUMBER($count, useGrouping: 0) } lòt peman
ledger-more-pending = …ak { NUMBER($count, useGrouping: 0) } lòt peman an atant
ledger-balance-footer = + : lòt yo dwe yo · − : yo dwe. Anrejistre yon peman: /ledger paid.

## Mesaj yon peman (piblik) ak bouton li yo.

ledger-payment-line = **{ $payer }** peye **{ $payee }** { $amount }
ledger-payment-pending = 💸 { $line }, se { $recorder } ki di sa. { $other }, èske se vre? Li konte nan kaye a lè ou konfime.
ledger-payment-confirmed = ✅ { $line }: konfime, li konte nan kaye a.
ledger-payment-declined = ❌ { $line }? Refize: li pa konte.
ledger-payment-withdrawn = ↩️ { $line }? { $recorder } retire l: li pa konte.
ledger-payment-closed = 📕 { $line }? Fèmen ak liv la anvan pèsonn konfime l: li pa konte.
ledger-button-confirm = Konfime
ledger-button-decline = Refize
ledger-button-withdraw = Retire

## Istwa yon moun (paj prive).

ledger-status-pending = ⏳ an atant
ledger-status-confirmed = ✅ konfime
ledger-status-declined = ❌ refize
ledger-status-withdrawn = ↩️ retire
ledger-status-closed = 📕 fèmen ak liv la, pa janm konfime
ledger-history-stake = { $at } · tab Tonk #{ $table }: **{ $amount }** · liv { $book }
ledger-history-stake-computers = { $at } · tab Tonk #{ $table }: **{ $amount }** ({ $payout } sou tab la, ak òdinatè yo) · liv { $book }
ledger-history-paid = { $at } · peye { $other } { $amount } · { $status } · liv { $book }
ledger-history-was-paid = { $at } · resevwa { $amount } nan men { $other } · { $status } · liv { $book }
ledger-history-empty = Poko gen anyen nan kaye a.
ledger-history-title = { $icon } Kaye kont { $name }
ledger-history-footer = Paj { $page } sou { $pages } · sa ki pi nouvo an premye · { NUMBER($count, useGrouping: 0) } liy · liv { $book } louvri
ledger-newer = ◀ Pi nouvo
ledger-older = Pi ansyen ▶

## Repons ak refi kòmand /ledger yo.

ledger-no-book = Poko gen liv { $book }: liv ki louvri sou sèvè sa a se { $current }.
ledger-not-admin = Se sèlman manm ki gen **Manage Server** ki ka fèmen liv yo.
ledger-never-played-you = Ou pa gen okenn miz Tonk nan kaye sèvè sa a: yo anrejistre peman sèlman ant moun ki te jwe Tonk isit la.
ledger-never-played = { $name } pa gen okenn miz Tonk nan kaye sèvè sa a: yo anrejistre peman sèlman ant moun ki te jwe Tonk isit la.
ledger-settled = 📕 Liv { $book } fèmen: chak balans kòmanse a zewo nan **liv { $next }**. Tab li yo ak peman li yo toujou ka wè: `/ledger balance book:{ $book }`, `/ledger history`, `/ledger export`.
ledger-settled-dropped = { $text } { NUMBER($count, useGrouping: 0) } peman an atant fèmen avè l, san konfimasyon.
ledger-export = Kaye kont sèvè sa a, tout liv yo (liv { $book } louvri), kantite yo an { $unit }: yon liy `stake` pou chak moun sou chak tab Tonk, yon liy `payment` pou chak peman (se sèlman sa ki `confirmed` ki konte).
ledger-no-bots = Òdinatè ak bòt pa patisipe nan kaye a: nonmen moun ou te peye a oswa moun ki te peye w la.
ledger-not-yourself = Ou pa ka peye tèt ou: nonmen moun ou te peye a oswa moun ki te peye w la.
ledger-amount-low = Kantite a dwe yon nonm antye { $unit } ki plis pase 0 (ou bay { NUMBER($amount, useGrouping: 0) }): anrejistre sèlman sa ki te chanje men.
ledger-amount-high = { NUMBER($amount) } { $unit } pi plis pase sa kaye a pran nan yon sèl peman (pi plis la se { NUMBER($most) }).
ledger-already-confirmed = Peman sa a te deja konfime.
ledger-already-declined = Peman sa a te refize.
ledger-already-withdrawn = Peman sa a te retire.
ledger-already-closed = Peman sa a te fèmen ak liv yo (`/ledger settle`) anvan pèsonn konfime l.
ledger-unknown-payment = Peman sa a pa nan kaye a.
ledger-only-recorder = Se sèlman moun ki te anrejistre peman sa a ki ka retire l.
ledger-only-payee = Se sèlman moun yo te peye a ki ka konfime oswa refize peman sa a.
ledger-only-payer = Se sèlman moun ki te peye a ki ka konfime oswa refize peman sa a.

ledger-money-default = { $count ->
       *[other] { $amount } jeton
    }
ledger-unit-default = jeton
