# Fristen, der Haushalts-Thread, eine volle Partie (bot.games.junta.text.messages). Zuständig: TEXT (I18N.md).

## Die Frist einer Phase, im Satz ("Frist: ...") und als Satz
deadline-none = keine Frist
deadline-paused = die Partie ist angehalten (die Frist steht still)
due-none = Diese Phase hat keine Frist.
due-paused = Die Partie ist angehalten: Bis ein Moderator sie fortsetzt, läuft keine Frist.
due-at = Die Befehle sind bis { $time } fällig.

## Der Thread zur Haushaltsdebatte einer Runde (höchstens 100 Zeichen; der Name der Partie wird gekürzt)
budget-thread-name = { $game } · Staatshaushalt Runde { $turn }
budget-debate-first = **Runde { $turn }: die Haushaltsdebatte.** { $proposal }
    Diskutiert ihn hier im Thread, bevor abgestimmt wird.
budget-debate-again = **Runde { $turn }: ein neuer Vorschlag für den Staatshaushalt.** { $proposal }
budget-tally = **Die Abstimmung:** { $tally }

## Die Regelvarianten, wie Spieler sie nennen
variant-web-short = die Online-Regeln
variant-web-title = die Online-Regeln (6-10 Spieler)
variant-classic-short = das Brettspiel
variant-classic-title = das Brettspiel, wie es erschienen ist (4-7 Spieler)
variant-mini-short = Mini-Junta
variant-mini-title = Mini-Junta, das Brettspiel für 2 oder 3 Spieler mit Strohmännern
variant-players = { $next ->
    [yes] { $low } oder { $high } Spieler
   *[no] { $low } bis { $high } Spieler
}
variant-suggestion = Für { $count } Spieler gibt es { $variants }.
variant-suggested = { $variant } ({ $how })
game-full = Die Partie ist voll ({ $variant }: { $players }).
