# Was ein Spieler in dieser Phase schuldet und was gilt, wenn er nichts befiehlt (RULES 2 und 7;
# rules/junta/duties.py, Issue 23). Jede Meldung heißt `duty-<code>`.

duty-no-election-vote = Keine Stimme für den Präsidenten: deine Stimmen enthalten sich.
duty-no-opposition-brigade = Keine Brigade für die Opposition benannt: { $form ->
        [lot] das Los gibt ihr eine.
       *[kept] sie behält die der letzten Runde.
    }
duty-no-minister-named = Kein Minister benannt: { $form ->
        [lot] das Los bestimmt einen der beiden anderen.
       *[kept] der der letzten Runde bleibt.
    }
duty-no-cabinet = Kein Kabinett ernannt: die Amtsinhaber der letzten Runde bleiben, wo sie dürfen, und das Los besetzt den Rest.
duty-over-hand-limit = Du hast { $held } Karten, über dem Handkartenlimit von { $limit }: zum Termin { $over ->
        [one] wird die zuletzt gezogene
       *[other] werden die zuletzt gezogenen
    } abgeworfen ({ $over }).
duty-no-new-weapons = Keine Neuen Waffen zugeteilt: niemand bekommt sie.
duty-no-bills-drawn = Keine Zahl von Geldscheinen gewählt { $form ->
        [foreign_minister] für den Außenminister
       *[farm_labor] für Landwirtschaft und Arbeit
    }: eine Zahl von 1 bis 6 wird ausgelost.
duty-no-budget = Kein Haushalt vorgeschlagen: der Topf geht in gleichen zahlbaren Anteilen an die anderen Spieler, der Rest in deine Tasche, und er kommt trotzdem zur Abstimmung.
duty-no-budget-vote = Keine Stimme zum Haushalt: deine Stimmen enthalten sich.
duty-no-seizure = Keine Entscheidung: die Kammer wird nicht besetzt.
duty-no-location = Kein Aufenthaltsort gewählt: das Los setzt dich nach Hause, in den Club oder zu deiner Geliebten.
duty-no-unit-orders = Keine Befehle für deine Einheiten: sie bleiben stehen und erwidern nur das Feuer.
duty-no-coup-vote = Keine Seite in der Putsch-Abstimmung gewählt: du enthältst dich.
duty-no-junta-vote = { $form ->
    [if_rebels_win] Keine Stimme in der Junta: siegen die Aufständischen, wählt sie den neuen Präsidenten ohne dich.
   *[won] Keine Stimme in der Junta: sie wählt den neuen Präsidenten ohne dich.
}
duty-no-firing-squad = { $form ->
    [if_you_win] Wenn du siegst: niemand kommt vor das Erschießungskommando.
   *[won] Niemand kommt vor das Erschießungskommando.
}
duty-no-declaration = { $form ->
    [rebel] Keine Seite erklärt: du zählst als Pro-Junta, als Aufständischer.
   *[loyalist] Keine Seite erklärt: du zählst als Pro-Präsident, als Loyalist.
}
duty-straw-over-hand-limit = { $straw_player }, dein Strohmann, hat { $held } Karten, über dem Handkartenlimit von { $limit }: wähle { $over ->
        [one] die Karte, die
       *[other] die { $over } Karten, die
    } er abwirft, sonst { $over ->
        [one] wird zum Termin seine zuletzt gezogene
       *[other] werden zum Termin seine zuletzt gezogenen
    } abgeworfen.
