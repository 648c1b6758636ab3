"""The puzzle trainer (issue 22) driven from Python, as a learner clicks it: the right answer
and a wrong one judged in words, the values and the line shown, the next puzzle near the
rating, the progress saved and read back, a malformed progress file refused on the page,
exchange and bid puzzles, and a costly card of a reviewed deal tried again."""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest

from calabresella.engine.actions import Bid, Contract, Play
from calabresella.games.italian.deal import Deal, Phase
from calabresella.games.italian.record import to_dict
from calabresella.puzzles import Puzzle
from calabresella.puzzles.progress import load_progress
from calabresella.puzzles.puzzle import card_code, choice_key
from calabresella.puzzles.rating import LEARNER_START
from calabresella.show.trainer import PuzzleTrainer, answer_label, choice_cards, value_words
from calabresella.show.widgets import deal_ready_to_play


def play_puzzle(seed: int = 7, rating: float = 1500.0, view: str = "all") -> Puzzle:
    """A real puzzle value at the opening lead of deal ``seed``, its values made up (the
    trainer draws what a puzzle says; the solver's values are the puzzles' own tests)."""
    deal = deal_ready_to_play(seed)
    cards = [card_code(a.card) for a in deal.legal_actions() if isinstance(a, Play)]
    values = {c: float(10 + i) for i, c in enumerate(cards)}
    best = cards[-1]
    return Puzzle(f"play-{seed:06d}-{view}", "play", view, to_dict(deal), deal.to_move, "make", "thirds",
                  tuple(cards), values, (best,), line=(best,), rating=rating, deviation=100.0)


def exchange_puzzle() -> Puzzle:
    deal = Deal.new(seed=3).apply(Bid(Contract.SOLO))
    while deal.phase is not Phase.DISCARD:
        deal = deal.apply(deal.legal_actions()[0])
    hand = deal.hands[deal.to_move]
    choices = tuple(choice_key("exchange", list(four)) for four in itertools.combinations(hand[:6], 4))
    values = {c: float(i) for i, c in enumerate(choices)}
    return Puzzle("exchange-000003", "exchange", "own", to_dict(deal), deal.to_move, "most", "thirds", choices,
                  values, (choices[-1],))


def bid_puzzle() -> Puzzle:
    deal = Deal.new(seed=3)
    choices = ("pass", "Chiamo", "Solo", "Solissimo")
    return Puzzle("bid-000003", "bid", "own", to_dict(deal), deal.to_move, "most", "stake", choices,
                  {"pass": 0.0, "Chiamo": 0.4, "Solo": 1.2, "Solissimo": -2.0}, ("Solo",))


def buttons(app: PuzzleTrainer, css: str) -> list[Any]:
    return [b for b in app.choices.children if css in b._dom_classes]


def test_the_right_card_is_judged_right_and_the_values_and_line_are_shown(tmp_path) -> None:
    puzzle = play_puzzle()
    app = PuzzleTrainer([puzzle], progress_path=tmp_path / "progress.json")
    assert app.puzzle is puzzle
    assert "You are" in app.task_text() and "make the contract" in app.task_text()
    cards = buttons(app, "cal-trainer-card")
    assert len(cards) == len(puzzle.choices) and all("cal-pic" in b._dom_classes for b in cards)
    best = [b for b in cards if f"cal-card-{puzzle.answers[0][-1]}" in " ".join(b._dom_classes)
            and b.description == answer_label(puzzle.answers[0], "italian")]
    best[0].click()
    assert app.verdict.correct
    assert "cal-trainer-right" in app.verdict_text.value and "Right" in app.verdict_text.value
    assert "cal-trainer-best" in app.values_view.value and "thirds" in app.values_view.value
    assert "Best play" in app.line_view.value
    assert app.progress.rating.mu > LEARNER_START.mu
    assert all(b.disabled for b in app.choices.children)


def test_a_wrong_card_is_judged_wrong_and_moves_the_rating_down() -> None:
    puzzle = play_puzzle()
    app = PuzzleTrainer([puzzle])
    wrong = next(c for c in puzzle.choices if c not in puzzle.answers)
    app.answer(wrong)
    assert not app.verdict.correct and "cal-trainer-wrong" in app.verdict_text.value
    assert "Not quite" in app.verdict_text.value and "yours" in app.values_view.value
    assert app.progress.rating.mu < LEARNER_START.mu
    app.answer(puzzle.answers[0])  # answered already: refused, the verdict stays
    assert app.last_refused and not app.verdict.correct


def test_the_next_puzzle_is_an_unseen_one_near_the_rating() -> None:
    near, far = play_puzzle(7, rating=1500.0), play_puzzle(8, rating=2900.0)
    app = PuzzleTrainer([far, near])
    assert app.puzzle is near  # the first: nearest the new learner's 1500
    assert "1500" in app.rating_text.value
    app.answer(near.answers[0])
    app.next_button.click()
    assert app.puzzle is far
    app.answer(far.answers[0])
    app.on_next()
    assert app.puzzle is None and "every puzzle" in app.task.value


def test_the_progress_is_saved_and_read_back(tmp_path) -> None:
    path = tmp_path / "me" / "progress.json"
    puzzles = [play_puzzle(7), play_puzzle(8)]
    app = PuzzleTrainer(puzzles, progress_path=path)
    first = app.puzzle
    app.answer(first.answers[0])
    progress, _stamp = load_progress(path)
    assert progress.seen == {first.id} and progress.rating == app.progress.rating
    again = PuzzleTrainer(puzzles, progress_path=path)
    assert again.progress == app.progress and again.puzzle is not first
    assert "1 answer so far" in again.file_note.value


def test_a_malformed_progress_file_is_refused_on_the_page_and_never_written_over(tmp_path) -> None:
    path = tmp_path / "progress.json"
    path.write_text("{not json", encoding="utf-8")
    app = PuzzleTrainer([play_puzzle()], progress_path=path)
    assert "not read" in app.file_note.value and "Traceback" not in app.file_note.value
    app.answer(app.puzzle.answers[0])
    assert path.read_text(encoding="utf-8") == "{not json"
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"format": "calabresella-deal", "version": 1}), encoding="utf-8")
    app.path_box.value = str(other)
    app.load_button.click()
    assert "not read" in app.file_note.value
    app.path_box.value = "  "
    app.load_button.click()
    assert "progress file" in app.file_note.value


def test_a_file_changed_on_disk_is_not_overwritten(tmp_path) -> None:
    path = tmp_path / "progress.json"
    puzzles = [play_puzzle(7), play_puzzle(8)]
    app = PuzzleTrainer(puzzles, progress_path=path)
    app.answer(app.puzzle.answers[0])
    other = PuzzleTrainer(puzzles, progress_path=path)  # another tab saves in between
    other.answer(other.puzzle.answers[0])
    saved = path.read_text(encoding="utf-8")
    app.on_next()
    app.answer(app.puzzle.answers[0])
    assert path.read_text(encoding="utf-8") == saved
    assert "not saved" in app.file_note.value


def test_an_exchange_puzzle_takes_four_cards_then_confirm() -> None:
    puzzle = exchange_puzzle()
    app = PuzzleTrainer([puzzle], style="french")
    toggles = buttons(app, "cal-trainer-discard")
    assert len(toggles) == 6 and app.confirm_button.layout.display == ""
    assert "discard" in app.task_text() and "own hand" in app.task_text()
    toggles[0].value = True
    app.confirm_button.click()
    assert app.last_refused and "4 cards" in app.last_message and app.verdict is None
    app.select(puzzle.answers[0])
    app.confirm_button.click()
    assert app.verdict.correct
    assert "and 3 other answers" in app.values_view.value  # 15 answers: the best 12 listed, and how many more
    assert "♠" in app.values_view.value or "♥" in app.values_view.value or "♦" in app.values_view.value \
        or "♣" in app.values_view.value


def test_a_bid_puzzle_has_a_button_per_bid_and_values_in_stake_units() -> None:
    puzzle = bid_puzzle()
    app = PuzzleTrainer([puzzle])
    bids = buttons(app, "cal-trainer-bid")
    assert [b.description for b in bids] == ["Pass", "Chiamo", "Solo", "Solissimo"]
    assert "what do you bid" in app.task_text()
    bids[1].click()
    assert not app.verdict.correct and "stake units" in app.values_view.value
    assert "+1.20" in app.values_view.value


def test_an_own_view_hides_the_other_hands() -> None:
    puzzle = play_puzzle(view="own")
    app = PuzzleTrainer([puzzle])
    other = (puzzle.seat + 1) % 3
    assert not any(f"<title>{card} " in app.table.value for card in puzzle.position().hands[other])


def test_words_helpers() -> None:
    assert choice_cards("Solo") is None and len(choice_cards("4S 5S 6H 7C")) == 4
    assert answer_label("3S", "french") == "3♠" and answer_label("pass", "french") == "Pass"
    assert value_words(1, "thirds") == "1 third" and value_words(11.25, "thirds") == "11.2 thirds"
    assert value_words(0.5, "stake") == "+0.50 stake units"


def test_bad_arguments_are_refused() -> None:
    from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError

    with pytest.raises(ArgumentValueError):
        PuzzleTrainer([play_puzzle()], style="tarot")
    with pytest.raises(ArgumentTypeError):
        PuzzleTrainer("puzzles")
    with pytest.raises(ArgumentValueError):
        PuzzleTrainer([play_puzzle()], kind="chess")


# ----------------------------------------------------------------- the play page and "try again from here"

@pytest.fixture
def puzzles_module(monkeypatch):
    """The page's puzzles: two known ones instead of the committed set (the trainer's
    drawing is what these tests check); position_puzzle is the real one."""
    import calabresella.puzzles as package
    from calabresella.puzzles.make import position_puzzle

    monkeypatch.setattr(package, "load_puzzles", lambda: [play_puzzle(7), play_puzzle(8)])
    return position_puzzle


def test_the_play_page_opens_and_closes_its_puzzles(tmp_path, puzzles_module) -> None:
    from calabresella.show.play import PlayApp

    app = PlayApp(seed=8)
    app.puzzle_progress_path = tmp_path / "progress.json"
    assert app.puzzles_button.description == "Puzzles" and not app.puzzles_open
    app.puzzles_button.click()
    assert app.trainer is not None and app.puzzles_area.children == (app.trainer.body,)
    assert app.puzzles_button.description == "Close the puzzles"
    app.trainer.answer(app.trainer.puzzle.answers[0])
    assert (tmp_path / "progress.json").exists()
    app.puzzles_button.click()
    assert not app.puzzles_open and app.puzzles_button.description == "Puzzles"


@pytest.fixture(scope="module")
def reviewed():
    from calabresella.analysis.review import analyse
    from calabresella.games.italian.players import HeuristicPlayer
    from calabresella.show.play import HUMAN, PlayApp

    app = PlayApp(seed=8)
    me = HeuristicPlayer(99)
    while not app.deal.is_over:
        app.act(me.choose(app.deal.view(HUMAN)))
    return app, analyse(app.deal, exchange_candidates=4)


def test_each_costly_card_can_be_tried_again_from_the_position_before_it(reviewed, puzzles_module) -> None:
    from calabresella.show.analysis_board import AnalysisBoard, play_positions

    app, review = reviewed
    assert review.costly, "seed 8's deal has costly cards"
    board = AnalysisBoard(review, names=app.deal_names)
    panel = board.try_again
    assert panel is not None and board.try_again.ui in board.try_again_box.children
    assert len(panel.buttons) == len(review.costly)
    card = review.costly[0]
    button = next(b for b in panel.buttons if f"cal-try-again-{card.number}" in b._dom_classes)
    assert str(card.number) in button.description
    button.click()
    trainer = panel.trainer
    assert trainer is not None and not trainer.rated and "practice" in trainer.rating_text.value
    position = play_positions(review.deal)[card.number - 1]
    assert trainer.puzzle.position() == position and trainer.puzzle.seat == card.seat
    played = next(c for c in trainer.puzzle.choices if choice_cards(c) == (card.card,))
    trainer.answer(played)
    assert not trainer.verdict.correct and trainer.progress.attempts == ()  # practice: nothing kept
    mine = AnalysisBoard(review, names=app.deal_names, learner=card.seat)
    assert all(c.seat == card.seat for c, _p in mine.try_again.costly)


def test_the_play_pages_review_opens_a_costly_card_in_its_trainer(reviewed, puzzles_module, monkeypatch,
                                                                  tmp_path) -> None:
    from calabresella.show import analysis_board
    from calabresella.show.play import HUMAN, PlayApp

    finished, review = reviewed
    monkeypatch.setattr(analysis_board, "analyse", lambda deal, **_kwargs: review)
    app = PlayApp(seed=8)
    app.puzzle_progress_path = tmp_path / "progress.json"
    me = __import__("calabresella.games.italian.players", fromlist=["HeuristicPlayer"]).HeuristicPlayer(99)
    while not app.deal.is_over:
        app.act(me.choose(app.deal.view(HUMAN)))
    app.review_button.click()
    panel = app.board.try_again
    assert all(c.seat == HUMAN for c, _p in panel.costly)
    if not panel.costly:
        pytest.skip("the learner's cards cost nothing in this deal")
    panel.buttons[0].click()
    assert app.puzzles_open and app.trainer is not None and not app.trainer.rated
