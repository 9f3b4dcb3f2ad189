## Wynebau'r gemau: sgoriau, cyflwr, crynodebau, llinellau'r llaw a labeli'r rheolyddion.

face-seat-bid = { $player } { $bid }
face-bid-pass = pasio
face-bids = **Cynigion** { $bids }
face-seat-count = { $player } { $count }
face-side-score = { $side }: **{ $score }**
face-side-points = { $side } { $points }
face-playing-to = { $scores } — chwarae hyd at { $target }
face-your-cards = **Eich cardiau** ({ $count }): { $cards }
face-no-cards = (dim)
face-choose-bid = Dewiswch eich cynnig

## Labeli rheolyddion y llaw.

label-bid = Cynnig { $bid }
label-blind-nil = Nil dall
label-nil = Nil
label-trump-spades = ♠ Rhawiau
label-trump-hearts = ♥ Calonnau
label-trump-diamonds = ♦ Diemwntau
label-trump-clubs = ♣ Clybiau
label-seventh = Y seithfed cerdyn
label-no-trump = Dim trwmp (7 uchel, J isel)
label-draw-stock = Tynnu o'r stoc
label-take-discard = Cymryd o'r taflu
label-take-discard-card = Cymryd o'r taflu { $card }
label-hit = Taro { $card } ar daeniad { $spread }
label-discard-nothing = Taflu dim
label-discard = Taflu { $cards }
label-spread = Taenu { $cards }
label-give = Rhoi { $cards }
label-pass = Pasio
label-look = Edrych ar fy nghardiau
label-reveal = Gofyn am y trwmp
label-pair = Cyhoeddi Pâr
label-double = Dyblu
label-redouble = Ail-ddyblu
label-single = Llaw unigol
label-drop = Gollwng
label-end = Gorffen y llaw

## Naw ar Hugain.

face-29-scores = { $scores } — pwyntiau gêm, mae ±{ $target } yn gorffen yr ornest
face-29-contract = **Contract** { $player } { $bid }{ $target }{ $doubled }
face-29-target-now = { " " }(targed nawr { $target } ar ôl y Pâr)
face-29-doubled = { " · " }wedi dyblu ×{ $mult }
face-29-redoubled = { " · " }wedi ail-ddyblu ×{ $mult }
face-29-single = **Llaw unigol**: { $player } (dim trwmp)
face-29-no-trump = **Dim trwmp**: mae'r rhengoedd o chwith (7 uchel … J isel)
face-29-trump-hidden = **Trwmp** cudd — dim ond { $player } sy'n ei wybod
face-29-trump-hidden-down = **Trwmp** cudd — dim ond { $player } sy'n ei wybod ({ $back }mae cerdyn wyneb i waered)
face-29-trump = **Trwmp** { $suit }{ $by }{ $card }
face-29-revealed-by = { " " }(datgelwyd ar dro { $player })
face-29-card-was = , y cerdyn wyneb i waered oedd { $card }
face-29-pair-by = **Pâr** — { $player } a'i cyhoeddodd
face-29-card-points = **Pwyntiau cardiau** { $points } (tric { $trick } o 8)
face-29-redeal = Cafodd y delio ei daflu i mewn; mae'r un cyfansymiau'n sefyll.
face-29-trump-was = trwmp { $suit }
# $points: pwynt, gwrywaidd (2 bwynt, 3 phwynt, 6 phwynt).
face-29-made = Cynigiodd { $player } { $bid } (targed { $target }, { $trump }); cymerodd { $side } { $points ->
    [zero] { $points } pwynt cardiau
    [one] { $points } pwynt cardiau
    [two] { $points } bwynt cardiau
    [few] { $points } phwynt cardiau
    [many] { $points } phwynt cardiau
   *[other] { $points } pwynt cardiau
} a **llwyddodd**.
face-29-fell-short = Cynigiodd { $player } { $bid } (targed { $target }, { $trump }); cymerodd { $side } { $points ->
    [zero] { $points } pwynt cardiau
    [one] { $points } pwynt cardiau
    [two] { $points } bwynt cardiau
    [few] { $points } phwynt cardiau
    [many] { $points } phwynt cardiau
   *[other] { $points } pwynt cardiau
} a **methodd**.
face-29-game-points = Pwyntiau gêm: { $scores }
face-29-your-trump = Trwmp (eich cyfrinach): **{ $suit }**
face-29-your-trump-card = Cerdyn trwmp wyneb i waered: { $card }

## Schmier.

face-schmier-contract = **Contract** { $player } { $bid }
face-schmier-contract-trump = **Contract** { $player } { $bid } · **Trwmp** { $suit }
face-schmier-discarded = **Wedi taflu** { $done } (stoc { $stock })
face-schmier-dealer-trumps = Trwmpiau a daflodd y deliwr: { $cards }
face-schmier-award = { $award } → { $side }
face-schmier-award-high = Trwmp uchel
face-schmier-award-low = Trwmp isel
face-schmier-award-right = Bauer Dde
face-schmier-award-left = Bauer Chwith
face-schmier-award-joker = Joker
face-schmier-award-game = Gêm
face-schmier-nobody = neb
face-schmier-so-far = **Pwyntiau hyd yma** { $points }
face-schmier-redeal = Pasiodd pawb: mae'r un deliwr yn delio eto.
face-schmier-bid = Cynigiodd { $player } { $bid }, trwmp { $suit }. { $awards }
face-schmier-hand = Rownd: { $hand } — cyfansymiau { $totals }
face-schmier-you-discarded = Fe daflsoch chi: { $cards }
face-schmier-you-drew = Fe dynnoch chi: { $cards }
face-schmier-discard-exactly = { $count ->
    [zero] Taflwch { $count } cerdyn.
    [one] Taflwch { $count } cerdyn.
    [two] Taflwch { $count } gerdyn.
    [few] Taflwch { $count } cherdyn.
    [many] Taflwch { $count } cherdyn.
   *[other] Taflwch { $count } cerdyn.
}
face-schmier-discard-range = { $count ->
    [zero] Taflwch { $low }–{ $count } cerdyn.
    [one] Taflwch { $low }–{ $count } cerdyn.
    [two] Taflwch { $low }–{ $count } gerdyn.
    [few] Taflwch { $low }–{ $count } cherdyn.
    [many] Taflwch { $low }–{ $count } cherdyn.
   *[other] Taflwch { $low }–{ $count } cerdyn.
}
face-schmier-discard-up-to = { $count ->
    [zero] Taflwch hyd at { $count } cerdyn.
    [one] Taflwch hyd at { $count } cerdyn.
    [two] Taflwch hyd at { $count } gerdyn.
    [few] Taflwch hyd at { $count } cherdyn.
    [many] Taflwch hyd at { $count } cherdyn.
   *[other] Taflwch hyd at { $count } cerdyn.
}
face-schmier-discard-exactly-must = { $count ->
    [zero] Taflwch { $count } cerdyn; rhaid i'r rhain fynd: { $cards }.
    [one] Taflwch { $count } cerdyn; rhaid i'r rhain fynd: { $cards }.
    [two] Taflwch { $count } gerdyn; rhaid i'r rhain fynd: { $cards }.
    [few] Taflwch { $count } cherdyn; rhaid i'r rhain fynd: { $cards }.
    [many] Taflwch { $count } cherdyn; rhaid i'r rhain fynd: { $cards }.
   *[other] Taflwch { $count } cerdyn; rhaid i'r rhain fynd: { $cards }.
}
face-schmier-discard-range-must = { $count ->
    [zero] Taflwch { $low }–{ $count } cerdyn; rhaid i'r rhain fynd: { $cards }.
    [one] Taflwch { $low }–{ $count } cerdyn; rhaid i'r rhain fynd: { $cards }.
    [two] Taflwch { $low }–{ $count } gerdyn; rhaid i'r rhain fynd: { $cards }.
    [few] Taflwch { $low }–{ $count } cherdyn; rhaid i'r rhain fynd: { $cards }.
    [many] Taflwch { $low }–{ $count } cherdyn; rhaid i'r rhain fynd: { $cards }.
   *[other] Taflwch { $low }–{ $count } cerdyn; rhaid i'r rhain fynd: { $cards }.
}
face-schmier-discard-up-to-must = { $count ->
    [zero] Taflwch hyd at { $count } cerdyn; rhaid i'r rhain fynd: { $cards }.
    [one] Taflwch hyd at { $count } cerdyn; rhaid i'r rhain fynd: { $cards }.
    [two] Taflwch hyd at { $count } gerdyn; rhaid i'r rhain fynd: { $cards }.
    [few] Taflwch hyd at { $count } cherdyn; rhaid i'r rhain fynd: { $cards }.
    [many] Taflwch hyd at { $count } cherdyn; rhaid i'r rhain fynd: { $cards }.
   *[other] Taflwch hyd at { $count } cerdyn; rhaid i'r rhain fynd: { $cards }.
}

## Rhawiau.

face-spades-nil = nil
face-spades-blind-nil = nil dall
# $bags: bag, gwrywaidd (2 fag).
face-spades-score = { $side }: **{ $score }** ({ $bags ->
    [zero] { $bags } bag
    [one] { $bags } bag
    [two] { $bags } fag
   *[other] { $bags } bag
})
face-spades-contracts = **Contractau** { $contracts }  |  **Triciau** { $tricks }
face-spades-exchange = **Cyfnewid nil dall**: { $giver } → { $receiver }, { $count ->
    [zero] { $count } cerdyn
    [one] { $count } cerdyn
    [two] { $count } gerdyn
    [few] { $count } cherdyn
    [many] { $count } cherdyn
   *[other] { $count } cerdyn
}
face-spades-broken = Mae'r rhawiau wedi'u torri.
face-spades-not-broken = Nid yw'r rhawiau wedi'u torri.
face-spades-players-sep = {", "}
face-spades-bid-took = { $player } — cynnig { $bid }, triciau { $tricks }
face-spades-summary = { $side }: { $players } → **{ $delta }** (cyfanswm { $total }, { $bags ->
    [zero] { $bags } bag
    [one] { $bags } bag
    [two] { $bags } fag
   *[other] { $bags } bag
})
face-spades-unlooked = Nid ydych wedi edrych ar eich cardiau.
face-spades-unlooked-look = Nid ydych wedi edrych ar eich cardiau: **Edrych ar fy nghardiau** i'w gweld.
face-spades-blind-nil-button = Dim ond cyn edrych y mae **Nil dall** yn bosibl.
face-spades-blind-nil-before = Dim ond cyn edrych y mae nil dall yn bosibl.
face-spades-you-give = { $count ->
    [zero] Cyfnewid nil dall: rydych chi'n rhoi { $count } cerdyn.
    [one] Cyfnewid nil dall: rydych chi'n rhoi { $count } cerdyn.
    [two] Cyfnewid nil dall: rydych chi'n rhoi { $count } gerdyn.
    [few] Cyfnewid nil dall: rydych chi'n rhoi { $count } cherdyn.
    [many] Cyfnewid nil dall: rydych chi'n rhoi { $count } cherdyn.
   *[other] Cyfnewid nil dall: rydych chi'n rhoi { $count } cerdyn.
}
face-spades-you-receive = { $count ->
    [zero] Cyfnewid nil dall: rydych chi'n derbyn { $count } cerdyn.
    [one] Cyfnewid nil dall: rydych chi'n derbyn { $count } cerdyn.
    [two] Cyfnewid nil dall: rydych chi'n derbyn { $count } gerdyn.
    [few] Cyfnewid nil dall: rydych chi'n derbyn { $count } cherdyn.
    [many] Cyfnewid nil dall: rydych chi'n derbyn { $count } cherdyn.
   *[other] Cyfnewid nil dall: rydych chi'n derbyn { $count } cerdyn.
}
face-spades-bid-blind = Cynnig heb edrych

## Tonk.

face-tonk-stake = { $player } **{ $score }**
face-tonk-scores = Stanc a enillwyd/a gollwyd: { $scores } (stanc { $stake })
face-tonk-state = **Stoc** { $stock } · **Pentwr taflu** { $discard } · **Cardiau mewn llaw** { $held }
face-tonk-empty = (gwag)
face-tonk-spread-of = `{ $number }` { $cards } ({ $player })
face-tonk-spread = `{ $number }` { $cards }
face-tonk-spreads = **Taeniadau** { $spreads }
face-tonk-or = { " neu " }
face-tonk-ended-initial-tonk = Daeth y llaw i ben gyda thonc cychwynnol ({ $totals } wedi'u delio).
face-tonk-ended-tonk-out = Daeth y llaw i ben gyda thonc: allan heb daflu.
face-tonk-ended-out = Daeth y llaw i ben wrth i chwaraewr fynd allan.
face-tonk-ended-drop-won = Daeth y llaw i ben gyda gollwng a lwyddodd.
face-tonk-ended-caught = Daeth y llaw i ben gyda gollwng a gafodd ei ddal.
face-tonk-ended-stock-out = Daeth y llaw i ben wrth i'r stoc redeg yn sych.
face-tonk-ended-draw = Daeth y llaw i ben yn gyfartal (dau donc cychwynnol).
face-tonk-ended-other = Daeth y llaw i ben: { $ending }.
face-tonk-draw-redeal = Cafodd dau chwaraewr donc wrth ddelio: gêm gyfartal, does neb yn talu, y chwaraewr nesaf sy'n delio.
face-tonk-counts = Cyfansymiau: { $counts }
face-tonk-paid = Taliadau: { $paid }
# $hands: llaw, benywaidd (2 law; tair llaw).
face-tonk-result = 🏁 **Mae'r bwrdd ar ben** ar ôl { $hands ->
    [zero] { $hands } llaw
    [one] { $hands } llaw
    [two] { $hands } law
   *[other] { $hands } llaw
}. Stanciau (×{ $stake }): { $ledger }
face-tonk-lobby-hands = • Dwylo: **{ $hands }**
face-tonk-lobby-hands-open = • Dwylo: **nes i'r gwesteiwr orffen y bwrdd**
face-tonk-lobby-stake = • Stanc: **1**
face-tonk-your-count = Eich cyfanswm: **{ $count }**
