## Kòmand ak bar yo jan Discord montre yo (bot/exts/metadata.py): deskripsyon chak kòmand ak
## gwoup, chak opsyon ("-opt-"), ak non chwa yo. Non kòmand yo ak opsyon yo pa tradui. Limit
## Discord: 100 karaktè. Jwèt yo soti nan common.ftl.
## (Discord pa gen Kreyòl ayisyen: yo la pou chak lang gen chak mesaj.)

cmd-table = Tab kat: louvri youn, wè men ou, kite
cmd-table-create = Louvri yon tab kat nan yon nouvo fil
cmd-table-create-opt-game = Jwèt pou jwe a
cmd-table-create-opt-seats = Kantite plas (Tonk: 2 a 5; lòt jwèt yo gen yon kantite fiks)
cmd-table-create-opt-stake = Pou Tonk sèlman: miz debaz la
cmd-table-hand = Montre men prive ou ankò
cmd-table-status = Montre eta tab sa a
cmd-table-leave = Kite tab sa a (òdinatè a pran plas ou)
cmd-table-cancel = Anile yon lobi; apre li kòmanse: abandone (jwè), anile san nivo (moderatè)
cmd-table-scores = Fèy nòt tab sa a jiskaprezan
cmd-table-replay = Yon men ki fini sou tab sa a, figi anlè
cmd-table-replay-opt-hand = Ki men (si ou pa chwazi: dènye men ki fini an)
cmd-table-record = Dosye jwèt tab sa a, kòm yon fichye

cmd-rules = Yon rezime yon jwèt ak règ lakay li
cmd-rules-opt-game = Jwèt la

cmd-league = Lig sèvè a: klasman, nivo, sezon
cmd-league-standings = Klasman yon jwèt nan sèvè sa a
cmd-league-standings-opt-game = Jwèt la
cmd-league-standings-opt-season = Yon sezon ki pase (si ou pa chwazi: sezon kounye a)
cmd-league-player = Nivo, plas ak rezilta yon jwè
cmd-league-player-opt-member = Pou ki moun (si ou pa chwazi: pou ou)
cmd-league-player-opt-season = Yon sezon ki pase
cmd-league-head-to-head = Rezilta ou avèk yon moun ak kont li
cmd-league-head-to-head-opt-member = Ki moun
cmd-league-head-to-head-opt-season = Yon sezon ki pase (si ou pa chwazi: sezon kounye a)
cmd-league-stakes = Miz Tonk yo genyen ak pèdi nan sèvè sa a (nèt)
cmd-league-stakes-opt-season = Yon sezon ki pase (si ou pa chwazi: sezon kounye a)
cmd-league-season = Fèmen sezon sa a epi kòmanse yon nouvo (administratè)

cmd-ledger = Kaye zanmi yo pou miz Tonk: balans, peman, regleman
cmd-ledger-balance = Ki moun ki dwe ki moun, ak pi piti kantite peman pou regle
cmd-ledger-balance-opt-book = Yon kaye ki fèmen (si ou pa chwazi: sa ki louvri a)
cmd-ledger-paid = Anrejistre yon peman ant ou menm ak yon moun
cmd-ledger-paid-opt-member = Ki moun ou peye (oswa ki moun ki peye ou)
cmd-ledger-paid-opt-amount = Konbyen, an inite antye
cmd-ledger-paid-opt-direction = Mwen peye l (si ou pa chwazi) oswa li peye m
cmd-ledger-paid-i-paid = Mwen peye l
cmd-ledger-paid-they-paid = Li peye m
cmd-ledger-history = Miz genyen ak pèdi pou chak tab, ak peman yo
cmd-ledger-history-opt-member = Pou ki moun (si ou pa chwazi: pou ou)
cmd-ledger-settle = Fèmen kaye yo: chak balans kòmanse a zewo
cmd-ledger-export = Tout kaye sèvè a kòm yon fichye CSV
