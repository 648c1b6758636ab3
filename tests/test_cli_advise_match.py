"""``advise`` and ``match`` on the command line (issue 12): the library's numbers, printed;
bad input on one line with exit status 2."""

from __future__ import annotations

import pytest

from calabresella.__main__ import main
from calabresella.analysis.advisor import advise
from calabresella.analysis.match import match
from calabresella.engine.cards import parse_cards

STRONG = "3S 2S AS KS 3H 2H AH 3D 2D AD 3C 2C"


def test_advise_prints_the_advisors_lines(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["advise", STRONG, "--samples", "3", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    expected = advise(parse_cards(STRONG), samples=3, seed=4).lines()
    assert out.splitlines() == expected


def test_match_prints_the_summary_of_the_same_match(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "--players", "heuristic,random", "--deals", "6", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    result = match(("heuristic", "random"), deals=6, seed=2, progress=False)
    assert f"{result.mean:+.3f}" in out and "95% interval" in out


@pytest.mark.parametrize(
    "argv, words",
    [
        (["advise", "3S 2S"], "12 different cards"),
        (["advise", "3S 2S XX"], "card"),
        (["advise", STRONG, "--auction", "bid solissimo, pass, pass"], "next to speak"),
        (["advise", STRONG, "--auction", "blah"], "passes and bids"),
        (["match", "--players", "expert"], "--players"),
        (["match", "--players", "heuristic,random", "--deals", "1"], "deals"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(argv: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    try:
        code = main(argv)
    except SystemExit as stop:
        code = int(stop.code or 0)
    err = capsys.readouterr().err
    assert code == 2
    assert words in err and len(err.strip().splitlines()) == 1
