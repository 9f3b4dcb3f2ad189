## /config: gosodiadau gweinydd ar gyfer ei fyrddau newydd, rhagosodiadau, Gosodiadau'r bwrdd yn
## y lobi, iaith person ei hun.

## Hydoedd
config-seconds = { NUMBER($n, useGrouping: 0) } eiliad
config-minutes = { NUMBER($n, useGrouping: 0) } munud
config-hours = { NUMBER($n, useGrouping: 0) } awr
config-hours-minutes = { NUMBER($h, useGrouping: 0) } awr { NUMBER($m, useGrouping: 0) } munud

## Gwrthod
config-not-admin = Dim ond aelodau sydd â **Rheoli Gweinydd** (Manage Server) all newid gosodiadau'r gweinydd hwn.
config-turn-out-of-range = Mae amser tro o { NUMBER($seconds, useGrouping: 0) } eiliad y tu allan i'r ystod: dewiswch o { NUMBER($low, useGrouping: 0) } i { NUMBER($high, useGrouping: 0) } eiliad. Ni newidiwyd dim.
config-turn-bounds = Ni ddylai'r amser tro byrraf ({ NUMBER($low, useGrouping: 0) } eiliad) fod yn hirach na'r hiraf ({ NUMBER($high, useGrouping: 0) } eiliad). Ni newidiwyd dim.
config-unknown-game = Does dim gêm o'r enw { $game }.
config-unknown-rule = Does dim rheol tŷ o'r enw “{ $rule }” yn y gêm hon. Ni chadwyd dim.
config-unknown-value = Nid yw “{ $value }” yn werth i { $rule }: dewiswch un o { $offered }. Ni chadwyd dim.
config-bad-rules = Nid yw'r rheolau tŷ hynny'n mynd gyda'i gilydd: { $reason }. Ni chadwyd dim.
config-bad-value = Nid yw'r gosodiad hwnnw'n ddilys ({ $reason }). Ni newidiwyd dim.
config-preset-name-empty = Mae angen enw ar ragosodiad.
config-preset-name-long = Gall enw rhagosodiad fod yn { $most } nod ar y mwyaf (mae gan hwnnw { $length }). Ni chadwyd dim.
config-preset-taken = Mae gan y gweinydd hwn ragosodiad { $game ->
    [twentynine] Naw ar Hugain
    [schmier] Schmier
    [spades] Rhawiau
    [tonk] Tonk
   *[other] { $game }
} o'r enw **{ $name }** yn barod. Dewiswch enw arall, neu dilëwch hwnnw yn gyntaf.
config-preset-unknown = Does gan y gweinydd hwn ddim rhagosodiad { $game ->
    [twentynine] Naw ar Hugain
    [schmier] Schmier
    [spades] Rhawiau
    [tonk] Tonk
   *[other] { $game }
} o'r enw **{ $name }** (gweler `/config presets`).
config-unknown-language = Dydw i ddim yn gwybod yr iaith { $language }.
config-channel-refused = Ni ellir agor byrddau yn y sianel hon. Yn y gweinydd hwn, agorwch nhw yn: { $channels }.
config-channel-not-text = Nid yw { $channel } yn sianel destun: dim ond mewn sianeli testun yr agorir byrddau. Ni newidiwyd dim.
config-channel-not-listed = Nid yw { $channel } ar y rhestr. Gellir agor byrddau yn: { $channels }.
config-unit-long = Gall uned y stanc fod yn { $most } nod ar y mwyaf. Ni newidiwyd dim.
config-unit-plain = Enw byr plaen yw uned stanc (sglodion, $, pwyntiau): dim toriadau llinell, crybwylliadau na Markdown. Ni newidiwyd dim.
config-lobby-only = Mae'r gêm wedi dechrau: mae ei hamser tro a'i hiaith yn sefydlog.
config-host-only = Dim ond y gwesteiwr all newid gosodiadau'r bwrdd hwn.

## /config show
config-show-title = **Gosodiadau'r gweinydd** (ar gyfer byrddau a grëir o hyn ymlaen)
config-page = (tudalen { $page } o { $pages })
config-previous = ◀ Blaenorol
config-next = Nesaf ▶
config-saved = Wedi'i gadw. Mae byrddau newydd yn ei gymryd; mae byrddau sydd eisoes ar agor yn cadw'r hyn oedd ganddyn nhw.
config-show-language = **Iaith**: { $language }
config-show-turn = **Amser tro**: { $time } (gall gwesteiwr ddewis o { $low } i { $high })
config-show-level = **Cyfrifiaduron**: { $level }
config-level-game = rhagosodiad pob gêm
config-show-channels = **Gellir agor byrddau yn**: { $channels }
config-channels-any = unrhyw sianel destun
config-show-unit = **Uned stanc y cyfriflyfr**: { $unit }
config-show-expiry = **Mae lobïau'n cau**: { $expiry }
config-expiry-never = byth
config-expiry-after = ar ôl { NUMBER($minutes, useGrouping: 0) } munud heb newid
config-show-caps = **Byrddau ar agor**: { $host } y gwesteiwr ar y mwyaf, { $server } yn y gweinydd
config-no-limit = dim terfyn
config-show-rated-yes = **Sgôr gallu**: ydy, mae byrddau gorffenedig yn symud sgoriau gallu'r gynghrair
config-show-rated-no = **Sgôr gallu**: nac ydy, nid yw byrddau gorffenedig yn cyfrif
config-show-rules-header = **Rheolau'r tŷ rhagosodedig**
config-rules-standard = rheolau safonol
config-show-presets-header = **Rhagosodiadau**
config-presets-none = Dim rhagosodiadau eto (`/config preset-save`).

## /config rules
config-rules-title = **Rheolau'r tŷ rhagosodedig { $game }** (byrddau newydd y gweinydd hwn)
config-rules-hint = Caiff newid ei gadw ar unwaith; mae byrddau sydd eisoes ar agor yn cadw eu rheolau.
config-rule-standard = { $value } (safonol)
config-rule = { $rule }: { $value }
config-rule-line = • **{ $rule }**: { $value }

## Rhagosodiadau
config-preset-saved = Wedi cadw'r rhagosodiad { $game } **{ $name }**: { $rules }. Defnyddiwch ef gyda `/table create preset:{ $name }`.
config-preset-deleted = Wedi dileu'r rhagosodiad { $game } **{ $name }**. Mae byrddau a agorwyd gydag ef yn cadw eu rheolau.

## Iaith person ei hun
config-my-language-set = Bydda i'n eich ateb yn yr iaith hon o hyn ymlaen: { $language }.
config-my-language-cleared = Mae eich dewis eich hun wedi'i anghofio: rwy'n dilyn iaith Discord, yna iaith y gweinydd (nawr { $language }).

## Gosodiadau'r bwrdd yn y lobi
config-lobby-line = ⏱️ Amser tro: **{ $time }** · Iaith: **{ $language }**
config-lobby-button = Gosodiadau'r bwrdd
config-lobby-settings-title = **Gosodiadau'r bwrdd — bwrdd #{ NUMBER($table, useGrouping: 0) }** (y gwesteiwr)
config-lobby-settings-turn = Amser tro: **{ $time }** (mae'r gweinydd hwn yn caniatáu { $low } i { $high })
config-lobby-settings-language = Iaith negeseuon y bwrdd: **{ $language }**
config-lobby-turn-placeholder = Amser tro: { $time }
config-lobby-language-placeholder = Iaith: { $language }
config-lobby-turn-set = Amser tro'r bwrdd hwn nawr yw **{ $time }**.
config-lobby-turn-notice = Newidiodd { $host } yr *Amser tro* i { $time }.
config-lobby-language-set = Iaith y bwrdd hwn nawr: **{ $language }**.
config-lobby-language-notice = Newidiodd { $host } iaith y bwrdd: { $language }.

## Diwedd bwrdd
config-not-rated = Dim sgôr gallu: nid yw byrddau'r gweinydd hwn yn cyfrif (`/config rated`).
