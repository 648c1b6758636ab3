"""The solver core's techniques of issue 24, each against a plain alpha-beta that does not
use it: the quick tricks are a lower bound of the side on lead (with length winners and no
stock, and with the stock of Tressette in due), and the transposition table's key by
relative rank is the same exactly for positions that play alike — the cards still out of
each suit in the same order, with the same holders and thirds, whichever cards are gone.

The plain alpha-beta is the core's own loop with every technique off (``flags=0``): no
table, no merging of equal cards, no ordering, no bounds. The values it finds are the
whole-deal rules' (R20–R23 for the Italian game, V5 for Tressette, C8 for the calling
games), as ``tests/test_solver.py`` checks against the engines' minimax."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest
from test_solver import position
from test_solver_games import positions

from calabresella.analysis import _solver_core as core
from calabresella.analysis import _solver_position as position_bits
from calabresella.analysis import solver
from calabresella.analysis._solver_tables import ORDER, PER_SUIT, SUIT_BASE, SUIT_COUNT, THIRDS
from calabresella.games.calling import CallingDeal, CallingHeuristicPlayer
from calabresella.games.registry import games

_TABLE = core.new_table(2)


def _exact(p: Any, team: int, hands: np.ndarray | None = None) -> int:
    """The future thirds of seats ``team`` (a bit mask) from a trick boundary, by the plain
    alpha-beta on the full window."""
    stats = np.zeros(2, dtype=np.int64)
    h = p.hands if hands is None else hands
    return int(core.search(h, p.seats, team, p.stock, p.rests, p.drawn, p.mover, 0, 0, 0, 0, 0, np.int64(0),
                           -1, 1000, p.bonus, *_TABLE, stats, 0))


def _boundary(deal: Any) -> Any:
    """``deal`` played on by its first legal card until a trick boundary (no card in the
    current trick), or None when it ends first."""
    while deal.result is None and deal.current is not None and deal.current.cards:
        deal = deal.apply(deal.legal_actions()[0])
    return None if deal.result is not None or deal.current is None else deal


def _calling(seed: int) -> Any:
    """A calling game's deal (each game and profile in turn), bid, called and played by the
    heuristic players to a trick boundary 3 or 4 tricks from the end; None if all pass."""
    calling = sorted((g for g in games() if g.deal_class is CallingDeal), key=lambda g: g.name)
    game = calling[seed % len(calling)]
    names = sorted(game.profiles)
    rules = game.profiles[names[(seed // len(calling)) % len(names)]]
    deal = game.new_deal(seed, dealer=seed % rules.players, rules=rules)
    players = [CallingHeuristicPlayer(seed * 10 + s) for s in range(rules.players)]
    left = 3 + seed % 2
    while deal.result is None and (deal.current is None or len(deal.hands[0]) > left or deal.current.cards):
        seat = deal.to_move
        assert seat is not None
        deal = deal.apply(players[seat].choose(deal.view(seat)))
    return deal if deal.result is None and deal.current is not None else None


def _boundaries() -> list[tuple[str, Any]]:
    found: list[tuple[str, Any]] = []
    for seed in range(60):
        deal = _boundary(position(seed, 1 + seed % 4))
        if deal is not None:
            found.append(("italian", deal))
    for seed in range(40):
        deal = _calling(seed)
        if deal is not None:
            found.append(("calling", deal))
    for game in ("american", "tressette", "in-due-short"):
        for deal in positions(game, 40, first_seed=500):
            at = _boundary(deal)
            if at is not None and sum(len(h) for h in at.hands) + len(getattr(at, "stock", ())) <= 16:
                found.append((game, at))
    return found


BOUNDARIES = _boundaries()


def _team(p: Any, seat: int) -> int:
    """The seats on ``seat``'s side: the stake's side or the others."""
    every = (1 << p.seats) - 1
    return int(p.side) if p.side >> seat & 1 else every & ~int(p.side)


def _out(p: Any) -> int:
    out = int(p.rests[p.drawn])
    for hand in p.hands.tolist():
        out |= hand
    return out


def test_there_are_boundaries_of_every_kind() -> None:
    kinds = {kind for kind, _ in BOUNDARIES}
    assert kinds == {"italian", "calling", "american", "tressette", "in-due-short"}
    assert len(BOUNDARIES) >= 100


@pytest.mark.parametrize("index", range(0, len(BOUNDARIES), 8))
def test_quick_tricks_are_a_lower_bound_of_the_side_on_lead(index: int) -> None:
    """R22, R23, V5: the side on lead takes at least its quick tricks' thirds, whatever the
    others do; when they are every trick left it takes every third left and the bonus."""
    for kind, deal in BOUNDARIES[index:index + 8]:
        p = solver._read(*solver._check(deal)).position
        team = _team(p, p.mover)
        out = _out(p)
        sure, every = position_bits._sure(p.hands, p.seats, p.mover, np.int64(out), p.rests[p.drawn])
        exact = _exact(p, team)
        assert sure <= exact, (kind, deal.seed, sure, exact)
        everything = sum(int(THIRDS[c]) for c in range(len(THIRDS)) if out >> c & 1) + p.bonus
        assert not every or exact == everything, (kind, deal.seed)


def _relabel(hands: list[int], rng: random.Random) -> list[int] | None:
    """The same hands with each suit's cards still out moved to other places that keep
    their order and their thirds (another choice of gone cards); None if there is none."""
    moved = [0] * len(hands)
    changed = False
    for s in range(SUIT_COUNT):
        base = int(SUIT_BASE[s])
        out = [j for j in range(PER_SUIT) if any(h >> (base + j) & 1 for h in hands)]
        # a random increasing choice of places with the same thirds, from the strongest
        places: list[int] = []
        start = 0
        for k, j in enumerate(out):
            need = int(THIRDS[ORDER[s, j]])
            options = [i for i in range(start, PER_SUIT) if int(THIRDS[ORDER[s, i]]) == need]
            # leave room for the cards after this one
            options = [i for i in options if _fits(s, out[k + 1:], i + 1)]
            i = rng.choice(options)
            places.append(i)
            start = i + 1
        for j, i in zip(out, places, strict=True):
            changed |= i != j
            for q, h in enumerate(hands):
                if h >> (base + j) & 1:
                    moved[q] |= 1 << (base + i)
    return moved if changed else None


def _fits(s: int, later: list[int], start: int) -> bool:
    """Whether the cards at places ``later`` of suit ``s`` can still take increasing places
    with their thirds from ``start`` on."""
    for j in later:
        need = int(THIRDS[ORDER[s, j]])
        while start < PER_SUIT and int(THIRDS[ORDER[s, start]]) != need:
            start += 1
        if start == PER_SUIT:
            return False
        start += 1
    return True


def test_positions_alike_by_relative_rank_share_a_key_and_a_value() -> None:
    """The key by relative rank (issue 24): moving each suit's cards still out to other
    places in the same order with the same thirds changes neither the key nor the value of
    any side (no stock: Italian, calling games, American and Tressette for four boundaries)."""
    rng = random.Random(24)
    checked = 0
    for kind, deal in BOUNDARIES:
        p = solver._read(*solver._check(deal)).position
        if p.stock.shape[0]:
            continue
        moved = _relabel([int(h) for h in p.hands.tolist()], rng)
        if moved is None:
            continue
        hands = np.array(moved, dtype=np.int64)
        turn = p.drawn * p.seats + p.mover
        assert position_bits._key(p.hands, p.seats, np.int64(0), turn) == position_bits._key(hands, p.seats, np.int64(0), turn), kind
        assert _exact(p, int(p.side)) == _exact(p, int(p.side), hands), (kind, deal.seed)
        checked += 1
    assert checked >= 50


def test_positions_that_differ_have_different_keys() -> None:
    """Two cards of one suit held by different seats, swapped: the order of holders
    changes, so the key must too (issue 24's key keeps who holds each place)."""
    checked = 0
    for _kind, deal in BOUNDARIES:
        p = solver._read(*solver._check(deal)).position
        hands = [int(h) for h in p.hands.tolist()]
        for s in range(SUIT_COUNT):
            base = int(SUIT_BASE[s])
            held = [(j, q) for j in range(PER_SUIT) for q, h in enumerate(hands) if h >> (base + j) & 1]
            pairs = [(a, b) for a, b in zip(held, held[1:], strict=False) if a[1] != b[1]]
            if not pairs:
                continue
            (j1, q1), (j2, q2) = pairs[0]
            swapped = list(hands)
            swapped[q1] ^= (1 << (base + j1)) | (1 << (base + j2))
            swapped[q2] ^= (1 << (base + j1)) | (1 << (base + j2))
            turn = p.drawn * p.seats + p.mover
            rest = p.rests[p.drawn]
            key = position_bits._key(p.hands, p.seats, rest, turn)
            assert key != position_bits._key(np.array(swapped, dtype=np.int64), p.seats, rest, turn)
            checked += 1
            break
    assert checked >= 50
