# Die Slash-Befehle auf Deutsch: die Beschreibungen der Befehle und Optionen und die Namen der Auswahlwerte, unter den
# Meldungs-IDs, die bot/cogs/translator.py aus dem Befehlsbaum ableitet (dieselben wie in en/commands.ftl, das aus dem
# Code erzeugt wird). Befehls- und Optionsnamen bleiben englisch (auf sie verweisen Hilfetexte und Mitspieler).
# Was hier fehlt oder veraltet ist, zeigt: python -m bot.cogs.translator
# Über jeder Übersetzung steht das Englisch, das sie übersetzt ('# en: ...', ohne Leerzeile davor): ändert sich das
# Englisch im Code, meldet ein Test die Übersetzung als veraltet, bis sie neu übersetzt und die Zeile angepasst ist.
# Begriffe nach VARIANTS.md 13 (die Wörter der deutschen Spielregel, seed 001); Spieler werden geduzt.
# Höchstens 100 Zeichen je Beschreibung und je Auswahlname (ein Test prüft es).
# Beispiele in Anführungszeichen zeigen, was man eintippt; sie bleiben so, wie der Bot es heute liest.

-game = Welches Spiel (falls mehrere); Mini-Junta: 'Spiel / Strohmann' für Befehle an deinen Strohmann
-if = Nur falls …: z. B. 'if Garcia is dead' oder 'if the budget failed by 3 or less'

## /junta
# en: Play Junta in this channel
cmd-junta-desc = Junta in diesem Kanal spielen
# en: Create a game in this channel (moderators)
cmd-junta-create-desc = Ein Spiel in diesem Kanal anlegen (Moderatoren)
# en: The game's name (default: the channel's name)
opt-junta-create-name-desc = Der Name des Spiels (Standard: der Name des Kanals)
# en: A fixed phase length in minutes instead of a daily deadline
opt-junta-create-phase-minutes-desc = Eine feste Phasendauer in Minuten statt einer täglichen Frist
# en: The daily deadline, HH:MM (24-hour)
opt-junta-create-deadline-time-desc = Die tägliche Frist, HH:MM (24 Stunden)
# en: The deadline's time zone, e.g. America/New_York or Europe/Paris
opt-junta-create-deadline-zone-desc = Die Zeitzone der Frist, z. B. Europe/Berlin oder Europe/Vienna
# en: The rules to play (default: the server's configured rules)
opt-junta-create-variant-desc = Nach welchen Regeln gespielt wird (Standard: die des Servers)
# en: web: the online rules (6-10 players)
choice-web = web: die Online-Regeln (6-10 Spieler)
# en: classic: the board game as published (4-7 players)
choice-classic = classic: das Brettspiel wie veröffentlicht (4-7 Spieler)
# en: mini: Mini-Junta, the board game for 2 or 3 players with straw men
choice-mini = mini: Mini-Junta, das Brettspiel für 2 oder 3 Spieler mit Strohmännern
# en: Board game rules only: the shorter game, 4 bills out of play each round (default: off)
opt-junta-create-short-game-desc = Nur Brettspiel: das kürzere Spiel, 4 Geldscheine je Runde aus dem Spiel (Standard: aus)
# en: off
choice-off = aus
# en: every round: 4 bills out of play after each round
choice-every-round = jede Runde: nach jeder Runde 4 Geldscheine aus dem Spiel
# en: after coups: 4 bills out of play after a round with a coup
choice-coup-rounds = nach Putschen: 4 Geldscheine aus dem Spiel nach einer Runde mit Putsch
# en: Families the computer plays, seated at once (more with /gm add-computer before the start)
opt-junta-create-computer-players-desc = Familien, die der Computer spielt, gleich dabei (weitere vor dem Start mit /gm add-computer)
# en: The language of the game channel (default: the server's)
opt-junta-create-language-desc = Die Sprache des Spielkanals (Standard: die des Servers)
# en: English
choice-en = Englisch
# en: Deutsch
choice-de = Deutsch
# en: Join the game forming in this channel
cmd-junta-join-desc = Dem Spiel beitreten, das sich in diesem Kanal bildet
# en: Your family's name (1-32 characters)
opt-junta-join-family-desc = Der Name deiner Familie (1-32 Zeichen)
# en: Leave the game forming in this channel
cmd-junta-leave-desc = Das Spiel verlassen, das sich in diesem Kanal bildet
# en: Deal the cards and start the game (a player or a moderator)
cmd-junta-start-desc = Karten austeilen und das Spiel beginnen (ein Spieler oder ein Moderator)
# en: Mini-Junta for two, the game's creator only: the family who is the first President (default: lot)
opt-junta-start-president-desc = Mini-Junta zu zweit, nur wer das Spiel erstellt hat: die Familie, die erster Präsident wird
# en: The game's public state: phase, offices, deadline, who owes orders
cmd-junta-status-desc = Der öffentliche Stand des Spiels: Phase, Ämter, Frist, wer noch Befehle schuldet
# en: The city map: the coup now, or the zones and where the units start
cmd-junta-map-desc = Der Stadtplan: der laufende Putsch, oder die Viertel und wo die Einheiten anfangs stehen
# en: An earlier coup phase of this game (empty: now)
opt-junta-map-phase-desc = Eine frühere Putsch-Phase dieses Spiels (leer: jetzt)
# en: A past phase of this game: its results, and its coup map if any
cmd-junta-history-desc = Eine vergangene Phase dieses Spiels: ihre Ergebnisse und, falls es einen gab, ihr Putsch-Plan
# en: The past phase, by name: type 'Turn 2' or 'Budget vote' (newest first)
opt-junta-history-phase-desc = Die vergangene Phase: tippe einen Teil ihres Namens (die neueste zuerst)
# en: How to play Junta: the game, how to win, the phases; topics go deeper
cmd-junta-help-desc = Wie man Junta spielt: das Spiel, wie man gewinnt, die Phasen; Themen gehen tiefer
# en: A subject to go deeper into
opt-junta-help-topic-desc = Ein Thema, das du genauer wissen willst
# en: phases: who acts in each phase, and what happens if you give no order
choice-phases = Phasen: wer in welcher Phase handelt und was ohne Befehl geschieht
# en: offices: the offices and what each does
choice-offices = Ämter: die Regierungsämter und was jedes tut
# en: coup: its six phases, stack moves, sides, control points
choice-coup = Putsch: seine sechs Phasen, Züge, Seiten, Schlüsselpositionen
# en: money: the budget, your cash, the Swiss account and the Bank
choice-money = Geld: der Staatshaushalt, dein Bargeld, das Schweizer Konto und die Bank
# en: cards: how to play them, the hand limit
choice-cards = Karten: wie man sie ausspielt, das Handkartenlimit
# en: commands: every command, grouped
choice-commands = Befehle: alle Befehle, nach Gruppen

## /card
# en: A political card's text: what it does, when to play it, its cost
cmd-card-desc = Der Text einer politischen Karte: was sie bewirkt, wann man sie ausspielt, was sie kostet
# en: The card's name or number, e.g. Press or #26
opt-card-card-desc = Name oder Nummer der Karte, z. B. #26

## /speech
# en: Make a speech in the game channel under your family's name
cmd-speech-desc = Eine Rede im Spielkanal halten, unter dem Namen deiner Familie
# en: What your family says
opt-speech-text-desc = Was deine Familie sagt
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-speech-game-desc = { -game }

## /gm
# en: Moderate the game in this channel
cmd-gm-desc = Das Spiel in diesem Kanal leiten
# en: Before the start: seat a family the computer plays
cmd-gm-add-computer-desc = Vor dem Start: eine Familie setzen, die der Computer spielt
# en: Its family name (default: a free one); it is marked '(computer)'
opt-gm-add-computer-family-desc = Ihr Familienname (Standard: ein freier); sie wird als '(Computer)' gekennzeichnet
# en: Resolve the current phase now (missing orders take their defaults)
cmd-gm-advance-desc = Die laufende Phase jetzt auswerten (für fehlende Befehle gilt ihr Standard)
# en: Move the current deadline later
cmd-gm-extend-desc = Die laufende Frist verlängern
# en: How many minutes to add (up to two weeks)
opt-gm-extend-minutes-desc = Wie viele Minuten dazukommen (bis zu zwei Wochen)
# en: Pause the game: the deadline stops
cmd-gm-pause-desc = Das Spiel anhalten: die Frist steht still
# en: Resume a paused game: the deadline runs again
cmd-gm-resume-desc = Ein angehaltenes Spiel fortsetzen: die Frist läuft wieder
# en: Give a family's seat to another member, or to the computer
cmd-gm-replace-desc = Den Platz einer Familie einem anderen Mitglied oder dem Computer geben
# en: The family whose seat changes hands
opt-gm-replace-family-desc = Die Familie, deren Platz den Besitzer wechselt
# en: The member who takes it over (leave out with computer:True)
opt-gm-replace-user-desc = Das Mitglied, das ihn übernimmt (weglassen mit computer:True)
# en: The computer plays the family from now on
opt-gm-replace-computer-desc = Der Computer spielt die Familie von jetzt an
# en: End the game in this channel now
cmd-gm-end-desc = Das Spiel in diesem Kanal jetzt beenden

## /newhead
# en: Back from death: name your family's new head (shown beside your family's name)
cmd-newhead-desc = Zurück vom Tod: das neue Oberhaupt deiner Familie benennen (steht neben ihrem Namen)
# en: Your new head's name, e.g. Rosa
opt-newhead-head-desc = Der Name deines neuen Familienoberhaupts, z. B. Rosa
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-newhead-game-desc = { -game }

## /opposition
# en: Mini-Junta: the President names the brigade the opposition leader commands this round
cmd-opposition-desc = Mini-Junta: der Präsident bestimmt die Brigade, die der Oppositionsführer diese Runde befehligt
# en: The 1st, 2nd or 3rd Army Brigade
opt-opposition-brigade-desc = Die 1., 2. oder 3. Heeres-Brigade
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-opposition-game-desc = { -game }

## /minister
# en: Mini-Junta for three: the President names the Minister (the other leads the opposition)
cmd-minister-desc = Mini-Junta zu dritt: der Präsident ernennt den Minister (der andere führt die Opposition)
# en: The family who is Minister this round
opt-minister-player-desc = Die Familie, die diese Runde Minister ist
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-minister-game-desc = { -game }

## /choosepresident
# en: Mini-Junta: whom you make President if the presidency falls to your faction's choice this phase
cmd-choosepresident-desc = Mini-Junta: wen du zum Präsidenten machst, falls deine Fraktion ihn diese Phase bestimmt
# en: The family (default: yourself)
opt-choosepresident-player-desc = Die Familie (Standard: du selbst)
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-choosepresident-game-desc = { -game }

## /nominate
# en: Nominate a player (yourself too) for President
cmd-nominate-desc = Einen Spieler (auch dich selbst) zum Präsidenten nominieren
# en: The family you nominate
opt-nominate-candidate-desc = Die Familie, die du nominierst
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-nominate-game-desc = { -game }

## /second
# en: Second (support) someone's nomination for President
cmd-second-desc = Die Nominierung eines anderen zum Präsidenten unterstützen
# en: The nominated family you support
opt-second-candidate-desc = Die nominierte Familie, die du unterstützt
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-second-game-desc = { -game }

## /decline
# en: Decline your own nomination for President
cmd-decline-desc = Deine eigene Nominierung zum Präsidenten ablehnen
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-decline-game-desc = { -game }

## /vote
# en: Vote for President or on the budget
cmd-vote-desc = Den Präsidenten wählen oder über den Staatshaushalt abstimmen
# en: Vote for a candidate for President (all your votes)
cmd-vote-president-desc = Für einen Kandidaten zum Präsidenten stimmen (mit allen deinen Stimmen)
# en: The candidate
opt-vote-president-candidate-desc = Der Kandidat
# en: Vote cards to add, comma-separated
opt-vote-president-cards-desc = Stimm-Karten, die du dazulegst, durch Kommas getrennt
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-vote-president-game-desc = { -game }
# en: Cast one vote source now: an office, an influence card, a Vote card (board game)
cmd-vote-cast-desc = Eine Stimmquelle jetzt abgeben: ein Amt, eine Einfluß-Karte, eine Stimm-Karte (Brettspiel)
# en: One of your vote sources not cast yet in this vote
opt-vote-cast-source-desc = Eine deiner Stimmquellen, die in dieser Abstimmung noch nicht abgegeben ist
# en: The candidate it votes for (an election), or yes or no (the budget)
opt-vote-cast-for-desc = Wofür sie stimmt: ein Kandidat (bei einer Wahl) oder ja/nein (beim Staatshaushalt)
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-vote-cast-game-desc = { -game }
# en: Vote on the proposed budget (split by vote source if you like)
cmd-vote-budget-desc = Über den vorgeschlagenen Staatshaushalt abstimmen (auf Wunsch je Stimmquelle)
# en: Yes, no or abstain: every vote source you do not name in split
opt-vote-budget-choice-desc = Ja, nein oder enthalten: für jede Stimmquelle, die du in split nicht nennst
# en: yes
choice-yes = ja
# en: no
choice-no = nein
# en: abstain
choice-abstain = enthalten
# en: Per vote source, e.g. 'Minister no, Labor Union yes' (offices, influence, Socialist bonus)
opt-vote-budget-split-desc = Je Stimmquelle, z. B. 'Minister no, Labor Union yes' (Ämter, Einfluß, sozialistischer Bonus)
# en: Vote cards and their side, e.g. '#14 yes, #15 no' (a card without a side: your choice)
opt-vote-budget-cards-desc = Stimm-Karten und ihre Seite, z. B. '#14 yes, #15 no' (ohne Seite: deine Wahl)
# en: If a revote is called: yes, no or abstain (default: as now)
opt-vote-budget-revote-desc = Falls neu abgestimmt wird: ja, nein oder enthalten (Standard: wie jetzt)
# en: If a revote is called: per vote source, like split (default: as now)
opt-vote-budget-revote-split-desc = Falls neu abgestimmt wird: je Stimmquelle, wie split (Standard: wie jetzt)
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-vote-budget-game-desc = { -game }

## /votecard
# en: Play Power Failure, Summer Recess or Miscount on the count
cmd-votecard-desc = Macht-Verfall, Sommer-Pause oder Zählfehler auf die Auszählung spielen
# en: The card
opt-votecard-card-desc = Die Karte
# en: When it fires: if the budget passes, fails, or either way
opt-votecard-trigger-desc = Wann sie wirkt: wenn der Haushalt angenommen oder abgelehnt wird, oder in jedem Fall
# en: if it passes
choice-passes = wenn er angenommen wird
# en: if it fails
choice-fails = wenn er abgelehnt wird
# en: either way
choice-any = in jedem Fall
# en: ...by this many votes or less (e.g. 'if it fails by 2 or less')
opt-votecard-within-desc = … mit höchstens so vielen Stimmen Unterschied (z. B. 'abgelehnt mit 2 oder weniger')
# en: Miscount: whose votes to strike
opt-votecard-target-desc = Zählfehler: wessen Stimmen gestrichen werden
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-votecard-game-desc = { -game }

## /appoint
# en: The President appoints the cabinet (no options: menus to pick from)
cmd-appoint-desc = Der Präsident vergibt die Ämter (ohne Optionen: Menüs zur Auswahl)
# en: Minister of Internal Security
opt-appoint-minister-desc = Minister für Innere Sicherheit
# en: Generalissimo of the 1st Army Brigade
opt-appoint-general-1-desc = General, Befehlshaber der 1. Brigade
# en: Generalissimo of the 2nd Army Brigade
opt-appoint-general-2-desc = General, Befehlshaber der 2. Brigade
# en: Generalissimo of the 3rd Army Brigade
opt-appoint-general-3-desc = General, Befehlshaber der 3. Brigade
# en: Admiral of the Navy
opt-appoint-admiral-desc = Admiral der Marine
# en: Air Force Commander
opt-appoint-air-force-desc = Kommandeur der Luftwaffe
# en: Minister of War
opt-appoint-minister-of-war-desc = Kriegsminister
# en: Foreign Minister
opt-appoint-foreign-minister-desc = Außenminister
# en: Farm & Labor Secretary
opt-appoint-farm-labor-desc = Minister für Landwirtschaft und Arbeit
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-appoint-game-desc = { -game }

## /ifelected
# en: Board game: a candidate in a mid-round election names whom he appoints at once if elected
cmd-ifelected-desc = Brettspiel, Wahl mitten in der Runde: wen du als Kandidat sofort ernennst, falls du gewählt wirst
# en: Minister of Internal Security
opt-ifelected-minister-desc = Minister für Innere Sicherheit
# en: Generalissimo of the 1st Army Brigade
opt-ifelected-general-1-desc = General, Befehlshaber der 1. Brigade
# en: Generalissimo of the 2nd Army Brigade
opt-ifelected-general-2-desc = General, Befehlshaber der 2. Brigade
# en: Generalissimo of the 3rd Army Brigade
opt-ifelected-general-3-desc = General, Befehlshaber der 3. Brigade
# en: Admiral of the Navy
opt-ifelected-admiral-desc = Admiral der Marine
# en: Air Force Commander
opt-ifelected-air-force-desc = Kommandeur der Luftwaffe
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-ifelected-game-desc = { -game }

## /brotherinlaw
# en: The President: the vacated offices his Brother-in-Law takes first
cmd-brotherinlaw-desc = Der Präsident: welche frei gewordenen Ämter der Schwager des Präsidenten zuerst übernimmt
# en: Offices in order of preference, comma-separated
opt-brotherinlaw-offices-desc = Ämter in der Reihenfolge deiner Wahl, durch Kommas getrennt
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-brotherinlaw-game-desc = { -game }

## /weapons
# en: The Minister of War gives New Weapons to a commander
cmd-weapons-desc = Der Kriegsminister gibt einem Befehlshaber die Neuen Waffen
# en: Who gets New Weapons
opt-weapons-office-desc = Wer die Neuen Waffen bekommt
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-weapons-game-desc = { -game }

## /draw
# en: Foreign Minister or Farm & Labor: how many bills to draw
cmd-draw-desc = Außenminister oder Minister für Landwirtschaft und Arbeit: wie viele Geldscheine du ziehst
# en: How many bills (1-6)
opt-draw-count-desc = Wie viele Geldscheine (1-6)
# en: Which office draws (if you hold both)
opt-draw-office-desc = Welches Amt zieht (wenn du beide innehast)
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-draw-game-desc = { -game }

## /budget
# en: The President proposes the budget
cmd-budget-desc = Der Präsident schlägt den Staatshaushalt vor
# en: MP per family, e.g. 'Garcia 4, Lopez 2' (the rest of the pool is yours)
opt-budget-totals-desc = MP je Familie, z. B. 'Garcia 4, Lopez 2' (der Rest des Haushaltsgelds gehört dir)
# en: MP of your own cash to add to the pool
opt-budget-add-desc = MP aus deinem Bargeld, die du dem Haushaltsgeld hinzufügst
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-budget-game-desc = { -game }

## /seize
# en: The Minister, after a failed budget: seize the Chamber or not
cmd-seize-desc = Der Minister, nach abgelehntem Haushalt: die Abgeordneten-Kammer besetzen oder nicht
# en: Seize the Chamber (force the budget through)?
opt-seize-seize-desc = Die Kammer besetzen (den Haushalt mit Waffengewalt durchsetzen)?
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-seize-game-desc = { -game }

## /location
# en: Where you spend the locations phase (or exile)
cmd-location-desc = Aufenthaltsort wählen: wo du dich diese Runde aufhältst, oder ins Exil gehen
# en: Your location this turn
opt-location-place-desc = Dein Aufenthaltsort in dieser Runde
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-location-game-desc = { -game }

## /assassinate
# en: Send an assassin at a family's location
cmd-assassinate-desc = Einen Attentäter zum Aufenthaltsort einer Familie schicken
# en: The assassin card (or the Secret Police, for the Minister)
opt-assassinate-assassin-desc = Die Attentäter-Karte (oder, für den Minister, die Geheimpolizei)
# en: The family to kill
opt-assassinate-target-desc = Die Familie, die sterben soll
# en: Where you think the target is (not needed for the Burglar and the Bank Robber)
opt-assassinate-location-desc = Wo du das Ziel vermutest (nicht nötig für Einbrecher und Bankräuber)
# en: Only if...: e.g. 'if Garcia is dead', 'if the budget failed by 3 or less' (RULES 7)
opt-assassinate-if-desc = { -if }
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-assassinate-game-desc = { -game }

## /bank
# en: At the Bank: deposit or withdraw MP (-1: everything)
cmd-bank-desc = In der Bank: MP einzahlen oder abheben (-1: alles)
# en: MP to deposit (-1: all)
opt-bank-deposit-desc = Einzuzahlende MP (-1: alles)
# en: MP to withdraw (-1: all)
opt-bank-withdraw-desc = Abzuhebende MP (-1: alles)
# en: Only if...: e.g. 'if Garcia is dead', 'if the budget failed by 3 or less' (RULES 7)
opt-bank-if-desc = { -if }
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-bank-game-desc = { -game }

## /rebel
# en: Take rebel-only action to start a coup
cmd-rebel-desc = Als Aufständischer handeln, um einen Putsch auszulösen
# en: Only if...: e.g. 'if Garcia is dead', 'if the budget failed by 3 or less' (RULES 7)
opt-rebel-if-desc = { -if }
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-rebel-game-desc = { -game }

## /play
# en: Play a card from your hand
cmd-play-desc = Eine Karte aus deiner Hand ausspielen
# en: The card
opt-play-card-desc = Die Karte
# en: The family it is aimed at (Intelligence, Spy in Switzerland)
opt-play-target-desc = Die Familie, gegen die sie sich richtet (Geheimdienst, Spion in der Schweiz)
# en: Intelligence: what to look at
opt-play-option-desc = Geheimdienst: was du erfährst
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-play-game-desc = { -game }

## /discard
# en: Discard cards from your hand (down to the limit of 6)
cmd-discard-desc = Karten aus deiner Hand abwerfen (bis auf das Limit von 6)
# en: The cards, comma-separated
opt-discard-cards-desc = Die Karten, durch Kommas getrennt
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-discard-game-desc = { -game }

## /resign
# en: The President resigns (when this phase resolves)
cmd-resign-desc = Der Präsident tritt zurück (wenn diese Phase ausgewertet wird)
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-resign-game-desc = { -game }

## /return
# en: Come back from exile when this phase resolves
cmd-return-desc = Aus dem Exil zurückkehren, wenn diese Phase ausgewertet wird
# en: During a coup: the embassy zone you come back through
opt-return-embassy-desc = Während eines Putsches: das Botschafts-Viertel, durch das du zurückkehrst
# en: Board game: a Bribe the Assassin card, paid on return, that stops the Minister's firing squad
opt-return-bribe-desc = Brettspiel: Bestechung des Attentäters, bei der Rückkehr bezahlt, hält das Erschießungskommando auf
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-return-game-desc = { -game }

## /executelist
# en: The Minister: exiles to execute if they return
cmd-executelist-desc = Der Minister: Exilanten, die bei ihrer Rückkehr erschossen werden
# en: Families, comma-separated (empty: nobody)
opt-executelist-players-desc = Familien, durch Kommas getrennt (leer: niemand)
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-executelist-game-desc = { -game }

## /move
# en: Coup: move a stack to an adjacent zone
cmd-move-desc = Putsch: Einheiten in ein angrenzendes Viertel ziehen
# en: The zone the units are in
opt-move-from-zone-desc = Das Viertel, in dem die Einheiten stehen
# en: The adjacent zone they move to
opt-move-to-zone-desc = Das angrenzende Viertel, in das sie ziehen
# en: Which units, e.g. 'soldier 2, tank 1' (empty: all of yours there)
opt-move-units-desc = Welche Einheiten, z. B. 'soldier 2, tank 1' (leer: alle deine dort)
# en: A Helicopter: the zone it passes through (board game: units it carries get off there)
opt-move-via-desc = Ein Hubschrauber: das Viertel, über das er fliegt (Brettspiel: seine Einheiten steigen dort aus)
# en: Only if...: e.g. 'if Garcia is dead', 'if the budget failed by 3 or less' (RULES 7)
opt-move-if-desc = { -if }
# en: Board game: the Helicopter picks up your units at 'via' that have not moved, and takes them on
opt-move-pick-up-desc = Brettspiel: der Hubschrauber nimmt bei 'via' deine noch nicht gezogenen Einheiten auf und mit
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-move-game-desc = { -game }

## /land
# en: Coup: land Marines, Commandos, Paratroopers or the Helicopter
cmd-land-desc = Putsch: Marineinfanterie, Kommandotruppen, Fallschirmjäger oder den Hubschrauber landen
# en: The unit kind
opt-land-kind-desc = Die Art der Einheit
# en: Where they land
opt-land-zone-desc = Wo sie landen
# en: Move on at once to
opt-land-then-to-desc = Gleich weiterziehen nach
# en: Only if...: e.g. 'if Garcia is dead', 'if the budget failed by 3 or less' (RULES 7)
opt-land-if-desc = { -if }
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-land-game-desc = { -game }

## /bombard
# en: Coup: an Airstrike, the Gunboat or an intervention Air Strike
cmd-bombard-desc = Putsch: ein Luftangriff, das Kanonenboot oder ein Luftangriff der Intervention
# en: What bombards
opt-bombard-weapon-desc = Was angreift
# en: The zone
opt-bombard-zone-desc = Das Viertel
# en: Whose units
opt-bombard-target-desc = Wessen Einheiten
# en: Only if...: e.g. 'if Garcia is dead', 'if the budget failed by 3 or less' (RULES 7)
opt-bombard-if-desc = { -if }
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-bombard-game-desc = { -game }

## /fire
# en: Coup: open fire on a family's units in a zone
cmd-fire-desc = Putsch: in einem Viertel das Feuer auf die Einheiten einer Familie eröffnen
# en: The zone
opt-fire-zone-desc = Das Viertel
# en: Whose units
opt-fire-target-desc = Wessen Einheiten
# en: Only if...: e.g. 'if Garcia is dead', 'if the budget failed by 3 or less' (RULES 7)
opt-fire-if-desc = { -if }
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-fire-game-desc = { -game }

## /transfer
# en: Coup: give control of units in a zone to another family
cmd-transfer-desc = Putsch: die Kontrolle über Einheiten in einem Viertel einer anderen Familie übergeben
# en: The zone
opt-transfer-zone-desc = Das Viertel
# en: Who gets them
opt-transfer-to-desc = Wer sie bekommt
# en: Which units (empty: all)
opt-transfer-units-desc = Welche Einheiten (leer: alle)
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-transfer-game-desc = { -game }

## /police
# en: Coup Phase 1: the Minister's Police response
cmd-police-desc = Putsch-Phase 1: die polizeilichen Gegenmaßnahmen des Ministers
# en: From
opt-police-from-zone-desc = Von
# en: To
opt-police-to-zone-desc = Nach
# en: How many Police (0: all there)
opt-police-count-desc = Wie viele Polizei-Einheiten (0: alle dort)
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-police-game-desc = { -game }

## /coupcard
# en: Coup: play a coup card (units, Bribe the Brigade, ...)
cmd-coupcard-desc = Putsch: eine Putsch-Karte ausspielen (Einheiten, Bestechung der Brigade, …)
# en: The card
opt-coupcard-card-desc = Die Karte
# en: Where its units appear or which units it bribes
opt-coupcard-zone-desc = Wo ihre Einheiten erscheinen oder welche Einheiten sie besticht
# en: Bribe: how many units
opt-coupcard-count-desc = Bestechung: wie viele Einheiten
# en: Move the placed units on to
opt-coupcard-then-to-desc = Die gesetzten Einheiten weiterziehen nach
# en: Only if...: e.g. 'if Garcia is dead', 'if the budget failed by 3 or less' (RULES 7)
opt-coupcard-if-desc = { -if }
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-coupcard-game-desc = { -game }

## /lossorder
# en: Coup: which of your unit kinds die first
cmd-lossorder-desc = Putsch: welche deiner Einheitenarten zuerst fallen
# en: Unit kinds, comma-separated, first dies first
opt-lossorder-kinds-desc = Einheitenarten, durch Kommas getrennt, die erste fällt zuerst
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-lossorder-game-desc = { -game }

## /retreat
# en: Coup: whose retreating units you let into your zones
cmd-retreat-desc = Putsch: wessen Einheiten sich auf dem Rückzug in deine Viertel zurückziehen dürfen
# en: Families to let in, comma-separated
opt-retreat-allow-desc = Familien, die du hereinlässt, durch Kommas getrennt
# en: Families to keep out
opt-retreat-deny-desc = Familien, die du draußen hältst
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-retreat-game-desc = { -game }

## /retreatroute
# en: Coup: where your units in a zone retreat to, tried in your order before the defaults
cmd-retreatroute-desc = Putsch: wohin sich deine Einheiten eines Viertels zurückziehen, vor den üblichen Wegen versucht
# en: The zone your units are in
opt-retreatroute-zone-desc = Das Viertel, in dem deine Einheiten stehen
# en: Adjacent zones, best first, comma-separated (empty: withdraw the route)
opt-retreatroute-to-desc = Angrenzende Viertel, das beste zuerst, durch Kommas getrennt (leer: Weg zurücknehmen)
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-retreatroute-game-desc = { -game }

## /coupvote
# en: Your side in the coup: Pro-Junta or Pro-President (Coup Phase 6; board game: in the aftermath)
cmd-coupvote-desc = Für die Aufständischen oder den Präsidenten erklären (Putsch-Phase 6; Brettspiel: Putsch-Folgen)
# en: Your side
opt-coupvote-side-desc = Deine Seite
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-coupvote-game-desc = { -game }

## /concede
# en: Coup, board game rules: agree who wins; when everyone concedes the same side the coup ends
cmd-concede-desc = Putsch, Brettspiel: einigen, wer gewinnt; geben alle dieselbe Seite auf, endet der Putsch
# en: Who wins: the President or the Rebels (junta)
opt-concede-side-desc = Wer gewinnt: der Präsident oder die Aufständischen (Junta)
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-concede-game-desc = { -game }

## /intervention
# en: Foreign Minister: the intervention forces, best first
cmd-intervention-desc = Außenminister: die Truppen der Intervention, die besten zuerst
# en: e.g. 'airstrikes, helicopter, paratroopers, commandos'
opt-intervention-forces-desc = z. B. 'airstrikes, helicopter, paratroopers, commandos'
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-intervention-game-desc = { -game }

## /firingsquad
# en: The President won the coup: one Rebel to the firing squad
cmd-firingsquad-desc = Der Präsident hat den Putsch gewonnen: ein Aufständischer vor das Erschießungskommando
# en: The Rebel (empty: nobody)
opt-firingsquad-target-desc = Der Aufständische (leer: niemand)
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-firingsquad-game-desc = { -game }

## /juntavote
# en: The Rebels won: your vote for the new President
cmd-juntavote-desc = Die Aufständischen haben gewonnen: deine Stimme für den neuen Präsidenten
# en: The Rebel you vote for
opt-juntavote-candidate-desc = Der Aufständische, für den du stimmst
# en: As the Rebel Leader: whom you choose if the Junta ties, best first, comma-separated
opt-juntavote-tie-desc = Als Rebellen-Führer: wen du bei Gleichstand der Junta wählst, der beste zuerst, mit Kommas
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-juntavote-game-desc = { -game }

## /execute
# en: The Rebels won: whom to execute if you are elected
cmd-execute-desc = Die Aufständischen haben gewonnen: wen du hinrichten lässt, falls du gewählt wirst
# en: The family (empty: nobody)
opt-execute-target-desc = Die Familie (leer: niemand)
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-execute-game-desc = { -game }

## /safepassage
# en: Coup: let an exile return through an embassy you hold
cmd-safepassage-desc = Putsch: einem Exilanten freies Geleit durch eine Botschaft geben, die du hältst
# en: The exile
opt-safepassage-player-desc = Der Exilant
# en: The embassy zone
opt-safepassage-embassy-desc = Das Botschafts-Viertel
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-safepassage-game-desc = { -game }

## /status
# en: Your Status Page: offices, cash, hand, orders, deadline
cmd-status-desc = Deine Statusseite: Ämter, Bargeld, Handkarten, Befehle, Frist
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-status-game-desc = { -game }

## /done
# en: Mark your orders for this phase done (or not done): it sums them up and warns of anything missing
cmd-done-desc = Deine Befehle für diese Phase als fertig (oder nicht) melden: fasst sie zusammen, warnt vor Lücken
# en: True to take back 'done' and keep editing
opt-done-undo-desc = True, um 'fertig' zurückzunehmen und weiter zu bearbeiten
# en: True to mark done even though an order you owe is missing (its default applies)
opt-done-anyway-desc = True, um fertig zu melden, obwohl ein Befehl fehlt, den du schuldest (sein Standard gilt)
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-done-game-desc = { -game }

## /history
# en: A past phase of your game: its results, your orders and what only you were told
cmd-history-desc = Eine vergangene Phase deines Spiels: Ergebnisse, deine Befehle und was nur du erfahren hast
# en: The phase
opt-history-phase-desc = Die Phase
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-history-game-desc = { -game }

## /withdraw
# en: Withdraw one of your orders of this phase
cmd-withdraw-desc = Einen deiner Befehle dieser Phase zurückziehen
# en: The order to withdraw
opt-withdraw-order-desc = Der Befehl, den du zurückziehst
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-withdraw-game-desc = { -game }

## /give
# en: Give cash or a card to another family at once
cmd-give-desc = Einer anderen Familie sofort Bargeld oder eine Karte geben
# en: Give MP of your cash to another family now
cmd-give-cash-desc = Einer anderen Familie jetzt MP aus deinem Bargeld geben
# en: The family
opt-give-cash-to-desc = Die Familie
# en: How many MP
opt-give-cash-amount-desc = Wie viele MP
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-give-cash-game-desc = { -game }
# en: Give cards from your hand to another family now
cmd-give-card-desc = Einer anderen Familie jetzt Karten aus deiner Hand geben
# en: The family
opt-give-card-to-desc = Die Familie
# en: The card (several: comma-separated)
opt-give-card-card-desc = Die Karte (mehrere: durch Kommas getrennt)
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-give-card-game-desc = { -game }

## /swap
# en: Mini-Junta: swap a card of yours for a hidden card of a straw man of your faction (once a round)
cmd-swap-desc = Mini-Junta: Karte gegen eine verdeckte eines Strohmanns deiner Fraktion tauschen (einmal je Runde)
# en: The straw man
opt-swap-straw-man-desc = Der Strohmann
# en: Your card
opt-swap-give-desc = Deine Karte
# en: His card (its number or title)
opt-swap-take-desc = Seine Karte (ihre Nummer oder ihr Titel)
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-swap-game-desc = { -game }

## /trade
# en: Offer a trade; the other family accepts it with a button
cmd-trade-desc = Einen Tausch anbieten; die andere Familie nimmt ihn mit einem Knopf an
# en: The family you offer it to
opt-trade-to-desc = Die Familie, der du ihn anbietest
# en: MP you give
opt-trade-give-cash-desc = MP, die du gibst
# en: A card you give
opt-trade-give-card-desc = Eine Karte, die du gibst
# en: MP you ask for
opt-trade-get-cash-desc = MP, die du verlangst
# en: A card you ask for (its number, if you know it)
opt-trade-get-card-desc = Eine Karte, die du verlangst (ihre Nummer, wenn du sie kennst)
# en: The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
opt-trade-game-desc = { -game }

## /language
# en: The language I answer you and write to you in
cmd-language-desc = Die Sprache, in der ich dir antworte und schreibe
# en: English, Deutsch, or your Discord app's language
opt-language-language-desc = Englisch, Deutsch oder die Sprache deiner Discord-App
# en: your Discord app's language
choice-client = die Sprache deiner Discord-App

## Nomicoup
# en: Play Nomicoup (the card game Coup, continuous) in this channel
cmd-nomicoup-desc = Nomicoup (das Kartenspiel Coup, fortlaufend) in diesem Kanal spielen
# en: Set up a Nomicoup table in this channel
cmd-nomicoup-create-desc = Einen Nomicoup-Tisch in diesem Kanal aufstellen
# en: Live (windows of seconds) or by post (windows of hours); default live, or as configured
opt-nomicoup-create-pace-desc = Live (Fenster von Sekunden) oder per Post (Fenster von Stunden); Standard: live oder eingestellt
# en: live
choice-live = live
# en: by post
choice-post = per Post
# en: Live: seconds each window to challenge or counter stays open (default 30, or as configured)
opt-nomicoup-create-seconds-desc = Live: Sekunden, die ein Fenster zum Anzweifeln oder Kontern offen ist (Standard 30 o. eingestellt)
# en: By post: hours each window stays open (default 8, or as configured)
opt-nomicoup-create-hours-desc = Per Post: Stunden, die jedes Fenster offen bleibt (Standard 8 oder wie eingestellt)
# en: Seats the computer plays (default none)
opt-nomicoup-create-computers-desc = Plätze, die der Computer spielt (Standard: keine)
# en: Continuous (exiled players draw new cards; default, or as configured) or classic (exiled are out)
opt-nomicoup-create-mode-desc = Fortlaufend (Verbannte ziehen neue Karten; Standard o. eingestellt) oder klassisch (scheiden aus)
# en: continuous
choice-continuous = fortlaufend
# en: classic (the published game)
choice-published = klassisch (das veröffentlichte Spiel)
# en: Continuous: rounds of every player's turn before the end (default 8, or as configured)
opt-nomicoup-create-rounds-desc = Fortlaufend: Runden, in denen jeder einmal am Zug ist, bis zum Ende (Standard 8 o. eingestellt)
# en: Take a seat yourself (default yes)
opt-nomicoup-create-play-desc = Selbst einen Platz nehmen (Standard: ja)
# en: The language of the table's channel (default: the server's)
opt-nomicoup-create-language-desc = Die Sprache des Tisch-Kanals (Standard: die des Servers)
# en: Take a seat at the Nomicoup table forming in this channel
cmd-nomicoup-join-desc = Einen Platz am Nomicoup-Tisch dieses Kanals nehmen
# en: Give up your seat at the table forming in this channel
cmd-nomicoup-leave-desc = Deinen Platz am Tisch dieses Kanals vor dem Beginn aufgeben
# en: Deal the cards and start the game (a player or the creator)
cmd-nomicoup-start-desc = Die Karten austeilen und das Spiel beginnen (ein Spieler oder wer den Tisch aufstellte)
# en: Your turn's action: Income, Foreign Aid, Coup, or claim a character
cmd-nomicoup-act-desc = Deine Aktion am Zug: Einkommen, Auslandshilfe, Putsch oder eine Figur beanspruchen
# en: What you do (Tax, Assassinate, Steal and Exchange claim a character)
opt-nomicoup-act-action-desc = Was du tust (Steuer, Attentat, Stehlen und Tausch beanspruchen eine Figur)
# en: Income: take 1 credit.
choice-act-income = Einkommen: 1 Münze nehmen.
# en: Foreign Aid: take 2 credits (a Duke counters it).
choice-act-foreign-aid = Auslandshilfe: 2 Münzen nehmen (ein Herzog blockt sie).
# en: Coup: pay 7 credits; the target loses an influence.
choice-act-coup = Putsch: 7 Münzen zahlen; das Ziel verliert einen Einfluss.
# en: Tax: claim the Duke, take 3 credits.
choice-act-tax = Steuer: den Herzog beanspruchen, 3 Münzen nehmen.
# en: Assassinate: claim the Assassin, pay 3; the target loses an influence.
choice-act-assassinate = Attentat: die Attentäterin beanspruchen, 3 zahlen; das Ziel verliert einen Einfluss.
# en: Steal: claim the Captain, take 2 credits from the target.
choice-act-steal = Stehlen: den Kapitän beanspruchen, dem Ziel 2 Münzen nehmen.
# en: Exchange: claim the Ambassador, draw 2 cards, return 2.
choice-act-exchange = Tausch: den Botschafter beanspruchen, 2 Karten ziehen, 2 zurückgeben.
# en: The player a Coup, an assassination or a steal is aimed at
opt-nomicoup-act-target-desc = Wen ein Putsch, ein Attentat oder ein Diebstahl trifft
# en: Your face-down cards, and any choice you have to make, privately
cmd-nomicoup-hand-desc = Deine verdeckten Karten und jede Wahl, die du treffen musst, privat
# en: The table: credits, cards, exiles, the Treasury, whose turn
cmd-nomicoup-status-desc = Der Tisch: Münzen, Karten, Verbannungen, die Staatskasse, wer am Zug ist
# en: What was said in a turn of the game (default: the last two)
cmd-nomicoup-history-desc = Was in einem Zug des Spiels gesagt wurde (Standard: die letzten zwei)
# en: The turn's number (default: the turn before this one, and this one so far)
opt-nomicoup-history-turn-desc = Die Nummer des Zuges (Standard: der vorige Zug und dieser bisher)
# en: How to play Nomicoup, in a few lines
cmd-nomicoup-help-desc = Wie man Nomicoup spielt, in wenigen Zeilen
# en: What one of the five characters does and counters
cmd-nomicoup-card-desc = Was eine der fünf Figuren tut und blockt
# en: The character
opt-nomicoup-card-character-desc = Die Figur
# en: Duke
choice-duke = Herzog
# en: Assassin
choice-assassin = Attentäterin
# en: Captain
choice-captain = Kapitän
# en: Ambassador
choice-ambassador = Botschafter
# en: Contessa
choice-contessa = Gräfin
# en: End the Nomicoup game in this channel now (its creator or moderators)
cmd-nomicoup-end-desc = Das Nomicoup-Spiel in diesem Kanal jetzt beenden (wer es aufstellte oder Moderatoren)
