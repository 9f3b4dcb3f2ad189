## Refi ak repons kout kouch règ yo (bot/tables) ak kòmand tab la.
## $seat, $count, $limit, $hand, $first, $last se nonb; $thread, $id, $until se chif
## (idantifyan ak lè Discord); $name se non yon moun; $detail ak $reason se liy motè jwèt la
## (an anglè, soti nan games/: gade docs/bot.md).

error-list-or = { $names } oswa { $name }
error-seat-label = Plas { $seat }
error-table-ref-thread = <#{ $thread }> ({ $game }, { $doing ->
        [lobby] lobi
       *[playing] ap jwe
    })
error-table-ref-number = tab #{ $id } ({ $game }, { $doing ->
        [lobby] lobi
       *[playing] ap jwe
    })

error-unknown-game = Nou pa konnen jwèt { $game }; chwazi youn nan { $games }.
error-stake-tonk-only = Se sèlman { game-tonk } yo jwe pou yon miz.
error-cannot-open = Nou pa ka louvri tab sa a: { $detail }
error-host-cap = Ou deja òganizatè { $count } tab ki louvri nan sèvè sa a (limit lan se { $limit } pa moun): { $tables }. Kòmanse, fini oswa anile youn anvan.
error-server-cap = Sèvè sa a deja gen { $count } tab ki louvri (limit lan se { $limit }). Eseye ankò lè youn fini.
error-server-cap-lobbies = Sèvè sa a deja gen { $count } tab ki louvri (limit lan se { $limit }). Eseye ankò lè youn fini. Lobi ou ka antre ladan yo: { $lobbies }.
error-no-table-here = Pa gen tab isit la. Sèvi ak sa andedan fil yon tab.
error-save-table = Nou pa t ka sove nouvo tab la; eseye ankò.

error-started = Jwèt la deja kòmanse.
error-not-seated = Ou pa chita nan tab sa a.
error-already-in-seat = Ou deja nan plas { $seat }.
error-table-full = Tab la plen.
error-no-such-seat = Pa gen plas konsa.
error-seat-taken = { $name } deja pran plas { $seat }.
error-seat-held = Plas { $seat } rezève pou { $name } jiska <t:{ $until }:t> (<t:{ $until }:R>); apre sa, li lib.
error-hands-whole = Kantite men yo dwe yon nonb antye, depi 1.
error-seats-fixed = Yo chwazi kantite plas yo lè yo kreye tab la.
error-rule-refused = Nou pa ka mete règ lakay sa a: { $detail }
error-already-left = Ou deja kite; òdinatè a ap jwe plas ou.
error-seat-yours = Plas ou a deja pou ou.
error-host-adds-computers = Se sèlman òganizatè a ki ka ajoute jwè òdinatè.
error-no-empty-seat = Pa gen plas vid.
error-level-fixed = Jwèt la kòmanse: nivo òdinatè yo fiks.
error-host-chooses-level = Se sèlman òganizatè a ki ka chwazi nivo òdinatè yo.
error-choose-level = Chwazi youn nan: { $levels }.
error-host-changes-rules = Se sèlman òganizatè a ki ka chanje règ lakay yo.
error-rules-fixed = Jwèt la kòmanse: règ lakay yo fiks.
error-seats-empty = { $count ->
        [one] Plas { $seats } vid
       *[other] Plas { $seats } yo vid
    }: yon moun dwe peze { button-join }, oswa òganizatè a ka peze { button-add-computer }.
error-no-person = Omwen yon moun dwe chita nan tab la.
error-host-starts = Se sèlman òganizatè a ki ka kòmanse jwèt la.
error-cannot-start = Nou pa ka kòmanse: { $detail }
error-save-start = Nou pa t ka sove kòmansman jwèt la; eseye ankò.

error-not-started = Jwèt la poko kòmanse.
error-turn-of = Se tou { $names }.
error-move-refused = Ou pa ka fè sa: { $reason }
error-already-done = Sa deja fèt: premye klik ou a konte.
error-out-of-date = Mesaj sa a te twò ansyen: tab la te deja avanse, kidonk klik sa a pa fè anyen.
error-computer-plays-seat = Òdinatè a ap jwe plas ou: klike **{ button-take-seat-back }** anvan.
error-save-failed = Nou pa t ka sove sa, kidonk anyen pa chanje. Eseye ankò.
error-save-move = Nou pa t ka sove mouvman sa a, kidonk anyen pa chanje. Eseye ankò.
error-move-paused = Nou pa t ka sove mouvman sa a, epi tab la an pòz jiskaske bot la rekòmanse. Tout mouvman ki te sove yo la toujou.
error-table-paused = Tab sa a an pòz: baz done a echwe, kidonk pèsonn pa ka jwe anyen ankò jiskaske bot la rekòmanse. Tout mouvman ki te sove yo la toujou.
error-table-ended = Tab sa a fini.
error-table-unknown = Nou pa konnen tab sa a ankò.
error-button-retired = Bouton sa a pa sèvi ankò.

error-host-cancels = Se sèlman òganizatè a (oswa yon moun ki ka jere fil yo) ki ka anile.
error-tonk-host-ends = Tab { game-tonk } sa a ap jwe jiskaske òganizatè li fini li. Pou w sispann jwe, sèvi ak `/table leave`: òdinatè a ap jwe plas ou.
error-players-forfeit = Se sèlman moun ki nan tab sa a ki ka abandone l, epi se sèlman moderatè (Manage Threads) ki ka anile yon tab k ap jwe.
error-nothing-to-forfeit = Pa gen pati pa w pou abandone isit la.
error-forfeit-instead = W ap jwe nan tab sa a: si w anile l kounye a, se abandone. Sèvi ak `/table cancel` epi konfime **Abandone**.
error-changed-meanwhile = Tab la chanje pandan tan sa a; eseye ankò.
error-cancel-in-thread = Sèvi ak `/table cancel` andedan fil tab la.

error-rematch-still-open = Tab sa a toujou louvri: fini l anvan.
error-rematch-never-started = Tab sa a pa t janm kòmanse: pa gen anyen pou rejwe.
error-rematch-not-seated = Se sèlman moun ki te chita nan tab sa a ki ka mande yon revanj.

error-table-elsewhere = Tab sa a pa nan sèvè sa a.
error-story-not-started = Jwèt la poko kòmanse: pa gen anyen pou montre.
error-replay-players-only = Se sèlman jwè yo ki ka rejwe men tab sa a pandan l ap jwe; tout moun nan fil la ka fè l lè pati a fini.
error-use-in-thread = Sèvi ak sa nan fil tab la.
error-record-broken = Anrejistreman tab sa a pa ka rejwe: { $detail }
error-no-hand-over = Poko gen men ki fini: yon rejwe montre sèlman men ki fini.
error-hand-not-finished = Nou pa ka rejwe men { NUMBER($hand, useGrouping: 0) }: se sèlman men ki fini yo ki ka rejwe (men { NUMBER($first, useGrouping: 0) } rive { NUMBER($last, useGrouping: 0) }).
error-pick-hand = Chwazi yon men nan lis la.

error-open-too-many-threads = Mwen pa t ka louvri tab la: sèvè sa a gen twòp fil aktif (limit Discord). Achive kèk fil, oswa tann kèk ladan yo fèmen, epi eseye ankò.
error-open-refused = Mwen pa t ka louvri tab la: { $reason }
error-open-discord-trouble = Mwen pa t ka louvri tab la: { $server ->
        [yes] Discord gen pwoblèm
       *[no] Discord refize fil la
    } (erè { $status }). Anyen pa t louvri; eseye ankò nan yon minit.
error-open-dropped = Mwen pa t ka louvri tab la: koneksyon ak Discord la koupe. Anyen pa t louvri; eseye ankò nan yon minit.
error-open-permissions = Mwen pa ka louvri yon tab nan { $channel }: mwen manke { $permissions } la. Mande yon administratè sèvè a pou l pèmèt yo pou Cardroom nan kanal sa a (oswa sèvi ak yon lòt kanal).
error-open-closed-thread = Nou pa t ka louvri tab sa a (gade repons `/table create` nan kanal la). Sèvi ak `/table create` ankò.
error-open-text-channel = Sèvi ak `/table create` nan yon kanal tèks (pa nan yon fil diskisyon ni nan yon mesaj prive).

answer-took-seat = Ou pran plas { $seat }{ $how ->
        [computer] {" "}(nan plas òdinatè a)
        [held] {" "}(yo te kenbe l pou ou)
       *[empty] {""}
    }.
answer-moved-seat = Ou chanje pou plas { $seat }{ $how ->
        [computer] {" "}(nan plas òdinatè a)
        [held] {" "}(yo te kenbe l pou ou)
       *[empty] {""}
    }.
answer-left-table = Ou kite tab la; depi kounye a òdinatè a ap jwe plas ou.
answer-left-seat = Ou kite plas { $seat }.
answer-new-host = { $name } se òganizatè a kounye a.
answer-seat-back = Plas ou a pou ou ankò.
answer-computer-seated = Yon òdinatè ({ $level ->
        [random] o aza
        [basic] debaz
       *[strong] fò
    }) pran plas { $seat }.
answer-level = Òdinatè nan tab sa a ap jwe nan nivo **{ $level }**.
answer-game-on = Jwèt la kòmanse.
answer-all-back = Tout moun tounen: jwèt la kòmanse.
answer-ended = Tab la fini.
answer-cancelled = Tab la anile.
answer-cancelled-unrated = Tab la anile (li pa konte nan klasman an).
answer-forfeited = Ou abandone pati a.
answer-rule-set = { $rule }: { $value }.

## Yon fen bonè, jan fil diskisyon an li l (bot/tables/terms.py).

forfeit-line-team = 🏳️ { $who } abandone pati a pou { $losers }: { $count ->
    [one] gayan an se { $winners }.
   *[other] gayan yo se { $winners }.
}
forfeit-line-seat = 🏳️ { $who } abandone pati a: { $count ->
    [one] gayan an se { $winners }.
   *[other] gayan yo se { $winners }.
}
cancel-line = { $mention } anile tab la.
cancel-line-end = Òganizatè a, { $mention }, fini tab la.

## Refi motè jwèt la, nan mo bot la (bot/tables/refusals.py).
refusal-turn-of = se tou { $seat }
refusal-not-dealt = yo poko bay pwochen men an
refusal-match-over = match la fini
refusal-hand-over = men an fini
refusal-no-seat = pa gen plas { $number }
refusal-not-held = ou pa gen { $cards }
refusal-follow = fòk ou swiv koulè a: { $suit }
refusal-follow-card = fòk ou swiv koulè a: { $suit } ({ $card } se yon atou)
refusal-follow-trumps = fòk ou swiv ak atou
refusal-follow-trumps-card = fòk ou swiv ak atou ({ $card } se yon atou)
refusal-that-suit = koulè sa a
refusal-spades-not-broken = pik yo poko kase
refusal-first-lead-two-clubs = premye trik la kòmanse ak 2 trèf la
refusal-no-spades-first = pa gen pik nan premye trik la pandan ou gen yon lòt koulè
refusal-bidding-over = òf yo fini
refusal-bid-exceed = òf la dwe pi wo pase { $bid }
refusal-bid-lowest = pi piti òf la se { $bid }
refusal-bid-highest = pi gwo òf la se { $bid }
refusal-bid-range = òf yo soti { $low } rive { $high }
refusal-dealer-bid = tout lòt moun pase: moun ki bay kat la dwe fè yon òf egzakteman { $bid }
refusal-dealer-must-bid = tout lòt moun pase: moun ki bay kat la dwe fè yon òf
refusal-spades-bid-range = yon òf soti 0 (nil) rive 13 trik
refusal-spades-bid-cap = òf la pa ka depase { $cap }: patnè yo ka fè yon òf 13 trik ansanm
refusal-give-exactly = bay egzakteman { $count } kat
refusal-no-exchange = pa gen echanj kat pou kounye a
refusal-lead-trump = moun ki genyen òf la dwe kòmanse ak yon atou
refusal-tonk-draw-first = pran yon kat anvan: pran kat ki anlè nan pil la oswa nan pil jete a
refusal-tonk-drawn = ou deja pran yon kat: fini tou ou ak yon kat ou jete
refusal-tonk-stock-empty = pil la vid: pran kat jete a, kouche, oswa fini men an
refusal-tonk-discard-empty = pil jete a vid: pran nan pil la
refusal-tonk-drop-start = ou ka kouche sèlman nan kòmansman tou ou, anvan ou pran yon kat
refusal-tonk-hit-no-drop = yo frape konbinezon ou: ou poko ka kouche
refusal-tonk-end = ou ka fini men an sèlman lè pil la vid: pran yon kat, oswa kouche
refusal-tonk-discard-one = jete egzakteman yon kat
refusal-tonk-keep-taken = ou pa ka jete { $card }: ou fèk pran l nan pil jete a
refusal-tonk-use-taken = ou pran { $card } nan pil jete a: sèvi ak li nan yon konbinezon oswa yon frap anvan
refusal-tonk-take-if-used = ou ka pran { $card } sèlman si ou ka sèvi ak li touswit nan yon konbinezon oswa yon frap
refusal-tonk-no-fit = { $card } pa mache ak konbinezon { $spread }
refusal-tonk-no-spread = pa gen konbinezon { $spread }
refusal-tonk-not-spread = { $cards } se pa yon konbinezon
refusal-tonk-lay-down = ou pa ka kenbe yon konbinezon nan men ou: kouche { $cards } anvan
refusal-29-face-down = yo pa ka jwe kat atou ki kouche a anvan yo montre l
refusal-29-must-trump = ou mande atou a, kidonk fòk ou jwe yon atou
refusal-29-reveal-auto = sou tab sa a, atou a parèt pou kont li
refusal-29-not-hidden = atou a pa kache
refusal-29-call-void = ou ka mande atou a sèlman lè ou pa ka swiv koulè a
refusal-29-can-follow = ou ka swiv koulè a ({ $suit }), kidonk ou pa ka mande atou a
refusal-29-not-revealed = yo poko montre atou a
refusal-29-pair-play = yo ka deklare maryaj sèlman pandan y ap jwe trik yo
refusal-29-pair-off = yo pa jwe maryaj sou tab sa a
refusal-29-pair-no-trump = pa gen maryaj san atou
refusal-29-pair-done = yo deja deklare maryaj la nan men sa a
refusal-29-pair-missing = ou pa gen ni wa ni rèn atou a toude
refusal-29-pair-when = yo ka deklare maryaj sèlman apre ekip ou genyen yon trik ak atou a deja parèt
refusal-29-doubled = kontra a deja doub: moun ki fè òf la ka redoub
refusal-29-not-doubled = se sèlman yon kontra ki doub yo ka redoub
refusal-29-seventh-off = règ setyèm kat la etenn
refusal-29-no-trump-off = règ san atou a etenn
refusal-29-no-suit-trump = ou pa gen okenn kat { $suit } pou kouche kòm kat atou a
refusal-schmier-keep-trump = { $card } se yon atou; yo pa ka jete atou
refusal-schmier-no-discards = yo pa jete kat sou tab sa a
refusal-schmier-discard-most = ou pa ka jete plis pase { $count } kat
refusal-schmier-dealer-discard = moun ki bay kat la dwe jete egzakteman { $count } kat, pou l rete ak sis
refusal-schmier-protected = yo pa janm ka jete { $card } (las atou a, de Bauer yo, de atou a ak jokè a rete nan jwèt la)
refusal-schmier-six-trumps = lè li gen plis pase sis atou, moun ki bay kat la kenbe egzakteman sis atou epi li jete tout lòt kat yo ({ $card } tou)
refusal-schmier-dealer-keeps = { $card } se yon atou; ak sis atou oswa mwens, moun ki bay kat la kenbe yo
refusal-blind-off = yo pa jwe nil avèg sou tab sa a
refusal-blind-trail = pou nil avèg, ekip ou dwe dèyè pa omwen { $count } pwen
refusal-blind-looked = ou gade kat ou yo: yo fè òf nil avèg anvan yo gade
refusal-not-now = sa pa posib nan moman sa a nan men an
refusal-not-an-action = sa se pa yon mouvman nan jwèt sa a
refusal-seat-count = yo jwe jwèt sa a ak { $allowed } plas, pa { $count }
refusal-kind-illegal = règ yo pa pèmèt mouvman sa a kounye a
refusal-kind-not-your-turn = ou pa ka jwe kounye a
refusal-kind-malformed = sa se pa yon mouvman nan jwèt sa a
refusal-kind-options = règ lakay sa yo pa valab
refusal-kind-error = jwèt la refize sa

## Poukisa yo refize yon règ lakay oswa yon paramèt sèvè a.
refusal-value-at-least = li dwe omwen { $limit }
refusal-value-above = li dwe plis pase { $limit }
refusal-value-at-most = li pa dwe depase { $limit }
refusal-value-below = li dwe mwens pase { $limit }
refusal-value-too-short = li dwe gen omwen { $count } karaktè
refusal-value-too-long = li pa ka gen plis pase { $count } karaktè
refusal-value-one-of = li dwe youn nan sa yo: { $values }
refusal-value-number = li dwe yon nonb antye
refusal-value-on-off = li dwe limen oswa etenn
refusal-value-unknown = pa gen paramèt konsa
refusal-value-clash = li pa mache ak lòt règ yo
refusal-value-invalid = valè sa a pa valab
refusal-value-turn-bounds = tan tou ki pi kout la pi long pase sa ki pi long lan
refusal-value-turn-outside = tan tou a deyò limit sèvè a
refusal-value-plain-name = li dwe yon ti non senp (san chanjman liy, san mansyon, san Markdown)
refusal-rule-unknown = pa gen règ lakay ki rele “{ $rule }”
refusal-rule-value = { $rule }: { $reason }
refusal-rules-clash = { $rules } pa mache ansanm
