"""The command line: narrated deals, replays, sessions; bad input is one line and exit 2."""

import subprocess
import sys

import pytest

from calabresella.__main__ import main


def test_deal_seed_7_is_narrated_from_hands_to_score(capsys):
    assert main(["deal", "--seed", "7"]) == 0
    out = capsys.readouterr().out
    for part in ("Hands as dealt:", "Auction:", "Trick 1:", "Trick 12:", "Score:", "Balances:"):
        assert part in out
    assert main(["deal", "--seed", "7"]) == 0
    assert capsys.readouterr().out == out  # same seed, same deal


def test_replay_narrates_a_saved_deal_exactly_as_it_was_played(tmp_path, capsys):
    path = tmp_path / "d.json"
    assert main(["deal", "--seed", "11", "--save", str(path)]) == 0
    played = capsys.readouterr().out
    assert main(["replay", str(path)]) == 0
    assert capsys.readouterr().out in played


def test_session_prints_standings(capsys):
    assert main(["session", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "Standings:" in out and out.count(" dealer ") >= 9


def test_rules_lists_the_profiles(capsys):
    assert main(["rules"]) == 0
    assert capsys.readouterr().out.startswith("italian")


@pytest.mark.parametrize(
    "argv",
    [
        ["deal", "--seed", "x"],
        ["nonsense"],
        ["replay"],
        ["deal", "--rules", "nope"],
        ["simulate", "--deals", "0"],
        ["deal", "--dealer", "3"],  # seat 3 exists only when four play (V3)
    ],
)
def test_bad_arguments_give_one_line_and_exit_2(argv, capsys):
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "error" in err


@pytest.mark.parametrize("content", ["{}", "not json", '{"format": "calabresella-deal", "version": 1}'])
def test_bad_files_give_one_line_and_exit_2(tmp_path, content, capsys):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and str(path) in err
    assert main(["replay", str(tmp_path / "missing.json")]) == 2


def test_help_works_for_every_command():
    for command in ([], ["deal"], ["replay"], ["session"], ["simulate"], ["rules"]):
        done = subprocess.run([sys.executable, "-m", "calabresella", *command, "--help"], capture_output=True, text=True)
        assert done.returncode == 0 and "usage:" in done.stdout


def test_saving_into_a_missing_folder_is_one_line_and_exit_2(tmp_path, capsys):
    assert main(["deal", "--seed", "1", "--save", str(tmp_path / "no" / "such.json")]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "No such file" in err


@pytest.mark.parametrize("command", ["deal", "simulate", "session"])
def test_seeds_out_of_range_are_refused(command, capsys):
    with pytest.raises(SystemExit) as stop:
        main([command, "--seed", "-7"])
    assert stop.value.code == 2 and "a seed is from 0" in capsys.readouterr().err


@pytest.mark.parametrize("rules, rest", [("american", "Widow"), ("tressette", None), ("tressette-in-due", "Stock")])
def test_other_games_deal_save_and_replay(rules, rest, tmp_path, capsys):
    """V4 and V5 are played from the command line too, and their records replay."""
    path = tmp_path / "d.json"
    assert main(["deal", "--seed", "4", "--rules", rules, "--save", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"Rules: {rules}." in out and "Score:" in out and "Play:" in out
    if rest:
        assert f"{rest} (face down)" in out
    assert main(["replay", str(path)]) == 0
    replayed = capsys.readouterr().out
    score = out.split("Score:\n", 1)[1].split("Saved")[0]
    assert all(line.strip() in replayed for line in score.strip().splitlines())


def test_rules_lists_every_profile_and_session_refuses_other_games(capsys):
    assert main(["rules"]) == 0
    listed = capsys.readouterr().out
    for name in ("italian", "first-to-21", "four-at-the-table", "american", "tressette", "tressette-in-due"):
        assert f"\n{name} " in "\n" + listed
    assert main(["session", "--rules", "tressette"]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_a_save_that_cannot_be_written_names_the_path_before_printing(tmp_path, capsys):
    assert main(["deal", "--seed", "1", "--save", str(tmp_path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and f"{tmp_path}: is a folder" in captured.err
