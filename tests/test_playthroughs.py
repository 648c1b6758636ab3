"""Playthroughs (OpenSpiel style): each seeded deal replays to exactly the committed text."""

from pathlib import Path

import pytest

from calabresella.actions import Contract, Enhancement
from calabresella.playthrough import SCENARIOS, play, playthrough

FOLDER = Path(__file__).parent / "playthroughs"


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.name)
def test_playthrough_replays_line_by_line(scenario):
    committed = (FOLDER / f"{scenario.name}.txt").read_text(encoding="utf-8").splitlines()
    fresh = playthrough(scenario).splitlines()
    for number, (old, new) in enumerate(zip(committed, fresh, strict=False), 1):
        assert new == old, f"{scenario.name}.txt line {number} changed (regenerate with `make playthroughs` if intended)"
    assert len(fresh) == len(committed)


def test_playthroughs_cover_every_contract_and_enhancement():
    finals = [play(s) for s in SCENARIOS]
    contracts = {(d.bid, d.enhancement) for d in finals if d.result}
    assert {c for c, _ in contracts} == set(Contract)
    assert {e for c, e in contracts if c is Contract.SOLISSIMO} == set(Enhancement)
    assert any(d.result is None for d in finals)  # R10: an all-pass deal
    calls = {s.call: play(s) for s in SCENARIOS if s.call}
    assert calls["defender"].call_holder is not None  # R11: handed over
    assert calls["monte"].call_holder is None and calls["monte"].called in calls["monte"].exposed_monte
    own = calls["own"]
    assert own.call_holder is None and own.called in own.dealt_hands[own.soloist]
