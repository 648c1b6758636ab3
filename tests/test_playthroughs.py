"""Playthroughs (OpenSpiel style): each seeded deal replays to exactly the committed text."""

from pathlib import Path

import pytest

from calabresella.engine.actions import Contract, Enhancement
from calabresella.games.registry import games
from calabresella.show.playthrough import SCENARIOS, play, playthrough

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


def test_one_generator_writes_every_games_files_byte_for_byte(tmp_path):
    from calabresella.show.playthrough import GAMES, write_all

    written = write_all(tmp_path)
    assert sorted(p.name for p in written) == sorted(p.name for p in FOLDER.glob("*.txt"))
    for path in written:
        assert path.read_bytes() == (FOLDER / path.name).read_bytes(), path.name
    assert set(GAMES) == {game.name for game in games() if game.scenarios}
    for game in GAMES.values():  # each file names the command that writes it, one that runs
        first = game.scenarios[0].name
        header = (FOLDER / f"{first}.txt").read_text(encoding="utf-8").splitlines()[1]
        assert header == "# Regenerate: python -m calabresella.show.playthrough tests/playthroughs"
        assert game.command == "calabresella.show.playthrough"


@pytest.mark.parametrize("game", ["american", "tressette"])
def test_the_one_writer_run_for_one_game_writes_exactly_its_files(tmp_path, game):
    """``python -m calabresella.show.playthrough FOLDER GAME`` writes exactly that game's
    files: the game package holds its scenarios, show/playthrough's one writer their words."""
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-m", "calabresella.show.playthrough", str(tmp_path), game], capture_output=True,
        text=True, cwd=FOLDER.parents[1], timeout=120,
    )
    assert done.returncode == 0, done.stderr
    written = sorted(tmp_path.glob("*.txt"))
    assert [p.name for p in written] == sorted(p.name for p in FOLDER.glob(f"{game}-*.txt"))
    for path in written:
        assert path.read_bytes() == (FOLDER / path.name).read_bytes(), path.name
