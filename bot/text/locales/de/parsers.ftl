# Was Spieler tippen (bot/games/junta/parsers.py): was eine Ablehnung sagt, das der Spieler stattdessen tippen soll.

parse-condition-help = eine Bedingung lautet etwa „wenn Garcia tot ist“, „wenn Garcia am Leben ist“, „wenn Garcia in der Bank ist“, „wenn Bank-Ferien gespielt wurde“, „wenn der Haushalt angenommen wurde“, „wenn der Haushalt mit 3 Stimmen oder weniger abgelehnt wurde“, „wenn Garcia eingezahlt hat“ oder „wenn es einen Putsch-Vorwand gibt“.
parse-condition-unreadable = die Bedingung { $condition } lässt sich nicht lesen: { $why }
