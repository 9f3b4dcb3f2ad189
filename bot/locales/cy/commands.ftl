## Y gorchmynion slaes fel y mae Discord yn eu dangos (bot/exts/metadata.py): disgrifiad pob
## gorchymyn a grŵp, pob opsiwn ("-opt-"), ac enwau'r dewisiadau. Nid yw enwau'r gorchmynion
## a'r opsiynau yn cael eu cyfieithu. Terfyn Discord: 100 nod. Daw'r gemau o common.ftl.
## (Nid oes gan Discord Gymraeg: mae'r rhain yma er mwyn i bob iaith gael pob neges.)

cmd-table = Byrddau cardiau: agor un, gweld eich llaw, gadael
cmd-table-create = Agor bwrdd cardiau mewn edefyn newydd
cmd-table-create-opt-game = Y gêm i'w chwarae
cmd-table-create-opt-seats = Nifer y seddi (Tonk: 2 i 5; mae nifer penodol gan y gemau eraill)
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
