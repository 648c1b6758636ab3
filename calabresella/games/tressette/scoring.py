"""Tressette's scoring (V5): a deal's result from its tricks and declarations, the outright wins."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from calabresella.engine.cards import PACK, PACK_THIRDS, NamedEnum, pack_problem
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError
from calabresella.engine.points import whole_points
from calabresella.engine.tricks import Trick, taken
from calabresella.games.tressette.actions import Declare
from calabresella.games.tressette.rules import (
    RULE,
    THIRDS_PER_POINT,
    TRESSETTE_FOR_FOUR,
    TressetteRules,
    _check_rules,
    _check_seat,
)
from calabresella.words import Seat, _, msg


def _sequence(value: object, name: str, expected: str) -> tuple[Any, ...]:
    """``value`` as a tuple, if it is a sequence (not text); else a clear error."""
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise ArgumentTypeError(msg("{name} must be {expected} ({rule}), got {value!r}", name=name,
                                    expected=expected, rule=RULE, value=value))
    return tuple(value)


# ============================================================================== result


class Outright(NamedEnum):
    """V5: the deals that win games outright, whatever the score."""

    NONE = "none"
    CAPPOTTO = "cappotto"
    STRAMAZZO = "stramazzo"
    CAPPOTTONE = "cappottone"
    STRAMAZZONE = "stramazzone"


@dataclass(frozen=True)
class TressetteResult:
    """The score of one Tressette deal, with its whole breakdown (V5).

    Amounts are in thirds unless the name says points or games. Tuples indexed by
    side hold side 0 (seats 0 & 2, or seat 0 in due) then side 1.
    """

    players: int
    seat_tricks: tuple[int, ...]
    seat_card_thirds: tuple[int, ...]
    last_trick_seat: int
    last_trick_thirds: int
    side_tricks: tuple[int, int]
    side_card_thirds: tuple[int, int]
    side_thirds: tuple[int, int]
    side_card_points: tuple[int, int]
    declarations: tuple[tuple[int, Declare], ...]
    side_declared: tuple[int, int]
    side_points: tuple[int, int]
    outright: Outright
    outright_side: int | None
    outright_seat: int | None
    games: int

    @property
    def total_tricks(self) -> int:
        return sum(self.seat_tricks)

    def lines(self, names: Sequence[str] | None = None) -> list[str]:
        """The score line by line, as the command line and notebooks print it (a presentation
        hook: :func:`calabresella.games.tressette.narrate.score_lines`)."""
        from calabresella.games.tressette.narrate import result_lines

        return result_lines(self, names)

    def summary(self, names: Sequence[str] | None = None) -> str:
        """The score in one paragraph (a presentation hook: :mod:`calabresella.games.tressette.narrate`)."""
        from calabresella.games.tressette.narrate import result_summary

        return result_summary(self, names)

    def _repr_svg_(self) -> str:
        """Draw itself in a notebook (a presentation hook: ``show/`` is imported only here)."""
        from calabresella.show.svg import score_svg

        return score_svg(self)


def score_tressette(
    tricks: Sequence[Trick],
    declarations: Sequence[tuple[int, Declare]] = (),
    rules: TressetteRules = TRESSETTE_FOR_FOUR,
) -> TressetteResult:
    """V5: score a complete deal from its tricks and declarations.

    Each side's thirds are the card thirds of the tricks it took plus 3 for the last
    trick; its points are those thirds divided by 3, remainder dropped (11 in all),
    plus its declarations. Then the outright wins (cappottone, stramazzone, cappotto,
    stramazzo; at most one applies: see :data:`TRESSETTE_FOR_FOUR`).
    """
    _check_rules(rules)
    tricks = _sequence(tricks, "tricks", _("the deal's complete TressetteTricks"))
    declarations = _sequence(declarations, "declarations", _("(seat, Declare) pairs"))
    if not all(isinstance(t, Trick) for t in tricks):
        raise ArgumentTypeError(msg("tricks must be the deal's complete TressetteTricks ({rule}), got {tricks!r}",
                                    rule=RULE, tricks=tricks))
    if len(tricks) != rules.tricks or not all(t.complete and t.players == rules.players for t in tricks):
        raise ArgumentValueError(msg("a deal of {profile!r} is scored after its {tricks} complete tricks ({rule})",
                                     profile=rules.name, tricks=rules.tricks, rule=RULE))
    played = [card for trick in tricks for card in trick.cards]
    problem = pack_problem(played)
    if problem:
        raise ArgumentValueError(msg("{rule}: the tricks of a deal hold each of the {pack} cards once: {problem}",
                                     rule=RULE, pack=len(PACK), problem=problem))
    for before, after in zip(tricks, tricks[1:], strict=False):
        if after.leader != before.winner:
            assert before.winner is not None
            raise ArgumentValueError(msg("{rule}: the winner of a trick leads to the next: {winner} won a trick, "
                                         "but {leader} led the next", rule=RULE, winner=Seat(before.winner),
                                         leader=Seat(after.leader)))
    for item in declarations:
        if not (isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], Declare)):
            raise ArgumentTypeError(msg("declarations must be (seat, Declare) pairs ({rule}), got {item!r}",
                                        rule=RULE, item=item))
        _check_seat(item[0], rules)
    if len(set(declarations)) != len(declarations):
        raise ArgumentValueError(msg("{rule}: a player declares each combination once, got {declarations!r}",
                                     rule=RULE, declarations=declarations))
    return _score(tricks, declarations, rules)


def _score(
    tricks: Sequence[Trick], declarations: Sequence[tuple[int, Declare]], rules: TressetteRules
) -> TressetteResult:
    """:func:`score_tressette` of a deal the engine played: its tricks need no checking."""
    players = rules.players
    seat_tricks, seat_thirds, last = taken(tricks, players)
    side_tricks = _by_side(seat_tricks)
    side_cards = _by_side(seat_thirds)
    bonus = rules.last_trick_thirds
    side_thirds = (side_cards[0] + (bonus if last % 2 == 0 else 0), side_cards[1] + (bonus if last % 2 else 0))
    card_points = (whole_points(side_thirds[0]), whole_points(side_thirds[1]))
    declared = [0, 0]
    for seat, declaration in declarations:
        declared[seat % 2] += declaration.points
    outright, o_side, o_seat, games = _outright(seat_tricks, seat_thirds, rules)
    return TressetteResult(
        players=players,
        seat_tricks=tuple(seat_tricks),
        seat_card_thirds=tuple(seat_thirds),
        last_trick_seat=last,
        last_trick_thirds=bonus,
        side_tricks=side_tricks,
        side_card_thirds=side_cards,
        side_thirds=side_thirds,
        side_card_points=card_points,
        declarations=tuple(declarations),
        side_declared=(declared[0], declared[1]),
        side_points=(card_points[0] + declared[0], card_points[1] + declared[1]),
        outright=outright,
        outright_side=o_side,
        outright_seat=o_seat,
        games=games,
    )


def _by_side(per_seat: Sequence[int]) -> tuple[int, int]:
    return (sum(per_seat[0::2]), sum(per_seat[1::2]))


def _outright(
    seat_tricks: Sequence[int], seat_thirds: Sequence[int], rules: TressetteRules
) -> tuple[Outright, int | None, int | None, int]:
    """V5: cappottone, stramazzone, cappotto or stramazzo (the one that applies, if any)."""
    total = rules.tricks
    side_tricks = _by_side(seat_tricks)
    side_cards = _by_side(seat_thirds)
    for side, seats in enumerate(rules.sides):
        other = 1 - side
        if rules.cappottone_games is not None:
            for seat in seats:
                if seat_tricks[seat] == total:
                    return Outright.CAPPOTTONE, side, seat, rules.cappottone_games
        if side_tricks[side] == total:
            return Outright.CAPPOTTO, side, None, rules.cappotto_games
        if side_tricks[other] and side_cards[other] < THIRDS_PER_POINT:
            if rules.stramazzone_games is not None:
                for seat in seats:
                    if PACK_THIRDS - seat_thirds[seat] < THIRDS_PER_POINT:
                        return Outright.STRAMAZZONE, side, seat, rules.stramazzone_games
            return Outright.STRAMAZZO, side, None, rules.stramazzo_games
    return Outright.NONE, None, None, 0
