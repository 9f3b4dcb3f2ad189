## Cyfriflyfr y ffrindiau o stanciau Tonk. Daw pob $amount gydag uned stanc y gweinydd (ei
## air neu ei symbol ei hun), a'r rhai ag arwydd gydag arwydd minws go iawn.
## taliad (gwrywaidd): 2 daliad, 3 thaliad, 6 thaliad; cofnod: 2 gofnod, 3 chofnod, 6 chofnod.

ledger-closed = { $title } (wedi cau)
ledger-balance-title = { $icon } Cyfriflyfr · llyfr { $book }
ledger-balance-empty = Does dim byd yn y llyfr hwn eto: mae byrddau Tonk â stanciau rhwng pobl yn ei lenwi.
ledger-balance-even = Mae pawb yn gyfartal: does neb mewn dyled.
ledger-position = { $name }: **{ $amount }**
ledger-settle-line = { $payer } yn talu **{ $amount }** i { $payee }
ledger-settle-head = **I setlo** ({ $count ->
    [two] { NUMBER($count, useGrouping: 0) } daliad
    [few] { NUMBER($count, useGrouping: 0) } thaliad
    [many] { NUMBER($count, useGrouping: 0) } thaliad
   *[other] { NUMBER($count, useGrouping: 0) } taliad
}):
ledger-pending-line = Talodd { $payer } { $amount } i { $payee }, yn aros am { $waiting }
ledger-pending-head = **Yn aros** (heb eu cyfrif nes eu cadarnhau):
ledger-more-others = …a { NUMBER($count, useGrouping: 0) } arall
ledger-more-payments = …a { $count ->
    [two] { NUMBER($count, useGrouping: 0) } daliad arall
    [few] { NUMBER($count, useGrouping: 0) } thaliad arall
    [many] { NUMBER($count, useGrouping: 0) } thaliad arall
   *[other] { NUMBER($count, useGrouping: 0) } taliad arall
}
ledger-more-pending = …a { $count ->
    [two] { NUMBER($count, useGrouping: 0) } daliad arall yn aros
    [few] { NUMBER($count, useGrouping: 0) } thaliad arall yn aros
    [many] { NUMBER($count, useGrouping: 0) } thaliad arall yn aros
   *[other] { NUMBER($count, useGrouping: 0) } taliad arall yn aros
}
ledger-balance-footer = + : mae'r lleill mewn dyled iddyn nhw · − : maen nhw mewn dyled. Cofnodi taliad: /ledger paid.

## Neges taliad (cyhoeddus) a'i botymau.

ledger-payment-line = Talodd **{ $payer }** { $amount } i **{ $payee }**
ledger-payment-pending = 💸 { $line }, medd { $recorder }. { $other }, ydy hynny'n iawn? Mae'n cyfrif yn y cyfriflyfr unwaith y byddwch chi'n cadarnhau.
ledger-payment-confirmed = ✅ { $line }: wedi'i gadarnhau, mae'n cyfrif yn y cyfriflyfr.
ledger-payment-declined = ❌ { $line }? Wedi'i wrthod: dydy e ddim yn cyfrif.
ledger-payment-withdrawn = ↩️ { $line }? Wedi'i dynnu'n ôl gan { $recorder }: dydy e ddim yn cyfrif.
ledger-payment-closed = 📕 { $line }? Wedi cau gyda'r llyfrau cyn i neb ei gadarnhau: dydy e ddim yn cyfrif.
ledger-button-confirm = Cadarnhau
ledger-button-decline = Gwrthod
ledger-button-withdraw = Tynnu'n ôl

## Hanes person (tudalennau preifat).

ledger-status-pending = ⏳ yn aros
ledger-status-confirmed = ✅ wedi'i gadarnhau
ledger-status-declined = ❌ wedi'i wrthod
ledger-status-withdrawn = ↩️ wedi'i dynnu'n ôl
ledger-status-closed = 📕 wedi cau gyda'r llyfrau, heb ei gadarnhau erioed
ledger-history-stake = { $at } · bwrdd Tonk #{ $table }: **{ $amount }** · llyfr { $book }
ledger-history-stake-computers = { $at } · bwrdd Tonk #{ $table }: **{ $amount }** ({ $payout } wrth y bwrdd, gyda'r cyfrifiaduron) · llyfr { $book }
ledger-history-paid = { $at } · talu { $amount } i { $other } · { $status } · llyfr { $book }
ledger-history-was-paid = { $at } · derbyn { $amount } gan { $other } · { $status } · llyfr { $book }
ledger-history-empty = Does dim byd yn y cyfriflyfr eto.
ledger-history-title = { $icon } Cyfriflyfr { $name }
ledger-history-footer = Tudalen { $page } o { $pages } · y diweddaraf yn gyntaf · { $count ->
    [two] { NUMBER($count, useGrouping: 0) } gofnod
    [few] { NUMBER($count, useGrouping: 0) } chofnod
    [many] { NUMBER($count, useGrouping: 0) } chofnod
   *[other] { NUMBER($count, useGrouping: 0) } cofnod
} · mae llyfr { $book } ar agor
ledger-newer = ◀ Mwy newydd
ledger-older = Hŷn ▶

## Atebion a gwrthodiadau'r gorchmynion /ledger.

ledger-no-book = Does dim llyfr { $book } eto: llyfr agored y gweinydd hwn yw { $current }.
ledger-not-admin = Dim ond aelodau â **Manage Server** all gau'r llyfrau.
ledger-never-played-you = Does gennych chi ddim stanciau Tonk yng nghyfriflyfr y gweinydd hwn: dim ond rhwng pobl a chwaraeodd Tonk yma y cofnodir taliadau.
ledger-never-played = Does gan { $name } ddim stanciau Tonk yng nghyfriflyfr y gweinydd hwn: dim ond rhwng pobl a chwaraeodd Tonk yma y cofnodir taliadau.
ledger-settled = 📕 Mae llyfr { $book } wedi cau: mae pob balans yn dechrau ar sero yn **llyfr { $next }**. Mae ei fyrddau a'i daliadau i'w gweld o hyd: `/ledger balance book:{ $book }`, `/ledger history`, `/ledger export`.
ledger-settled-dropped = { $text } { $count ->
    [one] Caewyd { NUMBER($count, useGrouping: 0) } taliad a oedd yn aros gydag ef, heb ei gadarnhau.
    [two] Caewyd { NUMBER($count, useGrouping: 0) } daliad a oedd yn aros gydag ef, heb eu cadarnhau.
    [few] Caewyd { NUMBER($count, useGrouping: 0) } thaliad a oedd yn aros gydag ef, heb eu cadarnhau.
    [many] Caewyd { NUMBER($count, useGrouping: 0) } thaliad a oedd yn aros gydag ef, heb eu cadarnhau.
   *[other] Caewyd { NUMBER($count, useGrouping: 0) } taliad a oedd yn aros gydag ef, heb eu cadarnhau.
}
ledger-export = Cyfriflyfr y gweinydd hwn, pob llyfr (mae llyfr { $book } ar agor), symiau mewn { $unit }: rhes `stake` i bob person ym mhob bwrdd Tonk, rhes `payment` i bob taliad (dim ond y rhai `confirmed` sy'n cyfrif).
ledger-no-bots = Dydy cyfrifiaduron a botiau ddim yn rhan o'r cyfriflyfr: enwch y person a daloch chi neu a dalodd i chi.
ledger-not-yourself = Allwch chi ddim talu i chi'ch hun: enwch y person a daloch chi neu a dalodd i chi.
ledger-amount-low = Rhaid i'r swm fod yn rhif cyfan o { $unit } dros 0 (cafwyd { NUMBER($amount, useGrouping: 0) }): cofnodwch ddim ond yr hyn a newidiodd ddwylo.
ledger-amount-high = Mae { NUMBER($amount) } { $unit } yn fwy nag y mae'r cyfriflyfr yn ei dderbyn mewn un taliad (uchafswm { NUMBER($most) }).
ledger-already-confirmed = Mae'r taliad hwn wedi'i gadarnhau eisoes.
ledger-already-declined = Cafodd y taliad hwn ei wrthod.
ledger-already-withdrawn = Cafodd y taliad hwn ei dynnu'n ôl.
ledger-already-closed = Caewyd y taliad hwn gyda'r llyfrau (`/ledger settle`) cyn i neb ei gadarnhau.
ledger-unknown-payment = Dydy'r taliad hwnnw ddim yn y cyfriflyfr.
ledger-only-recorder = Dim ond yr un a gofnododd y taliad hwn all ei dynnu'n ôl.
ledger-only-payee = Dim ond yr un a gafodd ei dalu all gadarnhau neu wrthod y taliad hwn.
ledger-only-payer = Dim ond yr un a dalodd all gadarnhau neu wrthod y taliad hwn.

ledger-money-default = { $count ->
        [one] { $amount } sglodyn
       *[other] { $amount } sglodion
    }
ledger-unit-default = sglodion
