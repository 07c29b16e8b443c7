# The political cards (cards.toml) by their stable key: each card's name, and its text where cards.toml gives one.
# A Vote card's title shows its votes, a Bribe the Brigade card's the force it bribes (card-title-*).

card-title-votes = { $name } ({ $votes })
card-title-target = { $name } ({ $target })

## Names
card-vote = Vote
card-labor-union = Labor Union
card-peasants = Peasants
card-students = Students
card-church = Church
card-landowners = Landowners
card-bankers = Bankers
card-underworld = Underworld
card-military = Military
card-press = Press
card-multinationals = Multinationals
card-small-business = Small Business
card-rigged-vote = Rigged Vote
card-donation = Secret Political Donation
card-bribe-the-brigade = Bribe the Brigade
card-bribe-the-assassin = Bribe the Assassin
card-amateur-assassin = Amateur Assassin
card-professional-assassin = Professional Assassin
card-monarchist-assassin = Monarchist Assassin
card-character-assassin = Character Assassin
card-burglar = Burglar
card-bank-robber = Bank Robber
card-intelligence = Intelligence
card-leaflets = Students Distribute Leaflets Against Oppression
card-un-condemns = UN Condemns Mistreatment of Political Prisoners
card-call-for-reforms = Call for Reforms
card-alliance-breaks = Alliance Breaks
card-bank-holiday = Bank Holiday
card-church-desecrated = Church Desecrated
card-spy-in-switzerland = Spy in Switzerland
card-street-festival = Annual Street Festival
card-farmers-strike = Farmers' Strike
card-defense-of-the-bank = Defense of the Central Bank
card-peoples-militia = Raise the People's Militia
card-christian-militia = Raise the Christian Militia
card-helicopter-attack = Helicopter Attack
card-general-strike = General Strike
card-dock-strike = Dock Strike
card-student-protest = Student Protest
card-demonstrators = Demonstrators
card-riot-in-the-slums = Riot in the Slums
card-peasant-revolt = Peasant Revolt
card-crown-prince = Crown Prince from the Countryside
card-authority-disputed = President's Authority Disputed
card-new-budget = New Budget
card-power-failure = Power Failure
card-summer-recess = Summer Recess
card-miscount = Miscount
# Not a card: the Minister's own assassins (named where a card's assassin would be).
card-secret-police = Secret Police

## The forces Bribe the Brigade bribes (cards.toml's targets)
bribe-force-1st-brigade = 1st Brigade
bribe-force-2nd-brigade = 2nd Brigade
bribe-force-3rd-brigade = 3rd Brigade
bribe-force-police = Police
bribe-force-palace-guard = Palace Guard

## Texts
card-vote-text = Adds its votes to one side of one ballot, then is discarded.
card-bankers-text = Pays its owner's bribe costs.
card-underworld-text = Pays its owner's assassin costs.
card-multinationals-text = Pays its owner's bribe costs.
card-rigged-vote-text = Played only at the end of a coup: its owner's vote counts twice in the Junta's election.
card-donation-text = Take the top bill of the money deck into your pocket (nothing if the deck is empty).
card-bribe-the-brigade-text = Name a zone holding units of the { $force }: for each unit wanted pay 1 MP and roll; 4-6 it changes to your control at once with any move it has left.
card-bribe-the-assassin-text = A standing order of the locations phase: cancels the first assassination attempt on you this turn that would succeed (not the Monarchist's); paid only then.
card-monarchist-assassin-text = Bribe the Assassin cannot stop him (the board game's Monarchist works even against its victim's protection).
card-character-assassin-text = Only at the Mistress: the target does not die but discards all influence in play and pays you half his cash (rounded down, bills by lot, no change).
card-burglar-text = Fails if the target is at Home; else take half the target's cash (rounded down, bills chosen by lot).
card-bank-robber-text = Fails if the target is at the Bank; else take up to 2 bills at random from the target's Swiss account.
card-intelligence-text = Learn privately one of: a player's hand, a player's cash, the bills the President drew this turn.
card-leaflets-text = No effect (the fanzine review: peaceful petitions change nothing).
card-un-condemns-text = No effect.
card-call-for-reforms-text = No effect.
card-alliance-breaks-text = All unit transfers revert to the units' original controllers.
card-bank-holiday-text = The Bank is closed this turn. No coup excuse.
card-church-desecrated-text = Church influence casts no votes until the end of the turn.
card-spy-in-switzerland-text = Learn privately one player's Swiss account total.
card-street-festival-text = Remove all red units from the map.
card-farmers-strike-text = The Farm & Labor Secretary draws no bills this turn.
card-authority-disputed-text = Last turn's appointments stand; only vacant offices are filled.
card-new-budget-text = The President proposes again from the same money and the Chamber votes again; if it passes, the failed budget's coup excuse and Bank closure are cancelled.
card-power-failure-text = Revote (conditional on the result).
card-summer-recess-text = Revote (conditional on the result).
card-miscount-text = Strike all votes of one named player and recount.
