## Y daflen sgôr (bot/render/sheets.py, bot/render/sheet_columns.py): tabl lled sefydlog mewn
## bloc cod, felly mae pob pennawd colofn yn fyr; mae rhifau, llythrennau'r timau (A, B, C) a
## llythrennau'r siwtiau yn aros fel y maent.

sheet-title = Taflen sgôr { $game }
sheet-legend = { $team } = { $side }
sheet-sep = {", "}
# $hands: sawl llaw a chwaraewyd (llaw, benywaidd: 2 law).
sheet-standing-won = ar ôl { $hands ->
    [two] { NUMBER($hands, useGrouping: 0) } law
   *[other] { NUMBER($hands, useGrouping: 0) } llaw
}: { $totals } · { $winner } a enillodd
sheet-standing-in-play = ar ôl { $hands ->
    [two] { NUMBER($hands, useGrouping: 0) } law
   *[other] { NUMBER($hands, useGrouping: 0) } llaw
}: { $totals } · yn chwarae o hyd
sheet-standing-open = ar ôl { $hands ->
    [two] { NUMBER($hands, useGrouping: 0) } law
   *[other] { NUMBER($hands, useGrouping: 0) } llaw
}: { $totals } · dim diwedd i'r ornest (Tonk)

## Penawdau'r colofnau. $team: llythyren tîm (A).

sheet-col-hand = llaw
sheet-col-bids = cynigion
sheet-col-bidder = cynigydd
sheet-col-bid = cynnig
sheet-col-trump = trwmp
sheet-col-extras = ychwanegol
sheet-col-result = canlyniad
sheet-col-team-bids = cynigion { $team }
sheet-col-team-tricks = triciau { $team }
sheet-col-team-points = pwyntiau { $team }
sheet-col-team-bags = bagiau { $team }
sheet-col-team-total = cyfanswm { $team }
sheet-col-card-points = pwyntiau cardiau { $first }-{ $second }
sheet-col-ended = diwedd
sheet-col-by = gan
sheet-col-winner = enillydd
sheet-col-counts = cyfansymiau
sheet-col-awards = uchel isel dde chwith joker gêm

## Celloedd.

sheet-call-pass = p
sheet-all-pass = pawb yn pasio
sheet-redeal = delio eto
sheet-value-set = { $value } methu
sheet-made = llwyddo
sheet-set = methu
sheet-nil = nil
sheet-blind-nil = nil dall
sheet-single = unigol
sheet-doubled = dyblwyd
sheet-redoubled = ail-ddyblwyd
sheet-pair = Pâr { $team } → { $target }
sheet-ending-initial_tonk = tonc (wedi'i ddelio)
sheet-ending-tonk_out = tonc allan
sheet-ending-out = allan
sheet-ending-drop_won = gollwng a lwyddodd
sheet-ending-caught = wedi'i ddal
sheet-ending-stock_out = stoc yn sych
sheet-ending-draw = delio cyfartal
