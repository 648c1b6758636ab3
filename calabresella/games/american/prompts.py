"""What the play page shows for the American account of Calabrasella (V4): its choice on the
page, the words of its buttons and turns, its game note and headline, its expert (show layer).

The play page (:mod:`calabresella.show.play`) reaches this module through the game object's
``prompts`` hook, so that it never asks which game is on the table. The page offers the
expert computer player for this game (:data:`ANALYSED`); its other
analysis panels (the hint, the advisor, the review) read the Italian game's deals and stay
closed here (:func:`analysis_moment`, :data:`REVIEWED`).
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
from calabresella.words import Seat, _, many, msg, table_for

ANALYSED = True
"""The analysis handles the American account's card play (V4: the sampling expert,
:class:`~calabresella.analysis.expert_games.GameExpert`), so the page offers its expert
computer player. The page's other analysis panels (the hint, the
advisor, the review) are the Italian game's: :func:`analysis_moment` and :data:`REVIEWED`
keep them closed here."""

REVIEWED = False
"""The page's review panels (*Why did the computer play that?*, the replay board) read the
Italian game's deals only: they stay closed for the American account."""

LEAD_SIGNALS: tuple[tuple[str, str], ...] = ()
"""No signal goes with a lead (V4)."""

SESSION_REFUSAL = None
"""A session of V4 is played: nine scored deals (:mod:`calabresella.games.american.session`)."""

# V4 has no analysis panel, no signals and no help list: every choice not a card is a button.
choice_panel, analysis_moment, choice_help = page.every_choice_a_button, page.no_analysis, page.no_choice_help
lead_signals, may_signal = page.no_lead_signals, page.no_signal


def choices(game: Any) -> tuple[tuple[int, str, str, tuple[str, ...]], ...]:
    """The page's choices of this game: (order on the page, key, label, profiles); one, with every profile."""
    return ((40, "american", _("American account"), tuple(game.profiles)),)


def action_label(action: Any) -> str | None:
    """V4's choices in plain words ('I play', 'I pass', 'Ask for A♥', …); None: the page's own."""
    if isinstance(action, PlayAlone):
        return _("I play")
    if isinstance(action, Pass):
        return _("I pass")
    if isinstance(action, Call):
        return str(msg("Ask for {card}", card=action.card))
    if isinstance(action, TurnWidow):
        return _("Turn up the widow")
    if isinstance(action, Take):
        return str(msg("Take {card}", card=action.card))
    return None


def abandoned_text(deal: Any) -> str | None:
    """V4: what the page says of a hand all three passed; None for any other deal."""
    if deal.phase is AmericanPhase.ABANDONED:
        return _("All three said 'I pass': the hand is abandoned, nothing is scored (V4). Press Next deal.")
    return None


def turn_text(deal: Any, me: int | None, names: Sequence[str]) -> str:
    """What the player to move is to do (V4), after "Your turn: "."""
    rules = deal.rules
    phase = deal.phase
    table = table_for(names, me)
    if phase is AmericanPhase.SAY:
        ask = msg("say 'I play' or 'I pass' (V4).")
    elif phase is AmericanPhase.ASK:
        ask = msg("ask for the best card missing from the hand (V4).")
    elif phase is AmericanPhase.EXCHANGE:
        ask = msg("give {holder} any other card in exchange for {card} (V4).", holder=Seat(deal.asked_holder),
                  card=deal.asked)
    elif phase is AmericanPhase.DISCARD:
        ask = many("discard {low} to {count} card face down, then turn up the widow ({discarded} discarded so far; V4).",
                   "discard {low} to {count} cards face down, then turn up the widow ({discarded} discarded so far; V4).",
                   rules.max_discard, low=rules.min_discard, discarded=len(deal.discards))
    elif phase is AmericanPhase.TAKE:
        ask = msg("take cards from the widow until the hand holds {hand_size} again (V4).", hand_size=rules.hand_size)
    else:
        ask = msg("play a card (R20).")
    said = ask.render(table)
    if phase is AmericanPhase.PLAY:
        said += " " + msg("Trick {number} of {tricks}.", number=len(deal.tricks) + 1, tricks=rules.hand_size).render(table)
    return said


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
    table = table_for(names)
    who = msg("The American account ({profile}): you are {me}, with two computer players, {second} and {third}. "
              "The first to say 'I play' plays alone against the other two (V4).",
              profile=profile, me=me, second=Seat(1), third=Seat(2))
    what = many("A session: {count} scored deal (a hand all pass is not counted), the deal passing to the left; "
                "each player keeps his own balance (V4).",
                "A session: {count} scored deals (a hand all pass is not counted), the deal passing to the left; "
                "each player keeps his own balance (V4).", AMERICAN_SESSION_DEALS) if session else msg(
        "One deal: choose Play 'session' for a whole session; Next deal deals another.")
    return who.render(table) + " " + what.render(table)


@dataclass(frozen=True)
class PageSession(page.PageSession):
    """A session of the American account on the page (V4): the game's own session
    (:class:`~calabresella.games.american.session.AmericanSession`, ``state``), dealt by
    the session's dealer; the learner keeps his seat, the standings say the balances."""

    state: AmericanSession

    def standings_html(self, names: Sequence[str]) -> str:
        """The standings after the deal just played: each player's balance (V4)."""
        session = self.state
        title = (_("Final standings") if session.is_over
                 else many("Standings after {scored} of {count} deal", "Standings after {scored} of {count} deals",
                           AMERICAN_SESSION_DEALS, scored=session.scored_deals).render(table_for(names)))
        return page.standings_table(title, session.standings())


def session(rules: Any, names: Sequence[str], fourth: str, seed: int) -> PageSession:
    """A new session (V4) of ``names``; the seat before the learner's deals first, so the
    learner speaks first, as in one deal."""
    return PageSession(new_session(rules, names, seed, first_dealer=len(names) - 1))
