"""The marks of the card-by-card review: how much a card cost its side, in four steps.

A card's *cost* is what the player's own side loses by it against best play (every hand
face up), in thirds; :class:`Mark` turns it into four steps (good, slip, mistake,
blunder) justified by the scoring rules (R23–R27), and :func:`outcome_band` says when a
card changes the outcome of the deal. :mod:`calabresella.analysis.review` gives each card
played its mark.
"""

from __future__ import annotations

import enum

from calabresella.engine.cards import PACK_THIRDS
from calabresella.games.italian.rules import Rules
from calabresella.words import N_, _, dev
from calabresella.words.message import Message

__all__ = ["WHOLE_POINT", "Mark", "card_mark", "outcome_band", "outcome_message", "outcome_words"]


class Mark(enum.Enum):
    """How much a card cost its player's side, in four steps a learner can read.

    The steps follow the scoring rules (R23–R27):

    - ``GOOD``: it costs nothing: the side's best total with best play is unchanged
      (it is one of the best cards, or as good as them).
    - ``SLIP``: it costs one or two thirds, less than a whole point (R24 counts whole
      points, 3 thirds), and does not change the outcome of the deal.
    - ``MISTAKE``: it costs 3 thirds or more (a whole point or more), without changing
      the outcome.
    - ``BLUNDER``: it changes the outcome of the deal with best play (:func:`outcome_band`):
      the contract made becomes lost or the other way round (R25: the soloist needs
      ``rules.win_thirds`` thirds), or a Cappotto or Stramazzo (R27, which doubles or
      triples the stake) becomes certain or stops being certain. This is whatever the
      cost in thirds: one third across the line of 18 changes who pays.

    Cappotto and Stramazzo depend on who takes which trick, not only on the thirds,
    and the solver counts thirds; so the review counts one only where the thirds alone
    make it certain (see :func:`outcome_band`).
    """

    GOOD = "good"
    SLIP = "slip"
    MISTAKE = "mistake"
    BLUNDER = "blunder"

    @property
    def words(self) -> str:
        """The mark in plain words for a learner, in the language chosen."""
        return _(_MARK_WORDS[self])

    @property
    def message(self) -> Message:
        """The mark in plain words, as a message (said where it is shown)."""
        return Message(_MARK_WORDS[self])

    def __repr__(self) -> str:
        return dev(f"Mark.{self.name}")


_MARK_WORDS = {
    Mark.GOOD: N_("a good card: it gives nothing away"),
    Mark.SLIP: N_("a slip: it gives away less than a whole point"),
    Mark.MISTAKE: N_("a mistake: it gives away a whole point or more"),
    Mark.BLUNDER: N_("a blunder: it changes the outcome of the deal"),
}

_OUTCOME_WORDS = {
    2: N_("the contract made with a Cappotto or Stramazzo against the defenders"),
    1: N_("the contract made"),
    -1: N_("the contract lost"),
    -2: N_("the contract lost with a Cappotto or Stramazzo against the soloist"),
}


def outcome_words(band: int) -> str:
    """An :func:`outcome_band` in plain words.

    >>> outcome_words(1), outcome_words(-2)
    ('the contract made', 'the contract lost with a Cappotto or Stramazzo against the soloist')
    """
    return _(_OUTCOME_WORDS[band])


def outcome_message(band: int) -> Message:
    """An :func:`outcome_band` in plain words, as a message (said where it is shown)."""
    return Message(_OUTCOME_WORDS[band])


def outcome_band(value: int, rules: Rules) -> int:
    """The outcome a soloist's final total of ``value`` thirds certainly gives (R25, R27).

    ``2``: the contract is made and the defenders certainly suffer a Cappotto or a
    Stramazzo; ``1``: made; ``-1``: lost; ``-2``: lost, and a Cappotto or Stramazzo
    against the soloist is certain.

    The losing side's *card* thirds decide a Stramazzo (fewer than
    ``rules.stramazzo_below_thirds``; the last trick's bonus does not count), and a
    Cappotto (every trick, or none) leaves the losers no thirds at all. A total of ``v``
    thirds leaves the other side ``total - v`` thirds, of which the bonus may or may not
    be part; so with the default profile (35 thirds, a bonus of 3, Stramazzo below 3):
    33 or more certainly gives a Cappotto or Stramazzo against the defenders (they have
    at most 2 thirds), 2 or fewer one against the soloist, and 30–32 or 3–5 may or may
    not, depending on who takes the last trick: those count as plain made or lost.

    >>> from calabresella.games.italian.rules import ITALIAN
    >>> [outcome_band(v, ITALIAN) for v in (0, 2, 3, 17, 18, 32, 33, 35)]
    [-2, -2, -1, -1, 1, 1, 2, 2]
    """
    total = PACK_THIRDS + rules.last_trick_thirds
    below = rules.stramazzo_below_thirds
    if value >= rules.win_thirds:
        return 2 if total - value < below else 1
    return -2 if value < below else -1


def card_mark(cost: int, before: int, after: int, rules: Rules) -> Mark:
    """The :class:`Mark` of a card that cost ``cost`` thirds and moved the soloist's
    best-play total from ``before`` to ``after`` (see :class:`Mark`).

    >>> from calabresella.games.italian.rules import ITALIAN
    >>> [card_mark(c, b, a, ITALIAN).name for c, b, a in ((0, 20, 20), (2, 22, 20), (4, 24, 20), (1, 18, 17))]
    ['GOOD', 'SLIP', 'MISTAKE', 'BLUNDER']
    """
    if cost == 0:
        return Mark.GOOD
    if outcome_band(before, rules) != outcome_band(after, rules):
        return Mark.BLUNDER
    return Mark.SLIP if cost < WHOLE_POINT else Mark.MISTAKE


WHOLE_POINT = 3
"""R24: a whole point is 3 thirds: a card costing this much or more is a mistake."""
