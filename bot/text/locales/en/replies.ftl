# What the bot answers and announces (bot/services, bot/cogs, bot/ui, bot/delivery.py, bot/discord_transport.py):
# command answers, refusals, button and menu labels, the phase's opening post, the results' framing, the end post.
# Every message here exists in every locale's folder with the same variables. Ids of games are passed as strings
# (a number would be written "1,234").

## Games, seats and phases a command is about (bot/services/context.py)
reply-no-such-game = There is no game #{ $game }.
reply-no-seat-in = You do not have a seat in the game '{ $game }'.
reply-game-over = The game '{ $game }' is over.
reply-game-not-started = The game '{ $game }' has not started yet.
reply-game-paused = The game '{ $game }' is paused.
reply-game-already-started = The game '{ $game }' has already started.
reply-game-not-paused = The game '{ $game }' is not paused.
reply-closed-not-started = The game { $game } had not started when you sent this
reply-closed-phase = { $phase } had already closed when this reached me
reply-closed-not-open = That phase is not open
reply-closed-over = { $head }, so nothing changed. The game is over.
reply-closed = { $head }, so nothing changed.
reply-closed-now-open = { $head }, so nothing changed. Now open: { $phase }{ $paused ->
    [yes] {" "}(the game is paused)
   *[no] {""}
}.

## Names players give (bot/names.py): $what is "family" (a family name) or "head" (the name of a family's new head)
name-too-long = { $what ->
    [head] A name for your family's head
   *[family] A family name
} has 1 to { $most } characters.
name-no-letter = { $what ->
    [head] A name for your family's head
   *[family] A family name
} needs a visible letter.
name-comma = { $what ->
    [head] A name for your family's head
   *[family] A family name
} cannot contain a comma (lists of families are separated by commas).
name-mention = { $what ->
    [head] A name for your family's head
   *[family] A family name
} cannot mention anybody or any channel.
name-order-word = '{ $name }' is a word orders already use: choose another { $what ->
    [head] name for your family's head
   *[family] family name
}.
name-taken = The family name '{ $name }' is taken: choose another.
name-lookalike = The family name '{ $name }' looks the same as '{ $other }', already in this game: choose another.
name-game-too-long = Give the game a name of 1 to { $most } characters.
name-game-no-letter = A game's name needs a visible letter.

## A phase opens (bot/services/resolution.py): the channel's post, each player's DM, the reminder
phase-open-title = **{ $phase }**
phase-open-call = { $call } Orders go to me in a DM (/status there shows yours).
phase-open-due = Orders are due { $due }.
phase-open-owed-by = Orders owed by: { $families }.
phase-open-nobody-owes = Nobody owes an order in this phase.
phase-open-closes-early = It closes early once every player in the country has pressed Done.
phase-dm-begun = **{ $phase }** has begun. { $asks }
phase-dm-owed = Owed from you, and what happens if you give nothing:
phase-dm-owed-line = - { $default }
phase-dm-due = Due { $due }. Press **Done** when you are finished: the phase closes early once every player in the country has.
reminder-closes = Reminder: { $phase } closes { $due }.{ $missing ->
    [0] {""}
   *[other] {" "}Still missing:
}
reminder-press-done = Press Done on your Status Page (/status) when you are finished.

## A phase resolves (bot/services/resolution.py): the results post's framing, the private digests
results-title = **{ $phase } has resolved.**
results-late = The deadline passed while the game master was away; the phase resolves now.
results-early = Every player marked done, so the phase resolves early.
results-forced = A moderator resolved the phase now.
results-budget-in-thread = The proposed budget follows in its own post, which opens the turn's debate thread.
results-missed = Missed orders (defaults used): { $families }.
results-digest-title = **{ $phase }, for your eyes only:**
results-new-cards-title = **Turn { $turn } begins: your new cards.**

## Pictures posted in the channel (their text; the picture is drawn when it is sent)
map-post-coup = The city now (**Full map**, below, shows the unit kinds and every event of last phase):
map-post-cabinet = The new cabinet:
map-post-money = The money deck after this turn's draw:

## The end of a game
end-title = **The game is over.**
end-rank = { $rank }. { $family }: { $swiss } MP in Switzerland
end-archive = The whole story of the game, secrets included: open the attached page in a browser.

## Answers to commands (bot/cogs, bot/interact.py)
reply-not-recorded = Not recorded: { $reason }
reply-not-created = Not created: { $reason }
reply-not-joined = Not joined: { $reason }
reply-not-left = Not left: { $reason }
reply-not-started-because = Not started: { $reason }
reply-nothing-withdrawn = Nothing withdrawn: { $reason }
reply-no-offer-made = No offer made: { $reason }
reply-not-done = Not done: { $reason }

## Forming a game (bot/services/forming.py)
created-post = A new game of Junta, **{ $game }**, is forming, played by { $rules }: { $timing }. Join with your family's name; { $players }.
created-timing-minutes = phases of { $minutes } minutes
created-timing-daily = deadlines at { $time } { $zone }, phases at least { $hours } hours long
joined-post = The { $family } family joins the game ({ $players ->
    [one] { $players } player
   *[other] { $players } players
}).
joined-computer-post = The { $family } family joins the game, played by the computer ({ $players ->
    [one] { $players } player
   *[other] { $players } players
}).
left-post = The { $family } family leaves the game ({ $players ->
    [one] { $players } player
   *[other] { $players } players
}).
started-post = **{ $game }** begins with { $count } families: { $families }.
speech-post = **The { $family } family speaks:**
reply-channel-busy = This channel already has a game that has not finished.
reply-already-joined = You have already joined this game.
reply-computer-no-name = Name the computer family: the usual names are taken.
reply-first-president-by-creator = Only the game's creator, { $creator }, names its first President. Start it without president: to let lot choose, or ask them to start it.
reply-no-such-first-president = No family '{ $name }' is seated here: name one of { $families }.
reply-already-started = The game has already started.
reply-speech-empty = Say something: the speech is empty.
reply-speech-too-long = A speech has at most { $most } characters.

## Moderators (bot/services/moderation.py): the channel is told "Moderator @name: ..."
moderator-post = Moderator { $moderator }: { $what }
moderator-resolves = the phase resolves now.
moderator-extended-paused = the paused deadline gets { $minutes } more minutes ({ $left } minutes left when resumed).
moderator-extended = the deadline is extended by { $minutes } minutes, to { $due }.
moderator-paused = the game is paused; the deadline is stopped.
moderator-resumed = the game resumes.
moderator-resumed-due = the game resumes. Orders are due { $due }.
moderator-the-computer = the computer
moderator-replaced-by-computer = the computer now plays the { $family } family (replacing { $before }).
moderator-replaced-by-user = { $player } now plays the { $family } family (replacing { $before }).
moderator-ended = the game is ended.{ $standings ->
    [yes] {" "}The standings as it stands:
   *[no] {""}
}
end-by-moderator = (ended by a moderator)
replaced-dm = You now play the { $family } family in this game.
reply-phase-already-resolved = The phase has already resolved.
reply-extend-minutes = Extend by a whole number of minutes, from 1 to { $most } (two weeks).
reply-no-deadline = The current phase has no running deadline.
reply-game-not-running = The game is not running.
reply-game-not-paused-now = The game is not paused.
reply-no-such-seat = There is nobody in seat { $seat }.
reply-already-computer = The computer already plays the { $family } family.
reply-no-computers = The game { $game } has no computer players.
reply-cannot-force = The game { $game } has no phase a moderator can close.
reply-user-already-seated = That user already has a seat in this game.

## Reading a game (bot/games/junta/services/reads.py, history.py, player.py, orders.py)
reply-not-started = The game has not started.
reply-no-such-map = That phase had no coup map: pick one of the coup phases offered.
reply-phase-not-resolved = That phase has not resolved yet: pick one of the past phases offered.
reply-no-record = There is no record of that phase.
reply-no-seat = You do not have a seat in that game.
reply-no-game = You are not playing in any game. Join one with /junta join in its channel.
reply-several-games = You play in several games ({ $games }): say which one with the game option.
reply-no-such-straw-man = There is no straw man '{ $name }' in this game (straw men: { $straw_men }).
reply-not-your-straw-man = { $name } is not your straw man to command: { $why }.
reply-straw-man-no-faction = he has no faction yet (the faction table is rolled when the budget proposal resolves)
reply-straw-man-led-by = he is in the { $faction ->
    [government] government faction
   *[opposition] opposition faction
}, led by { $leader }
reply-straw-man-leader-away = the leader of the { $faction ->
    [government] government faction
   *[opposition] opposition faction
} cannot give orders now
reply-order-unreadable = That order could not be read.
reply-not-an-order = That is not an order.
reply-no-such-order = You have no such order this phase.
reply-closed-nothing-withdrawn = This phase has closed: nothing was withdrawn.

## Gifts and trades (bot/services/trades.py, exchange.py)
reply-phase-just-closed = This phase has just closed: try again in the new phase.
reply-not-a-gift = That is not a gift or a trade.
reply-trade-negative = Amounts of money cannot be negative.
reply-trade-empty = The trade moves nothing: say what you give and what you want.
reply-trade-no-such-card = No offer made: there is no card #{ $card } (cards are #0-#{ $last }).
reply-trade-to-another = Offer a trade to another player of this game.
reply-trade-not-in-hand = You can only offer cards from your hand.
reply-trade-no-cash = You do not have that much cash.
reply-trade-gone = That trade offer no longer exists.
reply-trade-taken = That trade has already been accepted.
reply-trade-not-yours = Only the player the trade was offered to can accept it.
reply-trade-lapsed = That offer has lapsed: a trade offer lasts until the end of its turn.
trade-cash = { $cash } MP
trade-offer-dm = The { $family } family offers you a trade: they give { $give }; they ask for { $get }. Press Accept to trade now (the offer lasts until the end of this turn).
trade-offer-dm-said = The { $family } family offers you a trade: “{ $said }” They give { $give }; they ask for { $get }. Press Accept to trade now (the offer lasts until the end of this turn).

## /language (bot/cogs/language.py): said in the language just chosen
reply-language-chosen = From now on I answer you and write to you in English.
reply-language-client = From now on I answer you and write to you in your Discord app's language.

## The game channel's commands (bot/games/junta/cogs/game.py)
reply-no-game-in-channel = There is no game in this channel. A moderator can start one with /junta create.
reply-create-moderators-only = Only a moderator (Manage Server, or the moderator role) can create a game.
reply-created = Game #{ $number } **{ $game }** created, played by { $rules }.
reply-created-short-game = The shorter game: 4 bills go out of play unseen { $when ->
    [every_round] after every round.
   *[coup_rounds] after a round with a coup.
}
reply-created-computers = Seated, played by the computer: { $families }.
reply-created-join = Players join with /junta join.
reply-short-game-classic-only = the shorter game is an option of the board game's rules; choose variant classic, or leave short_game out.
reply-joined = You joined **{ $game }** as the { $family } family.
dm-welcome = Welcome to **{ $game }**, { $family } family. Your orders come here, in our DMs; /status shows your page once the game starts.
reply-left = You left **{ $game }**.
reply-start-not-allowed = Only a player of this game or a moderator can start it.
reply-started = **{ $game }** has started: the announcement is in the channel.
dm-begun = The game has begun: you are the { $family } family. Give your orders here; /status shows your page.
reply-pick-coup-phase = Pick an earlier coup phase from the list offered as you type.
reply-no-map-yet = The game has not started: there is no map yet.
reply-pick-past-phase = Pick a past phase from the list offered as you type.
reply-speech-goes = Your speech goes to the channel of **{ $game }**.
reply-dms-closed = I cannot send DMs to { $who }: open your DMs to members of this server (Privacy Settings) so that I can take your orders, then run /status in a DM with me{ $count ->
    [one] {""}
   *[other] {" "}(each of you)
}.

## Buttons (bot/games/junta/ui): labels, in the language of the message they are under
button-status-page = Your Status Page
button-done = Done
button-done-anyway = Done anyway
button-vote-yes = Vote yes
button-vote-no = Vote no
button-vote-abstain = Vote abstain
button-accept = Accept
button-accepted = Accepted
button-full-map = Full map

## Your own business (bot/games/junta/cogs/player.py)
reply-done-undone = Your orders for **{ $game }** are no longer marked done.
reply-withdrawn = Withdrawn.
reply-given = Given: { $what }
reply-nothing-given = Nothing given: { $reason }
reply-swapped = Swapped: { $what }
reply-nothing-swapped = Nothing swapped: { $reason }
reply-trade-accepted = The { $family } family accepts your trade: it is done (see your DMs).
reply-trade-declined = The { $family } family declines your trade: nothing changes hands.
reply-trade-offered = Your offer went to the { $family } family; it happens when they accept it.
reply-no-map-of-phase = There is no map of that phase.

## /gm (bot/cogs/moderator.py)
reply-gm-moderators-only = Only moderators (Manage Server, or the moderator role) can use /gm.
reply-gm-no-game = There is no game in this channel.
reply-gm-computer-seated = Done: the { $family } family is seated; the computer plays it.
reply-gm-replace-who = Name the member who takes the seat over, or say computer:True; not both.
reply-gm-no-bots = A bot cannot play.
reply-gm-done = Done: { $action }.
reply-nothing-to-appoint = Nothing to appoint: { $reason }

# Commands and components that do not fit (bot/client.py, bot/ui/checks.py).
reply-stale-commands = My commands have changed since your Discord app loaded them: reload it (Ctrl+R) and try again; nothing was recorded.
reply-not-here = You cannot use this command here.
reply-went-wrong = Something went wrong on my side; nothing was recorded. Please try again.
reply-option-unreadable = One of the options of /{ $command } could not be read; nothing was recorded.
ui-not-offered = That button or menu is not one I offered on this message (or it no longer works); nothing was recorded. Use /status for a fresh page.
ui-not-a-choice = That is not one of the menu's choices; nothing was changed.

# The coup map's answers (bot/games/junta/cogs/game.py, ui/fullmap.py).
reply-city-map = The city between coups: zone numbers, and where each office's units start (the Bodyguard is not shown: its zone would tell the Minister of War's location).
reply-city-map-phase = The city, { $phase }.
reply-full-map = The full map, as this phase opened: unit kinds, and every event of last phase in the list.

# Which game, and the cogs' own refusals (bot/games/junta/cogs/).
reply-no-game-to-play = You are not playing in any game. Join one with /junta join in its channel.
reply-which-game = You play in several games ({ $games }): say which one with the game option.
menu-game-straw-man = { $game } (#{ $number }) / { $name }, your straw man
reply-speech-no-game-here = There is no game in this channel: make your speech in your game's channel, or in our DMs.
reply-speech-leave-out-game = In a game channel, a speech goes to that channel's game: leave out the game option.
reply-appoint-if-elected-empty = name at least one office and whom you would appoint to it.

# The cabinet menus of /appoint (bot/games/junta/ui/appoint.py) and the Status Page's vote buttons (ui/quick.py).
button-confirm-cabinet = Confirm the cabinet
button-confirm = Confirm
menu-brother-in-law = Brother-in-Law
cabinet-menus-now = now: { $offices }
cabinet-menus-how = { $where ->
    [one] Pick a holder for each office, then press Confirm the cabinet: it records the cabinet as shown.
    [here] Pick a holder for each office on all { $pages } pages, then press Confirm the cabinet here: it records the offices of all { $pages } pages as shown.
   *[last] Pick a holder for each office on all { $pages } pages, then press Confirm the cabinet on page { $pages }: it records the offices of all { $pages } pages as shown.
}
cabinet-menus-page = **{ $game }**: your cabinet, page { $page } of { $pages }. { $how } The menus start from last turn's holders where they may stay, your last recorded cabinet and, for the other offices, a legal pick by lot; offices you do not change are recorded as shown.
reply-cabinet-page-lost = Not recorded: page { $page } of these cabinet menus cannot be read any more (deleted?). Use /appoint for fresh menus.
reply-quick-budget-vote = Recorded: all your office and influence votes { $choice } on the budget (use /vote budget to split them or add vote cards).

# What a moderator's /gm command did (bot/cogs/moderator.py): 'Done: <this>.'
gm-game-over = the game is over
gm-now-open = now open: { $phase }
gm-phase-resolved = the phase resolved; { $now }
gm-advanced = advance
gm-extended = extended by { $minutes } minutes
gm-paused = paused
gm-resumed = resumed
gm-replaced = { $family } now played by { $computer ->
    [yes] the computer
   *[no] { $by }
}
gm-ended = game ended
archive-too-large = The game's archive is { $size } MiB, over Discord's 10 MiB limit for an attachment: a moderator can write it with `python -m bot.archive --db <database> --game { $game } --out <folder>`.
