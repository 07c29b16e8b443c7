# Die Ereignisse der Phasen (rules/junta/phases/*, ballots.py, context.py): event-<code>, von
# bot/games/junta/text/news.py aus den Feldern des Ereignisses gesetzt.

## Gemeinsame Teile
list-semicolon = {"; "}
money-sum = { $values } = { $total } MP
money-none = keine Geldscheine

## Nominierung (RULES 3.2)
event-nominated = { $second_players_count ->
    [0] { $candidate } wird von { $by } nominiert.
   *[other] { $candidate } wird von { $by } nominiert, unterstützt von { $second_players }.
}
event-declined = { $form ->
    [election] { $player } tritt nicht an: Stimmen für ihn sind ungültig.
   *[other] { $player } lehnt die Nominierung ab.
}
event-no-nominations = Keine Nominierung steht: jeder Spieler ist Kandidat.
event-candidates = { $form ->
    [ballot_two] Kandidaten im 2. Wahlgang: { $candidates }.
   *[other] Kandidaten für das Amt des Präsidenten: { $candidates }.
}

## Eingreifen des Ministers (RULES 4.4)
event-new-budget = { $player } spielt „Neuer Haushalt“: der Präsident schlägt erneut vor, und die Kammer stimmt erneut ab.
event-chamber-seized = Der Minister für Innere Sicherheit besetzt die Abgeordneten-Kammer: der Staatshaushalt wird mit Waffengewalt durchgesetzt. { $form ->
    [holiday] Die Bank bleibt wegen der Bank-Ferien geschlossen.
   *[lunch] Die Bank ist „wegen Mittagsruhe geschlossen“, bis ein etwaiger Putsch vorüber ist.
} Es gibt einen Putsch-Vorwand.
event-budget-defeated = Der Minister besetzt die Kammer nicht: der Staatshaushalt bleibt abgelehnt, der Präsident steckt ihn ein, und die Bank bleibt für den Rest der Runde geschlossen.

## Zeilen von Ereignissen (news.py: die Zeilen eines Feldes `<name>_lines`, `_items` oder `_clauses`, je `row-<name>`)
row-share = { $player }: { $amount } MP
row-grant = { $player }: { $bills_sum }
row-roll = { $player }: { $yes } ja, { $no } nein, { $abstain } Enthaltung{ $abstain ->
    [one] {""}
   *[other] en
}{ $struck ->
    [yes] {" "}(gestrichen)
   *[no] {""}
}
row-seat = { $office }: { $form ->
    [brother_in_law] der Schwager des Präsidenten
    [vacant] unbesetzt (eingefroren)
   *[held] { $holder }
}
row-change = { $form ->
    [vacant] das Amt „{ $office }“ bleibt unbesetzt: niemand darf es übernehmen
   *[goes] das Amt „{ $office }“ geht an { $new_is_bil ->
        [yes] den Schwager des Präsidenten
       *[no] { $new_seat }
    } ({ $chosen ->
        [president] nach Wahl des Präsidenten
       *[lot] per Los
    }): { $why ->
        [was_vacant] es war unbesetzt
        [now_president] { $old_seat }, der es innehatte, ist jetzt Präsident
        [dead] { $old_seat }, der es innehatte, ist tot
        [abroad] { $old_seat }, der es innehatte, ist im Exil
        [no_office] { $new_seat } hatte kein Amt, und jeder Spieler im Land hat mindestens eines (RULES 4.1)
       *[cannot_keep] { $old_is_bil ->
            [yes] der Schwager des Präsidenten
           *[no] { $old_seat }
        } konnte es neben seinen anderen Ämtern nicht behalten
    }
}
row-tally = { $player } { $votes }
row-declared = { $player } { $form ->
    [junta] für die Aufständischen
   *[president] für den Präsidenten
}
row-point = { $zone } ({ $number }): { $form ->
    [pro_junta] für die Aufständischen
   *[other] für den Präsidenten
}{ $owner_players_count ->
    [0] , leer
   *[other] , gehalten von { $owner_players }
}
row-total = { $votes ->
    [one] 1 Stimme
   *[other] { $votes } Stimmen
} { $form ->
    [yes] mit Ja
    [no] mit Nein
   *[for] für { $for_player }
}
row-ballot = { $player }: { $cast_clauses }
row-cast = { $votes ->
    [one] 1 Stimme
   *[other] { $votes } Stimmen
} { $form ->
    [yes] mit Ja
    [no] mit Nein
   *[for] für { $for_player }
} ({ $source_items })
row-source = { $source_name }

## Wahl (RULES 3.3; klassisch VARIANTS 4.2, 4.4)
event-first-ballot = { $form ->
    [budget] Die Abstimmung über den Staatshaushalt
   *[election] { $round ->
        [0] Die Wahl
       *[other] Wiederholung { $round }
    }
}, 1. von 2 Wahlgängen: { $total_items_count ->
    [0] noch keine Stimme abgegeben.
   *[other] bisher { $total_items }.
}{ $ballot_lines_count ->
    [0] {""}
   *[other] {"\u000A"}{ $ballot_lines }
}
    Der 2. Wahlgang schließt die Abstimmung ab: jede noch nicht abgegebene Stimme darf jetzt stimmen.
event-reappointed = Präsident { $president } vergibt die Ämter sofort neu:
    { $seat_lines }
event-no-election = Niemand kann für das Amt des Präsidenten antreten: es bleibt unbesetzt.
event-election-tally = { $round ->
    [0] Die Wahl
   *[other] Wiederholung { $round }
}: { $tally_items }.
event-election-tie = Stimmgleichheit: eine Wiederholung zwischen { $candidates }.
event-election-lot = { $round ->
    [0] Die Abstimmung
    [1] Die erste Wiederholung
    [2] Die zweite Wiederholung
    [3] Die dritte Wiederholung
   *[other] Wiederholung { $round }
} endet wieder unentschieden: das Los wählt { $winner }.
event-president-elected = { $president } ist zum Präsidenten gewählt.
event-pocket-passed = Das Bargeld des früheren Präsidenten ({ $amount } MP) geht an { $receiver }.

## Entwicklungshilfe-Gelder ziehen (RULES 4.2; klassisch VARIANTS 5.2)
event-new-weapons = { $form ->
    [office] Die Neuen Waffen gehen an: { $office }.
   *[nobody] Niemand erhält in dieser Runde Neue Waffen.
}
event-budget-undrawable = { $form ->
    [president] Der Präsident will die Entwicklungshilfe-Gelder ziehen, aber es sind weniger als { $wanted } Geldscheine übrig.
   *[ministers] Die Minister verlangen zusammen { $wanted } Geldscheine, aber der Geldstapel gibt sie nicht her: das Ziehen ist ungültig.
}
event-budget-drawn = { $form ->
    [president] Der Präsident zieht { $president_count ->
        [one] 1 Geldschein
       *[other] { $president_count } Geldscheine
    } Entwicklungshilfe.
   *[ministers] Der Außenminister zog { $foreign_minister ->
        [one] 1 Geldschein
       *[other] { $foreign_minister } Geldscheine
    }, der Minister für Landwirtschaft und Arbeit { $farm_labor }, der Präsident { $president_count }.
}
event-bills-drawn = Als { $office } hast du { $bills_sum } für den Staatshaushalt gezogen.
event-budget-pool = Dein Haushaltsgeld: { $bills_sum } (selbst gezogen: { $drawn_bills_sum }).

## Staatshaushalt vorschlagen und abstimmen (RULES 4.3, 4.4)
event-lapsed-budget = Dein Staatshaushalt konnte nicht angenommen werden: { $why }
event-default-budget = Der Präsident hat keinen Staatshaushalt vorgeschlagen: das Haushaltsgeld wird gleichmäßig unter den anderen Spielern verteilt.
event-budget-proposed = { $president } schlägt den Staatshaushalt vor:
    { $share_lines }
event-budget-detail = Dein Staatshaushalt in Geldscheinen: { $grant_clauses_count ->
    [0] niemand bekommt etwas
   *[other] { $grant_clauses }
}. Du behältst { $skim_bills_sum }.
event-factions-kept = Ein Neuer Haushalt würfelt nichts neu: die Strohmänner bleiben in ihren Fraktionen.
event-budget-paid = Der Staatshaushalt zahlt dir { $bills_sum }.
event-miscount = { $player } spielt „{ $card }“: die Stimmen von { $target } werden gestrichen. Neue Zählung: { $yes } Ja, { $no } Nein.
event-revote = { $player } spielt „{ $card }“ ({ $yes } Ja, { $no } Nein): die Kammer stimmt erneut ab.
event-budget-vote = Der Staatshaushalt ist { $passed ->
    [yes] angenommen
   *[no] abgelehnt
}: { $yes } Ja, { $no } Nein.
    { $roll_lines }
event-coup-excuse = { $form ->
    [budget] Der Staatshaushalt ist abgelehnt: es gibt einen Putsch-Vorwand.
   *[other] Es gibt einen Putsch-Vorwand.
}

## Ämter vergeben (RULES 4.1)
event-hand-limit = Über dem Handkartenlimit von { $limit }: du wirfst { $cards } ab (die zuletzt gezogenen zuerst).
event-new-head = Die Familie { $player } wird jetzt von { $head } geführt.
event-default-cabinet = Der Präsident hat keine Ämter vergeben: die Inhaber der letzten Runde bleiben, wo sie dürfen, das Los besetzt den Rest.
event-cabinet = Das Kabinett:
    { $seat_lines }
event-authority-disputed-changes = Die Ernennungen der letzten Runde bleiben bestehen, außer: { $change_clauses }.
event-deck-reshuffled = Die abgelegten Karten wurden zu einem neuen Stapel politischer Karten gemischt.

## Putsch und Putsch-Folgen (RULES 4.6, 4.7)
event-lapsed-no-embassy = Während eines Putsches kehrst du durch eine Botschaft zurück: nenne eine.
event-returned = { $form ->
    [embassy] { $player } kehrt durch die Botschaft in Viertel { $embassy } aus dem Exil zurück.
   *[other] { $player } kehrt aus dem Exil zurück.
}
event-no-safe-passage = Niemand hat dir freies Geleit durch die Botschaft in Viertel { $embassy } gewährt: du kommst auf Gnade des Ministers zurück.
event-lapsed-embassy-not-held = Niemand hielt die Botschaft in Viertel { $embassy } für dich: du bleibst im Exil.
event-coup-conceded = { $result ->
    [junta] Alle Spieler geben den Putsch an die Aufständischen verloren: er endet nach Putsch-Phase { $coup_round }, und die Aufständischen siegen.
   *[other] Alle Spieler geben den Putsch an den Präsidenten verloren: er endet nach Putsch-Phase { $coup_round }, und der Präsident siegt.
}
event-coup-fought = Putsch-Phase 6 ist vorbei: die Kämpfe sind beendet. In den Putsch-Folgen erklärt sich jede Familie für die Aufständischen oder für den Präsidenten (der Präsident immer für sich selbst), mit Blick auf die Stadt, wie sie jetzt ist; die Erklärungen entscheiden, wer die Schlüsselpositionen hält, und damit, wer siegt.
event-coup-vote = Die Erklärungen: { $declared_items_count ->
    [0] niemand hat sich erklärt
   *[other] { $declared_items }
}. Schlüsselpositionen: { $point_clauses }. Für die Aufständischen: { $junta } von { $points }. { $result ->
    [junta] Die Aufständischen gewinnen den Putsch: die Junta wählt einen Präsidenten.
   *[other] Der Präsident bleibt an der Macht.
}
event-mercy = Der Präsident schickt niemanden vor das Erschießungskommando.
event-bank-reopens = Die Bank öffnet nach der Mittagsruhe wieder.
event-coup-over = Der Putsch ist vorbei: alle Einheiten verlassen die Straßen.
event-no-president = { $form ->
    [junta] Niemand ist übrig, um Präsident zu werden.
   *[other] Kein echter Spieler kann die Präsidentschaft übernehmen: sie bleibt unbesetzt.
}
event-junta-vote = Die Junta stimmt ab: { $tally_items_count ->
    [0] keine Stimmen
   *[other] { $tally_items }
}. { $president } ist der neue Präsident.

## Aufenthaltsort, Attentate, Bankgeschäfte, Putsch-Auftakt (RULES 4.5)
assassin-name = { $kind ->
    [secret_police] Geheimpolizei
    [professional_assassin] Profi-Attentäter
    [amateur_assassin] Amateur-Attentäter
    [monarchist_assassin] Monarchistischer Attentäter
    [character_assassin] Rufmörder
    [burglar] Einbrecher
   *[bank_robber] Bankräuber
}
assassin-a = { $kind ->
    [secret_police] die Geheimpolizei
    [monarchist_assassin] einen Monarchistischen Attentäter
   *[other] einen { assassin-name }
}
assassin-a-cap = { $kind ->
    [secret_police] Die Geheimpolizei
   *[other] Ein { assassin-name }
}
event-location = { $form ->
    [lot] Du hast keinen Aufenthaltsort gewählt; das Los schickt dich { $location_to }.
   *[chosen] Du verbringst die Phase { $location_at }.
}
event-lapsed-assassin-condition = Die Bedingung deines Attentats-Befehls traf nicht zu: niemand wurde geschickt.
event-lapsed-assassin-gone = Du hast „{ $card }“ nicht mehr: niemand wurde geschickt.
event-lapsed-assassin-unpaid = Du konntest { $cost } MP für „{ $card }“ nicht bezahlen: niemand wurde geschickt.
event-bribe-failed = Du konntest den auf dich angesetzten Attentäter nicht bestechen.
event-bribed = { $form ->
    [sender] Dein Anschlag ({ assassin-name }) wurde bestochen und hat nichts getan.
   *[target] { assassin-a-cap } wurde auf dich angesetzt: deine Bestechung des Attentäters hat es verhindert{ $cost ->
        [0] {""}
       *[other] {" "}(du hast { $cost } MP bezahlt)
    }.
}
event-attempt-on = Ein Attentat auf { $target } durch { assassin-a } ist gescheitert.
event-attempt-on-you = { assassin-a-cap } wurde auf dich angesetzt: es ist gescheitert{ $die ->
    [0] {""}
   *[other] {" "}(der Würfel zeigte { $die })
}.
event-attempt-failed = { $form ->
    [dead] Dein Anschlag ({ assassin-name }) fand { $target } schon tot.
    [abroad] Dein Anschlag ({ assassin-name }) fand { $target } nicht im Land.
   *[failed] Dein Anschlag ({ assassin-name }) auf { $target } ist gescheitert{ $die ->
        [0] {""}
       *[other] {" "}(der Würfel zeigte { $die })
    }.
}
event-attempt-succeeded = Dein Anschlag ({ assassin-name }) hat { $target } getötet.
event-character-assassinated = Ein Skandal ruiniert { $target }: aller Einfluß im Spiel wird abgelegt.
event-loot = { $form ->
    [character_assassin] { $victim } zahlt dir { $amount } MP für dein Schweigen.
    [burglar] Dein Einbrecher bringt { $bills_sum } zurück.
    [bank_robber] Dein Bankräuber bringt { $bills_sum } zurück.
   *[other] Du nimmst { $amount } MP von { $victim }.
}
event-robbed = { $form ->
    [character_assassin] Ein Rufmörder hat dich ruiniert: dein Einfluß im Spiel ist abgelegt ({ $cards_count ->
        [0] keiner
       *[other] { $cards }
    }), und du hast { $bills_sum } für das Schweigen bezahlt.
    [burglar] Ein Einbrecher hat dir { $bills_sum } Bargeld genommen.
   *[bank_robber] Ein Bankräuber hat { $bills_sum } von deinem Schweizer Konto genommen.
}
event-burgled = Bei { $target } wurde eingebrochen.
event-bank-robbed = Das Schweizer Konto von { $target } wurde ausgeraubt.
event-lapsed-not-at-bank = Du warst nicht in der Bank: keine Bankgeschäfte.
event-banked = { $form ->
    [straw] { $straw_player } zahlt { $deposited } MP auf dein Schweizer Konto ein, das jetzt { $swiss } MP hat.
   *[own] In der Bank zahlst du { $deposited } MP ein und hebst { $withdrawn } MP ab; dein Schweizer Konto hat { $swiss } MP.
}
event-no-coup-excuse = Es gibt keinen Putsch-Vorwand.
event-lapsed-no-excuse = Ohne Putsch-Vorwand und nicht im Hauptquartier konnte deine Aktion des Putsch-Auftakts nicht stattfinden.
event-lapsed-no-coup = Niemand mit Putsch-Vorwand oder im Hauptquartier hat einen Putsch ausgelöst, also konnte deine Aktion des Putsch-Auftakts nicht stattfinden.
row-rebel = { $player }{ $form ->
    [hq] {" "}(im Hauptquartier)
    [card] {" "}(mit einer Putsch-Vorwand-Karte)
    [joining] {" "}(schließt sich dem Putsch an)
   *[excuse] {""}
}
event-rebellion = Putsch-Auftakt durch { $rebel_list }. Rebellen-Führer: { $first_player }. Der Putsch beginnt.
event-bank-stays-closed = Kein Putsch: die Bank bleibt „wegen Mittagsruhe geschlossen“, und niemand macht in dieser Runde Bankgeschäfte.
row-force = { $form ->
    [airstrikes] { $count } { $count ->
        [one] Luftangriff
       *[other] Luftangriffe
    }
   *[units] { $unit_count } { $unit }
}
event-intervention = Der Würfel der ausländischen Mächte zeigt { $die }: { $force_list_count ->
    [0] keine ausländische Intervention.
   *[other] der Außenminister befehligt { $force_list }.
}
