## Neges gyhoeddus y bwrdd, ei diwedd a chrynodebau'r dwylo.

table-seat = Sedd { $seat }
table-team = Tîm { $team }
table-team-with = Tîm { $team } ({ $members })
table-team-members-sep = { " & " }
table-sep = { " · " }
table-card-of = { $player } { $card }
table-trick = **Tric** { $cards }
table-last-trick = **Y tric olaf** { $cards }
table-last-trick-won = **Y tric olaf** { $cards } → enillwyd gan **{ $winner }**
# Enw, yna'r symudiad (mae'r ferf gyntaf yn y symudiad ei hun).
table-move = { $player }: { $move }
table-latest = **Diweddaraf** { $moves }
table-turn-computer = 🤖 { $player } sy'n chwarae
table-turn-person = { $mention } ({ $player })
table-turn-sep = {", "}
table-turn = **Tro** ▶ { $who }
table-turn-until = **Tro** ▶ { $who } — daw'r amser i ben { $deadline }
table-title = { $icon } { $game } — bwrdd #{ $table } · llaw { $hand }
table-title-limit = { $icon } { $game } — bwrdd #{ $table } · llaw { $hand } o { $limit }
table-title-ended = { $icon } { $game } — bwrdd #{ $table } · wedi gorffen
table-footer = Dangos fy llaw: eich cardiau a'ch symudiadau, dim ond chi sy'n eu gweld. · cyflwr { $state }
table-footer-computers = Dangos fy llaw: eich cardiau a'ch symudiadau, dim ond chi sy'n eu gweld. Cyfrifiaduron: { $level }. · cyflwr { $state }
table-your-turn = { $mentions }, eich tro chi.
table-hand-over = **Mae llaw { $hand } ar ben.**
table-thread-name = Bwrdd { $game } #{ $table }

## Diwedd bwrdd.

table-final-over = Mae'r ornest ar ben.
table-result-over = 🏁 **Mae'r ornest ar ben.** { $tally }
table-result-wins = 🏆 **{ $winner } sy'n ennill!** Terfynol: { $tally }
table-side-score = { $side } { $score }

## Bwrdd na all Discord ei ddangos mwyach.

table-lost-thread = 🚫 Mae'r bwrdd **{ $game }** #{ $table } wedi'i ganslo, heb sgôr gallu: cafodd ei edefyn ei ddileu.
table-lost-access = 🚫 Mae'r bwrdd **{ $game }** #{ $table } wedi'i ganslo, heb sgôr gallu: ni all Cardroom bostio yn ei edefyn mwyach.
table-lost-locked = 🚫 Mae'r bwrdd **{ $game }** #{ $table } wedi'i ganslo, heb sgôr gallu: cafodd ei edefyn ei gloi.
table-lost-message = 🚫 Mae'r bwrdd **{ $game }** #{ $table } wedi'i ganslo, heb sgôr gallu: cafodd neges y bwrdd ei dileu ac ni ellid ei phostio eto.
table-lost-thread-unrated = 🚫 Mae'r bwrdd **{ $game }** #{ $table } wedi'i ganslo: cafodd ei edefyn ei ddileu.
table-lost-access-unrated = 🚫 Mae'r bwrdd **{ $game }** #{ $table } wedi'i ganslo: ni all Cardroom bostio yn ei edefyn mwyach.
table-lost-locked-unrated = 🚫 Mae'r bwrdd **{ $game }** #{ $table } wedi'i ganslo: cafodd ei edefyn ei gloi.
table-lost-message-unrated = 🚫 Mae'r bwrdd **{ $game }** #{ $table } wedi'i ganslo: cafodd neges y bwrdd ei dileu ac ni ellid ei phostio eto.
table-paused = ⚠️ Mae'r bwrdd hwn wedi'i oedi: methodd y gronfa ddata ac ni ellid cadw'r symudiad olaf. Daw'n ôl, fel yr oedd cyn y symudiad hwnnw, pan fydd y bot yn ailgychwyn.
table-archive-reason = Bwrdd Cardroom wedi gorffen
# The reason in the server's audit log when a table's thread is made.
table-thread-reason = Bwrdd Cardroom #{ $table }
table-thread-reason-rematch = Bwrdd Cardroom #{ $table } (ail ornest)
