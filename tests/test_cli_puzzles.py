"""The ``puzzles`` command (issue 22): ``--make`` makes puzzles the solver proves and saves
them (every bad argument refused before any deal is played, the file never half-written);
without it, puzzles are solved in the terminal, the answers read line by line from standard
input: the verdict, the values, the line of best play and the themes at once, a malformed
answer refused with the answers allowed and asked again, the end of the input and ``quit``
stopping with a summary, the progress file written; every word from the catalogue (en-XA)."""

from __future__ import annotations

import io
import itertools
import json
from pathlib import Path
from typing import Any

import pytest

from calabresella.cli import main
from calabresella.engine.actions import Bid, Contract, Play
from calabresella.engine.cards import PACK, Card
from calabresella.engine.naming import card_name
from calabresella.games.italian.deal import Deal, Phase
from calabresella.games.italian.record import to_dict
from calabresella.puzzles import Puzzle, load_puzzles, save_puzzles
from calabresella.puzzles.progress import load_progress
from calabresella.puzzles.puzzle import card_code, choice_key
from calabresella.show.widgets import deal_ready_to_play

# ---------------------------------------------------------------------- puzzles made by hand


def play_puzzle(seed: int = 7, view: str = "all", rating: float = 1500.0) -> Puzzle:
    """A card-play puzzle of the seeded deal's first trick whose answer is its last legal card."""
    deal = deal_ready_to_play(seed)
    codes = [card_code(a.card) for a in deal.legal_actions() if isinstance(a, Play)]
    values = {code: 20.0 for code in codes}
    values[codes[-1]] = 40.0
    return Puzzle(id=f"play-{seed:06d}-{view}", kind="play", view=view, record=to_dict(deal), seat=deal.to_move,
                  goal="make", unit="thirds", choices=tuple(codes), values=values, answers=(codes[-1],),
                  line=(codes[-1],), themes=("opening-lead",), rating=rating, deviation=300.0)


def exchange_puzzle() -> Puzzle:
    deal = Deal.new(seed=3).apply(Bid(Contract.SOLO))
    while deal.phase is not Phase.DISCARD:
        deal = deal.apply(deal.legal_actions()[0])
    hand = deal.hands[deal.to_move]
    choices = tuple(dict.fromkeys(str(choice_key("exchange", list(four))) for four in itertools.combinations(hand[:6], 4)))
    values = {choice: float(10 + n) for n, choice in enumerate(choices)}
    return Puzzle(id="exchange-000003", kind="exchange", view="all", record=to_dict(deal), seat=deal.to_move,
                  goal="most", unit="thirds", choices=choices, values=values, answers=(choices[-1],),
                  themes=("void",), rating=1500.0, deviation=300.0)


def bid_puzzle() -> Puzzle:
    deal = Deal.new(seed=5)
    values = {"pass": 0.0, "Chiamo": -1.5, "Solo": 2.25, "Solissimo": -3.0}
    return Puzzle(id="bid-000005-0", kind="bid", view="own", record=to_dict(deal), seat=deal.to_move, goal="most",
                  unit="stake", choices=tuple(values), values=values, answers=("Solo",), themes=("bolder",),
                  rating=1500.0, deviation=300.0)


def puzzle_file(tmp_path: Path, *puzzles: Puzzle, name: str = "puzzles.json") -> Path:
    path = tmp_path / name
    save_puzzles(path, list(puzzles))
    return path


def run(argv: list[str], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        answers: str | None = None) -> tuple[int, str, str]:
    """``main(argv)`` with ``answers`` on standard input (not a terminal): its status, stdout, stderr."""
    if answers is not None:
        monkeypatch.setattr("sys.stdin", io.StringIO(answers))
    try:
        code = main(argv)
    except SystemExit as stop:
        code = int(stop.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def card_of(code: str) -> Card:
    return Card.parse(code)


# ---------------------------------------------------------------------- --make


@pytest.fixture
def no_work(monkeypatch: pytest.MonkeyPatch) -> None:
    """Making a puzzle fails the test: a refusal must come before any deal is played."""

    def refused(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("make_puzzles was called although the arguments are refused")

    monkeypatch.setattr("calabresella.puzzles.make.make_puzzles", refused)


def test_make_writes_the_puzzles_it_made_and_they_can_be_solved(tmp_path, capsys, monkeypatch):
    """A real --make (the solver proves each answer): one card-play puzzle, saved, then solved."""
    path = tmp_path / "made.json"
    code, out, err = run(["puzzles", "--make", "1", "--kind", "play", "--seed", "0", "--out", str(path)], capsys,
                         monkeypatch)
    assert code == 0, err
    made = load_puzzles(path)
    assert len(made) == 1 and made[0].kind == "play"  # exactly N, though a whole deal may hold more
    puzzle = made[0]
    assert set(puzzle.answers) <= set(puzzle.choices) and len(puzzle.choices) > 1
    assert out.splitlines()[0] == f"Made 1 card-play puzzle from the deals of seed 0 on and saved it to {path}."
    assert out.splitlines()[1].startswith(f"Ratings from {round(puzzle.rating)} to {round(puzzle.rating)};")
    code, out, err = run(["puzzles", "--file", str(path)], capsys, monkeypatch, answers=puzzle.answers[0] + "\n")
    assert code == 0, err
    assert "Right: " in out and "You answered 1 puzzle, 1 of them right." in out


def test_make_hands_the_executor_to_make_puzzles_and_keeps_n(tmp_path, capsys, monkeypatch):
    """--workers 2: a process pool reaches make_puzzles; of what it finds, the first N are saved."""
    from concurrent.futures import ProcessPoolExecutor

    seen: dict[str, Any] = {}

    def fake(count: int, kind: str, seed: int, executor: Any = None, progress: bool = False) -> list[Puzzle]:
        seen.update(count=count, kind=kind, seed=seed, executor=executor, progress=progress)
        return [play_puzzle(7), play_puzzle(11), play_puzzle(13)]

    monkeypatch.setattr("calabresella.puzzles.make.make_puzzles", fake)
    monkeypatch.setattr("calabresella.analysis.streaming.max_workers", lambda: 4)
    path = tmp_path / "two.json"
    code, out, err = run(["puzzles", "--make", "2", "--kind", "play", "--seed", "9", "--workers", "2", "--out",
                          str(path)], capsys, monkeypatch)
    assert code == 0, err
    assert isinstance(seen["executor"], ProcessPoolExecutor) and seen["count"] == 2 and seen["seed"] == 9
    assert seen["progress"] is False  # standard error is no terminal here
    assert [p.id for p in load_puzzles(path)] == ["play-000007-all", "play-000011-all"]
    assert out.startswith("Made 2 card-play puzzles from the deals of seed 9 on and saved them to")
    assert "Themes: the opening lead (2)" in out


@pytest.mark.parametrize(
    "argv, words",
    [
        (["--make", "0", "--kind", "play", "--out", "p.json"], "--make must be"),
        (["--make", "-3", "--kind", "play", "--out", "p.json"], "--make must be"),
        (["--make", "two", "--kind", "play", "--out", "p.json"], "--make is a whole number, got 'two'"),
        (["--make", "1", "--kind", "cards", "--out", "p.json"], "invalid choice: 'cards'"),
        (["--make", "1", "--out", "p.json"], "--make needs --kind"),
        (["--make", "1", "--kind", "play"], "--make needs --out FILE"),
        (["--make", "1", "--kind", "play", "--out", "p.json", "--workers", "0"], "--workers must be"),
        (["--make", "1", "--kind", "play", "--out", "p.json", "--progress", "me.json"], "--progress set how"),
        (["--out", "p.json"], "--out go with --make N"),
        (["--force"], "--force go with --make N"),
        (["--count", "0"], "--count must be"),
        (["--seed", "-1"], "a seed is from 0"),
    ],
)
def test_bad_arguments_are_refused_before_any_work(argv, words, capsys, monkeypatch, no_work, tmp_path):
    monkeypatch.chdir(tmp_path)
    code, out, err = run(["puzzles", *argv], capsys, monkeypatch)
    assert code == 2 and words in err and out == "", err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert not (tmp_path / "p.json").exists()


def test_make_refuses_a_missing_folder_and_a_file_of_another_kind(tmp_path, capsys, monkeypatch, no_work):
    missing = tmp_path / "no-such-folder" / "p.json"
    code, _, err = run(["puzzles", "--make", "1", "--kind", "play", "--out", str(missing)], capsys, monkeypatch)
    assert code == 2 and "does not exist" in err and not missing.parent.exists()
    other = tmp_path / "deal.json"
    assert main(["deal", "--seed", "4", "--save", str(other)]) == 0
    capsys.readouterr()
    before = other.read_bytes()
    code, _, err = run(["puzzles", "--make", "1", "--kind", "bid", "--out", str(other)], capsys, monkeypatch)
    assert code == 2 and "calabresella-deal" in err and "--force" in err, err
    assert other.read_bytes() == before


def test_make_interrupted_writes_nothing_and_exits_130(tmp_path, capsys, monkeypatch):
    def interrupted(*args: Any, **kwargs: Any) -> Any:
        raise KeyboardInterrupt

    monkeypatch.setattr("calabresella.puzzles.make.make_puzzles", interrupted)
    path = tmp_path / "p.json"
    code, out, err = run(["puzzles", "--make", "3", "--kind", "exchange", "--out", str(path)], capsys, monkeypatch)
    assert code == 130 and err == "\n" and out == ""
    assert list(tmp_path.iterdir()) == []  # never half-written


# ---------------------------------------------------------------------- solving


def test_a_right_answer_is_judged_with_the_values_line_and_themes(tmp_path, capsys, monkeypatch):
    puzzle = play_puzzle(7)
    path = puzzle_file(tmp_path, puzzle)
    answer = card_of(puzzle.answers[0])
    code, out, err = run(["puzzles", "--file", str(path)], capsys, monkeypatch, answers=f"{puzzle.answers[0]}\n")
    assert code == 0 and err == "", err
    lines = out.splitlines()
    assert "Hands now:" in lines and any(line.startswith("  Anna:") for line in lines)  # view "all": every hand
    assert "Every hand is face up." in out and "to play a card." in out
    assert f"Right: {answer} is best, worth 40 thirds with best play." in lines
    assert any(line.startswith("Your rating: 1500 ± 1000 → ") for line in lines)
    best = next(line for line in lines if line.startswith("  ✓ "))
    assert str(answer) in best and "40 thirds" in best and "← yours" in best
    assert f"Best play: {answer}" in lines and "Themes: the opening lead" in lines
    assert lines[-4:-1] == ["You have seen every puzzle here: well done.", "",
                            "You answered 1 puzzle, 1 of them right."]
    assert lines[-1].startswith("Your rating: ") and lines[-1] != "Your rating: 1500 ± 1000"


def test_a_wrong_answer_in_words_says_what_was_best(tmp_path, capsys, monkeypatch):
    puzzle = play_puzzle(7)
    path = puzzle_file(tmp_path, puzzle)
    wrong, best = card_of(puzzle.choices[0]), card_of(puzzle.answers[0])
    typed = card_name(wrong, "italian")  # "3 di coppe": the card in words
    code, out, err = run(["puzzles", "--file", str(path), "--style", "italian"], capsys, monkeypatch,
                         answers=typed + "\n")
    assert code == 0, err
    said_wrong, said_best = card_name(wrong, "italian"), card_name(best, "italian")
    assert (f"Not quite: {said_wrong} is worth 20 thirds with best play; {said_best} is worth 40 thirds."
            in out.splitlines())
    assert "You answered 1 puzzle, 0 of them right." in out
    assert "Your rating: 1500 ± 1000 → " in out


def test_a_malformed_answer_is_refused_with_the_answers_and_asked_again(tmp_path, capsys, monkeypatch):
    puzzle = play_puzzle(7)
    path = puzzle_file(tmp_path, puzzle)
    held = next(c for c in PACK if card_code(c) not in puzzle.choices)  # a card of another hand
    answers = f"banana\n\n{card_code(held)}\n{puzzle.answers[0]}\n"
    code, out, err = run(["puzzles", "--file", str(path)], capsys, monkeypatch, answers=answers)
    assert code == 0, err
    refusals = [line for line in out.splitlines() if "is not a card you may play here" in line]
    assert len(refusals) == 3 and refusals[0].startswith("'banana' is not a card")
    every = [str(card_of(c)) for c in puzzle.choices]
    assert f"type one of {', '.join(every[:-1])} or {every[-1]}." in refusals[0]
    assert out.count("Your card, such as") == 4  # asked again after each
    assert "Right: " in out and "You answered 1 puzzle, 1 of them right." in out


@pytest.mark.parametrize("answers", ["", "quit\n", "  QUIT  \n", "banana\n"])
def test_the_end_of_the_input_or_quit_stops_with_a_summary(answers, tmp_path, capsys, monkeypatch):
    path = puzzle_file(tmp_path, play_puzzle(7))
    progress = tmp_path / "progress.json"
    code, out, err = run(["puzzles", "--file", str(path), "--progress", str(progress)], capsys, monkeypatch,
                         answers=answers)
    assert code == 0 and err == "", err
    assert out.splitlines()[-3:] == ["You answered 0 puzzles, 0 of them right.", "Your rating: 1500 ± 1000",
                                     f"Your progress is kept in {progress} (0 answers so far)."]
    assert "Right:" not in out and "Not quite:" not in out
    assert not progress.exists()  # nothing answered, nothing to save


def test_the_progress_file_is_written_and_read_back(tmp_path, capsys, monkeypatch):
    first, second = play_puzzle(7), play_puzzle(11)
    path = puzzle_file(tmp_path, first, second)
    progress = tmp_path / "me" / "progress.json"  # its folder is made
    code, out, err = run(["puzzles", "--file", str(path), "--progress", str(progress), "--count", "1"], capsys,
                         monkeypatch, answers=f"{first.answers[0]}\n{second.answers[0]}\n")
    assert code == 0, err
    saved, _ = load_progress(progress)
    assert len(saved.attempts) == 1 and saved.attempts[0].correct  # --count 1: one puzzle only
    shown = saved.attempts[0].puzzle
    assert saved.rating.mu > 1500 and f"({shown})" in out
    assert f"Your progress is kept in {progress} (1 answer so far)." in out
    other = second if shown == first.id else first
    wrong = next(c for c in other.choices if c not in other.answers)
    code, out, err = run(["puzzles", "--file", str(path), "--progress", str(progress)], capsys, monkeypatch,
                         answers=f"{wrong}\n")
    assert code == 0, err
    assert out.splitlines()[0] == f"Your progress is kept in {progress} (1 answer so far)."
    assert f"({other.id})" in out and f"({shown})" not in out  # a puzzle answered is not shown again
    assert "You have seen every puzzle here: well done." in out
    saved_again, _ = load_progress(progress)
    assert [(a.puzzle, a.correct) for a in saved_again.attempts] == [(shown, True), (other.id, False)]
    assert saved_again.rating.mu < saved.rating.mu


def test_a_file_that_is_not_a_progress_file_is_refused_and_kept(tmp_path, capsys, monkeypatch):
    path = puzzle_file(tmp_path, play_puzzle(7))
    other = tmp_path / "notes.json"
    other.write_text(json.dumps({"format": "something-else", "version": 1}))
    before = other.read_bytes()
    code, out, err = run(["puzzles", "--file", str(path), "--progress", str(other)], capsys, monkeypatch,
                         answers="quit\n")
    assert code == 2 and out == "" and "calabresella-puzzle-progress" in err and len(err.splitlines()) == 1
    assert other.read_bytes() == before


def test_a_bad_puzzle_file_or_a_missing_kind_is_refused(tmp_path, capsys, monkeypatch):
    code, out, err = run(["puzzles", "--file", str(tmp_path / "none.json")], capsys, monkeypatch, answers="")
    assert code == 2 and "none.json" in err and len(err.splitlines()) == 1
    path = puzzle_file(tmp_path, play_puzzle(7))
    code, out, err = run(["puzzles", "--file", str(path), "--kind", "bid"], capsys, monkeypatch, answers="")
    assert code == 2 and "holds no puzzle of the kind 'bid'; its kinds are play" in err, err


def test_own_view_shows_only_the_seats_hand(tmp_path, capsys, monkeypatch):
    puzzle = play_puzzle(11, view="own")
    path = puzzle_file(tmp_path, puzzle)
    code, out, err = run(["puzzles", "--file", str(path)], capsys, monkeypatch, answers="")
    assert code == 0, err
    deal = puzzle.position()
    mine = sorted(deal.hands[puzzle.seat])
    assert "Your hand: " in out and "Hands now:" not in out
    others = [c for seat, hand in enumerate(deal.hands) if seat != puzzle.seat for c in hand]
    hand_line = next(line for line in out.splitlines() if line.startswith("Your hand: "))
    assert all(str(c) in hand_line for c in mine) and not any(str(c) in hand_line for c in others)
    assert "as at the table" in out


def test_an_exchange_is_answered_by_its_number_or_its_four_cards(tmp_path, capsys, monkeypatch):
    puzzle = exchange_puzzle()
    path = puzzle_file(tmp_path, puzzle)
    code, out, err = run(["puzzles", "--file", str(path)], capsys, monkeypatch, answers=f"{len(puzzle.choices)}\n")
    assert code == 0, err
    assert "The sets of discards offered:" in out and "Right: " in out
    four = " ".join(reversed(puzzle.answers[0].split()))  # any order
    code, out, err = run(["puzzles", "--file", str(path)], capsys, monkeypatch, answers=f"99\n1\n{four}\n")
    assert code == 0, err
    assert f"'99' is not one of the sets of discards offered: type its number, from 1 to {len(puzzle.choices)}" in out
    assert "Not quite: " in out and "You answered 1 puzzle, 0 of them right." in out


@pytest.mark.parametrize("typed, right", [("solo", True), ("bid Solo", True), ("3", True), ("pass", False),
                                          ("PASS", False), ("1", False)])
def test_a_bid_is_answered_by_its_name_or_number(typed, right, tmp_path, capsys, monkeypatch):
    path = puzzle_file(tmp_path, bid_puzzle())
    code, out, err = run(["puzzles", "--file", str(path)], capsys, monkeypatch, answers=f"{typed}\n")
    assert code == 0, err
    assert "Your hand: " in out and "The bids you may make:" in out and "+2.25 stake units" in out
    assert ("Right: " in out) is right and ("Not quite: " in out) is not right


def test_a_terminal_is_read_with_input_and_ctrl_c_exits_130_quietly(tmp_path, capsys, monkeypatch):
    puzzle = play_puzzle(7)
    path = puzzle_file(tmp_path, puzzle)

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    typed = iter([puzzle.answers[0]])

    def fake_input(prompt: str = "") -> str:
        print(prompt, end="")
        try:
            return next(typed)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("sys.stdin", Terminal())
    monkeypatch.setattr("builtins.input", fake_input)
    code, out, err = run(["puzzles", "--file", str(path)], capsys, monkeypatch)
    assert code == 0 and "Right: " in out and "You answered 1 puzzle, 1 of them right." in out

    def interrupted(prompt: str = "") -> str:
        raise KeyboardInterrupt

    monkeypatch.setattr("builtins.input", interrupted)
    code, out, err = run(["puzzles", "--file", str(path)], capsys, monkeypatch)
    assert code == 130 and err == "\n" and "Traceback" not in out


def test_help_names_both_forms(capsys, monkeypatch):
    code, out, _ = run(["puzzles", "--help"], capsys, monkeypatch)
    assert code == 0
    for option in ("--make N", "--kind {play,exchange,bid}", "--out FILE", "--workers", "--force", "--file FILE",
                   "--progress FILE", "--count N", "--seed"):
        assert option in out, option
    code, out, _ = run(["--help"], capsys, monkeypatch)
    assert "puzzles" in out


# ---------------------------------------------------------------------- the pseudo-locale


def test_every_word_of_puzzles_is_from_the_catalogue(tmp_path, capsys, monkeypatch):
    """Under en-XA: --help, a malformed answer, a right one, the verdict, the summary, the
    progress kept, and a refusal leave no word outside the catalogue's ⟦ ⟧."""
    from test_words_pseudo_cli import leaks

    path = puzzle_file(tmp_path, play_puzzle(7), exchange_puzzle())
    progress = tmp_path / "progress.json"
    kept = (str(path), str(progress), "banana", "puzzles", "play", "exchange", "bid")
    printed = []
    for argv, answers, status in (
        (["puzzles", "--help"], None, 0),
        (["puzzles", "--file", str(path), "--progress", str(progress), "--kind", "play"],
         f"banana\n{play_puzzle(7).answers[0]}\n", 0),
        (["puzzles", "--file", str(path), "--kind", "exchange"], "banana\n1\n", 0),
        (["puzzles", "--make", "0", "--kind", "play", "--out", "p.json"], None, 2),
        (["puzzles", "--file", str(path), "--kind", "bid"], "", 2),
    ):
        code, out, err = run(["--lang", "en-XA", *argv], capsys, monkeypatch, answers=answers)
        assert code == status, out + err
        found = leaks(out + err, *kept)
        assert not found, f"words outside the catalogue: {sorted(set(found))} in\n{out}{err}"
        assert "⟦" in out + err
        printed.append(out)
    assert "✓" in printed[1] and "→" in printed[1]  # the verdict, the values and the line were printed
