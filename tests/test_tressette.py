"""Tressette (V5): Tressette for four and Tressette in due, as rule profiles.

Every rule of the Tressette family has the id V5 in ``docs/rules.md``; the source is
pagat.com's Tressette page. The outright wins are checked on deals
constructed card by card; the invariants on random complete deals (Hypothesis).
"""

from __future__ import annotations

import copy
import dataclasses
import json
import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from calabresella.engine.actions import Play
from calabresella.engine.cards import PACK, Card, Rank, Suit, parse_cards, thirds_of
from calabresella.games.italian.deal import DealError, IllegalActionError
from calabresella.games.italian.scoring import whole_points
from calabresella.games.tressette import (
    TRESSETTE_FOR_FOUR,
    TRESSETTE_IN_DUE,
    TRESSETTE_PROFILES,
    TRESSETTE_SCENARIOS,
    Combination,
    Declare,
    DoneDeclaring,
    Outright,
    Signal,
    SignalledLead,
    TressetteAction,
    TressetteDeal,
    TressetteMatch,
    TressetteMatchError,
    TressettePhase,
    TressetteRecordError,
    TressetteResult,
    TressetteRules,
    TressetteRulesError,
    available_declarations,
    deal_tressette,
    from_json,
    load,
    parse_tressette_action,
    play_random,
    play_scenario,
    save,
    to_dict,
    to_json,
    tressette_profile,
)
from calabresella.show.playthrough import playthrough

PROFILES = (TRESSETTE_FOR_FOUR, TRESSETTE_IN_DUE)
FOLDER = Path(__file__).parent / "playthroughs"
seeds = st.integers(min_value=0, max_value=2**32 - 1)


# ------------------------------------------------------------------------ helpers


def play_orders(deal: TressetteDeal, orders: list[str]) -> TressetteDeal:
    """Each seat plays its cards in the order given (one string per seat); nobody declares."""
    queues = [list(parse_cards(o)) for o in orders]
    while not deal.is_over:
        seat = deal.to_move
        assert seat is not None
        if deal.phase is TressettePhase.DECLARE:
            deal = deal.apply(DoneDeclaring())
        else:
            deal = deal.apply(Play(queues[seat].pop(0)))
    return deal


def deal_from_orders(orders: list[str], dealer: int = 3) -> TressetteDeal:
    """A four-player deal whose hands are the cards of ``orders``; seat 0 leads (dealer 3)."""
    return TressetteDeal.from_cards([parse_cards(o) for o in orders], dealer=dealer)


def deal_with_first_hand(cards: str, dealer: int = 3, rules: TressetteRules = TRESSETTE_FOR_FOUR) -> TressetteDeal:
    """A deal where seat 0 holds ``cards``; the rest of the pack, in order, fills the others."""
    first = list(parse_cards(cards))
    rest = [c for c in PACK if c not in first]
    hands = [first] + [rest[i * rules.hand_size : (i + 1) * rules.hand_size] for i in range(rules.players - 1)]
    stock = rest[(rules.players - 1) * rules.hand_size :]
    return TressetteDeal.from_cards(hands, stock, dealer=dealer, rules=rules)


def play_first_trick(deal: TressetteDeal) -> TressetteDeal:
    while not deal.tricks:
        deal = deal.apply(deal.legal_actions()[0])
    return deal


def every_card(deal: TressetteDeal) -> list[Card]:
    played = [c for t in deal.tricks for c in t.cards] + (list(deal.current.cards) if deal.current else [])
    return sorted([c for h in deal.hands for c in h] + list(deal.stock) + played)


def random_steps(rules: TressetteRules, seed: int, dealer: int, choices: int) -> list[TressetteDeal]:
    """Every state of a random complete deal; leads carry a random signal now and then."""
    rng = random.Random(choices)
    deal = TressetteDeal.new(seed=seed, dealer=dealer % rules.players, rules=rules)
    states = [deal]
    while not deal.is_over:
        action: TressetteAction = rng.choice(deal.legal_actions())
        if isinstance(action, Play) and deal.current is not None and not deal.current.cards and rng.random() < 0.3:
            action = SignalledLead(action.card, rng.choice(list(Signal)))
        deal = deal.apply(action)
        states.append(deal)
    return states


def illegal_candidates(deal: TressetteDeal) -> list[object]:
    """Actions of every kind that are not legal now."""
    legal = set(deal.legal_actions())
    every_declaration = [Declare(Combination.NAPOLETANA, suit=s) for s in Suit] + [
        Declare(kind, rank, suit)
        for rank in (Rank.THREE, Rank.TWO, Rank.ACE)
        for kind, suit in [(Combination.FOUR, None)] + [(Combination.THREE, s) for s in Suit]
    ]
    pool: list[object] = [Play(c) for c in PACK] + every_declaration + [DoneDeclaring(), "play 3♠"]
    if deal.current is not None and deal.current.cards:
        pool += [SignalledLead(c, Signal.VOLO) for c in PACK]
    return [a for a in pool if a not in legal]


# ------------------------------------------------------------------------ profiles


def test_profiles_are_named_described_and_cite_their_source() -> None:
    assert list(TRESSETTE_PROFILES) == ["tressette", "tressette-in-due"]
    assert tressette_profile("tressette") is TRESSETTE_FOR_FOUR
    import calabresella.games.tressette.rules as module

    source = Path(module.__file__).read_text(encoding="utf-8")
    assert all(rules.description.startswith("V5") for rules in PROFILES)
    assert source.count("from seed 001 (pagat.com") == 2  # each profile's docstring names its source
    assert TRESSETTE_FOR_FOUR.sides == ((0, 2), (1, 3)) and TRESSETTE_IN_DUE.sides == ((0,), (1,))
    assert (TRESSETTE_FOR_FOUR.tricks, TRESSETTE_IN_DUE.tricks) == (10, 20)
    assert TRESSETTE_FOR_FOUR.total_thirds == 35


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"hand_size": 9}, "4 players × 9 cards + a stock of 0 = 36, but the pack has 40"),
        ({"players": 3}, "4 players in two partnerships or by 2"),
        ({"deal_packet": 3}, "hands of 10 cannot be dealt in packets of 3"),
        ({"deal_packet": 0}, "packets of 0"),
        ({"stock_size": 4}, "= 44, but the pack has 40"),
        ({"game_target": 0}, "game_target must be at least 1"),
        ({"last_trick_thirds": -3}, "bonus cannot be negative"),
        ({"cappotto_games": 0}, "cappotto_games must be None or a whole number"),
        ({"name": ""}, "a profile needs a name"),
        ({"hand_size": "10"}, "hand_size must be a whole number"),
        ({"declarations": "yes"}, "declarations must be True or False"),
    ],
)
def test_a_profile_that_makes_no_sense_is_refused_with_the_reason(changes: dict[str, object], reason: str) -> None:
    with pytest.raises(TressetteRulesError, match="V5") as error:
        TRESSETTE_FOR_FOUR.replace(**changes)
    assert reason in str(error.value)


def test_in_due_refuses_cappottone_and_stramazzone_and_unknown_names_are_refused() -> None:
    with pytest.raises(TressetteRulesError, match="single player of a partnership"):
        TRESSETTE_IN_DUE.replace(cappottone_games=6)
    with pytest.raises(TressetteRulesError, match="choose one of tressette, tressette-in-due"):
        tressette_profile("briscola")
    assert TRESSETTE_FOR_FOUR.replace(hand_size=9, deal_packet=3, stock_size=4).tricks == 10


# ------------------------------------------------------------------------ dealing


@pytest.mark.parametrize("rules", PROFILES, ids=lambda r: r.name)
@pytest.mark.parametrize("seed", [0, 7, 12345])
def test_dealing_five_at_a_time_anticlockwise_from_the_dealers_right(rules: TressetteRules, seed: int) -> None:
    for dealer in range(rules.players):
        pack = list(PACK)
        random.Random(seed).shuffle(pack)
        deal = TressetteDeal.new(seed=seed, dealer=dealer, rules=rules)
        packets = [pack[i : i + 5] for i in range(0, 40, 5)]
        order = [(dealer + 1 + i) % rules.players for i in range(rules.players)]
        for round_ in range(2):
            for k, seat in enumerate(order):
                assert list(deal.dealt_hands[seat][round_ * 5 : round_ * 5 + 5]) == packets[round_ * rules.players + k]
        assert [len(h) for h in deal.hands] == [10] * rules.players
        assert list(deal.stock) == pack[10 * rules.players :]
        assert len(deal.stock) == (0 if rules.players == 4 else 20)
        assert deal.to_move == (dealer + 1) % rules.players  # the dealer's right leads


def test_same_seed_same_deal_and_bad_seeds_or_dealers_are_refused() -> None:
    assert TressetteDeal.new(seed=9, dealer=2) == TressetteDeal.new(seed=9, dealer=2)
    assert TressetteDeal.new(seed=9).dealt_hands != TressetteDeal.new(seed=10).dealt_hands
    with pytest.raises(ValueError, match="at least 0"):
        deal_tressette(-1, 0)
    with pytest.raises(ValueError, match="seats are numbered 0 to 1"):
        TressetteDeal.new(seed=1, dealer=2, rules=TRESSETTE_IN_DUE)


def test_from_cards_refuses_hands_that_are_not_a_deal() -> None:
    hands = [PACK[i * 10 : i * 10 + 10] for i in range(4)]
    with pytest.raises(DealError, match="4 hands of 10 cards"):
        TressetteDeal.from_cards(hands[:3])
    with pytest.raises(DealError, match="twice 3♥, missing 3♠"):
        TressetteDeal.from_cards(hands[:3] + [(PACK[0],) + PACK[31:40]])
    with pytest.raises(DealError, match="stock of 'tressette-in-due' has 20 cards"):
        TressetteDeal.from_cards(hands[:2], PACK[20:39], rules=TRESSETTE_IN_DUE)


# ------------------------------------------------------------------ play and tricks


def test_follow_suit_is_enforced_with_a_lesson_and_the_state_unchanged() -> None:
    deal = deal_with_first_hand("3♥ 2♥ A♥ K♥ Q♥ J♥ 7♥ 6♥ 5♥ 4♥").apply(Play(Card.parse("3♥")))
    # seat 1 holds 3♦…4♦ ; nothing of hearts: any card
    assert {a.card.suit for a in deal.legal_actions() if isinstance(a, Play)} == {Suit.DENARI}
    follower = TressetteDeal.from_cards(
        [parse_cards("3♥ 2♦ A♦ K♦ Q♦ J♦ 7♦ 6♦ 5♦ 4♦"), parse_cards("4♥ 3♦ A♣ K♣ Q♣ J♣ 7♣ 6♣ 5♣ 4♣"),
         [c for c in PACK if c.suit is Suit.SPADE], parse_cards("2♥ A♥ K♥ Q♥ J♥ 7♥ 6♥ 5♥ 3♣ 2♣")],
        dealer=3,
    ).apply(Play(Card.parse("3♥")))
    before = copy.deepcopy(follower)
    with pytest.raises(IllegalActionError) as error:
        follower.apply(Play(Card.parse("3♦")))
    assert error.value.rule == "V5"
    assert str(error.value) == (
        "V5: Bruno must follow suit: hearts were led and Bruno holds 4♥; play one of those"
    )
    assert follower == before and follower.legal_actions() == (Play(Card.parse("4♥")),)
    assert follower.explain(Play(Card.parse("A♠"))) == "V5: Bruno does not hold A♠: Bruno holds " + " ".join(
        str(c) for c in follower.hands[1]
    )


def test_the_highest_card_of_the_suit_led_wins_and_its_winner_leads() -> None:
    orders = ["K♣ 3♥ 2♥ A♥ K♥ Q♥ J♥ 7♥ 6♥ 5♥", "A♣ 3♦ 2♦ A♦ K♦ Q♦ J♦ 7♦ 6♦ 5♦",
              "2♣ 3♠ 2♠ A♠ K♠ Q♠ J♠ 7♠ 6♠ 5♠", "4♥ 4♦ 4♠ 3♣ Q♣ J♣ 7♣ 6♣ 5♣ 4♣"]
    deal = deal_from_orders(orders)
    # E1 at four: K♣, A♣, 2♣, then 4♣: the 2 wins, 1 + 3 + 1 + 0 thirds
    deal = deal.apply_all([Play(Card.parse(c)) for c in ("K♣", "A♣", "2♣", "4♣")])
    trick = deal.tricks[0]
    assert trick.winner == 2 and trick.thirds == 5
    deal = deal.apply_all([DoneDeclaring()] * 4)
    assert deal.phase is TressettePhase.PLAY and deal.to_move == 2 and deal.current is not None
    assert deal.current.leader == 2


def test_signals_are_annotations_of_a_lead_recorded_and_narrated_never_enforced() -> None:
    deal = TressetteDeal.new(seed=4, dealer=3)
    card = deal.hands[0][0]
    led = deal.apply(SignalledLead(card, Signal.VOLO))  # volo even with more of the suit: not enforced
    assert led.current is not None and led.current.signal is Signal.VOLO
    assert led.history[-1] == (0, SignalledLead(card, Signal.VOLO))
    assert "says volo (I have no more cards of this suit)" in led.narrate()[0]
    follow = led.legal_actions()[0]
    assert isinstance(follow, Play)
    refusal = led.explain(SignalledLead(follow.card, Signal.BUSSO))
    assert refusal is not None and refusal.startswith("V5: busso, volo and striscio are signals made by the leader")
    assert from_json(to_json(led)) == led
    assert parse_tressette_action("play 3♠ piombo") == SignalledLead(Card.parse("3♠"), Signal.VOLO)


# -------------------------------------------------------------------- declarations


def test_every_kind_of_declaration_is_found_in_a_hand() -> None:
    found = available_declarations(parse_cards("3♥ 3♦ 3♣ 3♠ 2♥ 2♦ 2♣ A♥ A♦ 4♠"))
    assert found == (
        Declare(Combination.FOUR, Rank.THREE),
        Declare(Combination.THREE, Rank.TWO, Suit.SPADE),
        Declare(Combination.NAPOLETANA, suit=Suit.COPPE),
        Declare(Combination.NAPOLETANA, suit=Suit.DENARI),
    )
    aces = available_declarations(parse_cards("A♥ A♦ A♣ A♠ 2♦ 2♣ 2♠ 7♥ 6♥ 5♥"))
    assert aces == (Declare(Combination.THREE, Rank.TWO, Suit.COPPE), Declare(Combination.FOUR, Rank.ACE))
    assert [d.points for d in found] == [4, 3, 3, 3]
    assert available_declarations(parse_cards("3♥ 2♦ A♣ K♠ Q♥ J♦ 7♣ 6♠ 5♥ 4♦")) == ()


def test_declarations_are_made_in_turn_after_the_first_trick_and_the_legal_list_is_exact() -> None:
    deal = deal_with_first_hand("3♥ 3♦ 3♣ 3♠ 2♥ 2♦ 2♣ A♥ A♦ 4♠")
    with pytest.raises(IllegalActionError, match="V5: it is Anna's turn to play a card"):
        deal.apply(Declare(Combination.FOUR, Rank.THREE))
    deal = play_first_trick(deal)
    assert deal.phase is TressettePhase.DECLARE
    leader = deal.tricks[0].leader
    seen = []
    while deal.phase is TressettePhase.DECLARE:
        assert deal.to_move is not None
        seen.append(deal.to_move)
        if deal.to_move == 0:
            assert deal.legal_actions() == available_declarations(deal.dealt_hands[0]) + (DoneDeclaring(),)
            with pytest.raises(IllegalActionError, match="V5: the first trick is over and the declarations"):
                deal.apply(Play(deal.hands[0][0]))
        deal = deal.apply(DoneDeclaring())
    assert seen == [(leader + i) % 4 for i in range(4)]  # everyone has a turn, even with nothing


def test_a_card_may_serve_two_declarations_napoletana_and_four_twos_make_seven() -> None:
    deal = play_first_trick(deal_with_first_hand("3♥ 2♥ A♥ 2♦ 2♣ 2♠ 7♣ 6♣ 5♣ 4♣"))
    while deal.to_move != 0:
        deal = deal.apply(DoneDeclaring())
    napoletana, four = Declare(Combination.NAPOLETANA, suit=Suit.COPPE), Declare(Combination.FOUR, Rank.TWO)
    assert set(deal.legal_actions()) == {napoletana, four, DoneDeclaring()}
    deal = deal.apply(napoletana).apply(four)
    assert deal.legal_actions() == (DoneDeclaring(),)
    refusal = deal.explain(four)
    assert refusal is not None and refusal.startswith("V5: Anna has already declared four twos")
    done = play_random(deal, seed=3)
    assert done.result is not None and done.result.side_declared == (7, 0)
    assert done.result.side_points[0] == done.result.side_card_points[0] + 7
    assert "Anna declares napoletana in ♥ (3♥ 2♥ A♥): 3 points for Anna & Carla." in done.narrate()


def test_the_card_played_to_the_first_trick_still_counts_for_a_declaration() -> None:
    deal = deal_with_first_hand("3♥ 2♥ A♥ K♥ Q♥ J♥ 7♥ 6♥ 5♥ 4♥")
    deal = deal.apply(Play(Card.parse("3♥")))
    deal = play_first_trick(deal)
    while deal.to_move != 0:
        deal = deal.apply(DoneDeclaring())
    assert Card.parse("3♥") not in deal.hands[0]
    assert deal.legal_actions() == (Declare(Combination.NAPOLETANA, suit=Suit.COPPE), DoneDeclaring())
    assert deal.held_at_first_trick(0) == parse_cards("3♥ 2♥ A♥ K♥ Q♥ J♥ 7♥ 6♥ 5♥ 4♥")


def test_a_declaration_not_held_is_refused_with_what_was_held() -> None:
    deal = play_first_trick(deal_with_first_hand("3♥ 3♦ 3♣ 3♠ 2♥ 2♦ 2♣ A♥ A♦ 4♠"))
    while deal.to_move != 0:
        deal = deal.apply(DoneDeclaring())
    three = Declare(Combination.THREE, Rank.THREE, Suit.SPADE)
    assert deal.explain(three) == (
        "V5: Anna cannot declare three threes missing ♠: that needs exactly three threes, all but the one "
        "of ♠, among the 10 cards held at the first trick, and of those they held 3♥ 3♦ 3♣ 3♠; "
        "they may: declare four threes, declare three twos missing ♠, declare napoletana ♥, "
        "declare napoletana ♦, done declaring"
    )
    refusal = deal.explain(Declare(Combination.NAPOLETANA, suit=Suit.BASTONI))
    assert refusal is not None and "needs the 3, 2 and ace of ♣ among" in refusal and "they held 3♣ 2♣;" in refusal
    assert not deal.is_legal(Declare(Combination.FOUR, Rank.ACE))


def test_declarations_score_for_the_declarers_side() -> None:
    deal = play_first_trick(deal_with_first_hand("3♥ 3♦ 3♣ 3♠ 2♥ 2♦ 2♣ A♥ A♦ 4♠", dealer=0))
    # seat 1 leads when seat 0 deals; seat 0 is fourth to declare
    while deal.phase is TressettePhase.DECLARE:
        deal = deal.apply(deal.legal_actions()[0])  # declare everything, then done
    ours = [d for s, d in deal.declarations if s == 0]
    assert sum(d.points for d in ours) == 4 + 3 + 3 + 3
    result = play_random(deal, seed=5).result
    assert result is not None
    other = sum(d.points for s, d in deal.declarations if s % 2 == 1)
    assert result.side_declared == (sum(d.points for s, d in deal.declarations if s % 2 == 0), other)


# ------------------------------------------------------------------------- scoring

CAPPOTTONE = ["3♥ 2♥ A♥ K♥ Q♥ J♥ 7♥ 6♥ 5♥ 4♥", "3♦ 2♦ A♦ K♦ Q♦ J♦ 7♦ 6♦ 5♦ 4♦",
              "3♣ 2♣ A♣ K♣ Q♣ J♣ 7♣ 6♣ 5♣ 4♣", "3♠ 2♠ A♠ K♠ Q♠ J♠ 7♠ 6♠ 5♠ 4♠"]
CAPPOTTO = ["3♥ 2♥ A♥ K♥ Q♥ 4♣ J♣ 7♣ 6♣ 5♣", "3♦ 2♦ A♦ K♦ Q♦ J♦ 7♦ 6♦ 5♦ 4♦",
            "J♥ 7♥ 6♥ 5♥ 4♥ 3♣ 2♣ A♣ K♣ Q♣", "3♠ 2♠ A♠ K♠ Q♠ J♠ 7♠ 6♠ 5♠ 4♠"]
STRAMAZZO = ["3♥ 2♥ A♥ K♥ Q♥ 5♣ J♣ 7♣ 6♣ 4♦", "J♥ 3♦ 2♦ A♦ K♦ Q♣ 4♣ Q♦ J♦ 5♦",
             "7♥ 6♥ 5♥ 4♥ 7♦ 3♣ 2♣ A♣ K♣ 4♠", "3♠ 2♠ A♠ K♠ Q♠ J♠ 7♠ 6♠ 6♦ 5♠"]
STRAMAZZONE = ["3♥ 2♥ A♥ K♥ Q♥ J♥ 7♥ 6♥ 5♥ 4♦", "4♣ 3♦ 2♦ A♦ K♦ Q♦ J♦ 7♦ 6♦ 5♦",
               "4♥ 3♣ 2♣ A♣ K♣ Q♣ J♣ 7♣ 6♣ 5♣", "3♠ 2♠ A♠ K♠ Q♠ J♠ 7♠ 6♠ 5♠ 4♠"]


@pytest.mark.parametrize(
    ("orders", "outright", "seat", "games", "tricks"),
    [
        (CAPPOTTONE, Outright.CAPPOTTONE, 0, 6, (10, 0, 0, 0)),
        (CAPPOTTO, Outright.CAPPOTTO, None, 2, (5, 0, 5, 0)),
        (STRAMAZZO, Outright.STRAMAZZO, None, 3, (5, 0, 4, 1)),
        (STRAMAZZONE, Outright.STRAMAZZONE, 0, 8, (9, 1, 0, 0)),
    ],
    ids=["cappottone", "cappotto", "stramazzo", "stramazzone"],
)
def test_outright_wins_on_constructed_deals(
    orders: list[str], outright: Outright, seat: int | None, games: int, tricks: tuple[int, ...]
) -> None:
    result = play_orders(deal_from_orders(orders), orders).result
    assert result is not None
    assert result.seat_tricks == tricks
    assert (result.outright, result.outright_side, result.outright_seat, result.games) == (outright, 0, seat, games)
    assert sum(result.side_card_points) == 11 and sum(result.side_thirds) == 35
    if outright in (Outright.STRAMAZZO, Outright.STRAMAZZONE):
        # the losing side took the last trick, with no card points in it: its point does not count
        assert result.last_trick_seat % 2 == 1 and result.side_card_thirds[1] == 0
        assert result.side_thirds == (32, 3) and result.side_card_points == (10, 1)
    if outright is Outright.STRAMAZZO:
        assert min(result.seat_card_thirds[0], result.seat_card_thirds[2]) >= 3  # not one player's alone
    assert any(line.startswith(outright.value.capitalize()) for line in result.lines())


def test_last_trick_adds_one_point_and_card_points_are_floored_to_eleven() -> None:
    result = play_orders(deal_from_orders(CAPPOTTO), CAPPOTTO).result
    assert result is not None and result.last_trick_seat == 2 and result.last_trick_thirds == 3
    assert result.side_card_thirds == (32, 0) and result.side_thirds == (35, 0)
    assert result.side_card_points == (11, 0)  # 35 thirds: 11 points, two thirds thrown away
    assert result.side_points == (11, 0)


def test_in_due_cappotto_is_all_twenty_tricks_and_there_is_no_cappottone() -> None:
    from calabresella.games.tressette import TressetteTrick, score_tressette

    tricks = [TressetteTrick(0, 2, (PACK[2 * i], PACK[2 * i + 1])) for i in range(20)]
    result = score_tressette(tricks, rules=TRESSETTE_IN_DUE)
    assert result.seat_tricks == (20, 0) and result.outright is Outright.CAPPOTTO and result.games == 2
    with pytest.raises(ValueError, match="after its 20 complete tricks"):
        score_tressette(tricks[:10], rules=TRESSETTE_IN_DUE)


# ---------------------------------------------------------------------- game to 21


def make_result(points: tuple[int, int], outright: Outright = Outright.NONE, side: int | None = None) -> TressetteResult:
    base = play_random(TressetteDeal.new(seed=1), seed=1).result
    assert base is not None
    games = {Outright.NONE: 0, Outright.CAPPOTTO: 2, Outright.STRAMAZZONE: 8}[outright]
    return dataclasses.replace(
        base, side_points=points, outright=outright, outright_side=side, outright_seat=None, games=games
    )


def test_a_game_is_won_by_the_first_side_to_reach_21_and_the_deal_passes_right() -> None:
    match = TressetteMatch(first_dealer=2)
    dealers = []
    for points in [(8, 3), (6, 5), (6, 5)]:
        dealers.append(match.dealer)
        assert not match.is_over
        match = match.record(make_result(points))
    assert dealers == [2, 3, 0]
    assert match.points == (20, 13) and not match.is_over and match.games == 0
    match = match.record(make_result((1, 10)))
    assert match.points == (21, 23) and match.winner == 1 and match.games == 1
    assert match.lines()[-1] == "Bruno & Dario win 1 game."
    with pytest.raises(TressetteMatchError, match="the game is over"):
        match.record(make_result((1, 1)))
    with pytest.raises(TressetteMatchError, match="the game is over"):
        match.next_deal(seed=1)


def test_both_sides_past_21_in_one_deal_the_higher_wins_and_an_exact_tie_plays_on() -> None:
    tied = TressetteMatch().record(make_result((18, 18))).record(make_result((5, 5)))
    assert tied.points == (23, 23) and not tied.is_over
    assert tied.record(make_result((4, 7))).winner == 1
    assert TressetteMatch().record(make_result((18, 17))).record(make_result((5, 4))).winner == 0


def test_an_outright_win_ends_the_game_at_once_whatever_the_score() -> None:
    match = TressetteMatch().record(make_result((20, 0))).record(make_result((0, 11), Outright.STRAMAZZONE, 1))
    assert match.winner == 1 and match.games == 8
    assert TressetteMatch().record(make_result((11, 0), Outright.CAPPOTTO, 0)).games == 2


def test_a_match_plays_real_deals_and_refuses_the_wrong_one() -> None:
    match = TressetteMatch(rules=TRESSETTE_IN_DUE, first_dealer=1)
    deal = match.next_deal(seed=3)
    assert deal.dealer == 1 and deal.rules is TRESSETTE_IN_DUE
    with pytest.raises(TressetteMatchError, match="only a finished deal is scored"):
        match.record(deal)
    with pytest.raises(TressetteMatchError, match="dealt by Bruno with .*, got a deal dealt by Anna"):
        match.record(play_random(TressetteDeal.new(seed=3, dealer=0, rules=TRESSETTE_IN_DUE), seed=1))
    match = match.record(play_random(deal, seed=1))
    assert match.dealer == 0 and len(match.results) == 1


# ------------------------------------------------------------------------ in due


def test_in_due_the_winner_draws_first_and_both_draws_are_shown() -> None:
    deal = play_first_trick(TressetteDeal.new(seed=23, dealer=1, rules=TRESSETTE_IN_DUE))
    winner = deal.tricks[0].winner
    assert winner is not None and deal.phase is TressettePhase.DECLARE and deal.draws == ()
    while deal.phase is TressettePhase.DECLARE:
        deal = deal.apply(DoneDeclaring())
    top, second = deal.dealt_stock[0], deal.dealt_stock[1]
    assert deal.draws == ((winner, top), (1 - winner, second))
    assert [len(h) for h in deal.hands] == [10, 10] and len(deal.stock) == 18
    assert deal.to_move == winner
    loser_view = deal.view(1 - winner)
    assert top in loser_view.known[winner] and second in loser_view.hand
    assert loser_view.draws == deal.draws and loser_view.stock_size == 18
    assert f"draws {top}" in deal.narrate()[-1]


@pytest.mark.parametrize("seed", range(5))
def test_in_due_every_trick_draws_winner_first_until_the_stock_is_gone(seed: int) -> None:
    deal = play_random(TressetteDeal.new(seed=seed, rules=TRESSETTE_IN_DUE), seed=seed)
    assert len(deal.tricks) == 20 and deal.stock == ()
    assert [c for _, c in deal.draws] == list(deal.dealt_stock)
    for i in range(10):
        assert deal.draws[2 * i][0] == deal.tricks[i].winner
        assert deal.draws[2 * i + 1][0] == 1 - deal.draws[2 * i][0]


# ---------------------------------------------------------------- property tests


@pytest.mark.parametrize("rules", PROFILES, ids=lambda r: r.name)
@given(seed=seeds, dealer=st.integers(0, 3), choices=seeds)
def test_random_complete_deals_keep_every_invariant(rules: TressetteRules, seed: int, dealer: int, choices: int) -> None:
    states = random_steps(rules, seed, dealer, choices)
    rng = random.Random(choices)
    for state in states:
        assert every_card(state) == list(PACK)  # 40 cards conserved at every step
        if state.is_over:
            break
        snapshot = copy.deepcopy(state)
        for action in rng.sample(illegal_candidates(state), 3):
            with pytest.raises(IllegalActionError) as error:
                state.apply(action)  # type: ignore[arg-type]
            assert error.value.rule == "V5" and str(error.value).startswith("V5: ")
            assert not state.is_legal(action)
        assert state == snapshot  # refused actions leave the state unchanged
    final = states[-1]
    result = final.result
    assert result is not None and len(final.tricks) == rules.tricks
    assert sum(result.side_thirds) == 35 and sum(result.seat_card_thirds) == 32
    assert sum(result.side_card_points) == 11  # before declarations
    assert result.side_card_points == tuple(whole_points(t) for t in result.side_thirds)
    assert sum(result.side_points) == 11 + sum(d.points for _, d in final.declarations)
    assert sum(t.thirds for t in final.tricks) == thirds_of(PACK)
    assert len(final.narrate()) == len(final.history)
    assert from_json(to_json(final)) == final


def shown_cards(deal: TressetteDeal) -> set[Card]:
    cards = {c for t in deal.tricks for c in t.cards} | set(deal.current.cards if deal.current else ())
    cards |= {c for _, c in deal.draws} | {c for _, d in deal.declarations for c in d.cards}
    return cards


@pytest.mark.parametrize("rules", PROFILES, ids=lambda r: r.name)
@given(seed=seeds, choices=seeds, seat=st.integers(0, 3), i=st.integers(0, 9), j=st.integers(0, 19))
def test_a_seat_cannot_tell_deals_apart_that_differ_only_in_hidden_cards(
    rules: TressetteRules, seed: int, choices: int, seat: int, i: int, j: int
) -> None:
    seat %= rules.players
    states = random_steps(rules, seed, seed % rules.players, choices)
    first = states[0]
    hands = [list(h) for h in first.dealt_hands]
    stock = list(first.dealt_stock)
    others = [s for s in range(rules.players) if s != seat]
    if rules.players == 4:  # swap between two other hands
        a, b = others[j % 3], others[(j + 1) % 3]
        hands[a][i], hands[b][j % 10] = hands[b][j % 10], hands[a][i]
        secret = {hands[a][i], hands[b][j % 10]}
    else:  # in due: the other's hidden card against a card still in the stock
        a = others[0]
        hands[a][i], stock[j] = stock[j], hands[a][i]
        secret = {hands[a][i], stock[j]}
    twin = TressetteDeal.from_cards(hands, stock, dealer=first.dealer, rules=rules)
    compared = 0
    for state, after in zip(states, states[1:] + [None], strict=True):
        if secret & (shown_cards(state) | shown_cards(twin)):
            break
        assert state.view(seat) == twin.view(seat)
        compared += 1
        if after is None:
            break
        action = after.history[-1][1]
        if not twin.is_legal(action):
            break
        twin = twin.apply(action)
    assert compared >= 1


def test_a_view_holds_only_the_own_hand_and_what_was_shown() -> None:
    deal = random_steps(TRESSETTE_IN_DUE, 12, 0, 4)[30]
    for seat in (0, 1):
        view = deal.view(seat)
        other = deal.hands[1 - seat]
        visible = set(view.hand) | set(view.played_cards()) | {c for k in view.known for c in k}
        hidden_held = set(other) - {c for _, c in view.draws} - {c for _, d in view.declarations for c in d.cards}
        assert not hidden_held & visible
        assert view.hand_sizes == (len(deal.hands[0]), len(deal.hands[1]))
        assert not hasattr(view, "stock")


# ------------------------------------------------------------------------ records


def test_records_round_trip_and_are_written_atomically(tmp_path: Path) -> None:
    deal = play_scenario(TRESSETTE_SCENARIOS[0])
    data = to_dict(deal, names=["A", "B", "C", "D"])
    assert (data["format"], data["version"], data["rules"]) == ("calabresella-deal", 2, "tressette")
    assert data["actions"][0] == {"seat": deal.history[0][0], "action": str(deal.history[0][1])}
    assert from_json(to_json(deal)) == deal
    half = TressetteDeal.new(seed=8, rules=TRESSETTE_IN_DUE)
    half = half.apply_all(half.legal_actions()[:1])
    save(half, tmp_path / "deal.json")
    assert load(tmp_path / "deal.json") == half
    assert [p.name for p in tmp_path.iterdir()] == ["deal.json"]


def corrupt(change: str) -> str:
    data = to_dict(play_scenario(TRESSETTE_SCENARIOS[2]))
    if change == "rules":
        data["rules"] = "briscola"
    elif change == "card":
        data["hands"][0][0] = "10♠"
    elif change == "twice":
        data["hands"][0][0] = data["hands"][1][0]
    elif change == "action":
        data["actions"][3]["action"] = "jump"
    elif change == "illegal":
        data["actions"][1]["action"] = "play " + data["hands"][data["actions"][0]["seat"]][0]
    elif change == "seat":
        data["actions"][0]["seat"] = 5
    elif change == "version":
        data["version"] = 3
    elif change == "entry":
        data["actions"][2] = "play 3♠"
    return json.dumps(data, ensure_ascii=False)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ("rules", "no Tressette profile called 'briscola'"),
        ("card", "not a deal"),
        ("twice", "each of the 40 cards once"),
        ("action", "action 3: cannot read action 'jump'"),
        ("illegal", "action 1 ("),
        ("seat", "action 0 ("),
        ("version", "version 3 is not supported"),
        ("entry", "action 2: expected"),
    ],
)
def test_corrupt_records_are_refused_with_index_and_reason(change: str, message: str) -> None:
    with pytest.raises(TressetteRecordError) as error:
        from_json(corrupt(change))
    assert message in str(error.value)
    if change == "illegal":
        assert "is illegal: V5:" in str(error.value)


def test_not_json_and_another_format_are_refused() -> None:
    with pytest.raises(TressetteRecordError, match="not valid JSON"):
        from_json("{")
    with pytest.raises(TressetteRecordError, match='"format": "tressette-deal"'):
        from_json('{"format": "calabrasella-deal", "version": 1}')


def test_every_action_text_reads_back_as_the_action() -> None:
    for state in random_steps(TRESSETTE_FOR_FOUR, 3, 3, 1):
        for action in state.legal_actions():
            assert parse_tressette_action(str(action)) == action
    for declaration in available_declarations(parse_cards("3♥ 3♦ 3♣ 2♥ 2♦ 2♣ 2♠ A♥ A♣ A♠")):
        assert parse_tressette_action(str(declaration)) == declaration
    assert parse_tressette_action("declare three 2s missing spade") == Declare(Combination.THREE, Rank.TWO, Suit.SPADE)


# -------------------------------------------------------------------- playthroughs


@pytest.mark.parametrize("scenario", TRESSETTE_SCENARIOS, ids=lambda s: s.name)
def test_tressette_playthrough_replays_line_by_line(scenario: object) -> None:
    name = scenario.name  # type: ignore[attr-defined]
    committed = (FOLDER / f"{name}.txt").read_text(encoding="utf-8").splitlines()
    fresh = playthrough(scenario).splitlines()
    for number, (old, new) in enumerate(zip(committed, fresh, strict=False), 1):
        assert new == old, f"{name}.txt line {number} changed (regenerate: python -m calabresella.show.playthrough tests/playthroughs tressette)"
    assert len(fresh) == len(committed)


def test_playthroughs_cover_both_profiles_declarations_signals_and_an_outright_win() -> None:
    finals = [play_scenario(s) for s in TRESSETTE_SCENARIOS]
    assert {d.rules.name for d in finals} == {"tressette", "tressette-in-due"}  # the others differ only in the target
    assert all(d.declarations for d in finals)
    assert any(isinstance(a, SignalledLead) for d in finals for _, a in d.history)
    assert any(d.result is not None and d.result.outright is not Outright.NONE for d in finals)
    assert {d.dealer for d in finals if d.rules.players == 2} == {0, 1}


# --------------------------------------------------------------------------- values of the wrong kind
# Tressette's entry points refuse what no Tressette deal can have (V5): a TypeError for the
# wrong type, a ValueError for a value no deal produces, each saying what was expected.


def test_V5_deals_profiles_and_actions_refuse_values_of_the_wrong_kind() -> None:
    from calabresella.engine.errors import ArgumentTypeError
    from calabresella.games.italian.rules import ITALIAN

    with pytest.raises(TypeError, match="TressetteRules"):
        TressetteDeal.new(seed=1, rules="tressette")  # type: ignore[arg-type]  # was an AttributeError
    with pytest.raises(DealError, match="TressetteRules"):
        TressetteDeal.new(seed=1, rules=ITALIAN)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="seed"):
        TressetteDeal.new(seed=True)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="at least 0"):
        TressetteDeal.from_cards([PACK[0:10], PACK[10:20], PACK[20:30], PACK[30:]], seed=-2)
    with pytest.raises(TressetteRulesError, match="named by text"):
        tressette_profile(["tressette"])  # type: ignore[arg-type]  # was an unhashable-list TypeError
    with pytest.raises(TypeError, match="no field"):
        TRESSETTE_FOR_FOUR.replace(partners=2)
    with pytest.raises(ValueError, match="seats are numbered 0 to 3"):
        TRESSETTE_FOR_FOUR.side_of(7)  # was side 1
    with pytest.raises(ArgumentTypeError, match="Signal"):
        SignalledLead(PACK[0], "busso")  # type: ignore[arg-type]
    with pytest.raises(ArgumentTypeError, match="Card"):
        SignalledLead("3S", Signal.BUSSO)  # type: ignore[arg-type]
    with pytest.raises(ArgumentTypeError, match="Combination"):
        Declare("four", Rank.THREE)  # type: ignore[arg-type]
    with pytest.raises(ArgumentTypeError, match="Rank"):
        Declare(Combination.FOUR, "3")  # type: ignore[arg-type]
    deal = TressetteDeal.new(seed=5)
    for wrong, error in ((4, ValueError), (True, TypeError), (None, TypeError)):
        for method in (deal.view, deal.captured, deal.known, deal.held_at_first_trick, deal.declarable):
            with pytest.raises(error, match="seats are numbered"):
                method(wrong)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="apply_all takes a sequence of actions"):
        deal.apply_all("play 3♠")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="names"):
        play_random(deal, 1).narrate(5)  # type: ignore[arg-type]  # was len() of an int


def test_V5_tricks_are_a_seat_of_the_table_and_different_cards() -> None:
    from calabresella.games.tressette import TressetteTrick

    assert TressetteTrick(3, 4, list(PACK[:2])).cards == PACK[:2]
    for args, error in (((4, 4), ValueError), ((0, 3), ValueError), ((0, 4, ["3S"]), TypeError),
                        ((0, 2, PACK[:3]), ValueError), ((0, 4, (PACK[0], PACK[0])), ValueError),
                        ((0, 4, (), "busso"), TypeError)):
        with pytest.raises(error):
            TressetteTrick(*args)  # type: ignore[arg-type]


def test_V5_score_tressette_refuses_tricks_that_are_no_deal() -> None:
    from calabresella.games.italian.rules import ITALIAN
    from calabresella.games.tressette import TressetteTrick, score_tressette

    done = play_random(TressetteDeal.new(seed=5), seed=1)
    assert score_tressette(done.tricks, done.declarations) == done.result
    with pytest.raises(ValueError, match="each of the 40 cards once"):
        score_tressette((done.tricks[0],) * 10)  # the same trick ten times was scored
    shifted = [*done.tricks[:1], dataclasses.replace(done.tricks[1], leader=(done.tricks[1].leader + 1) % 4),
               *done.tricks[2:]]
    with pytest.raises(ValueError, match="leads to the next"):
        score_tressette(shifted)
    with pytest.raises(ValueError, match="seats are numbered"):
        score_tressette(done.tricks, [(7, Declare(Combination.FOUR, Rank.THREE))])  # seat 7 scored for side 1
    with pytest.raises(TypeError, match=r"\(seat, Declare\) pairs"):
        score_tressette(done.tricks, ["declare four threes"])  # type: ignore[list-item]
    with pytest.raises(TypeError, match="TressetteRules"):
        score_tressette(done.tricks, rules=ITALIAN)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="TressetteTricks"):
        score_tressette(None)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="complete tricks"):
        score_tressette([TressetteTrick(0, 4)] * 10)


def test_V5_a_game_counts_only_finished_deals_and_results_of_its_table() -> None:
    from calabresella.games.tressette import scenario_choice
    from calabresella.games.tressette.narrate import describe_state

    with pytest.raises(TypeError, match="finished TressetteDeal or its result"):
        TressetteMatch().record(5)  # type: ignore[arg-type]  # was counted, then crashed the standings
    with pytest.raises(TypeError, match="TressetteRules"):
        TressetteMatch(rules="tressette")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="TressetteResults"):
        TressetteMatch(results=(None,))  # type: ignore[arg-type]
    in_due = play_random(TressetteDeal.new(seed=5, rules=TRESSETTE_IN_DUE), seed=1)
    assert in_due.result is not None
    with pytest.raises(TressetteMatchError, match="4 players"):
        TressetteMatch().record(in_due.result)
    with pytest.raises(ValueError, match="the deal is over"):
        scenario_choice(in_due, random.Random(1))  # was an IndexError
    with pytest.raises(TypeError, match="TressetteDeal"):
        describe_state(None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="JSON text"):
        from_json(b"{}")  # type: ignore[arg-type]


# ------------------------------------------------------------------ the package's modules


def test_V5_a_view_is_asked_of_the_deal_and_refuses_what_is_not_one() -> None:
    from calabresella.engine.errors import ArgumentTypeError
    from calabresella.games.american import AmericanDeal
    from calabresella.games.tressette import TressetteView

    deal = TressetteDeal.new(seed=5)
    assert TressetteView.of(deal, 1) == deal.view(1)
    with pytest.raises(ArgumentTypeError, match="deal must be a TressetteDeal"):
        TressetteView.of(None, 0)  # type: ignore[arg-type]
    with pytest.raises(ArgumentTypeError, match="deal must be a TressetteDeal"):
        TressetteView.of(AmericanDeal.new(seed=5), 0)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="seats are numbered 0 to 3"):
        TressetteView.of(deal, 4)


def test_V5_the_rules_deal_and_records_live_in_modules_of_their_own() -> None:
    from calabresella.games.tressette import actions, deal, record, rules, scenarios, scoring, session, view

    assert rules.tressette_profile("tressette") is TRESSETTE_FOR_FOUR
    assert actions.parse_tressette_action("done declaring") == DoneDeclaring()
    assert deal.TressetteDeal is TressetteDeal and view.TressetteView.__module__ == view.__name__
    assert scoring.TressetteResult.__module__ == scoring.__name__
    assert record.OLD_FORMAT == "tressette-deal" and record.to_json is to_json
    assert scenarios.TRESSETTE_SCENARIOS is TRESSETTE_SCENARIOS and session.TressetteMatch is TressetteMatch
