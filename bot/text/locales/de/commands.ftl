# Die Slash-Befehle auf Deutsch: die Beschreibungen der Befehle und Optionen und die Namen der Auswahlwerte, unter den
# Meldungs-IDs, die bot/cogs/translator.py aus dem Befehlsbaum ableitet (dieselben wie in en/commands.ftl, das aus dem
# Code erzeugt wird). Befehls- und Optionsnamen bleiben englisch (auf sie verweisen Hilfetexte und Mitspieler).
# Was hier fehlt oder veraltet ist, zeigt: python -m bot.cogs.translator
# Begriffe nach VARIANTS.md 13 (die Wörter der deutschen Spielregel, seed 001); Spieler werden geduzt.
# Höchstens 100 Zeichen je Beschreibung und je Auswahlname (ein Test prüft es).
# Beispiele in Anführungszeichen zeigen, was man eintippt; sie bleiben so, wie der Bot es heute liest.

-game = Welches Spiel (falls mehrere); Mini-Junta: 'Spiel / Strohmann' für Befehle an deinen Strohmann
-if = Nur falls …: z. B. 'if Garcia is dead' oder 'if the budget failed by 3 or less'

## /junta
cmd-junta-desc = Junta in diesem Kanal spielen
cmd-junta-create-desc = Ein Spiel in diesem Kanal anlegen (Moderatoren)
opt-junta-create-name-desc = Der Name des Spiels (Standard: der Name des Kanals)
opt-junta-create-phase-minutes-desc = Eine feste Phasendauer in Minuten statt einer täglichen Frist
opt-junta-create-deadline-time-desc = Die tägliche Frist, HH:MM (24 Stunden)
opt-junta-create-deadline-zone-desc = Die Zeitzone der Frist, z. B. Europe/Berlin oder Europe/Vienna
opt-junta-create-variant-desc = Nach welchen Regeln gespielt wird (Standard: die des Servers)
choice-web = web: die Online-Regeln (6-10 Spieler)
choice-classic = classic: das Brettspiel wie veröffentlicht (4-7 Spieler)
choice-mini = mini: Mini-Junta, das Brettspiel für 2 oder 3 Spieler mit Strohmännern
opt-junta-create-short-game-desc = Nur Brettspiel: das kürzere Spiel, 4 Geldscheine je Runde aus dem Spiel (Standard: aus)
choice-off = aus
choice-every-round = jede Runde: nach jeder Runde 4 Geldscheine aus dem Spiel
choice-coup-rounds = nach Putschen: 4 Geldscheine aus dem Spiel nach einer Runde mit Putsch
opt-junta-create-computer-players-desc = Familien, die der Computer spielt, gleich dabei (weitere vor dem Start mit /gm add-computer)
cmd-junta-join-desc = Dem Spiel beitreten, das sich in diesem Kanal bildet
opt-junta-join-family-desc = Der Name deiner Familie (1-32 Zeichen)
cmd-junta-leave-desc = Das Spiel verlassen, das sich in diesem Kanal bildet
cmd-junta-start-desc = Karten austeilen und das Spiel beginnen (ein Spieler oder ein Moderator)
opt-junta-start-president-desc = Mini-Junta zu zweit, nur wer das Spiel erstellt hat: die Familie, die erster Präsident wird
cmd-junta-status-desc = Der öffentliche Stand des Spiels: Phase, Ämter, Frist, wer noch Befehle schuldet
cmd-junta-map-desc = Der Stadtplan: der laufende Putsch, oder die Viertel und wo die Einheiten anfangs stehen
opt-junta-map-phase-desc = Eine frühere Putsch-Phase dieses Spiels (leer: jetzt)
cmd-junta-history-desc = Eine vergangene Phase dieses Spiels: ihre Ergebnisse und, falls es einen gab, ihr Putsch-Plan
opt-junta-history-phase-desc = Die vergangene Phase: tippe einen Teil ihres Namens (die neueste zuerst)
cmd-junta-help-desc = Wie man Junta spielt: das Spiel, wie man gewinnt, die Phasen; Themen gehen tiefer
opt-junta-help-topic-desc = Ein Thema, das du genauer wissen willst
choice-phases = Phasen: wer in welcher Phase handelt und was ohne Befehl geschieht
choice-offices = Ämter: die Regierungsämter und was jedes tut
choice-coup = Putsch: seine sechs Phasen, Züge, Seiten, Schlüsselpositionen
choice-money = Geld: der Staatshaushalt, dein Bargeld, das Schweizer Konto und die Bank
choice-cards = Karten: wie man sie ausspielt, das Handkartenlimit
choice-commands = Befehle: alle Befehle, nach Gruppen

## /card
cmd-card-desc = Der Text einer politischen Karte: was sie bewirkt, wann man sie ausspielt, was sie kostet
opt-card-card-desc = Name oder Nummer der Karte, z. B. #26

## /speech
cmd-speech-desc = Eine Rede im Spielkanal halten, unter dem Namen deiner Familie
opt-speech-text-desc = Was deine Familie sagt
opt-speech-game-desc = { -game }

## /gm
cmd-gm-desc = Das Spiel in diesem Kanal leiten
cmd-gm-add-computer-desc = Vor dem Start: eine Familie setzen, die der Computer spielt
opt-gm-add-computer-family-desc = Ihr Familienname (Standard: ein freier); sie wird als '(Computer)' gekennzeichnet
cmd-gm-advance-desc = Die laufende Phase jetzt auswerten (für fehlende Befehle gilt ihr Standard)
cmd-gm-extend-desc = Die laufende Frist verlängern
opt-gm-extend-minutes-desc = Wie viele Minuten dazukommen (bis zu zwei Wochen)
cmd-gm-pause-desc = Das Spiel anhalten: die Frist steht still
cmd-gm-resume-desc = Ein angehaltenes Spiel fortsetzen: die Frist läuft wieder
cmd-gm-replace-desc = Den Platz einer Familie einem anderen Mitglied oder dem Computer geben
opt-gm-replace-family-desc = Die Familie, deren Platz den Besitzer wechselt
opt-gm-replace-user-desc = Das Mitglied, das ihn übernimmt (weglassen mit computer:True)
opt-gm-replace-computer-desc = Der Computer spielt die Familie von jetzt an
cmd-gm-end-desc = Das Spiel in diesem Kanal jetzt beenden

## /newhead
cmd-newhead-desc = Zurück vom Tod: das neue Oberhaupt deiner Familie benennen (steht neben ihrem Namen)
opt-newhead-head-desc = Der Name deines neuen Familienoberhaupts, z. B. Rosa
opt-newhead-game-desc = { -game }

## /opposition
cmd-opposition-desc = Mini-Junta: der Präsident bestimmt die Brigade, die der Oppositionsführer diese Runde befehligt
opt-opposition-brigade-desc = Die 1., 2. oder 3. Heeres-Brigade
opt-opposition-game-desc = { -game }

## /minister
cmd-minister-desc = Mini-Junta zu dritt: der Präsident ernennt den Minister (der andere führt die Opposition)
opt-minister-player-desc = Die Familie, die diese Runde Minister ist
opt-minister-game-desc = { -game }

## /choosepresident
cmd-choosepresident-desc = Mini-Junta: wen du zum Präsidenten machst, falls deine Fraktion ihn diese Phase bestimmt
opt-choosepresident-player-desc = Die Familie (Standard: du selbst)
opt-choosepresident-game-desc = { -game }

## /nominate
cmd-nominate-desc = Einen Spieler (auch dich selbst) zum Präsidenten nominieren
opt-nominate-candidate-desc = Die Familie, die du nominierst
opt-nominate-game-desc = { -game }

## /second
cmd-second-desc = Die Nominierung eines anderen zum Präsidenten unterstützen
opt-second-candidate-desc = Die nominierte Familie, die du unterstützt
opt-second-game-desc = { -game }

## /decline
cmd-decline-desc = Deine eigene Nominierung zum Präsidenten ablehnen
opt-decline-game-desc = { -game }

## /vote
cmd-vote-desc = Den Präsidenten wählen oder über den Staatshaushalt abstimmen
cmd-vote-president-desc = Für einen Kandidaten zum Präsidenten stimmen (mit allen deinen Stimmen)
opt-vote-president-candidate-desc = Der Kandidat
opt-vote-president-cards-desc = Stimm-Karten, die du dazulegst, durch Kommas getrennt
opt-vote-president-game-desc = { -game }
cmd-vote-cast-desc = Eine Stimmquelle jetzt abgeben: ein Amt, eine Einfluß-Karte, eine Stimm-Karte (Brettspiel)
opt-vote-cast-source-desc = Eine deiner Stimmquellen, die in dieser Abstimmung noch nicht abgegeben ist
opt-vote-cast-for-desc = Wofür sie stimmt: ein Kandidat (bei einer Wahl) oder ja/nein (beim Staatshaushalt)
opt-vote-cast-game-desc = { -game }
cmd-vote-budget-desc = Über den vorgeschlagenen Staatshaushalt abstimmen (auf Wunsch je Stimmquelle)
opt-vote-budget-choice-desc = Ja, nein oder enthalten: für jede Stimmquelle, die du in split nicht nennst
choice-yes = ja
choice-no = nein
choice-abstain = enthalten
opt-vote-budget-split-desc = Je Stimmquelle, z. B. 'Minister no, Labor Union yes' (Ämter, Einfluß, sozialistischer Bonus)
opt-vote-budget-cards-desc = Stimm-Karten und ihre Seite, z. B. '#14 yes, #15 no' (ohne Seite: deine Wahl)
opt-vote-budget-revote-desc = Falls neu abgestimmt wird: ja, nein oder enthalten (Standard: wie jetzt)
opt-vote-budget-revote-split-desc = Falls neu abgestimmt wird: je Stimmquelle, wie split (Standard: wie jetzt)
opt-vote-budget-game-desc = { -game }

## /votecard
cmd-votecard-desc = Macht-Verfall, Sommer-Pause oder Zählfehler auf die Auszählung spielen
opt-votecard-card-desc = Die Karte
opt-votecard-trigger-desc = Wann sie wirkt: wenn der Haushalt angenommen oder abgelehnt wird, oder in jedem Fall
choice-passes = wenn er angenommen wird
choice-fails = wenn er abgelehnt wird
choice-any = in jedem Fall
opt-votecard-within-desc = … mit höchstens so vielen Stimmen Unterschied (z. B. 'abgelehnt mit 2 oder weniger')
opt-votecard-target-desc = Zählfehler: wessen Stimmen gestrichen werden
opt-votecard-game-desc = { -game }

## /appoint
cmd-appoint-desc = Der Präsident vergibt die Ämter (ohne Optionen: Menüs zur Auswahl)
opt-appoint-minister-desc = Minister für Innere Sicherheit
opt-appoint-general-1-desc = General, Befehlshaber der 1. Brigade
opt-appoint-general-2-desc = General, Befehlshaber der 2. Brigade
opt-appoint-general-3-desc = General, Befehlshaber der 3. Brigade
opt-appoint-admiral-desc = Admiral der Marine
opt-appoint-air-force-desc = Kommandeur der Luftwaffe
opt-appoint-minister-of-war-desc = Kriegsminister
opt-appoint-foreign-minister-desc = Außenminister
opt-appoint-farm-labor-desc = Minister für Landwirtschaft und Arbeit
opt-appoint-game-desc = { -game }

## /ifelected
cmd-ifelected-desc = Brettspiel, Wahl mitten in der Runde: wen du als Kandidat sofort ernennst, falls du gewählt wirst
opt-ifelected-minister-desc = Minister für Innere Sicherheit
opt-ifelected-general-1-desc = General, Befehlshaber der 1. Brigade
opt-ifelected-general-2-desc = General, Befehlshaber der 2. Brigade
opt-ifelected-general-3-desc = General, Befehlshaber der 3. Brigade
opt-ifelected-admiral-desc = Admiral der Marine
opt-ifelected-air-force-desc = Kommandeur der Luftwaffe
opt-ifelected-game-desc = { -game }

## /brotherinlaw
cmd-brotherinlaw-desc = Der Präsident: welche frei gewordenen Ämter der Schwager des Präsidenten zuerst übernimmt
opt-brotherinlaw-offices-desc = Ämter in der Reihenfolge deiner Wahl, durch Kommas getrennt
opt-brotherinlaw-game-desc = { -game }

## /weapons
cmd-weapons-desc = Der Kriegsminister gibt einem Befehlshaber die Neuen Waffen
opt-weapons-office-desc = Wer die Neuen Waffen bekommt
opt-weapons-game-desc = { -game }

## /draw
cmd-draw-desc = Außenminister oder Minister für Landwirtschaft und Arbeit: wie viele Geldscheine du ziehst
opt-draw-count-desc = Wie viele Geldscheine (1-6)
opt-draw-office-desc = Welches Amt zieht (wenn du beide innehast)
opt-draw-game-desc = { -game }

## /budget
cmd-budget-desc = Der Präsident schlägt den Staatshaushalt vor
opt-budget-totals-desc = MP je Familie, z. B. 'Garcia 4, Lopez 2' (der Rest des Haushaltsgelds gehört dir)
opt-budget-add-desc = MP aus deinem Bargeld, die du dem Haushaltsgeld hinzufügst
opt-budget-game-desc = { -game }

## /seize
cmd-seize-desc = Der Minister, nach abgelehntem Haushalt: die Abgeordneten-Kammer besetzen oder nicht
opt-seize-seize-desc = Die Kammer besetzen (den Haushalt mit Waffengewalt durchsetzen)?
opt-seize-game-desc = { -game }

## /location
cmd-location-desc = Aufenthaltsort wählen: wo du dich diese Runde aufhältst, oder ins Exil gehen
opt-location-place-desc = Dein Aufenthaltsort in dieser Runde
opt-location-game-desc = { -game }

## /assassinate
cmd-assassinate-desc = Einen Attentäter zum Aufenthaltsort einer Familie schicken
opt-assassinate-assassin-desc = Die Attentäter-Karte (oder, für den Minister, die Geheimpolizei)
opt-assassinate-target-desc = Die Familie, die sterben soll
opt-assassinate-location-desc = Wo du das Ziel vermutest (nicht nötig für Einbrecher und Bankräuber)
opt-assassinate-if-desc = { -if }
opt-assassinate-game-desc = { -game }

## /bank
cmd-bank-desc = In der Bank: MP einzahlen oder abheben (-1: alles)
opt-bank-deposit-desc = Einzuzahlende MP (-1: alles)
opt-bank-withdraw-desc = Abzuhebende MP (-1: alles)
opt-bank-if-desc = { -if }
opt-bank-game-desc = { -game }

## /rebel
cmd-rebel-desc = Als Aufständischer handeln, um einen Putsch auszulösen
opt-rebel-if-desc = { -if }
opt-rebel-game-desc = { -game }

## /play
cmd-play-desc = Eine Karte aus deiner Hand ausspielen
opt-play-card-desc = Die Karte
opt-play-target-desc = Die Familie, gegen die sie sich richtet (Geheimdienst, Spion in der Schweiz)
opt-play-option-desc = Geheimdienst: was du erfährst
opt-play-game-desc = { -game }

## /discard
cmd-discard-desc = Karten aus deiner Hand abwerfen (bis auf das Limit von 6)
opt-discard-cards-desc = Die Karten, durch Kommas getrennt
opt-discard-game-desc = { -game }

## /resign
cmd-resign-desc = Der Präsident tritt zurück (wenn diese Phase ausgewertet wird)
opt-resign-game-desc = { -game }

## /return
cmd-return-desc = Aus dem Exil zurückkehren, wenn diese Phase ausgewertet wird
opt-return-embassy-desc = Während eines Putsches: das Botschafts-Viertel, durch das du zurückkehrst
opt-return-bribe-desc = Brettspiel: Bestechung des Attentäters, bei der Rückkehr bezahlt, hält das Erschießungskommando auf
opt-return-game-desc = { -game }

## /executelist
cmd-executelist-desc = Der Minister: Exilanten, die bei ihrer Rückkehr erschossen werden
opt-executelist-players-desc = Familien, durch Kommas getrennt (leer: niemand)
opt-executelist-game-desc = { -game }

## /move
cmd-move-desc = Putsch: Einheiten in ein angrenzendes Viertel ziehen
opt-move-from-zone-desc = Das Viertel, in dem die Einheiten stehen
opt-move-to-zone-desc = Das angrenzende Viertel, in das sie ziehen
opt-move-units-desc = Welche Einheiten, z. B. 'soldier 2, tank 1' (leer: alle deine dort)
opt-move-via-desc = Ein Hubschrauber: das Viertel, über das er fliegt (Brettspiel: seine Einheiten steigen dort aus)
opt-move-if-desc = { -if }
opt-move-pick-up-desc = Brettspiel: der Hubschrauber nimmt bei 'via' deine noch nicht gezogenen Einheiten auf und mit
opt-move-game-desc = { -game }

## /land
cmd-land-desc = Putsch: Marineinfanterie, Kommandotruppen, Fallschirmjäger oder den Hubschrauber landen
opt-land-kind-desc = Die Art der Einheit
opt-land-zone-desc = Wo sie landen
opt-land-then-to-desc = Gleich weiterziehen nach
opt-land-if-desc = { -if }
opt-land-game-desc = { -game }

## /bombard
cmd-bombard-desc = Putsch: ein Luftangriff, das Kanonenboot oder ein Luftangriff der Intervention
opt-bombard-weapon-desc = Was angreift
opt-bombard-zone-desc = Das Viertel
opt-bombard-target-desc = Wessen Einheiten
opt-bombard-if-desc = { -if }
opt-bombard-game-desc = { -game }

## /fire
cmd-fire-desc = Putsch: in einem Viertel das Feuer auf die Einheiten einer Familie eröffnen
opt-fire-zone-desc = Das Viertel
opt-fire-target-desc = Wessen Einheiten
opt-fire-if-desc = { -if }
opt-fire-game-desc = { -game }

## /transfer
cmd-transfer-desc = Putsch: die Kontrolle über Einheiten in einem Viertel einer anderen Familie übergeben
opt-transfer-zone-desc = Das Viertel
opt-transfer-to-desc = Wer sie bekommt
opt-transfer-units-desc = Welche Einheiten (leer: alle)
opt-transfer-game-desc = { -game }

## /police
cmd-police-desc = Putsch-Phase 1: die polizeilichen Gegenmaßnahmen des Ministers
opt-police-from-zone-desc = Von
opt-police-to-zone-desc = Nach
opt-police-count-desc = Wie viele Polizei-Einheiten (0: alle dort)
opt-police-game-desc = { -game }

## /coupcard
cmd-coupcard-desc = Putsch: eine Putsch-Karte ausspielen (Einheiten, Bestechung der Brigade, …)
opt-coupcard-card-desc = Die Karte
opt-coupcard-zone-desc = Wo ihre Einheiten erscheinen oder welche Einheiten sie besticht
opt-coupcard-count-desc = Bestechung: wie viele Einheiten
opt-coupcard-then-to-desc = Die gesetzten Einheiten weiterziehen nach
opt-coupcard-if-desc = { -if }
opt-coupcard-game-desc = { -game }

## /lossorder
cmd-lossorder-desc = Putsch: welche deiner Einheitenarten zuerst fallen
opt-lossorder-kinds-desc = Einheitenarten, durch Kommas getrennt, die erste fällt zuerst
opt-lossorder-game-desc = { -game }

## /retreat
cmd-retreat-desc = Putsch: wessen Einheiten sich auf dem Rückzug in deine Viertel zurückziehen dürfen
opt-retreat-allow-desc = Familien, die du hereinlässt, durch Kommas getrennt
opt-retreat-deny-desc = Familien, die du draußen hältst
opt-retreat-game-desc = { -game }

## /retreatroute
cmd-retreatroute-desc = Putsch: wohin sich deine Einheiten eines Viertels zurückziehen, vor den üblichen Wegen versucht
opt-retreatroute-zone-desc = Das Viertel, in dem deine Einheiten stehen
opt-retreatroute-to-desc = Angrenzende Viertel, das beste zuerst, durch Kommas getrennt (leer: Weg zurücknehmen)
opt-retreatroute-game-desc = { -game }

## /coupvote
cmd-coupvote-desc = Für die Aufständischen oder den Präsidenten erklären (Putsch-Phase 6; Brettspiel: Putsch-Folgen)
opt-coupvote-side-desc = Deine Seite
opt-coupvote-game-desc = { -game }

## /concede
cmd-concede-desc = Putsch, Brettspiel: einigen, wer gewinnt; geben alle dieselbe Seite auf, endet der Putsch
opt-concede-side-desc = Wer gewinnt: der Präsident oder die Aufständischen (Junta)
opt-concede-game-desc = { -game }

## /intervention
cmd-intervention-desc = Außenminister: die Truppen der Intervention, die besten zuerst
opt-intervention-forces-desc = z. B. 'airstrikes, helicopter, paratroopers, commandos'
opt-intervention-game-desc = { -game }

## /firingsquad
cmd-firingsquad-desc = Der Präsident hat den Putsch gewonnen: ein Aufständischer vor das Erschießungskommando
opt-firingsquad-target-desc = Der Aufständische (leer: niemand)
opt-firingsquad-game-desc = { -game }

## /juntavote
cmd-juntavote-desc = Die Aufständischen haben gewonnen: deine Stimme für den neuen Präsidenten
opt-juntavote-candidate-desc = Der Aufständische, für den du stimmst
opt-juntavote-tie-desc = Als Rebellen-Führer: wen du bei Gleichstand der Junta wählst, der beste zuerst, mit Kommas
opt-juntavote-game-desc = { -game }

## /execute
cmd-execute-desc = Die Aufständischen haben gewonnen: wen du hinrichten lässt, falls du gewählt wirst
opt-execute-target-desc = Die Familie (leer: niemand)
opt-execute-game-desc = { -game }

## /safepassage
cmd-safepassage-desc = Putsch: einem Exilanten freies Geleit durch eine Botschaft geben, die du hältst
opt-safepassage-player-desc = Der Exilant
opt-safepassage-embassy-desc = Das Botschafts-Viertel
opt-safepassage-game-desc = { -game }

## /status
cmd-status-desc = Deine Statusseite: Ämter, Bargeld, Handkarten, Befehle, Frist
opt-status-game-desc = { -game }

## /done
cmd-done-desc = Deine Befehle für diese Phase als fertig (oder nicht) melden: fasst sie zusammen, warnt vor Lücken
opt-done-undo-desc = True, um 'fertig' zurückzunehmen und weiter zu bearbeiten
opt-done-anyway-desc = True, um fertig zu melden, obwohl ein Befehl fehlt, den du schuldest (sein Standard gilt)
opt-done-game-desc = { -game }

## /history
cmd-history-desc = Eine vergangene Phase deines Spiels: Ergebnisse, deine Befehle und was nur du erfahren hast
opt-history-phase-desc = Die Phase
opt-history-game-desc = { -game }

## /withdraw
cmd-withdraw-desc = Einen deiner Befehle dieser Phase zurückziehen
opt-withdraw-order-desc = Der Befehl, den du zurückziehst
opt-withdraw-game-desc = { -game }

## /give
cmd-give-desc = Einer anderen Familie sofort Bargeld oder eine Karte geben
cmd-give-cash-desc = Einer anderen Familie jetzt MP aus deinem Bargeld geben
opt-give-cash-to-desc = Die Familie
opt-give-cash-amount-desc = Wie viele MP
opt-give-cash-game-desc = { -game }
cmd-give-card-desc = Einer anderen Familie jetzt Karten aus deiner Hand geben
opt-give-card-to-desc = Die Familie
opt-give-card-card-desc = Die Karte (mehrere: durch Kommas getrennt)
opt-give-card-game-desc = { -game }

## /swap
cmd-swap-desc = Mini-Junta: Karte gegen eine verdeckte eines Strohmanns deiner Fraktion tauschen (einmal je Runde)
opt-swap-straw-man-desc = Der Strohmann
opt-swap-give-desc = Deine Karte
opt-swap-take-desc = Seine Karte (ihre Nummer oder ihr Titel)
opt-swap-game-desc = { -game }

## /trade
cmd-trade-desc = Einen Tausch anbieten; die andere Familie nimmt ihn mit einem Knopf an
opt-trade-to-desc = Die Familie, der du ihn anbietest
opt-trade-give-cash-desc = MP, die du gibst
opt-trade-give-card-desc = Eine Karte, die du gibst
opt-trade-get-cash-desc = MP, die du verlangst
opt-trade-get-card-desc = Eine Karte, die du verlangst (ihre Nummer, wenn du sie kennst)
opt-trade-game-desc = { -game }
