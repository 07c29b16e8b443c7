# Refusal codes several parts of the engine use (rules/junta/validate*.py, appointments.py, budget.py, actions.py, ...):
# one message per code, each part's sentences as variants that `$form` selects (the rejection's `form` field), and a
# default variant for a refusal that names none. Add your part's sentences here as variants, in both languages.

## rules/junta/validate.py's forms use underscores, validate_coup.py's, appointments.py's and budget.py's dashes
reject-no-such-player = { $form ->
    [short] There is no player #{ $number }.
   *[game] There is no player #{ $number } in this game.
}
reject-no-such-zone = There is no zone { $number } on the map (zones 1-{ $last }).
reject-dead = { $form ->
    [target] { $target } is dead already.
   *[self] You are dead until the next turn begins: you cannot give orders now.
}
reject-exiled = { $form ->
    [trade] You are in exile: you may keep, discard, give and receive cards, not play them.
    [target] { $target } is in exile: no assassin reaches him there.
    [execute] Exiles cannot be executed.
   *[self] You are in exile: you may not vote, play cards, trade or act until you return from exile.
}
reject-wrong-phase = { $form ->
    [nominate] Nominations are made in the nomination phase{ $two_ballots ->
        [yes] , or in ballot 1 of an election.
       *[no] .
    }
    [decline] Nominations are declined in the nomination phase.
    [mini_appoint] In Mini-Junta nothing is appointed: the President names the opposition's brigade (and, with three players, the Minister) instead (VARIANTS 10.3).
    [resign_election] You cannot resign during a presidential election.
    [resign_coup] The President cannot resign during a coup.
    [police-response] The Police Response is made in Coup Phase 1 only.
    [declare-aftermath] Declarations are made in the Coup Aftermath, once Coup Phase 6 has resolved: you declare Pro-Junta or Pro-President seeing the city as the fighting left it.
    [declare] The Pro-Junta / Pro-President vote is given in Coup Phase 6.
    [firing-squad] The firing squad follows a coup the President won.
    [junta] The Junta votes after a coup the Rebels won.
    [execute] 'If I am elected, execute X' is given after a coup the Rebels won.
   *[order] { $order } is not an order of this phase ({ $phase }).
}
reject-bad-side = { $form ->
    [budget] A source is cast yes or no on the budget.
    [concede] Concede to 'president' (the President wins) or 'junta' (the Rebels win).
   *[declare] Vote 'junta' (Pro-Junta) or 'president' (Pro-President).
}
reject-not-president = { $form ->
    [budget] Only the President proposes the budget.
    [resign] Only the President can resign.
    [brother_in_law] Only the President chooses for his Brother-in-Law.
    [brigade] Only the President names the opposition's brigade.
    [minister] Only the President names the Minister.
    [firing-squad] Only the President sends Rebels to the firing squad.
   *[appoint] Only the President appoints the cabinet.
}
reject-not-your-office = { $form ->
    [new_weapons] Only the Minister of War assigns New Weapons.
    [seize] Only the Minister of Internal Security may seize the Chamber.
    [airstrike] Only the Air Force Commander calls Airstrikes.
    [gunboat] Only the Admiral commands the Gunboat.
    [intervention-airstrike] Only the Foreign Minister calls the intervention's Air Strikes.
    [police-response] Only the Minister of Internal Security makes the Police Response.
    [intervention] Only the Foreign Minister chooses the intervention forces.
   *[act_for] You do not act for the { $office }.
}
reject-bad-count = { $form ->
    [bribe] Say how many units you try to bribe (1 MP each).
    [units] Unit counts are 0 (all) or more.
   *[bills] Draw between 1 and { $most } bills.
}
reject-not-in-hand = { $form ->
    [discard] You can only discard cards you hold or influence you have in play.
    [assassin] You do not hold that assassin.
    [bribe] Name a { $card } card from your hand.
   *[card] You do not hold that card.
}
reject-not-eligible = { $form ->
    [minister] The Minister is one of the other two real players: { $players }.
    [command] { $player } cannot take command now.
    [junta] The Junta elects a living{ $real ->
        [real] {" "}real
       *[any] {""}
    } player who is not in exile.
    [junta-tie] { $player } cannot be elected: the Junta elects a living{ $real ->
        [real] {" "}real
       *[any] {""}
    } player who is not in exile.
    [office] { $player } is { $status ->
        [dead] dead
       *[exiled] exiled
    } and cannot hold an office.
   *[president] The President is one of the real players: { $players }.
}
reject-president-exile = { $form ->
    [embassy] The President cannot flee into exile through an embassy.
   *[go] The President cannot go into exile (he may resign first).
}
reject-self = { $form ->
    [bombard] You cannot bombard your own units.
    [fire] You cannot fire at your own units.
    [transfer] You already command them.
    [execute] You cannot order your own execution.
   *[assassin] You cannot send an assassin at yourself.
}
reject-cannot-pay = { $form ->
    [bribe] { $card } costs { $cost } MP; you carry less.
    [bribe-units] Bribing { $count } units costs { $count } MP; you have { $cash } MP.
   *[assassin] The { $card } costs { $cost } MP and your cash is { $cash } MP.
}
reject-bad-amount = { $form ->
    [add-negative] You cannot add a negative amount of cash.
    [budget-negative] Budget amounts are whole MP, zero or more.
   *[banking] Deposit or withdraw a whole number of MP (or everything).
}
