# Befehle, wie Spieler sie lesen: ein Satz je Befehlsart, bestätigt beim Vermerken, auf der Statusseite, bei Fertig
# und im Verlauf (bot.games.junta.text.orders). Zuständig: TEXT (I18N.md).

## Wer, was, wie viel
order-nobody = niemand
order-brother-in-law = der Schwager
order-unknown-family = eine unbekannte Familie
order-card = { $title } #{ $card }
order-all-units = alle deine Einheiten
order-zone = Viertel { $zone }
order-everything = alles
order-nothing = nichts
order-money = { $amount } MP
order-choice = { $choice ->
    [yes] ja
    [no] nein
   *[abstain] Enthaltung
}
order-bills = { $count ->
    [one] { $count } Geldschein
   *[other] { $count } Geldscheine
}

## Eine Stimmquelle (VARIANTS 4.2): ein Amt, eine Einfluß-Karte, eine Stimm-Karte, die Familienstimme
source-office = Amt { $office } ({ $votes ->
    [one] { $votes } Stimme
   *[other] { $votes } Stimmen
})
source-influence = Einfluss { $card } ({ $votes ->
    [one] { $votes } Stimme
   *[other] { $votes } Stimmen
})
source-card = Karte { $card } #{ $number } ({ $votes ->
    [one] { $votes } Stimme
   *[other] { $votes } Stimmen
})
source-family = Familienstimme ({ $votes ->
    [one] { $votes } Stimme
   *[other] { $votes } Stimmen
})
source-socialist-bonus = der Sozialisten-Bonus
source-family-short = Familienstimme
source-socialist-bonus-short = Sozialisten-Bonus

## Wie ein Wahlgang abgegeben wird
ballot-default = alle Stimmen deiner Ämter und deines Einflusses: { $choice }
ballot-split = { $source } ({ $votes }): { $choice }
trigger-any = wie auch immer die Zählung ausgeht
trigger-result = { $result ->
    [passes] falls der Staatshaushalt angenommen wird
   *[fails] falls der Staatshaushalt abgelehnt wird
}
trigger-within = { $result ->
    [passes] falls der Staatshaushalt mit höchstens { $within } Stimmen Unterschied angenommen wird
   *[fails] falls der Staatshaushalt mit höchstens { $within } Stimmen Unterschied abgelehnt wird
}

## Eine Bedingung (RULES 7), am Ende des Befehls: „..., nur wenn Garcia tot ist“
order-condition = { $order }, nur { $condition }
condition-dead = wenn { $player } tot ist
condition-alive = wenn { $player } lebt
condition-at = wenn { $player } { $location } ist
condition-card = wenn { $card } gespielt wurde
condition-card-by = wenn { $player } { $card } gespielt hat
condition-budget = { $passed ->
    [yes] wenn der Staatshaushalt angenommen wurde
   *[no] wenn der Staatshaushalt abgelehnt wurde
}
condition-budget-within = { $passed ->
    [yes] wenn der Staatshaushalt mit höchstens { $within } Stimmen Unterschied angenommen wurde
   *[no] wenn der Staatshaushalt mit höchstens { $within } Stimmen Unterschied abgelehnt wurde
}
condition-banked = wenn { $player } Bankgeschäfte gemacht hat
condition-excuse = wenn es einen Putsch-Vorwand gibt
condition-no-excuse = wenn es keinen Putsch-Vorwand gibt

## Die Befehle, je ein Satz (rules.junta.orders)
order-nominate = Nominiere { $candidate } für die Präsidentenwahl
order-second = Unterstütze die Nominierung von { $candidate }
order-decline = Lehne deine Nominierung ab
order-election = Stimme mit all deinen Stimmen für { $candidate } als Präsidenten
order-election-cards = Stimme mit all deinen Stimmen für { $candidate } als Präsidenten, dazu { $cards }
order-cast-for = Stimmabgabe – { $source }: für { $candidate }
order-cast-budget = Stimmabgabe – { $source }: { $choice } zum Staatshaushalt
order-cast-yours = { $source }
order-cast-unknown = eine Stimmquelle, die du nicht hast
order-appoint = Vergib die Ämter: { $appointments }
order-appointment = { $office }: { $player }
order-if-elected = Wenn du zum Präsidenten gewählt wirst, ernenne sofort: { $appointments } (die übrigen Ämter bleiben, wo erlaubt, bei ihren Inhabern, der Rest wird ausgelost)
order-play = Spiele { $card } aus
order-play-on = Spiele { $card } aus, Ziel: { $target }
order-play-looking = { $play } (Einblick in: { $option })
order-play-option = { $play } ({ $option })
order-look-hand = Handkarten
order-look-cash = Bargeld
order-look-draw = gezogene Geldscheine
order-name-head = Ernenne { $name } zum neuen Oberhaupt deiner Familie
order-discard = Wirf ab: { $cards }
order-new-weapons = Die Neuen Waffen gehen an: { $office }
order-new-weapons-nobody = Niemand bekommt die Neuen Waffen
order-draw = Ziehe { $bills } als { $office }
order-budget = Schlage den Staatshaushalt vor: { $shares }
order-budget-adding = Schlage den Staatshaushalt vor: { $shares }, dazu { $amount } MP aus deinem Bargeld
order-budget-share = { $player } { $amount } MP
order-budget-nothing = niemand bekommt etwas
order-budget-vote = Stimme über den Staatshaushalt ab: { $ballot }
order-budget-vote-revote = Stimme über den Staatshaushalt ab: { $ballot }; bei einer Wiederholung der Abstimmung: { $revote }
order-vote-card = Spiele { $card } aus, { $trigger }
order-vote-card-strike = Spiele { $card } aus, um die Stimmen von { $target } zu streichen, { $trigger }
order-seize = Besetze die Kammer
order-no-seize = Besetze die Kammer nicht
order-location = Verbringe die Runde { $location }
order-exile = Geh ins Exil
order-assassinate = Setze { $assassin } auf { $target } an
order-assassinate-at = Setze { $assassin } auf { $target } { $location } an
order-secret-police = die Geheimpolizei
order-banking = In der Bank: { $acts }
order-deposit = { $amount } einzahlen
order-withdraw = { $amount } abheben
order-rebel = Handle im Putsch-Auftakt
order-move = Ziehe { $units } von Viertel { $from } nach Viertel { $to }
order-move-via = Ziehe { $units } von Viertel { $from } über Viertel { $via } nach Viertel { $to }
order-move-pick-up = Ziehe { $units } von Viertel { $from } über Viertel { $via } nach Viertel { $to } und nimm deine in Viertel { $via } wartenden Einheiten mit
order-land = Landung: { $unit } in Viertel { $zone }
order-land-then = Landung: { $unit } in Viertel { $zone }, dann weiter nach Viertel { $then }
order-bombard = Beschieße die Einheiten von { $target } in Viertel { $zone } mit { $weapon ->
    [airstrike] einem Luftangriff
    [gunboat] dem Kanonenboot (seine Geschütze erreichen jedes Viertel außer den Botschaften)
   *[intervention-airstrike] einem Luftangriff der Intervention
}
order-fire = Eröffne das Feuer auf die Einheiten von { $target } in Viertel { $zone }
order-transfer = Übergib { $player } die Kontrolle über { $units } in Viertel { $zone }
order-police = Schicke { $count ->
    [one] { $count } Polizei-Einheit
   *[other] { $count } Polizei-Einheiten
} von Viertel { $from } nach Viertel { $to }
order-police-all = Schicke deine ganze Polizei von Viertel { $from } nach Viertel { $to }
order-coup-card = Spiele { $card } aus
order-coup-card-zone = { $play }: in Viertel { $zone }
order-coup-card-count = { $play } ({ $count })
order-coup-card-then = { $play }, dann weiter nach Viertel { $then }
order-loss-order = Verluste in dieser Reihenfolge: { $kinds }
order-retreat-permission = Lass zurückweichende Einheiten von { $allowed } in deine Viertel, nicht aber die von { $denied }
order-retreat-route = Deine Einheiten in Viertel { $zone } ziehen sich bis zum Ende des Putsches nach { $zones } zurück, in dieser Reihenfolge
order-retreat-route-rules = Deine Einheiten in Viertel { $zone } ziehen sich bis zum Ende des Putsches dorthin zurück, wohin die Regeln sie schicken
order-coup-vote = { $side ->
    [junta] Erkläre dich für die Aufständischen (Pro-Junta)
   *[president] Erkläre dich für den Präsidenten (Pro-Präsident)
}
order-opposition = Die Opposition befehligt in dieser Runde: { $office }
order-name-minister = { $player } ist in dieser Runde Minister; der andere führt die Opposition
order-concede = { $side ->
    [junta] Überlasse den Sieg im Putsch den Aufständischen
   *[president] Überlasse den Sieg im Putsch dem Präsidenten
}
order-intervention = Interventionstruppen, die besten zuerst: { $forces }
order-intervention-airstrikes = { $count } Luftangriffe
order-firing-squad = Schicke { $target } vor das Erschießungskommando
order-firing-squad-nobody = Schicke niemanden vor das Erschießungskommando
order-junta-vote = Stimme für { $candidate } als Präsident der Junta
order-junta-vote-tie = Stimme für { $candidate } als Präsident der Junta; bei Gleichstand in der Junta wählst du als Rebellen-Führer { $tie }, in dieser Reihenfolge
order-execute = Wenn du gewählt wirst, lass { $target } hinrichten
order-execute-nobody = Wenn du gewählt wirst, lass niemanden hinrichten
order-safe-passage = Gewähre { $player } freies Geleit durch die Botschaft in Viertel { $zone }
order-resign = Tritt als Präsident zurück
order-return = Kehre aus dem Exil zurück
order-return-embassy = { $return } (über die Botschaft in Viertel { $zone })
order-return-bribe = { $return }, mit { $card } gegen das Erschießungskommando
order-execute-on-return = Bei ihrer Rückkehr aus dem Exil hinrichten lassen: { $players }
order-president-choice = Falls die Präsidentschaft an die Wahl deiner Fraktion fällt: { $player }
order-brother-in-law-choice = Dein Schwager übernimmt zuerst: { $offices }
order-brother-in-law-first-vacated = das erste frei werdende Amt

## Die Antwort auf einen vermerkten Befehl
order-recorded = Für **{ $game }** vermerkt: { $order }.
order-recorded-straw = Für **{ $game }** vermerkt, für { $straw }, deinen Strohmann: { $order }.
order-note = Hinweis: { $note }
order-use-done = { $due } Nimm /done, wenn du fertig bist.

## Ein Befehl, der nach jetzigem Stand nicht ausgeführt wird, und warum (rules.junta.lapses); der eines Strohmanns
order-lapsing = { $order }: { $why }
order-for-straw = Für { $name }: { $order }
