# A past phase as a reader sees it (/junta history, /history: bot.games.junta.text.history). Owner: the TEXT engineer (I18N.md).

history-heading = **{ $game }** · { $phase }
history-public-heading = **What everyone read:**
history-nothing = Nothing was reported.
history-orders-heading = **Your orders:**
history-no-orders = none.
history-private-heading = **For your eyes only:**

## A phase held again under the same name (a new budget's proposal and vote): 'Turn 2 · Budget vote (2nd)'
history-phase-again = { $phase } ({ $n ->
    [1] 1st
    [2] 2nd
    [3] 3rd
    [21] 21st
    [22] 22nd
    [23] 23rd
   *[other] { $n }th
})
