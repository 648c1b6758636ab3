"""The calling games' score (C8): each side's thirds and whole points, made or not, each seat's score.

Two sides: the bidder's (the bidder and the called card's holder, or the bidder alone) and the
others. Each side's card thirds count in whole points, the fraction dropped, and the side that
takes the last trick adds its point (and takes the monte, C6): the two sides share 11 points.
The bidder's side makes its contract with ``win_points`` (6 of 11). Under ``"stakes"`` each
opponent pays the contract's stake (or receives it, if the contract fails), the bidder's partner
gets one stake and the bidder the rest: every deal adds up to zero. Under ``"points"`` each seat
scores its side's whole points.

>>> side_points((17, 15), last_side=1)
(5, 6)
>>> stakes(bidder=0, partner=2, players=4, stake=1, made=True)
(1, -1, 1, -1)
>>> stakes(bidder=1, partner=None, players=5, stake=2, made=False)
(2, -8, 2, 2, 2)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from calabresella.engine.cards import Card
from calabresella.engine.tricks import Trick
from calabresella.games.calling.hooks import module
from calabresella.games.calling.rules import LAST_TRICK_POINTS, THIRDS_PER_POINT, CallingRules


@dataclass(frozen=True)
class CallingResult:
    """The score of one deal of a calling game (C8).

    ``passed``: everyone passed and the deal was thrown in (C2): no play, every score 0 and
    the other fields empty. Otherwise ``bidder`` won the auction with ``contract`` (its name),
    ``called`` the card named (None if none), ``partner`` the seat that held it and played on
    the bidder's side (None: the bidder alone). ``sides`` are the bidder's side's seats and the
    others'; ``side_tricks``, ``side_thirds`` (the monte's with the last trick, C6) and
    ``side_points`` (whole points and the last trick's point) are by side, the bidder's first;
    ``made`` whether the bidder's side reached ``rules.win_points``; ``scores`` each seat's.
    """

    rules: CallingRules
    passed: bool
    bidder: int | None
    contract: str | None
    called: Card | None
    partner: int | None
    sides: tuple[tuple[int, ...], tuple[int, ...]]
    side_tricks: tuple[int, int]
    side_thirds: tuple[int, int]
    monte_thirds: int
    last_trick_seat: int | None
    side_points: tuple[int, int]
    made: bool | None
    scores: tuple[int, ...]

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def bidder_side(self) -> tuple[int, ...]:
        """C3: the bidder and his partner (or the bidder alone)."""
        return self.sides[0]

    @property
    def other_side(self) -> tuple[int, ...]:
        """The seats against the bidder."""
        return self.sides[1]

    @property
    def alone(self) -> bool:
        """Whether the bidder played alone (no call, an exchange, or the called card his own or in the monte)."""
        return not self.passed and self.partner is None

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats of the side that won the deal (none for a deal thrown in)."""
        if self.made is None:
            return ()
        return self.sides[0] if self.made else self.sides[1]

    def side_of(self, seat: int) -> int:
        """0 for a seat of the bidder's side, 1 for the others."""
        return 0 if seat in self.sides[0] else 1

    def lines(self, names: Sequence[str] | None = None) -> list[str]:
        """The score line by line (a presentation hook: :mod:`calabresella.games.calling.narrate`)."""
        return list(module("narrate").score_lines(self, names))

    def summary(self, names: Sequence[str] | None = None) -> str:
        """The score in one sentence (a presentation hook)."""
        return str(module("narrate").result_summary(self, names))


def side_points(thirds: Sequence[int], last_side: int) -> tuple[int, int]:
    """C8: each side's whole points from its thirds (the fraction dropped), the last trick's
    point to the side ``last_side`` (0 the bidder's, 1 the others) that took it."""
    points = [t // THIRDS_PER_POINT for t in thirds]
    points[last_side] += LAST_TRICK_POINTS
    return points[0], points[1]


def stakes(bidder: int, partner: int | None, players: int, stake: int, made: bool) -> tuple[int, ...]:
    """C8 ``"stakes"``: each opponent pays ``stake`` if the contract is made (receives it if not);
    the partner gets (pays) one stake, the bidder the rest: the scores add up to zero."""
    sign = 1 if made else -1
    side = {bidder} | ({partner} if partner is not None else set())
    others = players - len(side)
    scores = [-sign * stake if s not in side else 0 for s in range(players)]
    if partner is not None:
        scores[partner] = sign * stake
    scores[bidder] = sign * stake * others - (sign * stake if partner is not None else 0)
    return tuple(scores)


def passed_result(rules: CallingRules) -> CallingResult:
    """C2: a deal everyone passed: thrown in, no play, every score 0."""
    return CallingResult(
        rules=rules, passed=True, bidder=None, contract=None, called=None, partner=None, sides=((), ()),
        side_tricks=(0, 0), side_thirds=(0, 0), monte_thirds=0, last_trick_seat=None, side_points=(0, 0),
        made=None, scores=(0,) * rules.players,
    )


def score_calling(
    tricks: Sequence[Trick], monte: Sequence[Card], bidder: int, contract: str, called: Card | None,
    partner: int | None, rules: CallingRules,
) -> CallingResult:
    """C6, C8: the result of a played deal from its tricks and the monte at the end (laid away,
    or never taken), which counts for the side of the last trick."""
    side = tuple(sorted({bidder} | ({partner} if partner is not None else set())))
    others = tuple(s for s in range(rules.players) if s not in side)
    tricks_won = [0, 0]
    thirds = [0, 0]
    for trick in tricks:
        winner = trick.winner
        assert winner is not None
        index = 0 if winner in side else 1
        tricks_won[index] += 1
        thirds[index] += trick.thirds
    last = tricks[-1].winner
    assert last is not None
    last_side = 0 if last in side else 1
    monte_thirds = sum(c.thirds for c in monte)
    thirds[last_side] += monte_thirds
    points = side_points(thirds, last_side)
    made = points[0] >= rules.win_points
    if rules.scoring == "stakes":
        scores = stakes(bidder, partner, rules.players, rules.contract(contract).stake, made)
    else:
        scores = tuple(points[0] if s in side else points[1] for s in range(rules.players))
    return CallingResult(
        rules=rules, passed=False, bidder=bidder, contract=contract, called=called, partner=partner,
        sides=(side, others), side_tricks=(tricks_won[0], tricks_won[1]), side_thirds=(thirds[0], thirds[1]),
        monte_thirds=monte_thirds, last_trick_seat=last, side_points=points, made=made, scores=scores,
    )
