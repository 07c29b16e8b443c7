# Ablehnungen der Befehle im Putsch (rules/junta/validate_coup.py): die Meldung reject-<code>, ihre Variablen die
# Felder der Ablehnung (bot/games/junta/text/news.py). Viertel heißen nach ihrer Nummer auf dem Stadtplan
# (`zone_id`, `zone_from`, `zone_to`, ...). Wo ein Code mehrere Sätze hat, wählt `$form` einen; Codes, die andere
# Prüfungen mitbenutzen (wrong_phase, self, not_your_office, ...), stehen in rejections-shared.ftl.

## Der Stadtplan und die Einheiten
reject-no-such-unit = Es gibt keine Einheitenart „{ $typed }“.
reject-not-adjacent = { $form ->
    [flight] Der Hubschrauber fliegt in ein Nachbarviertel und weiter in dessen Nachbarviertel: { $zone_from } -> { $zone_via } -> { $zone_to } ist kein solcher Weg.
    [next] Viertel { $zone_to } grenzt nicht an Viertel { $zone_from }.
    [appear] Viertel { $zone_to } grenzt nicht an das Viertel, in dem die Einheiten erscheinen.
   *[neighbours] Viertel { $zone_to } grenzt nicht an Viertel { $zone_from } (seine Nachbarn: { $neighbours }).
}
reject-not-your-units = { $form ->
    [land] Du hast keine { $unit }, die auf die Landung warten.
    [police] Du hast keine Polizei in Viertel { $zone_id }.
    [embassy] Du hast keine Einheit in der Botschaft in Viertel { $zone_id }.
   *[command] Du befehligst keine dieser Einheiten in Viertel { $zone_id }.
}
reject-helicopter-only = { $form ->
    [carries] Nur ein Hubschrauber fliegt zwei Viertel weit, und die Einheiten, die er trägt, steigen im ersten aus.
   *[alone] Nur ein Hubschrauber fliegt zwei Viertel weit, und zwar allein.
}
reject-no-pick-up = { $form ->
    [flight] Nur ein Hubschrauber, der zwei Viertel weit fliegt, nimmt unterwegs Einheiten auf (Regeln des Brettspiels).
    [carries-nobody] In diesem Spiel trägt ein Hubschrauber niemanden.
   *[alone] Ein Hubschrauber, der unterwegs Einheiten aufnimmt, fliegt allein dorthin.
}
reject-cannot-land = Nur Marine-Infanteristen, Kommandos, Fallschirmjäger und der Hubschrauber der Intervention landen.
reject-not-a-river-zone = Marine-Infanteristen und Kommandos landen am Fluß: Viertel { $landings }.
reject-zone-twice = Viertel { $zone_id } steht zweimal in deinem Rückzugsweg.
reject-not-an-embassy = Viertel { $zone_id } ist keine Botschaft.

## Feuer und Bombardierung
reject-embassy = { $form ->
    [bombard] In einer Botschaft wird nicht geschossen.
   *[combat] In einer Botschaft wird nicht gekämpft.
}
reject-prelude-palace-only = Im Putsch-Auftakt darf eine Bombardierung nur Einheiten im { $palace_zone } treffen (Viertel { $palace_id }): nur das löst einen Putsch aus. Viertel { $zone_id } kann bombardiert werden, sobald der Putsch begonnen hat.
reject-no-airstrikes-left = { $form ->
    [intervention] Du hast keine Luftangriffe der Intervention.
   *[spent] Alle drei Luftangriffe dieses Putsches sind verbraucht.
}
reject-bad-weapon = Bombardiere mit 'airstrike', 'gunboat' oder 'intervention_airstrike'.
reject-no-red-units-there = Die Polizei darf nur dort eingreifen, wo Karten rote Einheiten aufgestellt haben: { $zone_ids_count ->
    [0] nirgends
   *[other] { $zone_ids }
}.

## Karten im Putsch
reject-not-a-coup-card = { $card } wird nicht im Putsch gespielt.
reject-nothing-to-bribe = In Viertel { $zone_id } gibt es keine Einheiten der Truppe „{ $force }“.

## Erklärungen, Aufgabe und Intervention
reject-coup-decided = Der Putsch wurde aufgegeben: niemand erklärt sich.
reject-president-pro-president = Der Präsident ist immer für den Präsidenten.
reject-no-concession = In diesem Spiel endet ein Putsch nicht vorzeitig: er wird bis zur Putsch-Phase 6 ausgefochten.
reject-bad-forces = Wähle unter airstrikes, helicopter, paratroopers, commandos, jede höchstens einmal.

## Nach dem Putsch: das Erschießungskommando und die Junta
reject-no-tie-order = In diesem Spiel entscheidet bei Gleichstand die eigene Stimme des Rebellen-Führers: nenne dafür niemanden.
reject-not-a-rebel = { $form ->
    [immune] { $player } ist kein Aufständischer: Regierungstreue sind davor geschützt.
   *[junta] Nur Aufständische sitzen in der Junta.
}
