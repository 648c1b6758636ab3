"""The heuristic players of the American account (V4) and of Tressette (V5): rules of
thumb on chosen positions, they see only their own seat (hidden cards changed, same
choice), they are reproducible, and they beat random players over a few hundred deals."""

from __future__ import annotations

import dataclasses
import random

import pytest

from calabresella.engine.actions import Call, Discard, GiveBack, Pass
from calabresella.engine.cards import Card, parse_cards, sort_hand
from calabresella.games.american import AmericanDeal, AmericanPhase, PlayAlone, Take, TurnWidow
from calabresella.games.american.players import PLAY_ALONE_THRESHOLD, AmericanHeuristicPlayer
from calabresella.games.italian.players import RandomPlayer, hand_value
from calabresella.games.tressette import (
    TRESSETTE_FOR_FOUR,
    TRESSETTE_IN_DUE,
    Declare,
    DoneDeclaring,
    TressetteDeal,
    TressettePhase,
)
from calabresella.games.tressette.players import TressetteHeuristicPlayer, play_game, trick_scorer

C = Card.parse


# ----------------------------------------------------------------------- rules of thumb


def test_the_trick_scorer_gives_to_a_sure_partner_and_wins_cheaply() -> None:
    # seat 1's 2♠ wins and seat 2, its partner, plays last: give the ace
    give = trick_scorer(parse_cards("A♠ 4♠ 5♥"), parse_cards("K♠ 2♠"), 0, 2, 3, {1}, set())
    assert max(parse_cards("A♠ 4♠"), key=give) == C("A♠")
    # an opponent leads K♠; seat 1 of four holds 3♠ A♠ 4♠ and 2♠ is unseen: only 3♠ surely wins
    hand = parse_cards("A♠ 4♠ 3♠ 5♥")
    win = trick_scorer(hand, parse_cards("K♠"), 0, 1, 4, {3}, set(parse_cards("2♠ 7♠")))
    assert max(parse_cards("A♠ 4♠ 3♠"), key=win) == C("3♠")
    # leading: a master of the longest suit
    lead = trick_scorer(parse_cards("3♥ 2♥ 4♥ A♠"), (), 0, 0, 2, (), set(parse_cards("3♠ K♥")))
    assert max(parse_cards("3♥ 2♥ 4♥ A♠"), key=lead) == C("3♥")


def test_a_tressette_player_declares_everything_then_says_done() -> None:
    hands = [
        parse_cards("3♠ 3♥ 3♦ 2♣ A♣ 4♠ 5♠ 6♠ 7♠ J♠"),
        parse_cards("2♠ 2♥ 2♦ 3♣ A♠ 4♥ 5♥ 6♥ 7♥ J♥"),
        parse_cards("A♥ A♦ K♠ K♥ K♦ K♣ Q♠ Q♥ Q♦ Q♣"),
        parse_cards("J♦ J♣ 7♦ 7♣ 6♦ 6♣ 5♦ 5♣ 4♦ 4♣"),
    ]
    deal = TressetteDeal.from_cards(hands, dealer=3, rules=TRESSETTE_FOR_FOUR)
    player = TressetteHeuristicPlayer()
    while deal.phase is TressettePhase.PLAY:
        deal = deal.apply(player.choose(deal.view(deal.to_move)))  # type: ignore[arg-type]
    said = []
    while deal.phase is TressettePhase.DECLARE:
        action = player.choose(deal.view(deal.to_move))  # type: ignore[arg-type]
        said.append((deal.to_move, action))
        deal = deal.apply(action)
    declared = [(s, a) for s, a in said if isinstance(a, Declare)]
    assert {s for s, _ in declared} == {0, 1}  # three 3s (seat 0), three 2s (seat 1)
    assert sum(isinstance(a, DoneDeclaring) for _, a in said) == 4


def test_the_american_player_says_asks_discards_and_takes_by_its_rules() -> None:
    player = AmericanHeuristicPlayer()
    for seed in range(40):
        deal = AmericanDeal.new(seed=seed, dealer=seed % 3)
        seat = deal.to_move
        assert seat is not None
        want = hand_value(deal.hands[seat]) >= PLAY_ALONE_THRESHOLD
        assert player.choose(deal.view(seat)) == (PlayAlone() if want else Pass())
    # a single player goes through every phase legally
    deal = AmericanDeal.new(seed=7).apply(PlayAlone())
    kinds = set()
    while deal.phase is not AmericanPhase.PLAY:
        action = player.choose(deal.view(deal.to_move))  # type: ignore[arg-type]
        assert deal.is_legal(action)
        kinds.add(type(action))
        if isinstance(action, Discard):
            assert not action.card.thirds or len(deal.discards) == 0
        deal = deal.apply(action)
    assert {Call, TurnWidow, Take} <= kinds and Discard in kinds
    assert GiveBack in kinds or deal.asked_holder is None


# ----------------------------------------------------------------- hidden cards ignored


def _hidden_tressette(deal: TressetteDeal, seat: int, rng: random.Random) -> TressetteDeal:
    """``deal`` with every card hidden from ``seat`` (other hands' unshown cards, the stock) shuffled."""
    fixed = set(deal.hands[seat]) | {c for s in range(deal.players) for c in deal.known(s)}
    pool = [c for s in range(deal.players) if s != seat for c in deal.hands[s] if c not in fixed]
    pool += list(deal.stock)
    rng.shuffle(pool)
    hands = list(deal.hands)
    for s in range(deal.players):
        if s == seat:
            continue
        keep = tuple(c for c in hands[s] if c in fixed)
        take = len(hands[s]) - len(keep)
        hands[s] = sort_hand(keep + tuple(pool[:take]))
        pool = pool[take:]
    return dataclasses.replace(deal, hands=tuple(hands), stock=tuple(pool))


def _hidden_american(deal: AmericanDeal, seat: int, rng: random.Random) -> AmericanDeal:
    """``deal`` with the cards hidden from ``seat`` shuffled among the other hands (and the
    face-down widow); cards the table saw change hands (asked, exchanged, taken) stay put."""
    located = {deal.asked, deal.exchange_card, *deal.taken} - {None}
    others = [s for s in range(3) if s != seat]
    pool = [c for s in others for c in deal.hands[s] if c not in located]
    widow_hidden = not deal.widow_turned
    if widow_hidden:
        pool += list(deal.widow)
    rng.shuffle(pool)
    hands = list(deal.hands)
    for s in others:
        keep = tuple(c for c in hands[s] if c in located)
        take = len(hands[s]) - len(keep)
        hands[s] = sort_hand(keep + tuple(pool[:take]))
        pool = pool[take:]
    widow = tuple(pool) if widow_hidden else deal.widow
    return dataclasses.replace(deal, hands=tuple(hands), widow=widow)


@pytest.mark.parametrize("rules", [TRESSETTE_FOR_FOUR, TRESSETTE_IN_DUE], ids=lambda r: r.name)
def test_every_tressette_choice_ignores_the_hidden_cards(rules: object) -> None:
    rng = random.Random(3)
    checked = 0
    for seed in range(6):
        deal = TressetteDeal.new(seed=seed, dealer=seed % 2, rules=rules)  # type: ignore[arg-type]
        player = TressetteHeuristicPlayer()
        while not deal.is_over:
            seat = deal.to_move
            assert seat is not None
            other = _hidden_tressette(deal, seat, rng)
            action = player.choose(deal.view(seat))
            assert player.choose(other.view(seat)) == action
            assert other.is_legal(action)
            deal = deal.apply(action)
            checked += 1
    assert checked > 6 * 40


def test_every_american_choice_ignores_the_hidden_cards() -> None:
    rng = random.Random(4)
    checked = 0
    for seed in range(12):
        deal = AmericanDeal.new(seed=seed, dealer=seed % 3)
        player = AmericanHeuristicPlayer(threshold=0)  # always play alone: every phase is reached
        while not deal.is_over:
            seat = deal.to_move
            assert seat is not None
            other = _hidden_american(deal, seat, rng)
            action = player.choose(deal.view(seat))
            assert player.choose(other.view(seat)) == action
            deal = deal.apply(action)
            checked += 1
    assert checked > 12 * 40


def test_seeded_players_are_reproducible() -> None:
    def run(seed: int) -> list[object]:
        four = play_game(TressetteDeal.new(seed=seed), [TressetteHeuristicPlayer(seed + s) for s in range(4)])
        three = play_game(AmericanDeal.new(seed=seed), [AmericanHeuristicPlayer(seed + s, 0) for s in range(3)])
        return [a for _, a in four.history] + [a for _, a in three.history]

    assert run(5) == run(5)
    assert repr(TressetteHeuristicPlayer(5)) == "TressetteHeuristicPlayer(5)"
    assert repr(AmericanHeuristicPlayer(5)) == "AmericanHeuristicPlayer(5)"


def test_players_refuse_the_wrong_view() -> None:
    with pytest.raises(TypeError):
        TressetteHeuristicPlayer().choose(AmericanDeal.new(seed=1).view(1))  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        AmericanHeuristicPlayer().choose(TressetteDeal.new(seed=1).view(0))  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        TressetteHeuristicPlayer().choose(TressetteDeal.new(seed=1).view(2))  # seat 1 is to move, not 2


# --------------------------------------------------------------------- beating random


def tressette_rate(rules: object, n: int) -> tuple[float, float]:
    """Share of deals the heuristic side wins on points, and its mean lead, over deals 0…n-1
    (the heuristic side alternates; the others play at random)."""
    players = rules.players  # type: ignore[attr-defined]
    wins = lead = 0
    for seed in range(n):
        side = seed % 2
        seats = [
            TressetteHeuristicPlayer(seed * players + s) if s % 2 == side else RandomPlayer(seed * players + s)
            for s in range(players)
        ]
        result = play_game(TressetteDeal.new(seed, seed % players, rules), seats).result  # type: ignore[arg-type]
        assert result is not None
        wins += result.side_points[side] > result.side_points[1 - side]
        lead += result.side_points[side] - result.side_points[1 - side]
    return wins / n, lead / n


def american_rate(n: int) -> tuple[float, float]:
    """Mean balance change of one heuristic seat against two random ones (rotating), and the
    share of deals it gains on, over deals 0…n-1. Random play in its place averages 0."""
    balance = gained = 0
    for seed in range(n):
        me = seed % 3
        seats = [AmericanHeuristicPlayer(seed * 3 + s) if s == me else RandomPlayer(seed * 3 + s) for s in range(3)]
        result = play_game(AmericanDeal.new(seed, seed % 3), seats).result
        if result is not None:
            balance += result.transfers[me]
            gained += result.transfers[me] > 0
    return balance / n, gained / n


def test_heuristic_partners_beat_random_ones_at_tressette_for_four() -> None:
    # 300 deals: the heuristic side wins 0.76 of them, by 4.2 points a deal on average
    wins, lead = tressette_rate(TRESSETTE_FOR_FOUR, 300)
    assert wins > 0.65 and lead > 2.5


def test_a_heuristic_player_beats_a_random_one_at_tressette_in_due() -> None:
    # 300 deals: 0.86, by 4.3 points a deal
    wins, lead = tressette_rate(TRESSETTE_IN_DUE, 300)
    assert wins > 0.7 and lead > 2.5


def test_a_heuristic_player_beats_random_ones_at_the_american_account() -> None:
    # 300 deals: +10.5 a deal on average (random play: 0), gaining on 0.59 of them
    balance, gained = american_rate(300)
    assert balance > 4 and gained > 0.45


# ----------------------------------------------------------------------- the one game loop

from calabresella.engine.actions import Play  # noqa: E402
from calabresella.engine.cards import PACK  # noqa: E402
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError, IllegalActionError  # noqa: E402
from calabresella.engine.game import play_out, play_random  # noqa: E402
from calabresella.games.italian.deal import Deal  # noqa: E402
from calabresella.games.italian.players import HeuristicPlayer, play_deal  # noqa: E402

DEALS = {
    "italian": lambda seed: Deal.new(seed=seed),
    "american": lambda seed: AmericanDeal.new(seed=seed),
    "tressette": lambda seed: TressetteDeal.new(seed=seed),
    "tressette-in-due": lambda seed: TressetteDeal.new(seed=seed, rules=TRESSETTE_IN_DUE),
}


class _Watcher:
    """A seat's player that notes what it was shown and plays the first legal action."""

    def __init__(self, seat: int, shown: list[tuple[int, int]]) -> None:
        self.seat, self.shown = seat, shown

    def choose(self, view: object) -> object:
        self.shown.append((self.seat, view.seat))  # type: ignore[attr-defined]
        return view.legal_actions[0]  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", sorted(DEALS))
def test_R1_V4_V5_the_one_loop_asks_the_seat_to_move_for_its_own_views_choice(game: str) -> None:
    deal = DEALS[game](4)
    shown: list[tuple[int, int]] = []
    seats = len(deal.hands)
    final = play_out(deal, [_Watcher(s, shown) for s in range(seats)])
    assert final.is_over and len(shown) == len(final.history)
    assert all(player == seen for player, seen in shown)  # each player saw its own seat only
    assert [seat for seat, _ in final.history] == [seat for seat, _ in shown]


@pytest.mark.parametrize("game", sorted(DEALS))
def test_R1_V4_V5_play_random_is_the_loop_with_one_seeded_draw_per_action(game: str) -> None:
    deal = DEALS[game](9)
    rng = random.Random(3)
    by_hand = deal
    while not by_hand.is_over:  # what play_random means, written out
        by_hand = by_hand.apply(rng.choice(by_hand.legal_actions()))
    assert play_random(deal, 3) == by_hand


def test_R1_V4_V5_play_deal_and_play_game_are_the_one_loop() -> None:
    italian = [HeuristicPlayer(s) for s in range(3)]
    assert play_deal(Deal.new(seed=2), italian) == play_out(Deal.new(seed=2), [HeuristicPlayer(s) for s in range(3)])
    assert play_game is play_out
    four = play_game(TressetteDeal.new(seed=2), [TressetteHeuristicPlayer(s) for s in range(4)])
    assert four.is_over and four.result is not None


def test_R1_one_player_may_play_every_seat() -> None:
    final = play_out(AmericanDeal.new(seed=5), AmericanHeuristicPlayer(1))
    assert final.is_over
    assert final == play_out(AmericanDeal.new(seed=5), [AmericanHeuristicPlayer(1)] * 3)


class _Cheat:
    """Plays a card it does not hold."""

    def choose(self, view: object) -> object:
        return Play(next(c for c in PACK if c not in view.hand))  # type: ignore[attr-defined]


def test_V5_a_player_that_chooses_an_illegal_action_is_refused_with_the_rule() -> None:
    with pytest.raises(IllegalActionError, match="V5"):
        play_out(TressetteDeal.new(seed=1), [_Cheat()] * 4)


def test_the_loop_refuses_what_is_not_a_deal_or_not_enough_players() -> None:
    with pytest.raises(ArgumentTypeError, match="play_out plays a deal"):
        play_out(None, [RandomPlayer(1)])  # type: ignore[type-var]
    with pytest.raises(ArgumentTypeError, match="a list of players"):
        play_out(TressetteDeal.new(seed=1), "four players")  # type: ignore[arg-type]
    with pytest.raises(ArgumentValueError, match="choose"):
        play_out(TressetteDeal.new(seed=1), [RandomPlayer(1), object()])  # type: ignore[list-item]
    with pytest.raises(ArgumentValueError, match="only 2 players were given"):
        play_out(TressetteDeal.new(seed=1, dealer=1), [RandomPlayer(1), RandomPlayer(2)])
    with pytest.raises(ValueError, match="3 players"):
        play_deal(Deal.new(seed=1), [RandomPlayer(1)] * 2)  # the Italian game's own check (R1)
