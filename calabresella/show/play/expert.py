"""The page's expert, for the learner and for the computer seats (Calabresella only): how it
is made, and what it makes of each legal card, in numbers and in words (R25).

:class:`~calabresella.analysis.expert.ExpertPlayer` deals the cards a seat cannot see at
random in ways that fit what the seat has seen, solves each layout with every card face up,
and plays the card that does best on average. On a page it uses modest settings.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from calabresella.engine.cards import Card
from calabresella.engine.naming import card_name
from calabresella.words import N_, Message, _, current_table, dev, many, msg, pgettext

if TYPE_CHECKING:  # imported when needed: the play page starts without the solver
    from calabresella.analysis.expert import ExpertPlayer
    from calabresella.games.game import Game
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

EXPERT_WORKING = N_("working… (the expert deals out the hidden cards a few times and solves each; a second or two)")
"""What a panel says while the expert thinks."""

ADVISOR_WORKING = N_("working… (the advisor deals out the hidden cards a few times and solves each; a second or two)")
"""What the advice panel says while the advisor thinks."""


def working(what: str = EXPERT_WORKING) -> str:
    """What a panel shows while the expert (or, with :data:`ADVISOR_WORKING`, the advisor)
    thinks, in the language chosen."""
    return f"<i class='cal-working'>{html.escape(_(what))}</i>"


WORKING = working()
"""What a panel shows while the expert thinks (in English; :func:`working` says it in the language chosen)."""



def make_expert(seed: int) -> ExpertPlayer:
    """The page's expert player: :class:`~calabresella.analysis.expert.ExpertPlayer` with
    :data:`EXPERT_SAMPLES` layouts a card, :data:`EXPERT_TIME_BUDGET` seconds at most a card
    and :data:`EXPERT_BID_SAMPLES` sampled deals a bid (a computer seat ``s`` of a deal
    dealt from ``seed`` is ``make_expert(3 * seed + s)``)."""
    from calabresella.analysis.expert import ExpertPlayer

    return ExpertPlayer(seed=seed, samples=EXPERT_SAMPLES, time_budget=EXPERT_TIME_BUDGET,
                        bid_samples=EXPERT_BID_SAMPLES)


def expert_maker(game: Game) -> Callable[[int], Any]:
    """What makes the page's expert of ``game`` from a seed: :func:`make_expert` where the
    game's ``expert`` hook is the Italian game's (:mod:`calabresella.analysis.expert`, which
    also bids with the advisor), else that game's own sampling expert (its expert module's
    ``player``: :class:`~calabresella.analysis.expert_games.GameExpert`) with the page's
    settings, :data:`EXPERT_SAMPLES` layouts a card and :data:`EXPERT_TIME_BUDGET` seconds."""
    from calabresella.analysis import expert as italian

    assert game.expert is not None, dev("the page offers the expert only for a game with an expert hook")
    module = game.expert()
    if module.player is italian.player:
        return make_expert
    return lambda seed: module.player(seed=seed, samples=EXPERT_SAMPLES, time_budget=EXPERT_TIME_BUDGET)




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
                soloist_seat: int | None) -> tuple[Message | str, Message | str]:
    """Whose deal a card wins, in full and short: ("you", "you"), ("your side (you and Carla)",
    "your side"), ("Bruno", "Bruno"), ("Bruno's side (Bruno and Anna)", "Bruno's side")."""
    seat = judgement.seat
    if judgement.soloist:
        you_said = pgettext("the viewer", "you")
        return (you_said, you_said) if you else (names[seat], names[seat])
    partner = next((names[s] for s in range(3) if s not in (seat, soloist_seat)), "")
    if you:
        return msg("your side (you and {partner})", partner=partner), msg("your side")
    return (msg("{player}'s side ({player} and {partner})", player=names[seat], partner=partner),
            msg("{player}'s side", player=names[seat]))


def judgement_html(judgement: ExpertJudgement, names: Sequence[str], you: bool,
                   soloist_seat: int | None, played: Card | None = None) -> str:
    """The expert's numbers in plain words and as a small table (``cal-expert-table``), said
    to the table on screen (its cards named as the pictures show them)."""
    style = current_table().style
    side, short = _side_words(judgement, names, you, soloist_seat)
    player = names[judgement.seat]
    n, best = judgement.layouts, judgement.cards[0]
    layouts = many("one possible layout", "{count} possible layouts", n)
    ties = [j.card for j in judgement.cards[1:] if j.score == best.score]
    tie = many(" ({cards} does as well by these numbers)", " ({cards} do as well by these numbers)", len(ties),
               cards=ties) if ties else ""
    common = {"card": best.card, "tie": tie, "layouts": layouts, "side": side, "wins": best.wins, "n": n,
              "thirds": best.thirds, "total": judgement.total_thirds, "short": short}
    if you:
        first = msg("The expert would play {card}{tie}: over {layouts} of the cards you cannot see, it wins the deal "
                    "for {side} in {wins} of {n} and keeps about {thirds:.1f} of the {total} thirds for {short} on "
                    "average", **common)
    else:
        first = msg("The expert would play {card}{tie}: over {layouts} of the cards {player} could not see, it wins "
                    "the deal for {side} in {wins} of {n} and keeps about {thirds:.1f} of the {total} thirds for "
                    "{short} on average", player=player, **common)
    others = [str(msg("{card} wins in {wins} and keeps about {thirds:.1f}", card=j.card, wins=j.wins,
                      thirds=j.thirds)) for j in judgement.cards[1:4]]
    if len(judgement.cards) > 4:
        rest = len(judgement.cards) - 4
        others.append(str(many("the other {count} card is in the table", "the other {count} cards are in the table",
                               rest)))
    if others:
        sentence = msg("{first}; {others}.", first=first, others="; ".join(others))
    else:
        sentence = msg("{first} (the only card that may be played).", first=first)
    if judgement.soloist:
        aim = msg("the soloist wins when he takes at least {thirds} thirds", thirds=judgement.win_thirds)
    else:
        aim = msg("the defenders win when the soloist takes fewer than {thirds} thirds", thirds=judgement.win_thirds)
    lesson = dev("<a href='13_perfect_play.ipynb' target='_blank'>") + _("lesson 13, Perfect play") + dev("</a>")
    if you:
        how = msg("Winning the deal counts first, thirds second ({aim}, {rule}). Each layout fits everything you "
                  "have seen and is played out with every card face up, best play on both sides (as in {lesson}): "
                  "a few samples, so these are estimates, not certainties.", aim=aim, rule="R25", lesson=lesson)
    else:
        how = msg("Winning the deal counts first, thirds second ({aim}, {rule}). Each layout fits everything "
                  "{player} had seen and is played out with every card face up, best play on both sides (as in "
                  "{lesson}): a few samples, so these are estimates, not certainties.", aim=aim, rule="R25",
                  player=player, lesson=lesson)
    rows = []
    for j in judgement.cards:
        bold = " style='font-weight:bold'" if j is best else ""
        note = _(" (played)") if played is not None and j.card == played else ""
        won = str(msg("{wins} of {n}", wins=j.wins, n=n))
        rows.append(f"<tr{bold}><td>{html.escape(card_name(j.card, style))}{html.escape(note)}</td>"
                    f"<td>{html.escape(won)}</td><td>{j.thirds:.1f}</td></tr>")
    heads = (_("card"), str(msg("deals won for {side}", side=short)),
             str(msg("thirds for {side} (average)", side=short)))
    table = (
        "<table class='cal-expert-table'><tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in heads) + "</tr>"
        f"{''.join(rows)}</table>"
    )
    return f"<p>{html.escape(str(sentence))}</p>{table}<p><small>{how}</small></p>"
