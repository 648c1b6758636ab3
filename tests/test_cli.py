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
    assert len(err.strip().splitlines()) == 1 and "does not exist" in err


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


def test_rules_lists_every_profile(capsys):
    assert main(["rules"]) == 0
    listed = capsys.readouterr().out
    for name in (
        "italian", "first-to-21", "first-to-31", "first-to-51", "four-at-the-table", "american", "tressette",
        "tressette-in-due",
    ):
        assert f"\n{name} " in "\n" + listed


OTHER_GAMES = ("american", "tressette", "tressette-in-due")


@pytest.mark.parametrize("players", ["random", "heuristic"])
@pytest.mark.parametrize("rules", OTHER_GAMES)
def test_every_other_game_plays_a_session(rules, players, capsys):
    """V4 and V5 have sessions too: Tressette to its target (TressetteMatch), the American
    account nine scored deals; the same seed, the same session."""
    argv = ["session", "--rules", rules, "--seed", "5", "--players", players]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "Standings:" in out
    assert main(argv) == 0
    assert capsys.readouterr().out == out
    if rules == "american":
        assert sum(" plays alone and " in line for line in out.splitlines()) == 9
    else:
        from calabresella.games.tressette import tressette_profile

        target = tressette_profile(rules).game_target
        assert f"to {target} points (V5)" in out
        won = [line for line in out.splitlines() if line.startswith("  ") and (" win " in line or " wins " in line)]
        assert won, out
        totals = [line for line in out.splitlines() if "totals" in line][-1]
        points = [int(x) for x in totals.split("totals ")[1].split(";")[0].split("-")]
        assert max(points) >= target or "outright" in totals


def test_a_tressette_session_matches_the_engine():
    """The session's deals and totals are TressetteMatch's, played by the same players."""
    import random

    from calabresella.games.tressette import TressetteMatch, tressette_profile
    from calabresella.games.tressette.players import TressetteHeuristicPlayer, play_game

    rules = tressette_profile("tressette")
    players = [TressetteHeuristicPlayer(2 * 4 + s) for s in range(4)]
    seeds, match = random.Random(2), TressetteMatch(rules=rules)
    while not match.is_over:
        match = match.record(play_game(match.next_deal(seeds.randrange(2**31)), players))
    import io
    from contextlib import redirect_stdout

    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["session", "--rules", "tressette", "--seed", "2", "--players", "heuristic"]) == 0
    text = out.getvalue()
    assert f"totals {match.points[0]}-{match.points[1]}" in text
    assert text.count(". dealer ") == len(match.results)


@pytest.mark.parametrize("rules", OTHER_GAMES)
def test_every_other_game_deals_with_heuristic_players(rules, tmp_path, capsys):
    path = tmp_path / "d.json"
    assert main(["deal", "--rules", rules, "--seed", "3", "--players", "heuristic", "--save", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Score:" in out and "heuristic players know" not in out
    assert main(["replay", str(path)]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1].strip() in out


@pytest.mark.parametrize("rules", OTHER_GAMES)
def test_a_session_of_another_game_is_saved_and_loads(rules, tmp_path, capsys):
    from calabresella.games.sessions import load_session

    path = tmp_path / "s.json"
    assert main(["session", "--rules", rules, "--seed", "4", "--save", str(path)]) == 0
    assert capsys.readouterr().out.endswith(f"Saved the session to {path}\n")
    session = load_session(path)
    assert session.rules.name == rules and session.is_over


def test_simulate_plays_the_profiles_the_simulator_plays_and_refuses_the_others(capsys):
    from calabresella.analysis.simulate import SIMULATED_PROFILES
    from calabresella.games.registry import descriptions

    for name in descriptions():
        if name in SIMULATED_PROFILES:
            continue
        assert main(["simulate", "--rules", name, "--deals", "10"]) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and name in err[0] and "does not play" in err[0]
    other = next(name for name in SIMULATED_PROFILES if name != "italian")
    assert main(["simulate", "--rules", other, "--deals", "200", "--seed", "1"]) == 0
    assert f"rules {other}" in capsys.readouterr().out


def test_a_save_that_cannot_be_written_names_the_path_before_printing(tmp_path, capsys):
    assert main(["deal", "--seed", "1", "--save", str(tmp_path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and f"{tmp_path}: is a folder" in captured.err


def test_R7_deal_hands_only_prints_the_seeded_deals_hands_for_real_cards(capsys):
    from calabresella.games.italian.deal import Deal
    from calabresella.show.rules_sheet import hand_by_suit

    assert main(["deal", "--seed", "7", "--hands-only"]) == 0
    out = capsys.readouterr().out
    deal = Deal.new(seed=7)  # the deal 'deal --seed 7' plays
    assert "Bruno (first to speak): " + hand_by_suit(deal.dealt_hands[1]) in out
    assert "Anna (dealer): " + hand_by_suit(deal.dealt_hands[0]) in out
    assert "Monte (face down" in out and "Auction:" not in out and "Trick" not in out
    assert main(["deal", "--seed", "7"]) == 0
    played = capsys.readouterr().out
    for card in deal.dealt_monte:
        assert str(card) in played.split("Monte (face down):")[1].splitlines()[0]


def test_R7_deal_hands_only_in_italian_suits_and_a_printable_sheet(tmp_path, capsys):
    sheet = tmp_path / "hands.html"
    assert main(["deal", "--seed", "7", "--hands-only", "--style", "italian", "--sheet", str(sheet)]) == 0
    out = capsys.readouterr().out
    assert "coppe:" in out and "♥" not in out and str(sheet) in out
    html = sheet.read_text(encoding="utf-8")
    assert html.count('<section class="seat">') == 4 and "first to speak" in html


def test_V3_deal_hands_only_at_four_says_who_sits_out(capsys):
    assert main(["deal", "--seed", "3", "--hands-only", "--rules", "four-at-the-table", "--dealer", "3"]) == 0
    out = capsys.readouterr().out
    assert "Dario deals and sits out (V3)" in out and out.count(" to speak): ") + out.count(" (dealer): ") == 3


def test_deal_hands_only_refuses_the_other_games(capsys):
    assert main(["deal", "--hands-only", "--rules", "american"]) == 2
    assert "Italian profiles" in capsys.readouterr().err


@pytest.mark.parametrize("sheet", ["", "   "])
def test_deal_sheet_needs_a_file_name(sheet, capsys):
    assert main(["deal", "--seed", "7", "--sheet", sheet]) == 2
    err = capsys.readouterr().err
    assert "--sheet needs a file name" in err and err.count("\n") == 1


# ---------------------------------------------------------------- the command line asks the game


def _every_profile():
    from calabresella.games.registry import descriptions

    return tuple(descriptions())


@pytest.mark.parametrize("rules", _every_profile())
def test_every_registered_profile_deals_saves_and_replays(rules, tmp_path, capsys):
    """``deal`` and ``replay`` ask the game object (its session seats the table, its players
    play, its narrator tells), so every registered game plays from the command line with no
    line of the command line naming it; what ``replay`` prints is what ``deal`` printed."""
    path = tmp_path / "d.json"
    assert main(["deal", "--rules", rules, "--seed", "2", "--save", str(path)]) == 0
    played = capsys.readouterr().out
    assert f"Rules: {rules}." in played and played.endswith(f"Saved the deal record to {path}\n")
    assert main(["replay", str(path)]) == 0
    replayed = capsys.readouterr().out
    # every line but a V3 record's first, which cannot name who sat out ("the fourth player")
    assert replayed.strip() and all(line.strip() in played for line in replayed.splitlines()[1:])


@pytest.mark.parametrize("rules", ["american", "tressette", "tressette-in-due"])
def test_V4_V5_random_deals_are_the_random_play_of_earlier_versions(rules, capsys):
    """``deal --players random`` of the American account and Tressette draws every seat's
    choice from one generator seeded with the deal's seed (play_random), as before the game
    objects: the same seed tells the same deal as in earlier versions."""
    from calabresella.engine.game import play_random
    from calabresella.games.registry import find_profile

    game, profile = find_profile(rules)
    deal = play_random(game.new_deal(9, 1, profile), 9)
    assert main(["deal", "--rules", rules, "--seed", "9", "--dealer", "1"]) == 0
    out = capsys.readouterr().out
    told = game.narrator().narrate_deal(deal, game.names(profile))
    assert out.split("Play:\n", 1)[1].split("Score:\n", 1)[0] == "".join(f"  {line}\n" for line in told)


@pytest.mark.parametrize("rules, dealer, seats", [("italian", 3, "0, 1 or 2"), ("tressette-in-due", 2, "0 or 1")])
def test_R2_V5_a_dealer_beyond_the_table_is_refused_before_any_deal(rules, dealer, seats, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["deal", "--rules", rules, "--dealer", str(dealer)])
    assert stop.value.code == 2
    assert f"the dealer is seat {seats}" in capsys.readouterr().err


def test_V3_the_fourth_seat_deals_at_four(capsys):
    assert main(["deal", "--rules", "four-at-the-table", "--dealer", "3", "--seed", "1"]) == 0
    assert "Dealer: Dario, who sits out with no cards (V3)" in capsys.readouterr().out


def test_every_refusal_of_the_package_is_one_line_and_exit_2(monkeypatch, capsys):
    """The handler catches CalabresellaError, the base of every error the package raises."""
    import calabresella.cli.deal_commands as cli
    from calabresella.engine.errors import DealError

    def refuse(args):
        raise DealError("a refusal\nof two lines")

    monkeypatch.setattr(cli, "_cmd_rules", refuse)
    assert main(["rules"]) == 2
    assert capsys.readouterr().err == "calabresella rules: error: a refusal of two lines\n"


def test_the_command_line_branches_on_no_game():
    """No comparison with a game's or profile's name and no check of a game's class in
    ``__main__.py`` or the ``cli`` package (tests/test_game_branches.py)."""
    import importlib.util
    from pathlib import Path

    here = Path(__file__).resolve().parent
    spec = importlib.util.spec_from_file_location("game_branches", here / "test_game_branches.py")
    assert spec is not None and spec.loader is not None
    finder = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(finder)
    package = here.parent / "calabresella"
    paths = [package / "__main__.py", *sorted((package / "cli").glob("*.py"))]
    assert len(paths) > 2
    words, classes = finder.game_words(), finder._game_classes()
    for path in paths:
        assert finder.branches_in(path.read_text(encoding="utf-8"), path.name, words, classes) == [], path
