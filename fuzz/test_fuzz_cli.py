"""The bounded fuzz step, on the command line's long work and files (issue 18): random argv
for ``analyse``, ``advise``, ``match``, ``rules-sheet`` and ``deal --sheet/--save``, with
mutated files, hostile paths (a FIFO nobody writes to, a folder, a device, a null
character, a name ending in ``/``) and hostile numbers (0, -1, 2**31, 10**400, inf, nan).

Every outcome is a run (exit status 0) or a one-line refusal with exit status 2, never a
traceback; a file that was there is replaced only with ``--force``. The work of each run is
kept small (at most 3 samples, 4 deals, short time budgets; processes replaced by threads;
rules-sheet always ``--html-only``), and each test runs a share of ``FUZZ_EXAMPLES``, so the
whole file takes about a minute with the default.
"""

from __future__ import annotations

import json
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_fuzz import _italian_record, assert_cli_refuses_or_runs, mutated

import calabresella.cli.analysis_commands as cli

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "1000"))

NUMBERS = ["0", "1", "2", "3", "-1", "-100", "2147483647", "2147483648", "1" + "0" * 400, "1e400", "inf",
           "-inf", "nan", "0.0", "1.5", "1e-9", "", "x", "é", "0x10", "all", "--"]
"""Number arguments as a user might mistype them."""

STRONG = "3S 2S AS KS 3H 2H AH 3D 2D AD 3C 2C"


def share(fraction: float) -> Any:
    """Hypothesis settings for a test that runs ``fraction`` of ``FUZZ_EXAMPLES`` (at least 5)."""
    return settings(max_examples=max(int(EXAMPLES * fraction), 5))


@pytest.fixture
def place(tmp_path: Path) -> dict[str, Path | str]:
    """Paths of every kind, in a temporary folder: files to read and targets to write."""
    deal = tmp_path / "deal.json"
    deal.write_text(json.dumps(_italian_record()))
    (tmp_path / "notes.txt").write_text("notes")
    (tmp_path / "folder").mkdir()
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "link").symlink_to(tmp_path / "notes.txt")
    (tmp_path / "loop").symlink_to(tmp_path / "loop")
    return {
        "deal": deal, "notes": tmp_path / "notes.txt", "folder": tmp_path / "folder", "fifo": tmp_path / "fifo",
        "link": tmp_path / "link", "loop": tmp_path / "loop", "new": tmp_path / "new.out",
        "missing": tmp_path / "missing" / "x.json", "slash": f"{tmp_path}/newdir/", "null": f"{tmp_path}/d\x00.json",
        "empty": "", "zero": "/dev/zero", "devnull": "/dev/null", "mutated": tmp_path / "mutated.json",
    }


def _small(argv: list[str], option: str, most: float) -> list[str]:
    """``argv`` with the number after ``option`` cut to ``most`` where it is a larger number."""
    for i, word in enumerate(argv[:-1]):
        if word == option:
            try:
                too_big = float(argv[i + 1]) > most
            except ValueError:
                too_big = False
            if too_big:
                argv[i + 1] = str(most)
    return argv


def _options(pairs: dict[str, list[str]]) -> Any:
    """A few of ``pairs``' options, each followed by one of its values (none for a flag)."""
    one = st.sampled_from(sorted(pairs)).flatmap(
        lambda option: st.sampled_from(pairs[option] or [""]).map(
            lambda value: [option] + ([value] if pairs[option] else [])
        )
    )
    return st.lists(one, max_size=4).map(lambda chosen: [word for pair in chosen for word in pair])


def _unchanged(place: dict[str, Path | str], argv: list[str], files_only: bool = True) -> None:
    """Nothing that was there was replaced without ``--force``; links and folders are intact; a
    file name ending in ``/`` did not become a file (with ``files_only``: the path names a file)."""
    assert Path(place["link"]).is_symlink() and Path(place["folder"]).is_dir()
    assert not (files_only and Path(str(place["slash"]).rstrip("/")).exists()), argv
    if "--force" not in argv:
        assert Path(place["notes"]).read_text() == "notes", argv


@share(0.05)
@given(data=st.data())
def test_analyse_runs_or_refuses_on_one_line(place: dict[str, Path | str], data: st.DataObject) -> None:
    name = data.draw(st.sampled_from(sorted(place)))
    if name == "mutated":
        text = json.dumps(data.draw(mutated(_italian_record())))
        Path(place["mutated"]).write_text(text[: data.draw(st.integers(0, len(text)))])
    options = data.draw(_options({"--exchange": NUMBERS, "--json": [], "--quiet": []}))
    argv = _small(["analyse", str(place[name]), *options], "--exchange", 0)
    assert_cli_refuses_or_runs(argv)
    _unchanged(place, argv)


@share(0.1)
@given(data=st.data())
def test_advise_runs_or_refuses_on_one_line(data: st.DataObject) -> None:
    hand = data.draw(st.sampled_from([STRONG, STRONG.replace("2C", "3C"), STRONG[:-3], "3♠ " * 12, "", "XX",
                                      STRONG + " KD", STRONG.replace(" ", ","), "\x00", "é" * 40]))
    auctions = ["", "pass", "pass, pass", "pass, pass, pass", "bid solissimo", "bid solo, bid chiamo", "play 3S",
                ",", "pass,,pass", "bid chiamo, pass"]
    options = data.draw(_options({
        "--seat": ["0", "1", "2", "3", "-1", "x"], "--auction": auctions, "--samples": NUMBERS,
        "--time-budget": NUMBERS, "--seed": NUMBERS, "--quiet": [],
    }))
    argv = _small(_small(["advise", hand, *options], "--samples", 3), "--time-budget", 0.5)
    assert_cli_refuses_or_runs(argv)


@share(0.1)
@given(data=st.data())
def test_match_runs_or_refuses_on_one_line(monkeypatch: pytest.MonkeyPatch, data: st.DataObject) -> None:
    monkeypatch.setattr(cli, "_worker_pool", ThreadPoolExecutor)  # the same streaming, without forking
    players = ["random,random", "heuristic,random", "random,heuristic", "expert", "expert,,random", "x,y", "",
               "heuristic,heuristic,random", " random , random "]
    options = data.draw(_options({
        "--players": players, "--deals": NUMBERS, "--workers": NUMBERS, "--seed": NUMBERS,
        "--samples": NUMBERS, "--time-budget": NUMBERS, "--card-play-only": [], "--quiet": [],
    }))
    argv = _small(["match", "--players", "heuristic,random", *options], "--deals", 4)
    assert_cli_refuses_or_runs(argv)


@share(0.1)
@given(data=st.data())
def test_rules_sheet_runs_or_refuses_on_one_line(place: dict[str, Path | str], data: st.DataObject) -> None:
    out = data.draw(st.sampled_from(sorted(place)))
    options = data.draw(_options({"--rules": ["italian", "four-at-the-table", "x", ""],
                                  "--style": ["italian", "french", "x"]}))
    argv = ["rules-sheet", "--html-only", "--out", str(place[out]), *options]  # --html-only: no Chromium
    assert_cli_refuses_or_runs(argv)
    _unchanged(place, argv, files_only=False)  # --out names a folder, made if need be


@share(0.2)
@given(data=st.data())
def test_deal_sheet_and_save_write_or_refuse_on_one_line(place: dict[str, Path | str], data: st.DataObject) -> None:
    Path(place["notes"]).write_text("notes")
    targets = sorted(set(place) - {"zero"})
    options = data.draw(_options({
        "--sheet": [str(place[t]) for t in targets], "--save": [str(place[t]) for t in targets],
        "--hands-only": [], "--force": [], "--style": ["italian", "french"], "--seed": NUMBERS,
        "--rules": ["italian", "four-at-the-table", "american", "tressette"], "--dealer": NUMBERS[:6],
    }))
    argv = ["deal", *options]
    assert_cli_refuses_or_runs(argv)
    _unchanged(place, argv)
