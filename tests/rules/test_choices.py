"""Every choice offered is one the engine would accept at that moment, and every order it accepts is made of
choices offered (issue 22: "offer only what can be chosen"; `rules.junta.choices`).

Checked over whole simulated games (`rules.simulate`: random legal orders to the end, coups included) of each
variant, at every phase: for the players sampled, each option of each order (its slot) is completed as a player
completes a command, picking among the values offered for the options before it; every value offered then makes an
order (or a gift, a trade, a swap) that `rules.junta.submission.at_submission` (or `rules.junta.actions.check`) accepts,
and no required option is left with nothing to offer. The other way round, every random legal order of the simulator has
each of its values among those offered. The bot's autocompletes and menus list exactly these values
(`bot.games.junta.services.choices`), so this is the property for every autocomplete of every command."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.junta import appointments, military
from rules.junta.cards import card
from rules.junta.choices import EXILE, NOBODY, SLOTS, Value, accepts, offer
from rules.junta.city import CITY
from rules.junta.engine import adjudicate, new_game
from rules.junta.money import payable_amounts
from rules.junta.offices import Office
from rules.junta.orders import (
    BROTHER_IN_LAW,
    Action,
    Appoint,
    AppointIfElected,
    Assassinate,
    Ballot,
    Bombard,
    BrotherInLawChoice,
    BudgetVote,
    Choice,
    ChooseLocation,
    Concede,
    CoupVote,
    Discard,
    DrawBills,
    ElectionVote,
    ExecuteIfElected,
    ExecuteOnReturn,
    Fire,
    FiringSquad,
    GiveCards,
    GiveCash,
    InterventionChoice,
    JuntaVote,
    Land,
    LossOrder,
    Move,
    NameMinister,
    NewWeapons,
    Nominate,
    OppositionBrigade,
    Order,
    PlayCard,
    PlayCoupCard,
    PoliceResponse,
    PresidentChoice,
    RetreatPermission,
    RetreatRoute,
    ReturnFromExile,
    SafePassage,
    Second,
    StrawSwap,
    Submitted,
    Transfer,
    Trigger,
    VoteCard,
)
from rules.junta.state import Coup, GameState, Location, Phase, Status
from rules.junta.units import RIVER_LANDINGS
from rules.junta.variants import VARIANTS
from rules.simulate import NAMES, random_orders
from tests.rules.helpers import fresh, game, give_cards, set_player
from tests.rules.mini_helpers import ALBA, BEARD, BORGES, GOV, OPP, POCKET_WATCH, SUNGLASSES, mini_game

Build = Callable[[GameState, int, Mapping[str, Value]], Order | Action | None]


@dataclass(frozen=True)
class Command:
    """An order as a player gives it: the options he must fill (in the order he fills them), those he may add, and
    the order they make (what the bot's command drafts)."""

    kind: str
    required: tuple[str, ...]
    build: Build
    optional: tuple[str, ...] = field(default=())


def _location(v: Value) -> Location | None:
    return None if v == EXILE else Location(str(v))


def _cash(state: GameState, pid: int) -> int:
    return next((a for a in payable_amounts(state.players[pid].pocket) if a > 0), 0)


def _appoint(office: Office) -> Command:
    def build(state: GameState, pid: int, g: Mapping[str, Value]) -> Order:
        got = appointments.complete(state, {office: int(g[office.value])}, random.Random("test"))
        return Appoint(tuple(sorted(got.items())))

    return Command("Appoint", (office.value,), build)


def _if_elected(office: Office) -> Command:
    return Command(
        "AppointIfElected", (office.value,), lambda s, p, g: AppointIfElected(((office, _i(g, office.value)),))
    )


def _i(g: Mapping[str, Value], key: str) -> int:
    return int(g[key])


def _o(g: Mapping[str, Value], key: str) -> int | None:
    return int(g[key]) if key in g else None


COMMANDS: tuple[Command, ...] = (
    Command("Nominate", ("candidate",), lambda s, p, g: Nominate(_i(g, "candidate"))),
    Command("Second", ("candidate",), lambda s, p, g: Second(_i(g, "candidate"))),
    Command(
        "ElectionVote",
        ("candidate",),
        lambda s, p, g: ElectionVote(_i(g, "candidate"), (_i(g, "cards"),) if "cards" in g else ()),
        ("cards",),
    ),
    Command("NameMinister", ("player",), lambda s, p, g: NameMinister(_i(g, "player"))),
    Command("PresidentChoice", ("player",), lambda s, p, g: PresidentChoice(_i(g, "player"))),
    *(_appoint(o) for o in Office if o is not Office.PRESIDENT),
    *(_if_elected(o) for o in VARIANTS["classic"].cabinet),
    Command("OppositionBrigade", ("office",), lambda s, p, g: OppositionBrigade(Office(str(g["office"])))),
    Command("BrotherInLawChoice", ("offices",), lambda s, p, g: BrotherInLawChoice((Office(str(g["offices"])),))),
    Command(
        "NewWeapons",
        ("office",),
        lambda s, p, g: NewWeapons(None if g["office"] == NOBODY else Office(str(g["office"]))),
    ),
    Command("DrawBills", ("office",), lambda s, p, g: DrawBills(Office(str(g["office"])), 3)),
    Command("BudgetVote", ("split",), lambda s, p, g: BudgetVote(Ballot(Choice.NO, ((str(g["split"]), Choice.YES),)))),
    Command(
        "BudgetVote", ("cards",), lambda s, p, g: BudgetVote(Ballot(Choice.NO, (), ((_i(g, "cards"), Choice.YES),)))
    ),
    Command(
        "VoteCard",
        ("card",),
        lambda s, p, g: VoteCard(_i(g, "card"), Trigger("fails", 2), _o(g, "target")),
        ("target",),
    ),
    Command("ChooseLocation", ("location",), lambda s, p, g: ChooseLocation(_location(g["location"]))),
    Command(
        "Assassinate",
        ("assassin", "target", "location"),
        lambda s, p, g: Assassinate(g["assassin"], _i(g, "target"), Location(str(g["location"]))),
    ),
    Command(
        "PlayCard",
        ("card",),
        lambda s, p, g: PlayCard(_i(g, "card"), _o(g, "target"), str(g["option"]) if "option" in g else None),
        ("target", "option"),
    ),
    Command("Discard", ("cards",), lambda s, p, g: Discard((_i(g, "cards"),))),
    Command(
        "ReturnFromExile", (), lambda s, p, g: ReturnFromExile(_o(g, "embassy"), _o(g, "bribe")), ("embassy", "bribe")
    ),
    Command("ExecuteOnReturn", ("players",), lambda s, p, g: ExecuteOnReturn((_i(g, "players"),))),
    Command(
        "Move",
        ("from_zone", "to_zone"),
        lambda s, p, g: Move(
            _i(g, "from_zone"), _i(g, "to_zone"), ((str(g["units"]), 0),) if "units" in g else (), _o(g, "via")
        ),
        ("units", "via"),
    ),
    Command(
        "Land", ("kind", "zone"), lambda s, p, g: Land(str(g["kind"]), _i(g, "zone"), _o(g, "then_to")), ("then_to",)
    ),
    Command(
        "Bombard",
        ("weapon", "zone", "target"),
        lambda s, p, g: Bombard(str(g["weapon"]), _i(g, "zone"), _i(g, "target")),
    ),
    Command("Fire", ("zone", "target"), lambda s, p, g: Fire(_i(g, "zone"), _i(g, "target"))),
    Command(
        "Transfer",
        ("zone", "to"),
        lambda s, p, g: Transfer(_i(g, "zone"), _i(g, "to"), ((str(g["units"]), 0),) if "units" in g else ()),
        ("units",),
    ),
    Command(
        "PoliceResponse", ("from_zone", "to_zone"), lambda s, p, g: PoliceResponse(_i(g, "from_zone"), _i(g, "to_zone"))
    ),
    Command(
        "PlayCoupCard",
        ("card",),
        lambda s, p, g: PlayCoupCard(
            _i(g, "card"),
            _o(g, "zone"),
            1 if card(_i(g, "card")).kind == "bribe" else 0,
            _o(g, "then_to"),
        ),
        ("zone", "then_to"),
    ),
    Command("LossOrder", ("kinds",), lambda s, p, g: LossOrder((str(g["kinds"]),))),
    Command("RetreatPermission", ("allow",), lambda s, p, g: RetreatPermission(allow=(_i(g, "allow"),))),
    Command("RetreatPermission", ("deny",), lambda s, p, g: RetreatPermission(deny=(_i(g, "deny"),))),
    Command(
        "RetreatRoute",
        ("zone",),
        lambda s, p, g: RetreatRoute(_i(g, "zone"), (_i(g, "to"),) if "to" in g else ()),
        ("to",),
    ),
    Command("CoupVote", ("side",), lambda s, p, g: CoupVote(str(g["side"]))),
    Command("Concede", ("side",), lambda s, p, g: Concede(str(g["side"]))),
    Command("InterventionChoice", ("forces",), lambda s, p, g: InterventionChoice((str(g["forces"]),))),
    Command("FiringSquad", ("target",), lambda s, p, g: FiringSquad(_i(g, "target"))),
    Command(
        "JuntaVote",
        ("candidate",),
        lambda s, p, g: JuntaVote(_i(g, "candidate"), (_i(g, "tie"),) if "tie" in g else ()),
        ("tie",),
    ),
    Command("ExecuteIfElected", ("target",), lambda s, p, g: ExecuteIfElected(_i(g, "target"))),
    Command("SafePassage", ("player", "embassy"), lambda s, p, g: SafePassage(_i(g, "player"), _i(g, "embassy"))),
    Command("GiveCash", ("to",), lambda s, p, g: GiveCash(_i(g, "to"), _cash(s, p)) if _cash(s, p) else None),
    Command("GiveCards", ("to", "cards"), lambda s, p, g: GiveCards(_i(g, "to"), (_i(g, "cards"),))),
    Command(
        "StrawSwap",
        ("straw_man", "give", "take"),
        lambda s, p, g: StrawSwap(_i(g, "straw_man"), _i(g, "give"), _i(g, "take")),
    ),
)
"""The commands whose options offer choices, as a player completes them. A trade offer's family (`Trade.to`) is
checked by its slot's own probes: what is traded is the offer's own business."""


def test_every_slot_is_completed_by_a_command_here() -> None:
    """One declaration per option that offers choices: every slot of `rules.junta.choices.SLOTS` is an option of one of
    the commands checked here (or `Trade`, checked by its probes)."""
    covered = {f"{c.kind}.{f}" for c in COMMANDS for f in (*c.required, *c.optional)}
    assert sorted(set(SLOTS) - covered - {"Trade.to", "Trade.give_cards"}) == []
    assert sorted(covered - set(SLOTS)) == []


# --- whole games ---------------------------------------------------------------------------------------------------
@dataclass
class Moment:
    """A phase of a simulated game: its state, and the random legal orders given in it."""

    state: GameState
    orders: list[Submitted]

    def known(self, pid: int) -> tuple[Submitted, ...]:
        """What a player knows of the phase's orders: his own and everyone's public acts."""
        return tuple(s for s in self.orders if s.player == pid or s.order.PUBLIC)


def _game(variant: str, players: int, seed: str, max_phases: int = 90) -> Iterator[Moment]:
    state = new_game(NAMES[:players], seed, variant=variant)
    assert isinstance(state, GameState)
    rng = random.Random(seed)
    for _ in range(max_phases):
        if state.over:
            return
        orders = random_orders(state, rng)
        yield Moment(state, orders)
        state = adjudicate(state, orders, f"{seed}:{state.seq}").state


GAMES = (
    ("web", 6, "choices-web-1"),
    ("web", 8, "choices-web-2"),
    ("classic", 4, "choices-classic"),
    ("mini", 2, "choices-mini"),
    ("mini", 3, "choices-mini-3"),
)


def _complete(
    moment: Moment, pid: int, command: Command, given: dict[str, Value], fields: Sequence[str]
) -> dict[str, Value] | None:
    """The options in `fields` filled, each with the first value offered given the ones before; None when one of
    them offers nothing."""
    out = dict(given)
    for f in fields:
        values = offer(moment.state, pid, f"{command.kind}.{f}", out, moment.known(pid))
        if not values:
            return None
        out[f] = values[0]
    return out


def _made(moment: Moment, pid: int, command: Command, given: dict[str, Value]) -> dict[str, Value] | None:
    """The options not given yet filled as a player fills them: each required one with the first value offered
    (None when one offers nothing), then each optional one the same way where something is offered (an optional
    option some values need: Intelligence's target, a card's zone)."""
    filled = _complete(moment, pid, command, given, [x for x in command.required if x not in given])
    if filled is None:
        return None
    for x in command.optional:
        if x not in filled:
            values = offer(moment.state, pid, f"{command.kind}.{x}", filled, moment.known(pid))
            if values:
                filled[x] = values[0]
    return filled


def _check_command(moment: Moment, pid: int, command: Command) -> list[str]:
    """Every value offered for each option of `command`, with the options before it filled as a player would, makes
    an order the engine accepts; a required option never offers nothing once the ones before it were offered."""
    state, known = moment.state, moment.known(pid)
    problems: list[str] = []
    chosen: dict[str, Value] = {}
    for f in (*command.required, *command.optional):
        values = offer(state, pid, f"{command.kind}.{f}", chosen, known)
        for value in values:
            where = f"{state.phase.value} seat {pid} {command.kind}.{f}={value!r} after {chosen}"
            filled = _made(moment, pid, command, {**chosen, f: value})
            if filled is None:
                problems.append(f"{where}: a later option offers nothing")
                continue
            item = command.build(state, pid, filled)
            if item is not None and not accepts(state, pid, item, known):
                problems.append(f"{where}: {item!r} is refused")
        if f in command.required and not values:
            break  # the command cannot be given now: nothing after it is offered either
        if values:
            chosen[f] = values[0]
    return problems


@pytest.mark.parametrize(("variant", "players", "seed"), GAMES)
def test_every_choice_offered_makes_an_order_the_engine_accepts(variant: str, players: int, seed: str) -> None:
    """Issue 22, a property over whole games: for each option of each command, at every phase, every value offered
    makes (with the options before it picked among the values offered for them) an order the engine accepts now."""
    rng = random.Random(seed)
    problems: list[str] = []
    phases: set[Phase] = set()
    for moment in _game(variant, players, seed):
        phases.add(moment.state.phase)
        alive = [p.id for p in moment.state.players if p.status is not Status.DEAD]
        for pid in rng.sample(alive, min(2, len(alive))):
            for command in COMMANDS:
                problems += _check_command(moment, pid, command)
    assert problems == [], "\n".join(problems[:30])
    assert {Phase.CABINET, Phase.LOCATIONS} <= phases


def _values_of(order: Order) -> list[tuple[str, dict[str, Value]]]:
    """The slots of a legal order's values, each with the other fields as given: (slot with its value, given)."""
    out: list[tuple[str, dict[str, Value]]] = []
    kind = type(order).__name__
    fields: dict[str, Value] = {}
    match order:
        case Nominate(c) | Second(c):
            fields = {"candidate": c}
        case ElectionVote(c, cards):
            fields = {"candidate": c}
            out += [(f"{kind}.cards", {"candidate": c, "cards": x}) for x in cards]
        case Appoint(assignments):
            out += [(f"Appoint.{o.value}", {o.value: h}) for o, h in assignments if h != BROTHER_IN_LAW]
        case ChooseLocation(loc):
            fields = {"location": loc.value if loc is not None else EXILE}
        case Assassinate(a, t, loc):
            fields = {"assassin": a, "target": t, **({"location": loc.value} if loc is not None else {})}
        case PlayCard(c):
            fields = {"card": c}
        case Discard(cards):
            out += [(f"{kind}.cards", {"cards": x}) for x in cards]
        case DrawBills(office, _):
            fields = {"office": office.value}
        case NewWeapons(office):
            fields = {"office": office.value if office is not None else NOBODY}
        case VoteCard(c, _, t):
            fields = {"card": c, **({"target": t} if t is not None else {})}
        case Move(f, t, _, via) if via is None:
            fields = {"from_zone": f, "to_zone": t}
        case Land(k, z, _):
            fields = {"kind": k, "zone": z}
        case Bombard(w, z, t):
            fields = {"weapon": w, "zone": z, "target": t}
        case Fire(z, t):
            fields = {"zone": z, "target": t}
        case Transfer(z, to, _):
            fields = {"zone": z, "to": to}
        case PoliceResponse(f, t, _):
            fields = {"from_zone": f, "to_zone": t}
        case PlayCoupCard(c, z, _, _):
            fields = {"card": c, **({"zone": z} if z is not None else {})}
        case InterventionChoice(forces):
            out += [(f"{kind}.forces", {"forces": x}) for x in forces]
        case ExecuteOnReturn(players):
            out += [(f"{kind}.players", {"players": x}) for x in players]
        case CoupVote(side) | Concede(side):
            fields = {"side": side}
        case FiringSquad(t) | ExecuteIfElected(t) if t is not None:
            fields = {"target": t}
        case JuntaVote(c, _):
            fields = {"candidate": c}
    for name, value in fields.items():
        out.append((f"{kind}.{name}", {**{k: v for k, v in fields.items() if k != name}, name: value}))
    return out


@pytest.mark.parametrize(("variant", "players", "seed"), GAMES)
def test_every_order_the_engine_accepts_is_made_of_choices_offered(variant: str, players: int, seed: str) -> None:
    """The other way round: each value of every random legal order of the simulator (given with the order's other
    values) is among those offered for its option, so an autocomplete never hides a legal choice (a Helicopter's
    two-zone flight aside, whose destination is offered once its 'via' is given)."""
    problems: list[str] = []
    for moment in _game(variant, players, seed):
        for sub in moment.orders:
            for slot, fields in _values_of(sub.order):
                name = slot.split(".", 1)[1]
                value = fields.pop(name)
                known = moment.known(sub.player)
                if value not in offer(moment.state, sub.player, slot, fields, known):
                    problems.append(f"{moment.state.phase.value} seat {sub.player}: {sub.order!r}: {slot}={value!r}")
    assert problems == [], "\n".join(problems[:30])


# --- the cases issue 22 names ------------------------------------------------------------------------------------
def test_move_offers_the_zones_of_his_units_and_the_destinations_from_the_origin() -> None:
    """Issue 22: `/move` offered zones 1-25 whatever units one had, and any destination. RULES 4.6: "a stack is some
    or all of one player's units in one zone, moving to one adjacent zone"."""
    s = replace(game(phase=Phase.COUP), coup=None)
    s = replace(s, coup=replace(military.new_coup(s), phase=2))
    general_1 = 2  # Borges, the 1st Brigade's General: his barracks are zone 21
    assert offer(s, general_1, "Move.from_zone") == (21,)
    assert offer(s, general_1, "Move.to_zone", {"from_zone": 21}) == CITY.neighbours(21)
    assert offer(s, general_1, "Move.to_zone", {"from_zone": 14}) == ()  # none of his units there
    assert offer(s, general_1, "Move.units", {"from_zone": 21}) == ("soldier", "tank")


def test_vote_president_offers_the_candidates() -> None:
    """Issue 22: `/vote president` offered every family. RULES 3.3: "each player has ONE vote for a nominated
    candidate"."""
    s = fresh()
    s = adjudicate(s, [Submitted(0, Nominate(2), 1), Submitted(1, Nominate(4), 2)], "n").state
    assert s.phase is Phase.ELECTION
    assert offer(s, 3, "ElectionVote.candidate") == (2, 4)
    assert offer(s, 3, "ElectionVote.cards") == ()  # the first election: one vote, no cards


def test_the_junta_and_the_firing_squad_offer_whom_they_may_name() -> None:
    """Issue 22: `/juntavote` and `/firingsquad` offered every family. RULES 4.7: the President "may send one Rebel
    to the firing squad"; "the Junta (all Rebels, one vote each) elects a President among living players not in
    exile" (seed 000: "Any live player may be elected by the Junta, including the sitting President"); "exiles
    cannot be executed"."""
    s = set_player(game(phase=Phase.AFTERMATH), 3, status=Status.DEAD, rebel=True)
    s = set_player(s, 4, status=Status.EXILED, rebel=True)
    s = set_player(s, 1, rebel=True)
    s = set_player(s, 2, rebel=True)
    won = replace(s, coup=Coup(phase=6, result="president"))
    assert offer(won, 0, "FiringSquad.target") == (1, 2)  # living Rebels in the country, not himself
    assert offer(won, 1, "FiringSquad.target") == ()  # only the President decides
    assert offer(won, 1, "JuntaVote.candidate") == ()
    lost = replace(s, coup=Coup(phase=6, result="junta"))
    assert offer(lost, 1, "JuntaVote.candidate") == (0, 1, 2, 5)  # the sitting President too
    assert offer(lost, 5, "JuntaVote.candidate") == ()  # a Loyalist has no vote in the Junta
    assert offer(lost, 5, "ExecuteIfElected.target") == (0, 1, 2)  # any living family in the country but himself


def test_land_offers_the_kinds_he_can_land_and_where() -> None:
    """Issue 22: `/land kind` offered every unit kind. RULES 4.6: "Marines land in a river zone, Paratroopers in any
    zone"."""
    s = replace(game(phase=Phase.COUP), coup=None)
    s = replace(s, coup=replace(military.new_coup(s), phase=1))
    admiral, air_force = 5, 1
    assert offer(s, admiral, "Land.kind") == ("marine",)
    assert offer(s, admiral, "Land.zone", {"kind": "marine"}) == RIVER_LANDINGS
    assert offer(s, air_force, "Land.kind") == ("paratrooper",)
    assert len(offer(s, air_force, "Land.zone", {"kind": "paratrooper"})) == len(CITY.zones)
    assert offer(s, 3, "Land.kind") == ()


def test_swap_offers_the_straw_men_of_his_faction_not_swapped_yet() -> None:
    """Issue 22: `/swap` offered every family. VARIANTS 10.6: "a real player of the same faction: one of his hand
    cards for one hidden card of the straw man, at most one swap per straw man per round"."""
    s = mini_game(factions={SUNGLASSES: GOV, POCKET_WATCH: OPP, BEARD: OPP}, phase=Phase.BUDGET_PROPOSAL)
    s, _ = give_cards(s, ALBA, "Press")
    s, _ = give_cards(s, BORGES, "Students")
    for straw_man in (SUNGLASSES, POCKET_WATCH, BEARD):
        s, _ = give_cards(s, straw_man, "Vote")
    assert offer(s, ALBA, "StrawSwap.straw_man") == (SUNGLASSES,)
    assert offer(s, BORGES, "StrawSwap.straw_man") == (POCKET_WATCH, BEARD)
    swapped = replace(s, swapped=(POCKET_WATCH,))
    assert offer(swapped, BORGES, "StrawSwap.straw_man") == (BEARD,)
    assert offer(s, BORGES, "StrawSwap.take", {"straw_man": BEARD}) == s.players[BEARD].hand


def test_second_offers_the_standing_nominations() -> None:
    """RULES 3.2: "second a nomination": only the families nominated so far (public acts) are offered."""
    s = fresh()
    assert offer(s, 1, "Second.candidate") == ()
    assert offer(s, 1, "Second.candidate", known=[Submitted(2, Nominate(4), 1)]) == (4,)


FIELDS = sorted({slot.split(".", 1)[1] for slot in SLOTS} | {"units", "option", "weapon", "location", "kind"})


@pytest.mark.parametrize("slot", sorted(SLOTS))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    given=st.dictionaries(
        st.sampled_from(FIELDS),
        st.one_of(st.integers(min_value=-3, max_value=120), st.text(max_size=12)),
        max_size=4,
    ),
    player=st.integers(min_value=0, max_value=5),
)
def test_an_offer_never_fails_whatever_is_given(slot: str, given: dict[str, Value], player: int) -> None:
    """Whatever the other options hold (a zone off the map, a seat or a card that does not exist, a word), an offer
    answers values, never an error."""
    for state in _STATES:
        assert isinstance(offer(state, player, slot, given), tuple)


def _coup_state() -> GameState:
    s = replace(game(phase=Phase.COUP), coup=None)
    return replace(s, coup=replace(military.new_coup(s), phase=1))


_STATES = (game(phase=Phase.LOCATIONS), _coup_state())


@pytest.mark.parametrize(("variant", "players", "seed"), GAMES[:3])
def test_every_move_offered_has_units_to_move(variant: str, players: int, seed: str) -> None:
    """Issue 22: /move offers the zones where he has units, then the zones next to the one chosen, then his units
    there: whichever origin and destination he picks among those offered, some unit is offered to move (in the
    rebel-only action too, where the Bodyguard stands where the Minister of War goes and bribed units may move)."""
    problems: list[str] = []
    for moment in _game(variant, players, seed):
        state = moment.state
        if state.coup is None and state.phase is not Phase.LOCATIONS:
            continue
        for pid in range(len(state.players)):
            known = moment.known(pid)
            for origin in offer(state, pid, "Move.from_zone", {}, known):
                for to in offer(state, pid, "Move.to_zone", {"from_zone": origin}, known):
                    if not offer(state, pid, "Move.units", {"from_zone": origin, "to_zone": to}, known):
                        problems.append(f"{state.phase.value} seat {pid}: {origin} -> {to} offers no units")
    assert not problems, problems[:10]
