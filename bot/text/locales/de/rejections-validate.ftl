# Warum ein Befehl abgelehnt wird (rules/junta/validate.py): `reject-<code>`, die Felder der Ablehnung als
# Variablen (bot/games/junta/text/news.py sagt, wie jedes Feld erscheint). Hat ein Code mehrere Sätze, wählt `$form`
# einen; die Codes, mit denen auch andere Dateien ablehnen, stehen in rejections-shared.ftl. Befehlsnamen
# ('/vote cast') sind Discords Namen und bleiben.

## Jeder Befehl (validate.validate)
reject-game-over = { $form ->
   *[orders] Das Spiel ist vorbei: keine Befehle mehr.
}
reject-president-rebel = Der Präsident kann nicht im Putsch-Auftakt losschlagen.
reject-president-prelude = Der Präsident gibt im Putsch-Auftakt keine Befehle{ $straw ->
    [yes] {" "}(auch nicht für seine Strohmänner)
   *[no] {""}
}: Stehende Putsch-Befehle (Verluste, Rückzüge) werden gegeben, sobald der Putsch begonnen hat.
reject-no-conditions = { $form ->
    [coup] Putsch-Befehle sind nur im Putsch-Auftakt an Bedingungen geknüpft.
   *[kind] { $order }: Das kann nicht an eine Bedingung geknüpft werden.
}
reject-condition-resolves-later = { $order }: Das kann nicht warten auf { $stage ->
    [past] eine frühere Phase
    [cards] ausgespielte Karten
    [locations] Aufenthaltsorte und Attentate
    [banking] Bankgeschäfte
    [excuse] den Putsch-Vorwand
   *[rebel] den Putsch-Auftakt
}: Das wird gleichzeitig oder später entschieden (die Reihenfolge: ausgespielte Karten, Aufenthaltsorte und Attentate, Bankgeschäfte, der Putsch-Vorwand, der Putsch-Auftakt).

## Stimmen (VARIANTS 4.2: Stimmquellen, Wahlgänge)
reject-already-cast = Deine Stimmquelle { $source } wurde schon im 1. Wahlgang abgegeben, { $form ->
    [candidate] für { $candidate }
   *[side] mit { $vote ->
        [yes] Ja
        [no] Nein
        [abstain] Enthaltung
       *[other] { $vote }
    }
}{ $spent ->
    [yes] : Sie ist verbraucht.
   *[no] .
}{ $again ->
    [yes] {" "}Eine abgegebene Stimme lässt sich nicht mehr ändern.
   *[no] {""}
}
vote-source-cast = { $source } { $form ->
    [candidate] für { $candidate }
   *[side] { $vote ->
        [yes] ja
        [no] nein
        [abstain] Enthaltung
       *[other] { $vote }
    }
}
reject-no-such-vote = Das ist keine deiner Stimmquellen{ $form ->
    [left] { $sources_count ->
        [0] : Du hast keine.
       *[other] ; noch nicht abgegeben sind: { $sources }.
    }
   *[all] ; deine sind: { $sources }.
}
reject-card-twice = Eine Stimm-Karte gilt nur einmal pro Wahlgang.
reject-not-your-vote-card = Du kannst nur Stimm-Karten aus deiner Hand verwenden.
reject-nothing-left = Du hast in dieser Abstimmung nichts mehr abzugeben: Im 1. Wahlgang hast du alle deine Stimmen abgegeben ({ $casts }).
reject-no-election = Gerade findet keine Wahl statt.
reject-not-a-candidate = { $form ->
    [stand] Dieser Spieler kann bei dieser Wahl nicht antreten. Wählbar: { $candidates }.
    [if_elected] Nur ein Kandidat sagt, wen er im Fall seiner Wahl ernennen würde. Die Kandidaten: { $candidates }.
   *[vote] Dieser Spieler ist kein Kandidat. Die Kandidaten: { $candidates }.
}
reject-no-cards-yet = Bei der ersten Wahl hat jeder Spieler eine Stimme: keine Karten.
reject-whole-votes = In diesem Spiel werden die Stimmen eines Spielers zusammen abgegeben: Stimme mit deinem ganzen Stimmzettel ab.

## Ein neues Familienoberhaupt, die Ämter, der Staatshaushalt
reject-not-returning = Nur eine Familie, die in dieser Runde aus dem Tod zurückkehrt, benennt ein neues Familienoberhaupt (wenn ihre Ämter vergeben werden).
reject-empty-name = Gib deinem neuen Familienoberhaupt einen Namen.
reject-name-too-long = Ein Name hat höchstens { $most } Zeichen; dieser hat { $length }.
reject-bad-new-weapons = Neue Waffen gehen an einen General, den Admiral, den Kommandeur der Luftwaffe oder an niemanden.
reject-bad-office = { $form ->
    [brother_in_law] Dein Schwager kann nicht Präsident werden.
   *[draw] Nur der Außenminister und der Minister für Landwirtschaft und Arbeit wählen ihre Geldscheine.
}

## Karten
reject-use-in-vote = „{ $card }“ wird in deiner Abstimmung über den Staatshaushalt eingesetzt, nicht für sich ausgespielt.
reject-use-assassinate = Schicke „{ $card }“ mit einem Attentats-Befehl los.
reject-coup-card = „{ $card }“ ist eine Putsch-Karte: Spiele sie mit dem Befehl für Putsch-Karten aus.
reject-wrong-time = { $form ->
    [first_turn] „{ $card }“ kann erst ausgespielt werden, wenn die erste Runde begonnen hat.
   *[phases] „{ $card }“ kann nur hier ausgespielt werden: { $phases }.
}
reject-needs-target = { $form ->
    [intelligence] Nenne den Spieler, dessen Handkarten oder Bargeld „{ $card }“ zeigt.
    [spy] Nenne den Spieler, in dessen Schweizer Konto dein Spion schaut.
   *[miscount] Nenne den Spieler, dessen Stimmen „{ $card }“ streicht.
}
reject-nothing = { $form ->
    [banking] Sag, wie viel du einzahlen oder abheben willst.
   *[discard] Nenne mindestens eine Karte zum Ablegen.
}
reject-no-discard-now = In der Phase „{ $during ->
    [locations] Aufenthaltsort wählen, Attentate, Bankgeschäfte und Putsch-Auftakt
    [aftermath] Putsch-Folgen
   *[other] { $phase }
}“ darf niemand Karten ablegen (001 §5.3); lege später ab.
reject-not-a-vote-event = Nur { $cards } werden so ausgespielt.
reject-bad-trigger = { $form ->
    [within] „Innerhalb von N Abstimmungen“ braucht ein N von 0 oder mehr.
   *[result] Sag, ob die Karte wirkt, wenn der Staatshaushalt angenommen wird, abgelehnt wird, oder in jedem Fall.
}
reject-no-votes = { $player } ist { $form ->
    [exiled] im Exil
   *[dead] tot
} und gibt keine Stimmen ab: „{ $card }“ würde nichts streichen.

## Strohmänner (Mini-Junta, VARIANTS 10.6)
reject-straw-man = { $form ->
    [vote] { $player } ist ein Strohmann: Strohmänner wählen keinen Präsidenten (VARIANTS 11.2).
    [influence] Ein Strohmann spielt nur Einfluss-Karten aus, offen; den Rest behält { $player }.
    [exile] Nur echte Spieler gehen ins Exil (001 §17.8).
    [bank] Ein Strohmann hat kein eigenes Konto: Er zahlt auf das seines Anführers ein und hebt nie ab.
    [assassin] Ein Strohmann spielt keine Attentäter-Karten aus; der Strohmann-Minister schickt die Geheimpolizei.
    [discard] Ein Strohmann legt nur ab, wenn er über dem Handkartenlimit von { $limit } liegt.
    [prelude] Die Strohmänner des Präsidenten handeln nie im Putsch-Auftakt: Er kann nicht losschlagen.
   *[order] { $player } ist ein Strohmann: Sein Anführer kann ihm das nicht befehlen (VARIANTS 10.6).
}
reject-not-mini = { $form ->
    [brigade] Nur in Mini-Junta bestimmt der Präsident die Brigade der Opposition.
    [minister] Nur in Mini-Junta zu dritt bestimmt der Präsident den Minister.
   *[president] Nur in Mini-Junta wählt der Anführer einer Fraktion den nächsten Präsidenten.
}
reject-not-a-brigade = Nenne eine der drei Heeres-Brigaden (General der 1., 2. oder 3. Brigade).

## Aufenthaltsorte, Attentate, Bankgeschäfte, Exil
reject-own-straw-man = { $target } ist ein Strohmann deiner eigenen Fraktion: Du darfst keinen Attentäter auf ihn ansetzen (001 §17.6).
reject-own-faction = { $target } führt die Fraktion von { $player }: Seine Geheimpolizei geht nicht gegen den eigenen Anführer vor.
reject-not-minister = { $form ->
    [execute] Nur der Minister für Innere Sicherheit führt die Liste der Exilanten, die hingerichtet werden.
   *[police] Nur der Minister für Innere Sicherheit befehligt die Geheimpolizei.
}
reject-needs-location = { $form ->
    [card] Sag, wo „{ $card }“ zuschlagen soll.
   *[police] Sag, wo die Geheimpolizei zuschlagen soll.
}
reject-secret-police-bank = Die Geheimpolizei war in der letzten Runde in der Bank: Zwei Runden hintereinander darf sie nicht dorthin.
reject-not-an-assassin = „{ $card }“ ist kein Attentäter.
reject-mistress-only = „{ $card }“ wirkt nur bei der Freundin.
reject-bank-closed = Die Bank ist für den Rest der Runde geschlossen.
reject-no-banking-now = Die Bank war in dieser Runde offen: Die Bankgeschäfte fanden in der Phase „Aufenthaltsort wählen“ statt. In den Putsch-Folgen öffnet nur eine Bank wieder, die über Mittag geschlossen war.
reject-not-at-bank = Jetzt machen nur die Spieler in der Bank Bankgeschäfte: Du warst in dieser Runde { $form ->
    [nowhere] nirgends (du bist aus dem Exil zurückgekehrt)
   *[at] { $location_at }
}.
reject-bank-lunch = Die Bank ist über Mittag geschlossen: In dieser Phase macht niemand Bankgeschäfte. Beginnt ein Putsch, machen die Spieler in der Bank ihre Bankgeschäfte in den Putsch-Folgen (VARIANTS 5.5.3).
reject-not-exiled = Du bist nicht im Exil.
reject-no-return-bribe = In diesem Spiel schützt keine Karte einen heimkehrenden Exilanten.

## Die Titel der Befehlsarten, wie eine Ablehnung sie nennt (rules/junta/orders.py: KIND jeder Art)
order-title-nominate = Eine Nominierung
order-title-second = Eine Nominierung unterstützen
order-title-decline = Eine Nominierung ablehnen
order-title-election-vote = Eine Stimme bei der Präsidentenwahl
order-title-cast = Eine Stimmquelle abgeben
order-title-appoint-if-elected = Ernennungen für den Fall der Wahl
order-title-appoint = Ämter vergeben
order-title-opposition-brigade = Die Brigade der Opposition
order-title-name-minister = Den Minister bestimmen
order-title-name-head = Das neue Familienoberhaupt benennen
order-title-play = Eine Karte ausspielen
order-title-discard = Ablegen
order-title-new-weapons = Neue Waffen zuteilen
order-title-draw-bills = Wählen, wie viele Geldscheine gezogen werden
order-title-budget = Einen Staatshaushalt vorschlagen
order-title-budget-vote = Eine Abstimmung über den Staatshaushalt
order-title-vote-card = Eine Karte zur Abstimmung
order-title-seize = Die Kammer besetzen
order-title-location = Einen Aufenthaltsort wählen
order-title-assassinate = Ein Attentat
order-title-banking = Bankgeschäfte
order-title-rebel-action = Losschlagen im Putsch-Auftakt
order-title-move = Ein Zug
order-title-land = Eine Landung
order-title-bombard = Ein Beschuss
order-title-fire = Das Feuer eröffnen
order-title-transfer = Eine Überstellung von Einheiten
order-title-police-response = Die Antwort der Polizei
order-title-coup-card = Eine Putsch-Karte
order-title-loss-order = Eine Verlust-Reihenfolge
order-title-retreat-permission = Rückzugs-Erlaubnisse
order-title-retreat-route = Ein Rückzugsweg
order-title-coup-vote = Ein Wechsel der Fronten
order-title-concede = Den Putsch aufgeben
order-title-intervention = Die Wahl der Interventionstruppen
order-title-firing-squad = Das Erschießungskommando
order-title-junta-vote = Eine Stimme in der Junta
order-title-execute-if-elected = Hinrichten im Fall der Wahl
order-title-safe-passage = Freies Geleit
order-title-resign = Zurücktreten
order-title-return = Aus dem Exil zurückkehren
order-title-execute-on-return = Die Liste der Exilanten, die hingerichtet werden
order-title-brother-in-law = Die Wahl für den Schwager
order-title-president-choice = Deine Wahl eines Präsidenten
