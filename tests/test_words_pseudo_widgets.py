"""Every word the show layer's apps, sheets and pictures put on screen comes from the message
catalogue (issue 20): built under the pseudo-locale ``en-XA``, every text a person sees (a
widget's description, its options' labels, tooltips and placeholders, an HTML value with its
tags stripped, an SVG picture's ``<text>`` and ``<title>``) leaves no word outside the ⟦ ⟧ of
the catalogue's messages.

What may stand outside: card codes (10♥ Q♠), numbers, rule ids (R12, V3), the table's names,
punctuation, and the Italian cards' corner letters (R, C, F: one letter each).
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from typing import Any

import ipywidgets as w
import pytest

from calabresella.engine.actions import Contract
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.players import HeuristicPlayer, play_deal
from calabresella.games.italian.session import Session
from calabresella.words import using_language
from calabresella.words.pseudo import unwrapped
from calabresella.words.table import NAMES_EIGHT

_ALLOWED = re.compile(
    r"(?:10|[2-7AKQJRCF])[♥♦♣♠]"  # a card code
    r"|\b[RV]\d+[a-z]?\b"  # a rule id
)
_WORD = re.compile(r"[^\W\d_]{2,}")
_TAG = re.compile(r"<[^<>]*>")
_SVG = re.compile(r"<svg\b.*?</svg>", re.S)
_SVG_WORDS = re.compile(r"<(text|title)\b[^>]*>(.*?)</\1>", re.S)
_NOT_SHOWN = re.compile(r"<(style|script)\b.*?</\1>", re.S)


def leaks(text: str, *kept: str) -> list[str]:
    """The words of ``text`` said outside the catalogue, once the table's names, card codes,
    rule ids and ``kept`` are taken away.

    >>> leaks("⟦ƥĺàýš⟧ 3♠ R20 Anna: 5")
    []
    >>> leaks("⟦ñö⟧ Step 1 of 3")
    ['Step', 'of']
    """
    outside = unwrapped(text)
    for literal in sorted({*NAMES_EIGHT, *kept}, key=len, reverse=True):
        outside = re.sub(rf"\b{re.escape(literal)}\b", " ", outside)
    outside = _ALLOWED.sub(" ", outside)
    return _WORD.findall(outside)


def html_texts(markup: str) -> Iterator[str]:
    """What a person reads of an HTML value: each picture's ``<text>`` and ``<title>``, and the
    rest with its tags stripped (styles and scripts left out)."""
    markup = _NOT_SHOWN.sub(" ", markup)
    for picture in _SVG.findall(markup):
        for _tag, words in _SVG_WORDS.findall(picture):
            yield html.unescape(_TAG.sub(" ", words))
    yield html.unescape(_TAG.sub(" ", _SVG.sub(" ", markup)))


def widget_texts(widget: Any) -> Iterator[str]:
    """Every text a person sees in ``widget`` and the widgets inside it."""
    for name in ("description", "tooltip", "placeholder"):
        value = getattr(widget, name, None)
        if isinstance(value, str) and value:
            yield value
    labels = getattr(widget, "_options_labels", None)
    if labels:
        yield from (str(label) for label in labels)
    if isinstance(widget, (w.HTML, w.HTMLMath, w.Label)) and widget.value:
        yield from html_texts(widget.value)
    if isinstance(widget, w.Output):
        for output in widget.outputs:
            yield str(output.get("text", ""))
    for child in getattr(widget, "children", ()):
        yield from widget_texts(child)


def assert_no_leaks(texts: Iterator[str], *kept: str) -> None:
    found = {text: words for text in texts if (words := leaks(text, *kept))}
    assert not found, "words outside the catalogue: " + "; ".join(f"{words} in {text[:160]!r}"
                                                                   for text, words in list(found.items())[:8])


@pytest.fixture(autouse=True)
def _pseudo() -> Iterator[None]:
    with using_language("en-XA"):
        yield


def _session() -> Session:
    return Session(first_dealer=0).record_by_hand(contract=Contract.SOLO, soloist=1, soloist_trick_thirds=13,
                                                  monte_thirds=2, soloist_tricks=7, last_trick_to_soloist=True)


@pytest.mark.parametrize("style", ["italian", "french"])
def test_the_trick_explorer_says_every_word_from_the_catalogue(style: str) -> None:
    from calabresella.show.widgets import TrickExplorer

    app = TrickExplorer(seed=7, style=style)
    assert_no_leaks(widget_texts(app.ui))
    app.on_play()
    app.seed_box.value = -1
    app.on_new()
    assert_no_leaks(widget_texts(app.ui))
    assert_no_leaks(iter([app.last_message]))


def test_the_scoring_calculator_says_every_word_from_the_catalogue() -> None:
    from calabresella.show.widgets import ScoringCalculator

    app = ScoringCalculator()
    assert_no_leaks(widget_texts(app.ui))
    app.soloist_trick_thirds.value = 32  # more than the pack leaves with the monte: refused in words
    assert_no_leaks(iter([app.last_message]))


def test_an_exercise_says_every_word_from_the_catalogue() -> None:
    from calabresella.show.exercises import Exercise

    for box in (Exercise("⟦?⟧", 5, hint="⟦ĥîñţ⟧"), Exercise("⟦?⟧", "Bruno", kind="choice", choices=["Anna", "Bruno"])):
        assert_no_leaks(widget_texts(box.ui))
        for answer in ("", "banana", "7", "Anna"):
            box.entry.value = answer if box.choices is None else None
            assert_no_leaks(iter([str(box.click_check()), box.answer(answer)]))
        box.click_hint()
        assert_no_leaks(widget_texts(box.ui))


@pytest.mark.parametrize("style", ["italian", "french"])
def test_the_replay_board_says_every_word_from_the_catalogue(style: str) -> None:
    from calabresella.show.replay import ReplayBoard

    deal = play_deal(Deal.new(seed=1), [HeuristicPlayer(s) for s in range(3)])
    board = ReplayBoard(deal, style=style)
    for step in (0, 1, 2, len(board.steps) - 1):
        board._go(step)
        assert_no_leaks(widget_texts(board.ui))
    # a step's title and sentences are said inside the step line's message: checked on their own too
    assert_no_leaks(text for step in board.steps for text in (step.title, *step.lines))


@pytest.mark.parametrize("style", ["italian", "french"])
def test_the_rules_and_hands_sheets_say_every_word_from_the_catalogue(style: str) -> None:
    from calabresella.show.rules_sheet import hands_sheet_html, rules_sheet_html

    # the profile's name and the command the sheet names are what the reader types
    assert_no_leaks(html_texts(rules_sheet_html(style=style)), "italian", "python", "calabresella", "rules-sheet")
    kept = ("python", "calabresella", "deal", "seed", "hands-only", "sheet", "FILE", "html")
    assert_no_leaks(html_texts(hands_sheet_html(Deal.new(seed=7), style=style)), *kept)


def test_the_ledger_and_its_app_say_every_word_from_the_catalogue() -> None:
    from calabresella.show.ledger import RealCardsLedger, balance_svg, ledger_html

    session = _session()
    assert_no_leaks(html_texts(ledger_html(session)))
    assert_no_leaks(html_texts(balance_svg(session)))
    app = RealCardsLedger()
    assert_no_leaks(widget_texts(app.ui))
    app.tricks.value = 13  # more tricks than a deal has: refused beside the form
    app.add()
    app.undo()
    assert_no_leaks(widget_texts(app.ui))


def test_the_shared_pictures_say_every_word_from_the_catalogue() -> None:
    from calabresella.engine.cards import parse_cards
    from calabresella.engine.tricks import Trick
    from calabresella.show.svg import card_svg, hand_svg, ladder_svg, seats_svg, trick_svg

    cards = parse_cards("K♣ A♣ 2♣")
    for style in ("italian", "french"):
        pictures = [card_svg(cards[0], style=style), card_svg(cards[0], face_down=True), hand_svg(cards, style=style),
                    hand_svg([], style=style), ladder_svg(style=style), trick_svg(Trick(0, cards), style=style),
                    trick_svg(Trick(0, cards[:1]), style=style), seats_svg(dealer=1)]
        for picture in pictures:
            assert_no_leaks(html_texts(picture))


def test_the_check_finds_a_word_put_back_outside_the_catalogue() -> None:
    """The test can fail: a literal shown without the catalogue is found."""
    import calabresella.show.widgets as widgets

    app = widgets.TrickExplorer(seed=7)
    app.play_button.description = "Play"  # a literal, as before issue 20
    with pytest.raises(AssertionError, match="Play"):
        assert_no_leaks(widget_texts(app.ui))
    assert leaks(html_texts(str(widgets.page_style("italian"))).__next__()) == []  # styles are not read
    assert leaks("<b>Step 1 of 3</b>") == ["Step", "of"]
