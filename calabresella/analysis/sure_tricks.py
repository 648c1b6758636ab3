"""Hands that take every trick whatever the layout: a proof, not a sample (issue 22).

The advisor (:mod:`calabresella.analysis.advisor`) estimates a contract's chance from
sampled deals, pulled towards the contract's base rate and mapped to play by a fitted
curve; at the extremes that caps a certain contract below 92 %. This module says when
no sampling is needed: when the soloist takes all twelve tricks in every layout of the
28 cards he cannot see, and so makes his contract with a Cappotto (R25, R27).

**The test** (:func:`is_closed`, :func:`takes_every_trick`). Call a hand *closed* when
every card in it has every higher card of its suit (R4: 3 > 2 > A > K > Q > J > 7 > 6
> 5 > 4) in the hand too: in each suit the hand holds the top cards, none missing
between them (or no card of that suit at all). The hand takes every trick when it is
closed and either its holder leads to the first trick or it holds a card of every suit.

*Proof.* There are no trumps and the highest card of the suit led wins (R4, R20).
Suppose the holder leads a trick, with any card ``c``. Every card of ``c``'s suit
higher than ``c`` was in his hand: it is still there, or he played it to an earlier
trick. No other player can hold one, so ``c`` wins, and he leads the next trick
(R20). So once he leads, he wins that trick and every one after it. If another player
leads the first trick (R19), in a suit the holder holds (he holds every suit), the card
led is not his, so it is lower than every card he holds in that suit (his are that
suit's top cards); he must follow suit (R20) and whatever he plays wins; then he leads.
Either way he takes all twelve tricks, whatever the other hands and the monte hold, and
however anyone plays. ∎

The proof never looks at the other hands, so it holds for the twelve cards the soloist
plays with:

- in any Solissimo (R16–R18) these are the twelve dealt; the soloist leads first (R19);
- in Chiamo and Solo (R11–R15) he may always keep the twelve he was dealt: he takes the
  monte (R12) and lays those four cards back (R14); in Chiamo, a called card handed over
  by a defender (R11) is the card he gives back (R13), and a called card found in the
  monte goes back with the monte. So a closed dealt hand proves the contract for the
  soloist who exchanges that way (whatever exchange the advisor's sampled play uses).

Whether the soloist leads first depends on the contract and the rules profile (R19, V1);
:func:`takes_every_trick` takes it as ``leads_first``, as the engine says it at the
opening lead.

The soloist then takes all 35 thirds (R23) and wins (R25) with a Cappotto (R27): the
stake is ``2·v·m`` with ``m`` the profile's ``cappotto_multiplier`` (R28).

*Not claimed*: a weaker test counting sure thirds (the contract made, though not every
trick taken) is not here: a hand that loses the lead once may lose it again in a layout
where its other winners are cut off, and no short proof covers that. Only the theorem
above is used.

>>> from calabresella.engine.cards import parse_cards
>>> takes_every_trick(parse_cards("3S 2S AS KS 3H 2H AH 3D 2D AD 3C 2C"), leads_first=False)
True
>>> takes_every_trick(parse_cards("3S 2S KS QS 3H 2H AH 3D 2D AD 3C 2C"), leads_first=True)
False
"""

from __future__ import annotations

from collections.abc import Iterable

from calabresella.engine.cards import Card, Suit

__all__ = ["is_closed", "takes_every_trick"]


def is_closed(hand: Iterable[Card]) -> bool:
    """R4: whether every card of ``hand`` has every higher card of its suit in ``hand``
    too (each suit held is held from its 3 down, with no gap).

    >>> from calabresella.engine.cards import parse_cards
    >>> is_closed(parse_cards("3S 2S AS 3H")), is_closed(parse_cards("3S AS"))
    (True, False)
    """
    cards = set(hand)
    return all(c.strength == 9 or any(o.suit is c.suit and o.strength == c.strength + 1 for o in cards)
               for c in cards)


def takes_every_trick(hand: Iterable[Card], leads_first: bool) -> bool:
    """Whether the holder of ``hand`` takes every trick in every layout (R4, R19, R20):
    ``hand`` is closed (:func:`is_closed`) and he leads to the first trick
    (``leads_first``) or holds a card of every suit. Proved in the module's docstring."""
    cards = tuple(hand)
    if not is_closed(cards):
        return False
    return leads_first or {c.suit for c in cards} == set(Suit)
