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
