## Tudalen ailchwarae (bot/render/replays.py): un ffrâm o law orffenedig, wyneb i fyny, mewn
## bloc cod. Mae rhifau, llythrennau'r timau (A, B) a'r siwtiau (S, H, D, C) yn aros fel y maent.

replay-title-deal = Llaw { $hand }: y delio ({ $dealer } sy'n delio)
replay-title-bidding = Y cynnig
replay-title-trick = Tric { $trick }: { $player } sy'n ennill
replay-title-turn = Tro { $turn }: { $player }
replay-title-result = Llaw { $hand }: y canlyniad

## Symudiad, ar ôl enw'r chwaraewr ("alys: chwarae 10♥"): geiriau cofnod y gêm, fel berfenw.

replay-play = chwarae { $card }
replay-bid = cynnig { $bid }
replay-bid-blind = cynnig nil dall
replay-pass = pasio
replay-trump = trwmp { $suit }
replay-trump-seventh = trwmp y seithfed cerdyn
replay-trump-none = dim trwmp
replay-give = rhoi { $cards }
replay-discard = taflu { $cards }
replay-discard-none = taflu dim
replay-spread = taenu { $cards }
replay-draw-stock = tynnu o'r stoc
replay-draw-discard = cymryd o'r taflu
replay-hit = taro { $card } ar daeniad { $spread }
replay-look = edrych
replay-drop = gollwng
replay-end = gorffen y llaw
replay-pair = cyhoeddi Pâr
replay-double = dyblu
replay-redouble = ail-ddyblu
replay-single = llaw unigol
replay-reveal = gofyn am y trwmp
replay-draws = { $count ->
    [0] tynnu dim
   *[other] tynnu { $cards }
}
replay-draws-dealer = { $count ->
    [0] tynnu dim
   *[other] tynnu { $cards }
}; mae'r deliwr yn codi { $left ->
    [0] dim
   *[other] { $rest }
}
replay-takes = cymryd { $card }

## Y llinellau o dan y symudiadau.

replay-trick = tric: { $cards }
replay-label-scores = sgorau
replay-label-stock = stoc
replay-label-bids = cynigion
replay-label-contract = contract
replay-label-trump = trwmp
replay-label-awards = pwyntiau hyd yma
replay-label-game-values = gwerthoedd gêm
replay-label-tricks = triciau
replay-label-counts = cyfansymiau
replay-label-discard = pentwr taflu
replay-label-spreads = taeniadau
replay-label-bid-on = cynnig ar
replay-label-single = llaw unigol
replay-label-doubling = dyblu
replay-label-pair = Pâr
replay-label-points = pwyntiau
replay-blind = dall
replay-award = { $award } { $team }
replay-none = dim
# $count: y cardiau yn y stoc (cerdyn, gwrywaidd: 2 gerdyn, 3 cherdyn, 6 cherdyn).
replay-stock-size = { $count ->
    [two] { $count } gerdyn
    [few] { $count } cherdyn
    [many] { $count } cherdyn
   *[other] { $count } cerdyn
}
replay-empty = gwag
replay-spread-of = { $number }: { $cards } ({ $player })
replay-spread-sep = {"; "}
replay-seat-cards = { $player } { $cards }
replay-contract-target = { $player } { $bid } (targed { $target })
replay-single-hand = { $player } yn chwarae ar ei ben ei hun, dim trwmp
replay-trump-no-trump = dim trwmp (y rhengoedd o chwith)
replay-trump-seventh-later = y seithfed cerdyn, heb ei ddelio eto
replay-trump-not-chosen = heb ei ddewis eto
replay-trump-revealed = { $suit }, wedi'i ddatgan gan { $player }
replay-trump-hidden = { $suit }, cudd
replay-trump-seventh-revealed = { $suit } (y seithfed cerdyn, { $card }), wedi'i ddatgan gan { $player }
replay-trump-seventh-hidden = { $suit } (y seithfed cerdyn, { $card }), cudd
replay-doubled = dyblwyd gan { $player }
replay-redoubled = dyblwyd gan { $player }, ail-ddyblwyd gan { $again }
