"""What each player may see (RULES 2, 4.2, 4.3, 7; `rules.junta.views`): the Status Page of one player, the public view
of the game channel, and the events each may read. One test per clause; each docstring quotes the rule."""

from __future__ import annotations

from dataclasses import fields

from rules.events import Event
from rules.junta.engine import Resolution
from rules.junta.offices import Office
from rules.junta.orders import SECRET_POLICE, Assassinate, ChooseLocation, DrawBills, Order, ProposeBudget
from rules.junta.state import LOCATION_TITLES, BankState, GameState, Location, Phase
from rules.junta.views import PlayerView, PublicPlayer, PublicView, player_view, public_view, redact
from tests.rules.helpers import NAMES, game, give_bills, give_cards, run, set_player
from tests.said import english

PRESIDENT, MINISTER, CORTEZ, DUARTE, ESTEBAN, FUENTES = range(6)
SECRET_FIELDS = {"pocket", "bank", "hand", "hand_titles", "location", "pool", "drawn", "skim", "cash", "swiss"}


def _drawn() -> GameState:
    """After the budget draw: the Foreign Minister (Duarte) drew 3 bills, Farm & Labor (Esteban) 2, the President
    his 2."""
    g = game(phase=Phase.BUDGET_DRAW)
    res = run(
        g,
        (DUARTE, DrawBills(Office.FOREIGN_MINISTER, 3)),
        (ESTEBAN, DrawBills(Office.FARM_LABOR, 2)),
    )
    assert res.state.phase is Phase.BUDGET_PROPOSAL
    return res.state


def _proposed() -> GameState:
    g = _drawn()
    res = run(g, (PRESIDENT, ProposeBudget(((FUENTES, 1),))))
    assert res.state.budget is not None and res.state.budget.skim
    return res.state


def test_player_view_shows_his_own_hand_cash_bank_and_location() -> None:
    """RULES 1: each family has "cash ('pocket'), a Swiss bank account, a hand of political cards"; the player's
    own Status Page shows them, and the location he chose."""
    g = give_bills(game(phase=Phase.LOCATIONS), CORTEZ, 3, 1)
    g = give_bills(g, CORTEZ, 2, where="bank")
    g, hand = give_cards(g, CORTEZ, "Vote (3)", "Intelligence")
    g = set_player(g, CORTEZ, location=Location.CLUB)
    v = player_view(g, CORTEZ)
    assert v.cash == 4 and v.swiss == 2
    assert v.pocket == g.player(CORTEZ).pocket and v.bank == g.player(CORTEZ).bank
    assert v.hand == tuple(hand) and v.hand_titles == ("Vote (3)", "Intelligence")
    assert v.location == "club"
    assert v.acts_for == (Office.GENERAL_1, Office.MINISTER_OF_WAR)
    other = player_view(g, DUARTE)
    assert other.cash == 0 and other.hand == () and other.location is None


def test_president_sees_the_pool() -> None:
    """RULES 4.2: "all bills go to the President's budget pool"; web rules: "Only the President knows the
    denominations of these two bills." """
    g = _drawn()
    assert len(g.pool) == 7
    assert player_view(g, PRESIDENT).pool == g.pool
    for pid in range(1, 6):
        assert player_view(g, pid).pool == ()


def test_president_sees_the_skim() -> None:
    """RULES 4.3: "Private to the President: bills per player and the skim"; web rules: "Any such 'skimming' is
    not public knowledge." """
    g = _proposed()
    assert g.budget is not None
    assert player_view(g, PRESIDENT).skim == g.budget.skim
    for pid in range(1, 6):
        assert player_view(g, pid).skim == ()


def test_foreign_minister_sees_only_his_drawn_bills() -> None:
    """RULES 4.2: "the denominations are told privately to the drawer"; web rules: "the Foreign Minister and the
    Farm & Labor Secretary are privately shown the denominations of ONLY the bills that they drew"."""
    g = _drawn()
    assert len(g.draws.foreign_minister) == 3 and len(g.draws.farm_labor) == 2
    assert player_view(g, DUARTE).drawn == g.draws.foreign_minister
    assert player_view(g, ESTEBAN).drawn == g.draws.farm_labor
    for pid in (MINISTER, CORTEZ, FUENTES):
        assert player_view(g, pid).drawn == ()
    assert set(player_view(g, PRESIDENT).drawn) == set(
        g.draws.foreign_minister + g.draws.farm_labor + g.draws.president
    )


def test_public_view_has_no_hands_cash_accounts_locations_pool_or_skim() -> None:
    """RULES 2 and `rules.junta.views`: "Private (never in a public view or event): hands, cash, Swiss accounts, drawn
    bills, locations, assassination targets, the skim, orders." """
    assert not {f.name for f in fields(PublicView)} & SECRET_FIELDS - {"bank"}
    assert isinstance(public_view(game()).bank, BankState)  # the Bank's state (open, closed, lunch), no account
    assert not {f.name for f in fields(PublicPlayer)} & SECRET_FIELDS
    assert SECRET_FIELDS - {"cash", "swiss"} <= {f.name for f in fields(PlayerView)}
    g = _proposed()
    g = give_bills(g, CORTEZ, 3, where="bank")
    g = set_player(g, CORTEZ, location=Location.MISTRESS)
    text = repr(public_view(g))
    assert "Bill(" not in text and "mistress" not in text
    assert player_view(g, CORTEZ).public == public_view(g)


def test_public_view_shows_the_budget_totals_only_once_proposed() -> None:
    """RULES 4.3: "Public: the totals per player." """
    g = _drawn()
    assert public_view(g).budget_totals == ()
    g = _proposed()
    assert public_view(g).budget_totals == ((FUENTES, 1),)


# --- events ---------------------------------------------------------------------------------------------------
def _violent_phase(card_name: str, target_at: Location, sent_to: Location | None, seed: str = "v") -> Resolution:
    """Fuentes (5) sends `card_name` (or Borges the Secret Police) at Duarte (3), who carries cash, a Swiss
    account and influence."""
    g = give_bills(game(phase=Phase.LOCATIONS), DUARTE, 2, 2, 1)
    g = give_bills(g, DUARTE, 3, 3, where="bank")
    g, _ = give_cards(g, DUARTE, "Church", influence=True)
    g = give_bills(g, FUENTES, 3)
    orders: list[tuple[int, Order]] = [
        (pid, ChooseLocation(target_at if pid == DUARTE else Location.HOME)) for pid in range(6)
    ]
    if card_name == "Secret Police":
        orders.append((MINISTER, Assassinate(SECRET_POLICE, DUARTE, sent_to)))
    else:
        g, [c] = give_cards(g, FUENTES, card_name)
        orders.append((FUENTES, Assassinate(c, DUARTE, sent_to)))
    return run(g, *orders, seed=seed)


ATTACKS: tuple[tuple[str, Location, Location | None], ...] = (
    ("Secret Police", Location.BANK, Location.BANK),
    ("Professional Assassin", Location.HQ, Location.HQ),
    ("Amateur Assassin", Location.CLUB, Location.CLUB),
    ("Monarchist Assassin", Location.HOME, Location.HOME),
    ("Character Assassin", Location.MISTRESS, Location.MISTRESS),
    ("Burglar", Location.CLUB, None),
    ("Bank Robber", Location.MISTRESS, None),
)


def test_redact_gives_each_player_the_public_events_and_his_own() -> None:
    """DESIGN: "Every event carries its visibility: public, to named players, or to the game master only";
    `redact(events, p)` gives a player the public events and those addressed to him; None gives the public."""
    res = _violent_phase("Professional Assassin", Location.HQ, Location.HQ)
    events = res.events
    for pid in range(6):
        mine = redact(events, pid)
        assert mine == tuple(e for e in events if e.public or pid in e.audience.players)
    public = redact(events, None)
    assert public and all(e.public for e in public)
    loot = [e for e in events if e.code == "cash_of_the_dead"]
    assert loot and loot[0] in redact(events, FUENTES) and loot[0] not in redact(events, DUARTE)
    assert all(e not in public for e in loot)


def test_kill_events_name_the_victim() -> None:
    """Web rules: "The assassinated player is now dead"; board game 10.3 (a death is known to all: the coup
    excuse, the Brother-in-Law): the public kill event names the victim."""
    res = _violent_phase("Professional Assassin", Location.HQ, Location.HQ)
    killed = [e for e in res.events if e.code == "killed"]
    assert len(killed) == 1 and killed[0].public
    assert killed[0].data["victim"] == DUARTE and NAMES[DUARTE] in english(killed[0], res.state)


def _leaks(e: Event, killer: int) -> list[str]:
    out: list[str] = []
    said = english(e, NAMES)
    if NAMES[killer] in said:
        out.append("the killer's name")
    for key, value in e.data.items():
        if key != "turn" and value == killer:
            out.append(f"the killer's id under {key!r}")
        if isinstance(value, str) and value in {loc.value for loc in Location}:
            out.append(f"a location under {key!r}")
    for title in LOCATION_TITLES.values():
        if title.lower() in said.lower():
            out.append(f"a location ({title})")
    return out


def test_public_events_never_name_the_killer_or_a_location() -> None:
    """RULES 4.5: "Orders, all secret: a location ...; assassination attempts"; RULES 7 lists what is public
    despite being a secret order (the Bodyguard's zone, rebel-only action, bills drawn): neither who sent an
    assassin nor where anyone was."""
    for name, target_at, sent_to in ATTACKS:
        killer = MINISTER if name == "Secret Police" else FUENTES
        hit = False
        for i in range(30):
            res = _violent_phase(name, target_at, sent_to, seed=f"leak{i}")
            hit = any(e.code in ("attempt_succeeded", "loot") for e in res.events if killer in e.audience.players)
            for e in res.events:
                if e.public:
                    assert not _leaks(e, killer), (name, e.code, english(e, NAMES), _leaks(e, killer))
            if hit:
                break
        assert hit, name
