# The political cards as they are played (rules/junta/cardplay.py; issue 23: events are data).

event-lapsed-card-gone = You no longer hold { $card }; it was not played.
event-influence-played = { $player } puts { $card } influence in play ({ $votes ->
    [one] 1 vote
   *[other] { $votes } votes
}).
event-no-effect = { $form ->
    [bank-closed] Your { $card } has no effect: the Bank is closed already. It counts as discarded; nobody else is told.
    [no-banking] Your { $card } has no effect: no banking is left this round. It counts as discarded; nobody else is told.
    [no-farm-labor] { $card }: there is no Farm & Labor Secretary; nothing happens.
   *[nothing] { $card }: nothing happens.
}
event-donation = { $form ->
    [empty] The money deck is empty: the donation brings nothing.
   *[bill] A Secret Political Donation brings you { $value } MP.
}
event-card-played = { $form ->
    [donation] { $player } received a Secret Political Donation.
   *[played] { $player } played { $card }.
}
event-church-desecrated = Church influence casts no votes until the end of the turn.
event-spy-report = Your spy in Switzerland reports: { $target } has { $swiss } MP in the Swiss account.
event-bank-holiday = Bank Holiday: the Bank is closed for the rest of the turn.
event-farmers-strike = Farmers' Strike: the Farm & Labor Secretary draws no bills this turn.
event-authority-disputed = The President's authority is disputed: last turn's appointments stand; only vacant offices are filled.
event-coup-excuse-card = { $card }: there is a coup excuse.
event-intelligence = { $form ->
    [draw] { $bills_count ->
        [0] Intelligence: the President has drawn no bills this turn.
       *[other] Intelligence: the President drew { $bills_sum } this turn.
    }
    [cash] Intelligence: { $target } carries { $pocket_bills_sum } in cash.
   *[hand] Intelligence: { $target } holds { $held_cards_count ->
        [0] no cards
       *[other] { $held_cards }
    }.
}
