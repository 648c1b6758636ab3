"""The page's expert, for the learner and for the computer seats (Calabresella only): how it
is made, and what it makes of each legal card, in numbers and in words (R25).

:class:`~calabresella.analysis.expert.ExpertPlayer` deals the cards a seat cannot see at
random in ways that fit what the seat has seen, solves each layout with every card face up,
and plays the card that does best on average. On a page it uses modest settings.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from calabresella.engine.cards import Card
from calabresella.engine.words import plural

if TYPE_CHECKING:  # imported when needed: the play page starts without the solver
    from calabresella.analysis.expert import ExpertPlayer
    from calabresella.games.italian.view import SeatView

EXPERT_SAMPLES = 6
"""Layouts of the hidden cards the page's expert solves for each card it plays or judges
(:class:`~calabresella.analysis.expert.ExpertPlayer`'s ``samples``): modest, for a page."""

EXPERT_TIME_BUDGET = 1.5
"""Seconds the page's expert may spend on one card (it always solves at least one layout)."""

EXPERT_BID_SAMPLES = 6
"""Sampled deals the page's expert asks the bidding advisor for at each bid."""

ADVICE_SAMPLES = 12
"""Sampled deals behind the *Advice* button (:func:`~calabresella.analysis.advisor.advise`)."""

WORKING = (
    "<i class='cal-working'>working… (the expert deals out the hidden cards a few times and solves each; "
    "a second or two)</i>"
)
"""What a panel shows while the expert or the advisor thinks."""



def make_expert(seed: int) -> ExpertPlayer:
    """The page's expert player: :class:`~calabresella.analysis.expert.ExpertPlayer` with
    :data:`EXPERT_SAMPLES` layouts a card, :data:`EXPERT_TIME_BUDGET` seconds at most a card
    and :data:`EXPERT_BID_SAMPLES` sampled deals a bid (a computer seat ``s`` of a deal
    dealt from ``seed`` is ``make_expert(3 * seed + s)``)."""
    from calabresella.analysis.expert import ExpertPlayer

    return ExpertPlayer(seed=seed, samples=EXPERT_SAMPLES, time_budget=EXPERT_TIME_BUDGET,
                        bid_samples=EXPERT_BID_SAMPLES)




@dataclass(frozen=True)
class CardJudgement:
    """What the expert makes of one legal card, for the side of the seat that may play it:
    ``score`` is :meth:`ExpertPlayer.scores`'s (the soloist's average score over the sampled
    layouts), ``wins`` the layouts in which the card wins the deal for that side with best
    play afterwards (R25), ``thirds`` that side's average thirds."""

    card: Card
    score: float
    wins: int
    thirds: float


@dataclass(frozen=True)
class ExpertJudgement:
    """The expert's numbers for every legal card of one seat at one moment, best first for
    that seat's side (so ``cards[0]`` is the card the expert plays)."""

    seat: int
    soloist: bool
    layouts: int
    total_thirds: int
    win_thirds: int
    cards: tuple[CardJudgement, ...]

    @property
    def choice(self) -> Card:
        """The card the expert plays: the best score for its side (of equal ones, the first in the pack)."""
        return self.cards[0].card

    def of(self, card: Card) -> CardJudgement:
        """The judgement of ``card``."""
        return next(j for j in self.cards if j.card == card)


def judge(view: SeatView, expert: ExpertPlayer) -> ExpertJudgement:
    """``expert``'s numbers for every legal card of ``view`` (its seat's own view: never the
    hidden cards): :meth:`ExpertPlayer.scores` from its :meth:`ExpertPlayer.layouts`, told
    apart into the layouts won and the thirds kept by the seat's side (the soloist's, or
    the defenders': 35 less his)."""
    from calabresella.analysis.expert import card_score

    layouts = expert.layouts(view)
    target = view.rules.win_thirds
    scores = {card: sum(card_score(w[card], target) for w in layouts) / len(layouts) for card in layouts[0]}
    rules = view.rules
    soloist = view.seat == view.soloist
    n = len(layouts)
    found = []
    for card, score in scores.items():
        thirds = [layout[card] for layout in layouts]
        made = sum(t >= rules.win_thirds for t in thirds)
        found.append(CardJudgement(
            card=card,
            score=score,
            wins=made if soloist else n - made,
            thirds=sum(thirds) / n if soloist else rules.total_thirds - sum(thirds) / n,
        ))
    found.sort(key=lambda j: (-j.score if soloist else j.score, j.card.index))
    return ExpertJudgement(view.seat, soloist, n, rules.total_thirds, rules.win_thirds, tuple(found))



def _side_words(judgement: ExpertJudgement, names: Sequence[str], you: bool,
                soloist_seat: int | None) -> tuple[str, str]:
    """Whose deal a card wins, in full and short: ("you", "you"), ("your side (you and Carla)",
    "your side"), ("Bruno", "Bruno"), ("Bruno's side (Bruno and Anna)", "Bruno's side")."""
    seat = judgement.seat
    if judgement.soloist:
        return ("you", "you") if you else (names[seat], names[seat])
    partner = next((names[s] for s in range(3) if s not in (seat, soloist_seat)), "")
    if you:
        return f"your side (you and {partner})", "your side"
    return f"{names[seat]}'s side ({names[seat]} and {partner})", f"{names[seat]}'s side"


def judgement_html(judgement: ExpertJudgement, names: Sequence[str], you: bool,
                   soloist_seat: int | None, played: Card | None = None) -> str:
    """The expert's numbers in plain words and as a small table (``cal-expert-table``)."""
    side, short = _side_words(judgement, names, you, soloist_seat)
    unseen = "you cannot see" if you else f"{names[judgement.seat]} could not see"
    n, best = judgement.layouts, judgement.cards[0]
    layouts = "one possible layout" if n == 1 else f"{n} possible layouts"
    ties = [str(j.card) for j in judgement.cards[1:] if j.score == best.score]
    tie = f" ({', '.join(ties)} {'does' if len(ties) == 1 else 'do'} as well by these numbers)" if ties else ""
    first = (
        f"The expert would play {best.card}{tie}: over {layouts} of the cards {unseen}, it wins the deal for "
        f"{side} in {best.wins} of {n} and keeps about {best.thirds:.1f} of the {judgement.total_thirds} "
        f"thirds for {short} on average"
    )
    others = "; ".join(f"{j.card} wins in {j.wins} and keeps about {j.thirds:.1f}" for j in judgement.cards[1:4])
    if len(judgement.cards) > 4:
        rest = len(judgement.cards) - 4
        others += f"; the other {plural(rest, 'card')} {'is' if rest == 1 else 'are'} in the table"
    sentence = first + (f"; {others}." if others else " (the only card that may be played).")
    aim = (
        f"the soloist wins when he takes at least {judgement.win_thirds} thirds"
        if judgement.soloist
        else f"the defenders win when the soloist takes fewer than {judgement.win_thirds} thirds"
    )
    how = (
        f"Winning the deal counts first, thirds second ({aim}, R25). Each layout fits everything "
        f"{'you have' if you else names[judgement.seat] + ' had'} seen and is played out with every card face up, best play "
        "on both sides (as in <a href='13_perfect_play.ipynb' target='_blank'>lesson 13, Perfect play</a>): "
        "a few samples, so these are estimates, not certainties."
    )
    rows = []
    for j in judgement.cards:
        bold = " style='font-weight:bold'" if j is best else ""
        note = " (played)" if played is not None and j.card == played else ""
        rows.append(f"<tr{bold}><td>{html.escape(str(j.card))}{note}</td><td>{j.wins} of {n}</td>"
                    f"<td>{j.thirds:.1f}</td></tr>")
    table = (
        "<table class='cal-expert-table'><tr><th>card</th>"
        f"<th>deals won for {html.escape(short)}</th><th>thirds for {html.escape(short)} (average)</th></tr>"
        f"{''.join(rows)}</table>"
    )
    return f"<p>{html.escape(sentence)}</p>{table}<p><small>{how}</small></p>"

