"""What the play page shows for the American account of Calabrasella (V4): its choice on the
page, the words of its buttons and turns, its game note and headline (show layer).

The play page (:mod:`calabresella.show.play`) reaches this module through the game object's
``prompts`` hook, so that it never asks which game is on the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from calabresella.engine.actions import Call, Discard, GiveBack, Pass, Play
from calabresella.games import page
from calabresella.games.american import AmericanPhase, PlayAlone, Take, TurnWidow
from calabresella.games.american.narrate import describe_american
from calabresella.games.american.narrate import score_lines as _score_lines
from calabresella.games.american.session import AMERICAN_SESSION_DEALS, AmericanSession, new_session

ANALYSED = False
"""The analysis does not handle the American account yet (V4): no expert, no review."""

LEAD_SIGNALS: tuple[tuple[str, str], ...] = ()
"""No signal goes with a lead (V4)."""

SESSION_REFUSAL = None
"""A session of V4 is played: nine scored deals (:mod:`calabresella.games.american.session`)."""

# V4 has no analysis, no signals and no help list: every choice not a card is a button.
choice_panel, analysis_moment, choice_help = page.every_choice_a_button, page.no_analysis, page.no_choice_help
lead_signals, may_signal = page.no_lead_signals, page.no_signal


def choices(game: Any) -> tuple[tuple[int, str, str, tuple[str, ...]], ...]:
    """The page's choices of this game: (order on the page, key, label, profiles); one, with every profile."""
    return ((40, "american", "American account", tuple(game.profiles)),)


def action_label(action: Any) -> str | None:
    """V4's choices in plain words ('I play', 'I pass', 'Ask for A♥', …); None: the page's own."""
    if isinstance(action, PlayAlone):
        return "I play"
    if isinstance(action, Pass):
        return "I pass"
    if isinstance(action, Call):
        return f"Ask for {action.card}"
    if isinstance(action, TurnWidow):
        return "Turn up the widow"
    if isinstance(action, Take):
        return f"Take {action.card}"
    return None


def abandoned_text(deal: Any) -> str | None:
    """V4: what the page says of a hand all three passed; None for any other deal."""
    if deal.phase is AmericanPhase.ABANDONED:
        return "All three said 'I pass': the hand is abandoned, nothing is scored (V4). Press Next deal."
    return None


def turn_text(deal: Any, me: int | None, names: Sequence[str]) -> str:
    """What the player to move is to do (V4), after "Your turn: "."""
    rules = deal.rules
    holder = names[deal.asked_holder] if deal.asked_holder is not None else ""
    asks = {
        AmericanPhase.SAY: "say 'I play' or 'I pass' (V4)",
        AmericanPhase.ASK: "ask for the best card missing from the hand (V4)",
        AmericanPhase.EXCHANGE: f"give {holder} any other card in exchange for {deal.asked} (V4)",
        AmericanPhase.DISCARD: (
            f"discard {rules.min_discard} to {rules.max_discard} cards face down, then turn up the widow "
            f"({len(deal.discards)} discarded so far; V4)"
        ),
        AmericanPhase.TAKE: f"take cards from the widow until the hand holds {rules.hand_size} again (V4)",
        AmericanPhase.PLAY: "play a card (R20)",
    }
    tricks = f" Trick {len(deal.tricks) + 1} of {rules.hand_size}." if deal.phase is AmericanPhase.PLAY else ""
    return f"{asks[deal.phase]}.{tricks}"


def card_kind(deal: Any) -> Any:
    """The action a card of the hand stands for now (V4); None: the hand is not played from."""
    kinds = {AmericanPhase.EXCHANGE: GiveBack, AmericanPhase.DISCARD: Discard, AmericanPhase.PLAY: Play}
    return kinds.get(deal.phase)


def describe(before: Any, action: Any, after: Any, names: Sequence[str], viewer: int | None) -> str:
    """One action in words (:func:`calabresella.games.american.narrate.describe`)."""
    return describe_american(before, action, after, names, viewer=viewer)


def score_lines(result: Any, names: Sequence[str]) -> list[str]:
    """The score lines of a hand (V4)."""
    return _score_lines(result, names)


def headline(result: Any, names: Sequence[str], me: int | None, lines: Sequence[str]) -> str:
    """The result in one sentence at the top of the page: the last two score lines (V4)."""
    return " ".join(lines[-2:]) if lines else ""


def game_note(profile: str, rules: Any, me: str, names: Sequence[str], session: bool, fourth: str) -> str:
    """The game in progress in plain words (V4): who plays, what a session is."""
    return (
        f"The American account ({profile}): you are {me}, with two computer players, "
        f"{names[1]} and {names[2]}. The first to say 'I play' plays alone against the other two (V4). "
        + (f"A session: {AMERICAN_SESSION_DEALS} scored deals (a hand all pass is not counted), the deal passing "
           "to the left; each player keeps his own balance (V4)."
           if session else "One deal: choose Play 'session' for a whole session; Next deal deals another.")
    )


@dataclass(frozen=True)
class PageSession(page.PageSession):
    """A session of the American account on the page (V4): the game's own session
    (:class:`~calabresella.games.american.session.AmericanSession`, ``state``), dealt by
    the session's dealer; the learner keeps his seat, the standings say the balances."""

    state: AmericanSession

    def standings_html(self, names: Sequence[str]) -> str:
        """The standings after the deal just played: each player's balance (V4)."""
        session = self.state
        title = ("Final standings" if session.is_over
                 else f"Standings after {session.scored_deals} of {AMERICAN_SESSION_DEALS} deals")
        return page.standings_table(title, session.standings())


def session(rules: Any, names: Sequence[str], fourth: str, seed: int) -> PageSession:
    """A new session (V4) of ``names``; the seat before the learner's deals first, so the
    learner speaks first, as in one deal."""
    return PageSession(new_session(rules, names, seed, first_dealer=len(names) - 1))
