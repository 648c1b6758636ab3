"""The double-dummy solver and the sampling expert of the calling games (C1–C9, V7–V10):
Tressette a chiamare, Mediatore, Quadrigliati and Quintiglio.

- the solver (``calling/solve.py``) against a plain minimax written independently of its
  core (``tests/test_solver_contract.py``'s, which tries every legal action of the engine
  and scores the engine's result) on end positions of every profile, deeper than the
  contract test's, five seats included; a kept table never confuses the fifth seat with
  the first; the value of the solver's own line is the deal's result; whole deals solve;
- the expert (``calling/expert.py``): every world it samples fits what its seat saw, the
  real deal is one of them, the hidden partner is sampled and not read, its choice is the
  same for every deal its view cannot tell apart, and every action it takes is legal.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from test_solver_contract import SOLVED, minimax

from calabresella.analysis.expert import ExpertPlayer
from calabresella.analysis.expert_games import GameExpert, GameKnowledge, game_world
from calabresella.analysis.solver import Solver, can_reach, card_values, solve
from calabresella.engine.actions import Call, Play
from calabresella.engine.game import play_random
from calabresella.games.calling import (
    Bid,
    CallingDeal,
    CallingHeuristicPlayer,
    CallingPhase,
    Pass,
    callable_cards,
)
from calabresella.games.calling import expert as knowledge
from calabresella.games.calling import solve as adapter
from calabresella.games.game import Game
from calabresella.games.registry import games

CALLING = [(game, name) for game in games() if game.deal_class is CallingDeal for name in game.profiles]
"""Every profile of every calling game (the registry's, so a new profile is checked too)."""
IDS = [name for _, name in CALLING]


def _new(game: Game, profile: str, seed: int) -> CallingDeal:
    rules = game.profiles[profile]
    deal: CallingDeal = game.new_deal(seed, dealer=seed % rules.players, rules=rules)
    return deal


def _heuristic_to(deal: CallingDeal, seed: int, cards_left: int = 0) -> CallingDeal:
    """``deal`` played by heuristic players until its hands hold ``cards_left`` cards at most
    in card play (or it is over)."""
    players = [CallingHeuristicPlayer(seed * 10 + s) for s in range(deal.players)]
    while not deal.is_over and (deal.phase is not CallingPhase.PLAY or max(map(len, deal.hands)) > cards_left):
        assert deal.to_move is not None
        deal = deal.apply(players[deal.to_move].choose(deal.view(deal.to_move)))
    return deal


def opening_lead(game: Game, profile: str, seed: int) -> CallingDeal | None:
    """Seeded deal ``seed`` of ``profile`` at its opening lead, bid, called, exchanged and laid
    away by the heuristic players; None when everyone passed."""
    deal = _new(game, profile, seed)
    players = [CallingHeuristicPlayer(seed * 10 + s) for s in range(deal.players)]
    while not deal.is_over and deal.phase is not CallingPhase.PLAY:
        assert deal.to_move is not None
        deal = deal.apply(players[deal.to_move].choose(deal.view(deal.to_move)))
    return deal if deal.phase is CallingPhase.PLAY else None


def random_position(game: Game, profile: str, rng: random.Random, tricks: int) -> CallingDeal | None:
    """A position of the card play with ``tricks`` tricks left, at a random point of the
    trick, from random actions; None when everyone passed."""
    deal = _new(game, profile, rng.randrange(10**6))
    stop = rng.randrange(deal.players)
    while not deal.is_over:
        if deal.phase is CallingPhase.PLAY and deal.current is not None:
            left = max(map(len, deal.hands))
            if left < tricks or (left == tricks and len(deal.current.cards) >= stop):
                return deal
        deal = deal.apply(rng.choice(deal.legal_actions()))
    return None


# ---------------------------------------------------------------------------- the solver


def test_every_calling_profile_is_in_the_solver_contract() -> None:
    """The contract test (the solver against a plain minimax on end positions of two tricks)
    reaches every calling profile through its game's solver hook."""
    assert CALLING and {name for _, name in CALLING} <= {name for _, name in SOLVED}
    assert all(game.solver is not None and game.solver() is adapter for game, _ in CALLING)


@pytest.mark.parametrize(("game", "profile"), CALLING, ids=IDS)
def test_three_tricks_from_the_end_the_solver_equals_a_plain_minimax(game: Game, profile: str) -> None:
    """C7, C8: every value the solver gives (solve, a kept table, can_reach, each card's)
    equals the plain minimax's, for the side of the seat to move and for the other side:
    the two sides' points make 11."""
    rng = random.Random(f"calling:{profile}")
    kept = Solver()
    checked = 0
    while checked < 4:
        deal = random_position(game, profile, rng, tricks=3)
        if deal is None:
            continue
        expected = minimax(deal)
        assert solve(deal) == kept.solve(deal) == expected, (profile, deal.history)
        assert can_reach(deal, expected) and (expected == 11 or not can_reach(deal, expected + 1))
        mover = deal.to_move
        assert mover is not None
        other = next(s for s in range(deal.players) if adapter.stake(deal, s).flip != adapter.stake(deal, mover).flip)
        assert minimax(deal, other) == 11 - expected
        values = card_values(deal)
        for action in deal.legal_actions():
            assert isinstance(action, Play)
            assert values[action.card] == minimax(deal.apply(action), deal.to_move), (profile, action)
        checked += 1


def test_a_kept_table_tells_the_fifth_seat_from_the_first() -> None:
    """Quintiglio: a position and the same with the hands of seats 0 and 4 traded are two
    positions (a table key that wrote a holder's seat in two bits read seat 4 as seat 0,
    and a kept table answered the second with the first's value)."""
    game = next(game for game, _ in CALLING if game.seats(game.default_rules) == 5)
    rng = random.Random("fifth seat")
    found = 0
    for _ in range(200):
        deal = random_position(game, game.default_profile, rng, tricks=3)
        if deal is None or deal.current is None or deal.current.cards:
            continue
        hands = list(deal.hands)
        hands[0], hands[4] = hands[4], hands[0]
        traded = dataclasses.replace(deal, hands=tuple(hands))
        if solve(traded) == solve(deal):
            continue
        kept = Solver()
        assert kept.solve(deal) == minimax(deal)
        assert kept.solve(traded) == minimax(traded) == solve(traded)
        found += 1
        if found == 3:
            return
    pytest.fail("no Quintiglio position whose value changes when seats 0 and 4 trade hands")


@pytest.mark.parametrize(("game", "profile"), CALLING, ids=IDS)
def test_the_solvers_own_line_scores_what_it_promised(game: Game, profile: str) -> None:
    """C6, C8: from four tricks before the end, every seat plays a card the solver values
    best for its side; the deal's result then gives each side what the solver said at the
    start (the monte with the last trick's side), and a finished deal is valued by its
    result."""
    kept = Solver()
    for seed in range(3):
        deal = _heuristic_to(_new(game, profile, seed), seed, cards_left=4)
        if deal.is_over:
            continue
        asker = deal.to_move
        assert asker is not None
        promised = kept.solve(deal)
        while not deal.is_over:
            values = kept.card_values(deal)
            best = kept.solve(deal)
            deal = deal.apply(Play(min((c for c, v in values.items() if v == best), key=lambda c: c.index)))
        result = deal.result
        assert result is not None
        flip = asker not in result.bidder_side
        assert result.side_points[1 if flip else 0] == promised, (profile, seed)
        assert adapter.finished_value(deal, flip) == promised
        assert adapter.stake(deal, asker).side == sum(1 << s for s in result.bidder_side)
        assert sum(result.side_points) == 11


@pytest.mark.parametrize("kind", ["five seats", "a monte"])
def test_whole_deals_solve_from_the_opening_lead(kind: str) -> None:
    """Quintiglio (5 × 8 cards) and Mediatore (4 × 9 and a monte of 4): a whole deal is
    solved from the opening lead, and can_reach agrees."""
    game = next(g for g, _ in CALLING
                if (g.seats(g.default_rules) == 5 if kind == "five seats" else g.default_rules.monte_size > 0))
    solver = Solver()
    solved = 0
    for seed in range(6):
        deal = opening_lead(game, game.default_profile, seed)
        if deal is None:
            continue
        value = solver.solve(deal)
        assert 0 <= value <= 11
        assert can_reach(deal, value) and (value == 11 or not can_reach(deal, value + 1))
        solved += 1
        if solved == 3:
            return
    pytest.fail(f"fewer than 3 of 6 deals of {game.name} were played")


# ---------------------------------------------------------------------------- the expert


def _truth(deal: CallingDeal, seat: int) -> dict[Any, tuple[Any, ...]]:
    world: dict[Any, tuple[Any, ...]] = {s: deal.hands[s] for s in range(deal.players) if s != seat}
    if deal.monte:
        world[knowledge.MONTE] = deal.monte
    return world


def _positions(game: Game, profile: str, seeds: int, most_cards: int, every: int = 2) -> list[CallingDeal]:
    """Positions of card play of heuristic deals with at most ``most_cards`` in each hand."""
    found = []
    for seed in range(seeds):
        deal = _new(game, profile, seed)
        players = [CallingHeuristicPlayer(seed * 10 + s) for s in range(deal.players)]
        step = 0
        while not deal.is_over:
            if deal.phase is CallingPhase.PLAY and max(map(len, deal.hands)) <= most_cards and step % every == 0:
                found.append(deal)
            assert deal.to_move is not None
            deal = deal.apply(players[deal.to_move].choose(deal.view(deal.to_move)))
            step += 1
    return found


@pytest.mark.parametrize(("game", "profile"), CALLING, ids=IDS)
def test_held_at_call_is_what_every_legal_call_shows(game: Game, profile: str) -> None:
    """C3: whatever a caller may call, he holds every card the expert infers from the call."""
    rules = game.profiles[profile]
    for seed in range(40):
        for hand in _new(game, profile, seed).hands:
            for card in callable_cards(hand, rules):
                assert knowledge.held_at_call(card, rules) <= set(hand), (profile, card, hand)


@pytest.mark.parametrize(("game", "profile"), CALLING, ids=IDS)
def test_the_real_deal_is_a_possible_world_and_solves_the_same(game: Game, profile: str) -> None:
    """C3–C7: every hidden card lies where each seat thinks it may (the called card, the
    cards its call shows, the exchange, the monte), the limits hold, and the world built
    from the real places is the real deal for the solver (the same partner, the same value)."""
    solver = Solver()
    for deal in _positions(game, profile, 3, most_cards=4, every=3):
        for seat in range(deal.players):
            view = deal.view(seat)
            seen = GameKnowledge(view)
            truth = _truth(deal, seat)
            for place, cards in truth.items():
                for card in cards:
                    assert card in seen.known.get(place, ()) or place in seen.allowed[card], (profile, seat, place, card)
            for place, limited, most in seen.limits:
                assert sum(c in limited for c in truth[place]) <= most
            if seat == deal.to_move:
                world = game_world(view, truth)
                assert world.partner == deal.partner and world.sides == deal.sides
                assert solver.solve(world) == solver.solve(deal)


CONTRACTS = [(game, name, contract.name) for game, name in CALLING for contract in game.profiles[name].contracts]
"""Every contract of every calling profile."""


def _contract_deal(game: Game, profile: str, contract: str, seed: int) -> CallingDeal | None:
    """A deal whose first seat names ``contract`` and the others pass; the caller names a card
    lying in the monte where he may (on odd seeds), lays the called card away where he holds
    it (on seeds of 3 and up), and otherwise the heuristic players decide; at its opening lead
    (None where the first seat may not name ``contract``)."""
    deal = _new(game, profile, seed)
    if Bid(contract) not in deal.legal_actions():
        return None
    deal = deal.apply(Bid(contract))
    players = _players(deal, seed)
    while not deal.is_over and deal.phase is not CallingPhase.PLAY:
        legal = deal.legal_actions()
        if deal.phase is CallingPhase.AUCTION:
            action: Any = Pass() if Pass() in legal else legal[0]
        elif deal.phase is CallingPhase.CALL and seed % 2:
            action = next((a for a in legal if isinstance(a, Call) and a.card in deal.monte), None)
        elif deal.phase is CallingPhase.DISCARD and seed >= 3 and deal.called in deal.hands[deal.bidder or 0]:
            action = next(a for a in legal if getattr(a, "card", None) == deal.called)
        else:
            action = None
        if action is None:
            assert deal.to_move is not None
            action = players[deal.to_move].choose(deal.view(deal.to_move))
        deal = deal.apply(action)
    return deal if deal.phase is CallingPhase.PLAY else None


def _players(deal: CallingDeal, seed: int) -> list[CallingHeuristicPlayer]:
    return [CallingHeuristicPlayer(seed * 10 + s) for s in range(deal.players)]


@pytest.mark.parametrize(("game", "profile", "contract"), CONTRACTS, ids=[f"{p}-{c}" for _, p, c in CONTRACTS])
def test_every_contract_leaves_the_real_deal_possible_for_every_seat(game: Game, profile: str, contract: str) -> None:
    """C3–C6, each contract played (a called card in the monte, the called card laid away
    included): at every few cards of the play, for every seat, each hidden card lies where
    the seat thinks it may, the limits hold, and the world of the real places has the real
    sides."""
    checked = 0
    for seed in range(12):
        deal = _contract_deal(game, profile, contract, seed)
        if deal is None:
            continue
        players = _players(deal, seed)
        step = 0
        while not deal.is_over:
            if step % 3 == 0:
                for seat in range(deal.players):
                    view = deal.view(seat)
                    seen = GameKnowledge(view)
                    truth = _truth(deal, seat)
                    for place, cards in truth.items():
                        for card in cards:
                            assert card in seen.known.get(place, ()) or place in seen.allowed[card], \
                                (profile, contract, seed, seat, place, card)
                    for place, limited, most in seen.limits:
                        assert sum(c in limited for c in truth[place]) <= most
                    assert game_world(view, truth).sides == deal.sides
                    checked += 1
            assert deal.to_move is not None
            deal = deal.apply(players[deal.to_move].choose(deal.view(deal.to_move)))
            step += 1
    assert checked


def test_a_called_card_laid_away_leaves_the_bidder_alone_unknown_to_the_others() -> None:
    """C4, C6 (Mediatore's Chiamo): a called card lying in the monte comes to the bidder, who
    may lay it away: he plays alone, he knows it, and the others still sample the partner
    (the card in any other hand, the bidder's or the monte)."""
    game = next(g for g, _ in CALLING if g.default_rules.monte_size and g.default_rules.contracts[0].monte)
    for seed in range(3, 200, 2):
        deal = _contract_deal(game, game.default_profile, game.default_rules.contracts[0].name, seed)
        if deal is None or deal.called not in deal.monte:
            continue
        bidder = deal.bidder
        assert bidder is not None and deal.partner is None and deal.sides[0] == (bidder,)
        mine = GameKnowledge(deal.view(bidder))
        assert deal.called in mine.known[knowledge.MONTE]
        for seat in range(deal.players):
            if seat != bidder:
                theirs = GameKnowledge(deal.view(seat))
                assert theirs.allowed[deal.called] == frozenset(range(deal.players)) - {seat} | {knowledge.MONTE}
        return
    pytest.fail("no seeded Chiamo whose called card lay in the monte")


@pytest.mark.parametrize(("game", "profile"), CALLING, ids=IDS)
def test_every_sampled_world_fits_what_the_seat_saw(game: Game, profile: str) -> None:
    rng = random.Random(profile)
    for deal in _positions(game, profile, 2, most_cards=8, every=5):
        seat = deal.to_move
        assert seat is not None
        view = deal.view(seat)
        seen = GameKnowledge(view)
        world = seen.sample(rng)
        for place, cards in world.items():
            assert len(cards) == seen.sizes[place] + len(seen.known.get(place, ()))
            if isinstance(place, int):
                assert not any(c.suit in seen.voids.get(place, ()) for c in cards if c not in seen.known[place])
        dealt = [c for cards in world.values() for c in cards]
        assert len(dealt) == len(set(dealt)) == 40 - len(view.hand) - len(view.played_cards())
        sampled = game_world(view, world)
        assert (seat in sampled.sides[0]) == knowledge.on_bidders_side(view)  # a seat knows its own side
        if view.partner_known:
            assert sampled.sides == deal.sides
        contract = view.contract
        assert contract is not None
        if contract.call == "hidden" and not contract.monte and view.called in seen.unseen and view.bidder != seat:
            assert view.called not in world[view.bidder]  # C3: he called a card he lacked


def _hidden_partner_views(limit: int) -> list[Any]:
    """Views of opponents of a hidden call, in card play, before the called card is played,
    with two or more seats that may hold it."""
    views = []
    for game, profile in CALLING:
        rules = game.profiles[profile]
        if rules.auction != "first-calls":
            continue
        for deal in _positions(game, profile, 4, most_cards=rules.hand_size - 1, every=1):
            if deal.revealed or deal.partner is None:
                continue
            for seat in range(deal.players):
                view = deal.view(seat)
                if seat != deal.partner and seat != deal.bidder:
                    views.append(view)
            if len(views) >= limit:
                return views
    return views


def test_a_seat_that_does_not_know_the_partner_samples_him() -> None:
    """C4: an opponent of a hidden call deals the called card to any seat that may hold it,
    so the partner is drawn with the cards, not read from the deal."""
    views = _hidden_partner_views(12)
    assert views
    for view in views:
        seen = GameKnowledge(view)
        assert view.partner is None and view.called in seen.unseen
        rng = random.Random(view.seat)
        holders = set()
        for _ in range(40):
            world = seen.sample(rng)
            holders |= {p for p, cards in world.items() if view.called in cards}
        allowed = seen.allowed[view.called]
        assert holders == allowed and view.bidder not in allowed and len(allowed) >= 2


def _consistent_swaps(deal: CallingDeal, seat: int) -> list[CallingDeal]:
    """Deals that differ from ``deal`` only in cards ``seat`` cannot see: two hidden cards of
    one suit traded between two other seats (the called card too, its holder then the
    partner), each checked to show ``seat`` the very same view."""
    view = deal.view(seat)
    unseen = set(GameKnowledge(view).unseen)
    others = [s for s in range(deal.players) if s != seat]
    found = []
    for a in others:
        for b in others:
            if a >= b:
                continue
            for x in deal.hands[a]:
                for y in deal.hands[b]:
                    if x.suit is not y.suit or x not in unseen or y not in unseen:
                        continue
                    hands = list(deal.hands)
                    hands[a] = tuple(y if c == x else c for c in hands[a])
                    hands[b] = tuple(x if c == y else c for c in hands[b])
                    partner = deal.partner
                    contract = deal.contract
                    if deal.called in (x, y) and contract is not None and contract.call in ("hidden", "revealed"):
                        holder = b if x == deal.called else a
                        partner = holder if holder != deal.bidder else None
                    other = dataclasses.replace(deal, hands=tuple(hands), partner=partner)
                    if other.view(seat) == view and other != deal:
                        found.append(other)
    return found


@pytest.mark.parametrize(("game", "profile"), CALLING, ids=IDS)
def test_the_expert_decides_from_its_view_only(game: Game, profile: str) -> None:
    """Property, over seeded deals: deals that differ only in the hidden cards of the other
    seats, consistently with the seat's view (the hidden partner's seat too, where the
    profile has a hidden call), get the same action from the expert; the action is legal."""
    rng = random.Random(f"view only:{profile}")
    found = []
    for deal in _positions(game, profile, 6, most_cards=7, every=2):
        assert deal.to_move is not None
        swaps = _consistent_swaps(deal, deal.to_move)
        if swaps:
            found.append((deal, swaps, [o for o in swaps if o.partner != deal.partner]))
    found.sort(key=lambda f: not f[2])  # positions where the hidden partner can move first
    assert len(found) >= 3, f"{profile}: too few positions with hidden cards to trade"
    for deal, swaps, moved in found[:3]:
        seat = deal.to_move
        assert seat is not None
        view = deal.view(seat)
        first = GameExpert(seed=3, samples=3, time_budget=60).choose(view)
        assert first in deal.legal_actions()
        for other in moved[:1] + rng.sample(swaps, 1):
            assert GameExpert(seed=3, samples=3, time_budget=60).choose(other.view(seat)) == first
    if any(c.call == "hidden" for c in game.profiles[profile].contracts):
        assert found[0][2], f"{profile}: no position where the hidden partner's seat could change"


class _Watched:
    """A player that takes the expert's actions (card play from ``cards`` cards in hand on,
    the heuristic player's before) and checks each is legal for its view."""

    def __init__(self, seed: int, cards: int) -> None:
        self.expert = GameExpert(seed=seed, samples=1, time_budget=60)
        self.heuristic = CallingHeuristicPlayer(seed)
        self.cards = cards
        self.chosen = 0

    def choose(self, view: Any) -> Any:
        if view.phase is CallingPhase.PLAY and len(view.hand) > self.cards:
            return self.heuristic.choose(view)
        action = self.expert.choose(view)
        assert action in view.legal_actions, (view, action)
        self.chosen += 1
        return action


@pytest.mark.parametrize(("game", "profile"), CALLING, ids=IDS)
def test_the_expert_takes_only_legal_actions(game: Game, profile: str) -> None:
    """Whole deals with the expert in every seat (its auction, call, exchange and discards
    are the heuristic player's; its card play from five cards in hand on)."""
    for seed in range(2):
        deal = _new(game, profile, seed)
        players = [_Watched(seed * 10 + s, cards=5) for s in range(deal.players)]
        done = deal
        while not done.is_over:
            assert done.to_move is not None
            done = done.apply(players[done.to_move].choose(done.view(done.to_move)))
        assert sum(p.chosen for p in players) > 0


@pytest.mark.parametrize(("game", "profile"), CALLING, ids=IDS)
def test_outside_card_play_the_heuristic_player_decides(game: Game, profile: str) -> None:
    """C2–C6: the auction, the call, the exchange and the discards are the heuristic player's."""
    phases = set()
    for seed in range(6):
        deal = _new(game, profile, seed)
        while not deal.is_over and deal.phase is not CallingPhase.PLAY:
            assert deal.to_move is not None
            view = deal.view(deal.to_move)
            action = GameExpert(seed=seed).choose(view)
            assert action == CallingHeuristicPlayer(seed).choose(view)
            phases.add(deal.phase)
            deal = deal.apply(action)
    assert CallingPhase.AUCTION in phases


def test_the_expert_player_plays_the_calling_games_with_their_expert() -> None:
    game, profile = CALLING[0]
    deal = next(d for d in _positions(game, profile, 1, most_cards=5, every=1) if len(d.legal_actions()) > 1)
    assert deal.to_move is not None
    view = deal.view(deal.to_move)
    expert = ExpertPlayer(seed=2, samples=2, time_budget=60)
    assert expert.choose(view) == GameExpert(seed=2, samples=2, time_budget=60).choose(view)  # type: ignore[arg-type]


@pytest.mark.parametrize(("game", "profile"), CALLING, ids=IDS)
def test_the_goal_is_the_contracts_line_under_stakes_and_none_under_points(game: Game, profile: str) -> None:
    """C8: under stakes only reaching 6 of 11 is paid: 6 for the bidder's side, and 6 (11 − 6
    + 1) to defeat it; under points every point counts."""
    rules = game.profiles[profile]
    deal = opening_lead(game, profile, 1) or opening_lead(game, profile, 2)
    assert deal is not None
    for seat in range(deal.players):
        view = deal.view(seat)
        if rules.scoring == "points":
            assert knowledge.goal(view) is None
        elif seat in deal.sides[0]:
            assert knowledge.goal(view) == rules.win_points
        else:
            assert knowledge.goal(view) == 11 - rules.win_points + 1


def _forced(game: Game, profile: str, contract: str, seed: int) -> CallingDeal:
    """A deal whose first seat names ``contract`` and the others pass, played on by the
    heuristic players to the opening lead (the call, the exchange, the discards)."""
    deal = _new(game, profile, seed).apply(Bid(contract))
    while deal.phase is CallingPhase.AUCTION:
        deal = deal.apply(Pass())
    return _heuristic_to(deal, seed, cards_left=deal.rules.hand_size)


def test_what_the_exchange_shows_and_hides() -> None:
    """C5: the called card handed over is known to all to be in the bidder's hand; the card
    given for it is known to the bidder (and its receiver) only."""
    game = next(g for g, _ in CALLING if g.seats(g.default_rules) == 5)
    deal = _forced(game, game.default_profile, "chiedo", 3)
    assert deal.giver is not None and deal.given_back is not None and deal.called is not None
    bidder, giver = deal.bidder, deal.giver
    assert bidder is not None
    third = next(s for s in range(deal.players) if s not in (bidder, giver))
    assert deal.called in GameKnowledge(deal.view(third)).known[bidder]
    assert deal.called in GameKnowledge(deal.view(giver)).known[bidder]
    assert deal.given_back in GameKnowledge(deal.view(bidder)).known[giver]
    assert deal.given_back not in GameKnowledge(deal.view(third)).known[giver]
    assert deal.given_back in GameKnowledge(deal.view(third)).unseen


def test_what_the_monte_shows_and_hides() -> None:
    """C6: the cards laid away are known to the bidder alone; a monte left face down to no one."""
    game = next(g for g, _ in CALLING if g.default_rules.monte_size)
    taken = _forced(game, game.default_profile, "solo", 2)
    bidder = taken.bidder
    assert bidder is not None and taken.laid_away
    assert GameKnowledge(taken.view(bidder)).known[knowledge.MONTE] == taken.monte
    other = GameKnowledge(taken.view((bidder + 1) % 4))
    assert other.known[knowledge.MONTE] == () and other.sizes[knowledge.MONTE] == 4
    left = _forced(game, game.default_profile, "solissimo", 2)
    assert left.bidder is not None
    mine = GameKnowledge(left.view(left.bidder))
    assert mine.known[knowledge.MONTE] == () and set(left.monte) <= mine.unseen


def test_a_call_of_a_two_places_the_threes() -> None:
    """C3: calling a two under "first-lacking" shows the caller held all four threes: those
    not yet played are in his hand (no monte, no exchange)."""
    game = next(g for g, _ in CALLING if g.default_rules.auction == "first-calls")
    rules = game.default_rules
    for seed in range(3000):
        deal = _new(game, game.default_profile, seed)
        assert deal.to_move is not None
        if sum(c.rank.value == "3" for c in deal.hands[deal.to_move]) < 4:
            continue
        deal = deal.apply(Bid(rules.contracts[0].name))
        call = deal.legal_actions()[0]
        assert isinstance(call, Call) and call.card.rank.value == "2"
        deal = _heuristic_to(deal.apply(call), seed, cards_left=rules.hand_size)
        bidder = deal.bidder
        assert bidder is not None
        seat = (bidder + 1) % deal.players
        seen = GameKnowledge(deal.view(seat))
        threes = [c for c in deal.hands[bidder] if c.rank.value == "3"]
        assert len(threes) == 4 and all(seen.allowed[c] == {bidder} for c in threes)
        return
    pytest.skip("no seeded hand holds all four threes")


def test_random_deals_of_every_calling_game_finish() -> None:
    """play_random plays every calling profile to its end (the benchmark's first column)."""
    for game, profile in CALLING:
        deal = play_random(_new(game, profile, 7), seed=7)
        assert deal.is_over
