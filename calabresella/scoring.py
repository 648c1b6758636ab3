"""Scoring: pure functions from what each side captured to a :class:`DealResult`.

Rules R20 (who wins a trick), R22–R28 (the monte, thirds, whole points, winning,
stakes, Cappotto and Stramazzo, transfers) each have one function here.

E1: K♣, A♣, 2♣ played in that order: the third card wins, 5 thirds.

>>> from calabresella.cards import parse_cards, thirds_of
>>> trick = parse_cards("K♣ A♣ 2♣")
>>> trick_winner_offset(trick), thirds_of(trick)
(2, 5)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from calabresella.actions import Contract, Enhancement
from calabresella.cards import PACK_THIRDS, Card
from calabresella.rules import ITALIAN, Rules


def trick_winner_offset(cards: Sequence[Card]) -> int:
    """R20: which card of a trick wins: the highest of the suit led (0 = the lead).

    Cards of other suits never win: there are no trumps (R4).
    """
    if not cards:
        raise ValueError("an empty trick has no winner (R20)")
    led = cards[0].suit
    best = 0
    for i, card in enumerate(cards):
        if card.suit is led and card.strength > cards[best].strength:
            best = i
    return best


def whole_points(thirds: int) -> int:
    """R24: a side's whole points: its thirds divided by 3, remainder dropped.

    >>> whole_points(18), whole_points(17)
    (6, 5)
    """
    return thirds // 3


def is_cappotto(soloist_tricks: int, total_tricks: int = 12) -> bool:
    """R27 Cappotto: the soloist took all the tricks, or none."""
    return soloist_tricks in (0, total_tricks)


def is_stramazzo(cappotto: bool, losing_side_card_thirds: int, rules: Rules = ITALIAN) -> bool:
    """R27 Stramazzo: no Cappotto, and the losing side captured fewer than 3 card thirds.

    The monte counts for whoever took the last trick; the last trick's own
    bonus of 3 thirds does not count here.
    """
    return not cappotto and losing_side_card_thirds < rules.stramazzo_below_thirds


def multiplier(cappotto: bool, stramazzo: bool, rules: Rules = ITALIAN) -> int:
    """R27: 2 for Cappotto, 3 for Stramazzo, else 1; never combined."""
    if cappotto:
        return rules.cappotto_multiplier
    if stramazzo:
        return rules.stramazzo_multiplier
    return 1


def transfers(soloist: int, won: bool, stake: int, mult: int) -> tuple[int, int, int]:
    """R28: per-seat balance changes; the soloist gains or pays 2·v·m, each defender v·m.

    >>> transfers(0, True, 2, 1)  # E2
    (4, -2, -2)
    """
    sign = 1 if won else -1
    moves = [-sign * stake * mult] * 3
    moves[soloist] = 2 * sign * stake * mult
    return (moves[0], moves[1], moves[2])


@dataclass(frozen=True)
class DealResult:
    """The score of one played deal, with the whole breakdown (R22–R28).

    All amounts are in thirds unless the name says points.
    """

    soloist: int
    contract: Contract
    enhancement: Enhancement
    soloist_tricks: int
    total_tricks: int
    soloist_trick_thirds: int
    defenders_trick_thirds: int
    monte_thirds: int
    last_trick_to_soloist: bool
    last_trick_thirds: int
    soloist_thirds: int
    defenders_thirds: int
    soloist_points: int
    defenders_points: int
    won: bool
    stake: int
    cappotto: bool
    stramazzo: bool
    multiplier: int
    transfers: tuple[int, int, int]
    win_thirds: int

    @property
    def contract_name(self) -> str:
        """``'Solissimo scegliete'``, ``'Solo'``…"""
        if self.contract is Contract.SOLISSIMO and self.enhancement is not Enhancement.PLAIN:
            return f"Solissimo {self.enhancement.value}"
        return self.contract.title

    def summary(self) -> str:
        """One paragraph in plain words."""
        from calabresella.narrate import plural

        side = "the soloist" if self.last_trick_to_soloist else "the defenders"
        extra = f" Cappotto ×{self.multiplier}." if self.cappotto else ""
        extra = f" Stramazzo ×{self.multiplier}." if self.stramazzo else extra
        verdict = "makes" if self.won else "fails"
        return (
            f"{self.contract_name}: the soloist {verdict} it with {plural(self.soloist_thirds, 'third')} "
            f"({plural(self.soloist_points, 'point')}) against {self.defenders_thirds} "
            f"({self.defenders_points}); the last trick and the monte ({plural(self.monte_thirds, 'third')}) "
            f"went to {side}. Stake {self.stake} per defender.{extra} "
            f"Balances move {', '.join(f'{t:+d}' for t in self.transfers)}."
        )

    def _repr_svg_(self) -> str:
        from calabresella.svg import score_svg

        return score_svg(self)


def _check_captures(soloist: int, soloist_cards: int, defenders_cards: int, monte: int, tricks: int, total: int) -> None:
    """Refuse captures that no deal can produce, saying what was expected."""
    if soloist not in (0, 1, 2):
        raise ValueError(f"the soloist is seat 0, 1 or 2 (R2), got {soloist!r}")
    if min(soloist_cards, defenders_cards, monte) < 0:
        raise ValueError("card thirds cannot be negative (R5)")
    if soloist_cards + defenders_cards + monte > PACK_THIRDS:
        raise ValueError(
            f"the tricks and the monte hold {soloist_cards + defenders_cards + monte} card thirds, "
            f"but the pack has only {PACK_THIRDS} (R5)"
        )
    if not 0 <= tricks <= total:
        raise ValueError(f"the soloist took between 0 and {total} tricks, not {tricks} (R20)")
    if (tricks == 0 and soloist_cards) or (tricks == total and defenders_cards):
        raise ValueError("a side that took no trick has no card thirds in tricks (R21)")


def score_deal(
    *,
    soloist: int,
    contract: Contract,
    enhancement: Enhancement = Enhancement.PLAIN,
    soloist_trick_thirds: int,
    defenders_trick_thirds: int,
    monte_thirds: int,
    last_trick_to_soloist: bool,
    soloist_tricks: int,
    total_tricks: int = 12,
    rules: Rules = ITALIAN,
) -> DealResult:
    """R22–R28: score a deal from what each side captured.

    E2, a Solo where the soloist totals 18 thirds and the defenders 17:

    >>> r = score_deal(soloist=0, contract=Contract.SOLO, soloist_trick_thirds=13,
    ...                defenders_trick_thirds=17, monte_thirds=2,
    ...                last_trick_to_soloist=True, soloist_tricks=7)
    >>> r.soloist_thirds, r.defenders_thirds, r.soloist_points, r.defenders_points
    (18, 17, 6, 5)
    >>> r.won, r.stake, r.multiplier, r.transfers
    (True, 2, 1, (4, -2, -2))
    """
    _check_captures(soloist, soloist_trick_thirds, defenders_trick_thirds, monte_thirds, soloist_tricks, total_tricks)
    bonus = rules.last_trick_thirds
    # R22: the monte goes with the last trick; R23: each side's total.
    soloist_cards = soloist_trick_thirds + (monte_thirds if last_trick_to_soloist else 0)
    defenders_cards = defenders_trick_thirds + (0 if last_trick_to_soloist else monte_thirds)
    soloist_thirds = soloist_cards + (bonus if last_trick_to_soloist else 0)
    defenders_thirds = defenders_cards + (0 if last_trick_to_soloist else bonus)
    won = soloist_thirds >= rules.win_thirds  # R25
    stake = rules.stake(
        contract.value, enhancement.value if enhancement is not Enhancement.PLAIN else ""
    )
    cappotto = is_cappotto(soloist_tricks, total_tricks)
    stramazzo = is_stramazzo(cappotto, defenders_cards if won else soloist_cards, rules)
    mult = multiplier(cappotto, stramazzo, rules)
    return DealResult(
        soloist=soloist,
        contract=contract,
        enhancement=enhancement,
        soloist_tricks=soloist_tricks,
        total_tricks=total_tricks,
        soloist_trick_thirds=soloist_trick_thirds,
        defenders_trick_thirds=defenders_trick_thirds,
        monte_thirds=monte_thirds,
        last_trick_to_soloist=last_trick_to_soloist,
        last_trick_thirds=bonus,
        soloist_thirds=soloist_thirds,
        defenders_thirds=defenders_thirds,
        soloist_points=whole_points(soloist_thirds),
        defenders_points=whole_points(defenders_thirds),
        won=won,
        stake=stake,
        cappotto=cappotto,
        stramazzo=stramazzo,
        multiplier=mult,
        transfers=transfers(soloist, won, stake, mult),
        win_thirds=rules.win_thirds,
    )
