## Stori gornest: y daflen sgôr, ailchwarae, cofnod y gêm, Ail ornest a diwedd bwrdd.

story-title = { $game } #{ $table }
story-button-sheet = Taflen sgôr
story-button-replay = Ailchwarae
story-sheet-head = **{ $title }** · y daflen sgôr hyd yma (dwylo gorffenedig yn unig)
story-sheet-latest = **{ $title }** · y daflen sgôr hyd yma (dwylo gorffenedig yn unig) · mae'r daflen gyfan yn y ffeil; y dwylo diweddaraf:
story-sheet-file-only = **{ $title }** · y daflen sgôr hyd yma (dwylo gorffenedig yn unig) · mae'r daflen gyfan yn y ffeil.
story-sheet-post-head = 📋 **Taflen sgôr**
story-replay-head = 🎞️ **{ $title }** · ailchwarae llaw { $hand } · tudalen { $page } o { $pages }
story-jump = Neidio i law
story-hand-option = Llaw { $hand }
story-record-whole = **{ $title }**: cofnod y gêm (yr ornest gyfan). Mae `python -m games replay FILE --show` yn ei ailchwarae mewn terfynell.
# llaw (benywaidd): 2 law.
story-record-so-far = **{ $title }**: cofnod y gêm (y { $hands ->
    [one] { NUMBER($hands, useGrouping: 0) } llaw orffenedig
    [two] { NUMBER($hands, useGrouping: 0) } law orffenedig
   *[other] { NUMBER($hands, useGrouping: 0) } llaw orffenedig
} hyd yma). Mae `python -m games replay FILE --show` yn ei ailchwarae mewn terfynell.

## Pam na ellir dangos y stori (preifat).

story-no-table = Does dim bwrdd yma. Defnyddiwch hwn y tu mewn i edefyn bwrdd.
story-not-in-server = Dydy'r bwrdd hwnnw ddim yn y gweinydd hwn.
story-not-started = Dydy'r gêm ddim wedi dechrau eto: does dim byd i'w ddangos.
story-players-only = Dim ond y chwaraewyr all ailchwarae dwylo'r bwrdd hwn tra mae'n chwarae; gall pawb yn yr edefyn unwaith y bydd yr ornest ar ben.
story-use-thread = Defnyddiwch hwn yn edefyn y bwrdd.
story-no-replay = Dydy cofnod y bwrdd hwn ddim yn ailchwarae: { $error }
story-nothing-over = Does dim llaw ar ben eto: dim ond dwylo gorffenedig a ddangosir wrth ailchwarae.
story-hand-not-finished = Does dim modd ailchwarae llaw { $hand }: dim ond y dwylo gorffenedig (dwylo { $first } i { $last }).
story-pick-hand = Dewiswch law o'r rhestr.

## Ail ornest.

rematch-button = Ail ornest
rematch-unknown = Dydy'r bwrdd hwn ddim yn hysbys bellach.
rematch-no-channel = Alla i ddim agor yr ail ornest: mae sianel y bwrdd hwn wedi mynd, neu alla i mo'i gweld bellach. Defnyddiwch `/table create` mewn sianel.
rematch-refused = Allwn i ddim agor yr ail ornest: gwrthododd Discord ei hedefyn neu ei lobi. Cliciwch **Ail ornest** eto mewn munud.
rematch-no-permission = Alla i ddim agor yr ail ornest: does gen i ddim **Create Public Threads** neu **Send Messages in Threads** yn { $channel }. Gofynnwch i gymedrolwr eu rhoi i mi, yna cliciwch eto.
rematch-being-opened = wrthi'n cael ei hagor (edrychwch mewn munud)
rematch-exists = { $state ->
    [open] Mae ail ornest y bwrdd hwn ar agor eisoes
   *[opened] Cafodd ail ornest y bwrdd hwn ei hagor
}: { $where }.
rematch-opened = Mae eich ail ornest ar agor: { $thread }.
rematch-old-table = bwrdd #{ $table }
rematch-invitation = 🔁 **Ail ornest** { $where } (bwrdd #{ $table }).
rematch-invitation-held = 🔁 **Ail ornest** { $where } (bwrdd #{ $table }). { $people }: mae eich seddi'n cael eu cadw i chi tan <t:{ $until }:t> (<t:{ $until }:R>).
rematch-link = 🔁 Agorodd { $host } ail ornest: <#{ $thread }>
rematch-the-host = Y gwesteiwr
rematch-freed = ⌛ Mae'r seddi a gadwyd i { $names } yn rhydd nawr: gall unrhyw un bwyso { button-join }.
rematch-filled = Dechreuodd y gwesteiwr heb aros: mae cyfrifiaduron yn chwarae'r seddi a gadwyd i { $names }.

## Diwedd bwrdd.

story-match-over = Mae'r ornest ar ben.
