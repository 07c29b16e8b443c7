"""The political deck (RULES 5, `cards.toml`): 95 cards, loaded from the package's copy of the spec.

A card in play is an int id (its index in `DECK`); `card(id)` gives its definition. Hands hold ids.

Each card of cards.toml has a stable `key` (`bank_holiday`, `amateur_assassin`; the one line our copy adds to each
card of the shared spec): code compares keys, never display names, and the catalogues (bot/text/locales/*/cards.ftl)
give each key its name and text in every language. `name` stays the English of the spec, for the engine's own
checks and tests only.
"""

from __future__ import annotations

import random
import tomllib
from dataclasses import dataclass
from importlib import resources

HAND_LIMIT = 6


@dataclass(frozen=True)
class CardSpec:
    """One physical card of the political deck."""

    id: int
    kind: str  # vote, influence, donation, bribe, assassin, intelligence, event
    name: str
    key: str  # stable: what code compares and what the catalogues name (cards.ftl)
    when: str  # any, cabinet, before_draw, vote, after_failed_budget, locations, coup, coup_end, before_coup
    votes: int = 0
    cost: int = 0
    roll: int = 0
    effect: str = ""
    coup_excuse: bool = False
    target: str = ""  # Bribe the Brigade: the force it bribes
    units: tuple[tuple[int, str, int | str], ...] = ()
    bonus: tuple[str, int] | None = None  # (the key of the influence that adds units, how many)

    @property
    def title(self) -> str:
        """The name a player reads: 'Vote (3)', 'Bribe the Brigade (Police)', 'Church'."""
        if self.kind == "vote":
            return f"Vote ({self.votes})"
        if self.target:
            return f"{self.name} ({self.target})"
        return self.name


class CardDataError(ValueError):
    """cards.toml does not describe the deck the rules expect."""


def parse_deck(text: str, composition: str | None = None) -> tuple[CardSpec, ...]:
    """The deck cards.toml describes; with `composition` (a deck file such as classic_deck.toml), the same cards in
    that deck's numbers of copies (`vote_values`, `[copies]` by key; a card not named there is left out)."""
    data = tomllib.loads(text)
    vote_values: list[int] | None = None
    copies: dict[str, int] | None = None
    if composition is not None:
        comp = tomllib.loads(composition)
        vote_values = [int(v) for v in comp.get("vote_values", [])]
        copies = {str(k): int(v) for k, v in comp.get("copies", {}).items()}
        known = {str(e.get("key")) for e in data.get("card", [])}
        unknown = sorted(set(copies) - known)
        if unknown:
            raise CardDataError(f"the deck names cards cards.toml does not have: {unknown}")
    out: list[CardSpec] = []

    def add(**kw: object) -> None:
        out.append(CardSpec(id=len(out), **kw))  # type: ignore[arg-type]

    keys = {str(e["name"]): str(e.get("key")) for e in data.get("card", [])}  # cards.toml names a bonus's card
    for entry in data.get("card", []):
        kind = str(entry["kind"])
        name = str(entry["name"])
        if "key" not in entry:
            raise CardDataError(f"the card {name!r} of cards.toml has no key")
        key = str(entry["key"])
        when = str(entry.get("when", "any"))
        common: dict[str, object] = {
            "kind": kind,
            "name": name,
            "key": key,
            "when": when,
            "effect": str(entry.get("effect", "")),
            "cost": int(entry.get("cost", 0)),
            "roll": int(entry.get("roll", 0)),
            "coup_excuse": bool(entry.get("coup_excuse", False)),
            "units": tuple((int(u[0]), str(u[1]), u[2]) for u in entry.get("units", [])),
            "bonus": (keys.get(str(entry["bonus"][0]), str(entry["bonus"][0])), int(entry["bonus"][1]))
            if "bonus" in entry
            else None,
        }
        if "values" in entry:
            for v in entry["values"] if vote_values is None else vote_values:
                add(**{**common, "votes": int(v)})
        elif "targets" in entry:
            targets = [str(t) for t in entry["targets"]]
            if copies is not None:
                targets = targets[: copies.get(key, 0)]
            for t in targets:
                add(**{**common, "target": t})
        else:
            n = int(entry.get("count", 1)) if copies is None else copies.get(key, 0)
            for _ in range(n):
                add(**{**common, "votes": int(entry.get("votes", 0))})
    return tuple(out)


EXPECTED_COUNTS = {
    "vote": 12,
    "influence": 18,
    "donation": 5,
    "bribe": 8,
    "assassin": 10,
    "intelligence": 7,
    "event": 35,
}


def check_deck(deck: tuple[CardSpec, ...]) -> None:
    """The counts the web rules list (12 Vote, 18 Influence, 5 Donations, 8 Bribes, 10 Assassins, 7
    Intelligence, 35 Events: 95 cards)."""
    for kind, n in EXPECTED_COUNTS.items():
        got = sum(1 for c in deck if c.kind == kind)
        if got != n:
            raise CardDataError(f"cards.toml has {got} {kind} cards; the web rules list {n}")
    unknown = {c.kind for c in deck} - set(EXPECTED_COUNTS)
    if unknown:
        raise CardDataError(f"cards.toml has cards of unknown kinds: {sorted(unknown)}")


def load_deck() -> tuple[CardSpec, ...]:
    text = resources.files("rules.junta").joinpath("data/cards.toml").read_text(encoding="utf-8")
    deck = parse_deck(text)
    check_deck(deck)
    return deck


DECK: tuple[CardSpec, ...] = load_deck()

CLASSIC_COUNTS = {"vote": 9, "influence": 12, "donation": 4, "bribe": 7, "assassin": 7, "intelligence": 0, "event": 25}
"""VARIANTS.md 8.1: the board game's 64 political cards by kind."""


def _spec_key(c: CardSpec) -> tuple[str, str, str, int]:
    return (c.kind, c.key, c.target, c.votes)


def compose(web: tuple[CardSpec, ...], wanted: tuple[CardSpec, ...]) -> tuple[tuple[CardSpec, ...], tuple[int, ...]]:
    """Map a deck composition onto the web deck's cards: each wanted card takes the first unused web card with the
    same definition, and a card the web deck has too few copies of becomes a new card after the web deck's ids.
    Returns (the extra cards, the composed deck's ids). One id space for every variant: `card(id)` needs no state."""
    free: dict[tuple[str, str, str, int], list[int]] = {}
    for c in web:
        free.setdefault(_spec_key(c), []).append(c.id)
    extra: list[CardSpec] = []
    ids: list[int] = []
    for c in wanted:
        pool = free.get(_spec_key(c), [])
        if pool:
            ids.append(pool.pop(0))
        else:
            new = CardSpec(**{**c.__dict__, "id": len(web) + len(extra)})
            extra.append(new)
            ids.append(new.id)
    return tuple(extra), tuple(ids)


def load_classic_deck() -> tuple[CardSpec, ...]:
    """The board game's deck (VARIANTS.md 8.1): cards.toml's cards in classic_deck.toml's numbers of copies."""
    package = resources.files("rules.junta")
    deck = parse_deck(
        package.joinpath("data/cards.toml").read_text(encoding="utf-8"),
        package.joinpath("data/classic_deck.toml").read_text(encoding="utf-8"),
    )
    for kind, n in CLASSIC_COUNTS.items():
        got = sum(1 for c in deck if c.kind == kind)
        if got != n:
            raise CardDataError(f"classic_deck.toml gives {got} {kind} cards; VARIANTS.md 8.1 lists {n}")
    return deck


_CLASSIC_EXTRA, CLASSIC_DECK = compose(DECK, load_classic_deck())
CARDS: tuple[CardSpec, ...] = DECK + _CLASSIC_EXTRA
"""Every card any variant's deck holds, indexed by id: the web deck's 95 (ids 0-94), then the cards only the classic
deck has (its fourth Amateur Assassin). A game's own deck is `deck_ids(variant)`."""

WEB_DECK: tuple[int, ...] = tuple(c.id for c in DECK)
DECKS: dict[str, tuple[int, ...]] = {"web": WEB_DECK, "classic": CLASSIC_DECK}
"""The card ids of each deck by its name (a variant names its deck)."""


def card(card_id: int) -> CardSpec:
    return CARDS[card_id]


def shuffled_deck(rng: random.Random, deck: str = "web") -> tuple[int, ...]:
    """The named deck's card ids, shuffled."""
    ids = list(DECKS[deck])
    rng.shuffle(ids)
    return tuple(ids)
