# Deadlines, the budget debate thread, a full game (bot.games.junta.text.messages). Owner: the TEXT engineer (I18N.md).

## A phase's deadline, inside a sentence ("Deadline: ...") and as a sentence
deadline-none = no deadline
deadline-paused = the game is paused (the deadline is stopped)
due-none = This phase has no deadline.
due-paused = The game is paused: no deadline runs until a moderator resumes it.
due-at = Orders are due { $time }.

## The turn's budget debate thread (its name: at most 100 characters, the game's name cut to fit)
budget-thread-name = { $game } · turn { $turn } budget
budget-debate-first = **Turn { $turn }: the budget debate.** { $proposal }
    Debate it in this thread before the vote.
budget-debate-again = **Turn { $turn }: a new budget proposal.** { $proposal }
budget-tally = **The vote:** { $tally }

## The rules variants as players name them (bot.games.junta.settings.VARIANTS; VARIANTS.md 2, 10)
variant-web-short = the online rules
variant-web-title = the online rules (6-10 players)
variant-classic-short = the board game
variant-classic-title = the board game as published (4-7 players)
variant-mini-short = Mini-Junta
variant-mini-title = Mini-Junta, the board game for 2 or 3 players with straw men
variant-players = { $next ->
    [yes] { $low } or { $high } players
   *[no] { $low } to { $high } players
}
variant-suggestion = With { $count } players, play { $variants }.
variant-suggested = { $variant } ({ $how })
game-full = The game is full: { $variant } takes { $players }.
