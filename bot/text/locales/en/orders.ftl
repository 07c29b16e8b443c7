# Orders as players read them: one sentence per order kind, echoed when it is recorded, listed on the Status Page,
# in Done and in the history (bot.games.junta.text.orders). Owner: the TEXT engineer (I18N.md).

## Who, what, how many
order-nobody = nobody
order-brother-in-law = the Brother-in-Law
order-unknown-family = an unknown family
order-card = { $title } #{ $card }
order-all-units = all your units
order-zone = zone { $zone }
order-everything = everything
order-nothing = nothing
order-money = { $amount } MP
order-choice = { $choice ->
    [yes] yes
    [no] no
   *[abstain] abstain
}
order-bills = { $count ->
    [one] { $count } bill
   *[other] { $count } bills
}

## A vote source (VARIANTS 4.2): an office, an influence card, a Vote card, the family vote
source-office = { $office }'s office ({ $votes ->
    [one] { $votes } vote
   *[other] { $votes } votes
})
source-influence = { $card } influence ({ $votes ->
    [one] { $votes } vote
   *[other] { $votes } votes
})
source-card = { $card } card #{ $number } ({ $votes ->
    [one] { $votes } vote
   *[other] { $votes } votes
})
source-family = family vote ({ $votes ->
    [one] { $votes } vote
   *[other] { $votes } votes
})
source-socialist-bonus = the Socialist bonus
source-family-short = family vote
source-socialist-bonus-short = Socialist bonus

## How a ballot is cast
ballot-default = all your office and influence votes { $choice }
ballot-split = { $source } ({ $votes }): { $choice }
trigger-any = whatever the count
trigger-result = { $result ->
    [passes] if the budget passes
   *[fails] if the budget fails
}
trigger-within = { $result ->
    [passes] if the budget passes by { $within } or less
   *[fails] if the budget fails by { $within } or less
}

## A condition (RULES 7), last in an order's sentence: "..., only if Garcia is dead"
order-condition = { $order }, only { $condition }
condition-dead = if { $player } is dead
condition-alive = if { $player } is alive
condition-at = if { $player } is { $location }
condition-card = if { $card } was played
condition-card-by = if { $card } was played by { $player }
condition-budget = { $passed ->
    [yes] if the budget passed
   *[no] if the budget failed
}
condition-budget-within = { $passed ->
    [yes] if the budget passed by { $within } or less
   *[no] if the budget failed by { $within } or less
}
condition-banked = if { $player } banked
condition-excuse = if there is a coup excuse
condition-no-excuse = if there is no coup excuse

## The orders, one sentence each (rules.junta.orders)
order-nominate = Nominate { $candidate } for President
order-second = Second the nomination of { $candidate }
order-decline = Decline your nomination
order-election = Vote for { $candidate } for President with all your votes
order-election-cards = Vote for { $candidate } for President with all your votes, adding { $cards }
order-cast-for = Cast { $source } for { $candidate }
order-cast-budget = Cast { $source }: { $choice } on the budget
order-cast-yours = your { $source }
order-cast-unknown = a vote source you do not have
order-appoint = Appoint the cabinet: { $appointments }
order-appointment = { $office }: { $player }
order-if-elected = If you are elected President, appoint at once: { $appointments } (the other offices stay with their holders where they may, the rest by lot)
order-play = Play { $card }
order-play-on = Play { $card } on { $target }
order-play-looking = { $play } (looking at: { $option })
order-play-option = { $play } ({ $option })
order-look-hand = hand
order-look-cash = cash
order-look-draw = draw
order-name-head = Name { $name } your family's new head
order-discard = Discard { $cards }
order-new-weapons = Give New Weapons to the { $office }
order-new-weapons-nobody = Give New Weapons to nobody
order-draw = Draw { $bills } as { $office }
order-budget = Propose the budget: { $shares }
order-budget-adding = Propose the budget: { $shares }, adding { $amount } MP of your cash
order-budget-share = { $player } { $amount } MP
order-budget-nothing = nothing to anyone
order-budget-vote = Vote on the budget: { $ballot }
order-budget-vote-revote = Vote on the budget: { $ballot }; in a revote: { $revote }
order-vote-card = Play { $card } { $trigger }
order-vote-card-strike = Play { $card } to strike { $target }'s votes { $trigger }
order-seize = Seize the Chamber
order-no-seize = Do not seize the Chamber
order-location = Spend the turn { $location }
order-exile = Go into exile
order-assassinate = Send { $assassin } after { $target }
order-assassinate-at = Send { $assassin } after { $target } { $location }
order-secret-police = the Secret Police
order-banking = At the Bank: { $acts }
order-deposit = deposit { $amount }
order-withdraw = withdraw { $amount }
order-rebel = Take rebel-only action
order-move = Move { $units } from zone { $from } to zone { $to }
order-move-via = Move { $units } from zone { $from } to zone { $to } by way of zone { $via }
order-move-pick-up = Move { $units } from zone { $from } to zone { $to } by way of zone { $via }, picking up your units waiting in zone { $via }
order-land = Land the { $unit } in zone { $zone }
order-land-then = Land the { $unit } in zone { $zone }, then on to zone { $then }
order-bombard = Bombard { $target }'s units in zone { $zone } with { $weapon ->
    [airstrike] an Airstrike
    [gunboat] the Gunboat (its guns reach every zone but the embassies)
   *[intervention-airstrike] an intervention Air Strike
}
order-fire = Open fire on { $target }'s units in zone { $zone }
order-transfer = Give { $player } control of { $units } in zone { $zone }
order-police = Send { $count } Police from zone { $from } to zone { $to }
order-police-all = Send all your Police from zone { $from } to zone { $to }
order-coup-card = Play { $card }
order-coup-card-zone = { $play } in zone { $zone }
order-coup-card-count = { $play } ({ $count })
order-coup-card-then = { $play }, then on to zone { $then }
order-loss-order = Lose your units in this order: { $kinds }
order-retreat-permission = Let retreating units of { $allowed } into your zones, and keep out { $denied }
order-retreat-route = Your units in zone { $zone } retreat to { $zones }, in that order, until the coup ends
order-retreat-route-rules = Your units in zone { $zone } retreat to where the rules say until the coup ends
order-coup-vote = { $side ->
    [junta] Vote Pro-Junta
   *[president] Vote Pro-President
}
order-opposition = The opposition commands the { $office } this round
order-name-minister = { $player } is Minister this round; the other leads the opposition
order-concede = { $side ->
    [junta] Concede the coup to the Rebels
   *[president] Concede the coup to the President
}
order-intervention = Intervention forces, best first: { $forces }
order-intervention-airstrikes = { $count } Air Strikes
order-firing-squad = Send { $target } to the firing squad
order-firing-squad-nobody = Send nobody to the firing squad
order-junta-vote = Vote for { $candidate } as the Junta's President
order-junta-vote-tie = Vote for { $candidate } as the Junta's President; if the Junta ties, as its Rebel Leader you choose { $tie }, in that order
order-execute = If you are elected, execute { $target }
order-execute-nobody = If you are elected, execute nobody
order-safe-passage = Grant { $player } safe passage through the embassy in zone { $zone }
order-resign = Resign the presidency
order-return = Return from exile
order-return-embassy = { $return } through the embassy in zone { $zone }
order-return-bribe = { $return }, with { $card } against the firing squad
order-execute-on-return = Execute on their return from exile: { $players }
order-president-choice = If the presidency falls to your faction's choice: { $player }
order-brother-in-law-choice = Your Brother-in-Law takes first: { $offices }
order-brother-in-law-first-vacated = the first office vacated

## The answer to an order recorded
order-recorded = Recorded for **{ $game }**: { $order }.
order-recorded-straw = Recorded for **{ $game }**, for { $straw }, your straw man: { $order }.
order-note = Note: { $note }
order-use-done = { $due } Use /done when you are finished.

## An order that will not be carried out as things stand, and why (rules.junta.lapses); a straw man's
order-lapsing = { $order }: { $why }
order-for-straw = For { $name }: { $order }
