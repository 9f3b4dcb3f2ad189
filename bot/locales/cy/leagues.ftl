## Cynghreiriau: y tabl, proffil, wyneb yn wyneb, stanciau Tonk, tymor newydd, a llinell y
## sgoriau gallu ar ddiwedd bwrdd. Daw'r rhifau wedi'u fformatio, ond y rhai sy'n dewis ffurf
## luosog (bwrdd: 2 fwrdd; llaw, benywaidd: 2 law; gornest, benywaidd: 2 ornest).

league-not-rated = Dim sgôr gallu: mae angen o leiaf { $min } o bobl ar fwrdd cynghrair.
league-rating-change = { $name } { $before } → { $after } ({ $delta })
league-ratings = 📈 Sgoriau gallu: { $changes }
league-closed = { $title } (wedi cau)

league-standings-title = { $icon } Cynghrair { $game } · tymor { $season }
league-standings-empty = Does gan neb sgôr gallu eto: gorffennwch fwrdd gydag o leiaf ddau o bobl.
league-standings-line = **{ $place }.** { $name } — **{ $rating }** · wedi chwarae { $played } · wedi ennill { $won }
league-standings-footer = Sgôr gallu: yr amcangyfrif gofalus (openskill), mae'n codi gyda'r gemau.
league-standings-footer-top = Y { $top } uchaf o { $count ->
   *[other] { NUMBER($count, useGrouping: 0) } chwaraewr
}. { league-standings-footer }
league-top-of = Y { $top } uchaf o { $count ->
   *[other] { NUMBER($count, useGrouping: 0) } chwaraewr
}.

league-profile-none = Dim byrddau â sgôr gallu y tymor hwn (tymor { $season }).
league-profile-line = **{ $game }**: sgôr gallu **{ $rating }**, #{ $place } o { $count } · wedi ennill { $won }, wedi colli { $lost }
league-profile-title = { $name } · tymor { $season }

league-stakes-title = { $icon } Stanciau Tonk · tymor { $season }
league-stakes-empty = Does dim bwrdd Tonk wedi gorffen y tymor hwn.
league-stakes-line = { $name }: **{ $net }** ({ $tables ->
    [two] { NUMBER($tables, useGrouping: 0) } fwrdd
   *[other] { NUMBER($tables, useGrouping: 0) } bwrdd
})
league-stakes-you = Chi, #{ $place } o { $count }: { $line }

## Ystadegau proffil, fesul gêm.

stats-rate = { $made } o { $tried } ({ $percent }%)
stats-field = { $game } · ystadegau
stats-head = { $tables ->
    [two] { NUMBER($tables, useGrouping: 0) } fwrdd
   *[other] { NUMBER($tables, useGrouping: 0) } bwrdd
}, { $finished } wedi gorffen · wedi ennill { $won } · { $hands ->
    [two] { NUMBER($hands, useGrouping: 0) } law
   *[other] { NUMBER($hands, useGrouping: 0) } llaw
}
stats-head-rate = { $tables ->
    [two] { NUMBER($tables, useGrouping: 0) } fwrdd
   *[other] { NUMBER($tables, useGrouping: 0) } bwrdd
}, { $finished } wedi gorffen · wedi ennill { $won } ({ $percent }%) · { $hands ->
    [two] { NUMBER($hands, useGrouping: 0) } law
   *[other] { NUMBER($hands, useGrouping: 0) } llaw
}
stats-spades = cynigion a lwyddodd { $made }, wedi methu { $set } · nil { $nil } · nil dall { $blind } · bagiau { $bags } ({ $per } y ornest)
stats-twentynine = cynigion a enillwyd { $won }, a lwyddodd { $made } · Parau a gyhoeddwyd { $pairs } · llaw unigol { $singles } · dyblu { $doubles }
stats-schmier = cynigion { $bids }, a enillwyd { $won }, a lwyddodd { $made } · pwyntiau a enillwyd { $points }
stats-tonk = toncau { $tonks } · mynd allan { $outs } · gollwng yn llwyddiannus { $drops }, wedi'i ddal { $caught } · dwylo a enillwyd { $hands } · stanc net **{ $net }**

## Wyneb yn wyneb.

h2h-together = gyda'ch gilydd { $count ->
    [two] { NUMBER($count, useGrouping: 0) } ornest
   *[other] { NUMBER($count, useGrouping: 0) } gornest
}, wedi ennill { $won }
h2h-against = yn erbyn eich gilydd { $count ->
    [two] { NUMBER($count, useGrouping: 0) } ornest
   *[other] { NUMBER($count, useGrouping: 0) } gornest
}: enilloch chi { $mine }, enillodd { $other } { $theirs }
h2h-line = **{ $game }**: { $parts }
h2h-none = Dim gornest wedi gorffen gyda'ch gilydd y tymor hwn (tymor { $season }).
h2h-title = { $you } a { $other } · tymor { $season }

## Atebion y gorchmynion /league.

league-no-season = Does dim tymor { $asked } eto: mae'r gweinydd hwn yn nhymor { $current }.
league-not-admin = Dim ond aelodau â **Manage Server** all ddechrau tymor newydd.
league-pick-someone-else = Dewiswch rywun arall: mae `/league player` yn dangos eich hanes eich hun.
league-new-season = Mae tymor { $closed } wedi cau; mae **tymor { $current }** yn dechrau nawr, pob sgôr gallu o'r newydd. Mae'r hen dabl yn aros: `/league standings season:{ $closed }`.
