"""Every word of the play page, the analysis board and the advisor comes from the message
catalogue (issue 20): said in the pseudo-locale ``en-XA``, each message shows in ⟦ ⟧, so
whatever is left outside the brackets (:func:`calabresella.words.pseudo.unwrapped`) is a word
that escaped the catalogue. Allowed outside: card codes (10♥, Q♠, single letters), numbers,
rule ids (R12, V3), the table's names, the rule profiles' names (identifiers, as the CLI
takes them), punctuation.

The browser test clicks a whole deal through the play page served by Voila with
``CALABRESELLA_LANG=en-XA`` and reads the ``innerText`` of the notebook's outputs (the app; the
notebook's own Markdown prose is not the catalogue's) at every step; the board,
the advisor and the page's analysis panels are read through their widgets' values. Build the
catalogue first (``python scripts/messages.py``): a message missing from it shows unwrapped.
"""

from __future__ import annotations

import html
import os
import re
from collections.abc import Iterator

import pytest

from calabresella.engine.actions import Bid, Contract
from calabresella.show.play import PlayApp, game_profiles, page_choices
from calabresella.words import languages, using_language
from calabresella.words.pseudo import unwrapped
from calabresella.words.table import NAMES_EIGHT

PSEUDO = "en-XA"

ALLOWED = {*NAMES_EIGHT, *(p for c in page_choices() for p in game_profiles(c.key))}
"""Words that are no sentence: the table's names, the rule profiles' names."""

WORD = re.compile(r"[A-Za-zÀ-ÿ]{2,}")
"""A word: two letters or more (a card's rank letter, R of R12, stand alone)."""

pytestmark = pytest.mark.skipif("en_XA" not in languages(),
                                reason="no en-XA catalogue: run python scripts/messages.py")


def leaks(text: str) -> list[str]:
    """The words of ``text`` said outside the catalogue (outside every ⟦ ⟧), allowed ones aside."""
    outside = unwrapped(text)
    for name in sorted(ALLOWED, key=len, reverse=True):
        outside = outside.replace(name, " ")
    return sorted(set(WORD.findall(outside)))


def shown(value: str) -> str:
    """What a person reads of a widget's HTML: its text and its pictures' tooltips, not its
    style sheets, scripts or attributes."""
    value = re.sub(r"<(style|script)\b.*?</\1>", " ", value, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", value))


def widget_texts(widget) -> Iterator[str]:
    """Every text of ``widget`` and the widgets in it: labels, tooltips, placeholders, HTML,
    the options of a dropdown."""
    import ipywidgets as w

    if isinstance(widget, w.Box) and getattr(widget.layout, "display", None) == "none":
        return  # hidden: nobody reads it
    for name in ("description", "tooltip", "placeholder"):
        value = getattr(widget, name, None)
        if isinstance(value, str) and value:
            yield value
    if isinstance(widget, (w.HTML, w.Label)) and widget.value:
        yield shown(widget.value)
    if isinstance(widget, w.Dropdown):
        yield from (str(label) for label in widget._options_labels)
    for child in getattr(widget, "children", ()):
        yield from widget_texts(child)


def assert_no_leak(texts, where: str) -> None:
    found = {}
    for text in texts:
        words = leaks(text)
        if words:
            found[text.strip()[:160]] = words
    assert not found, f"{where}: words outside the catalogue: {found}"


@pytest.fixture
def pseudo():
    with using_language(PSEUDO):
        yield


# ------------------------------------------------------------------ the helper itself


def test_the_check_finds_a_word_outside_the_catalogue():
    assert leaks("⟦Ţĥé ðéàĺ⟧ R12 V3: Anna 10♥ Q♠ 3 ⟦ðî⟧ 2.5%") == []
    assert leaks("⟦Ţĥé ðéàĺ⟧ is over") == ["is", "over"], "a literal put back is found"
    assert leaks("four-at-the-table") == [], "a rule profile's name is an identifier"


# ------------------------------------------------------------------ the widgets (no browser)


def test_the_play_page_widgets_say_only_catalogue_words_through_a_deal(pseudo):
    app = PlayApp(seed=1)
    app.hint.value = True
    for _ in range(80):
        assert_no_leak(widget_texts(app.ui), f"the play page at {len(app.deal.history)} actions")
        if app.deal.is_over:
            break
        legal = app.deal.legal_actions()
        app.act(Bid(Contract.SOLO) if Bid(Contract.SOLO) in legal else legal[0])
    assert app.deal.is_over
    app.on_next()  # refused: one deal; then the notice and the panels after the deal
    assert_no_leak(widget_texts(app.ui), "the play page after the deal")


def test_the_advice_hint_and_why_panels_say_only_catalogue_words(pseudo):
    app = PlayApp(seed=1)
    app.advice_button.click()
    assert app.advice_view.value
    assert_no_leak(widget_texts(app.ui), "the advice panel")
    while not app.deal.is_over and not (app.my_turn() and app.analysis_moment() == "play"):
        legal = app.deal.legal_actions()
        app.act(Bid(Contract.SOLO) if Bid(Contract.SOLO) in legal else legal[0])
    app.expert_button.click()
    assert app.hint_view.value
    assert_no_leak(widget_texts(app.ui), "the expert's hint")
    while not app.deal.is_over:
        app.act(app.deal.legal_actions()[0])
    app.why_button.click()
    assert app.why_view.value
    assert_no_leak(widget_texts(app.ui), "why did the computer play that")


def test_the_analysis_board_says_only_catalogue_words(pseudo):
    from calabresella.show.analysis_board import AnalysisBoard
    from calabresella.show.widgets import deal_ready_to_play

    deal = deal_ready_to_play(7)
    while not deal.is_over:
        deal = deal.apply(deal.legal_actions()[0])
    board = AnalysisBoard(deal, exchange_candidates=3)
    for n in (0, 1, board.last):
        board.slider.value = n
        assert_no_leak(widget_texts(board.ui), f"the analysis board at card {n}")
    board.slider.value = 1
    board.on_play_on()
    board.show_values.value = True
    board.play_card(board.play_deal.legal_actions()[0].card)
    assert_no_leak(widget_texts(board.ui), "playing on from a position")
    board.play_card(board.play_deal.hands[board.play_deal.to_move][0])  # refused or played: said either way
    assert_no_leak([board.last_message], "the board's message")


def test_the_advisor_says_only_catalogue_words(pseudo):
    from calabresella.show.advice import AdvisorApp

    app = AdvisorApp(samples=4)
    app.hand_box.value = "3♠ 2♠ A♠ K♠ 3♥ 2♥ A♥ 3♦ 2♦ A♦ 3♣ 2♣"
    app.on_advise()
    assert app.advice is not None
    assert_no_leak(widget_texts(app.ui), "the advisor")
    app.hand_box.value = "3♠ 2♠ 2♠"
    app.on_advise()
    assert_no_leak([app.last_message], "the advisor's refusal")


# ------------------------------------------------------------------ the play page in a browser


@pytest.fixture(scope="module")
def pseudo_voila(tmp_path_factory):
    """The play page served by Voila, its kernel speaking en-XA."""
    from test_browser import play_page_served

    with play_page_served(tmp_path_factory, {"CALABRESELLA_LANG": PSEUDO}) as url:
        yield url


@pytest.fixture(scope="module")
def chromium():
    from test_browser import CHROMIUM, CHROMIUM_ARGS

    if not os.path.exists(CHROMIUM):
        pytest.skip("Chromium not found: install Debian's 'chromium' package")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield browser
        browser.close()


def page_text(page) -> str:
    """What the page's outputs say (the app, its messages): ``innerText``, so only what is shown.
    The notebook's own prose (its Markdown cells, the lesson around the app) is not the
    catalogue's."""
    return page.evaluate(
        "() => [...document.querySelectorAll('.jp-OutputArea-output')].map(e => e.innerText).join('\\n')")


@pytest.mark.browser
def test_a_whole_deal_on_the_page_says_only_catalogue_words(pseudo_voila, chromium, pseudo):
    from test_browser import ARTIFACTS, click_action, learner_choice, wait_for_status

    context = chromium.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    try:
        page.goto(pseudo_voila, timeout=120_000)
        page.wait_for_selector(".cal-status", timeout=120_000)
        mirror = PlayApp(seed=1, strength="heuristic")  # 11_play's app, run here for the expected status
        page.locator(".cal-hint").click()
        mirror.hint.value = True
        steps = 0
        for _ in range(80):
            wait_for_status(page, mirror)
            if mirror.deal.is_over:
                page.wait_for_selector(".cal-score-text", timeout=90_000)
            else:  # this moment's buttons are drawn
                page.wait_for_selector(f".cal-r{mirror.renders}.cal-card", timeout=90_000)
            assert_no_leak([page_text(page)], f"the page after {steps} choices")
            if steps == 3:
                ARTIFACTS.mkdir(exist_ok=True)
                page.screenshot(path=str(ARTIFACTS / "pseudo-locale-play-page.png"), full_page=True)
            if mirror.deal.is_over:
                break
            action = learner_choice(mirror.deal)
            click_action(page, action, mirror.renders)
            mirror.act(action)
            steps += 1
        assert mirror.deal.is_over and steps > 10, "a whole deal was clicked through"
    finally:
        context.close()
