"""Nomicoup's words in Discord: what a button or a menu says, the short code it carries, the prompts of each step,
the table's status in sentences, the help and the five characters. The engine's own sentences (events, refusals)
are `rules.coup.words`; this module only adds what the Discord face needs. Pure: no Discord, no clock."""

from __future__ import annotations

from collections.abc import Sequence

from rules.coup import Act, Challenge, Counter, DontShow, Input, Lose, Pass, ReturnCards, Show
from rules.coup.cards import Character
from rules.coup.state import ACTIONS, Action, Mode, StepKind
from rules.coup.views import PublicView
from rules.coup.words import ACTION_TITLES, CHARACTER_HELP, CHARACTER_TITLES, card_list, credits, the
from rules.words import listing, plural

MAX_TEXT = 2000  # Discord's limit on a message's text


# --- inputs as the short codes buttons and menus carry, and their labels ----------------------------------------
def code(inp: Input) -> str:
    """The short code of a button or menu input ('challenge', 'counter-duke', 'act-steal-2': a target by seat)."""
    if isinstance(inp, Act):
        return f"act-{inp.action.value}" + (f"-{inp.target}" if inp.target is not None else "")
    if isinstance(inp, Challenge):
        return "challenge"
    if isinstance(inp, Pass):
        return "pass"
    if isinstance(inp, Counter):
        return f"counter-{inp.character.value}"
    if isinstance(inp, Show):
        return "show"
    if isinstance(inp, DontShow):
        return "noshow"
    if isinstance(inp, Lose):
        return f"lose-{inp.character.value}"
    if isinstance(inp, ReturnCards):
        return "return-" + "-".join(c.value for c in inp.cards)
    raise ValueError(f"no code for {inp!r}")


def decode(text: str) -> Input | None:
    """The input a code names (None: no such code)."""
    head, _, rest = text.partition("-")
    try:
        if text == "challenge":
            return Challenge()
        if text == "pass":
            return Pass()
        if text == "show":
            return Show()
        if text == "noshow":
            return DontShow()
        if head == "act":
            action, _, target = rest.partition("-")
            return Act(Action(action), int(target) if target else None)
        if head == "counter":
            return Counter(Character(rest))
        if head == "lose":
            return Lose(Character(rest))
        if head == "return":
            return ReturnCards(tuple(Character(c) for c in rest.split("-")))
    except ValueError:
        return None
    return None


def label(inp: Input, names: Sequence[str] = (), held: Sequence[Character] = ()) -> str:
    """What a button or a menu's option says (`names`: the players', for an action's target; `held`: the reader's
    face-down cards, so that an exchange's option says which cards he KEEPS, COUP.md 3.4)."""
    if isinstance(inp, Act):
        return act_sentence(inp, names)
    if isinstance(inp, Challenge):
        return "Challenge"
    if isinstance(inp, Pass):
        return "Pass"
    if isinstance(inp, Counter):
        return f"Counter with {the(inp.character)}"
    if isinstance(inp, Show):
        return "Show the card"
    if isinstance(inp, DontShow):
        return "Don't show it"
    if isinstance(inp, Lose):
        return f"Lose {the(inp.character)}"
    if isinstance(inp, ReturnCards):
        kept = kept_cards(held, inp.cards)
        if kept is None:
            return f"Return {card_list(inp.cards)}"
        return f"Keep {card_list(kept)} (return {card_list(inp.cards)})"
    raise ValueError(f"no label for {inp!r}")


def kept_cards(held: Sequence[Character], returned: Sequence[Character]) -> tuple[Character, ...] | None:
    """The cards an exchanger keeps when he returns `returned` from `held` (None: `held` does not hold them all)."""
    kept = list(held)
    for card in returned:
        if card not in kept:
            return None
        kept.remove(card)
    return tuple(kept)


def act_sentence(act: Act, names: Sequence[str]) -> str:
    """'Steal from Bea (claims the Captain)' (an action as the player chooses it)."""
    title = ACTION_TITLES[act.action]
    target = names[act.target] if act.target is not None and 0 <= act.target < len(names) else None
    said = title if target is None else f"{title}: {target}"
    claim = ACTIONS[act.action].claim
    return f"{said} (claims {the(claim)})" if claim is not None else said


# --- prompts -----------------------------------------------------------------------------------------------------
def when(due_s: int) -> str:
    """A deadline as Discord shows it in each reader's time: 'in 30 seconds' (relative)."""
    return f"<t:{due_s}:R>"


def mention(user_id: int | None, name: str) -> str:
    return f"<@{user_id}>" if user_id is not None else name


def action_prompt(name: str, who: str, must_coup: bool, due_s: int) -> str:
    must = " You have 10 credits or more: your action must be a Coup." if must_coup else ""
    default = "a Coup on a player drawn by lot" if must_coup else "Income"
    return (
        f"{who}, it is your turn, {name}: choose your action in the menu below (or with `/nomicoup act`); "
        f"deadline {when(due_s)}, then {default}.{must}"
    )


def window_prompt(
    step: StepKind, challengers: Sequence[str], counterers: Sequence[str], counters: Sequence[Character], due_s: int
) -> str:
    parts: list[str] = []
    if challengers:
        what = "the counteraction" if step is StepKind.COUNTER_CHALLENGE else "the claim"
        parts.append(f"{listing(challengers, last='or')} may challenge {what}")
    if counterers and counters:
        parts.append(f"{listing(counterers, last='or')} may counter with {listing((the(c) for c in counters), 'or')}")
    return cap(f"{'; '.join(parts)}. The window closes {when(due_s)}, or as soon as everyone has passed.")


def private_prompt(kind: StepKind, due_s: int) -> str:
    ask = {
        StepKind.SHOW: "Your claim is challenged: show the card (if you hold it) or don't",
        StepKind.LOSE: "You lose one influence: choose the card you reveal",
        StepKind.EXCHANGE: "Choose the two cards you return to the Court Deck",
    }[kind]
    default = {
        StepKind.SHOW: "you show it if you hold it",
        StepKind.LOSE: "lot chooses",
        StepKind.EXCHANGE: "lot chooses",
    }[kind]
    return f"{ask} (deadline {when(due_s)}; then {default})."


def cap(sentence: str) -> str:
    """The sentence with its first letter capital (a name may be written in lower case: 'alice')."""
    return sentence[:1].upper() + sentence[1:]


def waiting_public(kind: StepKind, name: str) -> str:
    name = cap(name)
    return {
        StepKind.SHOW: f"{name} answers the challenge privately.",
        StepKind.LOSE: f"{name} chooses privately which influence to lose.",
        StepKind.EXCHANGE: f"{name} chooses privately which two cards to return.",
    }[kind]


def hand_text(hand: Sequence[Character]) -> str:
    if not hand:
        return "You hold no face-down card."
    return f"Your hand (face down): {card_list(hand)}."


# --- status ------------------------------------------------------------------------------------------------------
def status_text(view: PublicView, names: Sequence[str], computers: Sequence[bool]) -> str:
    """The table in sentences: every player's credits, cards and exiles, the Treasury, whose turn and what waits."""
    lines: list[str] = []
    mode = (
        f"continuous, {plural(view.rounds, 'round')} (round {view.round})"
        if view.mode is Mode.CONTINUOUS
        else "classic (the last player with influence wins)"
    )
    lines.append(f"**Nomicoup**, {mode}. Treasury: {credits(view.treasury)}; Court Deck: {plural(view.deck, 'card')}.")
    for s in view.seats:
        cpu = " (computer)" if computers[s.id] else ""
        turn = " **to act**" if not view.over and view.turn.seat == s.id else ""
        shown = f"; face up: {card_list(s.revealed)}" if s.revealed else ""
        out = "; out of the game" if s.out else ""
        exiles = f"; exiled {plural(s.exiles, 'time')}" if s.exiles else ""
        lines.append(
            f"- {names[s.id]}{cpu}: {credits(s.credits)}, {plural(s.face_down, 'face-down card')}{shown}{exiles}"
            f"{out}{turn}"
        )
    if view.over:
        ranking = "; ".join(f"{st.rank}. {names[st.seat]}" for st in view.ranking)
        lines.append(f"The game is over. {ranking}.")
    else:
        waiting = listing((names[s] for s in view.waiting), empty="nobody")
        lines.append(f"Turn {view.turn.number}: waiting for {waiting}.")
    return "\n".join(lines)


# --- help ---------------------------------------------------------------------------------------------------------
HELP = (
    "**Nomicoup** (the card game Coup, played on: an exiled player draws new cards).\n"
    "Each player holds 2 face-down cards (his influence) and credits. On your turn, take one action with "
    "`/nomicoup act`: Income (+1), Foreign Aid (+2, a Duke may counter it), Coup (pay 7: a player loses an "
    "influence; a must with 10 credits or more), or claim a character: Tax (Duke, +3), Assassinate (Assassin, pay 3), "
    "Steal (Captain, take 2 from a player), Exchange (Ambassador, draw 2 cards and return 2).\n"
    "You may claim a character you do not hold. Anyone may **Challenge** a claim with the buttons under it: a bluff "
    "caught loses an influence; a true claim shown costs the challenger one, and the card is swapped for a new one. "
    "The target may **Counter** (Contessa stops an assassination; Captain or Ambassador a steal).\n"
    "Lose your last card and you are exiled: your exile count goes up and you draw 2 new cards. Fewest exiles, "
    "then most credits, win. `/nomicoup hand` shows your cards privately, `/nomicoup status` the table, "
    "`/nomicoup card` a character."
)


def card_text(who: Character) -> str:
    """The help of one character: what it does and what it counters."""
    acts = [ACTION_TITLES[a] for a, r in ACTIONS.items() if r.claim is who]
    counters = [ACTION_TITLES[a] for a, r in ACTIONS.items() if who in r.counters]
    does = f" Claim it to {listing(acts)}." if acts else ""
    stops = f" Claim it to counter {listing(counters)}." if counters else ""
    return f"**{CHARACTER_TITLES[who]}** (3 in the Court Deck): {CHARACTER_HELP[who]}{does}{stops}"


ACTION_HELP: dict[Action, str] = {
    Action.INCOME: "Income: take 1 credit.",
    Action.FOREIGN_AID: "Foreign Aid: take 2 credits (a Duke counters it).",
    Action.COUP: "Coup: pay 7 credits; the target loses an influence.",
    Action.TAX: "Tax: claim the Duke, take 3 credits.",
    Action.ASSASSINATE: "Assassinate: claim the Assassin, pay 3; the target loses an influence.",
    Action.STEAL: "Steal: claim the Captain, take 2 credits from the target.",
    Action.EXCHANGE: "Exchange: claim the Ambassador, draw 2 cards, return 2.",
}


def split(text: str, limit: int = MAX_TEXT) -> list[str]:
    """`text` in pieces of at most `limit` characters, cut at line ends where it can be."""
    pieces: list[str] = []
    rest = text
    while len(rest) > limit:
        cut = rest.rfind("\n", 0, limit)
        if cut <= 0:
            cut = limit
        pieces.append(rest[:cut])
        rest = rest[cut:].lstrip("\n")
    if rest:
        pieces.append(rest)
    return pieces
