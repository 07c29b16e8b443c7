# Ablehnungs-Codes, die mehrere Teile der Regeln benutzen (rules/junta/validate*.py, appointments.py, budget.py,
# actions.py, ...): eine Meldung je Code, die Sätze jedes Teils als Varianten, die `$form` wählt (das Feld `form` der
# Ablehnung), und ein schlichter Satz für eine Ablehnung ohne `form`. Neue Varianten in beiden Sprachen hier eintragen.

## Die Formen von rules/junta/validate.py mit Unterstrich, die von validate_coup.py, appointments.py und budget.py mit Bindestrich
reject-no-such-player = { $form ->
    [short] Es gibt keinen Spieler #{ $number }.
   *[game] In diesem Spiel gibt es keinen Spieler #{ $number }.
}
reject-no-such-zone = Es gibt kein Viertel { $number } auf dem Stadtplan (Viertel 1-{ $last }).
reject-dead = { $form ->
    [target] { $target } ist schon tot.
   *[self] Du bist tot, bis die nächste Runde beginnt: Du kannst jetzt keine Befehle geben.
}
reject-exiled = { $form ->
    [trade] Du bist im Exil: Du darfst Karten behalten, ablegen, verschenken und annehmen, aber nicht ausspielen.
    [target] { $target } ist im Exil: Dort erreicht ihn kein Attentäter.
    [execute] Wer im Exil ist, kann nicht hingerichtet werden.
   *[self] Du bist im Exil: Du darfst weder abstimmen noch Karten ausspielen, handeln oder sonst etwas tun, bis du aus dem Exil zurückkehrst.
}
reject-wrong-phase = { $form ->
    [nominate] Nominiert wird in der Nominierungsphase{ $two_ballots ->
        [yes] {" "}oder im 1. Wahlgang einer Wahl.
       *[no] .
    }
    [decline] Eine Nominierung lehnt man in der Nominierungsphase ab.
    [mini_appoint] In Mini-Junta werden keine Ämter vergeben: Der Präsident bestimmt stattdessen die Brigade der Opposition (und, bei drei Spielern, den Minister) (VARIANTS 10.3).
    [resign_election] Während einer Präsidentenwahl kannst du nicht zurücktreten.
    [resign_coup] Während eines Putsches kann der Präsident nicht zurücktreten.
    [police-response] Die Polizei greift nur in Putsch-Phase 1 ein.
    [declare-aftermath] Erklärungen werden in den Putsch-Folgen abgegeben, wenn Putsch-Phase 6 abgehandelt ist: du erklärst dich für die Aufständischen oder für den Präsidenten und siehst dabei die Stadt, wie der Kampf sie hinterlassen hat.
    [declare] Die Erklärung für die Aufständischen oder für den Präsidenten wird in Putsch-Phase 6 abgegeben.
    [firing-squad] Das Erschießungskommando folgt auf einen Putsch, den der Präsident gewonnen hat.
    [junta] Die Junta stimmt nach einem Putsch ab, den die Aufständischen gewonnen haben.
    [execute] „Wenn ich gewählt werde, lasse X hinrichten“ wird nach einem Putsch gegeben, den die Aufständischen gewonnen haben.
   *[order] { $order } ist kein Befehl dieser Phase ({ $phase }).
}
reject-bad-side = { $form ->
    [budget] Eine Stimmquelle stimmt über den Staatshaushalt mit Ja oder Nein.
    [concede] Gib auf zugunsten von 'president' (der Präsident gewinnt) oder 'junta' (die Aufständischen gewinnen).
   *[declare] Stimme 'junta' (für die Aufständischen) oder 'president' (für den Präsidenten).
}
reject-not-president = { $form ->
    [budget] Nur der Präsident schlägt den Staatshaushalt vor.
    [resign] Nur der Präsident kann zurücktreten.
    [brother_in_law] Nur der Präsident entscheidet für seinen Schwager.
    [brigade] Nur der Präsident bestimmt die Brigade der Opposition.
    [minister] Nur der Präsident bestimmt den Minister.
    [firing-squad] Nur der Präsident schickt Aufständische vor das Erschießungskommando.
   *[appoint] Nur der Präsident vergibt die Ämter.
}
reject-not-your-office = { $form ->
    [new_weapons] Nur der Kriegsminister teilt die Neuen Waffen zu.
    [seize] Nur der Minister für Innere Sicherheit darf die Abgeordneten-Kammer besetzen.
    [airstrike] Nur der Kommandeur der Luftwaffe fordert Luftangriffe an.
    [gunboat] Nur der Admiral befehligt das Kanonenboot.
    [intervention-airstrike] Nur der Außenminister fordert die Luftangriffe der Intervention an.
    [police-response] Nur der Minister für Innere Sicherheit lässt die Polizei eingreifen.
    [intervention] Nur der Außenminister wählt die Truppen der Intervention.
   *[act_for] Du handelst nicht für das Amt { $office }.
}
reject-bad-count = { $form ->
    [bribe] Sag, wie viele Einheiten du zu bestechen versuchst (je 1 MP).
    [units] Anzahlen von Einheiten sind 0 (alle) oder mehr.
   *[bills] Ziehe zwischen 1 und { $most } Geldscheinen.
}
reject-not-in-hand = { $form ->
    [discard] Du kannst nur Karten ablegen, die du hältst, oder Einfluss, den du im Spiel hast.
    [assassin] Diesen Attentäter hast du nicht.
    [bribe] Nenne eine Karte „{ $card }“ aus deiner Hand.
   *[card] Diese Karte hast du nicht.
}
reject-not-eligible = { $form ->
    [minister] Der Minister ist einer der beiden anderen echten Spieler: { $players }.
    [command] { $player } kann jetzt keinen Befehl übernehmen.
    [junta] Die Junta wählt einen lebenden{ $real ->
        [real] {" "}echten
       *[any] {""}
    } Spieler, der nicht im Exil ist.
    [junta-tie] { $player } kann nicht gewählt werden: die Junta wählt einen lebenden{ $real ->
        [real] {" "}echten
       *[any] {""}
    } Spieler, der nicht im Exil ist.
    [office] { $player } ist { $status ->
        [dead] tot
       *[exiled] im Exil
    } und kann kein Amt bekleiden.
   *[president] Der Präsident ist einer der echten Spieler: { $players }.
}
reject-president-exile = { $form ->
    [embassy] Der Präsident kann nicht durch eine Botschaft ins Exil fliehen.
   *[go] Der Präsident kann nicht ins Exil gehen (er kann vorher zurücktreten).
}
reject-self = { $form ->
    [bombard] Du kannst deine eigenen Einheiten nicht bombardieren.
    [fire] Du kannst nicht auf deine eigenen Einheiten schießen.
    [transfer] Du befehligst sie schon.
    [execute] Du kannst nicht deine eigene Hinrichtung befehlen.
   *[assassin] Du kannst keinen Attentäter auf dich selbst ansetzen.
}
reject-cannot-pay = { $form ->
    [bribe] „{ $card }“ kostet { $cost } MP; du hast weniger bei dir.
    [bribe-units] { $count } Einheiten zu bestechen kostet { $count } MP; du hast { $cash } MP.
   *[assassin] „{ $card }“ kostet { $cost } MP, und dein Bargeld beträgt { $cash } MP.
}
reject-bad-amount = { $form ->
    [add-negative] Du kannst keinen negativen Betrag dazugeben.
    [budget-negative] Beträge im Staatshaushalt sind ganze MP, null oder mehr.
   *[banking] Zahle eine ganze Zahl von MP ein oder hebe sie ab (oder alles).
}
