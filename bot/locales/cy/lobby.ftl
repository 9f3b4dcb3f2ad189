## Neges y lobi, ei botymau a'i dewislenni, a labeli'r seddau.

lobby-title = { $icon } { $game } — bwrdd #{ NUMBER($table, useGrouping: 0) } (lobi)
lobby-rematch = 🔁 Gêm eto ar ôl bwrdd #{ NUMBER($table, useGrouping: 0) }
lobby-host = Gwesteiwr: <@{ $host }>
lobby-seats = **Seddau**
lobby-house-rules = **{ house-rules }**
lobby-rule = • { $rule }: **{ $value }**
lobby-standard-rules = Rheolau safonol (gweler `/rules`).
lobby-everything-else = Popeth arall: rheolau safonol (gweler `/rules`).
lobby-computers = **Cyfrifiaduron**: **{ $level }** ({ $blurb })
lobby-computers-plain = **Cyfrifiaduron**: **{ $level }**
# chwaraewr: dim treiglad ar ôl rhif (2 chwaraewr, 3 chwaraewr).
lobby-waiting = Yn aros am { $count } chwaraewr arall.
lobby-full = Mae pob sedd yn llawn: gall y gwesteiwr bwyso **{ button-start }**.
lobby-waiting-held = Yn aros am { $names } (sedd wedi'i chadw), neu gall y gwesteiwr bwyso **{ button-start }**.
lobby-footer = Mae { button-join } yn cymryd sedd wag; dewiswch sedd isod i gael un benodol. Mae cyfrifiaduron yn chwarae'r seddau gwag y mae'r gwesteiwr yn eu hychwanegu a'r troeon y daw eu hamser i ben; mae'r gwesteiwr yn dewis eu lefel isod.
lobby-choose-seat = Dewiswch eich sedd
lobby-seat-choice = Sedd { $seat } — { $who }
lobby-seat-choice-team = Sedd { $seat } · Tîm { $team } — { $who }
lobby-seat-free = rhydd
lobby-computers-choice = Cyfrifiaduron: { $level }

level-random-blurb = unrhyw symudiad dilys, ar hap
level-basic-blurb = rheolau call: yn cyfrif pwyntiau, byth yn curo partner
level-strong-blurb = yn chwilio'r delio y gallai ei sedd fod yn ei wynebu

## Seddau.

seat-empty = (gwag)
seat-computer = 🤖 { $name } ({ $level })
seat-held = ⏳ wedi'i chadw ar gyfer { $name }
seat-left = 🤖 { $name } (wedi gadael; cyfrifiadur ({ $level }) sy'n chwarae)
seat-away = { $name } (i ffwrdd; cyfrifiadur ({ $level }) sy'n chwarae)
seat-level-random = ar hap
seat-level-basic = sylfaenol
seat-level-strong = cryf
seat-computer-name = Cyfrifiadur { $number }
seat-line = `{ $seat }` { $marker } { $label }
seat-line-team = `{ $seat }` { $marker } { $label } — Tîm { $team }
seat-line-dealer = `{ $seat }` { $marker } { $label } *(deliwr)*
seat-line-team-dealer = `{ $seat }` { $marker } { $label } — Tîm { $team } *(deliwr)*

# The thread's notices of a lobby change (the table's language).
lobby-notice-level = Newidiodd { $host } *Cyfrifiaduron* i { $level }.
lobby-notice-rule = Newidiodd { $host } *{ $rule }* i { $value }.
lobby-notice-until-ended = nes i'r gwesteiwr orffen y bwrdd
# Llinellau'r edefyn am bobl yn gadael ac yn dod yn ôl (iaith y bwrdd).
lobby-notice-left-running = Mae { $name } wedi gadael: mae'r cyfrifiadur yn chwarae sedd { $seat } ({ $level }).
lobby-notice-back = Mae { $name } yn ôl ac yn chwarae sedd { $seat } eto.
lobby-notice-new-host = Mae { $name } wedi gadael y lobi: <@{ $user }> ({ $heir }, sedd { $seat }) yw'r gwesteiwr nawr.
lobby-close-everybody-left = Mae pawb wedi gadael: mae'r bwrdd wedi'i gau.
lobby-close-host-left = Mae { $name }, y gwesteiwr, wedi gadael a does neb arall yn eistedd: mae'r lobi wedi'i chau.
lobby-expired = ⌛ Caewyd y lobi hon ar ôl { $minutes ->
    [one] { NUMBER($minutes, useGrouping: 0) } munud
    [two] { NUMBER($minutes, useGrouping: 0) } funud
   *[other] { NUMBER($minutes, useGrouping: 0) } munud
} heb i'r gêm ddechrau.
lobby-the-host = Y gwesteiwr

# The channel's answer to /table create (the table's language).
table-opened = Agorodd { $host } fwrdd **{ $game }**: { $thread } — ymunwch yno!
table-opened-no-lock = (Alla i ddim cloi'r edefyn pan ddaw'r bwrdd i ben: does gen i ddim **Manage Threads**.)
