## Kòmand ak bar yo jan Discord montre yo (bot/exts/metadata.py): deskripsyon chak kòmand ak
## gwoup, chak opsyon ("-opt-"), ak non chwa yo. Non kòmand yo ak opsyon yo pa tradui. Limit
## Discord: 100 karaktè. Jwèt yo soti nan common.ftl.
## (Discord pa gen Kreyòl ayisyen: yo la pou chak lang gen chak mesaj.)

cmd-table = Tab kat: louvri youn, wè men ou, kite
cmd-table-create = Louvri yon tab kat nan yon nouvo fil
cmd-table-create-opt-game = Jwèt pou jwe a
cmd-table-create-opt-seats = Kantite plas (Tonk: 2 a 5; lòt jwèt yo gen yon kantite fiks)
cmd-table-create-opt-preset = Règ lakay sèvè sa a sove pou jwèt la (/config preset-save)
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

cmd-config = Paramèt sèvè a pou nouvo tab (Jere Sèvè)
cmd-config-show = Tout paramèt sèvè sa a
cmd-config-rules = Règ lakay pa defo yon jwèt nan sèvè sa a
cmd-config-rules-opt-game = Jwèt la
cmd-config-preset-save = Sove règ lakay anba yon non pou yon jwèt
cmd-config-preset-save-opt-game = Jwèt seri règ la
cmd-config-preset-save-opt-name = Non seri règ la (32 karaktè pou pi plis)
cmd-config-preset-save-opt-rules = Chanjman sou règ pa defo sèvè a, egzanp 'bag penalty=50, nil value=50'
cmd-config-preset-delete = Efase yon seri règ
cmd-config-preset-delete-opt-game = Jwèt seri règ la
cmd-config-preset-delete-opt-name = Seri règ la
cmd-config-presets = Seri règ sèvè sa a
cmd-config-presets-opt-game = Sèlman pou jwèt sa a
cmd-config-turn = Tan tou nouvo tab: pa defo ak limit
cmd-config-turn-opt-default = Konbyen segonn yon tou dire nan yon nouvo tab
cmd-config-turn-opt-low = Tan tou ki pi kout yon òganizatè ka chwazi nan lobi a (segonn)
cmd-config-turn-opt-high = Tan tou ki pi long yon òganizatè ka chwazi nan lobi a (segonn)
cmd-config-turn-opt-reset = Retounen nan tan tou ak limit bot la (epi valè yo bay yo)
cmd-config-computers = Nivo òdinatè nouvo tab yo
cmd-config-computers-opt-level = Ki jan òdinatè yo jwe byen
cmd-config-level-random = O aza
cmd-config-level-basic = Debaz
cmd-config-level-strong = Fò
cmd-config-level-default = Nivo nòmal chak jwèt
cmd-config-channels = Ki kote yo ka louvri tab (lis vid: nenpòt kote)
cmd-config-channels-opt-add = Pèmèt tab nan chanèl tèks sa a
cmd-config-channels-opt-remove = Pa gen tab ankò nan chanèl sa a
cmd-config-channels-opt-anywhere = Bliye lis la: tab nan nenpòt chanèl
cmd-config-stake-unit = Nan ki inite kaye a konte miz Tonk yo
cmd-config-stake-unit-opt-unit = Yon mo oswa yon senbòl (jeton, $, pwen); san li: sa bot la
cmd-config-lobbies = Lè lobi yo fini ak limit tab ki louvri
cmd-config-lobbies-opt-expiry = Konbyen minit yon lobi ka rete san chanjman anvan li fèmen (0: janm)
cmd-config-lobbies-opt-per-host = Tab ki louvri yon moun ka òganize (0: pa gen limit)
cmd-config-lobbies-opt-per-server = Tab ki louvri sèvè sa a ka genyen an menm tan (0: pa gen limit)
cmd-config-lobbies-opt-reset = Retounen nan delè lobi ak limit bot la (epi valè yo bay yo)
cmd-config-rated = Si tab ki fini yo chanje nivo nan lig la
cmd-config-rated-opt-rated = True: tab yo konte; False: non
cmd-config-language = Lang nouvo tab sèvè sa a
cmd-config-language-opt-language = Lang sèvè a
cmd-config-my-language = Lang bot la reponn ou
cmd-config-my-language-opt-language = Lang ou, oswa Otomatik
cmd-config-language-en = English
cmd-config-language-cy = Cymraeg
cmd-config-language-bg = Български
cmd-config-language-ht = Kreyòl ayisyen
cmd-config-language-auto = Otomatik (lang Discord, apre sa lang sèvè a)
