# Nomicoup (seed 004, shared/spec/COUP.md): every sentence a player reads about the game, rendered by
# bot.games.coup.words (events and refusals) and bot.games.coup.text (buttons, prompts, status, help).
# Cards come as their key ($card: duke, assassin, captain, ambassador, contessa); actions by their value
# ($action: income, foreign_aid, coup, tax, assassinate, steal, exchange).

## The names of things. A card or an action in a sentence is passed already in the form its slot needs:
## -title (a heading, a label, "as a Duke"), -object ("shows the Duke"), -with ("counter with the Duke");
## an action's -title, -subject ("Alba's Steal has no effect") and -object ("counters Alba's Steal").
coup-card-title = { $card ->
    [duke] Duke
    [assassin] Assassin
    [captain] Captain
    [ambassador] Ambassador
   *[contessa] Contessa
}
coup-card-object = { $card ->
    [duke] the Duke
    [assassin] the Assassin
    [captain] the Captain
    [ambassador] the Ambassador
   *[contessa] the Contessa
}
coup-card-with = { $card ->
    [duke] the Duke
    [assassin] the Assassin
    [captain] the Captain
    [ambassador] the Ambassador
   *[contessa] the Contessa
}
coup-no-card = no card
coup-action-title = { $action ->
    [income] Income
    [foreign_aid] Foreign Aid
    [coup] Coup
    [tax] Tax
    [assassinate] Assassinate
    [steal] Steal
   *[exchange] Exchange
}
coup-action-subject = { $actor }'s { $action ->
    [income] Income
    [foreign_aid] Foreign Aid
    [coup] Coup
    [tax] Tax
    [assassinate] assassination
    [steal] Steal
   *[exchange] Exchange
}
coup-action-object = { $actor }'s { $action ->
    [income] Income
    [foreign_aid] Foreign Aid
    [coup] Coup
    [tax] Tax
    [assassinate] assassination
    [steal] Steal
   *[exchange] Exchange
}
coup-step = { $step ->
    [action] the action
    [reactions] the window to challenge or counter
    [counter_challenge] the window to challenge the counteraction
    [show] the answer to a challenge
    [lose] the choice of the influence to lose
    [exchange] the choice of the cards to return
   *[over] the end of the game
}
coup-credits = { $count ->
    [one] { $count } credit
   *[other] { $count } credits
}
coup-rank = { $rank }. { $name }
coup-computer = { $name } (computer)
coup-step-name = Turn { $turn } · { $step }

## Events (rules.coup.events): public ones are the table's news, private ones are told to their seat alone
coup-event-game-started = Nomicoup begins: { $mode ->
    [continuous] a continuous game of { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }: an exiled player draws two new cards and plays on
   *[classic] the classic game: an exiled player is out, and the last player with influence wins
}. Turn order: { $order }. Each player has 2 cards and 2 credits{ $players ->
    [2] ; { $starter }, who starts, has 1 credit.
   *[other] .
}
coup-event-cards-dealt = You are dealt { $cards }.
coup-event-turn-began = Turn { $turn } (round { $round }): { $name } to act.{ $must ->
    [yes] {" "}{ $name } must launch a Coup (10 credits or more).
   *[no] {""}
}
coup-event-action-declared = { $action ->
    [income] { $name } takes Income.
    [foreign_aid] { $name } asks for Foreign Aid.
    [coup] { $name } launches a Coup against { $target }, paying { $paid }.
    [tax] { $name } collects Tax, claiming { $claim }.
    [assassinate] { $name } orders the assassination of { $target }, paying { $paid }, claiming { $claim }.
    [steal] { $name } steals from { $target }, claiming { $claim }.
   *[exchange] { $name } exchanges cards with the Court Deck, claiming { $claim }.
}
coup-event-challenged = { $name } challenges { $claimant }'s { $of ->
    [counter] counteraction
   *[action] claim
} to hold { $card }.
coup-event-countered = { $name } counters { $action }, claiming { $card }.
coup-event-passed = { $name } passes.
coup-event-card-shown = { $name } shows { $card }: the claim stands. The card goes back into the Court Deck and { $name } draws a new one.
coup-event-card-not-shown = { $name } does not show { $card }.
coup-event-card-replaced = You draw { $card } from the Court Deck.
coup-event-influence-lost = { $name } loses { $card } { $cause ->
    [coup] to a Coup
    [assassination] to an assassination
    [bluff] for a claim not shown
   *[challenge] for a challenge that failed
}{ $by_lot ->
    [yes] {" "}(chosen by lot at the deadline)
   *[no] {""}
}.
coup-event-exiled = { $name } has no influence left and is exiled ({ $exiles ->
    [1] once
    [2] twice
   *[other] { $exiles } times
} now): his revealed cards go back into the Court Deck and { $name } draws two new cards.
coup-event-new-influence = You draw { $cards } as new influence.
coup-event-went-out = { $name } has no influence left and is out of the game; { $left } still play.
coup-event-credits-taken = { $name } takes { $amount } from the Treasury{ $short ->
    [yes] {" "}(the Treasury held only { $amount })
   *[no] {""}
}.
coup-event-credits-paid = { $name } pays { $amount } to the Treasury.
coup-event-credits-stolen = { $name } takes { $amount } from { $target }.
coup-event-credits-refunded = { $name } gets his { $amount } back from the Treasury.
coup-event-action-failed = { $action } has no effect.
coup-event-action-blocked = { $by }'s { $character } stops { $action }.
coup-event-counter-failed = { $name }'s counteraction fails: { $action } goes ahead.
coup-event-action-void = { $target } was exiled during this turn: { $action } no longer affects { $target }.
coup-event-exchange-cards = You draw { $cards } to exchange.
coup-event-exchanged = { $name } returns { $count ->
    [one] { $count } card
   *[other] { $count } cards
} to the Court Deck{ $by_lot ->
    [yes] {" "}(chosen by lot at the deadline)
   *[no] {""}
}.
coup-event-cards-returned = You return { $returned } and keep { $kept }.
coup-event-defaulted = The deadline passed: { $step } of { $name } takes its default.
coup-event-game-over = The game is over ({ $reason ->
    [rounds] the last round is played
    [last_standing] one player has influence left
   *[moderator] a moderator ended it
}). { $ranking }.

## Refusals (rules.coup.validate, rules.coup.engine.new_game): coup-refuse-<code>
coup-refuse-game-over = The game is over.
coup-refuse-no-such-seat = You have no seat in this game.
coup-refuse-out = You are out of the game: you have no influence left.
coup-refuse-not-now = That is not what this step of the turn asks for.
coup-refuse-not-yours = This step is not yours to answer.
coup-refuse-answered = You have already answered in this step; your answer is final.
coup-refuse-must-coup = You began your turn with { $must } credits or more: your action must be a Coup.
coup-refuse-cannot-afford = You cannot pay for that: a Coup costs { $coup } credits and an assassination { $assassinate }.
coup-refuse-needs-target = That action needs a target: name another player.
coup-refuse-no-target = That action has no target.
coup-refuse-target-self = You cannot choose yourself: name another player.
coup-refuse-no-such-target = There is no such player in this game.
coup-refuse-target-out = That player is out of the game.
coup-refuse-own-claim = You cannot challenge or counter your own claim.
coup-refuse-already-challenged = Someone challenged this claim first: only the first challenge counts.
coup-refuse-window-closed = This window closed when the claim was challenged.
coup-refuse-nothing-to-challenge = Foreign Aid claims no character: there is nothing to challenge, only a Duke to counter it with.
coup-refuse-challenge-settled = The challenge of this action is settled: only a counteraction remains to be made.
coup-refuse-not-eligible = Nothing in this window is yours to answer.
coup-refuse-no-counter = Nothing counters this action.
coup-refuse-already-countered = Someone countered this action first: only the first counteraction counts.
coup-refuse-not-target = Only the player this action targets may counter it.
coup-refuse-wrong-counter = That character does not counter this action.
coup-refuse-not-holding = You do not hold that card.
coup-refuse-return-two = Return exactly two cards.
coup-refuse-no-such-mode = Nomicoup is played 'continuous' (the seed's game) or 'classic'.
coup-refuse-player-count = Nomicoup needs { $min } to { $max } players.
coup-refuse-names = Every player needs a name, and no two players may share one.
coup-refuse-rounds = A continuous game lasts 1 to { $max } rounds.
coup-refuse-other = That was not taken.

## Buttons and menus (bot.games.coup.ui)
coup-button-challenge = Challenge
coup-button-pass = Pass
coup-button-counter = Counter with { $card }
coup-button-show = Show the card
coup-button-dont-show = Don't show it
coup-button-lose = Lose { $card }
coup-button-return = Return { $cards }
coup-button-keep = Keep { $kept } (return { $cards })
coup-button-hand = Your hand
coup-act = { $action }
coup-act-target = { $action }: { $target }
coup-act-claim = { $action } (claims { $card })
coup-act-target-claim = { $action }: { $target } (claims { $card })
coup-menu-action = Your action (the player whose turn it is)
coup-menu-choose = Choose...
coup-not-offered = That is not one of the choices offered; nothing was recorded.

## Prompts of each step
coup-prompt-action = { $who }, it is your turn, { $name }: choose your action in the menu below (or with `/nomicoup act`); deadline { $when }, then { $must ->
    [yes] a Coup on a player drawn by lot. You have 10 credits or more: your action must be a Coup.
   *[no] Income.
}
coup-prompt-may-challenge = { $who } may challenge { $of ->
    [counter] the counteraction
   *[action] the claim
}
coup-prompt-may-counter = { $who } may counter with { $cards }
coup-prompt-window = { $parts }. The window closes { $when }, or as soon as everyone has passed.
coup-prompt-show = Your claim is challenged: show the card (if you hold it) or don't (deadline { $when }; then you show it if you hold it).
coup-prompt-lose = You lose one influence: choose the card you reveal (deadline { $when }; then lot chooses).
coup-prompt-exchange = Choose the two cards you return to the Court Deck (deadline { $when }; then lot chooses).
coup-waiting-show = { $name } answers the challenge privately.
coup-waiting-lose = { $name } chooses privately which influence to lose.
coup-waiting-exchange = { $name } chooses privately which two cards to return.
coup-hand-empty = You hold no face-down card.
coup-hand = Your hand (face down): { $cards }.

## The table in sentences (/nomicoup status)
coup-status-head = **Nomicoup**, { $mode ->
    [continuous] continuous, { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    } (round { $round })
   *[classic] classic (the last player with influence wins)
}. Treasury: { $treasury }; Court Deck: { $deck ->
    [one] { $deck } card
   *[other] { $deck } cards
}.
coup-status-seat = - { $name }: { $credits }, { $face_down ->
    [one] { $face_down } face-down card
   *[other] { $face_down } face-down cards
}{ $shown }{ $exiles ->
    [0] {""}
    [one] ; exiled { $exiles } time
   *[other] ; exiled { $exiles } times
}{ $out ->
    [yes] ; out of the game
   *[no] {""}
}{ $turn ->
    [yes] {" "}**to act**
   *[no] {""}
}
coup-status-shown = ; face up: { $cards }
coup-status-over = The game is over. { $ranking }.
coup-status-waiting = Turn { $turn }: waiting for { $who }.
coup-nobody = nobody
coup-nobody-yet = nobody yet

## Help (/nomicoup help, /nomicoup card)
coup-help =
    {"**"}Nomicoup** (the card game Coup, played on: an exiled player draws new cards).
    Each player holds 2 face-down cards (his influence) and credits. On your turn, take one action with `/nomicoup act`: Income (+1), Foreign Aid (+2, a Duke may counter it), Coup (pay 7: a player loses an influence; a must with 10 credits or more), or claim a character: Tax (Duke, +3), Assassinate (Assassin, pay 3), Steal (Captain, take 2 from a player), Exchange (Ambassador, draw 2 cards and return 2).
    You may claim a character you do not hold. Anyone may **Challenge** a claim with the buttons under it: a bluff caught loses an influence; a true claim shown costs the challenger one, and the card is swapped for a new one. The target may **Counter** (Contessa stops an assassination; Captain or Ambassador a steal).
    Lose your last card and you are exiled: your exile count goes up and you draw 2 new cards. Fewest exiles, then most credits, win. `/nomicoup hand` shows your cards privately, `/nomicoup status` the table, `/nomicoup card` a character.
coup-card-help = **{ $title }** (3 in the Court Deck): { $card ->
    [duke] Tax: take 3 credits from the Treasury. Counters Foreign Aid.
    [assassin] Assassinate: pay 3 credits; a player of your choice loses one influence.
    [captain] Steal: take up to 2 credits from another player. Counters Steal.
    [ambassador] Exchange: draw 2 cards from the Court Deck, then return 2. Counters Steal.
   *[contessa] Counters an assassination of yourself.
}{ $acts ->
    [none] {""}
   *[other] {" "}Claim it to { $acts }.
}{ $counters ->
    [none] {""}
   *[other] {" "}Claim it to counter { $counters }.
}

## The tables (bot.games.coup.tables): forming, answers to commands, posts in the channel
coup-stale = That button belongs to a step that is over; nothing was recorded.
coup-late = Too late: that step's deadline had passed when your answer reached me; nothing was recorded.
coup-no-table = There is no Nomicoup table in this channel: `/nomicoup create` sets one up.
coup-not-seated = You have no seat at this table.
coup-channel-taken = This channel already has a Nomicoup table; `/nomicoup end` ends it first.
coup-channel-has-game = This channel has a game of { $title } under way: set the table up in another one.
coup-too-many = A table seats at most { $max } players.
coup-set-up = A Nomicoup table is set up here ({ $mode ->
    [continuous] continuous
   *[classic] classic
}, { $live ->
    [yes] live: windows of { $seconds } seconds
   *[no] by post: windows of { $hours } hours
}). Seated: { $seats }. Join with `/nomicoup join`; `/nomicoup start` deals the cards. `/nomicoup help` teaches the game.
coup-you-set-up = The table is set up.{ $seated ->
    [yes] {" "}You have a seat.
   *[no] {""}
}
coup-started-no-join = This table has started; you may join the next one.
coup-already-seated = You already have a seat at this table.
coup-full = The table is full ({ $max } players).
coup-joins = { $name } joins the table ({ $count ->
    [one] { $count } player
   *[other] { $count } players
}).
coup-you-joined = You joined the table as { $name }.
coup-no-leaving = The game has started: your seat is yours until its end.
coup-leaves = { $name } leaves the table ({ $count ->
    [one] { $count } player
   *[other] { $count } players
}).
coup-you-left = You left the table.
coup-already-started = The game has already started.
coup-who-starts = Only a player at this table or its creator may start it.
coup-you-started = The game has started.
coup-not-playing = The game is not being played.
coup-not-your-turn = It is not your turn to act.
coup-refused = { $refusal } Nothing was recorded.
coup-taken = Taken: { $what }.
coup-no-dms = { $name } takes no DMs from me: `/nomicoup hand` shows { $name } the cards and any choice to make, privately.
coup-a-player = A player
coup-not-dealt = The cards are not dealt yet.
coup-forming = A Nomicoup table is forming here. Seated: { $seats }.
coup-turns-so-far = This game has had { $count ->
    [one] { $count } turn
   *[other] { $count } turns
} so far.
coup-nothing-said = Nothing was said in that turn.
coup-who-ends = Only the table's creator or a moderator may end it.
coup-forming-closed = The Nomicoup table forming here is closed.
coup-you-closed = The table is closed.
coup-you-ended = The game is ended.
coup-no-player-named = There is no player named { $name } at this table; nothing was recorded.

## The table's picture (render.coup.table takes these labels)
coup-picture-title = { $over ->
    [yes] Nomicoup: the game is over
   *[no] Nomicoup: turn { $turn }, round { $round }
}
coup-picture-bank = Treasury { $treasury }   Court Deck { $deck }
coup-picture-computer = { $name }  (computer)
coup-picture-facts = { $credits } credits   exiled { $exiles }x{ $out ->
    [yes] {"   "}out
   *[no] {""}
}
coup-picture-to-act = to act
coup-gm-asked = asked the process of the bot that plays this table to close the step you saw; it closes within { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}, and the channel will say so
coup-gm-asked-already = `{ $command }` was asked for this step already, by you or another moderator: the process of the bot that plays this table does it within seconds.
coup-gm-asked-done = A moderator's `/gm advance` takes effect: this step closes now.
coup-gm-asked-late = A moderator's `/gm advance` came after the step it was for had closed: nothing more changed.
