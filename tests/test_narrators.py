"""One narrator protocol and one pictures protocol for every game of the family.

Every game's package has a ``narrate`` module (its :class:`~calabresella.games.game.Narrator`)
and a ``pictures`` module (its :class:`~calabresella.games.game.Pictures`) with the same
functions and the same signatures, reached through the game object's hooks; the shared
``show.narrate`` and ``show.svg`` functions ask the game of what they are given, and the
one playthrough writer writes every registered game's files from its scenarios.
"""

from __future__ import annotations

import inspect
import random
from pathlib import Path
from typing import Any

import pytest

from calabresella.games.game import Narrator, Pictures
from calabresella.games.registry import game_of, games
from calabresella.show import narrate, playthrough, svg

FOLDER = Path(__file__).parent / "playthroughs"


def _protocol_functions(protocol: type) -> dict[str, inspect.Signature]:
    """The protocol's functions, each signature without ``self``."""
    found = {}
    for name, member in vars(protocol).items():
        if callable(member) and not name.startswith("_"):
            signature = inspect.signature(member)
            found[name] = signature.replace(parameters=list(signature.parameters.values())[1:])
    return found


def _finished(game: Any, rules: Any, seed: int) -> Any:
    deal = game.new_deal(seed=seed, rules=rules)
    rng = random.Random(seed)
    while not deal.is_over:
        deal = deal.apply(rng.choice(deal.legal_actions()))
    return deal


def _scored(game: Any) -> Any:
    """A finished deal of ``game``'s default profile that has a result."""
    for seed in range(20):
        deal = _finished(game, game.default_rules, seed)
        if deal.result is not None:
            return deal
    raise AssertionError(f"no scored deal of {game.name} in 20 seeds")


@pytest.mark.parametrize("game", games(), ids=lambda g: g.name)
@pytest.mark.parametrize("protocol, hook", [(Narrator, "narrator"), (Pictures, "pictures")])
def test_every_games_narrator_and_pictures_have_the_protocols_names_and_parameters(game, protocol, hook):
    module = getattr(game, hook)()
    # the game's own package, or the package of the deal it shares with other games (the calling games, C1–C9)
    homes = {f"calabresella.games.{game.name}", game.deal_class.__module__.rpartition(".")[0]}
    home, _, name = module.__name__.rpartition(".")
    assert home in homes and name == ("narrate" if hook == "narrator" else "pictures"), module.__name__
    for name, wanted in _protocol_functions(protocol).items():
        have = inspect.signature(getattr(module, name))
        assert list(have.parameters)[: len(wanted.parameters)] == list(wanted.parameters), (game.name, name)
        kinds = [p.kind for p in have.parameters.values()][: len(wanted.parameters)]
        assert kinds == [p.kind for p in wanted.parameters.values()], (game.name, name)
        extra = list(have.parameters.values())[len(wanted.parameters) :]
        assert all(p.default is not p.empty for p in extra), (game.name, name)  # more options, never more needs
    if protocol is Narrator:
        assert isinstance(module.PLAYTHROUGH_TELLS_ACTIONS, bool)


@pytest.mark.parametrize("game", games(), ids=lambda g: g.name)
def test_R22_V4_V5_the_shared_narration_asks_the_game_of_the_deal_or_result(game):
    deal = _scored(game)
    teller = game.narrator()
    assert game_of(deal.result) is game  # a result knows its game too
    assert narrate.narrate_deal(deal) == teller.narrate_deal(deal) == deal.narrate()
    assert narrate.score_lines(deal.result) == teller.score_lines(deal.result)
    assert narrate.result_summary(deal.result) == teller.result_summary(deal.result) == deal.result.summary()
    assert narrate.describe_state(deal) == teller.describe_state(deal)
    before = deal.as_dealt()
    _, action = deal.history[0]
    after = before.apply(action)
    assert narrate.describe(before, action, after) == teller.describe(before, action, after)
    assert narrate.narrate_deal(deal)[0] == narrate.describe(before, action, after)


@pytest.mark.parametrize("game", games(), ids=lambda g: g.name)
def test_R2_V4_V5_the_shared_pictures_ask_the_game_of_the_deal_view_or_result(game):
    deal = _scored(game)
    drawn = game.pictures()
    assert svg.table_svg(deal) == drawn.table_svg(deal) == deal._repr_svg_()
    assert svg.table_svg(deal, seat=1, own_hand=False) == drawn.table_svg(deal.view(1), own_hand=False)
    assert svg.score_svg(deal.result) == drawn.score_svg(deal.result)
    first = deal.tricks[0]  # a trick does not know its game: the game's pictures draw it
    trick = drawn.trick_svg(first)
    assert trick.startswith("<svg") and all(f"<title>{card} " in trick for card in first.cards)


def test_the_shared_functions_refuse_what_belongs_to_no_game_with_a_typed_error():
    with pytest.raises(TypeError, match="table_svg draws a deal, a seat's view or a result"):
        svg.table_svg("a deal")
    with pytest.raises(TypeError, match="score_svg draws"):
        svg.score_svg(None)
    with pytest.raises(TypeError, match="expected a deal"):
        narrate.narrate_deal(42)  # type: ignore[arg-type]


def test_R30_V4_V5_standings_in_every_game():
    from calabresella.games.italian.session import Session
    from calabresella.games.registry import load_game
    from calabresella.games.tressette import TressetteMatch

    assert narrate.standings(Session()) == ["1. Anna   +0", "1. Bruno  +0", "1. Carla  +0"]
    assert narrate.standings(Session(), ("Ann", "Ben", "Cat"))[0] == "1. Ann    +0"
    match = TressetteMatch()
    assert narrate.standings(match) == load_game("tressette").narrator().match_lines(match)
    american = load_game("american").narrator()
    assert american.standings((3, -6, 3), ("Ann", "Ben", "Cat")) == ["1. Ann    +3", "2. Cat    +3", "3. Ben    -6"]
    with pytest.raises(TypeError, match="balances"):
        american.standings((1, 2))


def test_one_writer_writes_every_registered_games_playthroughs_byte_for_byte(tmp_path):
    with_scenarios = [game for game in games() if game.scenarios]
    assert sorted(playthrough.GAMES) == sorted(game.name for game in with_scenarios)
    for game in with_scenarios:
        assert playthrough.GAMES[game.name].scenarios == tuple(game.scenarios)
        written = playthrough.write(tmp_path / game.name, game.name)
        assert [p.name for p in written] == [f"{s.name}.txt" for s in game.scenarios]
        for path in written:
            assert path.read_bytes() == (FOLDER / path.name).read_bytes(), path.name
    with pytest.raises(ValueError, match="no game with playthroughs"):
        playthrough.write(tmp_path, "chess")
    with pytest.raises(TypeError, match="playthrough scenario"):
        playthrough.playthrough("solo")


def test_the_italian_scenarios_are_game_data():
    from calabresella.games.italian import scenarios
    from calabresella.games.registry import load_game

    italian = load_game("italian")
    assert italian.scenarios is scenarios.SCENARIOS and italian.play_scenario is scenarios.play
    assert playthrough.SCENARIOS is scenarios.SCENARIOS


def test_the_shared_narration_pictures_and_playthroughs_branch_on_no_game():
    from test_game_branches import branches  # tests/ is on the path (pytest's rootdir-relative import)

    mine = ("show/svg.py", "show/narrate.py", "show/names.py", "show/playthrough.py", "show/charts.py")
    assert [line for line in branches() if line.split(":")[0].endswith(mine)] == []
