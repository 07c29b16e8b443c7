# The words on the pictures (render/: the coup map, its overview, the money deck, the cabinet card), in the language
# of the channel they are posted in. Offices, phases and units are terms.ftl's.

picture-map-key = MAP KEY
picture-control-point = Control point
picture-barracks = Barracks
picture-precinct = Police precinct
picture-embassy = Embassy
picture-park = Park: part of no zone
picture-link = Link across a street: neighbours
picture-river = River: Marines land in { $zones }
picture-bridge = Bridge: the zones at its ends are
picture-bridge-ends = neighbours ({ $pairs })
picture-counter = family number, unit, count
picture-counter-families = (family numbers: see FAMILIES)
picture-unarmed = round end: unarmed units
picture-placed = green +: placed last phase
picture-move = move
picture-retreat = retreat
picture-bombarded = bombarded
picture-battle = battle (losses)
picture-destroyed = destroyed
picture-river-word = RIVER
picture-deadline = Deadline: { $deadline }
picture-turn-phase = Turn { $turn }  ·  { $phase }
picture-turn = Turn { $turn }
picture-phase-rebel-only = Rebel-only action
picture-phase-aftermath = Coup aftermath
picture-phase-city = Between coups: where the units start
picture-moved = { $count } from { $start } to { $end }
picture-bombarded-by = { $hits } { $hits ->
    [one] hit
   *[other] hits
} in { $zone } by { $weapon ->
    [airstrike] Airstrike
    [gunboat] Gunboat
    [intervention_airstrike] Foreign airstrike
   *[other] { $weapon }
}{ $attacked ->
    [yes] {" "}of #{ $family }
   *[no] {""}
}
picture-battle-in = Battle in { $zone }: { $lost ->
    [yes] { $losses }
   *[no] no losses
}
picture-destroyed-in = { $count } { $unit } destroyed in { $zone }
picture-retreated = { $count } { $unit } retreat { $start } → { $end }
picture-placed-in = { $count } { $unit } placed in { $zone }{ $sourced ->
    [yes] {" "}({ $source })
   *[no] {""}
}
picture-rebel-mark = REBEL
picture-rebel-letter = R
picture-families = FAMILIES
picture-marks-rebels = marks the rebels
picture-status-dead = DEAD
picture-status-exiled = EXILED
picture-units = UNITS
picture-red-unarmed = red: unarmed
picture-off-the-map = OFF THE MAP
picture-off-map-airstrikes = { $count } { $count ->
    [one] Airstrike
   *[other] Airstrikes
} left (one a phase)
picture-off-map-gunboat = the Gunboat (3 dice a phase)
picture-off-map-intervention = { $count } intervention { $count ->
    [one] Air Strike
   *[other] Air Strikes
} left
picture-off-map-land = { $units } to land
picture-last-phase = LAST PHASE
picture-nothing-happened = Nothing happened on the map.
picture-and-more = … and { $count } more
picture-holder-rebels = REBELS
picture-holder-loyalists = LOYALISTS
picture-holder-shared = SHARED
picture-holder-empty = EMPTY
picture-holder-pro-junta = PRO-JUNTA
picture-holder-pro-president = PRO-PRESIDENT
picture-neighbours = neighbours
picture-sample-family = family { $family },
picture-sample-units = { $count } units
picture-unarmed-short = unarmed
picture-money-deck = MONEY DECK
picture-deck-drawn-unknown = { $drawn } bills drawn: all { $known } known bills and { $unknown } of the unknown extra
picture-deck-drawn = { $drawn } of { $known } known bills drawn, { $left } left
picture-deck-secret = +{ $least }–{ $most } secret
picture-deck-known = { $known } known
picture-deck-key-drawn = drawn { $drawn }
picture-deck-key-left = known bills left { $left }
picture-deck-key-unknown = unknown extra: { $least }–{ $most } more may remain
picture-cabinet = CABINET
picture-president = El Presidente: { $vacant ->
    [yes] none (the office is vacant)
   *[no] { $president }
}
picture-brother-in-law = BROTHER-IN-LAW
picture-presidents = the President's
picture-frozen = FROZEN
picture-frozen-units = its units stand still
picture-vacant = VACANT
picture-dead = DEAD
picture-in-exile = IN EXILE

# The zones' names on the coup map, one line of the map a line (the label beside the zone's number must fit in
# its district: tests/render/test_layout.py measures them). terms.ftl's zone-<n> is the name in a sentence.
picture-zone-1 =
    North
    Suburb
picture-zone-2 =
    3rd Brigade
    Barracks
picture-zone-3 =
    Northwest
    Heights
picture-zone-4 =
    3rd Police
    Precinct
picture-zone-5 =
    North
    Embassy
picture-zone-6 =
    Old Town
picture-zone-7 =
    Radio
    Station
picture-zone-8 =
    Central
    Bank
picture-zone-9 =
    Cathedral
picture-zone-10 =
    East Hills
picture-zone-11 =
    Docks
picture-zone-12 =
    1st Police
    Precinct
picture-zone-13 =
    University
    City
picture-zone-14 =
    Presidential
    Palace
picture-zone-15 =
    East
    Embassy
picture-zone-16 =
    Industrial
    Zone
picture-zone-17 =
    West
    Embassy
picture-zone-18 =
    Wealthy
    Neighborhood
picture-zone-19 =
    4th Police
    Precinct
picture-zone-20 =
    2nd Brigade
    Barracks
picture-zone-21 =
    1st Brigade
    Barracks
picture-zone-22 =
    Railway
    Station
picture-zone-23 =
    Market
picture-zone-24 =
    Airport
picture-zone-25 =
    East Suburb
picture-zone-26 =
    South River
    Suburb
picture-zone-27 =
    Slums
picture-zone-28 =
    2nd Police
    Precinct
picture-zone-29 =
    Chamber of
    Deputies
picture-zone-30 =
    South
    Suburb
