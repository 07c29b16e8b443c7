"""A computer family that leads a Mini-Junta faction decides for its straw men too (issue 17: "In Mini-Junta a
computer can be a real player and lead a faction"; issue 21: its straw men follow its line), within what VARIANTS 10.6
lets a leader order for them.

Two players: Alba (0) President, Borges (1) the opposition leader; Sunglasses (2) the straw Minister, Pocket-watch (3)
and Beard (4) the straw Generals.
"""

from __future__ import annotations

import random
from dataclasses import replace

from rules.events import PUBLIC, Event
from rules.junta import straw
from rules.junta.computer import decide, facts
from rules.junta.engine import REGISTRY, adjudicate, new_game
from rules.junta.orders import (
    SECRET_POLICE,
    Assassinate,
    Bombard,
    BudgetVote,
    Choice,
    Fire,
    Move,
    NameMinister,
    Order,
    ProposeBudget,
    RebelAction,
)
from rules.junta.state import BankState, GameState, Phase
from rules.junta.validate import validate
from rules.junta.views import coup_map_view, player_view, redact
from rules.simulate import NAMES, random_orders
from tests.rules.helpers import give_bills, pool, run
from tests.rules.mini_helpers import (
    ALBA,
    BEARD,
    BORGES,
    CORTEZ,
    GOV,
    OPP,
    POCKET_WATCH,
    SUNGLASSES,
    faction_of,
    mini_game,
)

PERSONALITIES = ("banker", "schemer", "general")


def _led(
    state: GameState,
    pid: int,
    personality: str = "schemer",
    seed: str = "t",
    line: tuple[Order, ...] | None = None,
    history: tuple[Event, ...] = (),
) -> tuple[tuple[Order, ...], tuple[Order, ...]]:
    """The computer leader's own orders (unless `line` is given) and those it gives for its straw man `pid`, the
    leader having been shown `history`."""
    head = straw.leader(state, pid)
    assert head is not None
    legal = REGISTRY[state.phase].accepts
    coup_map = coup_map_view(state)
    leader = player_view(state, head)
    own = decide(leader, history, legal, seed, personality, coup_map=coup_map) if line is None else line
    his = decide(
        player_view(state, pid), history, legal, seed, personality, coup_map=coup_map, leader=leader, line=own
    )
    return own, his


def _choice(orders: tuple[Order, ...]) -> Choice | None:
    vote = next((o for o in orders if isinstance(o, BudgetVote)), None)
    return None if vote is None else vote.ballot.default


def test_a_straw_man_votes_on_the_budget_as_his_computer_leader_does() -> None:
    """VARIANTS 10.6: "budget ballots | faction leader". Beard, of the opposition, is promised 5 MP, his leader
    Borges nothing: Borges (a computer) votes no, and so does Beard, every source of his (in play, its straw General
    voted yes on every budget while it voted no). Promised 5 MP too, Borges votes yes, and Beard with him."""
    s = mini_game(phase=Phase.BUDGET_PROPOSAL)
    for promised, want in (((BEARD, 5),), Choice.NO), (((BEARD, 5), (BORGES, 5)), Choice.YES):
        t = run(pool(s, 3, 3, 2, 2), (ALBA, ProposeBudget(promised))).state
        t = faction_of(t, BEARD, OPP)
        for personality in PERSONALITIES:
            own, his = _led(t, BEARD, personality)
            assert _choice(own) is want and _choice(his) is want, (promised, personality, own, his)
            assert all(validate(t, BEARD, o) == () for o in his)


def test_a_computers_straw_minister_never_goes_after_his_own_faction() -> None:
    """VARIANTS 10.6: "Secret Police (straw Minister) | the leader of the Minister's faction"; "a player never sends
    an assassin, the Secret Police included, against a straw man of his own faction". A computer leader sends its
    straw Minister's Secret Police at the other faction's leader, never at itself (in play, its own faction's straw
    Minister sent them at it) nor at a straw man of its faction: Sunglasses in the government (Alba's) goes after
    Borges; in the opposition (Borges's), after Alba, whoever is richer, across seeds."""
    s = replace(mini_game(phase=Phase.LOCATIONS), bank=BankState.OPEN)
    s = give_bills(give_bills(s, ALBA, 3, 3, 3), BORGES, 1)
    for faction, rival in ((GOV, BORGES), (OPP, ALBA)):
        t = faction_of(faction_of(s, SUNGLASSES, faction), POCKET_WATCH, faction)
        sent = set()
        for i in range(12):
            _, his = _led(t, SUNGLASSES, PERSONALITIES[i % 3], seed=f"sp{i}")
            sent |= {o.target for o in his if isinstance(o, Assassinate) and o.assassin == SECRET_POLICE}
            assert all(validate(t, SUNGLASSES, o) == () for o in his)
        assert sent == {rival}, (faction, sent)


def test_a_computers_straw_man_marches_only_when_his_leader_rebels() -> None:
    """VARIANTS 10.9.2 (R): "the leader may have a straw man start the coup ..., and may have him join once it has
    started"; 10.9.3: a straw man's rebel-only action makes his leader a Rebel too, so a computer leader has its straw
    man march only on its own line: with a coup excuse, Beard's units stay put while Borges stays loyal, and march
    when Borges rebels."""
    s = replace(mini_game(phase=Phase.LOCATIONS, factions={BEARD: OPP}), excuse_from_budget=True)
    for i in range(6):
        _, loyal = _led(s, BEARD, "general", f"m{i}", line=())
        assert not [o for o in loyal if isinstance(o, Move)], loyal
        _, rebel = _led(s, BEARD, "general", f"m{i}", line=(RebelAction(),))
        moves = [o for o in rebel if isinstance(o, Move)]
        assert moves and all(validate(s, BEARD, o) == () for o in moves), rebel


def test_a_leaders_orders_for_his_straw_men_are_all_legal_and_on_his_side() -> None:
    """Over whole simulated Mini-Junta games of two and three players, every order a computer leader gives for a
    straw man it leads is one the engine accepts for that straw man, of a kind a leader may give (STRAW; VARIANTS
    10.6); none is aimed at the leader's own faction (no assassin, fire or bombardment at it), and every budget
    ballot is cast as the leader casts his own. Each leader decides on the events it was shown (where a seized
    Chamber put the straw Minister's Police, for one)."""
    given = 0
    for n in (2, 3):
        for g in range(4):
            seed = f"straw-computer-{n}-{g}"
            made = new_game(NAMES[:n], seed, "mini")
            assert isinstance(made, GameState)
            state, rng = made, random.Random(seed)
            seen: dict[int, tuple[Event, ...]] = {p: () for p in straw.real_players(state)}
            while not state.over:
                for s in straw.straw_men(state):
                    head = straw.leader(state, s)
                    if head is None:
                        continue
                    own, his = _led(state, s, "general", seed, history=seen[head])
                    mine = facts.friends(player_view(state, s))
                    for order in his:
                        assert type(order).STRAW, order
                        assert validate(state, s, order) == (), (state.phase, order, validate(state, s, order))
                        if isinstance(order, (Assassinate, Fire, Bombard)):
                            assert order.target not in mine, (state.phase, order, mine)
                        if isinstance(order, BudgetVote):
                            assert order.ballot.default is _choice(own), (own, order)
                        given += 1
                res = adjudicate(state, random_orders(state, rng), f"{seed}:{state.seq}")
                seen = {p: (*h, *redact(res.events, p)) for p, h in seen.items()}
                state = res.state
    assert given > 100


def test_without_leading_it_decides_nothing_for_a_straw_man() -> None:
    """VARIANTS 10.6: a straw man makes no decisions of his own: asked for his own orders, the computer gives none."""
    made = new_game(NAMES[:2], "straw-none", "mini", president=0)
    assert isinstance(made, GameState)
    legal = REGISTRY[made.phase].accepts
    assert decide(player_view(made, 2), (), legal, "s", "banker") == ()


def test_a_computer_president_of_three_names_the_family_it_trusts_more_minister() -> None:
    """VARIANTS 11.3: "the President names which of the other two real players is Minister; the other leads the
    opposition"; 11.1: the Minister "is a real player in no faction and may work with either side". Issue 25: a
    computer President gives the Secret Police to the one it trusts more: Cortez voted for its budget and Borges
    against it, so Cortez is named Minister; the other way round, Borges."""
    state = replace(mini_game(3, phase=Phase.CABINET), phase=Phase.CABINET)

    def roll(yes: int, no: int) -> tuple[Event, ...]:
        return (
            Event("president_elected", "", PUBLIC, {"president": ALBA}),
            Event("budget_proposed", "", PUBLIC, {"totals": {}}),
            Event("budget_vote", "", PUBLIC, {"passed": True, "roll_call": [
                {"player": yes, "yes": 2, "no": 0}, {"player": no, "yes": 0, "no": 2}]}),
        )

    legal = REGISTRY[Phase.CABINET].accepts
    for yes, no in ((CORTEZ, BORGES), (BORGES, CORTEZ)):
        orders = decide(player_view(state, ALBA), roll(yes, no), legal, "t", "schemer")
        named = [o for o in orders if isinstance(o, NameMinister)]
        assert named == [NameMinister(yes)]
        assert validate(state, ALBA, named[0]) == ()
