## Mesaj lobi a, bouton li yo ak meni li yo, ak non plas yo.

lobby-title = { $icon } { $game } — tab #{ NUMBER($table, useGrouping: 0) } (lobi)
lobby-rematch = 🔁 Revanch tab #{ NUMBER($table, useGrouping: 0) }
lobby-host = Òganizatè: <@{ $host }>
lobby-seats = **Plas yo**
lobby-house-rules = **{ house-rules }**
lobby-rule = • { $rule }: **{ $value }**
lobby-standard-rules = Règ nòmal (gade `/rules`).
lobby-everything-else = Tout lòt bagay: règ nòmal (gade `/rules`).
lobby-computers = **Òdinatè**: **{ $level }** ({ $blurb })
lobby-computers-plain = **Òdinatè**: **{ $level }**
lobby-waiting = Ap tann { $count ->
   *[other] { $count } jwè ankò
}.
lobby-full = Tout plas yo pran: òganizatè a ka peze **{ button-start }**.
lobby-waiting-held = Ap tann { $names } (plas kenbe), oswa òganizatè a ka peze **{ button-start }**.
lobby-footer = { button-join } pran yon plas ki lib; chwazi yon plas anba a pou w pran sa w vle. Òdinatè jwe plas vid òganizatè a ajoute ak tou ki pa jwe anvan tan yo fini; òganizatè a chwazi nivo yo anba a.
lobby-choose-seat = Chwazi plas ou
lobby-seat-choice = Plas { $seat } — { $who }
lobby-seat-choice-team = Plas { $seat } · Ekip { $team } — { $who }
lobby-seat-free = lib
lobby-computers-choice = Òdinatè: { $level }

level-random-blurb = nenpòt kou ki legal, o aza
level-basic-blurb = règ ki gen sans: konte pwen, pa janm bat patnè li
level-strong-blurb = chèche tout men plas li ta ka genyen

## Plas yo.

seat-empty = (vid)
seat-computer = 🤖 { $name } ({ $level })
seat-held = ⏳ kenbe pou { $name }
seat-left = 🤖 { $name } (li kite; òdinatè ({ $level }) ap jwe)
seat-away = { $name } (li pa la; òdinatè ({ $level }) ap jwe)
seat-level-random = o aza
seat-level-basic = debaz
seat-level-strong = fò
seat-computer-name = Òdinatè { $number }
seat-line = `{ $seat }` { $marker } { $label }
seat-line-team = `{ $seat }` { $marker } { $label } — Ekip { $team }
seat-line-dealer = `{ $seat }` { $marker } { $label } *(moun ki bay kat la)*
seat-line-team-dealer = `{ $seat }` { $marker } { $label } — Ekip { $team } *(moun ki bay kat la)*

# The thread's notices of a lobby change (the table's language).
lobby-notice-level = { $host } chanje *Òdinatè* yo pou { $level }.
lobby-notice-rule = { $host } chanje *{ $rule }* pou { $value }.
lobby-notice-until-ended = jiskaske òganizatè a fèmen tab la
# Liy fil la sou moun ki kite ak moun ki tounen (lang tab la).
lobby-notice-left-running = { $name } kite: òdinatè a ap jwe plas { $seat } ({ $level }).
lobby-notice-back = { $name } tounen epi l ap jwe plas { $seat } ankò.
lobby-notice-new-host = { $name } kite lobi a: <@{ $user }> ({ $heir }, plas { $seat }) se òganizatè a kounye a.
lobby-close-everybody-left = Tout moun kite: tab la fèmen.
lobby-close-host-left = { $name }, òganizatè a, kite epi pa gen lòt moun ki chita: lobi a fèmen.
lobby-expired = ⌛ Lobi sa a fèmen apre { NUMBER($minutes, useGrouping: 0) } minit san jwèt la pa kòmanse.
lobby-the-host = Òganizatè a

# The channel's answer to /table create (the table's language).
table-opened = { $host } louvri yon tab **{ $game }**: { $thread } — vin jwe la!
table-opened-no-lock = (Mwen pa ka fèmen fil la lè tab la fini: mwen pa gen **Manage Threads**.)
