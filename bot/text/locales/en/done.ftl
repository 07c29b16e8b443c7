# What a player reads when he presses Done (bot.games.junta.text.done). Owner: the TEXT engineer (I18N.md).

done-orders-heading = **Your orders for { $game }:**
done-no-orders = You have given no orders in **{ $game }** this phase.
done-lapses-heading = **Will not be carried out as things stand:**
done-missing-heading = **Not given yet:**
done-unconfirmed = Nothing is marked yet: press **Done anyway** to accept these defaults, or give the orders first.
done-marked = Your orders are marked done; you may still change them until the phase closes.
done-resolves = Every player is done: the phase resolves now.
done-waiting = The phase closes early once { $players } { $count ->
    [one] has
   *[other] have
} pressed Done too.
