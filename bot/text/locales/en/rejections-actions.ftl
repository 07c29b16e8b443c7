# Refusals of gifts, trades and straw-man swaps (rules/junta/actions.py; issue 23: rejections are data). Each is
# `reject-<code>` with the rejection's fields as variables (bot/games/junta/text/news.py).

reject-action-no-such-player = There is no player #{ $number }.
reject-action-dead = { $form ->
    [they] They are
    [offerer] The offerer is
   *[you] You are
} dead: no gifts or trades until the next turn.
reject-action-exiled = { $form ->
    [they] They are
    [offerer] The offerer is
   *[you] You are
} in exile: exiles may not trade or receive gifts.
reject-action-bad-amount = Give a positive amount of MP.
reject-no-exact-change = Your cash{ $locked ->
        [yes] {" "}(cash added to your budget proposal is locked)
       *[no] {""}
    } ({ $paid }) cannot make exactly { $amount } MP: no change is given.{ $could ->
        [0] {""}
        [one] {" "}You could give { $could_low } MP.
       *[other] {" "}You could give { $could_low } or { $could_high } MP.
    }
reject-action-game-over = The game is over.
reject-not-yours = Only the player the trade was offered to can accept it.
reject-action-self = You cannot give something to yourself.
reject-action-straw-man = A straw man gives nothing away: his cash passes to his leader after the Bank.
reject-aftermath = Nobody may give away cash or cards during the coup aftermath: who faces the firing squad is not known until it resolves.
reject-resigning = A resigning President may not transfer his pocket money during the election.
reject-action-not-in-hand = { $form ->
    [card] You can only give a card from your hand.
    [straw] { $player } has no such hidden card (influence in play stays where it is).
   *[cards] You can only give cards from your hand.
}
reject-hand-limit = { $form ->
    [trade] After the trade someone would hold more than { $limit } cards.
   *[gift] { $player } would hold more than { $limit } cards: nobody may pass a card to a player at the limit.
}
reject-cards-gone = The cards of this trade are no longer in hand.
reject-bad-trade = A card appears twice in the trade.
reject-offerer-cannot-pay = { $player } can no longer pay exactly { $amount } MP from their cash: the trade cannot be made.
reject-empty-trade = The trade moves nothing.
reject-not-a-straw-man = { $player } is not a straw man: offer a /trade instead.
reject-not-your-faction = Only a real player of { $player }'s faction swaps cards with him.
reject-swapped = { $player } has already swapped a card this round: one swap per straw man a round.
