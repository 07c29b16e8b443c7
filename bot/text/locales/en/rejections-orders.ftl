# Refusals of appointments, budgets and the game's setup (rules/junta/appointments.py, budget.py, engine.py,
# variants.py): the message reject-<code>, its variables the rejection's fields (bot/games/junta/text/news.py).
# Codes other parts use too (no_such_player, not_eligible, bad_amount, ...) are in rejections-shared.ftl.

## Appointing the cabinet (RULES 4.2)
reject-not-appointable = The { $office } is not an office the President appoints.
reject-office-twice = The { $office } is appointed twice.
reject-no-brother-in-law = In this game your Brother-in-Law gets no office at appointment: give the { $office } to a player (he only runs the office of a dead or exiled holder).
reject-president-second-office = You may not take the { $office } yourself; only your Brother-in-Law may hold an office for you.
reject-brother-in-law-twice = Your Brother-in-Law may hold only one office.
reject-too-many-offices = { $player } would hold { $count } offices; at most 2.
reject-two-generals = { $player } would hold two General offices; at most one.
reject-player-without-office = { $player } has no office: every living player in the country needs one.
reject-needless-vacancy = { $offices } { $offices_count ->
    [one] is
   *[other] are
} left vacant, but could be filled (two offices per player, never two Generals, and one for your Brother-in-Law). Offices stay vacant only when nobody can take them.
reject-no-appointments = Name at least one office and its holder.

## The budget proposal (RULES 4.3): bills are given as '3 + 2 + 1' ($<name>_sum) and their total
reject-add-not-payable = Your cash ({ $cash_count ->
    [0] no bills
   *[other] { $cash_sum } = { $cash_total } MP
}) cannot make exactly { $amount } MP{ $amounts_either_count ->
    [0] .
   *[other] ; you could add { $amounts_either } MP.
}
reject-bad-recipient = { $form ->
    [no-player] There is no player #{ $number }.
   *[status] { $player } is { $status ->
        [dead] dead
       *[exiled] exiled
    } and cannot receive budget money.
}
reject-recipient-twice = { $player } appears twice in the budget.
reject-budget-too-big = The budget gives { $amount } MP, but the pool{ $added ->
    [yes] {" "}and the cash you add hold
   *[no] {" "}holds
} only { $pool_total } MP ({ $pool_count ->
    [0] no bills
   *[other] { $pool_sum } = { $pool_total } MP
}).
reject-bills-for-nobody = You name bills for { $form ->
    [number] player #{ $number }
   *[player] { $player }
}, who has no allocation.
reject-bad-denomination = Bills are worth 1, 2 or 3 MP.
reject-bills-do-not-add-up = The bills you name for { $player } add up to { $named } MP, not { $amount } MP.
reject-bills-not-in-pool = There are not enough { $value } MP bills for the bills you name ({ $pool_count ->
    [0] no bills
   *[other] { $pool_sum } = { $pool_total } MP
} in all).
reject-budget-unpayable = These totals cannot be paid with the bills { $pool_count ->
    [0] no bills
   *[other] { $pool_sum } = { $pool_total } MP
} (no change is given). Nearest payable totals: { $nearest_shares }.

## Setting up a game (rules/junta/engine.py new_game, variants.py)
reject-no-such-variant = There is no rules variant '{ $typed }'; try { $known_either }.
reject-player-count = A { $variant } game needs { $next ->
    [yes] { $low } or { $high }
   *[no] { $low } to { $high }
} players; there are { $count }.{ $fitting_variants_count ->
    [0] {""}
   *[other] {" "}With { $count } players, play { $fitting_variants }.
}
# how a game of a variant is chosen, in a player count refusal: $how "command" (the moderator's command), else the
# config name
variant-how = { $how ->
    [command] /junta create variant:{ $name }
   *[variant] variant { $name }
}
reject-short-game = { $form ->
    [short-game] The shorter game is one of off, every_round, coup_rounds, not '{ $typed }'.
    [ballots] A vote has 1 or 2 ballots.
   *[classic-only] The shorter game, the ballots and round 1's draw are options of the classic rules.
}
reject-bad-option = { $form ->
    [intelligence] { $card } looks at a player's hand, a player's cash, or the draw.
    [short-game] The shorter game is one of off, every_round, coup_rounds, not '{ $typed }'.
    [ballots] A vote has 1 or 2 ballots.
   *[classic-only] The shorter game, the ballots and round 1's draw are options of the classic rules.
}
reject-family-names = Every family needs a name, and no two families may share one.
reject-first-president = Only a two-player Mini-Junta names its first President at the start.

## 'If I am elected, appoint ...' (VARIANTS 2.3.4)
reject-no-conditional-cabinet = { $form ->
    [no-reassignment] In this game a President elected in mid-round does not reassign the offices at once.
    [no-election] There is no election now.
   *[cabinet-follows] The President elected now appoints his cabinet in the Cabinet phase that follows this election.
}

## /junta create with more computer families than the variant takes ($variant its short name, $players its count)
created-too-many-computers = { $variant } takes { $players }, not { $count } computer families.
