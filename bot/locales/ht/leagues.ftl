## Lig yo: klasman an, yon pwofil, youn kont lòt, miz Tonk yo, yon nouvo sezon, ak liy nivo yo
## lè yon tab fini. Chif yo vini deja fòmate, eksepte sa ki chwazi fòm pliryèl la.

league-not-rated = Pa gen nivo: yon tab lig bezwen omwen { $min } moun.
league-rating-change = { $name } { $before } → { $after } ({ $delta })
league-ratings = 📈 Nivo: { $changes }
league-closed = { $title } (fèmen)

league-standings-title = { $icon } Lig { $game } · sezon { $season }
league-standings-empty = Poko gen pèsonn ki gen nivo: fini yon tab ak omwen de moun.
league-standings-line = **{ $place }.** { $name } — **{ $rating }** · jwe { $played } · genyen { $won }
league-standings-footer = Nivo: estimasyon prudan an (openskill), li grandi ak jwèt yo.
league-standings-footer-top = { $top } pi wo yo sou { $count ->
   *[other] { NUMBER($count, useGrouping: 0) } jwè
}. { league-standings-footer }
league-top-of = { $top } pi wo yo sou { $count ->
   *[other] { NUMBER($count, useGrouping: 0) } jwè
}.

league-profile-none = Pa gen tab ak nivo sezon sa a (sezon { $season }).
league-profile-line = **{ $game }**: nivo **{ $rating }**, #{ $place } sou { $count } · genyen { $won }, pèdi { $lost }
league-profile-title = { $name } · sezon { $season }

league-stakes-title = { $icon } Miz Tonk · sezon { $season }
league-stakes-empty = Pa gen tab Tonk ki fini sezon sa a.
league-stakes-line = { $name }: **{ $net }** ({ $tables ->
   *[other] { NUMBER($tables, useGrouping: 0) } tab
})
league-stakes-you = Ou menm, #{ $place } sou { $count }: { $line }

## Estatistik pwofil la, pou chak jwèt.

stats-rate = { $made } sou { $tried } ({ $percent }%)
stats-field = { $game } · estatistik
stats-head = { $tables ->
   *[other] { NUMBER($tables, useGrouping: 0) } tab
}, { $finished } fini · genyen { $won } · { $hands ->
   *[other] { NUMBER($hands, useGrouping: 0) } men
}
stats-head-rate = { $tables ->
   *[other] { NUMBER($tables, useGrouping: 0) } tab
}, { $finished } fini · genyen { $won } ({ $percent }%) · { $hands ->
   *[other] { NUMBER($hands, useGrouping: 0) } men
}
stats-spades = òf reyisi { $made }, echwe { $set } · Nil { $nil } · Nil avèg { $blind } · sak { $bags } ({ $per } pa pati)
stats-twentynine = òf genyen { $won }, reyisi { $made } · maryaj deklare { $pairs } · jwe pou kont li { $singles } · doub { $doubles }
stats-schmier = òf { $bids }, genyen { $won }, reyisi { $made } · pwen genyen { $points }
stats-tonk = tonk { $tonks } · soti { $outs } · kouche ki reyisi { $drops }, yo kenbe l { $caught } · men genyen { $hands } · miz nèt **{ $net }**

## Youn kont lòt.

h2h-together = ansanm { $count ->
   *[other] { NUMBER($count, useGrouping: 0) } pati
}, genyen { $won }
h2h-against = youn kont lòt { $count ->
   *[other] { NUMBER($count, useGrouping: 0) } pati
}: ou genyen { $mine }, { $other } genyen { $theirs }
h2h-line = **{ $game }**: { $parts }
h2h-none = Pa gen pati ansanm ki fini sezon sa a (sezon { $season }).
h2h-title = { $you } ak { $other } · sezon { $season }

## Repons kòmand /league yo.

league-no-season = Poko gen sezon { $asked }: sèvè sa a nan sezon { $current }.
league-not-admin = Se sèlman manm ki gen **Manage Server** ki ka kòmanse yon nouvo sezon.
league-pick-someone-else = Chwazi yon lòt moun: `/league player` montre pwòp rezilta pa w.
league-new-season = Sezon { $closed } fèmen; **sezon { $current }** kòmanse kounye a, chak nivo rekòmanse a zewo. Ansyen klasman an rete: `/league standings season:{ $closed }`.
