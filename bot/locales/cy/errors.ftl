## Gwrthodiadau ac atebion byr haen y rheolau (bot/tables) a gorchmynion y bwrdd.
## Rhifau yw $seat, $count, $limit, $hand, $first, $last; digidau yw $thread, $id, $until
## (rhifau adnabod ac amseroedd Discord); enw person yw $name; llinell y peiriant gêm (Saesneg,
## o games/: gweler docs/bot.md) yw $detail a $reason.

error-list-or = { $names } neu { $name }
error-seat-label = Sedd { $seat }
error-table-ref-thread = <#{ $thread }> ({ $game }, { $doing ->
        [lobby] lobi
       *[playing] yn chwarae
    })
error-table-ref-number = bwrdd #{ $id } ({ $game }, { $doing ->
        [lobby] lobi
       *[playing] yn chwarae
    })

error-unknown-game = Gêm anhysbys { $game }; dewiswch un o { $games }.
error-stake-tonk-only = Dim ond { game-tonk } sy'n cael ei chwarae am stanc.
error-cannot-open = Ni ellir agor y bwrdd hwnnw: { $detail }
# bwrdd (gwrywaidd): 1 bwrdd, 2 fwrdd, 3 o fyrddau.
error-host-cap = Rydych chi eisoes yn westeiwr ar { $count ->
        [one] { $count } bwrdd agored
        [two] { $count } fwrdd agored
       *[other] { $count } o fyrddau agored
    } yn y gweinydd hwn (y terfyn yw { $limit } i bob person): { $tables }. Dechreuwch, gorffennwch neu canslwch un yn gyntaf.
error-server-cap = Mae gan y gweinydd hwn { $count ->
        [one] { $count } bwrdd agored
        [two] { $count } fwrdd agored
       *[other] { $count } o fyrddau agored
    } eisoes (y terfyn yw { $limit }). Rhowch gynnig arall arni pan fydd un wedi dod i ben.
error-server-cap-lobbies = Mae gan y gweinydd hwn { $count ->
        [one] { $count } bwrdd agored
        [two] { $count } fwrdd agored
       *[other] { $count } o fyrddau agored
    } eisoes (y terfyn yw { $limit }). Rhowch gynnig arall arni pan fydd un wedi dod i ben. Lobïau y gallwch ymuno â nhw: { $lobbies }.
error-no-table-here = Does dim bwrdd yma. Defnyddiwch hwn y tu mewn i edefyn bwrdd.
error-save-table = Methwyd cadw'r bwrdd newydd; rhowch gynnig arall arni.

error-started = Mae'r gêm wedi dechrau eisoes.
error-not-seated = Dydych chi ddim yn eistedd wrth y bwrdd hwn.
error-already-in-seat = Rydych chi eisoes yn sedd { $seat }.
error-table-full = Mae'r bwrdd yn llawn.
error-no-such-seat = Does dim sedd o'r fath.
error-seat-taken = Mae { $name } yn eistedd yn sedd { $seat }.
error-seat-held = Mae sedd { $seat } yn cael ei chadw i { $name } tan <t:{ $until }:t> (<t:{ $until }:R>); wedi hynny mae'n rhydd.
error-hands-whole = Rhaid i nifer y dwylo fod yn rhif cyfan, o 1 i fyny.
error-seats-fixed = Dewisir nifer y seddi pan gaiff y bwrdd ei greu.
error-rule-refused = Ni ellir gosod rheol y tŷ honno: { $detail }
error-already-left = Rydych chi wedi gadael eisoes; mae'r cyfrifiadur yn chwarae eich sedd.
error-seat-yours = Eich sedd chi yw hi eisoes.
error-host-adds-computers = Dim ond y gwesteiwr all ychwanegu chwaraewyr cyfrifiadur.
error-no-empty-seat = Does dim sedd wag.
error-level-fixed = Mae'r gêm wedi dechrau: mae lefel y cyfrifiaduron yn sefydlog.
error-host-chooses-level = Dim ond y gwesteiwr all ddewis lefel y cyfrifiaduron.
error-choose-level = Dewiswch un o: { $levels }.
error-host-changes-rules = Dim ond y gwesteiwr all newid rheolau'r tŷ.
error-rules-fixed = Mae'r gêm wedi dechrau: mae rheolau'r tŷ yn sefydlog.
error-seats-empty = { $count ->
        [one] Mae sedd { $seats } yn wag
       *[other] Mae seddi { $seats } yn wag
    }: rhaid i rywun bwyso { button-join }, neu gall y gwesteiwr bwyso { button-add-computer }.
error-no-person = Rhaid i o leiaf un person eistedd wrth y bwrdd.
error-host-starts = Dim ond y gwesteiwr all ddechrau'r gêm.
error-cannot-start = Ni ellir dechrau: { $detail }
error-save-start = Methwyd cadw dechrau'r gêm; rhowch gynnig arall arni.

error-not-started = Dydy'r gêm ddim wedi dechrau eto.
error-turn-of = Tro { $names } yw hi.
error-move-refused = Ni chaniateir hynny: { $reason }
error-already-done = Wedi'i wneud eisoes: cyfrifwyd eich clic cyntaf.
error-out-of-date = Roedd y neges honno'n hen: roedd y bwrdd wedi symud ymlaen, felly wnaeth y clic hwnnw ddim byd.
error-computer-plays-seat = Mae'r cyfrifiadur yn chwarae eich sedd: cliciwch **{ button-take-seat-back }** yn gyntaf.
error-save-failed = Methwyd cadw hynny, felly newidiodd dim byd. Rhowch gynnig arall arni.
error-save-move = Methwyd cadw'r symudiad hwnnw, felly newidiodd dim byd. Rhowch gynnig arall arni.
error-move-paused = Methwyd cadw'r symudiad hwnnw, ac mae'r bwrdd wedi'i oedi nes i'r bot ailgychwyn. Cedwir pob symudiad a gadwyd.
error-table-paused = Mae'r bwrdd hwn wedi'i oedi: methodd y gronfa ddata, felly ni ellir chwarae dim mwy nes i'r bot ailgychwyn. Cedwir pob symudiad a gadwyd.
error-table-ended = Mae'r bwrdd hwn wedi dod i ben.
error-table-unknown = Dydy'r bwrdd hwn ddim yn hysbys mwyach.
error-button-retired = Dydy'r botwm hwn ddim yn cael ei ddefnyddio mwyach.

error-host-cancels = Dim ond y gwesteiwr (neu rywun sy'n gallu rheoli edafedd) all ganslo.
error-tonk-host-ends = Mae'r bwrdd { game-tonk } hwn yn chwarae nes i'w westeiwr ei orffen. I roi'r gorau i chwarae, defnyddiwch `/table leave`: mae'r cyfrifiadur yn chwarae eich sedd.
error-players-forfeit = Dim ond y bobl wrth y bwrdd hwn all ei ildio, a dim ond cymedrolwyr (Manage Threads) all ganslo bwrdd sy'n chwarae.
error-nothing-to-forfeit = Does dim gornest o'ch un chi i'w hildio yma.
error-forfeit-instead = Rydych chi'n chwarae wrth y bwrdd hwn: ildio yw ei ganslo nawr. Defnyddiwch `/table cancel` a chadarnhewch **Ildio**.
error-changed-meanwhile = Newidiodd y bwrdd yn y cyfamser; rhowch gynnig arall arni.
error-cancel-in-thread = Defnyddiwch `/table cancel` y tu mewn i edefyn y bwrdd.

error-rematch-still-open = Mae'r bwrdd hwn yn dal ar agor: gorffennwch ef yn gyntaf.
error-rematch-never-started = Ni ddechreuodd y bwrdd hwn erioed: does dim i'w chwarae eto.
error-rematch-not-seated = Dim ond y bobl a eisteddodd wrth y bwrdd hwn all ofyn am ail gêm.

error-table-elsewhere = Dydy'r bwrdd hwnnw ddim yn y gweinydd hwn.
error-story-not-started = Dydy'r gêm ddim wedi dechrau eto: does dim i'w ddangos.
error-replay-players-only = Dim ond y chwaraewyr all ail-chwarae dwylo'r bwrdd hwn tra mae'n chwarae; gall pawb yn yr edefyn unwaith y bydd yr ornest ar ben.
error-use-in-thread = Defnyddiwch hwn yn edefyn y bwrdd.
error-record-broken = Dydy cofnod y bwrdd hwn ddim yn ail-chwarae: { $detail }
error-no-hand-over = Does dim llaw ar ben eto: dim ond dwylo gorffenedig y mae ail-chwarae yn eu dangos.
error-hand-not-finished = Ni ellir ail-chwarae llaw { NUMBER($hand, useGrouping: 0) }: dim ond y dwylo gorffenedig y gellir eu hail-chwarae (dwylo { NUMBER($first, useGrouping: 0) } i { NUMBER($last, useGrouping: 0) }).
error-pick-hand = Dewiswch law o'r rhestr.

error-open-too-many-threads = Methais agor y bwrdd: mae gormod o edafedd gweithredol yn y gweinydd hwn (terfyn Discord). Archifwch ychydig o edafedd, neu arhoswch i rai gau, yna rhowch gynnig arall arni.
error-open-refused = Methais agor y bwrdd: { $reason }
error-open-discord-trouble = Methais agor y bwrdd: { $server ->
        [yes] mae Discord yn cael trafferth
       *[no] gwrthododd Discord yr edefyn
    } (gwall { $status }). Agorwyd dim byd; rhowch gynnig arall arni ymhen munud.
error-open-dropped = Methais agor y bwrdd: torrodd y cysylltiad â Discord. Agorwyd dim byd; rhowch gynnig arall arni ymhen munud.
error-open-permissions = Ni allaf agor bwrdd yn { $channel }: mae { $permissions } ar goll gennyf yno. Gofynnwch i weinyddwr y gweinydd eu caniatáu i Cardroom yn y sianel hon (neu defnyddiwch sianel arall).
error-open-closed-thread = Ni ellid agor y bwrdd hwn (gweler yr ateb i `/table create` yn y sianel). Defnyddiwch `/table create` eto.
error-open-text-channel = Defnyddiwch `/table create` mewn sianel destun (nid mewn edefyn nac mewn neges uniongyrchol).

answer-took-seat = Rydych chi wedi cymryd sedd { $seat }{ $how ->
        [computer] {" "}(yn lle'r cyfrifiadur)
        [held] {" "}(a gadwyd i chi)
       *[empty] {""}
    }.
answer-moved-seat = Rydych chi wedi symud i sedd { $seat }{ $how ->
        [computer] {" "}(yn lle'r cyfrifiadur)
        [held] {" "}(a gadwyd i chi)
       *[empty] {""}
    }.
answer-left-table = Rydych chi wedi gadael y bwrdd; o hyn ymlaen mae'r cyfrifiadur yn chwarae eich sedd.
answer-left-seat = Rydych chi wedi gadael sedd { $seat }.
answer-new-host = { $name } yw'r gwesteiwr nawr.
answer-seat-back = Eich sedd chi yw hi eto.
answer-computer-seated = Mae cyfrifiadur ({ $level ->
        [random] ar hap
        [basic] sylfaenol
       *[strong] cryf
    }) wedi cymryd sedd { $seat }.
answer-level = Mae'r cyfrifiaduron wrth y bwrdd hwn yn chwarae ar lefel **{ $level }**.
answer-game-on = Mae'r gêm wedi dechrau.
answer-all-back = Mae pawb yn ôl: mae'r gêm wedi dechrau.
answer-ended = Mae'r bwrdd wedi dod i ben.
answer-cancelled = Mae'r bwrdd wedi'i ganslo.
answer-cancelled-unrated = Mae'r bwrdd wedi'i ganslo (heb ei gyfrif yn y gynghrair).
answer-forfeited = Rydych chi wedi ildio'r ornest.
answer-rule-set = { $rule }: { $value }.

## Diwedd cynnar, fel y mae'r edefyn yn ei ddarllen (bot/tables/terms.py).

forfeit-line-team = 🏳️ Mae { $who } wedi ildio'r ornest dros { $losers }. { $count ->
    [one] Yr enillydd: { $winners }.
   *[other] Yr enillwyr: { $winners }.
}
forfeit-line-seat = 🏳️ Mae { $who } wedi ildio'r ornest. { $count ->
    [one] Yr enillydd: { $winners }.
   *[other] Yr enillwyr: { $winners }.
}
cancel-line = Cafodd y bwrdd ei ganslo gan { $mention }.
cancel-line-end = Mae'r gwesteiwr { $mention } wedi dod â'r bwrdd i ben.

## Gwrthodiad y peiriant, yng ngeiriau'r bot (bot/tables/refusals.py).
refusal-turn-of = tro { $seat } yw hi
refusal-not-dealt = nid yw'r llaw nesaf wedi'i delio eto
refusal-match-over = mae'r ornest ar ben
refusal-hand-over = mae'r llaw ar ben
refusal-no-seat = does dim sedd { $number }
refusal-not-held = does gennych chi ddim { $cards }
refusal-follow = rhaid dilyn y siwt: { $suit }
refusal-follow-card = rhaid dilyn y siwt: { $suit } (mae { $card } yn drwmp)
refusal-follow-trumps = rhaid dilyn y siwt: trwmpiau
refusal-follow-trumps-card = rhaid dilyn y siwt: trwmpiau (mae { $card } yn drwmp)
refusal-that-suit = y siwt honno
refusal-spades-not-broken = nid yw'r rhawiau wedi'u torri
refusal-first-lead-two-clubs = mae'r tric cyntaf yn cael ei arwain gyda 2 y clybiau
refusal-no-spades-first = dim rhawiau ar y tric cyntaf tra bod gennych siwt arall
refusal-bidding-over = mae'r cynnig ar ben
refusal-bid-exceed = rhaid i'r cynnig fod yn uwch na { $bid }
refusal-bid-lowest = y cynnig lleiaf yw { $bid }
refusal-bid-highest = y cynnig mwyaf yw { $bid }
refusal-bid-range = mae cynigion rhwng { $low } a { $high }
refusal-dealer-bid = mae pawb arall wedi pasio: rhaid i'r deliwr gynnig { $bid } yn union
refusal-dealer-must-bid = mae pawb arall wedi pasio: rhaid i'r deliwr gynnig
refusal-spades-bid-range = mae cynnig rhwng 0 (nil) a 13 tric
refusal-spades-bid-cap = rhaid i'r cynnig fod yn { $cap } ar y mwyaf: gall partneriaid gynnig 13 tric rhyngddynt
refusal-give-exactly = rhowch { $count ->
    [one] { $count } cerdyn
    [two] { $count } gerdyn
    [few] { $count } cherdyn
    [many] { $count } cherdyn
   *[other] { $count } cerdyn
} yn union
refusal-no-exchange = does dim cyfnewid cardiau i'w wneud nawr
refusal-lead-trump = rhaid i'r cynigydd arwain trwmp
refusal-tonk-draw-first = tynnwch yn gyntaf: cymerwch y cerdyn uchaf o'r stoc neu o'r pentwr taflu
refusal-tonk-drawn = rydych chi wedi tynnu'n barod: gorffennwch eich tro drwy daflu cerdyn
refusal-tonk-stock-empty = mae'r stoc yn wag: cymerwch o'r taflu, gollyngwch, neu gorffennwch y llaw
refusal-tonk-discard-empty = mae'r pentwr taflu'n wag: tynnwch o'r stoc
refusal-tonk-drop-start = dim ond ar ddechrau eich tro, cyn tynnu, y cewch chi ollwng
refusal-tonk-hit-no-drop = cafodd eich taeniad ei daro: ni chewch chi ollwng eto
refusal-tonk-end = dim ond pan fydd y stoc yn wag y cewch chi orffen y llaw: tynnwch, neu gollyngwch
refusal-tonk-discard-one = taflwch un cerdyn yn union
refusal-tonk-keep-taken = ni chewch chi daflu { $card }: newydd ei gymryd o'r pentwr taflu rydych chi
refusal-tonk-use-taken = cymeroch chi { $card } o'r pentwr taflu: defnyddiwch ef mewn taeniad neu drawiad yn gyntaf
refusal-tonk-take-if-used = cewch chi gymryd { $card } dim ond os gallwch chi ei ddefnyddio mewn taeniad neu drawiad ar unwaith
refusal-tonk-no-fit = nid yw { $card } yn ffitio taeniad { $spread }
refusal-tonk-no-spread = does dim taeniad { $spread }
refusal-tonk-not-spread = nid yw { $cards } yn daeniad
refusal-tonk-lay-down = ni chewch chi gadw taeniad yn eich llaw: gosodwch { $cards } i lawr yn gyntaf
refusal-29-face-down = ni ellir chwarae'r cerdyn trwmp sydd wyneb i lawr cyn iddo gael ei ddangos
refusal-29-must-trump = gofynnoch chi am y trwmp, felly rhaid i chi chwarae trwmp
refusal-29-reveal-auto = mae'r trwmp yn cael ei ddangos ohono'i hun wrth y bwrdd hwn
refusal-29-not-hidden = nid yw'r trwmp yn gudd
refusal-29-call-void = cewch chi ofyn am y trwmp dim ond pan na allwch chi ddilyn y siwt
refusal-29-can-follow = gallwch chi ddilyn y siwt ({ $suit }), felly ni chewch chi ofyn
refusal-29-not-revealed = nid yw'r trwmp wedi'i ddangos
refusal-29-pair-play = dim ond yn ystod chwarae'r triciau y gellir cyhoeddi Pâr
refusal-29-pair-off = nid yw'r Pâr yn cael ei chwarae wrth y bwrdd hwn
refusal-29-pair-no-trump = does dim Pâr heb siwt trwmp
refusal-29-pair-done = mae'r Pâr wedi'i gyhoeddi'n barod yn y llaw hon
refusal-29-pair-missing = does gennych chi ddim Brenin a Brenhines y trwmp ill dau
refusal-29-pair-when = dim ond ar ôl i'ch ochr ennill tric gyda'r trwmp wedi'i ddangos y gellir cyhoeddi Pâr
refusal-29-doubled = mae'r contract wedi'i ddyblu'n barod: gall y cynigwyr ail-ddyblu
refusal-29-not-doubled = dim ond contract wedi'i ddyblu y gellir ei ail-ddyblu
refusal-29-seventh-off = mae rheol y seithfed cerdyn i ffwrdd
refusal-29-no-trump-off = mae rheol dim trwmp i ffwrdd
refusal-29-no-suit-trump = does gennych chi ddim cerdyn o'r siwt { $suit } i'w osod wyneb i lawr fel y cerdyn trwmp
refusal-schmier-keep-trump = mae { $card } yn drwmp; ni chaniateir taflu trwmpiau
refusal-schmier-no-discards = does dim taflu cardiau wrth y bwrdd hwn
refusal-schmier-discard-most = cewch chi daflu { $count } cerdyn ar y mwyaf
refusal-schmier-dealer-discard = rhaid i'r deliwr daflu { $count } cerdyn yn union, i lawr i chwech
refusal-schmier-protected = ni chaniateir taflu { $card } byth (mae A y trwmp, y ddau Bauer, 2 y trwmp a'r joker yn aros yn y chwarae)
refusal-schmier-six-trumps = gyda mwy na chwe thrwmp, mae'r deliwr yn cadw chwe thrwmp yn union ac yn taflu pob cerdyn arall ({ $card } hefyd)
refusal-schmier-dealer-keeps = mae { $card } yn drwmp; gyda chwe thrwmp neu lai mae'r deliwr yn eu cadw
refusal-blind-off = nid yw nil dall yn cael ei chwarae wrth y bwrdd hwn
refusal-blind-trail = rhaid i'ch ochr fod { $count } pwynt o leiaf ar ei hôl hi i gynnig nil dall
refusal-blind-looked = rydych chi wedi edrych ar eich llaw: mae nil dall yn cael ei gynnig cyn edrych
refusal-not-now = nid yw hynny'n bosibl ar y pwynt hwn yn y llaw
refusal-not-an-action = nid yw hynny'n symudiad yn y gêm hon
refusal-seat-count = mae'r gêm hon yn cael ei chwarae gan { $allowed } sedd, nid { $count }
refusal-kind-illegal = nid yw'r rheolau'n caniatáu'r symudiad hwnnw nawr
refusal-kind-not-your-turn = ni chewch chi chwarae nawr
refusal-kind-malformed = nid yw hynny'n symudiad yn y gêm hon
refusal-kind-options = nid yw'r rheolau tŷ hynny'n ddilys
refusal-kind-error = gwrthododd y gêm hynny

## Pam y gwrthodwyd rheol tŷ neu osodiad gweinydd.
refusal-value-at-least = rhaid iddo fod yn { $limit } o leiaf
refusal-value-above = rhaid iddo fod yn fwy na { $limit }
refusal-value-at-most = rhaid iddo fod yn { $limit } ar y mwyaf
refusal-value-below = rhaid iddo fod yn llai na { $limit }
refusal-value-too-short = rhaid iddo gael { $count } nod o leiaf
refusal-value-too-long = caiff fod ag { $count } nod ar y mwyaf
refusal-value-one-of = rhaid iddo fod yn un o { $values }
refusal-value-number = rhaid iddo fod yn rhif cyfan
refusal-value-on-off = rhaid iddo fod ymlaen neu i ffwrdd
refusal-value-unknown = does dim gosodiad o'r fath
refusal-value-clash = nid yw'n mynd gyda'r rheolau eraill
refusal-value-invalid = nid yw'r gwerth hwnnw'n ddilys
refusal-value-turn-bounds = mae'r amser tro byrraf yn hirach na'r hiraf
refusal-value-turn-outside = mae'r amser tro y tu allan i ffiniau'r gweinydd
refusal-value-plain-name = rhaid iddo fod yn enw byr plaen (heb doriadau llinell, crybwylliadau na Markdown)
refusal-rule-unknown = does dim rheol tŷ o'r enw “{ $rule }”
refusal-rule-value = { $rule }: { $reason }
refusal-rules-clash = nid yw { $rules } yn mynd gyda'i gilydd
