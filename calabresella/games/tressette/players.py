"""Computer players for Tressette (V5): for four with a partner, and in due.

:class:`TressetteHeuristicPlayer` plays from its seat's :class:`~calabresella.games.tressette.TressetteView`
only, by the same rules of thumb as the Italian game's
:class:`~calabresella.games.italian.players.HeuristicPlayer` (the card play of the
whole family is the same: follow suit, no trumps, highest card of the suit led wins):

- it declares every combination it holds after the first trick (V5), then says done;
- leading, it plays a master (no unseen card of its suit beats it) of a long suit, else
  a small card of a long suit;
- following, when its partner's card wins for sure it gives points (aces first);
  else it wins with its cheapest sure winner; else it throws the card it least wants
  to keep, keeping its masters for later tricks and the last one.

:func:`trick_scorer` is that card play for any trick-taking game of the family, with or
without partners; :mod:`calabresella.games.american.players` uses it too. :func:`play_game`
plays any game's deal with one player per seat.

>>> from calabresella.games.tressette import TressetteDeal, TRESSETTE_IN_DUE
>>> final = play_game(TressetteDeal.new(seed=3), [TressetteHeuristicPlayer(s) for s in range(4)])
>>> final.is_over and sum(final.result.side_card_points)
11
>>> final = play_game(TressetteDeal.new(seed=3, rules=TRESSETTE_IN_DUE), [TressetteHeuristicPlayer(1), TressetteHeuristicPlayer(2)])
>>> final.is_over
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from calabresella.engine.actions import Play
from calabresella.engine.cards import PACK, Card
from calabresella.engine.errors import ArgumentValueError, check_int
from calabresella.engine.game import legal_choices, play_out
from calabresella.games.italian.players import trick_scorer as trick_scorer  # the family's card play
from calabresella.games.tressette import Declare, DoneDeclaring, TressettePhase, TressetteView
from calabresella.words import _, dev, msg

__all__ = ["TressetteHeuristicPlayer", "play_game", "trick_scorer", "tie_break"]


def tie_break(rng: random.Random | None, cards: Sequence[Card], score: Callable[[Card], int]) -> Card:
    """The best-scoring card; ties go to pack order, or at random with ``rng``."""
    if not cards:
        raise ArgumentValueError(msg("no card to choose from"))
    ordered = sorted(cards)
    scores = [score(c) for c in ordered]
    top = max(scores)
    best = [c for c, s in zip(ordered, scores, strict=True) if s == top]
    return best[0] if rng is None else rng.choice(best)


class TressetteHeuristicPlayer:
    """Plays Tressette (for four or in due) by rules of thumb, seeing only its :class:`TressetteView`.

    Declares every combination it may (V5), then plays by :func:`trick_scorer`, its
    partner (at four) sitting opposite. With ``seed=None`` ties go to pack order; with a
    seed they are broken at random, reproducibly.
    """

    def __init__(self, seed: int | None = None) -> None:
        self.seed = None if seed is None else check_int(seed, _("a player's seed (or None)"), 0)
        self._rng = random.Random(seed) if seed is not None else None

    def __repr__(self) -> str:
        return dev(f"TressetteHeuristicPlayer({self.seed!r})")

    def choose(self, view: TressetteView) -> Any:
        legal = legal_choices(view, TressetteView, _("a TressetteView such as TressetteDeal.new(seed=5).view(0)"))
        if view.phase is TressettePhase.DECLARE:
            declare = [a for a in legal if isinstance(a, Declare)]
            return declare[0] if declare else next(a for a in legal if isinstance(a, DoneDeclaring))
        cards = [a.card for a in legal if type(a) is Play]
        current = view.current
        played = current.cards if current is not None else ()
        leader = current.leader if current is not None else view.seat
        partners = () if view.partner is None else (view.partner,)
        hidden = set(PACK) - set(view.hand) - set(view.played_cards())
        scorer = trick_scorer(view.hand, played, leader, view.seat, view.players, partners, hidden)
        return Play(tie_break(self._rng, cards, scorer))


play_game = play_out
"""Play a deal of any game to its end, each seat's player choosing from that seat's view:
the one game loop, :func:`calabresella.engine.game.play_out`, under its old name."""
