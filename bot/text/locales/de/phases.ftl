# Phasen, wie Spieler sie nennen, und was jede von wem verlangt (bot.games.junta.text.phases). Zuständig: TEXT (I18N.md).
# Die Namen der Phasen selbst sind Begriffe (terms.ftl: phase-<wert>).

## Der Name einer Phase: „Runde 2 · Abstimmung über den Staatshaushalt“, „Vor Runde 1 · Präsidentenwahl, Stichwahl 1“
phase-when = { $turn ->
    [0] Vor Runde 1
   *[other] Runde { $turn }
}
phase-full-name = { $when } · { $phase }
phase-coup-of-six = { $when } · Putsch-Phase { $number } von 6
phase-revote = { $name }, Stichwahl { $round }
phase-ballot = { $name }, Wahlgang { $ballot } von 2

## Was diese Phase von einem Spieler verlangt (seine Statusseite)
asks-dead = Du bist tot, bis die nächste Runde beginnt.
asks-exiled = Du bist im Exil: Du darfst nicht abstimmen, handeln oder Karten spielen; mit /return kommst du zurück.
asks-nomination = Du kannst mit /nominate einen Kandidaten für die Präsidentenwahl nominieren, mit /second eine Nominierung unterstützen oder mit /decline deine eigene ablehnen. Du schuldest nichts: Drück Fertig, wenn du fertig bist.
asks-revote = Das ist Stichwahl { $round }, nur zwischen den Kandidaten mit Stimmgleichheit: { $tied }. { $asks }
asks-if-elected = { $asks } Als Kandidat kannst du auch angeben, wen du sofort ernennst, falls du gewählt wirst: /ifelected.
asks-no-vote-election = Du hast bei dieser Wahl keine Stimme.
asks-vote-president-cards = Stimme mit /vote president für einen Präsidenten; nenn Stimm-Karten in der Option cards, um ihre Stimmen dazuzuzählen.
asks-vote-president-first = Stimme mit /vote president für einen Präsidenten: Bei dieser ersten Wahl hat jede Familie eine Stimme.
asks-vote-president = Stimme mit /vote president für einen Präsidenten.
asks-mini-president = Bestimme mit /opposition die Brigade der Opposition{ $minister ->
    [yes] {" "}und mit /minister den Minister
   *[no] {""}
}; sonst werden keine Ämter vergeben. Wenn die Phase ausgewertet wird, ziehst du { $bills } Geldscheine Entwicklungshilfe-Gelder für den Staatshaushalt.
asks-mini-other = Der Präsident bestimmt die Brigade der Opposition; sonst werden keine Ämter vergeben. Du kannst Karten spielen oder verschenken; drück Fertig, wenn du fertig bist.
asks-appoint-draw = Vergib die Ämter mit /appoint (mit Menüs zur Auswahl). Wenn die Phase ausgewertet wird, ziehst du { $bills } Geldscheine Entwicklungshilfe-Gelder für den Staatshaushalt.
asks-appoint = Vergib die Ämter mit /appoint (mit Menüs zur Auswahl).
asks-cabinet-other = Der Präsident vergibt die Ämter. Du kannst Karten spielen oder verschenken; drück Fertig, wenn du fertig bist.
asks-draw-weapons = Du teilst mit /weapons die Neuen Waffen zu.
asks-draw-bills = Du bestimmst mit /draw, wie viele Geldscheine du ziehst.
asks-draw-both = Du teilst mit /weapons die Neuen Waffen zu und bestimmst mit /draw, wie viele Geldscheine du ziehst.
asks-draw-nothing = Die Entwicklungshilfe-Gelder werden gezogen: Du schuldest nichts.
asks-propose = Schlag mit /budget den Staatshaushalt vor.
asks-proposal-other = Der Präsident stellt den Staatshaushalt auf.
asks-no-vote-budget = Du hast bei der Abstimmung über den Staatshaushalt keine Stimme.
asks-vote-budget = Stimme mit /vote budget über den Staatshaushalt ab (oder mit den Knöpfen Ja, Nein und Enthaltung deiner Statusseite).
asks-seize = Der Staatshaushalt wurde abgelehnt: Entscheide mit /seize, ob du die Kammer besetzt.
asks-seize-other = Der Minister für Innere Sicherheit entscheidet, ob er die Kammer besetzt.
asks-location = Wähle mit /location, wo du die Runde verbringst.
asks-location-and = Wähle mit /location, wo du die Runde verbringst; außerdem stehen dir { $extra } offen.
asks-extra-assassinate = /assassinate
asks-extra-bank = /bank (wenn du in die Bank gehst)
asks-extra-rebel = /rebel (Putsch-Auftakt, mit einem Putsch-Vorwand oder aus dem Hauptquartier)
asks-junta-rebel = Die Aufständischen haben gewonnen: Wähle mit /juntavote in der Junta den neuen Präsidenten; du kannst auch angeben, wen du mit /execute hinrichten lässt, falls du gewählt wirst.
asks-junta-other = Die Aufständischen haben gewonnen, und ihre Junta wählt den neuen Präsidenten, jede lebende Familie im Land, auch deine: Du kannst angeben, wen du mit /execute hinrichten lässt, falls du gewählt wirst.
asks-firing-squad = Du hast den Putsch gewonnen: Schick mit /firingsquad einen Aufständischen vor das Erschießungskommando, oder verschone alle.
asks-firing-squad-other = Der Präsident hat den Putsch gewonnen und entscheidet über das Erschießungskommando: Du schuldest nichts.
asks-game-over = Die Partie ist vorbei.

## Eine Abstimmung des Brettspiels, Stimmquelle für Stimmquelle (VARIANTS 4.1, 4.2.2, 4.4.3)
asks-cast-all-cast = { $election ->
    [yes] Im 1. Wahlgang hast du alle deine Stimmen abgegeben: Bei dieser Wahl bleibt dir nichts mehr abzugeben.
   *[no] Im 1. Wahlgang hast du alle deine Stimmen abgegeben: Zum Staatshaushalt bleibt dir nichts mehr abzugeben.
}
asks-cast-no-vote = { $election ->
    [yes] Du hast bei dieser Wahl keine Stimme.
   *[no] Du hast bei der Abstimmung über den Staatshaushalt keine Stimme.
}
asks-cast-election = Stimme mit /vote president für einen Präsidenten (alle übrigen Stimmquellen; Stimm-Karten, wenn du sie in der Option cards nennst) oder gib mit /vote cast eine Stimmquelle nach der anderen ab, jede für einen eigenen Kandidaten. Noch nicht abgegeben: { $left }.
asks-cast-budget = Stimme mit /vote budget ab (oder mit den Knöpfen unten) oder gib mit /vote cast eine Stimmquelle nach der anderen ab. Noch nicht abgegeben: { $left }.

## Die Putsch-Folgen des Brettspiels vor den Erklärungen (VARIANTS 6.13.1)
asks-declare-president = Putsch-Phase 6 ist vorbei: Jede andere Familie erklärt sich jetzt für die Aufständischen oder für den Präsidenten, mit Blick auf die Stadt, wie die Kämpfe sie hinterlassen haben (/junta map); du bist immer für den Präsidenten. Für den Fall, dass du gewinnst: Schick mit /firingsquad einen Aufständischen vor das Erschießungskommando, oder verschone alle.
asks-declare-rebel = Putsch-Phase 6 ist vorbei: Erkläre dich mit /coupvote für die Aufständischen oder für den Präsidenten (junta oder president), mit Blick auf die Stadt, wie die Kämpfe sie hinterlassen haben (/junta map). Erklärst du nichts, zählst du als Aufständischer für die Junta. Für den Fall, dass die Aufständischen gewinnen, wähle mit /juntavote in der Junta den neuen Präsidenten; du kannst angeben, wen du mit /execute hinrichten lässt, falls du gewählt wirst.
asks-declare-loyalist = Putsch-Phase 6 ist vorbei: Erkläre dich mit /coupvote für die Aufständischen oder für den Präsidenten (junta oder president), mit Blick auf die Stadt, wie die Kämpfe sie hinterlassen haben (/junta map). Erklärst du nichts, zählst du als Regierungstreuer für den Präsidenten. Gewinnen die Aufständischen, wählt ihre Junta den neuen Präsidenten, jede lebende Familie im Land; du kannst angeben, wen du mit /execute hinrichten lässt, falls du gewählt wirst.

## Die Befehle eines Spielers in einer Putsch-Phase
asks-coup-units = Gib deinen Einheiten Befehle: /move, /fire, /transfer; dauerhafte Vorgaben: /lossorder, /retreatroute, /retreat.
asks-coup-units-land = Gib deinen Einheiten Befehle: /move, /fire, /land, /transfer; dauerhafte Vorgaben: /lossorder, /retreatroute, /retreat.
asks-coup-bombard = Beschieße ein Viertel mit /bombard ({ $weapons }).
asks-weapon-airstrike = ein Luftangriff
asks-weapon-gunboat = das Kanonenboot
asks-weapon-intervention = ein Luftangriff der Intervention
asks-coup-police = Antworte auf rote Einheiten mit den Polizeilichen Gegenmaßnahmen (/police).
asks-coup-no-units = Du befehligst keine Einheiten: Schau zu, handle, spiel Karten oder gewähre mit /safepassage freies Geleit.
asks-coup-last-declare = Das ist die letzte Putsch-Phase: Wenn ihre Kämpfe vorbei sind, erklärt sich jede Familie in den Putsch-Folgen.
asks-coup-last-president = Du bist immer für den Präsidenten: Du gibst keine Erklärung ab.
asks-coup-last-vote = Das ist die letzte Putsch-Phase: Erkläre dich mit /coupvote (junta oder president).

## Was eine Phase von wem verlangt, für ihre öffentliche Ankündigung (für alle Spieler gleich)
call-nomination = Nominiert mit /nominate einen Kandidaten für die Präsidentenwahl (oder unterstützt mit /second einen, oder lehnt mit /decline eure eigene Nominierung ab).
call-election = Die Kammer wählt den Präsidenten: Wer Stimmen hat, nimmt /vote president.
call-election-cards = Die Kammer wählt den Präsidenten: Wer Stimmen hat, nimmt /vote president (Stimm-Karten zählen, wenn sie in der Option cards genannt werden).
call-cabinet = Der Präsident vergibt mit /appoint die Ämter.
call-cabinet-mini = Es werden keine Ämter vergeben: Der Präsident bestimmt mit /opposition die Brigade der Opposition (bei drei Spielern auch den Minister, /minister); dann zieht er { $bills } Geldscheine Entwicklungshilfe-Gelder.
call-cabinet-draw = Der Präsident vergibt mit /appoint die Ämter; dabei zieht er { $bills } Geldscheine Entwicklungshilfe-Gelder für den Staatshaushalt.
call-budget-draw = Die Entwicklungshilfe-Gelder werden aus dem Geldstapel gezogen (der Kriegsminister teilt mit /weapons die Neuen Waffen zu; die Ämter, die bestimmen dürfen, wie viele Geldscheine sie ziehen, nehmen /draw).
call-budget-proposal = Der Präsident schlägt mit /budget den Staatshaushalt vor.
call-budget-vote = Die Kammer stimmt mit /vote budget über den vorgeschlagenen Staatshaushalt ab; diskutiert ihn hier oder im Haushalts-Thread der Runde.
call-minister-decision = Der Staatshaushalt wurde abgelehnt: Der Minister für Innere Sicherheit entscheidet mit /seize, ob er die Kammer besetzt.
call-locations = Jeder wählt mit /location, wo er die Runde verbringt, und kann /assassinate, /bank (in der Bank) oder /rebel nehmen.
call-coup = Ein Putsch: Die Befehlshaber der Einheiten geben Befehle (/move, /fire, /bombard, /land, /transfer, /police), Putsch-Karten werden mit /coupcard gespielt, dauerhafte Vorgaben sind /lossorder, /retreat, /intervention und /safepassage; in Putsch-Phase 6 /coupvote.
call-coup-no-intervention = Ein Putsch: Die Befehlshaber der Einheiten geben Befehle (/move, /fire, /bombard, /land, /transfer, /police), Putsch-Karten werden mit /coupcard gespielt, dauerhafte Vorgaben sind /lossorder, /retreat und /safepassage; { $declare ->
    [yes] nach Putsch-Phase 6 erklärt sich jeder in den Putsch-Folgen.
   *[no] in Putsch-Phase 6 /coupvote.
}
call-aftermath = Der Putsch ist vorbei: Die Sieger entscheiden über das Erschießungskommando (/firingsquad), die Junta (/juntavote) und Hinrichtungen (/execute).
call-aftermath-declare = Die Kämpfe sind vorbei (der Stadtplan zeigt die Stadt, wie sie jetzt steht): Jede Familie erklärt sich mit /coupvote für die Aufständischen oder für den Präsidenten (der Präsident ist immer für sich selbst; niemand enthält sich: Ein Aufständischer ohne Erklärung zählt für die Junta, jeder andere für den Präsidenten). Die Erklärungen entscheiden, wer die Schlüsselpositionen hält und damit wer gewinnt; was die Sieger tun, wird schon jetzt angegeben, für den Fall der Fälle: das Erschießungskommando (/firingsquad), die Junta (/juntavote), Hinrichtungen (/execute).
