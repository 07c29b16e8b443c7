# What players type (bot/games/junta/parsers.py): what a refusal says the player should type instead.

parse-condition-help = a condition reads like 'if Garcia is dead', 'if Garcia is alive', 'if Garcia is at the bank', 'if Coup Excuse was played', 'if the budget passed', 'if the budget failed by 3 or less', 'if Garcia banked' or 'if there is a coup excuse'.
parse-condition-unreadable = the condition { $condition } cannot be read: { $why }

# What a typed list or number is, as a refusal names it ($what: the parser's key).
parse-what = { $what ->
    [families] families
    [cards] cards
    [offices] offices
    [zones] zones
    [unit-kinds] unit kinds
    [forces] forces
    [amounts] amounts
    [vote-sources] vote sources
    [card-number] a card number
    [zone] a zone
    [unit-count] a count of units
    [amount] an amount of MP
    [margin] a margin of votes
   *[other] items
}
parse-what-start = { $what ->
    [card-number] A card number
    [zone] A zone
    [unit-count] A count of units
    [amount] An amount of MP
    [margin] A margin of votes
   *[other] It
}
parse-list-too-long = That is a list of { $count } { $things }: name at most { $most }.
parse-not-a-number = { $typed } is not a number: write { $thing } with the digits 0 to 9.
parse-too-large = { $typed } is too large for { $thing }: it is at most { $most }.
parse-too-small = { $thing } is at least { $least }, not { $value }.
parse-no-family = There is no family { $typed } in this game: the families are { $families }.
parse-no-card-in-hand = You have no card { $typed } in your hand: pick one from the list.
parse-no-office = There is no office { $typed }: pick one from the list.
parse-not-a-unit-kind = { $typed } is not a unit kind: e.g. soldier, tank, marine, police.
parse-not-units = { $typed } is not a unit kind and count, e.g. 'soldier 2, tank 1'.
parse-not-a-force = { $typed } is not an intervention force: choose among { $forces }.
parse-not-a-choice = { $typed } is not one of the choices: { $choices }.
parse-not-an-amount = { $typed } should be a family and an amount, e.g. 'Garcia 4'.{ $commas ->
    [yes] {" "}Separate the families with commas: 'Garcia 4, Lopez 2'.
   *[no] {""}
}
parse-use-commas = { $why } Separate the families with commas: 'Garcia 4, Lopez 2'.
parse-not-a-source-and-side = { $typed } should be a vote source and yes, no or abstain, e.g. 'Minister no'.
parse-no-source = you have no vote source { $typed }; yours are: { $count ->
    [0] none
   *[other] { $sources }
}.
parse-budget-side = { $typed }: a source is cast yes or no on the budget (leave it uncast to abstain).
parse-no-such-game = You have no seat in that game: pick one of yours from the list.
parse-condition-no-family = there is no family { $typed } in this game (the families are { $families }).
parse-condition-no-card = there is no card { $typed }.
parse-condition-too-long = it is longer than any condition: { $help }
parse-condition-location = a location is home, hq, the bank, the club or his mistress.
