# Die Ereignisse der Spielmechanik (Issue 23: Ereignisse sind Daten): military.py, vacancies.py, engine.py,
# turns.py, straw.py, actions.py. Jede Meldung heißt `event-<code>`, die Felder des Ereignisses sind ihre Variablen.

## Die Straßenkämpfe eines Putsches (rules/junta/military.py)
event-lapsed-no-stack-move = Du hast in dieser Phase keinen Stapelzug mehr.
event-fled = { $player } entkommt durch die Botschaft in Zone { $zone_number }.
event-alliance-breaks = { $player } spielt { $card }: jede Übergabe wird rückgängig gemacht.
event-street-festival = { $player } spielt { $card }: jede rote Einheit geht nach Hause ({ $removed } { $removed ->
        [one] Einheit
       *[other] Einheiten
    }).
event-coup-card = { $form ->
    [placed] { $player } spielt { $card }: { $unit_count } { $unit } in Zone { $zone_number } ({ $zone }).
   *[none] { $player } spielt { $card }.
}
event-lapsed-no-units-to-bribe = Dort gab es keine Einheiten der { $force } zu bestechen.
event-lapsed-bribe-unpaid = Du kannst die { $amount } MP nicht zahlen, um die { $force } zu bestechen.
event-bribed-brigade = { $player } besticht die { $force }: { $won } von { $count } { $count ->
        [one] Einheit wechselt
       *[other] Einheiten wechseln
    } die Seite.
event-transfer = { $player } übergibt { $count } { $count ->
        [one] Einheit
       *[other] Einheiten
    } in Zone { $zone_number } an { $to_player }.
event-landing = { $player } landet { $unit_count } { $unit } in Zone { $zone_number } ({ $zone }).
event-bombardment = { $weapon ->
        [airstrike] Der Luftangriff
        [gunboat] Das Kanonenboot
       *[intervention_airstrike] Der Luftangriff der Interventionstruppen
    } von { $by } trifft die Einheiten von { $target } in Zone { $zone_number }: { $hits } vernichtet (Würfel { $dice }).
event-became-rebel = { $player } hat auf die Palastwache geschossen: jetzt ein Aufständischer.
event-lapsed-units-gone = Keine der genannten Einheiten war mehr in Zone { $from_zone_number }, um nach Zone { $to_zone_number } zu ziehen.
event-battle = Schlacht in Zone { $zone_number } ({ $zone }): { $lost }.{ $volleys }
event-retreat = { $form ->
    [to] Die Einheiten von { $player } in Zone { $zone_number } ziehen sich nach Zone { $to_zone_number } zurück.
   *[nowhere] Die Einheiten von { $player } in Zone { $zone_number } können sich nirgendwohin zurückziehen: sie sind vernichtet.
}
event-bodyguard-gone = Der { $office_short } ist fort: seine Leibwache verlässt die Straßen.

## Der Bericht einer Schlacht (bot/games/junta/text/battle.py)
battle-lost = { $player } verliert { $count }
battle-separator = {", "}
battle-shot-separator = {"; "}
battle-volley = Salve { $volley }: { $shots }.
battle-shot = { $firer } schießt mit { $dice } { $dice ->
        [one] Würfel
       *[other] Würfeln
    }{ $armed ->
        [all] {" "}(für seine unbewaffneten Einheiten: ein Würfel je zwei)
        [some] {" "}({ $unarmed } davon für seine unbewaffneten Einheiten: ein Würfel je zwei)
       *[none] {""}
    } auf { $target } ({ $rolled }): { $result }{ $first ->
        [yes] , Erstschlag
       *[no] {""}
    }
battle-no-dice = keine
battle-hits = { $hits } { $hits ->
        [one] Treffer
       *[other] Treffer
    }
battle-hits-lost = { $hits } Treffer, { $lost } verloren: { $why }
battle-arrived-after = nur { $count } { $count ->
        [one] Einheit
       *[other] Einheiten
    } von { $target } kamen nach seinen an
battle-left = { $target } hatte { $count ->
        [0] keine Einheiten
        [one] { $count } Einheit
       *[other] { $count } Einheiten
    } mehr
battle-rolled = { $player } würfelte { $dice } { $dice ->
        [one] Würfel
       *[other] Würfel
    } für { $hits } Treffer
battle-summary = Drei Salven: { $rolled }.

## Freie Ämter, Tod und Exil (rules/junta/vacancies.py)
event-office-frozen = Das Amt { $office } ist eingefroren bis { $form ->
        [round] zum Ende der Runde
       *[cabinet] zum nächsten Kabinett
    }.
event-brother-in-law = Der Schwager des Präsidenten übernimmt das Amt { $office }.
event-office-by-lot = Der neue Präsident gibt das Amt { $office } ab: durch Los geht es an { $holder }.
event-cash-of-the-dead = Du nimmst das Geld von { $victim }: { $amount } MP.
event-killed = { $form ->
    [firing_squad] { $victim } wurde vom Erschießungskommando hingerichtet.
    [executed_on_return] { $victim } wurde bei der Rückkehr aus dem Exil hingerichtet.
    [executed_by_president] { $victim } wurde vom neuen Präsidenten hingerichtet.
    [assassin] { $victim } wurde ermordet ({ $card }).
   *[other] { $victim } wurde getötet ({ $how }).
}
event-you-died = { $form ->
    [firing_squad] Du wurdest vom Erschießungskommando hingerichtet
    [executed_on_return] Du wurdest bei der Rückkehr aus dem Exil hingerichtet
    [executed_by_president] Du wurdest vom neuen Präsidenten hingerichtet
    [assassin] Du wurdest ermordet ({ $card })
   *[other] Du wurdest getötet ({ $how })
}: deine Karten und dein Geld sind verloren; du kehrst nächste Runde zurück.
event-exiled = { $player } ist ins Exil geflohen.
event-offices-resumed = { $player } übernimmt wieder { $offices_count ->
        [one] das Amt
       *[other] die Ämter
    } { $offices }.
event-return-bribed = { $player } besticht sich den Weg nach Hause: { $card } hält das Erschießungskommando des Ministers auf.

## Die Spielmechanik zwischen den Phasen (rules/junta/engine.py)
event-president-named = { $president } ist der erste Präsident.
event-order-lapsed = Ein Befehl von dir wurde nicht ausgeführt: { $why }
event-discarded = Du wirfst { $cards_count } { $cards_count ->
        [one] Karte
       *[other] Karten
    } ab.
event-lapsed-return-in-coup = Ein Putsch hat begonnen: du kannst nur durch eine Botschaft zurückkehren, die deine Einheit hält oder ein Spieler, der dir freies Geleit gewährt (nenne die Botschaft).
event-lapsed-resign-in-coup = Ein Putsch hat begonnen: während eines Putsches kann der Präsident nicht zurücktreten.
event-resigned = { $form ->
    [election] Präsident { $president } tritt zurück: die Kammer wählt einen Nachfolger.
   *[straw] Präsident { $president } tritt zurück.
}
event-election-called = { $form ->
    [dead] Der Präsident ist tot: die Kammer wählt einen neuen Präsidenten.
   *[vacant] Es gibt keinen Präsidenten: die Kammer wählt einen vor dem Kabinett.
}

## Eine neue Runde und das Ende des Spiels (rules/junta/turns.py)
event-respawn = Die Familie { $player } hat ein neues Oberhaupt und kehrt in die Politik zurück.
event-cards-drawn = Du ziehst { $cards }.
event-turn-begins = Runde { $turn } beginnt.
event-short-game = Das kürzere Spiel: { $count } { $count ->
        [one] Geldschein
       *[other] Geldscheine
    } oben vom Geldstapel { $count ->
        [one] geht
       *[other] gehen
    } ungesehen aus dem Spiel.
event-game-over = { $form ->
        [foreign_aid] Das Geld der Auslandshilfe ist aufgebraucht.
        [aid] Das Hilfsgeld ist aufgebraucht.
        [all_dead] Jede Familie ist tot: niemand ist mehr übrig, um die Republik zu regieren.
       *[other] { $reason }
    } Das Spiel ist vorbei. { $winners_count ->
        [0] Niemand gewinnt.
        [one] Gewinner: { $winners }.
       *[other] Gewinner: { $winners }.
    }
    { $ranking }{ $awards }
ending-rank = { $rank }. { $player }: { $swiss } MP
ending-awards = Auszeichnungen:
ending-award = { $title }: { $players } ({ $shared ->
        [yes] je{" "}
       *[no] {""}
    }{ $what })
award-kills = Das Familienunternehmen
award-kills-count = { $count ->
        [one] { $count } Attentat
       *[other] { $count } Attentate
    }
award-deaths = Katze mit neun Leben
award-deaths-count = { $count ->
        [one] { $count } Tod
       *[other] { $count } Tode
    }
award-terms = Presidente Vitalicio
award-terms-count = { $count ->
        [one] { $count } Amtszeit als Präsident
       *[other] { $count } Amtszeiten als Präsident
    }
award-budgets-passed = Freund der Kammer
award-budgets-passed-count = { $count ->
        [one] { $count } angenommener Haushalt
       *[other] { $count } angenommene Haushalte
    }
award-rebellions = Permanenter Revolutionär
award-rebellions-count = { $count ->
        [one] { $count } Aufstand
       *[other] { $count } Aufstände
    }
award-exiles = Vielflieger
award-exiles-count = { $count ->
        [one] { $count } Flucht ins Exil
       *[other] { $count } Fluchten ins Exil
    }

## Die Strohmänner der Mini-Junta (rules/junta/straw.py)
event-faction-roll = { $player }: { $promised } MP versprochen, { $votes } { $votes ->
        [one] Einflussstimme
       *[other] Einflussstimmen
    }{ $shift ->
        [minister] , als Minister eine Spalte weiter rechts
       *[none] {""}
    }; { $form ->
        [roll] braucht { $need } oder weniger, würfelt { $roll }
       *[table] kein Wurf: die Tabelle sagt Opposition
    }: geht zur { $faction ->
        [government] Regierung
       *[opposition] Opposition
    }.
event-straw-cash = Das Geld von { $straw_player } ({ $amount } MP) geht an dich, den Anführer seiner Fraktion.
event-president-chosen = { $form ->
    [makes] { $chooser }, dessen Fraktion die meisten Stimmen hat ({ $votes }), macht { $president } zum Präsidenten.
   *[takes] { $chooser }, dessen Fraktion die meisten Stimmen hat ({ $votes }), übernimmt die Präsidentschaft.
}
event-straw-men = Strohmänner: { $straws }.{ $form ->
        [named] {" "}{ $president } ist der erste Präsident.
       *[none] {""}
    }
event-straw-hands = Dir werden die Karten der Strohmänner gezeigt, einmal, zu Beginn des Spiels: { $hands }.
straw-separator = {"; "}
straw-man = { $player }
straw-man-influence = { $player } (Einfluss im Spiel: { $cards })
straw-hand = { $player }: { $count ->
        [0] keine Karten
       *[other] { $cards }
    }

## Geschenke, Tauschgeschäfte und Kartentausch (rules/junta/actions.py)
event-gift = { $form ->
    [cash] { $giver } gibt { $receiver } { $paid }.
   *[cards] { $giver } gibt { $receiver } { $cards }.
}
event-straw-swap = Du tauschst { $given_card } gegen { $taken_card } von { $straw_player }.
event-straw-swap-public = { $player } tauscht eine Karte mit { $straw_player }.
event-trade = { $offerer_player } und { $receiver } schließen einen Tausch ab.
paid-bills = { $values } = { $total } MP
paid-none = keine Geldscheine

## /appoint nennt ein Amt, das es im Kabinett dieses Spiels nicht gibt (bot/games/junta/cogs/orders/government.py)
appoint-no-such-office = dieses Spiel hat kein Amt { $absent }: sein Kabinett ist { $cabinet }.

## Die Nachricht eines Strohmanns, an seinen Anführer weitergegeben (rules/junta/views.py for_leaders; VARIANTS 10.6)
event-for-straw-man = Für { $straw_player }, deinen Strohmann: { $said }
event-straw-influence-played = { $player } (ein Strohmann) bringt Einfluss ins Spiel: { $cards }.
