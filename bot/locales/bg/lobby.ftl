## Съобщението на лобито, бутоните и менютата му, и надписите на местата.

lobby-title = { $icon } { $game } — маса #{ NUMBER($table, useGrouping: 0) } (лоби)
lobby-rematch = 🔁 Реванш на маса #{ NUMBER($table, useGrouping: 0) }
lobby-host = Домакин: <@{ $host }>
lobby-seats = **Места**
lobby-house-rules = **{ house-rules }**
lobby-rule = • { $rule }: **{ $value }**
lobby-standard-rules = Стандартни правила (вижте `/rules`).
lobby-everything-else = Всичко останало: стандартни правила (вижте `/rules`).
lobby-computers = **Компютри**: **{ $level }** ({ $blurb })
lobby-computers-plain = **Компютри**: **{ $level }**
lobby-waiting = Чака се { $count ->
    [one] още { $count } играч
   *[other] още { $count } играчи
}.
lobby-full = Всички места са заети: домакинът може да натисне **{ button-start }**.
lobby-waiting-held = Чакат се { $names } (запазено място), или домакинът може да натисне **{ button-start }**.
lobby-footer = „{ button-join }“ заема свободно място; изберете място по-долу, за да изберете точно кое. Компютрите играят празните места, които домакинът добави, и ходовете, чието време изтече; домакинът избира нивото им по-долу.
lobby-choose-seat = Изберете място
lobby-seat-choice = Място { $seat } — { $who }
lobby-seat-choice-team = Място { $seat } · Отбор { $team } — { $who }
lobby-seat-free = свободно
lobby-computers-choice = Компютри: { $level }

level-random-blurb = произволен позволен ход
level-basic-blurb = разумни правила: брои точките, никога не надвива партньора
level-strong-blurb = претърсва раздаванията, пред които може да е мястото му

## Места.

seat-empty = (празно)
seat-computer = 🤖 { $name } ({ $level })
seat-held = ⏳ запазено за { $name }
seat-left = 🤖 { $name } (напусна; играе компютър ({ $level }))
seat-away = { $name } (отсъства; играе компютър ({ $level }))
seat-level-random = случаен
seat-level-basic = основен
seat-level-strong = силен
seat-computer-name = Компютър { $number }
seat-line = `{ $seat }` { $marker } { $label }
seat-line-team = `{ $seat }` { $marker } { $label } — Отбор { $team }
seat-line-dealer = `{ $seat }` { $marker } { $label } *(дилър)*
seat-line-team-dealer = `{ $seat }` { $marker } { $label } — Отбор { $team } *(дилър)*

# The thread's notices of a lobby change (the table's language).
lobby-notice-level = { $host } промени *Компютри* на { $level }.
lobby-notice-rule = { $host } промени *{ $rule }* на { $value }.
lobby-notice-until-ended = докато домакинът не закрие масата
# Редовете в нишката за хора, които напускат и се връщат (на езика на масата).
lobby-notice-left-running = { $name } напусна: компютърът играе на място { $seat } ({ $level }).
lobby-notice-back = { $name } се върна и отново играе на място { $seat }.
lobby-notice-new-host = { $name } напусна лобито: <@{ $user }> ({ $heir }, място { $seat }) вече е домакин.
lobby-close-everybody-left = Всички напуснаха: масата е закрита.
lobby-close-host-left = { $name }, домакинът, напусна и никой друг не седи на масата: лобито е закрито.
lobby-expired = ⌛ Това лоби беше закрито след { $minutes ->
    [one] { NUMBER($minutes, useGrouping: 0) } минута
   *[other] { NUMBER($minutes, useGrouping: 0) } минути
} без начало на играта.
lobby-the-host = Домакинът

# The channel's answer to /table create (the table's language).
table-opened = { $host } отвори маса за **{ $game }**: { $thread } — присъединете се там!
table-opened-no-lock = (Не мога да заключа нишката, когато масата приключи: нямам **Manage Threads**.)
