# The engine's events of the phases (rules/junta/phases/*, ballots.py, context.py): event-<code>, rendered by
# bot/games/junta/text/news.py from the event's fields (each field by what its name says it holds).

## Shared pieces
list-semicolon = {"; "}
money-sum = { $values } = { $total } MP
money-none = no bills

## Nomination (RULES 3.2)
event-nominated = { $second_players_count ->
    [0] { $candidate } is nominated by { $by }.
   *[other] { $candidate } is nominated by { $by }, seconded by { $second_players }.
}
event-declined = { $form ->
    [election] { $player } declines to stand: votes for him are void.
   *[other] { $player } declines the nomination.
}
event-no-nominations = No standing nomination: every player is a candidate.
event-candidates = { $form ->
    [ballot_two] Candidates in ballot 2: { $candidates }.
   *[other] Candidates for President: { $candidates }.
}

## The Minister's decision (RULES 4.4)
event-new-budget = { $player } plays New Budget: the President proposes again and the Chamber votes again.
event-chamber-seized = The Minister of Internal Security seizes the Chamber of Deputies: the budget passes at gunpoint. { $form ->
    [holiday] The Bank stays closed for the Bank Holiday.
   *[lunch] The Bank is closed for lunch until any coup has resolved.
} There is a coup excuse.
event-budget-defeated = The Minister does not seize the Chamber: the budget stays defeated, the President pockets it, and the Bank is closed for the rest of the turn.

## Rows of events (news.py: a `<name>_lines`, `_items` or `_clauses` field's rows, each `row-<name>`)
row-share = { $player }: { $amount } MP
row-grant = { $player }: { $bills_sum }
row-roll = { $player }: { $yes } yes, { $no } no, { $abstain } abstain{ $struck ->
    [yes] {" "}(struck)
   *[no] {""}
}
row-seat = { $office }: { $form ->
    [brother_in_law] the President's Brother-in-Law
    [vacant] vacant (frozen)
   *[held] { $holder }
}
row-change = { $form ->
    [vacant] the { $office } stays vacant: nobody may take it
   *[goes] the { $office } goes to { $new_is_bil ->
        [yes] the President's Brother-in-Law
       *[no] { $new_seat }
    } ({ $chosen ->
        [president] the President's choice
       *[lot] chosen by lot
    }): { $why ->
        [was_vacant] it was vacant
        [now_president] { $old_seat }, who held it, is now President
        [dead] { $old_seat }, who held it, is dead
        [abroad] { $old_seat }, who held it, is abroad
        [no_office] { $new_seat } held no office, and every player in the country holds at least one (RULES 4.1)
       *[cannot_keep] { $old_is_bil ->
            [yes] the President's Brother-in-Law
           *[no] { $old_seat }
        } could not keep it with the offices he keeps
    }
}
row-tally = { $player } { $votes }
row-declared = { $player } { $form ->
    [junta] Pro-Junta
   *[president] Pro-President
}
row-point = { $zone } ({ $number }): { $form ->
    [pro_junta] Pro-Junta
   *[other] Pro-President
}{ $owner_players_count ->
    [0] , empty
   *[other] , held by { $owner_players }
}
row-total = { $votes ->
    [one] 1 vote
   *[other] { $votes } votes
} { $form ->
    [yes] yes
    [no] no
   *[for] for { $for_player }
}
row-ballot = { $player }: { $cast_clauses }
row-cast = { $votes ->
    [one] 1 vote
   *[other] { $votes } votes
} { $form ->
    [yes] yes
    [no] no
   *[for] for { $for_player }
} ({ $source_items })
row-source = { $source_name }

## Election (RULES 3.3; classic VARIANTS 4.2, 4.4)
event-first-ballot = { $form ->
    [budget] The budget vote
   *[election] { $round ->
        [0] The election
       *[other] Re-vote { $round }
    }
}, ballot 1 of 2: { $total_items_count ->
    [0] nobody cast a vote yet.
   *[other] { $total_items } so far.
}{ $ballot_lines_count ->
    [0] {""}
   *[other] {"\u000A"}{ $ballot_lines }
}
    Ballot 2 completes the vote: every source not yet cast may vote now.
event-reappointed = President { $president } reassigns the offices at once:
    { $seat_lines }
event-no-election = Nobody can stand for President: the office stays vacant.
event-election-tally = { $round ->
    [0] The election
   *[other] Re-vote { $round }
}: { $tally_items }.
event-election-tie = A tie: a re-vote among { $candidates }.
event-election-lot = { $round ->
    [0] The vote
    [1] The first re-vote
    [2] The second re-vote
    [3] The third re-vote
   *[other] Re-vote { $round }
} still ties: lot chooses { $winner }.
event-president-elected = { $president } is elected President.
event-pocket-passed = The former President's pocket ({ $amount } MP) passes to { $receiver }.

## Draw budget (RULES 4.2; classic VARIANTS 5.2)
event-new-weapons = { $form ->
    [office] New Weapons go to the { $office }.
   *[nobody] Nobody receives New Weapons this turn.
}
event-budget-undrawable = { $form ->
    [president] The President comes to draw the aid money, but fewer than { $wanted } bills are left.
   *[ministers] The ministers ask for { $wanted } bills in all, but the money deck cannot give them: the draw is void.
}
event-budget-drawn = { $form ->
    [president] The President draws { $president_count ->
        [one] 1 bill
       *[other] { $president_count } bills
    } of aid money.
   *[ministers] The Foreign Minister drew { $foreign_minister ->
        [one] 1 bill
       *[other] { $foreign_minister } bills
    }, the Farm & Labor Secretary { $farm_labor }, the President { $president_count }.
}
event-bills-drawn = As { $office } you drew { $bills_sum } for the budget.
event-budget-pool = Your budget pool: { $bills_sum } (you drew { $drawn_bills_sum }).

## Budget proposal and vote (RULES 4.3, 4.4)
event-lapsed-budget = Your budget could not be recorded: { $why }
event-default-budget = The President proposed no budget: the pool is shared equally among the other players.
event-budget-proposed = { $president } proposes the budget:
    { $share_lines }
event-budget-detail = Your budget in bills: { $grant_clauses_count ->
    [0] nobody gets anything
   *[other] { $grant_clauses }
}. You pocket { $skim_bills_sum }.
event-factions-kept = A New Budget rolls nothing new: the straw men stay in their factions.
event-budget-paid = The budget pays you { $bills_sum }.
event-miscount = { $player } plays { $card }: { $target }'s votes are struck. Recount: { $yes } yes, { $no } no.
event-revote = { $player } plays { $card } ({ $yes } yes, { $no } no): the Chamber votes again.
event-budget-vote = The budget { $passed ->
    [yes] passes
   *[no] fails
}: { $yes } yes, { $no } no.
    { $roll_lines }
event-coup-excuse = { $form ->
    [budget] The budget failed: there is a coup excuse.
   *[other] There is a coup excuse.
}

## Cabinet (RULES 4.1)
event-hand-limit = Over the hand limit of { $limit }: you discard { $cards } (newest drawn first).
event-new-head = The { $player } family is now led by { $head }.
event-default-cabinet = The President gave no appointments: last turn's holders stay where they may, lot fills the rest.
event-cabinet = The cabinet:
    { $seat_lines }
event-authority-disputed-changes = Last turn's appointments stand, except: { $change_clauses }.
event-deck-reshuffled = The discards were shuffled into a new political deck.

## Coup and aftermath (RULES 4.6, 4.7)
event-lapsed-no-embassy = During a coup you return through an embassy: name one.
event-returned = { $form ->
    [embassy] { $player } returns from exile through the embassy in zone { $embassy }.
   *[other] { $player } returns from exile.
}
event-no-safe-passage = Nobody granted you safe passage through the embassy in zone { $embassy }: you come back at the Minister's mercy.
event-lapsed-embassy-not-held = Nobody held the embassy in zone { $embassy } for you: you stay in exile.
event-coup-conceded = { $result ->
    [junta] Every player concedes the coup to the Rebels: it ends after Coup Phase { $coup_round }, and the Rebels win.
   *[other] Every player concedes the coup to the President: it ends after Coup Phase { $coup_round }, and the President wins.
}
event-coup-fought = Coup Phase 6 is over: the fighting has ended. In the aftermath every family declares Pro-Junta or Pro-President (the President is always Pro-President), seeing the city as it stands; the declarations decide who holds the control points, and so who wins.
event-coup-vote = The vote: { $declared_items_count ->
    [0] nobody voted
   *[other] { $declared_items }
}. Control points: { $point_clauses }. Pro-Junta: { $junta } of { $points }. { $result ->
    [junta] The Rebels win the coup: the Junta elects a President.
   *[other] The President stays in power.
}
event-mercy = The President sends nobody to the firing squad.
event-bank-reopens = The Bank reopens after lunch.
event-coup-over = The coup is over: every unit leaves the streets.
event-no-president = { $form ->
    [junta] Nobody is left to be President.
   *[other] No real player can take the presidency: it stays vacant.
}
event-junta-vote = The Junta votes: { $tally_items_count ->
    [0] no votes
   *[other] { $tally_items }
}. { $president } is the new President.

## Locations, assassinations, banking, rebel-only action (RULES 4.5)
assassin-name = { $kind ->
    [secret_police] Secret Police
    [professional_assassin] Professional Assassin
    [amateur_assassin] Amateur Assassin
    [monarchist_assassin] Monarchist Assassin
    [character_assassin] Character Assassin
    [burglar] Burglar
   *[bank_robber] Bank Robber
}
assassin-a = { $kind ->
    [secret_police] the Secret Police
    [amateur_assassin] an Amateur Assassin
   *[other] a { assassin-name }
}
assassin-a-cap = { $kind ->
    [secret_police] The Secret Police
    [amateur_assassin] An Amateur Assassin
   *[other] A { assassin-name }
}
event-location = { $form ->
    [lot] You gave no location; lot sends you { $location_to }.
   *[chosen] You spend the phase { $location_at }.
}
event-lapsed-assassin-condition = Your assassination order's condition did not hold: nobody was sent.
event-lapsed-assassin-gone = You no longer hold { $card }: nobody was sent.
event-lapsed-assassin-unpaid = You could not pay { $cost } MP for the { $card }: nobody was sent.
event-bribe-failed = You could not pay to bribe the assassin sent at you.
event-bribed = { $form ->
    [sender] Your { assassin-name } was bribed and did nothing.
   *[target] { assassin-a-cap } was sent after you: your Bribe the Assassin stopped it{ $cost ->
        [0] {""}
       *[other] {" "}(you paid { $cost } MP)
    }.
}
event-attempt-on = An attempt on { $target } by { assassin-a } failed.
event-attempt-on-you = { assassin-a-cap } was sent after you: it failed{ $die ->
    [0] {""}
   *[other] {" "}(the die showed { $die })
}.
event-attempt-failed = { $form ->
    [dead] Your { assassin-name } found { $target } already dead.
    [abroad] Your { assassin-name } found { $target } out of the country.
   *[failed] Your { assassin-name } failed against { $target }{ $die ->
        [0] {""}
       *[other] {" "}(the die showed { $die })
    }.
}
event-attempt-succeeded = Your { assassin-name } killed { $target }.
event-character-assassinated = A scandal ruins { $target }: all influence in play is discarded.
event-loot = { $form ->
    [character_assassin] { $victim } pays you { $amount } MP to keep quiet.
    [burglar] Your Burglar brings back { $bills_sum }.
    [bank_robber] Your Bank Robber brings back { $bills_sum }.
   *[other] You take { $amount } MP from { $victim }.
}
event-robbed = { $form ->
    [character_assassin] A Character Assassin ruined you: your influence in play is discarded ({ $cards_count ->
        [0] none
       *[other] { $cards }
    }) and you paid { $bills_sum } to keep it quiet.
    [burglar] A burglar took { $bills_sum } of your cash.
   *[bank_robber] A bank robber took { $bills_sum } from your Swiss account.
}
event-burgled = { $target } has been burgled.
event-bank-robbed = { $target }'s Swiss account has been robbed.
event-lapsed-not-at-bank = You were not at the Bank: no banking.
event-banked = { $form ->
    [straw] { $straw_player } deposits { $deposited } MP into your Swiss account, which holds { $swiss } MP.
   *[own] At the Bank you deposit { $deposited } MP and withdraw { $withdrawn } MP; your Swiss account holds { $swiss } MP.
}
event-no-coup-excuse = There is no coup excuse.
event-lapsed-no-excuse = With no coup excuse and not at HQ, your rebel-only action could not happen.
event-lapsed-no-coup = Nobody with a coup excuse or at HQ started a coup, so your rebel-only action could not happen.
row-rebel = { $player }{ $form ->
    [hq] {" "}(at Headquarters)
    [card] {" "}(with a coup-excuse card)
    [joining] {" "}(joining the coup)
   *[excuse] {""}
}
event-rebellion = Rebel-only action by { $rebel_list }. First Rebel: { $first_player }. The coup begins.
event-bank-stays-closed = No coup: the Bank stays closed for lunch, and nobody banks this turn.
row-force = { $form ->
    [airstrikes] { $count } { $count ->
        [one] Air Strike
       *[other] Air Strikes
    }
   *[units] { $unit_count } { $unit }
}
event-intervention = The foreign powers' die shows { $die }: { $force_list_count ->
    [0] no foreign intervention.
   *[other] the Foreign Minister commands { $force_list }.
}
