"""Straw men (Mini-Junta, VARIANTS 10-11; seed 001 §17, §18): families who make no decisions of their own.

Two or three real players; the other families are straw men. With two players, the straw Minister and two straw
Generals; with three, the third real player is the Minister and there are two straw Generals. The President leads the
government faction and the other real player (a General, whose brigade the President names each round) the
opposition. Each round the faction table, read when the budget proposal resolves, sends every straw man to one
faction; the leader of his faction decides for him, by orders given in the straw man's own seat (the engine reads
them as the straw man's orders). A straw man without a faction, or whose leader is dead or in exile, takes his
defaults (10.6). Straw men's money passes to their leader (10.7); only real players can win.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.events import PUBLIC, Event, to
from rules.junta.cards import card
from rules.junta.context import Ctx
from rules.junta.money import total
from rules.junta.offices import GENERALS, Office
from rules.junta.orders import Submitted
from rules.junta.state import GameState, Status
from rules.junta.votes import sources

GOVERNMENT = "government"
OPPOSITION = "opposition"

SYMBOLS = ("Sunglasses", "Pocket-watch", "Beard", "Hat", "Cocktail Glass", "Diamond Pin", "Cigar Holder")
"""The seven families' symbols (VARIANTS 2.1.3): straw men take the first ones left free (10.1.4)."""

# The faction table (VARIANTS 10.5.1, 001 §17): rows by MP promised (1-5), columns by the straw man's influence
# votes (0-5, 6-10, 11+); a number is the highest roll that joins the government; None: opposition, no roll.
FACTION_TABLE: dict[int, tuple[int | None, ...]] = {
    1: (1, None, None),
    2: (2, 1, None),
    3: (3, 2, 1),
    4: (4, 3, 2),
    5: (5, 4, 3),
}


def straw_names(real: list[str]) -> list[str]:
    """Names for the straw men: the first family symbols no real family uses (VARIANTS 10.1.4)."""
    taken = {n.lower() for n in real}
    return [s for s in SYMBOLS if s.lower() not in taken]


def straw_men(state: GameState) -> tuple[int, ...]:
    return tuple(p.id for p in state.players if p.straw)


def real_players(state: GameState) -> tuple[int, ...]:
    return tuple(p.id for p in state.players if not p.straw)


def leader(state: GameState, pid: int) -> int | None:
    """Who decides for this straw man now: his faction's leader, if that leader is alive and in the country
    (VARIANTS 10.6); None: nobody, his defaults apply. A real player decides for himself."""
    p = state.players[pid]
    if not p.straw:
        return pid
    who = state.president if p.faction == GOVERNMENT else state.opposition if p.faction == OPPOSITION else None
    if who is None or state.players[who].status is not Status.ALIVE:
        return None
    return who


def heeded(state: GameState, orders: Sequence[Submitted]) -> list[Submitted]:
    """The orders that still count now: a straw man's only while his faction's leader is alive and in the country
    (VARIANTS 10.6: "if ... the leader is dead or in exile, the default applies"). Read again after each step of a
    phase in which a leader may die or flee: his straw men take their defaults for the rest of the phase."""
    return [sub for sub in orders if not state.players[sub.player].straw or leader(state, sub.player) is not None]


def led_by(state: GameState, pid: int) -> tuple[int, ...]:
    """The straw men this player decides for now."""
    return tuple(s for s in straw_men(state) if leader(state, s) == pid)


def column(votes: int) -> int:
    return 0 if votes <= 5 else 1 if votes <= 10 else 2


def table_reading(promised: int, votes: int, minister: bool) -> int | None:
    """The faction table's cell (VARIANTS 10.5.1-10.5.3): the highest roll that joins the government, or None for
    opposition without a roll. Nothing promised: opposition; more than 5 MP reads the 5 MP row; the straw Minister
    reads one column further right, and right of "11+" is opposition."""
    if promised <= 0:
        return None
    col = column(votes) + (1 if minister else 0)
    if col > 2:
        return None
    return FACTION_TABLE[min(promised, 5)][col]


def influence_votes(state: GameState, pid: int) -> int:
    return sum(card(c).votes for c in state.players[pid].influence)


def roll_factions(ctx: Ctx) -> None:
    """When the Budget proposal phase resolves, the table is read and rolled publicly for each straw man
    (VARIANTS 10.5): a roll at or under the number puts him in the government, above it in the opposition."""
    s = ctx.s
    budget = s.budget
    for pid in straw_men(s):
        p = s.players[pid]
        if p.status is not Status.ALIVE:
            continue
        promised = budget.total_for(pid) if budget is not None else 0
        votes = influence_votes(s, pid)
        minister = Office.MINISTER in s.offices_of(pid) and s.president is not None and _two_player(s)
        need = table_reading(promised, votes, minister)
        if need is None:
            faction, roll = OPPOSITION, None
        else:
            roll = ctx.rng.randint(1, 6)
            faction = GOVERNMENT if roll <= need else OPPOSITION
        ctx.set_player(pid, faction=faction)
        ctx.say(
            "faction_roll",
            PUBLIC,
            player=pid,
            promised=promised,
            roll=roll,
            faction=faction,
            votes=votes,
            need=need,
            shift="minister" if minister else "none",
            form="table" if need is None else "roll",
        )


def _two_player(state: GameState) -> bool:
    return len(real_players(state)) == 2


def deal_opposition_brigade(ctx: Ctx, brigade: Office | None, last_round: bool = False) -> None:
    """The President names the opposition's brigade (VARIANTS 10.3.1, default last round's; round 1 lot); the
    straw General who held it takes the one the opposition gave up (10.3.2); the Admiral goes with the President and
    the Air Force with the opposition leader (10.1.2); the straw Minister is always Minister (10.3.3)."""
    s = ctx.s
    opp = s.opposition
    pres = s.president
    # The brigades as they stand (mid-round), or as last round's cabinet left them (at the Cabinet phase: a frozen
    # office is still its holder's, 10.3.1's "last round's").
    held = {st.office: st.holder for st in s.previous_cabinet} if last_round else {}
    before = {o: held.get(o, s.holder(o)) if last_round else s.holder(o) for o in GENERALS}
    had = next((o for o in GENERALS if before[o] == opp and opp is not None), None)
    if brigade is None:
        brigade = had if had is not None else ctx.rng.choice(GENERALS)
    generals = [p for p in straw_men(s) if Office.MINISTER not in s.offices_of(p) and not _is_minister(s, p)]
    assign: dict[Office, int | None] = {}
    if opp is not None:
        assign[brigade] = opp
    if had is not None and had != brigade and before[brigade] is not None and before[brigade] != opp:
        # the straw General who held the new brigade takes the one the opposition gave up
        assign[had] = before[brigade]
    free = [o for o in GENERALS if o not in assign]
    placed = {h for h in assign.values() if h is not None}
    rest = [p for p in generals if p not in placed]
    for office in free:
        keep = before[office]
        if keep in rest:
            assign[office] = keep
            rest.remove(keep)
    for office in free:
        if office not in assign and rest:
            assign[office] = rest.pop(0)  # round 1: the lower seat takes the lower-numbered brigade
    def present(pid: int | None) -> int | None:
        """Nobody dead or in exile takes an office: it stays frozen (10.8.1)."""
        return pid if pid is not None and ctx.player(pid).status is Status.ALIVE else None

    for office in GENERALS:
        ctx.set_seat(office, present(assign.get(office)))
    ctx.set_seat(Office.PRESIDENT, pres)
    ctx.set_seat(Office.ADMIRAL, present(pres))
    ctx.set_seat(Office.AIR_FORCE, present(opp))
    ctx.set_seat(Office.MINISTER, present(_minister(s)))
    told = (Office.PRESIDENT, Office.MINISTER, *GENERALS, Office.ADMIRAL, Office.AIR_FORCE)
    ctx.say(
        "cabinet",
        PUBLIC,
        seat_lines=[
            {"office": o.value, "holder": h, "form": "vacant" if h is None else "held"}
            for o in told
            for h in (ctx.s.holder(o),)
        ],
        seats=[{"office": st.office.value, "holder": st.holder, "brother_in_law": False} for st in ctx.s.seats],
    )


def _is_minister(state: GameState, pid: int) -> bool:
    return _minister(state) == pid


def _minister(state: GameState) -> int | None:
    """The Minister: the straw Minister (two players, the first straw seat), or the third real player."""
    reals = real_players(state)
    if len(reals) == 3:
        return next((p for p in reals if p not in (state.president, state.opposition)), None)
    straws = straw_men(state)
    return straws[0] if straws else None


def pass_cash(ctx: Ctx, end_of_round: bool = False) -> None:
    """Straw men's cash goes to their faction leader's cash after the Locations phase's banking (VARIANTS 10.7.3);
    without a faction, out of play. Three players (11.6): the President does not get his straw men's cash; what they
    still hold at the end of the round goes out of play."""
    s = ctx.s
    for pid in straw_men(s):
        p = ctx.player(pid)
        if not p.pocket:
            continue
        faction = p.faction
        who = s.president if faction == GOVERNMENT else s.opposition if faction == OPPOSITION else None
        keep_for_round = not _two_player(s) and faction == GOVERNMENT
        if keep_for_round and not end_of_round:
            continue
        cash = p.pocket
        ctx.take_cash(pid, cash)
        if who is not None and ctx.player(who).alive and not keep_for_round:
            ctx.give_cash(who, cash)
            ctx.say("straw_cash", to(who), straw=pid, straw_player=pid, amount=total(cash))
        else:
            ctx.out_of_play(cash)


def set_up(ctx: Ctx) -> None:
    """After the deal (VARIANTS 10.2.3): the straw men's influence cards are played face up and their other cards
    stay hidden. (Every real player is shown each straw hand once: `opening`, told when the game starts.)"""
    s = ctx.s
    for pid in straw_men(s):
        p = ctx.player(pid)
        played = tuple(c for c in p.hand if card(c).kind == "influence")
        if played:
            ctx.set_player(pid, hand=tuple(c for c in p.hand if c not in played), influence=p.influence + played)
            ctx.say("straw_influence_played", PUBLIC, player=pid, cards=list(played))


def faction_votes(state: GameState, head: int) -> int:
    """A faction's votes for choosing a President (VARIANTS 10.4 R): the office votes of its leader (his attached
    office included) and of its straw men, plus their influence in play; living members in the country only; vote
    cards do not count. In three-player games the Minister is a faction of one (11.7)."""
    side = GOVERNMENT if head == _government_head(state) else OPPOSITION if head == state.opposition else None
    members = [head] + [p for p in straw_men(state) if side is not None and state.players[p].faction == side]
    return sum(src.votes for m in members for src in sources(state, m))


def _government_head(state: GameState) -> int | None:
    """The real player at the head of the government side: the President, or while there is none the real player
    who is neither the opposition leader nor (three players) the Minister."""
    if state.president is not None:
        return state.president
    reals = real_players(state)
    minister = state.holder(Office.MINISTER) if len(reals) == 3 else None
    return next((p for p in reals if p not in (state.opposition, minister)), None)


def choose_president(ctx: Ctx, choices: dict[int, int] | None = None) -> None:
    """Mini-Junta (VARIANTS 10.4, 001 §17.2): when the President leaves office, the real player whose faction has the
    most votes decides who becomes President, at the moment a mid-round election would be held. R: he chooses
    himself unless his order for this phase names another (`choices`: player -> his choice). A dead or exiled real
    player neither chooses nor is chosen; a tie in votes: lot among those who may choose; nobody able: the
    presidency stays vacant until the next round. The factions belong to the sides: the new President leads the
    government, the other real player the opposition (three players: the old President takes the new one's
    place)."""
    s = ctx.s
    reals = real_players(s)
    old = _government_head(s)
    able = [p for p in reals if s.players[p].status is Status.ALIVE]
    if not able:
        ctx.say("no_president", PUBLIC, form="other")
        return
    votes = {p: faction_votes(s, p) for p in able}
    best = max(votes.values())
    top = sorted(p for p, n in votes.items() if n == best)
    chooser = top[0] if len(top) == 1 else ctx.rng.choice(top)
    wanted = (choices or {}).get(chooser, chooser)
    chosen = wanted if wanted in able else chooser
    hand_over(ctx, chosen, old)
    ctx.say(
        "president_chosen",
        PUBLIC,
        president=chosen,
        chooser=chooser,
        votes=best,
        form="takes" if chosen == chooser else "makes",
    )


def hand_over(ctx: Ctx, chosen: int, old: int | None) -> None:
    """The presidency changes hands in Mini-Junta (VARIANTS 10.4 R: "factions belong to the sides"): the new President
    leads the government; the other real player leads the opposition and takes the opposition's General office, the
    brigade the new President gave up (three players: the old President takes the new one's place)."""
    s = ctx.s
    given_up = next((o for o in GENERALS if s.holder(o) == chosen), None)
    ctx.update(president=chosen)
    ctx.set_seat(Office.PRESIDENT, chosen)
    ctx.stat(chosen, terms=1)
    if chosen == s.opposition and old is not None:
        ctx.update(opposition=old)
    elif chosen != old and len(real_players(s)) == 3 and old is not None:
        ctx.set_seat(Office.MINISTER, old if ctx.player(old).alive else None)
    deal_opposition_brigade(ctx, given_up)


def side(state: GameState, pid: int) -> str | None:
    """A family's faction: a straw man's rolled one; the President's government; the opposition leader's opposition;
    the three-player Minister none (11.1)."""
    p = state.players[pid]
    if p.straw:
        return p.faction
    if pid == state.president:
        return GOVERNMENT
    if pid == state.opposition:
        return OPPOSITION
    return None


def opening(state: GameState) -> tuple[Event, dict[int, Event]]:
    """What Mini-Junta's set-up tells (VARIANTS 10.2.3-10.2.4), as events the bot renders: a public one naming the
    straw men (with their influence played face up) and the first President if one was named (`straw_men`), and for
    each real player, privately, every straw man's hand, shown once (`straw_hands`)."""
    straws = [state.players[p] for p in straw_men(state)]
    public = Event(
        "straw_men",
        "",
        PUBLIC,
        {
            "straws": [{"player": p.id, "cards": list(p.influence)} for p in straws],
            "president": state.president,
            "form": "named" if state.president is not None else "none",
        },
    )
    hands = {"hands": [{"player": p.id, "cards": list(p.hand)} for p in straws]}
    private = {pid: Event("straw_hands", "", to(pid), hands) for pid in real_players(state)}
    return public, private
