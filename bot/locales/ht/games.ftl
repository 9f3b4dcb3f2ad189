## Figi jwèt yo: nòt, eta, rezime, liy men an ak bouton li yo.

face-seat-bid = { $player } { $bid }
face-bid-pass = pase
face-bids = **Òf yo** { $bids }
face-seat-count = { $player } { $count }
face-side-score = { $side }: **{ $score }**
face-side-points = { $side } { $points }
face-playing-to = { $scores } — jwe jiska { $target }
face-your-cards = **Kat ou yo** ({ $count }): { $cards }
face-no-cards = (okenn)
face-choose-bid = Chwazi òf ou

## Bouton men an.

label-bid = Òf { $bid }
label-blind-nil = Nil avèg
label-nil = Nil
label-trump-spades = ♠ Pik
label-trump-hearts = ♥ Kè
label-trump-diamonds = ♦ Karo
label-trump-clubs = ♣ Trèf
label-seventh = Setyèm kat la
label-no-trump = San atou (7 wo, J ba)
label-draw-stock = Pran nan pil la
label-take-discard = Pran kat jete a
label-take-discard-card = Pran kat jete a { $card }
label-hit = Ajoute { $card } sou konbinezon { $spread }
label-discard-nothing = Pa jete anyen
label-discard = Jete { $cards }
label-spread = Poze { $cards }
label-give = Bay { $cards }
label-pass = Pase
label-look = Gade kat mwen yo
label-reveal = Mande atou a
label-pair = Deklare maryaj
label-double = Doub
label-redouble = Redoub
label-single = Jwe pou kont mwen
label-drop = Kouche
label-end = Fini men an

## Twenty-Nine.

face-29-scores = { $scores } — pwen jwèt, ±{ $target } fini pati a
face-29-contract = **Kontra** { $player } { $bid }{ $target }{ $doubled }
face-29-target-now = { " " }(objektif la kounye a { $target } apre maryaj la)
face-29-doubled = { " · " }doub ×{ $mult }
face-29-redoubled = { " · " }redoub ×{ $mult }
face-29-single = **Jwe pou kont li**: { $player } (san atou)
face-29-no-trump = **San atou**: lòd kat yo ranvèse (7 wo … J ba)
face-29-trump-hidden = **Atou** kache — se { $player } sèl ki konnen l
face-29-trump-hidden-down = **Atou** kache — se { $player } sèl ki konnen l ({ $back }yon kat kouche figi anba)
face-29-trump = **Atou** { $suit }{ $by }{ $card }
face-29-revealed-by = { " " }(devwale nan tou { $player })
face-29-card-was = , kat atou ki kache a se te { $card }
face-29-pair-by = **Maryaj** — { $player } deklare l
face-29-card-points = **Pwen kat** { $points } (trik { $trick } sou 8)
face-29-redeal = Yo anile bay kat la; menm total yo rete.
face-29-trump-was = atou { $suit }
face-29-made = { $player } òf { $bid } (objektif { $target }, { $trump }); { $side } pran { $points } pwen kat epi li **reyisi**.
face-29-fell-short = { $player } òf { $bid } (objektif { $target }, { $trump }); { $side } pran { $points } pwen kat epi li **echwe**.
face-29-game-points = Pwen jwèt: { $scores }
face-29-your-trump = Atou (sekrè ou): **{ $suit }**
face-29-your-trump-card = Kat atou ki kache a: { $card }

## Schmier.

face-schmier-contract = **Kontra** { $player } { $bid }
face-schmier-contract-trump = **Kontra** { $player } { $bid } · **Atou** { $suit }
face-schmier-discarded = **Jete** { $done } (pil { $stock })
face-schmier-dealer-trumps = Atou moun ki bay kat la jete: { $cards }
face-schmier-award = { $award } → { $side }
face-schmier-award-high = Wo
face-schmier-award-low = Ba
face-schmier-award-right = Bauer dwat
face-schmier-award-left = Bauer gòch
face-schmier-award-joker = Jokè
face-schmier-award-game = Jwèt
face-schmier-nobody = pèsonn
face-schmier-so-far = **Pwen jiskaprezan** { $points }
face-schmier-redeal = Tout moun pase: menm moun nan bay kat ankò.
face-schmier-bid = { $player } òf { $bid }, atou { $suit }. { $awards }
face-schmier-hand = Men: { $hand } — total { $totals }
face-schmier-you-discarded = Ou jete: { $cards }
face-schmier-you-drew = Ou pran: { $cards }
face-schmier-discard-exactly = Jete { $count } kat.
face-schmier-discard-range = Jete { $low }–{ $count } kat.
face-schmier-discard-up-to = Jete jiska { $count } kat.
face-schmier-discard-exactly-must = Jete { $count } kat; sa yo dwe ale: { $cards }.
face-schmier-discard-range-must = Jete { $low }–{ $count } kat; sa yo dwe ale: { $cards }.
face-schmier-discard-up-to-must = Jete jiska { $count } kat; sa yo dwe ale: { $cards }.

## Pik.

face-spades-nil = Nil
face-spades-blind-nil = Nil avèg
face-spades-score = { $side }: **{ $score }** ({ $bags } sak)
face-spades-contracts = **Kontra yo** { $contracts }  |  **Trik yo** { $tricks }
face-spades-exchange = **Echanj Nil avèg**: { $giver } bay { $receiver } { $count } kat
face-spades-broken = Pik yo kase.
face-spades-not-broken = Pik yo poko kase.
face-spades-players-sep = {", "}
face-spades-bid-took = { $player } òf { $bid }, genyen { $tricks }
face-spades-summary = { $side }: { $players } → **{ $delta }** (total { $total }, { $bags } sak)
face-spades-unlooked = Ou poko gade kat ou yo.
face-spades-unlooked-look = Ou poko gade kat ou yo: **Gade kat mwen yo** pou w wè yo.
face-spades-blind-nil-button = **Nil avèg** posib sèlman anvan ou gade.
face-spades-blind-nil-before = Nil avèg posib sèlman anvan ou gade.
face-spades-you-give = Echanj Nil avèg: ou bay { $count } kat.
face-spades-you-receive = Echanj Nil avèg: ou resevwa { $count } kat.
face-spades-bid-blind = Òf san gade

## Tonk.

face-tonk-stake = { $player } **{ $score }**
face-tonk-scores = Miz genyen/pèdi: { $scores } (miz { $stake })
face-tonk-state = **Pil** { $stock } · **Kat jete** { $discard } · **Kat nan men** { $held }
face-tonk-empty = (vid)
face-tonk-spread-of = `{ $number }` { $cards } ({ $player })
face-tonk-spread = `{ $number }` { $cards }
face-tonk-spreads = **Konbinezon** { $spreads }
face-tonk-or = { " oswa " }
face-tonk-ended-initial-tonk = Men an fini ak yon tonk depa ({ $totals } nan bay kat la).
face-tonk-ended-tonk-out = Men an fini ak yon tonk: soti san jete.
face-tonk-ended-out = Men an fini paske yon jwè soti.
face-tonk-ended-drop-won = Men an fini ak yon kouche ki reyisi.
face-tonk-ended-caught = Men an fini ak yon kouche yo kenbe.
face-tonk-ended-stock-out = Men an fini paske pil la fini.
face-tonk-ended-draw = Men an fini egalite (de tonk depa).
face-tonk-ended-other = Men an fini: { $ending }.
face-tonk-draw-redeal = De jwè te resevwa yon tonk: egalite, pèsonn pa peye, pwochen jwè a bay kat.
face-tonk-counts = Total: { $counts }
face-tonk-paid = Peye: { $paid }
face-tonk-result = 🏁 **Tab la fini** apre { $hands } men. Miz (×{ $stake }): { $ledger }
face-tonk-lobby-hands = • Men: **{ $hands }**
face-tonk-lobby-hands-open = • Men: **jiskaske òganizatè a fini tab la**
face-tonk-lobby-stake = • Miz: **1**
face-tonk-your-count = Total ou: **{ $count }**
