"""The play page's expert in the American account (V4) and Tressette for four (V5), issue 24:
the Computer setting *expert* is offered for them (each game's sampling expert,
:class:`~calabresella.analysis.expert_games.GameExpert`, with the page's settings) and
refused for Tressette in due in plain words (while the stock lasts one layout can take the
expert many seconds), naming the games by their labels. A whole deal of each is played on
the page against the experts, the learner's seat by the first legal action through the
page's own handler, and the review panels, which read the Italian game's deals, stay hidden
throughout. The page's expert runs with one layout a card and a tiny time budget here (it
always solves at least one layout), so that a deal takes a second or a few."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest

from calabresella.analysis.expert_games import GameExpert
from calabresella.engine.errors import ArgumentValueError
from calabresella.show.play import (
    GAME_LABELS,
    HUMAN,
    PlayApp,
    combination_error,
    combination_refusal,
    computer_players,
    expert_offered,
    page_choices,
)
from calabresella.show.play import expert as page_expert
from calabresella.show.play.settings import shown_label
from calabresella.words import using_language

SAMPLES = 1
"""Layouts a card for the page's expert in these tests."""

BUDGET = 0.01
"""Seconds a card: the expert stops after its first layout."""

OFFERED = ("american", "tressette")
"""The page's choices of issue 24 that now offer the expert: the American account, Tressette for four."""

IN_DUE = "tressette-in-due"
"""The choice that still refuses it."""


@pytest.fixture(scope="module", autouse=True)
def small_expert():
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(page_expert, "EXPERT_SAMPLES", SAMPLES)  # read by expert_maker's players
        patch.setattr(page_expert, "EXPERT_TIME_BUDGET", BUDGET)
        yield


def text(value: str) -> str:
    """An HTML widget's value as the reader sees it."""
    return " ".join(html.unescape(re.sub("<[^>]+>", " ", value)).split())


def label(key: str) -> str:
    """What the Game setting shows for ``key``, in the language spoken now."""
    return shown_label(GAME_LABELS[key])


@pytest.mark.parametrize("game", OFFERED)
def test_V4_V5_the_expert_is_offered_for_the_american_account_and_tressette_for_four(game: str) -> None:
    assert combination_error(game, False, "expert") is None
    assert combination_error(game, True, "expert") is None  # a session too
    assert combination_refusal(game, False, "expert") is None
    assert expert_offered(next(c for c in page_choices() if c.key == game))


def test_V5_the_expert_is_refused_for_tressette_in_due_saying_why_and_what_to_choose() -> None:
    refusal = str(combination_error(IN_DUE, False, "expert"))
    assert refusal.startswith(f"In {label(IN_DUE)}, while the stock lasts, the expert computer player can take "
                              "many seconds over a single card"), refusal
    assert f"offers it for {label('tressette')} only" in refusal
    assert refusal.endswith(f"For {label(IN_DUE)} choose Computer 'heuristic' or 'random'.")
    assert IN_DUE not in refusal, "the game is named by its label, never its key"
    assert str(combination_error(IN_DUE, True, "expert")) == refusal, "a session is refused for the same reason"
    assert str(combination_refusal(IN_DUE, False, "expert")) == f"{refusal} Nothing changed: the game in progress goes on."
    assert combination_error(IN_DUE, False, "heuristic") is None
    assert not expert_offered(next(c for c in page_choices() if c.key == IN_DUE))
    with pytest.raises(ArgumentValueError, match=f"^In {label(IN_DUE)}, while the stock lasts"):
        PlayApp(game=IN_DUE, strength="expert")
    with pytest.raises(ArgumentValueError, match="so the page offers it for Tressette for four"):
        computer_players("expert", 3, IN_DUE)


def test_V5_the_refusal_names_the_games_in_the_language_chosen() -> None:
    with using_language("it"):
        refusal = str(combination_error(IN_DUE, False, "expert"))
        four = label("tressette")
    assert four == "Tressette a quattro (in coppia)"
    assert four in refusal and "Tressette for four" not in refusal


def test_V5_the_page_refuses_the_expert_for_tressette_in_due_beside_the_settings() -> None:
    app = PlayApp(seed=4, game=IN_DUE, strength="random")
    deal = app.deal
    app.strength.value = "expert"
    shown = text(app.setting_error.value)
    assert "while the stock lasts" in shown and "Nothing changed" in shown and "Traceback" not in shown
    app.new_button.click()
    assert app.deal is deal, "refused: the game in progress goes on"
    app.game_choice.value = "tressette"  # Tressette for four: the expert is offered
    assert text(app.setting_error.value) == ""


def test_the_generic_refusal_lists_the_choices_the_expert_plays() -> None:
    refusal = str(combination_error("rovescino", False, "expert"))
    assert label("tressette") in refusal and label("american") in refusal
    games = refusal.split(" only")[0]
    assert label(IN_DUE) not in games and label("calabresella") in games


@pytest.mark.parametrize("game", OFFERED)
def test_V4_V5_the_computer_seats_are_the_games_sampling_experts_with_the_pages_settings(game: str) -> None:
    players = computer_players("expert", 3, game)
    seats = len(players)
    assert seats == (3 if game == "american" else 4)
    assert all(type(p) is GameExpert for p in players[1:])
    assert [p.seed for p in players[1:]] == [3 * seats + s for s in range(1, seats)]
    assert all((p.samples, p.time_budget) == (SAMPLES, BUDGET) for p in players[1:])


def _review_hidden(app: PlayApp) -> bool:
    """No analysis panel shows: the hint, the advice, *Why…?*, the review and the replay."""
    widgets = (app.expert_button, app.advice_button, app.why_box, app.review_button, app.replay_button)
    return (all(widget.layout.display == "none" for widget in widgets)
            and not app.may_review() and not app.may_replay())


@pytest.mark.parametrize(("game", "seed"), [("american", 3), ("tressette", 3)])
def test_V4_V5_a_whole_deal_plays_to_its_end_against_the_experts(game: str, seed: int,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    chosen: list[int] = []
    choose = GameExpert.choose

    def counted(self: GameExpert, view: Any) -> Any:
        chosen.append(view.seat)
        return choose(self, view)

    monkeypatch.setattr(GameExpert, "choose", counted)
    app = PlayApp(seed=seed, game=game, strength="expert")
    assert all(type(p) is GameExpert for p in app.computers[1:])
    assert _review_hidden(app)
    for _ in range(80):
        if app.deal.is_over:
            break
        app.act(app.deal.legal_actions()[0])  # the page's own handler, as a button calls it
        assert "Traceback" not in app.last_message
        assert _review_hidden(app)
    deal = app.deal
    assert deal.is_over and deal.result is not None
    assert app.score.value != ""
    theirs = [seat for seat, _action in deal.history if seat != HUMAN]
    assert chosen == theirs, "every computer action was the expert's"
    assert set(theirs) == set(range(1, len(app.computers)))
    assert _review_hidden(app)
