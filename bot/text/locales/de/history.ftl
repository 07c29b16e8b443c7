# Eine vergangene Phase, wie ein Leser sie sieht (/junta history, /history: bot.games.junta.text.history). Zuständig: TEXT.

history-heading = **{ $game }** · { $phase }
history-public-heading = **Was alle lasen:**
history-nothing = Es wurde nichts gemeldet.
history-orders-heading = **Deine Befehle:**
history-no-orders = keine.
history-private-heading = **Nur für dich:**

## Eine Phase, die unter demselben Namen noch einmal stattfand (ein neuer Haushaltsvorschlag): 'Runde 2 · Haushaltsabstimmung (2.)'
history-phase-again = { $phase } ({ $n }.)
