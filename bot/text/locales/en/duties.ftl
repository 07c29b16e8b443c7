# What a player owes this phase and the default that applies if he gives nothing (RULES 2 and 7;
# rules/junta/duties.py, issue 23: duties are data). Each is `duty-<code>` with the duty's fields.

duty-no-election-vote = No vote for President: your votes abstain.
duty-no-opposition-brigade = No brigade named for the opposition: { $form ->
        [lot] lot gives it one.
       *[kept] it keeps last round's.
    }
duty-no-minister-named = No Minister named: { $form ->
        [lot] lot names one of the other two.
       *[kept] last round's stays.
    }
duty-no-cabinet = No cabinet appointed: last turn's holders stay where they may and lot fills the rest.
duty-over-hand-limit = You hold { $held } cards, over the hand limit of { $limit }: at the deadline the newest drawn { $over ->
        [one] is
       *[other] are
    } discarded ({ $over }).
duty-no-new-weapons = No New Weapons assigned: nobody gets them.
duty-no-bills-drawn = No number of bills chosen { $form ->
        [foreign_minister] for the Foreign Minister
       *[farm_labor] for Farm & Labor
    }: a number from 1 to 6 is drawn by lot.
duty-no-budget = No budget proposed: the pool goes in equal payable shares to the other players, the rest to your pocket, and it still goes to the vote.
duty-no-budget-vote = No vote on the budget: your votes abstain.
duty-no-seizure = No decision: the Chamber is not seized.
duty-no-location = No location chosen: lot places you at Home, the Club or your Mistress.
duty-no-unit-orders = No orders for your units: they stand still and only return fire.
duty-no-coup-vote = No side chosen in the coup vote: you abstain.
duty-no-junta-vote = { $form ->
    [if_rebels_win] No vote in the Junta: if the Rebels win, it elects the new President without you.
   *[won] No vote in the Junta: it elects the new President without you.
}
duty-no-firing-squad = { $form ->
    [if_you_win] If you win: nobody sent to the firing squad.
   *[won] Nobody sent to the firing squad.
}
duty-no-declaration = { $form ->
    [rebel] No side declared: you are counted Pro-Junta, as a Rebel.
   *[loyalist] No side declared: you are counted Pro-President, as a Loyalist.
}
duty-straw-over-hand-limit = { $straw_player }, your straw man, holds { $held } cards, over the hand limit of { $limit }: choose the { $over } { $over ->
        [one] card
       *[other] cards
    } he discards, or at the deadline his newest drawn { $over ->
        [one] is
       *[other] are
    } discarded.
