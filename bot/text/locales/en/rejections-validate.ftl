# Why an order is refused (rules/junta/validate.py): `reject-<code>`, with the rejection's fields as variables
# (bot/games/junta/text/news.py says how each field renders). Where one code has several sentences, `$form` picks
# one; the codes other files refuse with too are in rejections-shared.ftl. Command names ('/vote cast') are
# Discord's and stay as they are.

## Every order (validate.validate)
reject-game-over = { $form ->
   *[orders] The game is over: no more orders.
}
reject-president-rebel = The President cannot take rebel-only action.
reject-president-prelude = The President gives no orders in the rebel-only step{ $straw ->
    [yes] {" "}(nor for his straw men)
   *[no] {""}
}: standing coup orders (losses, retreats) are given once the coup has begun.
reject-no-conditions = { $form ->
    [coup] Coup orders are conditional only in the rebel-only action.
   *[kind] { $order } cannot be conditional.
}
reject-condition-resolves-later = { $order } cannot wait on { $stage ->
    [past] an earlier phase
    [cards] card plays
    [locations] locations and assassinations
    [banking] banking
    [excuse] the coup excuse
   *[rebel] rebel-only action
}: that resolves at the same time or later (the order is: card plays, locations and assassinations, banking, the coup excuse, rebel-only action).

## Votes (VARIANTS 4.2: sources, ballots)
reject-already-cast = Your { $source } was already cast in ballot 1, { $form ->
    [candidate] for { $candidate }
   *[side] voting { $vote }
}{ $spent ->
    [yes] : it is spent.
   *[no] .
}{ $again ->
    [yes] {" "}A vote once cast cannot be changed.
   *[no] {""}
}
vote-source-cast = { $source } { $form ->
    [candidate] for { $candidate }
   *[side] { $vote }
}
reject-no-such-vote = That is not a vote source of yours{ $form ->
    [left] { $sources_count ->
        [0] : you have none.
       *[other] ; yours left to cast: { $sources }.
    }
   *[all] ; yours are: { $sources }.
}
reject-card-twice = A vote card can be used once per ballot.
reject-not-your-vote-card = You can only use Vote cards from your hand.
reject-nothing-left = You have nothing left to cast in this vote: ballot 1 cast all your votes ({ $casts }).
reject-no-election = There is no election now.
reject-not-a-candidate = { $form ->
    [stand] That player cannot stand in this election. Eligible: { $candidates }.
    [if_elected] Only a candidate names whom he would appoint if elected. The candidates are: { $candidates }.
   *[vote] That player is not a candidate. The candidates are: { $candidates }.
}
reject-no-cards-yet = The first election is one vote per player: no cards.
reject-whole-votes = In this game a player's votes are cast together: vote with your whole ballot.

## A new head, the cabinet, the budget
reject-not-returning = Only a family back from death this turn names a new head (when its cabinet is formed).
reject-empty-name = Give your new head a name.
reject-name-too-long = A name is at most { $most } characters; this one has { $length }.
reject-bad-new-weapons = New Weapons go to a General, the Admiral, the Air Force Commander, or nobody.
reject-bad-office = { $form ->
    [brother_in_law] Your Brother-in-Law cannot take the Presidency.
   *[draw] Only the Foreign Minister and the Farm & Labor Secretary choose their bills.
}

## Cards
reject-use-in-vote = { $card } is used inside your budget vote, not played on its own.
reject-use-assassinate = Send the { $card } with an assassination order.
reject-coup-card = { $card } is a coup card: play it with the coup-card order.
reject-wrong-time = { $form ->
    [first_turn] { $card } can be played only once the first turn has begun.
   *[phases] { $card } can be played only in: { $phases }.
}
reject-needs-target = { $form ->
    [intelligence] Name the player whose hand or cash { $card } looks at.
    [spy] Name the player whose Swiss account your spy looks into.
   *[miscount] Name the player whose votes { $card } strikes.
}
reject-nothing = { $form ->
    [banking] Say how much to deposit or withdraw.
   *[discard] Name at least one card to discard.
}
reject-no-discard-now = Nobody may discard during the { $during ->
    [locations] locations, assassinations, banking and rebel-only action
    [aftermath] coup aftermath
   *[other] { $phase }
} phase (001 §5.3); discard later.
reject-not-a-vote-event = Only { $cards } are played this way.
reject-bad-trigger = { $form ->
    [within] 'Within N votes' needs N of 0 or more.
   *[result] Say whether the card fires if the budget passes, fails, or either way.
}
reject-no-votes = { $player } is { $form ->
    [exiled] in exile
   *[dead] dead
} and casts no votes: { $card } would strike nothing.

## Straw men (Mini-Junta, VARIANTS 10.6)
reject-straw-man = { $form ->
    [vote] { $player } is a straw man: straw men do not vote for President (VARIANTS 11.2).
    [influence] A straw man plays only influence cards, face up; { $player } keeps the rest.
    [exile] Only real players go into exile (001 §17.8).
    [bank] A straw man has no account of his own: he deposits into his leader's, never withdraws.
    [assassin] A straw man plays no assassin cards; the straw Minister sends the Secret Police.
    [discard] A straw man discards only when over the hand limit of { $limit }.
    [prelude] The President's straw men never act in the rebel-only step: he cannot rebel.
   *[order] { $player } is a straw man: his leader cannot order that for him (VARIANTS 10.6).
}
reject-not-mini = { $form ->
    [brigade] Only in Mini-Junta does the President name the opposition's brigade.
    [minister] Only in Mini-Junta for three does the President name the Minister.
   *[president] Only in Mini-Junta does a faction's leader choose the next President.
}
reject-not-a-brigade = Name one of the three Army Brigades (1st, 2nd or 3rd General).

## Locations, assassinations, banking, exile
reject-own-straw-man = { $target } is a straw man of your own faction: you may not send an assassin against him (001 §17.6).
reject-own-faction = { $target } leads { $player }'s faction: his Secret Police do not go after their own leader.
reject-not-minister = { $form ->
    [execute] Only the Minister of Internal Security keeps the list of exiles to execute.
   *[police] Only the Minister of Internal Security commands the Secret Police.
}
reject-needs-location = { $form ->
    [card] Say where the { $card } should strike.
   *[police] Say where the Secret Police should strike.
}
reject-secret-police-bank = The Secret Police went to the Bank last turn: they may not go there two turns running.
reject-not-an-assassin = { $card } is not an assassin.
reject-mistress-only = The { $card } works only at the Mistress.
reject-bank-closed = The Bank is closed for the rest of the turn.
reject-no-banking-now = The Bank was open this turn: banking happened in the locations phase. In a coup's aftermath only a Bank closed for lunch reopens.
reject-not-at-bank = Only the players at the Bank bank now: you spent the turn { $form ->
    [nowhere] nowhere (you came back from exile)
   *[at] { $location_at }
}.
reject-bank-lunch = The Bank is closed for lunch: nobody banks in this phase. If a coup begins, the players at the Bank bank in its aftermath (VARIANTS 5.5.3).
reject-not-exiled = You are not in exile.
reject-no-return-bribe = In this game no card protects a returning exile.

## The order kinds' titles, as a refusal names them (rules/junta/orders.py: each kind's KIND)
order-title-nominate = A nomination
order-title-second = Seconding a nomination
order-title-decline = Declining a nomination
order-title-election-vote = A vote for President
order-title-cast = Casting a vote source
order-title-appoint-if-elected = Appointments if elected
order-title-appoint = Appointing the cabinet
order-title-opposition-brigade = The opposition's brigade
order-title-name-minister = Naming the Minister
order-title-name-head = Naming your family's new head
order-title-play = Playing a card
order-title-discard = Discarding
order-title-new-weapons = Assigning New Weapons
order-title-draw-bills = Choosing how many bills to draw
order-title-budget = Proposing a budget
order-title-budget-vote = A budget vote
order-title-vote-card = A vote-time card
order-title-seize = Seizing the Chamber
order-title-location = Choosing a location
order-title-assassinate = An assassination
order-title-banking = Banking
order-title-rebel-action = Rebel-only action
order-title-move = A move
order-title-land = A landing
order-title-bombard = A bombardment
order-title-fire = Opening fire
order-title-transfer = A transfer of units
order-title-police-response = The Police response
order-title-coup-card = A coup card
order-title-loss-order = A loss order
order-title-retreat-permission = Retreat permissions
order-title-retreat-route = A retreat route
order-title-coup-vote = A coup vote
order-title-concede = A concession of the coup
order-title-intervention = The choice of intervention forces
order-title-firing-squad = The firing squad
order-title-junta-vote = A Junta vote
order-title-execute-if-elected = Execute if elected
order-title-safe-passage = Safe passage
order-title-resign = Resigning
order-title-return = Returning from exile
order-title-execute-on-return = The list of exiles to execute
order-title-brother-in-law = The Brother-in-Law's choice
order-title-president-choice = Your choice of a President
