"""Public facts a computer seat reads off its player view: votes, who is alive, what each office commands."""

from __future__ import annotations

from rules.junta.cards import DECK
from rules.junta.offices import GENERALS, OFFICE_INFO, Office
from rules.junta.state import Status
from rules.junta.units import BARRACKS, CHAMBER, LABOR_RIOTER_ZONE, PALACE, PRECINCTS
from rules.junta.variants import Variant, variant_of
from rules.junta.views import PlayerView, PublicPlayer

INFLUENCE_VOTES: dict[str, int] = {c.key: c.votes for c in DECK if c.kind == "influence"}
SOCIALIST_BONUS = 3


def rules(view: PlayerView) -> Variant:
    return variant_of(view.public.variant)


def player(view: PlayerView, pid: int) -> PublicPlayer:
    return view.public.players[pid]


def alive(view: PlayerView, pid: int) -> bool:
    return view.public.players[pid].status is Status.ALIVE


def living(view: PlayerView) -> list[int]:
    return [p.id for p in view.public.players if p.status is Status.ALIVE]


def rivals(view: PlayerView) -> list[int]:
    """Living families other than me (straw men left out: in Mini-Junta a straw man may be of my own faction)."""
    return [p.id for p in view.public.players if p.status is Status.ALIVE and p.id != view.player and not p.straw]


def faction(view: PlayerView, pid: int) -> str | None:
    """Mini-Junta (VARIANTS 10.1.1, 10.5.2): a family's faction as the table sees it: a straw man's rolled one, the
    President's the government, the real player commanding a brigade the opposition; None otherwise (the real
    Minister of a three-player game, any family of another variant). The opposition leader is known too while his
    offices are vacant (back from death in mid-round, 10.8): as the public leader of an opposition straw man, or, with
    two players and a President, as the other real player (10.1.1)."""
    if not rules(view).straw_men:
        return None
    pub = view.public
    p = player(view, pid)
    if p.straw:
        return p.faction
    if pid == pub.president:
        return "government"
    if any(o in GENERALS for o in p.offices):
        return "opposition"
    if any(q.straw and q.leader == pid for q in pub.players):
        return "opposition"
    reals = [q.id for q in pub.players if not q.straw]
    if len(reals) == 2 and pub.president in reals:
        return "opposition"
    return None


def friends(view: PlayerView) -> frozenset[int]:
    """My faction (Mini-Junta): its leader and its straw men, me included. A computer never attacks them, and never
    has a straw man attack them (VARIANTS 10.6: no assassin against a straw man of one's own faction)."""
    mine = faction(view, view.player)
    if mine is None:
        return frozenset({view.player})
    return frozenset({view.player} | {p.id for p in view.public.players if faction(view, p.id) == mine})


def offices_of(view: PlayerView, pid: int) -> tuple[Office, ...]:
    """The offices whose orders `pid` gives: his own, and the Brother-in-Law's for the President."""
    pub = view.public
    out = tuple(player(view, pid).offices)
    if pid == pub.president and pub.brother_in_law is not None and pub.brother_in_law not in out:
        out += (pub.brother_in_law,)
    if pid == pub.president and Office.PRESIDENT not in out:
        out = (Office.PRESIDENT, *out)
    return out


def votes(view: PlayerView, pid: int) -> int:
    """A family's votes in the Chamber as the table sees them (RULES 4.4): offices, influence, the Socialist bonus."""
    p = player(view, pid)
    if p.status is not Status.ALIVE:
        return 0
    if pid == view.player and view.votes:
        return sum(n for _, n in view.votes)
    offices = offices_of(view, pid)
    n = sum(OFFICE_INFO[o].votes for o in offices)
    n += sum(INFLUENCE_VOTES.get(name, 0) for name in p.influence)
    farm = Office.FARM_LABOR in offices
    if rules(view).socialist_bonus and (farm or "labor_union" in p.influence) and (farm or "peasants" in p.influence):
        n += SOCIALIST_BONUS
    return n


def dice(view: PlayerView, office: Office) -> float:
    """Rough fighting strength an office brings to a coup (dice per volley, bombardments spread over the coup)."""
    v = rules(view)
    if office in GENERALS:
        return float(v.brigade_soldiers + 2 * v.brigade_tanks)
    return {
        Office.PRESIDENT: 8.0,
        Office.MINISTER: 4.0,
        Office.ADMIRAL: 2.5,
        Office.AIR_FORCE: 4.0,
        Office.MINISTER_OF_WAR: 2.0,
    }.get(office, 0.0)


def start_stacks(view: PlayerView, chamber_seized: bool) -> list[tuple[int, str]]:
    """Where my office-derived units stand when a coup starts (RULES 8): (zone, unit kind id), one row per stack."""
    out: list[tuple[int, str]] = []
    v = rules(view)
    for office in view.acts_for:
        if office is Office.PRESIDENT:
            out.append((PALACE, "palace_guard"))
        elif office is Office.MINISTER:
            if chamber_seized:
                out.append((CHAMBER, "police"))
            else:
                out.extend((z, "police") for z in PRECINCTS)
        elif office in GENERALS:
            out.append((BARRACKS[office], "soldier"))
        elif office is Office.FARM_LABOR and Office.FARM_LABOR in v.offices:
            out.append((LABOR_RIOTER_ZONE, "labor_rioter"))
    return out
