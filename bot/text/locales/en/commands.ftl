# The slash commands' descriptions and choice names, under the message ids bot/cogs/translator.py derives from the
# command tree. GENERATED from the code's declarations: do not edit; after changing a command, run
#     python -m bot.cogs.translator --write-english
# (tests/bot/test_catalogues.py fails while this file differs from the code) and translate what it lists.

## /gm
cmd-gm-desc = Moderate the game in this channel
cmd-gm-add-computer-desc = Before the start: seat a family the computer plays
opt-gm-add-computer-family-desc = Its family name (default: a free one); it is marked '(computer)'
cmd-gm-advance-desc = Resolve the current phase now (missing orders take their defaults)
cmd-gm-extend-desc = Move the current deadline later
opt-gm-extend-minutes-desc = How many minutes to add (up to two weeks)
cmd-gm-pause-desc = Pause the game: the deadline stops
cmd-gm-resume-desc = Resume a paused game: the deadline runs again
cmd-gm-replace-desc = Give a family's seat to another member, or to the computer
opt-gm-replace-family-desc = The family whose seat changes hands
opt-gm-replace-user-desc = The member who takes it over (leave out with computer:True)
opt-gm-replace-computer-desc = The computer plays the family from now on
cmd-gm-end-desc = End the game in this channel now

## /language
cmd-language-desc = The language I answer you and write to you in
opt-language-language-desc = English, Deutsch, or your Discord app's language
choice-en = English
choice-de = Deutsch
choice-client = your Discord app's language

## /junta
cmd-junta-desc = Play Junta in this channel
cmd-junta-create-desc = Create a game in this channel (moderators)
opt-junta-create-name-desc = The game's name (default: the channel's name)
opt-junta-create-phase-minutes-desc = A fixed phase length in minutes instead of a daily deadline
opt-junta-create-deadline-time-desc = The daily deadline, HH:MM (24-hour)
opt-junta-create-deadline-zone-desc = The deadline's time zone, e.g. America/New_York or Europe/Paris
opt-junta-create-variant-desc = The rules to play (default: the server's configured rules)
choice-web = web: the online rules (6-10 players)
choice-classic = classic: the board game as published (4-7 players)
choice-mini = mini: Mini-Junta, the board game for 2 or 3 players with straw men
opt-junta-create-short-game-desc = Board game rules only: the shorter game, 4 bills out of play each round (default: off)
choice-off = off
choice-every-round = every round: 4 bills out of play after each round
choice-coup-rounds = after coups: 4 bills out of play after a round with a coup
opt-junta-create-computer-players-desc = Families the computer plays, seated at once (more with /gm add-computer before the start)
opt-junta-create-language-desc = The language of the game channel (default: the server's)
cmd-junta-join-desc = Join the game forming in this channel
opt-junta-join-family-desc = Your family's name (1-32 characters)
cmd-junta-leave-desc = Leave the game forming in this channel
cmd-junta-start-desc = Deal the cards and start the game (a player or a moderator)
opt-junta-start-president-desc = Mini-Junta for two, the game's creator only: the family who is the first President (default: lot)
cmd-junta-status-desc = The game's public state: phase, offices, deadline, who owes orders
cmd-junta-map-desc = The city map: the coup now, or the zones and where the units start
opt-junta-map-phase-desc = An earlier coup phase of this game (empty: now)
cmd-junta-history-desc = A past phase of this game: its results, and its coup map if any
opt-junta-history-phase-desc = The past phase, by name: type 'Turn 2' or 'Budget vote' (newest first)
cmd-junta-help-desc = How to play Junta: the game, how to win, the phases; topics go deeper
opt-junta-help-topic-desc = A subject to go deeper into
choice-phases = phases: who acts in each phase, and what happens if you give no order
choice-offices = offices: the offices and what each does
choice-coup = coup: its six phases, stack moves, sides, control points
choice-money = money: the budget, your cash, the Swiss account and the Bank
choice-cards = cards: how to play them, the hand limit
choice-commands = commands: every command, grouped

## /card
cmd-card-desc = A political card's text: what it does, when to play it, its cost
opt-card-card-desc = The card's name or number, e.g. Press or #26

## /speech
cmd-speech-desc = Make a speech in the game channel under your family's name
opt-speech-text-desc = What your family says
opt-speech-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /newhead
cmd-newhead-desc = Back from death: name your family's new head (shown beside your family's name)
opt-newhead-head-desc = Your new head's name, e.g. Rosa
opt-newhead-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /opposition
cmd-opposition-desc = Mini-Junta: the President names the brigade the opposition leader commands this round
opt-opposition-brigade-desc = The 1st, 2nd or 3rd Army Brigade
opt-opposition-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /minister
cmd-minister-desc = Mini-Junta for three: the President names the Minister (the other leads the opposition)
opt-minister-player-desc = The family who is Minister this round
opt-minister-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /choosepresident
cmd-choosepresident-desc = Mini-Junta: whom you make President if the presidency falls to your faction's choice this phase
opt-choosepresident-player-desc = The family (default: yourself)
opt-choosepresident-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /nominate
cmd-nominate-desc = Nominate a player (yourself too) for President
opt-nominate-candidate-desc = The family you nominate
opt-nominate-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /second
cmd-second-desc = Second (support) someone's nomination for President
opt-second-candidate-desc = The nominated family you support
opt-second-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /decline
cmd-decline-desc = Decline your own nomination for President
opt-decline-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /vote
cmd-vote-desc = Vote for President or on the budget
cmd-vote-president-desc = Vote for a candidate for President (all your votes)
opt-vote-president-candidate-desc = The candidate
opt-vote-president-cards-desc = Vote cards to add, comma-separated
opt-vote-president-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
cmd-vote-cast-desc = Cast one vote source now: an office, an influence card, a Vote card (board game)
opt-vote-cast-source-desc = One of your vote sources not cast yet in this vote
opt-vote-cast-for-desc = The candidate it votes for (an election), or yes or no (the budget)
opt-vote-cast-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
cmd-vote-budget-desc = Vote on the proposed budget (split by vote source if you like)
opt-vote-budget-choice-desc = Yes, no or abstain: every vote source you do not name in split
choice-yes = yes
choice-no = no
choice-abstain = abstain
opt-vote-budget-split-desc = Per vote source, e.g. 'Minister no, Labor Union yes' (offices, influence, Socialist bonus)
opt-vote-budget-cards-desc = Vote cards and their side, e.g. '#14 yes, #15 no' (a card without a side: your choice)
opt-vote-budget-revote-desc = If a revote is called: yes, no or abstain (default: as now)
opt-vote-budget-revote-split-desc = If a revote is called: per vote source, like split (default: as now)
opt-vote-budget-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /votecard
cmd-votecard-desc = Play Power Failure, Summer Recess or Miscount on the count
opt-votecard-card-desc = The card
opt-votecard-trigger-desc = When it fires: if the budget passes, fails, or either way
choice-passes = if it passes
choice-fails = if it fails
choice-any = either way
opt-votecard-within-desc = ...by this many votes or less (e.g. 'if it fails by 2 or less')
opt-votecard-target-desc = Miscount: whose votes to strike
opt-votecard-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /appoint
cmd-appoint-desc = The President appoints the cabinet (no options: menus to pick from)
opt-appoint-minister-desc = Minister of Internal Security
opt-appoint-general-1-desc = Generalissimo of the 1st Army Brigade
opt-appoint-general-2-desc = Generalissimo of the 2nd Army Brigade
opt-appoint-general-3-desc = Generalissimo of the 3rd Army Brigade
opt-appoint-admiral-desc = Admiral of the Navy
opt-appoint-air-force-desc = Air Force Commander
opt-appoint-minister-of-war-desc = Minister of War
opt-appoint-foreign-minister-desc = Foreign Minister
opt-appoint-farm-labor-desc = Farm & Labor Secretary
opt-appoint-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /ifelected
cmd-ifelected-desc = Board game: a candidate in a mid-round election names whom he appoints at once if elected
opt-ifelected-minister-desc = Minister of Internal Security
opt-ifelected-general-1-desc = Generalissimo of the 1st Army Brigade
opt-ifelected-general-2-desc = Generalissimo of the 2nd Army Brigade
opt-ifelected-general-3-desc = Generalissimo of the 3rd Army Brigade
opt-ifelected-admiral-desc = Admiral of the Navy
opt-ifelected-air-force-desc = Air Force Commander
opt-ifelected-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /brotherinlaw
cmd-brotherinlaw-desc = The President: the vacated offices his Brother-in-Law takes first
opt-brotherinlaw-offices-desc = Offices in order of preference, comma-separated
opt-brotherinlaw-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /weapons
cmd-weapons-desc = The Minister of War gives New Weapons to a commander
opt-weapons-office-desc = Who gets New Weapons
opt-weapons-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /draw
cmd-draw-desc = Foreign Minister or Farm & Labor: how many bills to draw
opt-draw-count-desc = How many bills (1-6)
opt-draw-office-desc = Which office draws (if you hold both)
opt-draw-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /budget
cmd-budget-desc = The President proposes the budget
opt-budget-totals-desc = MP per family, e.g. 'Garcia 4, Lopez 2' (the rest of the pool is yours)
opt-budget-add-desc = MP of your own cash to add to the pool
opt-budget-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /seize
cmd-seize-desc = The Minister, after a failed budget: seize the Chamber or not
opt-seize-seize-desc = Seize the Chamber (force the budget through)?
opt-seize-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /location
cmd-location-desc = Where you spend the locations phase (or exile)
opt-location-place-desc = Your location this turn
opt-location-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /assassinate
cmd-assassinate-desc = Send an assassin at a family's location
opt-assassinate-assassin-desc = The assassin card (or the Secret Police, for the Minister)
opt-assassinate-target-desc = The family to kill
opt-assassinate-location-desc = Where you think the target is (not needed for the Burglar and the Bank Robber)
opt-assassinate-if-desc = Only if...: e.g. 'if Garcia is dead', 'if the budget failed by 3 or less' (RULES 7)
opt-assassinate-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /bank
cmd-bank-desc = At the Bank: deposit or withdraw MP (-1: everything)
opt-bank-deposit-desc = MP to deposit (-1: all)
opt-bank-withdraw-desc = MP to withdraw (-1: all)
opt-bank-if-desc = Only if...: e.g. 'if Garcia is dead', 'if the budget failed by 3 or less' (RULES 7)
opt-bank-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /rebel
cmd-rebel-desc = Take rebel-only action to start a coup
opt-rebel-if-desc = Only if...: e.g. 'if Garcia is dead', 'if the budget failed by 3 or less' (RULES 7)
opt-rebel-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /play
cmd-play-desc = Play a card from your hand
opt-play-card-desc = The card
opt-play-target-desc = The family it is aimed at (Intelligence, Spy in Switzerland)
opt-play-option-desc = Intelligence: what to look at
opt-play-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /discard
cmd-discard-desc = Discard cards from your hand (down to the limit of 6)
opt-discard-cards-desc = The cards, comma-separated
opt-discard-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /resign
cmd-resign-desc = The President resigns (when this phase resolves)
opt-resign-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /return
cmd-return-desc = Come back from exile when this phase resolves
opt-return-embassy-desc = During a coup: the embassy zone you come back through
opt-return-bribe-desc = Board game: a Bribe the Assassin card, paid on return, that stops the Minister's firing squad
opt-return-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /executelist
cmd-executelist-desc = The Minister: exiles to execute if they return
opt-executelist-players-desc = Families, comma-separated (empty: nobody)
opt-executelist-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /move
cmd-move-desc = Coup: move a stack to an adjacent zone
opt-move-from-zone-desc = The zone the units are in
opt-move-to-zone-desc = The adjacent zone they move to
opt-move-units-desc = Which units, e.g. 'soldier 2, tank 1' (empty: all of yours there)
opt-move-via-desc = A Helicopter: the zone it passes through (board game: units it carries get off there)
opt-move-if-desc = Only if...: e.g. 'if Garcia is dead', 'if the budget failed by 3 or less' (RULES 7)
opt-move-pick-up-desc = Board game: the Helicopter picks up your units at 'via' that have not moved, and takes them on
opt-move-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /land
cmd-land-desc = Coup: land Marines, Commandos, Paratroopers or the Helicopter
opt-land-kind-desc = The unit kind
opt-land-zone-desc = Where they land
opt-land-then-to-desc = Move on at once to
opt-land-if-desc = Only if...: e.g. 'if Garcia is dead', 'if the budget failed by 3 or less' (RULES 7)
opt-land-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /bombard
cmd-bombard-desc = Coup: an Airstrike, the Gunboat or an intervention Air Strike
opt-bombard-weapon-desc = What bombards
opt-bombard-zone-desc = The zone
opt-bombard-target-desc = Whose units
opt-bombard-if-desc = Only if...: e.g. 'if Garcia is dead', 'if the budget failed by 3 or less' (RULES 7)
opt-bombard-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /fire
cmd-fire-desc = Coup: open fire on a family's units in a zone
opt-fire-zone-desc = The zone
opt-fire-target-desc = Whose units
opt-fire-if-desc = Only if...: e.g. 'if Garcia is dead', 'if the budget failed by 3 or less' (RULES 7)
opt-fire-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /transfer
cmd-transfer-desc = Coup: give control of units in a zone to another family
opt-transfer-zone-desc = The zone
opt-transfer-to-desc = Who gets them
opt-transfer-units-desc = Which units (empty: all)
opt-transfer-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /police
cmd-police-desc = Coup Phase 1: the Minister's Police response
opt-police-from-zone-desc = From
opt-police-to-zone-desc = To
opt-police-count-desc = How many Police (0: all there)
opt-police-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /coupcard
cmd-coupcard-desc = Coup: play a coup card (units, Bribe the Brigade, ...)
opt-coupcard-card-desc = The card
opt-coupcard-zone-desc = Where its units appear or which units it bribes
opt-coupcard-count-desc = Bribe: how many units
opt-coupcard-then-to-desc = Move the placed units on to
opt-coupcard-if-desc = Only if...: e.g. 'if Garcia is dead', 'if the budget failed by 3 or less' (RULES 7)
opt-coupcard-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /lossorder
cmd-lossorder-desc = Coup: which of your unit kinds die first
opt-lossorder-kinds-desc = Unit kinds, comma-separated, first dies first
opt-lossorder-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /retreat
cmd-retreat-desc = Coup: whose retreating units you let into your zones
opt-retreat-allow-desc = Families to let in, comma-separated
opt-retreat-deny-desc = Families to keep out
opt-retreat-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /retreatroute
cmd-retreatroute-desc = Coup: where your units in a zone retreat to, tried in your order before the defaults
opt-retreatroute-zone-desc = The zone your units are in
opt-retreatroute-to-desc = Adjacent zones, best first, comma-separated (empty: withdraw the route)
opt-retreatroute-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /coupvote
cmd-coupvote-desc = Your side in the coup: Pro-Junta or Pro-President (Coup Phase 6; board game: in the aftermath)
opt-coupvote-side-desc = Your side
opt-coupvote-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /concede
cmd-concede-desc = Coup, board game rules: agree who wins; when everyone concedes the same side the coup ends
opt-concede-side-desc = Who wins: the President or the Rebels (junta)
opt-concede-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /intervention
cmd-intervention-desc = Foreign Minister: the intervention forces, best first
opt-intervention-forces-desc = e.g. 'airstrikes, helicopter, paratroopers, commandos'
opt-intervention-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /firingsquad
cmd-firingsquad-desc = The President won the coup: one Rebel to the firing squad
opt-firingsquad-target-desc = The Rebel (empty: nobody)
opt-firingsquad-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /juntavote
cmd-juntavote-desc = The Rebels won: your vote for the new President
opt-juntavote-candidate-desc = The Rebel you vote for
opt-juntavote-tie-desc = As the Rebel Leader: whom you choose if the Junta ties, best first, comma-separated
opt-juntavote-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /execute
cmd-execute-desc = The Rebels won: whom to execute if you are elected
opt-execute-target-desc = The family (empty: nobody)
opt-execute-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /safepassage
cmd-safepassage-desc = Coup: let an exile return through an embassy you hold
opt-safepassage-player-desc = The exile
opt-safepassage-embassy-desc = The embassy zone
opt-safepassage-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /status
cmd-status-desc = Your Status Page: offices, cash, hand, orders, deadline
opt-status-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /done
cmd-done-desc = Mark your orders for this phase done (or not done): it sums them up and warns of anything missing
opt-done-undo-desc = True to take back 'done' and keep editing
opt-done-anyway-desc = True to mark done even though an order you owe is missing (its default applies)
opt-done-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /history
cmd-history-desc = A past phase of your game: its results, your orders and what only you were told
opt-history-phase-desc = The phase
opt-history-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /withdraw
cmd-withdraw-desc = Withdraw one of your orders of this phase
opt-withdraw-order-desc = The order to withdraw
opt-withdraw-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /give
cmd-give-desc = Give cash or a card to another family at once
cmd-give-cash-desc = Give MP of your cash to another family now
opt-give-cash-to-desc = The family
opt-give-cash-amount-desc = How many MP
opt-give-cash-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man
cmd-give-card-desc = Give cards from your hand to another family now
opt-give-card-to-desc = The family
opt-give-card-card-desc = The card (several: comma-separated)
opt-give-card-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /swap
cmd-swap-desc = Mini-Junta: swap a card of yours for a hidden card of a straw man of your faction (once a round)
opt-swap-straw-man-desc = The straw man
opt-swap-give-desc = Your card
opt-swap-take-desc = His card (its number or title)
opt-swap-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /trade
cmd-trade-desc = Offer a trade; the other family accepts it with a button
opt-trade-to-desc = The family you offer it to
opt-trade-give-cash-desc = MP you give
opt-trade-give-card-desc = A card you give
opt-trade-get-cash-desc = MP you ask for
opt-trade-get-card-desc = A card you ask for (its number, if you know it)
opt-trade-game-desc = The game (if you play several); Mini-Junta: 'game / straw man' orders for your straw man

## /nomicoup
cmd-nomicoup-desc = Play Nomicoup (the card game Coup, continuous) in this channel
cmd-nomicoup-create-desc = Set up a Nomicoup table in this channel
opt-nomicoup-create-pace-desc = Live (windows of seconds) or by post (windows of hours); default live, or as configured
choice-live = live
choice-post = by post
opt-nomicoup-create-seconds-desc = Live: seconds each window to challenge or counter stays open (default 30, or as configured)
opt-nomicoup-create-hours-desc = By post: hours each window stays open (default 8, or as configured)
opt-nomicoup-create-computers-desc = Seats the computer plays (default none)
opt-nomicoup-create-mode-desc = Continuous (exiled players draw new cards; default, or as configured) or classic (exiled are out)
choice-continuous = continuous
choice-published = classic (the published game)
opt-nomicoup-create-rounds-desc = Continuous: rounds of every player's turn before the end (default 8, or as configured)
opt-nomicoup-create-play-desc = Take a seat yourself (default yes)
opt-nomicoup-create-language-desc = The language of the table's channel (default: the server's)
cmd-nomicoup-join-desc = Take a seat at the Nomicoup table forming in this channel
cmd-nomicoup-leave-desc = Give up your seat at the table forming in this channel
cmd-nomicoup-start-desc = Deal the cards and start the game (a player or the creator)
cmd-nomicoup-act-desc = Your turn's action: Income, Foreign Aid, Coup, or claim a character
opt-nomicoup-act-action-desc = What you do (Tax, Assassinate, Steal and Exchange claim a character)
choice-act-income = Income: take 1 credit.
choice-act-foreign-aid = Foreign Aid: take 2 credits (a Duke counters it).
choice-act-coup = Coup: pay 7 credits; the target loses an influence.
choice-act-tax = Tax: claim the Duke, take 3 credits.
choice-act-assassinate = Assassinate: claim the Assassin, pay 3; the target loses an influence.
choice-act-steal = Steal: claim the Captain, take 2 credits from the target.
choice-act-exchange = Exchange: claim the Ambassador, draw 2 cards, return 2.
opt-nomicoup-act-target-desc = The player a Coup, an assassination or a steal is aimed at
cmd-nomicoup-hand-desc = Your face-down cards, and any choice you have to make, privately
cmd-nomicoup-status-desc = The table: credits, cards, exiles, the Treasury, whose turn
cmd-nomicoup-history-desc = What was said in a turn of the game (default: the last two)
opt-nomicoup-history-turn-desc = The turn's number (default: the turn before this one, and this one so far)
cmd-nomicoup-help-desc = How to play Nomicoup, in a few lines
cmd-nomicoup-card-desc = What one of the five characters does and counters
opt-nomicoup-card-character-desc = The character
choice-duke = Duke
choice-assassin = Assassin
choice-captain = Captain
choice-ambassador = Ambassador
choice-contessa = Contessa
cmd-nomicoup-end-desc = End the Nomicoup game in this channel now (its creator or moderators)
