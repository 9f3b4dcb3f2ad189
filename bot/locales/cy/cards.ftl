## Siwtiau a symudiadau byr y bwrdd (bot/render/cards.py).

suit-spades = ♠ rhawiau
suit-hearts = ♥ calonnau
suit-diamonds = ♦ diemwntau
suit-clubs = ♣ clybiau
suit-hidden = cudd
suit-no-trump = dim trwmp

# Symudiad, ar ôl enw'r chwaraewr ("alys: chwaraeodd 10♥"). $card: cerdyn.
action-played = chwaraeodd { $card }
action-bid-blind = cynigiodd nil dall
action-bid = cynigiodd { $bid }
action-bid-nil = cynigiodd nil
action-trump-hidden = dewisodd drwmp (cudd)
action-trump-seventh = dewisodd y seithfed cerdyn yn drwmp
action-trump-none = dewisodd chwarae heb drwmp
action-trump-spades = dewisodd drwmp ♠ rhawiau
action-trump-hearts = dewisodd drwmp ♥ calonnau
action-trump-diamonds = dewisodd drwmp ♦ diemwntau
action-trump-clubs = dewisodd drwmp ♣ clybiau
action-trump = dewisodd drwmp { $suit }
action-gave = rhoddodd { $cards }
action-discarded = taflodd { $cards }
action-spread = taenodd { $cards }
# $count: sawl cerdyn (cerdyn, gwrywaidd: 2 gerdyn, 3 cherdyn, 6 cherdyn).
action-gave-count = { $count ->
    [0] ni roddodd yr un cerdyn
    [zero] rhoddodd { $count } cerdyn
    [one] rhoddodd { $count } cerdyn
    [two] rhoddodd { $count } gerdyn
    [few] rhoddodd { $count } cherdyn
    [many] rhoddodd { $count } cherdyn
   *[other] rhoddodd { $count } cerdyn
}
action-discarded-count = { $count ->
    [0] ni thaflodd yr un cerdyn
    [zero] taflodd { $count } cerdyn
    [one] taflodd { $count } cerdyn
    [two] taflodd { $count } gerdyn
    [few] taflodd { $count } cherdyn
    [many] taflodd { $count } cherdyn
   *[other] taflodd { $count } cerdyn
}
action-spread-count = { $count ->
    [0] ni thaenodd yr un cerdyn
    [zero] taenodd { $count } cerdyn
    [one] taenodd { $count } cerdyn
    [two] taenodd { $count } gerdyn
    [few] taenodd { $count } cherdyn
    [many] taenodd { $count } cherdyn
   *[other] taenodd { $count } cerdyn
}
action-gave-count-trumps = { $count ->
    [zero] rhoddodd { $count } cerdyn (trwmpiau { $cards })
    [one] rhoddodd { $count } cerdyn (trwmpiau { $cards })
    [two] rhoddodd { $count } gerdyn (trwmpiau { $cards })
    [few] rhoddodd { $count } cherdyn (trwmpiau { $cards })
    [many] rhoddodd { $count } cherdyn (trwmpiau { $cards })
   *[other] rhoddodd { $count } cerdyn (trwmpiau { $cards })
}
action-discarded-count-trumps = { $count ->
    [zero] taflodd { $count } cerdyn (trwmpiau { $cards })
    [one] taflodd { $count } cerdyn (trwmpiau { $cards })
    [two] taflodd { $count } gerdyn (trwmpiau { $cards })
    [few] taflodd { $count } cherdyn (trwmpiau { $cards })
    [many] taflodd { $count } cherdyn (trwmpiau { $cards })
   *[other] taflodd { $count } cerdyn (trwmpiau { $cards })
}
action-spread-count-trumps = { $count ->
    [zero] taenodd { $count } cerdyn (trwmpiau { $cards })
    [one] taenodd { $count } cerdyn (trwmpiau { $cards })
    [two] taenodd { $count } gerdyn (trwmpiau { $cards })
    [few] taenodd { $count } cherdyn (trwmpiau { $cards })
    [many] taenodd { $count } cherdyn (trwmpiau { $cards })
   *[other] taenodd { $count } cerdyn (trwmpiau { $cards })
}
action-discarded-none = ni thaflodd yr un cerdyn
action-discarded-a-card = taflodd gerdyn
action-hit = tarodd { $card } ar daeniad { $spread }
action-drew-stock = tynnodd o'r stoc
action-drew-discard = cymerodd o'r taflu
action-pass = pasiodd
action-look = edrychodd
action-drop = gollyngodd
action-end = gorffennodd y llaw
action-pair = cyhoeddodd y Pâr
action-double = dyblodd
action-redouble = ail-ddyblodd
action-single = cyhoeddodd law unigol
action-reveal = gofynnodd am y trwmp
