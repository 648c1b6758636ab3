"""What one seat can infer about the cards it cannot see, in the exchange and trick play.

A player in trick play sees its own hand and every card played (R20, R21); in the
exchange (R13–R18) it sees its own hand and what was shown openly. From the rules it
also knows where some hidden cards must be:

- a player who did not follow the suit led holds no card of that suit (R20);
- in Chiamo and Solo the monte was shown and taken into the soloist's hand (R12), and a
  called card held by a defender was handed over (R11): such a card, not yet played, is
  in the soloist's hand or among the four cards laid down as the new monte (R14);
- the card given back in Chiamo was shown (R13): it is in that defender's hand;
- a soloist knows the four cards he laid down (R14); a defender in dividete or scegliete
  knows the cards he laid down himself (R17, R18);
- in scegliete the monte was shown and shared (R18): the cards the defender on the
  soloist's right took are in his hand or among his discards, the rest in the other
  defender's hand or among his; before the share, the four lie face up in the monte.

:class:`Knowledge` holds this, and :meth:`Knowledge.sample` deals the unseen cards at
random among the places that may hold them: one *world* consistent with everything the
seat has seen. Sampling worlds and solving each with every card face up is how the
strongest card-game programs choose (issue 12).

>>> from calabresella.games.italian.deal import Deal
>>> from calabresella.games.italian.phase import Phase
>>> deal = Deal.new(seed=3, dealer=0)
>>> while deal.phase is not Phase.PLAY:
...     deal = deal.apply(deal.legal_actions()[-1])
>>> seen = Knowledge.of(deal.view(1))
>>> dict(seen.sizes)
{0: 12, 2: 12, 'monte': 4}
>>> world = seen.sample(random.Random(1))
>>> sum(len(cards) for cards in world.values()) == len(seen.unseen)
True
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from calabresella.engine.actions import Contract, Enhancement
from calabresella.engine.cards import PACK, Card, Suit
from calabresella.engine.errors import ArgumentTypeError, CalabresellaError, PhaseError
from calabresella.engine.tricks import Trick
from calabresella.engine.words import later
from calabresella.games.italian.phase import Phase
from calabresella.games.italian.view import SeatView
from calabresella.words import about, msg

__all__ = ["Knowledge", "MONTE", "Place"]

KNOWN_PHASES = frozenset({Phase.GIVE_BACK, Phase.DISCARD, Phase.SHARE, Phase.DEFENDER_DISCARD, Phase.PLAY})
"""The phases in which :meth:`Knowledge.of` works: the exchange (R13–R18) and trick play."""

MONTE = "monte"
"""The place name of the face-down monte (the cards laid down in the exchange, R14)."""

Place = int | str
"""Where an unseen card may be: a seat (0, 1, 2) or :data:`MONTE`."""


class NoWorldError(CalabresellaError, ValueError):
    """No way to deal the unseen cards fits what was seen (an inconsistent view)."""


@dataclass(frozen=True)
class Knowledge:
    """What ``seat`` knows of the cards it cannot see.

    - ``unseen``: the cards whose place the seat does not know;
    - ``sizes``: how many of them each place holds (the other seats' hands, the monte);
    - ``allowed``: for each unseen card, the places that may hold it;
    - ``known``: cards the seat cannot see but whose place it knows (the card given back
      in Chiamo, its own discards in the monte).
    """

    seat: int
    unseen: frozenset[Card]
    sizes: Mapping[Place, int]
    allowed: Mapping[Card, frozenset[Place]]
    known: Mapping[Place, tuple[Card, ...]]
    voids: Mapping[int, frozenset[Suit]]

    @classmethod
    def of(cls, view: SeatView) -> Knowledge:
        """What ``view``'s seat knows, in the exchange or trick play (R11–R21)."""
        if not isinstance(view, SeatView):
            raise ArgumentTypeError(msg("view must be a SeatView, such as deal.view(0), got {value!r}", value=view))
        if view.phase not in KNOWN_PHASES or view.soloist is None:
            raise PhaseError(msg(
                "what a seat knows of the hidden cards is worked out from the exchange on "
                "(R13–R22); this view is in the {phase}", phase=later(view.phase.value)))
        me, soloist = view.seat, view.soloist
        others = [s for s in range(3) if s != me]
        played = {c for t in view.tricks for c in t.cards}
        if view.current is not None:
            played.update(view.current.cards)
        voids = _voids(view)

        known: dict[Place, list[Card]] = {s: [] for s in others}
        known[MONTE] = []
        if view.given_back is not None and view.call_holder is not None and view.call_holder != me:
            if view.given_back not in played:
                known[view.call_holder].append(view.given_back)
        mine_in_monte = [c for c in view.own_discards if c not in played]
        known[MONTE].extend(mine_in_monte)
        if view.phase is Phase.SHARE:
            known[MONTE].extend(view.exposed_monte)  # R18: turned face up, not yet shared

        seen = set(view.hand) | played | {c for cards in known.values() for c in cards}
        unseen = frozenset(c for c in PACK if c not in seen)

        sizes: dict[Place, int] = {s: view.hand_sizes[s] - len(known[s]) for s in others}
        sizes[MONTE] = view.monte_size - len(known[MONTE])

        everywhere: frozenset[Place] = frozenset([*others, MONTE])
        allowed: dict[Card, frozenset[Place]] = {}
        shown_to_soloist: set[Card] = set()
        if view.contract in (Contract.CHIAMO, Contract.SOLO):
            shown_to_soloist.update(view.exposed_monte)  # R12
            if view.called is not None and view.call_holder not in (None, soloist):
                shown_to_soloist.add(view.called)  # R11: handed over to the soloist
        shared: dict[Card, int] = {}
        if view.enhancement is Enhancement.SCEGLIETE and view.share is not None:
            right = (soloist + 1) % 3  # R18: the defender on the soloist's right takes the share
            left = (soloist + 2) % 3
            for card in view.exposed_monte:
                shared[card] = right if card in view.share else left
        for card in unseen:
            places = everywhere
            if card in shown_to_soloist:
                places = frozenset({soloist, MONTE})
            elif card in shared:
                places = frozenset({shared[card], MONTE})
            places = frozenset(p for p in places if p == MONTE or card.suit not in voids.get(int(p), ()))
            allowed[card] = places & everywhere
        return cls(
            seat=me,
            unseen=unseen,
            sizes=sizes,
            allowed=allowed,
            known={p: tuple(cards) for p, cards in known.items()},
            voids=voids,
        )

    def sample(self, rng: random.Random, tries: int = 2000) -> dict[Place, tuple[Card, ...]]:
        """One random dealing of the unseen cards to the places that may hold them, the
        known cards added: every place gets exactly its number of cards. Cards with the
        fewest places are placed first; a dead end starts again (at most ``tries`` times)."""
        cards = sorted(self.unseen, key=lambda c: (len(self.allowed[c]), c.index))
        for _attempt in range(tries):
            left = dict(self.sizes)
            placed: dict[Place, list[Card]] = {p: list(self.known.get(p, ())) for p in self.sizes}
            ok = True
            for card in cards:
                options = [p for p in sorted(self.allowed[card], key=str) if left[p] > 0]
                if not options:
                    ok = False
                    break
                # weighted by the room left, so that every dealing is about equally likely
                place = rng.choices(options, weights=[left[p] for p in options])[0]
                placed[place].append(card)
                left[place] -= 1
            if ok:
                return {p: tuple(sorted(cards_, key=lambda c: c.index)) for p, cards_ in placed.items()}
        raise NoWorldError(about(
            self.seat,
            "no dealing of the unseen cards ({count}) fits what {player} has seen (sizes {sizes}, voids {voids})",
            "no dealing of the unseen cards ({count}) fits what you have seen (sizes {sizes}, voids {voids})",
            count=len(self.unseen), sizes=repr(dict(self.sizes)), voids=repr(dict(self.voids))))


def _voids(view: SeatView) -> dict[int, frozenset[Suit]]:
    """R20: the suits each seat has shown it lacks, by not following the suit led."""
    return voids_shown([*view.tricks, *([view.current] if view.current is not None else [])], 3)


def voids_shown(tricks: Sequence[Trick], seats: int) -> dict[int, frozenset[Suit]]:
    """R20 (and follow suit in every game): the suits each of ``seats`` seats has shown it
    lacks in ``tricks``, by not following the suit led."""
    voids: dict[int, set[Suit]] = {s: set() for s in range(seats)}
    for trick in tricks:
        if not trick.cards:
            continue
        led = trick.cards[0].suit
        for offset, card in enumerate(trick.cards[1:], 1):
            if card.suit is not led:
                voids[(trick.leader + offset) % seats].add(led)
    return {s: frozenset(v) for s, v in voids.items() if v}
