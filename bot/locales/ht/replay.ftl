## Yon paj rejwe (bot/render/replays.py): yon imaj nan yon men ki fini, kat yo figi anlè, nan
## yon blòk kòd. Chif yo, lèt ekip yo (A, B) ak lèt koulè yo (S, H, D, C) rete jan yo ye.

replay-title-deal = Men { $hand }: bay kat la ({ $dealer } bay kat)
replay-title-bidding = Wonn òf la
replay-title-trick = Trik { $trick }: { $player } genyen
replay-title-turn = Tou { $turn }: { $player }
replay-title-result = Men { $hand }: rezilta a

## Yon jwe, apre non jwè a ("ana: jwe 10♥"): mo dosye jwèt la.

replay-play = jwe { $card }
replay-bid = òf { $bid }
replay-bid-blind = òf Nil avèg
replay-pass = pase
replay-trump = atou { $suit }
replay-trump-seventh = atou: setyèm kat la
replay-trump-none = san atou
replay-give = bay { $cards }
replay-discard = jete { $cards }
replay-discard-none = pa jete anyen
replay-spread = mete konbinezon { $cards }
replay-draw-stock = pran nan pil la
replay-draw-discard = pran kat jete a
replay-hit = ajoute { $card } sou konbinezon { $spread }
replay-look = gade kat li yo
replay-drop = kouche
replay-end = fini men an
replay-pair = deklare maryaj
replay-double = doub
replay-redouble = redoub
replay-single = jwe pou kont li
replay-reveal = mande atou a
replay-draws = { $count ->
    [0] pa pran anyen
   *[other] pran { $cards }
}
replay-draws-dealer = { $count ->
    [0] pa pran anyen
   *[other] pran { $cards }
}; moun ki bay kat la pran { $left ->
    [0] anyen
   *[other] { $rest }
}
replay-takes = pran { $card }

## Liy ki anba jwe yo.

replay-trick = trik: { $cards }
replay-label-scores = nòt
replay-label-stock = pil
replay-label-bids = òf yo
replay-label-contract = kontra
replay-label-trump = atou
replay-label-awards = pwen jiskaprezan
replay-label-game-values = valè jwèt
replay-label-tricks = trik
replay-label-counts = total
replay-label-discard = kat jete
replay-label-spreads = konbinezon
replay-label-bid-on = òf sou
replay-label-single = jwe pou kont li
replay-label-doubling = doub
replay-label-pair = maryaj
replay-label-points = pwen
replay-blind = Nil avèg
replay-award = { $award } { $team }
replay-none = okenn
replay-stock-size = { $count } kat
replay-empty = vid
replay-spread-of = { $number }: { $cards } ({ $player })
replay-spread-sep = {"; "}
replay-seat-cards = { $player } { $cards }
replay-contract-target = { $player } { $bid } (objektif { $target })
replay-single-hand = { $player } jwe pou kont li, san atou
replay-trump-no-trump = san atou (lòd kat yo ranvèse)
replay-trump-seventh-later = setyèm kat la, poko bay
replay-trump-not-chosen = poko chwazi
replay-trump-revealed = { $suit }, devwale nan tou { $player }
replay-trump-hidden = { $suit }, kache
replay-trump-seventh-revealed = { $suit } (setyèm kat la, { $card }), devwale nan tou { $player }
replay-trump-seventh-hidden = { $suit } (setyèm kat la, { $card }), kache
replay-doubled = doub pa { $player }
replay-redoubled = doub pa { $player }, redoub pa { $again }
