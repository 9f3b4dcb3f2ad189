## Mesaj prive men an ak kontwòl li yo, kesyon abandon an, notifikasyon tou yo.

hand-header = **{ $title } — tab #{ $table }** · plas ou: { $seat }
hand-header-team = **{ $title } — tab #{ $table }** · plas ou: { $seat } (Ekip { $team }, avèk { $partners })
hand-computer-plays = Òdinatè a ap jwe plas ou: klike sou **{ button-take-seat-back }** pou w jwe.
hand-your-turn = **Se tou pa w.**
hand-waiting = Se tou { $players }. **{ button-refresh }** lè se tou pa w.
hand-ended = **{ $title } — tab #{ $table }** · tab la fini.
hand-state = eta { $version }
hand-choose-an-option = Chwazi youn nan opsyon yo.
hand-list-and = { $first } ak { $last }

## Kontwòl yo.

controls-choose-card-play = Chwazi yon kat pou w jwe
controls-choose-card-give = Chwazi yon kat pou w bay
controls-choose-card-discard = Chwazi yon kat pou w jete
controls-choose-card-spread = Chwazi yon kat pou w mete an konbinezon
controls-choose-what-give = Chwazi sa pou w bay
controls-choose-what-discard = Chwazi sa pou w jete
controls-choose-what-spread = Chwazi sa pou w mete an konbinezon
controls-choose-cards-give = Chwazi { $count } kat pou w bay
controls-choose-cards-discard = Chwazi { $count } kat pou w jete
controls-choose-cards-spread = Chwazi { $count } kat pou w mete an konbinezon
controls-choose-up-to-give = Chwazi jiska { $count } kat pou w bay
controls-choose-up-to-discard = Chwazi jiska { $count } kat pou w jete
controls-choose-up-to-spread = Chwazi jiska { $count } kat pou w mete an konbinezon
controls-choose-range-give = Chwazi ant { $low } ak { $count } kat pou w bay
controls-choose-range-discard = Chwazi ant { $low } ak { $count } kat pou w jete
controls-choose-range-spread = Chwazi ant { $low } ak { $count } kat pou w mete an konbinezon
controls-part = { $placeholder } ({ $part } sou { $parts })
controls-hit-a-spread = Ajoute sou yon konbinezon
controls-choose = Chwazi
controls-discard-nothing = Pa jete anyen
controls-only = Sèlman { $cards }

## Kesyon abandon an.

forfeit-button = Abandone
forfeit-keep-button = Kontinye jwe
forfeit-kept = Ou kontinye jwe.
forfeit-question-team = **Abandone pati a?** Li fini kounye a pou tout moun: ekip ou ({ $losers }) pèdi, epi { $count ->
    [one] gayan an se { $winners }.
   *[other] gayan yo se { $winners }.
}
forfeit-question-seat = **Abandone pati a?** Li fini kounye a pou tout moun: ou fini dènye, epi { $count ->
    [one] gayan an se { $winners }.
   *[other] gayan yo se { $winners }.
}
forfeit-rated = Li konte nan lig la tankou yon pati ki jwe jiska lafen.
forfeit-unrated = Li pa konte nan lig la (yon tab lig bezwen omwen { $count } moun).

## Notifikasyon tou a (piblik: lang tab la).

ping-turn = 🔔 { $players }: se tou pa w nan **{ $title }**.
ping-turn-timed = 🔔 { $players }: se tou pa w nan **{ $title }**. Tan an fini { $when }.
ping-reminder = ⏰ { $players }: tab la ap tann ou. Tan an fini { $when }, apre sa òdinatè a ap jwe pou ou.
ping-reminder-soon = ⏰ { $players }: tab la ap tann ou. Tan an pral fini byento, apre sa òdinatè a ap jwe pou ou.
