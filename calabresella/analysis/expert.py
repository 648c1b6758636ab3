"""A computer player that plays its cards by sampling and solving (issue 12, card play).

In trick play the expert does what the strongest card-game programs do (GIB in Bridge,
Kermit in Skat): it deals the cards it cannot see at random in ways that fit everything
its seat has seen (:class:`~calabresella.games.italian.inference.Knowledge`), solves
every such *world* with every card face up (:class:`~calabresella.analysis.solver.Solver`),
and plays the card that does best on average over the worlds.

"Best" is judged as the stake is (R25–R28): winning or losing the deal matters far more
than a third more or less, so each world scores a card by whether the soloist reaches
``win_thirds`` with it, and then by his thirds; the soloist maximises the average, a
defender minimises it.

At the auction it asks the bidding advisor (:func:`~calabresella.analysis.advisor.advise`)
and bids the contract with the best expected stake, then calls the card and chooses the
Solissimo enhancement the advice was for. The exchange (the card given back, the
discards, a scegliete share) is still the heuristic player's
(:class:`~calabresella.games.italian.players.HeuristicPlayer`), and so is every
decision with ``bid_samples=0``.

>>> from calabresella.games.italian.deal import Deal
>>> deal = Deal.new(seed=3, dealer=0)
>>> expert = ExpertPlayer(seed=1, samples=4)
>>> while deal.phase.name != "PLAY":
...     deal = deal.apply(deal.legal_actions()[-1])
>>> action = expert.choose(deal.view(deal.to_move))
>>> action in deal.legal_actions()
True
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping

from calabresella.analysis.advisor import ContractAdvice, advise
from calabresella.analysis.solver import Solver
from calabresella.engine.actions import Action, Bid, Call, Enhance, Pass, Play
from calabresella.engine.cards import Card
from calabresella.engine.errors import ArgumentValueError, check_int
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.inference import MONTE, Knowledge, Place
from calabresella.games.italian.phase import Phase
from calabresella.games.italian.players import HeuristicPlayer
from calabresella.games.italian.view import SeatView

__all__ = ["ExpertPlayer", "card_score", "world_deal"]

WIN_WEIGHT = 100
"""How much more reaching ``win_thirds`` counts than one third (R25–R28): more than the
35 thirds of a deal, so that no number of thirds outweighs winning or losing."""


def check_time_budget(value: object) -> float:
    """A time budget: a number of seconds above 0; else a clear error."""
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not value > 0:
        raise ArgumentValueError(f"time_budget is a number of seconds above 0, got {value!r}")
    return float(value)


def world_deal(view: SeatView, world: Mapping[Place, tuple[Card, ...]]) -> Deal:
    """The deal in trick play that ``view`` would be if the unseen cards lay as ``world``
    says (its seat's own hand added): what the solver needs, every card face up."""
    hands = tuple(view.hand if seat == view.seat else tuple(world[seat]) for seat in range(3))
    taken: list[tuple[Card, ...]] = [(), (), ()]
    at_first_lead = [list(hand) for hand in hands]  # each hand as trick play began (R19)
    for trick in [*view.tricks, *([view.current] if view.current is not None else [])]:
        for offset, card in enumerate(trick.cards):
            at_first_lead[(trick.leader + offset) % 3].append(card)
        if trick.winner is not None:
            taken[trick.winner] += trick.cards
    return Deal(
        rules=view.rules,
        dealer=view.dealer,
        dealt_hands=tuple(tuple(sorted(h, key=lambda c: c.index)) for h in at_first_lead),
        dealt_monte=tuple(world[MONTE]),
        hands=hands,
        monte=tuple(world[MONTE]),
        phase=Phase.PLAY,
        to_move=view.to_move,
        bid=view.contract,
        soloist=view.soloist,
        called=view.called,
        call_holder=view.call_holder,
        exposed_monte=view.exposed_monte,
        given_back=view.given_back,
        enhancement=view.enhancement,
        taken=(taken[0], taken[1], taken[2]),
        discards=tuple(view.own_discards if seat == view.seat else () for seat in range(3)),
        tricks=view.tricks,
        current=view.current,
        min_bid=view.min_bid,
    )


def card_score(thirds: int, rules_win_thirds: int) -> int:
    """A card's score for the soloist in one world: ``WIN_WEIGHT`` if he reaches
    ``win_thirds`` with best play after it (R25), plus his final thirds."""
    return WIN_WEIGHT * (thirds >= rules_win_thirds) + thirds


class ExpertPlayer:
    """Plays its cards by sampling the hidden cards and solving each sample (issue 12).

    ``samples`` worlds are solved per card decision (more: stronger and slower), within
    a ``time_budget`` in seconds (at least one world is always solved; the budget makes the
    decision depend on the machine's speed, so give a generous one where results must be
    reproducible); the same ``seed`` and view give the same card. Before trick play it decides as :class:`HeuristicPlayer`.
    """

    def __init__(self, seed: int = 0, samples: int = 12, time_budget: float = 2.0, bid_samples: int = 8) -> None:
        self.seed = check_int(seed, "seed", 0)
        self.samples = check_int(samples, "samples", 1, 1000)
        self.bid_samples = check_int(bid_samples, "bid_samples", 0, 10_000)
        if self.bid_samples == 1:
            raise ArgumentValueError("bid_samples is 0 (bid as the heuristic player) or at least 2")
        self.time_budget = check_time_budget(time_budget)
        self._heuristic = HeuristicPlayer(seed)
        self._solver = Solver()
        self._plans: dict[tuple[Card, ...], ContractAdvice] = {}

    def __repr__(self) -> str:
        return (
            f"ExpertPlayer(seed={self.seed}, samples={self.samples}, time_budget={self.time_budget}, "
            f"bid_samples={self.bid_samples})"
        )

    def choose(self, view: SeatView) -> Action:
        """The action for ``view``'s seat, decided from the view only."""
        if self.bid_samples and view.phase is Phase.AUCTION:
            return self._bid(view)
        plan = self._plans.get(view.hand)
        if plan is not None and view.phase is Phase.CALL and plan.call is not None:
            if Call(plan.call) in view.legal_actions:
                return Call(plan.call)
        if plan is not None and view.phase is Phase.ENHANCE and plan.enhancement is not None:
            return Enhance(plan.enhancement)
        if view.phase is not Phase.PLAY or len(view.legal_actions) == 1:
            return self._heuristic.choose(view)
        scores = self.scores(view)
        best = max(scores.values()) if view.seat == view.soloist else min(scores.values())
        chosen = min((c for c, s in scores.items() if s == best), key=lambda c: c.index)
        return Play(chosen)

    def _bid(self, view: SeatView) -> Action:
        """R8, R9: the advised contract if one is expected to win stake units, else pass."""
        advice = advise(view.hand, view.seat, [a for _, a in view.auction], view.rules,
                        samples=self.bid_samples, seed=self.seed)
        best = advice.best
        if best is None or Bid(best.contract) not in view.legal_actions:
            return Pass()
        self._plans = {view.hand: best}
        return Bid(best.contract)

    def layouts(self, view: SeatView) -> list[dict[Card, int]]:
        """For each sampled world (``samples`` of them, fewer when the time budget runs out;
        at least one), the soloist's final thirds with best play after each legal card of
        ``view``'s seat: what :meth:`scores` averages."""
        seen = Knowledge.of(view)
        played = sum(len(t.cards) for t in view.tricks) + (len(view.current.cards) if view.current else 0)
        rng = random.Random(f"{self.seed}:{view.seat}:{played}:{sorted(c.index for c in view.hand)}")
        start = time.perf_counter()
        worlds: list[dict[Card, int]] = []
        while len(worlds) < self.samples and (not worlds or time.perf_counter() - start < self.time_budget):
            worlds.append(self._solver.card_values(world_deal(view, seen.sample(rng))))
        return worlds

    def scores(self, view: SeatView) -> dict[Card, float]:
        """Each legal card's average :func:`card_score` for the soloist over the sampled
        worlds (:meth:`layouts`): what :meth:`choose` decides by."""
        worlds = self.layouts(view)
        target = view.rules.win_thirds
        return {card: sum(card_score(w[card], target) for w in worlds) / len(worlds) for card in worlds[0]}
