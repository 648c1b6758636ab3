"""The words and tables of the puzzle trainer (:mod:`calabresella.show.trainer`): an answer
as the page names it, a value in thirds or stake units, the cards played so far, the table
of what each answer is worth."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from calabresella.engine.cards import Card, CardError, parse_cards
from calabresella.engine.naming import card_name
from calabresella.games.italian.deal import Deal
from calabresella.puzzles.puzzle import worth_words
from calabresella.words import Message, _, many, msg, pgettext

__all__ = ["DISCARDS", "SHOWN_VALUES", "answer_label", "choice_cards", "played_html", "task_messages", "theme_names",
           "value_words", "values_html"]

SHOWN_VALUES = 12
"""The most answers the values table lists (a whole hand; the best first, the learner's always)."""

DISCARDS = 4
"""How many cards the soloist discards after taking the monte (R14)."""


def task_messages(puzzle: Any, names: Sequence[str], typed: bool = False) -> tuple[Message, Message, Message]:
    """The task of ``puzzle`` in three sentences: who the learner is and what to choose, the
    aim, and what the learner sees. The trainer's first sentence says how to answer with a
    click; with ``typed`` (the command line's ``puzzles``) it leaves that to the prompt."""
    deal = puzzle.position()
    name, target = names[puzzle.seat], deal.rules.win_thirds
    if puzzle.kind == "exchange" and typed:
        task = msg("You are {name}, the soloist, with the monte in your hand: choose the {count} cards to discard.",
                   name=name, count=DISCARDS)
    elif puzzle.kind == "exchange":
        task = msg("You are {name}, the soloist, with the monte in your hand: choose the {count} cards to "
                   "discard, then press {button}.", name=name, count=DISCARDS, button=_("Discard these four"))
    elif puzzle.kind == "bid":
        task = msg("You are {name}, to speak in the auction: what do you bid?", name=name)
    elif deal.soloist == puzzle.seat:
        task = (msg("You are {name}, the soloist, to play a card.", name=name) if typed
                else msg("You are {name}, the soloist, to play a card: click it.", name=name))
    else:
        task = (msg("You are {name}, a defender, to play a card.", name=name) if typed
                else msg("You are {name}, a defender, to play a card: click it.", name=name))
    goal = getattr(puzzle, "goal", "most")
    if goal == "make":
        aim = msg("Aim: make the contract (the soloist needs {target} thirds).", target=target)
    elif goal == "beat":
        aim = msg("Aim: beat the contract (keep the soloist below {target} thirds).", target=target)
    elif getattr(puzzle, "unit", "thirds") == "stake":
        aim = msg("Aim: win the most stake units on average.")
    else:
        aim = msg("Aim: take the most thirds for your side.")
    seen = (msg("Every hand is face up.") if getattr(puzzle, "view", "all") == "all"
            else msg("You see only your own hand and the cards played, as at the table."))
    return task, aim, seen

def choice_cards(text: str) -> tuple[Card, ...] | None:
    """The cards an answer names ("3S", "4S 5S 6H 7C"); None for an answer that is no
    cards (a bid).

    >>> choice_cards("4S 5S"), choice_cards("Solo")
    ((Card.parse('4♠'), Card.parse('5♠')), None)
    """
    try:
        cards = parse_cards(text.replace(",", " ").split())
    except CardError:
        return None
    return cards or None


def answer_label(text: str, style: str) -> str:
    """An answer as the page shows it: its cards in ``style`` (``3 di spade`` or ``3♠``),
    a pass as the button says it, a bid by its contract's name."""
    cards = choice_cards(text)
    if cards is not None:
        return " ".join(card_name(card, style) for card in cards)
    if text.strip().lower() == "pass":
        return pgettext("button", "Pass")
    return text


def value_words(value: float, unit: str) -> str:
    """A value as a learner reads it: thirds (whole, or to a tenth when averaged over
    sampled deals), or stake units with a sign (the puzzles' own words, :func:`~calabresella.puzzles.puzzle.worth_words`)."""
    return str(worth_words(value, unit))


def played_html(deal: Deal, names: Sequence[str], style: str) -> str:
    """The cards played so far, trick by trick, with who played each (what every player
    at the table has seen)."""
    rows = []
    for n, trick in enumerate(deal.tricks, 1):
        cards = ", ".join(f"{names[seat]} {card_name(card, style)}" for seat, card in zip(trick.seats, trick.cards,
                                                                                         strict=False))
        rows.append(html.escape(str(msg("Trick {number}: {cards}", number=n, cards=cards))))
    if not rows:
        return ""
    return "<details><summary>" + html.escape(_("The cards played so far")) + "</summary><small>" + \
        "<br>".join(rows) + "</small></details>"


def theme_names(themes: Sequence[str]) -> list[str]:
    """The catalogue names of a puzzle's themes (an unknown id shown as it is)."""
    try:
        from calabresella.puzzles.themes import theme_name
    except ImportError:  # pragma: no cover - the themes module comes with the puzzles
        return list(themes)
    return [str(theme_name(theme)) for theme in themes]


def values_html(puzzle: Any, verdict: Any, style: str) -> str:
    """The table of what each answer is worth (the best first, the learner's marked)."""
    values: dict[str, float] = dict(getattr(verdict, "values", None) or puzzle.values)
    if not values:
        return ""
    best = set(getattr(puzzle, "answers", ()) or ())
    top = max(values.values())
    high = not best or all(values.get(b) == top for b in best)  # the best answers have the highest value
    order = sorted(values, key=lambda c: (c not in best, -values[c] if high else values[c], c))
    rows = order[:SHOWN_VALUES]
    yours = str(verdict.answer)
    if yours in values and yours not in rows:
        rows.append(yours)
    unit = getattr(puzzle, "unit", "thirds")
    head = (html.escape(_("Answer")), html.escape(_("Worth with best play")))
    body = []
    for choice in rows:
        classes = " ".join(c for c, on in (("cal-trainer-best", choice in best),
                                            ("cal-trainer-yours", choice == yours)) if on)
        mark = " ← " + html.escape(_("yours")) if choice == yours else ""
        body.append(f"<tr class='{classes}'><td>{html.escape(answer_label(choice, style))}{mark}</td>"
                    f"<td>{html.escape(value_words(values[choice], unit))}</td></tr>")
    more = len(values) - len(rows)
    note = ("<small>" + html.escape(str(many("… and {count} other answer.", "… and {count} other answers.",
                                             more))) + "</small>") if more > 0 else ""
    return (f"<table class='cal-trainer-values'><tr><th>{head[0]}</th><th>{head[1]}</th></tr>"
            + "".join(body) + "</table>" + note)
