"""The expert's card play in the other games the solver serves (issue 12): the American
account (V4), Tressette for four and Tressette in due (V5), the calling games (C1–C9:
Tressette a chiamare, Mediatore, Quadrigliati, Quintiglio) — every registered game whose
``expert`` hook gives a card-play knowledge module (``games/<game>/expert.py``: what its
seat knows, its stake, how a sampled world reads as its deal, its heuristic player).

As in the Italian game (:mod:`calabresella.analysis.expert`), the expert deals the cards
its seat cannot see at random in ways that fit what the seat has seen, solves each such
world with every card face up, and plays the card that does best on average. What a seat
knows, game by game (the general part here, :class:`GameKnowledge`; each game's own in
its package, :mod:`calabresella.games.american.expert`,
:mod:`calabresella.games.tressette.expert`, :mod:`calabresella.games.calling.expert`):

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
  and the discards (except to the single player) are unknown, in number only;
- **the calling games** (C3–C6): the called card is public, its holder is not while the
  partner is hidden (C4): a seat that does not know him samples him with the cards (he
  is whoever holds the called card in each world); the called card handed over in an
  exchange is in the bidder's hand; the cards laid away in the monte are known to the
  bidder only; a call of a later rank shows the caller held the ranks before it.

What "best" means follows each game's stake: the American single player's points decide
the difference he wins or pays (V4), so he maximises his average points and an adversary
minimises them; in Tressette every whole point counts towards the side's game (V5), so
the player to move maximises his side's average points. Where a game's knowledge gives
a *goal* (the calling games paid in stakes: only whether the bidder's side reaches 6 of
11 is paid), the seat plays the card that reaches it in the most sampled worlds, and then
the best average (:func:`best_card`). The rest of each deal (the American say, ask,
exchange and discards; Tressette's declarations and signals; the calling games' auction,
call, exchange and discards) is decided as the game's heuristic player decides it.

Speed: a decision solves at least one world, and in Tressette in due, while the stock
lasts, one world can take the solver many seconds (the stock's draws multiply the search:
a whole deal from its first lead took 13 s at the median over eight deals in
``benchmarks/bench_solver.py``, about five times less than before issue 24); from the
last draw on, and in the other games, decisions are far quicker
(``benchmarks/bench_expert_games.py`` measures them). A decision's worlds are solved side
by side on the machine's cores (:func:`~calabresella.analysis.worlds.solve_each`).

>>> from calabresella.games.tressette import TressetteDeal
>>> deal = TressetteDeal.new(seed=4, dealer=0)
>>> while deal.phase.name != "PLAY":
...     deal = deal.apply(deal.legal_actions()[-1])
>>> expert = GameExpert(seed=1, samples=3)
>>> expert.choose(deal.view(deal.to_move)) in deal.legal_actions()
True
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping
from typing import Any, Protocol

from calabresella.analysis.worlds import card_values, solve_each
from calabresella.engine.cards import PACK, Card
from calabresella.engine.errors import ArgumentTypeError, check_int, check_time_budget
from calabresella.games.game import Game, Player
from calabresella.games.italian.inference import NoWorldError, voids_shown
from calabresella.games.registry import game_of, games
from calabresella.words import Seat, alternatives, dev, msg
from calabresella.words.message import Message

__all__ = ["GameExpert", "GameKnowledge", "game_world", "CardPlayKnowledge"]

PILE = "pile"
"""The place of the American discards (face down) and of a face-down widow."""
WIDOW = "widow"
"""The place of the American widow while it is face down."""
STOCK = "stock"
"""The place of the Tressette in due stock."""


class CardPlayKnowledge(Protocol):
    """A game's ``expert`` module (``games/<game>/expert.py``, its game object's ``expert``
    hook) for the sampling expert of this module: the game's own knowledge and stake."""

    VIEW: str
    """The views it reads ("an AmericanView"), for the refusal of others."""

    def heuristic(self, seed: int) -> Player:
        """The game's heuristic player, who decides what is not card play."""
        ...

    def playing(self, view: Any) -> bool:
        """Whether ``view`` is in the card play."""
        ...

    def maximises(self, view: Any) -> bool:
        """Whether the solver's values are to be maximised by ``view``'s seat."""
        ...

    def places(self, view: Any, played: set[Card], known: dict[Any, list[Card]], sizes: dict[Any, int],
               allowed: dict[Card, frozenset[Any]]) -> None:
        """Fill in the cards known at each place, the places besides the seats and their
        sizes, and where some unseen cards may be (``allowed``)."""
        ...

    def limits(self, view: Any, seen: GameKnowledge, allowed: dict[Card, frozenset[Any]],
               all_places: frozenset[Any]) -> None:
        """Narrow ``allowed`` and add to ``seen.limits`` by what the play showed, once
        ``seen.unseen`` is known."""
        ...

    def world(self, view: Any, hands: tuple[tuple[Card, ...], ...], dealt: tuple[tuple[Card, ...], ...],
              placed: Mapping[Any, tuple[Card, ...]]) -> Any:
        """The deal in card play that ``view`` would be with these hands (now and as dealt)
        and the other places' cards as ``placed``."""
        ...

    # A module may also give ``goal(view) -> int | None``: the value that decides the deal for
    # the seat (a contract's line), if one does (see :func:`goal_of`).


def _knowledge_of(game: Game) -> CardPlayKnowledge | None:
    if game.expert is None:
        return None
    module = game.expert()
    return module if hasattr(module, "VIEW") and hasattr(module, "world") else None


def _views() -> Message:
    """The views the experts read, as a message's parameter, once each: "an AmericanView, a
    TressetteView or …"."""
    kinds = dict.fromkeys(str(k.VIEW) for k in (_knowledge_of(g) for g in games()) if k is not None)
    return alternatives([Message(kind) for kind in kinds])  # type: ignore[no-any-return]


def goal_of(kit: CardPlayKnowledge, view: Any) -> int | None:
    """The value that decides the deal for ``view``'s seat, where its game's knowledge says
    so (its optional ``goal(view)``): a seat that maximises plays to reach it, one that
    minimises to keep the value below it, in as many sampled worlds as it can; None: every
    unit of the value counts alike."""
    goal = getattr(kit, "goal", None)
    if goal is None:
        return None
    found = goal(view)
    return None if found is None else int(found)


def best_card(worlds: list[dict[Card, int]], maximises: bool, goal: int | None = None) -> Card:
    """The card the expert plays from each sampled world's card values: the best average
    (the largest if it ``maximises``, else the smallest); with a ``goal``, first the card
    that reaches it (a maximiser: at least ``goal``; a minimiser: below it) in the most
    worlds, then the best average; ties to the lowest card in pack order.

    >>> from calabresella.engine.cards import Card
    >>> a, b = Card.parse("3♠"), Card.parse("4♠")
    >>> worlds = [{a: 6, b: 9}, {a: 6, b: 4}]
    >>> str(best_card(worlds, True)), str(best_card(worlds, True, goal=6))
    ('4♠', '3♠')
    """
    sign = 1 if maximises else -1

    def rank(card: Card) -> tuple[float, float]:
        values = [w[card] for w in worlds]
        average = sign * sum(values) / len(values)
        if goal is None:
            return 0.0, average
        reached = sum(1 for v in values if (v >= goal) == maximises)
        return reached / len(values), average

    return min(worlds[0], key=lambda c: (tuple(-x for x in rank(c)), c.index))


def knowledge_of(view: object, name: str = "view") -> CardPlayKnowledge:
    """The card-play knowledge of ``view``'s game; an ArgumentTypeError naming the views
    accepted for what is no view of such a game."""
    try:
        game = game_of(view)
    except ArgumentTypeError:
        game = None
    found = None if game is None or not isinstance(view, game.view_class) else _knowledge_of(game)
    if found is None:
        raise ArgumentTypeError(msg("{name} must be {views}, got {view!r}", name=name, views=_views(), view=view))
    return found


class GameKnowledge:
    """What one seat of a deal in card play (the American account, Tressette, a calling
    game) knows of the cards it cannot see (see the module): the unseen cards, how many
    each place holds, where each may be, and the cards whose place is known."""

    def __init__(self, view: Any) -> None:
        kit = knowledge_of(view)
        self.view = view
        me = view.seat
        seats = len(view.hand_sizes)
        tricks = [*view.tricks, *([view.current] if view.current is not None else [])]
        played = set(view.played_cards())
        self.voids = voids_shown(tricks, seats)  # V4, V5: follow suit, as R20
        known: dict[Any, list[Card]] = {s: [] for s in range(seats) if s != me}
        sizes: dict[Any, int] = {s: view.hand_sizes[s] for s in known}
        allowed_extra: dict[Card, frozenset[Any]] = {}
        kit.places(view, played, known, sizes, allowed_extra)
        seen = set(view.hand) | played | {c for cards in known.values() for c in cards}
        self.unseen = frozenset(c for c in PACK if c not in seen)
        self.sizes = {p: n - len(known[p]) for p, n in sizes.items()}
        self.known = {p: tuple(cards) for p, cards in known.items()}
        places = frozenset(sizes)
        # at most this many of a set of unseen cards may lie at a place (the American ask)
        self.limits: list[tuple[Any, frozenset[Card], int]] = []
        kit.limits(view, self, allowed_extra, places)
        self.allowed: dict[Card, frozenset[Any]] = {}
        for card in self.unseen:
            options = allowed_extra.get(card, places)
            self.allowed[card] = frozenset(
                p for p in options if not isinstance(p, int) or card.suit not in self.voids.get(p, ())
            )

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
        raise NoWorldError(msg("no dealing of the {count} unseen cards fits what {player} saw",
                               count=len(self.unseen), player=Seat(self.view.seat)))


def _as_dealt(view: Any, hands: tuple[tuple[Card, ...], ...]) -> tuple[tuple[Card, ...], ...]:
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


def game_world(view: Any, world: Mapping[Any, tuple[Card, ...]]) -> Any:
    """The deal in card play that ``view`` would be if the unseen cards lay as ``world``
    says: what the solver needs, every card face up."""
    kit = knowledge_of(view)
    seats = len(view.hand_sizes)
    hands = tuple(view.hand if s == view.seat else tuple(world[s]) for s in range(seats))
    return kit.world(view, hands, _as_dealt(view, hands), world)


class GameExpert:
    """Plays its cards in the American account, Tressette and the calling games by
    sampling the hidden cards and solving each sample (see the module); every other
    decision is the game's heuristic player's. ``samples`` worlds a card within
    ``time_budget`` seconds (at least one); the same ``seed`` and view give the same card."""

    def __init__(self, seed: int = 0, samples: int = 12, time_budget: float = 2.0) -> None:
        self.seed = check_int(seed, "seed", 0)
        self.samples = check_int(samples, "samples", 1, 1000)
        self.time_budget = check_time_budget(time_budget)
        self._heuristics: dict[str, Player] = {}

    def __repr__(self) -> str:
        return dev(f"GameExpert(seed={self.seed}, samples={self.samples}, time_budget={self.time_budget})")

    def _heuristic(self, view: Any, kit: CardPlayKnowledge) -> Player:
        name = game_of(view).name
        if name not in self._heuristics:
            self._heuristics[name] = kit.heuristic(self.seed)
        return self._heuristics[name]

    def choose(self, view: Any) -> Any:
        """The action for ``view``'s seat, decided from the view only."""
        kit = knowledge_of(view)
        heuristic = self._heuristic(view, kit)
        cards = {a.card for a in view.legal_actions if hasattr(a, "card")} if kit.playing(view) else set()
        if len(cards) <= 1:
            return heuristic.choose(view)
        chosen = best_card(self.worlds(view), kit.maximises(view), goal_of(kit, view))
        advised = heuristic.choose(view)  # its signal, when it leads this very card
        if getattr(advised, "card", None) == chosen:
            return advised
        return next(a for a in view.legal_actions if getattr(a, "card", None) == chosen)

    def scores(self, view: Any) -> dict[Card, float]:
        """Each legal card's average value over the sampled worlds: the single player's
        final points (American) or the final whole points of the seat's side (Tressette,
        the calling games)."""
        worlds = self.worlds(view)
        return {card: sum(w[card] for w in worlds) / len(worlds) for card in worlds[0]}

    def worlds(self, view: Any) -> list[dict[Card, int]]:
        """Each legal card's value in each sampled world (the same worlds for the same seed
        and view)."""
        seen = GameKnowledge(view)
        played = len(view.played_cards())
        rng = random.Random(f"{self.seed}:{view.seat}:{played}:{sorted(c.index for c in view.hand)}")
        sampled = (game_world(view, seen.sample(rng)) for _ in itertools.count())
        return solve_each(sampled, card_values, limit=self.samples, budget=self.time_budget)
