## Mesaj piblik tab la, fen li ak rezime men yo.

table-seat = Plas { $seat }
table-team = Ekip { $team }
table-team-with = Ekip { $team } ({ $members })
table-team-members-sep = { " & " }
table-sep = { " · " }
table-card-of = { $player } { $card }
table-trick = **Trik** { $cards }
table-last-trick = **Dènye trik la** { $cards }
table-last-trick-won = **Dènye trik la** { $cards } → **{ $winner }** genyen l
table-move = { $player } { $move }
table-latest = **Dènye jwèt yo** { $moves }
table-turn-computer = 🤖 { $player } ap jwe
table-turn-person = { $mention } ({ $player })
table-turn-sep = {", "}
table-turn = **Tou** ▶ { $who }
table-turn-until = **Tou** ▶ { $who } — tan an fini { $deadline }
table-title = { $icon } { $game } — tab #{ $table } · men { $hand }
table-title-limit = { $icon } { $game } — tab #{ $table } · men { $hand } sou { $limit }
table-title-ended = { $icon } { $game } — tab #{ $table } · fini
table-footer = Montre men mwen: kat ou yo ak jwèt ou yo, se ou sèl ki wè yo. · eta { $state }
table-footer-computers = Montre men mwen: kat ou yo ak jwèt ou yo, se ou sèl ki wè yo. Òdinatè: { $level }. · eta { $state }
table-your-turn = { $mentions }, se tou pa w.
table-hand-over = **Men { $hand } fini.**
table-thread-name = Tab { $game } #{ $table }

## Fen yon tab.

table-final-over = Pati a fini.
table-result-over = 🏁 **Pati a fini.** { $tally }
table-result-wins = 🏆 **{ $winner } genyen!** Rezilta final: { $tally }
table-side-score = { $side } { $score }

## Yon tab Discord pa ka montre ankò.

table-lost-thread = 🚫 Yo anile tab **{ $game }** #{ $table }, li pa konte pou nivo: yo efase fil diskisyon li.
table-lost-access = 🚫 Yo anile tab **{ $game }** #{ $table }, li pa konte pou nivo: Cardroom pa ka ekri nan fil diskisyon li ankò.
table-lost-locked = 🚫 Yo anile tab **{ $game }** #{ $table }, li pa konte pou nivo: yo fèmen fil diskisyon li.
table-lost-message = 🚫 Yo anile tab **{ $game }** #{ $table }, li pa konte pou nivo: yo efase mesaj tab la, epi li pa t ka parèt ankò.
table-lost-thread-unrated = 🚫 Yo anile tab **{ $game }** #{ $table }: yo efase fil diskisyon li.
table-lost-access-unrated = 🚫 Yo anile tab **{ $game }** #{ $table }: Cardroom pa ka ekri nan fil diskisyon li ankò.
table-lost-locked-unrated = 🚫 Yo anile tab **{ $game }** #{ $table }: yo fèmen fil diskisyon li.
table-lost-message-unrated = 🚫 Yo anile tab **{ $game }** #{ $table }: yo efase mesaj tab la, epi li pa t ka parèt ankò.
table-paused = ⚠️ Tab sa a an pòz: baz done a echwe epi nou pa t ka sove dènye mouvman an. L ap tounen, jan li te ye anvan mouvman sa a, lè bot la rekòmanse.
table-archive-reason = Tab Cardroom fini
# The reason in the server's audit log when a table's thread is made.
table-thread-reason = Tab Cardroom #{ $table }
table-thread-reason-rematch = Tab Cardroom #{ $table } (revanj)
