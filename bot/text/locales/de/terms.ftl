# Die Begriffe des Spiels (VARIANTS.md 13, die Wörter der deutschen Spielregel, seed 001): Ämter, Phasen,
# Aufenthaltsorte, Einheiten, Seiten, Kartenarten, die Viertel der Stadt. Von allen Bereichen benutzt; der Code
# fragt sie über bot.text.terms ab. Begriffe mit *(ours)* in VARIANTS 13 sind unsere Vorschläge.

## Aufzählungen: „A, B und C“ (bot.text.i18n.listing)
list-and = { $most } und { $last }
list-or = { $most } oder { $last }
list-separator = {", "}
list-nothing = nichts
list-nobody = niemand

## Regierungsämter (RULES 1): der kurze Name und der volle Titel
office-president = Präsident
office-minister = Minister
office-general-1 = General der 1. Brigade
office-general-2 = General der 2. Brigade
office-general-3 = General der 3. Brigade
office-admiral = Admiral
office-air-force = Luftwaffen-Kommandeur
office-minister-of-war = Kriegsminister
office-foreign-minister = Außenminister
office-farm-labor = Minister für Landwirtschaft und Arbeit
office-president-title = Präsident
office-minister-title = Minister für Innere Sicherheit
office-general-1-title = General, Befehlshaber der 1. Brigade
office-general-2-title = General, Befehlshaber der 2. Brigade
office-general-3-title = General, Befehlshaber der 3. Brigade
office-admiral-title = Admiral
office-air-force-title = Kommandeur der Luftwaffe
office-minister-of-war-title = Kriegsminister
office-foreign-minister-title = Außenminister
office-farm-labor-title = Minister für Landwirtschaft und Arbeit
brother-in-law = der Schwager des Präsidenten
office-noun = { $count ->
    [one] Amt
   *[other] Ämter
}

## Phasen (RULES 4; die Nummer der Putsch-Phase ist eine eigene Meldung)
phase-nomination = Nominierung für die Präsidentenwahl
phase-election = Präsidentenwahl
phase-cabinet = Ämter vergeben
phase-budget-draw = Entwicklungshilfe-Gelder ziehen / Neue Waffen zuteilen
phase-budget-proposal = Staatshaushalt vorschlagen
phase-budget-vote = Abstimmung über den Staatshaushalt
phase-minister-decision = Eingreifen des Ministers
phase-locations = Aufenthaltsort wählen, Attentate, Bankgeschäfte und Putsch-Auftakt
phase-coup = Putsch
phase-aftermath = Putsch-Folgen
phase-game-over = Spielende
phase-coup-number = Putsch-Phase { $number }
phase-rebel-only = Putsch-Auftakt

## Aufenthaltsorte (RULES 4.5): der Name, wo man ist (in/bei ...), wohin man geht
location-home = Zuhause
location-hq = Hauptquartier
location-bank = Bank
location-club = Nachtclub
location-mistress = Freundin
location-at = { $location ->
    [home] zu Hause
    [hq] im Hauptquartier
    [bank] in der Bank
    [club] im Nachtclub
   *[mistress] bei der Freundin
}
location-to = { $location ->
    [home] nach Hause
    [hq] ins Hauptquartier
    [bank] in die Bank
    [club] in den Nachtclub
   *[mistress] zur Freundin
}
exile = Exil

## Einheiten (RULES 8): das Wort für eine Anzahl („1 Soldat“, „3 Soldaten“); unit-count setzt die Zahl davor
unit-count = { $count } { $unit }
unit-palace-guard = { $count ->
    [one] Palastwache
   *[other] Palastwachen
}
unit-police = { $count ->
    [one] Polizei-Einheit
   *[other] Polizei-Einheiten
}
unit-soldier = { $count ->
    [one] Soldat
   *[other] Soldaten
}
unit-tank = { $count ->
   *[other] Panzer
}
unit-marine = { $count ->
    [one] Marine-Infanterist
   *[other] Marine-Infanteristen
}
unit-paratrooper = { $count ->
   *[other] Fallschirmjäger
}
unit-bodyguard = { $count ->
   *[other] Leibwächter
}
unit-labor-rioter = { $count ->
    [one] Arbeiter-Aufrührer
   *[other] Arbeiter-Aufrührer
}
unit-student = { $count ->
    [one] Student
   *[other] Studenten
}
unit-striker = { $count ->
    [one] Streikender
   *[other] Streikende
}
unit-rioter = { $count ->
   *[other] Aufrührer
}
unit-demonstrator = { $count ->
    [one] Demonstrant
   *[other] Demonstranten
}
unit-bank-guard = { $count ->
    [one] Bank-Wache
   *[other] Bank-Wachen
}
unit-militia = { $count ->
    [one] Miliz-Einheit
   *[other] Miliz-Einheiten
}
unit-helicopter = { $count ->
   *[other] Hubschrauber
}
unit-commando = { $count ->
    [one] Kommando-Einheit
   *[other] Kommando-Einheiten
}
unit-gunboat = { $count ->
   *[other] Kanonenboot
}
airstrike = { $count ->
    [one] Luftangriff
   *[other] Luftangriffe
}

## Seiten im Putsch (RULES 4.6-4.7)
side-rebels = { $count ->
    [one] Aufständischer
   *[other] Aufständische
}
side-loyalists = { $count ->
    [one] Regierungstreuer
   *[other] Regierungstreue
}
side-shared = geteilt
side-pro-junta = für die Aufständischen
side-pro-president = für den Präsidenten
junta = Junta
rebel-leader = Rebellen-Führer

## Arten politischer Karten (RULES 5)
card-kind-vote = { $count ->
    [one] Stimm-Karte
   *[other] Stimm-Karten
}
card-kind-influence = { $count ->
    [one] Einfluß-Karte
   *[other] Einfluß-Karten
}
card-kind-donation = { $count ->
    [one] Spenden-Karte
   *[other] Spenden-Karten
}
card-kind-bribe = { $count ->
    [one] Schmiergeld-Karte
   *[other] Schmiergeld-Karten
}
card-kind-assassin = { $count ->
    [one] Attentäter-Karte
   *[other] Attentäter-Karten
}
card-kind-event = { $count ->
    [one] Ereignis-Karte
   *[other] Ereignis-Karten
}
card-kind-intelligence = { $count ->
    [one] Geheimdienst-Karte
   *[other] Geheimdienst-Karten
}

## Geld (RULES 3): Millionen Pesos
money = { $amount } MP
swiss-account = Schweizer Konto

## Die Viertel der Stadt (city.toml), nach Nummer
zone-1 = Vorort Nord
zone-2 = Kaserne der 3. Heeresbrigade
zone-3 = Nordwest-Höhen
zone-4 = 3. Polizei-Revier
zone-5 = Nord-Botschaft
zone-6 = Altstadt
zone-7 = Rundfunksender
zone-8 = Zentralbank
zone-9 = Kathedrale
zone-10 = Ost-Hügel
zone-11 = Werften
zone-12 = 1. Polizei-Revier
zone-13 = Universitätsviertel
zone-14 = Präsidenten-Palast
zone-15 = Ost-Botschaft
zone-16 = Industrieviertel
zone-17 = West-Botschaft
zone-18 = Millionärs-Viertel
zone-19 = 4. Polizei-Revier
zone-20 = Kaserne der 2. Heeresbrigade
zone-21 = Kaserne der 1. Heeresbrigade
zone-22 = Hauptbahnhof
zone-23 = Marktplatz
zone-24 = Flughafen
zone-25 = Vorort Ost
zone-26 = Vorort Südfluß
zone-27 = Elends-Viertel
zone-28 = 2. Polizei-Revier
zone-29 = Abgeordneten-Kammer
zone-30 = Vorort Süd
zone-numbered = { $name } ({ $zone })
