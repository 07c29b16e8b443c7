# Karten, wie Spieler sie auf der Hand, beim Ziehen und auf der Seite von /card lesen (bot.games.junta.text.cards); die Namen und
# Texte der Karten selbst stehen in cards.ftl. Zuständig: TEXT (I18N.md).

## Eine Zeile je Karte, wie Hand und Ziehen sie auflisten
hand-line = #{ $card } { $title }: { $effect }
hand-item = - { $line }
hand-you-draw = Du ziehst:
hand-straw-draws = { $name }, dein Strohmann, zieht:
hand-no-effect = Nach den Regeln dieser Partie ohne Wirkung: Spiel sie aus oder wirf sie ab, um Platz auf der Hand zu schaffen.

## Was eine Karte bewirkt, aus ihren Daten
effect-votes = { $votes } Stimmen.
effect-influence-votes = Einfluss: { $votes } Stimmen bei jeder Abstimmung über den Staatshaushalt und jeder Präsidentenwahl, solange sie ausgespielt ist.
effect-influence = Einfluss.
effect-kills = { $roll ->
    [1] Tötet das Ziel, wenn es an dem Aufenthaltsort ist, den du nennst, ohne Würfeln.
   *[other] Tötet das Ziel, wenn es an dem Aufenthaltsort ist, den du nennst, bei einem Wurf von { $roll }-6.
}
effect-places = Setzt { $units } ein.
effect-places-bonus = Setzt { $units } ein ({ $extra } mehr, wenn du den Einfluss { $card } ausgespielt hast).
effect-placed = { $units } in { $zone }
effect-zone = Viertel { $zone } ({ $name })
effect-any-zone = einem Viertel deiner Wahl
effect-coup-excuse = Liefert einen Putsch-Vorwand.
effect-costs = Kostet { $cost } MP.
effect-none = Keine Wirkung.

## Wann und wie eine Karte gespielt wird
timing-phases = { $count ->
    [one] Phase: { $phases }
   *[other] Phasen: { $phases }
}
timing-vote = In einer Abstimmung, einmal: Nenn sie in der Option cards von /vote president ({ $election }) oder /vote budget ({ $budget }).
timing-vote-card = Mit /votecard ({ $phases }): Sie wirkt, wenn die Zählung zu der Bedingung passt, die du angibst (der Staatshaushalt wird angenommen, abgelehnt oder beides, mit höchstens N Stimmen Unterschied).
timing-assassin = Mit /assassinate ({ $phases }): Nenn das Ziel und wo es sein wird.
timing-coup = Mit /coupcard: im Putsch-Auftakt ({ $first }; dafür brauchst du einen Putsch-Vorwand oder musst im Hauptquartier sein, du wirst zum Aufständischen, und dem Präsidenten steht das nie offen) oder in einer der sechs Putsch-Phasen ({ $rest }).
timing-any = Mit /play, jederzeit, solange die Partie läuft.
timing-play = Mit /play, nur in { $count ->
    [one] dieser
   *[other] diesen
} { $phases }.
timing-play-from-first-turn = Mit /play, nur in { $count ->
    [one] dieser
   *[other] diesen
} { $phases } (ab der ersten Runde).
not-with-play = { $card } wird nicht mit /play gespielt. { $timing }

## Was das Ausspielen kostet
cost-bribe = 1 MP pro Einheit, die du zu bestechen versuchst (auch wenn der Wurf misslingt); kostenlos, wenn du { $payers } ausgespielt hast.
cost-nothing = Nichts.
cost-mp = { $cost } MP aus deinem Bargeld (es gibt kein Wechselgeld). Bezahltes Geld verlässt das Spiel.
cost-mp-free = { $cost } MP aus deinem Bargeld (es gibt kein Wechselgeld); kostenlos, wenn du { $payers } ausgespielt hast. Bezahltes Geld verlässt das Spiel.

## Die Seite einer Karte für /card
card-page-heading = **{ $title }** ({ $kind }; { $copies })
card-page-copies = { $count } im Stapel: { $numbers }
card-page-not-in-deck = nicht im Stapel dieser Partie
card-page-effect = **Wirkung:** { $effect }
card-page-when = **Wann:** { $timing }
card-page-cost = **Kosten:** { $cost }
card-page-influence = Einfluss bleibt offen vor dir liegen, bis du stirbst; er zählt zum Handkarten-Limit von { $limit }.
card-page-kind = { $kind ->
    [vote] Stimm-Karte
    [influence] Einfluß-Karte
    [donation] Partei-Spende
    [bribe] Schmiergeld-Karte
    [assassin] Attentäter-Karte
    [intelligence] Geheimdienst-Karte
   *[event] Ereignis-Karte
}
card-page-kinds = { $kind ->
    [vote] { $count ->
        [one] { $count } Stimm-Karte
       *[other] { $count } Stimm-Karten
    }
    [influence] { $count ->
        [one] { $count } Einfluß-Karte
       *[other] { $count } Einfluß-Karten
    }
    [donation] { $count ->
        [one] { $count } Partei-Spende
       *[other] { $count } Partei-Spenden
    }
    [bribe] { $count ->
        [one] { $count } Schmiergeld-Karte
       *[other] { $count } Schmiergeld-Karten
    }
    [assassin] { $count ->
        [one] { $count } Attentäter-Karte
       *[other] { $count } Attentäter-Karten
    }
    [intelligence] { $count ->
        [one] { $count } Geheimdienst-Karte
       *[other] { $count } Geheimdienst-Karten
    }
   *[event] { $count ->
        [one] { $count } Ereignis-Karte
       *[other] { $count } Ereignis-Karten
    }
}

## Eine Karte finden, nach dem, was ein Spieler tippt (/card)
find-card-empty = Nenn eine Karte, mit ihrem Namen oder ihrer Nummer (z. B. Presse oder #26).
find-card-no-number = Es gibt keine Karte #{ $number }: Die Karten sind von #0 bis #{ $last } nummeriert.
find-card-several = Auf { $typed } passen mehrere Karten ({ $names }): Wähl eine aus der Liste.
find-card-none = Es gibt keine Karte { $typed }: Wähl eine aus der Liste oder gib ihre Nummer an (z. B. #26).
card-choice-in-hand = #{ $card } { $title } (auf deiner Hand)
card-choice-number = #{ $card } { $title }
card-choice-title = { $title } ({ $numbers })
