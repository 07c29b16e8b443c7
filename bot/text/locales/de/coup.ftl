# Nomicoup (Seed 004, shared/spec/COUP.md) auf Deutsch: jeder Satz, den Spieler über die Partie lesen
# (bot.games.coup.words: Ereignisse und Zurückweisungen; bot.games.coup.text: Knöpfe, Aufforderungen, Stand, Hilfe).
#
# Die Wörter, und warum: die Charaktere heißen wie in der deutschen Ausgabe des Kartenspiels Coup: Herzog,
# Attentäterin, Kapitän, Botschafter, Gräfin. Die "credits" von COUP.md sind Münzen (wie in der deutschen
# Ausgabe und in den Beschreibungen der Befehle, commands.ftl), die "influence" ist Einfluss, der "Court Deck" der
# Hofstapel, die "Treasury" die Staatskasse. Die Aktionen: Einkommen, Auslandshilfe, Putsch (wie Junta den Coup
# nennt, VARIANTS.md 13, und wie commands.ftl ihn schon nennt), Steuer, Attentat, Stehlen, Tausch. "challenge"
# ist anzweifeln, "counter" blocken (ein Block), "pass" passen, "exile" verbannen.
#
# Karten kommen als Schlüssel ($card: duke, assassin, captain, ambassador, contessa), Aktionen als Wert ($action:
# income, foreign_aid, coup, tax, assassinate, steal, exchange).

## Die Namen der Dinge. Eine Karte oder Aktion im Satz kommt schon in der Form, die ihr Platz braucht:
## -title (Überschrift, Knopf, "als Herzog"), -object (Akkusativ: "zeigt den Herzog"), -with (Dativ: "mit dem
## Herzog"); eine Aktion als -title, -subject (Nominativ: "der Diebstahl von Alba") und -object (Akkusativ).
coup-card-title = { $card ->
    [duke] Herzog
    [assassin] Attentäterin
    [captain] Kapitän
    [ambassador] Botschafter
   *[contessa] Gräfin
}
coup-card-object = { $card ->
    [duke] den Herzog
    [assassin] die Attentäterin
    [captain] den Kapitän
    [ambassador] den Botschafter
   *[contessa] die Gräfin
}
coup-card-with = { $card ->
    [duke] dem Herzog
    [assassin] der Attentäterin
    [captain] dem Kapitän
    [ambassador] dem Botschafter
   *[contessa] der Gräfin
}
coup-no-card = keine Karte
coup-action-title = { $action ->
    [income] Einkommen
    [foreign_aid] Auslandshilfe
    [coup] Putsch
    [tax] Steuer
    [assassinate] Attentat
    [steal] Stehlen
   *[exchange] Tausch
}
coup-action-subject = { $action ->
    [income] das Einkommen
    [foreign_aid] die Auslandshilfe
    [coup] der Putsch
    [tax] die Steuer
    [assassinate] das Attentat
    [steal] der Diebstahl
   *[exchange] der Tausch
} von { $actor }
coup-action-object = { $action ->
    [income] das Einkommen
    [foreign_aid] die Auslandshilfe
    [coup] den Putsch
    [tax] die Steuer
    [assassinate] das Attentat
    [steal] den Diebstahl
   *[exchange] den Tausch
} von { $actor }
coup-step = { $step ->
    [action] die Aktion
    [reactions] das Fenster zum Anzweifeln oder Blocken
    [counter_challenge] das Fenster zum Anzweifeln des Blocks
    [show] die Antwort auf das Anzweifeln
    [lose] die Wahl des Einflusses, der verloren geht
    [exchange] die Wahl der Karten, die zurückgehen
   *[over] das Ende der Partie
}
coup-credits = { $count ->
    [one] { $count } Münze
   *[other] { $count } Münzen
}
coup-rank = { $rank }. { $name }
coup-computer = { $name } (Computer)
coup-step-name = Zug { $turn } · { $step }

## Ereignisse (rules.coup.events): öffentliche sind Nachrichten an den Tisch, private gehen an ihren Platz allein
coup-event-game-started = Nomicoup beginnt: { $mode ->
    [continuous] eine fortlaufende Partie über { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }: Wer verbannt wird, zieht zwei neue Karten und spielt weiter
   *[classic] das klassische Spiel: Wer verbannt wird, scheidet aus, und wer als Letzter noch Einfluss hat, gewinnt
}. Reihenfolge: { $order }. Jeder hat 2 Karten und 2 Münzen{ $players ->
    [2] ; { $starter } beginnt und hat 1 Münze.
   *[other] .
}
coup-event-cards-dealt = Du erhältst { $cards }.
coup-event-turn-began = Zug { $turn } (Runde { $round }): { $name } ist am Zug.{ $must ->
    [yes] {" "}{ $name } muss einen Putsch machen (10 Münzen oder mehr).
   *[no] {""}
}
coup-event-action-declared = { $action ->
    [income] { $name } nimmt Einkommen.
    [foreign_aid] { $name } bittet um Auslandshilfe.
    [coup] { $name } macht einen Putsch gegen { $target } und zahlt { $paid }.
    [tax] { $name } erhebt Steuer und beansprucht { $claim }.
    [assassinate] { $name } gibt ein Attentat auf { $target } in Auftrag, zahlt { $paid } und beansprucht { $claim }.
    [steal] { $name } bestiehlt { $target } und beansprucht { $claim }.
   *[exchange] { $name } tauscht Karten mit dem Hofstapel und beansprucht { $claim }.
}
coup-event-challenged = { $name } zweifelt { $of ->
    [counter] den Block
   *[action] den Anspruch
} von { $claimant } an, { $card } zu haben.
coup-event-countered = { $name } blockt { $action } und beansprucht { $card }.
coup-event-passed = { $name } passt.
coup-event-card-shown = { $name } zeigt { $card }: Der Anspruch gilt. Die Karte geht zurück in den Hofstapel, und { $name } zieht eine neue.
coup-event-card-not-shown = { $name } zeigt { $card } nicht.
coup-event-card-replaced = Du ziehst { $card } aus dem Hofstapel.
coup-event-influence-lost = { $name } verliert { $card } { $cause ->
    [coup] durch einen Putsch
    [assassination] durch ein Attentat
    [bluff] für einen Anspruch, der nicht gezeigt wurde
   *[challenge] für ein Anzweifeln, das scheiterte
}{ $by_lot ->
    [yes] {" "}(bei Fristablauf durch das Los gewählt)
   *[no] {""}
}.
coup-event-exiled = { $name } hat keinen Einfluss mehr und wird verbannt ({ $exiles ->
    [1] zum ersten Mal
    [2] zum zweiten Mal
   *[other] zum { $exiles }. Mal
}): Die aufgedeckten Karten gehen zurück in den Hofstapel, und { $name } zieht zwei neue Karten.
coup-event-new-influence = Du ziehst { $cards } als neuen Einfluss.
coup-event-went-out = { $name } hat keinen Einfluss mehr und scheidet aus; { $left ->
    [one] { $left } spielt
   *[other] { $left } spielen
} weiter.
coup-event-credits-taken = { $name } nimmt { $amount } aus der Staatskasse{ $short ->
    [yes] {" "}(mehr war nicht in der Staatskasse)
   *[no] {""}
}.
coup-event-credits-paid = { $name } zahlt { $amount } in die Staatskasse.
coup-event-credits-stolen = { $name } nimmt { $target } { $amount } ab.
coup-event-credits-refunded = { $name } bekommt { $amount } aus der Staatskasse zurück.
coup-event-action-failed = Ohne Wirkung bleibt { $action }.
coup-event-action-blocked = { $by } verhindert als { $character } { $action }.
coup-event-counter-failed = Der Block von { $name } scheitert, also geschieht { $action }.
coup-event-action-void = { $target } wurde in diesem Zug verbannt, darum trifft { $action } { $target } nicht mehr.
coup-event-exchange-cards = Du ziehst { $cards } zum Tauschen.
coup-event-exchanged = { $name } legt { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} zurück in den Hofstapel{ $by_lot ->
    [yes] {" "}(bei Fristablauf durch das Los gewählt)
   *[no] {""}
}.
coup-event-cards-returned = Du legst { $returned } zurück und behältst { $kept }.
coup-event-defaulted = Die Frist ist abgelaufen: Für { $step } von { $name } gilt die Vorgabe.
coup-event-game-over = Die Partie ist vorbei ({ $reason ->
    [rounds] die letzte Runde ist gespielt
    [last_standing] nur noch einer hat Einfluss
   *[moderator] ein Moderator hat sie beendet
}). { $ranking }.

## Zurückweisungen (rules.coup.validate, rules.coup.engine.new_game): coup-refuse-<code>
coup-refuse-game-over = Die Partie ist vorbei.
coup-refuse-no-such-seat = Du hast keinen Platz in dieser Partie.
coup-refuse-out = Du bist ausgeschieden: Du hast keinen Einfluss mehr.
coup-refuse-not-now = Danach fragt dieser Schritt des Zuges nicht.
coup-refuse-not-yours = Dieser Schritt ist nicht an dir.
coup-refuse-answered = Du hast in diesem Schritt schon geantwortet; deine Antwort gilt.
coup-refuse-must-coup = Du hast deinen Zug mit { $must } Münzen oder mehr begonnen: Deine Aktion muss ein Putsch sein.
coup-refuse-cannot-afford = Das kannst du nicht bezahlen: Ein Putsch kostet { $coup } Münzen, ein Attentat { $assassinate }.
coup-refuse-needs-target = Diese Aktion braucht ein Ziel: Nenne einen anderen Spieler.
coup-refuse-no-target = Diese Aktion hat kein Ziel.
coup-refuse-target-self = Du kannst nicht dich selbst wählen: Nenne einen anderen Spieler.
coup-refuse-no-such-target = Diesen Spieler gibt es in dieser Partie nicht.
coup-refuse-target-out = Dieser Spieler ist ausgeschieden.
coup-refuse-own-claim = Deinen eigenen Anspruch kannst du weder anzweifeln noch blocken.
coup-refuse-already-challenged = Jemand hat diesen Anspruch zuerst angezweifelt: Nur das erste Anzweifeln zählt.
coup-refuse-window-closed = Dieses Fenster hat sich geschlossen, als der Anspruch angezweifelt wurde.
coup-refuse-nothing-to-challenge = Auslandshilfe beansprucht keinen Charakter: Es gibt nichts anzuzweifeln, nur einen Herzog, der sie blocken kann.
coup-refuse-challenge-settled = Das Anzweifeln dieser Aktion ist entschieden: Nur ein Block bleibt noch möglich.
coup-refuse-not-eligible = In diesem Fenster hast du nichts zu beantworten.
coup-refuse-no-counter = Diese Aktion kann niemand blocken.
coup-refuse-already-countered = Jemand hat diese Aktion zuerst geblockt: Nur der erste Block zählt.
coup-refuse-not-target = Nur der Spieler, auf den diese Aktion zielt, kann sie blocken.
coup-refuse-wrong-counter = Dieser Charakter blockt diese Aktion nicht.
coup-refuse-not-holding = Diese Karte hast du nicht.
coup-refuse-return-two = Lege genau zwei Karten zurück.
coup-refuse-no-such-mode = Nomicoup wird 'fortlaufend' (das Spiel des Seeds) oder 'klassisch' gespielt.
coup-refuse-player-count = Nomicoup braucht { $min } bis { $max } Spieler.
coup-refuse-names = Jeder Spieler braucht einen Namen, und keine zwei Spieler dürfen denselben haben.
coup-refuse-rounds = Eine fortlaufende Partie dauert 1 bis { $max } Runden.
coup-refuse-other = Das wurde nicht angenommen.

## Knöpfe und Menüs (bot.games.coup.ui)
coup-button-challenge = Anzweifeln
coup-button-pass = Passen
coup-button-counter = Mit { $card } blocken
coup-button-show = Karte zeigen
coup-button-dont-show = Nicht zeigen
coup-button-lose = { $card } aufdecken
coup-button-return = { $cards } zurücklegen
coup-button-keep = { $kept } behalten ({ $cards } zurücklegen)
coup-button-hand = Deine Hand
coup-act = { $action }
coup-act-target = { $action }: { $target }
coup-act-claim = { $action } (beansprucht { $card })
coup-act-target-claim = { $action }: { $target } (beansprucht { $card })
coup-menu-action = Deine Aktion (für den, der am Zug ist)
coup-menu-choose = Wähle ...
coup-not-offered = Das ist keine der angebotenen Möglichkeiten; nichts wurde festgehalten.

## Aufforderungen der Schritte
coup-prompt-action = { $who }, du bist am Zug, { $name }: Wähle deine Aktion im Menü unten (oder mit `/nomicoup act`); Frist { $when }, danach { $must ->
    [yes] ein Putsch gegen einen ausgelosten Spieler. Du hast 10 Münzen oder mehr: Deine Aktion muss ein Putsch sein.
   *[no] Einkommen.
}
coup-prompt-may-challenge = { $who } kann { $of ->
    [counter] den Block
   *[action] den Anspruch
} anzweifeln
coup-prompt-may-counter = { $who } kann mit { $cards } blocken
coup-prompt-window = { $parts }. Das Fenster schließt sich { $when } oder sobald alle gepasst haben.
coup-prompt-show = Dein Anspruch wird angezweifelt: Zeig die Karte (wenn du sie hast) oder nicht (Frist { $when }; danach zeigst du sie, wenn du sie hast).
coup-prompt-lose = Du verlierst einen Einfluss: Wähle die Karte, die du aufdeckst (Frist { $when }; danach entscheidet das Los).
coup-prompt-exchange = Wähle die zwei Karten, die du in den Hofstapel zurücklegst (Frist { $when }; danach entscheidet das Los).
coup-waiting-show = { $name } antwortet privat auf das Anzweifeln.
coup-waiting-lose = { $name } wählt privat, welcher Einfluss verloren geht.
coup-waiting-exchange = { $name } wählt privat, welche zwei Karten zurückgehen.
coup-hand-empty = Du hast keine verdeckte Karte.
coup-hand = Deine Hand (verdeckt): { $cards }.

## Der Tisch in Sätzen (/nomicoup status)
coup-status-head = **Nomicoup**, { $mode ->
    [continuous] fortlaufend, { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    } (Runde { $round })
   *[classic] klassisch (wer als Letzter Einfluss hat, gewinnt)
}. Staatskasse: { $treasury }; Hofstapel: { $deck ->
    [one] { $deck } Karte
   *[other] { $deck } Karten
}.
coup-status-seat = - { $name }: { $credits }, { $face_down ->
    [one] { $face_down } verdeckte Karte
   *[other] { $face_down } verdeckte Karten
}{ $shown }{ $exiles ->
    [0] {""}
    [one] ; { $exiles }-mal verbannt
   *[other] ; { $exiles }-mal verbannt
}{ $out ->
    [yes] ; ausgeschieden
   *[no] {""}
}{ $turn ->
    [yes] {" "}**am Zug**
   *[no] {""}
}
coup-status-shown = ; offen: { $cards }
coup-status-over = Die Partie ist vorbei. { $ranking }.
coup-status-waiting = Zug { $turn }: Es fehlt noch { $who }.
coup-nobody = niemand
coup-nobody-yet = noch niemand

## Hilfe (/nomicoup help, /nomicoup card)
coup-help =
    {"**"}Nomicoup** (das Kartenspiel Coup, fortlaufend gespielt: Wer verbannt wird, zieht neue Karten).
    Jeder hat 2 verdeckte Karten (seinen Einfluss) und Münzen. Wer am Zug ist, wählt eine Aktion mit `/nomicoup act`: Einkommen (+1), Auslandshilfe (+2, ein Herzog kann sie blocken), Putsch (7 zahlen: ein Spieler verliert einen Einfluss; Pflicht ab 10 Münzen) oder einen Charakter beanspruchen: Steuer (Herzog, +3), Attentat (Attentäterin, 3 zahlen), Stehlen (Kapitän, 2 von einem Spieler nehmen), Tausch (Botschafter, 2 Karten ziehen und 2 zurücklegen).
    Du darfst einen Charakter beanspruchen, den du nicht hast. Jeder kann einen Anspruch mit den Knöpfen darunter **anzweifeln**: Ein ertappter Bluff kostet einen Einfluss; ein gezeigter echter Anspruch kostet den Zweifler einen, und die Karte wird gegen eine neue getauscht. Das Ziel kann **blocken** (die Gräfin stoppt ein Attentat; Kapitän oder Botschafter einen Diebstahl).
    Wer seine letzte Karte verliert, wird verbannt: Seine Verbannungen zählen eins hoch, und er zieht 2 neue Karten. Die wenigsten Verbannungen, dann die meisten Münzen gewinnen. `/nomicoup hand` zeigt dir privat deine Karten, `/nomicoup status` den Tisch, `/nomicoup card` einen Charakter.
coup-card-help = **{ $title }** (3 im Hofstapel): { $card ->
    [duke] Steuer: 3 Münzen aus der Staatskasse nehmen. Blockt Auslandshilfe.
    [assassin] Attentat: 3 Münzen zahlen; ein Spieler deiner Wahl verliert einen Einfluss.
    [captain] Stehlen: bis zu 2 Münzen von einem anderen Spieler nehmen. Blockt Stehlen.
    [ambassador] Tausch: 2 Karten aus dem Hofstapel ziehen, dann 2 zurücklegen. Blockt Stehlen.
   *[contessa] Blockt ein Attentat auf dich.
}{ $acts ->
    [none] {""}
   *[other] {" "}Beanspruche sie für: { $acts }.
}{ $counters ->
    [none] {""}
   *[other] {" "}Beanspruche sie, um zu blocken: { $counters }.
}

## Die Tische (bot.games.coup.tables): aufstellen, Antworten auf Befehle, Beiträge im Kanal
coup-stale = Dieser Knopf gehört zu einem Schritt, der vorbei ist; nichts wurde festgehalten.
coup-late = Zu spät: Die Frist dieses Schritts war abgelaufen, als deine Antwort ankam; nichts wurde festgehalten.
coup-no-table = In diesem Kanal gibt es keinen Nomicoup-Tisch: `/nomicoup create` stellt einen auf.
coup-not-seated = Du hast keinen Platz an diesem Tisch.
coup-channel-taken = Dieser Kanal hat schon einen Nomicoup-Tisch; `/nomicoup end` beendet ihn zuerst.
coup-channel-has-game = In diesem Kanal läuft eine Partie { $title }: Stell den Tisch in einem anderen auf.
coup-too-many = An einem Tisch sitzen höchstens { $max } Spieler.
coup-set-up = Hier ist ein Nomicoup-Tisch aufgestellt ({ $mode ->
    [continuous] fortlaufend
   *[classic] klassisch
}, { $live ->
    [yes] live: Fenster von { $seconds } Sekunden
   *[no] per Post: Fenster von { $hours } Stunden
}). Am Tisch: { $seats }. Setz dich dazu mit `/nomicoup join`; `/nomicoup start` teilt die Karten aus. `/nomicoup help` erklärt das Spiel.
coup-you-set-up = Der Tisch ist aufgestellt.{ $seated ->
    [yes] {" "}Du hast einen Platz.
   *[no] {""}
}
coup-started-no-join = Dieser Tisch hat schon begonnen; du kannst beim nächsten mitspielen.
coup-already-seated = Du hast schon einen Platz an diesem Tisch.
coup-full = Der Tisch ist voll ({ $max } Spieler).
coup-joins = { $name } setzt sich an den Tisch ({ $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}).
coup-you-joined = Du sitzt am Tisch als { $name }.
coup-no-leaving = Die Partie hat begonnen: Dein Platz bleibt deiner bis zum Ende.
coup-leaves = { $name } verlässt den Tisch ({ $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}).
coup-you-left = Du hast den Tisch verlassen.
coup-already-started = Die Partie hat schon begonnen.
coup-who-starts = Nur wer an diesem Tisch sitzt oder ihn aufgestellt hat, kann ihn starten.
coup-you-started = Die Partie hat begonnen.
coup-not-playing = Hier wird gerade nicht gespielt.
coup-not-your-turn = Du bist nicht am Zug.
coup-refused = { $refusal } Nichts wurde festgehalten.
coup-taken = Angenommen: { $what }.
coup-no-dms = { $name } nimmt keine Direktnachrichten von mir an: `/nomicoup hand` zeigt { $name } die Karten und jede anstehende Wahl, privat.
coup-a-player = Ein Spieler
coup-not-dealt = Die Karten sind noch nicht ausgeteilt.
coup-forming = Hier bildet sich ein Nomicoup-Tisch. Am Tisch: { $seats }.
coup-turns-so-far = Diese Partie hatte bisher { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}.
coup-nothing-said = In diesem Zug wurde nichts gesagt.
coup-who-ends = Nur wer den Tisch aufgestellt hat oder ein Moderator kann ihn beenden.
coup-forming-closed = Der Nomicoup-Tisch, der sich hier bildete, ist geschlossen.
coup-you-closed = Der Tisch ist geschlossen.
coup-you-ended = Die Partie ist beendet.
coup-no-player-named = An diesem Tisch sitzt niemand namens { $name }; nichts wurde festgehalten.

## Das Bild des Tisches (render.coup.table bekommt diese Beschriftungen)
coup-picture-title = { $over ->
    [yes] Nomicoup: Die Partie ist vorbei
   *[no] Nomicoup: Zug { $turn }, Runde { $round }
}
coup-picture-bank = Staatskasse { $treasury }   Hofstapel { $deck }
coup-picture-computer = { $name }  (Computer)
coup-picture-facts = { $credits } Münzen   { $exiles }x verbannt{ $out ->
    [yes] {"   "}raus
   *[no] {""}
}
coup-picture-to-act = am Zug
coup-gm-asked = den Prozess des Bots, der diesen Tisch spielt, gebeten, den Schritt zu schließen, den du gesehen hast; er schließt binnen { $seconds ->
    [one] { $seconds } Sekunde
   *[other] { $seconds } Sekunden
}, und der Kanal sagt es
coup-gm-asked-already = `{ $command }` ist für diesen Schritt schon erbeten, von dir oder einem anderen Moderator: Der Prozess des Bots, der diesen Tisch spielt, führt es binnen Sekunden aus.
coup-gm-asked-done = Das `/gm advance` eines Moderators wirkt: Dieser Schritt endet jetzt.
coup-gm-asked-late = Das `/gm advance` eines Moderators kam, nachdem sein Schritt schon geendet hatte: Weiter hat sich nichts geändert.
