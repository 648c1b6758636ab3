"""Scoring a deal (R21–R28) and the worked examples E1, E2, on numbers and on whole deals
built card by card so that each outcome (17 or 18 thirds, Cappotto, Stramazzo) is forced."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calabresella import (
    ITALIAN,
    PACK,
    PROFILES,
    Bid,
    Contract,
    Deal,
    DealResult,
    Discard,
    Enhance,
    Enhancement,
    Pass,
    Phase,
    Play,
    Rules,
    Share,
    parse_cards,
    score_deal,
    thirds_of,
)
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError
from calabresella.games.italian.scoring import (
    is_cappotto,
    is_stramazzo,
    multiplier,
    transfers,
    trick_winner_offset,
    whole_points,
)

CHIAMO, SOLO, SOLISSIMO = Contract.CHIAMO, Contract.SOLO, Contract.SOLISSIMO
PLAIN, DIVIDETE, SCEGLIETE = Enhancement.PLAIN, Enhancement.DIVIDETE, Enhancement.SCEGLIETE
SPADES = "3♠ 2♠ A♠ K♠ Q♠ J♠ 7♠ 6♠ 5♠ 4♠"


def deal_of(s0: str, s1: str, s2: str, monte: str, dealer: int = 2, rules: Rules = ITALIAN) -> Deal:
    return Deal.from_cards(
        [parse_cards(s0), parse_cards(s1), parse_cards(s2)], parse_cards(monte), dealer=dealer, rules=rules
    )


def play_by_preference(deal: Deal, s0: str, s1: str, s2: str) -> Deal:
    """Play every trick: each seat plays the first card of its preference list that is legal."""
    prefs = [parse_cards(s0), parse_cards(s1), parse_cards(s2)]
    while deal.phase is Phase.PLAY:
        seat = deal.to_move
        assert seat is not None
        legal = deal.legal_actions()
        deal = deal.apply(next(Play(card) for card in prefs[seat] if Play(card) in legal))
    return deal


def play_randomly(deal: Deal, seed: int) -> Deal:
    rng = random.Random(seed)
    while not deal.is_over:
        deal = deal.apply(rng.choice(deal.legal_actions()))
    return deal


def result_of(deal: Deal) -> DealResult:
    assert deal.phase is Phase.FINISHED and deal.result is not None
    return deal.result


# --------------------------------------------------------------------------- the E2 deal
# Dealer 2, so seat 0 speaks first and, in a Solo, leads. Seat 0 bids Solo with all the
# spades, takes the monte (A♦ A♣ A♥ 3♦, 10 thirds) and discards it straight back. It wins
# the ten spade tricks, on which the defenders throw 10 thirds; then it leads 4♥ and loses
# the last two tricks (4 thirds) and with them the monte: 8 + 10 = 18 against 4 + 10 + 3 = 17.

E2_SOLOIST = SPADES + " 4♥ 4♣"
E2_D1 = "J♥ 7♥ 6♥ 5♥ 2♦ K♦ Q♦ J♦ 7♦ 6♦ 3♥ 2♥"
E2_D2 = "5♦ 4♦ 3♣ 2♣ K♣ Q♣ J♣ 7♣ 6♣ 5♣ K♥ Q♥"
E2_MONTE = "A♦ A♣ A♥ 3♦"


def solo_by_seat0(s0: str, s1: str, s2: str, monte: str, discards: str) -> Deal:
    deal = deal_of(s0, s1, s2, monte).apply_all([Bid(SOLO), Pass(), Pass()])
    assert deal.soloist == 0 and deal.phase is Phase.DISCARD
    deal = deal.apply_all(Discard(card) for card in parse_cards(discards))
    assert deal.phase is Phase.PLAY and deal.to_move == 0
    return play_by_preference(deal, s0, s1, s2)


def e2_deal() -> Deal:
    return solo_by_seat0(E2_SOLOIST, E2_D1, E2_D2, E2_MONTE, E2_MONTE)


def test_E1_two_beats_ace() -> None:
    trick = parse_cards("K♣ A♣ 2♣")
    assert trick_winner_offset(trick) == 2  # the third player's 2
    assert thirds_of(trick) == 5  # 1 + 3 + 1
    assert whole_points(thirds_of(trick)) == 1  # only a side's total is ever rounded


def test_E2_solo_18_against_17() -> None:
    r = score_deal(
        soloist=0,
        contract=SOLO,
        soloist_trick_thirds=13,
        defenders_trick_thirds=17,
        monte_thirds=2,
        last_trick_to_soloist=True,
        soloist_tricks=7,
    )
    assert (r.soloist_thirds, r.defenders_thirds) == (18, 17)
    assert (r.soloist_points, r.defenders_points) == (6, 5)
    assert r.won and r.stake == 2 and r.multiplier == 1
    assert not r.cappotto and not r.stramazzo
    assert r.transfers == (4, -2, -2) and sum(r.transfers) == 0


def test_deal_result_repr_pastes_back() -> None:
    r = result_of(e2_deal())
    assert eval(repr(r), {"DealResult": DealResult, "Contract": Contract, "Enhancement": Enhancement}) == r


def test_E2_as_a_whole_deal() -> None:
    r = result_of(e2_deal())
    assert r.contract is SOLO and r.contract_name == "Solo"
    assert (r.soloist_thirds, r.defenders_thirds) == (18, 17)
    assert (r.soloist_points, r.defenders_points) == (6, 5)
    assert r.won and not r.cappotto and not r.stramazzo
    assert r.stake == 2 and r.transfers == (4, -2, -2)
    assert "makes it with 18 thirds (6 points) against 17 (5)" in r.summary()


# --------------------------------------------------------------------------- R21 – R23


def test_R21_the_soloist_keeps_its_tricks_the_defenders_pool_theirs() -> None:
    # As E2, but seat 2 wins trick 11 with 3♥ and seat 1 the last with 2♥.
    d1 = "J♥ 7♥ 6♥ 5♥ 2♦ K♦ Q♦ J♦ 7♦ 6♦ Q♥ 2♥"
    d2 = "5♦ 4♦ 3♣ 2♣ K♣ Q♣ J♣ 7♣ 6♣ 5♣ 3♥ K♥"
    deal = solo_by_seat0(E2_SOLOIST, d1, d2, E2_MONTE, E2_MONTE)
    r = result_of(deal)
    assert [t.winner for t in deal.tricks[-2:]] == [2, 1]
    by_seat = [thirds_of(deal.captured(seat)) for seat in range(3)]
    assert by_seat[1] > 0 and by_seat[2] > 0
    assert r.soloist_trick_thirds == by_seat[0] == 18
    assert r.defenders_trick_thirds == by_seat[1] + by_seat[2] == 4
    assert r.defenders_thirds == 17 and r.won


def test_R21_defenders_cannot_see_each_others_hands() -> None:
    deal = e2_deal()
    start = Deal.from_cards(deal.dealt_hands, deal.dealt_monte, dealer=2).apply_all([Bid(SOLO), Pass(), Pass()])
    view = start.view(1)
    assert view.partner == 2
    assert view.hand == start.hands[1]
    assert not set(start.hands[2]) & set(view.hand + view.exposed_monte + view.played_cards())


def test_R22_the_last_trick_takes_the_monte_even_the_soloists_discards() -> None:
    deal = e2_deal()
    r = result_of(deal)
    assert deal.monte == parse_cards(E2_MONTE)  # the soloist's four discards
    assert deal.tricks[-1].winner == 1 and not r.last_trick_to_soloist
    assert r.monte_thirds == 10
    assert r.defenders_thirds == r.defenders_trick_thirds + 10 + 3


def test_R22_solissimo_monte_unseen_all_deal_goes_to_the_last_trick() -> None:
    monte = "A♦ 6♦ 5♦ 4♦"
    deal = deal_of(SPADES + " 3♥ 2♥", "A♥ K♥ Q♥ J♥ 7♥ 6♥ 5♥ 4♥ 3♦ 2♦ 7♦ K♦", "Q♦ J♦ " + "3♣ 2♣ A♣ K♣ Q♣ J♣ 7♣ 6♣ 5♣ 4♣", monte)
    deal = deal.apply_all([Bid(SOLISSIMO), Enhance(PLAIN)])
    final = play_randomly(deal, 1)
    r = result_of(final)
    assert final.monte == parse_cards(monte) and r.monte_thirds == 3
    assert r.last_trick_to_soloist and r.soloist_thirds == r.soloist_trick_thirds + 3 + 3


def test_R23_totals_add_up_to_35() -> None:
    for deal in (e2_deal(), *(play_randomly(Deal.new(seed=s).apply(Bid(SOLISSIMO)), s) for s in range(5))):
        r = result_of(deal)
        last = r.last_trick_to_soloist
        assert r.soloist_thirds == r.soloist_trick_thirds + (r.monte_thirds + 3 if last else 0)
        assert r.defenders_thirds == r.defenders_trick_thirds + (0 if last else r.monte_thirds + 3)
        assert r.soloist_thirds + r.defenders_thirds == 35
        assert r.soloist_trick_thirds + r.defenders_trick_thirds + r.monte_thirds == 32


@pytest.mark.parametrize("last", [True, False])
def test_R23_score_deal_adds_monte_and_bonus_to_the_last_trick_side(last: bool) -> None:
    r = score_deal(
        soloist=1,
        contract=SOLO,
        soloist_trick_thirds=20,
        defenders_trick_thirds=7,
        monte_thirds=5,
        last_trick_to_soloist=last,
        soloist_tricks=8,
    )
    assert r.soloist_thirds == (28 if last else 20)
    assert r.defenders_thirds == (7 if last else 15)
    assert r.soloist_thirds + r.defenders_thirds == 35


# --------------------------------------------------------------------------- R24 – R26


def test_R24_whole_points_drop_the_remainder() -> None:
    assert [whole_points(t) for t in (0, 1, 2, 3, 17, 18, 20, 35)] == [0, 0, 0, 1, 5, 6, 6, 11]
    for thirds in range(36):
        assert whole_points(thirds) + whole_points(35 - thirds) == 11


def test_R24_individual_tricks_are_never_rounded() -> None:
    deal = e2_deal()
    r = result_of(deal)
    soloist_tricks = [t for t in deal.tricks if t.winner == 0]
    assert r.soloist_points == 6
    assert sum(whole_points(t.thirds) for t in soloist_tricks) < 6


def test_R25_eighteen_thirds_win() -> None:
    r = result_of(e2_deal())
    assert r.soloist_thirds == 18 and r.won


def test_R25_seventeen_thirds_lose() -> None:
    # E2 with the soloist's 4♣ and seat 2's J♣ swapped: the J♣ falls to the defenders.
    soloist = SPADES + " 4♥ J♣"
    d2 = "5♦ 4♦ 3♣ 2♣ K♣ Q♣ 4♣ 7♣ 6♣ 5♣ K♥ Q♥"
    r = result_of(solo_by_seat0(soloist, E2_D1, d2, E2_MONTE, E2_MONTE))
    assert (r.soloist_thirds, r.defenders_thirds) == (17, 18)
    assert (r.soloist_points, r.defenders_points) == (5, 6)
    assert not r.won
    assert r.transfers == (-4, 2, 2)
    assert "fails it with 17 thirds" in r.summary()


def test_R25_threshold_on_numbers_and_from_the_profile() -> None:
    kw = dict(soloist=0, contract=SOLO, monte_thirds=0, last_trick_to_soloist=False, soloist_tricks=6)
    assert score_deal(soloist_trick_thirds=18, defenders_trick_thirds=14, **kw).won  # type: ignore[arg-type]
    assert not score_deal(soloist_trick_thirds=17, defenders_trick_thirds=15, **kw).won  # type: ignore[arg-type]
    easy = ITALIAN.replace(name="easy", win_thirds=17)
    assert score_deal(soloist_trick_thirds=17, defenders_trick_thirds=15, rules=easy, **kw).won  # type: ignore[arg-type]


def forced_loss(enhancement: Enhancement) -> Deal:
    """A Solissimo the soloist cannot take a single trick in, whatever anyone plays:
    it holds only 6s, 5s and 4s; the defenders hold everything from the J up."""
    deal = deal_of(
        "6♥ 5♥ 4♥ 6♦ 5♦ 4♦ 6♣ 5♣ 4♣ 6♠ 5♠ 4♠",
        "3♥ 2♥ A♥ K♥ Q♥ J♥ 3♦ 2♦ A♦ K♦ Q♦ J♦",
        "3♣ 2♣ A♣ K♣ Q♣ J♣ 3♠ 2♠ A♠ K♠ Q♠ J♠",
        "7♥ 7♦ 7♣ 7♠",
    )
    deal = deal.apply_all([Bid(SOLISSIMO), Enhance(enhancement)])
    if deal.phase is Phase.SHARE:
        deal = deal.apply(Share(deal.exposed_monte[:3]))
    return deal


@pytest.mark.parametrize(("enhancement", "stake"), [(PLAIN, 4), (DIVIDETE, 8), (SCEGLIETE, 16)])
def test_R26_solissimo_stakes(enhancement: Enhancement, stake: int) -> None:
    r = result_of(play_randomly(forced_loss(enhancement), 7))
    assert r.stake == stake and r.enhancement is enhancement
    assert r.contract_name == ("Solissimo" if enhancement is PLAIN else f"Solissimo {enhancement.value}")
    assert r.transfers == (-2 * stake * 2, stake * 2, stake * 2)  # a Cappotto, m = 2


@pytest.mark.parametrize(("contract", "stake"), [(CHIAMO, 1), (SOLO, 2)])
def test_R26_chiamo_and_solo_stakes(contract: Contract, stake: int) -> None:
    for seed in range(4):
        r = result_of(play_randomly(Deal.new(seed=seed).apply(Bid(contract)).apply(Pass()).apply(Pass()), seed))
        assert r.stake == stake and r.contract is contract
        assert abs(r.transfers[2]) == stake * r.multiplier  # a defender


# --------------------------------------------------------------------------- R27 – R28


def test_R27_cappotto_soloist_takes_every_trick() -> None:
    deal = deal_of(SPADES + " 3♥ 2♥", "A♥ K♥ Q♥ J♥ 7♥ 6♥ 5♥ 4♥ 3♦ 2♦ A♦ K♦", "Q♦ J♦ 3♣ 2♣ A♣ K♣ Q♣ J♣ 7♣ 6♣ 5♣ 4♣", "7♦ 6♦ 5♦ 4♦")
    for seed in range(3):
        final = play_randomly(deal.apply_all([Bid(SOLISSIMO), Enhance(PLAIN)]), seed)
        r = result_of(final)
        assert r.soloist_tricks == 12 and r.cappotto
        assert r.soloist_thirds == 35 and r.defenders_thirds == 0
        assert not r.stramazzo  # alternatives, never combined
        assert r.multiplier == 2 and r.transfers == (16, -8, -8)


def test_R27_cappotto_soloist_takes_no_trick() -> None:
    for seed in range(3):
        r = result_of(play_randomly(forced_loss(PLAIN), seed))
        assert r.soloist_tricks == 0 and r.cappotto and not r.stramazzo
        assert r.soloist_thirds == 0 and not r.won
        assert r.multiplier == 2 and r.transfers == (-16, 8, 8)


# Solissimo by seat 0: ten spade tricks, then 3♥ wins, then the defenders take the last
# trick (4♣ 7♣ 5♣) and the monte: both worth nothing. The defenders total 3 thirds, all of
# them the last-trick bonus, which does not count against a Stramazzo.
STRAMAZZO = (
    SPADES + " 3♥ 4♣",
    "2♥ A♥ K♥ Q♥ J♥ 3♦ 2♦ A♦ K♦ Q♦ 6♣ 7♣",
    "J♦ 3♣ 2♣ A♣ K♣ Q♣ J♣ 7♥ 6♥ 5♥ 4♥ 5♣",
    "4♦ 5♦ 6♦ 7♦",
)


def stramazzo_deal(s0: str, s1: str, s2: str, monte: str) -> Deal:
    deal = deal_of(s0, s1, s2, monte).apply_all([Bid(SOLISSIMO), Enhance(PLAIN)])
    return play_by_preference(deal, s0, s1, s2)


def test_R27_stramazzo_losers_capture_under_three_card_thirds() -> None:
    deal = stramazzo_deal(*STRAMAZZO)
    r = result_of(deal)
    assert r.soloist_tricks == 11 and not r.cappotto
    assert deal.tricks[-1].winner == 1 and deal.tricks[-1].thirds == 0
    assert (r.soloist_thirds, r.defenders_thirds) == (32, 3)
    assert r.won and r.stramazzo and r.multiplier == 3
    assert r.transfers == (24, -12, -12)


def test_R27_the_monte_counts_for_the_stramazzo() -> None:
    # Swap the monte's 4♦ with seat 1's A♦: the defenders now take 3 card thirds with the monte.
    s0, s1, s2, _ = STRAMAZZO
    r = result_of(stramazzo_deal(s0, s1.replace("A♦", "4♦"), s2, "A♦ 5♦ 6♦ 7♦"))
    assert r.monte_thirds == 3 and not r.last_trick_to_soloist
    assert (r.soloist_thirds, r.defenders_thirds) == (29, 6)
    assert r.won and not r.stramazzo and not r.cappotto and r.multiplier == 1
    assert r.transfers == (8, -4, -4)


def test_R27_rules_on_numbers() -> None:
    assert is_cappotto(12) and is_cappotto(0) and not is_cappotto(11) and not is_cappotto(1)
    assert is_cappotto(10, total_tricks=10)
    assert is_stramazzo(False, 2) and not is_stramazzo(False, 3) and not is_stramazzo(True, 0)
    assert multiplier(True, True) == 2 and multiplier(False, True) == 3 and multiplier(False, False) == 1
    # the soloist loses with fewer than 3 card thirds (it took one trick of 2 thirds)
    r = score_deal(
        soloist=2,
        contract=CHIAMO,
        soloist_trick_thirds=2,
        defenders_trick_thirds=30,
        monte_thirds=0,
        last_trick_to_soloist=False,
        soloist_tricks=1,
    )
    assert not r.won and r.stramazzo and r.multiplier == 3 and r.transfers == (3, 3, -6)
    # 3 card thirds are not a Stramazzo
    r = score_deal(
        soloist=2,
        contract=CHIAMO,
        soloist_trick_thirds=3,
        defenders_trick_thirds=29,
        monte_thirds=0,
        last_trick_to_soloist=False,
        soloist_tricks=1,
    )
    assert not r.stramazzo and r.multiplier == 1


def test_R28_transfers() -> None:
    assert transfers(0, True, 2, 1) == (4, -2, -2)
    assert transfers(0, False, 2, 1) == (-4, 2, 2)
    assert transfers(1, True, 16, 3) == (-48, 96, -48)
    assert transfers(2, False, 4, 2) == (8, 8, -16)
    for soloist, won, stake, mult in itertools.product(range(3), (True, False), (1, 2, 4, 8, 16), (1, 2, 3)):
        moves = transfers(soloist, won, stake, mult)
        assert sum(moves) == 0
        assert moves[soloist] == (2 if won else -2) * stake * mult
        for seat in range(3):
            if seat != soloist:
                assert moves[seat] == (-1 if won else 1) * stake * mult


def test_R28_a_whole_deal_transfers_sum_to_zero() -> None:
    for deal in (e2_deal(), stramazzo_deal(*STRAMAZZO), play_randomly(forced_loss(DIVIDETE), 2)):
        r = result_of(deal)
        assert sum(r.transfers) == 0
        assert r.transfers[r.soloist] == (2 if r.won else -2) * r.stake * r.multiplier


# --------------------------------------------------------------------------- impossible inputs
# score_deal scores only what a finished deal of its rules profile can produce. Each case
# changes one thing of E2 (a Solo, 13 + 17 + 2 thirds, 7 tricks, the last one to the
# soloist) into something no deal gives: a TypeError for a value of the wrong type, a
# ValueError for one that describes no deal; both say what was expected and name the rule.

E2_INPUTS = dict(soloist=0, contract=SOLO, enhancement=PLAIN, soloist_trick_thirds=13, defenders_trick_thirds=17,
                 monte_thirds=2, last_trick_to_soloist=True, soloist_tricks=7)

MISTYPED_SCORE_INPUTS = [
    ({"soloist": True}, "R2"),  # True is not seat 1
    ({"soloist": "0"}, "R2"),
    ({"soloist": 0.0}, "R2"),
    ({"soloist": None}, "R2"),
    ({"contract": "solo"}, "Contract"),
    ({"contract": None}, "Contract"),
    ({"contract": PLAIN}, "Contract"),
    ({"enhancement": "plain"}, "Enhancement"),
    ({"enhancement": None}, "Enhancement"),
    ({"last_trick_to_soloist": "false"}, "R22"),  # a non-empty string is truthy: it was read as True
    ({"last_trick_to_soloist": 1}, "R22"),
    ({"last_trick_to_soloist": None}, "R22"),
    ({"soloist_trick_thirds": 13.0}, "R5"),
    ({"defenders_trick_thirds": "17"}, "R5"),
    ({"monte_thirds": True}, "R5"),
    ({"soloist_tricks": 7.5}, "R20"),
    ({"total_tricks": "12"}, "R7"),
    ({"total_tricks": 12.0}, "R7"),
    ({"rules": "italian"}, "Rules"),
    ({"rules": None}, "Rules"),
]


@pytest.mark.parametrize(("change", "rule"), MISTYPED_SCORE_INPUTS, ids=repr)
def test_R2_R5_R7_R22_score_deal_refuses_values_of_the_wrong_type(change: dict[str, object], rule: str) -> None:
    with pytest.raises(ArgumentTypeError, match=rule) as info:
        score_deal(**{**E2_INPUTS, **change})  # type: ignore[arg-type]
    assert isinstance(info.value, TypeError) and "got" in str(info.value)


IMPOSSIBLE_SCORE_INPUTS = [
    # R2: three seats
    ({"soloist": 3}, "R2"),
    ({"soloist": -1}, "R2"),
    # R16: only a Solissimo is played dividete or scegliete
    ({"enhancement": DIVIDETE}, "R16"),
    ({"contract": CHIAMO, "enhancement": SCEGLIETE}, "R16"),
    # R7: a deal of this profile has 12 tricks; 13 or 1000 changed the multiplier (8, -4, -4) -> (12, -6, -6)
    ({"total_tricks": 13}, "R7"),
    ({"total_tricks": 1000}, "R7"),
    ({"total_tricks": 11, "soloist_tricks": 11}, "R7"),
    ({"total_tricks": 0}, "R7"),
    # R20: between 0 and 12 tricks
    ({"soloist_tricks": 13}, "R20"),
    ({"soloist_tricks": -1}, "R20"),
    # R5: no negative thirds, and all 40 cards hold exactly the pack's 32
    ({"soloist_trick_thirds": 40, "defenders_trick_thirds": -10}, "R5"),
    ({"soloist_trick_thirds": 30, "defenders_trick_thirds": 10}, "R5"),  # 42
    ({"soloist_trick_thirds": 10}, "R5"),  # 29: cards went missing
    ({"monte_thirds": 33, "soloist_trick_thirds": 0, "defenders_trick_thirds": 0}, "R5"),
    # R22: the last trick goes to a side that took a trick
    ({"soloist_tricks": 0, "soloist_trick_thirds": 0, "defenders_trick_thirds": 30}, "R22"),
    ({"soloist_tricks": 12, "soloist_trick_thirds": 30, "defenders_trick_thirds": 0,
      "last_trick_to_soloist": False}, "R22"),
    # R5, R20: k tricks hold 3k cards, so at most 3 aces and no more than their thirds
    ({"soloist_tricks": 1, "soloist_trick_thirds": 30, "defenders_trick_thirds": 0}, "R5"),  # 30 thirds in one trick
    ({"soloist_tricks": 0, "soloist_trick_thirds": 5, "defenders_trick_thirds": 25,
      "last_trick_to_soloist": False}, "R5"),  # no trick, yet 5 thirds in tricks
    ({"soloist_tricks": 12, "soloist_trick_thirds": 27, "defenders_trick_thirds": 3}, "R5"),  # defenders: no trick
    ({"soloist_tricks": 1, "soloist_trick_thirds": 10, "defenders_trick_thirds": 20}, "R5"),  # 3 cards: 9 at most
    ({"soloist_trick_thirds": 13, "defenders_trick_thirds": 6, "monte_thirds": 13}, "R5"),  # 4 cards: 12 at most
    ({"soloist_trick_thirds": 10, "defenders_trick_thirds": 11, "monte_thirds": 11}, "R5"),  # 4 cards: not 11
    ({"soloist_tricks": 11, "soloist_trick_thirds": 16, "defenders_trick_thirds": 16,
      "monte_thirds": 0}, "R5"),  # one trick of the defenders: 9 at most
    # each pile could hold its thirds alone, but together they need 6 of the 4 aces
    ({"soloist_tricks": 1, "soloist_trick_thirds": 9, "defenders_trick_thirds": 14, "monte_thirds": 9}, "R5"),
    # the soloist's 13 thirds need at least 5 cards (4 aces and a 1): not in one trick
    ({"soloist_tricks": 1, "soloist_trick_thirds": 13, "defenders_trick_thirds": 17}, "R5"),
]


@pytest.mark.parametrize(("change", "rule"), IMPOSSIBLE_SCORE_INPUTS, ids=repr)
def test_R2_R5_R7_R16_R20_R22_score_deal_refuses_every_impossible_deal(change: dict[str, object], rule: str) -> None:
    with pytest.raises(ArgumentValueError, match=rule) as info:
        score_deal(**{**E2_INPUTS, **change})  # type: ignore[arg-type]
    assert isinstance(info.value, ValueError)
    assert any(word in str(info.value) for word in ("must", "cannot", "no deal", "did not", "took the last"))


def test_R5_unusual_but_possible_captures_are_accepted() -> None:
    # 12 blanks in the soloist's 4 tricks; the other 28 cards hold all 32 thirds.
    r = score_deal(soloist=0, contract=SOLO, soloist_trick_thirds=0, defenders_trick_thirds=30, monte_thirds=2,
                   last_trick_to_soloist=False, soloist_tricks=4)
    assert r.soloist_thirds == 0 and not r.won and r.stramazzo
    # three aces in one trick, the fourth in the monte, taken with the last trick
    r = score_deal(soloist=2, contract=CHIAMO, soloist_trick_thirds=9, defenders_trick_thirds=20, monte_thirds=3,
                   last_trick_to_soloist=True, soloist_tricks=1)
    assert r.soloist_thirds == 15 and not r.won


def test_R7_a_wrong_number_of_tricks_no_longer_changes_the_multiplier() -> None:
    # The deal's 12 tricks, all to the soloist, are a Cappotto, x2: (8, -4, -4) for a Solo.
    sweep = dict(E2_INPUTS, soloist_trick_thirds=30, defenders_trick_thirds=0, soloist_tricks=12)
    assert score_deal(**sweep).transfers == (8, -4, -4)  # type: ignore[arg-type]
    assert score_deal(**sweep, total_tricks=12).transfers == (8, -4, -4)  # type: ignore[arg-type]
    for wrong in (13, 1000):  # 12 of 13 tricks was read as no Cappotto: a Stramazzo, (12, -6, -6)
        with pytest.raises(ValueError, match=r"total_tricks must be the 12 tricks.*\(R7"):
            score_deal(**sweep, total_tricks=wrong)  # type: ignore[arg-type]


def test_R22_last_trick_as_the_string_false_is_not_true() -> None:
    with pytest.raises(TypeError, match=r"last_trick_to_soloist must be True or False \(R22\), got 'false'"):
        score_deal(**{**E2_INPUTS, "last_trick_to_soloist": "false"})  # type: ignore[arg-type]


def test_R5_one_trick_cannot_hold_30_thirds() -> None:
    with pytest.raises(ValueError, match=r"the soloist's 1 trick \(3 cards\) cannot be worth 30 thirds.*R5"):
        score_deal(**{**E2_INPUTS, "soloist_tricks": 1, "soloist_trick_thirds": 30, "defenders_trick_thirds": 0})


def feasible_captures() -> set[tuple[int, int, int, int]]:
    """Brute force, independent of the engine: every (soloist tricks, soloist's trick thirds,
    defenders' trick thirds, monte thirds) that some split of the 4 aces (3 thirds), 20
    cards of 1 and 16 of 0 into 3k, 3(12 - k) and 4 cards gives."""
    found = set()
    for k in range(13):
        sizes = (3 * k, 3 * (12 - k), 4)
        for a0 in range(5):
            for a2 in range(5 - a0):
                a1 = 4 - a0 - a2
                for o0 in range(21):
                    for o2 in range(21 - o0):
                        o1 = 20 - o0 - o2
                        blanks = [sizes[i] - (a0, a1, a2)[i] - (o0, o1, o2)[i] for i in range(3)]
                        if min(blanks) >= 0:
                            found.add((k, 3 * a0 + o0, 3 * a1 + o1, 3 * a2 + o2))
    return found


def test_R5_R7_R20_score_deal_accepts_exactly_the_captures_some_deal_can_produce() -> None:
    feasible = feasible_captures()
    accepted = set()
    for k in range(13):
        for mine in range(33):
            for monte in range(33 - mine):
                theirs = 32 - mine - monte
                last = k == 12 or (k > 0 and (mine + monte) % 2 == 0)  # either side, when both took tricks
                try:
                    score_deal(soloist=1, contract=SOLO, soloist_trick_thirds=mine, defenders_trick_thirds=theirs,
                               monte_thirds=monte, last_trick_to_soloist=last, soloist_tricks=k)
                except ValueError as error:
                    assert "(R5, R7, R20)" in str(error), error
                else:
                    accepted.add((k, mine, theirs, monte))
    assert accepted == feasible
    from calabresella.games.italian.scoring import piles_can_hold

    assert piles_can_hold((3, 33, 4), (9, 14, 9)) is False  # six aces needed
    assert piles_can_hold((21, 15, 4), (13, 17, 2)) is True  # E2


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), dealer=st.integers(0, 2), choices=st.integers(0, 2**32 - 1))
def test_R22_R28_every_finished_deal_is_accepted_by_score_deal(
    scenario: str, steered_deal: Callable[..., list[tuple[Deal, object]]], seed: int, dealer: int, choices: int
) -> None:
    final = steered_deal(seed, dealer, scenario, choices)[-1][0]
    if scenario == "all-pass":
        assert final.result is None
        return
    r = result_of(final)
    again = score_deal(
        soloist=r.soloist, contract=r.contract, enhancement=r.enhancement, soloist_trick_thirds=r.soloist_trick_thirds,
        defenders_trick_thirds=r.defenders_trick_thirds, monte_thirds=r.monte_thirds,
        last_trick_to_soloist=r.last_trick_to_soloist, soloist_tricks=r.soloist_tricks, total_tricks=r.total_tricks,
    )
    assert again == r
    assert (r.soloist_tricks, r.soloist_trick_thirds, r.defenders_trick_thirds, r.monte_thirds) in FEASIBLE


FEASIBLE = feasible_captures()


@pytest.mark.parametrize("seed", range(40))
def test_R22_R28_random_players_deals_of_every_profile_are_accepted(seed: int) -> None:
    for rules in PROFILES.values():
        final = play_randomly(Deal.new(seed=seed, dealer=seed % 3, rules=rules), seed)
        if final.result is not None:
            assert final.result.total_tricks == rules.hand_size
            assert score_deal(**{name: getattr(final.result, name) for name in SCORE_INPUTS}, rules=rules) == final.result


SCORE_INPUTS = ("soloist", "contract", "enhancement", "soloist_trick_thirds", "defenders_trick_thirds",
                "monte_thirds", "last_trick_to_soloist", "soloist_tricks", "total_tricks")


def test_R24_R27_R28_the_small_scoring_functions_refuse_impossible_values() -> None:
    with pytest.raises(ArgumentValueError, match="R24"):
        whole_points(-3)  # was -1
    with pytest.raises(ArgumentTypeError, match="R24"):
        whole_points(True)  # type: ignore[arg-type]
    with pytest.raises(ArgumentValueError, match="R20"):
        is_cappotto(13)  # 13 of 12 tricks
    with pytest.raises(ArgumentTypeError, match="R27"):
        is_stramazzo("no", 2)  # type: ignore[arg-type]
    with pytest.raises(ArgumentTypeError, match="Rules"):
        multiplier(True, False, "italian")  # type: ignore[arg-type]
    with pytest.raises(ArgumentValueError, match="R2"):
        transfers(3, True, 2, 1)  # was (-4, -4, 4) with seat 3 wrapped onto seat 0's list index
    with pytest.raises(ArgumentTypeError, match="R25"):
        transfers(0, "yes", 2, 1)  # type: ignore[arg-type]
    with pytest.raises(ArgumentValueError, match="R26"):
        transfers(0, True, 0, 1)
    for trick in (None, "K♣A♣2♣", [1, 2, 3], [PACK[0], None]):
        with pytest.raises(ArgumentTypeError, match="R20"):
            trick_winner_offset(trick)  # type: ignore[arg-type]
    with pytest.raises(ArgumentValueError, match="R20"):
        trick_winner_offset(())


def test_negative_seeds_are_refused_not_repeated():
    from calabresella.games.italian.deal import Deal

    with pytest.raises(ValueError, match="at least 0"):
        Deal.new(seed=-7)
