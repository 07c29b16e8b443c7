# The game's nouns (VARIANTS.md 13): offices, phases, locations, units, sides, card kinds, the city's zones.
# Shared by every area's messages; the code asks for them through bot.text.terms (never spelled in code).
# Ids follow the engine's values with underscores turned into dashes: office-general-1, unit-palace-guard, zone-14.

## Lists: how a language joins "A, B and C" (bot.text.i18n.listing)
list-and = { $most } and { $last }
list-or = { $most } or { $last }
list-separator = {", "}
list-nothing = nothing
list-nobody = nobody

## Offices (RULES 1): the short name, and the full title
office-president = President
office-minister = Minister
office-general-1 = 1st General
office-general-2 = 2nd General
office-general-3 = 3rd General
office-admiral = Admiral
office-air-force = Air Force
office-minister-of-war = Minister of War
office-foreign-minister = Foreign Minister
office-farm-labor = Farm & Labor
office-president-title = El Presidente
office-minister-title = Minister of Internal Security
office-general-1-title = Generalissimo of the 1st Army Brigade
office-general-2-title = Generalissimo of the 2nd Army Brigade
office-general-3-title = Generalissimo of the 3rd Army Brigade
office-admiral-title = Admiral of the Navy
office-air-force-title = Air Force Commander
office-minister-of-war-title = Minister of War
office-foreign-minister-title = Foreign Minister
office-farm-labor-title = Farm & Labor Secretary
brother-in-law = the President's Brother-in-Law
office-noun = { $count ->
    [one] office
   *[other] offices
}

## Phases (RULES 4; the coup's number is its own message)
phase-nomination = Nominations for President
phase-election = Presidential election
phase-cabinet = Cabinet appointment
phase-budget-draw = Draw budget / assign New Weapons
phase-budget-proposal = Budget proposal
phase-budget-vote = Budget vote
phase-minister-decision = The Minister's decision
phase-locations = Locations, assassinations, banking and rebel-only action
phase-coup = Coup
phase-aftermath = Coup aftermath
phase-game-over = Game over
phase-coup-number = Coup Phase { $number }
phase-rebel-only = rebel-only phase

## Locations (RULES 4.5): the name, where one is (at ...), and where one goes (to ...)
location-home = Home
location-hq = Headquarters
location-bank = the Bank
location-club = the Club
location-mistress = the Mistress
location-at = { $location ->
    [home] at Home
    [hq] at Headquarters
    [bank] at the Bank
    [club] at the Club
   *[mistress] at the Mistress
}
location-to = { $location ->
    [home] Home
    [hq] to Headquarters
    [bank] to the Bank
    [club] to the Club
   *[mistress] to the Mistress
}
exile = exile

## Units (RULES 8): the noun for a count ("1 Soldier", "3 Soldiers"); unit-count puts the number in front
unit-count = { $count } { $unit }
unit-palace-guard = { $count ->
    [one] Palace Guard
   *[other] Palace Guards
}
unit-police = { $count ->
   *[other] Police
}
unit-soldier = { $count ->
    [one] Soldier
   *[other] Soldiers
}
unit-tank = { $count ->
    [one] Tank
   *[other] Tanks
}
unit-marine = { $count ->
    [one] Marine
   *[other] Marines
}
unit-paratrooper = { $count ->
    [one] Paratrooper
   *[other] Paratroopers
}
unit-bodyguard = { $count ->
    [one] Bodyguard
   *[other] Bodyguards
}
unit-labor-rioter = { $count ->
    [one] Labor Rioter
   *[other] Labor Rioters
}
unit-student = { $count ->
    [one] Student
   *[other] Students
}
unit-striker = { $count ->
    [one] Striker
   *[other] Strikers
}
unit-rioter = { $count ->
    [one] Rioter
   *[other] Rioters
}
unit-demonstrator = { $count ->
    [one] Demonstrator
   *[other] Demonstrators
}
unit-bank-guard = { $count ->
    [one] Bank Guard
   *[other] Bank Guards
}
unit-militia = { $count ->
   *[other] Militia
}
unit-helicopter = { $count ->
    [one] Helicopter
   *[other] Helicopters
}
unit-commando = { $count ->
    [one] Commando
   *[other] Commandos
}
unit-gunboat = { $count ->
   *[other] Gunboat
}
airstrike = { $count ->
    [one] Air Strike
   *[other] Air Strikes
}

## Sides in a coup (RULES 4.6-4.7)
side-rebels = { $count ->
    [one] Rebel
   *[other] Rebels
}
side-loyalists = { $count ->
    [one] Loyalist
   *[other] Loyalists
}
side-shared = shared
side-pro-junta = Pro-Junta
side-pro-president = Pro-President
junta = Junta
rebel-leader = Rebel Leader

## Kinds of political cards (RULES 5)
card-kind-vote = { $count ->
    [one] Vote card
   *[other] Vote cards
}
card-kind-influence = { $count ->
    [one] Influence card
   *[other] Influence cards
}
card-kind-donation = { $count ->
    [one] Donation card
   *[other] Donation cards
}
card-kind-bribe = { $count ->
    [one] Bribe card
   *[other] Bribe cards
}
card-kind-assassin = { $count ->
    [one] Assassin card
   *[other] Assassin cards
}
card-kind-event = { $count ->
    [one] Event card
   *[other] Event cards
}
card-kind-intelligence = { $count ->
    [one] Intelligence card
   *[other] Intelligence cards
}

## Money (RULES 3)
money = { $amount } MP
swiss-account = Swiss bank account

## The city's zones (city.toml), by number
zone-1 = North Suburb
zone-2 = 3rd Brigade Barracks
zone-3 = Northwest Heights
zone-4 = 3rd Police Precinct
zone-5 = North Embassy
zone-6 = Old Town
zone-7 = Radio Station
zone-8 = Central Bank
zone-9 = Cathedral
zone-10 = East Hills
zone-11 = Docks
zone-12 = 1st Police Precinct
zone-13 = University City
zone-14 = Presidential Palace
zone-15 = East Embassy
zone-16 = Industrial Zone
zone-17 = West Embassy
zone-18 = Wealthy Neighborhood
zone-19 = 4th Police Precinct
zone-20 = 2nd Brigade Barracks
zone-21 = 1st Brigade Barracks
zone-22 = Railway Station
zone-23 = Market
zone-24 = Airport
zone-25 = East Suburb
zone-26 = South River Suburb
zone-27 = Slums
zone-28 = 2nd Police Precinct
zone-29 = Chamber of Deputies
zone-30 = South Suburb
zone-numbered = { $name } ({ $zone })
