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


def test_one_generator_writes_every_games_files_byte_for_byte(tmp_path):
    from calabresella.show.playthrough import GAMES, write_all

    written = write_all(tmp_path)
    assert sorted(p.name for p in written) == sorted(p.name for p in FOLDER.glob("*.txt"))
    for path in written:
        assert path.read_bytes() == (FOLDER / path.name).read_bytes(), path.name
    assert set(GAMES) == {"italian", "american", "tressette"}
    for name, game in GAMES.items():  # each file names the command that writes it
        first = game.scenarios[0].name
        assert f"python -m {game.command} tests/playthroughs" in (FOLDER / f"{first}.txt").read_text(encoding="utf-8")
        assert name in game.command or game.command == "calabresella.playthrough"


@pytest.mark.parametrize("game", ["american", "tressette"])
def test_the_command_in_a_sibling_games_header_writes_its_files(tmp_path, game):
    """``python -m calabresella.american`` (or ``.tressette``), named in each of the game's
    files, writes exactly those files: the game module holds rules only, so the alias
    runs show/playthrough's writer for that game."""
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-m", f"calabresella.{game}", str(tmp_path)], capture_output=True, text=True,
        cwd=FOLDER.parents[1], timeout=120,
    )
    assert done.returncode == 0, done.stderr
    written = sorted(tmp_path.glob("*.txt"))
    assert [p.name for p in written] == sorted(p.name for p in FOLDER.glob(f"{game}-*.txt"))
    for path in written:
        assert path.read_bytes() == (FOLDER / path.name).read_bytes(), path.name
