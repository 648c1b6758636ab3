"""The widgets under bad input (issue 18): what a constructor is given, or a learner types,
is accepted or refused with the package's own typed error saying what was expected;
never a traitlets ``TraitError``, a silent clamp, or a built-in error."""

from __future__ import annotations

import math

import pytest

from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError
from calabresella.show.analysis_board import AnalysisBoard
from calabresella.show.exercises import Exercise, ExerciseError
from calabresella.show.widgets import deal_ready_to_play


@pytest.fixture(scope="module")
def deal():
    return deal_ready_to_play(3)


@pytest.mark.parametrize(
    ("names", "error"),
    [
        (("", "Bruno", "Carla"), ArgumentValueError),  # an empty name
        (("x" * 5000, "Bruno", "Carla"), ArgumentValueError),  # no table or sentence can hold it
        (("Anna\nForged line", "Bruno", "Carla"), ArgumentValueError),
        ((1, 2, 3), ArgumentTypeError),  # not text at all
        ("Anna", ArgumentTypeError),
        (("Anna", "Bruno"), ArgumentValueError),
    ],
)
def test_the_analysis_board_refuses_names_no_table_can_show(deal, names, error):
    with pytest.raises(error, match="names"):
        AnalysisBoard(deal, names=names, analyse_now=False)


def test_the_analysis_board_takes_any_sequence_of_three_names(deal):
    board = AnalysisBoard(deal, names=["Ada", "Ben", "Cy"], analyse_now=False)
    assert board.names == ("Ada", "Ben", "Cy") and "Ada" in board.table.value


@pytest.mark.parametrize("choices", [5, "abc", b"ab", {"a": 1}, [], ()])
def test_choices_that_are_not_a_list_of_choices_are_refused(choices):
    with pytest.raises(ExerciseError, match="choices"):
        Exercise("Who wins?", "a", choices=choices)


@pytest.mark.parametrize("tolerance", ["x", -1, math.nan, math.inf, True])
def test_a_tolerance_that_is_no_distance_is_refused(tolerance):
    with pytest.raises(ExerciseError, match="tolerance"):
        Exercise("How likely?", 0.5, tolerance=tolerance)


def test_a_good_tolerance_and_choices_are_kept():
    assert Exercise("How likely?", 0.5, tolerance=0.05).answer("0.54").correct
    assert Exercise("Who?", "Bruno", choices=("Anna", "Bruno")).answer("bruno").correct


def test_the_analysis_board_refuses_exchange_candidates_for_a_review_already_made(deal):
    from calabresella.analysis.review import analyse

    played = deal
    while len(played.tricks) < 11:
        played = played.apply(played.legal_actions()[0])
    review = analyse(played, exchange_candidates=0, first_card=31)
    with pytest.raises(ArgumentValueError, match="exchange_candidates"):
        AnalysisBoard(review, exchange_candidates=5)
    assert AnalysisBoard(review).review is review
