"""The rules variants (VARIANTS.md): one declaration each, read by the phases through `variant(state)`.

`web` is the online game of RULES.md (ten offices, 6-10 players); `classic` is the board game as published (seed 001,
VARIANTS.md sections 1-9: seven offices, 4-7 players); `mini` is Mini-Junta (sections 10-11: 2-3 players with straw
men). A difference between them is data here (a count, a flag, a
named policy), never an `if variant == "classic"` in a phase; a phase whose whole procedure differs gets its own
resolver, chosen by `resolvers` in `rules.junta.engine`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from functools import lru_cache
from typing import TYPE_CHECKING

from rules.junta.offices import Office
from rules.rejections import Rejection, refusal

if TYPE_CHECKING:
    from rules.junta.state import GameState


class AidDraw(StrEnum):
    """Who draws the turn's aid money."""

    MINISTERS = "ministers"  # web: the Foreign Minister and Farm & Labor 1-6 each, the President 2 (a phase)
    PRESIDENT = "president"  # classic: the President draws 8 when the cabinet resolves (VARIANTS 5.2)


class StackMoves(StrEnum):
    PER_OFFICE = "per_office"  # web: one per office, the Minister of War two, at least one (RULES 4.6)
    PER_PLAYER = "per_player"  # classic: one per player (VARIANTS 6.5.1, 001 §13.4)


class Retreats(StrEnum):
    ORIGIN_FIRST = "origin_first"  # web: back where they came from first (RULES 4.6)
    EMPTY_FIRST = "empty_first"  # classic: an adjacent empty zone first, no preference for the origin (6.9.3)


class LunchBanking(StrEnum):
    REOPENS = "reopens"  # web: with no coup the Bank reopens at once and banking happens (RULES 4.5)
    AFTER_COUP = "after_coup"  # classic: no banking in Locations; in the aftermath only if a coup happened (5.5.3)


@dataclass(frozen=True)
class Variant:
    """A ruleset: its offices (in appointment order), player counts, deck, and the policies where it differs. Every
    default is the web game's rule, so a variant's declaration lists exactly where it differs from the web game."""

    name: str  # its stable key; what players read is the catalogues' `variant-<name>-title` and `-short`
    offices: tuple[Office, ...]
    min_players: int
    max_players: int
    president_bills: int
    deck: str  # a key of rules.junta.cards.DECKS
    money_extras: bool = True  # web: 0-14 hidden extra bills (RULES 5); classic: exactly 96 (VARIANTS 7.1)
    setup_cards: int = 0  # cards dealt at set-up, before the first election (classic: 5, VARIANTS 3.1.3)
    first_turn_cards: int = 4  # cards drawn when turn 1 begins (web 4, RULES 4.1; classic 2, VARIANTS 3.3)
    returning_cards: int = 4  # cards a family back from death draws (web 4; classic 2, VARIANTS 5.1.2)
    nomination_phase: bool = True  # web: a nomination day first (RULES 3); classic: nominating is part of the ballot
    first_election_cards: bool = False  # classic: family vote plus influence and vote cards (VARIANTS 3.2.1)
    socialist_bonus: bool = True  # web only (RULES 4.4; VARIANTS 4.1.4)
    brother_in_law_appointed: bool = True  # web: the President may give him an office (RULES 4.1); classic: no (2.4)
    exiles_appointed: bool = False  # classic: exiles are appointed and keep their offices (VARIANTS 2.3.2, 5.7.2)
    aid_draw: AidDraw = AidDraw.MINISTERS
    lunch_banking: LunchBanking = LunchBanking.REOPENS
    brigade_soldiers: int = 5  # soldiers per brigade
    brigade_tanks: int = 1  # web 1 (RULES 8); classic none: six armed units (VARIANTS 6.1)
    stack_moves: StackMoves = StackMoves.PER_OFFICE
    prelude_bombards_palace_only: bool = False  # classic (VARIANTS 5.10.2): a starting bombardment hits the Palace
    president_idle_in_prelude: bool = False  # classic (5.10.3, 6.4.1): the President gives no orders in the prelude
    join_started_coup: bool = False  # classic (5.10.1): without excuse or HQ a player may still join a started coup
    move_order: bool = False  # classic: a rotating move order sets arrival ranks (VARIANTS 6.4, 6.6)
    bombard_after_movement: bool = False  # classic (VARIANTS 6.2, 6.7); web before (RULES 4.6)
    bombard_losses_decide_retreats: bool = False  # classic (VARIANTS 6.9.2, 001 §20.4)
    retreats: Retreats = Retreats.ORIGIN_FIRST
    declare_by_status: bool = False  # classic: nobody abstains; a missing declaration follows his status (6.13.2)
    declare_in_aftermath: bool = False  # classic: declarations are the aftermath's, after Coup Phase 6 (6.13.1)
    everyone_dead_ends_game: bool = False  # classic (VARIANTS 5.8.6, 001 §2.3)
    show_money_deck: bool = True  # classic: nobody may count the deck (VARIANTS 7.3)
    farmers_strike_acts: bool = True  # classic has no Farm & Labor Secretary: the card has no effect (8.3.1)
    exiles_trade: bool = False  # classic: exiles may discard, give and receive cards and cash (VARIANTS 5.7.2)
    no_discard_in: tuple[str, ...] = ()  # phases (Phase values) with no discarding (classic 5.1.4: terror, aftermath)
    no_gifts_in_aftermath: bool = False  # classic (VARIANTS 6.14.4, 001 §7.1, §16)
    card_when: tuple[tuple[str, str], ...] = ()  # a card's timing where the variant changes it (classic 8.2)
    exile_safe_without_president: bool = False  # classic (VARIANTS 5.7.4 (a))
    return_any_time: bool = False  # classic (5.7.4): in a coup too, without safe passage at the Minister's mercy
    board_game_options: bool = False  # classic: the shorter game, one ballot, no round-1 draw (`Options`)
    assassins_in_seat_order: bool = False  # classic (VARIANTS 5.8.3): after the Minister's, in seat order
    draws_from_president: bool = False  # classic (VARIANTS 5.1.2): the round's draw starts with the President
    helicopter_carries: bool = False  # classic (VARIANTS 6.5.2): drops off or picks up its owner's units
    return_bribe: bool = False  # classic (VARIANTS 5.7.4 d): Bribe the Assassin protects a returning exile
    straw_men: bool = False  # Mini-Junta (VARIANTS 10.1.3): straw families whose faction leader decides for them
    brother_in_law_runs: bool = True  # Mini-Junta has none (10.8.1): a dead or exiled holder's office is frozen
    rebel_leader_breaks_ties: bool = False  # classic (VARIANTS 6.14.2): his standing tie order decides a tied Junta
    concede: bool = False  # classic: a coup ends early when all agree who wins (VARIANTS 6.12)
    ballots: int = 1  # classic: 2 (VARIANTS 4.2.1); config classic.ballots = 1 merges them (4.2.4)
    elected_appoints: bool = False  # classic: a mid-round President's conditional appointments (VARIANTS 2.3.4)
    votes_by_source: bool = False  # classic: each source cast on its own, in either ballot, for any side (4.2.2, 4.4.3)
    tied_votes: int = 4  # a tied election is voted again until this many votes tied, then lot: web the first vote and
    # three re-votes (RULES 3.3); classic three votes (VARIANTS 3.2.2)
    max_offices_per_player: int = 2

    @property
    def cabinet(self) -> tuple[Office, ...]:
        """The offices the President appoints (all but his own)."""
        return tuple(o for o in self.offices if o is not Office.PRESIDENT)


WEB = Variant(
    name="web",
    offices=tuple(Office),
    min_players=6,
    max_players=10,
    president_bills=2,
    deck="web",
)
"""The online game of RULES.md: every default of `Variant` is its rule."""

CLASSIC = Variant(
    name="classic",
    offices=(
        Office.PRESIDENT,
        Office.MINISTER,
        Office.GENERAL_1,
        Office.GENERAL_2,
        Office.GENERAL_3,
        Office.ADMIRAL,
        Office.AIR_FORCE,
    ),
    min_players=4,
    max_players=7,
    president_bills=8,
    deck="classic",
    money_extras=False,
    setup_cards=5,
    first_turn_cards=2,
    returning_cards=2,
    nomination_phase=False,
    first_election_cards=True,
    socialist_bonus=False,
    brother_in_law_appointed=False,
    exiles_appointed=True,
    aid_draw=AidDraw.PRESIDENT,
    lunch_banking=LunchBanking.AFTER_COUP,
    brigade_soldiers=6,
    brigade_tanks=0,
    stack_moves=StackMoves.PER_PLAYER,
    prelude_bombards_palace_only=True,
    president_idle_in_prelude=True,
    join_started_coup=True,
    move_order=True,
    bombard_after_movement=True,
    bombard_losses_decide_retreats=True,
    retreats=Retreats.EMPTY_FIRST,
    declare_by_status=True,
    declare_in_aftermath=True,
    everyone_dead_ends_game=True,
    show_money_deck=False,
    farmers_strike_acts=False,
    exiles_trade=True,
    no_discard_in=("locations", "aftermath"),
    no_gifts_in_aftermath=True,
    card_when=(("bank_holiday", "any"),),
    exile_safe_without_president=True,
    return_any_time=True,
    board_game_options=True,
    assassins_in_seat_order=True,
    draws_from_president=True,
    helicopter_carries=True,
    return_bribe=True,
    rebel_leader_breaks_ties=True,
    concede=True,
    ballots=2,
    votes_by_source=True,
    elected_appoints=True,
    tied_votes=3,
)

MINI = replace(
    CLASSIC,
    name="mini",
    min_players=2,
    max_players=3,
    setup_cards=4,
    straw_men=True,
    brother_in_law_runs=False,
    exiles_appointed=False,  # nothing is appointed; an exile's offices are frozen like a dead holder's (10.8.1)
)
"""Mini-Junta (VARIANTS 10, 11; 001 §17, §18): classic for two or three real players, with straw men (families who
make no decisions of their own), factions rolled on the faction table, and no Brother-in-Law."""

VARIANTS: dict[str, Variant] = {v.name: v for v in (WEB, CLASSIC, MINI)}


def variant_of(name: str) -> Variant:
    """The variant a game plays (an unknown name, which `new_game` never lets in, reads as web)."""
    return VARIANTS.get(name, WEB)


def fitting(n: int) -> tuple[Variant, ...]:
    """The variants `n` players can play (VARIANTS 2.1.1: 4-7 classic, 2-3 Mini-Junta; RULES 1: 6-10 web)."""
    return tuple(v for v in VARIANTS.values() if v.min_players <= n <= v.max_players)


def player_count_problem(variant: Variant, n: int, how: str = "variant") -> Rejection | None:
    """Why `n` players cannot play `variant`, naming what they can play (`fitting_variants`, each said with `how` a
    game of it is chosen: "variant" its config name, "command" the command that creates one); None if they can."""
    if variant.min_players <= n <= variant.max_players:
        return None
    others = [v.name for v in fitting(n) if v.name != variant.name]
    low, high = variant.min_players, variant.max_players
    return refusal(
        "player_count",
        variant=variant.name,
        count=n,
        low=low,
        high=high,
        next=high == low + 1,
        fitting_variants=others,
        how=how,
    )


SHORT_GAME = ("off", "every_round", "coup_rounds")


@dataclass(frozen=True)
class Options:
    """A game's choices among what its variant leaves open: VARIANTS.md names them as config keys (`[classic]` in
    config.toml, or /junta create's options). The defaults are the variant's own rules."""

    short_game: str = "off"  # classic.short_game (VARIANTS 7.5): off, every_round or coup_rounds
    ballots: int = 0  # classic.ballots (4.2.4): 2, or 1 to merge them into one; 0: the variant's
    first_round_draw: bool = True  # classic.first_round_draw (3.3): round 1 starts with the normal draw
    show_money_deck: bool | None = None  # classic.show_money_deck (7.3); None: the variant's


def check_options(variant: Variant, options: Options) -> Rejection | None:
    """Why these options do not fit the variant, or None (code `short_game` when a shorter game was asked for, else
    `bad_option`)."""
    code = "short_game" if options.short_game != "off" else "bad_option"
    if options.short_game not in SHORT_GAME:
        return Rejection(code, "", {"form": "short-game", "typed": options.short_game})
    if options.ballots not in (0, 1, 2):
        return Rejection(code, "", {"form": "ballots"})
    if not variant.board_game_options and options != Options(show_money_deck=options.show_money_deck):
        return Rejection(code, "", {"form": "classic-only"})
    return None


@lru_cache(maxsize=64)
def effective(variant: Variant, options: Options) -> Variant:
    """The variant as this game plays it, its options applied."""
    changes: dict[str, object] = {}
    if options.ballots:
        changes["ballots"] = options.ballots
    if not options.first_round_draw:
        changes["first_turn_cards"] = 0
    if options.show_money_deck is not None:
        changes["show_money_deck"] = options.show_money_deck
    return replace(variant, **changes) if changes else variant  # type: ignore[arg-type]


def rules_of(state: GameState) -> Variant:
    """The rules a game plays: its variant with its options applied. Phases read the rules through this."""
    return effective(variant_of(state.variant), state.options)
