"""What the play page shows for Tressette for four and Tressette in due (V5): its two choices
on the page, the words of its buttons and turns, the signals of a lead, its game note and
headline, its session (a game to 21 points) (show layer).

The play page (:mod:`calabresella.show.play`) reaches this module through the game object's
``prompts`` hook, so that it never asks which game is on the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from calabresella.engine.actions import Play
from calabresella.engine.words import plural
from calabresella.games import page
from calabresella.games.tressette import (
    Declare,
    DoneDeclaring,
    Signal,
    SignalledLead,
    TressetteMatch,
    TressettePhase,
)
from calabresella.games.tressette.narrate import SIGNAL_MEANINGS, match_lines, result_lines, side_name
from calabresella.games.tressette.narrate import describe as _describe

ANALYSED = False
"""The analysis does not handle Tressette yet (V5): no expert, no review."""

LEAD_SIGNALS: tuple[tuple[str, str], ...] = tuple((s.value, SIGNAL_MEANINGS[s]) for s in Signal)
"""What the leader of Tressette for four may say with the card led, and what it means (V5)."""

SESSION_REFUSAL = None
"""A session of Tressette is a game to its target (V5)."""

# V5 has no analysis and no help list: every choice not a card (a declaration) is a button,
# and a deal is never abandoned.
choice_panel, analysis_moment, choice_help = page.every_choice_a_button, page.no_analysis, page.no_choice_help
abandoned_text = page.never_abandoned


def choices(game: Any) -> tuple[tuple[int, str, str, tuple[str, ...]], ...]:
    """The page's choices of this game: (order on the page, key, label, profiles), one a table size (four, two)."""
    four = tuple(name for name, rules in game.profiles.items() if rules.players == 4)
    two = tuple(name for name, rules in game.profiles.items() if rules.players == 2)
    return ((20, "tressette", "Tressette for four (with a partner)", four), (30, "tressette-in-due", "Tressette in due", two))


def action_label(action: Any) -> str | None:
    """V5's declarations in plain words; None: the page's own words."""
    if isinstance(action, Declare):
        return f"Declare {action.words}"
    if isinstance(action, DoneDeclaring):
        return "Done declaring"
    return None


def _leading(deal: Any) -> bool:
    return deal.current is not None and not deal.current.cards


def turn_text(deal: Any, me: int | None, names: Sequence[str]) -> str:
    """What the player to move is to do (V5), after "Your turn: "."""
    if deal.phase is TressettePhase.DECLARE:
        return "declare combinations held at the first trick, or say done declaring (V5)."
    leading = _leading(deal)
    ask = "lead a card (V5)" if leading else "play a card: follow suit if you can (V5)"
    if leading and deal.to_move == me and deal.rules.players == 4:
        ask += "; you may choose a signal for your partner first"
    stock = f" {plural(len(deal.stock), 'card')} in the stock." if deal.rules.stock_size else ""
    return f"{ask}. Trick {len(deal.tricks) + 1} of {deal.rules.tricks}.{stock}"


def card_kind(deal: Any) -> Any:
    """The action a card of the hand stands for now (V5); None: the hand is not played from."""
    return Play if deal.phase is TressettePhase.PLAY else None


def lead_signals(deal: Any) -> tuple[tuple[str, str], ...]:
    """The signals a lead may carry at this table: at four, between partners (V5); none at two."""
    return LEAD_SIGNALS if deal.rules.players == 4 else ()


def may_signal(deal: Any, me: int | None) -> bool:
    """True when ``me`` leads a trick of Tressette for four: a signal may go with the lead (V5)."""
    return (
        deal.rules.players == 4
        and not deal.is_over
        and deal.to_move == me
        and deal.phase is TressettePhase.PLAY
        and _leading(deal)
    )


def signalled_lead(card: Any, signal: str) -> Any:
    """V5: the lead of ``card`` with the signal called ``signal`` (busso, volo, striscio)."""
    return SignalledLead(card, Signal(signal))


def describe(before: Any, action: Any, after: Any, names: Sequence[str], viewer: int | None) -> str:
    """One action in words (:func:`calabresella.games.tressette.narrate.describe`)."""
    return _describe(before, action, after, names)


def score_lines(result: Any, names: Sequence[str]) -> list[str]:
    """The score lines of a deal (V5)."""
    return result_lines(result, names)


def headline(result: Any, names: Sequence[str], me: int | None, lines: Sequence[str]) -> str:
    """Who won a deal of Tressette and by how much, in one sentence, the learner's side as
    "your side" (V5)."""
    points = result.side_points
    sides = [side_name(side, result.players, names) for side in (0, 1)]
    you = "You" if result.players == 2 else "Your side"
    said = [f"{you} ({sides[0]})", sides[1]]
    if points[0] == points[1]:
        return f"A tie: {plural(points[0], 'point')} each."
    winner, loser = (0, 1) if points[0] > points[1] else (1, 0)
    plural_subject = result.players == 2 if winner == 0 else result.players == 4  # "you win", "Bruno & Dario win"
    verb = "win" if plural_subject else "wins"
    return (f"{said[winner]} {verb} the deal, {plural(points[winner], 'point')} to {points[loser]} "
            f"(by {points[winner] - points[loser]}).")


def game_note(profile: str, rules: Any, me: str, names: Sequence[str], session: bool, fourth: str) -> str:
    """The game in progress in plain words: partners (four) or the stock (two), a game (V5)."""
    if rules.players == 4:
        text = (
            f"Tressette for four ({profile}): you are {me}; your partner {names[2]}, a computer "
            f"player, sits opposite you. Together you play against {names[1]} and {names[3]}, two computer "
            "players. Partners count their tricks together (V5)."
        )
    else:
        text = (
            f"Tressette in due ({profile}): you are {me}, against one computer player, {names[1]}. "
            "After each trick the winner, then the other, draws a card from the stock and shows it (V5)."
        )
    return text + (
        f" A session is a game: deals until a side reaches {rules.game_target} points (V5)."
        if session
        else " One deal: choose Play 'session' for a whole game."
    )


@dataclass(frozen=True)
class PageSession(page.PageSession):
    """A game of Tressette on the page, deals until a side reaches its target (V5): the
    engine's :class:`~calabresella.games.tressette.TressetteMatch` (``state``); no ledger:
    the standings say the game."""

    state: TressetteMatch
    exposed_as: str = "match"
    over_text: str = "The game is over: press New game for another."

    def standings_html(self, names: Sequence[str]) -> str:
        """The game so far (V5)."""
        return page.standings_lines("game", self.state, match_lines(self.state, names))


def session(rules: Any, names: Sequence[str], fourth: str, seed: int) -> PageSession:
    """A new game (V5); the learner is on the dealer's right, so leads the first deal."""
    return PageSession(TressetteMatch(rules=rules, first_dealer=rules.players - 1))
