# The computer families' words (issue 25): their speeches in the game channel (in the game's language) and the words
# of the trades they offer (in the reader's). Each kind of line has six phrasings, numbered 0-5
# (rules.junta.computer.speech.VARIANTS): the computer picks one the game has not heard, so that no line is said twice
# in a game. Rendered by bot.games.junta.text.computer. Owner: the computer-players engineer (I18N.md).

computer-speaks = **The { $family } family speaks:**
computer-somebody = somebody
computer-friend = friend
# one family a budget pays, in a list of them
computer-paid = { $name } ({ $amount } MP)

## A computer President speaks as his cabinet is formed
computer-inauguration-0 = Citizens! The Republic is in safe hands: mine.
computer-inauguration-1 = Order, progress, and a modest budget for my friends.
computer-inauguration-2 = Let no one say this government forgets its loyal servants.
computer-inauguration-3 = Turn { $turn }: a new dawn for the Republic. The old one was getting tired.
computer-inauguration-4 = The foreign aid will be spent wisely. Trust me.
computer-inauguration-5 = Stability! Prosperity! Bananas!

## A computer President defends a budget that pays nobody
computer-budget-none-0 = This budget pays nobody: the treasury must heal.
computer-budget-none-1 = Austerity, my friends. Austerity for you.
computer-budget-none-2 = No handouts this turn. The Republic thanks you for your sacrifice.
computer-budget-none-3 = Empty pockets build character. Vote yes.
computer-budget-none-4 = The money is safe. Where, is a matter of state.
computer-budget-none-5 = A lean budget for lean times.

## A computer President defends his budget ($who: the families it pays, with their MP)
computer-budget-0 = My budget pays { $who }. Those who serve the Republic are not forgotten.
computer-budget-1 = { $who }: the Republic rewards its pillars. Vote yes.
computer-budget-2 = A fair budget: { $who }. Anyone who votes no wants chaos.
computer-budget-3 = Money where it keeps the peace: { $who }.
computer-budget-4 = I give { $who }. Remember who pays you.
computer-budget-5 = { $who }. Generous, prudent, patriotic. Vote yes.

## Its budget refused, a computer President blames those who voted no ($count: how many families)
computer-blame-0 = { $who } voted my budget down. The Republic will remember.
computer-blame-1 = Thanks to { $who }, nobody gets paid. I hope they are proud.
computer-blame-2 = { $who } { $count ->
    [one] prefers
   *[other] prefer
} chaos to bread. Noted.
computer-blame-3 = The budget failed because of { $who }. I never forget a roll call.
computer-blame-4 = { $who }: { $count ->
    [one] an enemy
   *[other] enemies
} of stability. Say it with me.
computer-blame-5 = A dark day. { $who } chose their pockets over the nation.

## Left out of a budget that passed, a computer family warns the President
computer-threat-0 = { $president } forgets who commands the barracks.
computer-threat-1 = A budget without me is a budget without a future, { $president }.
computer-threat-2 = Enjoy the Palace while it lasts, { $president }.
computer-threat-3 = The army is restless, { $president }. So am I.
computer-threat-4 = { $president }, a President who forgets his friends soon needs new ones.
computer-threat-5 = Tanks are expensive, { $president }. So is ingratitude.

## A family was killed: a computer family speaks of it, kindly of an ally...
computer-mourn-friend-0 = { $victim } was a friend of the Republic, and of mine. We mourn.
computer-mourn-friend-1 = Farewell, { $victim }. The streets are colder without you.
computer-mourn-friend-2 = Whoever struck down { $victim } will answer for it.
computer-mourn-friend-3 = { $victim } served with honour. Flags at half mast.
computer-mourn-friend-4 = A sad day: { $victim } has fallen. Stay close to your bodyguards, friends.
computer-mourn-friend-5 = { $victim } is gone. I will remember who smiled today.

## ... coldly of a rival
computer-mourn-rival-0 = { $victim } is dead. The Republic carries on.
computer-mourn-rival-1 = Tragic, what happened to { $victim }. Truly. Anyway.
computer-mourn-rival-2 = { $victim } has left us. Their debts have not.
computer-mourn-rival-3 = Such a shame about { $victim }. Who will take the Club's best table now?
computer-mourn-rival-4 = A moment of silence for { $victim }. There. Enough.
computer-mourn-rival-5 = { $victim } should have stayed at home.

## The words of a trade a computer family offers ($who: the family it offers it to), by its terms
computer-offer-vote-yes = { $who }, a little something for your Yes on my budget.
computer-offer-loyal = { $who }, stand by me if the tanks roll, and this is yours.
computer-offer-support = { $who }, your units on my side in this coup, and this is yours.
computer-offer-card-for-card = { $who }, a fair swap: your card for mine.
computer-offer-sell = { $who }, a card you can use, at a friendly price.
computer-offer-goodwill = { $who }, a token of friendship.
computer-offer-vote-for = { $who }, a gift for your vote in this election.
