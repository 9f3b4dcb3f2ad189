## Y gorchmynion slaes fel y mae Discord yn eu dangos (bot/exts/metadata.py): disgrifiad pob
## gorchymyn a grŵp, pob opsiwn ("-opt-"), ac enwau'r dewisiadau. Nid yw enwau'r gorchmynion
## a'r opsiynau yn cael eu cyfieithu. Terfyn Discord: 100 nod. Daw'r gemau o common.ftl.
## (Nid oes gan Discord Gymraeg: mae'r rhain yma er mwyn i bob iaith gael pob neges.)

cmd-table = Byrddau cardiau: agor un, gweld eich llaw, gadael
cmd-table-create = Agor bwrdd cardiau mewn edefyn newydd
cmd-table-create-opt-game = Y gêm i'w chwarae
cmd-table-create-opt-seats = Nifer y seddi (Tonk: 2 i 5; mae nifer penodol gan y gemau eraill)
cmd-table-create-opt-preset = Rheolau'r tŷ a gadwodd y gweinydd hwn ar gyfer y gêm (/config preset-save)
cmd-table-create-opt-stake = Tonk yn unig: y stanc sylfaenol
cmd-table-hand = Dangos eich llaw breifat eto
cmd-table-status = Dangos cyflwr y bwrdd hwn
cmd-table-leave = Gadael y bwrdd hwn (mae'r cyfrifiadur yn cymryd eich sedd)
cmd-table-cancel = Canslo lobi; ar ôl dechrau: ildio (chwaraewyr), canslo heb sgôr gallu (cymedrolwyr)
cmd-table-scores = Taflen sgorau'r bwrdd hwn hyd yma
cmd-table-replay = Llaw orffenedig o'r bwrdd hwn, wyneb i fyny
cmd-table-replay-opt-hand = Pa law (diofyn: yr olaf a orffennwyd)
cmd-table-record = Cofnod gêm y bwrdd hwn, fel ffeil

cmd-rules = Crynodeb o gêm a rheolau'r tŷ
cmd-rules-opt-game = Y gêm

cmd-league = Cynghreiriau'r gweinydd: tablau, sgorau gallu, tymhorau
cmd-league-standings = Tabl cynghrair gêm yn y gweinydd hwn
cmd-league-standings-opt-game = Y gêm
cmd-league-standings-opt-season = Tymor a fu (diofyn: yr un presennol)
cmd-league-player = Sgorau gallu, safleoedd a chofnod chwaraewr
cmd-league-player-opt-member = Pwy (diofyn: chi)
cmd-league-player-opt-season = Tymor a fu
cmd-league-head-to-head = Eich cofnod gyda rhywun ac yn ei erbyn
cmd-league-head-to-head-opt-member = Pwy
cmd-league-head-to-head-opt-season = Tymor a fu (diofyn: yr un presennol)
cmd-league-stakes = Y stanciau Tonk net a enillwyd ac a gollwyd yn y gweinydd hwn
cmd-league-stakes-opt-season = Tymor a fu (diofyn: yr un presennol)
cmd-league-season = Cau'r tymor hwn a dechrau un newydd (gweinyddwyr)

cmd-ledger = Llyfr cyfrifon y ffrindiau o stanciau Tonk: balansau, taliadau, setlo
cmd-ledger-balance = Pwy sydd mewn dyled i bwy, a'r nifer lleiaf o daliadau i setlo
cmd-ledger-balance-opt-book = Llyfr a gaewyd (diofyn: yr un agored)
cmd-ledger-paid = Cofnodi taliad rhyngoch chi a rhywun
cmd-ledger-paid-opt-member = Pwy a daloch (neu pwy a'ch talodd)
cmd-ledger-paid-opt-amount = Faint, mewn unedau cyfan
cmd-ledger-paid-opt-direction = Fe'u teliais nhw (diofyn) neu fe'm talon nhw i
cmd-ledger-paid-i-paid = Fe'u teliais nhw
cmd-ledger-paid-they-paid = Fe'm talon nhw i
cmd-ledger-history = Stanciau a enillwyd ac a gollwyd fesul bwrdd, a thaliadau
cmd-ledger-history-opt-member = Pwy (diofyn: chi)
cmd-ledger-settle = Cau'r llyfrau: mae pob balans yn dechrau ar sero
cmd-ledger-export = Llyfr cyfrifon cyfan y gweinydd fel ffeil CSV

cmd-config = Gosodiadau'r gweinydd ar gyfer byrddau newydd (Rheoli Gweinydd)
cmd-config-show = Holl osodiadau'r gweinydd hwn
cmd-config-rules = Rheolau'r tŷ rhagosodedig gêm yn y gweinydd hwn
cmd-config-rules-opt-game = Y gêm
cmd-config-preset-save = Cadw rheolau'r tŷ dan enw ar gyfer gêm
cmd-config-preset-save-opt-game = Gêm y rhagosodiad
cmd-config-preset-save-opt-name = Enw'r rhagosodiad (32 nod ar y mwyaf)
cmd-config-preset-save-opt-rules = Newidiadau i ragosodiadau'r gweinydd, e.e. 'bag penalty=50, nil value=50'
cmd-config-preset-delete = Dileu rhagosodiad
cmd-config-preset-delete-opt-game = Gêm y rhagosodiad
cmd-config-preset-delete-opt-name = Y rhagosodiad
cmd-config-presets = Rhagosodiadau'r gweinydd hwn
cmd-config-presets-opt-game = Rhai'r gêm hon yn unig
cmd-config-turn = Amser tro byrddau newydd: rhagosodiad a therfynau
cmd-config-turn-opt-default = Eiliadau mae tro'n para ar fwrdd newydd
cmd-config-turn-opt-low = Yr amser tro byrraf y gall gwesteiwr ei ddewis yn y lobi (eiliadau)
cmd-config-turn-opt-high = Yr amser tro hiraf y gall gwesteiwr ei ddewis yn y lobi (eiliadau)
cmd-config-turn-opt-reset = Yn ôl i amser tro a therfynau'r bot (yna'r gwerthoedd a roddir)
cmd-config-computers = Lefel cyfrifiaduron byrddau newydd
cmd-config-computers-opt-level = Pa mor dda mae'r cyfrifiaduron yn chwarae
cmd-config-level-random = Ar hap
cmd-config-level-basic = Sylfaenol
cmd-config-level-strong = Cryf
cmd-config-level-default = Rhagosodiad pob gêm
cmd-config-channels = Lle gellir agor byrddau (dim ar y rhestr: unrhyw le)
cmd-config-channels-opt-add = Caniatáu byrddau yn y sianel destun hon
cmd-config-channels-opt-remove = Dim mwy o fyrddau yn y sianel hon
cmd-config-channels-opt-anywhere = Anghofio'r rhestr: byrddau mewn unrhyw sianel
cmd-config-stake-unit = Ym mha uned mae'r cyfriflyfr yn cyfrif stanciau Tonk
cmd-config-stake-unit-opt-unit = Gair neu symbol (sglodion, $, pwyntiau); ei adael allan: un y bot
cmd-config-lobbies = Terfyn amser lobïau a therfynau byrddau ar agor
cmd-config-lobbies-opt-expiry = Munudau y gall lobi aros heb newid cyn cau (0: byth)
cmd-config-lobbies-opt-per-host = Byrddau ar agor y gall un person eu croesawu (0: dim terfyn)
cmd-config-lobbies-opt-per-server = Byrddau ar agor y gall y gweinydd hwn eu cael ar unwaith (0: dim terfyn)
cmd-config-lobbies-opt-reset = Yn ôl i derfyn amser lobïau a therfynau'r bot (yna'r gwerthoedd a roddir)
cmd-config-rated = A yw byrddau gorffenedig yn symud sgoriau gallu'r gynghrair
cmd-config-rated-opt-rated = True: mae byrddau'n cyfrif; False: nac ydyn
cmd-config-language = Iaith byrddau newydd y gweinydd hwn
cmd-config-language-opt-language = Iaith y gweinydd
cmd-config-my-language = Yr iaith mae'r bot yn eich ateb ynddi
cmd-config-my-language-opt-language = Eich iaith, neu Awtomatig
cmd-config-language-en = English
cmd-config-language-cy = Cymraeg
cmd-config-language-bg = Български
cmd-config-language-ht = Kreyòl ayisyen
cmd-config-language-auto = Awtomatig (iaith Discord, yna'r gweinydd)
