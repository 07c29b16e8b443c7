# A finished game's archive page (bot.archive; `python -m bot.archive --language`). Owner: the TEXT engineer.

archive-title = { $game }: the archive
archive-header = { $families }: { $revealed ->
    [yes] the whole story, secrets included
   *[no] public facts only
}. Arrow keys step through the phases.
archive-previous = ← previous
archive-next = next →
archive-public = What everyone read
archive-nothing = Nothing was reported.
archive-orders = Orders given
archive-secrets = Secrets
archive-game-master = the game master
archive-ranking-heading = The end: the ranking
archive-ranking = { $rank }. { $name }: { $swiss } MP
archive-awards = Awards
archive-stats = Statistics per family
archive-votes = Votes in the budget vote by turn
archive-cash = Cash + Swiss account by turn
archive-cash-cell = { $cash } + { $swiss } MP
archive-column-family = Family
archive-column-kills = Kills
archive-column-deaths = Deaths
archive-column-terms = Terms as President
archive-column-budgets = Budgets passed
archive-column-rebellions = Rebellions
archive-column-exiles = Exiles
archive-column-turn = Turn
archive-picture-map = The city as { $phase } opened
archive-picture-cabinet = The cabinet
archive-picture-money = The money deck after the draw
