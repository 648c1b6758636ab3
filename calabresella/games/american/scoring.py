"""The American account's scoring (V4): whole points, the difference won from or paid to each
adversary, all 35 counting double.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from calabresella.engine.cards import PACK_THIRDS
from calabresella.engine.errors import ArgumentValueError, check_bool, check_instance, check_int
from calabresella.engine.points import PACK_ACES, PACK_BLANKS, PACK_COUNTERS, piles_can_hold
from calabresella.engine.tricks import check_trick_count
from calabresella.engine.words import NAMES
from calabresella.games.american.rules import AMERICAN, SEATS, AmericanRules, _check_rules, _check_seat
from calabresella.words import N_, Message, dev, many, msg


@dataclass(frozen=True)
class AmericanResult:
    """The score of one American deal (V4), in whole points, with the whole breakdown.

    ``pile_points`` are the rest of the widow and the discards, which go with the last
    trick. ``difference`` is the single player's points minus the adversaries';
    ``per_adversary`` what each adversary pays (won) or receives (lost): the absolute
    difference, or ``all_points_amount`` (70) when one side took all 35 (``all_points``).
    """

    soloist: int
    soloist_tricks: int
    total_tricks: int
    soloist_trick_points: int
    adversaries_trick_points: int
    pile_points: int
    last_trick_to_soloist: bool
    last_trick_points: int
    soloist_points: int
    adversaries_points: int
    won: bool
    difference: int
    all_points: bool
    per_adversary: int
    transfers: tuple[int, int, int]
    win_points: int

    def summary(self, names: Sequence[str] = NAMES) -> str:
        """One sentence in plain words (a presentation hook: :mod:`calabresella.games.american.narrate`)."""
        from calabresella.games.american.narrate import result_summary

        return result_summary(self, names)

    def lines(self, names: Sequence[str] = NAMES) -> list[str]:
        """The score line by line (a presentation hook: :func:`calabresella.games.american.narrate.score_lines`)."""
        from calabresella.games.american.narrate import score_lines

        return score_lines(self, names)

    def _repr_svg_(self) -> str:
        """Draw itself in a notebook (a presentation hook: ``show/`` is imported only here)."""
        from calabresella.show.svg import score_svg

        return score_svg(self)


def american_transfers(
    soloist: int, soloist_points: int, rules: AmericanRules = AMERICAN
) -> tuple[int, int, int]:
    """V4: the balance changes of a deal in which the single player took ``soloist_points``.

    The difference between the sides is won from, or paid to, each adversary; all 35
    points to one side count double, 70.

    >>> american_transfers(0, 23), american_transfers(1, 16), american_transfers(2, 35), american_transfers(2, 0)
    ((22, -11, -11), (3, -6, 3), (-70, -70, 140), (70, 70, -140))
    """
    _check_seat(soloist, "soloist")
    _check_rules(rules)
    total = rules.total_points
    check_int(soloist_points, msg("the single player's points"), 0, total, rule="V4")
    won = soloist_points >= rules.win_points
    sweep = soloist_points in (0, total)
    amount = rules.all_points_amount if sweep else abs(2 * soloist_points - total)
    sign = 1 if won else -1
    moves = [-sign * amount] * SEATS
    moves[soloist] = 2 * sign * amount
    return (moves[0], moves[1], moves[2])


def score_american(
    *,
    soloist: int,
    soloist_trick_points: int,
    adversaries_trick_points: int,
    pile_points: int,
    last_trick_to_soloist: bool,
    soloist_tricks: int,
    total_tricks: int = 12,
    rules: AmericanRules = AMERICAN,
) -> AmericanResult:
    """V4: score a deal from what each side captured. Nothing is rounded.

    23 against 12 wins 11 from each adversary:

    >>> r = score_american(soloist=0, soloist_trick_points=14, adversaries_trick_points=12,
    ...                    pile_points=6, last_trick_to_soloist=True, soloist_tricks=7)
    >>> r.soloist_points, r.adversaries_points, r.won, r.difference, r.transfers
    (23, 12, True, 11, (22, -11, -11))

    Only what a finished deal can produce is scored: ``total_tricks`` is the profile's
    number of tricks (``rules.hand_size``, the default); the single player's ``k``
    tricks hold ``3k`` cards, the adversaries' the rest, the pile (the rest of the widow
    and the discards) ``rules.widow_size``; together they hold the pack's 32 points.
    """
    total_tricks = _check_captures(
        soloist,
        soloist_trick_points,
        adversaries_trick_points,
        pile_points,
        last_trick_to_soloist,
        soloist_tricks,
        total_tricks,
        rules,
    )
    bonus = rules.last_trick_points
    soloist_points = soloist_trick_points + (pile_points + bonus if last_trick_to_soloist else 0)
    adversaries_points = adversaries_trick_points + (0 if last_trick_to_soloist else pile_points + bonus)
    moves = american_transfers(soloist, soloist_points, rules)
    return AmericanResult(
        soloist=soloist,
        soloist_tricks=soloist_tricks,
        total_tricks=total_tricks,
        soloist_trick_points=soloist_trick_points,
        adversaries_trick_points=adversaries_trick_points,
        pile_points=pile_points,
        last_trick_to_soloist=last_trick_to_soloist,
        last_trick_points=bonus,
        soloist_points=soloist_points,
        adversaries_points=adversaries_points,
        won=soloist_points >= rules.win_points,
        difference=soloist_points - adversaries_points,
        all_points=soloist_points in (0, rules.total_points),
        per_adversary=abs(moves[(soloist + 1) % SEATS]),
        transfers=moves,
        win_points=rules.win_points,
    )


def _check_captures(
    soloist: object,
    soloist_trick_points: object,
    adversaries_trick_points: object,
    pile_points: object,
    last_trick_to_soloist: object,
    soloist_tricks: object,
    total_tricks: object,
    rules: object,
) -> int:
    """V4: refuse every capture that no finished deal of ``rules`` can produce; return the
    number of tricks of a deal."""
    _check_rules(rules)
    assert isinstance(rules, AmericanRules), dev("checked just above")
    _check_seat(soloist, "soloist")
    check_bool(last_trick_to_soloist, "last_trick_to_soloist", rule="V4")
    tricks = rules.hand_size
    check_trick_count(total_tricks, tricks, rules.name, "V4")
    won = check_int(soloist_tricks, "soloist_tricks", 0, tricks, rule="V4")
    parts = (
        check_int(soloist_trick_points, "soloist_trick_points", 0, PACK_THIRDS, rule="V4"),
        check_int(adversaries_trick_points, "adversaries_trick_points", 0, PACK_THIRDS, rule="V4"),
        check_int(pile_points, "pile_points", 0, PACK_THIRDS, rule="V4"),
    )
    if sum(parts) != PACK_THIRDS:
        raise ArgumentValueError(msg(
            "the tricks and the pile hold {held}, but the pack holds {pack} "
            "(ace 3; 3, 2, K, Q, J 1 each; V4): a finished deal has every card in them; got {parts}",
            held=many("{count} card point", "{count} card points", sum(parts)), pack=PACK_THIRDS, parts=parts))
    if (won == 0 and last_trick_to_soloist) or (won == tricks and not last_trick_to_soloist):
        raise ArgumentValueError(msg(
            "the last trick goes to a side that took a trick (V4): a single player with no trick did not "
            "take it, one with all {tricks} did; got soloist_tricks={won}, last_trick_to_soloist={last}",
            tricks=tricks, won=won, last=last_trick_to_soloist))
    cards = (3 * won, 3 * (tricks - won), rules.widow_size)
    if not piles_can_hold(cards, parts):
        raise ArgumentValueError(msg(
            "no deal splits the pack so: the single player's {won} ({won_cards}) worth "
            "{won_points}, the adversaries' {lost} ({lost_cards}) worth {lost_points} and "
            "the pile ({pile_cards}) worth {pile_points}, since the pack has only {aces} aces of 3 "
            "points, {counters} cards of 1 and {blanks} of 0 (V4)",
            won=_tricks(won), won_cards=_cards(cards[0]), won_points=_points(parts[0]), lost=_tricks(tricks - won),
            lost_cards=_cards(cards[1]), lost_points=_points(parts[1]), pile_cards=_cards(cards[2]),
            pile_points=_points(parts[2]), aces=PACK_ACES, counters=PACK_COUNTERS, blanks=PACK_BLANKS))
    return tricks


def _points(count: int) -> Message:
    return many("{count} point", "{count} points", count)


def _cards(count: int) -> Message:
    return many("{count} card", "{count} cards", count)


def _tricks(count: int) -> Message:
    return many("{count} trick", "{count} tricks", count)


def score_lines(result: AmericanResult, names: Sequence[str] = NAMES) -> list[str]:
    """The score of an American deal, line by line: :meth:`AmericanResult.lines`, whose words
    are in :func:`calabresella.games.american.narrate.score_lines` (kept here for the course)."""
    check_instance(result, AmericanResult, "result", N_("an AmericanResult such as AmericanDeal(…).result"))
    return result.lines(names)
