"""The contract every registered game keeps (pgx's ``api_test``, OpenSpiel's integration tests).

A game gets these tests by being registered (:data:`calabresella.games.registry.GAME_PACKAGES`):
random and heuristic playouts of every profile check the invariants of a trick game —
every card once, the game's points total, refusals that leave the state unchanged,
views that hide what they must, records that round-trip, every action narrated, pictures
that render. The solver's part (its value equals a plain minimax on small end positions)
is in ``tests/test_solver_contract.py``.
"""

from __future__ import annotations

import dataclasses
import json
import random
import xml.etree.ElementTree as ET
from collections import Counter
from typing import Any

import pytest

from calabresella.engine.actions import Play
from calabresella.engine.cards import PACK, Card
from calabresella.engine.errors import IllegalActionError
from calabresella.games import record
from calabresella.games.registry import find_profile, game_of, games, load_game

PROFILES = [(game.name, profile) for game in games() for profile in game.profiles]
IDS = [profile for _, profile in PROFILES]
DEALS = 30
"""Random playouts per profile (and a third as many with the heuristic players)."""


def playout(game: Any, rules: Any, seed: int, strength: str) -> list[Any]:
    """Every state of a deal dealt from ``seed``, played by the game's own computer players."""
    deal = game.new_deal(seed, seed % game.seats(rules), rules)
    players = [game.player(strength, seed * 10 + s) for s in range(game.seats(rules))]
    states = [deal]
    while not deal.is_over:
        seat = deal.to_move
        deal = deal.apply(players[seat].choose(deal.view(seat)))
        states.append(deal)
        assert len(states) < 500, "a deal that never ends"
    return states


def _playouts(name: str, profile: str) -> list[list[Any]]:
    game, rules = find_profile(profile)
    assert game.name == name
    runs = [playout(game, rules, seed, "random") for seed in range(DEALS)]
    runs += [playout(game, rules, 100 + seed, "heuristic") for seed in range(DEALS // 3)]
    return runs


_CACHE: dict[str, list[list[Any]]] = {}


def runs_of(name: str, profile: str) -> list[list[Any]]:
    if profile not in _CACHE:
        _CACHE[profile] = _playouts(name, profile)
    return _CACHE[profile]


OPTIONS = {"legal_actions", "legal"}
"""A view's own options (call any card you lack) tell what the seat does not hold, not what
another seat holds: they are left out of what a view shows."""


def cards_in(value: Any, depth: int = 0) -> set[Card]:
    """Every card anywhere in a value (a view's fields, tuples of them, tricks, actions)."""
    if depth > 6:
        return set()
    if isinstance(value, Card):
        return {value}
    if isinstance(value, (str, bytes, int, float, bool)) or value is None:
        return set()
    if isinstance(value, dict):
        return set().union(*(cards_in(v, depth + 1) for v in (*value.keys(), *value.values()))) if value else set()
    if isinstance(value, (tuple, list, set, frozenset)):
        return set().union(*(cards_in(v, depth + 1) for v in value)) if value else set()
    if dataclasses.is_dataclass(value):
        shown = [f.name for f in dataclasses.fields(value) if f.name not in OPTIONS]
        return set().union(*(cards_in(getattr(value, name), depth + 1) for name in shown))
    return set()


def test_every_game_of_the_family_is_registered_with_its_profiles():
    assert [g.name for g in games()][:3] == ["italian", "american", "tressette"]
    for game in games():
        assert load_game(game.name) is game
        for profile in game.profiles:
            assert find_profile(profile)[0] is game
        assert game.seats() >= 2 and game.label and game.rule


@pytest.mark.parametrize(("name", "profile"), PROFILES, ids=IDS)
def test_every_card_is_dealt_once_and_never_in_two_places(name, profile):
    for states in runs_of(name, profile):
        first = states[0]
        dealt = [c for hand in first.dealt_hands for c in hand] + list(first._dealt_rest())
        assert Counter(dealt) == Counter(PACK)
        for deal in states:
            held = [c for hand in deal.hands for c in hand]
            played = [c for t in deal.tricks for c in t.cards] + list(deal.current.cards if deal.current else ())
            assert len(set(held)) == len(held), "a card in two hands"
            assert len(set(played)) == len(played), "a card played twice"
            assert not set(held) & set(played), "a card both held and played"


@pytest.mark.parametrize(("name", "profile"), PROFILES, ids=IDS)
def test_the_points_of_a_played_deal_add_up_to_the_games_total(name, profile):
    game = load_game(name)
    assert game.points is not None
    scored = 0
    for states in runs_of(name, profile):
        final = states[-1]
        points = game.points(final)
        if points is None:
            assert not final.tricks, "a deal with tricks played must be scored"
            continue
        scored += 1
        assert sum(points) == game.points_in_play
        assert all(p >= 0 for p in points)
    assert scored > 0


@pytest.mark.parametrize(("name", "profile"), PROFILES, ids=IDS)
def test_a_refused_action_leaves_the_state_unchanged(name, profile):
    runs = runs_of(name, profile)
    pool = {action for states in runs for deal in states for action in deal.legal_actions()}
    rng = random.Random(profile)
    refused = 0
    for states in runs[:4]:
        for deal in states[:-1]:
            legal = set(deal.legal_actions())
            others = [c for s, hand in enumerate(deal.hands) if s != deal.to_move for c in hand]
            tries = [a for a in sorted(pool - legal, key=repr) if rng.random() < 0.05][:3]
            tries += [Play(c) for c in others[:2]]
            before = (deal, tuple(deal.legal_actions()), deal.history)
            for action in tries:
                assert not deal.is_legal(action)
                reason = deal.explain(action)
                assert isinstance(reason, str) and reason
                with pytest.raises(IllegalActionError) as caught:
                    deal.apply(action)
                assert caught.value.rule
                refused += 1
            assert (deal, tuple(deal.legal_actions()), deal.history) == before
    assert refused > 20


@pytest.mark.parametrize(("name", "profile"), PROFILES, ids=IDS)
def test_a_seats_view_hides_the_other_hands(name, profile):
    """At the deal's start no seat sees another's card; later, a card another seat holds
    may appear in a view only if it is known at the table (every seat but its holder sees
    it) or the viewer held it once (a card handed over)."""
    game = load_game(name)
    for states in runs_of(name, profile)[:6]:
        first = states[0]
        seats = range(len(first.hands))
        for s in seats:
            seen = cards_in(first.view(s))
            assert not seen - set(first.hands[s]) - set(first.dealt_hands[s]) & {c for h in first.hands for c in h}, (
                f"seat {s} sees another seat's card at the start"
            )
        if len(first.hands) < 3:
            continue
        once: dict[int, set[Card]] = {s: set() for s in seats}
        for deal in states:
            views = {s: cards_in(deal.view(s)) for s in seats}
            for s in seats:
                once[s] |= set(deal.hands[s])
            for s in seats:
                for o in seats:
                    if o == s:
                        continue
                    for card in (views[s] & set(deal.hands[o])) - once[s]:
                        known = all(card in views[t] or card in once[t] for t in seats if t != o)
                        assert known, f"{game.label}: seat {s} sees {card}, which seat {o} holds and others do not see"


@pytest.mark.parametrize(("name", "profile"), PROFILES, ids=IDS)
def test_records_round_trip_at_every_stage_of_a_deal(name, profile):
    game = load_game(name)
    for states in runs_of(name, profile)[:5]:
        for deal in (states[0], states[len(states) // 2], states[-1]):
            data = game.to_record(deal, None)
            assert game.codec.from_dict(data) == deal
            assert record.from_any(data) == deal
            assert record.from_any(json.loads(record.to_any_json(deal))) == deal
            assert game_of(deal) is game


@pytest.mark.parametrize(("name", "profile"), PROFILES, ids=IDS)
def test_every_action_is_narrated(name, profile):
    game = load_game(name)
    assert game.narrator is not None, f"{game.label} has no narrator"
    narrator = game.narrator()
    for states in runs_of(name, profile)[:2]:
        told = [narrator.narrate_deal(deal) for deal in states]
        for before, after in zip(told, told[1:], strict=False):
            assert len(after) > len(before), "an action told in no sentence"
        assert all(isinstance(line, str) and line.strip() for line in told[-1])
        result = states[-1].result
        if result is not None:
            assert narrator.result_summary(result).strip()


@pytest.mark.parametrize(("name", "profile"), PROFILES, ids=IDS)
def test_the_table_and_every_seats_view_are_drawn(name, profile):
    game = load_game(name)
    assert game.pictures is not None, f"{game.label} has no pictures"
    pictures = game.pictures()
    states = runs_of(name, profile)[0]
    for deal in (states[0], states[len(states) // 2], states[-1]):
        for subject in (deal, *(deal.view(s) for s in range(len(deal.hands)))):
            svg = str(pictures.table_svg(subject))
            root = ET.fromstring(svg)
            assert root.tag.endswith("svg")
            assert len(svg) > 500


def test_the_contract_itself_can_fail():
    """A deal with a card dealt twice, a record that does not round-trip, a view that shows
    a hand: the checks above see each."""
    game = games()[0]
    deal = game.new_deal(1)
    first, second = deal.dealt_hands[0][0], deal.dealt_hands[1][0]
    assert Counter([c for h in deal.dealt_hands for c in h] + [first]) != Counter(PACK)
    assert cards_in(deal) >= {first, second}  # a whole deal shows every hand: not a view
    assert second not in cards_in(deal.view(0))
