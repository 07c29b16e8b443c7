# A past phase as a reader sees it (/junta history, /history: bot.games.junta.text.history). Owner: the TEXT engineer (I18N.md).

history-heading = **{ $game }** · { $phase }
history-public-heading = **What everyone read:**
history-nothing = Nothing was reported.
history-orders-heading = **Your orders:**
history-no-orders = none.
history-private-heading = **For your eyes only:**
