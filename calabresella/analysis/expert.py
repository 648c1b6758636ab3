"""A computer player that plays its cards by sampling and solving (issue 12, card play).

In trick play the expert does what the strongest card-game programs do (GIB in Bridge,
Kermit in Skat): it deals the cards it cannot see at random in ways that fit everything
its seat has seen (:class:`~calabresella.games.italian.inference.Knowledge`), solves
every such *world* with every card face up (:class:`~calabresella.analysis.solver.Solver`),
and plays the card that does best on average over the worlds. In the other games the
solver serves (the American account, Tressette for four and in due) it plays its cards
the same way (:mod:`calabresella.analysis.expert_games`).

"Best" is judged as the stake is (R25–R28): winning or losing the deal matters far more
than a third more or less, so each world scores a card by whether the soloist reaches
``win_thirds`` with it, and then by his thirds; the soloist maximises the average, a
defender minimises it.

The worlds of a decision are solved side by side on the machine's cores
(:func:`~calabresella.analysis.worlds.solve_each`: the same worlds and answers as one at a
time, and more of them within the time budget: on two cores, 10.0 at the opening lead on
average against 7.67, ``benchmarks/bench_expert_decisions.py``).

At the auction it asks the bidding advisor (:func:`~calabresella.analysis.advisor.advise`)
and bids the contract with the best expected stake, then calls the card and chooses the
Solissimo enhancement the advice was for (with ``bid_samples=0`` it bids, calls and
enhances as the heuristic player,
:class:`~calabresella.games.italian.players.HeuristicPlayer`).

In the exchange it plans its whole part at its first decision: the soloist the card
given back (R13) with the four discards (R14), the defender on the soloist's right the
scegliete share (R18), a defender in dividete or scegliete his discards (R17, R18). The
candidate plans are the heuristic player's own and the most promising others by a rule
of thumb (:func:`~calabresella.analysis.review.discard_score`; every share for a
scegliete share, since there are at most sixteen); in each sampled world the rest of the
exchange is completed as the heuristic player would, and the solver says whether the
soloist can then reach ``win_thirds`` (R25). The soloist takes the plan that wins in the
most worlds, a defender the one that lets the soloist win in the fewest; ties go to the
heuristic player's own plan. Only winning or losing is weighed there, not thirds (one
yes/no search a plan and world keeps the decision within its time budget), so in deals
that are sure or hopeless either way the exchange is the heuristic player's.

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

import itertools
import random
from collections.abc import Mapping, Sequence
from typing import Any

from calabresella.analysis.advisor import ContractAdvice, advise
from calabresella.analysis.review import card_classes, discard_score
from calabresella.analysis.solver import Solver
from calabresella.analysis.worlds import Clock, card_values, solve_each
from calabresella.engine.actions import Action, Bid, Call, Discard, Enhance, GiveBack, Pass, Play, Share
from calabresella.engine.cards import PACK, Card
from calabresella.engine.errors import (
    ArgumentTypeError,
    ArgumentValueError,
    PhaseError,
    check_bool,
    check_int,
    check_time_budget,
)
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.inference import MONTE, Knowledge, Place
from calabresella.games.italian.phase import Phase
from calabresella.games.italian.players import (
    HeuristicPlayer,
    check_to_move,
    keep_value,
    least_kept,
    share_choice,
)
from calabresella.games.italian.view import SeatView
from calabresella.games.registry import game_of
from calabresella.words import about, dev, msg

__all__ = ["ExpertPlayer", "card_score", "check_time_budget", "world_deal"]

WIN_WEIGHT = 100
"""How much more reaching ``win_thirds`` counts than one third (R25–R28): more than the
35 thirds of a deal, so that no number of thirds outweighs winning or losing."""


BID_SHARE = 0.4
"""The share of its time budget the expert gives the advisor when it bids: with the
default 2 s, 0.8 s of sampled deals (at least two), about 1 s a bid at the median
(``benchmarks/bench_expert_decisions.py``)."""

EXCHANGE_PLANS = 8
"""How many candidate plans the expert weighs at an exchange decision (besides the
heuristic player's own): the most promising by :func:`~calabresella.analysis.review.discard_score`."""

EXCHANGE_PHASES = frozenset({Phase.GIVE_BACK, Phase.DISCARD, Phase.SHARE, Phase.DEFENDER_DISCARD})


def world_deal(view: SeatView, world: Mapping[Place, tuple[Card, ...]]) -> Deal:
    """The deal that ``view`` would be if the unseen cards lay as ``world`` says (its
    seat's own hand added), in trick play or the exchange: what the solver needs, every
    card face up."""
    if view.phase in EXCHANGE_PHASES:
        return _exchange_world(view, world)
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


def _exchange_world(view: SeatView, world: Mapping[Place, tuple[Card, ...]]) -> Deal:
    """:func:`world_deal` for a view in the exchange (R13–R18): the hands, the monte and
    the discards made so far as ``world`` places them, everything else as the view says."""
    me, soloist = view.seat, view.soloist
    assert soloist is not None
    hands = tuple(view.hand if seat == me else tuple(world[seat]) for seat in range(3))
    if view.phase is Phase.SHARE:
        monte = tuple(view.exposed_monte)  # R18: the four face up, in the order shown
    else:
        monte = tuple(view.own_discards) + tuple(c for c in world[MONTE] if c not in view.own_discards)
    others_discards = tuple(c for c in monte if c not in view.own_discards) if view.phase is not Phase.SHARE else ()
    partner = next((s for s in range(3) if s not in (me, soloist)), me)
    discards = tuple(
        view.own_discards if seat == me else (others_discards if seat == partner else ()) for seat in range(3)
    )
    size = view.rules.hand_size
    extra = [max(0, n - size) for n in view.hand_sizes]
    if view.phase is Phase.GIVE_BACK:
        extra[soloist] -= 1  # R13: one card goes back before the discards
    if view.phase is Phase.SHARE:
        extra = [0, 0, 0]
    if sum(len(h) for h in hands) + len(monte) != len(PACK):
        raise ArgumentValueError(about(
            view.seat, "{player}'s hand and the world {world!r} do not hold the {pack} cards of the pack (R3)",
            "your hand and the world {world!r} do not hold the {pack} cards of the pack (R3)", world=dict(world),
            pack=len(PACK)))
    return Deal(
        rules=view.rules,
        dealer=view.dealer,
        dealt_hands=tuple(tuple(sorted(h, key=lambda c: c.index)) for h in hands),
        dealt_monte=monte,
        hands=hands,
        monte=monte,
        phase=view.phase,
        to_move=view.to_move,
        history=view.auction,
        bid=view.contract,
        spoken=len(view.auction),
        soloist=soloist,
        called=view.called,
        call_holder=view.call_holder,
        exposed_monte=view.exposed_monte,
        given_back=view.given_back,
        enhancement=view.enhancement,
        taken=tuple(view.own_taken if seat == me else () for seat in range(3)),
        to_discard=(extra[0], extra[1], extra[2]),
        discards=discards,
        min_bid=view.min_bid,
    )


def _to_opening_lead(deal: Deal, plan: Sequence[Action]) -> Deal:
    """``deal`` in the exchange with ``plan`` done first, then the rest of the exchange as
    the heuristic player would do it (R13–R18): the position at the opening lead."""
    for action in plan:
        deal = deal.apply(action)
    completer = HeuristicPlayer()
    while deal.phase in EXCHANGE_PHASES:
        assert deal.to_move is not None
        deal = deal.apply(completer.choose(deal.view(deal.to_move)))
    return deal


def card_score(thirds: int, rules_win_thirds: int) -> int:
    """A card's score for the soloist in one world: ``WIN_WEIGHT`` if he reaches
    ``win_thirds`` with best play after it (R25), plus his final thirds."""
    return WIN_WEIGHT * (thirds >= rules_win_thirds) + thirds


class ExpertPlayer:
    """Plays its cards by sampling the hidden cards and solving each sample (issue 12).

    ``samples`` worlds are solved per card decision (more: stronger and slower), within
    a ``time_budget`` in seconds (at least one world is always solved; the budget makes the
    decision depend on the machine's speed, so give a generous one where results must be
    reproducible); the same ``seed`` and view give the same card. It plans its part of
    the exchange the same way (see the module), unless ``exchange`` is False: then it
    exchanges as :class:`HeuristicPlayer` does.
    """

    def __init__(self, seed: int = 0, samples: int = 12, time_budget: float = 2.0, bid_samples: int = 8,
                 exchange: bool = True) -> None:
        self.seed = check_int(seed, "seed", 0)
        self.exchange = check_bool(exchange, "exchange")
        self.samples = check_int(samples, "samples", 1, 1000)
        self.bid_samples = check_int(bid_samples, "bid_samples", 0, 10_000)
        if self.bid_samples == 1:
            raise ArgumentValueError(msg("bid_samples is 0 (bid as the heuristic player) or at least 2"))
        self.time_budget = check_time_budget(time_budget)
        self._heuristic = HeuristicPlayer(seed)
        self._plans: dict[tuple[Card, ...], ContractAdvice] = {}
        self._exchange_plan: dict[tuple[Card, ...], Action] = {}
        self._games: dict[str, Any] = {}

    def __repr__(self) -> str:
        return (
            dev(f"ExpertPlayer(seed={self.seed}, samples={self.samples}, time_budget={self.time_budget}, "
                f"bid_samples={self.bid_samples}, exchange={self.exchange})")
        )

    def choose(self, view: SeatView) -> Action:
        """The action for ``view``'s seat, decided from the view only. A view of another
        game with an expert (the American account, Tressette) is played by that game's
        expert (its game object's ``expert`` hook,
        :class:`~calabresella.analysis.expert_games.GameExpert`) with the same settings."""
        other = self._other_game(view)
        if other is not None:
            return other.choose(view)  # type: ignore[no-any-return]
        check_to_move(view)  # the heuristic player's own refusals: no view, or a seat not to move
        if self.bid_samples and view.phase is Phase.AUCTION:
            return self._bid(view)
        plan = self._plans.get(view.hand)
        if plan is not None and view.phase is Phase.CALL and plan.call is not None:
            if Call(plan.call) in view.legal_actions:
                return Call(plan.call)
        if plan is not None and view.phase is Phase.ENHANCE and plan.enhancement is not None:
            return Enhance(plan.enhancement)
        if self.exchange and view.phase in EXCHANGE_PHASES and len(view.legal_actions) > 1:
            return self._exchange_action(view)
        if view.phase is not Phase.PLAY or len(view.legal_actions) == 1:
            return self._heuristic.choose(view)
        scores = self.scores(view)
        best = max(scores.values()) if view.seat == view.soloist else min(scores.values())
        chosen = min((c for c, s in scores.items() if s == best), key=lambda c: c.index)
        return Play(chosen)

    def _other_game(self, view: object) -> Any:
        """The expert of ``view``'s game if that game's ``expert`` hook is another module
        than this one; None for the views this expert plays itself and for what is no
        view of a registered game (:func:`check_to_move` refuses it)."""
        try:
            game = game_of(view)
        except ArgumentTypeError:
            return None
        module = None if game.expert is None else game.expert()
        if module is None or module.player is player:
            return None
        if game.name not in self._games:
            self._games[game.name] = module.player(self.seed, self.samples, self.time_budget)
        return self._games[game.name]

    def _bid(self, view: SeatView) -> Action:
        """R8, R9: the advised contract if one is expected to win stake units, else pass
        (the advice within :data:`BID_SHARE` of the expert's time budget: a bid weighs
        every contract at once, and should take no longer than a card)."""
        advice = advise(view.hand, view.seat, [a for _, a in view.auction], view.rules,
                        samples=self.bid_samples, seed=self.seed, time_budget=BID_SHARE * self.time_budget)
        best = advice.best
        if best is None or Bid(best.contract) not in view.legal_actions:
            return Pass()
        self._plans = {view.hand: best}
        return Bid(best.contract)

    def _exchange_action(self, view: SeatView) -> Action:
        """The next action of the exchange plan made for this hand, planning it first
        when there is none (see the module)."""
        planned = self._exchange_plan.get(view.hand)
        if planned is None or planned not in view.legal_actions:
            plan = self.best_exchange(view)
            self._exchange_plan = {}
            hand = view.hand
            for action in plan:
                self._exchange_plan[hand] = action
                if isinstance(action, (GiveBack, Discard)):
                    hand = tuple(c for c in hand if c != action.card)
            planned = self._exchange_plan[view.hand]
        return planned

    def exchange_plans(self, view: SeatView) -> list[tuple[Action, ...]]:
        """The candidate plans for ``view``'s seat's part of the exchange, the heuristic
        player's own first: every scegliete share (R18); else the card given back (R13,
        among the four the heuristic player would give first) with the discards (R14, R17,
        R18): the heuristic player's, then the :data:`EXCHANGE_PLANS` best others by
        :func:`~calabresella.analysis.review.discard_score` (one of each set that plays
        alike). A view of a seat not to move, or out of the exchange, is refused."""
        check_to_move(view)
        if view.phase not in EXCHANGE_PHASES:
            raise PhaseError(msg("the exchange plans are made for a seat's part of the exchange (R13–R18); this view "
                                 "is in the {phase}", phase=view.phase.value))
        if view.phase is Phase.SHARE:
            first = Share(share_choice(view.exposed_monte))
            shares = [a for a in view.legal_actions if isinstance(a, Share)]
            same = [a for a in shares if set(a.cards) == set(first.cards)]
            return [(a,) for a in same + [a for a in shares if a not in same]]
        hidden = [c for c in PACK if c not in view.hand and c not in view.own_discards]
        gives: list[Card | None] = [None]
        count = max(0, len(view.hand) - view.rules.hand_size)
        if view.phase is Phase.GIVE_BACK:
            gives = list(sorted(view.hand, key=lambda c: (keep_value(c, view.hand), c.index))[:4])
            count -= 1
        ranked: list[tuple[float, int, tuple[Action, ...]]] = []
        for give in gives:
            rest = [c for c in view.hand if c != give]
            other = hidden + ([give] if give is not None else [])
            classes = card_classes(rest, other)
            alike: set[tuple[int, ...]] = set()
            for combo in itertools.combinations(rest, count):
                key = tuple(sorted(classes[c] for c in combo))
                if key in alike:
                    continue
                alike.add(key)
                score = discard_score([c for c in rest if c not in combo], other, combo)
                head: tuple[Action, ...] = (GiveBack(give),) if give is not None else ()
                ranked.append((-score, len(ranked), head + tuple(Discard(c) for c in combo)))
        ranked.sort()
        heuristic = self._heuristic_plan(view, count)
        others = [plan for _, _, plan in ranked if set(plan) != set(heuristic)]
        return [heuristic, *others[:EXCHANGE_PLANS]]

    @staticmethod
    def _heuristic_plan(view: SeatView, count: int) -> tuple[Action, ...]:
        """The heuristic player's own give-back and discards, as one plan (ties in pack order)."""
        hand = list(view.hand)
        plan: list[Action] = []
        if view.phase is Phase.GIVE_BACK:
            give = least_kept(hand)
            plan.append(GiveBack(give))
            hand.remove(give)
        for _ in range(count):
            card = least_kept(hand)
            plan.append(Discard(card))
            hand.remove(card)
        return tuple(plan)

    def exchange_scores(self, view: SeatView) -> list[tuple[tuple[Action, ...], float]]:
        """Each candidate plan (:meth:`exchange_plans`) with the share of sampled worlds
        (``samples`` of them, fewer when the time budget runs out, even in the middle of a
        world, which is then not counted; at least one) in which the soloist can reach
        ``win_thirds`` after it (R25)."""
        plans = self.exchange_plans(view)
        seen = Knowledge.of(view)
        rng = random.Random(f"{self.seed}:{view.seat}:{view.phase.name}:{sorted(c.index for c in view.hand)}")
        target = view.rules.win_thirds

        def wins(solver: Solver, world: Deal, clock: Clock) -> list[bool] | None:
            found = []
            for plan in plans:
                if clock.out_of_time():
                    return None  # this world is left unfinished and not counted
                found.append(solver.can_reach(_to_opening_lead(world, plan), target))
            return found

        sampled = (world_deal(view, seen.sample(rng)) for _ in itertools.count())
        worlds = solve_each(sampled, wins, limit=self.samples, budget=self.time_budget)
        return [(plan, sum(found[i] for found in worlds) / len(worlds)) for i, plan in enumerate(plans)]

    def best_exchange(self, view: SeatView) -> tuple[Action, ...]:
        """The plan :meth:`choose` follows in the exchange: for the soloist the one that
        wins in the most sampled worlds, for a defender the one that lets the soloist win
        in the fewest; ties to the plan listed first, the heuristic player's: the expert
        leaves the heuristic exchange only where the solver finds it wins (or defends)
        more often."""
        scored = self.exchange_scores(view)
        sign = 1 if view.seat == view.soloist else -1
        return max(enumerate(scored), key=lambda item: (sign * item[1][1], -item[0]))[1][0]

    def layouts(self, view: SeatView) -> list[dict[Card, int]]:
        """For each sampled world (``samples`` of them, fewer when the time budget runs out;
        at least one), the soloist's final thirds with best play after each legal card of
        ``view``'s seat: what :meth:`scores` averages. ``view`` is of the seat to move."""
        check_to_move(view)
        seen = Knowledge.of(view)
        played = sum(len(t.cards) for t in view.tricks) + (len(view.current.cards) if view.current else 0)
        rng = random.Random(f"{self.seed}:{view.seat}:{played}:{sorted(c.index for c in view.hand)}")
        sampled = (world_deal(view, seen.sample(rng)) for _ in itertools.count())
        return solve_each(sampled, card_values, limit=self.samples, budget=self.time_budget)

    def scores(self, view: SeatView) -> dict[Card, float]:
        """Each legal card's average :func:`card_score` for the soloist over the sampled
        worlds (:meth:`layouts`): what :meth:`choose` decides by."""
        worlds = self.layouts(view)
        target = view.rules.win_thirds
        return {card: sum(card_score(w[card], target) for w in worlds) / len(worlds) for card in worlds[0]}


def player(seed: int = 0, samples: int = 12, time_budget: float = 2.0) -> ExpertPlayer:
    """The Italian game's expert (what its game object's ``expert`` hook offers)."""
    return ExpertPlayer(seed, samples, time_budget)
