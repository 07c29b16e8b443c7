# Refusals of the coup's orders (rules/junta/validate_coup.py): the message reject-<code>, its variables the
# rejection's fields (bot/games/junta/text/news.py). Zones are named by their number on the map (`zone_id`,
# `zone_from`, `zone_to`, ...). Where one code has several sentences, `$form` selects one; codes other
# validators use too (wrong_phase, self, not_your_office, ...) are in rejections-shared.ftl.

## The map and the units
reject-no-such-unit = There is no unit kind '{ $typed }'.
reject-not-adjacent = { $form ->
    [flight] The Helicopter flies to a neighbour and on to its neighbour: { $zone_from } -> { $zone_via } -> { $zone_to } is not such a path.
    [next] Zone { $zone_to } is not next to zone { $zone_from }.
    [appear] Zone { $zone_to } is not next to where the units appear.
   *[neighbours] Zone { $zone_to } is not next to zone { $zone_from } (its neighbours: { $neighbours }).
}
reject-not-your-units = { $form ->
    [land] You have no { $unit } waiting to land.
    [police] You have no Police in zone { $zone_id }.
    [embassy] You have no unit in the embassy in zone { $zone_id }.
   *[command] You command none of those units in zone { $zone_id }.
}
reject-helicopter-only = { $form ->
    [carries] Only a Helicopter flies two zones, and the units it carries get off at the first.
   *[alone] Only a Helicopter flies two zones, on its own.
}
reject-no-pick-up = { $form ->
    [flight] Only a Helicopter flying two zones picks up units on the way (board game rules).
    [carries-nobody] In this game a Helicopter carries nobody.
   *[alone] A Helicopter that picks up units on the way flies there alone.
}
reject-cannot-land = Only Marines, Commandos, Paratroopers and the intervention Helicopter land.
reject-not-a-river-zone = Marines and Commandos land on the river: zones { $landings }.
reject-zone-twice = Zone { $zone_id } is named twice in your retreat route.
reject-not-an-embassy = Zone { $zone_id } is not an embassy.

## Fire and bombardment
reject-embassy = { $form ->
    [bombard] No fire in an embassy.
   *[combat] There is no combat in an embassy.
}
reject-prelude-palace-only = In the rebel-only step a bombardment may only hit units in the { $palace_zone } (zone { $palace_id }): only that starts a coup. Zone { $zone_id } can be bombarded once the coup has begun.
reject-no-airstrikes-left = { $form ->
    [intervention] You have no intervention Air Strikes.
   *[spent] All three Airstrikes of this coup are spent.
}
reject-bad-weapon = Bombard with 'airstrike', 'gunboat' or 'intervention_airstrike'.
reject-no-red-units-there = The Police may respond only where cards placed red units: { $zone_ids_count ->
    [0] none
   *[other] { $zone_ids }
}.

## Cards in a coup
reject-not-a-coup-card = { $card } is not played in a coup.
reject-nothing-to-bribe = There are no { $force } units in zone { $zone_id }.

## Declarations, concessions and the intervention
reject-coup-decided = The coup was conceded: nobody declares.
reject-president-pro-president = The President is always Pro-President.
reject-no-concession = In this game a coup cannot end early: it is fought to Coup Phase 6.
reject-bad-forces = Choose among airstrikes, helicopter, paratroopers, commandos, each once.

## After the coup: the firing squad and the Junta
reject-no-tie-order = In this game the First Rebel's own vote breaks a tie: name nobody for it.
reject-not-a-rebel = { $form ->
    [immune] { $player } is no Rebel: Loyalists are immune.
   *[junta] Only Rebels sit in the Junta.
}
