# The Status Page (a player's own, in DMs) and the public status of a game (in its channel): bot.games.junta.text.status.
# Owner: the TEXT engineer (I18N.md).

## Who he is
status-heading = **{ $game }** · { $phase }
status-you = You are the { $name } family{ $status ->
    [dead] {" "}(dead until the next turn)
    [exiled] {" "}(in exile)
   *[alive] {""}
}: { $offices }.
status-you-led = You are the { $name } family, led by { $head }{ $status ->
    [dead] {" "}(dead until the next turn)
    [exiled] {" "}(in exile)
   *[alive] {""}
}: { $offices }.
status-straw = This is { $name }, your straw man ({ $faction }){ $status ->
    [dead] {" "}(dead until the next turn)
    [exiled] {" "}(in exile)
   *[alive] {""}
}: { $offices }.
status-no-office = no office
status-faction = { $faction ->
    [government] in the government
    [opposition] in the opposition
   *[none] no faction yet
}
status-straw-men = Your straw men this round: { $names }. Give an order for one with the game option '{ $game } / { $first }' (his Status Page too: /status with that game option).
status-brother-in-law-offices = You also give the orders of your Brother-in-Law's office: { $offices }.

## What he has
status-money = Cash: { $cash }. Swiss bank account: { $swiss }.
bills-sum = { $bills } = { $total } MP
bills-none = no bills
status-hand = Hand:
status-hand-empty = Hand: no cards.
status-hand-short = Hand: { $cards } (/card shows each).
status-hand-count = Cards toward the hand limit of { $limit }, influence in play included: { $held }.
status-over-limit = ⚠️ You are over the hand limit of { $limit } by { $over }: play, pass or /discard { $over ->
    [one] { $over } card
   *[other] { $over } cards
} before the cabinet phase ends, or the newest drawn are discarded.
status-straw-over-limit = ⚠️ { $name } is over the hand limit of { $limit } by { $over }: choose the { $over ->
    [one] { $over } card
   *[other] { $over } cards
} he discards with /discard (and this game option) before the cabinet phase ends, or his newest drawn are discarded.
status-influence = Influence in play: { $cards }.
status-location = Location: { $location }.

## What his office lets him do
status-note-minister = As Minister of Internal Security you command the Secret Police: once per turn, in the locations phase, /assassinate with assassin 'Secret Police' hits automatically at the right location, and your attempts resolve first. They may not go to the Bank two turns running.
status-note-minister-barred = { status-note-minister } They went to the Bank last turn, so not the Bank this turn.
status-note-minister-of-war = As Minister of War you have the Bodyguard (2 dice per volley in a coup); it starts in the zone of your location, so your location is public in a coup. You assign New Weapons in the budget draw.

## His side in a coup
status-rebel = You are a **Rebel**.
status-loyalist-president = You are a Loyalist: El Presidente.
status-voted = You are not a Rebel; in the coup vote { $side ->
    [junta] you voted Pro-Junta: your units counted for the Rebels
    [president] you voted Pro-President
   *[other] you abstained
}.
status-declare-later = You are not a Rebel (a Loyalist so far): once Coup Phase 6 is over, you declare Pro-Junta or Pro-President in the aftermath and your units count for that side; declaring nothing, you count Pro-President.
status-vote-later = You are not a Rebel (a Loyalist so far): in Coup Phase 6 your units count for the side you vote for (Pro-Junta or Pro-President); not voting, they count against the Rebels.
status-neutral = You are neutral: not a Rebel, and you command no units.

## This phase and his orders
status-this-phase = **This phase:** { $asks }
status-orders-heading = **Your orders:**
status-orders-none = **Your orders:** none yet.
status-missing-heading = **Not given yet:**
status-more-orders = - and { $count ->
    [one] { $count } more order
   *[other] { $count } more orders
}
status-marked-done = You have marked this phase done.
status-press-done = When you are finished, press Done (or use /done).
status-deadline = Deadline: { $deadline }.

## The facts this phase turns on
status-ballot-1 = Ballot 1 of 2: each vote source is cast once, now or in ballot 2; what you cast now is published and stays cast.
status-ballot-2 = Ballot 2 of 2. Ballot 1 cast { $cast }.
status-ballot-2-nothing = no votes
status-ballot-cast = { $votes ->
    [one] { $votes } vote
   *[other] { $votes } votes
} { $side }
status-ballot-for = for { $candidate }
status-ballot-mine = You cast in ballot 1: { $cast }; those stay as cast, the rest of your votes may vote now.
status-ballot-mine-source = { $source } { $votes } { $side }
status-drawn = Bills drawn for the budget: { $bills }.
status-pool = The budget pool: { $bills }.
status-proposed-budget = The proposed budget: { $shares }.
status-your-votes = Your { $total ->
    [one] { $total } vote
   *[other] { $total } votes
}: { $parts } (vote cards count only when named).
status-vote-part = { $source } { $votes }
status-vote-cards = Vote cards you may add by naming them in /vote budget: { $cards }.
status-your-votes-president = Your { $total ->
    [one] { $total } vote
   *[other] { $total } votes
} for President: { $parts }.
status-if-elected = If you are elected, you appoint at once: { $appointments } (given earlier in this election; /ifelected changes it).
status-units = Your units: { $units }.
status-units-zone = { $zone }: { $units }
status-zone = zone { $zone } ({ $name })
status-zone-bare = zone { $zone }
status-off-map = Not yet on the map: { $units }.
status-stack-moves = Stack moves this phase: { $moves }; { $left } left after your orders.
status-airstrikes = Airstrikes left this coup: { $count } (at most one per phase).
status-gunboat = The Gunboat fires { $dice } dice once per phase (/bombard) at one player's units in any zone but an embassy: it sails the river, and its guns reach the whole city.
status-intervention-airstrikes = The foreign intervention's Airstrikes left: { $count } (/bombard).

## The Bank (never the state's internal name)
status-bank-open = The Bank is open.
status-bank-closed = The Bank is closed for the rest of the turn.
status-bank-lunch = The Bank is closed for lunch.

## The public status, in the game's channel
public-heading = **{ $game }** ({ $status ->
    [forming] forming
    [running] running
    [paused] paused
   *[finished] finished
}): { $count ->
    [one] { $count } family
   *[other] { $count } families
}: { $families }.
public-no-families = none yet
public-led-by = { $name } (led by { $head })
public-now = Now: { $phase }.
public-president = El Presidente: { $name }.
public-cabinet = Cabinet: { $rows }.
public-cabinet-row = { $office }: { $holder }
public-cabinet-status = { $status ->
    [brother-in-law] Brother-in-Law
    [frozen] frozen
   *[vacant] vacant
}
public-straw-men = Straw men: { $men }.
public-straw-man = { $name } ({ $faction })
public-dead = Dead: { $names }.
public-exiled = In exile: { $names }.
public-money-deck = { $bank } Money deck: { $drawn } of { $total } drawn.
public-budget = Budget: { $shares }.
public-progress = This phase: { $players }.
public-progress-player = { $name }: { $how ->
    [done] done
    [saved] orders saved
   *[none] no orders
}
