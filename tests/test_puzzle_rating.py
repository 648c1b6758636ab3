"""Ratings of puzzles and learners, and the learner's progress file (issue 22)."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass

import pytest

from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError
from calabresella.engine.files import FileFormatError, SaveRefusedError
from calabresella.puzzles.progress import FORMAT, Attempt, Progress, load_progress, save_progress
from calabresella.puzzles.rating import (
    LEARNER_START,
    REFERENCE_PLAYERS,
    Rating,
    chance,
    next_puzzle,
    puzzle_rating,
    update,
)


@dataclass(frozen=True)
class Fake:
    """A puzzle as the ratings see it."""

    id: str
    kind: str
    rating: float
    deviation: float = 80.0


def test_a_puzzle_every_reference_solves_is_rated_below_one_none_solves():
    easy = puzzle_rating({"random": 1.0, "heuristic": 1.0, "expert": 1.0})
    middling = puzzle_rating({"random": 0.25, "heuristic": 1.0, "expert": 1.0})
    hard = puzzle_rating({"random": 0.25, "heuristic": 0.0, "expert": 1.0})
    hardest = puzzle_rating({"random": 0.0, "heuristic": 0.0, "expert": 0.0})
    assert easy.mu < middling.mu < hard.mu < hardest.mu
    assert all(r.sigma < LEARNER_START.sigma for r in (easy, middling, hard, hardest))


def test_the_rating_grows_with_each_reference_that_fails():
    shares = [i / 8 for i in range(9)]
    for name in REFERENCE_PLAYERS:
        ratings = [puzzle_rating({name: 1 - s}).mu for s in shares]
        assert ratings == sorted(ratings), name


def test_the_same_shares_give_the_same_rating():
    shares = {"random": 0.3, "heuristic": 0.5, "expert": 1.0}
    assert puzzle_rating(shares) == puzzle_rating(dict(reversed(list(shares.items()))))


def test_bad_shares_are_refused_saying_what_is_allowed():
    with pytest.raises(ArgumentValueError, match="between 0 and 1"):
        puzzle_rating({"random": 1.5})
    with pytest.raises(ArgumentValueError, match="reference players are random, heuristic, expert"):
        puzzle_rating({"grandmaster": 1.0})
    with pytest.raises(ArgumentTypeError, match="must map"):
        puzzle_rating([0.5])  # type: ignore[arg-type]
    with pytest.raises(ArgumentValueError, match="greater than 0"):
        Rating(1500, 0)
    with pytest.raises(ArgumentTypeError, match="must be a number"):
        Rating("1500", 10)  # type: ignore[arg-type]


def test_a_learner_rises_on_a_right_answer_and_falls_on_a_wrong_one_more_against_a_harder_puzzle():
    easy, hard = Fake("a", "play", 1200), Fake("b", "play", 1900)
    assert update(LEARNER_START, hard, True).mu - LEARNER_START.mu > update(LEARNER_START, easy, True).mu - 1500 > 0
    assert 1500 - update(LEARNER_START, easy, False).mu > 1500 - update(LEARNER_START, hard, False).mu > 0
    assert update(LEARNER_START, easy, True).sigma < LEARNER_START.sigma
    assert chance(LEARNER_START, easy) > 0.5 > chance(LEARNER_START, hard)


def test_a_learner_who_always_solves_puzzles_of_1800_climbs_towards_them():
    learner = LEARNER_START
    for _ in range(30):
        learner = update(learner, Fake("p", "play", 1800, 60), True)
    assert learner.mu > 1800


def test_the_next_puzzle_is_unseen_near_the_rating_and_of_the_kind_asked():
    puzzles = [Fake(f"p{i}", "play" if i % 2 else "bid", 1000 + 25 * i) for i in range(40)]
    learner = Rating(1500, 100)
    chosen = next_puzzle(puzzles, learner, seen=(), seed=3)
    nearest = sorted(puzzles, key=lambda p: abs(p.rating - 1500))[:5]
    assert chosen in nearest
    assert next_puzzle(puzzles, learner, seen=(), seed=3) == chosen  # the same history, the same puzzle
    seen = {p.id for p in puzzles[:-1]}
    assert next_puzzle(puzzles, learner, seen=seen) == puzzles[-1]
    assert next_puzzle(puzzles, learner, seen={p.id for p in puzzles}) is None
    bid = next_puzzle(puzzles, learner, kind="bid")
    assert bid is not None and bid.kind == "bid"
    with pytest.raises(ArgumentTypeError, match="Rating"):
        next_puzzle(puzzles, 1500)  # type: ignore[arg-type]


def test_progress_is_saved_and_loaded_and_moves_the_rating_on_first_answers_only(tmp_path):
    path = tmp_path / "sub" / "progress.json"
    progress, stamp = load_progress(path)
    assert progress == Progress.new() and stamp is None
    puzzle = Fake("play-000007", "play", 1700)
    progress = progress.with_attempt(Attempt(puzzle.id, "3♠", True), puzzle)
    assert progress.rating.mu > LEARNER_START.mu
    again = progress.with_attempt(Attempt(puzzle.id, "3♠", True), puzzle)
    assert again.rating == progress.rating and len(again.attempts) == 2
    stamp = save_progress(path, again)
    loaded, stamp2 = load_progress(path)
    assert loaded == again and stamp2 == stamp
    assert loaded.seen == loaded.solved == {"play-000007"}


def test_a_progress_file_changed_on_disk_is_not_clobbered(tmp_path):
    path = tmp_path / "progress.json"
    stamp = save_progress(path, Progress.new())
    other = Progress.new().with_attempt(Attempt("x", "pass", False), Fake("x", "bid", 1500))
    save_progress(path, other, unchanged=stamp)  # the file as loaded: saved
    with pytest.raises(SaveRefusedError, match="changed on disk"):
        save_progress(path, Progress.new(), unchanged=stamp)  # stale fingerprint: refused
    assert load_progress(path)[0] == other


def test_malformed_progress_files_are_refused_saying_what_was_expected(tmp_path):
    path = tmp_path / "progress.json"
    cases = {
        "not json": "not valid JSON",
        json.dumps({"format": "calabresella-session", "version": 1}): FORMAT,
        json.dumps({"format": FORMAT, "version": 1, "rating": 1500, "attempts": []}): '"rating"',
        json.dumps({"format": FORMAT, "version": 1, "rating": {"mu": 1500, "sigma": -1}, "attempts": []}):
            "greater than 0",
        json.dumps({"format": FORMAT, "version": 1, "rating": {"mu": 1500, "sigma": 9}, "attempts": [{"x": 1}]}):
            "answer 1 should be",
    }
    for text, expected in cases.items():
        path.write_text(text, encoding="utf-8")
        with pytest.raises(FileFormatError, match=expected):
            load_progress(path)


def test_a_file_of_another_kind_is_not_replaced_by_a_progress_save(tmp_path):
    path = tmp_path / "session.json"
    path.write_text(json.dumps({"format": "calabresella-session", "version": 1}), encoding="utf-8")
    before = path.read_text(encoding="utf-8")
    with pytest.raises(FileFormatError):
        save_progress(path, Progress.new())
    assert path.read_text(encoding="utf-8") == before
    assert not [n for n in os.listdir(tmp_path) if n != "session.json"]
