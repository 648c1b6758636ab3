"""Proving a puzzle again: its values and its answer made afresh and compared (issue 22).

:func:`prove` remakes a puzzle from its position by the same means that made it
(:mod:`calabresella.puzzles.make`) and returns what differs: an empty list when the
puzzle holds. ``quick=True`` skips the slow part of an exchange puzzle's proof (the
search of every set of discards not offered) and re-solves only the sets offered.
``scripts/prove_puzzles.py`` proves the whole committed set; the tests prove a sample.

>>> from calabresella.puzzles import load_puzzles
>>> prove(next(p for p in load_puzzles() if p.kind == "play" and p.view == "all"))
[]
"""

from __future__ import annotations

from collections.abc import Mapping

from calabresella.analysis.solver import Solver
from calabresella.engine.actions import Play
from calabresella.engine.cards import Card, parse_cards
from calabresella.games.italian.players import HeuristicPlayer
from calabresella.puzzles.make import (
    after_discards,
    bid_puzzle,
    exchange_puzzle,
    heuristic_discards,
    own_view_puzzle,
    position_puzzle,
)
from calabresella.puzzles.puzzle import Puzzle
from calabresella.words import dev

__all__ = ["prove"]


def _same(label: str, ours: Mapping[str, float], theirs: Mapping[str, float]) -> list[str]:
    if set(ours) != set(theirs):
        return [dev(f"{label}: choices {sorted(ours)} made afresh, {sorted(theirs)} in the puzzle")]
    return [dev(f"{label}: {c} is worth {ours[c]} made afresh, {theirs[c]} in the puzzle")
            for c in ours if abs(ours[c] - theirs[c]) > 1e-6]


def _line_plays(puzzle: Puzzle) -> list[str]:
    """The line of best play starts with an answer (for a card) and is legal to the end."""
    if puzzle.kind == "bid":
        return []
    if not puzzle.line:
        return [dev("no line of best play")]
    deal = puzzle.position()
    if puzzle.kind == "exchange":
        deal = after_discards(deal, parse_cards(puzzle.answers[0]))
    elif puzzle.line[0] not in puzzle.answers:
        return [dev(f"the line starts with {puzzle.line[0]}, not an answer")]
    for step in puzzle.line:
        action = Play(Card.parse(step))
        if not deal.is_legal(action):
            return [dev(f"the line's {step} is not legal")]
        deal = deal.apply(action)
    return [] if deal.is_over else [dev("the line stops before the end of the deal")]


def prove(puzzle: Puzzle, quick: bool = False) -> list[str]:
    """What no longer holds of ``puzzle`` when it is made afresh (empty: proved): a
    maintainer's report, in English."""
    deal = puzzle.position()
    problems: list[str] = []
    if puzzle.kind == "play":
        solver = Solver()
        fresh = position_puzzle(deal, force=True, solver=solver, puzzle_id=puzzle.id.removesuffix("-own"))
        assert fresh is not None
        if puzzle.view == "own":
            mine = own_view_puzzle(fresh, deal, solver)
            if mine is None:
                return [dev("from the seat's own view the answer is no longer best in enough layouts")]
            problems += _same(dev("own view"), mine.values, puzzle.values)
            if mine.agreed != puzzle.agreed or mine.answers != puzzle.answers:
                problems.append(dev(f"{mine.agreed} layouts agree made afresh, {puzzle.agreed} in the puzzle"))
        else:
            problems += _same(dev("card values"), fresh.values, puzzle.values)
            if fresh.answers != puzzle.answers or fresh.goal != puzzle.goal:
                problems.append(dev(f"made afresh the answers are {fresh.answers} (goal {fresh.goal}), in the "
                                    f"puzzle {puzzle.answers} (goal {puzzle.goal})"))
    elif puzzle.kind == "exchange":
        solver = Solver()
        fresh_values = {c: float(solver.solve(after_discards(deal, parse_cards(c)))) for c in puzzle.choices}
        problems += _same(dev("discards"), fresh_values, puzzle.values)
        if not quick:
            remade = exchange_puzzle(deal, solver=solver, heuristic=heuristic_discards(deal), puzzle_id=puzzle.id)
            if remade is None or remade.answers != puzzle.answers or remade.goal != puzzle.goal:
                problems.append(dev("searched afresh, the discards are no longer the one answer"))
    else:
        heuristic = HeuristicPlayer().choose(deal.view(puzzle.seat))
        remade = bid_puzzle(deal, heuristic=heuristic, samples=puzzle.sampled, puzzle_id=puzzle.id)
        if remade is None:
            return [dev("weighed afresh, the bid is no longer a clear answer")]
        problems += _same(dev("expected stakes"), remade.values, puzzle.values)
    return problems + _line_plays(puzzle)
