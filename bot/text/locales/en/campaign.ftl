# The campaign (RULES 3.2): nominations, seconds and declines posted in the game channel as they are made
# (bot.games.junta.text.campaign). Owner: the TEXT engineer (I18N.md).

campaign-someone = someone
campaign-nominate = 🗳️ { $player } nominates { $candidate } for President.
campaign-nominate-self = 🗳️ { $player } nominates himself for President.
campaign-nominate-withdrawn = 🗳️ { $player } withdraws the nomination of { $candidate } for President.
campaign-nominate-self-withdrawn = 🗳️ { $player } withdraws the nomination of himself for President.
campaign-second = 🗳️ { $player } seconds the nomination of { $candidate }.
campaign-second-self = 🗳️ { $player } seconds his own nomination.
campaign-second-withdrawn = 🗳️ { $player } no longer seconds the nomination of { $candidate }.
campaign-second-self-withdrawn = 🗳️ { $player } no longer seconds his own nomination.
campaign-decline = 🗳️ { $player } declines his nomination: he will not stand for President.
campaign-decline-withdrawn = 🗳️ { $player } takes back his refusal: he may be elected after all.
