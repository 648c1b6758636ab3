"""The advisor widget (issue 12): a learner's hand in, the advisor's numbers out, bad
input refused in plain words."""

from __future__ import annotations

import pytest

from calabresella.analysis.advisor import advise
from calabresella.engine.cards import parse_cards
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError
from calabresella.show.advice import AdvisorApp, advice_svg


def test_the_widget_shows_the_advisors_own_numbers() -> None:
    app = AdvisorApp(samples=4, seed=3)
    app.on_deal()
    hand = parse_cards(app.hand_box.value)
    assert len(hand) == 12
    app.seat_box.value = 1
    app.auction_box.value = "pass"
    app.on_advise()
    assert app.advice == advise(hand, seat=1, auction=["pass"], samples=4, seed=3)
    with app.screen():  # the page names cards as its hand's pictures do (Italian suits)
        for option in app.advice.options:
            assert option.name in app.result_view.value
    assert "calling 3 di" in app.result_view.value and "calling 3♦" not in app.result_view.value
    assert "<svg" in app.hand_view.value and app.last_message == ""


def test_letters_for_suits_are_read_too_and_bad_input_is_refused_in_words() -> None:
    app = AdvisorApp(samples=4)
    app.hand_box.value = "3S 2S AS KS 3H 2H AH 3D 2D AD 3C 2C"
    app.on_advise()
    assert app.advice is not None and app.advice.best is not None
    app.hand_box.value = "3S 3S"
    app.on_advise()
    assert "12 different cards" in app.last_message and "Traceback" not in app.last_message
    app.hand_box.value = "3S 2S AS KS 3H 2H AH 3D 2D AD 3C 2C"
    app.auction_box.value = "bid solissimo, pass, pass"
    app.on_advise()
    assert "next to speak" in app.last_message
    app.seed_box.value = -4
    app.on_deal()
    assert "not a seed" in app.seed_error.value


def test_the_picture_has_one_bar_per_contract() -> None:
    advice = advise(parse_cards("3S 2S AS KS 3H 2H AH 3D 2D AD 3C 2C"), samples=2, seed=1)
    picture = advice_svg(advice)
    assert picture.count("<rect") == 2 * len(advice.options)


# ----------------------------------------------------------------- bad input (issue 18)

HAND = "3S 2S AS KS 3H 2H AH 3D 2D AD 3C 2C"


@pytest.mark.parametrize(("samples", "error"), [("x", ArgumentTypeError), (1.5, ArgumentTypeError),
                                                (True, ArgumentTypeError), (0, ArgumentValueError),
                                                (3, ArgumentValueError), (1000, ArgumentValueError)])
def test_samples_outside_the_sliders_range_are_refused_saying_the_range(samples, error) -> None:
    with pytest.raises(error, match="samples must be a whole number from 4 to 64"):
        AdvisorApp(samples=samples)


def test_seeds_that_are_not_seeds_are_refused_by_the_constructor() -> None:
    with pytest.raises(ArgumentValueError, match="seed"):
        AdvisorApp(seed=-1)
    with pytest.raises(ArgumentTypeError, match="seed"):
        AdvisorApp(seed="x")


def test_a_huge_pasted_hand_is_refused_before_it_is_drawn_and_clears_the_old_advice(monkeypatch) -> None:
    from calabresella.show import advice as advice_module

    app = AdvisorApp(samples=4)
    app.hand_box.value = HAND
    app.on_advise()
    assert app.advice is not None and "<svg" in app.hand_view.value
    drawn: list[int] = []
    real = advice_module.hand_svg
    monkeypatch.setattr(advice_module, "hand_svg", lambda cards, *a, **k: drawn.append(len(cards)) or real(cards, *a, **k))
    app.hand_box.value = " ".join(["3♠"] * 50_000)
    app.on_advise()
    assert drawn == [], "the pasted hand is checked before any picture of it is drawn"
    assert "12 different cards" in app.last_message and len(app.last_message) < 300
    assert app.advice is None and app.hand_view.value == "" and app.result_view.value == ""


def test_an_auction_that_is_refused_leaves_no_advice_behind() -> None:
    app = AdvisorApp(samples=4)
    app.hand_box.value = HAND
    app.on_advise()
    assert app.advice is not None
    app.auction_box.value = "bid solissimo, pass, pass"
    app.on_advise()
    assert "next to speak" in app.last_message and app.advice is None and app.result_view.value == ""
    app.auction_box.value = "pass, " * 10_000
    app.on_advise()
    assert app.advice is None and len(app.last_message) < 300
