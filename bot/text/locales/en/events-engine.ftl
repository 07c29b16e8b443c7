# The engine's events (issue 23: events are data): military.py, vacancies.py, engine.py, turns.py, straw.py,
# actions.py. Each message is `event-<code>` with the event's fields as variables (bot/games/junta/text/news.py).

## The street fighting of a coup (rules/junta/military.py)
event-lapsed-no-stack-move = You have no stack move left this phase.
event-fled = { $player } escapes through the embassy in zone { $zone_number }.
event-alliance-breaks = { $player } plays { $card }: every transfer reverts.
event-street-festival = { $player } plays { $card }: every red unit goes home ({ $removed } { $removed ->
        [one] unit
       *[other] units
    }).
event-coup-card = { $form ->
    [placed] { $player } plays { $card }: { $unit_count } { $unit } in zone { $zone_number } ({ $zone }).
   *[none] { $player } plays { $card }.
}
event-lapsed-no-units-to-bribe = There were no { $force } units to bribe there.
event-lapsed-bribe-unpaid = You cannot pay { $amount } MP to bribe the { $force }.
event-bribed-brigade = { $player } bribes the { $force }: { $won } of { $count } { $count ->
        [one] unit
       *[other] units
    } { $won ->
        [one] changes
       *[other] change
    } sides.
event-transfer = { $player } hands { $count } { $count ->
        [one] unit
       *[other] units
    } in zone { $zone_number } to { $to_player }.
event-landing = { $player } lands { $unit_count } { $unit } in zone { $zone_number } ({ $zone }).
event-bombardment = { $by }'s { $weapon ->
        [airstrike] airstrike
        [gunboat] gunboat
       *[intervention_airstrike] intervention airstrike
    } hits { $target }'s units in zone { $zone_number }: { $hits } destroyed (dice { $dice }).
event-became-rebel = { $player } fired on the Palace Guard: a Rebel now.
event-lapsed-units-gone = None of the units you named were left in zone { $from_zone_number } to move to zone { $to_zone_number }.
event-battle = Battle in zone { $zone_number } ({ $zone }): { $lost }.{ $volleys }
event-retreat = { $form ->
    [to] { $player }'s units in zone { $zone_number } retreat to zone { $to_zone_number }.
   *[nowhere] { $player }'s units in zone { $zone_number } retreat nowhere: they are destroyed.
}
event-bodyguard-gone = The { $office_short } is gone: his Bodyguard leaves the streets.

## A battle's report (bot/games/junta/text/battle.py)
battle-lost = { $player } lost { $count }
battle-separator = {", "}
battle-shot-separator = {"; "}
battle-volley = Volley { $volley }: { $shots }.
battle-shot = { $firer } fires { $dice } { $dice ->
        [one] die
       *[other] dice
    }{ $armed ->
        [all] {" "}(for his unarmed units: one die per two)
        [some] {" "}({ $unarmed } of them for his unarmed units: one die per two)
       *[none] {""}
    } at { $target } ({ $rolled }): { $result }{ $first ->
        [yes] , first fire
       *[no] {""}
    }
battle-no-dice = none
battle-hits = { $hits } { $hits ->
        [one] hit
       *[other] hits
    }
battle-hits-lost = { $hits } { $hits ->
        [one] hit
       *[other] hits
    }, { $lost } lost: { $why }
battle-arrived-after = only { $count } { $count ->
        [one] unit
       *[other] units
    } of { $target }'s arrived after his
battle-left = { $target } had { $count ->
        [0] no units
        [one] { $count } unit
       *[other] { $count } units
    } left
battle-rolled = { $player } rolled { $dice } { $dice ->
        [one] die
       *[other] dice
    } for { $hits } { $hits ->
        [one] hit
       *[other] hits
    }
battle-summary = Three volleys: { $rolled }.

## Vacancies, deaths and exile (rules/junta/vacancies.py)
event-office-frozen = The office of { $office } is frozen until { $form ->
        [round] the round ends
       *[cabinet] the next cabinet
    }.
event-brother-in-law = The President's Brother-in-Law takes the office of { $office }.
event-office-by-lot = The new President gives up the office of { $office }: by lot it goes to { $holder }.
event-cash-of-the-dead = You take { $victim }'s cash: { $amount } MP.
event-killed = { $form ->
    [firing_squad] { $victim } was executed by firing squad.
    [executed_on_return] { $victim } was executed on return from exile.
    [executed_by_president] { $victim } was executed by the new President.
    [assassin] { $victim } has been killed by the { $card }.
   *[other] { $victim } has been killed { $how }.
}
event-you-died = { $form ->
    [firing_squad] You were executed by firing squad
    [executed_on_return] You were executed on return from exile
    [executed_by_president] You were executed by the new President
    [assassin] You have been killed by the { $card }
   *[other] You have been killed { $how }
}: your cards and cash are lost; you return next turn.
event-exiled = { $player } has fled into exile.
event-offices-resumed = { $player } takes back the { $offices_count ->
        [one] office
       *[other] offices
    } of { $offices }.
event-return-bribed = { $player } bribes his way home: { $card } stops the Minister's firing squad.

## The engine between phases (rules/junta/engine.py)
event-president-named = { $president } is the first President.
event-order-lapsed = An order of yours was not carried out: { $why }
event-discarded = You discard { $cards_count } { $cards_count ->
        [one] card
       *[other] cards
    }.
event-lapsed-return-in-coup = A coup has begun: you can return only through an embassy held by your unit or by a player who grants you safe passage (name the embassy).
event-lapsed-resign-in-coup = A coup has begun: the President cannot resign during a coup.
event-resigned = { $form ->
    [election] President { $president } resigns: the Chamber elects a successor.
   *[straw] President { $president } resigns.
}
event-election-called = { $form ->
    [dead] The President is dead: the Chamber elects a new President.
   *[vacant] There is no President: the Chamber elects one before the cabinet.
}

## A new turn and the end of the game (rules/junta/turns.py)
event-respawn = The { $player } family has a new head and returns to politics.
event-cards-drawn = You draw { $cards }.
event-turn-begins = Turn { $turn } begins.
event-short-game = The shorter game: { $count } { $count ->
        [one] bill
       *[other] bills
    } from the top of the money deck go out of play unseen.
event-game-over = { $form ->
        [foreign_aid] The Foreign Aid money has run out.
        [aid] The aid money has run out.
        [all_dead] Every family is dead: nobody is left to rule the Republic.
       *[other] { $reason }
    } The game is over. { $winners_count ->
        [0] Nobody wins.
        [one] Winner: { $winners }.
       *[other] Winners: { $winners }.
    }
    { $ranking }{ $awards }
ending-rank = { $rank }. { $player }: { $swiss } MP
ending-awards = Awards:
ending-award = { $title }: { $players } ({ $what }{ $shared ->
        [yes] {" "}each
       *[no] {""}
    })
award-kills = The Family Business
award-kills-count = { $count ->
        [one] { $count } assassination
       *[other] { $count } assassinations
    }
award-deaths = Cat With Nine Lives
award-deaths-count = { $count ->
        [one] { $count } death
       *[other] { $count } deaths
    }
award-terms = Presidente Vitalicio
award-terms-count = { $count ->
        [one] { $count } term as President
       *[other] { $count } terms as President
    }
award-budgets-passed = Friend of the Chamber
award-budgets-passed-count = { $count ->
        [one] { $count } budget passed
       *[other] { $count } budgets passed
    }
award-rebellions = Permanent Revolutionary
award-rebellions-count = { $count ->
        [one] { $count } rebellion
       *[other] { $count } rebellions
    }
award-exiles = Frequent Flyer
award-exiles-count = { $count ->
        [one] { $count } flight into exile
       *[other] { $count } flights into exile
    }

## Mini-Junta's straw men (rules/junta/straw.py)
event-faction-roll = { $player }: promised { $promised } MP, { $votes } { $votes ->
        [one] influence vote
       *[other] influence votes
    }{ $shift ->
        [minister] , one column right as Minister
       *[none] {""}
    }; { $form ->
        [roll] needs { $need } or less, rolls { $roll }
       *[table] no roll: the table says opposition
    }: joins the { $faction ->
        [government] government
       *[opposition] opposition
    }.
event-straw-cash = { $straw_player }'s cash ({ $amount } MP) passes to you, his faction's leader.
event-president-chosen = { $form ->
    [makes] { $chooser }, whose faction has the most votes ({ $votes }), makes { $president } President.
   *[takes] { $chooser }, whose faction has the most votes ({ $votes }), takes the presidency.
}
event-straw-men = Straw men: { $straws }.{ $form ->
        [named] {" "}{ $president } is the first President.
       *[none] {""}
    }
event-straw-hands = You are shown the straw men's hands, once, at the start of the game: { $hands }.
straw-separator = {"; "}
straw-man = { $player }
straw-man-influence = { $player } (influence in play: { $cards })
straw-hand = { $player }: { $count ->
        [0] no cards
       *[other] { $cards }
    }

## Gifts, trades and swaps (rules/junta/actions.py)
event-gift = { $form ->
    [cash] { $giver } gives { $receiver } { $paid }.
   *[cards] { $giver } gives { $receiver } { $cards }.
}
event-straw-swap = You swap { $given_card } for { $straw_player }'s { $taken_card }.
event-straw-swap-public = { $player } swaps a card with { $straw_player }.
event-trade = { $offerer_player } and { $receiver } complete a trade.
paid-bills = { $values } = { $total } MP
paid-none = no bills

## /appoint naming an office the game's cabinet does not have (bot/games/junta/cogs/orders/government.py)
appoint-no-such-office = this game has no { $absent }: its cabinet is { $cabinet }.

## A straw man's news, forwarded to his leader (rules/junta/views.py for_leaders; VARIANTS 10.6)
event-for-straw-man = For { $straw_player }, your straw man: { $said }
event-straw-influence-played = { $player } (a straw man) puts { $cards } influence in play.
