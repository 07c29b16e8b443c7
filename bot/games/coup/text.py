"""Nomicoup's words in Discord: what a button or a menu says, the short code it carries, the prompts of each step,
the table's status in sentences, the help and the five characters, each in the reader's language (`locale`, from
the catalogue coup.ftl). The events' and refusals' sentences are `bot.games.coup.words`; this module adds what the
Discord face needs. Pure: no Discord, no clock."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.coup.words import action, cap, card, card_list, credits, event_text, ranking
from bot.text.i18n import Locale, listing, t
from bot.text.say import Say
from render.coup import TableLabels
from rules.coup import Act, Challenge, Counter, DontShow, Input, Lose, Pass, ReturnCards, Show
from rules.coup.cards import Character
from rules.coup.events import CoupEvent
from rules.coup.state import ACTIONS, Action, StepKind
from rules.coup.views import PublicView

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


def label(locale: Locale, inp: Input, names: Sequence[str] = (), held: Sequence[Character] = ()) -> str:
    """What a button or a menu's option says (`names`: the players', for an action's target; `held`: the reader's
    face-down cards, so that an exchange's option says which cards he KEEPS, COUP.md 3.4)."""
    if isinstance(inp, Act):
        return act_sentence(locale, inp, names)
    if isinstance(inp, Challenge):
        return t(locale, "coup-button-challenge")
    if isinstance(inp, Pass):
        return t(locale, "coup-button-pass")
    if isinstance(inp, Counter):
        return cap(t(locale, "coup-button-counter", card=card(locale, inp.character, "with")))
    if isinstance(inp, Show):
        return t(locale, "coup-button-show")
    if isinstance(inp, DontShow):
        return t(locale, "coup-button-dont-show")
    if isinstance(inp, Lose):
        return cap(t(locale, "coup-button-lose", card=card(locale, inp.character)))
    if isinstance(inp, ReturnCards):
        kept = kept_cards(held, inp.cards)
        returned = card_list(locale, inp.cards)
        if kept is None:
            return cap(t(locale, "coup-button-return", cards=returned))
        return cap(t(locale, "coup-button-keep", kept=card_list(locale, kept), cards=returned))
    raise ValueError(f"no label for {inp!r}")


def kept_cards(held: Sequence[Character], returned: Sequence[Character]) -> tuple[Character, ...] | None:
    """The cards an exchanger keeps when he returns `returned` from `held` (None: `held` does not hold them all)."""
    kept = list(held)
    for one in returned:
        if one not in kept:
            return None
        kept.remove(one)
    return tuple(kept)


def act_sentence(locale: Locale, act: Act, names: Sequence[str]) -> str:
    """'Steal: Bea (claims the Captain)' (an action as the player chooses it)."""
    title = action(locale, act.action)
    target = names[act.target] if act.target is not None and 0 <= act.target < len(names) else None
    claim = ACTIONS[act.action].claim
    said = card(locale, claim) if claim is not None else ""
    if target is None:
        return t(locale, "coup-act-claim" if claim else "coup-act", action=title, card=said)
    return t(locale, "coup-act-target-claim" if claim else "coup-act-target", action=title, target=target, card=said)


# --- prompts -----------------------------------------------------------------------------------------------------
def when(due_s: int) -> str:
    """A deadline as Discord shows it in each reader's time and language: 'in 30 seconds' (relative)."""
    return f"<t:{due_s}:R>"


def mention(user_id: int | None, name: str) -> str:
    return f"<@{user_id}>" if user_id is not None else name


def action_prompt(locale: Locale, name: str, who: str, must_coup: bool, due_s: int) -> str:
    return t(locale, "coup-prompt-action", who=who, name=name, when=when(due_s), must=must_coup)


def window_prompt(
    locale: Locale,
    step: StepKind,
    challengers: Sequence[str],
    counterers: Sequence[str],
    counters: Sequence[Character],
    due_s: int,
) -> str:
    parts: list[str] = []
    if challengers:
        of = "counter" if step is StepKind.COUNTER_CHALLENGE else "action"
        parts.append(t(locale, "coup-prompt-may-challenge", who=listing(locale, challengers, "or"), of=of))
    if counterers and counters:
        parts.append(
            t(
                locale,
                "coup-prompt-may-counter",
                who=listing(locale, counterers, "or"),
                cards=card_list(locale, counters, "with", "or"),
            )
        )
    return cap(t(locale, "coup-prompt-window", parts="; ".join(parts), when=when(due_s)))


def private_prompt(locale: Locale, kind: StepKind, due_s: int) -> str:
    return t(locale, f"coup-prompt-{kind.value}", when=when(due_s))


def waiting_public(locale: Locale, kind: StepKind, name: str) -> str:
    return cap(t(locale, f"coup-waiting-{kind.value}", name=name))


def hand_text(locale: Locale, hand: Sequence[Character]) -> str:
    if not hand:
        return t(locale, "coup-hand-empty")
    return t(locale, "coup-hand", cards=card_list(locale, hand))


def news(events: Sequence[CoupEvent], names: Sequence[str], reader: int | None = None) -> Say:
    """The events' sentences, one a line, in the reader's language (`bot.games.coup.words.event_text`)."""
    told, who = tuple(events), tuple(names)
    return lambda locale: "\n".join(event_text(e, who, locale, reader) for e in told)


def hand_say(hand: Sequence[Character]) -> Say:
    """A player's hand (`hand_text`), in the reader's language."""
    cards = tuple(hand)
    return lambda locale: hand_text(locale, cards)


def seated(locale: Locale, names: Sequence[str], computers: Sequence[bool]) -> str:
    """'Alba, Bea and Ada (computer)', or 'nobody yet'."""
    return listing(
        locale,
        (t(locale, "coup-computer", name=n) if cpu else n for n, cpu in zip(names, computers, strict=False)),
        empty=t(locale, "coup-nobody-yet"),
    )


# --- status ------------------------------------------------------------------------------------------------------
def status_text(locale: Locale, view: PublicView, names: Sequence[str], computers: Sequence[bool]) -> str:
    """The table in sentences: every player's credits, cards and exiles, the Treasury, whose turn and what waits."""
    lines: list[str] = [
        t(
            locale,
            "coup-status-head",
            mode=view.mode.value,
            rounds=view.rounds,
            round=view.round,
            treasury=credits(locale, view.treasury),
            deck=view.deck,
        )
    ]
    for s in view.seats:
        name = t(locale, "coup-computer", name=names[s.id]) if computers[s.id] else names[s.id]
        shown = t(locale, "coup-status-shown", cards=card_list(locale, s.revealed)) if s.revealed else ""
        lines.append(
            t(
                locale,
                "coup-status-seat",
                name=name,
                credits=credits(locale, s.credits),
                face_down=s.face_down,
                shown=shown,
                exiles=s.exiles,
                out=s.out,
                turn=not view.over and view.turn.seat == s.id,
            )
        )
    if view.over:
        lines.append(
            t(locale, "coup-status-over", ranking=ranking(locale, ((st.rank, st.seat) for st in view.ranking), names))
        )
    else:
        waiting = listing(locale, (names[s] for s in view.waiting), empty=t(locale, "coup-nobody"))
        lines.append(t(locale, "coup-status-waiting", turn=view.turn.number, who=waiting))
    return "\n".join(lines)


def table_labels(locale: Locale, view: PublicView, names: Sequence[str], computers: Sequence[bool]) -> TableLabels:
    """The words of the table's picture (`render.coup.render_table`) in `locale`."""
    return TableLabels(
        title=t(locale, "coup-picture-title", over=view.over, turn=view.turn.number, round=view.round),
        bank=t(locale, "coup-picture-bank", treasury=view.treasury, deck=view.deck),
        seats=tuple(
            t(locale, "coup-picture-computer", name=names[s.id])
            if s.id < len(computers) and computers[s.id]
            else names[s.id]
            for s in view.seats
        ),
        facts=tuple(t(locale, "coup-picture-facts", credits=s.credits, exiles=s.exiles, out=s.out) for s in view.seats),
        to_act=t(locale, "coup-picture-to-act"),
        characters={c: card(locale, c, "title") for c in Character},
    )


# --- help ---------------------------------------------------------------------------------------------------------
def help_text(locale: Locale) -> str:
    return t(locale, "coup-help")


def card_text(locale: Locale, who: Character) -> str:
    """The help of one character: what it does and what it counters."""
    acts = [action(locale, a) for a, r in ACTIONS.items() if r.claim is who]
    counters = [action(locale, a) for a, r in ACTIONS.items() if who in r.counters]
    return t(
        locale,
        "coup-card-help",
        title=card(locale, who, "title"),
        card=who.value,
        acts=listing(locale, acts) or "none",
        counters=listing(locale, counters) or "none",
    )


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
