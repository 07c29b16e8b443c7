# Die Wörter auf den Bildern (render/: der Putsch-Stadtplan, seine Übersicht, der Geldstapel, die Kabinettskarte), in
# der Sprache des Kanals, in dem sie erscheinen. Ämter, Phasen und Einheiten stehen in terms.ftl.

picture-map-key = LEGENDE
picture-control-point = Kontrollpunkt
picture-barracks = Kaserne
picture-precinct = Polizeirevier
picture-embassy = Botschaft
picture-park = Park: gehört zu keiner Zone
picture-link = Verbindung über eine Straße: Nachbarn
picture-river = Fluss: Marineinfanterie landet in { $zones }
picture-bridge = Brücke: die Zonen an ihren Enden sind
picture-bridge-ends = Nachbarn ({ $pairs })
picture-counter = Familiennummer, Einheit, Anzahl
picture-counter-families = (Familiennummern: siehe FAMILIEN)
picture-unarmed = Rundenende: unbewaffnete Einheiten
picture-placed = grünes +: in der letzten Phase aufgestellt
picture-move = Zug
picture-retreat = Rückzug
picture-bombarded = beschossen
picture-battle = Kampf (Verluste)
picture-destroyed = vernichtet
picture-river-word = FLUSS
picture-deadline = Frist: { $deadline }
picture-turn-phase = Zug { $turn }  ·  { $phase }
picture-turn = Zug { $turn }
picture-phase-rebel-only = Aktion nur für Rebellen
picture-phase-aftermath = Nach dem Putsch
picture-phase-city = Zwischen den Putschen: wo die Einheiten stehen
picture-moved = { $count } von { $start } nach { $end }
picture-bombarded-by = { $hits } { $hits ->
    [one] Treffer
   *[other] Treffer
} in { $zone } durch { $weapon ->
    [airstrike] Luftangriff
    [gunboat] Kanonenboot
    [intervention_airstrike] ausländischen Luftangriff
   *[other] { $weapon }
}{ $attacked ->
    [yes] {" "}von #{ $family }
   *[no] {""}
}
picture-battle-in = Kampf in { $zone }: { $lost ->
    [yes] { $losses }
   *[no] keine Verluste
}
picture-destroyed-in = { $count } { $unit } vernichtet in { $zone }
picture-retreated = { $count } { $unit } ziehen sich zurück { $start } → { $end }
picture-placed-in = { $count } { $unit } aufgestellt in { $zone }{ $sourced ->
    [yes] {" "}({ $source })
   *[no] {""}
}
picture-rebel-mark = REBELL
picture-rebel-letter = R
picture-families = FAMILIEN
picture-marks-rebels = kennzeichnet die Rebellen
picture-status-dead = TOT
picture-status-exiled = IM EXIL
picture-units = EINHEITEN
picture-red-unarmed = rot: unbewaffnet
picture-off-the-map = AUSSERHALB DES PLANS
picture-off-map-airstrikes = { $count } { $count ->
    [one] Luftangriff
   *[other] Luftangriffe
} übrig (einer je Phase)
picture-off-map-gunboat = das Kanonenboot (3 Würfel je Phase)
picture-off-map-intervention = { $count } { $count ->
    [one] Luftangriff
   *[other] Luftangriffe
} der Intervention übrig
picture-off-map-land = { $units } noch zu landen
picture-last-phase = LETZTE PHASE
picture-nothing-happened = Auf dem Plan ist nichts geschehen.
picture-and-more = … und { $count } weitere
picture-holder-rebels = REBELLEN
picture-holder-loyalists = LOYALISTEN
picture-holder-shared = GETEILT
picture-holder-empty = LEER
picture-holder-pro-junta = FÜR DIE JUNTA
picture-holder-pro-president = FÜR DEN PRÄSIDENTEN
picture-neighbours = Nachbarn
picture-sample-family = Familie { $family },
picture-sample-units = { $count } Einheiten
picture-unarmed-short = unbewaffnet
picture-money-deck = GELDSTAPEL
picture-deck-drawn-unknown = { $drawn } Scheine gezogen: alle { $known } bekannten Scheine und { $unknown } der unbekannten zusätzlichen
picture-deck-drawn = { $drawn } von { $known } bekannten Scheinen gezogen, { $left } übrig
picture-deck-secret = +{ $least }–{ $most } geheim
picture-deck-known = { $known } bekannt
picture-deck-key-drawn = gezogen { $drawn }
picture-deck-key-left = bekannte Scheine übrig { $left }
picture-deck-key-unknown = unbekannte zusätzliche: noch { $least }–{ $most } möglich
picture-cabinet = KABINETT
picture-president = El Presidente: { $vacant ->
    [yes] keiner (das Amt ist unbesetzt)
   *[no] { $president }
}
picture-brother-in-law = SCHWAGER
picture-presidents = des Präsidenten
picture-frozen = EINGEFROREN
picture-frozen-units = seine Einheiten stehen still
picture-vacant = UNBESETZT
picture-dead = TOT
picture-in-exile = IM EXIL

# Die Namen der Viertel auf dem Putsch-Stadtplan, eine Zeile des Plans je Zeile (das Schild neben der Nummer muss
# in sein Viertel passen: tests/render/test_layout.py misst es). Im Satz gilt terms.ftl (zone-<n>, Namen aus 001).
picture-zone-1 =
    Vorort
    Nord
picture-zone-2 =
    Kaserne der
    3. Heeresbrigade
picture-zone-3 =
    Nordwest-
    Höhen
picture-zone-4 =
    3. Polizei-
    Revier
picture-zone-5 =
    Nord-
    Botschaft
picture-zone-6 =
    Altstadt
picture-zone-7 =
    Rundfunksender
picture-zone-8 =
    Zentralbank
picture-zone-9 =
    Kathedrale
picture-zone-10 =
    Ost-Hügel
picture-zone-11 =
    Werften
picture-zone-12 =
    1. Polizei-
    Revier
picture-zone-13 =
    Universitäts-
    viertel
picture-zone-14 =
    Präsidenten-
    Palast
picture-zone-15 =
    Ost-
    Botschaft
picture-zone-16 =
    Industrie-
    viertel
picture-zone-17 =
    West-
    Botschaft
picture-zone-18 =
    Millionärs-
    Viertel
picture-zone-19 =
    4. Polizei-
    Revier
picture-zone-20 =
    Kaserne der 2.
    Heeresbrigade
picture-zone-21 =
    Kaserne der
    1. Heeresbrig.
picture-zone-22 =
    Hauptbahnhof
picture-zone-23 =
    Marktplatz
picture-zone-24 =
    Flughafen
picture-zone-25 =
    Vorort Ost
picture-zone-26 =
    Vorort
    Südfluß
picture-zone-27 =
    Elends-Viertel
picture-zone-28 =
    2. Polizei-
    Revier
picture-zone-29 =
    Abgeordneten-
    Kammer
picture-zone-30 =
    Vorort
    Süd
