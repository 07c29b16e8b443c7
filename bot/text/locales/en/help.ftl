# /junta help and its topics (bot.games.junta.text.help). Owner: the TEXT engineer (I18N.md). Phase names are terms
# (terms.ftl); what each phase asks is phases.ftl's call-*.

## The overview
help-intro = **Junta**: greed, votes and coups in a banana republic, for { $players }. You lead a family: you hold offices, vote on the budget, hide money in Switzerland, hire assassins, and may rise against El Presidente. I am the game master: I take the orders, resolve each phase at its deadline and tell everyone what happened.
help-players = { $min } to { $max } players
help-win = **How to win:** only money in your Swiss bank account counts. The game ends when { $end }{ $uncounted }; then the most MP in Switzerland wins (equal totals share the win; dead and exiled families can win too).{ $dead } Cash in your pocket counts for nothing: take it to the Bank.
help-where = **Where:** orders are secret and go to me in our DMs, one slash command per order; /status there shows your page and what the phase asks of you, and /done says you are finished. This channel is public: /junta join, /junta status, /junta map, /speech, the budget debate and the news.
help-phases-heading = **The phases, in order** (each ends at its deadline, or early once everyone has pressed Done):
help-phase-line = - **{ $phase }**: { $call }
help-phase-line-when = - **{ $phase }** ({ $when }): { $call }
help-more = More: `/junta help topic:` { $topics }. `/card` shows any card's text.
help-straw-men = **Straw men** (Mini-Junta): the other families are straw men, who decide nothing themselves. The President leads the government faction, the other player (with three, not the Minister) the opposition. When the budget proposal resolves, each straw man's faction is rolled on the faction table, by what the President promised him and his influence; the leader of his faction then gives his orders, with the game option 'game / straw man' (his Status Page too), may /swap one card with him a round, and gets his money. A straw man never holds a phase open: without orders he takes his defaults. Nobody sends an assassin at a straw man of his own faction; only real players win.
help-no-topic = There is no help topic '{ $topic }'. The topics: { $topics }.

## When the game ends, in a variant's words
help-end-president = the President comes to draw the aid money and fewer than { $bills } bills are left
help-end-deck = the budget can no longer be drawn from the money deck
help-uncounted = {" "}(nobody may count the money deck, so nobody knows the last turn)
help-everyone-dead = {" "}If every family dies in one locations phase's assassinations, the game ends at once and everybody loses.

## The other variants (the help outside a game's channel)
help-variant = **The { $name } rules**, { $title }, for a game created with `/junta create variant:{ $name }`: { $parts }. The game ends when { $end }.{ $dead } In such a game's channel /junta help tells its rules.
help-variant-offices = { $count } offices
help-variant-offices-missing = { $count } offices (no { $missing })
help-variant-setup = { $cards } cards each at the start and no nomination day
help-variant-first-election = influence and vote cards count in the first election
help-variant-president-draws = the President draws { $bills } bills as the cabinet is formed
help-variant-deck = a deck of { $cards } cards
help-variant-uncounted = nobody may count the money deck
help-number = { $n ->
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
   *[other] { $n }
}

## Topic: the phases
help-phases = **The phases.** A phase has a deadline; orders can be changed until then and the last one counts. It resolves at the deadline, or early once every living player in the country has pressed Done. Who owes an order and gives none gets the default, and the channel is told who missed.
help-phase-default = { $line } No order: { $default }.
help-any-time = Any time: play influence and other cards (/play), give cash or cards (/give), offer trades (/trade), make speeches (/speech). An order may wait on a condition with its `if` option, e.g. 'if Garcia is dead'.
help-when-nomination = before the first turn
help-when-election = before the first turn, and whenever the Republic needs a new President
help-when-election-mini = three players only, before the first turn, the straw men not voting; with two, whoever starts the game names the first President; later the player whose faction has the most votes takes the presidency
help-when-election-cards = before the first turn, with one family vote each plus influence and vote cards; later whenever the Republic needs a new President
help-when-minister-decision = only if the budget failed
help-when-coup = only if someone took rebel-only action: six Coup Phases
help-when-aftermath = after a coup
help-default-nomination = nothing is owed (with no nomination at all, every player is a candidate)
help-default-election = no vote
help-default-cabinet = last turn's holders where still legal, the rest by lot
help-default-budget-draw = New Weapons to nobody; a random 1-6 bills
help-default-budget-proposal = the pool in equal shares to the other players
help-default-budget-vote = abstain
help-default-minister-decision = the Minister does not seize the Chamber
help-default-locations = a location by lot among Home, Club and Mistress; no assassins, no banking
help-default-coup = units stand still and only return fire; the coup vote abstains
help-default-coup-declare-later = units stand still and only return fire
help-default-coup-declare = units stand still and only return fire; nobody abstains in the coup vote: a Rebel counts Pro-Junta, anyone else Pro-President
help-default-aftermath = nobody is executed
help-default-aftermath-declare = nobody abstains in the declarations: a Rebel counts Pro-Junta, anyone else Pro-President; nobody is executed

## Topic: the offices
help-offices = **The offices** ({ $count }). The President appoints the others each turn: { $exiles ->
    [yes] every player, exiles included,
   *[no] every player
} gets at least one office, nobody more than { $most }, nobody two Generals. Each office gives votes in every budget and presidential vote, and { $moves ->
    [yes] a stack move in a coup
   *[no] nothing more in a coup
}. { $law ->
    [yes] The offices of a dead or exiled player go to the President's Brother-in-Law.
   *[no] The President's Brother-in-Law gets no office at appointment: he runs one office of a dead or exiled holder, and the others are frozen.
}
help-office = - **{ $office }** ({ $votes ->
    [one] { $votes } vote
   *[other] { $votes } votes
}): { $duty }.
help-duty-president = appoints the cabinet, proposes the budget and keeps what he does not hand out; commands the Palace Guard (4, in the Palace); cannot go into exile or take rebel-only action
help-duty-president-draws = appoints the cabinet, draws the { $bills } bills of aid money, proposes the budget and keeps what he does not hand out; commands the Palace Guard (4, in the Palace); cannot go into exile or take rebel-only action
help-duty-minister = the Police (4, one per precinct); the Secret Police kill at the right location once a turn (never at the Bank two turns running); after a failed budget decides whether to seize the Chamber
help-duty-general = { $soldiers } Soldiers{ $tanks ->
    [0] {""}
    [1] {" "}and a Tank
   *[other] {" "}and { $tanks } Tanks
} in the { $brigade ->
    [1] 1st
    [2] 2nd
   *[3] 3rd
} Brigade Barracks
help-duty-admiral = the Gunboat (on the river, its guns reach every zone but the embassies: 3 dice a phase, cannot be hit) and a Marine that lands in a river zone ({ $zones })
help-duty-air-force = 3 Airstrikes per coup (6 dice, one a phase) and a Paratrooper that drops anywhere
help-duty-minister-of-war = gives New Weapons (hits on 5-6) to one commander each turn; his Bodyguard starts where he spends the turn; two stack moves in a coup
help-duty-foreign-minister = draws 1-6 bills for the budget; rolls for foreign intervention when a coup begins
help-duty-farm-labor = draws 1-6 bills for the budget; a Labor Rioter in the Industrial Zone; counts as having both Labor Union and Peasants influence
help-duty-none = no special powers

## Topic: the coup
help-coup-start = **The coup** starts when someone takes rebel-only action in the locations phase (/rebel, or /move, /fire, /coupcard given then): it needs a coup excuse (a failed budget, a seized Chamber, a killing, a coup-excuse card) or being at HQ; never the President. Who acts becomes a **Rebel**, the others are Loyalists; firing on units where a player has a Palace Guard also makes you a Rebel.
help-coup-phases = **Six Coup Phases**, each in this order: { $after ->
    [yes] (0) bribes and transfers; (1) all moves at once; (2) incoming fire (Airstrikes, the Gunboat) on the units where they then stand; (3) combat zone by zone, then retreats
   *[no] (0) bribes and transfers; (1) incoming fire (Airstrikes, the Gunboat); (2) all moves at once; (3) combat zone by zone, then retreats
}. In Coup Phase 1 the Minister may also send Police at red units (/police).
help-coup-moves = **Stack moves:** a stack is some or all of your units in one zone, moving to a neighbouring zone. { $per ->
    [player] You have one a phase however many offices you hold, the President one more while his Brother-in-Law runs an office.
   *[office] You have one per office (the Minister of War two), at least one if you are in the country, the President one more while his Brother-in-Law holds an office.
} Landings and card placements are not moves. Orders: /move, /land, /fire, /bombard, /transfer, /coupcard.
help-coup-combat = **Combat:** only where someone has a fire order (/fire zone and target). You aim at one family's units per zone, never at single units (one target keeps orders simple). Three volleys: one die per armed unit{ $double ->
    [yes] {" "}(two per Tank and Bodyguard)
   *[no] {""}
}, { $weapons ->
    [yes] a 6 kills (5-6 with New Weapons)
   *[no] a 6 kills
}. The player with the fewest { $bombard ->
    [yes] losses (bombardment in the zone included)
   *[no] losses
} stays, the others retreat: { $empty ->
    [yes] into an adjacent empty zone (/retreatroute picks which), else only where all occupants let them in (/retreat says whom you let in), else they are destroyed
   *[no] /retreatroute names where yours go, best first, until the coup ends; /retreat says whom you let in
}; /lossorder: which of yours die first.
help-coup-points = **Control points:** { $points }. { $vote ->
    [aftermath] Once Coup Phase 6 has resolved, in the aftermath, everyone declares Pro-Junta or Pro-President (/coupvote), seeing the final map; nobody abstains: with no declaration a Rebel counts Pro-Junta, anyone else Pro-President.
    [status] In Coup Phase 6 everyone declares Pro-Junta or Pro-President (/coupvote); nobody abstains: with no declaration a Rebel counts Pro-Junta, anyone else Pro-President.
   *[vote] In Coup Phase 6 all vote Pro-Junta or Pro-President (/coupvote).
} A point is Pro-Junta only if every unit in it belongs to Pro-Junta players; { $needed } of { $total } win the coup.
help-coup-aftermath = **Aftermath:** if the President won, he may send one Rebel to the firing squad (/firingsquad). If the Rebels won, they elect a new President (/juntavote) and he executes whom he chose (/execute). Embassies ({ $embassies }): no combat; move a unit in to flee abroad.
help-zone = { $name } ({ $zone })

## Topic: money
help-money-bills = **Money** is bills of 1, 2 and 3 MP; a payment gives no change.
help-money-draw-president = **The budget:** each turn, as the cabinet is formed, the President draws { $bills } bills from the money deck; only he sees them, and they are his pool.
help-money-draw-offices = **The budget:** each turn the Foreign Minister and the Farm & Labor Secretary each draw 1-6 bills from the money deck (/draw) and the President 2; all go to the President's pool.
help-money-vote = { $draw } He proposes who gets how much (/budget); what he does not hand out he pockets. The Chamber votes (/vote budget): { $votes }, plus influence in play, plus any Vote cards you name. Passed: the money goes to the pockets. Failed: a coup excuse, and the Minister decides whether to seize the Chamber.
help-money-ballots = { $text } Every vote has two ballots: each of your vote sources (an office, an influence card, a Vote card) is cast once, in ballot 1 or in ballot 2, all that are left at once (/vote budget, /vote president) or one at a time, each for a side or candidate of its own (/vote cast).
help-office-votes = one vote per office
help-office-votes-more = one vote per office ({ $votes })
help-office-votes-item = { $votes } for { $office }
help-money-cash = **Cash and the Swiss account:** the budget pays into your pocket (cash). Cash can be stolen, spent on assassins and bribes, or taken by whoever kills you. Only the Swiss account counts at the end; it stays yours even when you die{ $robber ->
    [yes] {" "}(only a Bank Robber card can take from it)
   *[no] {""}
}.
help-money-bank = **The Bank:** in the locations phase, choose the Bank as your location (/location) and give a /bank order to deposit cash into Switzerland or withdraw it. The Bank is also a place to be killed, and { $lunch ->
    [yes] it may be closed (a failed budget, Bank Holiday); after a seized Chamber it is closed for lunch: no banking in the locations phase, and banking in the coup aftermath only if a coup happens.
   *[no] it may be closed (a failed budget, Bank Holiday).
}
help-money-end = **The end:** when { $end }, the game ends at once.{ $dead } { $shown ->
    [yes] The money deck's progress shows on your Status Page; some extra bills are hidden, so nobody knows the exact last turn.
   *[no] Nobody may count the money deck: I show no count and no progress bar.
}
help-money-gifts = **Gifts and trades:** /give cash or a card at once, or /trade: an offer the other player accepts.

## Topic: cards
help-cards-deck = **Cards.** The political deck has { $count } cards ({ $kinds }). { $draws } Your Status Page lists your hand with each card's number and effect; `/card` shows any card by name or number.
help-cards-draws-setup = You are dealt { $setup } before the first election, draw { $first } when the first turn begins, then { $each } each turn ({ $returning } when you return from death).
help-cards-draws = You draw { $first } on the first turn, then { $each } each turn ({ $returning } when you return from death).
help-cards-limit = **Hand limit { $limit }**, influence in play included. Over it, play, give or /discard cards before the cabinet phase ends; whatever is still over the limit then is discarded, newest drawn first.
help-cards-how = **How to play them:**
help-cards-play = - { $intelligence ->
    [yes] Influence, donations, intelligence and most events
   *[no] Influence, donations and most events
}: /play, in the phases the card names; influence stays in play (its votes count in every budget and presidential vote) until you die.
help-cards-vote = - Vote cards: name them in the cards option of /vote (e.g. `#11 no`){ $cast ->
    [yes] , or cast one with /vote cast
   *[no] {""}
}; each is used once.
help-cards-vote-cards = - { $cards }: /votecard in the budget vote, with a trigger (passes, fails).
help-cards-assassins = - Assassins: /assassinate in the locations phase; { $bribe } protects you as a standing /play.
help-cards-assassins-thieves = - Assassins (and { $thieves }): /assassinate in the locations phase; { $bribe } protects you as a standing /play.
help-cards-thief = the { $card }
help-cards-coup = - Coup cards (units, { $bribe }, { $alliance }, { $festival }): /coupcard, as rebel-only action or in a coup.
help-cards-costs = Assassins and bribes cost MP from your cash, unless your influence pays ({ $underworld } for assassins, { $bankers } or { $multinationals } for bribes).

## Topic: commands
help-commands = **Commands.** Every order is echoed back as recorded, or refused with the reason.
help-commands-section = **{ $section }:**
help-command = - `/{ $command }`{ $where ->
    [anywhere] {" "}(here or in our DMs)
   *[other] {""}
}: { $description }
help-section-game = In the game channel
help-section-player = Your own business, in our DMs
help-section-government = Elections, the cabinet and the budget, in our DMs
help-section-locations = Locations, assassins, banking and cards, in our DMs
help-section-coup = The coup, in our DMs
help-section-moderator = For moderators, in the game channel
help-section-language = Your language
help-section-other = Other
