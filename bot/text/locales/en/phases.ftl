# Phases as players name them, and what each asks of whom (bot.games.junta.text.phases). Owner: the TEXT engineer (I18N.md).
# The phases' own names are terms (terms.ftl: phase-<value>).

## A phase's name: "Turn 2 · Budget vote", "Before turn 1 · Presidential election, re-vote 1"
phase-when = { $turn ->
    [0] Before turn 1
   *[other] Turn { $turn }
}
phase-full-name = { $when } · { $phase }
phase-coup-of-six = { $when } · Coup Phase { $number } of 6
phase-revote = { $name }, re-vote { $round }
phase-ballot = { $name }, ballot { $ballot } of 2

## What this phase asks of a player (his Status Page)
asks-dead = You are dead until the next turn begins.
asks-exiled = You are in exile: you may not vote, trade or play cards; /return brings you back.
asks-nomination = You may nominate a candidate for President with /nominate, /second a nomination, or /decline your own. Nothing is owed: press Done when you are finished.
asks-revote = This is re-vote { $round }, among the tied candidates only: { $tied }. { $asks }
asks-if-elected = { $asks } As a candidate you may also name whom you would appoint at once if elected: /ifelected.
asks-no-vote-election = You have no vote in this election.
asks-vote-president-cards = Vote for President with /vote president; name vote cards in its cards option to add their votes.
asks-vote-president-first = Vote for President with /vote president: in this first election every family has one vote.
asks-vote-president = Vote for President with /vote president.
asks-mini-president = Name the opposition's brigade with /opposition{ $minister ->
    [yes] {" "}and the Minister with /minister
   *[no] {""}
}; nothing else is appointed. When the phase resolves you draw { $bills } bills of aid money for the budget.
asks-mini-other = The President names the opposition's brigade; nothing else is appointed. You may play or pass cards; press Done when you are finished.
asks-appoint-draw = Appoint your cabinet with /appoint (menus to pick from). When the phase resolves you draw { $bills } bills of aid money for the budget.
asks-appoint = Appoint your cabinet with /appoint (menus to pick from).
asks-cabinet-other = The President appoints the cabinet. You may play or pass cards; press Done when you are finished.
asks-draw-weapons = You assign New Weapons with /weapons.
asks-draw-bills = You choose how many bills to draw with /draw.
asks-draw-both = You assign New Weapons with /weapons and choose how many bills to draw with /draw.
asks-draw-nothing = The budget is being drawn: nothing owed from you.
asks-propose = Propose the budget with /budget.
asks-proposal-other = The President is writing the budget.
asks-no-vote-budget = You have no vote on the budget.
asks-vote-budget = Vote on the budget with /vote budget (or the Yes, No and Abstain buttons of your Status Page).
asks-seize = The budget failed: decide with /seize whether to seize the Chamber.
asks-seize-other = The Minister of Internal Security decides whether to seize the Chamber.
asks-location = Choose where you spend the turn with /location.
asks-location-and = Choose where you spend the turn with /location, and may { $extra }.
asks-extra-assassinate = /assassinate
asks-extra-bank = /bank (if you go to the Bank)
asks-extra-rebel = /rebel (rebel-only action, with a coup excuse or from HQ)
asks-junta-rebel = The Rebels won: vote in the Junta for the new President with /juntavote; you may also name whom to /execute if you are elected.
asks-junta-other = The Rebels won and their Junta elects the new President, any living family in the country, yours too: you may name whom to /execute if you are elected.
asks-firing-squad = You won the coup: send one Rebel to the firing squad with /firingsquad, or spare them all.
asks-firing-squad-other = The President won the coup and decides the firing squad: nothing is owed from you.
asks-game-over = The game is over.

## A vote of the board game, source by source (VARIANTS 4.1, 4.2.2, 4.4.3)
asks-cast-all-cast = { $election ->
    [yes] Ballot 1 cast all your votes: nothing is left for you to cast in this election.
   *[no] Ballot 1 cast all your votes: nothing is left for you to cast on the budget.
}
asks-cast-no-vote = { $election ->
    [yes] You have no vote in this election.
   *[no] You have no vote on the budget.
}
asks-cast-election = Vote for President with /vote president (all sources left; Vote cards if named in its cards option), or one source at a time with /vote cast, each for a candidate of its own. Not cast yet: { $left }.
asks-cast-budget = Vote with /vote budget (or the buttons below), or one source at a time with /vote cast. Not cast yet: { $left }.

## The board game's aftermath before the declarations (VARIANTS 6.13.1)
asks-declare-president = Coup Phase 6 is over: every other family now declares Pro-Junta or Pro-President, seeing the city as the fighting left it (/junta map); you are always Pro-President. In case you win: send one Rebel to the firing squad with /firingsquad, or spare them all.
asks-declare-rebel = Coup Phase 6 is over: declare Pro-Junta or Pro-President with /coupvote (junta or president), seeing the city as the fighting left it (/junta map). Declaring nothing, you count Pro-Junta, as a Rebel. In case the Rebels win, vote in the Junta for the new President with /juntavote; you may name whom to /execute if you are elected.
asks-declare-loyalist = Coup Phase 6 is over: declare Pro-Junta or Pro-President with /coupvote (junta or president), seeing the city as the fighting left it (/junta map). Declaring nothing, you count Pro-President, as a Loyalist. In case the Rebels win, their Junta elects the new President, any living family in the country; you may name whom to /execute if you are elected.

## A coup phase's commands for this player
asks-coup-units = Give your units orders: /move, /fire, /transfer; standing choices: /lossorder, /retreatroute, /retreat.
asks-coup-units-land = Give your units orders: /move, /fire, /land, /transfer; standing choices: /lossorder, /retreatroute, /retreat.
asks-coup-bombard = Bombard a zone with /bombard ({ $weapons }).
asks-weapon-airstrike = an Airstrike
asks-weapon-gunboat = the Gunboat
asks-weapon-intervention = an intervention Airstrike
asks-coup-police = Answer red units with the Police Response (/police).
asks-coup-no-units = You command no units: watch, trade, play cards, or grant /safepassage.
asks-coup-last-declare = This is the last coup phase: once its fighting is over, every family declares in the aftermath.
asks-coup-last-president = You are always Pro-President: no coup vote to give.
asks-coup-last-vote = This is the last coup phase: vote with /coupvote (junta or president).

## What a phase asks, and of whom, for its public announcement (the same for every player)
call-nomination = Nominate a candidate for President with /nominate (or /second one, or /decline your own).
call-election = The Chamber elects the President: everyone with votes uses /vote president.
call-election-cards = The Chamber elects the President: everyone with votes uses /vote president (vote cards count when named in its cards option).
call-cabinet = The President appoints the cabinet with /appoint.
call-cabinet-mini = Nothing is appointed: the President names the opposition's brigade with /opposition (with three players also the Minister, /minister); then he draws { $bills } bills of aid money.
call-cabinet-draw = The President appoints the cabinet with /appoint; as it is formed he draws { $bills } bills of aid money for the budget.
call-budget-draw = The budget is drawn from the money deck (the Minister of War assigns New Weapons with /weapons; the offices that may choose how many bills to draw use /draw).
call-budget-proposal = The President proposes the budget with /budget.
call-budget-vote = The Chamber votes on the proposed budget with /vote budget; debate it here or in the turn's budget thread.
call-minister-decision = The budget failed: the Minister of Internal Security decides with /seize whether to seize the Chamber.
call-locations = Everyone chooses where to spend the turn with /location, and may /assassinate, /bank (at the Bank) or /rebel.
call-coup = A coup: the units' commanders give orders (/move, /fire, /bombard, /land, /transfer, /police), coup cards are played with /coupcard, standing choices are /lossorder, /retreat, /intervention and /safepassage; in Coup Phase 6, /coupvote.
call-coup-no-intervention = A coup: the units' commanders give orders (/move, /fire, /bombard, /land, /transfer, /police), coup cards are played with /coupcard, standing choices are /lossorder, /retreat and /safepassage; { $declare ->
    [yes] after Coup Phase 6, everyone declares in the aftermath.
   *[no] in Coup Phase 6, /coupvote.
}
call-aftermath = The coup is over: the winners decide the firing squad (/firingsquad), the Junta (/juntavote) and executions (/execute).
call-aftermath-declare = The fighting is over (the map shows the city as it stands): every family declares Pro-Junta or Pro-President with /coupvote (the President is always Pro-President; nobody abstains: a Rebel who declares nothing counts Pro-Junta, anyone else Pro-President). The declarations decide who holds the control points, and so who wins; what the winners do is given now, in case: the firing squad (/firingsquad), the Junta (/juntavote), executions (/execute).
