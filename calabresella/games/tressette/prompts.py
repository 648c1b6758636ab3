"""What the play page shows for Tressette for four and Tressette in due (V5): its two choices
on the page, the words of its buttons and turns, the signals of a lead, its game note and
headline, its session (a game to 21 points), its expert (show layer).

The play page (:mod:`calabresella.show.play`) reaches this module through the game object's
``prompts`` hook, so that it never asks which game is on the table. The page offers the
expert computer player for Tressette for four (:data:`ANALYSED`) and
refuses it for Tressette in due, saying why (:func:`expert_refusal`); its other analysis
panels (the hint, the advisor, the review) read the Italian game's deals and stay closed
for both (:func:`analysis_moment`, :data:`REVIEWED`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from calabresella.engine.actions import Play
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
from calabresella.words import N_, Message, Seat, _, many, msg, table_for

FOUR, IN_DUE = "tressette", "tressette-in-due"
"""The keys of this game's two choices on the page (:func:`choices`)."""

FOUR_LABEL = N_("Tressette for four (with a partner)")
"""What the Game setting shows for Tressette for four."""

IN_DUE_LABEL = N_("Tressette in due")
"""What the Game setting shows for Tressette in due."""

ANALYSED = True
"""The analysis handles Tressette's card play (V5: the sampling expert,
:class:`~calabresella.analysis.expert_games.GameExpert`), so the page offers its expert
computer player, for Tressette for four only (:func:`expert_refusal`).
The page's other analysis panels (the hint, the advisor, the review) are the Italian game's:
:func:`analysis_moment` and :data:`REVIEWED` keep them closed here."""

REVIEWED = False
"""The page's review panels (*Why did the computer play that?*, the replay board) read the
Italian game's deals only: they stay closed for Tressette."""

LEAD_SIGNALS: tuple[tuple[str, str], ...] = tuple((s.value, SIGNAL_MEANINGS[s]) for s in Signal)
"""What the leader of Tressette for four may say with the card led, and what it means (V5)."""

SESSION_REFUSAL = None
"""A session of Tressette is a game to its target (V5)."""

# V5 has no analysis panel and no help list: every choice not a card (a declaration) is a button,
# and a deal is never abandoned.
choice_panel, analysis_moment, choice_help = page.every_choice_a_button, page.no_analysis, page.no_choice_help
abandoned_text = page.never_abandoned


def choices(game: Any) -> tuple[tuple[int, str, str, tuple[str, ...]], ...]:
    """The page's choices of this game: (order on the page, key, label, profiles), one a table size (four, two)."""
    four = tuple(name for name, rules in game.profiles.items() if rules.players == 4)
    two = tuple(name for name, rules in game.profiles.items() if rules.players == 2)
    return ((20, FOUR, FOUR_LABEL, four), (30, IN_DUE, IN_DUE_LABEL, two))


def expert_refusal(key: str) -> Message | None:
    """Why the page does not offer the expert computer player for its choice ``key``, in plain
    words (the page adds what to choose instead); None where it does: Tressette for four.

    Tressette in due is refused: the expert always solves at least one layout of the hidden
    cards a card, and while the stock lasts one layout can take the solver many seconds (the
    draws multiply the search; see *Speed* in :mod:`calabresella.analysis.expert_games`),
    where a page needs about a second. Tressette for four, like the American account and the
    calling games, takes a fraction of a second at the median."""
    if key != IN_DUE:
        return None
    return msg("In {game}, while the stock lasts, the expert computer player can take many seconds over a single "
               "card (every card still to be drawn multiplies what it must work out), so the page offers it for "
               "{offered} only.", game=_(IN_DUE_LABEL), offered=_(FOUR_LABEL))


def action_label(action: Any) -> str | None:
    """V5's declarations in plain words; None: the page's own words."""
    if isinstance(action, Declare):
        return str(msg("Declare {declaration}", declaration=action.phrase))
    if isinstance(action, DoneDeclaring):
        return _("Done declaring")
    return None


def _leading(deal: Any) -> bool:
    return deal.current is not None and not deal.current.cards


def turn_text(deal: Any, me: int | None, names: Sequence[str]) -> str:
    """What the player to move is to do (V5), after "Your turn: "."""
    if deal.phase is TressettePhase.DECLARE:
        return _("declare combinations held at the first trick, or say done declaring (V5).")
    leading = _leading(deal)
    if leading and deal.to_move == me and deal.rules.players == 4:
        ask = _("lead a card (V5); you may choose a signal for your partner first.")
    else:
        ask = _("lead a card (V5).") if leading else _("play a card: follow suit if you can (V5).")
    said = [ask, str(msg("Trick {number} of {tricks}.", number=len(deal.tricks) + 1, tricks=deal.rules.tricks))]
    if deal.rules.stock_size:
        said.append(str(many("{count} card in the stock.", "{count} cards in the stock.", len(deal.stock))))
    return " ".join(said)


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
    return _describe(before, action, after, names, viewer)


def score_lines(result: Any, names: Sequence[str]) -> list[str]:
    """The score lines of a deal (V5)."""
    return result_lines(result, names)


def headline(result: Any, names: Sequence[str], me: int | None, lines: Sequence[str]) -> str:
    """Who won a deal of Tressette and by how much, in one sentence, the learner's side as
    "your side" (V5)."""
    points = result.side_points
    sides = [side_name(side, result.players, names) for side in (0, 1)]
    table = table_for(names)
    if points[0] == points[1]:
        return many("A tie: {count} point each.", "A tie: {count} points each.", points[0]).render(table)
    winner, loser = (0, 1) if points[0] > points[1] else (1, 0)
    score = {"count": points[winner], "other": points[loser], "by": points[winner] - points[loser]}
    if winner == 0:  # the learner's side
        if result.players == 2:
            return many("You ({side}) win the deal, {count} point to {other} (by {by}).",
                        "You ({side}) win the deal, {count} points to {other} (by {by}).", score["count"],
                        side=sides[0], other=score["other"], by=score["by"]).render(table)
        return many("Your side ({side}) wins the deal, {count} point to {other} (by {by}).",
                    "Your side ({side}) wins the deal, {count} points to {other} (by {by}).", score["count"],
                    side=sides[0], other=score["other"], by=score["by"]).render(table)
    if result.players == 2:  # the other player, one name
        return many(
            "{side} wins the deal, {count} point to {other} (by {by}).",
            "{side} wins the deal, {count} points to {other} (by {by}).", score["count"], side=sides[1],
            other=score["other"], by=score["by"]).render(table)
    return many("{side} win the deal, {count} point to {other} (by {by}).",
                "{side} win the deal, {count} points to {other} (by {by}).", score["count"], side=sides[1],
                other=score["other"], by=score["by"]).render(table)


def game_note(profile: str, rules: Any, me: str, names: Sequence[str], session: bool, fourth: str) -> str:
    """The game in progress in plain words: partners (four) or the stock (two), a game (V5)."""
    table = table_for(names)
    if rules.players == 4:
        text = msg("Tressette for four ({profile}): you are {me}; your partner {partner}, a computer "
                   "player, sits opposite you. Together you play against {right} and {left}, two computer "
                   "players. Partners count their tricks together (V5).", profile=profile, me=me,
                   partner=Seat(2), right=Seat(1), left=Seat(3))
    else:
        text = msg("Tressette in due ({profile}): you are {me}, against one computer player, {other}. "
                   "After each trick the winner, then the other, draws a card from the stock and shows it (V5).",
                   profile=profile, me=me, other=Seat(1))
    more = (many("A session is a game: deals until a side reaches {count} point (V5).",
                 "A session is a game: deals until a side reaches {count} points (V5).", rules.game_target)
            if session else msg("One deal: choose Play 'session' for a whole game."))
    return f"{text.render(table)} {more.render(table)}"


@dataclass(frozen=True)
class PageSession(page.PageSession):
    """A game of Tressette on the page, deals until a side reaches its target (V5): the
    engine's :class:`~calabresella.games.tressette.TressetteMatch` (``state``); no ledger:
    the standings say the game."""

    state: TressetteMatch
    exposed_as: str = "match"
    over_text: str = N_("The game is over: press New game for another.")

    def standings_html(self, names: Sequence[str]) -> str:
        """The game so far (V5)."""
        return page.standings_lines("game", self.state, match_lines(self.state, names))


def session(rules: Any, names: Sequence[str], fourth: str, seed: int) -> PageSession:
    """A new game (V5); the learner is on the dealer's right, so leads the first deal."""
    return PageSession(TressetteMatch(rules=rules, first_dealer=rules.players - 1))
