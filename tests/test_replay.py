"""Replaying a saved deal trick by trick (R19–R22): ReplayBoard from a deal or its record."""

from __future__ import annotations

import json

import pytest

from calabresella.engine.actions import Play
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError
from calabresella.games.italian.deal import Deal, Phase
from calabresella.games.italian.players import HeuristicPlayer, play_deal
from calabresella.games.record import to_json
from calabresella.show.replay import ReplayBoard, read_deal, replay_steps

NAMES = ("Ada", "Ben", "Cleo")


@pytest.fixture(scope="module")
def played() -> Deal:
    deal = play_deal(Deal.new(seed=1), [HeuristicPlayer(s) for s in range(3)])
    assert deal.phase is Phase.FINISHED
    return deal


def test_the_steps_are_the_deal_the_first_lead_and_each_trick_r19_r20(played):
    steps = replay_steps(played, NAMES)
    assert len(steps) == 2 + 12
    assert steps[0].deal == played.as_dealt() and not steps[0].lines
    first = steps[1].deal
    assert first.phase is Phase.PLAY and not first.tricks and first.current is not None and not first.current.cards
    for n, step in enumerate(steps[2:], start=1):
        assert len(step.deal.tricks) == n and step.title == f"After trick {n}"
        assert sum(line.count(" plays ") for line in step.lines) == 3  # three cards a trick (R20)
    assert steps[-1].deal == played
    told = [line for step in steps for line in step.lines]
    assert len(told) == len(played.history), "every action is told once"


def test_an_abandoned_deal_replays_as_dealt_then_the_auction_r10():
    deal = play_deal(Deal.new(seed=3), [HeuristicPlayer(s) for s in range(3)])
    assert deal.phase is Phase.ABANDONED
    steps = replay_steps(deal)
    assert len(steps) == 2 and "abandoned" in steps[1].lines[-1]


def test_the_buttons_move_along_and_the_table_follows(played):
    board = ReplayBoard(played, names=NAMES)
    assert board.step == 0 and board.buttons["back"].disabled and "Step 1 of 14" in board.where.value
    board.buttons["forward"].click()
    board.buttons["forward"].click()
    assert board.step == 2 and "After trick 1" in board.where.value
    assert "di" in board.told.value and "♣" not in board.told.value, "cards named as the Italian pictures"
    board.buttons["last"].click()
    assert board.step == 13 and board.buttons["forward"].disabled
    board.buttons["back"].click()
    assert board.step == 12
    board.buttons["first"].click()
    assert board.step == 0 and "<svg" in board.table.value
    board.close()


def test_a_record_as_dict_text_or_file_replays_the_same_deal(played, tmp_path):
    text = to_json(played, list(NAMES))
    path = tmp_path / "deal.json"
    path.write_text(text, encoding="utf-8")
    for given in (json.loads(text), text, str(path), path):
        deal, names = read_deal(given)
        assert deal == played and names == NAMES
    board = ReplayBoard(str(path), style="french")
    assert board.names == NAMES and len(board.steps) == 14
    last_play = [a for _, a in played.history if isinstance(a, Play)][-1]
    board.on_last()
    assert str(last_play.card) in board.told.value


def test_a_bad_record_is_refused_in_plain_words(tmp_path):
    with pytest.raises(ArgumentTypeError, match="ReplayBoard needs"):
        ReplayBoard(42)
    with pytest.raises(ArgumentValueError, match="not a readable deal record"):
        ReplayBoard(str(tmp_path / "missing.json"))
    with pytest.raises(ArgumentValueError, match="not a readable deal record"):
        ReplayBoard("{not json")
    with pytest.raises(ArgumentValueError, match="style"):
        ReplayBoard(Deal.new(seed=1), style="german")
