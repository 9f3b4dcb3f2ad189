## /config: paramèt yon sèvè pou nouvo tab li yo, seri règ ki sove, Paramèt tab la nan lobi a,
## pwòp lang yon moun.

## Dire
config-seconds = { NUMBER($n, useGrouping: 0) } s
config-minutes = { NUMBER($n, useGrouping: 0) } minit
config-hours = { NUMBER($n, useGrouping: 0) } è
config-hours-minutes = { NUMBER($h, useGrouping: 0) } è { NUMBER($m, useGrouping: 0) } minit

## Refi
config-not-admin = Se sèlman manm ki gen **Jere Sèvè** (Manage Server) ki ka chanje paramèt sèvè sa a.
config-turn-out-of-range = Yon tan tou { NUMBER($seconds, useGrouping: 0) } segonn pa ladan limit yo: chwazi ant { NUMBER($low, useGrouping: 0) } ak { NUMBER($high, useGrouping: 0) } segonn. Anyen pa chanje.
config-turn-bounds = Tan tou ki pi kout la ({ NUMBER($low, useGrouping: 0) } s) pa dwe pi long pase sa ki pi long lan ({ NUMBER($high, useGrouping: 0) } s). Anyen pa chanje.
config-unknown-game = Pa gen jwèt ki rele { $game }.
config-unknown-rule = Pa gen règ lakay ki rele “{ $rule }” nan jwèt sa a. Anyen pa sove.
config-unknown-value = “{ $value }” se pa yon valè pou { $rule }: chwazi youn nan { $offered }. Anyen pa sove.
config-bad-rules = Règ lakay sa yo pa mache ansanm: { $reason }. Anyen pa sove.
config-bad-value = Paramèt sa a pa valab ({ $reason }). Anyen pa chanje.
config-preset-name-empty = Yon seri règ bezwen yon non.
config-preset-name-long = Non yon seri règ ka gen { $most } karaktè pou pi plis (sa a genyen { $length }). Anyen pa sove.
config-preset-taken = Sèvè sa a gen yon seri règ { $game ->
    [twentynine] Twenty-Nine
    [schmier] Schmier
    [spades] Pik
    [tonk] Tonk
   *[other] { $game }
} ki rele **{ $name }** deja. Chwazi yon lòt non, oswa efase sa a anvan.
config-preset-unknown = Sèvè sa a pa gen seri règ { $game ->
    [twentynine] Twenty-Nine
    [schmier] Schmier
    [spades] Pik
    [tonk] Tonk
   *[other] { $game }
} ki rele **{ $name }** (gade `/config presets`).
config-unknown-language = Mwen pa pale { $language }.
config-channel-refused = Ou pa ka louvri tab nan chanèl sa a. Nan sèvè sa a, louvri yo nan: { $channels }.
config-channel-not-text = { $channel } se pa yon chanèl tèks: tab yo louvri nan chanèl tèks sèlman. Anyen pa chanje.
config-channel-not-listed = { $channel } pa sou lis la. Ou ka louvri tab nan: { $channels }.
config-unit-long = Inite miz la ka gen { $most } karaktè pou pi plis. Anyen pa chanje.
config-unit-plain = Yon inite miz se yon non kout tou senp (jeton, $, pwen): san retou alaliy, san mansyon, san Markdown. Anyen pa chanje.
config-lobby-only = Jwèt la kòmanse: tan tou li ak lang li fiks.
config-host-only = Se sèlman òganizatè a ki ka chanje paramèt tab sa a.

## /config show
config-show-title = **Paramèt sèvè a** (pou tab yo kreye apati kounye a)
config-page = (paj { $page } sou { $pages })
config-previous = ◀ Anvan
config-next = Apre ▶
config-saved = Sa sove. Nouvo tab yo pran l; tab ki deja louvri yo kenbe sa yo te genyen.
config-show-language = **Lang**: { $language }
config-show-turn = **Tan tou**: { $time } (yon òganizatè ka chwazi ant { $low } ak { $high })
config-show-level = **Òdinatè**: { $level }
config-level-game = nivo nòmal chak jwèt
config-show-channels = **Ou ka louvri tab nan**: { $channels }
config-channels-any = nenpòt chanèl tèks
config-show-unit = **Inite miz nan kaye a**: { $unit }
config-show-expiry = **Lobi yo fèmen**: { $expiry }
config-expiry-never = janm
config-expiry-after = apre { NUMBER($minutes, useGrouping: 0) } minit san chanjman
config-show-caps = **Tab ki louvri**: pou pi plis { $host } pou chak òganizatè, { $server } nan sèvè a
config-no-limit = pa gen limit
config-show-rated-yes = **Nivo**: wi, tab ki fini yo chanje nivo nan lig la
config-show-rated-no = **Nivo**: non, tab ki fini yo pa konte pou nivo
config-show-rules-header = **Règ lakay pa defo**
config-rules-standard = règ nòmal
config-show-presets-header = **Seri règ**
config-presets-none = Poko gen seri règ (`/config preset-save`).

## /config rules
config-rules-title = **Règ lakay pa defo pou { $game }** (nouvo tab sèvè sa a)
config-rules-hint = Yon chanjman sove touswit; tab ki deja louvri yo kenbe règ yo.
config-rule-standard = { $value } (nòmal)
config-rule = { $rule }: { $value }
config-rule-line = • **{ $rule }**: { $value }

## Seri règ
config-preset-saved = Seri règ { $game } **{ $name }** sove: { $rules }. Sèvi avè l ak `/table create preset:{ $name }`.
config-preset-deleted = Seri règ { $game } **{ $name }** efase. Tab ki te louvri avè l yo kenbe règ yo.

## Pwòp lang yon moun
config-my-language-set = M ap reponn ou an { $language } apati kounye a.
config-my-language-cleared = Chwa pa w la bliye: m swiv lang Discord, apre sa lang sèvè a (kounye a { $language }).

## Paramèt tab la nan lobi a
config-lobby-line = ⏱️ Tan tou: **{ $time }** · Lang: **{ $language }**
config-lobby-button = Paramèt tab la
config-lobby-settings-title = **Paramèt tab la — tab #{ NUMBER($table, useGrouping: 0) }** (pou òganizatè a)
config-lobby-settings-turn = Tan tou: **{ $time }** (sèvè sa a pèmèt ant { $low } ak { $high })
config-lobby-settings-language = Lang mesaj tab la: **{ $language }**
config-lobby-turn-placeholder = Tan tou: { $time }
config-lobby-language-placeholder = Lang: { $language }
config-lobby-turn-set = Tan tou tab sa a se **{ $time }** kounye a.
config-lobby-turn-notice = { $host } chanje *Tan tou* a { $time }.
config-lobby-language-set = Tab sa a pale **{ $language }** kounye a.
config-lobby-language-notice = { $host } chanje lang tab la an { $language }.

## Fen yon tab
config-not-rated = San nivo: tab sèvè sa a pa konte pou nivo (`/config rated`).
