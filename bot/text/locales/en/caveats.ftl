# What an accepted order still depends on (rules/junta/submission.py's caveats, rules/junta/lapses.py's lapses):
# the message caveat-<code>, read after the order's echo and on the Done summary; its variables the caveat's fields
# (bot/games/junta/text/news.py). Also the refusal of a second nobody nominated (reject-not-nominated).

reject-not-nominated = Nobody has nominated { $candidate }: a second supports a standing nomination{ $nominated_players_count ->
    [0] {" "}(there is none yet)
   *[other] {" "}({ $nominated_players })
}. To put { $candidate } forward, nominate him.

## Banking (RULES 4.5)
caveat-bank-location = { $form ->
    [no-location] You have not chosen a location yet: this banking counts only if you spend the turn at the Bank.
    [going] You are going { $location_to }: this banking counts only if you are at the Bank.
    [lapses-at] Your banking order counts only at the Bank: { $location_at } it lapses.
   *[exile] Your banking order lapses: an exile banks nowhere.
}
caveat-bank-lunch = { $form ->
    [after-coup] The Bank is closed for lunch: nobody banks this turn unless a coup begins, and then only in its aftermath.
   *[no-coup] The Bank is closed for lunch: it reopens, and banking there happens, only if no coup begins this turn; if one does, bank in the coup's aftermath.
}
caveat-bank-closed = The Bank is closed for the rest of the turn: you may spend the turn there, but nobody banks.
caveat-deposit-more-than-cash = You deposit { $best } MP, not { $amount }: { $form ->
    [carry] you carry { $cash } MP
   *[bills] your bills ({ $values }) cannot make exactly { $amount } MP
} (the Bank gives no change), unless you receive more before the Bank opens.
caveat-withdraw-more-than-account = You withdraw { $best } MP, not { $amount }: your Swiss account holds { $account } MP{ $deposit ->
    [yes] {" "}before this deposit.
   *[no] .
}

## The coup
caveat-no-target-there = { $form ->
    [fire] { $player } has no units in zone { $zone_id } now: this fire happens only if some are there after movement.
   *[bombard] { $player } has no units in zone { $zone_id } now: the bombardment hits only if some are there when it falls.
}
caveat-needs-excuse-or-hq = Rebel-only action happens only with a coup excuse or from HQ{ $joins ->
    [yes] , or if somebody with an excuse or at HQ starts a coup (you then join it)
   *[no] {""}
}: there is no excuse yet (a kill or a coup-excuse card this phase would give one) and { $form ->
    [going] you are going { $location_to }
   *[no-location] you have not chosen a location yet
}.

## Orders that will not be carried out as things stand (rules/junta/lapses.py)
caveat-no-effect = It will have no effect: { $form ->
    [bank-closed] the Bank is closed already
   *[no-banking] no banking is left this round
}. The card counts as discarded; nobody else is told.
caveat-stack-move = It is { $form ->
    [straw] { $player }'s
   *[own] your
} { $number }{ $number ->
    [1] st
    [2] nd
    [3] rd
   *[other] th
} stack move this phase and { $form ->
    [straw] a straw man has
   *[own] you have
} { $allowed }{ $flight ->
    [yes] {" "}(the Helicopter's flight is its owner's stack move)
   *[no] {""}
}: it will not be carried out.

## A move of units not his yet (Bribe the Brigade)
caveat-bribed-units-only = You command no units in zone { $zone_id } yet: this move takes only the units your { $card } wins there, played this phase with /coupcard (each unit on a roll of 4-6).
