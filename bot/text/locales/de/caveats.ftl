# Was ein angenommener Befehl noch voraussetzt (die Hinweise von rules/junta/submission.py, die wegfallenden Befehle
# von rules/junta/lapses.py): die Meldung caveat-<code>, gelesen nach dem Echo des Befehls und in der Fertig-Übersicht;
# ihre Variablen die Felder des Hinweises (bot/games/junta/text/news.py). Dazu die Ablehnung einer Unterstützung, die
# niemand nominiert hat (reject-not-nominated).

reject-not-nominated = Niemand hat { $candidate } nominiert: eine Unterstützung gilt einer bestehenden Nominierung{ $nominated_players_count ->
    [0] {" "}(es gibt noch keine)
   *[other] {" "}({ $nominated_players })
}. Um { $candidate } vorzuschlagen, nominiere ihn.

## Bankgeschäfte (RULES 4.5)
caveat-bank-location = { $form ->
    [no-location] Du hast noch keinen Aufenthaltsort gewählt: diese Bankgeschäfte zählen nur, wenn du die Runde in der Bank verbringst.
    [going] Du gehst { $location_to }: diese Bankgeschäfte zählen nur, wenn du in der Bank bist.
    [lapses-at] Deine Bankgeschäfte zählen nur in der Bank: { $location_at } fallen sie weg.
   *[exile] Deine Bankgeschäfte fallen weg: wer im Exil ist, macht nirgends Bankgeschäfte.
}
caveat-bank-lunch = { $form ->
    [after-coup] Die Bank hat Mittagspause: in dieser Runde macht niemand Bankgeschäfte, außer ein Putsch beginnt, und dann erst in den Putsch-Folgen.
   *[no-coup] Die Bank hat Mittagspause: sie öffnet wieder, und Bankgeschäfte finden dort statt, nur wenn in dieser Runde kein Putsch beginnt; beginnt einer, mach deine Bankgeschäfte in den Putsch-Folgen.
}
caveat-bank-closed = Die Bank ist für den Rest der Runde geschlossen: du darfst die Runde dort verbringen, aber niemand macht Bankgeschäfte.
caveat-deposit-more-than-cash = Du zahlst { $best } MP ein, nicht { $amount }: { $form ->
    [carry] du hast { $cash } MP bei dir
   *[bills] deine Scheine ({ $values }) ergeben nicht genau { $amount } MP
} (die Bank gibt kein Wechselgeld), außer du bekommst mehr, bevor die Bank öffnet.
caveat-withdraw-more-than-account = Du hebst { $best } MP ab, nicht { $amount }: dein Schweizer Konto enthält { $account } MP{ $deposit ->
    [yes] {" "}vor dieser Einzahlung.
   *[no] .
}

## Der Putsch
caveat-no-target-there = { $form ->
    [fire] { $player } hat jetzt keine Einheiten in Viertel { $zone_id }: dieses Feuer findet nur statt, wenn nach der Bewegung welche dort sind.
   *[bombard] { $player } hat jetzt keine Einheiten in Viertel { $zone_id }: die Bombardierung trifft nur, wenn welche dort sind, wenn sie fällt.
}
caveat-needs-excuse-or-hq = Aufständische handeln im Putsch-Auftakt nur mit einem Putsch-Vorwand oder vom Hauptquartier aus{ $joins ->
    [yes] , oder wenn jemand mit Vorwand oder im Hauptquartier einen Putsch auslöst (du schließt dich dann an)
   *[no] {""}
}: es gibt noch keinen Vorwand (ein Mord oder eine Vorwand-Karte in dieser Phase gäbe einen), und { $form ->
    [going] du gehst { $location_to }
   *[no-location] du hast noch keinen Aufenthaltsort gewählt
}.

## Befehle, die nach jetzigem Stand nicht ausgeführt werden (rules/junta/lapses.py)
caveat-no-effect = Sie wird keine Wirkung haben: { $form ->
    [bank-closed] die Bank ist schon geschlossen
   *[no-banking] in dieser Runde gibt es keine Bankgeschäfte mehr
}. Die Karte gilt als abgelegt; sonst erfährt es niemand.
caveat-stack-move = Das ist { $form ->
    [straw] der { $number }. Zug von { $player }
   *[own] dein { $number }. Zug
} in dieser Phase, und { $form ->
    [straw] ein Strohmann hat
   *[own] du hast
} { $allowed }{ $flight ->
    [yes] {" "}(der Flug des Hubschraubers ist der Zug seines Besitzers)
   *[no] {""}
}: er wird nicht ausgeführt.

## Ein Zug mit Einheiten, die ihm noch nicht gehören (Bestechung der Brigade)
caveat-bribed-units-only = Du befehligst in Viertel { $zone_id } noch keine Einheiten: dieser Zug bewegt nur die Einheiten, die deine Karte „{ $card }“ dort gewinnt, wenn du sie in dieser Phase mit /coupcard spielst (jede Einheit bei einem Wurf von 4-6).
