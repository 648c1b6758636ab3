"""The expert's card play in the other games the solver serves (issue 12): the American
account (V4), Tressette for four and Tressette in due (V5).

As in the Italian game (:mod:`calabresella.analysis.expert`), the expert deals the cards
its seat cannot see at random in ways that fit what the seat has seen, solves each such
world with every card face up, and plays the card that does best on average. What a seat
knows, game by game:

- **every game**: its own hand and every card played; a player who did not follow the
  suit led holds no card of that suit (V4, V5: follow suit as in R20);
- **Tressette** (V5): the cards shown by a declaration, and in due every card drawn from
  the stock (each is shown to the other player), are known to be in their holder's hand
  until played; a card "missing" from a declared three of a kind is not in the
  declarer's hand; the stock's cards and their order are unknown;
- **the American account** (V4): the asked card was handed over openly, so it is in the
  single player's hand or among his discards; the cards he took from the turned-up widow
  are in his hand; asking a 2 shows he held all four 3s (an ace, all 3s and 2s…), so
  those are in his hand or discards, or one of them with the holder (the card given in
  exchange); the rest of the turned-up widow is known; the widow, while face down,
  and the discards (except to the single player) are unknown, in number only.

What "best" means follows each game's stake: the American single player's points decide
the difference he wins or pays (V4), so he maximises his average points and an adversary
minimises them; in Tressette every whole point counts towards the side's game (V5), so
the player to move maximises his side's average points. The rest of each deal (the
American say, ask, exchange and discards; Tressette's declarations and signals) is
decided as the game's heuristic player decides it.

Speed: a decision solves at least one world, and in Tressette in due, while the stock
lasts, one world can take the solver a minute or more (the stock's draws multiply the
search); from the last draw on, and in the other games, decisions are far quicker
(``benchmarks/bench_expert_games.py`` measures them).

>>> from calabresella.games.tressette import TressetteDeal
>>> deal = TressetteDeal.new(seed=4, dealer=0)
>>> while deal.phase.name != "PLAY":
...     deal = deal.apply(deal.legal_actions()[-1])
>>> expert = GameExpert(seed=1, samples=3)
>>> expert.choose(deal.view(deal.to_move)) in deal.legal_actions()
True
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping
from typing import Any

from calabresella.analysis.solver import Solver
from calabresella.engine.cards import PACK, RANKS_HIGH_TO_LOW, Card
from calabresella.engine.errors import ArgumentTypeError, check_instance, check_int, check_time_budget
from calabresella.games.american import AMERICAN_PROFILES, AmericanDeal, AmericanPhase, AmericanView
from calabresella.games.american.players import AmericanHeuristicPlayer
from calabresella.games.italian.inference import NoWorldError, voids_shown
from calabresella.games.tressette import (
    TRESSETTE_PROFILES,
    Combination,
    TressetteDeal,
    TressettePhase,
    TressetteView,
)
from calabresella.games.tressette.players import TressetteHeuristicPlayer

__all__ = ["GameExpert", "GameKnowledge", "game_world"]

PILE = "pile"
"""The place of the American discards (face down) and of a face-down widow."""
WIDOW = "widow"
"""The place of the American widow while it is face down."""
STOCK = "stock"
"""The place of the Tressette in due stock."""

OtherView = AmericanView | TressetteView


class GameKnowledge:
    """What one seat of an American or Tressette deal in card play knows of the cards it
    cannot see (see the module): the unseen cards, how many each place holds, where each
    may be, and the cards whose place is known."""

    def __init__(self, view: OtherView) -> None:
        if not isinstance(view, (AmericanView, TressetteView)):
            raise ArgumentTypeError(f"view must be an AmericanView or a TressetteView, got {view!r}")
        self.view = view
        me = view.seat
        seats = len(view.hand_sizes)
        tricks = [*view.tricks, *([view.current] if view.current is not None else [])]
        played = set(view.played_cards())
        self.voids = voids_shown(tricks, seats)  # V4, V5: follow suit, as R20
        known: dict[Any, list[Card]] = {s: [] for s in range(seats) if s != me}
        sizes: dict[Any, int] = {s: view.hand_sizes[s] for s in known}
        allowed_extra: dict[Card, frozenset[Any]] = {}
        if isinstance(view, TressetteView):
            for seat in known:
                known[seat] = [c for c in view.known[seat] if c not in played]
            if view.stock_size:
                sizes[STOCK] = view.stock_size
                known[STOCK] = []
        else:
            soloist = view.soloist
            if view.widow_turned:
                known[PILE] = [*view.widow, *view.discards]
                sizes[PILE] = len(view.widow) + view.discard_count
            else:
                known[PILE] = list(view.discards)
                sizes[PILE] = view.discard_count
                if view.widow_size:
                    sizes[WIDOW] = view.widow_size
                    known[WIDOW] = []
            if soloist is not None and soloist != me:
                known[soloist] = [c for c in view.taken if c not in played]
                if view.asked is not None and view.asked_holder is not None and view.asked not in played:
                    if view.asked not in view.hand:
                        allowed_extra[view.asked] = frozenset({soloist, PILE})
            if view.exchange_card is not None and view.asked_holder not in (None, me) and me == soloist:
                if view.exchange_card not in played:
                    known[view.asked_holder].append(view.exchange_card)
        seen = set(view.hand) | played | {c for cards in known.values() for c in cards}
        self.unseen = frozenset(c for c in PACK if c not in seen)
        self.sizes = {p: n - len(known[p]) for p, n in sizes.items()}
        self.known = {p: tuple(cards) for p, cards in known.items()}
        places = frozenset(sizes)
        # at most this many of a set of unseen cards may lie at a place (see _american_ask)
        self.limits: list[tuple[Any, frozenset[Card], int]] = []
        if isinstance(view, TressetteView):
            self._declared_missing(view, allowed_extra, places)
        else:
            self._american_ask(view, allowed_extra, places)
        self.allowed: dict[Card, frozenset[Any]] = {}
        for card in self.unseen:
            options = allowed_extra.get(card, places)
            self.allowed[card] = frozenset(
                p for p in options if not isinstance(p, int) or card.suit not in self.voids.get(p, ())
            )

    def _declared_missing(self, view: TressetteView, allowed: dict[Card, frozenset[Any]],
                          places: frozenset[Any]) -> None:
        """V5: three of a kind "missing X" says its declarer did not hold that card after the
        first trick; at four he gains no card later, and in due every card drawn is shown,
        so it is not among his hidden cards."""
        for seat, declared in view.declarations:
            if declared.combination is Combination.THREE and declared.rank is not None and declared.suit is not None:
                card = Card(declared.rank, declared.suit)
                if card in self.unseen and seat != view.seat:
                    allowed[card] = allowed.get(card, places) - {seat}

    def _american_ask(self, view: AmericanView, allowed: dict[Card, frozenset[Any]],
                      places: frozenset[Any]) -> None:
        """V4: the single player asks for a card of the highest rank he lacks, so asking a 2
        shows he held all four 3s (an ace, all 3s and 2s, and so on). Those cards are in his
        hand or his discards — or one of them went to the holder of the asked card, the card
        given in exchange, which the holder saw and the third player did not."""
        soloist, holder, asked = view.soloist, view.asked_holder, view.asked
        if soloist is None or asked is None or soloist == view.seat:
            return
        higher = RANKS_HIGH_TO_LOW[: RANKS_HIGH_TO_LOW.index(asked.rank)]
        held = frozenset(c for c in self.unseen if c.rank in higher)
        if not held:
            return
        if holder is None or holder == view.seat:
            for card in held:  # the holder knows which card he got; the rest stayed
                allowed[card] = allowed.get(card, places) & {soloist, PILE}
        else:
            for card in held:
                allowed[card] = allowed.get(card, places) & {soloist, PILE, holder}
            self.limits.append((holder, held, 1))

    def sample(self, rng: random.Random, tries: int = 2000) -> dict[Any, tuple[Card, ...]]:
        """One random dealing of the unseen cards that fits (the known cards added); the
        stock's cards in a random order."""
        cards = sorted(self.unseen, key=lambda c: (len(self.allowed[c]), c.index))
        for _ in range(tries):
            left = dict(self.sizes)
            placed: dict[Any, list[Card]] = {p: list(self.known.get(p, ())) for p in self.sizes}
            for card in cards:
                options = [p for p in sorted(self.allowed[card], key=str) if left[p] > 0]
                if not options:
                    break
                place = rng.choices(options, weights=[left[p] for p in options])[0]
                placed[place].append(card)
                left[place] -= 1
            else:
                if any(sum(c in cards for c in placed[place]) > most for place, cards, most in self.limits):
                    continue
                world = {p: tuple(sorted(c, key=lambda x: x.index)) for p, c in placed.items()}
                if STOCK in world:
                    world[STOCK] = tuple(rng.sample(world[STOCK], len(world[STOCK])))
                return world
        raise NoWorldError(f"no dealing of the {len(self.unseen)} unseen cards fits what seat {self.view.seat} saw")


def _as_dealt(view: OtherView, hands: tuple[tuple[Card, ...], ...]) -> tuple[tuple[Card, ...], ...]:
    """Each seat's hand as card play began (its cards now, those it played, less those it
    drew in due): how many tricks the deal has is read from it."""
    seats = len(hands)
    dealt = [list(hand) for hand in hands]
    for trick in [*view.tricks, *([view.current] if view.current is not None else [])]:
        for offset, card in enumerate(trick.cards):
            dealt[(trick.leader + offset) % seats].append(card)
    for seat, card in getattr(view, "draws", ()):
        dealt[seat].remove(card)
    return tuple(tuple(sorted(hand, key=lambda c: c.index)) for hand in dealt)


def game_world(view: OtherView, world: Mapping[Any, tuple[Card, ...]]) -> AmericanDeal | TressetteDeal:
    """The deal in card play that ``view`` would be if the unseen cards lay as ``world``
    says: what the solver needs, every card face up."""
    seats = len(view.hand_sizes)
    hands = tuple(view.hand if s == view.seat else tuple(world[s]) for s in range(seats))
    dealt = _as_dealt(view, hands)
    if isinstance(view, TressetteView):
        stock = tuple(world.get(STOCK, ()))
        drawn = tuple(card for _, card in view.draws)
        return TressetteDeal(
            rules=TRESSETTE_PROFILES[view.rules_name], dealer=view.dealer, dealt_hands=dealt,
            dealt_stock=drawn + stock, hands=hands, stock=stock, phase=view.phase, to_move=view.to_move,
            tricks=view.tricks, current=view.current, declarations=view.declarations, draws=view.draws,
        )
    pile = tuple(world.get(PILE, ()))
    widow = tuple(view.widow) if view.widow_turned else tuple(world.get(WIDOW, ()))
    discards = tuple(c for c in pile if c not in widow)
    return AmericanDeal(
        rules=AMERICAN_PROFILES[view.rules_name], dealer=view.dealer, dealt_hands=dealt, dealt_widow=widow,
        hands=hands, widow=widow, widow_turned=view.widow_turned, phase=view.phase, to_move=view.to_move,
        soloist=view.soloist, asked=view.asked, asked_holder=view.asked_holder, exchange_card=view.exchange_card,
        discards=discards, exposed_widow=view.exposed_widow, taken=view.taken, tricks=view.tricks,
        current=view.current,
    )


class GameExpert:
    """Plays its cards in the American account and Tressette by sampling the hidden
    cards and solving each sample (see the module); every other decision is the game's
    heuristic player's. ``samples`` worlds a card within ``time_budget`` seconds (at least
    one); the same ``seed`` and view give the same card."""

    def __init__(self, seed: int = 0, samples: int = 12, time_budget: float = 2.0) -> None:
        self.seed = check_int(seed, "seed", 0)
        self.samples = check_int(samples, "samples", 1, 1000)
        self.time_budget = check_time_budget(time_budget)
        self._american = AmericanHeuristicPlayer(seed)
        self._tressette = TressetteHeuristicPlayer(seed)
        self._solver = Solver()

    def __repr__(self) -> str:
        return f"GameExpert(seed={self.seed}, samples={self.samples}, time_budget={self.time_budget})"

    def choose(self, view: OtherView) -> Any:
        """The action for ``view``'s seat, decided from the view only."""
        check_instance(view, (AmericanView, TressetteView), "view",
                       "a seat's view of a deal, such as deal.view(deal.to_move)")
        heuristic: Any = self._tressette if isinstance(view, TressetteView) else self._american
        playing = view.phase in (AmericanPhase.PLAY, TressettePhase.PLAY)
        cards = {a.card for a in view.legal_actions if hasattr(a, "card")} if playing else set()
        if len(cards) <= 1:
            return heuristic.choose(view)
        scores = self.scores(view)
        best = max(scores.values()) if self._maximises(view) else min(scores.values())
        chosen = min((c for c, s in scores.items() if s == best), key=lambda c: c.index)
        advised = heuristic.choose(view)  # its signal, when it leads this very card
        if getattr(advised, "card", None) == chosen:
            return advised
        return next(a for a in view.legal_actions if getattr(a, "card", None) == chosen)

    @staticmethod
    def _maximises(view: OtherView) -> bool:
        """Whether the solver's values are to be maximised by ``view``'s seat: in Tressette
        they are its own side's points; in the American account the single player's."""
        return isinstance(view, TressetteView) or view.soloist == view.seat

    def scores(self, view: OtherView) -> dict[Card, float]:
        """Each legal card's average value over the sampled worlds: the single player's
        final points (American) or the final whole points of the seat's side (Tressette)."""
        seen = GameKnowledge(view)
        played = len(view.played_cards())
        rng = random.Random(f"{self.seed}:{view.seat}:{played}:{sorted(c.index for c in view.hand)}")
        start = time.perf_counter()
        worlds: list[dict[Card, int]] = []
        while len(worlds) < self.samples and (not worlds or time.perf_counter() - start < self.time_budget):
            worlds.append(self._solver.card_values(game_world(view, seen.sample(rng))))
        return {card: sum(w[card] for w in worlds) / len(worlds) for card in worlds[0]}
