# What players type (bot/games/junta/parsers.py): what a refusal says the player should type instead.

parse-condition-help = a condition reads like 'if Garcia is dead', 'if Garcia is alive', 'if Garcia is at the bank', 'if Coup Excuse was played', 'if the budget passed', 'if the budget failed by 3 or less', 'if Garcia banked' or 'if there is a coup excuse'.
parse-condition-unreadable = the condition { $condition } cannot be read: { $why }
