## The friends' ledger of Tonk stakes: the balance post, a payment's message and buttons, the
## history pages, the /ledger commands' answers (bot/render/ledger.py, bot/components/ledger.py,
## bot/exts/ledger/cog.py, bot/ledger/book.py). Every $amount comes formatted with the server's
## stake unit (its own word or symbol: "12 chips", "$12"); signed ones with a real minus sign.

ledger-closed = { $title } (closed)
ledger-balance-title = { $icon } Ledger · book { $book }
ledger-balance-empty = Nothing in this book yet: Tonk tables with stakes between people fill it.
ledger-balance-even = Everybody is even: nobody owes anything.
ledger-position = { $name }: **{ $amount }**
ledger-settle-line = { $payer } pays { $payee } **{ $amount }**
# $count: how many payments settle everyone.
ledger-settle-head = **To settle up** ({ $count ->
    [one] { NUMBER($count, useGrouping: 0) } payment
   *[other] { NUMBER($count, useGrouping: 0) } payments
}):
ledger-pending-line = { $payer } paid { $payee } { $amount }, waiting for { $waiting }
ledger-pending-head = **Pending** (not counted until confirmed):
# $count: how many lines were left out.
ledger-more-others = …and { $count ->
    [one] { NUMBER($count, useGrouping: 0) } other
   *[other] { NUMBER($count, useGrouping: 0) } others
}
ledger-more-payments = …and { $count ->
    [one] { NUMBER($count, useGrouping: 0) } payment
   *[other] { NUMBER($count, useGrouping: 0) } payments
}
ledger-more-pending = …and { $count ->
    [one] { NUMBER($count, useGrouping: 0) } pending payment
   *[other] { NUMBER($count, useGrouping: 0) } pending payments
}
ledger-balance-footer = + : the others owe them · − : they owe. Record a payment: /ledger paid.

## A payment's message (public) and its buttons.

ledger-payment-line = **{ $payer }** paid **{ $payee }** { $amount }
# $line: ledger-payment-line; $other: a mention of the person asked.
ledger-payment-pending = 💸 { $line }, says { $recorder }. { $other }, is that right? It counts in the ledger once you confirm.
ledger-payment-confirmed = ✅ { $line }: confirmed, it counts in the ledger.
ledger-payment-declined = ❌ { $line }? Declined: it does not count.
ledger-payment-withdrawn = ↩️ { $line }? Withdrawn by { $recorder }: it does not count.
ledger-payment-closed = 📕 { $line }? Closed with the books before anyone confirmed it: it does not count.
ledger-button-confirm = Confirm
ledger-button-decline = Decline
ledger-button-withdraw = Withdraw

## A person's history (private pages).

ledger-status-pending = ⏳ pending
ledger-status-confirmed = ✅ confirmed
ledger-status-declined = ❌ declined
ledger-status-withdrawn = ↩️ withdrawn
ledger-status-closed = 📕 closed with the books, never confirmed
# $at: a Discord date (<t:…:d>).
ledger-history-stake = { $at } · Tonk table #{ $table }: **{ $amount }** · book { $book }
ledger-history-stake-computers = { $at } · Tonk table #{ $table }: **{ $amount }** ({ $payout } at the table, computers included) · book { $book }
# $status: one of ledger-status-*.
ledger-history-paid = { $at } · paid { $other } { $amount } · { $status } · book { $book }
ledger-history-was-paid = { $at } · was paid { $amount } by { $other } · { $status } · book { $book }
ledger-history-empty = Nothing in the ledger yet.
ledger-history-title = { $icon } { $name }'s ledger
# $count: how many entries the history has.
ledger-history-footer = Page { $page } of { $pages } · newest first · { $count ->
    [one] { NUMBER($count, useGrouping: 0) } entry
   *[other] { NUMBER($count, useGrouping: 0) } entries
} · book { $book } is open
ledger-newer = ◀ Newer
ledger-older = Older ▶

## The /ledger commands' answers and refusals.

ledger-no-book = There's no book { $book } yet: this server's open book is { $current }.
ledger-not-admin = Only members with **Manage Server** can close the books.
ledger-never-played-you = You have no Tonk stakes in this server's ledger: payments are recorded only between people who played Tonk here.
ledger-never-played = { $name } has no Tonk stakes in this server's ledger: payments are recorded only between people who played Tonk here.
ledger-settled = 📕 Book { $book } is closed: every balance starts at zero in **book { $next }**. Its tables and payments stay viewable: `/ledger balance book:{ $book }`, `/ledger history`, `/ledger export`.
# $count: how many pending payments the closed book held.
ledger-settled-dropped = { $text } { $count ->
    [one] { NUMBER($count, useGrouping: 0) } pending payment was closed with it, unconfirmed.
   *[other] { NUMBER($count, useGrouping: 0) } pending payments were closed with it, unconfirmed.
}
ledger-export = This server's ledger, every book (book { $book } is open), amounts in { $unit }: a `stake` row per person per Tonk table, a `payment` row per payment (only `confirmed` ones count).
ledger-no-bots = Computers and bots don't take part in the ledger: name the person you paid or who paid you.
ledger-not-yourself = You can't pay yourself: name the person you paid or who paid you.
ledger-amount-low = The amount must be a whole number of { $unit } above 0 (got { NUMBER($amount, useGrouping: 0) }): record only what changed hands.
# $most: the largest payment.
ledger-amount-high = { NUMBER($amount) } { $unit } is more than the ledger takes in one payment (at most { NUMBER($most) }).
ledger-already-confirmed = This payment was already confirmed.
ledger-already-declined = This payment was declined.
ledger-already-withdrawn = This payment was withdrawn.
ledger-already-closed = This payment was closed with the books (`/ledger settle`) before anyone confirmed it.
ledger-unknown-payment = That payment is not in the ledger.
ledger-only-recorder = Only the one who recorded this payment can withdraw it.
ledger-only-payee = Only the one who was paid can confirm or decline this payment.
ledger-only-payer = Only the one who paid can confirm or decline this payment.

# The unit where neither the server (/config stake-unit) nor the bot (STAKE_UNIT) chose one.
# $amount: the number as written in the language; $count: the same number, for plurals.
ledger-money-default = { $count ->
        [one] { $amount } chip
       *[other] { $amount } chips
    }
# The same unit as a sentence names it ("amounts in chips").
ledger-unit-default = chips
