## /rules: crynodeb pob gêm (o docs/i18n/rules/<game>.cy.md) a'r ffrâm o'i gwmpas.

rules-title = { $icon } { $game }
# $label: the rule's name; $name: the engine's name (not shown).
rules-option = • **{ $label }** = { $value } — { $help }{ $name ->
   *[other] {""}
}
rules-option-bare = • **{ $label }** = { $value }{ $name ->
   *[other] {""}
}

rules-summary-twentynine =
    Pedwar chwaraewr mewn dwy bartneriaeth (mae partneriaid yn wynebu ei gilydd), 32 cerdyn (7 i A). Ym mhob siwt mae'r cardiau'n graddio fel a ganlyn: J (uchel), 9, A, 10, K, Q, 8, 7 (isel). Gwerthoedd y cardiau: J 3 phwynt, 9 2 bwynt, A 1 pwynt, 10 1 pwynt (28 pwynt i gyd).
    {"*"}*Cynigion** ar y pedwar cerdyn cyntaf: cynnig 15 i 28 pwynt cardiau, neu basio; gall chwaraewr a basiodd gynnig eto; mae'r cynnig yn dod i ben pan fydd 3 chwaraewr yn pasio yn olynol ar ôl cynnig. Os bydd pawb yn pasio, rhaid i'r deliwr wneud cynnig gorfodol o 15.
    {"*"}*Trwmp**: mae'r cynigydd yn dewis y siwt trwmp yn gyfrinachol. Yna mae'r deliwr yn delio 4 cerdyn arall i bob chwaraewr. Rhaid dilyn yr un siwt os gallwch. Rhaid i'r chwaraewr cyntaf na all ddilyn y siwt ofyn i'r cynigydd beth yw'r siwt trwmp, a chaiff ei dangos i bawb.
    {"*"}*Pâr**: Brenin a Brenhines y trwmp yn yr un llaw, ar ôl i'r trwmp gael ei ddatgan ac ar ôl i bartneriaeth y deiliad ennill tric: mae'r targed yn lleihau 4 os yw'r Pâr gan bartneriaeth y cynigydd, ac yn cynyddu 4 os yw gan y bartneriaeth arall.
    {"*"}*Sgorio**: os yw partneriaeth y cynigydd yn cyrraedd ei tharged mewn pwyntiau cardiau, mae'n ennill un pwynt gêm; os na, mae'n colli pwynt gêm. +6 yn ennill, −6 yn colli.

rules-summary-schmier =
    Chwe chwaraewr, fel arfer mewn 3 thîm o ddau yn eistedd bob yn ail (dau chwaraewr rhwng partneriaid), dec 52-cerdyn ac un joker. Y siwt trwmp: A (uchel), K, Q, y Bauer Dde (jac y trwmp), y Bauer Chwith (y jac arall o'r un lliw), 10 … 2, joker (isel).
    {"*"}*Cynigion**: un cyfle i bob chwaraewr: cynnig 3 i 6, yn uwch na'r cynnig blaenorol, neu basio; mae cynnig o 6 yn dod â'r cynnig i ben. Os bydd pawb yn pasio, mae'r un deliwr yn delio eto.
    {"*"}*Taflu**: gall pob chwaraewr ac eithrio'r deliwr daflu hyd at 3 cerdyn nad ydynt yn drwmpiau a chael rhai newydd o'r stoc; mae'r deliwr yn cymryd gweddill y stoc ac yn taflu'n ôl i 6 cherdyn.
    {"*"}*Pwyntiau** bob rownd: trwmp uchel (y tîm sy'n chwarae A y trwmp), trwmp isel (y tîm sy'n chwarae 2 y trwmp), Bauer Dde, Bauer Chwith a joker (y tîm sy'n ennill y tric sy'n eu cynnwys) a gêm (y tîm â'r mwyaf o werth cardiau: A 4, K 3, Q 2, J 1, 10 10, joker 1).
    {"*"}*Sgorio**: os yw tîm y cynigydd yn ennill o leiaf ei gynnig, mae'n sgorio'r pwyntiau a enillodd; os na, mae'r cynnig yn cael ei dynnu o'i sgôr (gall sgôr fod yn negyddol). Mae'r timau eraill yn sgorio'r pwyntiau a enillwyd ganddynt. 21 yn ennill.

rules-summary-spades =
    Pedwar chwaraewr mewn dwy bartneriaeth (partneriaid gyferbyn â'i gilydd), 52 cerdyn; rhawiau yw'r trwmp bob amser.
    {"*"}*Cynigion**: un rownd; mae pob chwaraewr yn cynnig nifer y triciau y mae'n disgwyl eu hennill (0 = nil); mae cynigion y ddau bartner yn adio i gontract y tîm. Cyn edrych ar eich cardiau gallwch gynnig **nil dall** (yna rydych chi a'ch partner yn cyfnewid tri cherdyn).
    {"*"}*Chwarae**: dilynwch y siwt os gallwch; ni chewch arwain rhaw nes bod rhaw wedi'i chwarae (oni bai mai dim ond rhawiau sydd gennych).
    {"*"}*Sgorio**: mae contract a wnaed yn sgorio 10 am bob tric a gynigiwyd ac 1 am bob tric dros ben (bag); mae contract a fethwyd yn colli 10 am bob tric a gynigiwyd. Nil ±100, nil dall ±200. Mae pob 10 bag yn costio 100. 500 yn ennill.

rules-summary-tonk =
    Dau i bum chwaraewr, pob un drosto'i hun, dec 52-cerdyn; A = 1 pwynt, cardiau wyneb = 10, cardiau rhif = gwerth wyneb. Pum cerdyn i bob chwaraewr; os yw llaw yn adio i 49 neu 50 pwynt wrth ddelio, tonc yw hwn: mae'n ennill ar unwaith (dwbl y stanc).
    {"*"}*Eich tro**: gollwng (gosod eich holl gardiau wyneb i fyny, gan honni bod gennych y cyfanswm isaf) cyn tynnu; neu dynnu'r cerdyn uchaf o'r stoc neu o'r pentwr taflu, gosod taeniadau (llyfrau: 3–4 cerdyn o'r un rheng; rhediadau: 3 cherdyn neu fwy mewn dilyniant o'r un siwt, A yn isel) a tharo unrhyw daeniad ar y bwrdd, ac yna taflu cerdyn.
    {"*"}*Diwedd y llaw**: dim cardiau ar ôl heb daflu = tonc (dwbl y stanc gan bob chwaraewr); llaw wag ar ôl taflu = y stanc sylfaenol; mae'r chwaraewr sy'n gollwng yn ennill y stanc sylfaenol os oes ganddo'r cyfanswm isaf, os na, mae wedi'i ddal ac yn talu dwbl y stanc i bob chwaraewr sydd â chyfanswm cyfartal neu is; os yw'r stoc yn rhedeg yn sych, y cyfanswm isaf sy'n ennill.
    Mae'r bwrdd yn cadw cyfrif o'r stanc a enillodd ac a gollodd pob chwaraewr.
