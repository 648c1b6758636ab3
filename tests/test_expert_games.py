"""The expert's card play in the American account (V4) and Tressette (V5), issue 12: the
worlds it samples fit what its seat has seen, the world of the real cards solves as the
real deal, and it decides from its view only."""

from __future__ import annotations

import dataclasses
import random

import pytest

from calabresella.analysis.expert import ExpertPlayer
from calabresella.analysis.expert_games import PILE, STOCK, WIDOW, GameExpert, GameKnowledge, game_world
from calabresella.analysis.solver import Solver
from calabresella.engine.errors import ArgumentTypeError
from calabresella.games.american import AmericanDeal
from calabresella.games.american.players import AmericanHeuristicPlayer
from calabresella.games.italian.deal import Deal
from calabresella.games.registry import games
from calabresella.games.tressette import TRESSETTE_FOR_FOUR, TRESSETTE_IN_DUE, TressetteDeal
from calabresella.games.tressette.players import TressetteHeuristicPlayer

GAMES = ["american", "tressette", "tressette-in-due"]


def _positions(game: str, deals: int, every: int = 3, most_cards: int = 24) -> list:
    """Positions of card play from heuristic deals with at most ``most_cards`` in the hands."""
    found = []
    for seed in range(deals):
        if game == "american":
            deal = AmericanDeal.new(seed=seed)
            players = [AmericanHeuristicPlayer(s) for s in range(3)]
        else:
            rules = TRESSETTE_FOR_FOUR if game == "tressette" else TRESSETTE_IN_DUE
            deal = TressetteDeal.new(seed=seed, dealer=seed % rules.players, rules=rules)
            players = [TressetteHeuristicPlayer(s) for s in range(rules.players)]
        step = 0
        while not deal.is_over:
            cards = sum(map(len, deal.hands)) + len(getattr(deal, "stock", ()))
            if deal.phase.name == "PLAY" and step % every == 0 and cards <= most_cards:
                found.append(deal)
            deal = deal.apply(players[deal.to_move].choose(deal.view(deal.to_move)))
            step += 1
    return found


def _truth(deal) -> dict:
    seat = deal.to_move
    world: dict = {s: deal.hands[s] for s in range(len(deal.hands)) if s != seat}
    if isinstance(deal, TressetteDeal):
        if deal.stock:
            world[STOCK] = deal.stock
    elif deal.widow_turned:
        world[PILE] = deal.pile
    else:
        world[PILE] = deal.discards
        if deal.widow:
            world[WIDOW] = deal.widow
    return world


@pytest.mark.parametrize("game", GAMES)
def test_the_real_deal_is_a_possible_world_and_solves_the_same(game: str) -> None:
    """V4, V5: every hidden card lies where the seat thinks it may, and the world built
    from the real places solves exactly as the real deal."""
    solver = Solver()
    positions = _positions(game, 3)[::2]
    assert positions
    for deal in positions:
        seat = deal.to_move
        seen = GameKnowledge(deal.view(seat))
        for place, cards in _truth(deal).items():
            for card in cards:
                assert card in seen.known.get(place, ()) or place in seen.allowed[card], (place, card)
        assert solver.solve(game_world(deal.view(seat), _truth(deal))) == solver.solve(deal)


@pytest.mark.parametrize("game", GAMES)
def test_every_sampled_world_fits_what_the_seat_saw(game: str) -> None:
    rng = random.Random(game)
    for deal in _positions(game, 2, every=5, most_cards=40):
        seat = deal.to_move
        seen = GameKnowledge(deal.view(seat))
        world = seen.sample(rng)
        for place, cards in world.items():
            assert len(cards) == seen.sizes[place] + len(seen.known.get(place, ()))
            if isinstance(place, int):
                assert not any(c.suit in seen.voids.get(place, ()) for c in cards if c not in seen.known[place])
        dealt = [c for cards in world.values() for c in cards]
        assert len(dealt) == len(set(dealt)) == 40 - len(deal.hands[seat]) - len(deal.view(seat).played_cards())


@pytest.mark.parametrize("game", GAMES)
def test_the_expert_plays_legal_cards_deterministically_from_its_view_only(game: str) -> None:
    """Two deals that differ only in cards the expert cannot see get the same card."""
    for deal in _positions(game, 6, every=4, most_cards=24):
        seat = deal.to_move
        view = deal.view(seat)
        seen = GameKnowledge(view)
        others = [s for s in range(len(deal.hands)) if s != seat]
        swap = next(
            ((a, x, b, y) for a in others for b in others if a < b for x in deal.hands[a] for y in deal.hands[b]
             if x.suit is y.suit and x in seen.unseen and y in seen.unseen),
            None,
        )
        if swap is None and isinstance(deal, TressetteDeal) and deal.stock:
            # in due: one hidden card of the other player's and one of the stock trade places
            (a,) = others
            swap = next(((a, x, None, y) for x in deal.hands[a] for y in deal.stock
                         if x in seen.unseen and y in seen.unseen), None)
        if swap is None:
            continue
        a, x, b, y = swap
        hands = list(deal.hands)
        hands[a] = tuple(y if c == x else c for c in hands[a])
        if b is None:
            stock = tuple(x if c == y else c for c in deal.stock)
            other = dataclasses.replace(deal, hands=tuple(hands), stock=stock,
                                        dealt_stock=deal.dealt_stock[: len(deal.dealt_stock) - len(stock)] + stock)
        else:
            hands[b] = tuple(x if c == y else c for c in hands[b])
            other = dataclasses.replace(deal, hands=tuple(hands))
        assert other.view(seat) == view
        first = GameExpert(seed=2, samples=3, time_budget=60).choose(view)
        assert first in deal.legal_actions()
        assert GameExpert(seed=2, samples=3, time_budget=60).choose(other.view(seat)) == first
        assert ExpertPlayer(seed=2, samples=3, time_budget=60).choose(view) == first  # the same expert
        return
    pytest.fail(f"no {game} position with a swappable pair")


def test_outside_card_play_the_games_heuristic_player_decides() -> None:
    deal = AmericanDeal.new(seed=3)
    view = deal.view(deal.to_move)
    assert GameExpert(seed=1).choose(view) == AmericanHeuristicPlayer(1).choose(view)


def test_an_italian_view_is_not_for_the_games_expert() -> None:
    with pytest.raises(ArgumentTypeError, match="an AmericanView, a TressetteView"):  # and every other game's
        GameKnowledge(Deal.new(seed=1).view(0))  # type: ignore[arg-type]


def _holds_truth(deal) -> None:
    seat = deal.to_move
    seen = GameKnowledge(deal.view(seat))
    truth = _truth(deal)
    for place, cards in truth.items():
        for card in cards:
            assert card in seen.known.get(place, ()) or place in seen.allowed[card], (place, card)
    for place, cards, most in seen.limits:
        assert sum(c in cards for c in truth.get(place, ())) <= most


def test_a_declared_three_of_a_kind_keeps_its_missing_card_out_of_the_declarers_hand() -> None:
    """V5: "three 3s missing ♦" says the declarer holds no 3♦; no world gives it to him."""
    from calabresella.engine.cards import Card
    from calabresella.games.tressette import Combination

    for game in ("tressette", "tressette-in-due"):
        found = False
        for deal in _positions(game, 40, every=7, most_cards=40):
            _holds_truth(deal)
            seat = deal.to_move
            seen = GameKnowledge(deal.view(seat))
            for declarer, declared in deal.declarations:
                if declared.combination is Combination.THREE and declarer != seat:
                    missing = Card(declared.rank, declared.suit)
                    if missing in seen.unseen:
                        found = True
                        assert declarer not in seen.allowed[missing]
                        assert missing not in seen.sample(random.Random(1)).get(declarer, ())
        assert found, f"no {game} deal with a three of a kind declared in 40 seeds"


def test_asking_a_two_shows_the_four_threes_were_the_single_players() -> None:
    """V4: the ask is for the highest rank lacked, so after a 2 is asked every unseen 3 is
    in the single player's hand or discards, or (once, the exchange card) with the holder."""
    checked = 0
    for deal in _positions("american", 30, every=5, most_cards=36):
        if deal.asked is None or deal.asked.rank.name == "THREE":
            continue
        _holds_truth(deal)
        seat = deal.to_move
        if seat == deal.soloist:
            continue
        seen = GameKnowledge(deal.view(seat))
        threes = [c for c in seen.unseen if c.rank.name == "THREE"]
        for card in threes:
            assert seen.allowed[card] <= {deal.soloist, PILE, deal.asked_holder}
        world = seen.sample(random.Random(checked))
        if deal.asked_holder is not None and deal.asked_holder != seat:
            assert sum(c in threes for c in world[deal.asked_holder]) <= 1
        checked += 1
    assert checked, "no American deal with a 2 asked in 30 seeds"


def _card_play_view(game, seed: int):
    """A view of the seat to move in the card play of ``game``'s default profile, with a
    choice of cards, from a deal played by the game's heuristic players (None if none)."""
    deal = game.new_deal(seed)
    players = [game.player("heuristic", s) for s in range(game.seats())]
    while not deal.is_over:
        cards = {a.card for a in deal.legal_actions() if hasattr(a, "card")}
        if deal.phase.name == "PLAY" and len(cards) > 1 and sum(map(len, deal.hands)) <= 12:
            return deal, deal.view(deal.to_move)
        deal = deal.apply(players[deal.to_move].choose(deal.view(deal.to_move)))
    return None


@pytest.mark.parametrize("game", [g for g in games() if g.expert is not None], ids=lambda g: g.name)
def test_the_expert_plays_every_game_with_an_expert_hook_choosing_by_the_views_game(game) -> None:
    """ExpertPlayer.choose asks game_of(view) for its expert: the Italian expert plays its
    own game, every other game's hook gives the player that plays it."""
    found = next(f for f in (_card_play_view(game, seed) for seed in range(40)) if f is not None)
    deal, view = found
    expert = ExpertPlayer(seed=3, samples=2, time_budget=60, bid_samples=0)
    action = expert.choose(view)
    assert action in deal.legal_actions()
    made = game.expert().player(3, 2, 60.0)
    assert made.choose(view) == action  # the same expert, reached through the game object


def test_the_games_experts_refusal_names_every_game_with_card_play_knowledge() -> None:
    with pytest.raises(ArgumentTypeError) as refused:
        GameExpert(seed=1).choose(Deal.new(seed=1).view(0))
    kinds = [g.expert().VIEW for g in games() if g.expert is not None and hasattr(g.expert(), "VIEW")]
    assert len(kinds) >= 2 and all(kind in str(refused.value) for kind in kinds)
