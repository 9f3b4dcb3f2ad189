## Таблицата с резултати (bot/render/sheets.py, bot/render/sheet_columns.py): таблица с
## фиксирана ширина в кодов блок, затова заглавията на колоните са кратки; числата, буквите на
## отборите (A, B, C) и буквите на боите остават същите.

sheet-title = Таблица с резултати: { $game }
sheet-legend = { $team } = { $side }
sheet-sep = {", "}
sheet-standing-won = след { $hands ->
    [one] { NUMBER($hands, useGrouping: 0) } раздаване
   *[other] { NUMBER($hands, useGrouping: 0) } раздавания
}: { $totals } · { $winner } спечели
sheet-standing-in-play = след { $hands ->
    [one] { NUMBER($hands, useGrouping: 0) } раздаване
   *[other] { NUMBER($hands, useGrouping: 0) } раздавания
}: { $totals } · играта продължава
sheet-standing-open = след { $hands ->
    [one] { NUMBER($hands, useGrouping: 0) } раздаване
   *[other] { NUMBER($hands, useGrouping: 0) } раздавания
}: { $totals } · партията няма край (Тонк)

## Заглавия на колоните. $team: буквата на отбор (A).

sheet-col-hand = раздаване
sheet-col-bids = заявки
sheet-col-bidder = наддаващ
sheet-col-bid = заявка
sheet-col-trump = коз
sheet-col-extras = особености
sheet-col-result = изход
sheet-col-team-bids = { $team } заявки
sheet-col-team-tricks = { $team } взятки
sheet-col-team-points = { $team } точки
sheet-col-team-bags = { $team } излишни
sheet-col-team-total = { $team } общо
sheet-col-card-points = точки от картите { $first }-{ $second }
sheet-col-ended = край
sheet-col-by = от
sheet-col-winner = победител
sheet-col-counts = сборове
sheet-col-awards = висок нисък десен ляв жокер игра

## Клетки.

sheet-call-pass = п
sheet-all-pass = всички пас
sheet-redeal = ново раздаване
sheet-value-set = { $value } не изпълни
sheet-made = изпълни
sheet-set = не изпълни
sheet-nil = нула
sheet-blind-nil = сляпа нула
sheet-single = сам
sheet-doubled = контра
sheet-redoubled = реконтра
sheet-pair = двойка { $team } → { $target }
sheet-ending-initial_tonk = начален тонк
sheet-ending-tonk_out = излизане с тонк
sheet-ending-out = излизане
sheet-ending-drop_won = сваляне, издържа
sheet-ending-caught = хванат
sheet-ending-stock_out = талонът свърши
sheet-ending-draw = наравно
