# /junta help und seine Themen (bot.games.junta.text.help). Zuständig: TEXT (I18N.md). Die Namen der Phasen sind Begriffe
# (terms.ftl); was jede Phase verlangt, steht in phases.ftl (call-*).

## Der Überblick
help-intro = **Junta**: Gier, Stimmen und Putsche in einer Bananenrepublik, für { $players }. Du führst eine Familie: Du hast Regierungsämter, stimmst über den Staatshaushalt ab, versteckst Geld in der Schweiz, heuerst Attentäter an und kannst dich gegen den Präsidenten erheben. Ich bin der Spielleiter: Ich nehme die Befehle an, werte jede Phase zu ihrer Frist aus und erzähle allen, was geschehen ist.
help-players = { $min } bis { $max } Spieler
help-win = **Wie man gewinnt:** Nur das Geld auf deinem Schweizer Konto zählt. Die Partie endet, wenn { $end }{ $uncounted }; dann gewinnt, wer die meisten MP in der Schweiz hat (bei Gleichstand teilen sich alle Gleichen den Sieg; auch tote Familien und Familien im Exil können gewinnen).{ $dead } Bargeld in der Tasche zählt nichts: Bring es zur Bank.
help-where = **Wo:** Befehle sind geheim und gehen in unseren DMs an mich, ein Slash-Befehl je Befehl; /status zeigt dir dort deine Seite und was die Phase von dir verlangt, und mit /done sagst du, dass du fertig bist. Dieser Kanal ist öffentlich: /junta join, /junta status, /junta map, /speech, die Haushaltsdebatte und die Nachrichten.
help-phases-heading = **Die Phasen, der Reihe nach** (jede endet mit ihrer Frist oder vorzeitig, sobald alle Fertig gedrückt haben):
help-phase-line = - **{ $phase }**: { $call }
help-phase-line-when = - **{ $phase }** ({ $when }): { $call }
help-more = Mehr: `/junta help topic:` { $topics }. `/card` zeigt den Text jeder Karte.
help-straw-men = **Strohmänner** (Mini-Junta): Die anderen Familien sind Strohmänner, die selbst nichts entscheiden. Der Präsident führt die Regierungsfraktion, der andere Spieler (bei dreien: nicht der Minister) die Opposition. Wenn der Vorschlag für den Staatshaushalt ausgewertet wird, wird die Fraktion jedes Strohmanns auf der Fraktions-Tabelle ausgewürfelt, nach dem, was der Präsident ihm versprochen hat, und nach seinem Einfluss; der Führer seiner Fraktion gibt dann seine Befehle, mit der Spieloption 'Partie / Strohmann' (auch seine Statusseite), darf einmal pro Runde mit /swap eine Karte mit ihm tauschen und bekommt sein Geld. Ein Strohmann hält nie eine Phase auf: Ohne Befehle gelten seine Vorgaben. Niemand setzt einen Attentäter auf einen Strohmann seiner eigenen Fraktion an; nur echte Spieler gewinnen.
help-no-topic = Es gibt kein Hilfethema '{ $topic }'. Die Themen: { $topics }.

## Wann die Partie endet, in den Worten einer Variante
help-end-president = der Präsident die Entwicklungshilfe-Gelder ziehen soll und weniger als { $bills } Geldscheine übrig sind
help-end-deck = der Staatshaushalt nicht mehr aus dem Geldstapel gezogen werden kann
help-uncounted = {" "}(niemand darf den Geldstapel zählen, also weiß niemand, welche Runde die letzte ist)
help-everyone-dead = {" "}Sterben alle Familien bei den Attentaten einer Phase „Aufenthaltsort wählen“, endet die Partie sofort, und alle verlieren.

## Die anderen Varianten (die Hilfe außerhalb des Kanals einer Partie)
help-variant = **Die Regeln „{ $name }“**, { $title }, für eine Partie, die mit `/junta create variant:{ $name }` erstellt wird: { $parts }. Die Partie endet, wenn { $end }.{ $dead } Im Kanal einer solchen Partie erklärt /junta help ihre Regeln.
help-variant-offices = { $count } Regierungsämter
help-variant-offices-missing = { $count } Regierungsämter (ohne { $missing })
help-variant-setup = { $cards } Karten für jeden zu Beginn und keine Nominierung
help-variant-first-election = Einfluß- und Stimm-Karten zählen bei der ersten Wahl
help-variant-president-draws = der Präsident zieht beim Vergeben der Ämter { $bills } Geldscheine
help-variant-deck = ein Stapel von { $cards } Karten
help-variant-uncounted = niemand darf den Geldstapel zählen
help-number = { $n ->
    [1] ein
    [2] zwei
    [3] drei
    [4] vier
    [5] fünf
    [6] sechs
    [7] sieben
    [8] acht
    [9] neun
   *[other] { $n }
}

## Thema: die Phasen
help-phases = **Die Phasen.** Jede Phase hat eine Frist; bis dahin lassen sich Befehle ändern, und der letzte zählt. Sie wird zur Frist ausgewertet oder vorzeitig, sobald jeder lebende Spieler im Land Fertig gedrückt hat. Wer einen Befehl schuldet und keinen gibt, bekommt die Vorgabe, und der Kanal erfährt, wer ihn versäumt hat.
help-phase-default = { $line } Ohne Befehl: { $default }.
help-any-time = Jederzeit: Einfluss und andere Karten spielen (/play), Bargeld oder Karten verschenken (/give), Handel anbieten (/trade), Reden halten (/speech). Ein Befehl kann mit seiner Option `if` an eine Bedingung geknüpft werden, z. B. 'wenn Garcia tot ist'.
help-when-nomination = vor der ersten Runde
help-when-election = vor der ersten Runde und immer, wenn die Republik einen neuen Präsidenten braucht
help-when-election-mini = nur bei drei Spielern, vor der ersten Runde, ohne Stimmen der Strohmänner; bei zweien bestimmt, wer die Partie startet, den ersten Präsidenten; später übernimmt der Spieler, dessen Fraktion die meisten Stimmen hat, die Präsidentschaft
help-when-election-cards = vor der ersten Runde, mit einer Familienstimme je Spieler plus Einfluß- und Stimm-Karten; später immer, wenn die Republik einen neuen Präsidenten braucht
help-when-minister-decision = nur wenn der Staatshaushalt abgelehnt wurde
help-when-coup = nur wenn jemand im Putsch-Auftakt losgeschlagen hat: sechs Putsch-Phasen
help-when-aftermath = nach einem Putsch
help-default-nomination = niemand schuldet etwas (gibt es gar keine Nominierung, ist jeder Spieler Kandidat)
help-default-election = keine Stimme
help-default-cabinet = die Inhaber der letzten Runde, wo das noch erlaubt ist, der Rest durch das Los
help-default-budget-draw = Neue Waffen für niemanden; zufällig 1-6 Geldscheine
help-default-budget-proposal = das Haushaltsgeld zu gleichen Teilen an die anderen Spieler
help-default-budget-vote = Enthaltung
help-default-minister-decision = der Minister besetzt die Kammer nicht
help-default-locations = ein Aufenthaltsort durch das Los: Zuhause, Nachtclub oder Freundin; keine Attentäter, keine Bankgeschäfte
help-default-coup = Einheiten bleiben stehen und erwidern nur das Feuer; beim Wechsel der Fronten Enthaltung
help-default-coup-declare-later = Einheiten bleiben stehen und erwidern nur das Feuer
help-default-coup-declare = Einheiten bleiben stehen und erwidern nur das Feuer; beim Wechsel der Fronten enthält sich niemand: Ein Aufständischer zählt für die Junta, jeder andere für den Präsidenten
help-default-aftermath = niemand wird hingerichtet
help-default-aftermath-declare = bei den Erklärungen enthält sich niemand: Ein Aufständischer zählt für die Junta, jeder andere für den Präsidenten; niemand wird hingerichtet

## Thema: die Regierungsämter
help-offices = **Die Regierungsämter** ({ $count }). Der Präsident vergibt die anderen in jeder Runde: { $exiles ->
    [yes] Jeder Spieler, auch im Exil,
   *[no] Jeder Spieler
} bekommt mindestens ein Amt, niemand mehr als { $most }, niemand zwei Generäle. Jedes Amt bringt Stimmen bei jeder Abstimmung über den Staatshaushalt und jeder Präsidentenwahl, und { $moves ->
    [yes] einen Zug im Putsch
   *[no] im Putsch nichts weiter
}. { $law ->
    [yes] Die Ämter eines toten Spielers oder eines Spielers im Exil gehen an den Schwager des Präsidenten.
   *[no] Der Schwager des Präsidenten bekommt bei der Vergabe kein Amt: Er führt ein Amt eines toten Inhabers oder eines Inhabers im Exil, die anderen sind eingefroren.
}
help-office = - **{ $office }** ({ $votes ->
    [one] { $votes } Stimme
   *[other] { $votes } Stimmen
}): { $duty }.
help-duty-president = vergibt die Ämter, schlägt den Staatshaushalt vor und behält, was er nicht verteilt; befehligt die Palastwache (4, im Palast); kann nicht ins Exil gehen und nicht im Putsch-Auftakt losschlagen
help-duty-president-draws = vergibt die Ämter, zieht die { $bills } Geldscheine Entwicklungshilfe-Gelder, schlägt den Staatshaushalt vor und behält, was er nicht verteilt; befehligt die Palastwache (4, im Palast); kann nicht ins Exil gehen und nicht im Putsch-Auftakt losschlagen
help-duty-minister = die Polizei (4, eine je Polizei-Revier); die Geheimpolizei tötet einmal pro Runde am richtigen Aufenthaltsort (nie zwei Runden hintereinander in der Bank); nach einem abgelehnten Staatshaushalt entscheidet er, ob er die Kammer besetzt
help-duty-general = { $soldiers } Soldaten{ $tanks ->
    [0] {""}
    [1] {" "}und ein Panzer
   *[other] {" "}und { $tanks } Panzer
} in der Kaserne der { $brigade ->
    [1] 1.
    [2] 2.
   *[3] 3.
} Heeresbrigade
help-duty-admiral = das Kanonenboot (auf dem Fluss; seine Geschütze erreichen jedes Viertel außer den Botschaften: 3 Würfel pro Phase, kann nicht getroffen werden) und ein Marine-Infanterist, der in einem Viertel am Fluss landet ({ $zones })
help-duty-air-force = 3 Luftangriffe pro Putsch (6 Würfel, einer pro Phase) und ein Fallschirmjäger, der überall abgesetzt werden kann
help-duty-minister-of-war = gibt jede Runde einem Befehlshaber die Neuen Waffen (Treffer bei 5-6); sein Leibwächter beginnt dort, wo er die Runde verbringt; zwei Züge im Putsch
help-duty-foreign-minister = zieht 1-6 Geldscheine für den Staatshaushalt; würfelt um ausländische Intervention, wenn ein Putsch beginnt
help-duty-farm-labor = zieht 1-6 Geldscheine für den Staatshaushalt; ein Arbeiter-Aufrührer im Industriegebiet; zählt, als hätte er den Einfluss Gewerkschaften und Bauern
help-duty-none = keine besonderen Befugnisse

## Thema: der Putsch
help-coup-start = **Der Putsch** beginnt, wenn jemand in der Phase „Aufenthaltsort wählen“ im Putsch-Auftakt losschlägt (/rebel, oder /move, /fire, /coupcard, dann gegeben): Dafür braucht es einen Putsch-Vorwand (ein abgelehnter Staatshaushalt, eine besetzte Kammer, ein Mord, eine Karte mit Putsch-Vorwand) oder den Aufenthaltsort Hauptquartier; nie der Präsident. Wer so handelt, wird **Aufständischer**, die anderen sind Regierungstreue; wer auf Einheiten schießt, wo ein Spieler eine Palastwache hat, wird ebenfalls zum Aufständischen.
help-coup-phases = **Sechs Putsch-Phasen**, jede in dieser Reihenfolge: { $after ->
    [yes] (0) Bestechungen und Überstellungen; (1) alle Züge gleichzeitig; (2) Beschießung (Luftangriffe, das Kanonenboot) der Einheiten, wo sie dann stehen; (3) Gefechte Viertel für Viertel, dann Rückzüge
   *[no] (0) Bestechungen und Überstellungen; (1) Beschießung (Luftangriffe, das Kanonenboot); (2) alle Züge gleichzeitig; (3) Gefechte Viertel für Viertel, dann Rückzüge
}. In Putsch-Phase 1 kann der Minister außerdem Polizei gegen rote Einheiten schicken (/police).
help-coup-moves = **Züge:** Ein Zug bewegt einige oder alle deiner Einheiten eines Viertels in ein benachbartes Viertel. { $per ->
    [player] Du hast einen pro Phase, egal wie viele Ämter du hast, der Präsident einen mehr, solange sein Schwager ein Amt führt.
   *[office] Du hast einen je Amt (der Kriegsminister zwei), mindestens einen, wenn du im Land bist, der Präsident einen mehr, solange sein Schwager ein Amt hat.
} Landungen und das Einsetzen durch Karten sind keine Züge. Befehle: /move, /land, /fire, /bombard, /transfer, /coupcard.
help-coup-combat = **Gefecht:** nur wo jemand einen Feuerbefehl hat (/fire: Viertel und Ziel). Du zielst in einem Viertel auf die Einheiten einer Familie, nie auf einzelne Einheiten (ein Ziel hält die Befehle einfach). Drei Salven: ein Würfel je bewaffneter Einheit{ $double ->
    [yes] {" "}(zwei je Panzer und Leibwächter)
   *[no] {""}
}, { $weapons ->
    [yes] eine 6 tötet (5-6 mit Neuen Waffen)
   *[no] eine 6 tötet
}. Wer die wenigsten { $bombard ->
    [yes] Verluste hat (Beschießung im Viertel mitgezählt)
   *[no] Verluste hat
}, bleibt, die anderen ziehen sich zurück: { $empty ->
    [yes] in ein angrenzendes leeres Viertel (/retreatroute wählt, welches), sonst nur dorthin, wo alle Anwesenden sie hereinlassen (/retreat sagt, wen du hereinlässt), sonst werden sie vernichtet
   *[no] /retreatroute nennt, wohin deine gehen, die beste Wahl zuerst, bis der Putsch endet; /retreat sagt, wen du hereinlässt
}; /lossorder: welche deiner Einheiten zuerst sterben.
help-coup-points = **Schlüsselpositionen:** { $points }. { $vote ->
    [aftermath] Wenn Putsch-Phase 6 ausgewertet ist, erklärt sich in den Putsch-Folgen jeder für die Aufständischen oder für den Präsidenten (/coupvote), mit Blick auf den letzten Stadtplan; niemand enthält sich: Ohne Erklärung zählt ein Aufständischer für die Junta, jeder andere für den Präsidenten.
    [status] In Putsch-Phase 6 erklärt sich jeder für die Aufständischen oder für den Präsidenten (/coupvote); niemand enthält sich: Ohne Erklärung zählt ein Aufständischer für die Junta, jeder andere für den Präsidenten.
   *[vote] In Putsch-Phase 6 erklären sich alle für die Aufständischen oder für den Präsidenten (/coupvote).
} Eine Schlüsselposition gehört der Junta nur, wenn jede Einheit dort Spielern gehört, die für die Junta sind; { $needed } von { $total } gewinnen den Putsch.
help-coup-aftermath = **Putsch-Folgen:** Hat der Präsident gewonnen, darf er einen Aufständischen vor das Erschießungskommando schicken (/firingsquad). Haben die Aufständischen gewonnen, wählen sie einen neuen Präsidenten (/juntavote), und er lässt hinrichten, wen er bestimmt hat (/execute). Botschaften ({ $embassies }): keine Gefechte; zieh eine Einheit hinein, um ins Ausland zu fliehen.
help-zone = { $name } ({ $zone })

## Thema: Geld
help-money-bills = **Geld** sind Geldscheine zu 1, 2 und 3 MP; bei einer Zahlung gibt es kein Wechselgeld.
help-money-draw-president = **Der Staatshaushalt:** In jeder Runde zieht der Präsident beim Vergeben der Ämter { $bills } Geldscheine aus dem Geldstapel; nur er sieht sie, sie sind sein Haushaltsgeld.
help-money-draw-offices = **Der Staatshaushalt:** In jeder Runde ziehen der Außenminister und der Minister für Landwirtschaft und Arbeit je 1-6 Geldscheine aus dem Geldstapel (/draw) und der Präsident 2; alles geht in das Haushaltsgeld des Präsidenten.
help-money-vote = { $draw } Er schlägt vor, wer wie viel bekommt (/budget); was er nicht verteilt, steckt er ein. Die Kammer stimmt ab (/vote budget): { $votes }, dazu ausgespielter Einfluss und die Stimm-Karten, die du nennst. Angenommen: Das Geld geht in die Taschen. Abgelehnt: ein Putsch-Vorwand, und der Minister entscheidet, ob er die Kammer besetzt.
help-money-ballots = { $text } Jede Abstimmung hat zwei Wahlgänge: Jede deiner Stimmquellen (ein Amt, eine Einfluß-Karte, eine Stimm-Karte) wird einmal abgegeben, im 1. oder im 2. Wahlgang, alle übrigen auf einmal (/vote budget, /vote president) oder eine nach der anderen, jede für eine eigene Seite oder einen eigenen Kandidaten (/vote cast).
help-office-votes = eine Stimme je Amt
help-office-votes-more = eine Stimme je Amt ({ $votes })
help-office-votes-item = { $votes } für { $office }
help-money-cash = **Bargeld und Schweizer Konto:** Der Staatshaushalt zahlt in deine Tasche (Bargeld). Bargeld kann gestohlen, für Attentäter und Bestechung ausgegeben oder von deinem Mörder genommen werden. Am Ende zählt nur das Schweizer Konto; es bleibt deins, auch wenn du stirbst{ $robber ->
    [yes] {" "}(nur eine Karte Bankräuber kann etwas davon nehmen)
   *[no] {""}
}.
help-money-bank = **Die Bank:** Wähle in der Phase „Aufenthaltsort wählen“ die Bank als Aufenthaltsort (/location) und gib einen Befehl /bank, um Bargeld in die Schweiz einzuzahlen oder abzuheben. In der Bank kann man auch ermordet werden, und { $lunch ->
    [yes] sie kann geschlossen sein (ein abgelehnter Staatshaushalt, Bank-Ferien); nach einer besetzten Kammer ist sie „wegen Mittagsruhe geschlossen“: keine Bankgeschäfte in der Phase „Aufenthaltsort wählen“, und Bankgeschäfte in den Putsch-Folgen nur, wenn es einen Putsch gibt.
   *[no] sie kann geschlossen sein (ein abgelehnter Staatshaushalt, Bank-Ferien).
}
help-money-end = **Das Ende:** Wenn { $end }, endet die Partie sofort.{ $dead } { $shown ->
    [yes] Wie weit der Geldstapel aufgebraucht ist, zeigt deine Statusseite; einige zusätzliche Geldscheine sind verdeckt, also weiß niemand genau, welche Runde die letzte ist.
   *[no] Niemand darf den Geldstapel zählen: Ich zeige weder eine Zahl noch einen Fortschrittsbalken.
}
help-money-gifts = **Geschenke und Handel:** /give verschenkt sofort Bargeld oder eine Karte, /trade macht ein Angebot, das der andere Spieler annimmt.

## Thema: Karten
help-cards-deck = **Karten.** Der Stapel der Politischen Karten hat { $count } Karten ({ $kinds }). { $draws } Deine Statusseite zeigt deine Hand mit Nummer und Wirkung jeder Karte; `/card` zeigt jede Karte nach Name oder Nummer.
help-cards-draws-setup = Du bekommst { $setup } vor der ersten Wahl, ziehst { $first }, wenn die erste Runde beginnt, dann { $each } je Runde ({ $returning }, wenn du vom Tod zurückkehrst).
help-cards-draws = Du ziehst { $first } in der ersten Runde, dann { $each } je Runde ({ $returning }, wenn du vom Tod zurückkehrst).
help-cards-limit = **Handkarten-Limit { $limit }**, ausgespielter Einfluss mitgezählt. Liegst du darüber, spiel, verschenk oder wirf Karten mit /discard ab, bevor die Phase „Ämter vergeben“ endet; was dann noch über dem Limit liegt, wird abgeworfen, die zuletzt gezogenen zuerst.
help-cards-how = **Wie man sie spielt:**
help-cards-play = - { $intelligence ->
    [yes] Einfluss, Partei-Spenden, Geheimdienst und die meisten Ereignisse
   *[no] Einfluss, Partei-Spenden und die meisten Ereignisse
}: /play, in den Phasen, die die Karte nennt; Einfluss bleibt ausgespielt (seine Stimmen zählen bei jeder Abstimmung über den Staatshaushalt und jeder Präsidentenwahl), bis du stirbst.
help-cards-vote = - Stimm-Karten: Nenn sie in der Option cards von /vote (z. B. `#11 no`){ $cast ->
    [yes] , oder gib eine mit /vote cast ab
   *[no] {""}
}; jede wird einmal benutzt.
help-cards-vote-cards = - { $cards }: /votecard bei der Abstimmung über den Staatshaushalt, mit einer Bedingung (angenommen, abgelehnt).
help-cards-assassins = - Attentäter: /assassinate in der Phase „Aufenthaltsort wählen“; { $bribe } schützt dich als dauerhaftes /play.
help-cards-assassins-thieves = - Attentäter (und { $thieves }): /assassinate in der Phase „Aufenthaltsort wählen“; { $bribe } schützt dich als dauerhaftes /play.
help-cards-thief = { $card }
help-cards-coup = - Putsch-Karten (Einheiten, { $bribe }, { $alliance }, { $festival }): /coupcard, im Putsch-Auftakt oder im Putsch.
help-cards-costs = Attentäter und Bestechung kosten MP aus deinem Bargeld, außer dein Einfluss zahlt ({ $underworld } für Attentäter, { $bankers } oder { $multinationals } für Bestechung).

## Thema: Befehle
help-commands = **Befehle.** Jeder Befehl wird als vermerkt bestätigt oder mit Begründung abgelehnt.
help-commands-section = **{ $section }:**
help-command = - `/{ $command }`{ $where ->
    [anywhere] {" "}(hier oder in unseren DMs)
   *[other] {""}
}: { $description }
help-section-game = Im Kanal der Partie
help-section-player = Deine eigenen Angelegenheiten, in unseren DMs
help-section-government = Wahlen, Ämter und Staatshaushalt, in unseren DMs
help-section-locations = Aufenthaltsorte, Attentäter, Bankgeschäfte und Karten, in unseren DMs
help-section-coup = Der Putsch, in unseren DMs
help-section-moderator = Für Moderatoren, im Kanal der Partie
help-section-language = Deine Sprache
help-section-other = Sonstiges
