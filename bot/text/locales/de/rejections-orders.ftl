# Ablehnungen von Ämtervergabe, Staatshaushalt und Spielaufbau (rules/junta/appointments.py, budget.py, engine.py,
# variants.py): die Meldung reject-<code>, ihre Variablen die Felder der Ablehnung (bot/games/junta/text/news.py).
# Codes, die andere Teile mitbenutzen (no_such_player, not_eligible, bad_amount, ...), stehen in rejections-shared.ftl.

## Ämter vergeben (RULES 4.2)
reject-not-appointable = Das Amt „{ $office }“ vergibt der Präsident nicht.
reject-office-twice = Das Amt „{ $office }“ wird zweimal vergeben.
reject-no-brother-in-law = In diesem Spiel bekommt der Schwager des Präsidenten bei der Ämtervergabe kein Amt: gib das Amt „{ $office }“ einem Spieler (er führt nur das Amt eines toten oder verbannten Inhabers).
reject-president-second-office = Du darfst das Amt „{ $office }“ nicht selbst übernehmen; nur dein Schwager darf ein Amt für dich führen.
reject-brother-in-law-twice = Dein Schwager darf nur ein Amt führen.
reject-too-many-offices = { $player } hätte { $count } Ämter; höchstens 2.
reject-two-generals = { $player } hätte zwei Generalsämter; höchstens eines.
reject-player-without-office = { $player } hat kein Amt: jeder lebende Spieler im Land braucht eines.
reject-needless-vacancy = { $offices } { $offices_count ->
    [one] bleibt unbesetzt, könnte aber
   *[other] bleiben unbesetzt, könnten aber
} besetzt werden (zwei Ämter je Spieler, nie zwei Generalsämter, und eines für deinen Schwager). Ämter bleiben nur unbesetzt, wenn niemand sie übernehmen kann.
reject-no-appointments = Nenne mindestens ein Amt und seinen Inhaber.

## Der Staatshaushalt (RULES 4.3): Geldscheine als „3 + 2 + 1“ ($<name>_sum) und ihre Summe
reject-add-not-payable = Dein Bargeld ({ $cash_count ->
    [0] keine Scheine
   *[other] { $cash_sum } = { $cash_total } MP
}) ergibt nicht genau { $amount } MP{ $amounts_either_count ->
    [0] .
   *[other] ; du könntest { $amounts_either } MP dazugeben.
}
reject-bad-recipient = { $form ->
    [no-player] Es gibt keinen Spieler #{ $number }.
   *[status] { $player } ist { $status ->
        [dead] tot
       *[exiled] im Exil
    } und kann kein Geld aus dem Staatshaushalt bekommen.
}
reject-recipient-twice = { $player } steht zweimal im Staatshaushalt.
reject-budget-too-big = Der Staatshaushalt verteilt { $amount } MP, aber { $added ->
    [yes] die Kasse und das Bargeld, das du dazugibst, enthalten
   *[no] die Kasse enthält
} nur { $pool_total } MP ({ $pool_count ->
    [0] keine Scheine
   *[other] { $pool_sum } = { $pool_total } MP
}).
reject-bills-for-nobody = Du nennst Scheine für { $form ->
    [number] Spieler #{ $number }
   *[player] { $player }
}, der nichts zugeteilt bekommt.
reject-bad-denomination = Scheine sind 1, 2 oder 3 MP wert.
reject-bills-do-not-add-up = Die Scheine, die du für { $player } nennst, ergeben { $named } MP, nicht { $amount } MP.
reject-bills-not-in-pool = Es gibt nicht genug { $value }-MP-Scheine für die Scheine, die du nennst ({ $pool_count ->
    [0] keine Scheine
   *[other] { $pool_sum } = { $pool_total } MP
} insgesamt).
reject-budget-unpayable = Diese Beträge lassen sich mit den Scheinen { $pool_count ->
    [0] keine Scheine
   *[other] { $pool_sum } = { $pool_total } MP
} nicht auszahlen (es gibt kein Wechselgeld). Die nächsten auszahlbaren Beträge: { $nearest_shares }.

## Ein Spiel aufsetzen (rules/junta/engine.py new_game, variants.py)
reject-no-such-variant = Es gibt keine Regelvariante „{ $typed }“; versuche { $known_either }.
reject-player-count = Ein Spiel nach den Regeln „{ $variant }“ braucht { $next ->
    [yes] { $low } oder { $high }
   *[no] { $low } bis { $high }
} Spieler; es sind { $count }.{ $fitting_variants_count ->
    [0] {""}
   *[other] {" "}Mit { $count } Spielern spielt ihr { $fitting_variants }.
}
# wie man ein Spiel einer Variante wählt, in einer Ablehnung wegen der Spielerzahl: $how "command" (der Befehl des
# Moderators), sonst der Name in der Konfiguration
variant-how = { $how ->
    [command] /junta create variant:{ $name }
   *[variant] Variante { $name }
}
reject-short-game = { $form ->
    [short-game] Das kürzere Spiel ist off, every_round oder coup_rounds, nicht „{ $typed }“.
    [ballots] Eine Abstimmung hat 1 oder 2 Wahlgänge.
   *[classic-only] Das kürzere Spiel, die Wahlgänge und das Ziehen in Runde 1 sind Optionen der Regeln des Brettspiels.
}
reject-bad-option = { $form ->
    [intelligence] „{ $card }“ zeigt die Handkarten eines Spielers, sein Bargeld oder die gezogenen Geldscheine.
    [short-game] Das kürzere Spiel ist off, every_round oder coup_rounds, nicht „{ $typed }“.
    [ballots] Eine Abstimmung hat 1 oder 2 Wahlgänge.
   *[classic-only] Das kürzere Spiel, die Wahlgänge und das Ziehen in Runde 1 sind Optionen der Regeln des Brettspiels.
}
reject-family-names = Jede Familie braucht einen Namen, und keine zwei Familien dürfen denselben haben.
reject-first-president = Nur bei einer Mini-Junta zu zweit wird der erste Präsident zu Beginn bestimmt.

## „Wenn ich gewählt werde, vergebe ich ...“ (VARIANTS 2.3.4)
reject-no-conditional-cabinet = { $form ->
    [no-reassignment] In diesem Spiel vergibt ein mitten in der Runde gewählter Präsident die Ämter nicht sofort neu.
    [no-election] Gerade findet keine Wahl statt.
   *[cabinet-follows] Der jetzt gewählte Präsident vergibt seine Ämter in der Phase „Ämter vergeben“, die auf diese Wahl folgt.
}

## /junta create mit mehr Computer-Familien, als die Variante zulässt ($variant ihr kurzer Name, $players ihre Spielerzahl)
created-too-many-computers = { $variant } ist für { $players }, nicht für { $count } Computer-Familien.
