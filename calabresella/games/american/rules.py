"""The rules of the American account of Calabrasella (V4): the rules value, its profile, the
profile lookup, and the seats (the deal passes to the left).
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from calabresella.engine.cards import PACK, PACK_THIRDS
from calabresella.engine.errors import (
    DealTypeError,
    RulesError,
    RulesTypeError,
    check_int,
    named_profile,
    replaced,
)
from calabresella.words import N_, msg

SEATS = 3
"""V4: three players, two of them partners against the third on each deal."""

_NEXT = (1, 2, 0)


def _check_seat(seat: object, name: str = "seat") -> int:
    """``seat`` if it is 0, 1 or 2; else a clear error."""
    if type(seat) is int and 0 <= seat <= 2:
        return seat
    return check_int(seat, name, 0, 2, rule=msg("V4: seats are numbered 0, 1, 2 in playing order, to the left"))


def _check_rules(rules: object) -> None:
    """An American deal needs :class:`AmericanRules` (not a name, not the Italian game's Rules)."""
    if not isinstance(rules, AmericanRules):
        raise DealTypeError(msg("an American deal needs AmericanRules (V4), such as AMERICAN, got {value!r}", value=rules))


@dataclass(frozen=True)
class AmericanRules:
    """The rule choices of the American account (V4) as one frozen, validated value.

    Fields:

    - ``hand_size``, ``deal_packet``, ``widow_size``: twelve each, dealt in twos, four
      to the widow;
    - ``min_discard``, ``max_discard``: the single player discards one to four cards;
    - ``last_trick_points``: 3; with the pack's 32 card points, 35 in all;
    - ``win_points``: the single player wins with 18 or more (a majority of the 35);
    - ``all_points_amount``: 70, what each adversary pays or receives when one side takes
      all 35 points ("all 35 points count double"; reading 1 of the module docstring);
    - ``exchange_may_return_asked``: False, the card given in exchange may not be the
      asked card itself (reading 3);
    - ``discard_may_include_asked``: True, the discards may include the card received
      (reading 4).

    >>> AMERICAN.total_points, AMERICAN.win_points, AMERICAN.all_points_amount
    (35, 18, 70)
    >>> AmericanRules(deal_packet=5)
    Traceback (most recent call last):
    ...
    calabresella.engine.errors.RulesError: hands of 12 cannot be dealt in packets of 5 (V4: 12 each, dealt in packets of 2)
    """

    name: str = "american"
    description: str = N_(
        "V4: Calabrasella, the American account (Cavendish 1870; Foster's Complete Hoyle): "
        "deal to the left in twos, 'I play' or 'I pass', ask for the best 3 missing, "
        "discard 1-4 and refill from the widow, whole points, the difference from each adversary."
    )
    hand_size: int = 12
    deal_packet: int = 2
    widow_size: int = 4
    min_discard: int = 1
    max_discard: int = 4
    last_trick_points: int = 3
    win_points: int = 18
    all_points_amount: int = 70
    exchange_may_return_asked: bool = False
    discard_may_include_asked: bool = True

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not isinstance(self.description, str):
            raise RulesTypeError(msg("name and description must be text (V4), got {name!r} and {description!r}",
                                     name=self.name, description=self.description))
        if not self.name:
            raise RulesError(msg("a profile needs a name, got {name!r}", name=self.name))
        numbers = (
            "hand_size",
            "deal_packet",
            "widow_size",
            "min_discard",
            "max_discard",
            "last_trick_points",
            "win_points",
            "all_points_amount",
        )
        for name in numbers:
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool):
                raise RulesTypeError(msg("{field} must be a whole number (V4), got {value!r}", field=name, value=value))
        for name in ("exchange_may_return_asked", "discard_may_include_asked"):
            if not isinstance(getattr(self, name), bool):
                raise RulesTypeError(msg("{field} must be True or False (V4), got {value!r}",
                                         field=name, value=getattr(self, name)))
        source = _SOURCE
        dealt = SEATS * self.hand_size + self.widow_size
        if dealt != len(PACK) or self.hand_size < 1:
            raise RulesError(msg(
                "{players} players × {hand_size} cards + a widow of {widow_size} = {dealt}, "
                "but the pack has {pack} cards (R3, V4)",
                players=SEATS, hand_size=self.hand_size, widow_size=self.widow_size, dealt=dealt, pack=len(PACK)))
        if self.deal_packet < 1 or self.hand_size % self.deal_packet:
            raise RulesError(msg(
                "hands of {hand_size} cannot be dealt in packets of {deal_packet} "
                "(V4: {v4_hand_size} each, dealt in packets of {v4_deal_packet})",
                hand_size=self.hand_size, deal_packet=self.deal_packet, v4_hand_size=source["hand_size"],
                v4_deal_packet=source["deal_packet"]))
        if not 1 <= self.min_discard <= self.max_discard <= self.widow_size:
            raise RulesError(msg(
                "the single player discards between min_discard and max_discard cards, with "
                "1 <= min_discard <= max_discard <= the widow's {widow_size} (V4: {v4_min} to {v4_max}), "
                "got {min_discard} and {max_discard}",
                widow_size=self.widow_size, v4_min=source["min_discard"], v4_max=source["max_discard"],
                min_discard=self.min_discard, max_discard=self.max_discard))
        if self.last_trick_points < 0:
            raise RulesError(msg("the last trick is worth 0 or more points (V4: {v4}), got {value}",
                                 v4=source["last_trick_points"], value=self.last_trick_points))
        total = self.total_points
        if not total // 2 < self.win_points <= total:
            raise RulesError(msg(
                "win_points must be a majority of the {total} points, between {low} and "
                "{total} (V4: {v4_win} of {v4_total}), got {value}",
                total=total, low=total // 2 + 1, v4_win=source["win_points"],
                v4_total=PACK_THIRDS + source["last_trick_points"], value=self.win_points))
        if self.all_points_amount < total:
            raise RulesError(msg(
                "all_points_amount is what a sweep of all {total} points is worth, at least {total} "
                "(V4: 'count double', {v4}), got {value}",
                total=total, v4=source["all_points_amount"], value=self.all_points_amount))

    @property
    def total_points(self) -> int:
        """V4: the points of a deal: the pack's 32 card points and the last trick's 3, 35."""
        return PACK_THIRDS + self.last_trick_points

    @property
    def players(self) -> int:
        """V4: three players."""
        return SEATS

    def replace(self, **changes: object) -> AmericanRules:
        """A new profile from this one with some fields changed (validated)."""
        return replaced(self, changes, RulesTypeError)


_SOURCE: dict[str, int] = {f.name: f.default for f in fields(AmericanRules)
                           if isinstance(f.default, int) and not isinstance(f.default, bool)}
"""V4's numbers as the sources give them (the fields' defaults), named in the refusals of other values."""

AMERICAN = AmericanRules()
"""V4: the American account of Calabrasella, profile name ``"american"``."""

AMERICAN_PROFILES: dict[str, AmericanRules] = {AMERICAN.name: AMERICAN}
"""The American profiles by name (one so far)."""


def american_profile(name: str) -> AmericanRules:
    """The American profile called ``name``.

    >>> american_profile("american") is AMERICAN
    True
    """
    return named_profile(name, AMERICAN_PROFILES, N_("an American rule profile"), RulesError, RulesTypeError)


def next_seat(seat: int) -> int:
    """V4: the player on ``seat``'s left: the next to speak, to play, and to deal.

    Seats are numbered in playing order; the American account plays to the left.

    >>> next_seat(0), next_seat(2)
    (1, 0)
    """
    return _NEXT[_check_seat(seat)]


def next_dealer(dealer: int) -> int:
    """V4: the deal passes to the left after every deal, played or abandoned.

    >>> next_dealer(2)
    0
    """
    _check_seat(dealer)
    return next_seat(dealer)
