# Das Archiv einer beendeten Partie (bot.archive; `python -m bot.archive --language`). Zuständig: TEXT.

archive-title = { $game }: das Archiv
archive-header = { $families }: { $revealed ->
    [yes] die ganze Geschichte, mit allen Geheimnissen
   *[no] nur die öffentlichen Fakten
}. Mit den Pfeiltasten gehst du durch die Phasen.
archive-previous = ← zurück
archive-next = weiter →
archive-public = Was alle lasen
archive-nothing = Es wurde nichts gemeldet.
archive-orders = Gegebene Befehle
archive-secrets = Geheimnisse
archive-game-master = der Spielleiter
archive-ranking-heading = Das Ende: die Rangliste
archive-ranking = { $rank }. { $name }: { $swiss } MP
archive-awards = Auszeichnungen
archive-stats = Statistik je Familie
archive-votes = Stimmen bei der Abstimmung über den Staatshaushalt, je Runde
archive-cash = Bargeld + Schweizer Konto, je Runde
archive-cash-cell = { $cash } + { $swiss } MP
archive-column-family = Familie
archive-column-kills = Morde
archive-column-deaths = Tode
archive-column-terms = Amtszeiten als Präsident
archive-column-budgets = Angenommene Staatshaushalte
archive-column-rebellions = Aufstände
archive-column-exiles = Exile
archive-column-turn = Runde
archive-picture-map = Die Stadt zu Beginn: { $phase }
archive-picture-cabinet = Die Regierung
archive-picture-money = Der Geldstapel nach dem Ziehen
