"""Issue 19, item 6: the play page is a package of rooms (settings, game flow, layout, buttons,
panels, the expert), each small; it asks the registry and each game's prompts module for what
differs, never a game's name; it plays a session of every game."""

from __future__ import annotations

import ast
from pathlib import Path

import ipywidgets as w
import pytest

from calabresella.games.registry import games
from calabresella.show import play
from calabresella.show.play import GAME_LABELS, GAMES, SEATS, PlayApp, page_choices, panels
from calabresella.show.play.settings import PROMPTS

ROOMS = Path(play.__file__).parent


def test_the_rooms_are_small_no_module_over_600_lines_no_class_over_400():
    for path in sorted(ROOMS.glob("*.py")):
        source = path.read_text(encoding="utf-8")
        assert len(source.splitlines()) <= 600, path.name
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.ClassDef):
                assert node.end_lineno - node.lineno < 400, f"{path.name}: {node.name}"


def test_nothing_in_the_play_package_branches_on_a_game():
    from tests.test_game_branches import _game_classes, branches_in, game_words

    words, classes = game_words(), _game_classes()
    found = [f for path in sorted(ROOMS.glob("*.py"))
             for f in branches_in(path.read_text(encoding="utf-8"), path.name, words, classes)]
    assert found == []


def test_the_game_choices_come_from_the_registry_with_the_pages_labels():
    offered = [(c.game.name, profile) for c in page_choices() for profile in c.profiles]
    wanted = {(g.name, profile) for g in games() if g.prompts is not None for profile in g.profiles}
    assert len(offered) == len(set(offered)) and set(offered) <= wanted, "profiles of registered games, once each"
    for game in games():
        if game.prompts is not None:
            assert (game.name, game.default_profile) in offered, game.name
    classic = {(g.name, p) for g in games()[:3] for p in g.profiles}
    assert classic <= set(offered), "every profile of Calabresella, Tressette and the American account"
    assert GAMES[:4] == ("calabresella", "tressette", "tressette-in-due", "american")
    assert [GAME_LABELS[g] for g in GAMES[:4]] == [
        "Calabresella", "Tressette for four (with a partner)", "Tressette in due", "American account"]
    assert [SEATS[g] for g in GAMES[:4]] == [3, 4, 2, 3]


@pytest.mark.parametrize("game", [g.name for g in games() if g.prompts is not None])
def test_each_games_prompts_answer_what_the_page_asks(game):
    from calabresella.games.registry import load_game

    prompts = load_game(game).prompts()
    missing = [name for name in PROMPTS if not hasattr(prompts, name)]
    assert missing == [], f"{game}'s prompts lack {missing}"


def test_V5_the_signals_are_offered_at_four_only():
    four = PlayApp(seed=5, game="tressette", strength="random")
    two = PlayApp(seed=5, game="tressette-in-due", strength="random")
    assert four.prompts.lead_signals(four.deal) and not two.prompts.lead_signals(two.deal)
    assert four.signal_box.layout.display == "" and two.signal_box.layout.display == "none"


def _tree(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _tree(child)


def test_each_panel_is_one_class_registered_once_and_its_widgets_are_on_the_page_once():
    registered = [base for base in PlayApp.__mro__ if base.__module__ == panels.__name__ and base is not panels.AnalysedPanel]
    assert {b.__name__ for b in registered} == {
        "HintPanel", "AdvicePanel", "WhyPanel", "ReviewPanel", "RecordPanel", "LedgerPanel"}
    app = PlayApp(seed=8)
    on_page = [id(x) for x in _tree(app.ui)]
    for name in ("expert_button", "hint_view", "advice_button", "advice_view", "why_box", "review_button",
                 "review_area", "replay_button", "save_link", "upload", "replay_area", "ledger"):
        widget = getattr(app, name)
        assert isinstance(widget, w.Widget) and on_page.count(id(widget)) == 1, name


def test_a_panel_outside_the_analysed_games_stays_hidden_R25():
    """The hint, the advice and the review read Calabresella's deals: a game whose prompts place
    no deal for them (``analysis_moment`` None: every other game, the ones the expert plays
    too) shows none of them, and one not ``REVIEWED`` never offers the review or the replay."""
    for game in GAMES:
        app = PlayApp(seed=3, game=game, strength="random")
        analysed = bool(app.prompts.ANALYSED)
        assert (app.settings.prompts.analysis_moment(app.deal) is None) or analysed
        assert panels.reviewed(app.prompts) == (app.prompts.analysis_moment(app.deal) is not None), game
        if app.analysis_moment() is None:
            assert app.advice_button.layout.display == "none" and app.expert_button.layout.display == "none"
        if not panels.reviewed(app.prompts):
            assert not app.may_review() and not app.may_replay()


def test_undo_takes_the_session_back_too_R29():
    app = PlayApp(seed=2, game="american", strength="random", session=True)
    before = app.play_session
    action = app.deal.legal_actions()[0]
    app.act(action)
    assert app.may_undo(), "nothing was shown yet: the move may be taken back"
    app.on_undo()
    assert app.play_session is before and app.deal.history == ()
    assert app.session is app.play_session.state and app.match is None
