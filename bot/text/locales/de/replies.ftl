# Was der Bot antwortet und ankündigt (bot/services, bot/cogs, bot/ui, bot/delivery.py, bot/discord_transport.py):
# Antworten auf Befehle, Ablehnungen, Beschriftungen von Knöpfen und Menüs, der Beitrag, der eine Phase eröffnet,
# der Rahmen der Ergebnisse, der Schlussbeitrag. Jede Meldung steht in jedem Sprachordner, mit denselben Variablen.

## Spiele, Plätze und Phasen, um die es einem Befehl geht (bot/services/context.py)
reply-no-such-game = Es gibt kein Spiel #{ $game }.
reply-no-seat-in = Du hast keinen Platz im Spiel „{ $game }“.
reply-game-over = Das Spiel „{ $game }“ ist vorbei.
reply-game-not-started = Das Spiel „{ $game }“ hat noch nicht begonnen.
reply-game-paused = Das Spiel „{ $game }“ ruht gerade.
reply-game-already-started = Das Spiel „{ $game }“ hat schon begonnen.
reply-game-not-paused = Das Spiel „{ $game }“ ruht nicht.
reply-closed-not-started = Das Spiel { $game } hatte noch nicht begonnen, als du das geschickt hast
reply-closed-phase = { $phase } war schon vorbei, als mich das erreichte
reply-closed-not-open = Diese Phase ist nicht offen
reply-closed-over = { $head }, also hat sich nichts geändert. Das Spiel ist vorbei.
reply-closed = { $head }, also hat sich nichts geändert.
reply-closed-now-open = { $head }, also hat sich nichts geändert. Jetzt offen: { $phase }{ $paused ->
    [yes] {" "}(das Spiel ruht)
   *[no] {""}
}.

## Namen, die Spieler vergeben (bot/names.py): $what ist "family" (ein Familienname) oder "head" (der Name des neuen Familienoberhaupts)
name-too-long = { $what ->
    [head] Der Name deines Familienoberhaupts
   *[family] Ein Familienname
} hat 1 bis { $most } Zeichen.
name-no-letter = { $what ->
    [head] Der Name deines Familienoberhaupts
   *[family] Ein Familienname
} braucht einen sichtbaren Buchstaben.
name-comma = { $what ->
    [head] Der Name deines Familienoberhaupts
   *[family] Ein Familienname
} darf kein Komma enthalten (Listen von Familien werden mit Kommas getrennt).
name-mention = { $what ->
    [head] Der Name deines Familienoberhaupts
   *[family] Ein Familienname
} darf niemanden und keinen Kanal erwähnen.
name-order-word = „{ $name }“ ist ein Wort, das Befehle schon benutzen: wähle einen anderen { $what ->
    [head] Namen für dein Familienoberhaupt
   *[family] Familiennamen
}.
name-taken = Der Familienname „{ $name }“ ist vergeben: wähle einen anderen.
name-lookalike = Der Familienname „{ $name }“ sieht genauso aus wie „{ $other }“, der schon in diesem Spiel ist: wähle einen anderen.
name-game-too-long = Gib dem Spiel einen Namen mit 1 bis { $most } Zeichen.
name-game-no-letter = Der Name eines Spiels braucht einen sichtbaren Buchstaben.

## Eine Phase beginnt (bot/services/resolution.py): der Beitrag im Kanal, die DM an jeden Spieler, die Erinnerung
phase-open-title = **{ $phase }**
phase-open-call = { $call } Befehle gehen per DM an mich (/status zeigt dir dort deine).
phase-open-due = Befehle sind fällig { $due }.
phase-open-owed-by = Befehle schulden noch: { $families }.
phase-open-nobody-owes = In dieser Phase schuldet niemand einen Befehl.
phase-open-closes-early = Sie endet früher, sobald jeder Spieler im Land auf Fertig gedrückt hat.
phase-dm-begun = **{ $phase }** hat begonnen. { $asks }
phase-dm-owed = Das schuldest du noch, und das geschieht, wenn du nichts gibst:
phase-dm-owed-line = - { $default }
phase-dm-due = Fällig { $due }. Drücke **Fertig**, wenn du fertig bist: Die Phase endet früher, sobald jeder Spieler im Land das getan hat.
reminder-closes = Erinnerung: { $phase } endet { $due }.{ $missing ->
    [0] {""}
   *[other] {" "}Es fehlt noch:
}
reminder-press-done = Drücke Fertig auf deiner Statusseite (/status), wenn du fertig bist.

## Eine Phase wird ausgewertet (bot/services/resolution.py): der Rahmen der Ergebnisse, die privaten Nachrichten
results-title = **{ $phase } ist ausgewertet.**
results-late = Die Frist lief ab, während der Spielleiter fort war; die Phase wird jetzt ausgewertet.
results-early = Alle Spieler sind fertig, also wird die Phase früher ausgewertet.
results-forced = Ein Moderator hat die Phase jetzt ausgewertet.
results-budget-in-thread = Der vorgeschlagene Staatshaushalt folgt in einem eigenen Beitrag, der den Debatten-Thread der Runde eröffnet.
results-missed = Versäumte Befehle (es gelten die Vorgaben): { $families }.
results-digest-title = **{ $phase }, nur für deine Augen:**
results-new-cards-title = **Runde { $turn } beginnt: deine neuen Karten.**

## Bilder im Kanal (ihr Text; das Bild wird beim Senden gezeichnet)
map-post-coup = Die Stadt jetzt (**Ganze Karte**, unten, zeigt die Arten der Einheiten und alles, was in der letzten Phase geschah):
map-post-cabinet = Die neue Regierung:
map-post-money = Der Geldstapel nach dem Ziehen dieser Runde:

## Das Ende eines Spiels
end-title = **Das Spiel ist vorbei.**
end-rank = { $rank }. { $family }: { $swiss } MP in der Schweiz
end-archive = Die ganze Geschichte des Spiels, mit allen Geheimnissen: Öffne die angehängte Seite in einem Browser.

## Antworten auf Befehle (bot/cogs, bot/interact.py)
reply-not-recorded = Nicht gespeichert: { $reason }
reply-not-created = Nicht angelegt: { $reason }
reply-not-joined = Nicht beigetreten: { $reason }
reply-not-left = Nicht ausgetreten: { $reason }
reply-not-started-because = Nicht gestartet: { $reason }
reply-nothing-withdrawn = Nichts zurückgenommen: { $reason }
reply-no-offer-made = Kein Angebot gemacht: { $reason }
reply-not-done = Nicht ausgeführt: { $reason }

## Ein Spiel entsteht (bot/services/forming.py)
created-post = Ein neues Junta-Spiel, **{ $game }**, sammelt Spieler, gespielt nach { $rules }: { $timing }. Tritt mit dem Namen deiner Familie bei; { $players }.
created-timing-minutes = Phasen von { $minutes } Minuten
created-timing-daily = Fristen um { $time } { $zone }, Phasen von mindestens { $hours } Stunden
joined-post = Die Familie { $family } tritt dem Spiel bei ({ $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
}).
joined-computer-post = Die Familie { $family } tritt dem Spiel bei, gespielt vom Computer ({ $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
}).
left-post = Die Familie { $family } verlässt das Spiel ({ $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
}).
started-post = **{ $game }** beginnt mit { $count } Familien: { $families }.
speech-post = **Die Familie { $family } spricht:**
reply-channel-busy = In diesem Kanal läuft schon ein Spiel, das noch nicht zu Ende ist.
reply-already-joined = Du bist diesem Spiel schon beigetreten.
reply-computer-no-name = Gib der Computer-Familie einen Namen: die üblichen Namen sind vergeben.
reply-first-president-by-creator = Nur wer das Spiel eröffnet hat, { $creator }, bestimmt seinen ersten Präsidenten. Starte es ohne president:, damit das Los entscheidet, oder bitte ihn, es zu starten.
reply-no-such-first-president = Hier sitzt keine Familie „{ $name }“: nenne { $families }.
reply-already-started = Das Spiel hat schon begonnen.
reply-speech-empty = Sag etwas: die Rede ist leer.
reply-speech-too-long = Eine Rede hat höchstens { $most } Zeichen.

## Moderatoren (bot/services/moderation.py): der Kanal liest „Moderator @Name: ...“
moderator-post = Moderator { $moderator }: { $what }
moderator-resolves = Die Phase wird jetzt ausgewertet.
moderator-extended-paused = Die ruhende Frist bekommt { $minutes } Minuten mehr ({ $left } Minuten bleiben nach dem Fortsetzen).
moderator-extended = Die Frist ist um { $minutes } Minuten verlängert, bis { $due }.
moderator-paused = Das Spiel ruht; die Frist ist angehalten.
moderator-resumed = Das Spiel geht weiter.
moderator-resumed-due = Das Spiel geht weiter. Befehle sind fällig { $due }.
moderator-the-computer = den Computer
moderator-replaced-by-computer = Der Computer spielt jetzt die Familie { $family } (statt { $before }).
moderator-replaced-by-user = { $player } spielt jetzt die Familie { $family } (statt { $before }).
moderator-ended = Das Spiel ist beendet.{ $standings ->
    [yes] {" "}Der Stand, wie er ist:
   *[no] {""}
}
end-by-moderator = (von einem Moderator beendet)
replaced-dm = Du spielst jetzt die Familie { $family } in diesem Spiel.
reply-phase-already-resolved = Die Phase ist schon ausgewertet.
reply-extend-minutes = Verlängere um eine ganze Zahl von Minuten, von 1 bis { $most } (zwei Wochen).
reply-no-deadline = Die laufende Phase hat keine laufende Frist.
reply-game-not-running = Das Spiel läuft nicht.
reply-game-not-paused-now = Das Spiel ruht nicht.
reply-no-such-seat = Auf Platz { $seat } sitzt niemand.
reply-already-computer = Der Computer spielt schon die Familie { $family }.
reply-no-computers = Das Spiel { $game } hat keine Computerspieler.
reply-cannot-force = Das Spiel { $game } hat keine Phase, die ein Moderator schließen kann.
reply-user-already-seated = Dieses Mitglied hat schon einen Platz in diesem Spiel.

## Ein Spiel lesen (bot/games/junta/services/reads.py, history.py, player.py, orders.py)
reply-not-started = Das Spiel hat noch nicht begonnen.
reply-no-such-map = Diese Phase hatte keine Putsch-Karte: wähle eine der angebotenen Putsch-Phasen.
reply-phase-not-resolved = Diese Phase ist noch nicht ausgewertet: wähle eine der angebotenen vergangenen Phasen.
reply-no-record = Über diese Phase gibt es keine Aufzeichnung.
reply-no-seat = Du hast keinen Platz in diesem Spiel.
reply-no-game = Du spielst in keinem Spiel mit. Tritt einem mit /junta join in seinem Kanal bei.
reply-several-games = Du spielst in mehreren Spielen ({ $games }): sag mit der Option game, welches du meinst.
reply-no-such-straw-man = In diesem Spiel gibt es keinen Strohmann „{ $name }“ (Strohmänner: { $straw_men }).
reply-not-your-straw-man = { $name } ist nicht dein Strohmann: { $why }.
reply-straw-man-no-faction = er hat noch keine Fraktion (die Fraktions-Tabelle wird gewürfelt, wenn der Haushaltsvorschlag ausgewertet wird)
reply-straw-man-led-by = er gehört zur { $faction ->
    [government] Regierungsfraktion
   *[opposition] Oppositions-Fraktion
}, geführt von { $leader }
reply-straw-man-leader-away = der Führer der { $faction ->
    [government] Regierungsfraktion
   *[opposition] Oppositions-Fraktion
} kann jetzt keine Befehle geben
reply-order-unreadable = Dieser Befehl ließ sich nicht lesen.
reply-not-an-order = Das ist kein Befehl.
reply-no-such-order = Einen solchen Befehl hast du in dieser Phase nicht.
reply-closed-nothing-withdrawn = Diese Phase ist vorbei: nichts wurde zurückgenommen.

## Geschenke und Tauschgeschäfte (bot/services/trades.py, exchange.py)
reply-phase-just-closed = Diese Phase ist gerade zu Ende gegangen: versuch es in der neuen Phase noch einmal.
reply-not-a-gift = Das ist weder ein Geschenk noch ein Tausch.
reply-trade-negative = Geldbeträge können nicht negativ sein.
reply-trade-empty = Der Tausch bewegt nichts: sag, was du gibst und was du willst.
reply-trade-no-such-card = Kein Angebot gemacht: es gibt keine Karte #{ $card } (die Karten sind #0-#{ $last }).
reply-trade-to-another = Biete einen Tausch einem anderen Spieler dieses Spiels an.
reply-trade-not-in-hand = Du kannst nur Karten von deiner Hand anbieten.
reply-trade-no-cash = So viel Bargeld hast du nicht.
reply-trade-gone = Dieses Tauschangebot gibt es nicht mehr.
reply-trade-taken = Dieser Tausch wurde schon angenommen.
reply-trade-not-yours = Nur der Spieler, dem der Tausch angeboten wurde, kann ihn annehmen.
reply-trade-lapsed = Dieses Angebot ist verfallen: ein Tauschangebot gilt bis zum Ende seiner Runde.
trade-cash = { $cash } MP
trade-offer-dm = Die Familie { $family } bietet dir einen Tausch an: sie gibt { $give }; sie verlangt { $get }. Drücke Annehmen, um jetzt zu tauschen (das Angebot gilt bis zum Ende dieser Runde).
trade-offer-dm-said = Die Familie { $family } bietet dir einen Tausch an: „{ $said }“ Sie gibt { $give }; sie verlangt { $get }. Drücke Annehmen, um jetzt zu tauschen (das Angebot gilt bis zum Ende dieser Runde).

## /language (bot/cogs/language.py): in der eben gewählten Sprache gesagt
reply-language-chosen = Ab jetzt antworte und schreibe ich dir auf Deutsch.
reply-language-client = Ab jetzt antworte und schreibe ich dir in der Sprache deiner Discord-App.

## Die Befehle im Spielkanal (bot/games/junta/cogs/game.py)
reply-no-game-in-channel = In diesem Kanal gibt es kein Spiel. Ein Moderator kann mit /junta create eines anlegen.
reply-create-moderators-only = Nur ein Moderator (Server verwalten, oder die Moderatoren-Rolle) kann ein Spiel anlegen.
reply-created = Spiel #{ $number } **{ $game }** angelegt, gespielt nach { $rules }.
reply-created-short-game = Das kürzere Spiel: 4 Geldscheine gehen ungesehen aus dem Spiel, { $when ->
    [every_round] nach jeder Runde.
   *[coup_rounds] nach einer Runde mit Putsch.
}
reply-created-computers = Am Tisch, vom Computer gespielt: { $families }.
reply-created-join = Spieler treten mit /junta join bei.
reply-short-game-classic-only = das kürzere Spiel ist eine Option der Brettspiel-Regeln; wähle variant classic oder lass short_game weg.
reply-joined = Du bist **{ $game }** als Familie { $family } beigetreten.
dm-welcome = Willkommen bei **{ $game }**, Familie { $family }. Deine Befehle kommen hierher, in unsere DMs; /status zeigt dir deine Seite, sobald das Spiel beginnt.
reply-left = Du hast **{ $game }** verlassen.
reply-start-not-allowed = Nur ein Spieler dieses Spiels oder ein Moderator kann es starten.
reply-started = **{ $game }** hat begonnen: die Ankündigung steht im Kanal.
dm-begun = Das Spiel hat begonnen: du bist die Familie { $family }. Gib deine Befehle hier; /status zeigt dir deine Seite.
reply-pick-coup-phase = Wähle eine frühere Putsch-Phase aus der Liste, die beim Tippen angeboten wird.
reply-no-map-yet = Das Spiel hat nicht begonnen: es gibt noch keine Karte.
reply-pick-past-phase = Wähle eine vergangene Phase aus der Liste, die beim Tippen angeboten wird.
reply-speech-goes = Deine Rede geht in den Kanal von **{ $game }**.
reply-dms-closed = Ich kann { $who } keine DMs schicken: { $count ->
    [one] öffne deine DMs
   *[other] öffnet eure DMs
} für Mitglieder dieses Servers (Privatsphäre-Einstellungen), damit ich Befehle entgegennehmen kann, dann { $count ->
    [one] schick mir /status in einer DM
   *[other] schickt mir /status in einer DM
}.

## Knöpfe (bot/games/junta/ui): Beschriftungen, in der Sprache der Nachricht, unter der sie stehen
button-status-page = Deine Statusseite
button-done = Fertig
button-done-anyway = Trotzdem fertig
button-vote-yes = Ja stimmen
button-vote-no = Nein stimmen
button-vote-abstain = Enthalten
button-accept = Annehmen
button-accepted = Angenommen
button-full-map = Ganze Karte

## Deine eigenen Angelegenheiten (bot/games/junta/cogs/player.py)
reply-done-undone = Deine Befehle für **{ $game }** sind nicht mehr als fertig markiert.
reply-withdrawn = Zurückgenommen.
reply-given = Gegeben: { $what }
reply-nothing-given = Nichts gegeben: { $reason }
reply-swapped = Getauscht: { $what }
reply-nothing-swapped = Nichts getauscht: { $reason }
reply-trade-accepted = Die Familie { $family } nimmt deinen Tausch an: er ist vollzogen (siehe deine DMs).
reply-trade-declined = Die Familie { $family } lehnt deinen Tausch ab: nichts wechselt den Besitzer.
reply-trade-offered = Dein Angebot ging an die Familie { $family }; es geschieht, wenn sie es annimmt.
reply-no-map-of-phase = Von dieser Phase gibt es keine Karte.

## /gm (bot/cogs/moderator.py)
reply-gm-moderators-only = Nur Moderatoren (Server verwalten, oder die Moderatoren-Rolle) können /gm benutzen.
reply-gm-no-game = In diesem Kanal gibt es kein Spiel.
reply-gm-computer-seated = Erledigt: die Familie { $family } sitzt am Tisch; der Computer spielt sie.
reply-gm-replace-who = Nenne das Mitglied, das den Platz übernimmt, oder sag computer:True; nicht beides.
reply-gm-no-bots = Ein Bot kann nicht spielen.
reply-gm-done = Erledigt: { $action }.
reply-nothing-to-appoint = Nichts zu ernennen: { $reason }

# Befehle und Schaltflächen, die nicht passen (bot/client.py, bot/ui/checks.py).
reply-stale-commands = Meine Befehle haben sich geändert, seit deine Discord-App sie geladen hat: lade sie neu (Strg+R) und versuche es noch einmal; es wurde nichts aufgezeichnet.
reply-not-here = Diesen Befehl kannst du hier nicht benutzen.
reply-went-wrong = Bei mir ist etwas schiefgegangen; es wurde nichts aufgezeichnet. Bitte versuche es noch einmal.
reply-option-unreadable = Eine der Optionen von /{ $command } ließ sich nicht lesen; es wurde nichts aufgezeichnet.
ui-not-offered = Diese Schaltfläche oder dieses Menü habe ich in dieser Nachricht nicht angeboten (oder es gilt nicht mehr); es wurde nichts aufgezeichnet. Mit /status bekommst du eine frische Seite.
ui-not-a-choice = Das ist keine der Möglichkeiten des Menüs; es wurde nichts geändert.

# Die Antworten mit dem Stadtplan (bot/games/junta/cogs/game.py, ui/fullmap.py).
reply-city-map = Die Stadt zwischen den Putschen: die Nummern der Zonen und wo die Einheiten jedes Amtes beginnen (die Leibwache ist nicht eingezeichnet: ihre Zone würde den Aufenthaltsort des Kriegsministers verraten).
reply-city-map-phase = Die Stadt, { $phase }.
reply-full-map = Der ganze Stadtplan, wie diese Phase begann: die Arten der Einheiten und jedes Ereignis der letzten Phase in der Liste.

# Welches Spiel, und die eigenen Ablehnungen der Befehle (bot/games/junta/cogs/).
reply-no-game-to-play = Du spielst in keinem Spiel. Tritt einem mit /junta join in seinem Kanal bei.
reply-which-game = Du spielst in mehreren Spielen ({ $games }): sag mit der Option game, in welchem.
menu-game-straw-man = { $game } (#{ $number }) / { $name }, dein Strohmann
reply-speech-no-game-here = In diesem Kanal gibt es kein Spiel: halte deine Rede im Kanal deines Spiels oder in unseren Direktnachrichten.
reply-speech-leave-out-game = In einem Spielkanal geht eine Rede an das Spiel dieses Kanals: lass die Option game weg.
reply-appoint-if-elected-empty = nenne mindestens ein Amt und wen du darauf berufen würdest.

# Die Kabinettsmenüs von /appoint (bot/games/junta/ui/appoint.py) und die Abstimmungsknöpfe der Statusseite (ui/quick.py).
button-confirm-cabinet = Kabinett bestätigen
button-confirm = Bestätigen
menu-brother-in-law = Schwager des Präsidenten
cabinet-menus-now = jetzt: { $offices }
cabinet-menus-how = { $where ->
    [one] Wähle für jedes Amt einen Inhaber und drücke dann „Kabinett bestätigen“: es zeichnet das Kabinett so auf, wie es angezeigt wird.
    [here] Wähle für jedes Amt auf allen { $pages } Seiten einen Inhaber und drücke dann hier „Kabinett bestätigen“: es zeichnet die Ämter aller { $pages } Seiten so auf, wie sie angezeigt werden.
   *[last] Wähle für jedes Amt auf allen { $pages } Seiten einen Inhaber und drücke dann „Kabinett bestätigen“ auf Seite { $pages }: es zeichnet die Ämter aller { $pages } Seiten so auf, wie sie angezeigt werden.
}
cabinet-menus-page = **{ $game }**: dein Kabinett, Seite { $page } von { $pages }. { $how } Die Menüs beginnen mit den Inhabern des letzten Zuges, wo sie bleiben dürfen, deinem zuletzt aufgezeichneten Kabinett und für die übrigen Ämter einer erlaubten Wahl durch das Los; Ämter, die du nicht änderst, werden so aufgezeichnet, wie sie angezeigt werden.
reply-cabinet-page-lost = Nicht aufgezeichnet: Seite { $page } dieser Kabinettsmenüs lässt sich nicht mehr lesen (gelöscht?). Mit /appoint bekommst du frische Menüs.
reply-quick-budget-vote = Aufgezeichnet: alle Stimmen deiner Ämter und deines Einflusses { $choice ->
    [yes] mit Ja
    [no] mit Nein
   *[other] als Enthaltung
} zum Haushalt (mit /vote budget kannst du sie aufteilen oder Stimmkarten hinzufügen).

# Was der /gm-Befehl eines Moderators getan hat (bot/cogs/moderator.py): 'Erledigt: <dies>.'
gm-game-over = das Spiel ist zu Ende
gm-now-open = jetzt offen: { $phase }
gm-phase-resolved = die Phase wurde ausgewertet; { $now }
gm-advanced = weitergeschaltet
gm-extended = um { $minutes } Minuten verlängert
gm-paused = angehalten
gm-resumed = fortgesetzt
gm-replaced = { $family } wird jetzt gespielt von { $computer ->
    [yes] dem Computer
   *[no] { $by }
}
gm-ended = Spiel beendet
archive-too-large = Das Archiv des Spiels hat { $size } MiB, mehr als Discords Grenze von 10 MiB für einen Anhang: ein Moderator kann es mit `python -m bot.archive --db <database> --game { $game } --out <folder>` schreiben.
