"""A computer player for Rovescino (V6), from its seat's view only.

:class:`RovescinoHeuristicPlayer` plays the reverse game by rules of thumb (strategy, not
rules; the *Piccola enciclopedia di giuochi* gives the discard's order):

- leading, it plays its card that is safest: the lowest card of the suit in which the
  most unseen cards can still head it, points last;
- following suit, it plays the highest card that stays under the card winning the trick
  (getting rid of a dangerous card safely); if every card it holds heads the trick, it
  plays the lowest when others are still to play (one of them may head it), and its
  most dangerous card when it plays last (the trick is its own anyway);
- void in the suit led, it throws its most dangerous card: aces first, then 3s, 2s,
  kings … (the highest points, then the highest rank).

The seeded :class:`~calabresella.games.italian.players.RandomPlayer` plays any view too.

>>> from calabresella.games.rovescino.deal import RovescinoDeal
>>> final = play_game(RovescinoDeal.new(seed=3), [RovescinoHeuristicPlayer(s) for s in range(4)])
>>> final.is_over
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from calabresella.engine.actions import Play
from calabresella.engine.cards import Card
from calabresella.engine.errors import ArgumentValueError, check_instance, check_int
from calabresella.engine.game import play_out
from calabresella.engine.tricks import winner_offset
from calabresella.games.rovescino.view import RovescinoView
from calabresella.words import N_, about

__all__ = ["RovescinoHeuristicPlayer", "play_game", "danger"]


def danger(card: Card) -> int:
    """How much a player wants to be rid of ``card``: its points first, then its rank."""
    return card.thirds * 100 + card.strength


class RovescinoHeuristicPlayer:
    """Plays Rovescino by rules of thumb, seeing only its :class:`RovescinoView` (V6).

    With ``seed=None`` ties go to pack order; with a seed they are broken at random, reproducibly.
    """

    def __init__(self, seed: int | None = None) -> None:
        if seed is not None:
            check_int(seed, "seed", 0)
        self.seed = seed
        self._rng = None if seed is None else random.Random(seed)

    def __repr__(self) -> str:
        return f"RovescinoHeuristicPlayer({self.seed!r})"

    def choose(self, view: RovescinoView) -> Play:
        check_instance(view, RovescinoView, "view", N_("a RovescinoView such as RovescinoDeal.new(seed=5).view(1)"))
        if not view.legal_actions:
            raise ArgumentValueError(about(view.seat, "{player} is not to move: there is nothing to choose (V6)",
                                          "you are not to move: there is nothing to choose (V6)"))
        cards = [a.card for a in view.legal_actions]
        trick = view.current
        if trick is None or not trick.cards:
            unseen = view.unseen()

            def safety(card: Card) -> int:
                above = sum(1 for c in unseen if c.suit is card.suit and c.strength > card.strength)
                return above * 1000 - danger(card)

            return Play(self._best(cards, safety))
        led = trick.cards[0].suit
        best = trick.cards[winner_offset(trick.cards)]
        if cards[0].suit is not led:  # void: throw the most dangerous card
            return Play(self._best(cards, danger))
        under = [c for c in cards if c.strength < best.strength]
        if under:
            return Play(self._best(under, danger))
        last = len(trick.cards) == view.players - 1
        return Play(self._best(cards, danger if last else (lambda c: -danger(c))))

    def _best(self, cards: Sequence[Card], score: Any) -> Card:
        ordered = sorted(cards)
        top = max(score(c) for c in ordered)
        best = [c for c in ordered if score(c) == top]
        return best[0] if self._rng is None else self._rng.choice(best)


play_game = play_out
"""Play a deal to its end, each seat's player choosing from that seat's view: the one game
loop of every game (:func:`calabresella.engine.game.play_out`)."""
