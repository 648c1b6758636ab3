"""Scoring: pure functions from what each side captured to a :class:`DealResult`.

Rules R20 (who wins a trick), R22–R28 (the monte, thirds, whole points, winning,
stakes, Cappotto and Stramazzo, transfers) each have one function here.

E1: K♣, A♣, 2♣ played in that order: the third card wins, 5 thirds.

>>> from calabresella.engine.cards import parse_cards, thirds_of
>>> trick = parse_cards("K♣ A♣ 2♣")
>>> trick_winner_offset(trick), thirds_of(trick)
(2, 5)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from calabresella.engine import actions
from calabresella.engine.actions import Contract, Enhancement
from calabresella.engine.cards import PACK, PACK_THIRDS
from calabresella.engine.errors import (
    ArgumentValueError,
    check_bool,
    check_instance,
    check_int,
)
from calabresella.engine.points import ACE_THIRDS as ACE_THIRDS  # what every game's points share
from calabresella.engine.points import PACK_ACES as PACK_ACES
from calabresella.engine.points import PACK_BLANKS as PACK_BLANKS
from calabresella.engine.points import PACK_COUNTERS as PACK_COUNTERS
from calabresella.engine.points import _pile_can_hold
from calabresella.engine.points import piles_can_hold as piles_can_hold
from calabresella.engine.points import whole_points as whole_points
from calabresella.engine.tricks import check_trick_count, winner_offset
from calabresella.games.italian.rules import ITALIAN, Rules
from calabresella.words import N_, _, dev, many, msg

trick_winner_offset = winner_offset
"""R20: which card of a trick wins (the engine's :func:`~calabresella.engine.tricks.winner_offset`, for every game)."""

RULES_EXAMPLE = N_("a Rules value such as ITALIAN (or calabresella.games.italian.rules.profile('italian'))")
"""What a rules argument should be, in an error (in the catalogue: said with ``_(RULES_EXAMPLE)``)."""



def is_cappotto(soloist_tricks: int, total_tricks: int = 12) -> bool:
    """R27 Cappotto: the soloist took all the tricks, or none."""
    total = check_int(total_tricks, "total_tricks", 1, rule="R7")
    return check_int(soloist_tricks, "soloist_tricks", 0, total, rule="R20") in (0, total)


def is_stramazzo(cappotto: bool, losing_side_card_thirds: int, rules: Rules = ITALIAN) -> bool:
    """R27 Stramazzo: no Cappotto, and the losing side captured fewer than
    ``rules.stramazzo_below_thirds`` card thirds (3 in the Italian profile).

    The monte counts for whoever took the last trick; the last trick's own
    bonus of 3 thirds does not count here.
    """
    check_bool(cappotto, "cappotto", rule="R27")
    check_int(losing_side_card_thirds, "losing_side_card_thirds", 0, PACK_THIRDS, rule="R5")
    check_instance(rules, Rules, "rules", _(RULES_EXAMPLE))
    return not cappotto and losing_side_card_thirds < rules.stramazzo_below_thirds


def multiplier(cappotto: bool, stramazzo: bool, rules: Rules = ITALIAN) -> int:
    """R27: the profile's multiplier for Cappotto (2 in the Italian profile) or Stramazzo (3),
    else 1; never combined."""
    check_bool(cappotto, "cappotto", rule="R27")
    check_bool(stramazzo, "stramazzo", rule="R27")
    check_instance(rules, Rules, "rules", _(RULES_EXAMPLE))
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
    check_int(soloist, "soloist", 0, 2, rule="R2")
    check_bool(won, "won", rule="R25")
    check_int(stake, "stake", 1, rule="R26")
    check_int(mult, "mult", 1, rule="R27")
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
    stramazzo_below_thirds: int = ITALIAN.stramazzo_below_thirds
    """R27: the profile's Stramazzo threshold, which the result's sentences state."""

    @property
    def contract_name(self) -> str:
        """``'Solissimo scegliete'``, ``'Solo'``…"""
        return actions.contract_title(self.contract, self.enhancement)

    def summary(self) -> str:
        """One paragraph in plain words (the text lives in :mod:`calabresella.show.narrate`)."""
        from calabresella.show.narrate import result_summary

        return result_summary(self)

    def _repr_svg_(self) -> str:
        from calabresella.show.svg import score_svg

        return score_svg(self)


def _check_inputs(
    soloist: object,
    contract: object,
    enhancement: object,
    soloist_trick_thirds: object,
    defenders_trick_thirds: object,
    monte_thirds: object,
    last_trick_to_soloist: object,
    soloist_tricks: object,
    total_tricks: object,
    rules: object,
) -> int:
    """Refuse every input that no finished deal of ``rules`` can produce, saying what was
    expected and the rule; return the number of tricks of a deal."""
    check_instance(rules, Rules, "rules", _(RULES_EXAMPLE))
    assert isinstance(rules, Rules)
    check_int(soloist, "soloist", 0, 2, rule="R2")
    check_instance(contract, Contract, "contract", _("a Contract such as Contract.SOLO (R8)"))
    check_instance(enhancement, Enhancement, "enhancement", _("an Enhancement such as Enhancement.PLAIN (R16)"))
    if enhancement is not Enhancement.PLAIN and contract is not Contract.SOLISSIMO:
        assert isinstance(contract, Contract) and isinstance(enhancement, Enhancement)
        raise ArgumentValueError(msg(
            "a {contract} must have enhancement=Enhancement.PLAIN (R16: only a Solissimo is "
            "played dividete or scegliete), got {enhancement!r}", contract=contract.title, enhancement=enhancement))
    check_bool(last_trick_to_soloist, "last_trick_to_soloist", rule="R22")
    tricks = rules.hand_size
    check_trick_count(total_tricks, tricks, rules.name, "R7")
    won = check_int(soloist_tricks, "soloist_tricks", 0, tricks, rule="R20")
    parts = (
        check_int(soloist_trick_thirds, "soloist_trick_thirds", 0, PACK_THIRDS, rule="R5"),
        check_int(defenders_trick_thirds, "defenders_trick_thirds", 0, PACK_THIRDS, rule="R5"),
        check_int(monte_thirds, "monte_thirds", 0, PACK_THIRDS, rule="R5"),
    )
    if sum(parts) != PACK_THIRDS:
        raise ArgumentValueError(msg(
            "a finished deal has all {cards} cards in the tricks and the monte, so {mine} + "
            "{theirs} + {in_monte} must be the pack's {pack} thirds (R5), got "
            "{soloist} + {defenders} + {monte} = {total}", cards=len(PACK), pack=PACK_THIRDS, soloist=parts[0],
            defenders=parts[1], monte=parts[2], total=sum(parts), mine=dev("soloist_trick_thirds"),
            theirs=dev("defenders_trick_thirds"), in_monte=dev("monte_thirds")))
    if won == 0 and last_trick_to_soloist:
        raise ArgumentValueError(msg(
            "a soloist who took no trick did not take the last one (R22): {fix}",
            fix=msg("{last_trick} must be False when {tricks} is 0", last_trick=dev("last_trick_to_soloist"),
                    tricks=dev("soloist_tricks"))))
    if won == tricks and not last_trick_to_soloist:
        raise ArgumentValueError(many(
            "a soloist who took all {count} trick took the last one too (R22): {fix}",
            "a soloist who took all {count} tricks took the last one too (R22): {fix}", tricks,
            fix=msg("{last_trick} must be True when {tricks} is {count}", last_trick=dev("last_trick_to_soloist"),
                    tricks=dev("soloist_tricks"), count=tricks)))
    cards = (3 * won, 3 * (tricks - won), rules.monte_size)
    pack = {"aces": PACK_ACES, "counters": PACK_COUNTERS, "blanks": PACK_BLANKS}
    for which, (held, thirds) in enumerate(zip(cards, parts, strict=True)):
        if not _pile_can_hold(held, thirds):
            raise ArgumentValueError(_pile_refusal(which, won, tricks - won, cards=held, thirds=thirds, **pack))
    if not piles_can_hold(list(cards), parts):
        raise ArgumentValueError(msg(
            "no deal splits the pack so: the soloist's {soloist} ({soloist_cards} cards) worth {soloist_thirds} "
            "thirds, the defenders' {defenders} ({defenders_cards} cards) worth {defenders_thirds} and the monte "
            "({monte_cards} cards) worth {monte_thirds}, since the pack has only {aces} aces of 3 thirds, "
            "{counters} cards of 1 and {blanks} of 0 (R5, R7, R20)",
            soloist=many("{count} trick", "{count} tricks", won), soloist_cards=cards[0], soloist_thirds=parts[0],
            defenders=many("{count} trick", "{count} tricks", tricks - won), defenders_cards=cards[1],
            defenders_thirds=parts[1], monte_cards=cards[2], monte_thirds=parts[2], **pack))
    return tricks


def _pile_refusal(which: int, won: int, lost: int, **params: Any) -> Any:
    """Why one pile of a deal (0: the soloist's tricks, 1: the defenders', 2: the monte) cannot
    be worth what it was said to be worth (R5, R7, R20)."""
    if which == 0:
        return many("the soloist's {count} trick ({cards} cards) cannot be worth {thirds} thirds: the pack has "
                    "{aces} aces of 3 thirds, {counters} cards of 1 and {blanks} of 0 (R5, R7, R20)",
                    "the soloist's {count} tricks ({cards} cards) cannot be worth {thirds} thirds: the pack has "
                    "{aces} aces of 3 thirds, {counters} cards of 1 and {blanks} of 0 (R5, R7, R20)", won, **params)
    if which == 1:
        return many("the defenders' {count} trick ({cards} cards) cannot be worth {thirds} thirds: the pack has "
                    "{aces} aces of 3 thirds, {counters} cards of 1 and {blanks} of 0 (R5, R7, R20)",
                    "the defenders' {count} tricks ({cards} cards) cannot be worth {thirds} thirds: the pack has "
                    "{aces} aces of 3 thirds, {counters} cards of 1 and {blanks} of 0 (R5, R7, R20)", lost, **params)
    return msg("the monte ({cards} cards) cannot be worth {thirds} thirds: the pack has {aces} aces of 3 thirds, "
               "{counters} cards of 1 and {blanks} of 0 (R5, R7, R20)", **params)


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
    total_tricks: int | None = None,
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

    Only what a finished deal of ``rules`` can produce is scored: ``total_tricks`` is the
    profile's number of tricks (``rules.hand_size``, the default); the soloist's ``k``
    tricks hold ``3k`` cards, the defenders' the rest, the monte ``rules.monte_size``,
    and together they hold the pack's 32 thirds (R5); whoever took the last trick took
    a trick. Anything else is refused, naming the rule:

    >>> score_deal(soloist=0, contract=Contract.SOLO, soloist_trick_thirds=0,
    ...            defenders_trick_thirds=30, monte_thirds=2,
    ...            last_trick_to_soloist=True, soloist_tricks=0)
    Traceback (most recent call last):
      ...
    calabresella.words.errors.ArgumentValueError: a soloist who took no trick did not take the last one (R22): last_trick_to_soloist must be False when soloist_tricks is 0
    """
    deal = (soloist, contract, enhancement, soloist_trick_thirds, defenders_trick_thirds, monte_thirds,
            last_trick_to_soloist, soloist_tricks)
    total_tricks = _check_inputs(*deal, total_tricks, rules)
    return score_checked(*deal, total_tricks, rules)


def score_checked(
    soloist: int,
    contract: Contract,
    enhancement: Enhancement,
    soloist_trick_thirds: int,
    defenders_trick_thirds: int,
    monte_thirds: int,
    last_trick_to_soloist: bool,
    soloist_tricks: int,
    total_tricks: int,
    rules: Rules,
) -> DealResult:
    """R22–R28: :func:`score_deal`'s arithmetic, for inputs already known to come from a
    finished deal of ``rules`` (they are not checked again): the simulator's score table,
    whose every key comes from a deal it played, fills itself with it."""
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
        stramazzo_below_thirds=rules.stramazzo_below_thirds,
    )
