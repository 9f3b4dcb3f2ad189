## Istwa yon pati: fèy nòt la, rejwe yo, dosye jwèt la, revanj lan ak fen yon tab.

story-title = { $game } #{ $table }
story-button-sheet = Fèy nòt
story-button-replay = Rejwe
story-sheet-head = **{ $title }** · fèy nòt la jiskaprezan (sèlman men ki fini)
story-sheet-latest = **{ $title }** · fèy nòt la jiskaprezan (sèlman men ki fini) · tout fèy la nan fichye a; dènye men yo:
story-sheet-file-only = **{ $title }** · fèy nòt la jiskaprezan (sèlman men ki fini) · tout fèy la nan fichye a.
story-sheet-post-head = 📋 **Fèy nòt**
story-replay-head = 🎞️ **{ $title }** · rejwe men { $hand } · paj { $page } sou { $pages }
story-jump = Ale nan yon men
story-hand-option = Men { $hand }
story-record-whole = **{ $title }**: dosye jwèt la (tout pati a). `python -m games replay FILE --show` rejwe l nan yon tèminal.
story-record-so-far = **{ $title }**: dosye jwèt la ({ NUMBER($hands, useGrouping: 0) } men ki fini jiskaprezan). `python -m games replay FILE --show` rejwe l nan yon tèminal.

## Poukisa istwa a pa ka parèt (prive).

story-no-table = Pa gen tab isit la. Sèvi ak sa a anndan fil yon tab.
story-not-in-server = Tab sa a pa sou sèvè sa a.
story-not-started = Jwèt la poko kòmanse: pa gen anyen pou montre.
story-players-only = Se sèlman jwè yo ki ka rejwe men tab sa a pandan l ap jwe; tout moun nan fil la ka fè l lè pati a fini.
story-use-thread = Sèvi ak sa a nan fil tab la.
story-no-replay = Dosye tab sa a pa ka rejwe: { $error }
story-nothing-over = Poko gen men ki fini: yon rejwe montre sèlman men ki fini.
story-hand-not-finished = Men { $hand } pa ka rejwe: se sèlman men ki fini yo ki ka (men { $first } rive { $last }).
story-pick-hand = Chwazi yon men nan lis la.

## Revanj.

rematch-button = Revanj
rematch-unknown = Yo pa konnen tab sa a ankò.
rematch-no-channel = Mwen pa ka louvri revanj lan: chanèl tab sa a pa la ankò, oswa mwen pa ka wè l ankò. Sèvi ak `/table create` nan yon chanèl.
rematch-refused = Mwen pa t ka louvri revanj lan: Discord refize fil li oswa lobi li. Klike **Revanj** ankò nan yon moman.
rematch-no-permission = Mwen pa ka louvri revanj lan: mwen pa gen **Create Public Threads** oswa **Send Messages in Threads** nan { $channel }. Mande yon moderatè ban mwen yo, epi klike ankò.
rematch-being-opened = ap louvri (gade nan yon moman)
rematch-exists = Revanj tab sa a { $state ->
    [open] deja louvri
   *[opened] te louvri
}: { $where }.
rematch-opened = Revanj ou a louvri: { $thread }.
rematch-old-table = tab #{ $table }
rematch-invitation = 🔁 **Revanj** { $where } (tab #{ $table }).
rematch-invitation-held = 🔁 **Revanj** { $where } (tab #{ $table }). { $people }: yo kenbe plas nou pou nou jiska <t:{ $until }:t> (<t:{ $until }:R>).
rematch-link = 🔁 { $host } louvri yon revanj: <#{ $thread }>
rematch-the-host = Òganizatè a
rematch-freed = ⌛ Plas yo te kenbe pou { $names } yo lib kounye a: nenpòt moun ka peze { button-join }.
rematch-filled = Òganizatè a kòmanse san l pa tann: òdinatè ap jwe plas yo te kenbe pou { $names }.

## Fen yon tab.

story-match-over = Pati a fini.
