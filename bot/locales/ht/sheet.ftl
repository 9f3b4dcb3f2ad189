## Fèy nòt la (bot/render/sheets.py, bot/render/sheet_columns.py): yon tablo ak lajè fiks nan
## yon blòk kòd, kidonk tit chak kolòn kout; chif yo, lèt ekip yo (A, B, C) ak lèt koulè yo
## rete jan yo ye.

sheet-title = Fèy nòt { $game }
sheet-legend = { $team } = { $side }
sheet-sep = {", "}
sheet-standing-won = apre { NUMBER($hands, useGrouping: 0) } men: { $totals } · { $winner } genyen
sheet-standing-in-play = apre { NUMBER($hands, useGrouping: 0) } men: { $totals } · y ap jwe toujou
sheet-standing-open = apre { NUMBER($hands, useGrouping: 0) } men: { $totals } · pati a pa gen fen (Tonk)

## Tit kolòn yo. $team: lèt yon ekip (A).

sheet-col-hand = men
sheet-col-bids = òf yo
sheet-col-bidder = jwè òf la
sheet-col-bid = òf
sheet-col-trump = atou
sheet-col-extras = siplemantè
sheet-col-result = rezilta
sheet-col-team-bids = òf { $team }
sheet-col-team-tricks = trik { $team }
sheet-col-team-points = pwen { $team }
sheet-col-team-bags = sak { $team }
sheet-col-team-total = total { $team }
sheet-col-card-points = pwen kat { $first }-{ $second }
sheet-col-ended = fen
sheet-col-by = pa
sheet-col-winner = gayan
sheet-col-counts = total yo
sheet-col-awards = wo ba dwat gòch jokè jwèt

## Selil yo.

sheet-call-pass = p
sheet-all-pass = tout pase
sheet-redeal = bay kat ankò
sheet-value-set = { $value } echwe
sheet-made = reyisi
sheet-set = echwe
sheet-nil = Nil
sheet-blind-nil = Nil avèg
sheet-single = pou kont li
sheet-doubled = doub
sheet-redoubled = redoub
sheet-pair = maryaj { $team } → { $target }
sheet-ending-initial_tonk = tonk depa
sheet-ending-tonk_out = soti ak tonk
sheet-ending-out = soti
sheet-ending-drop_won = kouche reyisi
sheet-ending-caught = yo kenbe l
sheet-ending-stock_out = pil la fini
sheet-ending-draw = egalite
