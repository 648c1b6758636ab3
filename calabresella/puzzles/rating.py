"""Ratings of puzzles and learners (issue 22), with OpenSkill.

A learner who answers a puzzle plays a game against it: right, the learner wins; wrong,
the puzzle wins. Both have a rating ``mu`` (the skill, on the familiar scale where a new
player starts at 1500) and a deviation ``sigma`` (how sure the rating is). The
Plackett–Luce model of the OpenSkill library (``openskill`` on PyPI, MIT licence; the
Weng–Lin Bayesian ratings that lichess's Glicko-2 resembles) moves the learner's rating
after each answer, a long way while it is unsure and less as it settles.

**Where a puzzle's rating comes from.** No learner has answered the committed puzzles
yet, so each is rated by three players of known strength that did
(:data:`REFERENCE_PLAYERS`): a *random* player (picks any legal answer), the project's
*heuristic* player and a *weak expert* (the expert player with few sampled worlds). Each
reference's share of right answers is played as :data:`GAMES_PER_REFERENCE` games
against the puzzle; a puzzle every player solves ends low, one that beats them all ends
high. As learners answer it, the same update could refine it; the committed set keeps
the seeded ratings.

>>> easy = puzzle_rating({"random": 1.0, "heuristic": 1.0, "expert": 1.0})
>>> hard = puzzle_rating({"random": 0.1, "heuristic": 0.0, "expert": 0.0})
>>> easy.mu < LEARNER_START.mu < hard.mu
True
>>> update(LEARNER_START, hard, correct=True).mu > LEARNER_START.mu
True
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from openskill.models import PlackettLuce

from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError
from calabresella.words import msg

__all__ = [
    "GAMES_PER_REFERENCE", "LEARNER_START", "REFERENCE_PLAYERS", "Rating", "chance", "next_puzzle",
    "puzzle_rating", "update",
]


@dataclass(frozen=True, order=True)
class Rating:
    """A rating: ``mu``, the skill (new players start at 1500), and ``sigma``, its
    deviation (large while few answers are known)."""

    mu: float
    sigma: float

    def __post_init__(self) -> None:
        for name in ("mu", "sigma"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise ArgumentTypeError(msg("a rating's {name} must be a number, got {value!r}", name=name, value=value))
            if value != value or value in (float("inf"), float("-inf")):
                raise ArgumentValueError(msg("a rating's {name} must be a finite number, got {value!r}", name=name,
                                             value=value))
        if self.sigma <= 0:
            raise ArgumentValueError(msg("a rating's sigma must be greater than 0, got {value!r}", value=self.sigma))

    def __repr__(self) -> str:
        return f"Rating(mu={self.mu:.1f}, sigma={self.sigma:.1f})"

    def __str__(self) -> str:
        return f"{round(self.mu)} ± {round(2 * self.sigma)}"


LEARNER_START = Rating(1500.0, 500.0)
"""A new learner: 1500, unsure (the OpenSkill defaults, 25 and 25/3, scaled by 60)."""

MODEL = PlackettLuce(mu=LEARNER_START.mu, sigma=LEARNER_START.sigma, beta=LEARNER_START.sigma / 2,
                     tau=LEARNER_START.mu / 300)
"""The OpenSkill model every rating here is updated with (``beta`` and ``tau`` the
library's defaults on the same scale)."""

REFERENCE_PLAYERS: dict[str, Rating] = {
    "random": Rating(800.0, 60.0),
    "heuristic": Rating(1300.0, 60.0),
    "expert": Rating(1800.0, 60.0),
}
"""The players a new puzzle is rated against, with the strengths assumed for them: a
random player far below a new learner, the heuristic player a little below, the weak
expert well above (a learner who solves what the weak expert solves plays well)."""

GAMES_PER_REFERENCE = 4
"""How many games each reference player's share of right answers is played as."""


def _play(player: Rating, opponent: Rating, player_wins: bool) -> Rating:
    """``player``'s rating after one game against ``opponent``."""
    a = MODEL.rating(mu=player.mu, sigma=player.sigma)
    b = MODEL.rating(mu=opponent.mu, sigma=opponent.sigma)
    [[new], _] = MODEL.rate([[a], [b]], ranks=[0, 1] if player_wins else [1, 0], limit_sigma=True)
    return Rating(float(new.mu), float(new.sigma))


def _share(value: object, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 1:
        raise ArgumentValueError(msg("solved_by[{name!r}] must be a share between 0 and 1, got {value!r}",
                                     name=name, value=value))
    return float(value)


def puzzle_rating(solved_by: Mapping[str, float]) -> Rating:
    """A new puzzle's rating from the share of right answers of each reference player
    (:data:`REFERENCE_PLAYERS`; the ones not given are left out): each share is played
    as :data:`GAMES_PER_REFERENCE` games, wins and losses spread evenly, weakest
    reference first. The same shares give the same rating."""
    if not isinstance(solved_by, Mapping):
        raise ArgumentTypeError(msg("solved_by must map reference players ({names}) to shares, got {value!r}",
                                    names=", ".join(REFERENCE_PLAYERS), value=solved_by))
    unknown = sorted(set(solved_by) - set(REFERENCE_PLAYERS))
    if unknown:
        raise ArgumentValueError(msg("unknown reference player {name!r}: the reference players are {names}",
                                     name=unknown[0], names=", ".join(REFERENCE_PLAYERS)))
    rating = LEARNER_START
    for name, reference in REFERENCE_PLAYERS.items():
        if name not in solved_by:
            continue
        wins = round(_share(solved_by[name], name) * GAMES_PER_REFERENCE)
        for game in range(GAMES_PER_REFERENCE):
            # spread the reference's wins evenly over its games (Bresenham), so no run of
            # losses comes first
            solved = (game + 1) * wins // GAMES_PER_REFERENCE > game * wins // GAMES_PER_REFERENCE
            rating = _play(rating, reference, player_wins=not solved)
    return rating


class Rated(Protocol):
    """A puzzle as the ratings see it."""

    id: str
    kind: str
    rating: float
    deviation: float


def _rating_of(puzzle: Rated | Rating) -> Rating:
    if isinstance(puzzle, Rating):
        return puzzle
    return Rating(float(puzzle.rating), float(puzzle.deviation))


def _check_learner(learner: object) -> Rating:
    if not isinstance(learner, Rating):
        raise ArgumentTypeError(msg("the learner's rating must be a Rating such as LEARNER_START, got {value!r}",
                                    value=learner))
    return learner


def update(learner: Rating, puzzle: Rated | Rating, correct: bool) -> Rating:
    """The learner's rating after answering ``puzzle`` (a puzzle or its rating), right
    or wrong; the puzzle's own rating is not changed."""
    learner = _check_learner(learner)
    if not isinstance(correct, bool):
        raise ArgumentTypeError(msg("correct must be True or False, got {value!r}", value=correct))
    return _play(learner, _rating_of(puzzle), player_wins=correct)


def chance(learner: Rating, puzzle: Rated | Rating) -> float:
    """The chance, by the model, that ``learner`` solves ``puzzle``."""
    learner = _check_learner(learner)
    other = _rating_of(puzzle)
    a = MODEL.rating(mu=learner.mu, sigma=learner.sigma)
    b = MODEL.rating(mu=other.mu, sigma=other.sigma)
    return float(MODEL.predict_win([[a], [b]])[0])


NEAREST = 5
"""The next puzzle is drawn from this many unseen puzzles nearest the learner's rating,
so that two learners of the same rating do not meet the same sequence."""


def next_puzzle(puzzles: Sequence[Any], learner: Rating, seen: Collection[str] = (), seed: int = 0,
                kind: str | None = None) -> Any | None:
    """An unseen puzzle (of ``kind``, when given) near ``learner``'s rating: one of the
    :data:`NEAREST` nearest, drawn with ``seed`` and how many were seen (the same
    history, the same puzzle); None when every such puzzle has been seen."""
    learner = _check_learner(learner)
    pool = [p for p in puzzles if p.id not in seen and (kind is None or p.kind == kind)]
    if not pool:
        return None
    pool.sort(key=lambda p: (abs(float(p.rating) - learner.mu), p.id))
    rng = random.Random(f"next-puzzle:{seed}:{len(seen)}")
    return rng.choice(pool[:NEAREST])
