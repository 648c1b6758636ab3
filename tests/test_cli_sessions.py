"""The ``session`` command of every game: the game's session, played by its computer players,
told by its narrator (``tell_session``); Rovescino's too (V6e)."""

import hashlib
import random

import pytest

from calabresella.__main__ import main
from calabresella.cli.session_command import session_seeds
from calabresella.games.registry import find_profile, games, load_game
from calabresella.games.sessions import load_session

HEAD_OUTPUTS = {
    ("italian", "2", "random"): "e757589756e48269",
    ("four-at-the-table", "1", "heuristic"): "0733c131c1d257d8",
    ("first-to-21", "0", "random"): "8a7b75c8f4301548",
    ("all-pass-limited", "3", "heuristic"): "f31007dc5b2a2779",
    ("american", "5", "heuristic"): "ffa4f15639ab3f1d",
    ("tressette", "2", "heuristic"): "a724a416e663ab33",  # #20: "(declared 3)" now follows the side that declared
    ("tressette-in-due", "4", "random"): "cecceb1a05022300",
}
"""The first 16 hex digits of the SHA-256 of what ``session --rules R --seed S --players P``
printed before the command asked the game object (commit addcca3): the same bytes now."""


@pytest.mark.parametrize("rules, seed, players", sorted(HEAD_OUTPUTS))
def test_R30_V2_V3_V4_V5_the_session_command_prints_what_it_printed_before(rules, seed, players, capsys):
    assert main(["session", "--rules", rules, "--seed", seed, "--players", players]) == 0
    out = capsys.readouterr().out
    assert hashlib.sha256(out.encode()).hexdigest()[:16] == HEAD_OUTPUTS[rules, seed, players], out


@pytest.mark.parametrize("game", games(), ids=lambda g: g.name)
def test_every_games_session_is_told_by_its_narrator_and_saved(game, tmp_path, capsys):
    """What ``session --save`` prints is the game's narrator telling the session it saved."""
    path = tmp_path / "s.json"
    assert main(["session", "--rules", game.default_profile, "--seed", "3", "--save", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    session = load_session(path)
    assert session.is_over and session.rules.name == game.default_profile
    assert out == [*game.narrator().tell_session(session), f"Saved the session to {path}"]
    assert "Standings:" in out and sum(". dealer " in line for line in out) == len(session.deals)


def test_V6e_a_session_of_rovescino_is_played_to_its_target(capsys):
    assert main(["session", "--rules", "rovescino", "--seed", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("A session of Rovescino for 4 players, 10 cards each, to 21 penalty points (V6e)")
    deals = [line for line in lines if ". dealer " in line]
    totals = [int(t) for t in deals[-1].split("totals ")[1].split(";")[0].split("-")]
    assert len(totals) == 4 and max(totals) >= 21
    before = [int(t) for t in deals[-2].split("totals ")[1].split(";")[0].split("-")]
    assert max(before) < 21  # the session ends after the deal in which a total reaches the target
    fewest = [("Anna", "Bruno", "Carla", "Dario")[s] for s, t in enumerate(totals) if t == min(totals)]
    assert lines[-1] == "  " + " and ".join(fewest) + (" wins" if len(fewest) == 1 else " win") + " with the fewest."
    assert main(["session", "--rules", "rovescino", "--seed", "2"]) == 0
    assert capsys.readouterr().out.splitlines() == lines  # the same seed, the same session


def test_V6e_a_session_of_rovescino_for_six_is_saved_and_loads(tmp_path, capsys):
    path = tmp_path / "s.json"
    assert main(["session", "--rules", "rovescino-6", "--seed", "1", "--players", "heuristic",
                 "--save", str(path)]) == 0
    out = capsys.readouterr().out
    session = load_session(path)
    assert session.rules.name == "rovescino-6" and len(session.names) == 6 and session.is_over
    assert f"totals {'-'.join(map(str, session.totals))}\n" in out
    assert out.count(". dealer ") == len(session.results)


def test_R30_the_italian_ledger_shuffles_deal_k_with_seed_times_1000_plus_k():
    italian = find_profile("italian")[0]
    seeds = session_seeds(italian, 4)
    assert [seeds(), seeds(), seeds()] == [4000, 4001, 4002]
    other = session_seeds(load_game("american"), 4)
    generator = random.Random(4)
    assert [other(), other()] == [generator.randrange(2**31), generator.randrange(2**31)]


def test_V4_the_american_standings_take_a_session_or_its_balances():
    from calabresella.show import narrate

    american = load_game("american")
    session = american.session()
    assert narrate.standings(session) == american.narrator().standings(session.balances)
    assert narrate.standings(session, ("Ann", "Ben", "Cat"))[0] == "1. Ann    +0"
