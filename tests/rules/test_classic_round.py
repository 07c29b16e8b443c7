"""The `classic` variant's round: the terror step's end of the game when every family dies (VARIANTS.md 5.8.6)
and Farmers' Strike (8.3.1). One test per clause; each docstring quotes VARIANTS.md and its seed 001 citation.

`CABINET4`: Alba (0) President; Borges (1) Minister and 1st General; Cortez (2) 2nd General and Admiral; Duarte (3)
3rd General and Air Force Commander.
"""

from __future__ import annotations

from rules.engine import Resolution
from rules.orders import SECRET_POLICE, Assassinate, ChooseLocation, PlayCard
from rules.state import Location, Phase, Status
from tests.rules.classic_helpers import ALBA, BORGES, CORTEZ, DUARTE, classic_game
from tests.rules.helpers import codes, find, give_bills, give_cards, run

HOME = Location.HOME


# --- 5.8.6 everyone dead ---------------------------------------------------------------------------------------
def _massacre(seed: str) -> Resolution:
    """Borges's Secret Police kill Alba; Alba's Professional kills Borges; Borges's Professional kills Cortez;
    Cortez's Amateur (a roll of 4 or more) goes for Duarte. Everyone is at Home."""
    g = classic_game(phase=Phase.LOCATIONS)
    g = give_bills(give_bills(give_bills(g, ALBA, 2), BORGES, 2), CORTEZ, 1)
    g, [alba_pro] = give_cards(g, ALBA, "Professional Assassin")
    g, [borges_pro] = give_cards(g, BORGES, "Professional Assassin")
    g, [amateur] = give_cards(g, CORTEZ, "Amateur Assassin")
    return run(
        g,
        *((pid, ChooseLocation(HOME)) for pid in range(4)),
        (BORGES, Assassinate(SECRET_POLICE, ALBA, HOME)),
        (BORGES, Assassinate(borges_pro, CORTEZ, HOME)),
        (ALBA, Assassinate(alba_pro, BORGES, HOME)),
        (CORTEZ, Assassinate(amateur, DUARTE, HOME)),
        seed=seed,
    )


def test_every_family_dead_after_the_terror_ends_the_game_and_nobody_wins() -> None:
    """VARIANTS 5.8.6 (001 §2.3): "If every player is dead after this step, the game ends at once and everybody
    loses"; 7.4: "Also the end of 5.8.6 (everyone dead: nobody wins)". 5.8.4: "An attempt is carried out even if its
    sender was killed earlier in the sequence". Over 20 seeds the Amateur sometimes hits: then the game is over with
    no winner; when he misses, Duarte lives and the game goes on."""
    ended = survived = 0
    for i in range(20):
        res = _massacre(f"terror{i}")
        s = res.state
        statuses = [p.status for p in s.players]
        if all(st is Status.DEAD for st in statuses):
            ended += 1
            assert s.over
            over = find(res.events, "game_over")
            assert over.public and "Nobody wins." in over.text and "Winner" not in over.text
        else:
            survived += 1
            assert statuses == [Status.DEAD, Status.DEAD, Status.DEAD, Status.ALIVE]
            assert not s.over and "game_over" not in codes(res.events)
    assert ended and survived


# --- 8.3.1 Farmers' Strike -------------------------------------------------------------------------------------
def test_farmers_strike_has_no_effect() -> None:
    """VARIANTS 8.3.1 (R; 001 §5.3: "a card that cannot act counts as discarded"): "Farmers' Strike: R: no effect in
    classic. Reason: its cards.toml effect targets the Farm & Labor Secretary". Played in the cabinet phase, it is
    discarded, nothing happens, and the President still draws his 8 bills."""
    g, [strike] = give_cards(classic_game(), CORTEZ, "Farmers' Strike")
    res = run(g, (CORTEZ, PlayCard(strike)), seed="cab")
    s = res.state
    assert "no_effect" in codes(res.events, public=True)
    assert not s.farmers_strike
    assert strike in s.discards and strike not in s.player(CORTEZ).hand
    assert s.phase is Phase.BUDGET_PROPOSAL and len(s.pool) == 8
