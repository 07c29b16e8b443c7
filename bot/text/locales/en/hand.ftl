# Cards as players read them in a hand, a draw and /card's page (bot.games.junta.text.cards); the cards' own names and texts are
# in cards.ftl. Owner: the TEXT engineer (I18N.md).

## One line per card, as hands and draws list it
hand-line = #{ $card } { $title }: { $effect }
hand-item = - { $line }
hand-you-draw = You draw:
hand-straw-draws = { $name }, your straw man, draws:
hand-no-effect = No effect in this game's rules: play or discard it to free a place in your hand.

## What a card does, from its data
effect-votes = { $votes } votes.
effect-influence-votes = Influence: { $votes } votes in every budget and presidential vote while in play.
effect-influence = Influence.
effect-kills = { $roll ->
    [1] Kills the target if he is at the location you name, without a roll.
   *[other] Kills the target if he is at the location you name, on a roll of { $roll }-6.
}
effect-places = Places { $units }.
effect-places-bonus = Places { $units } ({ $extra } more if you have { $card } influence in play).
effect-placed = { $units } in { $zone }
effect-zone = zone { $zone } ({ $name })
effect-any-zone = a zone you name
effect-coup-excuse = Gives a coup excuse.
effect-costs = Costs { $cost } MP.
effect-none = No effect.

## When and how a card is played
timing-phases = { $count ->
    [one] phase: { $phases }
   *[other] phases: { $phases }
}
timing-vote = Inside a vote, one use: name it in the cards option of /vote president ({ $election }) or /vote budget ({ $budget }).
timing-vote-card = With /votecard ({ $phases }): it fires when the count matches the trigger you give (the budget passes, fails, or either way, within N votes).
timing-assassin = With /assassinate ({ $phases }): name the target and where he will be.
timing-coup = With /coupcard: as rebel-only action ({ $first }; it needs a coup excuse or being at HQ, makes you a Rebel, and is never open to the President), or in any of the six coup phases ({ $rest }).
timing-any = With /play, at any time while the game runs.
timing-play = With /play, only in { $count ->
    [one] this
   *[other] these
} { $phases }.
timing-play-from-first-turn = With /play, only in { $count ->
    [one] this
   *[other] these
} { $phases } (from the first turn on).
not-with-play = { $card } is not played with /play. { $timing }

## What playing it costs
cost-bribe = 1 MP per unit you try to bribe (paid even if the roll fails); free with { $payers } in play.
cost-nothing = Nothing.
cost-mp = { $cost } MP from your cash (no change is given). Money paid leaves the game.
cost-mp-free = { $cost } MP from your cash (no change is given); free with { $payers } in play. Money paid leaves the game.

## A card's page for /card
card-page-heading = **{ $title }** ({ $kind }; { $copies })
card-page-copies = { $count } in the deck: { $numbers }
card-page-not-in-deck = not in this game's deck
card-page-effect = **Effect:** { $effect }
card-page-when = **When:** { $timing }
card-page-cost = **Cost:** { $cost }
card-page-influence = Influence stays face up in front of you until you die; it counts toward the hand limit of { $limit }.
card-page-kind = { $kind ->
    [vote] vote card
    [influence] influence card
    [donation] donation
    [bribe] bribe
    [assassin] assassin
    [intelligence] intelligence card
   *[event] event
}
card-page-kinds = { $kind ->
    [vote] { $count ->
        [one] { $count } vote card
       *[other] { $count } vote cards
    }
    [influence] { $count ->
        [one] { $count } influence card
       *[other] { $count } influence cards
    }
    [donation] { $count ->
        [one] { $count } donation
       *[other] { $count } donations
    }
    [bribe] { $count ->
        [one] { $count } bribe
       *[other] { $count } bribes
    }
    [assassin] { $count ->
        [one] { $count } assassin
       *[other] { $count } assassins
    }
    [intelligence] { $count ->
        [one] { $count } intelligence card
       *[other] { $count } intelligence cards
    }
   *[event] { $count ->
        [one] { $count } event
       *[other] { $count } events
    }
}

## Finding a card by what a player types (/card)
find-card-empty = Name a card, by its name or its number (e.g. Press, or #26).
find-card-no-number = There is no card #{ $number }: the cards are numbered #0 to #{ $last }.
find-card-several = Several cards fit { $typed } ({ $names }): pick one from the list.
find-card-none = There is no card { $typed }: pick one from the list, or give its number (e.g. #26).
card-choice-in-hand = #{ $card } { $title } (in your hand)
card-choice-number = #{ $card } { $title }
card-choice-title = { $title } ({ $numbers })
