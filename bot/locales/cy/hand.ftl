## Neges breifat y llaw a'i rheolyddion, cwestiwn ildio, a'r negeseuon tro.

hand-header = **{ $title } — bwrdd #{ $table }** · eich sedd: { $seat }
hand-header-team = **{ $title } — bwrdd #{ $table }** · eich sedd: { $seat } (Tîm { $team }, gyda { $partners })
hand-computer-plays = Mae'r cyfrifiadur yn chwarae eich sedd: cliciwch **{ button-take-seat-back }** i chwarae.
hand-your-turn = **Eich tro chi.**
hand-waiting = Tro { $players } yw hi. **{ button-refresh }** pan ddaw eich tro chi.
hand-ended = **{ $title } — bwrdd #{ $table }** · mae'r bwrdd wedi dod i ben.
hand-state = cyflwr { $version }
hand-choose-an-option = Dewiswch un o'r opsiynau.
hand-list-and = { $first } a { $last }

## Y rheolyddion.

controls-choose-card-play = Dewiswch gerdyn i'w chwarae
controls-choose-card-give = Dewiswch gerdyn i'w roi
controls-choose-card-discard = Dewiswch gerdyn i'w daflu
controls-choose-card-spread = Dewiswch gerdyn i'w daenu
controls-choose-what-give = Dewiswch beth i'w roi
controls-choose-what-discard = Dewiswch beth i'w daflu
controls-choose-what-spread = Dewiswch beth i'w daenu
controls-choose-cards-give = Dewiswch { $count ->
    [zero] { $count } cerdyn i'w rhoi
    [one] { $count } cerdyn i'w roi
    [two] { $count } gerdyn i'w rhoi
    [few] { $count } cherdyn i'w rhoi
    [many] { $count } cherdyn i'w rhoi
   *[other] { $count } cerdyn i'w rhoi
}
controls-choose-cards-discard = Dewiswch { $count ->
    [zero] { $count } cerdyn i'w taflu
    [one] { $count } cerdyn i'w daflu
    [two] { $count } gerdyn i'w taflu
    [few] { $count } cherdyn i'w taflu
    [many] { $count } cherdyn i'w taflu
   *[other] { $count } cerdyn i'w taflu
}
controls-choose-cards-spread = Dewiswch { $count ->
    [zero] { $count } cerdyn i'w taenu
    [one] { $count } cerdyn i'w daenu
    [two] { $count } gerdyn i'w taenu
    [few] { $count } cherdyn i'w taenu
    [many] { $count } cherdyn i'w taenu
   *[other] { $count } cerdyn i'w taenu
}
controls-choose-up-to-give = Dewiswch hyd at { $count ->
    [zero] { $count } cerdyn i'w rhoi
    [one] { $count } cerdyn i'w roi
    [two] { $count } gerdyn i'w rhoi
    [few] { $count } cherdyn i'w rhoi
    [many] { $count } cherdyn i'w rhoi
   *[other] { $count } cerdyn i'w rhoi
}
controls-choose-up-to-discard = Dewiswch hyd at { $count ->
    [zero] { $count } cerdyn i'w taflu
    [one] { $count } cerdyn i'w daflu
    [two] { $count } gerdyn i'w taflu
    [few] { $count } cherdyn i'w taflu
    [many] { $count } cherdyn i'w taflu
   *[other] { $count } cerdyn i'w taflu
}
controls-choose-up-to-spread = Dewiswch hyd at { $count ->
    [zero] { $count } cerdyn i'w taenu
    [one] { $count } cerdyn i'w daenu
    [two] { $count } gerdyn i'w taenu
    [few] { $count } cherdyn i'w taenu
    [many] { $count } cherdyn i'w taenu
   *[other] { $count } cerdyn i'w taenu
}
controls-choose-range-give = Dewiswch o { $low } i { $count ->
    [zero] { $count } cerdyn i'w rhoi
    [one] { $count } cerdyn i'w rhoi
    [two] { $count } gerdyn i'w rhoi
    [few] { $count } cherdyn i'w rhoi
    [many] { $count } cherdyn i'w rhoi
   *[other] { $count } cerdyn i'w rhoi
}
controls-choose-range-discard = Dewiswch o { $low } i { $count ->
    [zero] { $count } cerdyn i'w taflu
    [one] { $count } cerdyn i'w taflu
    [two] { $count } gerdyn i'w taflu
    [few] { $count } cherdyn i'w taflu
    [many] { $count } cherdyn i'w taflu
   *[other] { $count } cerdyn i'w taflu
}
controls-choose-range-spread = Dewiswch o { $low } i { $count ->
    [zero] { $count } cerdyn i'w taenu
    [one] { $count } cerdyn i'w taenu
    [two] { $count } gerdyn i'w taenu
    [few] { $count } cherdyn i'w taenu
    [many] { $count } cherdyn i'w taenu
   *[other] { $count } cerdyn i'w taenu
}
controls-part = { $placeholder } ({ $part } o { $parts })
controls-hit-a-spread = Taro ar daeniad
controls-choose = Dewiswch
controls-discard-nothing = Taflu dim cardiau
controls-only = Dim ond { $cards }

## Y cwestiwn ildio.

forfeit-button = Ildio
forfeit-keep-button = Dal ati i chwarae
forfeit-kept = Rydych chi'n dal ati i chwarae.
forfeit-question-team = **Ildio'r ornest?** Mae'n dod i ben nawr i bawb: mae eich tîm ({ $losers }) yn colli. { $count ->
    [one] Yr enillydd: { $winners }.
   *[other] Yr enillwyr: { $winners }.
}
forfeit-question-seat = **Ildio'r ornest?** Mae'n dod i ben nawr i bawb: chi sy'n olaf. { $count ->
    [one] Yr enillydd: { $winners }.
   *[other] Yr enillwyr: { $winners }.
}
forfeit-rated = Mae'n cyfrif yn y gynghrair fel gornest a chwaraewyd i'r diwedd.
forfeit-unrated = Nid yw'n cyfrif yn y gynghrair (mae angen o leiaf { $count ->
    [zero] { $count } person
    [one] { $count } person
    [two] { $count } berson
    [few] { $count } pherson
    [many] { $count } pherson
   *[other] { $count } person
} ar fwrdd cynghrair).

## Y neges tro (gyhoeddus: iaith y bwrdd).

ping-turn = 🔔 { $players }: eich tro chi wrth fwrdd **{ $title }**.
ping-turn-timed = 🔔 { $players }: eich tro chi wrth fwrdd **{ $title }**. Daw'r amser i ben { $when }.
ping-reminder = ⏰ { $players }: mae'r bwrdd yn aros amdanoch chi. Daw'r amser i ben { $when }, ac yna bydd y cyfrifiadur yn chwarae drosoch chi.
ping-reminder-soon = ⏰ { $players }: mae'r bwrdd yn aros amdanoch chi. Daw'r amser i ben cyn bo hir, ac yna bydd y cyfrifiadur yn chwarae drosoch chi.
