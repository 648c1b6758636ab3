"""Rovescino's scoring (V6c, V6d): a deal's thirds and penalty points, per seat.

>>> from calabresella.engine.cards import parse_cards
>>> from calabresella.engine.tricks import new_trick
>>> from calabresella.games.rovescino.rules import ROVESCINO
>>> seat_points((10, 9, 8, 5), 1, ROVESCINO)  # thirds taken; seat 1 took the last trick
(3, 4, 2, 1)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from calabresella.engine.cards import PACK, Card, pack_problem
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError
from calabresella.engine.tricks import Trick, taken
from calabresella.games.rovescino.rules import THIRDS_PER_POINT, RovescinoRules, check_rules
from calabresella.words import Seat, dev, many, msg


@dataclass(frozen=True)
class RovescinoResult:
    """The score of one Rovescino deal (V6c, V6d): per seat, what it took and what it is charged.

    ``seat_thirds`` are the card thirds each seat took (the monte's with the last trick, V6b);
    ``seat_points`` its whole points before the cappotto; ``penalties`` what it is charged.
    """

    players: int
    seat_tricks: tuple[int, ...]
    seat_thirds: tuple[int, ...]
    monte_thirds: int
    last_trick_seat: int
    seat_points: tuple[int, ...]
    cappotto_seat: int | None
    penalties: tuple[int, ...]

    @property
    def loser(self) -> tuple[int, ...]:
        """The seats charged the most this deal."""
        top = max(self.penalties)
        return tuple(s for s, p in enumerate(self.penalties) if p == top)

    def lines(self, names: Sequence[str] | None = None) -> list[str]:
        """The score line by line (a presentation hook: :mod:`calabresella.games.rovescino.narrate`)."""
        from calabresella.games.rovescino.narrate import result_lines

        return result_lines(self, names)

    def summary(self, names: Sequence[str] | None = None) -> str:
        """The score in one sentence (a presentation hook)."""
        from calabresella.games.rovescino.narrate import result_summary

        return result_summary(self, names)


def seat_points(thirds: Sequence[int], last: int, rules: RovescinoRules) -> tuple[int, ...]:
    """V6c: each seat's whole points from its thirds, ``last`` having taken the last trick.

    Every seat's thirds count in whole points, the remainder dropped (Dossena), and the
    last trick adds ``rules.last_trick_points``. With ``fractions="last-trick"`` (the
    Traversone pages) the last trick's taker is charged instead what the others are not:
    the deal's points less the sum of theirs, so the deal always charges its 11 points.
    """
    points = [t // THIRDS_PER_POINT for t in thirds]
    if rules.fractions == "last-trick":
        others = sum(p for s, p in enumerate(points) if s != last)
        points[last] = rules.deal_points - others
    else:
        points[last] += rules.last_trick_points
    return tuple(points)


def cappotto(points: Sequence[int], rules: RovescinoRules) -> int | None:
    """V6d: the seat that took every point of the deal (its points are the deal's 11), if any."""
    for seat, amount in enumerate(points):
        if amount == rules.deal_points:
            return seat
    return None


def penalties(points: Sequence[int], rules: RovescinoRules) -> tuple[tuple[int, ...], int | None]:
    """V6d: what each seat is charged: its points; but a seat that takes every point (cappotto)
    is charged nothing and every other seat the deal's points (11) instead."""
    seat = cappotto(points, rules)
    if seat is None:
        return tuple(points), None
    return tuple(0 if s == seat else rules.deal_points for s in range(len(points))), seat


def score_rovescino(tricks: Sequence[Trick], monte: Sequence[Card], rules: RovescinoRules) -> RovescinoResult:
    """V6b–V6d: score a complete deal from its tricks and its monte (empty if none).

    The tricks must be the deal's, in order: every card played once, the winner of each
    leading the next. A monte goes to the winner of the last trick (V6b).
    """
    check_rules(rules)
    if isinstance(tricks, (str, bytes)) or not isinstance(tricks, Sequence) or not all(isinstance(t, Trick) for t in tricks):
        raise ArgumentTypeError(msg("tricks must be the deal's complete Tricks (V6), got {value!r}", value=tricks))
    if isinstance(monte, (str, bytes)) or not isinstance(monte, Sequence) or not all(isinstance(c, Card) for c in monte):
        raise ArgumentTypeError(msg("monte must be the deal's undealt Cards (V6b), got {value!r}", value=monte))
    if len(tricks) != rules.tricks or not all(t.complete and t.players == rules.players for t in tricks):
        raise ArgumentValueError(many("a deal of {profile!r} is scored after its {count} complete trick (V6)",
                                      "a deal of {profile!r} is scored after its {count} complete tricks (V6)",
                                      rules.tricks, profile=rules.name))
    expected_monte = rules.rest_size if rules.monte else 0
    if len(monte) != expected_monte:
        raise ArgumentValueError(many("{rule}: the monte of {profile!r} has {count} card, got {got}",
                                      "{rule}: the monte of {profile!r} has {count} cards, got {got}",
                                      expected_monte, rule="V6b", profile=rules.name, got=len(monte)))
    cards = [c for t in tricks for c in t.cards] + list(monte) + list(rules.aside_cards)
    problem = pack_problem(cards)
    if problem:
        raise ArgumentValueError(msg(
            "{rule}: the tricks, the monte and the cards set aside hold each of the {pack} cards once: {problem}",
            rule="V6a", pack=len(PACK), problem=problem))
    for before, after in zip(tricks, tricks[1:], strict=False):
        if after.leader != before.winner:
            assert before.winner is not None, dev("a complete trick has a winner")
            raise ArgumentValueError(msg(
                "{rule}: the winner of a trick leads the next: {winner} won a trick, but {leader} led the next",
                rule="V6", winner=Seat(before.winner), leader=Seat(after.leader)))
    return _score(tricks, monte, rules)


def _score(tricks: Sequence[Trick], monte: Sequence[Card], rules: RovescinoRules) -> RovescinoResult:
    """:func:`score_rovescino` of a deal the engine played: its tricks need no checking."""
    players = rules.players
    seat_tricks, thirds, last = taken(tricks, players)
    monte_thirds = sum(c.thirds for c in monte)
    thirds[last] += monte_thirds
    points = seat_points(thirds, last, rules)
    charged, seat = penalties(points, rules)
    return RovescinoResult(
        players=players,
        seat_tricks=tuple(seat_tricks),
        seat_thirds=tuple(thirds),
        monte_thirds=monte_thirds,
        last_trick_seat=last,
        seat_points=points,
        cappotto_seat=seat,
        penalties=charged,
    )
