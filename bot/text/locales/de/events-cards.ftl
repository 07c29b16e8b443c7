# Die politischen Karten, wie sie gespielt werden (rules/junta/cardplay.py; Issue 23: Ereignisse sind Daten).

event-lapsed-card-gone = Du hast „{ $card }“ nicht mehr; sie wurde nicht gespielt.
event-influence-played = { $player } bringt den Einfluss „{ $card }“ ins Spiel ({ $votes ->
    [one] 1 Stimme
   *[other] { $votes } Stimmen
}).
event-no-effect = { $form ->
    [bank-closed] Deine Karte „{ $card }“ bleibt ohne Wirkung: die Bank ist schon geschlossen. Sie gilt als abgelegt; sonst erfährt es niemand.
    [no-banking] Deine Karte „{ $card }“ bleibt ohne Wirkung: in dieser Runde gibt es keine Bankgeschäfte mehr. Sie gilt als abgelegt; sonst erfährt es niemand.
    [no-farm-labor] „{ $card }“: es gibt keinen Minister für Landwirtschaft und Arbeit; nichts geschieht.
   *[nothing] „{ $card }“: nichts geschieht.
}
event-donation = { $form ->
    [empty] Der Geldstapel ist leer: die Spende bringt nichts.
   *[bill] Eine geheime Parteispende bringt dir { $value } MP.
}
event-card-played = { $form ->
    [donation] { $player } hat eine geheime Parteispende erhalten.
   *[played] { $player } spielt „{ $card }“.
}
event-church-desecrated = Der Einfluss der Kirche gibt bis zum Ende der Runde keine Stimmen.
event-spy-report = Dein Spion in der Schweiz meldet: { $target } hat { $swiss } MP auf dem Schweizer Konto.
event-bank-holiday = Bank-Ferien: die Bank ist für den Rest der Runde geschlossen.
event-farmers-strike = Farmer-Streik: der Minister für Landwirtschaft und Arbeit zieht in dieser Runde keine Geldscheine.
event-authority-disputed = Die Autorität des Präsidenten ist umstritten: die Ernennungen der letzten Runde bleiben; nur unbesetzte Ämter werden vergeben.
event-coup-excuse-card = „{ $card }“: es gibt einen Putsch-Vorwand.
event-intelligence = { $form ->
    [draw] { $bills_count ->
        [0] Geheimdienst: der Präsident hat in dieser Runde keine Geldscheine gezogen.
       *[other] Geheimdienst: der Präsident hat in dieser Runde { $bills_sum } gezogen.
    }
    [cash] Geheimdienst: { $target } trägt { $pocket_bills_sum } bei sich.
   *[hand] Geheimdienst: { $target } hält { $held_cards_count ->
        [0] keine Karten
       *[other] { $held_cards }
    }.
}
