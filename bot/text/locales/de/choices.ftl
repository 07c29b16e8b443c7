# Die Namen der festen Auswahlen, die die Autovervollständigung anbietet (bot/text/choices.py): Aufenthaltsorte,
# Waffen, Seiten, was der Geheimdienst ansieht, die Interventionstruppen, die Ämter. Jede Nachricht gibt es in jeder
# Sprache.

pick-location-home = Zuhause
pick-location-hq = Hauptquartier
pick-location-bank = Bank
pick-location-club = Nachtclub
pick-location-mistress = Freundin
pick-location-exile = Exil (im Ausland, sicher vor Attentätern)

pick-weapon-airstrike = Luftangriff (der Luftwaffe)
pick-weapon-gunboat = Kanonenboot (der Marine)
pick-weapon-intervention-airstrike = Luftangriff der Intervention

pick-side-junta = für die Aufständischen (Junta)
pick-side-president = für den Präsidenten
pick-concede-president = Der Präsident gewinnt
pick-concede-junta = Die Aufständischen (die Junta) gewinnen

pick-intelligence-hand = seine Handkarten
pick-intelligence-cash = sein Bargeld
pick-intelligence-draw = die Geldscheine, die der Präsident diese Runde gezogen hat

pick-force-airstrikes = Luftangriffe
pick-force-helicopter = Hubschrauber
pick-force-paratroopers = Fallschirmjäger
pick-force-commandos = Kommandotruppen

pick-office-president = Präsident
pick-office-minister = Minister für Innere Sicherheit
pick-office-general-1 = General, Befehlshaber der 1. Brigade
pick-office-general-2 = General, Befehlshaber der 2. Brigade
pick-office-general-3 = General, Befehlshaber der 3. Brigade
pick-office-admiral = Admiral
pick-office-air-force = Kommandeur der Luftwaffe
pick-office-minister-of-war = Kriegsminister
pick-office-foreign-minister = Außenminister
pick-office-farm-labor = Minister für Landwirtschaft und Arbeit
pick-office-nobody = niemand
pick-brother-in-law = Schwager des Präsidenten
