## Koulè kat yo ak ti fraz jwèt yo sou tab la (bot/render/cards.py).

suit-spades = ♠ pik
suit-hearts = ♥ kè
suit-diamonds = ♦ karo
suit-clubs = ♣ trèf
suit-hidden = kache
suit-no-trump = san atou

# Yon jwèt, apre non moun ki fè l.
action-played = jwe { $card }
action-bid-blind = òf Nil avèg
action-bid = òf { $bid }
action-bid-nil = òf Nil
action-trump-hidden = chwazi atou (kache)
action-trump-seventh = chwazi setyèm kat la kòm atou
action-trump-none = chwazi jwe san atou
action-trump-spades = chwazi atou ♠ pik
action-trump-hearts = chwazi atou ♥ kè
action-trump-diamonds = chwazi atou ♦ karo
action-trump-clubs = chwazi atou ♣ trèf
action-trump = chwazi atou { $suit }
action-gave = bay { $cards }
action-discarded = jete { $cards }
action-spread = poze { $cards }
action-gave-count = { $count ->
    [0] pa bay okenn kat
   *[other] bay { $count } kat
}
action-discarded-count = { $count ->
    [0] pa jete okenn kat
   *[other] jete { $count } kat
}
action-spread-count = { $count ->
    [0] pa poze okenn kat
   *[other] poze { $count } kat
}
action-gave-count-trumps = bay { $count } kat (atou { $cards })
action-discarded-count-trumps = jete { $count } kat (atou { $cards })
action-spread-count-trumps = poze { $count } kat (atou { $cards })
action-discarded-none = pa jete okenn kat
action-discarded-a-card = jete yon kat
action-hit = ajoute { $card } sou konbinezon { $spread }
action-drew-stock = pran nan pil la
action-drew-discard = pran kat jete a
action-pass = pase
action-look = gade kat li yo
action-drop = kouche kat yo
action-end = fini men an
action-pair = deklare maryaj
action-double = fè doub
action-redouble = fè redoub
action-single = deklare l ap jwe pou kont li
action-reveal = mande atou a
